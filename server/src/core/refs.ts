/**
 * Extraction of `@ref`, `#tag` and `[[link]]` tokens for `_refs-index.json` (docs/FORMATS.md#refs-index).
 *
 * Decisions, each tested:
 * - `@ref` is a person or company slug, so it must be kebab-case as written (`@john-doe`);
 *   `@John`, `@john_doe` and `@john.doe` are not refs. Never inside an e-mail address, a URL, or a
 *   scoped package name (`@scope/pkg`).
 * - `#tag` is letters, digits, `_` and `-` with at least one letter, kept as written (NFC). Not a
 *   heading, not a URL or link fragment, not a hex colour (3, 4, 6 or 8 hex digits: `#fff`, and
 *   so also `#cafe`), not a number (`#123` is an issue reference), not inside a word (`C#`).
 * - `[[Target]]` and `[[Target|label]]` give `Target`, trimmed; no brackets or line breaks inside.
 * - Nothing counts inside fenced code, inline code spans, or leading YAML front matter.
 */
import { classifyLines, parseAtxHeading } from './markdown-blocks.js';

export interface Refs {
  refs: string[];
  tags: string[];
  links: string[];
}

const MAX_TOKEN_LENGTH = 64;
const MAX_LINK_LENGTH = 200;

const KEBAB_CASE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const HEX_COLOUR = /^(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const REF_CANDIDATE = /@([A-Za-z0-9_.-]+)/g;
const TAG_CANDIDATE = /#([\p{L}\p{M}\p{N}_-]+)/gu;
const WIKI_LINK = /\[\[([^[\]\n]+)\]\]/g;
/** Characters that, right before `@`, make it part of an address, URL or word rather than a ref. */
const REF_BLOCKED_BEFORE = /[\p{L}\p{M}\p{N}_@./\\+=&%~-]/u;
/** Characters that, right before `#`, make it a fragment, an entity or part of a word (`C#`). */
const TAG_BLOCKED_BEFORE = /[\p{L}\p{M}\p{N}_#&/\\.:=?@%~-]/u;
/** URLs, Markdown link destinations and HTML tags: `#` and `@` inside them are not tokens. */
const OPAQUE_SPANS = [
  // The lookbehind keeps this linear: without it a long word is rescanned from every letter.
  /(?<![a-zA-Z0-9+.-])[a-zA-Z][a-zA-Z0-9+.-]*:\/\/[^\s<>]*/g,
  /\]\([^()\s]*(?:\([^()\s]*\)[^()\s]*)*(?:\s+(?:"[^"\n]*"|'[^'\n]*'))?\)/g,
  /^ {0,3}\[[^\]\n]+\]:[ \t]*\S+/gm,
  /<\/?[a-zA-Z][^<>\n]*>/g,
];

export function extractRefs(markdown: string): Refs {
  const refs = new Set<string>();
  const tags = new Set<string>();
  const links = new Set<string>();
  for (const block of proseBlocks(markdown)) {
    let text = maskCodeSpans(block);
    text = text.replace(WIKI_LINK, (whole, inner: string) => {
      const target = (inner.split('|')[0] as string).trim().normalize('NFC');
      if (target !== '' && target.length <= MAX_LINK_LENGTH && !/[\p{Cc}\p{Cs}]/u.test(target)) links.add(target);
      return ' '.repeat(whole.length);
    });
    for (const pattern of OPAQUE_SPANS) text = text.replace(pattern, (span) => ' '.repeat(span.length));
    collectRefs(text, refs);
    collectTags(text, tags);
  }
  return { refs: sorted(refs), tags: sorted(tags), links: sorted(links) };
}

function sorted(values: Set<string>): string[] {
  return [...values].sort();
}

/**
 * Runs of prose lines that inline constructs can span: split at blank lines, headings, fenced
 * code and front matter, the boundaries a CommonMark paragraph cannot cross.
 */
function proseBlocks(markdown: string): string[] {
  const blocks: string[] = [];
  let current: string[] = [];
  const flush = (): void => {
    if (current.length > 0) blocks.push(current.join('\n'));
    current = [];
  };
  for (const line of classifyLines(markdown)) {
    if (line.kind !== 'text' || line.text.trim() === '') {
      flush();
    } else if (parseAtxHeading(line.text)) {
      flush();
      blocks.push(line.text);
    } else {
      current.push(line.text);
    }
  }
  flush();
  return blocks;
}

/**
 * Blanks out inline code spans (CommonMark 6.1): a run of N backticks opens a span that the next
 * run of exactly N backticks closes; an opener without a closer is literal text. Runs are matched
 * through per-length queues so that pathological input stays linear.
 */
export function maskCodeSpans(text: string): string {
  if (!text.includes('`')) return text;
  const runs: { start: number; length: number }[] = [];
  for (let i = 0; i < text.length;) {
    if (text[i] !== '`') {
      i++;
      continue;
    }
    let j = i;
    while (text[j] === '`') j++;
    // A backslash escapes the first backtick of a run; the rest of the run can still open a span.
    if (i > 0 && text[i - 1] === '\\') {
      if (j - i > 1) runs.push({ start: i + 1, length: j - i - 1 });
    } else {
      runs.push({ start: i, length: j - i });
    }
    i = j;
  }
  const runsByLength = new Map<number, number[]>();
  runs.forEach((run, index) => {
    const list = runsByLength.get(run.length);
    if (list) list.push(index);
    else runsByLength.set(run.length, [index]);
  });
  const cursor = new Map<number, number>();
  const pieces: string[] = [];
  let copiedUpTo = 0;
  for (let r = 0; r < runs.length;) {
    const open = runs[r] as (typeof runs)[number];
    const sameLength = runsByLength.get(open.length) as number[];
    let k = cursor.get(open.length) ?? 0;
    while (k < sameLength.length && (sameLength[k] as number) <= r) k++;
    cursor.set(open.length, k);
    if (k === sameLength.length) {
      r++;
      continue;
    }
    const closeIndex = sameLength[k] as number;
    const close = runs[closeIndex] as (typeof runs)[number];
    const end = close.start + close.length;
    pieces.push(text.slice(copiedUpTo, open.start), text.slice(open.start, end).replace(/[^\n]/g, ' '));
    copiedUpTo = end;
    r = closeIndex + 1;
  }
  pieces.push(text.slice(copiedUpTo));
  return pieces.join('');
}

function collectRefs(text: string, into: Set<string>): void {
  for (const m of text.matchAll(REF_CANDIDATE)) {
    const at = m.index;
    if (at > 0 && REF_BLOCKED_BEFORE.test(text[at - 1] as string)) continue;
    const run = m[1] as string;
    const after = text[at + 1 + run.length];
    // `@scope/package` and `@a@b` are package names and addresses, not mentions.
    if (after === '/' || after === '@') continue;
    const slug = run.replace(/[._-]+$/, '');
    if (slug.length <= MAX_TOKEN_LENGTH && KEBAB_CASE.test(slug)) into.add(slug);
  }
}

function collectTags(text: string, into: Set<string>): void {
  for (const m of text.matchAll(TAG_CANDIDATE)) {
    const at = m.index;
    if (at > 0 && TAG_BLOCKED_BEFORE.test(precedingCodePoint(text, at))) continue;
    const tag = (m[1] as string).replace(/[_-]+$/, '').normalize('NFC');
    if (tag === '' || tag.length > MAX_TOKEN_LENGTH) continue;
    if (!/^[\p{L}\p{N}]/u.test(tag) || !/\p{L}/u.test(tag) || HEX_COLOUR.test(tag)) continue;
    into.add(tag);
  }
}

/** The whole code point before `index`, so that a letter outside the BMP is seen as a letter. */
function precedingCodePoint(text: string, index: number): string {
  const low = text.charCodeAt(index - 1);
  if (low >= 0xdc00 && low <= 0xdfff && index >= 2) {
    const high = text.charCodeAt(index - 2);
    if (high >= 0xd800 && high <= 0xdbff) return text.slice(index - 2, index);
  }
  return text[index - 1] as string;
}
