#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);

// server/src/core/env.ts
function envVar(env, name) {
  return nonEmpty(env[name]);
}
function nonEmpty(value) {
  return value === void 0 || value.trim() === "" ? void 0 : value;
}

// server/src/core/errors.ts
var MemoryError = class extends Error {
  code;
  hint;
  constructor(code, message, hint) {
    super(message);
    this.name = "MemoryError";
    this.code = code;
    this.hint = hint;
  }
  /** The text a user or model sees: the sentence, then the fix. */
  describe() {
    return this.hint ? `${this.message} ${this.hint}` : this.message;
  }
};
function isMemoryError(e) {
  return e instanceof MemoryError;
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

// server/src/storage/containment.ts
import fs2 from "node:fs";
import path2 from "node:path";

// server/src/storage/environment.ts
import fs from "node:fs";
var als;
function currentEnv() {
  return als?.getStore() ?? process.env;
}
var NO_PROC_SWITCH = "PM_NO_PROC";
var PROC_FD = (() => {
  if (process.env[NO_PROC_SWITCH] === "1") return false;
  try {
    return fs.existsSync("/proc/self/fd");
  } catch {
    return false;
  }
})();

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
    return fs2.lstatSync(p, { throwIfNoEntry: false }) ?? null;
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
    return fs2.readlinkSync(`/proc/self/fd/${fd}`);
  } catch {
    return null;
  }
}
function assertDescriptorAt(fd, abs, shown) {
  if (!descriptorIsAt(fd, abs)) {
    fs2.closeSync(fd);
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
    if (fs2.realpathSync(expected) !== expected) return false;
    named = fs2.lstatSync(expected);
  } catch {
  }
  let held;
  try {
    held = fs2.fstatSync(fd);
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
var als2;
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
  als2 ??= new (createRequire("/")("node:async_hooks")).AsyncLocalStorage();
  return als2;
}
function current() {
  const s = als2?.getStore() ?? null;
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
  return als2 ? als2.run(null, fn) : fn();
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

// server/src/storage/fs-safe.ts
import fs9 from "node:fs";
import path6 from "node:path";

// server/src/storage/anchored-dir.ts
import fs4 from "node:fs";
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
    fd = fs4.openSync(absDir, fs4.constants.O_RDONLY | fs4.constants.O_DIRECTORY | fs4.constants.O_NOFOLLOW);
  } catch (e) {
    const code = e.code;
    if (code === "ENOENT") return null;
    if (code === "ELOOP" || code === "ENOTDIR" && isLink(absDir)) throw outsideFolder(shown);
    if (code === "ENOTDIR") throw new MemoryError("INVALID_PATH", `A parent of ${describePath(shown)} is not a folder.`);
    throw e;
  }
  if (!descriptorIsAt(fd, absDir)) {
    fs4.closeSync(fd);
    throw outsideFolder(shown);
  }
  return { fd, via: PROC_FD ? `/proc/self/fd/${fd}` : absDir, abs: absDir };
}
function isLink(p) {
  try {
    return fs4.lstatSync(p).isSymbolicLink();
  } catch {
    return false;
  }
}
function closeAnchoredDir(dir) {
  try {
    fs4.closeSync(dir.fd);
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
    const entries = fs4.readdirSync(dir.via, { withFileTypes: true });
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
    for (const ent of fs4.readdirSync(dir.via, { withFileTypes: true })) {
      if (ent.isDirectory()) removeTreeAnchored(rootDir, path3.join(absDir, ent.name));
      else fs4.rmSync(entryOf(dir, ent.name), { force: true });
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
    fs4.rmdirSync(entryOf(parent, path3.basename(absDir)));
  } catch {
  } finally {
    closeAnchoredDir(parent);
  }
}

// server/src/storage/replace.ts
import fs5 from "node:fs";
function replaceExpected(leaf, tmp, expected, shown, keep) {
  const witness = openWitness(leaf);
  let held = witness;
  try {
    if (witness !== null) assertWitnessIs(witness, expected, shown);
    assertStillExpected(leaf, expected, shown);
    noteChange();
    fs5.renameSync(tmp, leaf);
    held = null;
    if (witness !== null) keep(witness, expected.identity);
  } finally {
    if (held !== null) fs5.closeSync(held);
  }
}
function removeExpected(leaf, expected, shown, keep) {
  const witness = openWitness(leaf);
  if (witness === null) throw new StaleVersionError(shown);
  let held = witness;
  try {
    assertWitnessIs(witness, expected, shown);
    assertStillExpected(leaf, expected, shown);
    noteChange();
    fs5.unlinkSync(leaf);
    held = null;
    keep(witness, expected.identity);
  } finally {
    if (held !== null) fs5.closeSync(held);
  }
}
function placeNew(tmp, leaf, shown) {
  noteChange();
  try {
    fs5.linkSync(tmp, leaf);
  } catch (e) {
    const code = e.code;
    if (code === "EEXIST") throw new StaleVersionError(shown);
    if (code !== "EPERM" && code !== "ENOTSUP" && code !== "EOPNOTSUPP" && code !== "EXDEV") throw e;
    assertStillExpected(leaf, null, shown);
    fs5.renameSync(tmp, leaf);
    return;
  }
  fs5.rmSync(tmp, { force: true });
}
function moveNoReplace(from, to) {
  noteChange();
  try {
    fs5.linkSync(from, to);
  } catch (e) {
    const code = e.code;
    if (code === "EPERM" || code === "ENOTSUP" || code === "EOPNOTSUPP" || code === "EXDEV") return false;
    throw e;
  }
  try {
    fs5.rmSync(from, { force: true });
  } catch (e) {
    fs5.rmSync(to, { force: true });
    throw e;
  }
  return true;
}

// server/src/storage/case-twins.ts
import fs6 from "node:fs";
import path4 from "node:path";
function assertNoCaseTwin(dir, name, shown) {
  const key = nameKey(name);
  let names;
  try {
    names = fs6.readdirSync(dir.via);
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
    fs6.lstatSync(p);
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
        names = fs6.readdirSync(cur).sort();
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

// server/src/storage/atomic-file.ts
import fs7 from "node:fs";
import path5 from "node:path";

// server/src/storage/lazy-crypto.ts
import { createRequire as createRequire2 } from "node:module";
var crypto;
function nodeCrypto() {
  crypto ??= createRequire2("/")("node:crypto");
  return crypto;
}

// server/src/storage/atomic-file.ts
var OWN_TEMP_NAME = /^\.(?:.{1,48})\.([1-9]\d{0,9})\.[0-9a-f]{12}\.pm-tmp$/su;
var cryptoHex = () => nodeCrypto().randomBytes(6).toString("hex");
function tempNameFor(abs, randomHex = cryptoHex) {
  const stem = Array.from(path5.basename(abs)).slice(0, 48).join("");
  return path5.join(path5.dirname(abs), `.${stem}.${process.pid}.${randomHex()}${TEMP_SUFFIX}`);
}
function isOwnTempName(name) {
  return name.endsWith(TEMP_SUFFIX) && OWN_TEMP_NAME.test(name);
}
function writerPidOf(name) {
  return Number(OWN_TEMP_NAME.exec(name)?.[1]);
}
function writeThroughTemp(tmp, data, mode, durable, place) {
  const fd = fs7.openSync(tmp, fs7.constants.O_WRONLY | fs7.constants.O_CREAT | fs7.constants.O_EXCL | fs7.constants.O_NOFOLLOW, mode);
  try {
    try {
      let off = 0;
      while (off < data.length) off += fs7.writeSync(fd, data, off, data.length - off);
      if (durable) fs7.fsyncSync(fd);
    } finally {
      fs7.closeSync(fd);
    }
    place();
  } catch (e) {
    fs7.rmSync(tmp, { force: true });
    throw e;
  }
}

// server/src/storage/read-fully.ts
import fs8 from "node:fs";
function readFully(fd, buf, length = buf.length) {
  let off = 0;
  while (off < length) {
    const n = fs8.readSync(fd, buf, off, length - off, off);
    if (n === 0) break;
    off += n;
  }
  return off;
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
function readTextContained(_rootDir, abs, shown, maxBytes = MAX_FILE_BYTES) {
  let fd;
  try {
    fd = fs9.openSync(abs, fs9.constants.O_RDONLY | fs9.constants.O_NOFOLLOW | fs9.constants.O_NONBLOCK);
  } catch (e) {
    const code = e.code;
    if (code === "ENOENT") return null;
    if (code === "ELOOP") throw new MemoryError("INVALID_PATH", `${describePath(shown)} is a symbolic link; the memory tools refuse symlinked files.`);
    if (code === "EISDIR") throw new MemoryError("INVALID_PATH", `${describePath(shown)} is a folder, not a file.`);
    throw e;
  }
  try {
    assertDescriptorAt(fd, abs, shown);
    const big = fs9.fstatSync(fd, { bigint: true });
    const st = {
      isDirectory: () => big.isDirectory(),
      isFile: () => big.isFile(),
      nlink: Number(big.nlink),
      size: Number(big.size),
      mtimeMs: Number(big.mtimeNs) / 1e6
    };
    if (st.isDirectory()) throw new MemoryError("INVALID_PATH", `${describePath(shown)} is a folder, not a file.`);
    if (!st.isFile()) throw new MemoryError("INVALID_PATH", `${describePath(shown)} is not a regular file.`);
    if (st.nlink > 1) {
      throw new MemoryError(
        "INVALID_PATH",
        `${describePath(shown)} has ${st.nlink} hard links, so it may be a file from outside the memory root; the tools refuse it.`,
        "Copy the file instead of hard-linking it."
      );
    }
    if (st.size > maxBytes) {
      throw new MemoryError("TOO_LARGE", `${describePath(shown)} is ${st.size} bytes, over the ${maxBytes}-byte limit for memory files.`);
    }
    const buf = Buffer.alloc(st.size);
    const off = readFully(fd, buf);
    const bytes = off === st.size ? buf : buf.subarray(0, off);
    const raw = decode(bytes, shown);
    const bom = raw.startsWith(BOM);
    return { text: bom ? raw.slice(1) : raw, bom, mtimeMs: st.mtimeMs, size: off, identity: { ...identityOf(big), content: bytes } };
  } finally {
    try {
      fs9.closeSync(fd);
    } catch {
    }
  }
}
function startsWithBom(abs) {
  let fd;
  try {
    fd = fs9.openSync(abs, fs9.constants.O_RDONLY | fs9.constants.O_NOFOLLOW | fs9.constants.O_NONBLOCK);
  } catch {
    return false;
  }
  try {
    assertDescriptorAt(fd, abs, abs);
    if (!fs9.fstatSync(fd).isFile()) return false;
    const head = Buffer.alloc(3);
    return fs9.readSync(fd, head, 0, 3, 0) === 3 && head[0] === 239 && head[1] === 187 && head[2] === 191;
  } catch {
    return false;
  } finally {
    try {
      fs9.closeSync(fd);
    } catch {
    }
  }
}
function ensureDirContained(rootDir, dir) {
  if (!isContained(rootDir, dir)) throw new MemoryError("PATH_OUTSIDE_ROOT", "A folder to create lies outside the memory root, which no tool may reach.");
  const missing = [];
  let cur = dir;
  for (; ; ) {
    let st = null;
    try {
      st = fs9.lstatSync(cur);
    } catch (e) {
      if (e.code !== "ENOENT") throw e;
    }
    if (st) break;
    missing.unshift(cur);
    const parent = path6.dirname(cur);
    if (parent === cur || !isContained(rootDir, parent)) break;
    cur = parent;
  }
  const created = [];
  try {
    for (const d of missing) {
      withAnchoredDir(rootDir, path6.dirname(d), path6.relative(rootDir, d), (parent) => {
        try {
          assertNoCaseTwin(parent, path6.basename(d), path6.relative(rootDir, d));
          noteChange();
          fs9.mkdirSync(entryOf(parent, path6.basename(d)));
          created.push(d);
        } catch (e) {
          if (e.code !== "EEXIST") throw translateIoError(e, path6.relative(rootDir, d));
        }
      });
    }
  } catch (e) {
    removeEmptyDirs(rootDir, created);
    throw e;
  }
  const shown = path6.relative(rootDir, dir);
  const last = openAnchoredDir(rootDir, dir, shown);
  if (!last) throw new MemoryError("IO", `The folder ${describePath(shown)} was removed while it was being created.`, "Try again.");
  closeAnchoredDir(last);
  return created;
}
function removeEmptyDirs(rootDir, created) {
  for (const d of [...created].reverse()) {
    try {
      const parent = openAnchoredDir(rootDir, path6.dirname(d));
      if (!parent) continue;
      try {
        fs9.rmdirSync(entryOf(parent, path6.basename(d)));
      } finally {
        closeAnchoredDir(parent);
      }
    } catch {
    }
  }
}
function writeAtomic(rootDir, abs, data, shown = abs, expected, keep) {
  const created = ensureDirContained(rootDir, path6.dirname(abs));
  try {
    writeInFolder(rootDir, abs, data, shown, expected, keep);
  } catch (e) {
    removeEmptyDirs(rootDir, created);
    throw e;
  }
}
function writeInFolder(rootDir, abs, data, shown, expected, keep) {
  withAnchoredDir(rootDir, path6.dirname(abs), shown, (dir) => {
    const leaf = entryOf(dir, path6.basename(abs));
    const tmp = entryOf(dir, path6.basename(tempNameFor(abs)));
    let mode = 420;
    let exists = false;
    try {
      const st = fs9.lstatSync(leaf);
      exists = true;
      if (st.isFile()) mode = st.mode & 511;
    } catch {
    }
    if (expected !== void 0 && exists === (expected === null)) throw new StaleVersionError(shown);
    if (!exists) assertNoCaseTwin(dir, path6.basename(abs), shown);
    const buf = typeof data === "string" ? Buffer.from(data, "utf8") : data;
    try {
      writeThroughTemp(tmp, buf, mode, true, () => {
        if (expected === null) placeNew(tmp, leaf, shown);
        else if (expected === void 0) {
          noteChange();
          fs9.renameSync(tmp, leaf);
        } else replaceExpected(leaf, tmp, expected, shown, keep);
        syncDir(dir.fd);
      });
    } catch (e) {
      throw translateIoError(e, shown);
    }
  });
}
function moveContained(rootDir, fromAbs, toAbs, shown, { exclusive = false, folder = false } = {}) {
  const created = ensureDirContained(rootDir, path6.dirname(toAbs));
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
    path6.dirname(toAbs),
    shown,
    (dst) => withAnchoredDir(rootDir, path6.dirname(fromAbs), shown, (src) => {
      const from = entryOf(src, path6.basename(fromAbs));
      const to = entryOf(dst, path6.basename(toAbs));
      const st = fs9.lstatSync(from);
      if (st.isDirectory() && !folder) throw new MemoryError("INVALID_INPUT", `${describePath(shown)} is a folder; only single files are moved.`);
      const taken = () => new MemoryError("ALREADY_EXISTS", `${describePath(shown)} already exists, so nothing was moved.`);
      if (exclusive && lstatOrNull2(to)) throw taken();
      if (exclusive) assertNoCaseTwin(dst, path6.basename(toAbs), shown);
      try {
        noteChange();
        if (!exclusive || st.isDirectory() || !moveNoReplace(from, to)) fs9.renameSync(from, to);
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
    return fs9.lstatSync(p);
  } catch {
    return null;
  }
}
function removeContained(rootDir, abs, shown = abs, expected, keep) {
  const dir = openAnchoredDir(rootDir, path6.dirname(abs), shown);
  if (!dir) {
    if (expected) throw new StaleVersionError(shown);
    return;
  }
  try {
    const leaf = entryOf(dir, path6.basename(abs));
    if (expected === void 0) {
      noteChange();
      fs9.rmSync(leaf, { force: true });
    } else if (expected === null) assertStillExpected(leaf, null, shown);
    else removeExpected(leaf, expected, shown, keep);
  } finally {
    closeAnchoredDir(dir);
  }
}
function syncDir(fd) {
  try {
    fs9.fsyncSync(fd);
  } catch {
  }
}
function translateIoError(e, shown) {
  if (e instanceof MemoryError) return e;
  const code = e.code;
  if (code === "ENOSPC" || code === "EDQUOT")
    return new MemoryError("IO", `The disk is full, so ${describePath(shown)} was not written; nothing was changed.`, "Free some space and try again.");
  if (code === "EACCES" || code === "EPERM" || code === "EROFS")
    return new MemoryError("IO", `Permission denied writing ${describePath(shown)}; nothing was changed.`, "Check the permissions of the memory root.");
  if (code === "ENAMETOOLONG")
    return new MemoryError("INVALID_PATH", `${describePath(shown)} is too long for the file system, so it was not written.`, "Use a shorter name.");
  if (code === "ENOENT" || code === "ENOTDIR" || code === "ELOOP")
    return new MemoryError(
      "IO",
      `A folder on the way to ${describePath(shown)} was moved or removed while it was being written, so it was not written.`,
      "Try again."
    );
  return e;
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
      const entries = fs9.readdirSync(anchored.via, { withFileTypes: true });
      for (const ent of entries) {
        if (ent.isDirectory()) {
          if (ent.name !== "_trash" && ent.name !== ".history") pending.push(path6.join(abs, ent.name));
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
function writerIsGone(name) {
  const pid = writerPidOf(name);
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
    noteChange();
    try {
      fs9.unlinkSync(entry);
      removed++;
    } catch {
    }
  });
  return removed;
}

// server/src/storage/lock.ts
import fs10 from "node:fs";
import path7 from "node:path";
import { hostname } from "node:os";
var WAIT_LIMIT_MS = 2e4;
var STALE_AFTER_MS = 12e4;
var BREAKER_STALE_MS = 1e4;
function fileLockKey(rel) {
  return `file:${rel}`;
}
function locksDir(rootDir) {
  return path7.join(rootDir, ".locks");
}
function lockNameFor(key) {
  return `${nodeCrypto().createHash("sha256").update(nameKey(key)).digest("hex").slice(0, 32)}.lock`;
}
function inLocksDir(rootDir, name, fn) {
  let dir = openAnchoredDir(rootDir, locksDir(rootDir), ".locks");
  if (!dir) {
    try {
      fs10.mkdirSync(locksDir(rootDir));
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
    fd = fs10.openSync(breaker, "wx");
  } catch {
    try {
      if (Date.now() - fs10.statSync(breaker).mtimeMs > BREAKER_STALE_MS) fs10.rmSync(breaker, { force: true });
    } catch {
    }
    return;
  }
  try {
    if (fs10.readFileSync(file, "utf8") === judged) fs10.rmSync(file, { force: true });
  } catch {
  } finally {
    fs10.closeSync(fd);
    fs10.rmSync(breaker, { force: true });
  }
}
function tryAcquire(rootDir, name, token) {
  return inLocksDir(rootDir, name, (file) => tryAcquireAt(file, token));
}
function tryAcquireAt(file, token) {
  const tmp = `${file}.${process.pid}.${nodeCrypto().randomBytes(4).toString("hex")}.new`;
  try {
    fs10.writeFileSync(tmp, token, { flag: "wx", mode: 420 });
  } catch (e) {
    const code = e.code;
    if (code === "ENOENT") return false;
    throw lockIoError(e);
  }
  try {
    fs10.linkSync(tmp, file);
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
    fs10.unlinkSync(file);
  } catch (e) {
    if (e.code !== "ENOENT") throw e;
  }
}
function tryAcquireExclusive(file, token) {
  try {
    const fd = fs10.openSync(file, fs10.constants.O_WRONLY | fs10.constants.O_CREAT | fs10.constants.O_EXCL | fs10.constants.O_NOFOLLOW, 420);
    try {
      fs10.writeSync(fd, token);
    } finally {
      fs10.closeSync(fd);
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
      const judged = inLocksDir(rootDir, name, (file) => ({ content: fs10.readFileSync(file, "utf8"), mtimeMs: fs10.lstatSync(file).mtimeMs }));
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
        if (fs10.readFileSync(file, "utf8") === token) unlinkIfThere(file);
      });
    } catch {
    }
  }
}
function lockFileThere(rootDir, name) {
  try {
    return fs10.lstatSync(path7.join(locksDir(rootDir), name), { throwIfNoEntry: false }) !== void 0;
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
    for (const name of fs10.readdirSync(dir.via)) {
      const isNew = NEW_FILE.test(name);
      if (!isNew && !BREAK_FILE.test(name)) continue;
      const file = entryOf(dir, name);
      try {
        const st = fs10.lstatSync(file);
        if (!st.isFile() || uid !== void 0 && st.uid !== uid) continue;
        const stale = isNew ? holderIsGone(readToken(file), st.mtimeMs) : Date.now() - st.mtimeMs > BREAKER_STALE_MS;
        if (!stale) continue;
        fs10.unlinkSync(file);
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
  const fd = fs10.openSync(file, fs10.constants.O_RDONLY | fs10.constants.O_NOFOLLOW | fs10.constants.O_NONBLOCK);
  try {
    const buf = Buffer.alloc(256);
    return buf.subarray(0, fs10.readSync(fd, buf, 0, buf.length, 0)).toString("utf8");
  } finally {
    fs10.closeSync(fd);
  }
}

// server/src/core/dates.ts
var ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
var DATE_SHAPE = "\\d{4}-\\d{2}-\\d{2}";
var DATE_IN_TEXT = new RegExp(`\\b(${DATE_SHAPE})\\b`);
var LEADING_DATE = new RegExp(`^(${DATE_SHAPE})(?=$|[.\\-_ ])`);
var DATE_FILE = new RegExp(`^(${DATE_SHAPE})\\.md$`);
var DATE_FILE_SUFFIXED = new RegExp(`^(${DATE_SHAPE})(-[a-z0-9-]+)?\\.md$`);
function isIsoDate(value) {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}
function leadingDate(name) {
  return LEADING_DATE.exec(name)?.[1] ?? null;
}
function dateFileName(name, opts = {}) {
  const d = (opts.suffix ? DATE_FILE_SUFFIXED : DATE_FILE).exec(name)?.[1];
  return d !== void 0 && isIsoDate(d) ? d : null;
}
function firstDateIn(text) {
  const d = DATE_IN_TEXT.exec(text)?.[1];
  return d !== void 0 && isIsoDate(d) ? d : void 0;
}
function isDateKey(key) {
  return /^(date|updated|created|processed|last_updated)$|_date$|[a-z]Date$/.test(key);
}
function invalidDateField(value, depth = 0) {
  if (depth > 6 || value === null || typeof value !== "object") return null;
  for (const [key, v] of Object.entries(value)) {
    if (!Array.isArray(value) && isDateKey(key) && v !== null && !(typeof v === "string" && isIsoDate(v))) return { key, value: v };
    const inner = invalidDateField(v, depth + 1);
    if (inner) return inner;
  }
  return null;
}
function assertIsoDate(value, field) {
  if (!isIsoDate(value)) {
    throw new MemoryError("INVALID_INPUT", `${field} must be a real date in YYYY-MM-DD form, got "${value}".`);
  }
  return value;
}
function today(now = /* @__PURE__ */ new Date()) {
  const y = now.getUTCFullYear();
  if (!(y >= 0 && y <= 9999)) return now.toISOString().slice(0, 10);
  const two = (n) => n < 10 ? `0${n}` : `${n}`;
  return `${String(y).padStart(4, "0")}-${two(now.getUTCMonth() + 1)}-${two(now.getUTCDate())}`;
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
var plainLine = (key) => new RegExp(String.raw`^${key}:[ \t]*(?:"([^"\\\n]{1,200})"|'([^'\n]{1,200})'|([^\s"'#][^#\n]{0,199}?))[ \t]*$`, "mu");
var PLAIN_META_LINE = { slug: plainLine("slug"), name: plainLine("name") };
function plainMetaValue(text, key) {
  const m = PLAIN_META_LINE[key].exec(text);
  const value = m ? (m[1] ?? m[2] ?? m[3] ?? "").trim() : "";
  if (value === "" || /[\u0000-\u001f]/u.test(value)) return null;
  return key === "slug" && !isKebabCase(value) ? null : value;
}
var META_HEADER = "# Project metadata \u2014 auto-populated by create_project, human-editable thereafter.\n";
function indexEntryFor(meta) {
  return {
    id: meta.id,
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
function findProjectByKey(index, key) {
  return index.projects.find((p) => p.slug === key) ?? index.projects.find((p) => p.aliases.includes(key)) ?? index.projects.find((p) => p.id !== "" && p.id === key.toLowerCase());
}
function indexLacksIds(index) {
  return index.projects.some((p) => p.id === "");
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
      id: s(p.id),
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
function emptyProjectListSentence(total, filter, createHint) {
  const wanted = [filter.status ? `status "${filter.status}"` : "", filter.tag ? `tag "${filter.tag}"` : ""].filter(Boolean).join(" and ");
  if (total === 0 || !wanted) return `No projects yet. ${createHint}`;
  return `No project has ${wanted}; ${total} project(s) exist with other ${filter.status ? "statuses" : "tags"} (list them without the filter).`;
}

// server/src/storage/shared-repo.ts
import { execFileSync } from "node:child_process";
import fs11 from "node:fs";
import path8 from "node:path";
var SHARED_DIR = ".project-memory";
var MAX_SHARED_ENTRIES = 2e4;
function lstat(p) {
  try {
    return fs11.lstatSync(p);
  } catch {
    return null;
  }
}
function git(cwd, args) {
  try {
    return execFileSync("git", ["-C", cwd, ...args], { encoding: "utf8", timeout: 3e3, env: currentEnv(), stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return null;
  }
}
function gitTopLevel(cwd) {
  const out = git(cwd, ["rev-parse", "--show-toplevel"]);
  return out ? realOrSelf(out) : null;
}
function realOrSelf(p) {
  try {
    return fs11.realpathSync(p);
  } catch {
    return path8.resolve(p);
  }
}
function findRepoPlace(cwd) {
  let dir = realOrSelf(cwd);
  for (; ; ) {
    const g = lstat(path8.join(dir, ".git"));
    if (g) {
      const s = lstat(path8.join(dir, SHARED_DIR));
      return { top: dir, git: g.isDirectory() ? "dir" : "file", shared: s ? path8.join(dir, SHARED_DIR) : null };
    }
    const parent = path8.dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}
function mainWorktreeOf(place) {
  if (place.git === "dir") return place.top;
  const common = git(place.top, ["rev-parse", "--git-common-dir"]);
  if (!common) return null;
  const abs = realOrSelf(path8.resolve(place.top, common));
  return path8.basename(abs) === ".git" ? path8.dirname(abs) : null;
}
function placeInMainWorktree(dir) {
  const place = findRepoPlace(dir);
  if (!place || place.git !== "file") return null;
  const main = mainWorktreeOf(place);
  return main === null ? null : path8.join(main, path8.relative(place.top, realOrSelf(dir)));
}
function refused(what, hint = "Replace links with real files and folders, then start again.") {
  return new MemoryError("INVALID_PATH", `The shared memory folder ${what}; it was not used.`, hint);
}
function inRootProblem(rootDir, dir) {
  if (isInside(rootDir, dir)) return refused(`${dir} is inside the memory root ${rootDir}`, "Share from a repository outside the memory root.");
  if (isInside(dir, rootDir)) return refused(`${dir} holds the memory root ${rootDir}`, "Keep the memory root outside the shared folder.");
  return null;
}
function checkSharedFolder(dir, rootDir) {
  if (!path8.isAbsolute(dir) || path8.normalize(dir) !== dir || path8.basename(dir) !== SHARED_DIR) throw refused(`${dir} is not a folder named ${SHARED_DIR}`);
  const inRoot = inRootProblem(rootDir, dir);
  if (inRoot) throw inRoot;
  const st = lstat(dir);
  if (!st) throw new MemoryError("NOT_FOUND", `There is no shared memory folder at ${dir}.`);
  if (st.isSymbolicLink()) throw refused(`${dir} is a symbolic link`);
  if (!st.isDirectory()) throw refused(`${dir} is not a folder`);
  if (realOrSelf(dir) !== dir) throw refused(`${dir} is reached through a symbolic link`);
  const top = path8.dirname(dir);
  if (!lstat(path8.join(top, ".git"))) throw refused(`${dir} is not at the top of a git work tree`);
  let seen = 0;
  const walk = (d) => {
    for (const ent of fs11.readdirSync(d, { withFileTypes: true })) {
      if (++seen > MAX_SHARED_ENTRIES) throw refused(`${dir} holds more than ${MAX_SHARED_ENTRIES} entries`);
      const p = path8.join(d, ent.name);
      if (ent.isSymbolicLink()) throw refused(`${dir} contains the symbolic link ${path8.relative(dir, p)}`);
      if (ent.isDirectory()) walk(p);
      else if (!ent.isFile()) throw refused(`${dir} contains ${path8.relative(dir, p)}, which is not a regular file`);
      else if (fs11.lstatSync(p).nlink > 1) throw refused(`${dir} contains the hard-linked file ${path8.relative(dir, p)}`);
    }
  };
  walk(dir);
  return dir;
}
function sharedSlugOf(dir) {
  return plainMetaValue(metaHead(dir) ?? "", "slug");
}
function sharedNameOf(dir) {
  return plainMetaValue(metaHead(dir) ?? "", "name");
}
function metaHead(dir) {
  return readHead(path8.join(dir, "_meta.yaml"));
}
function readHead(file) {
  try {
    const fd = fs11.openSync(file, fs11.constants.O_RDONLY | fs11.constants.O_NOFOLLOW);
    try {
      const buf = Buffer.alloc(64 * 1024);
      return buf.subarray(0, fs11.readSync(fd, buf, 0, buf.length, 0)).toString("utf8");
    } finally {
      fs11.closeSync(fd);
    }
  } catch {
    return null;
  }
}
var POINTER_NAME = ".shared";
var POINTER_IGNORE = `/projects/*/${POINTER_NAME}`;
var POINTER_PATHSPEC = `:(glob)projects/*/${POINTER_NAME}`;
function pointerPath(rootDir, slug) {
  return path8.join(rootDir, "projects", slug, POINTER_NAME);
}
function readPointer(rootDir, slug) {
  const text = readHead(pointerPath(rootDir, slug));
  if (text === null) return null;
  try {
    const o = JSON.parse(text);
    if (typeof o.dir !== "string" || !path8.isAbsolute(o.dir) || path8.normalize(o.dir) !== o.dir || path8.basename(o.dir) !== SHARED_DIR || o.dir.includes("\0"))
      return null;
    const paths = Array.isArray(o.paths) ? o.paths.filter((p) => typeof p === "string" && path8.isAbsolute(p)) : [];
    return { dir: o.dir, paths };
  } catch {
    return null;
  }
}
function unmountedSharedProblem(rootDir, slug) {
  if (!lstat(pointerPath(rootDir, slug))) return null;
  const pointer = readPointer(rootDir, slug);
  const where = pointer ? pointer.dir : `the folder its pointer projects/${slug}/${POINTER_NAME} names`;
  const fix = `run \`project-memory status --project ${slug}\` inside the clone at its new place (or in a fresh clone of the repository) to use it from there, or \`project-memory unbind --project ${slug}\` to stop using it on this machine`;
  const missing = pointer === null || !isRealDir(pointer.dir);
  return new MemoryError(
    "NOT_FOUND",
    missing ? `Project ${slug} is shared in ${where}, which is missing (the clone was moved, renamed, unmounted or deleted), so nothing was written.` : `Project ${slug} is shared in ${where}, which was not used (\`project-memory doctor\` says why), so nothing was written.`,
    missing ? `To fix it, ${fix}.` : "Fix what doctor reports about that folder, then try again."
  );
}
function isRealDir(p) {
  return lstat(p)?.isDirectory() === true;
}
function renderPointer(p) {
  return `${JSON.stringify({ dir: p.dir, paths: p.paths }, null, 2)}
`;
}
function pointerSlugs(rootDir) {
  let names;
  try {
    names = fs11.readdirSync(path8.join(rootDir, "projects"));
  } catch {
    return [];
  }
  return names.filter((n) => isKebabCase(n) && lstat(pointerPath(rootDir, n))?.isFile() === true);
}

// server/src/storage/scope-files.ts
import fs12 from "node:fs";
import path9 from "node:path";
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
function listScopeFiles(rootDir, scopeDir2, folders) {
  const out = [];
  const base = mountedAbs(rootDir, scopeDir2);
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
          st = fs12.lstatSync(`${dirAbs}/${name}`, { throwIfNoEntry: false });
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
function statScopeFile(rootDir, scopeDir2, rel) {
  if (!isSearchedPath(rel)) return void 0;
  try {
    const st = fs12.lstatSync(path9.join(mountedAbs(rootDir, scopeDir2), rel));
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
    fd = fs12.openSync(abs, fs12.constants.O_RDONLY | fs12.constants.O_NOFOLLOW | fs12.constants.O_NONBLOCK);
  } catch {
    return null;
  }
  try {
    if (!descriptorIsAt(fd, abs)) return null;
    const st = fs12.fstatSync(fd);
    if (!eligible(st)) return null;
    if (st.size > scratch.length && st.size <= SCRATCH_LIMIT) scratch = Buffer.allocUnsafe(Math.max(st.size, scratch.length * 2));
    const buf = st.size <= scratch.length ? scratch : Buffer.allocUnsafe(st.size);
    let off = 0;
    while (off < st.size) {
      const n = fs12.readSync(fd, buf, off, st.size - off, off);
      if (n === 0) break;
      off += n;
    }
    return { bytes: buf.subarray(0, off), mtimeMs: st.mtimeMs, size: st.size, ctimeMs: st.ctimeMs };
  } catch {
    return null;
  } finally {
    fs12.closeSync(fd);
  }
}
function scopeFileAbs(rootDir, scopeDir2, rel) {
  return path9.join(mountedAbs(rootDir, scopeDir2), rel);
}

// server/src/core/markdown-blocks.ts
var FRONT_MATTER_OPEN = /^---[ \t]*(?:ya?ml[ \t]*)?$/i;
var FRONT_MATTER_CLOSE = /^---[ \t]*$/;
var FENCE_OPEN = /^ {0,3}(`{3,}|~{3,})(.*)$/;
var FENCE_CLOSE = /^ {0,3}(`{3,}|~{3,})[ \t]*$/;
var ATX_HEADING = /^ {0,3}(#{1,6})(?:[ \t](.*))?$/;
var SETEXT_UNDERLINE = /^ {0,3}(=+|-+)[ \t]*$/;
var NOT_PARAGRAPH = /^(?: {4,}|\t| {0,3}(?:[-+*]|\d{1,9}[.)])(?:[ \t]|$)| {0,3}>| {0,3}(?:(?:\*[ \t]*){3,}|(?:_[ \t]*){3,})$| {0,3}<)/;
function splitLines(text) {
  const lines2 = text.split("\n");
  for (let i = 0; i < lines2.length; i++) {
    const line = lines2[i];
    if (line.endsWith("\r")) lines2[i] = line.slice(0, -1);
  }
  if (lines2[0]?.startsWith("\uFEFF")) lines2[0] = lines2[0].slice(1);
  return lines2;
}
function frontMatterLineCount(lines2) {
  const first = lines2[0]?.replace(/^\uFEFF/, "");
  if (first === void 0 || !FRONT_MATTER_OPEN.test(first)) return 0;
  for (let i = 1; i < lines2.length; i++) {
    if (FRONT_MATTER_CLOSE.test(lines2[i])) return i + 1;
  }
  return 0;
}
function fenceOpening(line) {
  const m = FENCE_OPEN.exec(line);
  const marker = m?.[1];
  if (!marker) return null;
  if (marker[0] === "`" && (m[2] ?? "").includes("`")) return null;
  return { char: marker[0], length: marker.length };
}
function closesFence(fence, line) {
  const marker = FENCE_CLOSE.exec(line)?.[1];
  return marker !== void 0 && marker[0] === fence.char && marker.length >= fence.length;
}
function fenceMarker(fence) {
  return fence.char.repeat(fence.length);
}
function fenceTracker() {
  let open = null;
  return (raw) => {
    const line = raw.endsWith("\r") ? raw.slice(0, -1) : raw;
    if (open) {
      if (closesFence(open, line)) open = null;
      return true;
    }
    open = fenceOpening(line);
    return open !== null;
  };
}
function unclosedFence(lines2) {
  let open = null;
  for (const raw of lines2) {
    const line = raw.endsWith("\r") ? raw.slice(0, -1) : raw;
    if (open) {
      if (closesFence(open, line)) open = null;
    } else open = fenceOpening(line);
  }
  return open ? fenceMarker(open) : null;
}
function parseAtxHeading(line) {
  const m = ATX_HEADING.exec(line);
  if (!m) return null;
  const level = m[1].length;
  const content = (m[2] ?? "").trim();
  let end = content.length;
  while (end > 0 && content.charCodeAt(end - 1) === 35) end--;
  if (end === 0) return { level, text: "" };
  const before = content[end - 1];
  const text = end < content.length && (before === " " || before === "	") ? content.slice(0, end).trimEnd() : content;
  return { level, text };
}
function classifyLines(markdown) {
  return classify(splitLines(markdown));
}
function classify(lines2) {
  const frontMatter = frontMatterLineCount(lines2);
  const out = new Array(lines2.length);
  let fence = null;
  let paragraphStart = -1;
  for (let i = 0; i < lines2.length; i++) {
    const text = i === 0 ? lines2[0].replace(/^\uFEFF/, "") : lines2[i];
    if (i < frontMatter) {
      out[i] = { text, kind: "frontmatter" };
      continue;
    }
    if (fence) {
      if (closesFence(fence, text)) {
        fence = null;
        out[i] = { text, kind: "code", fence: "close" };
      } else out[i] = { text, kind: "code" };
      continue;
    }
    fence = fenceOpening(text);
    if (fence) {
      out[i] = { text, kind: "code", fence: "open" };
      paragraphStart = -1;
      continue;
    }
    const atx = parseAtxHeading(text);
    if (atx) {
      out[i] = { text, kind: "text", heading: { ...atx, setext: false } };
      paragraphStart = -1;
      continue;
    }
    const underline = paragraphStart >= 0 ? SETEXT_UNDERLINE.exec(text) : null;
    if (underline) {
      const heading = { level: underline[1][0] === "=" ? 1 : 2, text: "", setext: true };
      heading.text = out.slice(paragraphStart, i).map((l) => l.text.trim()).join(" ");
      out[paragraphStart] = { ...out[paragraphStart], heading };
      for (let j = paragraphStart + 1; j < i; j++) out[j] = { ...out[j], headingPart: true };
      out[i] = { text, kind: "text", headingPart: true };
      paragraphStart = -1;
      continue;
    }
    out[i] = { text, kind: "text" };
    const paragraphLine = text.trim() !== "" && !NOT_PARAGRAPH.test(text) && !SETEXT_UNDERLINE.test(text);
    if (!paragraphLine) paragraphStart = -1;
    else if (paragraphStart < 0) paragraphStart = i;
  }
  return out;
}
function atxHeadingOf(line, level) {
  const h = line?.heading;
  return h && !h.setext && (level === void 0 || h.level === level) ? h : void 0;
}
function nestAtxHeadings(text, upTo, by) {
  const inFence = fenceTracker();
  return text.split("\n").map((line) => {
    if (inFence(line)) return line;
    const h = parseAtxHeading(line.endsWith("\r") ? line.slice(0, -1) : line);
    if (!h || h.level > upTo) return line;
    const at = line.indexOf("#");
    return line.slice(0, at) + "#".repeat(by) + line.slice(at);
  }).join("\n");
}

// server/src/core/text-lines.ts
function splitLinesKeepEnds(text) {
  const lines2 = [];
  let start = 0;
  for (; ; ) {
    const nl = text.indexOf("\n", start);
    if (nl === -1) break;
    lines2.push(text.slice(start, nl + 1));
    start = nl + 1;
  }
  if (start < text.length) lines2.push(text.slice(start));
  return lines2;
}
function lineContent(line) {
  if (line.endsWith("\r\n")) return line.slice(0, -2);
  if (line.endsWith("\n")) return line.slice(0, -1);
  return line;
}
function lineEnding(line) {
  if (line.endsWith("\r\n")) return "\r\n";
  if (line.endsWith("\n")) return "\n";
  return "";
}
function contentLines(text) {
  return splitLinesKeepEnds(text).map(lineContent);
}
function lineCount(text) {
  return splitLinesKeepEnds(text).length;
}
function preferredEol(text) {
  let lf = 0;
  let crlf = 0;
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) {
    if (i > 0 && text.charCodeAt(i - 1) === 13) crlf++;
    else lf++;
  }
  return crlf > lf ? "\r\n" : "\n";
}
function isBlank(line) {
  return line.trim() === "";
}
function withoutTrailingBlankLines(text) {
  let end = text.length;
  for (; ; ) {
    let i = end;
    while (i > 0 && (text[i - 1] === " " || text[i - 1] === "	" || text[i - 1] === "\r")) i--;
    if (i === 0) return "";
    if (text[i - 1] !== "\n") break;
    end = i - 1;
    if (end > 0 && text[end - 1] === "\r") end--;
  }
  return text.slice(0, end);
}
function appendBlock(existing, block) {
  return appendBlocks(existing, [block]);
}
function appendBlocks(existing, blocks) {
  if (blocks.length === 0) return existing;
  const eol = existing === "" ? preferredEol(blocks[0]) : preferredEol(existing);
  const parts = [];
  const head = withoutTrailingBlankLines(existing);
  if (head !== "") parts.push(head);
  for (const block of blocks) {
    const tail = withoutTrailingBlankLines(block).replace(/\r?\n/g, eol);
    if (tail !== "") parts.push(tail);
  }
  return parts.join(eol + eol) + eol;
}

// server/src/core/decisions-scan.ts
var DECISION_STATUSES = ["Draft", "Active", "Under Review", "Superseded", "Retired"];
var ID_TAG = "(?=[a-z]*\\d)[a-z0-9]{4}(?![A-Za-z0-9])";
var DECISION_HEADING = new RegExp(`^ {0,3}##[ \\t]+[Dd](\\d+)(?!\\d)(?:-(${ID_TAG}))?[ \\t]*(?:(?:\xB7|\u2022|\u2014|\u2013|-|:|\\.)[ \\t]*)?(.*?)[ \\t]*$`);
var FIELD_LINE = /^[ \t]*[-*+][ \t]+(?:\*\*|__)?([A-Za-z][A-Za-z _-]{0,40}?)(?:\*\*|__)?[ \t]*:(?:\*\*|__)?[ \t]*(.*?)[ \t]*$/d;
var STUB_TITLE = /^(.*)[ \t]+(?:—|–|--|-)[ \t]+(Draft|Active|Under Review|Superseded|Retired)(?:[ \t]+by[ \t]+(D\d+(?:-[a-z0-9]{4})?))?[ \t]+(?:→|->)[ \t]+(\S+)$/i;
var DECISION_ID = new RegExp(`^D(\\d+)(?!\\d)(?:-(${ID_TAG}))?$`, "i");
var DECISION_ID_IN_TEXT = new RegExp(`\\bD(\\d+)(?!\\d)(?:-(${ID_TAG}))?(?![\\w])`, "gi");
function formatDecisionId(num, tag) {
  return tag ? `D${num}-${tag.toLowerCase()}` : `D${num}`;
}
function headingDecisionId(line) {
  const m = DECISION_HEADING.exec(line);
  return m ? formatDecisionId(Number(m[1]), m[2]) : void 0;
}
function compareDecisionIds(a, b) {
  const pa = DECISION_ID.exec(a);
  const pb = DECISION_ID.exec(b);
  const na = pa ? Number(pa[1]) : Number.MAX_SAFE_INTEGER;
  const nb = pb ? Number(pb[1]) : Number.MAX_SAFE_INTEGER;
  if (na !== nb) return na - nb;
  return a < b ? -1 : a > b ? 1 : 0;
}
function fieldKey(key) {
  return key.toLowerCase().replace(/[^a-z]/g, "");
}
function normaliseStatus(text) {
  const key = fieldKey(text);
  return DECISION_STATUSES.find((s) => fieldKey(s) === key);
}
function normaliseDecisionId(text) {
  const m = DECISION_ID.exec(text.trim());
  return m ? formatDecisionId(Number(m[1]), m[2]) : void 0;
}
function decisionIdsIn(value) {
  if (!value) return [];
  return [...value.matchAll(DECISION_ID_IN_TEXT)].map((m) => formatDecisionId(Number(m[1]), m[2]));
}
function scan(text) {
  const lines2 = splitLinesKeepEnds(text);
  const contents = lines2.map(lineContent);
  const kinds = classify(contents);
  const headings = [];
  for (let i = 0; i < contents.length; i++) {
    const h = atxHeadingOf(kinds[i]);
    if (h && h.level <= 2) headings.push({ index: i, decision: h.level === 2 && DECISION_HEADING.test(contents[i]) });
  }
  const spans = [];
  const strayHeadings = [];
  for (let h = 0; h < headings.length; h++) {
    const { index, decision } = headings[h];
    if (decision) {
      const next = headings[h + 1];
      spans.push({ heading: index, end: (next ? next.index : lines2.length) - 1 });
    } else if (spans.length > 0) {
      strayHeadings.push(index);
    }
  }
  return { lines: lines2, contents, spans, strayHeadings };
}
function layoutEntry(s, span) {
  const { lines: lines2, contents } = s;
  const head = DECISION_HEADING.exec(contents[span.heading]);
  const num = Number(head[1]);
  const tag = head[2]?.toLowerCase();
  let title = head[3] ?? "";
  let last = span.end;
  while (last > span.heading && isBlank(contents[last])) last--;
  let i = span.heading + 1;
  while (i <= last && isBlank(contents[i])) i++;
  const fieldIndexes = [];
  const fields = [];
  for (; i <= last; i++) {
    const m = FIELD_LINE.exec(contents[i]);
    if (!m) break;
    fieldIndexes.push(i);
    fields.push({ key: m[1].trim(), value: m[2], line: i + 1 });
  }
  const bodyStart = fieldIndexes.length > 0 ? fieldIndexes[fieldIndexes.length - 1] + 1 : span.heading + 1;
  let b = bodyStart;
  while (b <= last && isBlank(contents[b])) b++;
  const body = contents.slice(b, last + 1).join("\n");
  const known = /* @__PURE__ */ new Map();
  for (const f of fields) {
    const k = fieldKey(f.key);
    if (!known.has(k)) known.set(k, f.value);
  }
  let statusText = known.get("status");
  let stub;
  let stubSupersededBy;
  const stubMatch = STUB_TITLE.exec(title);
  if (stubMatch) {
    title = stubMatch[1].trim();
    stub = { link: stubMatch[4] };
    statusText ??= stubMatch[2];
    stubSupersededBy = stubMatch[3] ? normaliseDecisionId(stubMatch[3]) : void 0;
  }
  const entry = {
    id: formatDecisionId(num, tag),
    num,
    title,
    status: statusText === void 0 ? void 0 : normaliseStatus(statusText),
    statusText,
    date: known.get("date"),
    fields,
    body,
    startLine: span.heading + 1,
    endLine: last + 1,
    raw: contents.slice(span.heading, last + 1).reduce((acc, c, k) => k === 0 ? c : acc + lineEnding(lines2[span.heading + k - 1]) + c, "")
  };
  const optional = [
    ["topic", "topic"],
    ["location", "location"],
    ["supersedes", "supersedes"],
    ["supersededBy", "supersededby"]
  ];
  for (const [prop, key] of optional) {
    const v = known.get(key);
    if (v !== void 0) entry[prop] = v;
  }
  if (entry.supersededBy === void 0 && stubSupersededBy !== void 0) entry.supersededBy = stubSupersededBy;
  if (stub) entry.stub = stub;
  if (tag) entry.tag = tag;
  return { entry, heading: span.heading, fieldIndexes, last };
}
function singleLine(value, field) {
  const v = value.trim();
  if (/[\r\n]/.test(v)) {
    throw new MemoryError("INVALID_INPUT", `The decision ${field} must be a single line.`, `Put longer text in the body.`);
  }
  return v;
}
function requireStatus(status) {
  const s = normaliseStatus(status);
  if (!s) {
    throw new MemoryError("INVALID_INPUT", `"${status}" is not a decision status.`, `Use one of: ${DECISION_STATUSES.join(", ")}.`);
  }
  return s;
}
function requireDecisionId(value, field) {
  const id = normaliseDecisionId(value);
  if (!id) throw new MemoryError("INVALID_INPUT", `${field} must be a decision id such as D3, got "${value}".`);
  return id;
}

// server/src/core/decision-edits.ts
function validateChanges(c) {
  const v = {};
  if (c.status !== void 0) v.status = requireStatus(c.status);
  if (c.supersededBy !== void 0) v.supersededBy = requireDecisionId(c.supersededBy, "Superseded by");
  if (c.note !== void 0) {
    const text = singleLine(c.note.text, "note");
    if (text === "") throw new MemoryError("INVALID_INPUT", "A review note needs text.");
    v.note = `${assertIsoDate(c.note.date, "The note date")} \u2014 ${text}`;
  }
  return v;
}
function withValue(line, value) {
  const content = lineContent(line);
  const m = FIELD_LINE.exec(content);
  const [start, end] = m.indices[2];
  return content.slice(0, start) + value + content.slice(end) + lineEnding(line);
}
function editedEntryLines(s, layout, changes, eol) {
  const { lines: lines2, contents } = s;
  const out = lines2.slice(layout.heading, layout.last + 1);
  const rel = (i) => i - layout.heading;
  const fieldsOf = (k) => layout.fieldIndexes.filter((i) => fieldKey(FIELD_LINE.exec(contents[i])[1]) === k);
  const inserts = [];
  const lastField = layout.fieldIndexes.length > 0 ? rel(layout.fieldIndexes[layout.fieldIndexes.length - 1]) : 0;
  if (changes.status !== void 0) {
    const [at] = fieldsOf("status");
    if (at !== void 0) {
      if (normaliseStatus(FIELD_LINE.exec(contents[at])[2]) !== changes.status) out[rel(at)] = withValue(lines2[at], changes.status);
    } else {
      const before = layout.fieldIndexes.length > 0 ? rel(layout.fieldIndexes[0]) - 1 : 0;
      inserts.push({ after: before, text: `- Status: ${changes.status}` });
    }
  }
  if (changes.supersededBy !== void 0) {
    const [at] = fieldsOf("supersededby");
    if (at !== void 0) {
      if (FIELD_LINE.exec(contents[at])[2] !== changes.supersededBy) out[rel(at)] = withValue(lines2[at], changes.supersededBy);
    } else {
      inserts.push({ after: lastField, text: `- Superseded by: ${changes.supersededBy}` });
    }
  }
  if (changes.note !== void 0) inserts.push({ after: lastField, text: `- Review note: ${changes.note}` });
  const byPosition = /* @__PURE__ */ new Map();
  for (const ins of inserts) byPosition.set(ins.after, [...byPosition.get(ins.after) ?? [], ins.text]);
  for (const after of [...byPosition.keys()].sort((a, b) => b - a)) {
    const texts = byPosition.get(after);
    const anchor = out[after];
    const anchorEnding = lineEnding(anchor);
    if (anchorEnding === "") {
      out[after] = anchor + eol;
      out.splice(after + 1, 0, ...texts.map((t, k) => k === texts.length - 1 ? t : t + eol));
    } else {
      out.splice(after + 1, 0, ...texts.map((t) => t + anchorEnding));
    }
  }
  return out;
}
function spansById(s) {
  const byId = /* @__PURE__ */ new Map();
  for (const span of s.spans) {
    const id = headingDecisionId(s.contents[span.heading]);
    const list = byId.get(id);
    if (list) list.push(span);
    else byId.set(id, [span]);
  }
  return byId;
}
function findUnique(byId, id) {
  const wanted = normaliseDecisionId(id);
  if (!wanted) throw new MemoryError("INVALID_INPUT", `"${id}" is not a decision id.`, "Decision ids look like D7.");
  const found = byId.get(wanted) ?? [];
  if (found.length === 0) {
    throw new MemoryError("NOT_FOUND", `decisions.md has no decision ${wanted}.`, "List the decisions to find the right id.");
  }
  if (found.length > 1) {
    throw new MemoryError(
      "INVALID_FORMAT",
      `decisions.md has ${found.length} entries with id ${wanted}.`,
      "Renumber the duplicate by hand (project-memory doctor lists them)."
    );
  }
  return found[0];
}
function setDecisionFieldsMany(text, changesById) {
  if (changesById.size === 0) return text;
  const s = scan(text);
  const eol = preferredEol(text);
  const edits = /* @__PURE__ */ new Map();
  const byId = spansById(s);
  for (const [id, changes] of changesById) {
    const span = findUnique(byId, id);
    const layout = layoutEntry(s, span);
    if (layout.entry.stub) {
      throw new MemoryError(
        "INVALID_INPUT",
        `${layout.entry.id} is compacted to a one-line stub and cannot be changed in decisions.md.`,
        `Its full entry is in ${layout.entry.stub.link.replace(/#.*$/, "")}; edit the stub by hand if it must change.`
      );
    }
    edits.set(span.heading, validateChanges(changes));
  }
  const out = [];
  let i = 0;
  for (const span of s.spans) {
    const changes = edits.get(span.heading);
    if (!changes) continue;
    const layout = layoutEntry(s, span);
    for (; i < layout.heading; i++) out.push(s.lines[i]);
    out.push(...editedEntryLines(s, layout, changes, eol));
    i = layout.last + 1;
  }
  for (; i < s.lines.length; i++) out.push(s.lines[i]);
  return out.join("");
}
function replaceDecisionEntries(text, replacementsById) {
  if (replacementsById.size === 0) return text;
  const s = scan(text);
  const byHeading = /* @__PURE__ */ new Map();
  const byId = spansById(s);
  for (const [id, replacement] of replacementsById) byHeading.set(findUnique(byId, id).heading, replacement);
  const out = [];
  let i = 0;
  for (const span of s.spans) {
    const replacement = byHeading.get(span.heading);
    if (replacement === void 0) continue;
    const layout = layoutEntry(s, span);
    for (; i < layout.heading; i++) out.push(s.lines[i]);
    out.push(replacement + lineEnding(s.lines[layout.last]));
    i = layout.last + 1;
  }
  for (; i < s.lines.length; i++) out.push(s.lines[i]);
  return out.join("");
}

// server/src/core/decisions.ts
function parseDecisions(text) {
  const s = scan(text);
  const entries = s.spans.map((span) => layoutEntry(s, span).entry);
  const first = s.spans[0];
  const preamble = first ? s.lines.slice(0, first.heading).join("") : text;
  return { preamble, entries };
}
function nextDecisionNumber(entries) {
  let max = 0;
  for (const e of entries) if (e.num > max) max = e.num;
  return max + 1;
}
function nestBodyHeadings(body) {
  return nestAtxHeadings(body, 2, 2);
}
function renderDecision(d) {
  if (!Number.isInteger(d.num) || d.num < 1) {
    throw new MemoryError("INVALID_INPUT", `A decision number must be a positive integer, got ${d.num}.`);
  }
  const title = singleLine(d.title, "title");
  if (title === "") throw new MemoryError("INVALID_INPUT", "A decision needs a one-line title.");
  if (d.tag !== void 0 && !/^(?=[a-z]*\d)[a-z0-9]{4}$/.test(d.tag))
    throw new MemoryError("INVALID_INPUT", `A decision id tag is four characters of a-z0-9 with a digit, got "${d.tag}".`);
  const lines2 = [`## ${formatDecisionId(d.num, d.tag)} \xB7 ${title}`, `- Status: ${requireStatus(d.status)}`, `- Date: ${assertIsoDate(d.date, "Date")}`];
  if (d.topic?.trim()) lines2.push(`- Topic: ${singleLine(d.topic, "topic")}`);
  if (d.location?.trim()) lines2.push(`- Location: ${singleLine(d.location, "location")}`);
  if (d.supersedes?.trim()) {
    const ids = singleLine(d.supersedes, "supersedes").split(/[\s,]+/).filter(Boolean).map((v) => requireDecisionId(v, "Supersedes"));
    lines2.push(`- Supersedes: ${ids.join(", ")}`);
  }
  const body = nestBodyHeadings(d.body?.replace(/\r\n/g, "\n") ?? "").trim();
  if (body) lines2.push("", body);
  return lines2.join("\n") + "\n";
}
function renderDecisionStub(s) {
  const by = s.status === "Superseded" && s.supersededBy ? ` by ${s.supersededBy}` : "";
  return `## ${formatDecisionId(s.num, s.tag)} \xB7 ${s.title} \u2014 ${s.status}${by} \u2192 ${s.link}`;
}
function appendDecision(text, rendered) {
  return appendBlock(text, rendered);
}

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
function versionsOf(entries, path11) {
  const out = [];
  let last;
  for (const e of entries) {
    if (e.path !== path11) continue;
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
import fs13 from "node:fs";
import path10 from "node:path";
import { createRequire as createRequire3 } from "node:module";
var HISTORY_DIR = ".history";
var MAX_LOG_BYTES = 8 * 1024 * 1024;
var RETENTION_EVERY_MS = 24 * 36e5;
var ORPHAN_GRACE_MS = 36e5;
var load = createRequire3("/");
var zlib;
var gz = () => zlib ??= load("node:zlib");
var als3;
function withOrigin(origin, fn) {
  als3 ??= new (load("node:async_hooks")).AsyncLocalStorage();
  return als3.run(origin, fn);
}
function currentOrigin(env = currentEnv()) {
  const found = als3?.getStore();
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
  return path10.join(rootDir, HISTORY_DIR, slug);
}
function objectDir(rootDir, slug, sha) {
  return path10.join(scopeDir(rootDir, slug), "objects", sha.slice(0, 2));
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
  let anchored = openAnchoredDir(rootDir, dir, path10.relative(rootDir, dir));
  if (!anchored) {
    ensureHistoryDir(rootDir, dir);
    anchored = openAnchoredDir(rootDir, dir, path10.relative(rootDir, dir));
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
  const size = fs13.fstatSync(fd).size;
  if (size < 18) return false;
  const tail = Buffer.alloc(4);
  fs13.readSync(fd, tail, 0, 4, size - 4);
  return tail.readUInt32LE(0) === bytes.length % 2 ** 32;
}
function storeObject(rootDir, slug, bytes, sha = shaOf(bytes)) {
  inDir(rootDir, objectDir(rootDir, slug, sha), (entry) => {
    const file = entry(`${sha}.gz`);
    let fd = null;
    try {
      fd = fs13.openSync(file, fs13.constants.O_RDONLY | fs13.constants.O_NOFOLLOW | fs13.constants.O_NONBLOCK);
    } catch (e) {
      if (e.code !== "ENOENT") throw e;
    }
    if (fd !== null) {
      try {
        if (fs13.fstatSync(fd).isFile() && looksWhole(fd, bytes)) {
          const now = /* @__PURE__ */ new Date();
          fs13.futimesSync(fd, now, now);
          return;
        }
      } finally {
        fs13.closeSync(fd);
      }
      const tmp = entry(`.${sha.slice(0, 12)}.${process.pid}.${nodeCrypto().randomBytes(4).toString("hex")}${TEMP_SUFFIX}`);
      writeNew(tmp, bytes);
      fs13.renameSync(tmp, file);
      return;
    }
    try {
      writeNew(file, bytes);
      made?.files.push(path10.join(objectDir(rootDir, slug, sha), `${sha}.gz`));
    } catch (e) {
      if (e.code !== "EEXIST") throw e;
    }
  });
  return sha;
}
function writeNew(file, bytes) {
  const fd = fs13.openSync(file, fs13.constants.O_WRONLY | fs13.constants.O_CREAT | fs13.constants.O_EXCL | fs13.constants.O_NOFOLLOW, 384);
  try {
    fs13.writeSync(fd, gz().gzipSync(bytes));
  } finally {
    fs13.closeSync(fd);
  }
}
function readObject(rootDir, slug, sha) {
  const dir = openAnchoredDir(rootDir, objectDir(rootDir, slug, sha));
  if (!dir) return null;
  try {
    const bytes = gz().gunzipSync(fs13.readFileSync(entryOf(dir, `${sha}.gz`)));
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
      const fd = fs13.openSync(file, fs13.constants.O_RDWR | fs13.constants.O_APPEND | fs13.constants.O_CREAT | fs13.constants.O_NOFOLLOW, 384);
      let same;
      try {
        const before = fs13.fstatSync(fd).size;
        let head = "";
        if (before > 0) {
          const last = Buffer.alloc(1);
          fs13.readSync(fd, last, 0, 1, before - 1);
          if (last[0] !== 10) head = "\n";
        }
        const buf = Buffer.from(head + data, "utf8");
        fs13.writeSync(fd, buf);
        size = before + buf.length;
        const now = fs13.lstatSync(file, { throwIfNoEntry: false });
        same = now !== void 0 && now.ino === fs13.fstatSync(fd).ino;
      } finally {
        fs13.closeSync(fd);
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
    return parseLog(fs13.readFileSync(entryOf(dir, "log.jsonl"), "utf8"));
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
  const stamp = path10.join(scopeDir(rootDir, slug), "retained");
  try {
    if (logSize <= MAX_LOG_BYTES && now - fs13.lstatSync(stamp).mtimeMs < RETENTION_EVERY_MS) return;
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
        const fd = fs13.openSync(entry("log.jsonl"), fs13.constants.O_RDONLY | fs13.constants.O_NOFOLLOW);
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
              n = fs13.lstatSync(path10.join(objectDir(rootDir, slug, sha), `${sha}.gz`)).size;
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
          fs13.writeFileSync(tmp, kept2.map(renderEntry).join(""), { mode: 384 });
          fs13.renameSync(tmp, entry("log.jsonl"));
          if (old) {
            const late = readFrom(old.fd, old.size).text;
            if (late) fs13.appendFileSync(entry("log.jsonl"), late.endsWith("\n") ? late : `${late}
`);
          }
        }
      } finally {
        if (old) fs13.closeSync(old.fd);
      }
      const live = /* @__PURE__ */ new Set();
      for (const e of kept2) for (const sha of [e.sha, e.prev]) if (sha) live.add(sha);
      const objectsRemoved = sweepObjects(rootDir, slug, live, nowMs);
      fs13.writeFileSync(entry("retained"), `${new Date(nowMs).toISOString()}
`);
      return { entriesBefore: entries.length, entriesAfter: kept2.length, objectsRemoved };
    });
  });
}
function readFrom(fd, offset) {
  const size = fs13.fstatSync(fd).size;
  if (size <= offset) return { text: "", end: offset };
  const buf = Buffer.alloc(size - offset);
  let off = 0;
  while (off < buf.length) {
    const n = fs13.readSync(fd, buf, off, buf.length - off, offset + off);
    if (n === 0) break;
    off += n;
  }
  return { text: buf.subarray(0, off).toString("utf8"), end: offset + off };
}
function sweepObjects(rootDir, slug, live, nowMs) {
  const base = path10.join(scopeDir(rootDir, slug), "objects");
  let removed = 0;
  const top = openAnchoredDir(rootDir, base);
  if (!top) return 0;
  let shards;
  try {
    shards = fs13.readdirSync(top.via).filter((n) => /^[0-9a-f]{2}$/.test(n));
  } finally {
    closeAnchoredDir(top);
  }
  for (const shard of shards) {
    const dir = openAnchoredDir(rootDir, path10.join(base, shard));
    if (!dir) continue;
    try {
      for (const name of fs13.readdirSync(dir.via)) {
        const sha = name.endsWith(".gz") ? name.slice(0, -3) : null;
        if (sha && live.has(sha)) continue;
        const file = entryOf(dir, name);
        try {
          const st = fs13.lstatSync(file);
          if (!st.isFile() || nowMs - st.mtimeMs < ORPHAN_GRACE_MS) continue;
          fs13.rmSync(file, { force: true });
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
    fd = fs13.openSync(abs, fs13.constants.O_RDONLY | fs13.constants.O_NOFOLLOW | fs13.constants.O_NONBLOCK);
  } catch (e) {
    const code = e.code;
    if (code === "ENOENT" || code === "ELOOP" || code === "EISDIR") return null;
    throw e;
  }
  try {
    assertDescriptorAt(fd, abs, shown);
    const st = fs13.fstatSync(fd);
    if (!st.isFile() || st.nlink > 1) return null;
    return { bytes: fs13.readFileSync(fd), mtimeMs: st.mtimeMs };
  } finally {
    try {
      fs13.closeSync(fd);
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
    const current2 = readCurrentBytes(rootDir, abs, rel);
    const prev = current2 ? storeObject(rootDir, scope.slug, current2.bytes) : null;
    const sha = next ? storeObject(rootDir, scope.slug, next) : null;
    if (prev === sha) return NOTHING;
    const who = origin ?? currentOrigin(env);
    entry = { t: (/* @__PURE__ */ new Date()).toISOString(), path: scope.path, prev, sha, tool: who.tool };
    if (who.session) entry.session = who.session;
    if (current2) entry.prevTime = new Date(current2.mtimeMs).toISOString();
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

// server/src/storage/late-writes.ts
import fs14 from "node:fs";
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
      fs14.closeSync(fd);
      return;
    }
    const made2 = Date.now();
    const until = made2 + WATCH_MS;
    const w = { fd, rootDir, rel, abs, size: replaced.size, mtimeNs: replaced.mtimeNs, original, made: made2, until, latest: until + LOCK_WAIT_MS };
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
    fs14.closeSync(w.fd);
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
  const st = fs14.fstatSync(w.fd, { bigint: true });
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
      const current2 = readTextContained(w.rootDir, w.abs, w.rel);
      const head = current2 ? Buffer.from(current2.bom ? `\uFEFF${current2.text}` : current2.text, "utf8") : Buffer.alloc(0);
      const joint = head.length > 0 && head[head.length - 1] !== 10 && extra[0] !== 10 ? Buffer.from("\n") : Buffer.alloc(0);
      const next = Buffer.concat([head, joint, extra]);
      try {
        keepChange(w.rootDir, w.rel, w.abs, next, LATE_ORIGIN).around(
          () => writeAtomic(w.rootDir, w.abs, next, w.rel, current2, watchReplaced(w.rootDir, w.rel, w.abs))
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
    const kept2 = storeObject(w.rootDir, scope.slug, bytes);
    let now = null;
    try {
      const current2 = readTextContained(w.rootDir, w.abs, w.rel);
      now = current2 ? storeObject(w.rootDir, scope.slug, Buffer.from(current2.bom ? `\uFEFF${current2.text}` : current2.text, "utf8")) : null;
    } catch {
    }
    if (kept2 === now) return;
    appendEntries(w.rootDir, scope.slug, [{ t: (/* @__PURE__ */ new Date()).toISOString(), path: scope.path, prev: kept2, sha: now, tool: LATE_ORIGIN.tool }]);
  });
}
function keepLateVersion(w) {
  try {
    keepVersion(w, readBytes(w.fd, Math.min(Number(fs14.fstatSync(w.fd).size), MAX_FILE_BYTES)));
  } catch {
  }
}

export {
  envVar,
  nonEmpty,
  nodeCrypto,
  MemoryError,
  isMemoryError,
  TEMP_SUFFIX,
  describePath,
  parseMemoryPath,
  nameKey,
  reservedReason,
  hiddenReason,
  currentEnv,
  registerMount,
  unregisterMount,
  mountOf,
  mountsOf,
  splitMounted,
  mountedAbs,
  isInside,
  resolveContained,
  descriptorPath,
  descriptorIsAt,
  restartable,
  retryingWaits,
  outsideCalls,
  pause,
  noteChange,
  waitingSince,
  countRounds,
  withAnchoredDir,
  entryOf,
  listAnchored,
  removeTreeAnchored,
  StaleVersionError,
  spellAsOnDisk,
  tempNameFor,
  readFully,
  MAX_FILE_BYTES,
  readTextContained,
  startsWithBom,
  ensureDirContained,
  writeAtomic,
  moveContained,
  removeContained,
  sweepTempFiles,
  fileLockKey,
  withLock,
  sweepLockLeftovers,
  versionsOf,
  pickVersion,
  withOrigin,
  readObject,
  readEntries,
  readCurrentBytes,
  keepChange,
  commitAll,
  watchReplaced,
  isIsoDate,
  leadingDate,
  dateFileName,
  firstDateIn,
  invalidDateField,
  assertIsoDate,
  today,
  daysBetween,
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
  findProjectByKey,
  indexLacksIds,
  normaliseProjectsIndex,
  emptyProjectListSentence,
  SHARED_DIR,
  gitTopLevel,
  findRepoPlace,
  mainWorktreeOf,
  placeInMainWorktree,
  inRootProblem,
  checkSharedFolder,
  sharedSlugOf,
  sharedNameOf,
  POINTER_NAME,
  pointerPath,
  readPointer,
  unmountedSharedProblem,
  isRealDir,
  renderPointer,
  pointerSlugs,
  SKIPPED_DIR_NAMES,
  UNSEARCHED_FILE_NAMES,
  isHiddenEntryName,
  isSearchedPath,
  listScopeFiles,
  compareWalkOrder,
  statScopeFile,
  readFileBytes,
  scopeFileAbs,
  frontMatterLineCount,
  fenceTracker,
  unclosedFence,
  parseAtxHeading,
  classifyLines,
  classify,
  atxHeadingOf,
  nestAtxHeadings,
  splitLinesKeepEnds,
  lineContent,
  lineEnding,
  contentLines,
  lineCount,
  preferredEol,
  isBlank,
  appendBlock,
  appendBlocks,
  DECISION_STATUSES,
  formatDecisionId,
  compareDecisionIds,
  fieldKey,
  normaliseDecisionId,
  decisionIdsIn,
  scan,
  layoutEntry,
  setDecisionFieldsMany,
  replaceDecisionEntries,
  parseDecisions,
  nextDecisionNumber,
  renderDecision,
  renderDecisionStub,
  appendDecision
};
