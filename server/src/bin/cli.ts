/**
 * Composition root of the `project-memory` CLI (also the hooks' entry: `hook <event>`). It hands
 * the CLI the adapters it starts (cli/hosted.ts), each behind a dynamic import: the CLI's own
 * start-up (help, version, argument errors) loads none of them.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { main } from '../cli/main.js';
import type { Hosted } from '../cli/hosted.js';

const hosted: Hosted = {
  serve: async (root) => (await import('./server.js')).startServer(root),
  hook: async (event, io) => (await import('../hooks/runner.js')).runHook(event, io),
  startViewer: async (opts) => (await import('../viewer/server.js')).startViewer(opts),
  // This file is the bundle cli.js, next to server.js and hook.cjs (scripts/build.mjs).
  distDir: path.dirname(fileURLToPath(import.meta.url)),
};

main(process.argv.slice(2), hosted).then(
  (code) => {
    // -1: a long-running command (serve) owns the process now.
    if (code >= 0) process.exitCode = code;
  },
  (e: unknown) => {
    process.stderr.write(`project-memory: ${e instanceof Error ? e.message : String(e)}\n`);
    process.exitCode = 1;
  },
);
