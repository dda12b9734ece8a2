#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  applyDescription,
  refreshProjectsIndex,
  refreshRefs,
  refreshRootManifest,
  updateManifest,
  withEntryDate
} from "./chunk-core-folder-manifest.js";
import {
  resolveScope
} from "./chunk-services-scope.js";
import {
  readProjectsIndex
} from "./chunk-core-project-meta.js";
import {
  MAX_FILE_BYTES,
  descriptorIsAt,
  isInside,
  listAnchored,
  resolveContained,
  spellAsOnDisk,
  writeAtomic
} from "./chunk-storage-anchored-dir.js";
import {
  canonicalParts
} from "./chunk-core-file-rules.js";
import {
  classifyLines,
  todayOf
} from "./chunk-core-markdown-blocks.js";
import {
  TEMP_SUFFIX,
  describePath,
  hiddenReason,
  parseMemoryPath
} from "./chunk-core-path-rules.js";
import {
  MemoryError
} from "./chunk-core-errors.js";

// server/src/services/file-target.ts
import nodePath from "node:path";
function resolveTarget(ws, project, rawPath) {
  const scope = resolveScope(ws, project);
  const parsed = parseMemoryPath(rawPath);
  assertNotHidden(parsed, rawPath);
  const base = ws.root.resolve(scope.dir);
  if (!base.stat?.isDirectory()) {
    throw new MemoryError("NOT_FOUND", `The folder of ${scope.slug} (${scope.dir}) is missing.`, "Run project-memory init or doctor --fix.");
  }
  const parts = spellAsOnDisk(base.abs, canonicalParts(parsed), rawPath);
  const r = resolveContained(ws.root.dir, base.abs, parts, rawPath);
  const path4 = parts.join("/");
  return {
    scope,
    parts,
    path: path4,
    rel: `${scope.dir}/${path4}`,
    abs: r.abs,
    exists: r.stat !== null,
    isDirectory: r.stat?.isDirectory() === true
  };
}
function assertNotHidden(parts, shown) {
  const hidden = hiddenReason(parts);
  if (hidden) throw new MemoryError("RESERVED_PATH", `${describePath(shown)} is not available to the tools because ${hidden}.`);
}
function folderOf(rel) {
  const i = rel.lastIndexOf("/");
  return i < 0 ? "" : rel.slice(0, i);
}
function nameOf(rel) {
  return rel.slice(rel.lastIndexOf("/") + 1);
}
function memoryPathFrom(ws, from, typed) {
  const abs = nodePath.resolve(from, typed);
  const inRoot = nodePath.isAbsolute(typed) || isInside(ws.root.dir, nodePath.resolve(from));
  if (!inRoot || !isInside(ws.root.dir, abs)) return { project: void 0, path: typed };
  const parts = nodePath.relative(ws.root.dir, abs).split(nodePath.sep);
  if (parts[0] === "projects" && parts.length > 2) return { project: parts[1], path: parts.slice(2).join("/") };
  if (parts[0] === "_global" && parts.length > 1) return { project: "_global", path: parts.slice(1).join("/") };
  throw new MemoryError("INVALID_PATH", `${typed} is not inside a project folder of the memory root.`, "Name a file such as memory.md or notes/x.md.");
}

// server/src/core/ranked/tokenize.ts
var WORD = /[\p{L}\p{N}][\p{L}\p{M}\p{N}]*/gu;
var ASCII_ONLY = /^[\x00-\x7f]*$/;
var MAX_TERM_LENGTH = 40;
var STOP_WORDS = new Set(
  `a about above after again against all am an and any are as at be because been before being below
  between both but by can could did do does doing down during each few for from further had has have
  having he her here hers herself him himself his how i if in into is it its itself just me more most
  my myself no nor not now of off on once only or other our ours ourselves out over own same she
  should so some such than that the their theirs them themselves then there these they this those
  through to too under until up very was we were what when where which while who whom why will with
  would you your yours yourself yourselves`.split(/\s+/).filter(Boolean)
);
function stem(word) {
  if (word.length <= 3) return word;
  if (word.endsWith("ies") && !word.endsWith("eies") && !word.endsWith("aies")) return `${word.slice(0, -3)}y`;
  if (word.endsWith("es") && !word.endsWith("aes") && !word.endsWith("ees") && !word.endsWith("oes")) {
    return word.slice(0, -1);
  }
  if (word.endsWith("s") && !word.endsWith("us") && !word.endsWith("ss")) return word.slice(0, -1);
  return word;
}
function foldCase(text) {
  const lower = text.toLowerCase();
  return ASCII_ONLY.test(lower) ? lower : lower.normalize("NFKC").toLowerCase();
}
function forEachTerm(folded, visit) {
  if (!ASCII_ONLY.test(folded)) {
    forEachTermUnicode(folded, visit);
    return;
  }
  const n = folded.length;
  let start = -1;
  for (let i = 0; i <= n; i++) {
    const c = i < n ? folded.charCodeAt(i) : 0;
    const isWordChar = c >= 97 && c <= 122 || c >= 48 && c <= 57;
    if (isWordChar) {
      if (start === -1) start = i;
    } else if (start !== -1) {
      const term = termOf(folded.slice(start, i));
      if (term !== void 0) visit(term);
      start = -1;
    }
  }
}
function forEachTermUnicode(folded, visit) {
  for (const m of folded.matchAll(WORD)) {
    const term = termOf(m[0]);
    if (term !== void 0) visit(term);
  }
}
var termCache = /* @__PURE__ */ new Map();
var TERM_CACHE_LIMIT = 2e5;
function termOf(token) {
  const cached = termCache.get(token);
  if (cached !== void 0 || termCache.has(token)) return cached;
  const key = detach(token);
  const term = key.length < 2 || key.length > MAX_TERM_LENGTH || STOP_WORDS.has(key) ? void 0 : detach(stem(key));
  if (termCache.size >= TERM_CACHE_LIMIT) termCache.clear();
  termCache.set(key, term);
  return term;
}
function detach(s) {
  return s.length < 13 ? s : JSON.parse(JSON.stringify(s));
}
function tokenize(text) {
  const terms = [];
  forEachTerm(foldCase(text), (t) => terms.push(t));
  return terms;
}
function queryTerms(query2) {
  return [...new Set(tokenize(query2))];
}

