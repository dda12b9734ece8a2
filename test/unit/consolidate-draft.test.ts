/**
 * The draft pass (/dream's judgment step inside the no-loss proof): the dream agent's draft of
 * memory.md becomes memory.md, and every line of the current memory.md it leaves out or rewords is
 * moved to archive/memory-YYYYMM.md with a pointer. Examples first, then properties over random
 * projects and random drafts (any subset, reorder and rewording of the lines, plus new lines).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyPlan, planConsolidation } from '../../server/src/core/consolidate/index.js';
import { isMemoryArchivePointer } from '../../server/src/core/consolidate/memory-archive.js';
import { MemoryError } from '../../server/src/core/errors.js';
import { CANONICAL_SECTIONS, missingSections, renderMemoryTemplate } from '../../server/src/core/memory-md.js';
import { contentLines, lineCount } from '../../server/src/core/text-lines.js';
import { readThresholds } from '../../server/src/core/thresholds.js';
import { projectArb } from './consolidate-arbitraries.js';

const RUNS = { numRuns: Number(process.env.PM_PROPERTY_RUNS ?? 150) };
const NOW = '2026-11-29';
const ARCHIVE = 'archive/memory-202611.md';
const POINTER = `- Older detail moved out of core memory: ${ARCHIVE}`;
const MANIFEST = JSON.stringify({ schemaVersion: 1, slug: 'p', updated: NOW, topics: [], activeDecisionIds: [], importantFiles: [], sessionCount: 0 }) + '\n';

const MEMORY = [
  '# Core memory — P',
  '',
  '## Project overview',
  '',
  'Billing service for the shop.',
  '',
  '## Current focus',
  '',
  '- invoices round half-even per line',
  '- invoice PDFs via the renderer',
  '- stale note about the 2025 migration',
  '',
  '## Constraints',
  '',
  '- EU VAT rules apply',
  '',
  '## Active decisions summary',
  '',
  '- D1 Postgres',
  '',
  '## Key artifacts',
  '',
  '- src/billing/',
  '',
  '## Recent outcome',
  '',
  'Shipped the invoice list.',
  '',
  '## Next step',
  '',
  'Wire up refunds.',
  '',
  '## Deep links / pointers',
  '',
  '- decisions.md for the log',
  '',
].join('\n');

/** A draft: the migration note left out, one line reworded, one new line, two lines swapped. */
const DRAFT = MEMORY.replace('- stale note about the 2025 migration\n', '')
  .replace('- invoice PDFs via the renderer', '- invoice PDFs are rendered by the renderer service')
  .replace('- EU VAT rules apply\n', '- EU VAT rules apply\n- refunds need a credit note\n')
  .replace(
    '- invoices round half-even per line\n- invoice PDFs are rendered by the renderer service',
    '- invoice PDFs are rendered by the renderer service\n- invoices round half-even per line',
  );

const plan = (f: Record<string, string>, memoryDraft: string | undefined, now = NOW) => planConsolidation({ projectName: 'P', files: f }, now, { memoryDraft });
/** A project already consolidated once without a draft, so that only the draft has anything to do. */
function files(memory = MEMORY): Record<string, string> {
  const raw = { 'memory.md': memory, 'manifest.json': MANIFEST, 'artifacts.json': '{}\n' };
  const settled = applyPlan(raw, plan(raw, undefined));
  expect(settled['memory.md']).toBe(memory);
  return settled;
}

function refusal(fn: () => unknown): MemoryError {
  try {
    fn();
  } catch (e) {
    if (e instanceof MemoryError) return e;
    throw e;
  }
  throw new Error('expected a refusal');
}

