/**
 * SEARCH/REPLACE patches (docs/FORMATS.md#search-replace, `patch_file`):
 *
 *     <<<<<<< SEARCH
 *     exact old text
 *     =======
 *     new text
 *     >>>>>>> REPLACE
 *
 * Markers are whole lines of exactly seven `<`, `=` or `>` (trailing spaces tolerated). The text of
 * a section is its lines joined with their own line breaks, without the break before the next
 * marker; so a section cannot end in a line break unless it ends with an empty line. A `=======`
 * line inside REPLACE is text; inside SEARCH it would end the section, so a SEARCH text cannot
 * contain such a line.
 */
import { findClosestPassage, lineNumberAt, lineOfOffset, lineStartOffsets } from './closest-passage.js';
import { clipLine } from './display.js';
import { MemoryError } from './errors.js';

export interface SearchReplaceBlock {
  search: string;
  replace: string;
}

const SEARCH_MARKER = /^<{7} SEARCH[ \t]*$/;
const DIVIDER = /^={7}[ \t]*$/;
const REPLACE_MARKER = /^>{7} REPLACE[ \t]*$/;
const NEAR_SEARCH_MARKER = /^\s*<{2,}\s*SEARCH\b/i;
const NEAR_REPLACE_MARKER = /^\s*>{2,}\s*REPLACE\b/i;
const NEAR_DIVIDER = /^\s*={3,}\s*$/;

const FORMAT_EXAMPLE = [
  'Write each change as:',
  '<<<<<<< SEARCH',
  'exact old text',
  '=======',
  'new text',
  '>>>>>>> REPLACE',
  '(markers on their own lines, exactly seven characters; only blank lines between blocks).',
].join('\n');

const MAX_LISTED_LINES = 10;
const MAX_EXCERPT_LINES = 8;
/** Shorter REPLACE texts occur by chance too often to say "already applied". */
const MIN_RECOGNISABLE_REPLACE = 8;

interface PatchLine {
  /** Without the line break and without a `\r` before it. */
  text: string;
  start: number;
  /** Offset just after the line break (or the end of the patch). */
  end: number;
}

function patchLines(patch: string): PatchLine[] {
  const lines: PatchLine[] = [];
  let start = 0;
  while (start < patch.length) {
    const newline = patch.indexOf('\n', start);
    const end = newline === -1 ? patch.length : newline + 1;
    const raw = patch.slice(start, newline === -1 ? patch.length : newline);
    lines.push({ text: raw.endsWith('\r') ? raw.slice(0, -1) : raw, start, end });
    start = end;
  }
  return lines;
}

/** The section between two marker lines, without the line break that precedes the closing marker. */
function sectionText(patch: string, from: number, to: number): string {
  const text = patch.slice(from, to);
  if (text.endsWith('\r\n')) return text.slice(0, -2);
  if (text.endsWith('\n')) return text.slice(0, -1);
  return text;
}

function formatError(message: string): MemoryError {
  return new MemoryError('INVALID_FORMAT', message, FORMAT_EXAMPLE);
}

export function parseSearchReplace(patch: string): SearchReplaceBlock[] {
  const source = patch.startsWith('\uFEFF') ? patch.slice(1) : patch;
  const lines = patchLines(source);
  const blocks: SearchReplaceBlock[] = [];
  let state: 'outside' | 'search' | 'replace' = 'outside';
  let blockLine = 0;
  let sectionStart = 0;
  let search = '';

  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as PatchLine;
    const n = i + 1;
    if (state === 'outside') {
      if (SEARCH_MARKER.test(line.text)) {
        state = 'search';
        blockLine = n;
        sectionStart = line.end;
      } else if (line.text.trim() !== '') {
        throw formatError(describeStrayLine(line.text, n));
      }
    } else if (state === 'search') {
      if (DIVIDER.test(line.text)) {
        search = sectionText(source, sectionStart, line.start);
        if (search === '') {
          throw formatError(`The SEARCH section of the block on line ${blockLine} is empty; it must hold the exact text to replace.`);
        }
        state = 'replace';
        sectionStart = line.end;
      } else if (SEARCH_MARKER.test(line.text) || REPLACE_MARKER.test(line.text)) {
        throw formatError(`The block that starts on line ${blockLine} has no "=======" line before line ${n}.`);
      }
    } else if (REPLACE_MARKER.test(line.text)) {
      blocks.push({ search, replace: sectionText(source, sectionStart, line.start) });
      state = 'outside';
    } else if (SEARCH_MARKER.test(line.text)) {
      throw formatError(`The block that starts on line ${blockLine} has no ">>>>>>> REPLACE" line before the next "<<<<<<< SEARCH" on line ${n}.`);
    }
  }
  if (state === 'search') throw formatError(`The block that starts on line ${blockLine} has no "=======" line.`);
  if (state === 'replace') throw formatError(`The block that starts on line ${blockLine} has no ">>>>>>> REPLACE" line.`);
  if (blocks.length === 0) throw formatError('The patch contains no SEARCH/REPLACE block.');
  return blocks;
}

