/**
 * Draft pass (docs/ARCHITECTURE.md#dream, docs/FORMATS.md#history): /dream's judgment step inside the no-loss proof. The dream agent
 * drafts a tighter memory.md; this pass makes the draft the new memory.md and moves every line of
 * the current memory.md that the draft does not contain verbatim (trimmed, counted as a multiset)
 * to `archive/memory-YYYYMM.md`, under a dated heading, with a pointer under `## Deep links /
 * pointers`. A reworded line is therefore archived in its old wording: the model may rephrase, but
 * no fact it drops or garbles is lost, and the no-loss check, which runs over the whole /dream,
 * proves it.
 *
 * Refused, changing nothing: a draft without one of the canonical sections, and a draft that would
 * leave memory.md over `coreSoftLimit` lines (the core budget pass would then archive the draft's
 * own lines, and the same draft given twice would archive them twice: the budget is the agent's
 * job once it drafts).
 *
 * Consolidation's own pointers (`- Older detail moved out of core memory: archive/memory-…`) that
 * the draft left out are carried over instead of archived: they are how memory.md reaches its
 * archives, and carrying them is what makes a second run with the same draft a no-op.
 */
import { MemoryError } from '../errors.js';
import { insertAtSectionEnd, missingSections, parseSections, type CanonicalSection } from '../memory-md.js';
import { appendBlock, contentLines, lineCount, unclosedFence } from '../text-lines.js';
import type { Thresholds } from '../thresholds.js';
import { emptyAccounting } from './inventory.js';
import { isMemoryArchivePointer, memoryArchiveHeader, memoryArchivePath, memoryArchivePointer } from './memory-archive.js';
import type { FileState, PassResult } from './types.js';

export interface DraftReport {
  /** Whether a draft of memory.md was given to this run. */
  given: boolean;
  linesBefore: number;
  linesAfter: number;
  /** Non-blank lines of the draft found verbatim in the current memory.md. */
  kept: number;
  /** Non-blank lines of the draft that were not in memory.md (new, or reworded). */
  added: number;
  /** Non-blank lines of the current memory.md the draft left out, moved to `archive`, per section in file order. */
  moved: { section: string; lines: number }[];
  /** Those lines, trimmed, in file order (what a dry run shows). */
  movedLines: string[];
  /** Consolidation pointers the draft left out, kept in memory.md. */
  pointersKept: number;
  archive: string | undefined;
}

const MEMORY = 'memory.md';
const DEEP_LINKS: CanonicalSection = 'Deep links / pointers';
const PREAMBLE_LABEL = '(text before the first section)';

export function emptyDraftReport(): DraftReport {
  return { given: false, linesBefore: 0, linesAfter: 0, kept: 0, added: 0, moved: [], movedLines: [], pointersKept: 0, archive: undefined };
}

type Counts = Map<string, number>;

function countsOf(lines: readonly string[]): Counts {
  const counts: Counts = new Map();
  for (const raw of lines) {
    const l = raw.trim();
    if (l !== '') counts.set(l, (counts.get(l) ?? 0) + 1);
  }
  return counts;
}

/** Checks a draft before anything is planned with it; throws the one-sentence refusal. */
export function assertValidDraft(draft: string): void {
  const missing = missingSections(draft);
  if (missing.length > 0) {
    const names = missing.map((s) => `"## ${s}"`).join(', ');
    throw new MemoryError(
      'INVALID_INPUT',
      `The draft of memory.md has no ${names} section, and every canonical section must stay, so nothing was changed.`,
      'Add the missing section headings to the draft (a section may be short, not absent) and call consolidate again.',
    );
  }
}

