#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  PROC_FD
} from "./chunk-storage-environment.js";
import {
  MemoryError
} from "./chunk-core-errors.js";

// server/src/storage/containment.ts
import fs from "node:fs";
import path2 from "node:path";

// server/src/core/path-rules.ts
var MAX_COMPONENT_BYTES = 255;
var MAX_PATH_BYTES = 4096;
var FORBIDDEN_CHARS = /[\u0000-\u001f\u007f\u0080-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/u;
var RESERVED_NAMES = /* @__PURE__ */ new Set(["_index.yaml", "_projects-index.json", "_refs-index.json"]);
var RESERVED_DIRS = /* @__PURE__ */ new Set(["_trash", ".locks", ".index", ".journal", ".history", "_templates"]);
var TEMP_SUFFIX = ".pm-tmp";
function describePath(p) {
  return JSON.stringify(p.length > 120 ? `${p.slice(0, 117)}...` : p);
}
function parseMemoryPath(raw, field = "path") {
  if (typeof raw !== "string" || raw.length === 0) {
    throw new MemoryError("INVALID_PATH", `${field} must be a non-empty relative path like "notes/ideas.md".`);
  }
  if (!raw.isWellFormed()) {
    throw new MemoryError("INVALID_PATH", `${field} contains an unpaired surrogate character; send valid Unicode.`);
  }
  if (FORBIDDEN_CHARS.test(raw)) {
    throw new MemoryError(
      "INVALID_PATH",
      `${field} ${describePath(raw)} contains a control, zero-width or direction-changing character, which paths may not contain.`
    );
  }
  if (raw.includes("\\")) {
    throw new MemoryError("INVALID_PATH", `${field} ${describePath(raw)} contains a backslash; use "/" between folders.`);
  }
  if (raw.startsWith("/") || /^[a-zA-Z]:/.test(raw) || raw.startsWith("~")) {
    throw new MemoryError("INVALID_PATH", `${field} ${describePath(raw)} is absolute; paths are relative to the project folder, like "notes/ideas.md".`);
  }
  const normalised = raw.normalize("NFC");
  const parts = [];
  for (const part of normalised.split("/")) {
    if (part === "" || part === ".") continue;
    if (part === "..") {
      throw new MemoryError(
        "PATH_OUTSIDE_ROOT",
        `${field} ${describePath(raw)} uses "..", which could leave the memory root.`,
        'Give the path from the project folder without "..".'
      );
    }
    if (Buffer.byteLength(part) > MAX_COMPONENT_BYTES) {
      throw new MemoryError("INVALID_PATH", `A component of ${field} is longer than ${MAX_COMPONENT_BYTES} bytes.`);
    }
    if (part.trim() !== part) {
      throw new MemoryError("INVALID_PATH", `${field} ${describePath(raw)} has a name that starts or ends with white space.`);
    }
    parts.push(part);
  }
  if (Buffer.byteLength(normalised) > MAX_PATH_BYTES) {
    throw new MemoryError("INVALID_PATH", `${field} is longer than ${MAX_PATH_BYTES} bytes.`);
  }
  if (parts.length === 0) {
    throw new MemoryError("INVALID_PATH", `${field} ${describePath(raw)} names no file.`);
  }
  return parts;
}
function nameKey(name) {
  return name.normalize("NFC").toUpperCase().toLowerCase().normalize("NFC");
}
function fold(name) {
  return nameKey(name.normalize("NFKC"));
}
function reservedReason(parts) {
  for (const part of parts) {
    const f = fold(part);
    if (RESERVED_DIRS.has(f)) return `"${part}" is managed by the server`;
    if (f.endsWith(TEMP_SUFFIX) || f.endsWith(".lock")) return `"${part}" is a temporary or lock file of the server`;
  }
  const leaf = fold(parts[parts.length - 1] ?? "");
  if (RESERVED_NAMES.has(leaf)) return `"${parts[parts.length - 1]}" is an auto-managed index`;
  return null;
}
function hiddenReason(parts) {
  const hidden = parts.find((p) => p.startsWith("."));
  return hidden === void 0 ? null : `"${hidden}" is a hidden name, which holds the server's own state`;
}

// server/src/storage/mounts.ts
import path from "node:path";
var table = /* @__PURE__ */ new Map();
function registerMount(rootDir, slug, dir) {
  let mounts = table.get(rootDir);
  if (!mounts) table.set(rootDir, mounts = /* @__PURE__ */ new Map());
  mounts.set(slug, dir);
}
function unregisterMount(rootDir, slug) {
  table.get(rootDir)?.delete(slug);
}
function mountOf(rootDir, slug) {
  return table.get(rootDir)?.get(slug);
}
function mountsOf(rootDir) {
  return table.get(rootDir) ?? /* @__PURE__ */ new Map();
}
function splitMounted(rootDir, rel) {
  const mounts = table.get(rootDir);
  if (!mounts || mounts.size === 0) return null;
  const parts = rel.split("/").filter((p) => p !== "" && p !== ".");
  if (parts.length < 2 || parts[0] !== "projects") return null;
  const dir = mounts.get(parts[1]);
  return dir === void 0 ? null : { dir, rest: parts.slice(2) };
}
function mountedAbs(rootDir, rel) {
  const m = splitMounted(rootDir, rel);
  if (m) return path.join(m.dir, ...m.rest);
  return rel ? path.join(rootDir, rel) : rootDir;
}
function inside(base, candidate) {
  const rel = path.relative(base, candidate);
  return rel === "" || !path.isAbsolute(rel) && rel !== ".." && !rel.startsWith(`..${path.sep}`);
}
function insideMount(rootDir, candidate) {
  const mounts = table.get(rootDir);
  if (!mounts) return false;
  for (const dir of mounts.values()) if (inside(dir, candidate)) return true;
  return false;
}

// server/src/storage/containment.ts
function isInside(rootDir, candidate) {
  const rel = path2.relative(rootDir, candidate);
  return rel === "" || !path2.isAbsolute(rel) && rel !== ".." && !rel.startsWith(`..${path2.sep}`);
}
function isContained(rootDir, candidate) {
  return isInside(rootDir, candidate) || insideMount(rootDir, candidate);
}
function outside(shown) {
  return new MemoryError(
    "PATH_OUTSIDE_ROOT",
    `The path ${describePath(shown)} leads outside the memory root, which no tool may reach.`,
    "Use a path inside the project folder that does not pass through a symlink leading elsewhere."
  );
}
function lstatOrNull(p) {
  try {
    return fs.lstatSync(p, { throwIfNoEntry: false }) ?? null;
  } catch (e) {
    const code = e.code;
    if (code === "ENOENT") return null;
    if (code === "ENOTDIR") throw new MemoryError("INVALID_PATH", `A parent of ${describePath(p)} is a file, not a folder.`);
    throw e;
  }
}
function throughLink(shown, linkRel, isLeaf) {
  if (isLeaf) {
    return new MemoryError(
      "INVALID_PATH",
      `${describePath(shown)} is a symbolic link; the memory tools refuse symlinked files.`,
      "Replace the link with a regular file."
    );
  }
  return new MemoryError(
    "INVALID_PATH",
    `${describePath(shown)} passes through the symbolic link ${describePath(linkRel)}; the memory tools refuse every path through a link, even one that stays inside the memory root.`,
    "Replace the link with a real folder, or use the path of the folder it points to."
  );
}
function resolveContained(rootDir, baseDir, parts, shown) {
  if (!isContained(rootDir, baseDir)) throw outside(shown);
  let current2 = baseDir;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    const next = path2.join(current2, part);
    const isLeaf = i === parts.length - 1;
    const st = lstatOrNull(next);
    if (st === null) {
      return { abs: path2.join(current2, ...parts.slice(i)), stat: null };
    }
    if (st.isSymbolicLink()) throw throughLink(shown, parts.slice(0, i + 1).join("/"), isLeaf);
    if (isLeaf) {
      if (!st.isFile() && !st.isDirectory()) {
        throw new MemoryError("INVALID_PATH", `${describePath(shown)} is not a regular file (a device, pipe or socket), which the memory tools refuse.`);
      }
      return { abs: next, stat: st };
    }
    if (!st.isDirectory()) {
      throw new MemoryError("INVALID_PATH", `A parent of ${describePath(shown)} is a file, not a folder.`);
    }
    current2 = next;
  }
  return { abs: current2, stat: lstatOrNull(current2) };
}
function descriptorPath(fd) {
  if (!PROC_FD) return null;
  try {
    return fs.readlinkSync(`/proc/self/fd/${fd}`);
  } catch {
    return null;
  }
}
function assertDescriptorAt(fd, abs, shown) {
  if (!descriptorIsAt(fd, abs)) {
    fs.closeSync(fd);
    throw outside(shown);
  }
}
function descriptorIsAt(fd, abs) {
  const expected = path2.resolve(abs);
  if (PROC_FD) {
    const real = descriptorPath(fd);
    if (real !== null) return real === expected || real === `${expected} (deleted)`;
  }
  return identityIsAt(fd, expected);
}
function identityIsAt(fd, expected) {
  let named = null;
  try {
    if (fs.realpathSync(expected) !== expected) return false;
    named = fs.lstatSync(expected);
  } catch {
  }
  let held;
  try {
    held = fs.fstatSync(fd);
  } catch {
    return false;
  }
  if (named !== null && named.dev === held.dev && named.ino === held.ino) return true;
  return held.isFile() && held.nlink === 0;
}

