#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  MAX_FILE_BYTES,
  MemoryError,
  SHARED_DIR,
  checkSharedFolder,
  currentEnv,
  describePath,
  ensureDirContained,
  envVar,
  findRepoPlace,
  isHiddenEntryName,
  isInside,
  isKebabCase,
  isMemoryError,
  isRealDir,
  keepChange,
  listAnchored,
  mainWorktreeOf,
  mountOf,
  mountsOf,
  nodeCrypto,
  nonEmpty,
  noteChange,
  parseMemoryPath,
  pointerPath,
  pointerSlugs,
  readCurrentBytes,
  readPointer,
  readTextContained,
  registerMount,
  renderPointer,
  reservedReason,
  resolveContained,
  sharedSlugOf,
  splitMounted,
  startsWithBom,
  unmountedSharedProblem,
  unregisterMount,
  watchReplaced,
  withLock,
  writeAtomic
} from "./chunk-core-dates.js";

// server/src/core/limits.ts
var MAX_MEMORY_FILE_BYTES = 2 * 1024 * 1024;
var MAX_TITLE_CHARS = 200;
var MAX_SUMMARY_CHARS = 2e4;
var MAX_ITEM_CHARS = 2e3;
var MAX_ITEMS = 200;
function assertTitle(value, field) {
  const t = value.trim();
  if (t === "") throw new MemoryError("INVALID_INPUT", `${field} is empty; give a short one-line title.`);
  if (/[\r\n\u2028\u2029]/.test(t)) throw new MemoryError("INVALID_INPUT", `${field} must be a single line; put the details in the body.`);
  if (t.length > MAX_TITLE_CHARS)
    throw new MemoryError("INVALID_INPUT", `${field} is ${t.length} characters; keep it under ${MAX_TITLE_CHARS} and put the details in the body.`);
  return t;
}
function assertMaxChars(value, field, max) {
  if (value !== void 0 && value.length > max) {
    throw new MemoryError(
      "INVALID_INPUT",
      `${field} is ${value.length} characters, over the ${max}-character limit.`,
      "Shorten it; long material belongs in a knowledge file."
    );
  }
}
function assertMaxItems(items, field) {
  if (!items) return;
  if (items.length > MAX_ITEMS) throw new MemoryError("INVALID_INPUT", `${field} has ${items.length} items, over the ${MAX_ITEMS}-item limit.`);
  items.forEach((item, i) => assertMaxChars(item, `${field}[${i}]`, MAX_ITEM_CHARS));
}
function tooLargeError(shown, bytes, limit, hint) {
  return new MemoryError("TOO_LARGE", `${shown} would be ${bytes} bytes, over the ${limit}-byte limit for one memory file, so nothing was written.`, hint);
}
function fullFileHint(rel) {
  if (/(^|\/)sessions\/[^/]+$/.test(rel)) return "Today's session file is full: keep summaries short, and run /dream to roll old sessions into the archive.";
  if (/(^|\/)decisions\.md$/.test(rel)) return "Run /dream to move superseded and retired decisions to the archive.";
  return "Split it into several files.";
}

