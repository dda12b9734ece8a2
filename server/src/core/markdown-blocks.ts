/**
 * The one Markdown line grammar of the memory (docs/FORMATS.md#markdown-lines): every format that
 * looks for headings, code fences or front matter asks this module, so that memory.md, session
 * files, person files, /dream's budget pass, the ranked index, refs, outlines and doctor all read
 * a file the same way. The rules follow CommonMark where they apply to one line:
 * - ATX heading: up to 3 spaces, 1 to 6 `#`, then a space, a tab or the end of the line; a closing
 *   run of `#` counts only after a space (CommonMark 4.2).
 * - setext heading: a paragraph underlined with `===` (level 1) or `---` (level 2) (CommonMark 4.3).
 *   Reported for readers that list or weigh headings; the formats that split a file into sections
 *   use ATX headings only, because their writers and every `---` a person puts under a line of
 *   prose would otherwise open a section by accident.
 * - fenced code: up to 3 spaces, 3 or more ``` or ~~~ (a backtick fence's info string has no
 *   backtick), closed by the same character, at least as long, with nothing but spaces after it;
 *   an unclosed fence runs to the end of the file (CommonMark 4.5).
 * - front matter: a first line `---` (or `---yaml`) and a later line that is exactly `---`.
 * Indented code blocks and containers (block quotes, list items indented 4+ spaces) are not
 * modelled: a heading in them is rare in these files and costs one extra heading at worst.
 * Hand-written rather than micromark or mdast-util-from-markdown: the formats need answers per line
 * (they splice whole lines and keep every other byte), and either library would add 160-185 KB to
 * the ~115 KB SessionStart hook bundle and parse a memory.md hundreds of times slower than this scan.
 */

export type LineKind = 'frontmatter' | 'code' | 'text';

export interface Heading {
  level: number;
  /** The heading's text, trimmed, without its `#` marks (a setext heading's lines joined by spaces). */
  text: string;
  /** True for a setext heading (text underlined with `===` or `---`). */
  setext: boolean;
}

export interface MarkdownLine {
  /** The line without its terminator (`\n` or `\r\n`); a leading BOM is dropped from line 1. */
  text: string;
  /** `code` covers the fence lines themselves as well as the lines between them. */
  kind: LineKind;
  /** On a `code` line that opens or closes a fence. */
  fence?: 'open' | 'close';
  /** Set on an ATX heading line and on the first line of a setext heading. */
  heading?: Heading;
  /** The later lines of a setext heading (its underline included), which belong to the heading above. */
  headingPart?: true;
}

/** An open code fence: its character and the length of its run. */
export interface Fence {
  char: '`' | '~';
  length: number;
}

const FRONT_MATTER_OPEN = /^---[ \t]*(?:ya?ml[ \t]*)?$/i;
const FRONT_MATTER_CLOSE = /^---[ \t]*$/;
const FENCE_OPEN = /^ {0,3}(`{3,}|~{3,})(.*)$/;
const FENCE_CLOSE = /^ {0,3}(`{3,}|~{3,})[ \t]*$/;
const ATX_HEADING = /^ {0,3}(#{1,6})(?:[ \t](.*))?$/;
/** `===` (level 1) or `---` (level 2) under a paragraph. */
const SETEXT_UNDERLINE = /^ {0,3}(=+|-+)[ \t]*$/;
/** Lines that cannot be part of a paragraph, so a setext underline below them is no heading. */
const NOT_PARAGRAPH = /^(?: {4,}|\t| {0,3}(?:[-+*]|\d{1,9}[.)])(?:[ \t]|$)| {0,3}>| {0,3}(?:(?:\*[ \t]*){3,}|(?:_[ \t]*){3,})$| {0,3}<)/;

/** Splits on `\n`, dropping a `\r` before it, so that line N here is line N in every other tool. */
export function splitLines(text: string): string[] {
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    if (line.endsWith('\r')) lines[i] = line.slice(0, -1);
  }
  if (lines[0]?.startsWith('\uFEFF')) lines[0] = lines[0].slice(1);
  return lines;
}

/**
 * Number of lines taken by leading front matter, delimiters included: a first line `---` (or
 * `---yaml`) and the next line that is exactly `---`. An unclosed block is not front matter: the
 * first line is then an ordinary Markdown thematic break.
 */
export function frontMatterLineCount(lines: readonly string[]): number {
  const first = lines[0]?.replace(/^\uFEFF/, '');
  if (first === undefined || !FRONT_MATTER_OPEN.test(first)) return 0;
  for (let i = 1; i < lines.length; i++) {
    if (FRONT_MATTER_CLOSE.test(lines[i] as string)) return i + 1;
  }
  return 0;
}

/** The fence a line opens, or null. */
export function fenceOpening(line: string): Fence | null {
  const m = FENCE_OPEN.exec(line);
  const marker = m?.[1];
  if (!marker) return null;
  // A backtick fence's info string cannot contain a backtick (CommonMark 4.5): "```a```" is inline code.
  if (marker[0] === '`' && (m[2] ?? '').includes('`')) return null;
  return { char: marker[0] as Fence['char'], length: marker.length };
}

/** Whether `line` closes `fence`: the same character, a run at least as long, nothing after it. */
export function closesFence(fence: Fence, line: string): boolean {
  const marker = FENCE_CLOSE.exec(line)?.[1];
  return marker !== undefined && marker[0] === fence.char && marker.length >= fence.length;
}

