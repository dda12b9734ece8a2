#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  MemoryError,
  isMemoryError
} from "./chunk-core-errors.js";

// server/src/storage/history-store.ts
import fs8 from "node:fs";
import path7 from "node:path";
import { createRequire as createRequire2 } from "node:module";

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
function versionsOf(entries, path8) {
  const out = [];
  let last;
  for (const e of entries) {
    if (e.path !== path8) continue;
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
    throw new MemoryError("INVALID_INPUT", `at must be a revision (at least ${MIN_REV_PREFIX} hex characters, as read_file or history shows it) or ~N (N versions before the newest), not "${at}".`);
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

// server/src/storage/lazy-crypto.ts
import { createRequire } from "node:module";
var crypto;
function nodeCrypto() {
  crypto ??= createRequire("/")("node:crypto");
  return crypto;
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
  const expected = path.resolve(abs);
  return real === null || real === expected || real === `${expected} (deleted)`;
}

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
import fs6 from "node:fs";
import path5 from "node:path";

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
function writtenDuringReplace(fd, expected) {
  const st = fs3.fstatSync(fd, { bigint: true });
  if (st.size === expected.identity.size && st.mtimeNs === expected.identity.mtimeNs) return null;
  return readBytes(fd, Number(st.size));
}

// server/src/storage/replace.ts
import fs4 from "node:fs";
import path3 from "node:path";
var PUT_BACK_ROUNDS = 8;
function replaceExpected(dir, leaf, tmp, tmpFd, data, expected, mode, shown) {
  const witness = openWitness(leaf);
  try {
    if (witness !== null) assertWitnessIs(witness, expected, shown);
    assertStillExpected(leaf, expected, shown);
    fs4.renameSync(tmp, leaf);
    const missed = witness === null ? null : writtenDuringReplace(witness, expected);
    if (missed !== null) {
      putBack(dir, leaf, data, missed, mode, identityOf(fs4.fstatSync(tmpFd, { bigint: true })));
      throw new StaleVersionError(shown);
    }
    return true;
  } finally {
    if (witness !== null) fs4.closeSync(witness);
  }
}
function writeTemp(dir, leaf, content, mode) {
  const tmp = entryOf(dir, path3.basename(tempNameFor(leaf)));
  const fd = fs4.openSync(tmp, fs4.constants.O_WRONLY | fs4.constants.O_CREAT | fs4.constants.O_EXCL | fs4.constants.O_NOFOLLOW, mode);
  try {
    let off = 0;
    while (off < content.length) off += fs4.writeSync(fd, content, off, content.length - off);
    fs4.fsyncSync(fd);
  } finally {
    fs4.closeSync(fd);
  }
  return tmp;
}
function putBack(dir, leaf, oursData, missed, mode, oursIdentity) {
  let base = oursData;
  let extra = missed;
  let known = oursIdentity;
  for (let round = 0; round < PUT_BACK_ROUNDS; round++) {
    const witness = openWitness(leaf);
    if (witness === null) return;
    let tmp = null;
    try {
      const identity = identityOf(fs4.fstatSync(witness, { bigint: true }));
      const current = readBytes(witness, Number(identity.size));
      if (known !== null && round === 0 && (identity.ino !== known.ino || identity.dev !== known.dev)) return;
      if (!current.subarray(0, base.length).equals(base)) return;
      const next = Buffer.concat([extra, current.subarray(base.length)]);
      tmp = writeTemp(dir, leaf, next, mode);
      try {
        assertStillExpected(leaf, { identity }, leaf);
      } catch {
        continue;
      }
      fs4.renameSync(tmp, leaf);
      tmp = null;
      const again = writtenDuringReplace(witness, { identity });
      if (again === null) return;
      extra = again.subarray(0, current.length).equals(current) ? Buffer.concat([next, again.subarray(current.length)]) : again;
      base = next;
      known = null;
    } catch {
      return;
    } finally {
      fs4.closeSync(witness);
      if (tmp !== null) fs4.rmSync(tmp, { force: true });
    }
  }
}
function placeNew(tmp, leaf, shown) {
  try {
    fs4.linkSync(tmp, leaf);
  } catch (e) {
    const code = e.code;
    if (code === "EEXIST") throw new StaleVersionError(shown);
    if (code !== "EPERM" && code !== "ENOTSUP" && code !== "EOPNOTSUPP" && code !== "EXDEV") throw e;
    assertStillExpected(leaf, null, shown);
    fs4.renameSync(tmp, leaf);
    return true;
  }
  fs4.rmSync(tmp, { force: true });
  return true;
}
function moveNoReplace(from, to) {
  try {
    fs4.linkSync(from, to);
  } catch (e) {
    const code = e.code;
    if (code === "EPERM" || code === "ENOTSUP" || code === "EOPNOTSUPP" || code === "EXDEV") return false;
    throw e;
  }
  try {
    fs4.rmSync(from, { force: true });
  } catch (e) {
    fs4.rmSync(to, { force: true });
    throw e;
  }
  return true;
}

// server/src/storage/case-twins.ts
import fs5 from "node:fs";
import path4 from "node:path";
function assertNoCaseTwin(dir, name, shown) {
  const key = nameKey(name);
  let names;
  try {
    names = fs5.readdirSync(dir.via);
  } catch {
    return;
  }
  const twin = names.find((n) => n !== name && nameKey(n) === key);
  if (twin !== void 0) {
    throw new MemoryError(
      "ALREADY_EXISTS",
      `${describePath(shown)} differs from the existing ${describePath(twin)} only in letter case or Unicode form, and on macOS or Windows the two would be one file; nothing was written.`,
      `Use the existing name ${describePath(twin)}.`
    );
  }
}
function present(p) {
  try {
    fs5.lstatSync(p);
    return true;
  } catch (e) {
    return e.code !== "ENOENT";
  }
}
function spellAsOnDisk(baseAbs, parts, shown) {
  const out = [];
  let cur = baseAbs;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    let name = part;
    if (!present(path4.join(cur, part))) {
      let names;
      try {
        names = fs5.readdirSync(cur).sort();
      } catch {
        return [...out, ...parts.slice(i)];
      }
      const key = nameKey(part);
      const twin = names.find((n) => nameKey(n) === key);
      if (twin === void 0) return [...out, ...parts.slice(i)];
      if (reservedReason([part]) !== null) return [...out, ...parts.slice(i)];
      if (twin.normalize("NFC") !== part.normalize("NFC")) {
        const existing = [...out, twin, ...parts.slice(i + 1)].join("/");
        throw new MemoryError(
          "INVALID_PATH",
          `${describePath(shown)} differs from the existing ${describePath(existing)} only in letter case; on macOS and Windows the two are one file, so the tools keep one spelling.`,
          `Use ${describePath(existing)}.`
        );
      }
      name = twin;
    }
    out.push(name);
    cur = path4.join(cur, name);
  }
  return out;
}

// server/src/storage/fs-safe.ts
var MAX_FILE_BYTES = 8 * 1024 * 1024;
var strictUtf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
var BOM = "\uFEFF";
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
    fd = fs6.openSync(abs, fs6.constants.O_RDONLY | fs6.constants.O_NOFOLLOW | fs6.constants.O_NONBLOCK);
  } catch (e) {
    const code = e.code;
    if (code === "ENOENT") return null;
    if (code === "ELOOP") throw new MemoryError("INVALID_PATH", `${describePath(shown)} is a symbolic link; the memory tools refuse symlinked files.`);
    if (code === "EISDIR") throw new MemoryError("INVALID_PATH", `${describePath(shown)} is a folder, not a file.`);
    throw e;
  }
  try {
    assertDescriptorAt(fd, abs, shown);
    const big = fs6.fstatSync(fd, { bigint: true });
    const st = { isDirectory: () => big.isDirectory(), isFile: () => big.isFile(), nlink: Number(big.nlink), size: Number(big.size), mtimeMs: Number(big.mtimeNs) / 1e6 };
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
      const n = fs6.readSync(fd, buf, off, st.size - off, off);
      if (n === 0) break;
      off += n;
    }
    const bytes = off === st.size ? buf : buf.subarray(0, off);
    const raw = decode(bytes, shown);
    const bom = raw.startsWith(BOM);
    return { text: bom ? raw.slice(1) : raw, bom, mtimeMs: st.mtimeMs, size: off, identity: { ...identityOf(big), content: bytes } };
  } finally {
    try {
      fs6.closeSync(fd);
    } catch {
    }
  }
}
function startsWithBom(abs) {
  let fd;
  try {
    fd = fs6.openSync(abs, fs6.constants.O_RDONLY | fs6.constants.O_NOFOLLOW | fs6.constants.O_NONBLOCK);
  } catch {
    return false;
  }
  try {
    assertDescriptorAt(fd, abs, abs);
    if (!fs6.fstatSync(fd).isFile()) return false;
    const head = Buffer.alloc(3);
    return fs6.readSync(fd, head, 0, 3, 0) === 3 && head[0] === 239 && head[1] === 187 && head[2] === 191;
  } catch {
    return false;
  } finally {
    try {
      fs6.closeSync(fd);
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
      st = fs6.lstatSync(cur);
    } catch (e) {
      if (e.code !== "ENOENT") throw e;
    }
    if (st) break;
    missing.unshift(cur);
    const parent = path5.dirname(cur);
    if (parent === cur || !isInside(rootDir, parent)) break;
    cur = parent;
  }
  const created = [];
  try {
    for (const d of missing) {
      withAnchoredDir(rootDir, path5.dirname(d), path5.relative(rootDir, d), (parent) => {
        try {
          assertNoCaseTwin(parent, path5.basename(d), path5.relative(rootDir, d));
          fs6.mkdirSync(entryOf(parent, path5.basename(d)));
          created.push(d);
        } catch (e) {
          if (e.code !== "EEXIST") throw translateIoError(e, path5.relative(rootDir, d));
        }
      });
    }
  } catch (e) {
    removeEmptyDirs(rootDir, created);
    throw e;
  }
  const shown = path5.relative(rootDir, dir);
  const last = openAnchoredDir(rootDir, dir, shown);
  if (!last) throw new MemoryError("IO", `The folder ${describePath(shown)} was removed while it was being created.`, "Try again.");
  closeAnchoredDir(last);
  return created;
}
function removeEmptyDirs(rootDir, created) {
  for (const d of [...created].reverse()) {
    try {
      const parent = openAnchoredDir(rootDir, path5.dirname(d));
      if (!parent) continue;
      try {
        fs6.rmdirSync(entryOf(parent, path5.basename(d)));
      } finally {
        closeAnchoredDir(parent);
      }
    } catch {
    }
  }
}
function tempNameFor(abs) {
  const stem = Array.from(path5.basename(abs)).slice(0, 48).join("");
  return path5.join(path5.dirname(abs), `.${stem}.${process.pid}.${nodeCrypto().randomBytes(6).toString("hex")}${TEMP_SUFFIX}`);
}
function writeAtomic(rootDir, abs, data, shown = abs, expected) {
  const created = ensureDirContained(rootDir, path5.dirname(abs));
  try {
    writeInFolder(rootDir, abs, data, shown, expected);
  } catch (e) {
    removeEmptyDirs(rootDir, created);
    throw e;
  }
}
function writeInFolder(rootDir, abs, data, shown, expected) {
  withAnchoredDir(rootDir, path5.dirname(abs), shown, (dir) => {
    const leaf = entryOf(dir, path5.basename(abs));
    const tmp = entryOf(dir, path5.basename(tempNameFor(abs)));
    let mode = 420;
    let exists = false;
    try {
      const st = fs6.lstatSync(leaf);
      exists = true;
      if (st.isFile()) mode = st.mode & 511;
    } catch {
    }
    if (expected !== void 0 && exists === (expected === null)) throw new StaleVersionError(shown);
    if (!exists) assertNoCaseTwin(dir, path5.basename(abs), shown);
    let fd;
    try {
      fd = fs6.openSync(tmp, fs6.constants.O_WRONLY | fs6.constants.O_CREAT | fs6.constants.O_EXCL | fs6.constants.O_NOFOLLOW, mode);
    } catch (e) {
      throw translateIoError(e, shown);
    }
    let renamed = false;
    try {
      const buf = typeof data === "string" ? Buffer.from(data, "utf8") : data;
      let off = 0;
      while (off < buf.length) off += fs6.writeSync(fd, buf, off, buf.length - off);
      fs6.fsyncSync(fd);
      if (expected === null) {
        fs6.closeSync(fd);
        renamed = placeNew(tmp, leaf, shown);
      } else if (expected === void 0) {
        fs6.closeSync(fd);
        fs6.renameSync(tmp, leaf);
        renamed = true;
      } else {
        renamed = replaceExpected(dir, leaf, tmp, fd, buf, expected, mode, shown);
        fs6.closeSync(fd);
      }
      syncDir(dir.fd);
    } catch (e) {
      try {
        fs6.closeSync(fd);
      } catch {
      }
      if (!renamed) fs6.rmSync(tmp, { force: true });
      throw translateIoError(e, shown);
    }
  });
}
function moveContained(rootDir, fromAbs, toAbs, shown, { exclusive = false, folder = false } = {}) {
  const created = ensureDirContained(rootDir, path5.dirname(toAbs));
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
    path5.dirname(fromAbs),
    shown,
    (src) => withAnchoredDir(rootDir, path5.dirname(toAbs), shown, (dst) => {
      const from = entryOf(src, path5.basename(fromAbs));
      const to = entryOf(dst, path5.basename(toAbs));
      const st = fs6.lstatSync(from);
      if (st.isDirectory() && !folder) throw new MemoryError("INVALID_INPUT", `${describePath(shown)} is a folder; only single files are moved.`);
      const taken = () => new MemoryError("ALREADY_EXISTS", `${describePath(shown)} already exists, so nothing was moved.`);
      if (exclusive && lstatOrNull2(to)) throw taken();
      if (exclusive) assertNoCaseTwin(dst, path5.basename(toAbs), shown);
      try {
        if (!exclusive || st.isDirectory() || !moveNoReplace(from, to)) fs6.renameSync(from, to);
      } catch (e) {
        if (e.code === "EEXIST") throw taken();
        throw translateIoError(e, shown);
      }
      syncDir(src.fd);
      syncDir(dst.fd);
    })
  );
}
function lstatOrNull2(p) {
  try {
    return fs6.lstatSync(p);
  } catch {
    return null;
  }
}
function removeContained(rootDir, abs, shown = abs, expected) {
  const dir = openAnchoredDir(rootDir, path5.dirname(abs), shown);
  if (!dir) {
    if (expected) throw new StaleVersionError(shown);
    return;
  }
  try {
    if (expected !== void 0) assertStillExpected(entryOf(dir, path5.basename(abs)), expected, shown);
    fs6.rmSync(entryOf(dir, path5.basename(abs)), { force: true });
  } finally {
    closeAnchoredDir(dir);
  }
}
function syncDir(fd) {
  try {
    fs6.fsyncSync(fd);
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
      const entries = fs6.readdirSync(anchored.via, { withFileTypes: true });
      for (const ent of entries) {
        if (ent.isDirectory()) {
          if (ent.name !== "_trash" && ent.name !== ".history") pending.push(path5.join(abs, ent.name));
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
      fs6.unlinkSync(entry);
      removed++;
    } catch {
    }
  });
  return removed;
}