export function draftPass(files: FileState, draft: string | undefined, thresholds: Thresholds, now: string): PassResult<DraftReport> {
  const report = emptyDraftReport();
  const result: PassResult<DraftReport> = { writes: new Map(), deletes: [], accounting: emptyAccounting(), report };
  if (draft === undefined) return result;
  assertValidDraft(draft);
  report.given = true;

  const current = files.get(MEMORY) ?? '';
  const currentLines = contentLines(current);
  const draftLines = contentLines(draft);
  const inDraft = countsOf(draftLines);

  // Consolidation pointers the draft dropped stay. They are inserted sorted (by month), together
  // with the pointer this run may add, so that the same draft gives the same file again.
  const carried: string[] = [];
  const pointerBudget = new Map(inDraft);
  for (const raw of currentLines) {
    const l = raw.trim();
    if (!isMemoryArchivePointer(l)) continue;
    const n = pointerBudget.get(l) ?? 0;
    if (n > 0) pointerBudget.set(l, n - 1);
    else carried.push(l);
  }
  report.pointersKept = carried.length;

  // Walk the current file: each line either finds a copy in the new file or moves to the archive.
  const available = countsOf([...draftLines, ...carried]);
  const dropped: { index: number; section: string }[] = [];
  const sectionOf = sectionLabels(current, currentLines.length);
  currentLines.forEach((raw, index) => {
    const l = raw.trim();
    if (l === '') return;
    const n = available.get(l) ?? 0;
    if (n > 0) available.set(l, n - 1);
    else dropped.push({ index, section: sectionOf[index]! });
  });

  const inCurrent = countsOf(currentLines);
  for (const [line, n] of inDraft) {
    const have = inCurrent.get(line) ?? 0;
    report.kept += Math.min(n, have);
    report.added += Math.max(0, n - have);
  }

  const pointers = [...carried];
  if (dropped.length > 0) {
    const archivePath = memoryArchivePath(now);
    const deepLinks = parseSections(draft).sections.find((s) => s.canonical === DEEP_LINKS);
    const present = [...(deepLinks?.body.split('\n') ?? []), ...carried].some((l) => l.includes(archivePath));
    if (!present) pointers.push(memoryArchivePointer(archivePath));
    const groups = groupBySection(currentLines, dropped);
    report.moved = groups.map((g) => ({ section: g.section, lines: g.count }));
    report.movedLines = dropped.map((d) => currentLines[d.index]!.trim());
    const entry = `## ${now} — left out of memory.md by the /dream draft\n\n${groups.map((g) => `### ${g.section}\n\n${g.lines.join('\n')}`).join('\n\n')}`;
    result.writes.set(archivePath, appendBlock(files.get(archivePath) ?? memoryArchiveHeader(now), entry));
    report.archive = archivePath;
  }
  pointers.sort();
  const next = insertAtSectionEnd(draft, DEEP_LINKS, pointers);

  report.linesBefore = current === '' ? 0 : lineCount(current);
  report.linesAfter = lineCount(next);
  if (report.linesAfter > thresholds.coreSoftLimit) {
    throw new MemoryError(
      'INVALID_INPUT',
      `The draft of memory.md would leave it at ${report.linesAfter} lines${next !== draft ? ' (with its archive pointers)' : ''}, over the ${thresholds.coreSoftLimit}-line budget (coreSoftLimit), so nothing was changed.`,
      'Shorten the draft (detail it leaves out is moved to archive/ by consolidate) and call consolidate again.',
    );
  }
  if (next !== files.get(MEMORY)) result.writes.set(MEMORY, next);
  return result;
}

/** The `## ` section each line of memory.md belongs to (its heading line included), as memory-md.ts parses it. */
function sectionLabels(text: string, lineCount: number): string[] {
  const labels = new Array<string>(lineCount).fill(PREAMBLE_LABEL);
  for (const s of parseSections(text).sections) labels.fill(s.heading.trim() || '(untitled section)', s.headingLine - 1, s.endLine);
  return labels;
}

/**
 * The dropped lines as the archive shows them: grouped under the section they came from, in file
 * order, with a blank line where the original had one between them, and any code fence they open
 * closed again so that it cannot swallow the archive's later entries.
 */
function groupBySection(
  lines: readonly string[],
  dropped: readonly { index: number; section: string }[],
): { section: string; lines: string[]; count: number }[] {
  const groups: { section: string; lines: string[]; last: number; count: number }[] = [];
  for (const d of dropped) {
    let g = groups.at(-1);
    if (!g || g.section !== d.section) {
      g = { section: d.section, lines: [], last: -1, count: 0 };
      groups.push(g);
    }
    g.count++;
    if (g.last !== -1 && lines.slice(g.last + 1, d.index).some((l) => l.trim() === '')) g.lines.push('');
    g.lines.push(lines[d.index]!);
    g.last = d.index;
  }
  return groups.map((g) => {
    const open = unclosedFence(g.lines);
    return { section: g.section, lines: open === null ? g.lines : [...g.lines, open], count: g.count };
  });
}
