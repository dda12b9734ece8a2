#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  currentProjectsIndex
} from "./chunk-FRNALKGS.js";
import {
  require_picomatch
} from "./chunk-LG6NCOMZ.js";
import {
  initRoot,
  refreshProjectsIndex,
  refreshRootManifest,
  replaceRefsIndex,
  updateManifest
} from "./chunk-FVO2VBQE.js";
import {
  todayOf
} from "./chunk-L6TKJLFO.js";
import {
  MAX_FILE_BYTES,
  TEMP_SUFFIX,
  parseMemoryPath,
  resolveScope,
  sweepTempFiles
} from "./chunk-ISMD3YGE.js";
import {
  MemoryError
} from "./chunk-KZNU4RTG.js";
import {
  __toESM
} from "./chunk-DFL6OJUP.js";

// server/src/services/search.ts
var import_picomatch = __toESM(require_picomatch(), 1);
import fs2 from "node:fs";

// server/src/services/walk.ts
import fs from "node:fs";
import path from "node:path";
var SKIPPED_DIRS = /* @__PURE__ */ new Set(["_trash", "_templates", "node_modules"]);
function walkFiles(rootDir, relDir, out = [], folders) {
  const absDir = relDir ? path.join(rootDir, relDir) : rootDir;
  let entries;
  try {
    entries = fs.readdirSync(absDir, { withFileTypes: true });
  } catch {
    return out;
  }
  folders?.push(relDir);
  entries.sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
  for (const ent of entries) {
    if (ent.name.startsWith(".") || ent.name.endsWith(TEMP_SUFFIX)) continue;
    const rel = relDir ? `${relDir}/${ent.name}` : ent.name;
    if (ent.isDirectory()) {
      if (!SKIPPED_DIRS.has(ent.name)) walkFiles(rootDir, rel, out, folders);
    } else if (ent.isFile()) {
      out.push({ rel, abs: path.join(absDir, ent.name) });
    }
  }
  return out;
}

