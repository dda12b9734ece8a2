/** Heading outline of a Markdown file, for `read_file` with `head_only: true`. */
import { classifyLines, parseAtxHeading } from './markdown-blocks.js';

export interface OutlineEntry {
  /** 1-indexed line number in the file, front matter included. */
  line: number;
  level: number;
  text: string;
}

/** `===` (level 1) or `---` (level 2) under a paragraph: a setext heading (CommonMark 4.3). */
const SETEXT_UNDERLINE = /^ {0,3}(=+|-+)[ \t]*$/;
/** Lines that cannot be part of a paragraph, so a setext underline below them is no heading. */
const NOT_PARAGRAPH = /^(?: {4,}|\t| {0,3}(?:[-+*]|\d{1,9}[.)])(?:[ \t]|$)| {0,3}>| {0,3}(?:(?:\*[ \t]*){3,}|(?:_[ \t]*){3,})$| {0,3}<)/;

/**
 * ATX headings (`#` to `######`) and setext headings (a paragraph underlined with `===` or
 * `---`), outside fenced code and outside leading YAML front matter. A setext heading is listed
 * at the first line of its paragraph, its lines joined as its text.
 */
export function outline(markdown: string): OutlineEntry[] {
  const entries: OutlineEntry[] = [];
  const lines = classifyLines(markdown);
  const isParagraphLine = (i: number): boolean => {
    const l = lines[i];
    return l !== undefined && l.kind === 'text' && l.text.trim() !== '' && !NOT_PARAGRAPH.test(l.text) && !parseAtxHeading(l.text) && !SETEXT_UNDERLINE.test(l.text);
  };
  let paragraphStart = -1;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as (typeof lines)[number];
    if (line.kind !== 'text') {
      paragraphStart = -1;
      continue;
    }
    const heading = parseAtxHeading(line.text);
    if (heading) {
      entries.push({ line: i + 1, level: heading.level, text: heading.text });
      paragraphStart = -1;
      continue;
    }
    const underline = SETEXT_UNDERLINE.exec(line.text);
    if (underline && paragraphStart >= 0) {
      const text = lines.slice(paragraphStart, i).map((l) => l.text.trim()).join(' ');
      entries.push({ line: paragraphStart + 1, level: (underline[1] as string)[0] === '=' ? 1 : 2, text });
      paragraphStart = -1;
      continue;
    }
    if (isParagraphLine(i)) {
      if (paragraphStart < 0) paragraphStart = i;
    } else {
      paragraphStart = -1;
    }
  }
  return entries;
}
