/** Heading outline of a Markdown file, for `read_file` with `head_only: true`. */
import { classifyLines, parseAtxHeading } from './markdown-blocks.js';

export interface OutlineEntry {
  /** 1-indexed line number in the file, front matter included. */
  line: number;
  level: number;
  text: string;
}

/** ATX headings (`#` to `######`) outside fenced code and outside leading YAML front matter. */
export function outline(markdown: string): OutlineEntry[] {
  const entries: OutlineEntry[] = [];
  const lines = classifyLines(markdown);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as (typeof lines)[number];
    if (line.kind !== 'text') continue;
    const heading = parseAtxHeading(line.text);
    if (heading) entries.push({ line: i + 1, level: heading.level, text: heading.text });
  }
  return entries;
}