// server/src/storage/root.ts
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
function homeDir(env = currentEnv()) {
  return envVar(env, "HOME") ?? os.homedir();
}
function locateRootDir(explicit, env = currentEnv(), from) {
  const chosen = nonEmpty(explicit) ?? envVar(env, "PROJECT_MEMORY_ROOT") ?? path.join(homeDir(env), ".project-memory");
  if (chosen.includes("\0")) throw new MemoryError("INVALID_INPUT", "The memory root path contains a NUL character.");
  return from === void 0 ? path.resolve(chosen) : path.resolve(from, chosen);
}
function revisionOf(text) {
  return nodeCrypto().createHash("sha256").update(text, "utf8").digest("hex").slice(0, 16);
}
var MemoryRoot = class _MemoryRoot {
  /** `located`: the path the root was opened by, before its realpath (`dir`) was taken. */
  constructor(dir, located) {
    this.dir = dir;
    this.located = located;
  }
  dir;
  located;
  /** Paths resolved since trackPaths() (see there); undefined while nobody asks. */
  tracked;
  /** Opens (and with `create`, makes) the root; its realpath is fixed for the life of the object. */
  static open(dir, { create = true } = {}) {
    if (create) {
      try {
        fs.mkdirSync(dir, { recursive: true });
      } catch (e) {
        const code = e.code;
        if (code === "EEXIST" || code === "ENOTDIR")
          throw new MemoryError(
            "INVALID_INPUT",
            `The memory root ${dir} is not a folder (a file is in the way).`,
            "Pass a folder to --root or PROJECT_MEMORY_ROOT."
          );
        if (code === "EACCES" || code === "EPERM" || code === "EROFS")
          throw new MemoryError("IO", `The memory root ${dir} cannot be created (${code}).`, "Choose a writable folder with --root.");
        throw e;
      }
    }
    let real;
    try {
      real = fs.realpathSync(dir);
    } catch {
      throw new MemoryError(
        "NOT_FOUND",
        `The memory root ${dir} does not exist.`,
        "Run `project-memory init` to create it (or `project-memory new <slug>`), or pass --root."
      );
    }
    if (!fs.statSync(real).isDirectory()) throw new MemoryError("INVALID_INPUT", `The memory root ${dir} is not a folder.`);
    return new _MemoryRoot(real, dir);
  }
  /**
   * From now on, records every path resolved through this root, with each folder on its way (the
   * root included): everything an answer built from this root's reads depends on. The
   * session-start context cache (hooks/context-cache.ts) keeps their stats to know when to rebuild.
   */
  trackPaths() {
    return this.tracked ??= /* @__PURE__ */ new Set([this.dir]);
  }
  /** Resolves a root-relative path (validated syntax, contained, no symlinked leaf). */
  resolve(rel) {
    const parts = parseMemoryPath(rel);
    const m = parts.length >= 2 && parts[0] === "projects" ? splitMounted(this.dir, parts.join("/")) : null;
    if (this.tracked) {
      let at = m ? m.dir : this.dir;
      for (const part of m ? m.rest : parts) this.tracked.add(at = path.join(at, part));
    }
    const resolved = m ? resolveContained(this.dir, m.dir, m.rest, rel) : resolveContained(this.dir, this.dir, parts, rel);
    return { ...resolved, rel: parts.join("/") };
  }
  /**
   * Makes `projects/<slug>` name `dir` (canonical, a real folder checked by the caller) for the
   * life of this process. The folder `projects/<slug>` of the root keeps only the pointer.
   */
  mount(slug, dir) {
    registerMount(this.dir, slug, dir);
  }
  unmount(slug) {
    unregisterMount(this.dir, slug);
  }
  mountedDir(slug) {
    return mountOf(this.dir, slug);
  }
  /** The slugs of the shared projects mounted in this process. */
  mountedSlugs() {
    return [...mountsOf(this.dir).keys()];
  }
  abs(rel) {
    return this.resolve(rel).abs;
  }
  /**
   * `resolve` for a change of the file or folder: a path of a shared project whose folder is not
   * mounted (its checkout is missing or refused) is refused, never written behind the pointer.
   */
  resolveForChange(rel) {
    const r = this.resolve(rel);
    const parts = r.rel.split("/");
    if (parts.length >= 2 && parts[0] === "projects" && mountOf(this.dir, parts[1]) === void 0) {
      const problem = unmountedSharedProblem(this.dir, parts[1]);
      if (problem) throw problem;
    }
    return r;
  }
  readText(rel, maxBytes) {
    const r = this.resolve(rel);
    if (r.stat === null) return null;
    return readTextContained(this.dir, r.abs, rel, maxBytes);
  }
  /**
   * Replaces (or creates) a file with `text`. A BOM the file starts with is kept: reads hand the
   * text over without it, so every read-modify-write would otherwise drop it. Every write and
   * every growth of a file passes here, so the size limit (core/limits.ts) is checked here, before
   * anything is written: a memory file at most 2 MiB, a derived index or trash copy at most what a
   * read accepts. The version on disk and the new one go to the local history first (see
   * storage/history-store.ts): call it under the file's lock, as every read-modify-write does.
   */
  writeText(rel, text, opts) {
    const r = this.resolveForChange(rel);
    if (r.stat?.isDirectory()) throw new MemoryError("INVALID_PATH", `"${rel}" is a folder, not a file.`);
    const limit = reservedReason(parseMemoryPath(r.rel)) ? MAX_FILE_BYTES : MAX_MEMORY_FILE_BYTES;
    const bytes = Buffer.byteLength(text);
    if (bytes > limit) throw tooLargeError(describePath(rel), bytes, limit, fullFileHint(r.rel));
    const data = Buffer.from(r.stat && !text.startsWith("\uFEFF") && startsWithBom(r.abs) ? `\uFEFF${text}` : text, "utf8");
    keepChange(this.dir, r.rel, r.abs, data, opts.origin).around(
      () => writeAtomic(this.dir, r.abs, data, rel, opts.expected, watchReplaced(this.dir, r.rel, r.abs))
    );
  }
  /**
   * For changes that do not go through writeText (a delete that moves the file to the trash, a
   * file moved back from it, a journal apply): keeps what is on disk at `rel` and `next` (null:
   * the file is about to go). Call under the file's lock: `keepVersion(...).around(change)`.
   */
  keepVersion(rel, next, opts = {}) {
    const r = this.resolveForChange(rel);
    let data;
    if (next === null) data = null;
    else if (typeof next === "string") data = Buffer.from(next, "utf8");
    else {
      const from = this.resolve(next.movedFrom);
      data = readCurrentBytes(this.dir, from.abs, from.rel)?.bytes ?? null;
    }
    return keepChange(this.dir, r.rel, r.abs, data, opts.origin);
  }
  exists(rel) {
    return this.resolve(rel).stat !== null;
  }
  isDirectory(rel) {
    return this.resolve(rel).stat?.isDirectory() === true;
  }
  /** Plain names in a folder (no recursion); missing folder -> []. */
  list(rel) {
    const r = this.resolve(rel);
    if (!r.stat?.isDirectory()) return [];
    return listAnchored(this.dir, r.abs);
  }
  ensureDir(rel) {
    const r = this.resolveForChange(rel);
    if (r.stat?.isDirectory()) return;
    if (r.stat) throw new MemoryError("INVALID_PATH", `"${rel}" exists and is not a folder.`);
    ensureDirContained(this.dir, r.abs);
  }
  lock(key, fn) {
    return withLock(this.dir, key, fn);
  }
};

