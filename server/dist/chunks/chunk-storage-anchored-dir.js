#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  StaleVersionError,
  TEMP_SUFFIX,
  assertStillExpected,
  assertWitnessIs,
  describePath,
  identityOf,
  nameKey,
  openWitness,
  readBytes,
  reservedReason,
  writtenDuringReplace
} from "./chunk-core-path-rules.js";
import {
  MemoryError
} from "./chunk-core-errors.js";

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

// server/src/storage/containment.ts
import fs2 from "node:fs";
import path2 from "node:path";

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
    return fs2.lstatSync(p);
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
  let current = baseDir;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    const next = path2.join(current, part);
    const isLeaf = i === parts.length - 1;
    const st = lstatOrNull(next);
    if (st === null) {
      return { abs: path2.join(current, ...parts.slice(i)), stat: null };
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
  let held;
  try {
    held = fs2.fstatSync(fd);
  } catch {
    return false;
  }
  try {
    if (fs2.realpathSync(expected) !== expected) return false;
    const named = fs2.lstatSync(expected);
    if (named.dev === held.dev && named.ino === held.ino) return true;
  } catch {
  }
  return held.isFile() && held.nlink === 0;
}

// server/src/storage/lazy-crypto.ts
import { createRequire } from "node:module";
var crypto;
function nodeCrypto() {
  crypto ??= createRequire("/")("node:crypto");
  return crypto;
}

// server/src/storage/anchored-dir.ts
import fs3 from "node:fs";
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
    fd = fs3.openSync(absDir, fs3.constants.O_RDONLY | fs3.constants.O_DIRECTORY | fs3.constants.O_NOFOLLOW);
  } catch (e) {
    const code = e.code;
    if (code === "ENOENT") return null;
    if (code === "ELOOP" || code === "ENOTDIR" && isLink(absDir)) throw outsideFolder(shown);
    if (code === "ENOTDIR") throw new MemoryError("INVALID_PATH", `A parent of ${describePath(shown)} is not a folder.`);
    throw e;
  }
  if (!descriptorIsAt(fd, absDir)) {
    fs3.closeSync(fd);
    throw outsideFolder(shown);
  }
  return { fd, via: PROC_FD ? `/proc/self/fd/${fd}` : absDir, abs: absDir };
}
function isLink(p) {
  try {
    return fs3.lstatSync(p).isSymbolicLink();
  } catch {
    return false;
  }
}
function closeAnchoredDir(dir) {
  try {
    fs3.closeSync(dir.fd);
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
    return fs3.readdirSync(dir.via, { withFileTypes: true });
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
    for (const ent of fs3.readdirSync(dir.via, { withFileTypes: true })) {
      if (ent.isDirectory()) removeTreeAnchored(rootDir, path3.join(absDir, ent.name));
      else fs3.rmSync(entryOf(dir, ent.name), { force: true });
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
    fs3.rmdirSync(entryOf(parent, path3.basename(absDir)));
  } catch {
  } finally {
    closeAnchoredDir(parent);
  }
}

// server/src/storage/atomic-file.ts
import fs4 from "node:fs";
import path4 from "node:path";
var OWN_TEMP_NAME = /^\.(?:.{1,48})\.([1-9]\d{0,9})\.[0-9a-f]{12}\.pm-tmp$/su;
var cryptoHex = () => nodeCrypto().randomBytes(6).toString("hex");
function tempNameFor(abs, randomHex = cryptoHex) {
  const stem = Array.from(path4.basename(abs)).slice(0, 48).join("");
  return path4.join(path4.dirname(abs), `.${stem}.${process.pid}.${randomHex()}${TEMP_SUFFIX}`);
}
function isOwnTempName(name) {
  return name.endsWith(TEMP_SUFFIX) && OWN_TEMP_NAME.test(name);
}
function writerPidOf(name) {
  return Number(OWN_TEMP_NAME.exec(name)?.[1]);
}
function writeThroughTemp(tmp, data, mode, durable, place) {
  const fd = fs4.openSync(tmp, fs4.constants.O_WRONLY | fs4.constants.O_CREAT | fs4.constants.O_EXCL | fs4.constants.O_NOFOLLOW, mode);
  let open = true;
  const close = () => {
    if (open) {
      open = false;
      fs4.closeSync(fd);
    }
  };
  let placed = false;
  try {
    let off = 0;
    while (off < data.length) off += fs4.writeSync(fd, data, off, data.length - off);
    if (durable) fs4.fsyncSync(fd);
    placed = place(fd, close);
  } catch (e) {
    if (!placed) fs4.rmSync(tmp, { force: true });
    throw e;
  } finally {
    try {
      close();
    } catch {
    }
  }
}
var quickHex = () => Math.floor(Math.random() * 2 ** 48).toString(16).padStart(12, "0");
function writeFileAtomic(dir, name, data, mode = 384) {
  const target = path4.join(dir, name);
  const tmp = tempNameFor(target, quickHex);
  try {
    writeThroughTemp(tmp, typeof data === "string" ? Buffer.from(data, "utf8") : data, mode, false, (_fd, close) => {
      close();
      fs4.renameSync(tmp, target);
      return true;
    });
    return true;
  } catch {
    return false;
  }
}

// server/src/storage/case-twins.ts
import fs5 from "node:fs";
import path5 from "node:path";
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
    if (!present(path5.join(cur, part))) {
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
    cur = path5.join(cur, name);
  }
  return out;
}

