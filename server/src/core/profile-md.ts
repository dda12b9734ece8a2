/**
 * The shape shared by person and company files (docs/FORMATS.md#people): a `# Name` title, `**Label:** value`
 * field lines before the first `## ` section, then sections such as `## Notes` and `## Projects`.
 * Edits splice whole lines and leave every other line's bytes alone, because these files are
 * canonical and edited by hand (fields in any order, extra sections, CRLF editors).
 */
import { MemoryError } from './errors.js';
import { isKebabCase } from './slug.js';
import { atxHeadingOf, classify, unclosedFence, type Heading, type MarkdownLine } from './markdown-blocks.js';
import { isBlank, lineContent, lineEnding, preferredEol, splitLinesKeepEnds } from './text-lines.js';

export const NOTES_PLACEHOLDER = '_(manual notes empty)_';

/** `**Label:** value`, and the `**Label**: value` variant some editors produce. */
const FIELD = /^\*\*([^*:\n]+?)(?::\*\*|\*\*:)[ \t]?(.*)$/;
/** `- [[slug]]`, `* [[slug|label]] trailing words`: a list item whose first token is a wiki link. */
const LINK_ITEM = /^ {0,3}[-*+][ \t]+\[\[([^[\]|\n]+?)(?:\|[^[\]\n]*)?\]\]/;

interface FieldLine {
  index: number;
  label: string;
  value: string;
}

interface Section {
  key: string;
  /** Index of the `## ` heading line. */
  start: number;
  /** Index one past the section's last line. */
  end: number;
}

interface Layout {
  lines: string[];
  /** The Markdown class of each line (headings, fenced code, front matter). */
  kinds: MarkdownLine[];
  eol: string;
  title: { index: number; text: string } | null;
  /** By lower-cased label; the first occurrence wins. */
  fields: Map<string, FieldLine>;
  sections: Section[];
}

function scan(text: string): Layout {
  const lines = splitLinesKeepEnds(text);
  const kinds = classify(lines.map(lineContent));
  let title: Layout['title'] = null;
  const fields = new Map<string, FieldLine>();
  const sections: Section[] = [];
  for (let i = 0; i < lines.length; i++) {
    const kind = kinds[i] as MarkdownLine;
    // Front matter (a `# comment` in it is not the title) and fenced code hold no structure.
    if (kind.kind !== 'text') continue;
    const h2 = atxHeadingOf(kind, 2);
    if (h2) {
      const last = sections[sections.length - 1];
      if (last) last.end = i;
      sections.push({ key: h2.text.toLowerCase(), start: i, end: lines.length });
      continue;
    }
    if (sections.length > 0) continue;
    const h1: Heading | undefined = title === null ? atxHeadingOf(kind, 1) : undefined;
    if (h1) {
      title = { index: i, text: h1.text };
      continue;
    }
    const field = FIELD.exec(kind.text);
    if (field) {
      const label = (field[1] as string).trim();
      if (!fields.has(label.toLowerCase())) fields.set(label.toLowerCase(), { index: i, label, value: (field[2] as string).trim() });
    }
  }
  return { lines, kinds, eol: preferredEol(text), title, fields, sections };
}

function section(layout: Layout, key: string): Section | undefined {
  return layout.sections.find((s) => s.key === key);
}

export interface ParsedProfile {
  /** Text of the `# ` title, or null when the file has none. */
  name: string | null;
  /** Field values by lower-cased label ('' for an empty field). */
  fields: ReadonlyMap<string, string>;
  /** Body of `## Notes`, trimmed; '' when empty or still the placeholder. */
  notes: string;
  /** Targets of the `[[...]]` list items in `## Projects`, in file order, without duplicates. */
  projects: string[];
  /** Every `## ` heading, lower-cased, in order. */
  sections: string[];
}

export function parseProfile(text: string): ParsedProfile {
  const layout = scan(text);
  const fields = new Map<string, string>();
  for (const [key, f] of layout.fields) fields.set(key, f.value);
  return {
    name: layout.title?.text || null,
    fields,
    notes: notesBody(layout),
    projects: linkItems(layout, 'projects')
      .map((l) => l.target)
      .filter((t, i, all) => all.indexOf(t) === i),
    sections: layout.sections.map((s) => s.key),
  };
}

function notesBody(layout: Layout): string {
  const s = section(layout, 'notes');
  if (!s) return '';
  const body = layout.lines
    .slice(s.start + 1, s.end)
    .map(lineContent)
    .join('\n')
    .trim();
  return body === NOTES_PLACEHOLDER ? '' : body;
}

