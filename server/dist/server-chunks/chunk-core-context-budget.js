#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  MAX_FILE_BYTES,
  MemoryError,
  SHARED_DIR,
  TEMP_SUFFIX,
  assertDescriptorAt,
  checkSharedFolder,
  closeAnchoredDir,
  currentEnv,
  describePath,
  ensureDirContained,
  entryOf,
  findRepoPlace,
  isInside,
  isMemoryError,
  isRealDir,
  listAnchored,
  mainWorktreeOf,
  mountOf,
  mountsOf,
  nodeCrypto,
  openAnchoredDir,
  parseMemoryPath,
  pointerPath,
  pointerSlugs,
  readPointer,
  readTextContained,
  registerMount,
  removeContained,
  removeEmptyDirs,
  renderPointer,
  reservedReason,
  resolveContained,
  sharedSlugOf,
  splitMounted,
  startsWithBom,
  translateIoError,
  unregisterMount,
  withLock,
  writeAtomic
} from "./chunk-core-dates.js";

// server/src/core/env.ts
function envVar(env, name) {
  return nonEmpty(env[name]);
}
function nonEmpty(value) {
  return value === void 0 || value.trim() === "" ? void 0 : value;
}

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
import path2 from "node:path";

// server/src/storage/history-store.ts
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";

// server/src/core/history.ts
var REV_LENGTH = 16;
var MIN_REV_PREFIX = 6;
function revOf(sha) {
  return sha.slice(0, REV_LENGTH);
}
function renderEntry(e) {
  const out = { t: e.t, path: e.path, prev: e.prev, sha: e.sha, tool: e.tool };
  if (e.session) out.session = e.session;
  if (e.prevTime) out.prevTime = e.prevTime;
  return `${JSON.stringify(out)}
`;
}
var SHA = /^[0-9a-f]{64}$/;
function asEntry(v) {
  if (!v || typeof v !== "object") return null;
  const o = v;
  const shaOk = (x) => x === null || typeof x === "string" && SHA.test(x);
  if (typeof o.t !== "string" || typeof o.path !== "string" || typeof o.tool !== "string" || !shaOk(o.prev) || !shaOk(o.sha)) return null;
  const e = { t: o.t, path: o.path, prev: o.prev, sha: o.sha, tool: o.tool };
  if (typeof o.session === "string") e.session = o.session;
  if (typeof o.prevTime === "string") e.prevTime = o.prevTime;
  return e;
}
function parseLog(text) {
  const out = [];
  const seen = /* @__PURE__ */ new Set();
  for (const line of text.split("\n")) {
    if (line === "" || seen.has(line)) continue;
    seen.add(line);
    try {
      const e = asEntry(JSON.parse(line));
      if (e) out.push(e);
    } catch {
    }
  }
  return out;
}
function versionsOf(entries, path4) {
  const out = [];
  let last;
  for (const e of entries) {
    if (e.path !== path4) continue;
    if (e.prev !== null && e.prev !== last) {
      out.push({ rev: revOf(e.prev), sha: e.prev, t: e.prevTime ?? e.t, tool: "found on disk (not written by a tool)", handEdit: true });
    }
    if (e.sha !== last || e.prev !== last) {
      const v = { rev: e.sha ? revOf(e.sha) : "deleted", sha: e.sha, t: e.t, tool: e.tool, handEdit: false };
      if (e.session) v.session = e.session;
      out.push(v);
    }
    last = e.sha;
  }
  return out;
}
function pickVersion(versions, at, shown) {
  const back = /^~(\d{1,6})$/.exec(at);
  const stored = versions.filter((v) => v.sha !== null);
  if (back) {
    const n = Number(back[1]);
    const v = versions[versions.length - 1 - n];
    if (!v || v.sha === null) throw new MemoryError("NOT_FOUND", `${shown} has no version ${at} (it has ${versions.length} recorded, ~0 is the newest).`);
    return v;
  }
  const prefix = at.toLowerCase();
  if (!/^[0-9a-f]+$/.test(prefix) || prefix.length < MIN_REV_PREFIX) {
    throw new MemoryError(
      "INVALID_INPUT",
      `at must be a revision (at least ${MIN_REV_PREFIX} hex characters, as read_file or history shows it) or ~N (N versions before the newest), not "${at}".`
    );
  }
  const found = [...new Set(stored.filter((v) => v.sha.startsWith(prefix)).map((v) => v.sha))];
  if (found.length > 1) throw new MemoryError("INVALID_INPUT", `Revision ${at} is ambiguous for ${shown}; give more characters.`);
  const sha = found[0];
  if (!sha) throw new MemoryError("NOT_FOUND", `${shown} has no recorded version ${at}.`, "List its versions with `project-memory history <path>`.");
  return [...stored].reverse().find((v) => v.sha === sha);
}
var DEFAULT_RETENTION = { maxAgeDays: 90, maxBytes: 64 * 1024 * 1024 };
function retain(entries, rule, nowMs, sizeOf) {
  const newestOfPath = /* @__PURE__ */ new Map();
  entries.forEach((e, i) => newestOfPath.set(e.path, i));
  const keep = new Array(entries.length).fill(false);
  const counted = /* @__PURE__ */ new Set();
  let bytes = 0;
  const charge = (e) => {
    for (const sha of [e.sha, e.prev]) {
      if (sha && !counted.has(sha)) {
        counted.add(sha);
        bytes += sizeOf(sha);
      }
    }
  };
  for (const i of newestOfPath.values()) {
    keep[i] = true;
    charge(entries[i]);
  }
  const cutoff = nowMs - rule.maxAgeDays * 864e5;
  for (let i = entries.length - 1; i >= 0; i--) {
    if (keep[i]) continue;
    const e = entries[i];
    const t = Date.parse(e.t);
    if (!(t >= cutoff)) continue;
    const extra = [e.sha, e.prev].reduce((n, sha) => n + (sha && !counted.has(sha) ? sizeOf(sha) : 0), 0);
    if (bytes + extra > rule.maxBytes) break;
    keep[i] = true;
    charge(e);
  }
  return entries.filter((_, i) => keep[i]);
}

