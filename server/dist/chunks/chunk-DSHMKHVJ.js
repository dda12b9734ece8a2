#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  readDraft
} from "./chunk-6E2VMHRY.js";
import {
  assertAppendable,
  assertWritable,
  isAppendOnly,
  kindOf,
  require_diff_match_patch,
  versionText
} from "./chunk-TZR6OA62.js";
import {
  refreshPeopleAfterProfileChange,
  regenerateAllPeopleMd
} from "./chunk-6MSTP4FT.js";
import {
  activeIds,
  currentProjectsIndex
} from "./chunk-BYZIKFFT.js";
import {
  assertFormat,
  assertNoSecret,
  assertText
} from "./chunk-7KP7Q5KT.js";
import {
  appendSessionEntry,
  renderSessionFile
} from "./chunk-YKPDXL74.js";
import {
  SKIPPED_DIR_NAMES,
  UNSEARCHED_FILE_NAMES,
  afterChange,
  assertDerivedWritable,
  assertDescriptionText,
  classifyLines,
  compareStrings,
  compareWalkOrder,
  indexedFiles,
  initRoot,
  isHiddenEntryName,
  locateBestLine,
  parseAtxHeading,
  parseYaml,
  queryTerms,
  rankDocuments,
  rankedIndexes,
  readFileBytes,
  refreshProjectsIndex,
  refreshRootManifest,
  replaceRefsIndex,
  resolveTarget,
  scopeFileAbs,
  substringCandidates,
  updateManifest
} from "./chunk-MHXRAFSD.js";
import {
  SESSION_FILE
} from "./chunk-HFPIO54B.js";
import {
  readManifestJson,
  require_picomatch,
  updateManifestJson
} from "./chunk-GOOHZ32A.js";
import {
  todayOf
} from "./chunk-XF4U475L.js";
import {
  readProjectsIndex,
  resolveProjectScope,
  resolveScope
} from "./chunk-XPCYVAVI.js";
import {
  parseDecisions
} from "./chunk-RSVV74X4.js";
import {
  assertIsoDate,
  clipLine,
  revisionOf
} from "./chunk-JEWJKUPC.js";
import {
  listAnchored,
  moveContained,
  parseMemoryPath,
  readTextContained,
  reservedReason,
  sweepTempFiles
} from "./chunk-3KDWSTMR.js";
import {
  MemoryError
} from "./chunk-KZNU4RTG.js";
import {
  __toESM
} from "./chunk-DFL6OJUP.js";

// server/src/services/files.ts
import fs from "node:fs";
import { randomBytes } from "node:crypto";

// server/src/core/outline.ts
function outline(markdown) {
  const entries = [];
  const lines = classifyLines(markdown);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (line.kind !== "text") continue;
    const heading = parseAtxHeading(line.text);
    if (heading) entries.push({ line: i + 1, level: heading.level, text: heading.text });
  }
  return entries;
}

