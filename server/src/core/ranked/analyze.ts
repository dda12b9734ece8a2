/**
 * Turns one Markdown file into weighted term frequencies (a BM25F simplification: each field's
 * occurrences count `weight` times, and one length normalises the sum). A word in the title or the
 * file name says more about the file than the same word deep in a paragraph.
 *
 * Every word of every line gets into the index in some field (fence lines and front matter
 * included): `substringCandidates` relies on it.
 */
import { classifyLines } from '../markdown-blocks.js';
import { foldCase, forEachTerm } from './tokenize.js';

export const FIELD_WEIGHTS = Object.freeze({ title: 4, heading: 2, tag: 2, body: 1 });

export interface AnalyzedDocument {
  /** term -> weighted frequency (sum over fields of weight × occurrences) */
  readonly frequencies: Map<string, number>;
  /** sum of the weighted frequencies: the document length for BM25 normalisation */
  readonly length: number;
}

// @mention not preceded by a word character or a dot (e-mail addresses); #tag not a heading, URL
// fragment (#/…) or hex colour is good enough for ranking: a false tag only adds weight 2.
const MENTION = /(?:^|[^\p{L}\p{N}_.@])@([\p{L}\p{N}][\p{L}\p{N}_-]*)/gu;
const TAG = /(?:^|[\s(,;])#([\p{L}][\p{L}\p{N}_-]*)/gu;
const LINK = /\[\[([^\]\n]{1,200})\]\]/g;

export function analyzeDocument(path: string, text: string): AnalyzedDocument {
  const frequencies = new Map<string, number>();
  let length = 0;
  const add = (weight: number) => (term: string) => {
    frequencies.set(term, (frequencies.get(term) ?? 0) + weight);
    length += weight;
  };
  const addTitle = add(FIELD_WEIGHTS.title);
  const addHeading = add(FIELD_WEIGHTS.heading);
  const addTag = add(FIELD_WEIGHTS.tag);
  const addBody = add(FIELD_WEIGHTS.body);

  forEachTerm(foldCase(fileStem(path)), addTitle);

  // Classified on the text as written (folding never adds or removes a newline, so line i is
  // line i of the folded text): headings and fences are the ones every other reader sees.
  const kinds = classifyLines(text);
  const folded = foldCase(text);
  let titleSeen = false;
  let inTitle = false;
  let start = 0;
  for (let i = 0; start <= folded.length; i++) {
    let end = folded.indexOf('\n', start);
    if (end === -1) end = folded.length;
    const line = folded.slice(start, end);
    start = end + 1;
    const kind = kinds[i];
    if (kind?.heading || kind?.headingPart) {
      // The later lines of a setext heading weigh as its first line does.
      if (kind.heading) inTitle = !titleSeen && kind.heading.level === 1;
      if (inTitle) titleSeen = true;
      forEachTerm(line, inTitle ? addTitle : addHeading);
      continue;
    }
    forEachTerm(line, addBody);
    if (kind?.kind === 'text' && (line.includes('@') || line.includes('#') || line.includes('[['))) {
      for (const m of line.matchAll(MENTION)) forEachTerm(m[1] ?? '', addTag);
      for (const m of line.matchAll(TAG)) forEachTerm(m[1] ?? '', addTag);
      for (const m of line.matchAll(LINK)) forEachTerm(m[1] ?? '', addTag);
    }
  }
  return { frequencies, length };
}

/** `knowledge/api-design.md` -> `api design`: the file name is part of the title field. */
function fileStem(path: string): string {
  const base = path.slice(path.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return (dot > 0 ? base.slice(0, dot) : base).replace(/[-_]+/g, ' ');
}
