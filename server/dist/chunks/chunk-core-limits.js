#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  appendEntries,
  historyEnabled,
  historyScopeOf,
  keepChange,
  readCurrentBytes,
  shaOf,
  storeObject
} from "./chunk-core-history.js";
import {
  envVar,
  nonEmpty
} from "./chunk-core-env.js";
import {
  SHARED_DIR,
  checkSharedFolder,
  findRepoPlace,
  isRealDir,
  mainWorktreeOf,
  pointerPath,
  pointerSlugs,
  readPointer,
  renderPointer,
  sharedSlugOf,
  unmountedSharedProblem
} from "./chunk-core-project-meta.js";
import {
  MAX_FILE_BYTES,
  ensureDirContained,
  readTextContained,
  startsWithBom,
  writeAtomic
} from "./chunk-storage-atomic-file.js";
import {
  isKebabCase
} from "./chunk-core-dates.js";
import {
  StaleVersionError,
  TEMP_SUFFIX,
  WouldWait,
  describePath,
  descriptorIsAt,
  fileLockKey,
  isInside,
  listAnchored,
  mountOf,
  mountedAbs,
  mountsOf,
  nodeCrypto,
  noteChange,
  parseMemoryPath,
  readBytes,
  registerMount,
  reservedReason,
  resolveContained,
  splitMounted,
  unregisterMount,
  withLock,
  withoutWaiting
} from "./chunk-core-path-rules.js";
import {
  currentEnv
} from "./chunk-storage-environment.js";
import {
  MemoryError
} from "./chunk-core-errors.js";

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
import fs2 from "node:fs";
import os from "node:os";
import path from "node:path";