// server/src/core/ranked/analyze.ts
var FIELD_WEIGHTS = Object.freeze({ title: 4, heading: 2, tag: 2, body: 1 });
var MENTION = /(?:^|[^\p{L}\p{N}_.@])@([\p{L}\p{N}][\p{L}\p{N}_-]*)/gu;
var TAG = /(?:^|[\s(,;])#([\p{L}][\p{L}\p{N}_-]*)/gu;
var LINK = /\[\[([^\]\n]{1,200})\]\]/g;
function analyzeDocument(path4, text) {
  const frequencies = /* @__PURE__ */ new Map();
  let length = 0;
  const add = (weight) => (term) => {
    frequencies.set(term, (frequencies.get(term) ?? 0) + weight);
    length += weight;
  };
  const addTitle = add(FIELD_WEIGHTS.title);
  const addHeading = add(FIELD_WEIGHTS.heading);
  const addTag = add(FIELD_WEIGHTS.tag);
  const addBody = add(FIELD_WEIGHTS.body);
  forEachTerm(foldCase(fileStem(path4)), addTitle);
  const kinds = classifyLines(text);
  const folded = foldCase(text);
  let titleSeen = false;
  let inTitle = false;
  let start = 0;
  for (let i = 0; start <= folded.length; i++) {
    let end = folded.indexOf("\n", start);
    if (end === -1) end = folded.length;
    const line = folded.slice(start, end);
    start = end + 1;
    const kind = kinds[i];
    if (kind?.heading || kind?.headingPart) {
      if (kind.heading) inTitle = !titleSeen && kind.heading.level === 1;
      if (inTitle) titleSeen = true;
      forEachTerm(line, inTitle ? addTitle : addHeading);
      continue;
    }
    forEachTerm(line, addBody);
    if (kind?.kind === "text" && (line.includes("@") || line.includes("#") || line.includes("[["))) {
      for (const m of line.matchAll(MENTION)) forEachTerm(m[1] ?? "", addTag);
      for (const m of line.matchAll(TAG)) forEachTerm(m[1] ?? "", addTag);
      for (const m of line.matchAll(LINK)) forEachTerm(m[1] ?? "", addTag);
    }
  }
  return { frequencies, length };
}
function fileStem(path4) {
  const base = path4.slice(path4.lastIndexOf("/") + 1);
  const dot = base.lastIndexOf(".");
  return (dot > 0 ? base.slice(0, dot) : base).replace(/[-_]+/g, " ");
}

// server/src/core/ranked/postings.ts
var TF_SPAN = 32768;
var UINT32_DOC_LIMIT = 2 ** 32 / TF_SPAN;
function packPosting(docId, tf) {
  return docId * TF_SPAN + Math.min(tf, TF_SPAN - 1);
}
function postingDoc(posting) {
  return Math.floor(posting / TF_SPAN);
}
function postingTf(posting) {
  return posting % TF_SPAN;
}
function createPostingStore() {
  return { termIds: /* @__PURE__ */ new Map(), offsets: new Uint32Array(1), frozen: new Uint32Array(0), overlay: /* @__PURE__ */ new Map() };
}
var EMPTY = Object.freeze([]);
function postingsOf(store, termId) {
  const changed = store.overlay.get(termId);
  if (changed) return changed;
  if (termId + 1 >= store.offsets.length) return EMPTY;
  return store.frozen.subarray(store.offsets[termId], store.offsets[termId + 1]);
}
function postingsOfTerm(store, term) {
  const id = store.termIds.get(term);
  return id === void 0 ? EMPTY : postingsOf(store, id);
}
function termIdOf(store, term) {
  let id = store.termIds.get(term);
  if (id === void 0) {
    id = store.termIds.size;
    store.termIds.set(term, id);
  }
  return id;
}
function mutablePostings(store, termId) {
  let list = store.overlay.get(termId);
  if (!list) {
    list = Array.from(postingsOf(store, termId));
    store.overlay.set(termId, list);
  }
  return list;
}
function forEachTerm2(store, visit) {
  for (const [term, id] of store.termIds) {
    const postings = postingsOf(store, id);
    if (postings.length > 0) visit(term, id, postings);
  }
}
function frozenStore(terms, postings, docLimit) {
  const termIds = /* @__PURE__ */ new Map();
  let total = 0;
  for (let t = 0; t < terms.length; t++) if ((postings[t]?.length ?? 0) > 0) total += postings[t].length;
  const frozen = docLimit < UINT32_DOC_LIMIT ? new Uint32Array(total) : new Float64Array(total);
  const kept = [0];
  let at = 0;
  for (let t = 0; t < terms.length; t++) {
    const list = postings[t];
    if (!list || list.length === 0) continue;
    termIds.set(terms[t], termIds.size);
    for (let i = 0; i < list.length; i++) frozen[at++] = list[i];
    kept.push(at);
  }
  return { termIds, offsets: Uint32Array.from(kept), frozen, overlay: /* @__PURE__ */ new Map() };
}
function freezePostings(store, docLimit) {
  const terms = [];
  const lists = [];
  forEachTerm2(store, (term, _id, postings) => {
    terms.push(term);
    lists.push(postings);
  });
  return frozenStore(terms, lists, docLimit);
}

// server/src/core/ranked/ranked-index.ts
function createIndex() {
  return { docs: [], freeIds: [], idByPath: /* @__PURE__ */ new Map(), postings: createPostingStore(), docTerms: void 0, docCount: 0, totalLength: 0 };
}
function buildIndex(documents) {
  const index = createIndex();
  for (const d of documents) addOrReplaceDocument(index, d.path, d.text, d.mtimeMs, d.size);
  compactPostings(index);
  return index;
}
function compactPostings(index) {
  index.postings = freezePostings(index.postings, index.docs.length);
  index.docTerms = void 0;
}
function addOrReplaceDocument(index, path4, text, mtimeMs, size) {
  removeDocument(index, path4);
  const { frequencies, length } = analyzeDocument(path4, text);
  const id = index.freeIds.pop() ?? index.docs.length;
  index.docs[id] = { path: path4, mtimeMs, size, length };
  index.idByPath.set(path4, id);
  index.docCount++;
  index.totalLength += length;
  const termIds = [];
  for (const [term, tf] of frequencies) {
    const termId = termIdOf(index.postings, term);
    mutablePostings(index.postings, termId).push(packPosting(id, tf));
    termIds.push(termId);
  }
  if (index.docTerms) index.docTerms[id] = termIds;
}
function removeDocument(index, path4) {
  const id = index.idByPath.get(path4);
  if (id === void 0) return false;
  const doc = index.docs[id];
  const docTerms = ensureDocTerms(index);
  for (const termId of docTerms[id] ?? []) {
    const list = mutablePostings(index.postings, termId);
    const at = list.findIndex((posting) => postingDoc(posting) === id);
    if (at === -1) continue;
    list[at] = list[list.length - 1];
    list.length--;
  }
  docTerms[id] = void 0;
  index.docs[id] = void 0;
  index.freeIds.push(id);
  index.idByPath.delete(path4);
  index.docCount--;
  index.totalLength -= doc?.length ?? 0;
  return true;
}
function ensureDocTerms(index) {
  if (index.docTerms) return index.docTerms;
  const docTerms = new Array(index.docs.length);
  forEachTerm2(index.postings, (_term, termId, postings) => {
    for (let i = 0; i < postings.length; i++) (docTerms[postingDoc(postings[i])] ??= []).push(termId);
  });
  index.docTerms = docTerms;
  return docTerms;
}
function indexedFiles(index) {
  const files = [];
  for (const d of index.docs) if (d) files.push({ path: d.path, mtimeMs: d.mtimeMs, size: d.size });
  return files.sort((a, b) => compareStrings(a.path, b.path));
}
function staleEntries(index, currentFiles) {
  const changed = [];
  const seen = /* @__PURE__ */ new Set();
  for (const f of currentFiles) {
    seen.add(f.path);
    const id = index.idByPath.get(f.path);
    const doc = id === void 0 ? void 0 : index.docs[id];
    if (!doc || doc.mtimeMs !== f.mtimeMs || doc.size !== f.size) changed.push(f.path);
  }
  const removed = [];
  for (const path4 of index.idByPath.keys()) if (!seen.has(path4)) removed.push(path4);
  return { changed: changed.sort(compareStrings), removed: removed.sort(compareStrings) };
}
function estimateIndexBytes(index) {
  const { postings } = index;
  let overlay = 0;
  for (const list of postings.overlay.values()) overlay += 16 + list.length * 8;
  return postings.frozen.byteLength + postings.offsets.byteLength + postings.termIds.size * 56 + index.docs.length * 120 + overlay;
}
function compareStrings(a, b) {
  return a < b ? -1 : a > b ? 1 : 0;
}