// server/src/storage/lock.ts
import fs7 from "node:fs";
import path6 from "node:path";
import { hostname } from "node:os";
var WAIT_LIMIT_MS = 2e4;
var STALE_AFTER_MS = 12e4;
var sleeper = new Int32Array(new SharedArrayBuffer(4));
function sleep(ms) {
  Atomics.wait(sleeper, 0, 0, ms);
}
function locksDir(rootDir) {
  return path6.join(rootDir, ".locks");
}
function lockNameFor(key) {
  return `${nodeCrypto().createHash("sha256").update(nameKey(key)).digest("hex").slice(0, 32)}.lock`;
}
function inLocksDir(rootDir, name, fn) {
  let dir = openAnchoredDir(rootDir, locksDir(rootDir), ".locks");
  if (!dir) {
    try {
      fs7.mkdirSync(locksDir(rootDir));
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
    fd = fs7.openSync(breaker, "wx");
  } catch {
    try {
      if (Date.now() - fs7.statSync(breaker).mtimeMs > 1e4) fs7.rmSync(breaker, { force: true });
    } catch {
    }
    return;
  }
  try {
    if (fs7.readFileSync(file, "utf8") === judged) fs7.rmSync(file, { force: true });
  } catch {
  } finally {
    fs7.closeSync(fd);
    fs7.rmSync(breaker, { force: true });
  }
}
function tryAcquire(rootDir, name, token) {
  return inLocksDir(rootDir, name, (file) => tryAcquireAt(file, token));
}
function tryAcquireAt(file, token) {
  try {
    const fd = fs7.openSync(file, fs7.constants.O_WRONLY | fs7.constants.O_CREAT | fs7.constants.O_EXCL | fs7.constants.O_NOFOLLOW, 420);
    try {
      fs7.writeSync(fd, token);
    } finally {
      fs7.closeSync(fd);
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
      const judged = inLocksDir(rootDir, name, (file) => ({ content: fs7.readFileSync(file, "utf8"), mtimeMs: fs7.lstatSync(file).mtimeMs }));
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
        if (fs7.readFileSync(file, "utf8") === token) fs7.rmSync(file, { force: true });
      });
    } catch {
    }
  }
}