// server/src/storage/late-writes.ts
import fs from "node:fs";
var WATCH_MS = 3e3;
var TICK_MS = 50;
var EXIT_GRACE_MS = 50;
var MAX_WATCHED = 64;
var KEEP_BYTES = 64 * 1024;
var MAX_ROUNDS = 8;
var LOCK_WAIT_MS = 2e4;
var LATE_ORIGIN = { tool: "another program" };
var watches = [];
var timer = null;
var exitHooked = false;
function watchReplaced(rootDir, rel, abs) {
  return (fd, replaced) => {
    let original;
    try {
      const bytes = replaced.content && BigInt(replaced.content.length) === replaced.size ? replaced.content : readBytes(fd, Number(replaced.size));
      original = originalOf(bytes);
    } catch {
      fs.closeSync(fd);
      return;
    }
    const made = Date.now();
    const until = made + WATCH_MS;
    const w = { fd, rootDir, rel, abs, size: replaced.size, mtimeNs: replaced.mtimeNs, original, made, until, latest: until + LOCK_WAIT_MS };
    watches.push(w);
    try {
      settle(w);
    } catch {
    }
    while (watches.length > MAX_WATCHED) finish(watches.shift());
    hookExit();
    schedule();
  };
}
function hookExit() {
  if (exitHooked) return;
  exitHooked = true;
  process.on("beforeExit", () => {
    if (watches.length === 0) return;
    const newest = Math.max(...watches.map((w) => w.made));
    setTimeout(() => checkLateWrites({ final: true }), Math.max(0, newest + EXIT_GRACE_MS - Date.now()));
  });
  process.once("exit", () => checkLateWrites({ final: true }));
}
function checkLateWrites({ final = false, timer: timer2 = false } = {}) {
  const now = Date.now();
  for (const w of [...watches]) {
    try {
      if (timer2) withoutWaiting(() => settle(w));
      else settle(w);
    } catch (e) {
      if (e instanceof WouldWait && !final && now < w.latest) {
        w.until = Math.max(w.until, now + TICK_MS);
        continue;
      }
      if (final || now >= w.until) keepLateVersion(w);
    }
    if (final || now >= w.until) {
      watches.splice(watches.indexOf(w), 1);
      close(w);
    }
  }
}
function schedule() {
  if (timer !== null || watches.length === 0) return;
  timer = setTimeout(() => {
    timer = null;
    checkLateWrites({ timer: true });
    schedule();
  }, TICK_MS);
  timer.unref();
}
function finish(w) {
  try {
    settle(w);
  } catch {
    keepLateVersion(w);
  }
  close(w);
}
function close(w) {
  try {
    fs.closeSync(w.fd);
  } catch {
  }
}
function sameAsOriginal(w, prefix) {
  return typeof w.original === "string" ? shaOf(prefix) === w.original : prefix.equals(w.original);
}
function originalOf(bytes) {
  return bytes.length <= KEEP_BYTES ? Buffer.from(bytes) : shaOf(bytes);
}
function settle(w) {
  const st = fs.fstatSync(w.fd, { bigint: true });
  if (st.size === w.size && st.mtimeNs === w.mtimeNs) return;
  const size = st.size > BigInt(MAX_FILE_BYTES) ? MAX_FILE_BYTES : Number(st.size);
  const bytes = readBytes(w.fd, size);
  const appended = BigInt(bytes.length) >= w.size && sameAsOriginal(w, bytes.subarray(0, Number(w.size)));
  if (appended) {
    const extra = bytes.subarray(Number(w.size));
    if (extra.length > 0) appendToCurrent(w, extra);
  } else {
    keepVersion(w, bytes);
  }
  w.size = BigInt(bytes.length);
  w.mtimeNs = st.mtimeNs;
  w.original = originalOf(bytes);
}
function appendToCurrent(w, extra) {
  withLock(w.rootDir, fileLockKey(w.rel), () => {
    for (let round = 1; ; round++) {
      const current = readTextContained(w.rootDir, w.abs, w.rel);
      const head = current ? Buffer.from(current.bom ? `\uFEFF${current.text}` : current.text, "utf8") : Buffer.alloc(0);
      const joint = head.length > 0 && head[head.length - 1] !== 10 && extra[0] !== 10 ? Buffer.from("\n") : Buffer.alloc(0);
      const next = Buffer.concat([head, joint, extra]);
      try {
        keepChange(w.rootDir, w.rel, w.abs, next, LATE_ORIGIN).around(
          () => writeAtomic(w.rootDir, w.abs, next, w.rel, current, watchReplaced(w.rootDir, w.rel, w.abs))
        );
        return;
      } catch (e) {
        if (!(e instanceof StaleVersionError) || round >= MAX_ROUNDS) throw e;
      }
    }
  });
}
function keepVersion(w, bytes) {
  if (!historyEnabled()) return;
  const scope = historyScopeOf(w.rel);
  if (!scope) return;
  withLock(w.rootDir, fileLockKey(w.rel), () => {
    const kept = storeObject(w.rootDir, scope.slug, bytes);
    let now = null;
    try {
      const current = readTextContained(w.rootDir, w.abs, w.rel);
      now = current ? storeObject(w.rootDir, scope.slug, Buffer.from(current.bom ? `\uFEFF${current.text}` : current.text, "utf8")) : null;
    } catch {
    }
    if (kept === now) return;
    appendEntries(w.rootDir, scope.slug, [{ t: (/* @__PURE__ */ new Date()).toISOString(), path: scope.path, prev: kept, sha: now, tool: LATE_ORIGIN.tool }]);
  });
}
function keepLateVersion(w) {
  try {
    keepVersion(w, readBytes(w.fd, Math.min(Number(fs.fstatSync(w.fd).size), MAX_FILE_BYTES)));
  } catch {
  }
}

// server/src/storage/root.ts
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
        fs2.mkdirSync(dir, { recursive: true });
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
      real = fs2.realpathSync(dir);
    } catch {
      throw new MemoryError(
        "NOT_FOUND",
        `The memory root ${dir} does not exist.`,
        "Run `project-memory init` to create it (or `project-memory new <slug>`), or pass --root."
      );
    }
    if (!fs2.statSync(real).isDirectory()) throw new MemoryError("INVALID_INPUT", `The memory root ${dir} is not a folder.`);
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
import fs3 from "node:fs";
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
    const o = JSON.parse(fs3.readFileSync(journalPath(rootDir, slug), "utf8"));
    return isJournal(o, slug) ? o : null;
  } catch {
    return null;
  }
}
function removeMoveJournal(rootDir, slug) {
  noteChange();
  fs3.rmSync(journalPath(rootDir, slug), { force: true });
}
function movingSlugs(rootDir) {
  try {
    return fs3.readdirSync(moveJournalDir(rootDir)).filter((n) => n.endsWith(".json")).map((n) => n.slice(0, -".json".length)).filter((s) => isKebabCase(s));
  } catch {
    return [];
  }
}

