#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  readTextContained,
  writeAtomic
} from "./chunk-LMUVU2WL.js";
import {
  parseMemoryPath,
  resolveContained,
  withLock
} from "./chunk-MBSABUBT.js";
import {
  MemoryError
} from "./chunk-KZNU4RTG.js";

// server/src/storage/root.ts
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createHash } from "node:crypto";
function locateRootDir(explicit, env = process.env) {
  const chosen = explicit ?? env.PROJECT_MEMORY_ROOT ?? path.join(os.homedir(), ".project-memory");
  if (chosen.includes("\0")) throw new MemoryError("INVALID_INPUT", "The memory root path contains a NUL character.");
  return path.resolve(chosen);
}
function revisionOf(text) {
  return createHash("sha256").update(text, "utf8").digest("hex").slice(0, 16);
}
var MemoryRoot = class _MemoryRoot {
  constructor(dir) {
    this.dir = dir;
  }
  dir;
  /** Opens (and with `create`, makes) the root; its realpath is fixed for the life of the object. */
  static open(dir, { create = true } = {}) {
    if (create) fs.mkdirSync(dir, { recursive: true });
    let real;
    try {
      real = fs.realpathSync(dir);
    } catch {
      throw new MemoryError("NOT_FOUND", `The memory root ${dir} does not exist.`, "Run `project-memory init` to create it.");
    }
    if (!fs.statSync(real).isDirectory()) throw new MemoryError("INVALID_INPUT", `The memory root ${dir} is not a folder.`);
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
    return fs.readdirSync(r.abs, { withFileTypes: true });
  }
  ensureDir(rel) {
    const r = this.resolve(rel);
    if (r.stat?.isDirectory()) return;
    if (r.stat) throw new MemoryError("INVALID_PATH", `"${rel}" exists and is not a folder.`);
    fs.mkdirSync(r.abs, { recursive: true });
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
  revisionOf,
  openWorkspace
};
