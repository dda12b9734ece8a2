/**
 * Outputs that grow with the root (a folder of 20,000 files, 1,000 projects, every file that
 * mentions a tag) are paged: `offset` and `limit` with a stated default and a maximum (the schema's), and a last
 * line that says how to get the next page.
 */
import { z } from 'zod';

export function pageParams(defaultLimit: number, maxLimit: number) {
  return {
    offset: z.number().int().min(0).optional().describe('Entries to skip.'),
    limit: z.number().int().min(1).max(maxLimit).optional().describe(`Default ${defaultLimit}.`),
  };
}

export interface Page<T> {
  items: T[];
  total: number;
  /** Null when everything fits on one page. */
  note: string | null;
}

export function pageOf<T>(items: readonly T[], args: { offset?: number; limit?: number }, defaultLimit: number, what: string): Page<T> {
  const offset = args.offset ?? 0;
  const limit = args.limit ?? defaultLimit;
  const slice = items.slice(offset, offset + limit);
  const total = items.length;
  const end = offset + slice.length;
  let note: string | null = null;
  if (end < total) note = `Showing ${what} ${offset + 1}–${end} of ${total}; call again with offset ${end} for the next page.`;
  else if (offset > 0)
    note = slice.length ? `Showing ${what} ${offset + 1}–${end} of ${total} (the last page).` : `No ${what} past offset ${offset}; there are ${total}.`;
  return { items: slice, total, note };
}

/** A list shown inline in a sentence: the first `max` and a count of the rest. */
export function boundedList(items: readonly string[], max = 50): string {
  return items.length <= max ? items.join(', ') : `${items.slice(0, max).join(', ')} and ${items.length - max} more`;
}
