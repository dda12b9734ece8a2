import { describe, expect, it } from 'vitest';
import { applyPlan, lineInventory, planConsolidation } from '../../server/src/core/consolidate/index.js';
import { parseDecisions } from '../../server/src/core/decisions.js';
import { missingSections, renderMemoryTemplate } from '../../server/src/core/memory-md.js';
import { renderSessionFile } from '../../server/src/core/sessions.js';
import { lineCount } from '../../server/src/core/text-lines.js';

const NOW = '2026-11-29';
const manifest = (extra: Record<string, unknown> = {}) =>
  JSON.stringify(
    { schemaVersion: 1, slug: 'p', updated: NOW, activeDecisionIds: [], importantFiles: ['memory.md', 'decisions.md'], sessionCount: 0, ...extra },
    null,
    2,
  ) + '\n';
const plan = (files: Record<string, string>, now = NOW) => planConsolidation({ projectName: 'P', files }, now);
/** A project where nothing needs doing, to add one thing to. */
const calm = (): Record<string, string> => ({ 'memory.md': renderMemoryTemplate('P'), 'manifest.json': manifest() });

describe('nothing to do', () => {
  it('a settled project gives changed: false, no writes, no deletes, no log entry', () => {
    expect(plan(calm())).toMatchObject({ changed: false, writes: {}, deletes: [] });
  });
});

describe('sessions pass', () => {
  const sessions = (dates: string[]) => Object.fromEntries(dates.map((d) => [`sessions/${d}.md`, renderSessionFile(d.slice(0, 10), { summary: `On ${d}.` })]));

  it('does nothing while the count is at most archiveAfter', () => {
    const files = {
      ...calm(),
      'manifest.json': manifest({ sessionCount: 8 }),
      ...sessions(['2026-01-01', '2026-01-02', '2026-01-03', '2026-01-04', '2026-01-05', '2026-01-06', '2026-01-07', '2026-01-08']),
    };
    expect(plan(files).changed).toBe(false);
  });

  it('orders same-date files by name and keeps the newest keepSessions', () => {
    const files = {
      ...calm(),
      'manifest.json': manifest({ consolidation: { keepSessions: 2, archiveAfter: 2 } }),
      ...sessions(['2026-01-05', '2026-01-05-b', '2026-01-04', '2026-02-01']),
    };
    const p = plan(files);
    expect(p.report.sessions.rolled.map((r) => r.path)).toEqual(['sessions/2026-01-04.md', 'sessions/2026-01-05-b.md']);
    expect(Object.keys(applyPlan(files, p)).filter((f) => f.startsWith('sessions/'))).toEqual(['sessions/2026-01-05.md', 'sessions/2026-02-01.md']);
  });

  it('drops an outcome repeated inside one file and keeps the first copy', () => {
    const text = '# Session — 2026-01-01\n\n### Outcomes\n\n- Same\n- Same\n- Other\n';
    const files = {
      ...calm(),
      'manifest.json': manifest({ consolidation: { keepSessions: 1, archiveAfter: 1 } }),
      'sessions/2026-01-01.md': text,
      ...sessions(['2026-01-02']),
    };
    const p = plan(files);
    expect(p.writes['archive/sessions-202601.md']).toContain('### Outcomes\n\n- Same\n- Other\n');
    expect(p.report.noLoss).toMatchObject({ ok: true, droppedDuplicates: 1 });
  });
});