describe('draft pass: examples', () => {
  it('makes the draft memory.md and moves the dropped and reworded lines to the archive with a pointer', () => {
    const p = plan(files(), DRAFT);
    expect(p.changed).toBe(true);
    expect(p.writes['memory.md']).toBe(DRAFT.replace('- decisions.md for the log\n', `- decisions.md for the log\n${POINTER}\n`));
    const archive = p.writes[ARCHIVE]!;
    expect(archive).toContain(
      `## ${NOW} — left out of memory.md by the /dream draft\n\n### Current focus\n\n- invoice PDFs via the renderer\n- stale note about the 2025 migration\n`,
    );
    expect(p.report.draft).toMatchObject({
      given: true,
      movedLines: ['- invoice PDFs via the renderer', '- stale note about the 2025 migration'],
      added: 2,
      archive: ARCHIVE,
    });
    expect(p.report.noLoss.ok).toBe(true);
    expect(p.report.noLoss.missing).toEqual([]);
  });

  it('shows in the report (and so in a dry run) which lines the draft would move', () => {
    const report = plan(files(), DRAFT).writes['archive/consolidation-log.md']!;
    expect(report).toMatch(
      /- Draft of memory\.md: 35 → 36 lines; 17 lines kept verbatim, 2 new or reworded lines; 2 lines left out \(or reworded\) moved to archive\/memory-202611\.md/,
    );
    expect(report).toContain('  - Current focus: 2 lines moved.');
    expect(report).toContain('    - moved: - stale note about the 2025 migration');
    expect(report).toMatch(/No-loss check: passed/);
  });

  it('is idempotent: the same draft again changes nothing, on the same day or a later month', () => {
    const after = applyPlan(files(), plan(files(), DRAFT));
    expect(plan(after, DRAFT)).toMatchObject({ changed: false, writes: {}, deletes: [] });
    expect(plan(after, DRAFT, '2027-01-15')).toMatchObject({ changed: false, writes: {} });
  });

  it('changes nothing for a draft equal to memory.md, and needs no pointer when nothing is left out', () => {
    expect(plan(files(), MEMORY)).toMatchObject({ changed: false, writes: {} });
    const grown = MEMORY.replace('- EU VAT rules apply\n', '- EU VAT rules apply\n- a new fact\n');
    const p = plan(files(), grown);
    expect(p.writes['memory.md']).toBe(grown);
    expect(p.writes[ARCHIVE]).toBeUndefined();
  });

  it('keeps consolidation pointers the draft left out instead of archiving them', () => {
    const older = '- Older detail moved out of core memory: archive/memory-202609.md';
    const current = MEMORY.replace('- decisions.md for the log\n', `- decisions.md for the log\n${older}\n`);
    const p = plan(files(current), DRAFT);
    expect(p.writes['memory.md']).toContain(`- decisions.md for the log\n${older}\n${POINTER}\n`);
    expect(p.writes[ARCHIVE]).not.toContain(older);
    expect(p.report.draft.pointersKept).toBe(1);
    expect(plan(applyPlan(files(current), p), DRAFT).changed).toBe(false);
  });

  it('archives a dropped heading, keeps blank-line structure and closes a fence the dropped lines open', () => {
    const current = MEMORY.replace('- EU VAT rules apply\n', '- EU VAT rules apply\n\n```sh\nnpm test\n```\n\n## Scratch\n\n- loose idea\n');
    const draft = MEMORY.replace('- EU VAT rules apply\n', '- EU VAT rules apply\n\n```sh\n```\n');
    const archive = plan(files(current), draft).writes[ARCHIVE]!;
    expect(archive).toContain('### Constraints\n\nnpm test\n\n### Scratch\n\n## Scratch\n\n- loose idea\n');
    const fenced = plan(files(current), MEMORY).writes[ARCHIVE]!;
    expect(fenced).toContain('### Constraints\n\n```sh\nnpm test\n```\n\n### Scratch');
    // The draft keeps the closing fence line (in an empty block of its own), not the opening one.
    const opened = MEMORY.replace('- EU VAT rules apply\n', '- EU VAT rules apply\n\n````md\n## in a fence\n````\n');
    const keepsCloser = MEMORY.replace('- EU VAT rules apply\n', '- EU VAT rules apply\n\n````\n````\n');
    expect(plan(files(opened), keepsCloser).writes[ARCHIVE]).toContain('### Constraints\n\n````md\n## in a fence\n````\n');
  });

  it('applies a draft when memory.md does not exist yet, archiving nothing', () => {
    const { 'memory.md': _, ...none } = files();
    const p = plan(none, DRAFT);
    expect(p.writes['memory.md']).toBe(DRAFT);
    expect(p.writes[ARCHIVE]).toBeUndefined();
  });

  it.each(CANONICAL_SECTIONS.map((s) => [s]))('refuses a draft without "## %s", in one sentence', (section) => {
    const heading = `## ${section}\n`;
    const draft = DRAFT.replace(heading, '');
    expect(draft).not.toContain(heading);
    const e = refusal(() => plan(files(), draft));
    expect(e.code).toBe('INVALID_INPUT');
    expect(e.message).toBe(`The draft of memory.md has no "## ${section}" section, and every canonical section must stay, so nothing was changed.`);
    // A heading inside a code fence is not a section.
    expect(refusal(() => plan(files(), draft + `\n\`\`\`\n${heading}\`\`\`\n`)).code).toBe('INVALID_INPUT');
  });

  it('refuses a draft that would leave memory.md over its line budget', () => {
    const long = DRAFT.replace('- EU VAT rules apply\n', Array.from({ length: 120 }, (_, i) => `- rule ${i}\n`).join(''));
    const e = refusal(() => plan(files(), long));
    expect(e.code).toBe('INVALID_INPUT');
    expect(e.message).toMatch(
      /^The draft of memory\.md would leave it at 155 lines \(with its archive pointers\), over the 130-line budget \(coreSoftLimit\), so nothing was changed\.$/,
    );
  });

  it('without a draft, reports none and behaves as before', () => {
    const p = plan(files(), undefined);
    expect(p.report.draft.given).toBe(false);
    expect(p.changed).toBe(false);
  });
});

