/**
 * The ranked index as a prefilter for substring search: which files can contain `needle` at all.
 *
 * A whole word of the needle (letters and digits with a separator on both sides inside the needle)
 * is a whole word wherever the needle occurs, so a file that contains the needle has that word's
 * term in the index. The files to read are then the intersection of a few posting lists (tens of
 * files) instead of every file of the project: the difference between ~120 ms and a few ms for a
 * 10,000-file root. Words at the needle's ends may be parts of longer words and are not used.
 */
import { postingDoc, postingsOfTerm } from './postings.js';
import { compareStrings, type RankedIndex } from './ranked-index.js';
import { foldCase, forEachTerm } from './tokenize.js';

/** Maximal runs of what the tokenizer may put in a word; anything else separates words. */
const WORD_RUN = /[\p{L}\p{M}\p{N}]+/gu;
const ASCII_WORD = /^[a-z0-9]+$/;

export interface CandidateOptions {
  /**
   * False (the default) for a search that ignores case the way a `/iu` regular expression does
   * (Unicode simple case folding). The index folds with `toLowerCase` + NFKC, which agrees with
   * that folding on ASCII words (the only non-ASCII letters folding to ASCII, the Kelvin sign and
   * the long s, fold the same way in both) but not on every other script (final and medial sigma
   * lowercase differently but fold alike): so only ASCII words narrow such a search.
   */
  caseSensitive?: boolean;
}

/**
 * Paths of the indexed files that may contain `needle` (case-insensitively, hence also
 * case-sensitively), sorted; or undefined when the needle has no whole word that the index keeps
 * (too short, stop words only): then every file must be read.
 *
 * Exact only for the text that was indexed: files changed since (see `staleEntries`) and files
 * outside the index must be read as well. Case-sensitive needles narrow at least as well (the
 * bytes of the file equal the needle's, so they fold alike).
 */
export function substringCandidates(index: RankedIndex, needle: string, options: CandidateOptions = {}): string[] | undefined {
  const folded = foldCase(needle);
  const asciiOnly = options.caseSensitive !== true;
  const terms = new Set<string>();
  for (const m of folded.matchAll(WORD_RUN)) {
    const start = m.index;
    const end = start + m[0].length;
    if (start === 0 || end === folded.length) continue;
    if (asciiOnly && !ASCII_WORD.test(m[0])) continue;
    forEachTerm(m[0], (t) => terms.add(t));
  }
  if (terms.size === 0) return undefined;
  const lists = [...terms].map((t) => postingsOfTerm(index.postings, t)).sort((a, b) => a.length - b.length);
  const [smallest, ...rest] = lists;
  if (!smallest || smallest.length === 0) return [];
  let candidates = new Set<number>();
  for (let i = 0; i < smallest.length; i++) candidates.add(postingDoc(smallest[i] as number));
  for (const list of rest) {
    const next = new Set<number>();
    for (let i = 0; i < list.length; i++) {
      const doc = postingDoc(list[i] as number);
      if (candidates.has(doc)) next.add(doc);
    }
    candidates = next;
    if (candidates.size === 0) break;
  }
  const paths: string[] = [];
  for (const id of candidates) {
    const doc = index.docs[id];
    if (doc) paths.push(doc.path);
  }
  return paths.sort(compareStrings);
}