// server/src/core/ranked/substring-candidates.ts
var WORD_RUN = /[\p{L}\p{M}\p{N}]+/gu;
var ASCII_WORD = /^[a-z0-9]+$/;
function substringCandidates(index, needle, options = {}) {
  const folded = foldCase(needle);
  const asciiOnly = options.caseSensitive !== true;
  const terms = /* @__PURE__ */ new Set();
  for (const m of folded.matchAll(WORD_RUN)) {
    const start = m.index;
    const end = start + m[0].length;
    if (start === 0 || end === folded.length) continue;
    if (asciiOnly && !ASCII_WORD.test(m[0])) continue;
    forEachTerm(m[0], (t) => terms.add(t));
  }
  if (terms.size === 0) return void 0;
  const lists = [...terms].map((t) => postingsOfTerm(index.postings, t)).sort((a, b) => a.length - b.length);
  const [smallest, ...rest] = lists;
  if (!smallest || smallest.length === 0) return [];
  let candidates = /* @__PURE__ */ new Set();
  for (let i = 0; i < smallest.length; i++) candidates.add(postingDoc(smallest[i]));
  for (const list of rest) {
    const next = /* @__PURE__ */ new Set();
    for (let i = 0; i < list.length; i++) {
      const doc = postingDoc(list[i]);
      if (candidates.has(doc)) next.add(doc);
    }
    candidates = next;
    if (candidates.size === 0) break;
  }
  const paths = [];
  for (const id of candidates) {
    const doc = index.docs[id];
    if (doc) paths.push(doc.path);
  }
  return paths.sort(compareStrings);
}

// server/src/core/ranked/query.ts
var BM25 = Object.freeze({ k1: 1.2, b: 0.75 });
var SNIPPET_CHARS = 200;
function scoreAll(index, terms) {
  if (index.docCount === 0 || terms.length === 0) return [];
  const { k1, b } = BM25;
  const n = index.docCount;
  const averageLength = index.totalLength / n;
  const scores = new Float64Array(index.docs.length);
  const touched = [];
  for (const term of terms) {
    const list = postingsOfTerm(index.postings, term);
    const df = list.length;
    if (df === 0) continue;
    const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
    for (let i = 0; i < df; i++) {
      const posting = list[i];
      const id = postingDoc(posting);
      const tf = postingTf(posting);
      const length = index.docs[id]?.length ?? averageLength;
      const norm = k1 * (1 - b + b * length / averageLength);
      if (scores[id] === 0) touched.push(id);
      scores[id] = scores[id] + idf * tf * (k1 + 1) / (tf + norm);
    }
  }
  const ranked = [];
  for (const id of touched) {
    const doc = index.docs[id];
    if (doc) ranked.push({ path: doc.path, score: scores[id] });
  }
  return ranked.sort((x, y) => y.score - x.score || compareStrings(x.path, y.path));
}
function rankDocuments(index, query2, limit) {
  return scoreAll(index, queryTerms(query2)).slice(0, Math.max(0, limit));
}
function locateBestLine(text, query2) {
  const { line, snippet } = bestLineForTerms(text, queryTerms(query2));
  return { line, snippet };
}
function matchingLine(text, query2) {
  const r = bestLineForTerms(text, queryTerms(query2), false);
  return r.distinct > 0 ? r : null;
}
function bestLineForTerms(text, terms, fallback = true) {
  const wanted = new Set(terms);
  const keys = terms.map((t) => t.endsWith("y") ? t.slice(0, -1) : t);
  const lines = text.split("\n");
  let best = -1;
  let bestDistinct = 0;
  let bestTotal = 0;
  let bestKeyAt = -1;
  for (let i = 0; i < lines.length; i++) {
    const folded = foldCase(lines[i]);
    let keyAt = -1;
    for (const k of keys) {
      const at = folded.indexOf(k);
      if (at !== -1 && (keyAt === -1 || at < keyAt)) keyAt = at;
    }
    if (keyAt === -1) continue;
    const found = /* @__PURE__ */ new Set();
    let total = 0;
    forEachTerm(folded, (t) => {
      if (wanted.has(t)) {
        found.add(t);
        total++;
      }
    });
    if (found.size > bestDistinct || found.size === bestDistinct && total > bestTotal) {
      best = i;
      bestDistinct = found.size;
      bestTotal = total;
      bestKeyAt = keyAt;
    }
  }
  if (best === -1 && !fallback) return { line: 0, snippet: "", distinct: 0 };
  if (best === -1) {
    best = classifyLines(text).findIndex((l) => l.heading !== void 0);
    if (best === -1) best = Math.max(0, lines.findIndex((l) => l.trim() !== "" && l.trim() !== "---"));
  }
  return { line: best + 1, snippet: snippetOf(lines[best] ?? "", bestKeyAt), distinct: bestDistinct };
}
function snippetOf(line, matchAt) {
  const trimmed = line.trim();
  if (trimmed.length <= SNIPPET_CHARS) return trimmed;
  const lead = line.length - line.trimStart().length;
  const at = Math.max(0, matchAt - lead);
  const start = Math.max(0, Math.min(at - 60, trimmed.length - SNIPPET_CHARS));
  const end = Math.min(trimmed.length, start + SNIPPET_CHARS);
  return `${start > 0 ? "\u2026" : ""}${trimmed.slice(start, end)}${end < trimmed.length ? "\u2026" : ""}`;
}