// server/src/storage/history-store.ts
var HISTORY_DIR = ".history";
var MAX_LOG_BYTES = 8 * 1024 * 1024;
var RETENTION_EVERY_MS = 24 * 36e5;
var ORPHAN_GRACE_MS = 36e5;
var load = createRequire("/");
var zlib;
var gz = () => zlib ??= load("node:zlib");
var als;
function withOrigin(origin, fn) {
  als ??= new (load("node:async_hooks")).AsyncLocalStorage();
  return als.run(origin, fn);
}
function currentOrigin(env = currentEnv()) {
  const found = als?.getStore();
  if (found) return found;
  const session = envVar(env, "CLAUDE_CODE_SESSION_ID");
  return session ? { tool: "unknown", session } : { tool: "unknown" };
}
function historyEnabled(env = currentEnv()) {
  return envVar(env, "PROJECT_MEMORY_HISTORY") !== "off";
}
function positive(text, fallback) {
  const n = Number(text);
  return text !== void 0 && Number.isFinite(n) && n > 0 ? n : fallback;
}
function retentionFromEnv(env = currentEnv()) {
  return {
    maxAgeDays: positive(envVar(env, "PROJECT_MEMORY_HISTORY_DAYS"), DEFAULT_RETENTION.maxAgeDays),
    maxBytes: positive(envVar(env, "PROJECT_MEMORY_HISTORY_MB"), DEFAULT_RETENTION.maxBytes / 2 ** 20) * 2 ** 20
  };
}
function historyScopeOf(rel) {
  const parts = rel.split("/");
  let slug;
  let rest;
  if (parts[0] === "projects" && parts.length >= 3) {
    slug = parts[1];
    rest = parts.slice(2);
  } else if (parts[0] === "_global" && parts.length >= 2) {
    slug = "_global";
    rest = parts.slice(1);
  } else return null;
  if (rest.some((p) => p.startsWith(".") || p.endsWith(TEMP_SUFFIX))) return null;
  return { slug, path: rest.join("/") };
}
function scopeDir(rootDir, slug) {
  return path.join(rootDir, HISTORY_DIR, slug);
}
function objectDir(rootDir, slug, sha) {
  return path.join(scopeDir(rootDir, slug), "objects", sha.slice(0, 2));
}
function shaOf(bytes) {
  return nodeCrypto().createHash("sha256").update(bytes).digest("hex");
}
var knownDirs = /* @__PURE__ */ new Set();
var made = null;
function ensureHistoryDir(rootDir, dir) {
  const created = ensureDirContained(rootDir, dir);
  made?.dirs.push(...created);
  knownDirs.add(dir);
}
function inDir(rootDir, dir, fn) {
  if (!knownDirs.has(dir)) ensureHistoryDir(rootDir, dir);
  let anchored = openAnchoredDir(rootDir, dir, path.relative(rootDir, dir));
  if (!anchored) {
    ensureHistoryDir(rootDir, dir);
    anchored = openAnchoredDir(rootDir, dir, path.relative(rootDir, dir));
    if (!anchored) throw new MemoryError("IO", "The history folder was removed while it was being written.", "Try again.");
  }
  const a = anchored;
  try {
    return fn((name) => entryOf(a, name));
  } finally {
    closeAnchoredDir(a);
  }
}
function looksWhole(fd, bytes) {
  const size = fs.fstatSync(fd).size;
  if (size < 18) return false;
  const tail = Buffer.alloc(4);
  fs.readSync(fd, tail, 0, 4, size - 4);
  return tail.readUInt32LE(0) === bytes.length % 2 ** 32;
}
function storeObject(rootDir, slug, bytes, sha = shaOf(bytes)) {
  inDir(rootDir, objectDir(rootDir, slug, sha), (entry) => {
    const file = entry(`${sha}.gz`);
    let fd = null;
    try {
      fd = fs.openSync(file, fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW | fs.constants.O_NONBLOCK);
    } catch (e) {
      if (e.code !== "ENOENT") throw e;
    }
    if (fd !== null) {
      try {
        if (fs.fstatSync(fd).isFile() && looksWhole(fd, bytes)) {
          const now = /* @__PURE__ */ new Date();
          fs.futimesSync(fd, now, now);
          return;
        }
      } finally {
        fs.closeSync(fd);
      }
      const tmp = entry(`.${sha.slice(0, 12)}.${process.pid}.${nodeCrypto().randomBytes(4).toString("hex")}${TEMP_SUFFIX}`);
      writeNew(tmp, bytes);
      fs.renameSync(tmp, file);
      return;
    }
    try {
      writeNew(file, bytes);
      made?.files.push(path.join(objectDir(rootDir, slug, sha), `${sha}.gz`));
    } catch (e) {
      if (e.code !== "EEXIST") throw e;
    }
  });
  return sha;
}
function writeNew(file, bytes) {
  const fd = fs.openSync(file, fs.constants.O_WRONLY | fs.constants.O_CREAT | fs.constants.O_EXCL | fs.constants.O_NOFOLLOW, 384);
  try {
    fs.writeSync(fd, gz().gzipSync(bytes));
  } finally {
    fs.closeSync(fd);
  }
}
function readObject(rootDir, slug, sha) {
  const dir = openAnchoredDir(rootDir, objectDir(rootDir, slug, sha));
  if (!dir) return null;
  try {
    const bytes = gz().gunzipSync(fs.readFileSync(entryOf(dir, `${sha}.gz`)));
    return shaOf(bytes) === sha ? bytes : null;
  } catch {
    return null;
  } finally {
    closeAnchoredDir(dir);
  }
}
function logLock(slug) {
  return `history:${slug}`;
}
function appendEntries(rootDir, slug, entries, env = currentEnv()) {
  if (entries.length === 0) return;
  const data = entries.map(renderEntry).join("");
  let size = 0;
  inDir(rootDir, scopeDir(rootDir, slug), (entry) => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const file = entry("log.jsonl");
      const fd = fs.openSync(file, fs.constants.O_RDWR | fs.constants.O_APPEND | fs.constants.O_CREAT | fs.constants.O_NOFOLLOW, 384);
      let same;
      try {
        const before = fs.fstatSync(fd).size;
        let head = "";
        if (before > 0) {
          const last = Buffer.alloc(1);
          fs.readSync(fd, last, 0, 1, before - 1);
          if (last[0] !== 10) head = "\n";
        }
        const buf = Buffer.from(head + data, "utf8");
        fs.writeSync(fd, buf);
        size = before + buf.length;
        const now = fs.lstatSync(file, { throwIfNoEntry: false });
        same = now !== void 0 && now.ino === fs.fstatSync(fd).ino;
      } finally {
        fs.closeSync(fd);
      }
      if (same) break;
    }
  });
  maybeRetain(rootDir, slug, size, env);
}
function readEntries(rootDir, slug) {
  const dir = openAnchoredDir(rootDir, scopeDir(rootDir, slug));
  if (!dir) return [];
  try {
    return parseLog(fs.readFileSync(entryOf(dir, "log.jsonl"), "utf8"));
  } catch (e) {
    if (e.code === "ENOENT") return [];
    throw e;
  } finally {
    closeAnchoredDir(dir);
  }
}
var lastRetention = /* @__PURE__ */ new Map();
function maybeRetain(rootDir, slug, logSize, env) {
  const key = `${rootDir}\0${slug}`;
  const now = Date.now();
  const due = logSize > MAX_LOG_BYTES || now - (lastRetention.get(key) ?? 0) > RETENTION_EVERY_MS;
  if (!due) return;
  lastRetention.set(key, now);
  const stamp = path.join(scopeDir(rootDir, slug), "retained");
  try {
    if (logSize <= MAX_LOG_BYTES && now - fs.lstatSync(stamp).mtimeMs < RETENTION_EVERY_MS) return;
  } catch {
  }
  try {
    applyRetention(rootDir, slug, retentionFromEnv(env), now);
  } catch {
  }
}
function applyRetention(rootDir, slug, rule, nowMs = Date.now()) {
  return withLock(
    rootDir,
    logLock(slug),
    () => inDir(rootDir, scopeDir(rootDir, slug), (entry) => {
      let old = null;
      try {
        const fd = fs.openSync(entry("log.jsonl"), fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW);
        old = { fd, size: 0 };
      } catch (e) {
        if (e.code !== "ENOENT") throw e;
      }
      let entries;
      let kept2;
      try {
        const read = old ? readFrom(old.fd, 0) : { text: "", end: 0 };
        if (old) old.size = read.end;
        entries = parseLog(read.text);
        const sizes = /* @__PURE__ */ new Map();
        const sizeOf = (sha) => {
          let n = sizes.get(sha);
          if (n === void 0) {
            try {
              n = fs.lstatSync(path.join(objectDir(rootDir, slug, sha), `${sha}.gz`)).size;
            } catch {
              n = 0;
            }
            sizes.set(sha, n);
          }
          return n;
        };
        kept2 = retain(entries, rule, nowMs, sizeOf);
        if (kept2.length !== entries.length) {
          const tmp = entry(`.log.${process.pid}${TEMP_SUFFIX}`);
          fs.writeFileSync(tmp, kept2.map(renderEntry).join(""), { mode: 384 });
          fs.renameSync(tmp, entry("log.jsonl"));
          if (old) {
            const late = readFrom(old.fd, old.size).text;
            if (late) fs.appendFileSync(entry("log.jsonl"), late.endsWith("\n") ? late : `${late}
`);
          }
        }
      } finally {
        if (old) fs.closeSync(old.fd);
      }
      const live = /* @__PURE__ */ new Set();
      for (const e of kept2) for (const sha of [e.sha, e.prev]) if (sha) live.add(sha);
      const objectsRemoved = sweepObjects(rootDir, slug, live, nowMs);
      fs.writeFileSync(entry("retained"), `${new Date(nowMs).toISOString()}
`);
      return { entriesBefore: entries.length, entriesAfter: kept2.length, objectsRemoved };
    })
  );
}
function readFrom(fd, offset) {
  const size = fs.fstatSync(fd).size;
  if (size <= offset) return { text: "", end: offset };
  const buf = Buffer.alloc(size - offset);
  let off = 0;
  while (off < buf.length) {
    const n = fs.readSync(fd, buf, off, buf.length - off, offset + off);
    if (n === 0) break;
    off += n;
  }
  return { text: buf.subarray(0, off).toString("utf8"), end: offset + off };
}
function sweepObjects(rootDir, slug, live, nowMs) {
  const base = path.join(scopeDir(rootDir, slug), "objects");
  let removed = 0;
  const top = openAnchoredDir(rootDir, base);
  if (!top) return 0;
  let shards;
  try {
    shards = fs.readdirSync(top.via).filter((n) => /^[0-9a-f]{2}$/.test(n));
  } finally {
    closeAnchoredDir(top);
  }
  for (const shard of shards) {
    const dir = openAnchoredDir(rootDir, path.join(base, shard));
    if (!dir) continue;
    try {
      for (const name of fs.readdirSync(dir.via)) {
        const sha = name.endsWith(".gz") ? name.slice(0, -3) : null;
        if (sha && live.has(sha)) continue;
        const file = entryOf(dir, name);
        try {
          const st = fs.lstatSync(file);
          if (!st.isFile() || nowMs - st.mtimeMs < ORPHAN_GRACE_MS) continue;
          fs.rmSync(file, { force: true });
          removed++;
        } catch {
        }
      }
    } finally {
      closeAnchoredDir(dir);
    }
  }
  return removed;
}
function readCurrentBytes(_rootDir, abs, shown) {
  let fd;
  try {
    fd = fs.openSync(abs, fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW | fs.constants.O_NONBLOCK);
  } catch (e) {
    const code = e.code;
    if (code === "ENOENT" || code === "ELOOP" || code === "EISDIR") return null;
    throw e;
  }
  try {
    assertDescriptorAt(fd, abs, shown);
    const st = fs.fstatSync(fd);
    if (!st.isFile() || st.nlink > 1) return null;
    return { bytes: fs.readFileSync(fd), mtimeMs: st.mtimeMs };
  } finally {
    try {
      fs.closeSync(fd);
    } catch {
    }
  }
}
function kept(commit, discard) {
  return {
    commit,
    discard,
    around(change) {
      let result;
      try {
        result = change();
      } catch (e) {
        discard();
        throw e;
      }
      commit();
      return result;
    }
  };
}
var NOTHING = kept(
  () => {
  },
  () => {
  }
);
function keepChange(rootDir, rel, abs, next, origin, env = currentEnv()) {
  if (!historyEnabled(env)) return NOTHING;
  const scope = historyScopeOf(rel);
  if (!scope) return NOTHING;
  let entry;
  const created = { files: [], dirs: [] };
  const discard = () => {
    for (const f of created.files) {
      try {
        removeContained(rootDir, f);
      } catch {
      }
    }
    for (const d of created.dirs) knownDirs.delete(d);
    removeEmptyDirs(rootDir, created.dirs);
  };
  made = created;
  try {
    const current = readCurrentBytes(rootDir, abs, rel);
    const prev = current ? storeObject(rootDir, scope.slug, current.bytes) : null;
    const sha = next ? storeObject(rootDir, scope.slug, next) : null;
    if (prev === sha) return NOTHING;
    const who = origin ?? currentOrigin(env);
    entry = { t: (/* @__PURE__ */ new Date()).toISOString(), path: scope.path, prev, sha, tool: who.tool };
    if (who.session) entry.session = who.session;
    if (current) entry.prevTime = new Date(current.mtimeMs).toISOString();
  } catch (e) {
    discard();
    if (isMemoryError(e) && e.code !== "IO") throw e;
    const known = translateIoError(e, rel);
    if (isMemoryError(known)) throw known;
    throw new MemoryError(
      "IO",
      `The previous version of ${JSON.stringify(rel)} could not be kept in the history (${e.code ?? e.message}), so nothing was written.`,
      "Check the permissions of <root>/.history."
    );
  } finally {
    made = null;
  }
  return kept(() => {
    try {
      appendEntries(rootDir, scope.slug, [entry], env);
    } catch {
    }
  }, discard);
}