// server/src/storage/fs-safe.ts
import fs8 from "node:fs";
import path7 from "node:path";

// server/src/storage/replace.ts
import fs6 from "node:fs";
import path6 from "node:path";
var PUT_BACK_ROUNDS = 8;
function replaceExpected(dir, leaf, tmp, tmpFd, data, expected, mode, shown) {
  const witness = openWitness(leaf);
  try {
    if (witness !== null) assertWitnessIs(witness, expected, shown);
    assertStillExpected(leaf, expected, shown);
    fs6.renameSync(tmp, leaf);
    const missed = witness === null ? null : writtenDuringReplace(witness, expected);
    if (missed !== null) {
      putBack(dir, leaf, data, missed, mode, identityOf(fs6.fstatSync(tmpFd, { bigint: true })));
      throw new StaleVersionError(shown);
    }
    return true;
  } finally {
    if (witness !== null) fs6.closeSync(witness);
  }
}
function removeExpected(dir, leaf, expected, shown) {
  const witness = openWitness(leaf);
  if (witness === null) throw new StaleVersionError(shown);
  try {
    assertWitnessIs(witness, expected, shown);
    assertStillExpected(leaf, expected, shown);
    const mode = Number(fs6.fstatSync(witness).mode & 511);
    fs6.unlinkSync(leaf);
    const missed = writtenDuringReplace(witness, expected);
    if (missed !== null) {
      const tmp = writeTemp(dir, leaf, missed, mode);
      try {
        placeNew(tmp, leaf, shown);
      } finally {
        fs6.rmSync(tmp, { force: true });
      }
      throw new StaleVersionError(shown);
    }
  } finally {
    fs6.closeSync(witness);
  }
}
function writeTemp(dir, leaf, content, mode) {
  const tmp = entryOf(dir, path6.basename(tempNameFor(leaf)));
  const fd = fs6.openSync(tmp, fs6.constants.O_WRONLY | fs6.constants.O_CREAT | fs6.constants.O_EXCL | fs6.constants.O_NOFOLLOW, mode);
  try {
    let off = 0;
    while (off < content.length) off += fs6.writeSync(fd, content, off, content.length - off);
    fs6.fsyncSync(fd);
  } finally {
    fs6.closeSync(fd);
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
      const identity = identityOf(fs6.fstatSync(witness, { bigint: true }));
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
      fs6.renameSync(tmp, leaf);
      tmp = null;
      const again = writtenDuringReplace(witness, { identity });
      if (again === null) return;
      extra = again.subarray(0, current.length).equals(current) ? Buffer.concat([next, again.subarray(current.length)]) : again;
      base = next;
      known = null;
    } catch {
      return;
    } finally {
      fs6.closeSync(witness);
      if (tmp !== null) fs6.rmSync(tmp, { force: true });
    }
  }
}
function placeNew(tmp, leaf, shown) {
  try {
    fs6.linkSync(tmp, leaf);
  } catch (e) {
    const code = e.code;
    if (code === "EEXIST") throw new StaleVersionError(shown);
    if (code !== "EPERM" && code !== "ENOTSUP" && code !== "EOPNOTSUPP" && code !== "EXDEV") throw e;
    assertStillExpected(leaf, null, shown);
    fs6.renameSync(tmp, leaf);
    return true;
  }
  fs6.rmSync(tmp, { force: true });
  return true;
}
function moveNoReplace(from, to) {
  try {
    fs6.linkSync(from, to);
  } catch (e) {
    const code = e.code;
    if (code === "EPERM" || code === "ENOTSUP" || code === "EOPNOTSUPP" || code === "EXDEV") return false;
    throw e;
  }
  try {
    fs6.rmSync(from, { force: true });
  } catch (e) {
    fs6.rmSync(to, { force: true });
    throw e;
  }
  return true;
}

