/**
 * storage/waits.ts: how a server's call waits for another process without blocking the server.
 * A call that asks to wait before it changed anything is abandoned and run again after an
 * asynchronous sleep; one that already changed something sleeps where it stands.
 */
import { describe, expect, it } from 'vitest';
import {
  countRounds,
  noteChange,
  outsideCalls,
  pause,
  restartable,
  retryingWaits,
  waitingSince,
  withoutWaiting,
  WouldWait,
} from '../../server/src/storage/waits.js';

/** Resolves on a later turn of the event loop: only runs while nothing blocks it. */
const turn = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('restartable', () => {
  it('runs a call again after a sleep that lets other work go on', async () => {
    let attempts = 0;
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 1);
    try {
      const result = await restartable(async () => {
        attempts++;
        await turn();
        // Waits for 20 ms five times, as a lock held by another process would make it.
        if (attempts <= 5) pause(20);
        noteChange();
        return 'done';
      });
      expect(result).toBe('done');
      expect(attempts).toBe(6);
      // The interval kept firing during the ~100 ms of waits: the loop was never blocked.
      expect(ticks).toBeGreaterThan(5);
    } finally {
      clearInterval(ticker);
    }
  });

  it('sleeps in place once the call has changed something, so nothing is done twice', async () => {
    let attempts = 0;
    let changes = 0;
    await restartable(async () => {
      attempts++;
      noteChange();
      changes++;
      const start = Date.now();
      pause(30);
      expect(Date.now() - start).toBeGreaterThanOrEqual(25);
    });
    expect(attempts).toBe(1);
    expect(changes).toBe(1);
  });

  it('stops an attempt that swallowed its wait before it changes anything, and runs it again', async () => {
    let attempts = 0;
    let changes = 0;
    const result = await restartable(async () => {
      attempts++;
      try {
        if (attempts === 1) pause(5);
      } catch {
        /* a caller that turns every error into a fallback */
      }
      noteChange();
      changes++;
      return attempts;
    });
    expect(result).toBe(2);
    expect(changes).toBe(1);
  });

  it('keeps the first wait time and the round counts across attempts', async () => {
    const seen: number[] = [];
    const rounds: number[] = [];
    let attempts = 0;
    await restartable(async () => {
      attempts++;
      seen.push(waitingSince('lock:x'));
      rounds.push(countRounds('update:x'));
      if (attempts < 3) pause(5);
    });
    expect(new Set(seen).size).toBe(1);
    expect(rounds).toEqual([0, 1, 2]);
  });

  it('lets one call of the process at a time try again for the same lock', async () => {
    let free = false;
    let retrying = 0;
    let most = 0;
    const call = () => {
      let attempts = 0;
      return restartable(async () => {
        attempts++;
        if (attempts > 1) most = Math.max(most, ++retrying);
        try {
          await turn();
          if (!free) pause(5, () => free, 'the lock');
        } finally {
          if (attempts > 1) retrying--;
        }
      });
    };
    const calls = Array.from({ length: 8 }, call);
    await new Promise((resolve) => setTimeout(resolve, 30));
    free = true;
    await Promise.all(calls);
    expect(most).toBe(1);
  });

  it('runs only the step again under retryingWaits, keeping the work done before it', async () => {
    let scans = 0;
    let steps = 0;
    let attempts = 0;
    const result = await restartable(async () => {
      attempts++;
      scans++; // e.g. a secret scan, asynchronous, worth keeping
      await turn();
      return retryingWaits(() => {
        steps++;
        if (steps < 3) pause(5, undefined, 'the lock');
        noteChange();
        return 'written';
      });
    });
    expect(result).toBe('written');
    expect([attempts, scans, steps]).toEqual([1, 1, 3]);
  });

  it('returns the error of the last attempt as it is', async () => {
    await expect(
      restartable(async () => {
        throw new Error('plain failure');
      }),
    ).rejects.toThrow('plain failure');
  });
});

describe('outside a restartable call', () => {
  it('sleeps synchronously and counts nothing (the CLI and the hooks)', () => {
    const start = Date.now();
    pause(20);
    expect(Date.now() - start).toBeGreaterThanOrEqual(15);
    noteChange();
    expect(countRounds('x')).toBe(0);
  });

  it('treats work a call left behind, and work started outside calls, as outside', async () => {
    let later: Promise<number> | undefined;
    await restartable(async () => {
      later = new Promise((resolve) => setTimeout(() => resolve(countRounds('y')), 10));
      await outsideCalls(async () => expect(() => pause(1)).not.toThrow());
    });
    expect(await later).toBe(0);
  });

  it('fails every wait at once under withoutWaiting (a timer that must not block)', () => {
    expect(() => withoutWaiting(() => pause(1_000))).toThrow(WouldWait);
  });
});
