// Timing primitives: whole processes, and paired A/B runs in alternating order (absolute times
// drift ~25 % between runs on a shared machine; ratios of side-by-side runs hold within ~10 %).
import { spawn } from 'node:child_process';
import { median } from './stats.mjs';

/**
 * Runs a whole process to exit; ms from just before spawn to 'close' (stdout flushed).
 * Resolves with { ms, code, stdout, stderr } even on a non-zero exit; rejects only on a timeout
 * or when the program cannot be started.
 */
export function timeProcess(command, args, { input, env, cwd, timeoutMs = 30_000 } = {}) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn(command, args, { env, cwd, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8');
    child.stderr.setEncoding('utf8');
    child.stdout.on('data', (c) => (stdout += c));
    child.stderr.on('data', (c) => (stderr = (stderr + c).slice(-4000)));
    // A program that never reads stdin (node -e 0) may exit before we write: not an error.
    child.stdin.on('error', () => {});
    if (input !== undefined) child.stdin.write(input);
    child.stdin.end();
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${command} ${args.join(' ')} took longer than ${timeoutMs} ms`));
    }, timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ ms: Number(process.hrtime.bigint() - started) / 1e6, code: code ?? signal, stdout, stderr });
    });
  });
}

/**
 * Runs each measurement function `runs` times, rotating the order every round so that none
 * always goes first (or last, after the others warmed the page cache). Each function resolves
 * with milliseconds. Returns per-function samples and medians, and for every function the median
 * of its per-round ratio to the reference (the last function).
 */
export async function alternate(fns, { runs, warmups = 2 }) {
  const n = fns.length;
  for (let w = 0; w < warmups; w++) for (const fn of fns) await fn();
  const samples = fns.map(() => []);
  for (let round = 0; round < runs; round++) {
    for (let k = 0; k < n; k++) {
      const i = (round + k) % n;
      samples[i].push(await fns[i]());
    }
  }
  const reference = samples[n - 1];
  return {
    samples,
    medians: samples.map(median),
    ratios: samples.map((s) => median(s.map((x, round) => x / reference[round]))),
  };
}

/** Repeats `fn` (resolving with ms) after warm-ups; returns the samples. */
export async function repeat(fn, { runs, warmups = 2 }) {
  for (let w = 0; w < warmups; w++) await fn(w);
  const samples = [];
  for (let i = 0; i < runs; i++) samples.push(await fn(i));
  return samples;
}
