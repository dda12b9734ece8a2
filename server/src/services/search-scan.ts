/**
 * Substring, regex and ranked search over memory files (the use case is `searchMemory` of
 * search.ts; this module takes the projects index as a parameter, so that a server's first search
 * can run without loading the code that rebuilds it, see mcp/search-services.ts), `path:line: text` hits with 1-indexed lines.
 * Substring search scans raw bytes with Buffer.indexOf and decodes only the lines that hit: in
 * this process that is ~25x faster than splitting every file into lines. When a scope's ranked
 * index is in memory, substring search reads only the files that can hold the needle (see
 * `substringCandidates`), which keeps it exact and turns 10,000 reads into a few dozen; when it
 * is not, the scope's trigram cache does the same (substring-cache.ts) without loading the index.
 */
import vm from 'node:vm';
import picomatch from 'picomatch';
import { MemoryError } from '../core/errors.js';
import { parseMemoryPath } from '../core/path-rules.js';
import { indexedFiles, substringCandidates, type RankedIndex } from '../core/ranked/index.js';
import { compareWalkOrder, readFileBytes, scopeFileAbs, UNSEARCHED_FILE_NAMES } from '../storage/scope-files.js';
import { rankedIndexes } from './ranked-indexes.js';
import { resolveScope, type Scope } from './scope.js';
import { rankedSearch } from './search-ranked.js';
import { withPeopleStatus } from './search-people.js';
import type { PathFilter, SearchHit } from './search-hit.js';
import { substringCachesOf } from './substring-cache.js';
import { walkFiles } from './walk.js';
import type { ProjectsIndex } from '../core/project-meta.js';
import type { Workspace } from './workspace.js';

export type { PathFilter, SearchHit };

export type SearchMode = 'substring' | 'regex' | 'ranked';

export interface SearchArgs {
  query: string;
  mode?: SearchMode;
  case_sensitive?: boolean;
  path?: string;
  project?: string | null;
  limit?: number;
}

export interface SearchOptions {
  /** Narrow substring search with the ranked indexes in memory or the trigram caches (default true; false = plain scan). */
  useIndex?: boolean;
}

export interface SearchResult {
  scope: string;
  mode: SearchMode;
  hits: SearchHit[];
  truncated: boolean;
  files_searched: number;
  /** why there are no hits, when the reason is not "no file matched" */
  note?: string;
  /** problems with the derived indexes met on the way (the hits are right): for the adapter to show */
  warnings?: string[];
}

const MAX_LIMIT = 1000;
const DEFAULT_LIMIT = 50;
/** Ranked hits are whole files, best first: ten is a page; reading each hit's best line costs. */
const DEFAULT_RANKED_LIMIT = 10;
const SHOWN_LINE_CHARS = 240;

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function clip(line: string, at: number): string {
  const text = line.replace(/\r$/, '');
  if (text.length <= SHOWN_LINE_CHARS) return text;
  const start = Math.max(0, Math.min(at - 80, text.length - SHOWN_LINE_CHARS));
  return `${start > 0 ? '…' : ''}${text.slice(start, start + SHOWN_LINE_CHARS)}${start + SHOWN_LINE_CHARS < text.length ? '…' : ''}`;
}

type Matcher = (buf: Buffer, emit: (line: number, text: string) => boolean) => void;

function bytesMatcher(needle: Buffer): Matcher {
  return (buf, emit) => {
    let line = 1;
    let scanned = 0;
    let idx = buf.indexOf(needle);
    while (idx !== -1) {
      for (let i = scanned; i < idx; i++) if (buf[i] === 10) line++;
      const start = buf.lastIndexOf(10, idx) + 1;
      let end = buf.indexOf(10, idx);
      if (end === -1) end = buf.length;
      const at = buf.toString('utf8', start, idx).length;
      if (!emit(line, clip(buf.toString('utf8', start, end), at))) return;
      scanned = end;
      idx = buf.indexOf(needle, end + 1);
    }
  };
}

function regexMatcher(re: RegExp): Matcher {
  return (buf, emit) => {
    const lines = buf.toString('utf8').split('\n');
    for (let i = 0; i < lines.length; i++) {
      const l = lines[i] as string;
      re.lastIndex = 0;
      const m = re.exec(l);
      if (m && !emit(i + 1, clip(l, m.index))) return;
    }
  };
}

