#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  StaleVersionError,
  TEMP_SUFFIX,
  assertDescriptorAt,
  assertStillExpected,
  assertWitnessIs,
  closeAnchoredDir,
  describePath,
  entryOf,
  identityOf,
  isContained,
  nameKey,
  nodeCrypto,
  noteChange,
  openAnchoredDir,
  openWitness,
  reservedReason,
  withAnchoredDir
} from "./chunk-core-path-rules.js";
import {
  MemoryError
} from "./chunk-core-errors.js";

// server/src/storage/case-twins.ts
import fs from "node:fs";
import path from "node:path";
function assertNoCaseTwin(dir, name, shown) {
  const key = nameKey(name);
  let names;
  try {
    names = fs.readdirSync(dir.via);
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
    fs.lstatSync(p);
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
    if (!present(path.join(cur, part))) {
      let names;
      try {
        names = fs.readdirSync(cur).sort();
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
    cur = path.join(cur, name);
  }
  return out;
}

// server/src/storage/atomic-file.ts
import fs2 from "node:fs";
import path2 from "node:path";
var OWN_TEMP_NAME = /^\.(?:.{1,48})\.([1-9]\d{0,9})\.[0-9a-f]{12}\.pm-tmp$/su;
var cryptoHex = () => nodeCrypto().randomBytes(6).toString("hex");
function tempNameFor(abs, randomHex = cryptoHex) {
  const stem = Array.from(path2.basename(abs)).slice(0, 48).join("");
  return path2.join(path2.dirname(abs), `.${stem}.${process.pid}.${randomHex()}${TEMP_SUFFIX}`);
}
function isOwnTempName(name) {
  return name.endsWith(TEMP_SUFFIX) && OWN_TEMP_NAME.test(name);
}
function writerPidOf(name) {
  return Number(OWN_TEMP_NAME.exec(name)?.[1]);
}
function writeThroughTemp(tmp, data, mode, durable, place) {
  const fd = fs2.openSync(tmp, fs2.constants.O_WRONLY | fs2.constants.O_CREAT | fs2.constants.O_EXCL | fs2.constants.O_NOFOLLOW, mode);
  try {
    try {
      let off = 0;
      while (off < data.length) off += fs2.writeSync(fd, data, off, data.length - off);
      if (durable) fs2.fsyncSync(fd);
    } finally {
      fs2.closeSync(fd);
    }
    place();
  } catch (e) {
    fs2.rmSync(tmp, { force: true });
    throw e;
  }
}
var quickHex = () => Math.floor(Math.random() * 2 ** 48).toString(16).padStart(12, "0");
function writeFileAtomic(dir, name, data, mode = 384) {
  const target = path2.join(dir, name);
  const tmp = tempNameFor(target, quickHex);
  noteChange();
  try {
    writeThroughTemp(tmp, typeof data === "string" ? Buffer.from(data, "utf8") : data, mode, false, () => fs2.renameSync(tmp, target));
    return true;
  } catch {
    return false;
  }
}

// server/src/storage/fs-safe.ts
import fs5 from "node:fs";
import path3 from "node:path";

// server/src/storage/replace.ts
import fs3 from "node:fs";
function replaceExpected(leaf, tmp, expected, shown, keep) {
  const witness = openWitness(leaf);
  let held = witness;
  try {
    if (witness !== null) assertWitnessIs(witness, expected, shown);
    assertStillExpected(leaf, expected, shown);
    noteChange();
    fs3.renameSync(tmp, leaf);
    held = null;
    if (witness !== null) keep(witness, expected.identity);
  } finally {
    if (held !== null) fs3.closeSync(held);
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
    fs3.unlinkSync(leaf);
    held = null;
    keep(witness, expected.identity);
  } finally {
    if (held !== null) fs3.closeSync(held);
  }
}
function placeNew(tmp, leaf, shown) {
  noteChange();
  try {
    fs3.linkSync(tmp, leaf);
  } catch (e) {
    const code = e.code;
    if (code === "EEXIST") throw new StaleVersionError(shown);
    if (code !== "EPERM" && code !== "ENOTSUP" && code !== "EOPNOTSUPP" && code !== "EXDEV") throw e;
    assertStillExpected(leaf, null, shown);
    fs3.renameSync(tmp, leaf);
    return;
  }
  fs3.rmSync(tmp, { force: true });
}
function moveNoReplace(from, to) {
  noteChange();
  try {
    fs3.linkSync(from, to);
  } catch (e) {
    const code = e.code;
    if (code === "EPERM" || code === "ENOTSUP" || code === "EOPNOTSUPP" || code === "EXDEV") return false;
    throw e;
  }
  try {
    fs3.rmSync(from, { force: true });
  } catch (e) {
    fs3.rmSync(to, { force: true });
    throw e;
  }
  return true;
}

// server/src/storage/read-fully.ts
import fs4 from "node:fs";
function readFully(fd, buf, length = buf.length) {
  let off = 0;
  while (off < length) {
    const n = fs4.readSync(fd, buf, off, length - off, off);
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
    fd = fs5.openSync(abs, fs5.constants.O_RDONLY | fs5.constants.O_NOFOLLOW | fs5.constants.O_NONBLOCK);
  } catch (e) {
    const code = e.code;
    if (code === "ENOENT") return null;
    if (code === "ELOOP") throw new MemoryError("INVALID_PATH", `${describePath(shown)} is a symbolic link; the memory tools refuse symlinked files.`);
    if (code === "EISDIR") throw new MemoryError("INVALID_PATH", `${describePath(shown)} is a folder, not a file.`);
    throw e;
  }
  try {
    assertDescriptorAt(fd, abs, shown);
    const big = fs5.fstatSync(fd, { bigint: true });
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
      fs5.closeSync(fd);
    } catch {
    }
  }
}
function startsWithBom(abs) {
  let fd;
  try {
    fd = fs5.openSync(abs, fs5.constants.O_RDONLY | fs5.constants.O_NOFOLLOW | fs5.constants.O_NONBLOCK);
  } catch {
    return false;
  }
  try {
    assertDescriptorAt(fd, abs, abs);
    if (!fs5.fstatSync(fd).isFile()) return false;
    const head = Buffer.alloc(3);
    return fs5.readSync(fd, head, 0, 3, 0) === 3 && head[0] === 239 && head[1] === 187 && head[2] === 191;
  } catch {
    return false;
  } finally {
    try {
      fs5.closeSync(fd);
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
      st = fs5.lstatSync(cur);
    } catch (e) {
      if (e.code !== "ENOENT") throw e;
    }
    if (st) break;
    missing.unshift(cur);
    const parent = path3.dirname(cur);
    if (parent === cur || !isContained(rootDir, parent)) break;
    cur = parent;
  }
  const created = [];
  try {
    for (const d of missing) {
      withAnchoredDir(rootDir, path3.dirname(d), path3.relative(rootDir, d), (parent) => {
        try {
          assertNoCaseTwin(parent, path3.basename(d), path3.relative(rootDir, d));
          noteChange();
          fs5.mkdirSync(entryOf(parent, path3.basename(d)));
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
        fs5.rmdirSync(entryOf(parent, path3.basename(d)));
      } finally {
        closeAnchoredDir(parent);
      }
    } catch {
    }
  }
}
function writeAtomic(rootDir, abs, data, shown = abs, expected, keep) {
  const created = ensureDirContained(rootDir, path3.dirname(abs));
  try {
    writeInFolder(rootDir, abs, data, shown, expected, keep);
  } catch (e) {
    removeEmptyDirs(rootDir, created);
    throw e;
  }
}
function writeInFolder(rootDir, abs, data, shown, expected, keep) {
  withAnchoredDir(rootDir, path3.dirname(abs), shown, (dir) => {
    const leaf = entryOf(dir, path3.basename(abs));
    const tmp = entryOf(dir, path3.basename(tempNameFor(abs)));
    let mode = 420;
    let exists = false;
    try {
      const st = fs5.lstatSync(leaf);
      exists = true;
      if (st.isFile()) mode = st.mode & 511;
    } catch {
    }
    if (expected !== void 0 && exists === (expected === null)) throw new StaleVersionError(shown);
    if (!exists) assertNoCaseTwin(dir, path3.basename(abs), shown);
    const buf = typeof data === "string" ? Buffer.from(data, "utf8") : data;
    try {
      writeThroughTemp(tmp, buf, mode, true, () => {
        if (expected === null) placeNew(tmp, leaf, shown);
        else if (expected === void 0) {
          noteChange();
          fs5.renameSync(tmp, leaf);
        } else replaceExpected(leaf, tmp, expected, shown, keep);
        syncDir(dir.fd);
      });
    } catch (e) {
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
    path3.dirname(toAbs),
    shown,
    (dst) => withAnchoredDir(rootDir, path3.dirname(fromAbs), shown, (src) => {
      const from = entryOf(src, path3.basename(fromAbs));
      const to = entryOf(dst, path3.basename(toAbs));
      const st = fs5.lstatSync(from);
      if (st.isDirectory() && !folder) throw new MemoryError("INVALID_INPUT", `${describePath(shown)} is a folder; only single files are moved.`);
      const taken = () => new MemoryError("ALREADY_EXISTS", `${describePath(shown)} already exists, so nothing was moved.`);
      if (exclusive && lstatOrNull(to)) throw taken();
      if (exclusive) assertNoCaseTwin(dst, path3.basename(toAbs), shown);
      try {
        noteChange();
        if (!exclusive || st.isDirectory() || !moveNoReplace(from, to)) fs5.renameSync(from, to);
      } catch (e) {
        if (e.code === "EEXIST") throw taken();
        throw translateIoError(e, shown);
      }
      syncDir(src.fd);
      syncDir(dst.fd);
    })
  );
}
function lstatOrNull(p) {
  try {
    return fs5.lstatSync(p);
  } catch {
    return null;
  }
}
function removeContained(rootDir, abs, shown = abs, expected, keep) {
  const dir = openAnchoredDir(rootDir, path3.dirname(abs), shown);
  if (!dir) {
    if (expected) throw new StaleVersionError(shown);
    return;
  }
  try {
    const leaf = entryOf(dir, path3.basename(abs));
    if (expected === void 0) {
      noteChange();
      fs5.rmSync(leaf, { force: true });
    } else if (expected === null) assertStillExpected(leaf, null, shown);
    else removeExpected(leaf, expected, shown, keep);
  } finally {
    closeAnchoredDir(dir);
  }
}
function syncDir(fd) {
  try {
    fs5.fsyncSync(fd);
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
      const entries = fs5.readdirSync(anchored.via, { withFileTypes: true });
      for (const ent of entries) {
        if (ent.isDirectory()) {
          if (ent.name !== "_trash" && ent.name !== ".history") pending.push(path3.join(abs, ent.name));
          continue;
        }
        if (!ent.isFile() || !isOwnTempName(ent.name)) continue;
        const entry = entryOf(anchored, ent.name);
        const st = lstatOrNull(entry);
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
    noteChange();
    try {
      fs5.unlinkSync(entry);
      removed++;
    } catch {
    }
  });
  return removed;
}

export {
  spellAsOnDisk,
  tempNameFor,
  isOwnTempName,
  writeThroughTemp,
  writeFileAtomic,
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
  sweepTempFiles
};