// server/src/storage/waits.ts
import { createRequire } from "node:module";
var WouldWait = class extends MemoryError {
  constructor(wait) {
    super("LOCKED", "Another process holds a file this call needs, so the call waits for it.", "Try again in a moment.");
    this.wait = wait;
  }
  wait;
};
var PROBE_MS = 5;
var LOOK_AGAIN_MS = 1e3;
var als;
var sleeper = new Int32Array(new SharedArrayBuffer(4));
var delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
async function sleepFor(wait) {
  const { ready } = wait;
  if (!ready) return void await delay(wait.ms);
  const start = Date.now();
  await delay(Math.min(wait.ms, PROBE_MS));
  while (!ready() && Date.now() - start < LOOK_AGAIN_MS) await delay(PROBE_MS);
}
function store() {
  als ??= new (createRequire("/")("node:async_hooks")).AsyncLocalStorage();
  return als;
}
function current() {
  const s = als?.getStore() ?? null;
  return s && !s.attempt.over ? s : null;
}
var lines = /* @__PURE__ */ new Map();
async function inTurn(key, fn) {
  if (key === void 0) return fn();
  const before = lines.get(key) ?? Promise.resolve();
  let done;
  const end = before.then(() => new Promise((resolve) => done = resolve));
  lines.set(key, end);
  await before;
  try {
    return await fn();
  } finally {
    done();
    if (lines.get(key) === end) lines.delete(key);
  }
}
async function restartable(fn) {
  const since = /* @__PURE__ */ new Map();
  const rounds = /* @__PURE__ */ new Map();
  let wait = null;
  for (; ; ) {
    const attempt = { changed: false, wait: null, over: false };
    const run = async () => {
      try {
        return { ok: true, value: await store().run({ attempt, since, rounds, never: false }, fn) };
      } catch (error) {
        return { ok: false, error };
      } finally {
        attempt.over = true;
      }
    };
    const asked = wait;
    const outcome = asked === null ? await run() : await inTurn(asked.key, async () => (await sleepFor(asked), run()));
    if (attempt.wait === null || attempt.changed) {
      if (outcome.ok) return outcome.value;
      throw outcome.error;
    }
    wait = attempt.wait;
  }
}
async function retryingWaits(fn) {
  let wait = null;
  for (; ; ) {
    try {
      const asked = wait;
      return asked === null ? fn() : await inTurn(asked.key, async () => (await sleepFor(asked), fn()));
    } catch (e) {
      const s = current();
      if (!(e instanceof WouldWait) || !s || s.never || s.attempt.changed || s.attempt.wait === null) throw e;
      wait = s.attempt.wait;
      s.attempt.wait = null;
    }
  }
}
function outsideCalls(fn) {
  return als ? als.run(null, fn) : fn();
}
function withoutWaiting(fn) {
  const attempt = { changed: false, wait: null, over: false };
  return store().run({ attempt, since: /* @__PURE__ */ new Map(), rounds: /* @__PURE__ */ new Map(), never: true }, fn);
}
function pause(ms, ready, key) {
  const s = current();
  if (s && (s.never || !s.attempt.changed)) {
    s.attempt.wait = { ms, ready, key };
    throw new WouldWait(s.attempt.wait);
  }
  Atomics.wait(sleeper, 0, 0, ms);
}
function noteChange() {
  const s = current();
  if (!s) return;
  if (s.attempt.wait !== null && !s.attempt.changed) throw new WouldWait(s.attempt.wait);
  s.attempt.changed = true;
}
function waitingSince(what) {
  const s = current();
  const now = Date.now();
  if (!s || s.never) return now;
  const first = s.since.get(what);
  if (first !== void 0) return first;
  s.since.set(what, now);
  return now;
}
function countRounds(what, add = 1) {
  const s = current();
  if (!s) return 0;
  const n = s.rounds.get(what) ?? 0;
  s.rounds.set(what, n + add);
  return n;
}