// server/src/storage/root.ts
function locateRootDir(explicit, env = currentEnv()) {
  const chosen = nonEmpty(explicit) ?? envVar(env, "PROJECT_MEMORY_ROOT") ?? path2.join(os.homedir(), ".project-memory");
  if (chosen.includes("\0")) throw new MemoryError("INVALID_INPUT", "The memory root path contains a NUL character.");
  return path2.resolve(chosen);
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
      for (const part of m ? m.rest : parts) this.tracked.add(at = path2.join(at, part));
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
    const r = this.resolve(rel);
    if (r.stat?.isDirectory()) throw new MemoryError("INVALID_PATH", `"${rel}" is a folder, not a file.`);
    const limit = reservedReason(parseMemoryPath(r.rel)) ? MAX_FILE_BYTES : MAX_MEMORY_FILE_BYTES;
    const bytes = Buffer.byteLength(text);
    if (bytes > limit) throw tooLargeError(describePath(rel), bytes, limit, fullFileHint(r.rel));
    const data = Buffer.from(r.stat && !text.startsWith("\uFEFF") && startsWithBom(r.abs) ? `\uFEFF${text}` : text, "utf8");
    keepChange(this.dir, r.rel, r.abs, data, opts.origin).around(() => writeAtomic(this.dir, r.abs, data, rel, opts.expected));
  }
  /**
   * For changes that do not go through writeText (a delete that moves the file to the trash, a
   * file moved back from it, a journal apply): keeps what is on disk at `rel` and `next` (null:
   * the file is about to go). Call under the file's lock: `keepVersion(...).around(change)`.
   */
  keepVersion(rel, next, opts = {}) {
    const r = this.resolve(rel);
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
    const r = this.resolve(rel);
    if (r.stat?.isDirectory()) return;
    if (r.stat) throw new MemoryError("INVALID_PATH", `"${rel}" exists and is not a folder.`);
    ensureDirContained(this.dir, r.abs);
  }
  lock(key, fn) {
    return withLock(this.dir, key, fn);
  }
};

