#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  require_picomatch
} from "./chunk-picomatch-index.js";
import {
  currentProjectsIndex
} from "./chunk-core-yaml-edit.js";
import {
  walkFiles
} from "./chunk-core-closest-passage.js";
import {
  compareStrings,
  indexedFiles,
  locateBestLine,
  matchingLine,
  queryTerms,
  rankDocuments,
  rankedIndexes,
  substringCachesOf,
  substringCandidates,
  withPeopleStatus
} from "./chunk-core-folder-manifest.js";
import {
  UNSEARCHED_FILE_NAMES,
  compareWalkOrder,
  readFileBytes,
  scopeFileAbs
} from "./chunk-core-limits.js";
import {
  resolveScope
} from "./chunk-core-project-meta.js";
import {
  parseDecisions
} from "./chunk-core-decision-edits.js";
import {
  parseMemoryPath
} from "./chunk-core-path-rules.js";
import {
  MemoryError
} from "./chunk-core-errors.js";
import {
  __toESM
} from "./chunk-shared.js";

// server/src/services/search-scan.ts
var import_picomatch = __toESM(require_picomatch(), 1);
import vm from "node:vm";

// server/src/services/search-ranked.ts
var NO_RANKED_TERMS_NOTE = 'Ranked search found no word to rank by (it ignores stop words such as "the" and one-letter words): use mode "substring" for this query.';
var DECISION_LOG = /^(?:decisions\.md|archive\/decisions-\d{6}\.md)$/;
var STATUS_ORDER = { Active: 0, "Under Review": 1, Draft: 2, Retired: 3, Superseded: 4 };
function decisionHits(text, query) {
  const found = [];
  for (const e of parseDecisions(text).entries) {
    const m = matchingLine(e.raw, query);
    if (m)
      found.push({
        line: e.startLine + m.line - 1,
        snippet: m.snippet + notInForce(e),
        distinct: m.distinct,
        order: STATUS_ORDER[e.status ?? ""] ?? 2,
        num: e.num
      });
  }
  return found.sort((a, b) => a.order - b.order || b.distinct - a.distinct || b.num - a.num);
}
function notInForce(e) {
  if (e.status === void 0 || e.status === "Active") return "";
  return `  [${e.id}: ${e.status}${e.status === "Superseded" && e.supersededBy ? ` by ${e.supersededBy}` : ""}]`;
}
function rankedSearch(rootDir, indexes, scopes, all, query, limit, filter) {
  if (queryTerms(query).length === 0) return { hits: [], truncated: false, files_searched: 0, note: NO_RANKED_TERMS_NOTE };
  const candidates = [];
  let filesSearched = 0;
  let matched = 0;
  scopes.forEach((scope, scopeOrder) => {
    const index = indexes.acquire(scope);
    filesSearched += filter ? indexedFiles(index).filter((f) => filter(f.path)).length : index.docCount;
    const ranked = rankDocuments(index, query, Number.POSITIVE_INFINITY).filter((d) => !filter || filter(d.path));
    matched += ranked.length;
    for (const d of ranked.slice(0, limit + 4)) candidates.push({ scopeOrder, scope, path: d.path, score: d.score });
  });
  candidates.sort((a, b) => b.score - a.score || a.scopeOrder - b.scopeOrder || compareStrings(a.path, b.path));
  const hits = [];
  for (const c of candidates) {
    if (hits.length >= limit) break;
    const read = readFileBytes(rootDir, scopeFileAbs(rootDir, c.scope.dir, c.path));
    if (!read) continue;
    const text = read.bytes.toString("utf8");
    const shown = all ? `${c.scope.dir}/${c.path}` : c.path;
    const score = Math.round(c.score * 1e3) / 1e3;
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

// server/src/services/search-scan.ts
var MAX_LIMIT = 1e3;
var DEFAULT_LIMIT = 50;
var DEFAULT_RANKED_LIMIT = 10;
var SHOWN_LINE_CHARS = 240;
function escapeRegExp(s) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
function clip(line, at) {
  const text = line.replace(/\r$/, "");
  if (text.length <= SHOWN_LINE_CHARS) return text;
  const start = Math.max(0, Math.min(at - 80, text.length - SHOWN_LINE_CHARS));
  return `${start > 0 ? "\u2026" : ""}${text.slice(start, start + SHOWN_LINE_CHARS)}${start + SHOWN_LINE_CHARS < text.length ? "\u2026" : ""}`;
}
function bytesMatcher(needle) {
  return (buf, emit) => {
    let line = 1;
    let scanned = 0;
    let idx = buf.indexOf(needle);
    while (idx !== -1) {
      for (let i = scanned; i < idx; i++) if (buf[i] === 10) line++;
      const start = buf.lastIndexOf(10, idx) + 1;
      let end = buf.indexOf(10, idx);
      if (end === -1) end = buf.length;
      const at = buf.toString("utf8", start, idx).length;
      if (!emit(line, clip(buf.toString("utf8", start, end), at))) return;
      scanned = end;
      idx = buf.indexOf(needle, end + 1);
    }
  };
}
function regexMatcher(re) {
  return (buf, emit) => {
    const lines = buf.toString("utf8").split("\n");
    for (let i = 0; i < lines.length; i++) {
      const l = lines[i];
      re.lastIndex = 0;
      const m = re.exec(l);
      if (m && !emit(i + 1, clip(l, m.index))) return;
    }
  };
}
function assertQuery(query) {
  if (typeof query !== "string" || query.length === 0) throw new MemoryError("INVALID_INPUT", "query must be non-empty text.");
  if (!query.isWellFormed() || query.includes("\n") || query.length > 1e3) {
    throw new MemoryError("INVALID_INPUT", "query must be one line of valid text, at most 1,000 characters.");
  }
}
function buildMatcher(args) {
  const query = args.query;
  const caseSensitive = args.case_sensitive ?? false;
  if ((args.mode ?? "substring") === "substring") {
    if (caseSensitive) return bytesMatcher(Buffer.from(query, "utf8"));
    return regexMatcher(new RegExp(escapeRegExp(query), "iu"));
  }
  let re;
  try {
    re = new RegExp(query, caseSensitive ? "u" : "iu");
  } catch (e) {
    throw new MemoryError("INVALID_INPUT", `query is not a valid regular expression: ${e.message}.`, 'Use mode "substring" for plain text.');
  }
  return guardedRegexMatcher(re);
}
var REGEX_SEARCH_BUDGET_MS = 5e3;
function guardedRegexMatcher(re) {
  const context = vm.createContext({ re, lines: [] });
  const scan = new vm.Script(
    "(() => { const hits = []; for (let i = 0; i < lines.length; i++) { re.lastIndex = 0; const m = re.exec(lines[i]); if (m) hits.push(i, m.index); } return hits; })()"
  );
  const deadline = Date.now() + REGEX_SEARCH_BUDGET_MS;
  return (buf, emit) => {
    const lines = buf.toString("utf8").split("\n");
    context.lines = lines;
    let hits;
    try {
      hits = scan.runInContext(context, { timeout: Math.max(1, deadline - Date.now()) });
    } catch (e) {
      if (e.code === "ERR_SCRIPT_EXECUTION_TIMEOUT") {
        throw new MemoryError(
          "INVALID_INPUT",
          `The regular expression ran longer than ${REGEX_SEARCH_BUDGET_MS / 1e3} seconds (it backtracks too much), so the search was stopped.`,
          'Simplify the pattern (avoid nested quantifiers such as (a+)+) or use mode "substring".'
        );
      }
      throw e;
    }
    for (let k = 0; k < hits.length; k += 2) {
      const i = hits[k];
      if (!emit(i + 1, clip(lines[i], hits[k + 1]))) return;
    }
  };
}
function pathFilter(filter) {
  if (filter === void 0 || filter === "" || filter === ".") return null;
  if (/[*?[\]{}]/.test(filter)) {
    const isMatch = (0, import_picomatch.default)(filter, { dot: false });
    return (p) => isMatch(p);
  }
  const prefix = parseMemoryPath(filter).join("/");
  return (p) => p === prefix || p.startsWith(`${prefix}/`);
}
function scopesOf(ws, project, projectsIndex) {
  if (project !== "*") return [resolveScope(ws, project)];
  const index = projectsIndex(ws);
  return index.projects.map((p) => resolveScope(ws, p.slug, index)).concat([resolveScope(ws, "_global", index)]);
}
function searchScopes(ws, args, options, projectsIndex) {
  const mode = args.mode ?? "substring";
  if (mode !== "substring" && mode !== "regex" && mode !== "ranked") {
    throw new MemoryError("INVALID_INPUT", `mode must be substring, regex or ranked, got "${String(mode)}".`);
  }
  const limit = args.limit ?? (mode === "ranked" ? DEFAULT_RANKED_LIMIT : DEFAULT_LIMIT);
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT)
    throw new MemoryError("INVALID_INPUT", `limit must be a whole number from 1 to ${MAX_LIMIT}.`);
  assertQuery(args.query);
  const filter = pathFilter(args.path);
  const all = args.project === "*";
  const scopes = scopesOf(ws, args.project, projectsIndex);
  const scopeName = all ? "*" : scopes[0].slug;
  if (mode === "ranked") {
    const indexes2 = rankedIndexes(ws);
    let ranked;
    let warnings;
    try {
      ranked = rankedSearch(ws.root.dir, indexes2, scopes, all, args.query, limit, filter);
      ranked = { ...ranked, hits: withPeopleStatus(ws.root, ranked.hits, scopes, all) };
    } finally {
      warnings = indexes2.endOfCall();
    }
    return withWarnings({ scope: scopeName, mode, ...ranked }, warnings);
  }
  const matcher = buildMatcher(args);
  const indexes = mode === "substring" && options.useIndex !== false ? rankedIndexes(ws) : void 0;
  const hits = [];
  let truncated = false;
  let filesSearched = 0;
  const emitTo = (shownPath) => (line, text) => {
    if (hits.length >= limit) {
      truncated = true;
      return false;
    }
    hits.push({ path: shownPath, line, text });
    return true;
  };
  const caches = indexes ? substringCachesOf(ws.root) : void 0;
  const readAndMatch = (scope, files) => {
    filesSearched += files.covered;
    for (const rel of files.toRead) {
      const read = readFileBytes(ws.root.dir, scopeFileAbs(ws.root.dir, scope.dir, rel));
      if (read) matcher(read.bytes, emitTo(all ? `${scope.dir}/${rel}` : rel));
      if (truncated) break;
    }
  };
  for (const scope of scopes) {
    const index = indexes?.peek(scope, false);
    const cached = index ? void 0 : caches?.candidates(scope, args.query, args.case_sensitive === true, filter);
    if (index) {
      readAndMatch(scope, candidateFiles(index, args.query, args.case_sensitive === true, filter));
    } else if (cached) {
      readAndMatch(scope, cached);
    } else {
      for (const f of walkFiles(ws.root.dir, scope.dir)) {
        const scoped = f.rel.slice(scope.dir.length + 1);
        if (UNSEARCHED_FILE_NAMES.has(scoped.slice(scoped.lastIndexOf("/") + 1))) continue;
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
function withWarnings(result, warnings) {
  return warnings.length ? { ...result, warnings } : result;
}
function candidateFiles(index, needle, caseSensitive, filter) {
  const candidates = substringCandidates(index, needle, { caseSensitive });
  if (candidates && !filter) return { toRead: candidates.sort(compareWalkOrder), covered: index.docCount };
  const inScope = indexedFiles(index).map((f) => f.path).filter((p) => !filter || filter(p));
  const toRead = candidates === void 0 ? inScope : candidates.filter((p) => !filter || filter(p));
  return { toRead: toRead.sort(compareWalkOrder), covered: inScope.length };
}
function formatHits(result) {
  if (result.hits.length === 0) return result.note ?? `No matches in ${result.files_searched} files.`;
  const lines = result.hits.map((h) => `${h.path}:${h.line}: ${h.text}${h.score === void 0 ? "" : `  [score ${h.score.toFixed(2)}]`}`);
  if (result.truncated) lines.push(`(stopped at ${result.hits.length} hits; narrow the query or raise limit)`);
  return lines.join("\n");
}

// server/src/services/search.ts
function searchMemory(ws, args, options = {}) {
  return searchScopes(ws, args, options, currentProjectsIndex);
}

export {
  formatHits,
  searchMemory
};
