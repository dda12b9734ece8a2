/**
 * Dates for a test's `now`: a dream refuses a `now` before the newest session or decision, and the
 * tools date what they write by the real clock, so a fixed date breaks the day after it was
 * written, and "today" breaks when a run crosses midnight. Tomorrow (as of loading the test file)
 * is after everything a test run writes, however long it takes.
 */
export function daysFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

export const AFTER_TODAY = daysFromToday(1);
