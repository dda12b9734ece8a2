#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  keepChange,
  readCurrentBytes
} from "./chunk-core-history.js";
import {
  envVar,
  nonEmpty
} from "./chunk-core-env.js";
import {
  MAX_FILE_BYTES,
  currentEnv,
  ensureDirContained,
  listAnchored,
  mountOf,
  mountsOf,
  nodeCrypto,
  readTextContained,
  registerMount,
  resolveContained,
  splitMounted,
  startsWithBom,
  unregisterMount,
  withLock,
  writeAtomic
} from "./chunk-storage-anchored-dir.js";
import {
  describePath,
  parseMemoryPath,
  reservedReason
} from "./chunk-core-path-rules.js";
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
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
function locateRootDir(explicit, env = currentEnv()) {
  const chosen = nonEmpty(explicit) ?? envVar(env, "PROJECT_MEMORY_ROOT") ?? path.join(os.homedir(), ".project-memory");
  if (chosen.includes("\0")) throw new MemoryError("INVALID_INPUT", "The memory root path contains a NUL character.");
  return path.resolve(chosen);
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

export {
  MAX_MEMORY_FILE_BYTES,
  MAX_TITLE_CHARS,
  MAX_SUMMARY_CHARS,
  assertTitle,
  assertMaxChars,
  assertMaxItems,
  tooLargeError,
  locateRootDir,
  revisionOf,
  MemoryRoot
};