// server/src/storage/lazy-crypto.ts
import { createRequire as createRequire2 } from "node:module";
var crypto;
function nodeCrypto() {
  crypto ??= createRequire2("/")("node:crypto");
  return crypto;
}

// server/src/storage/anchored-dir.ts
import fs2 from "node:fs";
import path3 from "node:path";
function outsideFolder(shown) {
  return new MemoryError(
    "PATH_OUTSIDE_ROOT",
    `The folder of ${describePath(shown)} is, or passes through, a symbolic link (it may lead outside the memory root), which no tool follows.`,
    "Use a path inside the project folder that passes through no symbolic link."
  );
}
function openAnchoredDir(rootDir, absDir, shown = path3.relative(rootDir, absDir) || ".") {
  if (!isContained(rootDir, absDir)) throw outsideFolder(shown);
  let fd;
  try {
    fd = fs2.openSync(absDir, fs2.constants.O_RDONLY | fs2.constants.O_DIRECTORY | fs2.constants.O_NOFOLLOW);
  } catch (e) {
    const code = e.code;
    if (code === "ENOENT") return null;
    if (code === "ELOOP" || code === "ENOTDIR" && isLink(absDir)) throw outsideFolder(shown);
    if (code === "ENOTDIR") throw new MemoryError("INVALID_PATH", `A parent of ${describePath(shown)} is not a folder.`);
    throw e;
  }
  if (!descriptorIsAt(fd, absDir)) {
    fs2.closeSync(fd);
    throw outsideFolder(shown);
  }
  return { fd, via: PROC_FD ? `/proc/self/fd/${fd}` : absDir, abs: absDir };
}
function isLink(p) {
  try {
    return fs2.lstatSync(p).isSymbolicLink();
  } catch {
    return false;
  }
}
function closeAnchoredDir(dir) {
  try {
    fs2.closeSync(dir.fd);
  } catch {
  }
}
function withAnchoredDir(rootDir, absDir, shown, fn) {
  const dir = openAnchoredDir(rootDir, absDir, shown);
  if (!dir) throw new MemoryError("NOT_FOUND", `The folder of ${describePath(shown)} does not exist.`);
  try {
    const result = fn(dir);
    if (typeof result?.then === "function") {
      throw new Error("An anchored folder is used synchronously only; this callback returned a promise.");
    }
    return result;
  } finally {
    closeAnchoredDir(dir);
  }
}
function entryOf(dir, name) {
  return path3.join(dir.via, name);
}
function listAnchored(rootDir, absDir) {
  let dir;
  try {
    dir = openAnchoredDir(rootDir, absDir);
  } catch {
    return [];
  }
  if (!dir) return [];
  try {
    const entries = fs2.readdirSync(dir.via, { withFileTypes: true });
    return PROC_FD || descriptorIsAt(dir.fd, absDir) ? entries : [];
  } catch (e) {
    const code = e.code;
    if (code === "ENOENT" || code === "ENOTDIR" || code === "ELOOP") return [];
    throw e;
  } finally {
    closeAnchoredDir(dir);
  }
}
function removeTreeAnchored(rootDir, absDir) {
  const dir = (() => {
    try {
      return openAnchoredDir(rootDir, absDir);
    } catch {
      return null;
    }
  })();
  if (!dir) return;
  noteChange();
  try {
    for (const ent of fs2.readdirSync(dir.via, { withFileTypes: true })) {
      if (ent.isDirectory()) removeTreeAnchored(rootDir, path3.join(absDir, ent.name));
      else fs2.rmSync(entryOf(dir, ent.name), { force: true });
    }
  } catch {
  } finally {
    closeAnchoredDir(dir);
  }
  const parent = (() => {
    try {
      return openAnchoredDir(rootDir, path3.dirname(absDir));
    } catch {
      return null;
    }
  })();
  if (!parent) return;
  try {
    fs2.rmdirSync(entryOf(parent, path3.basename(absDir)));
  } catch {
  } finally {
    closeAnchoredDir(parent);
  }
}