// server/src/storage/read-fully.ts
import fs7 from "node:fs";
function readFully(fd, buf, length = buf.length) {
  let off = 0;
  while (off < length) {
    const n = fs7.readSync(fd, buf, off, length - off, off);
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
    fd = fs8.openSync(abs, fs8.constants.O_RDONLY | fs8.constants.O_NOFOLLOW | fs8.constants.O_NONBLOCK);
  } catch (e) {
    const code = e.code;
    if (code === "ENOENT") return null;
    if (code === "ELOOP") throw new MemoryError("INVALID_PATH", `${describePath(shown)} is a symbolic link; the memory tools refuse symlinked files.`);
    if (code === "EISDIR") throw new MemoryError("INVALID_PATH", `${describePath(shown)} is a folder, not a file.`);
    throw e;
  }
  try {
    assertDescriptorAt(fd, abs, shown);
    const big = fs8.fstatSync(fd, { bigint: true });
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
      fs8.closeSync(fd);
    } catch {
    }
  }
}
function startsWithBom(abs) {
  let fd;
  try {
    fd = fs8.openSync(abs, fs8.constants.O_RDONLY | fs8.constants.O_NOFOLLOW | fs8.constants.O_NONBLOCK);
  } catch {
    return false;
  }
  try {
    assertDescriptorAt(fd, abs, abs);
    if (!fs8.fstatSync(fd).isFile()) return false;
    const head = Buffer.alloc(3);
    return fs8.readSync(fd, head, 0, 3, 0) === 3 && head[0] === 239 && head[1] === 187 && head[2] === 191;
  } catch {
    return false;
  } finally {
    try {
      fs8.closeSync(fd);
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
      st = fs8.lstatSync(cur);
    } catch (e) {
      if (e.code !== "ENOENT") throw e;
    }
    if (st) break;
    missing.unshift(cur);
    const parent = path7.dirname(cur);
    if (parent === cur || !isContained(rootDir, parent)) break;
    cur = parent;
  }
  const created = [];
  try {
    for (const d of missing) {
      withAnchoredDir(rootDir, path7.dirname(d), path7.relative(rootDir, d), (parent) => {
        try {
          assertNoCaseTwin(parent, path7.basename(d), path7.relative(rootDir, d));
          fs8.mkdirSync(entryOf(parent, path7.basename(d)));
          created.push(d);
        } catch (e) {
          if (e.code !== "EEXIST") throw translateIoError(e, path7.relative(rootDir, d));
        }
      });
    }
  } catch (e) {
    removeEmptyDirs(rootDir, created);
    throw e;
  }
  const shown = path7.relative(rootDir, dir);
  const last = openAnchoredDir(rootDir, dir, shown);
  if (!last) throw new MemoryError("IO", `The folder ${describePath(shown)} was removed while it was being created.`, "Try again.");
  closeAnchoredDir(last);
  return created;
}
function removeEmptyDirs(rootDir, created) {
  for (const d of [...created].reverse()) {
    try {
      const parent = openAnchoredDir(rootDir, path7.dirname(d));
      if (!parent) continue;
      try {
        fs8.rmdirSync(entryOf(parent, path7.basename(d)));
      } finally {
        closeAnchoredDir(parent);
      }
    } catch {
    }
  }
}
function writeAtomic(rootDir, abs, data, shown = abs, expected) {
  const created = ensureDirContained(rootDir, path7.dirname(abs));
  try {
    writeInFolder(rootDir, abs, data, shown, expected);
  } catch (e) {
    removeEmptyDirs(rootDir, created);
    throw e;
  }
}
function writeInFolder(rootDir, abs, data, shown, expected) {
  withAnchoredDir(rootDir, path7.dirname(abs), shown, (dir) => {
    const leaf = entryOf(dir, path7.basename(abs));
    const tmp = entryOf(dir, path7.basename(tempNameFor(abs)));
    let mode = 420;
    let exists = false;
    try {
      const st = fs8.lstatSync(leaf);
      exists = true;
      if (st.isFile()) mode = st.mode & 511;
    } catch {
    }
    if (expected !== void 0 && exists === (expected === null)) throw new StaleVersionError(shown);
    if (!exists) assertNoCaseTwin(dir, path7.basename(abs), shown);
    const buf = typeof data === "string" ? Buffer.from(data, "utf8") : data;
    try {
      writeThroughTemp(tmp, buf, mode, true, (fd, close) => {
        let placed;
        if (expected === null) {
          close();
          placed = placeNew(tmp, leaf, shown);
        } else if (expected === void 0) {
          close();
          fs8.renameSync(tmp, leaf);
          placed = true;
        } else {
          placed = replaceExpected(dir, leaf, tmp, fd, buf, expected, mode, shown);
        }
        syncDir(dir.fd);
        return placed;
      });
    } catch (e) {
      throw translateIoError(e, shown);
    }
  });
}
function moveContained(rootDir, fromAbs, toAbs, shown, { exclusive = false, folder = false } = {}) {
  const created = ensureDirContained(rootDir, path7.dirname(toAbs));
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
    path7.dirname(fromAbs),
    shown,
    (src) => withAnchoredDir(rootDir, path7.dirname(toAbs), shown, (dst) => {
      const from = entryOf(src, path7.basename(fromAbs));
      const to = entryOf(dst, path7.basename(toAbs));
      const st = fs8.lstatSync(from);
      if (st.isDirectory() && !folder) throw new MemoryError("INVALID_INPUT", `${describePath(shown)} is a folder; only single files are moved.`);
      const taken = () => new MemoryError("ALREADY_EXISTS", `${describePath(shown)} already exists, so nothing was moved.`);
      if (exclusive && lstatOrNull2(to)) throw taken();
      if (exclusive) assertNoCaseTwin(dst, path7.basename(toAbs), shown);
      try {
        if (!exclusive || st.isDirectory() || !moveNoReplace(from, to)) fs8.renameSync(from, to);
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
    return fs8.lstatSync(p);
  } catch {
    return null;
  }
}
function removeContained(rootDir, abs, shown = abs, expected) {
  const dir = openAnchoredDir(rootDir, path7.dirname(abs), shown);
  if (!dir) {
    if (expected) throw new StaleVersionError(shown);
    return;
  }
  try {
    const leaf = entryOf(dir, path7.basename(abs));
    if (expected === void 0) fs8.rmSync(leaf, { force: true });
    else if (expected === null) assertStillExpected(leaf, null, shown);
    else removeExpected(dir, leaf, expected, shown);
  } finally {
    closeAnchoredDir(dir);
  }
}
function syncDir(fd) {
  try {
    fs8.fsyncSync(fd);
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
      const entries = fs8.readdirSync(anchored.via, { withFileTypes: true });
      for (const ent of entries) {
        if (ent.isDirectory()) {
          if (ent.name !== "_trash" && ent.name !== ".history") pending.push(path7.join(abs, ent.name));
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
    try {
      fs8.unlinkSync(entry);
      removed++;
    } catch {
    }
  });
  return removed;
}

// server/src/storage/lock.ts
import fs9 from "node:fs";
import path8 from "node:path";
import { hostname } from "node:os";
var WAIT_LIMIT_MS = 2e4;
var STALE_AFTER_MS = 12e4;
var sleeper = new Int32Array(new SharedArrayBuffer(4));
function sleep(ms) {
  Atomics.wait(sleeper, 0, 0, ms);
}
function locksDir(rootDir) {
  return path8.join(rootDir, ".locks");
}
function lockNameFor(key) {
  return `${nodeCrypto().createHash("sha256").update(nameKey(key)).digest("hex").slice(0, 32)}.lock`;
}
function inLocksDir(rootDir, name, fn) {
  let dir = openAnchoredDir(rootDir, locksDir(rootDir), ".locks");
  if (!dir) {
    try {
      fs9.mkdirSync(locksDir(rootDir));
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
    fd = fs9.openSync(breaker, "wx");
  } catch {
    try {
      if (Date.now() - fs9.statSync(breaker).mtimeMs > 1e4) fs9.rmSync(breaker, { force: true });
    } catch {
    }
    return;
  }
  try {
    if (fs9.readFileSync(file, "utf8") === judged) fs9.rmSync(file, { force: true });
  } catch {
  } finally {
    fs9.closeSync(fd);
    fs9.rmSync(breaker, { force: true });
  }
}
function tryAcquire(rootDir, name, token) {
  return inLocksDir(rootDir, name, (file) => tryAcquireAt(file, token));
}
function tryAcquireAt(file, token) {
  const tmp = `${file}.${process.pid}.${nodeCrypto().randomBytes(4).toString("hex")}.new`;
  try {
    fs9.writeFileSync(tmp, token, { flag: "wx", mode: 420 });
  } catch (e) {
    const code = e.code;
    if (code === "ENOENT") return false;
    throw lockIoError(e);
  }
  try {
    fs9.linkSync(tmp, file);
    return true;
  } catch (e) {
    const code = e.code;
    if (code === "EEXIST" || code === "ENOENT") return false;
    if (code === "EPERM" || code === "ENOTSUP" || code === "EOPNOTSUPP") return tryAcquireExclusive(file, token);
    throw lockIoError(e);
  } finally {
    fs9.rmSync(tmp, { force: true });
  }
}
function tryAcquireExclusive(file, token) {
  try {
    const fd = fs9.openSync(file, fs9.constants.O_WRONLY | fs9.constants.O_CREAT | fs9.constants.O_EXCL | fs9.constants.O_NOFOLLOW, 420);
    try {
      fs9.writeSync(fd, token);
    } finally {
      fs9.closeSync(fd);
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
      const judged = inLocksDir(rootDir, name, (file) => ({ content: fs9.readFileSync(file, "utf8"), mtimeMs: fs9.lstatSync(file).mtimeMs }));
      if (holderIsGone(judged.content, judged.mtimeMs)) {
        breakStaleLock(rootDir, name, judged.content);
        continue;
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
    sleep(delay + Math.random() * delay);
    delay = Math.min(delay * 2, 50);
  }
  try {
    return fn();
  } finally {
    try {
      inLocksDir(rootDir, name, (file) => {
        if (fs9.readFileSync(file, "utf8") === token) fs9.rmSync(file, { force: true });
      });
    } catch {
    }
  }
}

export {
  nodeCrypto,
  currentEnv,
  PROC_FD,
  registerMount,
  unregisterMount,
  mountOf,
  mountsOf,
  splitMounted,
  mountedAbs,
  isInside,
  resolveContained,
  descriptorPath,
  assertDescriptorAt,
  descriptorIsAt,
  openAnchoredDir,
  closeAnchoredDir,
  withAnchoredDir,
  entryOf,
  listAnchored,
  removeTreeAnchored,
  tempNameFor,
  isOwnTempName,
  writeFileAtomic,
  spellAsOnDisk,
  readFully,
  MAX_FILE_BYTES,
  readTextContained,
  startsWithBom,
  ensureDirContained,
  removeEmptyDirs,
  writeAtomic,
  moveContained,
  removeContained,
  translateIoError,
  countOwnTempFiles,
  sweepTempFiles,
  locksDir,
  withLock
};