// server/src/core/ranked/serialize.ts
var INDEX_FORMAT = "project-memory/ranked-index";
var INDEX_VERSION = 1;
var ANALYZER_ID = `words3-s-stem-stop1-max${MAX_TERM_LENGTH}-w${Object.values(FIELD_WEIGHTS).join("")}`;
function serializeIndex(index) {
  const live = index.docs.filter((d) => d !== void 0).sort((a, b) => compareStrings(a.path, b.path));
  const newId = new Array(index.docs.length).fill(-1);
  live.forEach((d, i) => {
    newId[index.idByPath.get(d.path)] = i;
  });
  const byTerm = /* @__PURE__ */ new Map();
  forEachTerm2(index.postings, (term, _id, list) => byTerm.set(term, list));
  const terms = [...byTerm.keys()].sort(compareStrings);
  const postings = terms.map((term) => encodePostings(byTerm.get(term), newId));
  const out = {
    format: INDEX_FORMAT,
    version: INDEX_VERSION,
    analyzer: ANALYZER_ID,
    docs: live.map((d) => [d.path, d.mtimeMs, d.size, d.length]),
    terms,
    postings
  };
  return JSON.stringify(out);
}
function encodePostings(list, newId) {
  const renumbered = Array.from(list, (p) => packPosting(newId[postingDoc(p)], postingTf(p))).sort((a, b) => a - b);
  const encoded = [];
  let previous = 0;
  for (const p of renumbered) {
    const id = postingDoc(p);
    encoded.push(id - previous, postingTf(p));
    previous = id;
  }
  return encoded;
}
function deserializeIndex(text) {
  let data;
  try {
    data = JSON.parse(text);
  } catch {
    return void 0;
  }
  if (!isRecord(data) || data.format !== INDEX_FORMAT || data.version !== INDEX_VERSION || data.analyzer !== ANALYZER_ID) {
    return void 0;
  }
  const { docs: rawDocs, terms, postings: rawPostings } = data;
  if (!Array.isArray(rawDocs) || !Array.isArray(terms) || !Array.isArray(rawPostings) || terms.length !== rawPostings.length) {
    return void 0;
  }
  const docs = [];
  const idByPath = /* @__PURE__ */ new Map();
  let totalLength = 0;
  for (const d of rawDocs) {
    if (!Array.isArray(d) || d.length !== 4) return void 0;
    const [path4, mtimeMs, size, length] = d;
    if (typeof path4 !== "string" || idByPath.has(path4) || !isFiniteNumber(mtimeMs) || !isCount(size) || !isCount(length)) {
      return void 0;
    }
    idByPath.set(path4, docs.length);
    docs.push({ path: path4, mtimeMs, size, length });
    totalLength += length;
  }
  const lists = [];
  for (let t = 0; t < terms.length; t++) {
    const term = terms[t];
    const encoded = rawPostings[t];
    if (typeof term !== "string" || t > 0 && compareStrings(terms[t - 1], term) >= 0 || !Array.isArray(encoded)) {
      return void 0;
    }
    const list = decodePostings(encoded, docs.length);
    if (!list) return void 0;
    lists.push(list);
  }
  const postings = frozenStore(terms, lists, docs.length);
  return { docs, freeIds: [], idByPath, postings, docTerms: void 0, docCount: docs.length, totalLength };
}
function decodePostings(encoded, docCount) {
  if (encoded.length === 0 || encoded.length % 2 !== 0) return void 0;
  let id = 0;
  for (let i = 0; i < encoded.length; i += 2) {
    const delta = encoded[i];
    const tf = encoded[i + 1];
    if (!isCount(delta) || i > 0 && delta === 0 || !isCount(tf) || tf === 0) return void 0;
    id += delta;
    if (id >= docCount) return void 0;
    encoded[i / 2] = packPosting(id, tf);
  }
  encoded.length = encoded.length / 2;
  return encoded;
}
function isRecord(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function isFiniteNumber(value) {
  return typeof value === "number" && Number.isFinite(value);
}
function isCount(value) {
  return typeof value === "number" && Number.isInteger(value) && value >= 0;
}

// server/src/storage/scope-files.ts
import fs from "node:fs";
import path from "node:path";
var SKIPPED_DIR_NAMES = /* @__PURE__ */ new Set(["_trash", "_templates", "node_modules"]);
var UNSEARCHED_FILE_NAMES = /* @__PURE__ */ new Set(["_index.yaml", "_projects-index.json", "_refs-index.json"]);
function isHiddenEntryName(name) {
  return name.startsWith(".") || name.endsWith(TEMP_SUFFIX);
}
function isSearchedPath(scopeRelative) {
  const parts = scopeRelative.split("/");
  const name = parts[parts.length - 1];
  if (UNSEARCHED_FILE_NAMES.has(name)) return false;
  return parts.every((p, i) => p !== "" && !isHiddenEntryName(p) && (i === parts.length - 1 || !SKIPPED_DIR_NAMES.has(p)));
}
function eligible(st) {
  return st.isFile() && st.nlink <= 1 && st.size <= MAX_FILE_BYTES;
}
function listScopeFiles(rootDir, scopeDir) {
  const out = [];
  const base = path.join(rootDir, scopeDir);
  const walk = (prefix, dirAbs) => {
    const entries = listAnchored(rootDir, dirAbs);
    entries.sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
    for (const ent of entries) {
      const name = ent.name;
      if (isHiddenEntryName(name)) continue;
      if (ent.isDirectory()) {
        if (!SKIPPED_DIR_NAMES.has(name)) walk(`${prefix}${name}/`, `${dirAbs}/${name}`);
      } else if (ent.isFile() && !UNSEARCHED_FILE_NAMES.has(name)) {
        let st;
        try {
          st = fs.lstatSync(`${dirAbs}/${name}`, { throwIfNoEntry: false });
        } catch {
          continue;
        }
        if (st && eligible(st)) out.push({ path: prefix + name, mtimeMs: st.mtimeMs, size: st.size, ctimeMs: st.ctimeMs });
      }
    }
  };
  walk("", base);
  return out;
}
function compareWalkOrder(a, b) {
  const x = a.split("/");
  const y = b.split("/");
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const p = x[i];
    const q = y[i];
    if (p !== q) return p < q ? -1 : 1;
  }
  return x.length - y.length;
}
function statScopeFile(rootDir, scopeDir, rel) {
  if (!isSearchedPath(rel)) return void 0;
  try {
    const st = fs.lstatSync(path.join(rootDir, scopeDir, rel));
    return eligible(st) ? { path: rel, mtimeMs: st.mtimeMs, size: st.size, ctimeMs: st.ctimeMs } : void 0;
  } catch {
    return void 0;
  }
}
var scratch = Buffer.allocUnsafe(64 * 1024);
var SCRATCH_LIMIT = 1024 * 1024;
function readFileBytes(_rootDir, abs) {
  let fd;
  try {
    fd = fs.openSync(abs, fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW | fs.constants.O_NONBLOCK);
  } catch {
    return null;
  }
  try {
    if (!descriptorIsAt(fd, abs)) return null;
    const st = fs.fstatSync(fd);
    if (!eligible(st)) return null;
    if (st.size > scratch.length && st.size <= SCRATCH_LIMIT) scratch = Buffer.allocUnsafe(Math.max(st.size, scratch.length * 2));
    const buf = st.size <= scratch.length ? scratch : Buffer.allocUnsafe(st.size);
    let off = 0;
    while (off < st.size) {
      const n = fs.readSync(fd, buf, off, st.size - off, off);
      if (n === 0) break;
      off += n;
    }
    return { bytes: buf.subarray(0, off), mtimeMs: st.mtimeMs, size: st.size, ctimeMs: st.ctimeMs };
  } catch {
    return null;
  } finally {
    fs.closeSync(fd);
  }
}
function scopeFileAbs(rootDir, scopeDir, rel) {
  return path.join(rootDir, scopeDir, rel);
}

// server/src/services/ranked-indexes.ts
import { performance } from "node:perf_hooks";

