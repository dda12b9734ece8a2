/**
 * How storage waits for another process (a lock it holds, a file a person keeps changing) without
 * stopping an MCP server (docs/GUARANTEES.md#responsive).
 *
 * The storage code is synchronous: a locked section runs from start to end without yielding, so
 * two calls of one process never interleave inside one. A sleep inside it stops the whole process,
 * which for a CLI command or a hook is only itself, but for a server is every other call it is
 * answering. So a server runs each tool call through `restartable`: while the call has changed
 * nothing on disk, a wait is not slept but requested (`pause` throws `WouldWait`); the call is
 * abandoned, the server sleeps without blocking, then runs the call again from its start. A call
 * that has already changed a file cannot start again without repeating that change: from then on
 * it sleeps where it stands, as the CLI and the hooks always do.
 *
 * "Changed nothing" is kept by the code that changes the disk: each such step calls `noteChange`
 * just before it acts (test/unit/waits-marks.test.ts checks that every storage module that changes
 * files does). A step of an attempt that asked to wait and went on anyway (a caller swallowed the
 * WouldWait) is stopped there instead, so an abandoned attempt never changes anything.
 */
import { createRequire } from 'node:module';
import type { AsyncLocalStorage } from 'node:async_hooks';
import { MemoryError } from '../core/errors.js';

/**
 * Thrown out of a call that will start again after a sleep; `restartable` takes it back. A
 * MemoryError, so that a handler that turns errors into results reports it as one sentence.
 */
export class WouldWait extends MemoryError {
  constructor(readonly wait: Wait) {
    super('LOCKED', 'Another process holds a file this call needs, so the call waits for it.', 'Try again in a moment.');
  }
}

/**
 * A sleep asked for: `ms`, or with `ready`, until it says the wait is over. `key` names what is
 * waited for (a lock): the calls of one process waiting for it take turns.
 */
interface Wait {
  ms: number;
  ready?: () => boolean;
  key?: string;
}

/** How often `ready` is asked, and how long at most a sleep lasts without the call looking again. */
const PROBE_MS = 5;
const LOOK_AGAIN_MS = 1_000;

interface Attempt {
  changed: boolean;
  /** The sleep this attempt asked for (null: none). */
  wait: Wait | null;
  over: boolean;
}

interface CallState {
  attempt: Attempt;
  /** Per wait (a lock key, a file): when the call first waited for it, across its attempts. */
  since: Map<string, number>;
  /** Counters that survive a restart (update rounds). */
  rounds: Map<string, number>;
  /** No sleeping at all: every wait fails at once (the late-write checks of a server's timers). */
  never: boolean;
}

let als: AsyncLocalStorage<CallState | null> | undefined;
const sleeper = new Int32Array(new SharedArrayBuffer(4));

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Sleeps for `wait` without blocking: its time, or with `ready` until that says go (asked every
 * PROBE_MS, so that a lock released meanwhile is taken at once); at most LOOK_AGAIN_MS, so that
 * the call itself judges, now and then, a holder that died.
 */
async function sleepFor(wait: Wait): Promise<void> {
  const { ready } = wait;
  if (!ready) return void (await delay(wait.ms));
  const start = Date.now();
  await delay(Math.min(wait.ms, PROBE_MS));
  while (!ready() && Date.now() - start < LOOK_AGAIN_MS) await delay(PROBE_MS);
}

function store(): AsyncLocalStorage<CallState | null> {
  als ??= new (createRequire('/')('node:async_hooks') as typeof import('node:async_hooks')).AsyncLocalStorage<CallState | null>();
  return als;
}

/** The running call's state, unless there is none or its attempt is over (a timer it left behind). */
function current(): CallState | null {
  const s = als?.getStore() ?? null;
  return s && !s.attempt.over ? s : null;
}

/** Per key, the end of the line of this process's calls waiting for it. */
const lines = new Map<string, Promise<void>>();

/**
 * Runs `fn` once every call of this process that waited for `key` before it is done: when a lock
 * is released, one waiter of this process tries again, not all of them at once (each try runs its
 * call from the start, and a crowd of them kept the lock's holders waiting for the CPU).
 */