function linkItems(layout: Layout, key: string): { index: number; target: string }[] {
  const s = section(layout, key);
  if (!s) return [];
  const items: { index: number; target: string }[] = [];
  for (let i = s.start + 1; i < s.end; i++) {
    const line = layout.kinds[i] as MarkdownLine;
    if (line.kind !== 'text') continue;
    const m = LINK_ITEM.exec(line.text);
    if (m) items.push({ index: i, target: (m[1] as string).trim() });
  }
  return items;
}

/** Field values are single lines: a newline would end the field and start stray text. */
export function assertFieldValue(value: string, field: string, maxLength = 500): string {
  const trimmed = value.trim();
  if (/[\u0000-\u001f\u007f]/.test(trimmed)) {
    throw new MemoryError(
      'INVALID_INPUT',
      `${field} must be one line of text without control characters.`,
      'Put longer text in the notes with edit_person_notes.',
    );
  }
  if (trimmed.length > maxLength) throw new MemoryError('INVALID_INPUT', `${field} is ${trimmed.length} characters long; the limit is ${maxLength}.`);
  return trimmed;
}

/** Inserts `newLines` before index `at`, moving a missing final terminator to the new last line. */
function insertLines(lines: string[], at: number, newLines: string[], eol: string): void {
  const before = lines[at - 1];
  if (at === lines.length && before !== undefined && lineEnding(before) === '') {
    lines[at - 1] = before + eol;
    const last = newLines.length - 1;
    newLines[last] = lineContent(newLines[last] as string);
  }
  lines.splice(at, 0, ...newLines);
}

/** Removes line `at`; the inverse of insertLines, so that a removed last line takes the file's end with it. */
function removeLine(lines: string[], at: number): void {
  const removed = lines[at] as string;
  lines.splice(at, 1);
  const before = lines[at - 1];
  if (at === lines.length && lineEnding(removed) === '' && before !== undefined) lines[at - 1] = lineContent(before);
}

function fieldLine(label: string, value: string, eol: string): string {
  return `**${label}:**${value ? ` ${value}` : ''}${eol}`;
}

/** Sets `**label:** value` in place, or adds the field after the others (or after the title). */
export function setProfileField(text: string, label: string, value: string): string {
  const clean = assertFieldValue(value, label);
  const layout = scan(text);
  const { lines, eol } = layout;
  const existing = layout.fields.get(label.toLowerCase());
  if (existing) {
    const old = lines[existing.index] as string;
    lines[existing.index] = fieldLine(existing.label, clean, lineEnding(old));
    return lines.join('');
  }
  const lastField = Math.max(-1, ...[...layout.fields.values()].map((f) => f.index));
  if (lastField >= 0) {
    insertLines(lines, lastField + 1, [fieldLine(label, clean, eol)], eol);
  } else if (layout.title) {
    // Fields form a block of their own: a blank line after the title and before what follows.
    let at = layout.title.index + 1;
    const block = [fieldLine(label, clean, eol)];
    if (lines[at] !== undefined && isBlank(lineContent(lines[at] as string))) at++;
    else block.unshift(eol);
    if (lines[at] !== undefined && !isBlank(lineContent(lines[at] as string))) block.push(eol);
    insertLines(lines, at, block, eol);
  } else {
    insertLines(lines, 0, [fieldLine(label, clean, eol)], eol);
  }
  return lines.join('');
}

/**
 * Notes are stored inside the `## Notes` section, so they may not open a `# `/`## ` heading or
 * leave a code fence open: either would swallow the `## Projects` section that the link tools own.
 */
export function assertNotesText(notes: string): void {
  const lines = notes.split('\n').map((raw) => raw.replace(/\r$/, ''));
  // Classified as they will sit in the file: after the `## Notes` heading, never as front matter.
  for (const line of classify(['', ...lines]).slice(1)) {
    if (atxHeadingOf(line, 1) || atxHeadingOf(line, 2)) {
      throw new MemoryError(
        'INVALID_INPUT',
        `notes may not contain a level-1 or level-2 heading (${JSON.stringify(line.text.trim().slice(0, 60))}), because it would split the person file.`,
        'Use ### or deeper headings inside notes.',
      );
    }
  }
  if (unclosedFence(lines) !== null) {
    throw new MemoryError(
      'INVALID_INPUT',
      'notes leave a code fence open, which would swallow the rest of the person file.',
      'Close every ``` fence inside the notes.',
    );
  }
}