function describeStrayLine(text: string, n: number): string {
  if (NEAR_SEARCH_MARKER.test(text)) return `Line ${n} must read exactly "<<<<<<< SEARCH" (seven "<", at the start of the line).`;
  if (NEAR_REPLACE_MARKER.test(text) || NEAR_DIVIDER.test(text)) {
    return `Line ${n} is a divider or REPLACE marker outside a block; every block starts with a "<<<<<<< SEARCH" line.`;
  }
  return `Line ${n} is outside any SEARCH/REPLACE block; only blank lines may come before, between or after blocks.`;
}

/**
 * The patch text for `blocks`; `parseSearchReplace` reads it back unchanged. Throws INVALID_INPUT
 * for a block the format cannot express (empty SEARCH, marker lines in the text, a text ending in
 * a lone `\r`).
 */
export function renderSearchReplace(blocks: readonly SearchReplaceBlock[]): string {
  return blocks
    .map((block, i) => {
      const name = `Block ${i + 1}`;
      if (block.search === '') throw new MemoryError('INVALID_INPUT', `${name} has an empty SEARCH text.`);
      for (const [section, text, forbidden] of [
        ['SEARCH', block.search, [SEARCH_MARKER, DIVIDER, REPLACE_MARKER]],
        ['REPLACE', block.replace, [SEARCH_MARKER, REPLACE_MARKER]],
      ] as const) {
        if (text.endsWith('\r')) throw new MemoryError('INVALID_INPUT', `${name}'s ${section} text ends in a lone carriage return.`);
        for (const line of text.split('\n')) {
          const bare = line.endsWith('\r') ? line.slice(0, -1) : line;
          if (forbidden.some((marker) => marker.test(bare))) {
            throw new MemoryError('INVALID_INPUT', `${name}'s ${section} text contains a marker line ${JSON.stringify(bare)}.`);
          }
        }
      }
      const replace = block.replace === '' ? '' : `${block.replace}\n`;
      return `<<<<<<< SEARCH\n${block.search}\n=======\n${replace}>>>>>>> REPLACE\n`;
    })
    .join('');
}

type LineEndingStyle = 'lf' | 'crlf' | 'none-or-mixed';

function lineEndingStyle(content: string): LineEndingStyle {
  let crlf = 0;
  let lf = 0;
  for (let i = content.indexOf('\n'); i !== -1; i = content.indexOf('\n', i + 1)) {
    if (i > 0 && content.charCodeAt(i - 1) === 0x0d) crlf++;
    else lf++;
    if (crlf > 0 && lf > 0) return 'none-or-mixed';
  }
  if (crlf > 0) return 'crlf';
  if (lf > 0) return 'lf';
  return 'none-or-mixed';
}

/**
 * A block's texts in the file's line-ending style, so that an LF patch applies to a CRLF file and
 * the other way round, without ever writing a mix. Files that already mix styles (or have a
 * single line) are matched as written.
 */
function inFileStyle(block: SearchReplaceBlock, style: LineEndingStyle): SearchReplaceBlock {
  if (style === 'crlf') {
    const toCrlf = (s: string) => s.replace(/\r?\n/g, '\r\n');
    return { search: toCrlf(block.search), replace: toCrlf(block.replace) };
  }
  if (style === 'lf') {
    const toLf = (s: string) => s.replace(/\r\n/g, '\n');
    return { search: toLf(block.search), replace: toLf(block.replace) };
  }
  return block;
}

/** Every offset where `search` occurs, overlapping occurrences included. */
function occurrences(content: string, search: string, limit: number): number[] {
  const found: number[] = [];
  for (let at = content.indexOf(search); at !== -1 && found.length < limit; at = content.indexOf(search, at + 1)) {
    found.push(at);
  }
  return found;
}

/**
 * Applies all blocks in order, each to the result of the previous ones, or none: on any failure it
 * throws (NO_MATCH, AMBIGUOUS_MATCH, INVALID_FORMAT) and returns nothing. `applied[i].line` is the
 * 1-indexed line where block i's match started, counted in the text block i was applied to.
 * Splices with indexOf and slices; `String.prototype.replace` would expand `$&`, `` $` `` and `$'`
 * in the new text.
 */
