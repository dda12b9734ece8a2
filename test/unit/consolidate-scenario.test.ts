import { describe, expect, it } from 'vitest';
import { applyPlan, planConsolidation, renderReport } from '../../server/src/core/consolidate/index.js';
import { parseDecisions } from '../../server/src/core/decisions.js';
import { lineCount } from '../../server/src/core/text-lines.js';
import { SCENARIO_FILES, SCENARIO_NOW } from '../fixtures/consolidation-project.js';

const plan = planConsolidation({ projectName: 'Shop', files: SCENARIO_FILES }, SCENARIO_NOW);
const after = applyPlan(SCENARIO_FILES, plan);
const NOTE = 'confirm it (Status: Active and a "Reviewed: <date>" field) or supersede it';

describe('consolidation of a hand-written project', () => {
  it('writes and deletes exactly these files', () => {
    expect(plan.changed).toBe(true);
    expect(Object.keys(plan.writes)).toEqual([
      'archive/consolidation-log.md',
      'archive/decisions-202608.md',
      'archive/decisions-202610.md',
      'archive/memory-202611.md',
      'archive/sessions-202610.md',
      'archive/sessions-202611.md',
      'decisions.md',
      'manifest.json',
      'memory.md',
    ]);
    expect(plan.deletes).toEqual(['sessions/2026-10-03.md', 'sessions/2026-10-20.md', 'sessions/2026-11-05.md']);
    expect(plan.report.writes).toEqual(Object.keys(plan.writes));
  });

  it('sessions pass: keeps the newest two, rolls the rest by their own month and drops repeated outcomes', () => {
    expect(plan.report.sessions).toEqual({
      countBefore: 5,
      countAfter: 2,
      triggered: true,
      rolled: [
        { path: 'sessions/2026-10-03.md', archive: 'archive/sessions-202610.md', duplicateOutcomesDropped: 0 },
        { path: 'sessions/2026-10-20.md', archive: 'archive/sessions-202610.md', duplicateOutcomesDropped: 1 },
        { path: 'sessions/2026-11-05.md', archive: 'archive/sessions-202611.md', duplicateOutcomesDropped: 1 },
      ],
      duplicateOutcomesDropped: 2,
      undated: ['sessions/ideas.md'],
    });
    expect(plan.writes['archive/sessions-202610.md']).toBe(`# Sessions archive — 2026-10

Session summaries rolled up from sessions/ by consolidation, oldest first. An outcome already listed earlier in this file is not repeated.

# Session — 2026-10-03

## Session 1

### Summary

Set the project up.

### Outcomes

- Set up CI
- Wrote README

# Session — 2026-10-20

## Session 1

### Outcomes

- Added login form

## Session 2

### Open questions

- Which payment provider?
`);
    // Appended to the existing file; "Fixed flaky test" was already in it; the file had no title, so one is added.
    expect(plan.writes['archive/sessions-202611.md']).toBe(
      SCENARIO_FILES['archive/sessions-202611.md'] + '\n# Session — 2026-11-05\n\n### Outcomes\n- Added cart\n',
    );
    expect(Object.keys(after).filter((p) => p.startsWith('sessions/'))).toEqual(['sessions/2026-11-12.md', 'sessions/2026-11-25.md', 'sessions/ideas.md']);
  });

  it('decisions pass: flags the stale one, supersedes by topic, compacts closed entries, leaves the rest byte for byte', () => {
    expect(plan.report.decisions).toEqual({
      flaggedStale: [{ id: 'D1', title: 'Use Postgres', since: '2026-09-01', ageDays: 89 }],
      superseded: [{ id: 'D2', title: 'Use session cookies', by: 'D4', reason: 'topic' }],
      compacted: [
        { id: 'D2', title: 'Use session cookies', status: 'Superseded', archive: 'archive/decisions-202610.md' },
        { id: 'D3', title: 'Log to files', status: 'Retired', archive: 'archive/decisions-202608.md' },
      ],
      skipped: [],
    });
    const expected = SCENARIO_FILES['decisions.md']!.replace(
      '- Status: Active\n- Date: 2026-09-01\n- Topic: db\n',
      `- Status: Under Review\n- Date: 2026-09-01\n- Topic: db\n- Review note: 2026-11-29 — flagged by consolidation: not confirmed since 2026-09-01 (89 days, limit 30); ${NOTE}\n`,
    )
      .replace(/## D2 · Use session cookies\n[\s\S]*?Simple to start\.\n/, '## D2 · Use session cookies — Superseded by D4 → archive/decisions-202610.md#d2\n')
      .replace(/## D3 · Log to files\n[\s\S]*?hosted logger\.\n/, '## D3 · Log to files — Retired → archive/decisions-202608.md#d3\n');
    expect(plan.writes['decisions.md']).toBe(expected);
    expect(plan.writes['archive/decisions-202610.md']).toBe(`# Decisions archive — 2026-10

Full text of decisions compacted out of decisions.md (Superseded or Retired), grouped by the month of their Date. decisions.md keeps a one-line stub for each.

<a id="d2"></a>

## D2 · Use session cookies
- Status: Superseded
- Date: 2026-10-01
- Topic: Auth
- Superseded by: D4

Simple to start.
`);
    expect(plan.writes['archive/decisions-202608.md']).toContain(
      '<a id="d3"></a>\n\n## D3 · Log to files\n- Status: Retired\n- Date: 2026-08-15\n\nReplaced by the hosted logger.\n',
    );
    const entries = parseDecisions(after['decisions.md']!).entries;
    expect(entries.map((e) => [e.id, e.status, e.stub !== undefined])).toEqual([
      ['D1', 'Under Review', false],
      ['D2', 'Superseded', true],
      ['D3', 'Retired', true],
      ['D4', 'Active', false],
      ['D5', 'Draft', false],
      ['D6', 'Superseded', true],
      ['D7', 'Active', false],
    ]);
  });

  it('core budget pass: adds the missing section and moves the tail of the longest section to the archive', () => {
    expect(plan.report.core).toEqual({
      created: false,
      sectionsAdded: ['Key artifacts'],
      linesBefore: 54,
      linesAfter: 40,
      limit: 40,
      moved: [{ section: 'Current focus', lines: 19 }],
      archive: 'archive/memory-202611.md',
      withinLimit: true,
    });
    const memory = after['memory.md']!;
    expect(lineCount(memory)).toBe(40);
    expect(memory).toContain('- Checkout step 6\n\n## Constraints');
    expect(memory).not.toContain('Checkout step 7');
    expect(memory).toContain(
      '## Active decisions summary\n\n- D1 Postgres, D4 JWT\n\n## Key artifacts\n\n_The files, designs and links that matter most (details in artifacts.json)._\n\n## Recent outcome',
    );
    expect(memory.endsWith('## Deep links / pointers\n\n- decisions.md for the log\n- Older detail moved out of core memory: archive/memory-202611.md\n')).toBe(
      true,
    );
    const archived = plan.writes['archive/memory-202611.md']!;
    expect(archived).toContain('## 2026-11-29 — moved from memory.md\n\n### Current focus\n\n- Checkout step 7\n- Checkout step 8\n');
    expect(archived.endsWith('- Checkout step 25\n')).toBe(true);
  });

  it('metadata pass: refreshes the derived keys and keeps every other key in order', () => {
    expect(JSON.parse(plan.writes['manifest.json']!)).toEqual({
      schemaVersion: 1,
      slug: 'shop',
      updated: '2026-11-29',
      topics: ['auth', 'db'],
      activeDecisionIds: ['D4', 'D7'],
      importantFiles: ['memory.md', 'notes/plan.md', 'decisions.md'],
      sessionCount: 3,
      artifactFile: 'artifacts.json',
      owner: 'alice',
      consolidation: { keepSessions: 2, archiveAfter: 3, staleDecisionDays: 30, coreSoftLimit: 40 },
    });
    expect(Object.keys(JSON.parse(plan.writes['manifest.json']!))).toEqual(Object.keys(JSON.parse(SCENARIO_FILES['manifest.json']!)));
    expect(plan.writes['manifest.json']!.endsWith('}\n')).toBe(true);
    expect(plan.report.metadata.manifest.changedKeys).toEqual(['updated', 'sessionCount', 'activeDecisionIds', 'importantFiles']);
    expect(plan.writes['artifacts.json']).toBeUndefined();
  });

  it('report: the no-loss check is computed and the log gets exactly the rendered report', () => {
    expect(plan.report.noLoss).toMatchObject({ ok: true, droppedDuplicates: 2, modifiedByDesign: 2, missing: [], unjustified: [] });
    expect(plan.writes['archive/consolidation-log.md']).toBe(
      '# Consolidation log\n\nOne entry per consolidation run that changed something, newest last.\n\n' + renderReport(plan.report),
    );
    const log = renderReport(plan.report);
    expect(log).toContain('- No-loss check: passed — all 118 non-blank lines from before are present after');
    expect(log).toContain('  - D1 “Use Postgres”: Active → Under Review (not confirmed since 2026-09-01, 89 days > 30).');
  });

  it('a second run the same day changes nothing; a run 40 days later flags what went stale since', () => {
    const again = planConsolidation({ projectName: 'Shop', files: after }, SCENARIO_NOW);
    expect(again).toMatchObject({ changed: false, writes: {}, deletes: [] });
    const later = planConsolidation({ projectName: 'Shop', files: after }, '2027-01-08');
    expect(later.report.decisions.flaggedStale.map((f) => [f.id, f.since, f.ageDays])).toEqual([
      ['D4', '2026-11-20', 49],
      ['D7', '2026-11-15', 54],
    ]);
    expect(later.writes['decisions.md']).toContain('- status: Under Review\n- Date: 2026-11-20');
    expect(Object.keys(later.writes)).toEqual(['archive/consolidation-log.md', 'decisions.md', 'manifest.json']);
    expect(later.writes['archive/consolidation-log.md']!.startsWith(after['archive/consolidation-log.md']!)).toBe(true);
  });

  it('rejects a bad now and bad threshold overrides', () => {
    expect(() => planConsolidation({ projectName: 'Shop', files: SCENARIO_FILES }, '2026-11-31')).toThrow(/real date/);
    expect(() => planConsolidation({ projectName: 'Shop', files: SCENARIO_FILES }, SCENARIO_NOW, { thresholds: { keepSessions: 0 } })).toThrow(
      /positive integer/,
    );
  });
});