// server/src/storage/ranked-store.ts
import fs2 from "node:fs";
import path2 from "node:path";
var RANKED_INDEX_REL = ".index/ranked.json";
var MAX_INDEX_BYTES = 512 * 1024 * 1024;
function rankedIndexPath(rootDir, scopeDir) {
  return path2.join(rootDir, scopeDir, RANKED_INDEX_REL);
}
function loadRankedIndex(root, scopeDir) {
  const abs = rankedIndexPath(root.dir, scopeDir);
  let fd;
  try {
    fd = fs2.openSync(abs, fs2.constants.O_RDONLY | fs2.constants.O_NOFOLLOW);
  } catch {
    return void 0;
  }
  try {
    if (!descriptorIsAt(fd, abs)) return void 0;
    const st = fs2.fstatSync(fd);
    if (!st.isFile() || st.size > MAX_INDEX_BYTES) return void 0;
    return deserializeIndex(fs2.readFileSync(fd, "utf8"));
  } catch {
    return void 0;
  } finally {
    fs2.closeSync(fd);
  }
}
function saveRankedIndex(root, scopeDir, slug, index) {
  const text = serializeIndex(index);
  const abs = rankedIndexPath(root.dir, scopeDir);
  root.lock(`ranked:${slug}`, () => writeAtomic(root.dir, abs, text, `${scopeDir}/${RANKED_INDEX_REL}`));
}
function readIndexedDocument(rootDir, scopeDir, rel) {
  const read = readFileBytes(rootDir, scopeFileAbs(rootDir, scopeDir, rel));
  if (!read) return void 0;
  return { path: rel, text: read.bytes.toString("utf8"), mtimeMs: read.mtimeMs, size: read.size };
}
function* readIndexedDocuments(rootDir, scopeDir, files) {
  for (const f of files) {
    const doc = readIndexedDocument(rootDir, scopeDir, f.path);
    if (doc) yield doc;
  }
}

