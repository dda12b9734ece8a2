/**
 * The block structure that refs and outlines need from Markdown: which lines are leading YAML front
 * matter, which are inside fenced code, and which are prose. Follows CommonMark for fences (``` or
 * ~~~, at most 3 spaces of indentation, closed by a fence of the same character at least as long,
 * unclosed fences run to the end). Indented code blocks and containers (block quotes, list items
 * indented 4+ spaces) are not modelled: the cost of a mistake there is one extra #tag in an index.
 */

export type LineKind = 'frontmatter' | 'code' | 'text';

export interface MarkdownLine {
  /** The line without its terminator (`\n` or `\r\n`); a leading BOM is dropped from line 1. */
  text: string;
  kind: LineKind;
}

const FRONT_MATTER_OPEN = /^---[ \t]*(?:ya?ml[ \t]*)?$/i;
const FRONT_MATTER_CLOSE = /^---[ \t]*$/;
const FENCE_OPEN = /^ {0,3}(`{3,}|~{3,})(.*)$/;
const FENCE_CLOSE = /^ {0,3}(`{3,}|~{3,})[ \t]*$/;
const ATX_HEADING = /^ {0,3}(#{1,6})(?:[ \t](.*))?$/;

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
  if (lines.length === 0 || !FRONT_MATTER_OPEN.test(lines[0] as string)) return 0;
  for (let i = 1; i < lines.length; i++) {
    if (FRONT_MATTER_CLOSE.test(lines[i] as string)) return i + 1;
  }
  return 0;
}

export function classifyLines(markdown: string): MarkdownLine[] {
  const lines = splitLines(markdown);
  const frontMatter = frontMatterLineCount(lines);
  const out: MarkdownLine[] = new Array(lines.length);
  let fence: { char: string; length: number } | null = null;
  for (let i = 0; i < lines.length; i++) {
    const text = lines[i] as string;
    if (i < frontMatter) {
      out[i] = { text, kind: 'frontmatter' };
      continue;
    }
    if (fence) {
      const close = FENCE_CLOSE.exec(text);
      const marker = close?.[1];
      if (marker && marker[0] === fence.char && marker.length >= fence.length) fence = null;
      out[i] = { text, kind: 'code' };
      continue;
    }
    const open = FENCE_OPEN.exec(text);
    const marker = open?.[1];
    // A backtick fence's info string cannot contain a backtick (CommonMark 4.5): "```a```" is inline code.
    if (marker && !(marker[0] === '`' && (open[2] ?? '').includes('`'))) {
      fence = { char: marker[0] as string, length: marker.length };
      out[i] = { text, kind: 'code' };
      continue;
    }
    out[i] = { text, kind: 'text' };
  }
  return out;
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
