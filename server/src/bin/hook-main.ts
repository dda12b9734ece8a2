/**
 * The hooks' program: `node server/dist/hook.cjs hook <event>` loads this bundle (hook-main.cjs)
 * through a V8 code cache (see hook.ts). Built as ONE CommonJS file (see scripts/build.mjs): a hook
 * runs on every session start and every edit, and resolving and linking a graph of shared chunks
 * cost more than the hook's work.
 */
import fs from 'node:fs';
import { runHook } from '../hooks/runner.js';

/**
 * Writes straight to the file descriptor: touching process.stdout would build a stream and load
 * node's stream modules (~5 ms). The output is at most a few KB, so one write suffices; a pipe
 * that is momentarily full (EAGAIN) is retried.
 */
function writeAll(fd: number, text: string): void {
  const data = Buffer.from(text.endsWith('\n') ? text : `${text}\n`, 'utf8');
  let off = 0;
  while (off < data.length) {
    try {
      off += fs.writeSync(fd, data, off);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EAGAIN') return;
    }
  }
}

const [command, event] = process.argv.slice(2);
const io = { out: (t: string) => writeAll(1, t), err: (t: string) => writeAll(2, t) };
if (command !== 'hook' || !event) {
  io.err('usage: hook.cjs hook <session-start|stop|pre-tool-use|post-tool-use>');
  process.exitCode = 2;
} else {
  runHook(event, io).then(
    (code) => {
      process.exitCode = code;
    },
    () => {
      process.exitCode = 0;
    },
  );
}
