#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  readTextContained,
  writeAtomic
} from "./chunk-VT77BR3E.js";
import {
  parseMemoryPath,
  resolveContained
} from "./chunk-H5BWLZPS.js";
import {
  MemoryError
} from "./chunk-KZNU4RTG.js";

// server/src/storage/root.ts
import fs2 from "node:fs";
import os from "node:os";
import path2 from "node:path";
import { createHash as createHash2 } from "node:crypto";

// server/src/storage/lock.ts
import fs from "node:fs";
import path from "node:path";
import { createHash } from "node:crypto";
import { hostname } from "node:os";
var WAIT_LIMIT_MS = 2e4;
var STALE_AFTER_MS = 12e4;
var sleeper = new Int32Array(new SharedArrayBuffer(4));
function sleep(ms) {
  Atomics.wait(sleeper, 0, 0, ms);
}
function locksDir(rootDir) {
  return path.join(rootDir, ".locks");
}
function lockFileFor(rootDir, key) {
  const digest = createHash("sha256").update(key).digest("hex").slice(0, 32);
  return path.join(locksDir(rootDir), `${digest}.lock`);
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
function breakStaleLock(file, judged) {
  const breaker = `${file}.break`;
  let fd;
  try {
    fd = fs.openSync(breaker, "wx");
  } catch {
    try {
      if (Date.now() - fs.statSync(breaker).mtimeMs > 1e4) fs.rmSync(breaker, { force: true });
    } catch {
    }
    return;
  }
  try {
    if (fs.readFileSync(file, "utf8") === judged) fs.rmSync(file, { force: true });
  } catch {
  } finally {
    fs.closeSync(fd);
    fs.rmSync(breaker, { force: true });
  }
}
function tryAcquire(file, token) {
  try {
    const fd = fs.openSync(file, "wx");
    try {
      fs.writeSync(fd, token);
    } finally {
      fs.closeSync(fd);
    }
    return true;
  } catch (e) {
    if (e.code === "EEXIST") return false;
    if (e.code === "ENOENT") {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      return false;
    }
    throw e;
  }
}
function withLock(rootDir, key, fn) {
  const file = lockFileFor(rootDir, key);
  const token = `${process.pid} ${hostname()} ${Date.now()}`;
  const deadline = Date.now() + WAIT_LIMIT_MS;
  let delay = 1;
  while (!tryAcquire(file, token)) {
    try {
      const content = fs.readFileSync(file, "utf8");
      if (holderIsGone(content, fs.statSync(file).mtimeMs)) {
        breakStaleLock(file, content);
        continue;
      }
    } catch {
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
      if (fs.readFileSync(file, "utf8") === token) fs.rmSync(file, { force: true });
    } catch {
    }
  }
}

// server/src/storage/root.ts
function locateRootDir(explicit, env = process.env) {
  const chosen = explicit ?? env.PROJECT_MEMORY_ROOT ?? path2.join(os.homedir(), ".project-memory");
  if (chosen.includes("\0")) throw new MemoryError("INVALID_INPUT", "The memory root path contains a NUL character.");
  return path2.resolve(chosen);
}
function revisionOf(text) {
  return createHash2("sha256").update(text, "utf8").digest("hex").slice(0, 16);
}
var MemoryRoot = class _MemoryRoot {
  constructor(dir) {
    this.dir = dir;
  }
  dir;
  /** Opens (and with `create`, makes) the root; its realpath is fixed for the life of the object. */
  static open(dir, { create = true } = {}) {
    if (create) fs2.mkdirSync(dir, { recursive: true });
    let real;
    try {
      real = fs2.realpathSync(dir);
    } catch {
      throw new MemoryError("NOT_FOUND", `The memory root ${dir} does not exist.`, "Run `project-memory init` to create it.");
    }
    if (!fs2.statSync(real).isDirectory()) throw new MemoryError("INVALID_INPUT", `The memory root ${dir} is not a folder.`);
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
    return fs2.readdirSync(r.abs, { withFileTypes: true });
  }
  ensureDir(rel) {
    const r = this.resolve(rel);
    if (r.stat?.isDirectory()) return;
    if (r.stat) throw new MemoryError("INVALID_PATH", `"${rel}" exists and is not a folder.`);
    fs2.mkdirSync(r.abs, { recursive: true });
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

export {
  locksDir,
  revisionOf,
  openWorkspace
};