// server/src/storage/file-identity.ts
import fs3 from "node:fs";
function identityOf(st) {
  return { dev: st.dev, ino: st.ino, size: st.size, mtimeNs: st.mtimeNs, ctimeNs: st.ctimeNs };
}
function sameIdentity(a, b) {
  return a.dev === b.dev && a.ino === b.ino && a.size === b.size && a.mtimeNs === b.mtimeNs && a.ctimeNs === b.ctimeNs;
}
var StaleVersionError = class extends MemoryError {
  constructor(shown) {
    super("CONFLICT", `${describePath(shown)} was changed by another program while it was being updated, so nothing was written.`, "Read it again and retry.");
  }
};
function assertStillExpected(entry, expected, shown) {
  let st = null;
  try {
    st = fs3.lstatSync(entry, { bigint: true });
  } catch (e) {
    if (e.code !== "ENOENT") throw e;
  }
  if (expected === null ? st !== null : st === null || !sameIdentity(identityOf(st), expected.identity)) throw new StaleVersionError(shown);
}
function openWitness(entry) {
  try {
    return fs3.openSync(entry, fs3.constants.O_RDONLY | fs3.constants.O_NOFOLLOW | fs3.constants.O_NONBLOCK);
  } catch {
    return null;
  }
}
function assertWitnessIs(fd, expected, shown) {
  const st = fs3.fstatSync(fd, { bigint: true });
  if (!sameIdentity(identityOf(st), expected.identity)) throw new StaleVersionError(shown);
  const content = expected.identity.content;
  if (content !== void 0 && !readBytes(fd, Number(st.size)).equals(content)) throw new StaleVersionError(shown);
}
function readBytes(fd, size) {
  const buf = Buffer.alloc(size);
  let off = 0;
  while (off < size) {
    const n = fs3.readSync(fd, buf, off, size - off, off);
    if (n === 0) break;
    off += n;
  }
  return buf.subarray(0, off);
}

