/**
 * What every search mode returns, apart from the modes themselves: search.ts (substring, regex)
 * and search-ranked.ts (ranked) both produce these, and search.ts calls search-ranked.ts, so the
 * shapes live here rather than in either (no import cycle between the two).
 */
export interface SearchHit {
  /** Relative to the project folder, or to the root when searching every project. */
  path: string;
  line: number;
  text: string;
  /** ranked mode: the BM25 score of the file */
  score?: number;
}

/** Whether a scope-relative path is searched (`path` argument: a folder prefix or a glob). */
export type PathFilter = (scopeRelative: string) => boolean;
