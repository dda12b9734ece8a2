#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  MemoryError
} from "./chunk-KZNU4RTG.js";

// server/src/storage/root.ts
import fs4 from "node:fs";
import os from "node:os";
import path4 from "node:path";

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
    if (st.isSymbolicLink()) {
      if (isLeaf) {
        throw new MemoryError("INVALID_PATH", `${describePath(shown)} is a symbolic link; the memory tools refuse symlinked files.`, "Replace the link with a regular file.");
      }
      let target;
      try {
        target = fs.realpathSync(next);
      } catch {
        throw outside(shown);
      }
      if (!isInside(rootDir, target)) throw outside(shown);
      const tst = fs.statSync(target);
      if (!tst.isDirectory()) throw new MemoryError("INVALID_PATH", `A parent of ${describePath(shown)} is not a folder.`);
      current = target;
      continue;
    }
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
function assertDescriptorInside(rootDir, fd, shown) {
  const real = descriptorPath(fd);
  if (real !== null && !isInside(rootDir, real)) {
    fs.closeSync(fd);
    throw outside(shown);
  }
}

// server/src/storage/fs-safe.ts
import fs2 from "node:fs";
import path2 from "node:path";
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
    fd = fs2.openSync(abs, fs2.constants.O_RDONLY | fs2.constants.O_NOFOLLOW | fs2.constants.O_NONBLOCK);
  } catch (e) {
    const code = e.code;
    if (code === "ENOENT") return null;
    if (code === "ELOOP") throw new MemoryError("INVALID_PATH", `${describePath(shown)} is a symbolic link; the memory tools refuse symlinked files.`);
    if (code === "EISDIR") throw new MemoryError("INVALID_PATH", `${describePath(shown)} is a folder, not a file.`);
    throw e;
  }
  try {
    assertDescriptorInside(rootDir, fd, shown);
    const st = fs2.fstatSync(fd);
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
      const n = fs2.readSync(fd, buf, off, st.size - off, off);
      if (n === 0) break;
      off += n;
    }
    return { text: decode(off === st.size ? buf : buf.subarray(0, off), shown), mtimeMs: st.mtimeMs, size: off };
  } finally {
    try {
      fs2.closeSync(fd);
    } catch {
    }
  }
}
function ensureDirContained(rootDir, dir) {
  if (!isInside(rootDir, dir)) throw new MemoryError("PATH_OUTSIDE_ROOT", `The folder ${describePath(dir)} is outside the memory root.`);
  const missing = [];
  let cur = dir;
  while (!fs2.existsSync(cur)) {
    missing.unshift(cur);
    const parent = path2.dirname(cur);
    if (parent === cur) break;
    cur = parent;
  }
  for (const d of missing) {
    try {
      fs2.mkdirSync(d);
    } catch (e) {
      if (e.code !== "EEXIST") throw e;
    }
    const st = fs2.lstatSync(d);
    if (!st.isDirectory()) throw new MemoryError("INVALID_PATH", `${describePath(d)} exists and is not a folder.`);
  }
}
function tempNameFor(abs) {
  return path2.join(path2.dirname(abs), `.${path2.basename(abs)}.${process.pid}.${nodeCrypto().randomBytes(6).toString("hex")}${TEMP_SUFFIX}`);
}
function writeAtomic(rootDir, abs, data, shown = abs) {
  ensureDirContained(rootDir, path2.dirname(abs));
  const tmp = tempNameFor(abs);
  let mode = 420;
  try {
    const st = fs2.lstatSync(abs);
    if (st.isFile()) mode = st.mode & 511;
  } catch {
  }
  const fd = fs2.openSync(tmp, fs2.constants.O_WRONLY | fs2.constants.O_CREAT | fs2.constants.O_EXCL | fs2.constants.O_NOFOLLOW, mode);
  let renamed = false;
  try {
    assertDescriptorInside(rootDir, fd, shown);
    const buf = typeof data === "string" ? Buffer.from(data, "utf8") : data;
    let off = 0;
    while (off < buf.length) off += fs2.writeSync(fd, buf, off, buf.length - off);
    fs2.fsyncSync(fd);
    fs2.closeSync(fd);
    fs2.renameSync(tmp, abs);
    renamed = true;
    syncDir(path2.dirname(abs));
  } catch (e) {
    try {
      fs2.closeSync(fd);
    } catch {
    }
    if (!renamed) fs2.rmSync(tmp, { force: true });
    throw translateIoError(e, shown);
  }
}
function syncDir(dir) {
  try {
    const fd = fs2.openSync(dir, fs2.constants.O_RDONLY);
    try {
      fs2.fsyncSync(fd);
    } finally {
      fs2.closeSync(fd);
    }
  } catch {
  }
}
function translateIoError(e, shown) {
  if (e instanceof MemoryError) return e;
  const code = e.code;
  if (code === "ENOSPC" || code === "EDQUOT") return new MemoryError("IO", `The disk is full, so ${describePath(shown)} was not written; nothing was changed.`, "Free some space and try again.");
  if (code === "EACCES" || code === "EPERM" || code === "EROFS") return new MemoryError("IO", `Permission denied writing ${describePath(shown)}; nothing was changed.`, "Check the permissions of the memory root.");
  return e;
}
function sweepTempFiles(dir, minAgeMs = 6e4, now = Date.now()) {
  let removed = 0;
  let entries;
  try {
    entries = fs2.readdirSync(dir, { withFileTypes: true });
  } catch {
    return 0;
  }
  for (const ent of entries) {
    const full = path2.join(dir, ent.name);
    if (ent.isDirectory() && ent.name !== "_trash") removed += sweepTempFiles(full, minAgeMs, now);
    else if (ent.isFile() && ent.name.endsWith(TEMP_SUFFIX)) {
      try {
        if (now - fs2.lstatSync(full).mtimeMs >= minAgeMs) {
          fs2.rmSync(full, { force: true });
          removed++;
        }
      } catch {
      }
    }
  }
  return removed;
}

