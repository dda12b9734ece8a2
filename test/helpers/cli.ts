/**
 * Runs the CLI as a user or Claude Code does. `runCli` and `runCliAsync` spawn the real bundle
 * (server/dist/cli.js). `callCli` runs the same invocation in this process unless it needs one
 * of its own (see `needsProcess`): a Node start and the loading of the bundle cost ~0.4-1 s per
 * command on a loaded 2-core machine, the command itself a few milliseconds. PM_IN_PROCESS=0
 * spawns every call. The spawned-bundle smoke tests of the CLI (exit codes, stdin, $EDITOR,
 * signals) are in test/integration/cli-process.test.ts.
 *
 * An in-process run is an invocation of its own: argv, environment, folder, stdout and stderr
 * are parameters of the CLI's entry (cli/main.ts), and the CLI bundled from the sources
 * (CLI_IN_PROCESS_BUNDLE) is evaluated afresh for each run, so no module state (caches keyed on
 * the root, mounted shared projects, the environment in force) survives from one run to the
 * next. Its timers are the run's: the run ends when its timers that would keep a process alive
 * have fired, and the others are cleared, as the end of a process would.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import { CLI_IN_PROCESS_BUNDLE } from './in-process-path.js';
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
  /** callCli: a process of its own even when the run could be in this one. */
  spawn?: boolean;
}

/** The parent's environment without Claude Code's or our own variables, so tests see only what they set. */
export function cleanEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) {
    if (v !== undefined && !k.startsWith('CLAUDE') && !k.startsWith('PROJECT_MEMORY')) env[k] = v;
  }
  return env;
}

function childEnv(opts: CliOptions): Record<string, string> {
  const env = cleanEnv();
  if (opts.root) env.PROJECT_MEMORY_ROOT = opts.root;
  return Object.assign(env, opts.env ?? {});
}

