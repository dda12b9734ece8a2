/**
 * Where the set-up writes the in-process server bundle. Under node_modules, so that vitest leaves
 * it to Node's loader (it transforms every file outside node_modules); .cache, so no package
 * manager treats it as a package.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const IN_PROCESS_BUNDLE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../node_modules/.cache/pm-test-server/in-process.js');

/** The CLI bundled as one CommonJS file, evaluated afresh for each in-process run (test/helpers/cli.ts). */
export const CLI_IN_PROCESS_BUNDLE = path.join(path.dirname(IN_PROCESS_BUNDLE), 'cli-in-process.cjs');
