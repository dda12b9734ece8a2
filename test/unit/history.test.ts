import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseLog, pickVersion, renderEntry, retain, versionsOf, type HistoryEntry } from '../../server/src/core/history.js';
import { unifiedDiff } from '../../server/src/core/history-diff.js';
import { MemoryError } from '../../server/src/core/errors.js';

const sha = (c: string) => c.repeat(64);
const entry = (path: string, prev: string | null, next: string | null, t: string, tool = 'write_file'): HistoryEntry => ({ t, path, prev, sha: next, tool });

describe('history log format', () => {
  it('round-trips entries and skips a torn or damaged line without losing the others', () => {
    const a = entry('memory.md', null, sha('a'), '2026-11-01T00:00:00.000Z');
    const b = entry('memory.md', sha('a'), sha('b'), '2026-11-02T00:00:00.000Z');
    const text = `${renderEntry(a)}not json\n{"t":1}\n${renderEntry(b)}${renderEntry(a).slice(0, 30)}`;
    expect(parseLog(text)).toEqual([a, b]);
  });

  it('lists a version changed by hand between two tool writes, and a deletion', () => {
    const log = [
      entry('memory.md', null, sha('a'), '2026-11-01T00:00:00.000Z'),
      { ...entry('memory.md', sha('c'), sha('b'), '2026-11-03T00:00:00.000Z', 'patch_file'), prevTime: '2026-11-02T00:00:00.000Z' },
      entry('notes/x.md', null, sha('d'), '2026-11-03T00:00:00.000Z'),
      entry('memory.md', sha('b'), null, '2026-11-04T00:00:00.000Z', 'delete_file'),
    ];
    const v = versionsOf(log, 'memory.md');
    expect(v.map((x) => [x.sha?.[0] ?? null, x.tool, x.t.slice(0, 10), x.handEdit])).toEqual([
      ['a', 'write_file', '2026-11-01', false],
      ['c', 'found on disk (not written by a tool)', '2026-11-02', true],
      ['b', 'patch_file', '2026-11-03', false],
      [null, 'delete_file', '2026-11-04', false],
    ]);
    expect(pickVersion(v, 'cccccc', 'memory.md').sha).toBe(sha('c'));
    expect(pickVersion(v, '~1', 'memory.md').sha).toBe(sha('b'));
    expect(() => pickVersion(v, '~0', 'memory.md')).toThrow(MemoryError); // ~0 is the deletion
    expect(() => pickVersion(v, 'abc', 'memory.md')).toThrow(/at least 6/);
    expect(() => pickVersion(v, 'eeeeee', 'memory.md')).toThrow(/no recorded version/);
  });
});

describe('retention', () => {
  const day = 86_400_000;
  const now = Date.parse('2026-12-01T00:00:00.000Z');
  const arbLog = fc
    .array(fc.record({ path: fc.constantFrom('a.md', 'b.md', 'c.md'), c: fc.constantFrom('1', '2', '3', '4', '5', '6', '7', '8', '9'), age: fc.nat(400) }), {
      maxLength: 40,
    })
    .map((xs) => xs.sort((x, y) => y.age - x.age).map((x, i) => entry(x.path, null, sha(x.c), new Date(now - x.age * day + i).toISOString())));

  it('never drops the newest entry of a path, and keeps within age and size otherwise', () => {
    fc.assert(
      fc.property(arbLog, fc.integer({ min: 0, max: 500 }), fc.integer({ min: 0, max: 20 }), (log, maxBytes, maxAgeDays) => {
        const kept = retain(log, { maxAgeDays, maxBytes }, now, () => 100);
        for (const p of new Set(log.map((e) => e.path))) {
          expect(kept.filter((e) => e.path === p).pop()).toBe(log.filter((e) => e.path === p).pop());
        }
        const newest = new Set([...new Map(log.map((e) => [e.path, e])).values()]);
        for (const e of kept) if (!newest.has(e)) expect(Date.parse(e.t)).toBeGreaterThanOrEqual(now - maxAgeDays * day);
        // Kept order is log order.
        expect(kept).toEqual(log.filter((e) => kept.includes(e)));
      }),
    );
  });

  it('keeps everything within generous limits', () => {
    fc.assert(
      fc.property(arbLog, (log) => {
        expect(retain(log, { maxAgeDays: 1000, maxBytes: 1e9 }, now, () => 100)).toEqual(log);
      }),
    );
  });
});

describe('unifiedDiff', () => {
  it('shows removed and added lines with context and counts', () => {
    const before = Array.from({ length: 20 }, (_, i) => `line ${i}`).join('\n') + '\n';
    const after = before.replace('line 3\n', 'line three\n').replace('line 17\n', '');
    const d = unifiedDiff(before, after, { from: 'a', to: 'b' });
    expect(d).toMatchObject({ added: 1, removed: 2 });
    expect(d.text).toContain('@@ -1,7 +1,7 @@\n line 0\n line 1\n line 2\n-line 3\n+line three\n line 4');
    expect(d.text).toContain('-line 17');
    expect(unifiedDiff(before, before, { from: 'a', to: 'b' }).text).toBe('');
  });
});