// server/src/storage/move-journal.ts
import fs2 from "node:fs";
import path2 from "node:path";
function moveJournalDir(rootDir) {
  return path2.join(rootDir, ".journal", "moves");
}
function journalPath(rootDir, slug) {
  return path2.join(moveJournalDir(rootDir), `${slug}.json`);
}
function writeMoveJournal(rootDir, j) {
  writeAtomic(rootDir, journalPath(rootDir, j.slug), `${JSON.stringify(j)}
`, `.journal/moves/${j.slug}.json`);
}
function isJournal(o, slug) {
  const j = o;
  const abs = (p) => typeof p === "string" && path2.isAbsolute(p) && !p.includes("\0");
  return !!j && (j.op === "share" || j.op === "unshare") && j.slug === slug && abs(j.dir) && abs(j.staging) && abs(j.aside) && abs(j.removing) && typeof j.created === "boolean" && typeof j.staged === "boolean" && !!j.digests && typeof j.digests === "object";
}
function readMoveJournal(rootDir, slug) {
  try {
    const o = JSON.parse(fs2.readFileSync(journalPath(rootDir, slug), "utf8"));
    return isJournal(o, slug) ? o : null;
  } catch {
    return null;
  }
}
function removeMoveJournal(rootDir, slug) {
  noteChange();
  fs2.rmSync(journalPath(rootDir, slug), { force: true });
}
function movingSlugs(rootDir) {
  try {
    return fs2.readdirSync(moveJournalDir(rootDir)).filter((n) => n.endsWith(".json")).map((n) => n.slice(0, -".json".length)).filter((s) => isKebabCase(s));
  } catch {
    return [];
  }
}

