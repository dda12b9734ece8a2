/**
 * Terms for ranked search: lowercase runs of Unicode letters and digits, English stop words
 * dropped, then a light plural stemmer (Harman's S-stemmer) so that "decisions" finds "decision"
 * without the surprises of a full Porter stemmer ("policy" and "police" stay apart).
 * Documents and queries go through the same function, so a term always matches itself.
 */

const WORD = /[\p{L}\p{N}][\p{L}\p{M}\p{N}]*/gu;
const ASCII_ONLY = /^[\x00-\x7f]*$/;

/** Longer tokens are hashes, base64 or minified code: noise that would bloat the vocabulary. */
export const MAX_TERM_LENGTH = 40;

export const STOP_WORDS: ReadonlySet<string> = new Set(
  `a about above after again against all am an and any are as at be because been before being below
  between both but by can could did do does doing down during each few for from further had has have
  having he her here hers herself him himself his how i if in into is it its itself just me more most
  my myself no nor not now of off on once only or other our ours ourselves out over own same she
  should so some such than that the their theirs them themselves then there these they this those
  through to too under until up very was we were what when where which while who whom why will with
  would you your yours yourself yourselves`
    .split(/\s+/)
    .filter(Boolean),
);

/** Harman's S-stemmer: only plural endings, never more than three letters. */
export function stem(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith('ies') && !word.endsWith('eies') && !word.endsWith('aies')) return `${word.slice(0, -3)}y`;
  if (word.endsWith('es') && !word.endsWith('aes') && !word.endsWith('ees') && !word.endsWith('oes')) {
    return word.slice(0, -1);
  }
  if (word.endsWith('s') && !word.endsWith('us') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/**
 * Lowercased (and NFKC-normalised when not plain ASCII) text, ready for `forEachTerm`. Lowercased
 * again after NFKC, which maps some letters without a lowercase form to capitals (ℌ -> H): a word
 * of the result is then the same term whether its line goes through the ASCII or the Unicode
 * tokenizer (the ASCII one only takes a-z and 0-9).
 */
export function foldCase(text: string): string {
  const lower = text.toLowerCase();
  return ASCII_ONLY.test(lower) ? lower : lower.normalize('NFKC').toLowerCase();
}

/**
 * Calls `visit` with every index term of `folded` (text already through `foldCase`), in order.
 * A callback instead of an array: indexing 5 MB of Markdown allocates no token arrays.
 */
export function forEachTerm(folded: string, visit: (term: string) => void): void {
  if (!ASCII_ONLY.test(folded)) {
    forEachTermUnicode(folded, visit);
    return;
  }
  // ASCII fast path: a char-code scan is about twice as fast as the Unicode regex.
  const n = folded.length;
  let start = -1;
  for (let i = 0; i <= n; i++) {
    const c = i < n ? folded.charCodeAt(i) : 0;
    const isWordChar = (c >= 97 && c <= 122) || (c >= 48 && c <= 57);
    if (isWordChar) {
      if (start === -1) start = i;
    } else if (start !== -1) {
      const term = termOf(folded.slice(start, i));
      if (term !== undefined) visit(term);
      start = -1;
    }
  }
}

function forEachTermUnicode(folded: string, visit: (term: string) => void): void {
  for (const m of folded.matchAll(WORD)) {
    const term = termOf(m[0]);
    if (term !== undefined) visit(term);
  }
}

// token -> term (undefined: not indexed). Words repeat a lot (Zipf), so caching the stop-word test
// and the stemmer pays; the cache is dropped when it grows past a bound.
const termCache = new Map<string, string | undefined>();
const TERM_CACHE_LIMIT = 200_000;

function termOf(token: string): string | undefined {
  const cached = termCache.get(token);
  if (cached !== undefined || termCache.has(token)) return cached;
  const key = detach(token);
  const term = key.length < 2 || key.length > MAX_TERM_LENGTH || STOP_WORDS.has(key) ? undefined : detach(stem(key));
  if (termCache.size >= TERM_CACHE_LIMIT) termCache.clear();
  termCache.set(key, term);
  return term;
}

/**
 * A copy of `s` that does not point into the string it was sliced from. V8 represents a slice of
 * 13+ characters as a view on its parent, so a term kept in the index (or in the cache) would
 * otherwise keep the whole text of the document it first appeared in alive.
 */
function detach(s: string): string {
  return s.length < 13 ? s : (JSON.parse(JSON.stringify(s)) as string);
}

/** The index terms of `text`, in order, duplicates kept. */
export function tokenize(text: string): string[] {
  const terms: string[] = [];
  forEachTerm(foldCase(text), (t) => terms.push(t));
  return terms;
}

/** The distinct index terms of a query, in first-seen order. */
export function queryTerms(query: string): string[] {
  return [...new Set(tokenize(query))];
}