// server/src/storage/lock.ts
import fs4 from "node:fs";
import path4 from "node:path";
import { hostname } from "node:os";
var WAIT_LIMIT_MS = 2e4;
var STALE_AFTER_MS = 12e4;
var BREAKER_STALE_MS = 1e4;
function fileLockKey(rel) {
  return `file:${rel}`;
}
function locksDir(rootDir) {
  return path4.join(rootDir, ".locks");
}
function lockNameFor(key) {
  return `${nodeCrypto().createHash("sha256").update(nameKey(key)).digest("hex").slice(0, 32)}.lock`;
}
function inLocksDir(rootDir, name, fn) {
  let dir = openAnchoredDir(rootDir, locksDir(rootDir), ".locks");
  if (!dir) {
    try {
      fs4.mkdirSync(locksDir(rootDir));
    } catch (e) {
      const code = e.code;
      if (code !== "EEXIST") throw lockIoError(e);
    }
    dir = openAnchoredDir(rootDir, locksDir(rootDir), ".locks");
    if (!dir) throw new MemoryError("IO", "The lock folder .locks of the memory root could not be created.", "Check that the memory root is writable.");
  }
  try {
    return fn(entryOf(dir, name));
  } finally {
    closeAnchoredDir(dir);
  }
}
function lockIoError(e) {
  const code = e.code;
  if (code === "EROFS" || code === "EACCES" || code === "EPERM") {
    return new MemoryError("IO", "The memory root is read-only here, so nothing can be changed.", "Make the memory root writable, or use the read tools only.");
  }
  if (code === "ENOSPC" || code === "EDQUOT") return new MemoryError("IO", "The disk is full, so nothing was changed.", "Free some space and try again.");
  return e;
}
function holderIsGone(content, mtimeMs) {
  if (Date.now() - mtimeMs > STALE_AFTER_MS) return true;
  const [pidText, host] = content.split(" ");
  const pid = Number(pidText);
  if (!Number.isInteger(pid) || pid <= 0) return Date.now() - mtimeMs > 5e3;
  if (host !== hostname()) return false;
  try {
    process.kill(pid, 0);
    return false;
  } catch (e) {
    return e.code === "ESRCH";
  }
}
function breakStaleLock(rootDir, name, judged) {
  inLocksDir(rootDir, name, (file) => breakStaleLockAt(file, judged));
}
function breakStaleLockAt(file, judged) {
  const breaker = `${file}.break`;
  let fd;
  try {
    fd = fs4.openSync(breaker, "wx");
  } catch {
    try {
      if (Date.now() - fs4.statSync(breaker).mtimeMs > BREAKER_STALE_MS) fs4.rmSync(breaker, { force: true });
    } catch {
    }
    return;
  }
  try {
    if (fs4.readFileSync(file, "utf8") === judged) fs4.rmSync(file, { force: true });
  } catch {
  } finally {
    fs4.closeSync(fd);
    fs4.rmSync(breaker, { force: true });
  }
}
function tryAcquire(rootDir, name, token) {
  return inLocksDir(rootDir, name, (file) => tryAcquireAt(file, token));
}
function tryAcquireAt(file, token) {
  const tmp = `${file}.${process.pid}.${nodeCrypto().randomBytes(4).toString("hex")}.new`;
  try {
    fs4.writeFileSync(tmp, token, { flag: "wx", mode: 420 });
  } catch (e) {
    const code = e.code;
    if (code === "ENOENT") return false;
    throw lockIoError(e);
  }
  try {
    fs4.linkSync(tmp, file);
    return true;
  } catch (e) {
    const code = e.code;
    if (code === "EEXIST" || code === "ENOENT") return false;
    if (code === "EPERM" || code === "ENOTSUP" || code === "EOPNOTSUPP") return tryAcquireExclusive(file, token);
    throw lockIoError(e);
  } finally {
    unlinkIfThere(tmp);
  }
}
function unlinkIfThere(file) {
  try {
    fs4.unlinkSync(file);
  } catch (e) {
    if (e.code !== "ENOENT") throw e;
  }
}
function tryAcquireExclusive(file, token) {
  try {
    const fd = fs4.openSync(file, fs4.constants.O_WRONLY | fs4.constants.O_CREAT | fs4.constants.O_EXCL | fs4.constants.O_NOFOLLOW, 420);
    try {
      fs4.writeSync(fd, token);
    } finally {
      fs4.closeSync(fd);
    }
    return true;
  } catch (e) {
    if (e.code === "EEXIST") return false;
    const code = e.code;
    if (code === "ENOENT") return false;
    throw lockIoError(e);
  }
}
var heldHere = /* @__PURE__ */ new Set();
function withLock(rootDir, key, fn) {
  const name = lockNameFor(key);
  const held = `${rootDir}\0${name}`;
  if (heldHere.has(held)) return fn();
  const token = `${process.pid} ${hostname()} ${Date.now()}`;
  let holder = null;
  let deadline = 0;
  let tries = 0;
  while (!tryAcquire(rootDir, name, token)) {
    try {
      const judged = inLocksDir(rootDir, name, (file) => ({ content: fs4.readFileSync(file, "utf8"), mtimeMs: fs4.lstatSync(file).mtimeMs }));
      if (holderIsGone(judged.content, judged.mtimeMs)) {
        breakStaleLock(rootDir, name, judged.content);
        continue;
      }
      if (judged.content !== holder) {
        holder = judged.content;
        deadline = waitingSince(`lock:${name}:${holder}`) + WAIT_LIMIT_MS;
      }
    } catch (e) {
      if (e instanceof MemoryError) throw e;
      continue;
    }
    if (Date.now() > deadline) {
      throw new MemoryError(
        "LOCKED",
        `Another process has held the lock on ${key} for over ${WAIT_LIMIT_MS / 1e3} seconds, so nothing was changed.`,
        "Try again; if it persists, run `project-memory doctor --fix`."
      );
    }
    const delay2 = Math.min(2 ** (tries++ + countRounds(`lock:${name}`)), 50);
    pause(delay2 + Math.random() * delay2, () => !lockFileThere(rootDir, name), held);
  }
  heldHere.add(held);
  try {
    const result = fn();
    if (typeof result?.then === "function")
      throw new Error("A lock is held by synchronous code only; this section returned a promise.");
    return result;
  } finally {
    heldHere.delete(held);
    try {
      inLocksDir(rootDir, name, (file) => {
        if (fs4.readFileSync(file, "utf8") === token) unlinkIfThere(file);
      });
    } catch {
    }
  }
}
function lockFileThere(rootDir, name) {
  try {
    return fs4.lstatSync(path4.join(locksDir(rootDir), name), { throwIfNoEntry: false }) !== void 0;
  } catch {
    return false;
  }
}
var NEW_FILE = /^[0-9a-f]{32}\.lock\.[1-9][0-9]{0,9}\.[0-9a-f]{8}\.new$/;
var BREAK_FILE = /^[0-9a-f]{32}\.lock\.break$/;
function sweepLockLeftovers(rootDir) {
  let dir;
  try {
    dir = openAnchoredDir(rootDir, locksDir(rootDir), ".locks");
  } catch {
    return 0;
  }
  if (!dir) return 0;
  let removed = 0;
  const uid = process.getuid?.();
  try {
    for (const name of fs4.readdirSync(dir.via)) {
      const isNew = NEW_FILE.test(name);
      if (!isNew && !BREAK_FILE.test(name)) continue;
      const file = entryOf(dir, name);
      try {
        const st = fs4.lstatSync(file);
        if (!st.isFile() || uid !== void 0 && st.uid !== uid) continue;
        const stale = isNew ? holderIsGone(readToken(file), st.mtimeMs) : Date.now() - st.mtimeMs > BREAKER_STALE_MS;
        if (!stale) continue;
        fs4.unlinkSync(file);
        removed++;
      } catch {
      }
    }
  } catch {
  } finally {
    closeAnchoredDir(dir);
  }
  return removed;
}
function readToken(file) {
  const fd = fs4.openSync(file, fs4.constants.O_RDONLY | fs4.constants.O_NOFOLLOW | fs4.constants.O_NONBLOCK);
  try {
    const buf = Buffer.alloc(256);
    return buf.subarray(0, fs4.readSync(fd, buf, 0, buf.length, 0)).toString("utf8");
  } finally {
    fs4.closeSync(fd);
  }
}

export {
  nodeCrypto,
  TEMP_SUFFIX,
  describePath,
  parseMemoryPath,
  nameKey,
  reservedReason,
  hiddenReason,
  registerMount,
  unregisterMount,
  mountOf,
  mountsOf,
  splitMounted,
  mountedAbs,
  isInside,
  isContained,
  resolveContained,
  descriptorPath,
  assertDescriptorAt,
  descriptorIsAt,
  WouldWait,
  restartable,
  retryingWaits,
  outsideCalls,
  withoutWaiting,
  pause,
  noteChange,
  waitingSince,
  countRounds,
  openAnchoredDir,
  closeAnchoredDir,
  withAnchoredDir,
  entryOf,
  listAnchored,
  removeTreeAnchored,
  identityOf,
  StaleVersionError,
  assertStillExpected,
  openWitness,
  assertWitnessIs,
  readBytes,
  fileLockKey,
  locksDir,
  withLock,
  sweepLockLeftovers
};