export function runCli(args: string[], opts: CliOptions): CliRun {
  const r = spawnSync(process.execPath, [opts.bundle ?? CLI_BUNDLE, ...args], {
    cwd: opts.cwd,
    env: childEnv(opts),
    input: opts.input ?? '',
    encoding: 'utf8',
    timeout: 30_000,
  });
  if (r.error) throw r.error;
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/**
 * The same run without blocking the test's worker: a test that runs many commands in a row uses
 * this one (test/setup/loop-watch.ts says why).
 */
export function runCliAsync(args: string[], opts: CliOptions): Promise<CliRun> {
  const env = childEnv(opts);
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

/** Commands that own their process: stdin (serve, hook), signals (view). */
const PROCESS_COMMANDS = new Set(['serve', 'hook', 'view']);
/**
 * Variables an in-process run passes on as a process would: the CLI reads them only through its
 * context (cli/io.ts) and the environment in force (storage/environment.ts; HOME through homeDir,
 * storage/root.ts), and every git it starts gets that environment (storage/git.ts,
 * storage/shared-repo.ts), PATH included, which Node searches for the command
 * (test/integration/git-env.test.ts). Others (TMPDIR, NODE_*) are read by Node from the real
 * environment, so a run that sets one is spawned.
 */
const IN_PROCESS_ENV = /^(CLAUDE_|PROJECT_MEMORY_|GIT_|EDITOR$|VISUAL$|HOME$|PATH$)/;

function needsProcess(args: readonly string[], opts: CliOptions): boolean {
  return (
    process.env.PM_IN_PROCESS === '0' ||
    opts.spawn === true ||
    opts.bundle !== undefined ||
    (opts.input ?? '') !== '' ||
    args.some((a) => PROCESS_COMMANDS.has(a)) ||
    Object.keys(opts.env ?? {}).some((k) => !IN_PROCESS_ENV.test(k))
  );
}

/**
 * The CLI's run, in this process when it can be (see above), else spawned from the bundle. A
 * server running in this process on the same root is no reason to spawn: the run's modules are
 * its own (no cache is shared with the server's), and the root's locks are only ever held by
 * synchronous code (storage/lock.ts), so no lock of one can be held while the other runs.
 */
export async function callCli(args: string[], opts: CliOptions): Promise<CliRun> {
  if (needsProcess(args, opts)) return runCliAsync(args, opts);
  // One turn of the event loop per run, as a spawn gives: a loop of runs must let vitest's
  // messages to its worker through (test/setup/loop-watch.ts).
  await new Promise((resolve) => setImmediate(resolve));
  return inProcess(args, opts);
}

// ---------------------------------------------------------------------------------------------
// One invocation in this process.

interface CliModule {
  main: typeof import('../../server/src/cli/main.js').main;
  hosted: import('../../server/src/cli/hosted.js').Hosted;
}

type Evaluate = (run: Sandbox) => CliModule;

interface Sandbox {
  require: NodeJS.Require;
  timers: RunTimers;
}

let evaluate: Evaluate | undefined;

/** Compiled once (V8 keeps the code), evaluated per run: the functions are shared, their state is not. */
function compiled(): Evaluate {
  if (evaluate) return evaluate;
  const code = fs.readFileSync(CLI_IN_PROCESS_BUNDLE, 'utf8');
  const params = ['exports', 'require', 'module', '__filename', '__dirname', ...TIMER_NAMES].join(', ');
  const fn = new vm.Script(`(function (${params}) {${code}\n})`, { filename: CLI_IN_PROCESS_BUNDLE }).runInThisContext() as (...a: unknown[]) => void;
  evaluate = ({ require, timers }) => {
    const module = { exports: {} as CliModule };
    fn.call(module.exports, module.exports, require, module, CLI_IN_PROCESS_BUNDLE, path.dirname(CLI_IN_PROCESS_BUNDLE), ...TIMER_NAMES.map((n) => timers[n]));
    return module.exports;
  };
  return evaluate;
}

async function inProcess(args: string[], opts: CliOptions): Promise<CliRun> {
  const timers = runTimers();
  const storages: { disable(): void }[] = [];
  const cli = compiled()({ require: runRequire(storages), timers });
  let stdout = '';
  let stderr = '';
  const proc = {
    cwd: opts.cwd,
    env: childEnv(opts),
    stdout: { write: (t: string) => (stdout += t) },
    stderr: { write: (t: string) => (stderr += t), isTTY: false },
  };
  try {
    const code = await cli.main(args, cli.hosted, proc);
    await timers.settled();
    return { code, stdout, stderr };
  } finally {
    timers.clearAll();
    // An AsyncLocalStorage stays enabled, and on every promise's path, until disabled.
    for (const s of storages) s.disable();
  }
}

const hostRequire = createRequire(CLI_IN_PROCESS_BUNDLE);

/**
 * The run's `require`: Node's own, except that the AsyncLocalStorage instances a run creates
 * (through node:async_hooks, directly or via createRequire) are recorded, to be disabled after it.
 */
function runRequire(storages: { disable(): void }[]): NodeJS.Require {
  const asyncHooks = hostRequire('node:async_hooks') as typeof import('node:async_hooks');
  class RunStorage<T> extends asyncHooks.AsyncLocalStorage<T> {
    constructor() {
      super();
      storages.push(this);
    }
  }
  const hooks = { ...asyncHooks, AsyncLocalStorage: RunStorage };
  const nodeModule = hostRequire('node:module') as typeof import('node:module');
  const wrap = (real: NodeJS.Require): NodeJS.Require => {
    const req = ((id: string) => {
      if (id === 'node:async_hooks' || id === 'async_hooks') return hooks;
      if (id === 'node:module' || id === 'module') return { ...nodeModule, createRequire: (p: string | URL) => wrap(nodeModule.createRequire(p)) };
      return real(id);
    }) as NodeJS.Require;
    return Object.assign(req, { resolve: real.resolve, cache: real.cache, main: real.main, extensions: real.extensions });
  };
  return wrap(hostRequire);
}

const TIMER_NAMES = ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate'] as const;

type Handle = NodeJS.Timeout | NodeJS.Immediate;

type RunTimers = Record<(typeof TIMER_NAMES)[number], unknown> & {
  /** Resolves once no timer of the run would keep a process alive (a timer left running fails the run). */
  settled(): Promise<void>;
  clearAll(): void;
};

/** How long a run may keep a timer that holds its process open after its command returned. */
const SETTLE_LIMIT_MS = 10_000;

function runTimers(): RunTimers {
  const live = new Set<Handle>();
  const forget = (h: Handle | undefined) => h !== undefined && live.delete(h);
  const track = <H extends Handle>(h: H): H => (live.add(h), h);
  type Fn = (...a: unknown[]) => void;
  return {
    setTimeout: (fn: Fn, ms?: number, ...a: unknown[]) => {
      const t: NodeJS.Timeout = setTimeout(() => (forget(t), fn(...a)), ms);
      return track(t);
    },
    clearTimeout: (t?: NodeJS.Timeout) => (forget(t), clearTimeout(t)),
    setInterval: (fn: Fn, ms?: number, ...a: unknown[]) => track(setInterval(fn, ms, ...a)),
    clearInterval: (t?: NodeJS.Timeout) => (forget(t), clearInterval(t)),
    setImmediate: (fn: Fn, ...a: unknown[]) => {
      const i: NodeJS.Immediate = setImmediate(() => (forget(i), fn(...a)));
      return track(i);
    },
    clearImmediate: (i?: NodeJS.Immediate) => (forget(i), clearImmediate(i)),
    async settled() {
      const start = Date.now();
      while ([...live].some((h) => h.hasRef())) {
        if (Date.now() - start > SETTLE_LIMIT_MS) throw new Error('the CLI left a timer running after its command returned (a process would not exit)');
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    },
    clearAll() {
      for (const h of live) {
        if ('_onImmediate' in h) clearImmediate(h as NodeJS.Immediate);
        else clearTimeout(h as NodeJS.Timeout);
      }
      live.clear();
    },
  };
}