// server/src/storage/history-store.ts
var HISTORY_DIR = ".history";
var MAX_LOG_BYTES = 8 * 1024 * 1024;
var RETENTION_EVERY_MS = 24 * 36e5;
var ORPHAN_GRACE_MS = 36e5;
var load = createRequire2("/");
var zlib;
var gz = () => zlib ??= load("node:zlib");
var als;
function withOrigin(origin, fn) {
  als ??= new (load("node:async_hooks")).AsyncLocalStorage();
  return als.run(origin, fn);
}
function currentOrigin(env = process.env) {
  const found = als?.getStore();
  if (found) return found;
  const session = env.CLAUDE_CODE_SESSION_ID;
  return session ? { tool: "unknown", session } : { tool: "unknown" };
}
function historyEnabled(env = process.env) {
  return env.PROJECT_MEMORY_HISTORY !== "off";
}
function positive(text, fallback) {
  const n = Number(text);
  return text !== void 0 && Number.isFinite(n) && n > 0 ? n : fallback;
}
function retentionFromEnv(env = process.env) {
  return {
    maxAgeDays: positive(env.PROJECT_MEMORY_HISTORY_DAYS, DEFAULT_RETENTION.maxAgeDays),
    maxBytes: positive(env.PROJECT_MEMORY_HISTORY_MB, DEFAULT_RETENTION.maxBytes / 2 ** 20) * 2 ** 20
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
  return path7.join(rootDir, HISTORY_DIR, slug);
}
function objectDir(rootDir, slug, sha) {
  return path7.join(scopeDir(rootDir, slug), "objects", sha.slice(0, 2));
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
  let anchored = openAnchoredDir(rootDir, dir, path7.relative(rootDir, dir));
  if (!anchored) {
    ensureHistoryDir(rootDir, dir);
    anchored = openAnchoredDir(rootDir, dir, path7.relative(rootDir, dir));
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
  const size = fs8.fstatSync(fd).size;
  if (size < 18) return false;
  const tail = Buffer.alloc(4);
  fs8.readSync(fd, tail, 0, 4, size - 4);
  return tail.readUInt32LE(0) === bytes.length % 2 ** 32;
}
function storeObject(rootDir, slug, bytes, sha = shaOf(bytes)) {
  inDir(rootDir, objectDir(rootDir, slug, sha), (entry) => {
    const file = entry(`${sha}.gz`);
    let fd = null;
    try {
      fd = fs8.openSync(file, fs8.constants.O_RDONLY | fs8.constants.O_NOFOLLOW | fs8.constants.O_NONBLOCK);
    } catch (e) {
      if (e.code !== "ENOENT") throw e;
    }
    if (fd !== null) {
      try {
        if (fs8.fstatSync(fd).isFile() && looksWhole(fd, bytes)) {
          const now = /* @__PURE__ */ new Date();
          fs8.futimesSync(fd, now, now);
          return;
        }
      } finally {
        fs8.closeSync(fd);
      }
      const tmp = entry(`.${sha.slice(0, 12)}.${process.pid}.${nodeCrypto().randomBytes(4).toString("hex")}${TEMP_SUFFIX}`);
      writeNew(tmp, bytes);
      fs8.renameSync(tmp, file);
      return;
    }
    try {
      writeNew(file, bytes);
      made?.files.push(path7.join(objectDir(rootDir, slug, sha), `${sha}.gz`));
    } catch (e) {
      if (e.code !== "EEXIST") throw e;
    }
  });
  return sha;
}
function writeNew(file, bytes) {
  const fd = fs8.openSync(file, fs8.constants.O_WRONLY | fs8.constants.O_CREAT | fs8.constants.O_EXCL | fs8.constants.O_NOFOLLOW, 384);
  try {
    fs8.writeSync(fd, gz().gzipSync(bytes));
  } finally {
    fs8.closeSync(fd);
  }
}
function readObject(rootDir, slug, sha) {
  const dir = openAnchoredDir(rootDir, objectDir(rootDir, slug, sha));
  if (!dir) return null;
  try {
    const bytes = gz().gunzipSync(fs8.readFileSync(entryOf(dir, `${sha}.gz`)));
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
function appendEntries(rootDir, slug, entries, env = process.env) {
  if (entries.length === 0) return;
  const data = entries.map(renderEntry).join("");
  let size = 0;
  inDir(rootDir, scopeDir(rootDir, slug), (entry) => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const file = entry("log.jsonl");
      const fd = fs8.openSync(file, fs8.constants.O_RDWR | fs8.constants.O_APPEND | fs8.constants.O_CREAT | fs8.constants.O_NOFOLLOW, 384);
      let same;
      try {
        const before = fs8.fstatSync(fd).size;
        let head = "";
        if (before > 0) {
          const last = Buffer.alloc(1);
          fs8.readSync(fd, last, 0, 1, before - 1);
          if (last[0] !== 10) head = "\n";
        }
        const buf = Buffer.from(head + data, "utf8");
        fs8.writeSync(fd, buf);
        size = before + buf.length;
        const now = fs8.lstatSync(file, { throwIfNoEntry: false });
        same = now !== void 0 && now.ino === fs8.fstatSync(fd).ino;
      } finally {
        fs8.closeSync(fd);
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
    return parseLog(fs8.readFileSync(entryOf(dir, "log.jsonl"), "utf8"));
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
  const stamp = path7.join(scopeDir(rootDir, slug), "retained");
  try {
    if (logSize <= MAX_LOG_BYTES && now - fs8.lstatSync(stamp).mtimeMs < RETENTION_EVERY_MS) return;
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
        const fd = fs8.openSync(entry("log.jsonl"), fs8.constants.O_RDONLY | fs8.constants.O_NOFOLLOW);
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
              n = fs8.lstatSync(path7.join(objectDir(rootDir, slug, sha), `${sha}.gz`)).size;
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
          fs8.writeFileSync(tmp, kept2.map(renderEntry).join(""), { mode: 384 });
          fs8.renameSync(tmp, entry("log.jsonl"));
          if (old) {
            const late = readFrom(old.fd, old.size).text;
            if (late) fs8.appendFileSync(entry("log.jsonl"), late.endsWith("\n") ? late : `${late}
`);
          }
        }
      } finally {
        if (old) fs8.closeSync(old.fd);
      }
      const live = /* @__PURE__ */ new Set();
      for (const e of kept2) for (const sha of [e.sha, e.prev]) if (sha) live.add(sha);
      const objectsRemoved = sweepObjects(rootDir, slug, live, nowMs);
      fs8.writeFileSync(entry("retained"), `${new Date(nowMs).toISOString()}
`);
      return { entriesBefore: entries.length, entriesAfter: kept2.length, objectsRemoved };
    })
  );
}
function readFrom(fd, offset) {
  const size = fs8.fstatSync(fd).size;
  if (size <= offset) return { text: "", end: offset };
  const buf = Buffer.alloc(size - offset);
  let off = 0;
  while (off < buf.length) {
    const n = fs8.readSync(fd, buf, off, buf.length - off, offset + off);
    if (n === 0) break;
    off += n;
  }
  return { text: buf.subarray(0, off).toString("utf8"), end: offset + off };
}
function sweepObjects(rootDir, slug, live, nowMs) {
  const base = path7.join(scopeDir(rootDir, slug), "objects");
  let removed = 0;
  const top = openAnchoredDir(rootDir, base);
  if (!top) return 0;
  let shards;
  try {
    shards = fs8.readdirSync(top.via).filter((n) => /^[0-9a-f]{2}$/.test(n));
  } finally {
    closeAnchoredDir(top);
  }
  for (const shard of shards) {
    const dir = openAnchoredDir(rootDir, path7.join(base, shard));
    if (!dir) continue;
    try {
      for (const name of fs8.readdirSync(dir.via)) {
        const sha = name.endsWith(".gz") ? name.slice(0, -3) : null;
        if (sha && live.has(sha)) continue;
        const file = entryOf(dir, name);
        try {
          const st = fs8.lstatSync(file);
          if (!st.isFile() || nowMs - st.mtimeMs < ORPHAN_GRACE_MS) continue;
          fs8.rmSync(file, { force: true });
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
function readCurrentBytes(rootDir, abs, shown) {
  let fd;
  try {
    fd = fs8.openSync(abs, fs8.constants.O_RDONLY | fs8.constants.O_NOFOLLOW | fs8.constants.O_NONBLOCK);
  } catch (e) {
    const code = e.code;
    if (code === "ENOENT" || code === "ELOOP" || code === "EISDIR") return null;
    throw e;
  }
  try {
    assertDescriptorAt(fd, abs, shown);
    const st = fs8.fstatSync(fd);
    if (!st.isFile() || st.nlink > 1) return null;
    return { bytes: fs8.readFileSync(fd), mtimeMs: st.mtimeMs };
  } finally {
    try {
      fs8.closeSync(fd);
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
function keepChange(rootDir, rel, abs, next, origin, env = process.env) {
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
    throw new MemoryError("IO", `The previous version of ${JSON.stringify(rel)} could not be kept in the history (${e.code ?? e.message}), so nothing was written.`, "Check the permissions of <root>/.history.");
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

export {
  versionsOf,
  pickVersion,
  TEMP_SUFFIX,
  describePath,
  parseMemoryPath,
  nameKey,
  reservedReason,
  hiddenReason,
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
  StaleVersionError,
  spellAsOnDisk,
  MAX_FILE_BYTES,
  readTextContained,
  startsWithBom,
  ensureDirContained,
  tempNameFor,
  writeAtomic,
  moveContained,
  removeContained,
  countOwnTempFiles,
  sweepTempFiles,
  locksDir,
  withLock,
  withOrigin,
  readObject,
  readEntries,
  readCurrentBytes,
  keepChange
};
