/** Dates are `YYYY-MM-DD` everywhere; every date field is validated, never trusted. */
import { MemoryError } from './errors.js';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isIsoDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

export function assertIsoDate(value: string, field: string): string {
  if (!isIsoDate(value)) {
    throw new MemoryError('INVALID_INPUT', `${field} must be a real date in YYYY-MM-DD form, got "${value}".`);
  }
  return value;
}

/** Today's date in UTC as YYYY-MM-DD (the memory is shared across machines; UTC keeps it stable). */
export function today(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (both YYYY-MM-DD). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
