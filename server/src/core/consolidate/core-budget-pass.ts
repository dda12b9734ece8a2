/**
 * Core budget pass (docs/FORMATS.md#memory): memory.md must stay within `coreSoftLimit` lines, because it
 * is loaded into every session. Missing canonical sections are added first (a missing memory.md is
 * created from the template). When the file is over the limit, whole blocks (a paragraph, a list item
 * with its continuation, a fenced block, a sub-heading with the block under it) move verbatim to
 * `archive/memory-YYYYMM.md` (month of `now`) and `## Deep links / pointers` gets a pointer to it.
 *
 * What moves is chosen deterministically, most expendable first:
 * 1. the last block of the longest section that still has two or more blocks (ties: the later section),
 *    so long sections shrink towards the others and each keeps its opening block;
 * 2. then the remaining single blocks, longest section first;
 * 3. then blocks of `## Deep links / pointers`, last first, except pointers into archive/memory-*;
 * 4. then whole non-canonical sections, last first.
 * Headings of canonical sections never move. The result is within the limit whenever the limit can
 * hold the title, the headings and the pointers; a file within the limit is never touched, which is
 * what makes the pass idempotent.
 */
import { addMissingSections, canonicalSectionName, missingSections, renderMemoryTemplate, type CanonicalSection } from '../memory-md.js';
import { atxHeadingOf, classify, type MarkdownLine } from '../markdown-blocks.js';
import { appendBlock, contentLines, lineCount, preferredEol } from '../text-lines.js';
import type { Thresholds } from '../thresholds.js';
import { emptyAccounting } from './inventory.js';
import { memoryArchiveHeader, memoryArchivePath, memoryArchivePointer } from './memory-archive.js';
import type { FileState, PassResult } from './types.js';

export interface CoreBudgetReport {
  /** memory.md did not exist and was created from the template. */
  created: boolean;
  sectionsAdded: CanonicalSection[];
  linesBefore: number;
  linesAfter: number;
  limit: number;
  /** Non-blank lines moved to the archive, per section (in file order). */
  moved: { section: string; lines: number }[];
  archive: string | undefined;
  withinLimit: boolean;
}

const MEMORY = 'memory.md';
const DEEP_LINKS: CanonicalSection = 'Deep links / pointers';
const PREAMBLE_LABEL = '(text before the first section)';

const TOP_BULLET = /^ ?(?:[-*+]|\d{1,9}[.)])[ \t]+/;

interface Unit {
  /** First line after the previous unit (the blank lines before a unit belong to it). */
  gapStart: number;
  start: number;
  end: number;
  pinned: boolean;
  kept: boolean;
}

interface Section {
  label: string;
  /** -1 for the text between the title and the first section (it has no heading line). */
  heading: number;
  /** First and last line of the section, heading included. */
  start: number;
  end: number;
  kind: 'preamble' | 'canonical' | 'deepLinks' | 'other';
  units: Unit[];
  keptCount: number;
  keptCost: number;
  touched: boolean;
  removed: boolean;
}

function unitsOf(lines: readonly string[], kinds: readonly MarkdownLine[], from: number, to: number, pinned: (text: string) => boolean): Unit[] {
  const raw: Omit<Unit, 'pinned' | 'kept'>[] = [];
  const isHeading = (i: number) => atxHeadingOf(kinds[i]) !== undefined;
  const isBreak = (i: number) => lines[i]!.trim() === '' || TOP_BULLET.test(lines[i]!) || isHeading(i) || kinds[i]!.kind === 'code';
  let gapStart = from;
  let i = from;
  while (i <= to) {
    const line = lines[i]!;
    if (line.trim() === '') {
      i++;
      continue;
    }
    let end = i;
    if (kinds[i]!.kind === 'code') {
      // A fenced block: its opening line, up to the line that closes it (or the section's end).
      end = to;
      for (let j = i + 1; j <= to; j++) {
        if (kinds[j]!.kind !== 'code') {
          end = j - 1;
          break;
        }
        if (kinds[j]!.fence === 'close') {
          end = j;
          break;
        }
      }
    } else if (!isHeading(i)) {
      while (end + 1 <= to && !isBreak(end + 1)) end++;
    }
    raw.push({ gapStart, start: i, end });
    gapStart = end + 1;
    i = end + 1;
  }
  // A sub-heading travels with the block under it.
  const glued: Omit<Unit, 'pinned' | 'kept'>[] = [];
  let pending: Omit<Unit, 'pinned' | 'kept'> | undefined;
  for (const u of raw) {
    const isHeading = atxHeadingOf(kinds[u.start]) !== undefined && u.start === u.end;
    const merged = pending ? { gapStart: pending.gapStart, start: pending.start, end: u.end } : u;
    if (isHeading) pending = merged;
    else {
      glued.push(merged);
      pending = undefined;
    }
  }
  if (pending) glued.push(pending);
  return glued.map((u) => ({ ...u, pinned: pinned(lines.slice(u.start, u.end + 1).join('\n')), kept: true }));
}