function assertQuery(query: unknown): asserts query is string {
  if (typeof query !== 'string' || query.length === 0) throw new MemoryError('INVALID_INPUT', 'query must be non-empty text.');
  if (!query.isWellFormed() || query.includes('\n') || query.length > 1000) {
    throw new MemoryError('INVALID_INPUT', 'query must be one line of valid text, at most 1,000 characters.');
  }
}

function buildMatcher(args: SearchArgs): Matcher {
  const query = args.query;
  const caseSensitive = args.case_sensitive ?? false;
  if ((args.mode ?? 'substring') === 'substring') {
    if (caseSensitive) return bytesMatcher(Buffer.from(query, 'utf8'));
    return regexMatcher(new RegExp(escapeRegExp(query), 'iu'));
  }
  let re: RegExp;
  try {
    re = new RegExp(query, caseSensitive ? 'u' : 'iu');
  } catch (e) {
    throw new MemoryError('INVALID_INPUT', `query is not a valid regular expression: ${(e as Error).message}.`, 'Use mode "substring" for plain text.');
  }
  return guardedRegexMatcher(re);
}

/** The whole regex search may take this long; a pattern that backtracks catastrophically stops here. */
export const REGEX_SEARCH_BUDGET_MS = 5_000;

/**
 * A user's regular expression runs inside a vm context with a timeout: V8 interrupts a regex that
 * backtracks catastrophically (`(a+)+$`) there, where a plain `exec` would block the server for
 * good. The whole search shares one time budget.
 */
function guardedRegexMatcher(re: RegExp): Matcher {
  const context = vm.createContext({ re, lines: [] as string[] });
  const scan = new vm.Script(
    '(() => { const hits = []; for (let i = 0; i < lines.length; i++) { re.lastIndex = 0; const m = re.exec(lines[i]); if (m) hits.push(i, m.index); } return hits; })()',
  );
  const deadline = Date.now() + REGEX_SEARCH_BUDGET_MS;
  return (buf, emit) => {
    const lines = buf.toString('utf8').split('\n');
    context.lines = lines;
    let hits: number[];
    try {
      hits = scan.runInContext(context, { timeout: Math.max(1, deadline - Date.now()) }) as number[];
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') {
        throw new MemoryError(
          'INVALID_INPUT',
          `The regular expression ran longer than ${REGEX_SEARCH_BUDGET_MS / 1000} seconds (it backtracks too much), so the search was stopped.`,
          'Simplify the pattern (avoid nested quantifiers such as (a+)+) or use mode "substring".',
        );
      }
      throw e;
    }
    for (let k = 0; k < hits.length; k += 2) {
      const i = hits[k] as number;
      if (!emit(i + 1, clip(lines[i] as string, hits[k + 1] as number))) return;
    }
  };
}

function pathFilter(filter: string | undefined): PathFilter | null {
  if (filter === undefined || filter === '' || filter === '.') return null;
  if (/[*?[\]{}]/.test(filter)) {
    const isMatch = picomatch(filter, { dot: false });
    return (p) => isMatch(p);
  }
  const prefix = parseMemoryPath(filter).join('/');
  return (p) => p === prefix || p.startsWith(`${prefix}/`);
}

export function scopesOf(ws: Workspace, project: string | null | undefined, projectsIndex: (ws: Workspace) => ProjectsIndex): Scope[] {
  if (project !== '*') return [resolveScope(ws, project)];
  // One read of the projects index for every scope, not one per project.
  const index = projectsIndex(ws);
  return index.projects.map((p) => resolveScope(ws, p.slug, index)).concat([resolveScope(ws, '_global', index)]);
}