async function inTurn<T>(key: string | undefined, fn: () => Promise<T>): Promise<T> {
  if (key === undefined) return fn();
  const before = lines.get(key) ?? Promise.resolve();
  let done!: () => void;
  const end = before.then(() => new Promise<void>((resolve) => (done = resolve)));
  lines.set(key, end);
  await before;
  try {
    return await fn();
  } finally {
    done();
    if (lines.get(key) === end) lines.delete(key);
  }
}

/**
 * Runs `fn`, a whole tool call, again after an asynchronous sleep each time it asks to wait
 * before it changed anything (see above). Its result or error is that of the last attempt.
 */
export async function restartable<T>(fn: () => Promise<T>): Promise<T> {
  const since = new Map<string, number>();
  const rounds = new Map<string, number>();
  let wait: Wait | null = null;
  for (;;) {
    const attempt: Attempt = { changed: false, wait: null, over: false };
    const run = async (): Promise<{ ok: true; value: T } | { ok: false; error: unknown }> => {
      try {
        return { ok: true, value: await store().run({ attempt, since, rounds, never: false }, fn) };
      } catch (error) {
        return { ok: false, error };
      } finally {
        attempt.over = true;
      }
    };
    const asked: Wait | null = wait;
    const outcome = asked === null ? await run() : await inTurn(asked.key, async () => (await sleepFor(asked), run()));
    if (attempt.wait === null || attempt.changed) {
      if (outcome.ok) return outcome.value;
      throw outcome.error;
    }
    wait = attempt.wait;
  }
}

/**
 * Runs `fn`, a synchronous step of a restartable call, again after an asynchronous sleep each time
 * it asks to wait before the call changed anything: a restart point nearer than the call's start,
 * for a call whose work before the step is worth keeping (a secret scan of its text).
 */
export async function retryingWaits<T>(fn: () => T): Promise<T> {
  let wait: Wait | null = null;
  for (;;) {
    try {
      const asked: Wait | null = wait;
      return asked === null ? fn() : await inTurn(asked.key, async () => (await sleepFor(asked), fn()));
    } catch (e) {
      const s = current();
      if (!(e instanceof WouldWait) || !s || s.never || s.attempt.changed || s.attempt.wait === null) throw e;
      wait = s.attempt.wait;
      s.attempt.wait = null;
    }
  }
}

/** Runs `fn` as no call: what it starts (a preparation shared by the calls) sleeps where it waits. */
export function outsideCalls<T>(fn: () => T): T {
  return als ? als.run(null, fn) : fn();
}

/** Runs `fn` so that every wait in it fails at once with WouldWait (to be tried again later). */
export function withoutWaiting<T>(fn: () => T): T {
  const attempt: Attempt = { changed: false, wait: null, over: false };
  return store().run({ attempt, since: new Map(), rounds: new Map(), never: true }, fn);
}

/**
 * Sleeps `ms` before the caller tries again: in a restartable call that changed nothing, by
 * abandoning the call (throws WouldWait), the sleep then ending early once `ready` says so, in
 * turn with the process's other calls waiting for `key`; elsewhere synchronously.
 */
export function pause(ms: number, ready?: () => boolean, key?: string): void {
  const s = current();
  if (s && (s.never || !s.attempt.changed)) {
    s.attempt.wait = { ms, ready, key };
    throw new WouldWait(s.attempt.wait);
  }
  Atomics.wait(sleeper, 0, 0, ms);
}

/** Called just before a step changes the disk. Stops an attempt that already asked to wait. */
export function noteChange(): void {
  const s = current();
  if (!s) return;
  if (s.attempt.wait !== null && !s.attempt.changed) throw new WouldWait(s.attempt.wait);
  s.attempt.changed = true;
}

/** When this call first waited for `what` (now, the first time, or outside a call). */
export function waitingSince(what: string): number {
  const s = current();
  const now = Date.now();
  if (!s || s.never) return now;
  const first = s.since.get(what);
  if (first !== undefined) return first;
  s.since.set(what, now);
  return now;
}

/** A counter of this call that survives its restarts (0 outside a call): the value before `add`. */
export function countRounds(what: string, add = 1): number {
  const s = current();
  if (!s) return 0;
  const n = s.rounds.get(what) ?? 0;
  s.rounds.set(what, n + add);
  return n;
}