// server/src/services/shared-attach.ts
import path3 from "node:path";
function mountPointers(root) {
  for (const slug of pointerSlugs(root.dir)) {
    const p = readPointer(root.dir, slug);
    if (!p || !isRealDir(p.dir)) continue;
    try {
      root.mount(slug, checkSharedFolder(p.dir));
    } catch {
    }
  }
}
function attachShared(root, cwd) {
  mountPointers(root);
  const place = findRepoPlace(cwd);
  if (!place?.shared) return { here: null, problem: null };
  if (isInside(root.dir, place.shared) || isInside(place.shared, root.dir)) return { here: null, problem: null };
  let dir;
  try {
    dir = checkSharedFolder(place.shared);
  } catch (e) {
    return { here: null, problem: e instanceof Error ? e.message : String(e) };
  }
  const slug = sharedSlugOf(dir);
  if (!slug) return { here: null, problem: `The shared memory folder ${place.shared} has no valid _meta.yaml with a slug; it was not used.` };
  const own = path3.join(root.dir, "projects", slug);
  const pointer = readPointer(root.dir, slug);
  if (!pointer && isRealDir(own)) {
    return {
      here: null,
      problem: `The shared memory folder ${place.shared} is project "${slug}", but this memory root already has a personal project of that slug; it was not used.`
    };
  }
  if (!pointer || !isRealDir(pointer.dir)) {
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
    root = MemoryRoot.open(locateRootDir(opts.root, env), { create: opts.create ?? false });
  } catch (e) {
    if (!(isMemoryError(e) && e.code === "NOT_FOUND") || !findRepoPlace(cwd)?.shared) throw e;
    root = MemoryRoot.open(locateRootDir(opts.root, env), { create: true });
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
  return created.length ? `Initialised the missing core file(s) ${created.join(", ")} (seed 003: missing memory files are re-created).` : "";
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
  const kept2 = [];
  let used = 0;
  for (const line of lines) {
    if (used + line.length + 1 > maxChars) break;
    kept2.push(line);
    used += line.length + 1;
  }
  if (used < MIN_USEFUL_CHARS) return null;
  const rest = lines.length - kept2.length;
  return `${kept2.join("\n")}
[\u2026 ${rest} more line(s) cut to fit the budget: ${readMore} offset=${kept2.length + 1}]`;
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
  envVar,
  nonEmpty,
  MAX_MEMORY_FILE_BYTES,
  MAX_TITLE_CHARS,
  MAX_SUMMARY_CHARS,
  assertTitle,
  assertMaxChars,
  assertMaxItems,
  tooLargeError,
  versionsOf,
  pickVersion,
  withOrigin,
  readObject,
  readEntries,
  revisionOf,
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