function noteLines(notes: string, eol: string): string[] {
  return notes.split('\n').map((l) => l + eol);
}

function trimBlankEdges(lines: string[]): string[] {
  let a = 0;
  let b = lines.length;
  while (a < b && isBlank(lineContent(lines[a] as string))) a++;
  while (b > a && isBlank(lineContent(lines[b - 1] as string))) b--;
  return lines.slice(a, b);
}

export type NotesMode = 'replace' | 'append';

/** Replaces the body of `## Notes`, or appends to it (the placeholder counts as empty). */
export function setProfileNotes(text: string, notes: string, mode: NotesMode): string {
  assertNotesText(notes);
  const clean = notes
    .replace(/\r\n?/g, '\n')
    .replace(/^\s*\n/, '')
    .trimEnd();
  if (clean === '' && mode === 'append') throw new MemoryError('INVALID_INPUT', 'notes are empty; there is nothing to append.');
  const layout = scan(text);
  const { lines, eol } = layout;
  const s = section(layout, 'notes');
  const fresh = clean === '' ? [NOTES_PLACEHOLDER + eol] : noteLines(clean, eol);
  if (!s) {
    const projects = section(layout, 'projects');
    const block = [`## Notes${eol}`, ...fresh, eol];
    if (projects) {
      insertLines(lines, projects.start, block, eol);
    } else {
      const last = lines[lines.length - 1];
      const lead = last === undefined ? [] : isBlank(lineContent(last)) ? [] : [eol];
      if (last !== undefined && lineEnding(last) === '') lines[lines.length - 1] = last + eol;
      lines.push(...lead, ...block.slice(0, -1));
    }
    return lines.join('');
  }
  const endsOpen = s.end === lines.length && lineEnding(lines[lines.length - 1] as string) === '';
  const current = trimBlankEdges(lines.slice(s.start + 1, s.end));
  const currentText = current.map(lineContent).join('\n').trim();
  const keep = mode === 'append' && currentText !== '' && currentText !== NOTES_PLACEHOLDER ? current.map((l) => (lineEnding(l) ? l : l + eol)) : [];
  const body = keep.length ? [...keep, eol, ...fresh] : fresh;
  if (s.end < lines.length) body.push(eol);
  else if (endsOpen) body[body.length - 1] = lineContent(body[body.length - 1] as string);
  const heading = lines[s.start] as string;
  if (lineEnding(heading) === '') lines[s.start] = heading + eol;
  lines.splice(s.start + 1, s.end - s.start - 1, ...body);
  return lines.join('');
}

/** The slugs a person file links in `## Projects`. */
export function projectLinks(text: string): string[] {
  return parseProfile(text).projects;
}

/**
 * Adds `- [[slug]]` to `## Projects` (creating the section at the end when missing). Idempotent;
 * the new line goes before the first link that sorts after it, and no other line moves, so that
 * removing it again gives back the original bytes.
 */
export function addProjectLink(text: string, slug: string): string {
  if (!isKebabCase(slug)) throw new MemoryError('INVALID_INPUT', `A project link needs a kebab-case slug, got "${slug}".`);
  const layout = scan(text);
  const { lines, eol } = layout;
  const s = section(layout, 'projects');
  const line = `- [[${slug}]]${eol}`;
  if (!s) {
    const last = lines[lines.length - 1];
    if (last !== undefined && lineEnding(last) === '') lines[lines.length - 1] = last + eol;
    if (last !== undefined && !isBlank(lineContent(last))) lines.push(eol);
    lines.push(`## Projects${eol}`, line);
    return lines.join('');
  }
  const items = linkItems(layout, 'projects');
  if (items.some((i) => i.target === slug)) return text;
  const after = items.find((i) => i.target > slug);
  const at = after ? after.index : items.length ? (items[items.length - 1] as { index: number }).index + 1 : s.start + 1;
  insertLines(lines, at, [line], eol);
  return lines.join('');
}

/** Removes every `[[slug]]` item from `## Projects`; other lines stay as they are. */
export function removeProjectLink(text: string, slug: string): string {
  const layout = scan(text);
  const doomed = linkItems(layout, 'projects').filter((i) => i.target === slug);
  if (doomed.length === 0) return text;
  const { lines } = layout;
  for (const item of [...doomed].reverse()) removeLine(lines, item.index);
  return lines.join('');
}
