#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  MemoryError
} from "./chunk-KZNU4RTG.js";

// server/src/storage/root.ts
import fs5 from "node:fs";
import os from "node:os";
import path5 from "node:path";

// server/src/storage/lazy-crypto.ts
import { createRequire } from "node:module";
var crypto;
function nodeCrypto() {
  crypto ??= createRequire("/")("node:crypto");
  return crypto;
}

// server/src/core/path-rules.ts
var MAX_COMPONENT_BYTES = 255;
var MAX_PATH_BYTES = 4096;
var FORBIDDEN_CHARS = /[\u0000-\u001f\u007f\u0080-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/u;
var RESERVED_NAMES = /* @__PURE__ */ new Set(["_index.yaml", "_projects-index.json", "_refs-index.json"]);
var RESERVED_DIRS = /* @__PURE__ */ new Set(["_trash", ".locks", ".index", ".journal", "_templates"]);
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
    throw new MemoryError(
      "INVALID_PATH",
      `${field} ${describePath(raw)} is absolute; paths are relative to the project folder, like "notes/ideas.md".`
    );
  }
  const normalised = raw.normalize("NFC");
  const parts = [];
  for (const part of normalised.split("/")) {
    if (part === "" || part === ".") continue;
    if (part === "..") {
      throw new MemoryError("PATH_OUTSIDE_ROOT", `${field} ${describePath(raw)} uses "..", which could leave the memory root.`, 'Give the path from the project folder without "..".');
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
function fold(name) {
  return name.normalize("NFKC").toLowerCase();
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

// server/src/storage/containment.ts
import fs from "node:fs";
import path from "node:path";
function isInside(rootDir, candidate) {
  const rel = path.relative(rootDir, candidate);
  return rel === "" || !path.isAbsolute(rel) && rel !== ".." && !rel.startsWith(`..${path.sep}`);
}
function outside(shown) {
  return new MemoryError("PATH_OUTSIDE_ROOT", `The path ${describePath(shown)} leads outside the memory root, which no tool may reach.`, "Use a path inside the project folder that does not pass through a symlink leading elsewhere.");
}
function lstatOrNull(p) {
  try {
    return fs.lstatSync(p);
  } catch (e) {
    const code = e.code;
    if (code === "ENOENT") return null;
    if (code === "ENOTDIR") throw new MemoryError("INVALID_PATH", `A parent of ${describePath(p)} is a file, not a folder.`);
    throw e;
  }
}
function throughLink(shown, linkRel, isLeaf) {
  if (isLeaf) {
    return new MemoryError("INVALID_PATH", `${describePath(shown)} is a symbolic link; the memory tools refuse symlinked files.`, "Replace the link with a regular file.");
  }
  return new MemoryError(
    "INVALID_PATH",
    `${describePath(shown)} passes through the symbolic link ${describePath(linkRel)}; the memory tools refuse every path through a link, even one that stays inside the memory root.`,
    "Replace the link with a real folder, or use the path of the folder it points to."
  );
}
function resolveContained(rootDir, baseDir, parts, shown) {
  if (!isInside(rootDir, baseDir)) throw outside(shown);
  let current = baseDir;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    const next = path.join(current, part);
    const isLeaf = i === parts.length - 1;
    const st = lstatOrNull(next);
    if (st === null) {
      return { abs: path.join(current, ...parts.slice(i)), stat: null };
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
    current = next;
  }
  return { abs: current, stat: lstatOrNull(current) };
}
function descriptorPath(fd) {
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
  const real = descriptorPath(fd);
  return real === null || real === path.resolve(abs);
}

// server/src/storage/fs-safe.ts
import fs3 from "node:fs";
import path3 from "node:path";

// server/src/storage/anchored-dir.ts
import fs2 from "node:fs";
import path2 from "node:path";
function outsideFolder(shown) {
  return new MemoryError("PATH_OUTSIDE_ROOT", `The folder of ${describePath(shown)} is, or passes through, a symbolic link (it may lead outside the memory root), which no tool follows.`, "Use a path inside the project folder that passes through no symbolic link.");
}
var procFdUsable = (() => {
  try {
    return fs2.existsSync("/proc/self/fd");
  } catch {
    return false;
  }
})();
function openAnchoredDir(rootDir, absDir, shown = path2.relative(rootDir, absDir) || ".") {
  if (!isInside(rootDir, absDir)) throw outsideFolder(shown);
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
  const real = descriptorPath(fd);
  if (real !== null && real !== path2.resolve(absDir)) {
    fs2.closeSync(fd);
    throw outsideFolder(shown);
  }
  return { fd, via: procFdUsable && real !== null ? `/proc/self/fd/${fd}` : absDir, abs: absDir };
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
    return fn(dir);
  } finally {
    closeAnchoredDir(dir);
  }
}
function entryOf(dir, name) {
  return path2.join(dir.via, name);
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
    return fs2.readdirSync(dir.via, { withFileTypes: true });
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
  try {
    for (const ent of fs2.readdirSync(dir.via, { withFileTypes: true })) {
      if (ent.isDirectory()) removeTreeAnchored(rootDir, path2.join(absDir, ent.name));
      else fs2.rmSync(entryOf(dir, ent.name), { force: true });
    }
  } catch {
  } finally {
    closeAnchoredDir(dir);
  }
  const parent = (() => {
    try {
      return openAnchoredDir(rootDir, path2.dirname(absDir));
    } catch {
      return null;
    }
  })();
  if (!parent) return;
  try {
    fs2.rmdirSync(entryOf(parent, path2.basename(absDir)));
  } catch {
  } finally {
    closeAnchoredDir(parent);
  }
}

// server/src/storage/fs-safe.ts
var MAX_FILE_BYTES = 8 * 1024 * 1024;
var strictUtf8 = new TextDecoder("utf-8", { fatal: true });
function decode(buf, shown) {
  try {
    return strictUtf8.decode(buf);
  } catch {
    throw new MemoryError("INVALID_FORMAT", `${describePath(shown)} is not valid UTF-8 text.`, "Memory files must be UTF-8 text.");
  }
}
function readTextContained(rootDir, abs, shown, maxBytes = MAX_FILE_BYTES) {
  let fd;
  try {
    fd = fs3.openSync(abs, fs3.constants.O_RDONLY | fs3.constants.O_NOFOLLOW | fs3.constants.O_NONBLOCK);
  } catch (e) {
    const code = e.code;
    if (code === "ENOENT") return null;
    if (code === "ELOOP") throw new MemoryError("INVALID_PATH", `${describePath(shown)} is a symbolic link; the memory tools refuse symlinked files.`);
    if (code === "EISDIR") throw new MemoryError("INVALID_PATH", `${describePath(shown)} is a folder, not a file.`);
    throw e;
  }
  try {
    assertDescriptorAt(fd, abs, shown);
    const st = fs3.fstatSync(fd);
    if (st.isDirectory()) throw new MemoryError("INVALID_PATH", `${describePath(shown)} is a folder, not a file.`);
    if (!st.isFile()) throw new MemoryError("INVALID_PATH", `${describePath(shown)} is not a regular file.`);
    if (st.nlink > 1) {
      throw new MemoryError("INVALID_PATH", `${describePath(shown)} has ${st.nlink} hard links, so it may be a file from outside the memory root; the tools refuse it.`, "Copy the file instead of hard-linking it.");
    }
    if (st.size > maxBytes) {
      throw new MemoryError("TOO_LARGE", `${describePath(shown)} is ${st.size} bytes, over the ${maxBytes}-byte limit for memory files.`);
    }
    const buf = Buffer.alloc(st.size);
    let off = 0;
    while (off < st.size) {
      const n = fs3.readSync(fd, buf, off, st.size - off, off);
      if (n === 0) break;
      off += n;
    }
    return { text: decode(off === st.size ? buf : buf.subarray(0, off), shown), mtimeMs: st.mtimeMs, size: off };
  } finally {
    try {
      fs3.closeSync(fd);
    } catch {
    }
  }
}
function ensureDirContained(rootDir, dir) {
  if (!isInside(rootDir, dir)) throw new MemoryError("PATH_OUTSIDE_ROOT", "A folder to create lies outside the memory root, which no tool may reach.");
  const missing = [];
  let cur = dir;
  for (; ; ) {
    let st = null;
    try {
      st = fs3.lstatSync(cur);
    } catch (e) {
      if (e.code !== "ENOENT") throw e;
    }
    if (st) break;
    missing.unshift(cur);
    const parent = path3.dirname(cur);
    if (parent === cur || !isInside(rootDir, parent)) break;
    cur = parent;
  }
  const created = [];
  try {
    for (const d of missing) {
      withAnchoredDir(rootDir, path3.dirname(d), path3.relative(rootDir, d), (parent) => {
        try {
          fs3.mkdirSync(entryOf(parent, path3.basename(d)));
          created.push(d);
        } catch (e) {
          if (e.code !== "EEXIST") throw translateIoError(e, path3.relative(rootDir, d));
        }
      });
    }
  } catch (e) {
    removeEmptyDirs(rootDir, created);
    throw e;
  }
  const shown = path3.relative(rootDir, dir);
  const last = openAnchoredDir(rootDir, dir, shown);
  if (!last) throw new MemoryError("IO", `The folder ${describePath(shown)} was removed while it was being created.`, "Try again.");
  closeAnchoredDir(last);
  return created;
}
function removeEmptyDirs(rootDir, created) {
  for (const d of [...created].reverse()) {
    try {
      const parent = openAnchoredDir(rootDir, path3.dirname(d));
      if (!parent) continue;
      try {
        fs3.rmdirSync(entryOf(parent, path3.basename(d)));
      } finally {
        closeAnchoredDir(parent);
      }
    } catch {
    }
  }
}
function tempNameFor(abs) {
  const stem = Array.from(path3.basename(abs)).slice(0, 48).join("");
  return path3.join(path3.dirname(abs), `.${stem}.${process.pid}.${nodeCrypto().randomBytes(6).toString("hex")}${TEMP_SUFFIX}`);
}
function writeAtomic(rootDir, abs, data, shown = abs) {
  const created = ensureDirContained(rootDir, path3.dirname(abs));
  try {
    writeInFolder(rootDir, abs, data, shown);
  } catch (e) {
    removeEmptyDirs(rootDir, created);
    throw e;
  }
}
function writeInFolder(rootDir, abs, data, shown) {
  withAnchoredDir(rootDir, path3.dirname(abs), shown, (dir) => {
    const leaf = entryOf(dir, path3.basename(abs));
    const tmp = entryOf(dir, path3.basename(tempNameFor(abs)));
    let mode = 420;
    try {
      const st = fs3.lstatSync(leaf);
      if (st.isFile()) mode = st.mode & 511;
    } catch {
    }
    let fd;
    try {
      fd = fs3.openSync(tmp, fs3.constants.O_WRONLY | fs3.constants.O_CREAT | fs3.constants.O_EXCL | fs3.constants.O_NOFOLLOW, mode);
    } catch (e) {
      throw translateIoError(e, shown);
    }
    let renamed = false;
    try {
      const buf = typeof data === "string" ? Buffer.from(data, "utf8") : data;
      let off = 0;
      while (off < buf.length) off += fs3.writeSync(fd, buf, off, buf.length - off);
      fs3.fsyncSync(fd);
      fs3.closeSync(fd);
      fs3.renameSync(tmp, leaf);
      renamed = true;
      syncDir(dir.fd);
    } catch (e) {
      try {
        fs3.closeSync(fd);
      } catch {
      }
      if (!renamed) fs3.rmSync(tmp, { force: true });
      throw translateIoError(e, shown);
    }
  });
}
function moveContained(rootDir, fromAbs, toAbs, shown, { exclusive = false, folder = false } = {}) {
  const created = ensureDirContained(rootDir, path3.dirname(toAbs));
  try {
    moveBetweenFolders(rootDir, fromAbs, toAbs, shown, exclusive, folder);
  } catch (e) {
    removeEmptyDirs(rootDir, created);
    throw e;
  }
}
function moveBetweenFolders(rootDir, fromAbs, toAbs, shown, exclusive, folder) {
  withAnchoredDir(
    rootDir,
    path3.dirname(fromAbs),
    shown,
    (src) => withAnchoredDir(rootDir, path3.dirname(toAbs), shown, (dst) => {
      const from = entryOf(src, path3.basename(fromAbs));
      const to = entryOf(dst, path3.basename(toAbs));
      const st = fs3.lstatSync(from);
      if (st.isDirectory() && !folder) throw new MemoryError("INVALID_INPUT", `${describePath(shown)} is a folder; only single files are moved.`);
      if (exclusive && lstatOrNull2(to)) throw new MemoryError("ALREADY_EXISTS", `${describePath(shown)} already exists, so nothing was moved.`);
      try {
        fs3.renameSync(from, to);
      } catch (e) {
        throw translateIoError(e, shown);
      }
      syncDir(src.fd);
      syncDir(dst.fd);
    })
  );
}
function lstatOrNull2(p) {
  try {
    return fs3.lstatSync(p);
  } catch {
    return null;
  }
}
function removeContained(rootDir, abs, shown = abs) {
  const dir = openAnchoredDir(rootDir, path3.dirname(abs), shown);
  if (!dir) return;
  try {
    fs3.rmSync(entryOf(dir, path3.basename(abs)), { force: true });
  } finally {
    closeAnchoredDir(dir);
  }
}
function syncDir(fd) {
  try {
    fs3.fsyncSync(fd);
  } catch {
  }
}
function translateIoError(e, shown) {
  if (e instanceof MemoryError) return e;
  const code = e.code;
  if (code === "ENOSPC" || code === "EDQUOT") return new MemoryError("IO", `The disk is full, so ${describePath(shown)} was not written; nothing was changed.`, "Free some space and try again.");
  if (code === "EACCES" || code === "EPERM" || code === "EROFS") return new MemoryError("IO", `Permission denied writing ${describePath(shown)}; nothing was changed.`, "Check the permissions of the memory root.");
  if (code === "ENAMETOOLONG") return new MemoryError("INVALID_PATH", `${describePath(shown)} is too long for the file system, so it was not written.`, "Use a shorter name.");
  if (code === "ENOENT" || code === "ENOTDIR" || code === "ELOOP") return new MemoryError("IO", `A folder on the way to ${describePath(shown)} was moved or removed while it was being written, so it was not written.`, "Try again.");
  return e;
}
var OWN_TEMP_NAME = /^\.(?:.{1,48})\.([1-9]\d{0,9})\.[0-9a-f]{12}\.pm-tmp$/su;
function isOwnTempName(name) {
  return name.endsWith(TEMP_SUFFIX) && OWN_TEMP_NAME.test(name);
}
function walkOwnTempFiles(dir, visit) {
  const pending = [dir];
  const uid = typeof process.getuid === "function" ? process.getuid() : void 0;
  for (let abs = pending.pop(); abs !== void 0; abs = pending.pop()) {
    let anchored;
    try {
      anchored = openAnchoredDir(dir, abs);
    } catch {
      continue;
    }
    if (!anchored) continue;
    try {
      const entries = fs3.readdirSync(anchored.via, { withFileTypes: true });
      for (const ent of entries) {
        if (ent.isDirectory()) {
          if (ent.name !== "_trash") pending.push(path3.join(abs, ent.name));
          continue;
        }
        if (!ent.isFile() || !isOwnTempName(ent.name)) continue;
        const entry = entryOf(anchored, ent.name);
        const st = lstatOrNull2(entry);
        if (!st || !st.isFile() || st.nlink !== 1 || uid !== void 0 && st.uid !== uid) continue;
        visit(entry, ent.name, st);
      }
    } catch {
    } finally {
      closeAnchoredDir(anchored);
    }
  }
}
function countOwnTempFiles(dir) {
  let n = 0;
  walkOwnTempFiles(dir, () => n++);
  return n;
}
function writerIsGone(name) {
  const pid = Number(OWN_TEMP_NAME.exec(name)?.[1]);
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return false;
  } catch (e) {
    return e.code === "ESRCH";
  }
}
function sweepTempFiles(dir, minAgeMs = 6e4, now = Date.now()) {
  let removed = 0;
  walkOwnTempFiles(dir, (entry, name, st) => {
    if (!writerIsGone(name) && now - st.mtimeMs < minAgeMs) return;
    try {
      fs3.unlinkSync(entry);
      removed++;
    } catch {
    }
  });
  return removed;
}

// server/src/storage/lock.ts
import fs4 from "node:fs";
import path4 from "node:path";
import { hostname } from "node:os";
var WAIT_LIMIT_MS = 2e4;
var STALE_AFTER_MS = 12e4;
var sleeper = new Int32Array(new SharedArrayBuffer(4));
function sleep(ms) {
  Atomics.wait(sleeper, 0, 0, ms);
}
function locksDir(rootDir) {
  return path4.join(rootDir, ".locks");
}
function lockNameFor(key) {
  return `${nodeCrypto().createHash("sha256").update(key).digest("hex").slice(0, 32)}.lock`;
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
      if (Date.now() - fs4.statSync(breaker).mtimeMs > 1e4) fs4.rmSync(breaker, { force: true });
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
function withLock(rootDir, key, fn) {
  const name = lockNameFor(key);
  const token = `${process.pid} ${hostname()} ${Date.now()}`;
  const deadline = Date.now() + WAIT_LIMIT_MS;
  let delay = 1;
  while (!tryAcquire(rootDir, name, token)) {
    try {
      const judged = inLocksDir(rootDir, name, (file) => ({ content: fs4.readFileSync(file, "utf8"), mtimeMs: fs4.lstatSync(file).mtimeMs }));
      if (holderIsGone(judged.content, judged.mtimeMs)) {
        breakStaleLock(rootDir, name, judged.content);
        continue;
      }
    } catch (e) {
      if (e instanceof MemoryError) throw e;
      continue;
    }
    if (Date.now() > deadline) {
      throw new MemoryError("LOCKED", `Another process has held the lock on ${key} for over ${WAIT_LIMIT_MS / 1e3} seconds, so nothing was changed.`, "Try again; if it persists, run `project-memory doctor --fix`.");
    }
    sleep(delay + Math.random() * delay);
    delay = Math.min(delay * 2, 50);
  }
  try {
    return fn();
  } finally {
    try {
      inLocksDir(rootDir, name, (file) => {
        if (fs4.readFileSync(file, "utf8") === token) fs4.rmSync(file, { force: true });
      });
    } catch {
    }
  }
}

// server/src/storage/root.ts
function locateRootDir(explicit, env = process.env) {
  const chosen = explicit ?? env.PROJECT_MEMORY_ROOT ?? path5.join(os.homedir(), ".project-memory");
  if (chosen.includes("\0")) throw new MemoryError("INVALID_INPUT", "The memory root path contains a NUL character.");
  return path5.resolve(chosen);
}
function revisionOf(text) {
  return nodeCrypto().createHash("sha256").update(text, "utf8").digest("hex").slice(0, 16);
}
var MemoryRoot = class _MemoryRoot {
  constructor(dir) {
    this.dir = dir;
  }
  dir;
  /** Opens (and with `create`, makes) the root; its realpath is fixed for the life of the object. */
  static open(dir, { create = true } = {}) {
    if (create) fs5.mkdirSync(dir, { recursive: true });
    let real;
    try {
      real = fs5.realpathSync(dir);
    } catch {
      throw new MemoryError("NOT_FOUND", `The memory root ${dir} does not exist.`, "Run `project-memory init` to create it.");
    }
    if (!fs5.statSync(real).isDirectory()) throw new MemoryError("INVALID_INPUT", `The memory root ${dir} is not a folder.`);
    return new _MemoryRoot(real);
  }
  /** Resolves a root-relative path (validated syntax, contained, no symlinked leaf). */
  resolve(rel) {
    const parts = parseMemoryPath(rel);
    const resolved = resolveContained(this.dir, this.dir, parts, rel);
    return { ...resolved, rel: parts.join("/") };
  }
  abs(rel) {
    return this.resolve(rel).abs;
  }
  readText(rel, maxBytes) {
    const r = this.resolve(rel);
    if (r.stat === null) return null;
    return readTextContained(this.dir, r.abs, rel, maxBytes);
  }
  writeText(rel, text) {
    const r = this.resolve(rel);
    if (r.stat?.isDirectory()) throw new MemoryError("INVALID_PATH", `"${rel}" is a folder, not a file.`);
    writeAtomic(this.dir, r.abs, text, rel);
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

// server/src/services/open.ts
function openWorkspace(opts = {}) {
  const env = opts.env ?? process.env;
  const root = MemoryRoot.open(locateRootDir(opts.root, env), { create: opts.create ?? false });
  return { root, cwd: opts.cwd ?? env.CLAUDE_PROJECT_DIR ?? process.cwd(), now: opts.now ?? (() => /* @__PURE__ */ new Date()) };
}

// server/src/core/dates.ts
var ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
function isIsoDate(value) {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}
function assertIsoDate(value, field) {
  if (!isIsoDate(value)) {
    throw new MemoryError("INVALID_INPUT", `${field} must be a real date in YYYY-MM-DD form, got "${value}".`);
  }
  return value;
}
function today(now = /* @__PURE__ */ new Date()) {
  return now.toISOString().slice(0, 10);
}
function daysBetween(from, to) {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 864e5);
}

// server/src/core/display.ts
function quoteForMessage(value, max = 80) {
  const codePoints = Array.from(value);
  const cut = codePoints.length > max ? `${codePoints.slice(0, max).join("")}\u2026` : value;
  return JSON.stringify(cut);
}
function clipLine(line, max = 160) {
  const codePoints = Array.from(line);
  return codePoints.length > max ? `${codePoints.slice(0, max).join("")}\u2026` : line;
}

// server/src/core/slug.ts
var MAX_SLUG_LENGTH = 64;
var MAX_FILENAME_LENGTH = 255;
var KEBAB_CASE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
var EXTENSION = /^[a-z0-9]+$/;
var TRANSLITERATION = {
  \u00DF: "ss",
  \u00E6: "ae",
  \u0153: "oe",
  \u00F8: "o",
  \u0142: "l",
  \u0111: "d",
  \u00F0: "d",
  \u00FE: "th",
  \u0131: "i",
  \u0127: "h",
  \u0167: "t"
};
function isKebabCase(s) {
  return KEBAB_CASE.test(s);
}
function toKebabCase(name) {
  const ascii = name.toLowerCase().normalize("NFKD").replace(new RegExp("\\p{M}", "gu"), "").replace(/[ßæœøłđðþıħŧ]/g, (letter) => TRANSLITERATION[letter] ?? "-");
  const kebab = ascii.replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
  return kebab.slice(0, MAX_SLUG_LENGTH).replace(/-+$/, "");
}
function slugify(name) {
  const slug = toKebabCase(name);
  if (slug === "") {
    throw new MemoryError(
      "INVALID_INPUT",
      `Cannot make a slug from ${quoteForMessage(name)}: it has no letters or digits.`,
      'Give a name that contains at least one letter or digit, e.g. "Acme Corp" -> "acme-corp".'
    );
  }
  return slug;
}
function assertSlug(slug, field) {
  if (isKebabCase(slug) && slug.length <= MAX_SLUG_LENGTH) return slug;
  const suggestion = toKebabCase(slug);
  const rule = slug.length > MAX_SLUG_LENGTH ? `${field} must be at most ${MAX_SLUG_LENGTH} characters, got ${slug.length}.` : `${field} must be kebab-case (lower-case letters and digits joined by single hyphens), got ${quoteForMessage(slug)}.`;
  const hint = suggestion !== "" && suggestion !== slug ? `Use "${suggestion}".` : 'Use e.g. "my-project".';
  throw new MemoryError("INVALID_INPUT", rule, hint);
}
function assertFilename(basename) {
  if (basename === "" || basename === "." || basename === ".." || /[/\\\p{Cc}]/u.test(basename)) {
    throw new MemoryError(
      "INVALID_PATH",
      `${quoteForMessage(basename)} is not a file name: it must be non-empty and contain no slash, backslash or control character.`,
      'Pass the directory part in the path and a kebab-case name such as "meeting-notes.md".'
    );
  }
  if (basename.length > MAX_FILENAME_LENGTH) {
    throw new MemoryError(
      "INVALID_PATH",
      `File name is ${basename.length} characters long; the limit is ${MAX_FILENAME_LENGTH}.`,
      "Use a shorter kebab-case name."
    );
  }
  if (basename.startsWith("_")) return basename;
  const dot = basename.lastIndexOf(".");
  const stem = dot === -1 ? basename : basename.slice(0, dot);
  const extension = dot === -1 ? null : basename.slice(dot + 1);
  if (isKebabCase(stem) && (extension === null || EXTENSION.test(extension))) return basename;
  const suggestedStem = toKebabCase(stem);
  const suggestedExtension = extension === null ? "" : extension.toLowerCase().replace(/[^a-z0-9]/g, "");
  const suggestion = suggestedStem === "" ? null : suggestedExtension ? `${suggestedStem}.${suggestedExtension}` : suggestedStem;
  throw new MemoryError(
    "INVALID_PATH",
    `File name ${quoteForMessage(basename)} breaks the naming rule: kebab-case name (lower-case letters and digits joined by single hyphens) and an optional lower-case extension; only internal files may start with "_".`,
    suggestion ? `Use "${suggestion}".` : 'Use a name such as "meeting-notes.md".'
  );
}

// server/src/core/project-meta.ts
var PROJECT_STATUSES = ["active", "paused", "completed", "archived"];
var PROJECT_TYPES = ["client", "internal", "research", "personal"];
function stringList(value, field, where) {
  if (value == null) return [];
  if (!Array.isArray(value) || value.some((v) => typeof v !== "string")) {
    throw new MemoryError("INVALID_FORMAT", `${where}: ${field} must be a list of strings.`);
  }
  return value;
}
function nullableString(value, field, where) {
  if (value == null) return null;
  if (typeof value !== "string") throw new MemoryError("INVALID_FORMAT", `${where}: ${field} must be a string or null.`);
  return value;
}
function validateMeta(data, where) {
  if (!data || typeof data !== "object" || Array.isArray(data)) {
    throw new MemoryError("INVALID_FORMAT", `${where} must be a YAML mapping of project fields.`);
  }
  const o = data;
  const str = (k) => {
    const v = o[k];
    if (typeof v !== "string" || v.length === 0) throw new MemoryError("INVALID_FORMAT", `${where}: ${k} must be a non-empty string.`);
    return v;
  };
  const slug = str("slug");
  if (!isKebabCase(slug)) throw new MemoryError("INVALID_FORMAT", `${where}: slug "${slug}" must be kebab-case (lowercase letters, digits and hyphens).`);
  const status = str("status");
  if (!PROJECT_STATUSES.includes(status)) {
    throw new MemoryError("INVALID_FORMAT", `${where}: status must be one of ${PROJECT_STATUSES.join(", ")}, got "${status}".`);
  }
  const type = str("type");
  if (!PROJECT_TYPES.includes(type)) {
    throw new MemoryError("INVALID_FORMAT", `${where}: type must be one of ${PROJECT_TYPES.join(", ")}, got "${type}".`);
  }
  for (const k of ["created", "updated"]) {
    if (!isIsoDate(str(k))) throw new MemoryError("INVALID_FORMAT", `${where}: ${k} must be a date in YYYY-MM-DD form.`);
  }
  return {
    id: str("id"),
    slug,
    name: str("name"),
    status,
    type,
    company: nullableString(o.company, "company", where),
    owner: nullableString(o.owner, "owner", where),
    team: stringList(o.team, "team", where),
    tags: stringList(o.tags, "tags", where),
    aliases: stringList(o.aliases, "aliases", where),
    paths: stringList(o.paths, "paths", where),
    created: o.created,
    updated: o.updated
  };
}
var META_HEADER = "# Project metadata \u2014 auto-populated by create_project, human-editable thereafter.\n";
function indexEntryFor(meta) {
  return {
    slug: meta.slug,
    name: meta.name,
    status: meta.status,
    type: meta.type,
    path: `projects/${meta.slug}`,
    tags: meta.tags,
    aliases: meta.aliases,
    paths: meta.paths,
    created: meta.created,
    updated: meta.updated
  };
}
function normaliseProjectsIndex(data) {
  const list = data && typeof data === "object" && Array.isArray(data.projects) ? data.projects : [];
  const projects = [];
  for (const raw of list) {
    if (!raw || typeof raw !== "object") continue;
    const p = raw;
    if (typeof p.slug !== "string" || !isKebabCase(p.slug)) continue;
    const strings = (v) => Array.isArray(v) ? v.filter((x) => typeof x === "string") : [];
    const s = (v) => typeof v === "string" ? v : "";
    projects.push({
      slug: p.slug,
      name: s(p.name) || p.slug,
      status: s(p.status),
      type: s(p.type),
      path: `projects/${p.slug}`,
      tags: strings(p.tags),
      aliases: strings(p.aliases),
      paths: strings(p.paths),
      created: s(p.created),
      updated: s(p.updated)
    });
  }
  return { projects };
}

export {
  isIsoDate,
  assertIsoDate,
  today,
  daysBetween,
  TEMP_SUFFIX,
  describePath,
  parseMemoryPath,
  reservedReason,
  hiddenReason,
  quoteForMessage,
  clipLine,
  isKebabCase,
  slugify,
  assertSlug,
  assertFilename,
  nodeCrypto,
  isInside,
  resolveContained,
  descriptorPath,
  descriptorIsAt,
  openAnchoredDir,
  closeAnchoredDir,
  withAnchoredDir,
  entryOf,
  listAnchored,
  removeTreeAnchored,
  MAX_FILE_BYTES,
  readTextContained,
  ensureDirContained,
  tempNameFor,
  writeAtomic,
  moveContained,
  removeContained,
  countOwnTempFiles,
  sweepTempFiles,
  PROJECT_STATUSES,
  PROJECT_TYPES,
  validateMeta,
  META_HEADER,
  indexEntryFor,
  normaliseProjectsIndex,
  locksDir,
  revisionOf,
  openWorkspace
};