// server/src/storage/scope-files.ts
import fs4 from "node:fs";
import path3 from "node:path";
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
function listScopeFiles(rootDir, scopeDir, folders) {
  const out = [];
  const base = mountedAbs(rootDir, scopeDir);
  const walk = (prefix, dirAbs) => {
    const entries = listAnchored(rootDir, dirAbs);
    folders?.push(dirAbs);
    entries.sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
    for (const ent of entries) {
      const name = ent.name;
      if (isHiddenEntryName(name)) continue;
      if (ent.isDirectory()) {
        if (!SKIPPED_DIR_NAMES.has(name)) walk(`${prefix}${name}/`, `${dirAbs}/${name}`);
      } else if (ent.isFile() && !UNSEARCHED_FILE_NAMES.has(name)) {
        let st;
        try {
          st = fs4.lstatSync(`${dirAbs}/${name}`, { throwIfNoEntry: false });
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
    const st = fs4.lstatSync(path3.join(mountedAbs(rootDir, scopeDir), rel));
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
    fd = fs4.openSync(abs, fs4.constants.O_RDONLY | fs4.constants.O_NOFOLLOW | fs4.constants.O_NONBLOCK);
  } catch {
    return null;
  }
  try {
    if (!descriptorIsAt(fd, abs)) return null;
    const st = fs4.fstatSync(fd);
    if (!eligible(st)) return null;
    if (st.size > scratch.length && st.size <= SCRATCH_LIMIT) scratch = Buffer.allocUnsafe(Math.max(st.size, scratch.length * 2));
    const buf = st.size <= scratch.length ? scratch : Buffer.allocUnsafe(st.size);
    let off = 0;
    while (off < st.size) {
      const n = fs4.readSync(fd, buf, off, st.size - off, off);
      if (n === 0) break;
      off += n;
    }
    return { bytes: buf.subarray(0, off), mtimeMs: st.mtimeMs, size: st.size, ctimeMs: st.ctimeMs };
  } catch {
    return null;
  } finally {
    fs4.closeSync(fd);
  }
}
function scopeFileAbs(rootDir, scopeDir, rel) {
  return path3.join(mountedAbs(rootDir, scopeDir), rel);
}

// server/src/services/shared-attach.ts
import path4 from "node:path";
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
function refusedSharedFolders(root) {
  const refusedOnes = [];
  for (const slug of pointerSlugs(root.dir)) {
    const p = readPointer(root.dir, slug);
    if (!p || !isRealDir(p.dir) || root.mountedDir(slug) !== void 0) continue;
    try {
      checkSharedFolder(p.dir, root.dir);
    } catch (e) {
      refusedOnes.push({ slug, problem: e instanceof Error ? e.message : String(e) });
    }
  }
  return refusedOnes;
}
function lostSharedFolders(root) {
  const lost = [];
  for (const slug of pointerSlugs(root.dir)) {
    const p = readPointer(root.dir, slug);
    if (p && !isRealDir(p.dir) && root.mountedDir(slug) === void 0) lost.push({ slug, dir: p.dir });
  }
  return lost;
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
    const target = main === place.top ? dir : main !== null && isRealDir(path4.join(main, SHARED_DIR)) ? path4.join(main, SHARED_DIR) : null;
    if (target !== null) {
      try {
        writeAtomic(root.dir, pointerPath(root.dir, slug), renderPointer({ dir: target, paths: pointer?.paths ?? [] }), `projects/${slug}/.shared`);
      } catch {
      }
    }
  }
  root.mount(slug, dir);
  return { here: { slug, top: path4.dirname(dir) }, problem: null };
}

export {
  MAX_MEMORY_FILE_BYTES,
  MAX_TITLE_CHARS,
  MAX_SUMMARY_CHARS,
  assertTitle,
  assertMaxChars,
  assertMaxItems,
  tooLargeError,
  watchReplaced,
  homeDir,
  locateRootDir,
  revisionOf,
  MemoryRoot,
  writeMoveJournal,
  readMoveJournal,
  removeMoveJournal,
  movingSlugs,
  SKIPPED_DIR_NAMES,
  UNSEARCHED_FILE_NAMES,
  isHiddenEntryName,
  isSearchedPath,
  listScopeFiles,
  compareWalkOrder,
  statScopeFile,
  readFileBytes,
  scopeFileAbs,
  refusedSharedFolders,
  lostSharedFolders,
  attachShared
};
