/**
 * Ranked search (BM25 over per-scope indexes): each scope in the query ranks its files, the
 * rankings merge by score, and only the files finally returned are read, for their best line.
 * Scores of different projects are compared as they are: each project's word statistics weigh
 * its own files, which is what a reader of that project would expect.
 */
import { compareStrings, indexedFiles, locateBestLine, queryTerms, rankDocuments } from '../core/ranked/index.js';
import { readFileBytes, scopeFileAbs } from '../storage/scope-files.js';
import type { RankedIndexes } from './ranked-indexes.js';
import type { Scope } from './scope.js';
import type { PathFilter, SearchHit } from './search.js';

export interface RankedOutcome {
  hits: SearchHit[];
  truncated: boolean;
  files_searched: number;
  note?: string;
}

interface Candidate {
  scopeOrder: number;
  scope: Scope;
  path: string;
  score: number;
}

export const NO_RANKED_TERMS_NOTE =
  'Ranked search found no word to rank by (it ignores stop words such as "the" and one-letter words): use mode "substring" for this query.';

export function rankedSearch(
  rootDir: string,
  indexes: RankedIndexes,
  scopes: readonly Scope[],
  all: boolean,
  query: string,
  limit: number,
  filter: PathFilter | null,
): RankedOutcome {
  if (queryTerms(query).length === 0) return { hits: [], truncated: false, files_searched: 0, note: NO_RANKED_TERMS_NOTE };
  const candidates: Candidate[] = [];
  let filesSearched = 0;
  let matched = 0;
  scopes.forEach((scope, scopeOrder) => {
    const index = indexes.acquire(scope);
    filesSearched += filter ? indexedFiles(index).filter((f) => filter(f.path)).length : index.docCount;
    const ranked = rankDocuments(index, query, Number.POSITIVE_INFINITY).filter((d) => !filter || filter(d.path));
    matched += ranked.length;
    // The best `limit` overall are among the best `limit` of each scope (plus a few spares for
    // files that turn out to be gone when their line is read).
    for (const d of ranked.slice(0, limit + 4)) candidates.push({ scopeOrder, scope, path: d.path, score: d.score });
  });
  candidates.sort((a, b) => b.score - a.score || a.scopeOrder - b.scopeOrder || compareStrings(a.path, b.path));
  const hits: SearchHit[] = [];
  for (const c of candidates) {
    if (hits.length >= limit) break;
    const read = readFileBytes(rootDir, scopeFileAbs(rootDir, c.scope.dir, c.path));
    if (!read) continue; // removed since the last refresh: the next walk drops it
    const { line, snippet } = locateBestLine(read.bytes.toString('utf8'), query);
    hits.push({ path: all ? `${c.scope.dir}/${c.path}` : c.path, line, text: snippet, score: Math.round(c.score * 1000) / 1000 });
  }
  return { hits, truncated: matched > hits.length && hits.length >= limit, files_searched: filesSearched };
}