// server/src/core/closest-passage.ts
var import_diff_match_patch = __toESM(require_diff_match_patch(), 1);
var DIFF_DELETE = -1;
var DIFF_INSERT = 1;
var DIFF_EQUAL = 0;
var MAX_CANDIDATES = 4;
var MAX_OCCURRENCES_PER_ANCHOR = 64;
var MAX_PIECES = 8;
var PIECE_GROWTH = [24, 32];
var BITAP_THRESHOLD = 0.4;
var BITAP_MAX_CONTENT = 256 * 1024;
var DIFF_TIMEOUT_SECONDS = 0.05;
var GOOD_ENOUGH = 0.95;
function findClosestPassage(content, search) {
  if (content === "" || search.trim() === "") return null;
  const lineStarts = lineStartOffsets(content);
  let candidates = lineAnchorCandidates(content, lineStarts, search);
  if (candidates.length === 0) candidates = pieceCandidates(content, lineStarts, search);
  if (candidates.length === 0 && content.length <= BITAP_MAX_CONTENT) candidates = bitapCandidates(content, search);
  if (candidates.length === 0) return null;
  const dmp = new import_diff_match_patch.default();
  dmp.Diff_Timeout = DIFF_TIMEOUT_SECONDS;
  let best = null;
  for (const candidate of candidates) {
    const scored = score(dmp, content, candidate);
    if (!best || scored.similarity > best.similarity) best = scored;
    if (best.similarity >= GOOD_ENOUGH) break;
  }
  if (!best) return null;
  const firstLine = lineOfOffset(lineStarts, best.index);
  const lastLine = lineOfOffset(lineStarts, Math.max(best.index, best.index + best.length - 1));
  const start = lineStarts[firstLine];
  return {
    index: start,
    line: firstLine + 1,
    text: content.slice(start, lineEnd(content, lineStarts, lastLine)).replace(/\r$/, ""),
    similarity: Math.max(0, best.similarity)
  };
}
function score(dmp, content, candidate) {
  const slack = candidate.aligned ? 0 : Math.min(64, Math.ceil(candidate.expected.length / 4) + 4);
  let start = Math.max(0, candidate.index - slack);
  let end = Math.min(content.length, candidate.index + candidate.length + slack);
  let diffs = dmp.diff_main(candidate.expected, content.slice(start, end), false);
  let unmatchedExpected = 0;
  if (!candidate.aligned) {
    dmp.diff_cleanupSemantic(diffs);
    const first = diffs.findIndex(([op]) => op === DIFF_EQUAL);
    const last = diffs.length - 1 - [...diffs].reverse().findIndex(([op]) => op === DIFF_EQUAL);
    if (first !== -1) {
      for (const [op, text] of [...diffs.slice(0, first), ...diffs.slice(last + 1)]) {
        if (op === DIFF_DELETE) unmatchedExpected += text.length;
      }
      for (const [op, text] of diffs.slice(0, first)) if (op === DIFF_INSERT) start += text.length;
      for (const [op, text] of diffs.slice(last + 1)) if (op === DIFF_INSERT) end -= text.length;
      diffs = diffs.slice(first, last + 1);
    }
  }
  const distance = dmp.diff_levenshtein(diffs) + unmatchedExpected;
  return { index: start, length: end - start, similarity: 1 - distance / Math.max(candidate.expected.length, end - start, 1) };
}
function lineStartOffsets(content) {
  const starts = [0];
  for (let i = content.indexOf("\n"); i !== -1; i = content.indexOf("\n", i + 1)) starts.push(i + 1);
  return starts;
}
function lineNumberAt(content, offset) {
  let line = 1;
  for (let i = content.indexOf("\n"); i !== -1 && i < offset; i = content.indexOf("\n", i + 1)) line++;
  return line;
}
function lineOfOffset(lineStarts, offset) {
  let low = 0;
  let high = lineStarts.length - 1;
  while (low < high) {
    const mid = low + high + 1 >> 1;
    if (lineStarts[mid] <= offset) low = mid;
    else high = mid - 1;
  }
  return low;
}
function lineEnd(content, lineStarts, line) {
  return line + 1 < lineStarts.length ? lineStarts[line + 1] - 1 : content.length;
}
function anchorKey(line) {
  return line.trim().replace(/\s+/g, " ");
}
function topVoted(votes) {
  return [...votes.entries()].sort((a, b) => b[1].count - a[1].count || a[0] - b[0]).slice(0, MAX_CANDIDATES).map(([, vote]) => vote.value);
}
function lineAnchorCandidates(content, lineStarts, search) {
  const searchLines = search.split("\n");
  const wanted = /* @__PURE__ */ new Map();
  searchLines.forEach((line, j) => {
    const key = anchorKey(line);
    if (key === "") return;
    const positions = wanted.get(key);
    if (positions) positions.push(j);
    else wanted.set(key, [j]);
  });
  if (wanted.size === 0) return [];
  const occurrences2 = /* @__PURE__ */ new Map();
  for (let i = 0; i < lineStarts.length; i++) {
    const key = anchorKey(content.slice(lineStarts[i], lineEnd(content, lineStarts, i)));
    if (!wanted.has(key)) continue;
    const list = occurrences2.get(key);
    if (list) list.push(i);
    else occurrences2.set(key, [i]);
  }
  const votes = /* @__PURE__ */ new Map();
  for (const [key, lines] of occurrences2) {
    if (lines.length > MAX_OCCURRENCES_PER_ANCHOR) continue;
    for (const j of wanted.get(key)) {
      for (const line of lines) {
        const startLine = Math.max(0, line - j);
        const vote = votes.get(startLine);
        if (vote) {
          vote.count += 1 / lines.length;
          continue;
        }
        const index = lineStarts[startLine];
        const endLine = Math.min(lineStarts.length, startLine + searchLines.length) - 1;
        votes.set(startLine, { count: 1 / lines.length, value: { index, length: lineEnd(content, lineStarts, endLine) - index, expected: search, aligned: true } });
      }
    }
  }
  return topVoted(votes);
}
function pieceCandidates(content, lineStarts, search) {
  const trimmed = search.trim();
  if (trimmed.length < 6) return [];
  const size = Math.min(16, Math.max(6, Math.floor(trimmed.length / 4)));
  const count = Math.min(MAX_PIECES, Math.max(1, Math.floor(trimmed.length / size)));
  const votes = /* @__PURE__ */ new Map();
  for (let k = 0; k < count; k++) {
    const offset = count === 1 ? 0 : Math.round(k * (trimmed.length - size) / (count - 1));
    let found = null;
    for (const length of [size, ...PIECE_GROWTH.filter((l) => l > size)]) {
      const piece = trimmed.slice(offset, offset + length);
      if (piece.trim() === "") break;
      found = occurrencesUpTo(content, piece, MAX_OCCURRENCES_PER_ANCHOR);
      if (found !== null || offset + length >= trimmed.length) break;
    }
    if (found === null) continue;
    for (const at of found) {
      const index = Math.max(0, at - offset);
      const line = lineOfOffset(lineStarts, index);
      const vote = votes.get(line);
      if (vote) vote.count += 1 / found.length;
      else votes.set(line, { count: 1 / found.length, value: { index, length: Math.min(trimmed.length, content.length - index), expected: trimmed, aligned: false } });
    }
  }
  return topVoted(votes);
}
function occurrencesUpTo(content, piece, limit) {
  const found = [];
  for (let at = content.indexOf(piece); at !== -1; at = content.indexOf(piece, at + 1)) {
    if (found.length === limit) return null;
    found.push(at);
  }
  return found;
}
function bitapCandidates(content, search) {
  const dmp = new import_diff_match_patch.default();
  const maxBits = dmp.Match_MaxBits;
  dmp.Match_Threshold = BITAP_THRESHOLD;
  dmp.Match_Distance = Math.max(1e3, content.length * 10);
  const trimmed = search.trim();
  const anchors = [{ offset: 0, text: trimmed.slice(0, maxBits) }];
  if (trimmed.length > 2 * maxBits) anchors.push({ offset: trimmed.length - maxBits, text: trimmed.slice(-maxBits) });
  for (const anchor of anchors) {
    const at = dmp.match_main(content, anchor.text, 0);
    if (at !== -1) {
      const index = Math.max(0, at - anchor.offset);
      return [{ index, length: Math.min(trimmed.length, content.length - index), expected: trimmed, aligned: false }];
    }
  }
  return [];
}

