/** Heading outline of a Markdown file, for `read_file` with `head_only: true`. */
import { classifyLines } from './markdown-blocks.js';

export interface OutlineEntry {
  /** 1-indexed line number in the file, front matter included. */
  line: number;
  level: number;
  text: string;
}

/**
 * ATX headings (`#` to `######`) and setext headings (a paragraph underlined with `===` or
 * `---`), outside fenced code and outside leading YAML front matter, as the Markdown line grammar
 * reads them. A setext heading is listed at the first line of its paragraph, its lines joined as its text.
 */
export function outline(markdown: string): OutlineEntry[] {
  const entries: OutlineEntry[] = [];
  classifyLines(markdown).forEach((line, i) => {
    if (line.heading) entries.push({ line: i + 1, level: line.heading.level, text: line.heading.text });
  });
  return entries;
}