describe('decisions pass', () => {
  const entry = (n: number, status: string, date: string, more = '') => `## D${n} · Decision ${n}\n- Status: ${status}\n- Date: ${date}\n${more}`;
  const withDecisions = (...entries: string[]) => ({ ...calm(), 'decisions.md': `# Decisions\n\n${entries.join('\n')}` });

  it('a newer Draft or Retired decision on the topic supersedes nothing', () => {
    const files = withDecisions(
      entry(1, 'Active', '2026-11-20', '- Topic: db\n'),
      entry(2, 'Draft', '2026-11-21', '- Topic: db\n'),
      entry(3, 'Retired', '2026-11-22', '- Topic: DB\n'),
    );
    const p = plan(files);
    expect(p.report.decisions.superseded).toEqual([]);
    expect(p.report.decisions.compacted.map((c) => c.id)).toEqual(['D3']);
  });

  it('orders a topic by Date, so a back-dated entry with a higher number is the older one', () => {
    const files = withDecisions(entry(1, 'Active', '2026-11-20', '- Topic: db\n'), entry(2, 'Active', '2026-11-01', '- Topic: db\n'));
    expect(plan(files).report.decisions.superseded).toEqual([{ id: 'D2', title: 'Decision 2', by: 'D1', reason: 'topic' }]);
  });

  it('honours an explicit Supersedes from a decision in force, and not from a draft', () => {
    const files = withDecisions(
      entry(1, 'Active', '2026-11-20'),
      entry(2, 'Active', '2026-11-21', '- Supersedes: D1\n'),
      entry(3, 'Active', '2026-11-22'),
      entry(4, 'Draft', '2026-11-23', '- Supersedes: D3\n'),
    );
    const p = plan(files);
    expect(p.report.decisions.superseded).toEqual([{ id: 'D1', title: 'Decision 1', by: 'D2', reason: 'supersedes' }]);
    expect(p.writes['decisions.md']).toContain('## D1 · Decision 1 — Superseded by D2 → archive/decisions-202611.md#d1\n');
  });

  it('counts age from the latest review date and never re-flags an entry under review', () => {
    const files = withDecisions(
      entry(1, 'Active', '2026-01-01', '- Reviewed: 2026-11-01\n'),
      entry(2, 'Under Review', '2026-01-01'),
      entry(3, 'Active', '2026-01-01'),
    );
    expect(plan(files).report.decisions.flaggedStale.map((f) => f.id)).toEqual(['D3']);
  });

  it('leaves duplicate ids, unknown statuses and bad dates alone, and says why', () => {
    const files = withDecisions(
      entry(1, 'Active', '2026-01-01'),
      entry(1, 'Active', '2026-01-02'),
      entry(2, 'Pending', '2026-01-01'),
      entry(3, 'Active', 'last week', '- Topic: db\n'),
    );
    const p = plan(files);
    expect(p.report.decisions.skipped.map((s) => s.id)).toEqual(['D1', 'D1', 'D2', 'D3']);
    expect(p.report.decisions.flaggedStale).toEqual([]);
    expect(p.writes['decisions.md']).toBeUndefined();
  });

  it('files a closed decision without a real date under the month of now', () => {
    const p = plan(withDecisions(entry(1, 'Retired', 'someday')));
    expect(p.report.decisions.compacted).toEqual([{ id: 'D1', title: 'Decision 1', status: 'Retired', archive: 'archive/decisions-202611.md' }]);
  });

  it('keeps CRLF line ends and every other byte of decisions.md', () => {
    const text = '# Decisions\r\n\r\n' + entry(1, 'Active', '2026-01-01').replace(/\n/g, '\r\n') + '\r\nBody stays.\r\n';
    const out = plan({ ...calm(), 'decisions.md': text }).writes['decisions.md']!;
    expect(out.startsWith('# Decisions\r\n\r\n## D1 · Decision 1\r\n- Status: Under Review\r\n- Date: 2026-01-01\r\n- Review note: 2026-11-29 — ')).toBe(true);
    expect(out.endsWith('\r\n\r\nBody stays.\r\n')).toBe(true);
    expect(out.replace(/\r\n/g, '')).not.toContain('\n');
  });
});

describe('core budget pass', () => {
  const limited = (limit: number, memory: string) => ({ 'memory.md': memory, 'manifest.json': manifest({ consolidation: { coreSoftLimit: limit } }) });

  it('creates a missing memory.md from the template', () => {
    const p = plan({ 'manifest.json': manifest() });
    expect(p.writes['memory.md']).toBe(renderMemoryTemplate('P'));
    expect(p.report.core.created).toBe(true);
  });

  it('never touches a memory.md within the limit', () => {
    const memory = renderMemoryTemplate('P').replace('_What is being worked on right now._', Array.from({ length: 50 }, (_, i) => `- item ${i}`).join('\n'));
    expect(plan(limited(lineCount(memory), memory)).changed).toBe(false);
  });

  it('moves a fenced block and a sub-heading with its block as wholes', () => {
    const focus = ['Intro line.', '', '```sh', 'npm test', '', 'npm run build', '```', '', '### Detail', '', '- under detail', ''].join('\n');
    const memory = renderMemoryTemplate('P').replace('_What is being worked on right now._', focus);
    const p = plan(limited(lineCount(memory) - 10, memory));
    const archived = p.writes['archive/memory-202611.md']!;
    expect(archived).toContain('### Current focus\n\n```sh\nnpm test\n\nnpm run build\n```\n\n### Detail\n\n- under detail\n');
    expect(p.writes['memory.md']).toContain('## Current focus\n\nIntro line.\n\n## Constraints');
  });

  it('adds the pointer once per month and appends later overflow to the same archive', () => {
    const big = (n: number) =>
      renderMemoryTemplate('P').replace('_What is being worked on right now._', Array.from({ length: n }, (_, i) => `- item ${i}`).join('\n'));
    const first = applyPlan(limited(40, big(30)), plan(limited(40, big(30))));
    const grown = { ...first, 'memory.md': first['memory.md']!.replace('- item 0', Array.from({ length: 20 }, (_, i) => `- new ${i}`).join('\n')) };
    const second = plan(grown, '2026-11-30');
    expect(second.writes['memory.md']!.match(/archive\/memory-202611\.md/g)).toHaveLength(1);
    expect(second.writes['archive/memory-202611.md']!.startsWith(first['archive/memory-202611.md']!)).toBe(true);
    expect(lineCount(second.writes['memory.md']!)).toBeLessThanOrEqual(40);
  });

  it('moves whole non-canonical sections last, and reports a limit that cannot be met', () => {
    const memory = renderMemoryTemplate('P') + '\n## Notes\n\n- a\n- b\n';
    const p = plan(limited(5, memory));
    const out = applyPlan(limited(5, memory), p);
    expect(out['memory.md']).not.toContain('## Notes');
    expect(missingSections(out['memory.md']!)).toEqual([]);
    expect(p.report.core.withinLimit).toBe(false);
    expect(plan(out).changed).toBe(false);
  });
});

