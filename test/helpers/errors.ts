import { MemoryError } from '../../server/src/core/errors.js';

/** Runs `fn` and returns the MemoryError it throws; fails the test if it throws nothing. */
export function caught(fn: () => unknown): MemoryError {
  try {
    fn();
  } catch (e) {
    if (e instanceof MemoryError) return e;
    throw e;
  }
  throw new Error('expected a MemoryError');
}