/** The text that closes `fence` (for a writer that must close a fence it cut). */
export function fenceMarker(fence: Fence): string {
  return fence.char.repeat(fence.length);
}

/**
 * Tracks fenced code line by line, for callers that read a stream of lines: returns a function to
 * call on every line, in order, that says whether the line is code (the fence lines count).
 */
export function fenceTracker(): (line: string) => boolean {
  let open: Fence | null = null;
  return (raw: string) => {
    // Callers may pass a line with its `\r` (split on `\n` only): the rule is the same without it.
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (open) {
      if (closesFence(open, line)) open = null;
      return true;
    }
    open = fenceOpening(line);
    return open !== null;
  };
}

/** The marker of a code fence still open after `lines` (the line that would close it), or null. */
export function unclosedFence(lines: readonly string[]): string | null {
  let open: Fence | null = null;
  for (const raw of lines) {
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (open) {
      if (closesFence(open, line)) open = null;
    } else open = fenceOpening(line);
  }
  return open ? fenceMarker(open) : null;
}

/** The level and text of an ATX heading line (`## Title ##` -> 2, "Title"), or null. */
export function parseAtxHeading(line: string): { level: number; text: string } | null {
  const m = ATX_HEADING.exec(line);
  if (!m) return null;
  const level = (m[1] as string).length;
  // Trimmed by hand: a regex like /[ \t]+#+$/ backtracks quadratically on long runs of spaces.
  const content = (m[2] ?? '').trim();
  let end = content.length;
  while (end > 0 && content.charCodeAt(end - 1) === 0x23 /* # */) end--;
  // A closing run of #s counts only when separated by a space, or when it is all there is.
  if (end === 0) return { level, text: '' };
  const before = content[end - 1];
  const text = end < content.length && (before === ' ' || before === '\t') ? content.slice(0, end).trimEnd() : content;
  return { level, text };
}

/** Classifies every line of a Markdown text (split as splitLines does). */
export function classifyLines(markdown: string): MarkdownLine[] {
  return classify(splitLines(markdown));
}

/** Classifies lines given without their terminators (`contentLines`, `splitLines`). */
export function classify(lines: readonly string[]): MarkdownLine[] {
  const frontMatter = frontMatterLineCount(lines);
  const out: MarkdownLine[] = new Array(lines.length);
  let fence: Fence | null = null;
  /** First line of the paragraph the current line continues, or -1. */
  let paragraphStart = -1;
  for (let i = 0; i < lines.length; i++) {
    const text = (i === 0 ? (lines[0] as string).replace(/^\uFEFF/, '') : lines[i]) as string;
    if (i < frontMatter) {
      out[i] = { text, kind: 'frontmatter' };
      continue;
    }
    if (fence) {
      if (closesFence(fence, text)) {
        fence = null;
        out[i] = { text, kind: 'code', fence: 'close' };
      } else out[i] = { text, kind: 'code' };
      continue;
    }
    fence = fenceOpening(text);
    if (fence) {
      out[i] = { text, kind: 'code', fence: 'open' };
      paragraphStart = -1;
      continue;
    }
    const atx = parseAtxHeading(text);
    if (atx) {
      out[i] = { text, kind: 'text', heading: { ...atx, setext: false } };
      paragraphStart = -1;
      continue;
    }
    const underline = paragraphStart >= 0 ? SETEXT_UNDERLINE.exec(text) : null;
    if (underline) {
      const heading: Heading = { level: (underline[1] as string)[0] === '=' ? 1 : 2, text: '', setext: true };
      heading.text = out
        .slice(paragraphStart, i)
        .map((l) => l.text.trim())
        .join(' ');
      out[paragraphStart] = { ...(out[paragraphStart] as MarkdownLine), heading };
      for (let j = paragraphStart + 1; j < i; j++) out[j] = { ...(out[j] as MarkdownLine), headingPart: true };
      out[i] = { text, kind: 'text', headingPart: true };
      paragraphStart = -1;
      continue;
    }
    out[i] = { text, kind: 'text' };
    const paragraphLine = text.trim() !== '' && !NOT_PARAGRAPH.test(text) && !SETEXT_UNDERLINE.test(text);
    if (!paragraphLine) paragraphStart = -1;
    else if (paragraphStart < 0) paragraphStart = i;
  }
  return out;
}

/** The ATX heading of a classified line, when it has one of the given level (the sections of a format). */
export function atxHeadingOf(line: MarkdownLine | undefined, level?: number): Heading | undefined {
  const h = line?.heading;
  return h && !h.setext && (level === undefined || h.level === level) ? h : undefined;
}

/**
 * Moves every ATX heading of level <= `upTo` outside fenced code down by `by` levels (`## X` ->
 * `##### X`), keeping its indentation: text written inside a section of a file must not open a
 * section of its own there.
 */
export function nestAtxHeadings(text: string, upTo: number, by: number): string {
  const inFence = fenceTracker();
  return text
    .split('\n')
    .map((line) => {
      if (inFence(line)) return line;
      const h = parseAtxHeading(line.endsWith('\r') ? line.slice(0, -1) : line);
      if (!h || h.level > upTo) return line;
      const at = line.indexOf('#');
      return line.slice(0, at) + '#'.repeat(by) + line.slice(at);
    })
    .join('\n');
}
