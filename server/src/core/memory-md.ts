/**
 * memory.md, the core memory (docs/FORMATS.md#memory): `# Core memory — <Project Name>`, then the canonical
 * `## ` sections in a fixed order. It is the one file loaded at every session start, so it has a
 * line budget (thresholds.coreSoftLimit) that the consolidation keeps.
 */
import { atxHeadingOf, classify } from './markdown-blocks.js';
import { appendBlock, contentLines, preferredEol, splitLinesKeepEnds } from './text-lines.js';

export const CANONICAL_SECTIONS = [
  'Project overview',
  'Current focus',
  'Constraints',
  'Active decisions summary',
  'Key artifacts',
  'Recent outcome',
  'Next step',
  'Deep links / pointers',
] as const;
export type CanonicalSection = (typeof CANONICAL_SECTIONS)[number];

const PLACEHOLDERS: Readonly<Record<CanonicalSection, string>> = {
  'Project overview': '_What this project is, for whom, and why it matters._',
  'Current focus': '_What is being worked on right now._',
  Constraints: '_Hard limits: deadlines, platforms, budgets, rules that must hold._',
  'Active decisions summary': '_The decisions in force, one line each with its id (full text in decisions.md)._',
  'Key artifacts': '_The files, designs and links that matter most (details in artifacts.json)._',
  'Recent outcome': '_What the last session achieved._',
  'Next step': '_The very next thing to do._',
  'Deep links / pointers': '_Where deeper context lives: decisions.md, sessions/, archive/._',
};

export interface MemorySection {
  /** Heading text as written, without `## `. */
  heading: string;
  /** The canonical section this heading names (compared without case, spacing or punctuation). */
  canonical: CanonicalSection | undefined;
  /** 1-indexed heading line. */
  headingLine: number;
  /** 1-indexed last line of the section (before the next `## ` heading or end of file). */
  endLine: number;
  /** The lines after the heading, joined by `\n`, with surrounding blank lines trimmed. */
  body: string;
}

export interface ParsedMemory {
  /** Text of the `# ` title line, if the file starts with one (before any section). */
  title: string | undefined;
  /** 1-indexed title line, if any. */
  titleLine: number | undefined;
  /** Lines between the title (or the start) and the first section, trimmed. */
  preamble: string;
  sections: MemorySection[];
}

function sectionKey(heading: string): string {
  return heading.toLowerCase().replace(/[^a-z0-9]/g, '');
}
const CANONICAL_BY_KEY = new Map<string, CanonicalSection>(CANONICAL_SECTIONS.map((s) => [sectionKey(s), s]));

/** The canonical section a heading names (`deep links/pointers:` -> `Deep links / pointers`). */
export function canonicalSectionName(heading: string): CanonicalSection | undefined {
  return CANONICAL_BY_KEY.get(sectionKey(heading));
}

export function sectionPlaceholder(section: CanonicalSection): string {
  return PLACEHOLDERS[section];
}

/** A new memory.md: title and every canonical section with a one-line italic placeholder. */
export function renderMemoryTemplate(projectName: string): string {
  const name = projectName.replace(/[\r\n]+/g, ' ').trim();
  const parts = [`# Core memory — ${name}`];
  for (const s of CANONICAL_SECTIONS) parts.push(`## ${s}\n\n${PLACEHOLDERS[s]}`);
  return parts.join('\n\n') + '\n';
}

function trimmedJoin(lines: readonly string[]): string {
  let a = 0;
  let b = lines.length;
  while (a < b && lines[a]!.trim() === '') a++;
  while (b > a && lines[b - 1]!.trim() === '') b--;
  return lines.slice(a, b).join('\n');
}

export function parseSections(text: string): ParsedMemory {
  const lines = contentLines(text);
  const classified = classify(lines);
  const headings: { line: number; text: string }[] = [];
  let title: { line: number; text: string } | undefined;
  for (let i = 0; i < classified.length; i++) {
    const h2 = atxHeadingOf(classified[i], 2);
    if (h2) headings.push({ line: i, text: h2.text });
    else if (title === undefined && headings.length === 0) {
      const h1 = atxHeadingOf(classified[i], 1);
      if (h1) title = { line: i, text: h1.text };
    }
  }
  const sections: MemorySection[] = headings.map((h, k) => {
    const end = (headings[k + 1]?.line ?? lines.length) - 1;
    return {
      heading: h.text,
      canonical: canonicalSectionName(h.text),
      headingLine: h.line + 1,
      endLine: end + 1,
      body: trimmedJoin(lines.slice(h.line + 1, end + 1)),
    };
  });
  const preambleStart = title === undefined ? 0 : title.line + 1;
  return {
    title: title?.text,
    titleLine: title === undefined ? undefined : title.line + 1,
    preamble: trimmedJoin(lines.slice(preambleStart, headings[0]?.line ?? lines.length)),
    sections,
  };
}

/** Canonical sections with no heading in the file, in canonical order. */
export function missingSections(text: string): CanonicalSection[] {
  const present = new Set(parseSections(text).sections.map((s) => s.canonical));
  return CANONICAL_SECTIONS.filter((s) => !present.has(s));
}

/**
 * Adds each missing canonical section (heading and placeholder) just before the next canonical
 * section that is present, or at the end, so that the canonical order holds; other bytes stay.
 */
export function addMissingSections(text: string): string {
  const missing = missingSections(text);
  if (missing.length === 0) return text;
  const parsed = parseSections(text);
  const eol = preferredEol(text);
  const headingIndexOf = new Map<CanonicalSection, number>();
  for (const s of parsed.sections) if (s.canonical && !headingIndexOf.has(s.canonical)) headingIndexOf.set(s.canonical, s.headingLine - 1);

  const before = new Map<number, CanonicalSection[]>();
  const atEnd: CanonicalSection[] = [];
  for (const m of missing) {
    const later = CANONICAL_SECTIONS.slice(CANONICAL_SECTIONS.indexOf(m) + 1).find((s) => headingIndexOf.has(s));
    if (later === undefined) atEnd.push(m);
    else {
      const at = headingIndexOf.get(later)!;
      before.set(at, [...(before.get(at) ?? []), m]);
    }
  }
  const block = (s: CanonicalSection) => `## ${s}${eol}${eol}${PLACEHOLDERS[s]}${eol}${eol}`;
  const lines = splitLinesKeepEnds(text);
  let out = '';
  for (let i = 0; i < lines.length; i++) {
    const inserts = before.get(i);
    if (inserts) out += inserts.map(block).join('');
    out += lines[i]!;
  }
  if (atEnd.length > 0) out = appendBlock(out, atEnd.map(block).join('').trimEnd());
  return out;
}

/**
 * Inserts `newLines` at the end of the first `## <section>` of `text` (after its last non-blank
 * line, before the blank lines that separate it from the next section), in the file's line ends;
 * every other byte stays. Returns the text unchanged when the section is absent or nothing is given.
 */
export function insertAtSectionEnd(text: string, section: CanonicalSection, newLines: readonly string[]): string {
  if (newLines.length === 0) return text;
  const target = parseSections(text).sections.find((s) => s.canonical === section);
  if (!target) return text;
  const lines = splitLinesKeepEnds(text);
  let at = target.endLine - 1;
  while (at > target.headingLine - 1 && lines[at]!.trim() === '') at--;
  const eol = preferredEol(text);
  if (!/\n$/.test(lines[at]!)) lines[at] += eol;
  lines.splice(at + 1, 0, ...newLines.map((l) => l + eol));
  return lines.join('');
}