export function applySearchReplace(content: string, blocks: readonly SearchReplaceBlock[]): { content: string; applied: { line: number }[] } {
  if (blocks.length === 0) throw formatError('The patch contains no SEARCH/REPLACE block.');
  const original = content;
  const applied: { line: number }[] = [];
  let current = content;
  blocks.forEach((given, i) => {
    const label = blocks.length > 1 ? `SEARCH block ${i + 1} of ${blocks.length}` : 'SEARCH block 1';
    if (given.search === '') {
      throw formatError(`${label} is empty; it must hold the exact text to replace.`);
    }
    const block = inFileStyle(given, lineEndingStyle(current));
    // Counting stops at 1 + MAX_LISTED_LINES: enough to report, bounded for tiny SEARCH texts.
    const found = occurrences(current, block.search, MAX_LISTED_LINES + 1);
    if (found.length === 0) throw noMatchError(label, i, block, current, original);
    if (found.length > 1) throw ambiguousError(label, i, block.search, current, found);
    const at = found[0] as number;
    applied.push({ line: lineNumberAt(current, at) });
    current = current.slice(0, at) + block.replace + current.slice(at + block.search.length);
  });
  return { content: current, applied };
}

function afterEarlierBlocks(index: number): string {
  if (index === 0) return '';
  return index === 1 ? ' (line numbers count after block 1 is applied)' : ` (line numbers count after blocks 1-${index} are applied)`;
}

function ambiguousError(label: string, index: number, _search: string, content: string, found: number[]): MemoryError {
  const lineStarts = lineStartOffsets(content);
  const lines = found.slice(0, MAX_LISTED_LINES).map((at) => lineOfOffset(lineStarts, at) + 1);
  const total = found.length > MAX_LISTED_LINES ? `more than ${MAX_LISTED_LINES}` : String(found.length);
  const where = found.length > MAX_LISTED_LINES ? `lines ${lines.join(', ')}, …` : `lines ${lines.join(', ')}`;
  return new MemoryError(
    'AMBIGUOUS_MATCH',
    `${label} matches ${total} places in the file (${where})${afterEarlierBlocks(index)}, but it must match exactly one.`,
    'Add neighbouring lines to the SEARCH text so that it matches only the place you mean. No block was applied.',
  );
}

function noMatchError(label: string, index: number, block: SearchReplaceBlock, content: string, original: string): MemoryError {
  const notes: string[] = [];
  if (index > 0 && original.includes(block.search)) {
    notes.push('An earlier block of this patch changed this text: search for it as it reads after that block, or merge the two blocks.');
  } else if (block.replace.trim().length >= MIN_RECOGNISABLE_REPLACE) {
    const replaced = content.indexOf(block.replace);
    if (replaced !== -1) {
      const line = lineNumberAt(content, replaced);
      notes.push(`The file already contains the REPLACE text at line ${line}: this change may have been applied already.`);
    }
  }
  const passage = findClosestPassage(content, block.search);
  let message = `${label} does not occur in the file${afterEarlierBlocks(index)}.`;
  if (passage) {
    message = `${label} does not occur in the file${afterEarlierBlocks(index)}; the closest passage starts at line ${passage.line}.`;
    const squashed = squash(block.search);
    if (squashed !== '' && squash(passage.text).includes(squashed)) {
      notes.push('It differs from the SEARCH text only in whitespace (indentation, spaces or line breaks).');
    }
    notes.unshift(`Closest passage (${Math.round(passage.similarity * 100)}% similar):\n${excerpt(passage.text, passage.line)}`);
  } else {
    notes.push('No similar passage was found.');
  }
  notes.push('Copy the SEARCH text exactly from the file (read_file shows it). No block was applied.');
  return new MemoryError('NO_MATCH', message, notes.join('\n'));
}

function squash(text: string): string {
  return text.replace(/\s+/g, '');
}

function excerpt(text: string, firstLine: number): string {
  const lines = text.split('\n').map((line) => line.replace(/\r$/, ''));
  const shown = lines.slice(0, MAX_EXCERPT_LINES);
  const width = String(firstLine + shown.length - 1).length;
  const body = shown.map((line, k) => `${String(firstLine + k).padStart(width)} | ${clipLine(line)}`);
  if (lines.length > shown.length) body.push(`${' '.repeat(width)} | … ${lines.length - shown.length} more lines`);
  return body.join('\n');
}
