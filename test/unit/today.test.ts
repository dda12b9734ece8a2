/**
 * core/dates.ts `today`: built from the UTC fields (toISOString's first call loads the time zone
 * data, a measurable part of the session-start hook), it must give exactly toISOString's day,
 * around every midnight and month end, and keep its answer for what has no four-digit year.
 */
import { describe, expect, it } from 'vitest';
import { today } from '../../server/src/core/dates.js';

const iso = (d: Date) => d.toISOString().slice(0, 10);

describe('today', () => {
  it("is toISOString's day for instants around midnights, month and year ends, leap days", () => {
    const instants: number[] = [
      0,
      -1,
      1,
      Date.UTC(2024, 1, 29, 23, 59, 59, 999),
      Date.UTC(2024, 2, 1),
      Date.UTC(1999, 11, 31, 23, 59, 59, 999),
      Date.UTC(2000, 0, 1),
    ];
    // A fixed walk over four centuries, landing on every hour of the day.
    let t = Date.UTC(1900, 0, 1);
    while (t < Date.UTC(2300, 0, 1)) {
      instants.push(t - 1, t, t + 1);
      t += 86_400_000 * 37 + 3_600_000 * 5 + 61_000;
    }
    for (const ms of instants) expect(today(new Date(ms)), String(ms)).toBe(iso(new Date(ms)));
  });

  it('pads years below 1000 and keeps toISOString for years of other than four digits', () => {
    for (const y of [0, 7, 99, 999, 9999]) {
      const d = new Date(Date.UTC(2000, 5, 9));
      d.setUTCFullYear(y);
      expect(today(d)).toBe(iso(d));
    }
    for (const y of [-1, 10000, 275000]) {
      const d = new Date(Date.UTC(2000, 5, 9));
      d.setUTCFullYear(y);
      expect(today(d)).toBe(iso(d));
    }
    expect(() => today(new Date(NaN))).toThrow(RangeError);
  });

  it('defaults to now', () => {
    const before = iso(new Date());
    const got = today();
    expect([before, iso(new Date())]).toContain(got);
  });
});