// server/src/core/search-replace.ts
var SEARCH_MARKER = /^<{7} SEARCH[ \t]*$/;
var DIVIDER = /^={7}[ \t]*$/;
var REPLACE_MARKER = /^>{7} REPLACE[ \t]*$/;
var NEAR_SEARCH_MARKER = /^\s*<{2,}\s*SEARCH\b/i;
var NEAR_REPLACE_MARKER = /^\s*>{2,}\s*REPLACE\b/i;
var NEAR_DIVIDER = /^\s*={3,}\s*$/;
var FORMAT_EXAMPLE = [
  "Write each change as:",
  "<<<<<<< SEARCH",
  "exact old text",
  "=======",
  "new text",
  ">>>>>>> REPLACE",
  "(markers on their own lines, exactly seven characters; only blank lines between blocks)."
].join("\n");
var MAX_LISTED_LINES = 10;
var MAX_EXCERPT_LINES = 8;
var MIN_RECOGNISABLE_REPLACE = 8;
function patchLines(patch) {
  const lines = [];
  let start = 0;
  while (start < patch.length) {
    const newline = patch.indexOf("\n", start);
    const end = newline === -1 ? patch.length : newline + 1;
    const raw = patch.slice(start, newline === -1 ? patch.length : newline);
    lines.push({ text: raw.endsWith("\r") ? raw.slice(0, -1) : raw, start, end });
    start = end;
  }
  return lines;
}
function sectionText(patch, from, to) {
  const text = patch.slice(from, to);
  if (text.endsWith("\r\n")) return text.slice(0, -2);
  if (text.endsWith("\n")) return text.slice(0, -1);
  return text;
}
function formatError(message) {
  return new MemoryError("INVALID_FORMAT", message, FORMAT_EXAMPLE);
}
function parseSearchReplace(patch) {
  const source = patch.startsWith("\uFEFF") ? patch.slice(1) : patch;
  const lines = patchLines(source);
  const blocks = [];
  let state = "outside";
  let blockLine = 0;
  let sectionStart = 0;
  let search = "";
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const n = i + 1;
    if (state === "outside") {
      if (SEARCH_MARKER.test(line.text)) {
        state = "search";
        blockLine = n;
        sectionStart = line.end;
      } else if (line.text.trim() !== "") {
        throw formatError(describeStrayLine(line.text, n));
      }
    } else if (state === "search") {
      if (DIVIDER.test(line.text)) {
        search = sectionText(source, sectionStart, line.start);
        if (search === "") {
          throw formatError(`The SEARCH section of the block on line ${blockLine} is empty; it must hold the exact text to replace.`);
        }
        state = "replace";
        sectionStart = line.end;
      } else if (SEARCH_MARKER.test(line.text) || REPLACE_MARKER.test(line.text)) {
        throw formatError(`The block that starts on line ${blockLine} has no "=======" line before line ${n}.`);
      }
    } else if (REPLACE_MARKER.test(line.text)) {
      blocks.push({ search, replace: sectionText(source, sectionStart, line.start) });
      state = "outside";
    } else if (SEARCH_MARKER.test(line.text)) {
      throw formatError(`The block that starts on line ${blockLine} has no ">>>>>>> REPLACE" line before the next "<<<<<<< SEARCH" on line ${n}.`);
    }
  }
  if (state === "search") throw formatError(`The block that starts on line ${blockLine} has no "=======" line.`);
  if (state === "replace") throw formatError(`The block that starts on line ${blockLine} has no ">>>>>>> REPLACE" line.`);
  if (blocks.length === 0) throw formatError("The patch contains no SEARCH/REPLACE block.");
  return blocks;
}
function describeStrayLine(text, n) {
  if (NEAR_SEARCH_MARKER.test(text)) return `Line ${n} must read exactly "<<<<<<< SEARCH" (seven "<", at the start of the line).`;
  if (NEAR_REPLACE_MARKER.test(text) || NEAR_DIVIDER.test(text)) {
    return `Line ${n} is a divider or REPLACE marker outside a block; every block starts with a "<<<<<<< SEARCH" line.`;
  }
  return `Line ${n} is outside any SEARCH/REPLACE block; only blank lines may come before, between or after blocks.`;
}
function lineEndingStyle(content) {
  let crlf = 0;
  let lf = 0;
  for (let i = content.indexOf("\n"); i !== -1; i = content.indexOf("\n", i + 1)) {
    if (i > 0 && content.charCodeAt(i - 1) === 13) crlf++;
    else lf++;
    if (crlf > 0 && lf > 0) return "none-or-mixed";
  }
  if (crlf > 0) return "crlf";
  if (lf > 0) return "lf";
  return "none-or-mixed";
}
function inFileStyle(block, style) {
  if (style === "crlf") {
    const toCrlf = (s) => s.replace(/\r?\n/g, "\r\n");
    return { search: toCrlf(block.search), replace: toCrlf(block.replace) };
  }
  if (style === "lf") {
    const toLf = (s) => s.replace(/\r\n/g, "\n");
    return { search: toLf(block.search), replace: toLf(block.replace) };
  }
  return block;
}
function occurrences(content, search, limit) {
  const found = [];
  for (let at = content.indexOf(search); at !== -1 && found.length < limit; at = content.indexOf(search, at + 1)) {
    found.push(at);
  }
  return found;
}
function applySearchReplace(content, blocks) {
  if (blocks.length === 0) throw formatError("The patch contains no SEARCH/REPLACE block.");
  const original = content;
  const applied = [];
  let current = content;
  blocks.forEach((given, i) => {
    const label = blocks.length > 1 ? `SEARCH block ${i + 1} of ${blocks.length}` : "SEARCH block 1";
    if (given.search === "") {
      throw formatError(`${label} is empty; it must hold the exact text to replace.`);
    }
    const block = inFileStyle(given, lineEndingStyle(current));
    const found = occurrences(current, block.search, MAX_LISTED_LINES + 1);
    if (found.length === 0) throw noMatchError(label, i, block, current, original);
    if (found.length > 1) throw ambiguousError(label, i, block.search, current, found);
    const at = found[0];
    applied.push({ line: lineNumberAt(current, at) });
    current = current.slice(0, at) + block.replace + current.slice(at + block.search.length);
  });
  return { content: current, applied };
}
function afterEarlierBlocks(index) {
  if (index === 0) return "";
  return index === 1 ? " (line numbers count after block 1 is applied)" : ` (line numbers count after blocks 1-${index} are applied)`;
}
function ambiguousError(label, index, search, content, found) {
  const lineStarts = lineStartOffsets(content);
  const lines = found.slice(0, MAX_LISTED_LINES).map((at) => lineOfOffset(lineStarts, at) + 1);
  const total = found.length > MAX_LISTED_LINES ? `more than ${MAX_LISTED_LINES}` : String(found.length);
  const where = found.length > MAX_LISTED_LINES ? `lines ${lines.join(", ")}, \u2026` : `lines ${lines.join(", ")}`;
  return new MemoryError(
    "AMBIGUOUS_MATCH",
    `${label} matches ${total} places in the file (${where})${afterEarlierBlocks(index)}, but it must match exactly one.`,
    "Add neighbouring lines to the SEARCH text so that it matches only the place you mean. No block was applied."
  );
}
function noMatchError(label, index, block, content, original) {
  const notes = [];
  if (index > 0 && original.includes(block.search)) {
    notes.push("An earlier block of this patch changed this text: search for it as it reads after that block, or merge the two blocks.");
  } else if (block.replace.trim().length >= MIN_RECOGNISABLE_REPLACE) {
    const replaced = content.indexOf(block.replace);
    if (replaced !== -1) {
      const line = lineNumberAt(content, replaced);
      notes.push(`The file already contains the REPLACE text at line ${line}: this change may have been applied already.`);
    }
  }
  const passage = findClosestPassage(content, block.search);
  let message = `${label} does not occur in the file${afterEarlierBlocks(index)}.`;
  if (passage) {
    message = `${label} does not occur in the file${afterEarlierBlocks(index)}; the closest passage starts at line ${passage.line}.`;
    const squashed = squash(block.search);
    if (squashed !== "" && squash(passage.text).includes(squashed)) {
      notes.push("It differs from the SEARCH text only in whitespace (indentation, spaces or line breaks).");
    }
    notes.unshift(`Closest passage (${Math.round(passage.similarity * 100)}% similar):
${excerpt(passage.text, passage.line)}`);
  } else {
    notes.push("No similar passage was found.");
  }
  notes.push("Copy the SEARCH text exactly from the file (read_file shows it). No block was applied.");
  return new MemoryError("NO_MATCH", message, notes.join("\n"));
}
function squash(text) {
  return text.replace(/\s+/g, "");
}
function excerpt(text, firstLine) {
  const lines = text.split("\n").map((line) => line.replace(/\r$/, ""));
  const shown = lines.slice(0, MAX_EXCERPT_LINES);
  const width = String(firstLine + shown.length - 1).length;
  const body = shown.map((line, k) => `${String(firstLine + k).padStart(width)} | ${clipLine(line)}`);
  if (lines.length > shown.length) body.push(`${" ".repeat(width)} | \u2026 ${lines.length - shown.length} more lines`);
  return body.join("\n");
}