// server/src/services/search.ts
var MAX_LIMIT = 1e3;
var SHOWN_LINE_CHARS = 240;
var DERIVED = /* @__PURE__ */ new Set(["_index.yaml", "_projects-index.json", "_refs-index.json"]);
function escapeRegExp(s) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
function clip(line, at) {
  const text = line.replace(/\r$/, "");
  if (text.length <= SHOWN_LINE_CHARS) return text;
  const start = Math.max(0, Math.min(at - 80, text.length - SHOWN_LINE_CHARS));
  return `${start > 0 ? "\u2026" : ""}${text.slice(start, start + SHOWN_LINE_CHARS)}${start + SHOWN_LINE_CHARS < text.length ? "\u2026" : ""}`;
}
function readBytes(abs) {
  let fd;
  try {
    fd = fs2.openSync(abs, fs2.constants.O_RDONLY | fs2.constants.O_NOFOLLOW | fs2.constants.O_NONBLOCK);
  } catch {
    return null;
  }
  try {
    const st = fs2.fstatSync(fd);
    if (!st.isFile() || st.nlink > 1 || st.size > MAX_FILE_BYTES) return null;
    const buf = Buffer.allocUnsafe(st.size);
    let off = 0;
    while (off < st.size) {
      const n = fs2.readSync(fd, buf, off, st.size - off, off);
      if (n === 0) break;
      off += n;
    }
    return off === st.size ? buf : buf.subarray(0, off);
  } finally {
    fs2.closeSync(fd);
  }
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
function regexMatcher(re, quick) {
  return (buf, emit) => {
    if (quick && buf.indexOf(quick) === -1) return;
    const lines = buf.toString("utf8").split("\n");
    for (let i = 0; i < lines.length; i++) {
      const l = lines[i];
      re.lastIndex = 0;
      const m = re.exec(l);
      if (m && !emit(i + 1, clip(l, m.index))) return;
    }
  };
}
function buildMatcher(args) {
  const query = args.query;
  if (typeof query !== "string" || query.length === 0) throw new MemoryError("INVALID_INPUT", "query must be non-empty text.");
  if (!query.isWellFormed() || query.includes("\n") || query.length > 1e3) {
    throw new MemoryError("INVALID_INPUT", "query must be one line of valid text, at most 1,000 characters.");
  }
  const caseSensitive = args.case_sensitive ?? false;
  if ((args.mode ?? "substring") === "substring") {
    if (caseSensitive) return bytesMatcher(Buffer.from(query, "utf8"));
    return regexMatcher(new RegExp(escapeRegExp(query), "iu"), null);
  }
  let re;
  try {
    re = new RegExp(query, caseSensitive ? "u" : "iu");
  } catch (e) {
    throw new MemoryError("INVALID_INPUT", `query is not a valid regular expression: ${e.message}.`, 'Use mode "substring" for plain text.');
  }
  return regexMatcher(re, null);
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
function searchMemory(ws, args) {
  const limit = args.limit ?? 50;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) throw new MemoryError("INVALID_INPUT", `limit must be a whole number from 1 to ${MAX_LIMIT}.`);
  const matcher = buildMatcher(args);
  const filter = pathFilter(args.path);
  const all = args.project === "*";
  const scopes = all ? currentProjectsIndex(ws).projects.map((p) => resolveScope(ws, p.slug)).concat([resolveScope(ws, "_global")]) : [resolveScope(ws, args.project)];
  const hits = [];
  let truncated = false;
  let filesSearched = 0;
  outer: for (const scope of scopes) {
    const files = walkFiles(ws.root.dir, scope.dir);
    for (const f of files) {
      const scoped = f.rel.slice(scope.dir.length + 1);
      const name = scoped.slice(scoped.lastIndexOf("/") + 1);
      if (DERIVED.has(name)) continue;
      if (filter && !filter(scoped)) continue;
      const buf = readBytes(f.abs);
      if (!buf) continue;
      filesSearched++;
      const shownPath = all ? f.rel : scoped;
      matcher(buf, (line, text) => {
        if (hits.length >= limit) {
          truncated = true;
          return false;
        }
        hits.push({ path: shownPath, line, text });
        return true;
      });
      if (truncated) break outer;
    }
  }
  return { scope: all ? "*" : scopes[0].slug, hits, truncated, files_searched: filesSearched };
}
function formatHits(result) {
  if (result.hits.length === 0) return `No matches in ${result.files_searched} files.`;
  const lines = result.hits.map((h) => `${h.path}:${h.line}: ${h.text}`);
  if (result.truncated) lines.push(`(stopped at ${result.hits.length} hits; narrow the query or raise limit)`);
  return lines.join("\n");
}

// server/src/services/rebuild.ts
function rebuildIndexes(ws) {
  initRoot(ws);
  const date = todayOf(ws);
  const projects = refreshProjectsIndex(ws.root);
  const rootManifest = refreshRootManifest(ws.root, date);
  const folders = [];
  const files = [...walkFiles(ws.root.dir, "projects", [], folders), ...walkFiles(ws.root.dir, "_global", [], folders)];
  const manifestsChanged = [];
  for (const folder of folders) {
    if (folder === "projects") continue;
    if (updateManifest(ws.root, folder, date).changed) manifestsChanged.push(`${folder}/_index.yaml`);
  }
  const refsChanged = replaceRefsIndex(ws.root, files.map((f) => f.rel));
  return {
    projects_index_changed: projects.changed,
    root_manifest_changed: rootManifest,
    manifests_changed: manifestsChanged,
    refs_index_changed: refsChanged,
    files_indexed: files.length,
    temp_files_removed: sweepTempFiles(ws.root.dir),
    problems: projects.problems
  };
}

export {
  rebuildIndexes,
  searchMemory,
  formatHits
};
