/** Composition root of the `project-memory` CLI (also the hooks' entry: `hook <event>`). */
import { main } from '../cli/main.js';

main(process.argv.slice(2)).then(
  (code) => {
    // -1: a long-running command (serve) owns the process now.
    if (code >= 0) process.exitCode = code;
  },
  (e: unknown) => {
    process.stderr.write(`project-memory: ${e instanceof Error ? e.message : String(e)}\n`);
    process.exitCode = 1;
  },
);
