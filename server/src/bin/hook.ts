/**
 * Entry of the Claude Code hooks (`node server/dist/hook.cjs hook <event>`, see hooks/hooks.json).
 * V8 parses every byte of this bundle at every hook run, and every function it calls is compiled
 * then, so it holds session start's fast path only: when nothing the last context was built from
 * has changed, the context cache (hooks/context-cache.ts) prints the kept text, and nothing else
 * is read or loaded (no node:vm, no node:os). Any other event, or a context to rebuild, goes to
 * bin/hook-load.ts (hook-load.cjs), which runs hook-main.cjs through a V8 code cache.
 */
import fs from 'node:fs';
import path from 'node:path';
import { answerFromCache } from '../hooks/context-cache.js';
import { readStdinSync, type StdinRead } from '../hooks/stdio.js';

function run(): void {
  const main = path.join(__dirname, 'hook-main.cjs');
  const st = fs.statSync(main);
  // The same identity as the code cache's name: a context kept by another build is not used.
  const build = `${st.size}-${st.ino}-${st.mtimeMs}`;
  const [command, event] = process.argv.slice(2);
  let stdin: StdinRead | Error | undefined;
  if (command === 'hook' && event === 'session-start') {
    try {
      stdin = readStdinSync();
    } catch (e) {
      stdin = e instanceof Error ? e : new Error(String(e));
    }
    if (!(stdin instanceof Error) && stdin.done && answerFromCache(stdin, build, process.env)) return;
  }
  // A separate bundle (scripts/build.mjs): the fast path above never parses the loader.
  void import('./hook-load.js').then((load) => load.loadMain(main, st, stdin, build));
}

run();
