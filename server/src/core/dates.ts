/**
 * Dates are `YYYY-MM-DD` everywhere; every date field is validated, never trusted (docs/FORMATS.md#dates). This
 * module is the one judge of "is this a date": a value, a date-named file (`updates/2026-11-30.md`,
 * `sessions/2026-11-30-review.md`), a date field of a JSON or YAML file. A shape check alone let
 * 2026-02-30 and 2026-13-01 in, so every caller asks isIsoDate, never a regex of its own.
 */
import { MemoryError } from './errors.js';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** The shape, for patterns that look for a date inside a longer text; its match still goes to isIsoDate. */
export const DATE_SHAPE = '\\d{4}-\\d{2}-\\d{2}';
const DATE_IN_TEXT = new RegExp(`\\b(${DATE_SHAPE})\\b`);
/** A name that starts with a date: `2026-11-30`, `2026-11-30.md`, `2026-11-30-standup.md`. */
const LEADING_DATE = new RegExp(`^(${DATE_SHAPE})(?=$|[.\\-_ ])`);
const DATE_FILE = new RegExp(`^(${DATE_SHAPE})\\.md$`);
const DATE_FILE_SUFFIXED = new RegExp(`^(${DATE_SHAPE})(-[a-z0-9-]+)?\\.md$`);

export function isIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** The date a file or folder name starts with (possibly an impossible one), or null if none. */
export function leadingDate(name: string): string | null {
  return LEADING_DATE.exec(name)?.[1] ?? null;
}

/**
 * A file named by a real date: `YYYY-MM-DD.md`, or with `suffix` also `YYYY-MM-DD-kebab-words.md`
 * (a second session the same day kept apart). The date of the name, or null.
 */
export function dateFileName(name: string, opts: { suffix?: boolean } = {}): string | null {
  const d = (opts.suffix ? DATE_FILE_SUFFIXED : DATE_FILE).exec(name)?.[1];
  return d !== undefined && isIsoDate(d) ? d : null;
}

/** The first real date written in a text (a title, a field value), or undefined. */
export function firstDateIn(text: string): string | undefined {
  const d = DATE_IN_TEXT.exec(text)?.[1];
  return d !== undefined && isIsoDate(d) ? d : undefined;
}

/** Keys of JSON and YAML files that hold a date (docs/FORMATS.md#dates: `updated`, `created`, `last_entry_date`...). */
export function isDateKey(key: string): boolean {
  return /^(date|updated|created|processed|last_updated)$|_date$|[a-z]Date$/.test(key);
}

/**
 * The first date field of a parsed JSON or YAML value (objects and arrays walked, a few levels
 * deep) that is not a real date, as `key` and value; null when all are. `null` means "not set".
 */
export function invalidDateField(value: unknown, depth = 0): { key: string; value: unknown } | null {
  if (depth > 6 || value === null || typeof value !== 'object') return null;
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    if (!Array.isArray(value) && isDateKey(key) && v !== null && !(typeof v === 'string' && isIsoDate(v))) return { key, value: v };
    const inner = invalidDateField(v, depth + 1);
    if (inner) return inner;
  }
  return null;
}

export function assertIsoDate(value: string, field: string): string {
  if (!isIsoDate(value)) {
    throw new MemoryError('INVALID_INPUT', `${field} must be a real date in YYYY-MM-DD form, got "${value}".`);
  }
  return value;
}

/**
 * Today's date in UTC as YYYY-MM-DD (the memory is shared across machines; UTC keeps it stable).
 * From the UTC fields, not toISOString: its first call in a process loads the time zone data
 * (~1 ms, a few % of the session-start hook, which asks for the day on every run).
 */
export function today(now: Date = new Date()): string {
  const y = now.getUTCFullYear();
  // An invalid date (NaN) or a year of other than four digits: toISOString's own answer (or error).
  if (!(y >= 0 && y <= 9999)) return now.toISOString().slice(0, 10);
  const two = (n: number) => (n < 10 ? `0${n}` : `${n}`);
  return `${String(y).padStart(4, '0')}-${two(now.getUTCMonth() + 1)}-${two(now.getUTCDate())}`;
}

/** Whole days from `from` to `to` (both YYYY-MM-DD). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
