/**
 * Line helpers shared by the Markdown formats. Files are edited by splicing whole lines that keep
 * their own terminators, so a change to one line never rewrites the bytes of another (humans edit
 * these files, sometimes with CRLF editors).
 */

/** Splits text into lines that keep their terminator (`\n` or `\r\n`); the last may have none. */
export function splitLinesKeepEnds(text: string): string[] {
  const lines: string[] = [];
  let start = 0;
  for (;;) {
    const nl = text.indexOf('\n', start);
    if (nl === -1) break;
    lines.push(text.slice(start, nl + 1));
    start = nl + 1;
  }
  if (start < text.length) lines.push(text.slice(start));
  return lines;
}

/** A line without its terminator. */
export function lineContent(line: string): string {
  if (line.endsWith('\r\n')) return line.slice(0, -2);
  if (line.endsWith('\n')) return line.slice(0, -1);
  return line;
}

/** The terminator of a line ('' for a last line without one). */
export function lineEnding(line: string): string {
  if (line.endsWith('\r\n')) return '\r\n';
  if (line.endsWith('\n')) return '\n';
  return '';
}

/** Lines without terminators; a trailing newline does not make an extra empty line. */
export function contentLines(text: string): string[] {
  return splitLinesKeepEnds(text).map(lineContent);
}

/** How many lines a file has, the way an editor counts them. */
export function lineCount(text: string): number {
  return splitLinesKeepEnds(text).length;
}

/** The newline a file mostly uses, so that appended text matches it. */
export function preferredEol(text: string): string {
  let lf = 0;
  let crlf = 0;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) {
    if (i > 0 && text.charCodeAt(i - 1) === 13) crlf++;
    else lf++;
  }
  return crlf > lf ? '\r\n' : '\n';
}

export function isBlank(line: string): boolean {
  return line.trim() === '';
}

// The fence rule belongs to the Markdown line grammar; these two are here for the callers that
// read lines one by one with the helpers above.
export { fenceTracker, unclosedFence } from './markdown-blocks.js';

/**
 * Text with its trailing blank lines and final newline removed, so that a caller can append with a
 * known separator. Trailing spaces of the last content line are kept (they are that line's bytes).
 */
export function withoutTrailingBlankLines(text: string): string {
  let end = text.length;
  for (;;) {
    let i = end;
    while (i > 0 && (text[i - 1] === ' ' || text[i - 1] === '\t' || text[i - 1] === '\r')) i--;
    if (i === 0) return '';
    if (text[i - 1] !== '\n') break;
    end = i - 1;
    if (end > 0 && text[end - 1] === '\r') end--;
  }
  return text.slice(0, end);
}

/** Appends a block after existing text with exactly one blank line between them and one final newline. */
export function appendBlock(existing: string, block: string): string {
  return appendBlocks(existing, [block]);
}

/**
 * Appends blocks in order, each separated by exactly one blank line, ending with one newline; the
 * appended text follows the existing file's line ends. One call for many blocks keeps it linear.
 * The existing text is kept byte for byte except its trailing blank lines.
 */
export function appendBlocks(existing: string, blocks: readonly string[]): string {
  if (blocks.length === 0) return existing;
  const eol = existing === '' ? preferredEol(blocks[0]!) : preferredEol(existing);
  const parts: string[] = [];
  const head = withoutTrailingBlankLines(existing);
  if (head !== '') parts.push(head);
  for (const block of blocks) {
    // Blocks take the file's line ends, so that a CRLF session rolled into an LF archive does not mix them.
    const tail = withoutTrailingBlankLines(block).replace(/\r?\n/g, eol);
    if (tail !== '') parts.push(tail);
  }
  return parts.join(eol + eol) + eol;
}