// server/src/services/ranked-indexes.ts
var DEFAULT_OPTIONS = {
  refreshMs: 2e3,
  budgetBytes: 96 * 1024 * 1024,
  persist: "immediate",
  debounceMs: 1e3,
  warmInBackground: false
};
var QUIET_MS = 500;
var MAX_POSTPONE_MS = 3e4;
var COMPACT_AFTER_UPDATES = 64;
var SLICE_MS = 40;
var FILES_PER_STEP = 8;
var RankedIndexes = class {
  constructor(root, options = {}) {
    this.root = root;
    this.options = { ...DEFAULT_OPTIONS, ...options };
  }
  root;
  /** Map order is the recency order: the first entry is the least recently used. */
  entries = /* @__PURE__ */ new Map();
  warmups = /* @__PURE__ */ new Map();
  persistTimer;
  warmTimer;
  /** performance.now() of the last search, and of the first postponed write since */
  lastUse = -Infinity;
  postponedSince;
  options;
  /** The scope's index, fresh: loaded, built or finished now if need be. */
  acquire(scope) {
    this.lastUse = performance.now();
    let entry = this.entries.get(scope.slug);
    if (!entry) {
      const warm = this.warmups.get(scope.slug);
      entry = warm ? this.finishWarmup(warm) : this.open(scope);
      this.install(entry);
    } else {
      this.touch(entry);
      this.refresh(entry, false);
    }
    return entry.index;
  }
  /**
   * The scope's index if it is in memory (fresh), else undefined: the caller scans the files
   * instead, and with `warmInBackground` the index is loaded or built for the next call.
   */
  peek(scope, warm = this.options.warmInBackground) {
    this.lastUse = performance.now();
    const entry = this.entries.get(scope.slug);
    if (entry) {
      this.touch(entry);
      this.refresh(entry, false);
      return entry.index;
    }
    if (warm) this.scheduleWarmup(scope);
    return void 0;
  }
  /** Files we wrote or removed (root-relative): applied to loaded indexes before their next use. */
  noteChanged(rootRels) {
    for (const rel of rootRels) {
      const m = /^(projects\/([^/]+)|_global)\/(.+)$/.exec(rel);
      if (!m) continue;
      const slug = m[2] ?? "_global";
      const scopeRel = m[3];
      if (!isSearchedPath(scopeRel)) continue;
      const entry = this.entries.get(slug);
      if (entry) {
        entry.pending.add(scopeRel);
        this.schedulePersist();
      }
    }
  }
  /** Immediate persistence: write what changed during the call. */
  endOfCall() {
    if (this.options.persist === "immediate") this.flush();
  }
  /** Applies pending writes and stores every changed index. Errors are swallowed: derived data. */
  flush() {
    if (this.persistTimer) clearTimeout(this.persistTimer);
    this.persistTimer = void 0;
    for (const entry of this.entries.values()) this.persist(entry);
  }
  /** Drops everything from memory (after storing it): for tests and shutdown. */
  close() {
    this.flush();
    if (this.warmTimer) clearTimeout(this.warmTimer);
    this.warmTimer = void 0;
    this.warmups.clear();
    this.entries.clear();
  }
  /** Slugs of the indexes in memory, least recently used first (for tests and diagnostics). */
  loadedScopes() {
    return [...this.entries.keys()];
  }
  open(scope) {
    const stored = loadRankedIndex(this.root, scope.dir);
    if (stored) {
      const entry2 = this.entryFor(scope, stored, false);
      this.refresh(entry2, true);
      return entry2;
    }
    const files = listScopeFiles(this.root.dir, scope.dir);
    const entry = this.entryFor(scope, buildIndex(readIndexedDocuments(this.root.dir, scope.dir, files)), true);
    entry.checkedAt = performance.now();
    return entry;
  }
  entryFor(scope, index, dirty) {
    return { scope, index, checkedAt: -Infinity, pending: /* @__PURE__ */ new Set(), dirty, updatesSinceCompact: 0, bytes: estimateIndexBytes(index) };
  }
  /** Adds a freshly loaded or built index (bulk work: see afterBulkWork). */
  install(entry) {
    this.options.afterBulkWork?.();
    this.entries.set(entry.scope.slug, entry);
    if (entry.dirty) this.schedulePersist();
    let total = 0;
    for (const e of this.entries.values()) total += e.bytes;
    for (const victim of [...this.entries.values()]) {
      if (total <= this.options.budgetBytes || victim === entry) break;
      this.persist(victim);
      this.entries.delete(victim.scope.slug);
      total -= victim.bytes;
    }
  }
  touch(entry) {
    this.entries.delete(entry.scope.slug);
    this.entries.set(entry.scope.slug, entry);
  }
  /** Pending writes always; a walk for hand edits when the last one is older than refreshMs. */
  refresh(entry, forceWalk) {
    let updates = 0;
    for (const rel of entry.pending) updates += this.updateFile(entry, rel, statScopeFile(this.root.dir, entry.scope.dir, rel));
    entry.pending.clear();
    const now = performance.now();
    if (forceWalk || now - entry.checkedAt >= this.options.refreshMs) {
      const files = listScopeFiles(this.root.dir, entry.scope.dir);
      const { changed, removed } = staleEntries(entry.index, files);
      for (const rel of removed) if (removeDocument(entry.index, rel)) updates++;
      const byPath = changed.length ? new Map(files.map((f) => [f.path, f])) : void 0;
      for (const rel of changed) updates += this.updateFile(entry, rel, byPath?.get(rel));
      entry.checkedAt = now;
    }
    if (updates === 0) return;
    entry.dirty = true;
    entry.updatesSinceCompact += updates;
    if (entry.updatesSinceCompact >= COMPACT_AFTER_UPDATES) {
      compactPostings(entry.index);
      entry.updatesSinceCompact = 0;
    }
    entry.bytes = estimateIndexBytes(entry.index);
    this.schedulePersist();
  }
  /** Brings one file's entry in line with the disk; returns 1 when the index changed. */
  updateFile(entry, rel, seen) {
    const { index, scope } = entry;
    if (!seen) return removeDocument(index, rel) ? 1 : 0;
    const id = index.idByPath.get(rel);
    const known = id === void 0 ? void 0 : index.docs[id];
    if (known && known.mtimeMs === seen.mtimeMs && known.size === seen.size) return 0;
    const doc = readIndexedDocument(this.root.dir, scope.dir, rel);
    if (!doc) return removeDocument(index, rel) ? 1 : 0;
    addOrReplaceDocument(index, rel, doc.text, doc.mtimeMs, doc.size);
    return 1;
  }
  persist(entry) {
    if (entry.pending.size) this.refresh(entry, false);
    if (!entry.dirty) return;
    try {
      saveRankedIndex(this.root, entry.scope.dir, entry.scope.slug, entry.index);
      entry.dirty = false;
    } catch (e) {
      process.stderr.write(`project-memory: could not store the search index of ${entry.scope.slug}: ${e instanceof Error ? e.message : String(e)}
`);
      entry.dirty = false;
    }
  }
  schedulePersist() {
    if (this.options.persist !== "debounced") return;
    if (this.persistTimer) clearTimeout(this.persistTimer);
    this.persistTimer = setTimeout(() => this.persistNext(), this.options.debounceMs);
    this.persistTimer.unref();
  }
  /** Debounced persistence writes one index per turn of the event loop: calls wait ~0.1 s at most. */
  persistNext() {
    this.persistTimer = void 0;
    const now = performance.now();
    const quietFor = now - this.lastUse;
    if (quietFor < QUIET_MS && now - (this.postponedSince ??= now) < MAX_POSTPONE_MS) {
      this.persistTimer = setTimeout(() => this.persistNext(), QUIET_MS - quietFor);
      this.persistTimer.unref();
      return;
    }
    this.postponedSince = void 0;
    const waiting = [...this.entries.values()].filter((e) => e.dirty || e.pending.size > 0);
    const entry = waiting[0];
    if (!entry) return;
    this.persist(entry);
    this.options.afterBulkWork?.();
    if (this.persistTimer) clearTimeout(this.persistTimer);
    this.persistTimer = waiting.length > 1 ? setTimeout(() => this.persistNext(), 0) : void 0;
    this.persistTimer?.unref();
  }
  // --- background warm-up (server) ---
  scheduleWarmup(scope) {
    if (this.warmups.has(scope.slug)) return;
    let total = 0;
    for (const e of this.entries.values()) total += e.bytes;
    const typical = this.entries.size ? total / this.entries.size : 0;
    if (total + typical > this.options.budgetBytes) return;
    this.warmups.set(scope.slug, { scope, index: void 0, files: void 0, next: 0, done: false });
    this.kickWarmups();
  }
  kickWarmups() {
    if (this.warmTimer || this.warmups.size === 0) return;
    this.warmTimer = setTimeout(() => {
      this.warmTimer = void 0;
      const until = performance.now() + SLICE_MS;
      while (performance.now() < until) {
        const warm = this.warmups.values().next().value;
        if (!warm) break;
        try {
          if (this.warmStep(warm)) {
            this.warmups.delete(warm.scope.slug);
            this.install(this.finishWarmup(warm));
            break;
          }
        } catch (e) {
          this.warmups.delete(warm.scope.slug);
          process.stderr.write(`project-memory: could not index ${warm.scope.slug}: ${e instanceof Error ? e.message : String(e)}
`);
        }
      }
      this.kickWarmups();
    }, 0);
    this.warmTimer.unref();
  }
  /** One slice of work; true when the index is complete. */
  warmStep(warm) {
    if (warm.done) return true;
    if (!warm.files) {
      const stored = loadRankedIndex(this.root, warm.scope.dir);
      if (stored) {
        warm.index = stored;
        warm.done = true;
        return true;
      }
      warm.files = listScopeFiles(this.root.dir, warm.scope.dir);
      warm.index = createIndex();
    } else {
      const index = warm.index;
      const end = Math.min(warm.files.length, warm.next + FILES_PER_STEP);
      for (; warm.next < end; warm.next++) {
        const doc = readIndexedDocument(this.root.dir, warm.scope.dir, warm.files[warm.next].path);
        if (doc) addOrReplaceDocument(index, doc.path, doc.text, doc.mtimeMs, doc.size);
      }
    }
    warm.done = warm.next >= warm.files.length;
    return warm.done;
  }
  /** Completes a warm-up synchronously and returns its fresh entry (not yet installed). */
  finishWarmup(warm) {
    this.warmups.delete(warm.scope.slug);
    while (!this.warmStep(warm)) ;
    const built = warm.files !== void 0;
    const index = warm.index;
    if (built) compactPostings(index);
    const entry = this.entryFor(warm.scope, index, built);
    this.refresh(entry, true);
    return entry;
  }
};
var byRoot = /* @__PURE__ */ new Map();
function rankedIndexes(ws) {
  return rankedIndexesOf(ws.root);
}
function rankedIndexesOf(root) {
  let indexes = byRoot.get(root.dir);
  if (!indexes) {
    indexes = new RankedIndexes(root);
    byRoot.set(root.dir, indexes);
  }
  return indexes;
}
function noteRankedChange(root, rootRels) {
  byRoot.get(root.dir)?.noteChanged(rootRels);
}

// server/src/services/substring-cache.ts
import { performance as performance3 } from "node:perf_hooks";

// server/src/core/trigram-filter.ts
var TRIGRAM_ROW_BITS = 14;
var TRIGRAM_ROWS = 1 << TRIGRAM_ROW_BITS;
var MAX_NEEDLE_ROWS = 64;
function row(a, b, c) {
  return Math.imul(a << 16 | b << 8 | c, 2654435761) >>> 32 - TRIGRAM_ROW_BITS;
}
function forEachTrigramRow(bytes, each) {
  let a = -1;
  let b = -1;
  const n = bytes.length;
  for (let i = 0; i < n; i++) {
    let s = bytes[i];
    if (s >= 65 && s <= 90) s += 32;
    else if (s === 226 && bytes[i + 1] === 132 && bytes[i + 2] === 170) {
      s = 107;
      i += 2;
    } else if (s === 197 && bytes[i + 1] === 191) {
      s = 115;
      i += 1;
    }
    if (a >= 0) each(row(a, b, s));
    a = b;
    b = s;
  }
}
function needleTrigramRows(needle, caseSensitive) {
  const rows = /* @__PURE__ */ new Set();
  const runs = caseSensitive ? [needle] : needle.split(/[^\x00-\x7f]+/);
  for (const run of runs) forEachTrigramRow(Buffer.from(run, "utf8"), (r) => rows.add(r));
  if (rows.size === 0) return void 0;
  const sorted = [...rows].sort((x, y) => x - y);
  if (sorted.length <= MAX_NEEDLE_ROWS) return sorted;
  const step = sorted.length / MAX_NEEDLE_ROWS;
  return Array.from({ length: MAX_NEEDLE_ROWS }, (_, i) => sorted[Math.floor(i * step)]);
}
function rowBytesFor(files) {
  return Math.ceil(files / 8);
}
function addFileToMatrix(matrix, rowBytes, col, bytes) {
  const byte = col >> 3;
  const bit = 1 << (col & 7);
  forEachTrigramRow(bytes, (r) => {
    const at = r * rowBytes + byte;
    matrix[at] = matrix[at] | bit;
  });
}