// server/src/services/files.ts
function countLines(text) {
  if (text === "") return 0;
  const n = text.split("\n").length;
  return text.endsWith("\n") ? n - 1 : n;
}
function readExisting(ws, t) {
  if (t.isDirectory) throw new MemoryError("INVALID_PATH", `"${t.path}" is a folder, not a file.`);
  return readTextContained(ws.root.dir, t.abs, t.path)?.text ?? null;
}
function notFound(t) {
  return new MemoryError("NOT_FOUND", `"${t.path}" does not exist in ${t.scope.slug}.`, "Check the path with get_folder_manifest or search.");
}
function checkRevision(current, expected, t) {
  if (expected === void 0) return;
  const actual = current === null ? "absent" : revisionOf(current);
  if (actual !== expected) {
    throw new MemoryError("CONFLICT", `"${t.path}" changed since revision ${expected} was read (it is now ${actual}), so nothing was written.`, "Read it again, reapply your change, and pass the new revision.");
  }
}
function readFile(ws, args) {
  const t = resolveTarget(ws, args.project, args.path);
  const version = args.at !== void 0 ? versionText(ws, t, args.at) : void 0;
  const text = version ? version.text : readExisting(ws, t);
  if (text === null) throw notFound(t);
  const base = { path: t.path, project: t.scope.slug, revision: revisionOf(text), total_lines: countLines(text) };
  if (version) base.version = { rev: version.rev, time: version.time, tool: version.tool };
  if (args.head_only) return { ...base, outline: outline(text) };
  if (args.offset !== void 0 || args.limit !== void 0) {
    const offset = args.offset ?? 1;
    const limit = args.limit ?? 200;
    if (!Number.isInteger(offset) || offset < 1) throw new MemoryError("INVALID_INPUT", "offset is a 1-indexed line number (1 or more).");
    if (!Number.isInteger(limit) || limit < 1) throw new MemoryError("INVALID_INPUT", "limit is a number of lines (1 or more).");
    const lines = text.split("\n");
    if (text.endsWith("\n")) lines.pop();
    const slice = lines.slice(offset - 1, offset - 1 + limit);
    return { ...base, content: slice.join("\n"), from_line: slice.length ? offset : 0, to_line: slice.length ? offset + slice.length - 1 : 0 };
  }
  return { ...base, content: text };
}
function describeChange(d) {
  for (const k of ["description", "read_when", "stale_after"]) assertDescriptionText(d[k], k);
  if (d.description === void 0 && d.read_when === void 0 && d.stale_after === void 0) return void 0;
  return { description: d.description, read_when: d.read_when, stale_after: d.stale_after };
}
function currentMetaId(ws, t, current) {
  if (kindOf(t.parts) !== "meta" || current === null) return null;
  try {
    const data = parseYaml(current, t.path);
    return typeof data.id === "string" ? data.id : null;
  } catch {
    return null;
  }
}
async function writeFile(ws, args) {
  if (args.content === void 0 === (args.content_file === void 0)) {
    throw new MemoryError("INVALID_INPUT", "Give exactly one of content (the text) or content_file (absolute path of a UTF-8 draft file).");
  }
  const t = resolveTarget(ws, args.project, args.path);
  const kind = assertWritable(t.parts, `"${t.path}"`, t.scope.kind);
  const description = describeChange(args);
  let text;
  if (args.content_file !== void 0) {
    const draft = readDraft(args.content_file, void 0, "content_file", ws.root.dir);
    if (t.exists) {
      const st = fs.statSync(t.abs);
      if (st.dev === draft.dev && st.ino === draft.ino) throw new MemoryError("INVALID_INPUT", "content_file is the target file itself; draft the new text in a separate scratch file.");
    }
    text = draft.text;
  } else {
    text = args.content;
  }
  assertText(text, args.content_file !== void 0 ? "content_file" : "content");
  await assertNoSecret(text, args.content_file !== void 0 ? "content_file" : "content");
  assertDerivedWritable(ws, [t.rel], { people: true });
  const result = ws.root.lock(`file:${t.rel}`, () => {
    const current = readExisting(ws, t);
    checkRevision(current, args.expected_revision, t);
    if (current !== null && isAppendOnly(kind)) {
      throw new MemoryError("INVALID_INPUT", `"${t.path}" is append-only and already exists, so write_file may not replace it.`, kind === "decisions" ? "Use add_decision (with supersedes to revise one)." : "Use append_to_file to add to it, or patch_file to correct a passage.");
    }
    assertFormat(kind, text, `"${t.path}"`, { slug: t.scope.slug, currentMetaId: currentMetaId(ws, t, current) });
    if (current === text) return { created: false, changed: false };
    ws.root.writeText(t.rel, text);
    return { created: current === null, changed: true };
  });
  if (result.changed || description) afterChange(ws, [t.rel], { description });
  if (result.changed) refreshPeopleAfterProfileChange(ws, t.rel);
  return { path: t.path, project: t.scope.slug, revision: revisionOf(text), total_lines: countLines(text), ...result };
}
async function patchFile(ws, args) {
  const t = resolveTarget(ws, args.project, args.path);
  const kind = assertWritable(t.parts, `"${t.path}"`, t.scope.kind);
  if (kind === "decisions") {
    throw new MemoryError("INVALID_INPUT", "decisions.md is append-only: entries are never edited by patch.", "Use add_decision with supersedes to revise a decision.");
  }
  assertText(args.patch, "patch");
  const blocks = parseSearchReplace(args.patch);
  await assertNoSecret(blocks.map((b) => b.replace).join("\n"), "patch");
  assertDerivedWritable(ws, [t.rel], { people: true });
  const outcome = ws.root.lock(`file:${t.rel}`, () => {
    const current = readExisting(ws, t);
    if (current === null) throw notFound(t);
    checkRevision(current, args.expected_revision, t);
    const applied = applySearchReplace(current, blocks);
    assertText(applied.content, "the patched file");
    assertFormat(kind, applied.content, `"${t.path}"`, { slug: t.scope.slug, currentMetaId: currentMetaId(ws, t, current) });
    if (applied.content !== current) ws.root.writeText(t.rel, applied.content);
    return { text: applied.content, changed: applied.content !== current, lines: applied.applied.map((a) => a.line) };
  });
  if (outcome.changed) {
    afterChange(ws, [t.rel]);
    refreshPeopleAfterProfileChange(ws, t.rel);
  }
  return {
    path: t.path,
    project: t.scope.slug,
    revision: revisionOf(outcome.text),
    created: false,
    changed: outcome.changed,
    total_lines: countLines(outcome.text),
    blocks: blocks.length,
    lines: outcome.lines
  };
}
function joinRecord(current, record) {
  const body = record.endsWith("\n") ? record : `${record}
`;
  if (current === "") return body;
  let head = current.endsWith("\n") ? current : `${current}
`;
  if (/^#/.test(body) && !head.endsWith("\n\n")) head += "\n";
  return head + body;
}
async function appendToFile(ws, args, validate) {
  const t = resolveTarget(ws, args.project, args.path);
  assertWritable(t.parts, `"${t.path}"`, t.scope.kind);
  const kind = assertAppendable(t.parts, `"${t.path}"`);
  assertText(args.content, "content");
  if (args.content.trim() === "") throw new MemoryError("INVALID_INPUT", "content is empty; there is nothing to append.");
  await assertNoSecret(args.content, "content");
  assertDerivedWritable(ws, [t.rel], { people: true });
  const outcome = ws.root.lock(`file:${t.rel}`, () => {
    const current = readExisting(ws, t);
    checkRevision(current, args.expected_revision, t);
    validate?.(current ?? "", args.content);
    const next = joinRecord(current ?? "", args.content);
    assertText(next, "the appended file");
    ws.root.writeText(t.rel, next);
    return { text: next, created: current === null };
  });
  afterChange(ws, [t.rel], {
    markStale: kind === "decisions",
    lastEntryDate: kind === "update" ? (t.parts[1] ?? "").slice(0, 10) || todayOf(ws) : void 0
  });
  return { path: t.path, project: t.scope.slug, revision: revisionOf(outcome.text), created: outcome.created, changed: true, total_lines: countLines(outcome.text) };
}
var UNDELETABLE = /* @__PURE__ */ new Set(["_meta.yaml", "people.md"]);
function trashStamp(now) {
  return now.toISOString().replace(/[-:]/g, "").replace(".", "");
}
function deleteFile(ws, args) {
  const t = resolveTarget(ws, args.project, args.path);
  const reserved = reservedReason(t.parts);
  if (reserved) throw new MemoryError("RESERVED_PATH", `"${t.path}" cannot be deleted because ${reserved}.`);
  if (t.parts.length === 1 && UNDELETABLE.has(t.parts[0]) && t.scope.kind === "project") {
    throw new MemoryError("RESERVED_PATH", `"${t.path}" belongs to the project's structure and cannot be deleted.`);
  }
  if (!t.exists) throw notFound(t);
  if (t.isDirectory) throw new MemoryError("INVALID_INPUT", `"${t.path}" is a folder; delete_file moves one file at a time.`);
  assertDerivedWritable(ws, [t.rel], { people: true });
  const trashRel = ws.root.lock(`file:${t.rel}`, () => {
    const current = readExisting(ws, t);
    if (current === null) throw notFound(t);
    checkRevision(current, args.expected_revision, t);
    let stamp = trashStamp(ws.now());
    if (ws.root.exists(`_trash/${stamp}/${t.rel}`)) stamp = `${stamp}-${randomBytes(3).toString("hex")}`;
    const dest = ws.root.resolve(`_trash/${stamp}/${t.rel}`);
    ws.root.keepVersion(t.rel, null).around(() => moveContained(ws.root.dir, t.abs, dest.abs, t.path, { exclusive: true }));
    return `_trash/${stamp}/${t.rel}`;
  });
  afterChange(ws, [t.rel]);
  refreshPeopleAfterProfileChange(ws, t.rel);
  return { path: t.path, project: t.scope.slug, trash_path: trashRel };
}

// server/src/services/sessions.ts
function countSessions(ws, dir) {
  return ws.root.list(`${dir}/sessions`).filter((d) => d.isFile() && SESSION_FILE.test(d.name)).length;
}
async function logSession(ws, input) {
  const scope = resolveProjectScope(ws, input.project, "Sessions");
  const date = input.date ? assertIsoDate(input.date, "date") : todayOf(ws);
  const entry = {
    summary: input.summary,
    outcomes: input.outcomes,
    decisions: input.decisions,
    openQuestions: input.open_questions,
    nextStep: input.next_step
  };
  const all = [input.summary ?? "", ...input.outcomes ?? [], ...input.decisions ?? [], ...input.open_questions ?? [], input.next_step ?? ""];
  all.forEach((t, i) => assertText(t, i === 0 ? "summary" : "session text"));
  await assertNoSecret(all.join("\n"), "the session summary");
  const rel = `${scope.dir}/sessions/${date}.md`;
  assertDerivedWritable(ws, [rel]);
  const section = ws.root.lock(`file:${rel}`, () => {
    const current = ws.root.readText(rel)?.text;
    const next = current === void 0 ? renderSessionFile(date, entry) : appendSessionEntry(current, entry);
    ws.root.writeText(rel, next);
    return (next.match(/^## Session \d+/gm) ?? []).length;
  });
  afterChange(ws, [rel]);
  updateManifestJson(ws.root, scope, () => ({ sessionCount: countSessions(ws, scope.dir), updated: todayOf(ws) }));
  const sessionCount = countSessions(ws, scope.dir);
  return { project: scope.slug, path: `sessions/${date}.md`, section, session_count: sessionCount };
}

// server/src/services/walk.ts
import path from "node:path";
function walkFiles(rootDir, relDir, out = [], folders) {
  const absDir = relDir ? path.join(rootDir, relDir) : rootDir;
  const entries = listAnchored(rootDir, absDir);
  folders?.push(relDir);
  entries.sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
  for (const ent of entries) {
    if (isHiddenEntryName(ent.name)) continue;
    const rel = relDir ? `${relDir}/${ent.name}` : ent.name;
    if (ent.isDirectory()) {
      if (!SKIPPED_DIR_NAMES.has(ent.name)) walkFiles(rootDir, rel, out, folders);
    } else if (ent.isFile()) {
      out.push({ rel, abs: path.join(absDir, ent.name) });
    }
  }
  return out;
}

// server/src/services/rebuild.ts
function rebuildIndexes(ws) {
  initRoot(ws, { sweep: false });
  const date = todayOf(ws);
  const projects = refreshProjectsIndex(ws.root);
  const rootManifest = refreshRootManifest(ws.root, date);
  const peopleChanged = regenerateAllPeopleMd(ws, readProjectsIndex(ws.root).projects);
  const folders = [];
  const files = [...walkFiles(ws.root.dir, "projects", [], folders), ...walkFiles(ws.root.dir, "_global", [], folders)];
  const manifestsChanged = [];
  for (const folder of folders) {
    if (folder === "projects") continue;
    if (updateManifest(ws.root, folder, date).changed) manifestsChanged.push(`${folder}/_index.yaml`);
  }
  const refsChanged = replaceRefsIndex(ws.root, files.map((f) => f.rel));
  const manifestJsonChanged = readProjectsIndex(ws.root).projects.filter((p) => refreshManifestJson(ws, p.slug)).map((p) => `projects/${p.slug}/manifest.json`);
  return {
    projects_index_changed: projects.changed,
    root_manifest_changed: rootManifest,
    manifests_changed: manifestsChanged,
    people_md_changed: peopleChanged,
    manifest_json_changed: manifestJsonChanged,
    refs_index_changed: refsChanged,
    files_indexed: files.length,
    temp_files_removed: sweepTempFiles(ws.root.dir),
    problems: projects.problems
  };
}
function refreshManifestJson(ws, slug) {
  try {
    const scope = resolveScope(ws, slug);
    const current = readManifestJson(ws.root, scope);
    if (!current) return false;
    const decisions = ws.root.readText(`${scope.dir}/decisions.md`)?.text ?? "";
    const derived = { activeDecisionIds: activeIds(parseDecisions(decisions).entries), sessionCount: countSessions(ws, scope.dir) };
    if (JSON.stringify(current.activeDecisionIds) === JSON.stringify(derived.activeDecisionIds) && current.sessionCount === derived.sessionCount) return false;
    return updateManifestJson(ws.root, scope, derived);
  } catch {
    return false;
  }
}

// server/src/services/search.ts
var import_picomatch = __toESM(require_picomatch(), 1);
import vm from "node:vm";

// server/src/services/search-ranked.ts
var NO_RANKED_TERMS_NOTE = 'Ranked search found no word to rank by (it ignores stop words such as "the" and one-letter words): use mode "substring" for this query.';
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
    const { line, snippet } = locateBestLine(read.bytes.toString("utf8"), query);
    hits.push({ path: all ? `${c.scope.dir}/${c.path}` : c.path, line, text: snippet, score: Math.round(c.score * 1e3) / 1e3 });
  }
  return { hits, truncated: matched > hits.length && hits.length >= limit, files_searched: filesSearched };
}

// server/src/services/search.ts
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
        throw new MemoryError("INVALID_INPUT", `The regular expression ran longer than ${REGEX_SEARCH_BUDGET_MS / 1e3} seconds (it backtracks too much), so the search was stopped.`, 'Simplify the pattern (avoid nested quantifiers such as (a+)+) or use mode "substring".');
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
function scopesOf(ws, project) {
  if (project !== "*") return [resolveScope(ws, project)];
  return currentProjectsIndex(ws).projects.map((p) => resolveScope(ws, p.slug)).concat([resolveScope(ws, "_global")]);
}
function searchMemory(ws, args, options = {}) {
  const mode = args.mode ?? "substring";
  if (mode !== "substring" && mode !== "regex" && mode !== "ranked") {
    throw new MemoryError("INVALID_INPUT", `mode must be substring, regex or ranked, got "${String(mode)}".`);
  }
  const limit = args.limit ?? (mode === "ranked" ? DEFAULT_RANKED_LIMIT : DEFAULT_LIMIT);
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) throw new MemoryError("INVALID_INPUT", `limit must be a whole number from 1 to ${MAX_LIMIT}.`);
  assertQuery(args.query);
  const filter = pathFilter(args.path);
  const all = args.project === "*";
  const scopes = scopesOf(ws, args.project);
  const scopeName = all ? "*" : scopes[0].slug;
  if (mode === "ranked") {
    const indexes2 = rankedIndexes(ws);
    try {
      return { scope: scopeName, mode, ...rankedSearch(ws.root.dir, indexes2, scopes, all, args.query, limit, filter) };
    } finally {
      indexes2.endOfCall();
    }
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
  for (const scope of scopes) {
    const index = indexes?.peek(scope);
    if (index) {
      const files = candidateFiles(index, args.query, args.case_sensitive === true, filter);
      filesSearched += files.covered;
      for (const rel of files.toRead) {
        const read = readFileBytes(ws.root.dir, scopeFileAbs(ws.root.dir, scope.dir, rel));
        if (read) matcher(read.bytes, emitTo(all ? `${scope.dir}/${rel}` : rel));
        if (truncated) break;
      }
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
  indexes?.endOfCall();
  return { scope: scopeName, mode, hits, truncated, files_searched: filesSearched };
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

export {
  readFile,
  writeFile,
  patchFile,
  appendToFile,
  trashStamp,
  deleteFile,
  countSessions,
  logSession,
  rebuildIndexes,
  searchMemory,
  formatHits
};