// server/src/services/shared-attach.ts
import path3 from "node:path";
function mountPointers(root) {
  for (const slug of pointerSlugs(root.dir)) {
    const p = readPointer(root.dir, slug);
    if (!p || !isRealDir(p.dir)) continue;
    try {
      root.mount(slug, checkSharedFolder(p.dir, root.dir));
    } catch {
    }
  }
}
function holdsPersonalProject(root, slug) {
  return root.list(`projects/${slug}`).some((e) => !isHiddenEntryName(e.name));
}
function attachShared(root, cwd) {
  mountPointers(root);
  const place = findRepoPlace(cwd);
  if (!place?.shared) return { here: null, problem: null };
  if (isInside(root.dir, place.shared) || isInside(place.shared, root.dir)) return { here: null, problem: null };
  let dir;
  try {
    dir = checkSharedFolder(place.shared, root.dir);
  } catch (e) {
    return { here: null, problem: e instanceof Error ? e.message : String(e) };
  }
  const slug = sharedSlugOf(dir);
  if (!slug) return { here: null, problem: `The shared memory folder ${place.shared} has no valid _meta.yaml with a slug; it was not used.` };
  const pointer = readPointer(root.dir, slug);
  if (!pointer && holdsPersonalProject(root, slug)) {
    return {
      here: null,
      problem: `The shared memory folder ${place.shared} is project "${slug}", but this memory root already has a personal project of that slug; it was not used.`
    };
  }
  if ((!pointer || !isRealDir(pointer.dir)) && !movingSlugs(root.dir).includes(slug)) {
    const main = place.git === "dir" ? place.top : mainWorktreeOf(place);
    const target = main === place.top ? dir : main !== null && isRealDir(path3.join(main, SHARED_DIR)) ? path3.join(main, SHARED_DIR) : null;
    if (target !== null) {
      try {
        writeAtomic(root.dir, pointerPath(root.dir, slug), renderPointer({ dir: target, paths: pointer?.paths ?? [] }), `projects/${slug}/.shared`);
      } catch {
      }
    }
  }
  root.mount(slug, dir);
  return { here: { slug, top: path3.dirname(dir) }, problem: null };
}

// server/src/services/open.ts
function openWorkspace(opts = {}) {
  const env = opts.env ?? currentEnv();
  const cwd = nonEmpty(opts.cwd) ?? envVar(env, "CLAUDE_PROJECT_DIR") ?? process.cwd();
  let root;
  try {
    root = MemoryRoot.open(locateRootDir(opts.root, env, opts.rootFrom), { create: opts.create ?? false });
  } catch (e) {
    if (!(isMemoryError(e) && e.code === "NOT_FOUND") || !findRepoPlace(cwd)?.shared) throw e;
    root = MemoryRoot.open(locateRootDir(opts.root, env, opts.rootFrom), { create: true });
  }
  const attached = attachShared(root, cwd);
  return { root, cwd, now: opts.now ?? (() => /* @__PURE__ */ new Date()), shared: attached.here, sharedProblem: attached.problem };
}

// server/src/core/thresholds.ts
var DEFAULT_THRESHOLDS = Object.freeze({
  keepSessions: 5,
  archiveAfter: 8,
  staleDecisionDays: 30,
  coreSoftLimit: 130
});
var THRESHOLD_KEYS = ["keepSessions", "archiveAfter", "staleDecisionDays", "coreSoftLimit"];
function isPlainObject(v) {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}
function readThresholds(manifestJson) {
  const thresholds = { ...DEFAULT_THRESHOLDS };
  const problems = [];
  if (!isPlainObject(manifestJson)) return { thresholds, problems };
  if (!Object.hasOwn(manifestJson, "consolidation")) return { thresholds, problems };
  const raw = manifestJson["consolidation"];
  if (!isPlainObject(raw)) {
    problems.push('manifest.json "consolidation" must be an object of thresholds; the defaults were used.');
    return { thresholds, problems };
  }
  for (const key of THRESHOLD_KEYS) {
    if (!Object.hasOwn(raw, key)) continue;
    const value = raw[key];
    if (typeof value === "number" && Number.isInteger(value) && value > 0) {
      thresholds[key] = value;
    } else {
      problems.push(
        `manifest.json consolidation.${key} must be a positive integer, got ${JSON.stringify(value)}; the default ${DEFAULT_THRESHOLDS[key]} was used.`
      );
    }
  }
  for (const key of Object.keys(raw)) {
    if (!THRESHOLD_KEYS.includes(key)) {
      problems.push(`manifest.json consolidation.${key} is not a known threshold and was ignored (known: ${THRESHOLD_KEYS.join(", ")}).`);
    }
  }
  if (thresholds.keepSessions > thresholds.archiveAfter) {
    problems.push(
      `manifest.json consolidation.keepSessions (${thresholds.keepSessions}) exceeds archiveAfter (${thresholds.archiveAfter}), so the sessions pass can leave more than archiveAfter summaries.`
    );
  }
  return { thresholds, problems };
}