// server/src/storage/substring-store.ts
import fs3 from "node:fs";
import path3 from "node:path";
import { performance as performance2 } from "node:perf_hooks";
var SUBSTRING_CACHE_REL = ".index/substring.bin";
var MAGIC = Buffer.from("project-memory substring cache 1\n", "utf8");
var MAX_TABLE_BYTES = 64 * 1024 * 1024;
function substringCachePath(rootDir, scopeDir) {
  return path3.join(rootDir, scopeDir, SUBSTRING_CACHE_REL);
}
function versionOf(st) {
  return `${st.ino}:${st.size}:${st.mtimeMs}`;
}
function withSubstringCache(rootDir, scopeDir, known, use) {
  const abs = substringCachePath(rootDir, scopeDir);
  let fd;
  try {
    fd = fs3.openSync(abs, fs3.constants.O_RDONLY | fs3.constants.O_NOFOLLOW | fs3.constants.O_NONBLOCK);
  } catch {
    return void 0;
  }
  try {
    if (!descriptorIsAt(fd, abs)) return void 0;
    const st = fs3.fstatSync(fd);
    if (!st.isFile()) return void 0;
    const cache = known?.version === versionOf(st) ? known : readTable(fd, st);
    if (!cache) return void 0;
    const readRow = (row2, into) => {
      if (cache.rowBytes === 0) return true;
      return fs3.readSync(fd, into, 0, cache.rowBytes, cache.rowsAt + row2 * cache.rowBytes) === cache.rowBytes;
    };
    return use(cache, readRow);
  } catch {
    return void 0;
  } finally {
    fs3.closeSync(fd);
  }
}
function readTable(fd, st) {
  const head = Buffer.alloc(MAGIC.length + 4);
  if (fs3.readSync(fd, head, 0, head.length, 0) !== head.length || !head.subarray(0, MAGIC.length).equals(MAGIC)) return void 0;
  const tableBytes = head.readUInt32LE(MAGIC.length);
  if (tableBytes > MAX_TABLE_BYTES) return void 0;
  const table = Buffer.alloc(tableBytes);
  if (fs3.readSync(fd, table, 0, tableBytes, head.length) !== tableBytes) return void 0;
  const parsed = JSON.parse(table.toString("utf8"));
  if (!Array.isArray(parsed)) return void 0;
  const files = [];
  for (const f of parsed) {
    if (!Array.isArray(f) || typeof f[0] !== "string" || typeof f[1] !== "number" || typeof f[2] !== "number" || typeof f[3] !== "number") return void 0;
    files.push({ path: f[0], mtimeMs: f[1], size: f[2], ctimeMs: f[3], racy: f[4] === 1 });
  }
  const rowBytes = rowBytesFor(files.length);
  const rowsAt = head.length + tableBytes;
  if (st.size !== rowsAt + rowBytes * TRIGRAM_ROWS) return void 0;
  return { files, version: versionOf(st), rowsAt, rowBytes };
}
var RACY_MS = 2e3;
var SubstringCacheBuilder = class {
  constructor(rootDir, scopeDir, files, racyMs = RACY_MS) {
    this.rootDir = rootDir;
    this.scopeDir = scopeDir;
    this.files = files;
    this.racyMs = racyMs;
    this.rowBytes = rowBytesFor(files.length);
    this.matrix = new Uint8Array(this.rowBytes * TRIGRAM_ROWS);
  }
  rootDir;
  scopeDir;
  files;
  racyMs;
  rowBytes;
  matrix;
  table = [];
  step(deadline = Infinity) {
    while (this.table.length < this.files.length) {
      const col = this.table.length;
      const f = this.files[col];
      const read = readFileBytes(this.rootDir, scopeFileAbs(this.rootDir, this.scopeDir, f.path));
      const now = Date.now();
      if (!read) {
        this.table.push([f.path, f.mtimeMs, f.size, f.ctimeMs, 1]);
      } else {
        addFileToMatrix(this.matrix, this.rowBytes, col, read.bytes);
        const racy = now - read.ctimeMs < this.racyMs || now - read.mtimeMs < this.racyMs;
        this.table.push([f.path, read.mtimeMs, read.size, read.ctimeMs, racy ? 1 : 0]);
      }
      if ((col & 7) === 7 && performance2.now() >= deadline) break;
    }
    return this.table.length >= this.files.length;
  }
  bytes() {
    const tableBytes = Buffer.from(JSON.stringify(this.table), "utf8");
    const head = Buffer.alloc(MAGIC.length + 4);
    MAGIC.copy(head);
    head.writeUInt32LE(tableBytes.length, MAGIC.length);
    return Buffer.concat([head, tableBytes, this.matrix]);
  }
};
function saveSubstringCache(root, scopeDir, slug, bytes) {
  const abs = substringCachePath(root.dir, scopeDir);
  root.lock(`substring:${slug}`, () => writeAtomic(root.dir, abs, bytes, `${scopeDir}/${SUBSTRING_CACHE_REL}`));
}

