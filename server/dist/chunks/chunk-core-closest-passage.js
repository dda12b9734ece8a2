#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  budgetNotes
} from "./chunk-core-budgets.js";
import {
  readDraft
} from "./chunk-storage-draft.js";
import {
  require_diff_match_patch,
  versionText
} from "./chunk-core-history-diff.js";
import {
  assertFormat,
  assertNoSecretInFields,
  assertText,
  withSecretCheck
} from "./chunk-core-decision-rules.js";
import {
  refreshPeopleAfterProfileChange
} from "./chunk-core-people-md.js";
import {
  afterChange,
  assertDerivedWritable,
  resolveTarget
} from "./chunk-core-ranked-analyze.js";
import {
  assertDescriptionText,
  classifyLines,
  parseAtxHeading,
  parseYaml
} from "./chunk-core-folder-manifest.js";
import {
  revisionOf
} from "./chunk-core-limits.js";
import {
  moveContained,
  readTextContained
} from "./chunk-storage-anchored-dir.js";
import {
  fileLockKey,
  updateText
} from "./chunk-storage-update-text.js";
import {
  assertAppendable,
  assertWritable,
  isAppendOnly,
  kindOf
} from "./chunk-core-file-rules.js";
import {
  todayOf
} from "./chunk-core-team-conflict-markers.js";
import {
  preferredEol
} from "./chunk-core-text-lines.js";
import {
  clipLine,
  dateFileName
} from "./chunk-core-dates.js";
import {
  nameKey,
  reservedReason
} from "./chunk-core-path-rules.js";
import {
  MemoryError
} from "./chunk-core-errors.js";
import {
  __toESM
} from "./chunk-shared.js";

// server/src/services/files.ts
import fs from "node:fs";
import { randomBytes } from "node:crypto";

