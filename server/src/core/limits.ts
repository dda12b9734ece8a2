/**
 * Size limits of what the tools store and return (issue 10, class 10: a tool must never make a
 * file that the tools cannot read back, nor answer with an output that grows with the root).
 *
 * - One memory file: 2 MiB, checked on the resulting file of every write and every growth
 *   (log_session, append, decisions, person notes, links). Reads accept up to 8 MiB
 *   (storage/fs-safe.ts MAX_FILE_BYTES) so that a hand-made file between the two stays readable.
 * - Derived indexes and trash copies may reach the read limit, never more.
 * - Titles are one line of at most 200 characters; a summary at most 20,000 characters.
 */
import { MemoryError } from './errors.js';

export const MAX_MEMORY_FILE_BYTES = 2 * 1024 * 1024;
export const MAX_TITLE_CHARS = 200;
export const MAX_SUMMARY_CHARS = 20_000;
/** One list item of a session summary (an outcome, a question). */
export const MAX_ITEM_CHARS = 2_000;
export const MAX_ITEMS = 200;

/** A one-line title: not empty, no line break, at most MAX_TITLE_CHARS. */
export function assertTitle(value: string, field: string): string {
  const t = value.trim();
  if (t === '') throw new MemoryError('INVALID_INPUT', `${field} is empty; give a short one-line title.`);
  if (/[\r\n\u2028\u2029]/.test(t)) throw new MemoryError('INVALID_INPUT', `${field} must be a single line; put the details in the body.`);
  if (t.length > MAX_TITLE_CHARS)
    throw new MemoryError('INVALID_INPUT', `${field} is ${t.length} characters; keep it under ${MAX_TITLE_CHARS} and put the details in the body.`);
  return t;
}

export function assertMaxChars(value: string | undefined, field: string, max: number): void {
  if (value !== undefined && value.length > max) {
    throw new MemoryError(
      'INVALID_INPUT',
      `${field} is ${value.length} characters, over the ${max}-character limit.`,
      'Shorten it; long material belongs in a knowledge file.',
    );
  }
}

export function assertMaxItems(items: readonly string[] | undefined, field: string): void {
  if (!items) return;
  if (items.length > MAX_ITEMS) throw new MemoryError('INVALID_INPUT', `${field} has ${items.length} items, over the ${MAX_ITEMS}-item limit.`);
  items.forEach((item, i) => assertMaxChars(item, `${field}[${i}]`, MAX_ITEM_CHARS));
}

/** The one sentence of a refused write or growth, said before anything is written. */
export function tooLargeError(shown: string, bytes: number, limit: number, hint: string): MemoryError {
  return new MemoryError('TOO_LARGE', `${shown} would be ${bytes} bytes, over the ${limit}-byte limit for one memory file, so nothing was written.`, hint);
}

/** What to do when a file of this path is full. */
export function fullFileHint(rel: string): string {
  if (/(^|\/)sessions\/[^/]+$/.test(rel)) return "Today's session file is full: keep summaries short, and run /dream to roll old sessions into the archive.";
  if (/(^|\/)decisions\.md$/.test(rel)) return 'Run /dream to move superseded and retired decisions to the archive.';
  return 'Split it into several files.';
}