// server/src/services/substring-cache.ts
var SLICE_MS2 = 10;
var STALE_SHARE = 0.1;
var MIN_STALE = 16;
var SubstringCaches = class {
  constructor(root, options = {}) {
    this.root = root;
    this.options = { refreshMs: 2e3, buildInBackground: false, ...options };
  }
  root;
  states = /* @__PURE__ */ new Map();
  builds = /* @__PURE__ */ new Map();
  buildTimer;
  options;
  /**
   * The files of `scope` that may contain `needle`; undefined when the scope has no usable cache
   * (the caller scans every file, and a server builds the cache for the next call).
   */
  candidates(scope, needle, caseSensitive, filter) {
    const rows = needleTrigramRows(needle, caseSensitive);
    const known = this.states.get(scope.slug);
    const result = withSubstringCache(this.root.dir, scope.dir, known?.stored, (stored, readRow) => {
      const state = this.fresh(scope, stored, known);
      const inScope = filter ? state.live.filter((f) => filter(f.path)) : state.live;
      const covered = inScope.length;
      if (!rows) return { state, files: { toRead: inScope.map((f) => f.path), covered } };
      const acc = new Uint8Array(stored.rowBytes).fill(255);
      const row2 = new Uint8Array(stored.rowBytes);
      for (const r of rows) {
        if (!readRow(r, row2)) return void 0;
        for (let i = 0; i < acc.length; i++) acc[i] = acc[i] & row2[i];
      }
      const toRead = [];
      for (const f of inScope) {
        const col = state.trusted.get(f.path);
        if (col === void 0 || acc[col >> 3] >> (col & 7) & 1) toRead.push(f.path);
      }
      return { state, files: { toRead, covered } };
    });
    if (!result) {
      this.states.delete(scope.slug);
      this.scheduleBuild(scope);
      return void 0;
    }
    this.states.set(scope.slug, result.state);
    const untrusted = result.state.live.length - result.state.trusted.size;
    if (untrusted > Math.max(MIN_STALE, result.state.live.length * STALE_SHARE)) this.scheduleBuild(scope);
    return result.files;
  }
  /** Files we wrote or removed (root-relative): the next use of their scope walks it again. */
  noteChanged(rootRels) {
    for (const rel of rootRels) {
      const m = /^(projects\/([^/]+)|_global)\/(.+)$/.exec(rel);
      if (!m || !isSearchedPath(m[3])) continue;
      const state = this.states.get(m[2] ?? "_global");
      if (state) state.changed = true;
    }
  }
  /** Stops background work and forgets every table (tests, shutdown). */
  close() {
    if (this.buildTimer) clearTimeout(this.buildTimer);
    this.buildTimer = void 0;
    this.builds.clear();
    this.states.clear();
  }
  /** Whether background builds are queued or running (for tests and the benchmark). */
  building() {
    return this.builds.size > 0;
  }
  fresh(scope, stored, known) {
    const now = performance3.now();
    if (known && known.stored === stored && !known.changed && now - known.checkedAt < this.options.refreshMs) return known;
    const live = listScopeFiles(this.root.dir, scope.dir);
    const cols = /* @__PURE__ */ new Map();
    stored.files.forEach((f, col) => cols.set(f.path, col));
    const trusted = /* @__PURE__ */ new Map();
    for (const f of live) {
      const col = cols.get(f.path);
      if (col === void 0) continue;
      const c = stored.files[col];
      if (c && !c.racy && c.mtimeMs === f.mtimeMs && c.size === f.size && c.ctimeMs === f.ctimeMs) trusted.set(f.path, col);
    }
    return { stored, live, trusted, checkedAt: now, changed: false };
  }
  scheduleBuild(scope) {
    if (!this.options.buildInBackground || this.builds.has(scope.slug)) return;
    this.builds.set(scope.slug, { scope, builder: void 0 });
    this.kick();
  }
  kick() {
    if (this.buildTimer || this.builds.size === 0) return;
    this.buildTimer = setTimeout(() => {
      this.buildTimer = void 0;
      const build = this.builds.values().next().value;
      if (build) {
        try {
          if (!build.builder) {
            build.builder = new SubstringCacheBuilder(this.root.dir, build.scope.dir, listScopeFiles(this.root.dir, build.scope.dir));
          } else if (build.builder.step(performance3.now() + SLICE_MS2)) {
            this.builds.delete(build.scope.slug);
            saveSubstringCache(this.root, build.scope.dir, build.scope.slug, build.builder.bytes());
          }
        } catch (e) {
          this.builds.delete(build.scope.slug);
          process.stderr.write(`project-memory: could not store the substring cache of ${build.scope.slug}: ${e instanceof Error ? e.message : String(e)}
`);
        }
      }
      this.kick();
    }, 0);
    this.buildTimer.unref();
  }
};
var byRoot2 = /* @__PURE__ */ new Map();
function substringCachesOf(root) {
  let caches = byRoot2.get(root.dir);
  if (!caches) {
    caches = new SubstringCaches(root);
    byRoot2.set(root.dir, caches);
  }
  return caches;
}
function noteSubstringChange(root, rootRels) {
  byRoot2.get(root.dir)?.noteChanged(rootRels);
}

// server/src/services/derived.ts
function afterChange(ws, rels, effects = {}) {
  const date = todayOf(ws);
  const folders = new Set(rels.map(folderOf));
  for (const folder of folders) {
    updateManifest(ws.root, folder, date, (m) => {
      let next = m;
      for (const rel of rels) {
        if (folderOf(rel) !== folder) continue;
        const present = next.files.some((f) => f.name === nameOf(rel));
        if (effects.description && present) next = applyDescription(next, nameOf(rel), effects.description);
      }
      if (effects.markStale) next = { ...next, stale: true };
      if (effects.lastEntryDate) next = withEntryDate(next, effects.lastEntryDate);
      return next;
    });
  }
  refreshRefs(ws.root, rels);
  noteRankedChange(ws.root, rels);
  noteSubstringChange(ws.root, rels);
  if (rels.some((r) => /^projects\/[^/]+\/_meta\.yaml$/.test(r))) {
    refreshProjectsIndex(ws.root);
    refreshRootManifest(ws.root, date);
  }
}
var META = /^projects\/[^/]+\/_meta\.yaml$/;
var COUNTED = /^(projects\/[^/]+)\/(decisions\.md|sessions\/[^/]+)$/;
var PEOPLE_MD = /^projects\/[^/]+\/people\.md$/;
var PROFILE = /^_global\/(people|companies)\/[^/]+\.md$/;
function derivedFilesOf(ws, rels, people) {
  const out = /* @__PURE__ */ new Set(["_refs-index.json"]);
  for (const rel of rels) {
    const folder = folderOf(rel);
    out.add(folder ? `${folder}/_index.yaml` : "_index.yaml");
    if (PEOPLE_MD.test(rel)) out.add(rel);
    const counted = COUNTED.exec(rel);
    if (counted) out.add(`${counted[1]}/manifest.json`);
    if (META.test(rel)) {
      out.add("_projects-index.json");
      out.add("_index.yaml");
    }
    if (people && PROFILE.test(rel)) for (const p of readProjectsIndex(ws.root).projects) out.add(`projects/${p.slug}/people.md`);
  }
  return out;
}
function assertDerivedWritable(ws, rels, { people = false } = {}) {
  for (const rel of derivedFilesOf(ws, rels, people)) {
    const { stat } = ws.root.resolve(rel);
    if (stat === null || stat.isFile() && stat.nlink === 1) continue;
    const what = stat.isDirectory() ? "is a folder" : stat.isFile() ? `has ${stat.nlink} hard links` : "is not a regular file";
    throw new MemoryError("INVALID_PATH", `${describePath(rel)} ${what}, where the server keeps a derived file, so nothing was written.`, "Move it aside; rebuild_indexes makes the derived file again.");
  }
}

export {
  queryTerms,
  indexedFiles,
  compareStrings,
  rankDocuments,
  locateBestLine,
  matchingLine,
  substringCandidates,
  SKIPPED_DIR_NAMES,
  UNSEARCHED_FILE_NAMES,
  isHiddenEntryName,
  compareWalkOrder,
  readFileBytes,
  scopeFileAbs,
  rankedIndexes,
  substringCachesOf,
  resolveTarget,
  memoryPathFrom,
  afterChange,
  assertDerivedWritable
};