// ---- properties ----

/** A random draft of `memory`: any subset, order and rewording of its lines, plus new lines, under every canonical heading. */
const draftArb = fc.record({
  picks: fc.array(
    fc.record({
      from: fc.nat(),
      op: fc.constantFrom('keep', 'keep', 'keep', 'reword', 'indent', 'new'),
      section: fc.nat({ max: 7 }),
      blankBefore: fc.integer({ min: 0, max: 5 }).map((n) => n === 0),
    }),
    { maxLength: 24 },
  ),
  order: fc.shuffledSubarray([...CANONICAL_SECTIONS.keys()], { minLength: 8, maxLength: 8 }),
  title: fc.boolean(),
  crlf: fc.integer({ min: 0, max: 4 }).map((n) => n === 0),
});

function makeDraft(
  memory: string,
  d: { picks: { from: number; op: string; section: number; blankBefore: boolean }[]; order: number[]; title: boolean; crlf: boolean },
): string {
  const pool = contentLines(memory).filter((l) => l.trim() !== '');
  const body: string[][] = CANONICAL_SECTIONS.map(() => []);
  d.picks.forEach((p, i) => {
    const source = pool.length > 0 ? pool[p.from % pool.length]! : `- fact ${i}`;
    const line = p.op === 'new' ? `- new fact ${i}` : p.op === 'reword' ? `${source} (reworded)` : p.op === 'indent' ? `  ${source}` : source;
    if (p.blankBefore) body[p.section]!.push('');
    body[p.section]!.push(line);
  });
  const out: string[] = d.title ? ['# Core memory — Gen', ''] : [];
  for (const k of d.order) out.push(`## ${CANONICAL_SECTIONS[k]}`, ...body[k]!);
  const text = out.join('\n') + '\n';
  return d.crlf ? text.replace(/\n/g, '\r\n') : text;
}

function counts(text: string | undefined): Map<string, number> {
  const m = new Map<string, number>();
  for (const l of contentLines(text ?? '')) if (l.trim()) m.set(l.trim(), (m.get(l.trim()) ?? 0) + 1);
  return m;
}

function limitOf(files: Record<string, string>): number {
  let manifest: unknown;
  try {
    manifest = JSON.parse(files['manifest.json'] ?? '');
  } catch {
    manifest = undefined;
  }
  return readThresholds(manifest).thresholds.coreSoftLimit;
}

/**
 * Plans with the draft, or returns undefined for a refusal that is due: a draft over the budget,
 * or one whose copied lines open a code fence that hides a canonical heading.
 */
function planOrBudgetRefusal(files: Record<string, string>, now: string, draft: string) {
  try {
    return planConsolidation({ projectName: 'Gen', files }, now, { memoryDraft: draft });
  } catch (e) {
    expect(e).toBeInstanceOf(MemoryError);
    if (missingSections(draft).length > 0) {
      expect((e as MemoryError).message).toMatch(/has no "## .*" section/);
      return undefined;
    }
    expect((e as MemoryError).message).toMatch(/over the \d+-line budget/);
    const pointers = contentLines(files['memory.md'] ?? '').filter(isMemoryArchivePointer).length;
    expect(lineCount(draft) + pointers + 1).toBeGreaterThan(limitOf(files));
    return undefined;
  }
}

/**
 * Random projects, half of them consolidated once before (so that memory.md may already carry
 * consolidation pointers to its archive, and the archive exists).
 */