// server/src/storage/lock.ts
import fs3 from "node:fs";
import path3 from "node:path";
import { hostname } from "node:os";
var WAIT_LIMIT_MS = 2e4;
var STALE_AFTER_MS = 12e4;
var sleeper = new Int32Array(new SharedArrayBuffer(4));
function sleep(ms) {
  Atomics.wait(sleeper, 0, 0, ms);
}
function locksDir(rootDir) {
  return path3.join(rootDir, ".locks");
}
function lockFileFor(rootDir, key) {
  const digest = nodeCrypto().createHash("sha256").update(key).digest("hex").slice(0, 32);
  return path3.join(locksDir(rootDir), `${digest}.lock`);
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
    fd = fs3.openSync(breaker, "wx");
  } catch {
    try {
      if (Date.now() - fs3.statSync(breaker).mtimeMs > 1e4) fs3.rmSync(breaker, { force: true });
    } catch {
    }
    return;
  }
  try {
    if (fs3.readFileSync(file, "utf8") === judged) fs3.rmSync(file, { force: true });
  } catch {
  } finally {
    fs3.closeSync(fd);
    fs3.rmSync(breaker, { force: true });
  }
}
function tryAcquire(file, token) {
  try {
    const fd = fs3.openSync(file, "wx");
    try {
      fs3.writeSync(fd, token);
    } finally {
      fs3.closeSync(fd);
    }
    return true;
  } catch (e) {
    if (e.code === "EEXIST") return false;
    if (e.code === "ENOENT") {
      fs3.mkdirSync(path3.dirname(file), { recursive: true });
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
      const content = fs3.readFileSync(file, "utf8");
      if (holderIsGone(content, fs3.statSync(file).mtimeMs)) {
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
      if (fs3.readFileSync(file, "utf8") === token) fs3.rmSync(file, { force: true });
    } catch {
    }
  }
}

// server/src/storage/root.ts
function locateRootDir(explicit, env = process.env) {
  const chosen = explicit ?? env.PROJECT_MEMORY_ROOT ?? path4.join(os.homedir(), ".project-memory");
  if (chosen.includes("\0")) throw new MemoryError("INVALID_INPUT", "The memory root path contains a NUL character.");
  return path4.resolve(chosen);
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
    if (create) fs4.mkdirSync(dir, { recursive: true });
    let real;
    try {
      real = fs4.realpathSync(dir);
    } catch {
      throw new MemoryError("NOT_FOUND", `The memory root ${dir} does not exist.`, "Run `project-memory init` to create it.");
    }
    if (!fs4.statSync(real).isDirectory()) throw new MemoryError("INVALID_INPUT", `The memory root ${dir} is not a folder.`);
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
    return fs4.readdirSync(r.abs, { withFileTypes: true });
  }
  ensureDir(rel) {
    const r = this.resolve(rel);
    if (r.stat?.isDirectory()) return;
    if (r.stat) throw new MemoryError("INVALID_PATH", `"${rel}" exists and is not a folder.`);
    fs4.mkdirSync(r.abs, { recursive: true });
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
  parseMemoryPath,
  reservedReason,
  isInside,
  resolveContained,
  MAX_FILE_BYTES,
  readTextContained,
  ensureDirContained,
  writeAtomic,
  sweepTempFiles,
  quoteForMessage,
  clipLine,
  isKebabCase,
  slugify,
  assertSlug,
  assertFilename,
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