function cost(u: Unit): number {
  return u.end - u.gapStart + 1;
}

export function coreBudgetPass(files: FileState, thresholds: Thresholds, now: string, projectName: string): PassResult<CoreBudgetReport> {
  const original = files.get(MEMORY);
  const limit = thresholds.coreSoftLimit;
  const report: CoreBudgetReport = {
    created: original === undefined,
    sectionsAdded: [],
    linesBefore: original === undefined ? 0 : lineCount(original),
    linesAfter: 0,
    limit,
    moved: [],
    archive: undefined,
    withinLimit: true,
  };
  const result: PassResult<CoreBudgetReport> = { writes: new Map(), deletes: [], accounting: emptyAccounting(), report };
  let text = original ?? renderMemoryTemplate(projectName);
  if (original !== undefined) report.sectionsAdded = missingSections(text);
  text = addMissingSections(text);

  if (lineCount(text) > limit) text = trim(text, limit, now, files, result);
  report.linesAfter = lineCount(text);
  report.withinLimit = report.linesAfter <= limit;
  if (text !== original) result.writes.set(MEMORY, text);
  return result;
}

function trim(text: string, limit: number, now: string, files: FileState, result: PassResult<CoreBudgetReport>): string {
  const lines = contentLines(text);
  const eol = preferredEol(text);
  const archivePath = memoryArchivePath(now);
  const pointer = memoryArchivePointer(archivePath);
  const isPointer = (t: string) => t.includes('archive/memory-');

  const kinds = classify(lines);
  const headings: number[] = [];
  let title = -1;
  for (let i = 0; i < lines.length; i++) {
    if (atxHeadingOf(kinds[i], 2)) headings.push(i);
    else if (title === -1 && headings.length === 0 && atxHeadingOf(kinds[i], 1)) title = i;
  }
  const sections: Section[] = [];
  const firstHeading = headings[0] ?? lines.length;
  const newSection = (label: string, heading: number, start: number, end: number, kind: Section['kind']): Section => {
    const units = unitsOf(lines, kinds, heading === -1 ? start : heading + 1, end, kind === 'deepLinks' ? isPointer : () => false);
    return {
      label,
      heading,
      start,
      end,
      kind,
      units,
      keptCount: units.length,
      keptCost: units.reduce((n, u) => n + cost(u), 0),
      touched: false,
      removed: false,
    };
  };
  if (title + 1 <= firstHeading - 1) sections.push(newSection(PREAMBLE_LABEL, -1, title + 1, firstHeading - 1, 'preamble'));
  let deepLinks: Section | undefined;
  headings.forEach((h, k) => {
    const label = atxHeadingOf(kinds[h], 2)!.text;
    const canonical = canonicalSectionName(label);
    const isDeepLinks = canonical === DEEP_LINKS && !deepLinks;
    const s = newSection(label, h, h, (headings[k + 1] ?? lines.length) - 1, isDeepLinks ? 'deepLinks' : canonical ? 'canonical' : 'other');
    if (isDeepLinks) deepLinks = s;
    sections.push(s);
  });
  const pointerPresent = deepLinks !== undefined && lines.slice(deepLinks.start, deepLinks.end + 1).some((l) => l.includes(archivePath));
  const head = title + 1;
  let anythingMoved = false;

  const lastLive = () => {
    for (let k = sections.length - 1; k >= 0; k--) if (!sections[k]!.removed) return sections[k];
    return undefined;
  };
  const lengthOf = (s: Section, isLast: boolean): number => {
    if (s.removed) return 0;
    const pointerLine = s === deepLinks && anythingMoved && !pointerPresent ? 1 : 0;
    if (!s.touched) return s.end - s.start + 1 + pointerLine;
    return (s.heading === -1 ? 0 : 1) + s.keptCost + pointerLine + (isLast ? 0 : 1);
  };
  const total = () => {
    const last = lastLive();
    let n = head;
    for (const s of sections) n += lengthOf(s, s === last);
    return n;
  };
  const lastKept = (s: Section) => {
    for (let k = s.units.length - 1; k >= 0; k--) if (s.units[k]!.kept) return s.units[k]!;
    return undefined;
  };
  const removeUnit = (s: Section, u: Unit) => {
    u.kept = false;
    s.touched = true;
    s.keptCount--;
    s.keptCost -= cost(u);
    anythingMoved = true;
  };
  const trimmable = (s: Section) => !s.removed && (s.kind === 'preamble' || s.kind === 'canonical' || s.kind === 'other');
  const longest = (min: number): Section | undefined => {
    let best: Section | undefined;
    for (const s of sections) {
      if (!trimmable(s) || s.keptCount < min) continue;
      if (!best || lengthOf(s, false) >= lengthOf(best, false)) best = s;
    }
    return best;
  };
  const step = (): boolean => {
    const many = longest(2);
    if (many) return (removeUnit(many, lastKept(many)!), true);
    const one = longest(1);
    if (one) return (removeUnit(one, lastKept(one)!), true);
    if (deepLinks) {
      const unit = [...deepLinks.units].reverse().find((u) => u.kept && !u.pinned);
      if (unit) return (removeUnit(deepLinks, unit), true);
    }
    const other = [...sections].reverse().find((s) => s.kind === 'other' && !s.removed);
    if (other) {
      other.removed = true;
      anythingMoved = true;
      return true;
    }
    return false;
  };
  while (total() > limit && step());
  if (!anythingMoved) return text;

  // Render memory.md and the archive entry.
  const out: string[] = lines.slice(0, head);
  const moved: string[] = [];
  const last = lastLive();
  for (const s of sections) {
    if (s.removed) {
      const body = lines.slice(s.start, s.end + 1);
      while (body.length > 0 && body[body.length - 1]!.trim() === '') body.pop();
      moved.push(body.join('\n'));
      result.report.moved.push({ section: s.label, lines: body.filter((l) => l.trim() !== '').length });
      continue;
    }
    const addPointer = s === deepLinks && !pointerPresent;
    if (!s.touched) {
      const body = lines.slice(s.start, s.end + 1);
      if (addPointer) {
        let at = body.length;
        while (at > 1 && body[at - 1]!.trim() === '') at--;
        body.splice(at, 0, pointer);
      }
      out.push(...body);
      continue;
    }
    if (s.heading !== -1) out.push(lines[s.heading]!);
    const gone: Unit[] = [];
    for (const u of s.units) {
      if (u.kept) out.push(...lines.slice(u.gapStart, u.end + 1));
      else gone.push(u);
    }
    if (addPointer) out.push(pointer);
    if (s !== last) out.push('');
    const movedLines: string[] = [];
    gone.forEach((u, k) => {
      if (k > 0 && u.gapStart < u.start) movedLines.push('');
      movedLines.push(...lines.slice(u.start, u.end + 1));
    });
    moved.push(`### ${s.label}\n\n${movedLines.join('\n')}`);
    result.report.moved.push({ section: s.label, lines: movedLines.filter((l) => l.trim() !== '').length });
  }
  const entry = `## ${now} — moved from memory.md\n\n${moved.join('\n\n')}`;
  result.writes.set(archivePath, appendBlock(files.get(archivePath) ?? memoryArchiveHeader(now), entry));
  result.report.archive = archivePath;
  return out.join(eol) + eol;
}
