/** The pure side of import (issue 13 item 3): Claude Code's folder naming, the plan, and the proof. */
import { describe, expect, it } from 'vitest';
import { planImport, type SourceText } from '../../server/src/core/import/plan.js';
import { proveLanding } from '../../server/src/core/import/proof.js';
import { classifyRepoFile, claudeProjectDirName } from '../../server/src/core/import/sources.js';

const source = (rel: string, text: string): SourceText => ({ ...classifyRepoFile(rel)!, text, sha256: 'x'.repeat(64) });

describe('claudeProjectDirName', () => {
  it('turns every character but a letter or digit into "-" (slashes, dots, underscores, spaces)', () => {
    expect(claudeProjectDirName('/Users/foo/src/github.com/omnara-ai/omnara')).toBe('-Users-foo-src-github-com-omnara-ai-omnara');
    expect(claudeProjectDirName('/home/user/my_example_workspace')).toBe('-home-user-my-example-workspace');
    expect(claudeProjectDirName('/home/u/.local/My Repo')).toBe('-home-u--local-My-Repo');
  });
});

describe('planImport and proveLanding', () => {
  it('sends each non-blank line to one file, and the proof finds a line that did not arrive', () => {
    const plan = planImport([source('AGENTS.md', '# A\n\none\n\ntwo\n')], () => null, '2026-12-01');
    expect(plan.landings.map((l) => [l.line, l.target])).toEqual([
      [1, 'knowledge/imported-agents-md.md'],
      [3, 'knowledge/imported-agents-md.md'],
      [5, 'knowledge/imported-agents-md.md'],
    ]);
    const written = plan.writes[0]!.after;
    expect(
      proveLanding(
        plan.landings,
        () => written,
        () => undefined,
      ).missing,
    ).toEqual([]);
    const lossy = written.replace('two\n', '');
    expect(
      proveLanding(
        plan.landings,
        () => lossy,
        () => undefined,
      ).missing,
    ).toEqual([{ source: 'AGENTS.md', line: 5, target: 'knowledge/imported-agents-md.md' }]);
  });

  it('writes nothing when the target already holds every line', () => {
    const first = planImport([source('CLAUDE.md', 'a\nb\n')], () => null, '2026-12-01');
    const again = planImport([source('CLAUDE.md', 'a\nb\n')], () => first.writes[0]!.after, '2026-12-02');
    expect(again.writes).toEqual([]);
  });

  it('maps a decisions.md supersede chain to keys, in order', () => {
    const text = '## D1 · Old\n- Status: Superseded\n- Superseded by: D2\n\n## D2 · New\n- Status: Active\n- Supersedes: D1\n';
    const plan = planImport([source('.jarvis/memory/projects/p/decisions.md', text)], () => null, '2026-12-01');
    expect(plan.decisions.map((d) => [d.title, d.status, d.supersedes.length])).toEqual([
      ['Old', 'Active', 0],
      ['New', 'Active', 1],
    ]);
  });

  it('imports a Superseded decision whose successor is not in the file as Draft, its status line kept in the body', () => {
    // add_decision refuses a new decision that starts Superseded; planning it would fail the import half-way.
    const text = '## D1 · Old\n- Status: Superseded\n- Superseded by: D9\n\nWhy.\n';
    const plan = planImport([source('.jarvis/memory/projects/p/decisions.md', text)], () => null, '2026-12-01');
    expect(plan.decisions.map((d) => d.status)).toEqual(['Draft']);
    expect(plan.decisions[0]!.body).toContain('- Status: Superseded');
  });
});

describe('planImport reads Markdown with the one line grammar', () => {
  it('keeps a `## ` line of fenced code inside a memory.md section, and compares headings by their text', () => {
    const text = '# Core memory\n\n## Current focus\n\nship it\n\n```md\n## Example heading\n```\n';
    const plan = planImport([source('.jarvis/memory/projects/p/memory.md', text)], () => null, '2026-12-01');
    const memory = plan.writes.find((w) => w.path === 'memory.md')!.after;
    expect(memory).toContain('## Example heading');
    expect(
      proveLanding(
        plan.landings,
        (t) => plan.writes.find((w) => w.path === t)?.after ?? '',
        () => undefined,
      ).missing,
    ).toEqual([]);
  });
});
