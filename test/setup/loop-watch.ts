/**
 * Names the test that blocks its worker's event loop. vitest's worker waits at most 60 s for the
 * runner's answer to a progress report, and a worker busy with synchronous work (spawnSync,
 * execFileSync, a long in-process loop) cannot read that answer: the run then fails with an
 * "onTaskUpdate" timeout that names no test. A test that stays synchronous for more than
 * BLOCK_LIMIT_MS fails here instead, by name; long loops of child processes belong in async code.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeEach } from 'vitest';

const BLOCK_LIMIT_MS = 45_000;
const TICK_MS = 250;
let last = Date.now();
let worst = 0;

// A worker runs file after file (isolate: false) and this module runs again before each: each
// run's timer stops with its file.
const ticker = setInterval(() => {
  const now = Date.now();
  worst = Math.max(worst, now - last);
  last = now;
}, TICK_MS).unref();
afterAll(() => clearInterval(ticker));

beforeEach(() => {
  last = Date.now();
  worst = 0;
});

afterEach((ctx) => {
  const blocked = Math.max(worst, Date.now() - last) - TICK_MS;
  if (process.env.PM_LOOP_WATCH_REPORT) console.log(`[loop-watch] ${Math.round(blocked)} ms ${ctx.task.file?.name} > ${ctx.task.name}`);
  if (blocked > BLOCK_LIMIT_MS) {
    throw new Error(
      `This test kept its worker's event loop busy for ${Math.round(blocked / 1000)} s without a break (more than ${BLOCK_LIMIT_MS / 1000} s); make its long synchronous loop async (await child processes) so that vitest's 60 s progress report can be answered.`,
    );
  }
});

// PM_LOOP_WATCH_REPORT: also the longest stall over the file's whole life, hooks included
// (this afterAll runs after the file's own), appended to a log as soon as the file ends.
if (process.env.PM_LOOP_WATCH_REPORT) {
  let fileWorst = 0;
  let prev = Date.now();
  const fileTicker = setInterval(() => {
    const now = Date.now();
    fileWorst = Math.max(fileWorst, now - prev);
    prev = now;
  }, TICK_MS).unref();
  // vitest 4 passes the suite second (the first argument must be a destructured context).
  // eslint-disable-next-line no-empty-pattern
  afterAll(({}, suite) => {
    const stalled = Math.max(fileWorst, Date.now() - prev);
    clearInterval(fileTicker);
    fs.appendFileSync(path.join(os.tmpdir(), 'pm-loop-watch.log'), `${new Date().toISOString()} pid ${process.pid} ${suite.name}: worst stall ${stalled} ms\n`);
  });
}