// server/src/core/project-files.ts
function newManifestJson(slug, date) {
  const manifest = {
    schemaVersion: 1,
    slug,
    updated: date,
    topics: [],
    activeDecisionIds: [],
    importantFiles: ["memory.md", "decisions.md", "_status.md"],
    sessionCount: 0,
    artifactFile: "artifacts.json",
    consolidation: { ...DEFAULT_THRESHOLDS }
  };
  return `${JSON.stringify(manifest, null, 2)}
`;
}
function newArtifactsJson() {
  return `${JSON.stringify({ schemaVersion: 1, artifacts: [] }, null, 2)}
`;
}
var DEFAULT_MANIFEST_FILES = {
  "_status.md": { description: "Always-current project status, next action, blockers.", read_when: "First, before any other context." },
  "_instructions.md": { description: "Project-specific rules for the assistant.", read_when: "At session start (loaded automatically)." },
  "_guide.md": { description: "What each file and folder of this project holds.", read_when: "When unsure where something belongs." },
  "_meta.yaml": { description: "Project metadata: status, type, owner, tags, aliases, bound repositories.", read_when: "When filtering or binding projects." },
  "memory.md": { description: "Core memory: compact current state, canonical sections.", read_when: "At session start (loaded automatically)." },
  "manifest.json": {
    description: "Retrieval metadata: topics, active decision ids, important files, consolidation thresholds.",
    read_when: "When routing retrieval or tuning /dream."
  },
  "artifacts.json": { description: "External references: designs, specs, code deliverables.", read_when: "When looking for an artifact." },
  "people.md": { description: "People linked to this project, grouped by company (auto-managed).", read_when: "Before any communication or meeting." },
  "companies.md": { description: "Company relationships relevant to this project.", read_when: "When researching company context." },
  "decisions.md": { description: "Decision log (append-only; statuses change in place).", read_when: "Before making a decision that may overlap." }
};
var CORE_PROJECT_FILES = [
  { file: "memory.md", template: "memory.md" },
  { file: "manifest.json", template: null },
  { file: "artifacts.json", template: null },
  { file: "decisions.md", template: "decisions.md" }
];
function coreFilesSentence(created) {
  return created.length ? `Initialised the missing core file(s) ${created.join(", ")}: a project's core files are re-created when missing.` : "";
}