const projectsArb = fc.tuple(projectArb, fc.boolean()).map(([{ files, now }, settled]) => ({
  files: settled ? applyPlan(files, planConsolidation({ projectName: 'Gen', files }, now)) : files,
  now,
}));

describe('draft pass: properties over random projects and drafts', () => {
  it('loses no line: every line of memory.md before is in memory.md or newly in its archive after, and the computed check agrees', () => {
    fc.assert(
      fc.property(projectsArb, draftArb, ({ files, now }, d) => {
        const draft = makeDraft(files['memory.md'] ?? '', d);
        const plan = planOrBudgetRefusal(files, now, draft);
        if (!plan) return;
        expect(plan.report.noLoss.missing).toEqual([]);
        expect(plan.report.noLoss.ok).toBe(true);
        const after = applyPlan(files, plan);
        // An oracle independent of the engine's inventory: a multiset of trimmed lines.
        const archive = `archive/memory-${now.slice(0, 4)}${now.slice(5, 7)}.md`;
        const kept = counts(after['memory.md']);
        const archivedNow = counts(after[archive]);
        for (const [l, n] of counts(files[archive])) archivedNow.set(l, (archivedNow.get(l) ?? 0) - n);
        for (const [line, n] of counts(files['memory.md'])) {
          expect((kept.get(line) ?? 0) + (archivedNow.get(line) ?? 0), line).toBeGreaterThanOrEqual(n);
        }
        // Exactly the lines the draft lacks were moved, and the report counts them.
        let missingFromDraft = 0;
        const inDraft = counts(draft);
        for (const [line, n] of counts(files['memory.md'])) if (!isMemoryArchivePointer(line)) missingFromDraft += Math.max(0, n - (inDraft.get(line) ?? 0));
        expect(plan.report.draft.movedLines.length).toBe(missingFromDraft);
      }),
      RUNS,
    );
  });

  it('memory.md becomes the draft, plus only consolidation pointers, and keeps every canonical section', () => {
    fc.assert(
      fc.property(projectsArb, draftArb, ({ files, now }, d) => {
        const draft = makeDraft(files['memory.md'] ?? '', d);
        const plan = planOrBudgetRefusal(files, now, draft);
        if (!plan) return;
        const memory = applyPlan(files, plan)['memory.md']!;
        const added: string[] = [];
        const draftLines = contentLines(draft);
        let i = 0;
        for (const line of contentLines(memory)) {
          if (i < draftLines.length && line === draftLines[i]) i++;
          else added.push(line);
        }
        expect(i).toBe(draftLines.length);
        expect(added.every(isMemoryArchivePointer), added.join('\n')).toBe(true);
        for (const s of CANONICAL_SECTIONS) expect(memory).toContain(`## ${s}`);
        expect(lineCount(memory)).toBeLessThanOrEqual(limitOf(files));
      }),
      RUNS,
    );
  });

  it('is deterministic and idempotent: the same draft again changes nothing', () => {
    fc.assert(
      fc.property(projectsArb, draftArb, ({ files, now }, d) => {
        const draft = makeDraft(files['memory.md'] ?? '', d);
        const plan = planOrBudgetRefusal(files, now, draft);
        if (!plan) return;
        expect(planConsolidation({ projectName: 'Gen', files: Object.fromEntries(Object.entries(files).reverse()) }, now, { memoryDraft: draft })).toEqual(
          plan,
        );
        const after = applyPlan(files, plan);
        const again = planConsolidation({ projectName: 'Gen', files: after }, now, { memoryDraft: draft });
        expect(again).toMatchObject({ changed: false, writes: {}, deletes: [] });
      }),
      RUNS,
    );
  });

  it('refuses, whatever the project, a draft missing any canonical section', () => {
    fc.assert(
      fc.property(projectsArb, draftArb, fc.nat({ max: 7 }), ({ files, now }, d, drop) => {
        const draft = makeDraft(files['memory.md'] ?? '', d);
        const heading = `## ${CANONICAL_SECTIONS[drop]}`;
        const without = contentLines(draft)
          .filter((l) => l.trim().toLowerCase() !== heading.toLowerCase())
          .join('\n');
        const e = refusal(() => planConsolidation({ projectName: 'Gen', files }, now, { memoryDraft: without }));
        expect(e.code).toBe('INVALID_INPUT');
        expect(e.message).toContain(`"${heading}"`);
      }),
      RUNS,
    );
  });
});

it('the template is a valid draft', () => {
  expect(plan(files(), renderMemoryTemplate('P')).report.noLoss.ok).toBe(true);
});
