/**
 * Issue 12: memory logs kept in git merge without conflicts. Pure rules (id grammar, conflict
 * markers, the repair pass) and the git behaviour they rest on, measured with the real git.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decisionIdsIn, normaliseDecisionId, parseDecisions, renderDecision, setDecisionFieldsMany } from '../../server/src/core/decisions.js';
import { parseSessionFile } from '../../server/src/core/sessions.js';
import { conflictRegions } from '../../server/src/core/team/conflict-markers.js';
import { gitAttributesText, mergeConfigArgs } from '../../server/src/core/team/merge-rules.js';
import { decisionMergeProblems, repairDecisions, repairSessionDay, repairUnionJson } from '../../server/src/core/team/merge-repair.js';
import { commitAll, git, initRepo, writeFile } from '../helpers/git.js';
import { tempDir } from '../helpers/tmp.js';

describe('branch-safe decision ids', () => {
  it('reads D12-k3f7 as one id, keeps plain D7, and leaves a hand-typed D12-todo a plain D12', () => {
    const text = [
      '# Decisions',
      '',
      '## D7 · Old one',
      '- Status: Active',
      '- Date: 2026-11-01',
      '',
      '## D12-k3f7 · Tagged',
      '- Status: Active',
      '- Date: 2026-12-01',
      '- Supersedes: D7',
      '',
      '## D13-todo later',
      '- Status: Draft',
      '- Date: 2026-12-01',
      '',
    ].join('\n');
    const { entries } = parseDecisions(text);
    expect(entries.map((e) => [e.id, e.num, e.title])).toEqual([
      ['D7', 7, 'Old one'],
      ['D12-k3f7', 12, 'Tagged'],
      ['D13', 13, 'todo later'],
    ]);
    expect(normaliseDecisionId('d12-K3F7')).toBe('D12-k3f7');
    expect(decisionIdsIn('see D12-k3f7, D7 and D3-like')).toEqual(['D12-k3f7', 'D7', 'D3']);
  });

  it('supersedes a tagged decision by its full id, not by its number alone', () => {
    const text = '# D\n\n## D2-ab3d · Ours\n- Status: Active\n- Date: 2026-12-01\n\n## D2-xy7e · Theirs\n- Status: Active\n- Date: 2026-12-01\n';
    const out = setDecisionFieldsMany(text, new Map([['D2-xy7e', { status: 'Superseded', supersededBy: 'D3-kk42' }]]));
    expect(parseDecisions(out).entries.map((e) => [e.id, e.status, e.supersededBy])).toEqual([
      ['D2-ab3d', 'Active', undefined],
      ['D2-xy7e', 'Superseded', 'D3-kk42'],
    ]);
  });

  it('renders a tagged heading that parses back to the same id', () => {
    const r = renderDecision({ num: 4, tag: 'ab3d', title: 'T', status: 'Active', date: '2026-12-01' });
    expect(r.split('\n')[0]).toBe('## D4-ab3d · T');
    expect(parseDecisions(`# D\n\n${r}`).entries[0]!.id).toBe('D4-ab3d');
    expect(() => renderDecision({ num: 4, tag: 'abcd', title: 'T', status: 'Active', date: '2026-12-01' })).toThrow(/digit/);
  });
});

describe('conflict markers', () => {
  it('finds a git conflict (merge and diff3 styles) but not a SEARCH/REPLACE block or a fenced example', () => {
    expect(conflictRegions('a\n<<<<<<< HEAD\nx\n=======\ny\n>>>>>>> other\nb\n')).toEqual([{ start: 2, end: 6 }]);
    expect(conflictRegions('<<<<<<< ours\nx\n||||||| base\nw\n=======\ny\n>>>>>>> theirs\n')).toEqual([{ start: 1, end: 7 }]);
    expect(conflictRegions('<<<<<<< SEARCH\nx\n=======\ny\n>>>>>>> REPLACE\n')).toEqual([]);
    expect(conflictRegions('```\n<<<<<<< HEAD\nx\n=======\ny\n>>>>>>> b\n```\n')).toEqual([]);
    expect(conflictRegions('<<<<<<< HEAD\nno end\n')).toEqual([]);
  });
});

describe('the repair pass after a union merge', () => {
  it('renumbers a duplicate session number and separates glued sections, losing no line', () => {
    const merged =
      '# Session — 2026-12-01\n\n## Session 1\n\n### Summary\n\nbase\n\n## Session 2\n\n### Summary\n\nours\n## Session 2\n\n### Summary\n\ntheirs\n';
    const { text, changes } = repairSessionDay(merged);
    expect(changes.length).toBe(2);
    expect(parseSessionFile(text).sections.map((s) => [s.number, s.summary])).toEqual([
      [1, 'base'],
      [2, 'ours'],
      [3, 'theirs'],
    ]);
    const kept = text.split('\n');
    for (const line of merged.split('\n')) if (!/^## Session/.test(line)) expect(kept).toContain(line);
    expect(repairSessionDay(text).changes).toEqual([]);
  });

  it('keeps an exactly repeated decision once and reports two different entries with one id', () => {
    const entry = '## D2-ab3d · Same\n- Status: Active\n- Date: 2026-12-01\n';
    const { text, changes } = repairDecisions(`# Decisions\n\n${entry}\n${entry}`);
    expect(changes).toHaveLength(1);
    expect(parseDecisions(text).entries.map((e) => e.id)).toEqual(['D2-ab3d']);
    expect(decisionMergeProblems(`# D\n\n${entry}\n## D2-ab3d · Other\n- Status: Active\n- Date: 2026-12-01\n`)).toHaveLength(1);
  });

  it('finds the headings the parsers find (docs/FORMATS.md#markdown-lines): indented ones, none in front matter', () => {
    // An indented `  ## Session 2` is a section of parseSessionFile, so a repeated number is renumbered there too.
    const day = '# Session — 2026-12-01\n\n## Session 2\n\n### Summary\n\nours\n\n  ## Session 2\n\n### Summary\n\ntheirs\n';
    expect(parseSessionFile(repairSessionDay(day).text).sections.map((s) => s.number)).toEqual([2, 3]);
    // A glued indented decision heading is an entry of parseDecisions: it gets its blank line back.
    const glued = '# Decisions\n\n## D1 · One\n- Status: Active\n   ## D2 · Two\n- Status: Active\n';
    expect(parseDecisions(glued).entries.map((e) => e.id)).toEqual(['D1', 'D2']);
    expect(repairDecisions(glued).text).toBe('# Decisions\n\n## D1 · One\n- Status: Active\n\n   ## D2 · Two\n- Status: Active\n');
    // A `## ` line inside front matter is a YAML comment, not a section to separate.
    const fm = '---\ntags: [a]\n## Session 9\n---\n# Session — 2026-12-01\n\n## Session 1\n\n### Summary\n\nx\n';
    expect(repairSessionDay(fm)).toEqual({ text: fm, changes: [] });
  });

  it('re-reads a manifest.json whose changed lines a union merge kept from both sides', () => {
    const merged =
      '{\n  "sessionCount": 3,\n  "sessionCount": 4,\n  "activeDecisionIds": [\n    "D1",\n    "D2-ab3d"\n    "D2-xy7e"\n  ],\n  "topics": []\n}\n';
    expect(() => JSON.parse(merged)).toThrow();
    const fixed = JSON.parse(repairUnionJson(merged)!) as Record<string, unknown>;
    expect(fixed.activeDecisionIds).toEqual(['D1', 'D2-ab3d', 'D2-xy7e']);
    expect(repairUnionJson('{"a": 1}')).toBeNull();
  });
});

describe('git union merges of memory logs (real git)', () => {
  function twoBranches(conflictStyle: boolean): string {
    const dir = initRepo(path.join(tempDir(), 'repo'));
    writeFile(dir, '.gitattributes', gitAttributesText());
    writeFile(dir, 'sessions/2026-12-01.md', '# Session — 2026-12-01\n\n## Session 1\n\n### Summary\n\nbase\n');
    commitAll(dir, 'base');
    git(dir, 'checkout', '-q', '-b', 'a');
    fs.appendFileSync(path.join(dir, 'sessions/2026-12-01.md'), '\n## Session 2\n\n### Summary\n\ntext A\n\n### Next step\n\nship\n');
    commitAll(dir, 'a');
    git(dir, 'checkout', '-q', 'main');
    fs.appendFileSync(path.join(dir, 'sessions/2026-12-01.md'), '\n## Session 2\n\n### Summary\n\ntext B\n\n### Next step\n\nship\n');
    commitAll(dir, 'b');
    git(dir, ...(conflictStyle ? mergeConfigArgs() : []), 'merge', '-q', '--no-edit', 'a');
    return fs.readFileSync(path.join(dir, 'sessions/2026-12-01.md'), 'utf8');
  }

  it('without diff3, git folds two same-day sessions into one section (why MERGE_CONFIG exists)', () => {
    const sections = parseSessionFile(twoBranches(false)).sections;
    expect(sections.filter((s) => s.number === 2)).toHaveLength(1);
  });

  it('with MERGE_CONFIG, both sessions stay whole and the repair numbers them apart', () => {
    const { text } = repairSessionDay(twoBranches(true));
    expect(parseSessionFile(text).sections.map((s) => [s.number, s.summary, s.nextStep])).toEqual([
      [1, 'base', ''],
      [2, 'text B', 'ship'],
      [3, 'text A', 'ship'],
    ]);
  });
});
