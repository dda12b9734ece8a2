// Most tests drive the bundles under server/dist as separate processes (the hooks, the CLI, the
// server where a test needs a process). Building them from the sources before every run makes
// those tests exercise what the sources say, not whatever bundle was last committed; CI's
// check-dist separately proves the committed bundle equals a fresh build. The server that tests
// run in their own process is bundled from the sources too (IN_PROCESS_BUNDLE), with the server
// bundle's options, and so is the CLI that tests run in their own process (CLI_IN_PROCESS_BUNDLE).
// The builds take about a second.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type BuildOptions } from 'esbuild';
import { CLI_IN_PROCESS_BUNDLE, IN_PROCESS_BUNDLE } from '../helpers/in-process-path.js';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export default async function setup(): Promise<void> {
  execFileSync(process.execPath, [path.join(repo, 'scripts/build.mjs')], { cwd: repo, stdio: 'inherit' });
  const { buildOptions } = (await import(pathToFileURL(path.join(repo, 'scripts/build.mjs')).href)) as { buildOptions: (outdir: string) => BuildOptions };
  const outdir = path.dirname(IN_PROCESS_BUNDLE);
  fs.rmSync(outdir, { recursive: true, force: true });
  await build({
    ...buildOptions(outdir),
    entryPoints: { [path.basename(IN_PROCESS_BUNDLE, '.js')]: 'test/helpers/in-process-entry.ts' },
    banner: { js: "import { createRequire as __pmCreateRequire } from 'node:module';\nconst require = __pmCreateRequire(import.meta.url);" },
  });
  // The CLI that tests run in their own process (test/helpers/cli.ts): one CommonJS file, no
  // chunks, so that evaluating it again gives every module's state afresh.
  await build({
    ...buildOptions(outdir),
    entryPoints: { [path.basename(CLI_IN_PROCESS_BUNDLE, '.cjs')]: 'test/helpers/cli-in-process-entry.ts' },
    format: 'cjs',
    splitting: false,
    chunkNames: undefined,
    outExtension: { '.js': '.cjs' },
    supported: { 'dynamic-import': false },
    banner: {},
  });
}