/** `projectsIndex`: the current projects index (the list of scopes of `project: "*"`). */
export function searchScopes(ws: Workspace, args: SearchArgs, options: SearchOptions, projectsIndex: (ws: Workspace) => ProjectsIndex): SearchResult {
  const mode = args.mode ?? 'substring';
  if (mode !== 'substring' && mode !== 'regex' && mode !== 'ranked') {
    throw new MemoryError('INVALID_INPUT', `mode must be substring, regex or ranked, got "${String(mode)}".`);
  }
  const limit = args.limit ?? (mode === 'ranked' ? DEFAULT_RANKED_LIMIT : DEFAULT_LIMIT);
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT)
    throw new MemoryError('INVALID_INPUT', `limit must be a whole number from 1 to ${MAX_LIMIT}.`);
  assertQuery(args.query);
  const filter = pathFilter(args.path);
  const all = args.project === '*';
  const scopes = scopesOf(ws, args.project, projectsIndex);
  const scopeName = all ? '*' : (scopes[0] as Scope).slug;
  if (mode === 'ranked') {
    const indexes = rankedIndexes(ws);
    let ranked: ReturnType<typeof rankedSearch>;
    let warnings: string[];
    try {
      ranked = rankedSearch(ws.root.dir, indexes, scopes, all, args.query, limit, filter);
      ranked = { ...ranked, hits: withPeopleStatus(ws.root, ranked.hits, scopes, all) };
    } finally {
      warnings = indexes.endOfCall();
    }
    return withWarnings({ scope: scopeName, mode, ...ranked }, warnings);
  }
  const matcher = buildMatcher(args);
  const indexes = mode === 'substring' && options.useIndex !== false ? rankedIndexes(ws) : undefined;
  const hits: SearchHit[] = [];
  let truncated = false;
  let filesSearched = 0;
  const emitTo = (shownPath: string) => (line: number, text: string) => {
    if (hits.length >= limit) {
      truncated = true;
      return false;
    }
    hits.push({ path: shownPath, line, text });
    return true;
  };
  const caches = indexes ? substringCachesOf(ws.root) : undefined;
  const readAndMatch = (scope: Scope, files: { toRead: string[]; covered: number }) => {
    filesSearched += files.covered;
    for (const rel of files.toRead) {
      const read = readFileBytes(ws.root.dir, scopeFileAbs(ws.root.dir, scope.dir, rel));
      if (read) matcher(read.bytes, emitTo(all ? `${scope.dir}/${rel}` : rel));
      if (truncated) break;
    }
  };
  for (const scope of scopes) {
    // Only an index already in memory: loading one here would make this call wait for it.
    const index = indexes?.peek(scope, false);
    const cached = index ? undefined : caches?.candidates(scope, args.query, args.case_sensitive === true, filter);
    if (index) {
      readAndMatch(scope, candidateFiles(index, args.query, args.case_sensitive === true, filter));
    } else if (cached) {
      readAndMatch(scope, cached);
    } else {
      for (const f of walkFiles(ws.root.dir, scope.dir)) {
        const scoped = f.rel.slice(scope.dir.length + 1);
        if (UNSEARCHED_FILE_NAMES.has(scoped.slice(scoped.lastIndexOf('/') + 1))) continue;
        if (filter && !filter(scoped)) continue;
        const read = readFileBytes(ws.root.dir, f.abs);
        if (!read) continue;
        filesSearched++;
        matcher(read.bytes, emitTo(all ? f.rel : scoped));
        if (truncated) break;
      }
    }
    if (truncated) break;
  }
  return withWarnings({ scope: scopeName, mode, hits, truncated, files_searched: filesSearched }, indexes?.endOfCall() ?? []);
}

function withWarnings(result: SearchResult, warnings: string[]): SearchResult {
  return warnings.length ? { ...result, warnings } : result;
}

/**
 * The files of an indexed scope that may hold the needle, in walk order (so hits come in the same
 * order as a plain scan), and how many files the search covers.
 */
function candidateFiles(index: RankedIndex, needle: string, caseSensitive: boolean, filter: PathFilter | null): { toRead: string[]; covered: number } {
  const candidates = substringCandidates(index, needle, { caseSensitive });
  if (candidates && !filter) return { toRead: candidates.sort(compareWalkOrder), covered: index.docCount };
  const inScope = indexedFiles(index)
    .map((f) => f.path)
    .filter((p) => !filter || filter(p));
  const toRead = candidates === undefined ? inScope : candidates.filter((p) => !filter || filter(p));
  return { toRead: toRead.sort(compareWalkOrder), covered: inScope.length };
}

export function formatHits(result: SearchResult): string {
  if (result.hits.length === 0) return result.note ?? `No matches in ${result.files_searched} files.`;
  const lines = result.hits.map((h) => `${h.path}:${h.line}: ${h.text}${h.score === undefined ? '' : `  [score ${h.score.toFixed(2)}]`}`);
  if (result.truncated) lines.push(`(stopped at ${result.hits.length} hits; narrow the query or raise limit)`);
  return lines.join('\n');
}
