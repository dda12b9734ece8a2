/**
 * The hooks' program: `node server/dist/hook.cjs hook <event>` loads this bundle (hook-main.cjs)
 * through a V8 code cache (see hook.ts) when it cannot answer from the context cache, and calls
 * `main`. Built as ONE CommonJS file (see scripts/build.mjs): a hook runs on every session start and
 * every edit, and resolving and linking a graph of shared chunks cost more than the hook's work.
 */
import { runHook, type HookRunOptions } from '../hooks/runner.js';
import { writeAll } from '../hooks/stdio.js';

/** `opts`: stdin as far as the loader read it, and the bundle's build (for the context cache). */
export function main(opts: HookRunOptions = {}): void {
  const [command, event] = process.argv.slice(2);
  const io = { out: (t: string) => writeAll(1, t), err: (t: string) => writeAll(2, t) };
  if (command !== 'hook' || !event) {
    io.err('usage: hook.cjs hook <session-start|stop|pre-tool-use|post-tool-use>');
    process.exitCode = 2;
    return;
  }
  runHook(event, io, opts).then(
    (code) => {
      process.exitCode = code;
    },
    () => {
      process.exitCode = 0;
    },
  );
}