// server/src/core/outline.ts
var SETEXT_UNDERLINE = /^ {0,3}(=+|-+)[ \t]*$/;
var NOT_PARAGRAPH = /^(?: {4,}|\t| {0,3}(?:[-+*]|\d{1,9}[.)])(?:[ \t]|$)| {0,3}>| {0,3}(?:(?:\*[ \t]*){3,}|(?:_[ \t]*){3,})$| {0,3}<)/;
function outline(markdown) {
  const entries = [];
  const lines = classifyLines(markdown);
  const isParagraphLine = (i) => {
    const l = lines[i];
    return l !== void 0 && l.kind === "text" && l.text.trim() !== "" && !NOT_PARAGRAPH.test(l.text) && !parseAtxHeading(l.text) && !SETEXT_UNDERLINE.test(l.text);
  };
  let paragraphStart = -1;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (line.kind !== "text") {
      paragraphStart = -1;
      continue;
    }
    const heading = parseAtxHeading(line.text);
    if (heading) {
      entries.push({ line: i + 1, level: heading.level, text: heading.text });
      paragraphStart = -1;
      continue;
    }
    const underline = SETEXT_UNDERLINE.exec(line.text);
    if (underline && paragraphStart >= 0) {
      const text = lines.slice(paragraphStart, i).map((l) => l.text.trim()).join(" ");
      entries.push({ line: paragraphStart + 1, level: underline[1][0] === "=" ? 1 : 2, text });
      paragraphStart = -1;
      continue;
    }
    if (isParagraphLine(i)) {
      if (paragraphStart < 0) paragraphStart = i;
    } else {
      paragraphStart = -1;
    }
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
function ambiguousError(label, index, _search, content, found) {
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
function assertNotFolder(t) {
  if (t.isDirectory) throw new MemoryError("INVALID_PATH", `"${t.path}" is a folder, not a file.`);
}
function readExisting(ws, t) {
  assertNotFolder(t);
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
function currentMetaId(_ws, t, current) {
  if (kindOf(t.parts) !== "meta" || current === null) return null;
  try {
    const data = parseYaml(current, t.path);
    return typeof data.id === "string" ? data.id : null;
  } catch {
    return null;
  }
}
function entryDateOf(ws, t, kind) {
  return kind === "update" ? dateFileName(t.parts[1] ?? "") ?? todayOf(ws) : void 0;
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
  const field = args.content_file !== void 0 ? "content_file" : "content";
  assertText(text, field);
  await assertNoSecretInFields({ path: args.path, description: args.description, read_when: args.read_when, stale_after: args.stale_after });
  assertDerivedWritable(ws, [t.rel], { people: true });
  assertNotFolder(t);
  const result = await withSecretCheck(field, t.path, (check) => {
    const { created, changed } = updateText(ws.root, t.rel, (file) => {
      const current = file?.text ?? null;
      checkRevision(current, args.expected_revision, t);
      if (current !== null && isAppendOnly(kind)) {
        throw new MemoryError("INVALID_INPUT", `"${t.path}" is append-only and already exists, so write_file may not replace it.`, kind === "decisions" ? "Use add_decision (with supersedes to revise one)." : "Use append_to_file to add to it, or patch_file to correct a passage.");
      }
      assertFormat(kind, text, `"${t.path}"`, { slug: t.scope.slug, currentMetaId: currentMetaId(ws, t, current), before: current });
      if (current === text) return null;
      check(current, text);
      return text;
    });
    return { created, changed };
  });
  if (result.changed || description) afterChange(ws, [t.rel], { description, lastEntryDate: result.changed ? entryDateOf(ws, t, kind) : void 0 });
  if (result.changed) refreshPeopleAfterProfileChange(ws, t.rel);
  return { path: t.path, project: t.scope.slug, revision: revisionOf(text), total_lines: countLines(text), ...result, budget: budgetNotes(ws, t.scope, [t.path]) };
}
async function patchFile(ws, args) {
  const t = resolveTarget(ws, args.project, args.path);
  const kind = assertWritable(t.parts, `"${t.path}"`, t.scope.kind);
  if (kind === "decisions") {
    throw new MemoryError("INVALID_INPUT", "decisions.md is append-only: entries are never edited by patch.", "Use add_decision with supersedes to revise a decision.");
  }
  assertText(args.patch, "patch");
  const blocks = parseSearchReplace(args.patch);
  await assertNoSecretInFields({ path: args.path });
  assertDerivedWritable(ws, [t.rel], { people: true });
  assertNotFolder(t);
  let lines = [];
  const updated = await withSecretCheck(
    `"${t.path}" after the patch`,
    t.path,
    (check) => updateText(ws.root, t.rel, (file) => {
      if (file === null) throw notFound(t);
      const current = file.text;
      checkRevision(current, args.expected_revision, t);
      const applied = applySearchReplace(current, blocks);
      assertText(applied.content, "the patched file");
      assertFormat(kind, applied.content, `"${t.path}"`, { slug: t.scope.slug, currentMetaId: currentMetaId(ws, t, current), before: current });
      check(current, applied.content);
      lines = applied.applied.map((a) => a.line);
      return applied.content;
    })
  );
  const outcome = { text: updated.text ?? "", changed: updated.changed, lines };
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
    budget: budgetNotes(ws, t.scope, [t.path]),
    blocks: blocks.length,
    lines: outcome.lines
  };
}
function joinRecord(current, record) {
  const eol = current === "" ? "\n" : preferredEol(current);
  const normalised = current === "" ? record : record.replace(/\r?\n/g, eol);
  const body = normalised.endsWith("\n") ? normalised : `${normalised}${eol}`;
  if (current === "") return body;
  let head = current.endsWith("\n") ? current : `${current}${eol}`;
  if (/^#/.test(body) && !/\r?\n\r?\n$/.test(head)) head += eol;
  return head + body;
}
async function appendToFile(ws, args, validate) {
  const t = resolveTarget(ws, args.project, args.path);
  assertWritable(t.parts, `"${t.path}"`, t.scope.kind);
  const kind = assertAppendable(t.parts, `"${t.path}"`);
  assertText(args.content, "content");
  if (args.content.trim() === "") throw new MemoryError("INVALID_INPUT", "content is empty; there is nothing to append.");
  await assertNoSecretInFields({ path: args.path });
  assertDerivedWritable(ws, [t.rel], { people: true });
  assertNotFolder(t);
  const updated = await withSecretCheck(
    "content",
    t.path,
    (check) => updateText(ws.root, t.rel, (file) => {
      const current = file?.text ?? null;
      checkRevision(current, args.expected_revision, t);
      validate?.(current ?? "", args.content);
      const next = joinRecord(current ?? "", args.content);
      assertText(next, "the appended file");
      assertFormat(kind, next, `"${t.path}"`, { slug: t.scope.slug, before: current });
      check(current, next);
      return next;
    })
  );
  const outcome = { text: updated.text ?? "", created: updated.created };
  afterChange(ws, [t.rel], { markStale: kind === "decisions", lastEntryDate: entryDateOf(ws, t, kind) });
  return { path: t.path, project: t.scope.slug, revision: revisionOf(outcome.text), created: outcome.created, changed: true, total_lines: countLines(outcome.text), budget: budgetNotes(ws, t.scope, [t.path]) };
}
var UNDELETABLE = /* @__PURE__ */ new Set(["_meta.yaml", "people.md"]);
function trashStamp(now) {
  return now.toISOString().replace(/[-:]/g, "").replace(".", "");
}
function deleteFile(ws, args) {
  const t = resolveTarget(ws, args.project, args.path);
  const reserved = reservedReason(t.parts);
  if (reserved) throw new MemoryError("RESERVED_PATH", `"${t.path}" cannot be deleted because ${reserved}.`);
  if (t.parts.length === 1 && UNDELETABLE.has(nameKey(t.parts[0])) && t.scope.kind === "project") {
    throw new MemoryError("RESERVED_PATH", `"${t.path}" belongs to the project's structure and cannot be deleted.`);
  }
  if (!t.exists) throw notFound(t);
  if (t.isDirectory) throw new MemoryError("INVALID_INPUT", `"${t.path}" is a folder; delete_file moves one file at a time.`);
  assertDerivedWritable(ws, [t.rel], { people: true });
  const trashRel = ws.root.lock(fileLockKey(t.rel), () => {
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

export {
  readFile,
  writeFile,
  patchFile,
  appendToFile,
  trashStamp,
  deleteFile
};