describe('metadata pass', () => {
  it('never overwrites an invalid manifest.json or artifacts.json, and reports both', () => {
    const files = {
      'memory.md': renderMemoryTemplate('P'),
      'manifest.json': '{ "slug": "p", }\n',
      'artifacts.json': '[1,',
      'decisions.md': '## D1 · A\n- Status: Retired\n- Date: 2026-01-01\n',
    };
    const p = plan(files);
    expect(p.writes['manifest.json']).toBeUndefined();
    expect(p.writes['artifacts.json']).toBeUndefined();
    expect(p.report.metadata.manifest.problem).toMatch(/^manifest\.json is not valid JSON/);
    expect(p.report.metadata.artifacts.valid).toBe(false);
  });

  it('does not bump updated when nothing else changed, and fixes a stale count when it did', () => {
    expect(plan({ ...calm(), 'manifest.json': manifest({ updated: '2026-01-01' }) }).changed).toBe(false);
    const p = plan({ ...calm(), 'manifest.json': manifest({ updated: '2026-01-01', sessionCount: 7 }) });
    expect(p.report.metadata.manifest.changedKeys).toEqual(['updated', 'sessionCount']);
  });

  it('leaves a non-array importantFiles as it is and says so', () => {
    const p = plan({ ...calm(), 'manifest.json': manifest({ importantFiles: 'memory.md', sessionCount: 2 }) });
    expect(JSON.parse(p.writes['manifest.json']!).importantFiles).toBe('memory.md');
    expect(p.report.metadata.manifest.problem).toMatch(/importantFiles/);
  });
});

describe('lineInventory', () => {
  it('finds a line that is gone, counting copies', () => {
    const r = lineInventory({ 'a.md': 'x\nx\ny\n' }, { 'archive/a.md': 'x\ny\n' });
    expect(r.ok).toBe(false);
    expect(r.missing).toEqual([{ line: 'x', count: 1, paths: ['a.md'] }]);
  });

  it('accepts a declared duplicate drop only while a copy remains', () => {
    const drop = { droppedDuplicates: [{ path: 'a.md', line: 'x' }], modified: [], derivedJsonKeys: {} };
    expect(lineInventory({ 'a.md': 'x\nx\n' }, { 'b.md': 'x\n' }, drop).ok).toBe(true);
    const r = lineInventory({ 'a.md': 'x\n' }, { 'b.md': '' }, drop);
    expect(r.ok).toBe(false);
    expect(r.unjustified).toHaveLength(1);
  });

  it('accepts a declared change only when the new line exists', () => {
    const mod = {
      droppedDuplicates: [],
      modified: [{ path: 'd.md', before: '- Status: Active', after: '- Status: Retired', reason: 'test' }],
      derivedJsonKeys: {},
    };
    expect(lineInventory({ 'd.md': '- Status: Active\n' }, { 'd.md': '- Status: Retired\n' }, mod).ok).toBe(true);
    expect(lineInventory({ 'd.md': '- Status: Active\n' }, { 'd.md': '- Status: Draft\n' }, mod).ok).toBe(false);
  });

  it('compares JSON by values, not formatting, leaving out derived keys', () => {
    const before = { 'manifest.json': '{"a":[1,2],"updated":"2026-01-01","sessionCount":1}' };
    const derived = { droppedDuplicates: [], modified: [], derivedJsonKeys: { 'manifest.json': ['updated', 'sessionCount'] } };
    expect(lineInventory(before, { 'manifest.json': '{\n  "a": [\n    1,\n    2\n  ],\n  "updated": "2026-11-29"\n}\n' }, derived).ok).toBe(true);
    expect(lineInventory(before, { 'manifest.json': '{"a":[1],"updated":"2026-01-01","sessionCount":1}' }, derived).ok).toBe(false);
  });

  it('does not count an empty list that a pass filled as lost, but counts a removed one', () => {
    // Regression: "importantFiles": [] filled by the metadata pass made the check fail, and apply
    // refuses a failed check, so such a project could never be consolidated.
    const before = { 'manifest.json': '{"a":[],"b":{}}' };
    expect(lineInventory(before, { 'manifest.json': '{"a":["memory.md"],"b":{"k":1}}' }).ok).toBe(true);
    expect(lineInventory(before, { 'manifest.json': '{"b":{}}' }).ok).toBe(false);
    const p = plan({ ...calm(), 'manifest.json': manifest({ importantFiles: [], sessionCount: 2 }) });
    expect(p.report.noLoss.ok).toBe(true);
  });

  it('holds for the stub left by a decision: its full text is in the archive', () => {
    const files = { ...calm(), 'decisions.md': '## D1 · A\n- Status: Retired\n- Date: 2026-01-01\n\nWhy.\n' };
    const p = plan(files);
    expect(p.report.noLoss.ok).toBe(true);
    expect(parseDecisions(applyPlan(files, p)['decisions.md']!).entries[0]!.stub).toBeDefined();
  });
});