// server/src/core/context-budget.ts
var DEFAULT_CONTEXT_CHARS = 8e3;
var MIN_USEFUL_CHARS = 80;
var MIN_CONTEXT_CHARS = 500;
function cutAtBoundary(text, max) {
  if (text.length <= max) return text;
  const head = text.slice(0, Math.max(0, max) + 1);
  const line = head.lastIndexOf("\n");
  const space = head.lastIndexOf(" ");
  const at = line >= max / 2 ? line : space > 0 ? space : line;
  return (at > 0 ? head.slice(0, at) : "").trimEnd();
}
function estimateTokens(chars) {
  return Math.ceil(chars / 4);
}
function render(parts, compact) {
  const body = parts.filter((p) => !p.dropped).map((p) => {
    const heading = compact && p.shortHeading ? p.shortHeading : p.heading;
    return p.text.trim() ? `${heading}
${p.text.trimEnd()}` : heading;
  }).join("\n\n");
  const pointers = parts.filter((p) => p.dropped && !p.placeholder).map((p) => p.readMore);
  return pointers.length ? `${body}

[cut to fit the budget: ${pointers.join("; ")}]` : body;
}
function truncateLines(text, maxChars, readMore) {
  const lines = text.split("\n");
  const kept = [];
  let used = 0;
  for (const line of lines) {
    if (used + line.length + 1 > maxChars) break;
    kept.push(line);
    used += line.length + 1;
  }
  if (used < MIN_USEFUL_CHARS) return null;
  const rest = lines.length - kept.length;
  return `${kept.join("\n")}
[\u2026 ${rest} more line(s) cut to fit the budget: ${readMore} offset=${kept.length + 1}]`;
}
function assembleContext(parts, budget, footer, compactFooter = footer) {
  const working = parts.map((p) => ({ ...p, dropped: false }));
  const cut = [];
  let compact = false;
  const limitOf = () => Math.max(0, budget - ((compact ? compactFooter : footer)(99999, 99999).length + 2));
  const overflowOf = () => render(working, compact).length - limitOf();
  const cuttable = working.filter((p) => p.readMore && p.text.trim());
  const top = Math.min(...cuttable.map((p) => p.priority));
  const shorten = (part) => {
    const overflow = overflowOf();
    if (overflow <= 0) return;
    if (part.placeholder) {
      part.dropped = true;
      cut.push(part.heading);
      return;
    }
    const allowed = part.text.length - overflow - 80;
    const shortened = allowed > 0 ? truncateLines(part.text, allowed, part.readMore) : null;
    if (shortened !== null && shortened.length < part.text.length) {
      part.text = shortened;
      cut.push(`${part.heading} (partly)`);
    } else {
      part.text = `[cut to fit the budget: ${part.readMore}]`;
      cut.push(part.heading);
    }
  };
  const order = [...cuttable].sort((a, b) => b.priority - a.priority);
  for (const part of order) if (part.priority > top) shorten(part);
  if (overflowOf() > 0) compact = true;
  for (const part of order) if (part.priority <= top) shorten(part);
  const limit = limitOf();
  const originals = new Map(parts.map((p, i) => [working[i], p.text]));
  for (const part of [...working].sort((a, b) => a.priority - b.priority)) {
    const original = originals.get(part);
    if (part.text === original && !part.dropped) continue;
    const current = { text: part.text, dropped: part.dropped };
    const room = limit - render(working, compact).length + (current.dropped ? 0 : current.text.length);
    if (room <= (current.dropped ? 0 : current.text.length)) continue;
    part.text = original;
    part.dropped = false;
    if (render(working, compact).length <= limit) {
      cut.splice(
        cut.findIndex((c) => c.startsWith(part.heading)),
        1
      );
      continue;
    }
    const shortened = part.placeholder ? null : truncateLines(original, room - part.readMore.length - 80, part.readMore);
    if (shortened !== null && (current.dropped || shortened.length > current.text.length)) part.text = shortened;
    else Object.assign(part, current);
    if (render(working, compact).length > limit) Object.assign(part, current);
    else if (current.dropped && !part.dropped)
      cut.splice(
        cut.findIndex((c) => c === part.heading),
        1,
        `${part.heading} (partly)`
      );
  }
  const tail0 = compact ? compactFooter : footer;
  let body = render(working, compact);
  if (body.length > limit) body = `${cutAtBoundary(body, limit - 60)}
[\u2026 cut to fit the budget]`;
  let chars = body.length;
  let tail = tail0(chars, estimateTokens(chars));
  for (let i = 0; i < 3; i++) {
    chars = body.length + 2 + tail.length;
    tail = tail0(chars, estimateTokens(chars));
  }
  const text = `${body}

${tail}`;
  return { text, chars: text.length, tokens: estimateTokens(text.length), cut };
}

export {
  MAX_MEMORY_FILE_BYTES,
  MAX_TITLE_CHARS,
  MAX_SUMMARY_CHARS,
  assertTitle,
  assertMaxChars,
  assertMaxItems,
  tooLargeError,
  homeDir,
  revisionOf,
  writeMoveJournal,
  readMoveJournal,
  removeMoveJournal,
  movingSlugs,
  openWorkspace,
  DEFAULT_THRESHOLDS,
  readThresholds,
  newManifestJson,
  newArtifactsJson,
  DEFAULT_MANIFEST_FILES,
  CORE_PROJECT_FILES,
  coreFilesSentence,
  DEFAULT_CONTEXT_CHARS,
  MIN_CONTEXT_CHARS,
  assembleContext
};
