/** Runs the real CLI bundle (server/dist/cli.js) as a child process, as a user or Claude Code does. */
import { spawn, spawnSync } from 'node:child_process';
import { CLI_BUNDLE } from './server.js';

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface CliOptions {
  cwd: string;
  /** Sets PROJECT_MEMORY_ROOT (omit to leave it unset). */
  root?: string;
  env?: Record<string, string>;
  input?: string;
  /** Another bundle to run in place of server/dist/cli.js (server/dist/hook.cjs, as hooks.json runs it). */
  bundle?: string;
}

/** The parent's environment without Claude Code's or our own variables, so tests see only what they set. */
export function cleanEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) {
    if (v !== undefined && !k.startsWith('CLAUDE') && !k.startsWith('PROJECT_MEMORY')) env[k] = v;
  }
  return env;
}

export function runCli(args: string[], opts: CliOptions): CliRun {
  const env = cleanEnv();
  if (opts.root) env.PROJECT_MEMORY_ROOT = opts.root;
  Object.assign(env, opts.env ?? {});
  const r = spawnSync(process.execPath, [CLI_BUNDLE, ...args], { cwd: opts.cwd, env, input: opts.input ?? '', encoding: 'utf8', timeout: 30_000 });
  if (r.error) throw r.error;
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/**
 * The same run without blocking the test's worker: a test that runs many commands in a row uses
 * this one (test/setup/loop-watch.ts says why).
 */
export function runCliAsync(args: string[], opts: CliOptions): Promise<CliRun> {
  const env = cleanEnv();
  if (opts.root) env.PROJECT_MEMORY_ROOT = opts.root;
  Object.assign(env, opts.env ?? {});
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [opts.bundle ?? CLI_BUNDLE, ...args], { cwd: opts.cwd, env, timeout: 30_000 });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.stdin.on('error', () => undefined); // a command may exit before reading its input
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(opts.input ?? '');
  });
}
