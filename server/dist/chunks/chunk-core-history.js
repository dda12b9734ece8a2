#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  envVar
} from "./chunk-core-env.js";
import {
  ensureDirContained,
  removeContained,
  removeEmptyDirs,
  translateIoError
} from "./chunk-storage-atomic-file.js";
import {
  TEMP_SUFFIX,
  assertDescriptorAt,
  closeAnchoredDir,
  entryOf,
  nodeCrypto,
  noteChange,
  openAnchoredDir,
  withLock
} from "./chunk-core-path-rules.js";
import {
  currentEnv
} from "./chunk-storage-environment.js";
import {
  MemoryError,
  isMemoryError
} from "./chunk-core-errors.js";

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
function versionsOf(entries, path2) {
  const out = [];
  let last;
  for (const e of entries) {
    if (e.path !== path2) continue;
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
  noteChange();
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
  return withLock(rootDir, logLock(slug), () => {
    noteChange();
    return inDir(rootDir, scopeDir(rootDir, slug), (entry) => {
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
    });
  });
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
function kept(commit, discard, line) {
  return {
    line,
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
  const line = { rootDir, slug: scope.slug, entry, env };
  return kept(() => appendQuietly(line.rootDir, line.slug, [line.entry], line.env), discard, line);
}
function appendQuietly(rootDir, slug, entries, env) {
  try {
    appendEntries(rootDir, slug, entries, env);
  } catch {
  }
}
function commitAll(changes) {
  const logs = /* @__PURE__ */ new Map();
  for (const c of changes) {
    const l = c.line;
    if (!l) {
      c.commit();
      continue;
    }
    const key = `${l.rootDir}\0${l.slug}`;
    const log = logs.get(key) ?? logs.set(key, { ...l, entries: [] }).get(key);
    log.entries.push(l.entry);
  }
  for (const log of logs.values()) appendQuietly(log.rootDir, log.slug, log.entries, log.env);
}

export {
  revOf,
  versionsOf,
  pickVersion,
  withOrigin,
  currentOrigin,
  historyEnabled,
  historyScopeOf,
  shaOf,
  storeObject,
  readObject,
  appendEntries,
  readEntries,
  readCurrentBytes,
  keepChange,
  commitAll
};
