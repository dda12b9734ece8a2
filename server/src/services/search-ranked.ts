/**
 * Ranked search (BM25 over per-scope indexes): each scope in the query ranks its files, the
 * rankings merge by score, and only the files finally returned are read, for their best line.
 * Scores of different projects are compared as they are: each project's word statistics weigh
 * its own files, which is what a reader of that project would expect.
 */
import { compareStrings, indexedFiles, locateBestLine, matchingLine, queryTerms, rankDocuments } from '../core/ranked/index.js';
import { parseDecisions } from '../core/decisions.js';
import { readFileBytes, scopeFileAbs } from '../storage/scope-files.js';
import type { RankedIndexes } from './ranked-indexes.js';
import type { Scope } from './scope.js';
import type { PathFilter, SearchHit } from './search-hit.js';

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

/**
 * The files of decision entries: the log, and the monthly archives /dream moves superseded and
 * retired entries to, verbatim (docs/FORMATS.md#decisions), whose hits need their status most.
 */
const DECISION_LOG = /^(?:decisions\.md|archive\/decisions-\d{6}\.md)$/;

/** Live decisions first: a reader searching "hash" wants the rule in force, not the one it replaced. */
const STATUS_ORDER: Record<string, number> = { Active: 0, 'Under Review': 1, Draft: 2, Retired: 3, Superseded: 4 };

/**
 * decisions.md is one file of many decisions: its hits are one per matching entry (the entry's best
 * line), Active before Superseded, then by how many query words matched, newest first.
 */
function decisionHits(text: string, query: string): { line: number; snippet: string }[] {
  const found: { line: number; snippet: string; distinct: number; order: number; num: number }[] = [];
  for (const e of parseDecisions(text).entries) {
    const m = matchingLine(e.raw, query);
    if (m)
      found.push({
        line: e.startLine + m.line - 1,
        snippet: m.snippet + notInForce(e),
        distinct: m.distinct,
        order: STATUS_ORDER[e.status ?? ''] ?? 2,
        num: e.num,
      });
  }
  return found.sort((a, b) => a.order - b.order || b.distinct - a.distinct || b.num - a.num);
}

/**
 * A hit in a decision that is no longer in force says so on its own line: the status sits on
 * another line of the entry, and a reader of five hits (`npm run eval` measured it) took a
 * superseded heading for the rule in force.
 */
function notInForce(e: { id: string; status: string | undefined; supersededBy?: string }): string {
  if (e.status === undefined || e.status === 'Active') return '';
  return `  [${e.id}: ${e.status}${e.status === 'Superseded' && e.supersededBy ? ` by ${e.supersededBy}` : ''}]`;
}

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
    const text = read.bytes.toString('utf8');
    const shown = all ? `${c.scope.dir}/${c.path}` : c.path;
    const score = Math.round(c.score * 1000) / 1000;
    const entries = DECISION_LOG.test(c.path) ? decisionHits(text, query) : [];
    if (entries.length) {
      for (const e of entries.slice(0, limit - hits.length)) hits.push({ path: shown, line: e.line, text: e.snippet, score });
      continue;
    }
    const { line, snippet } = locateBestLine(text, query);
    hits.push({ path: shown, line, text: snippet, score });
  }
  return { hits, truncated: matched > hits.length && hits.length >= limit, files_searched: filesSearched };
}
