#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  TEMP_SUFFIX,
  assertDescriptorInside,
  describePath,
  isInside
} from "./chunk-MBSABUBT.js";
import {
  MemoryError
} from "./chunk-KZNU4RTG.js";

// server/src/storage/fs-safe.ts
import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
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
    fd = fs.openSync(abs, fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW | fs.constants.O_NONBLOCK);
  } catch (e) {
    const code = e.code;
    if (code === "ENOENT") return null;
    if (code === "ELOOP") throw new MemoryError("INVALID_PATH", `${describePath(shown)} is a symbolic link; the memory tools refuse symlinked files.`);
    if (code === "EISDIR") throw new MemoryError("INVALID_PATH", `${describePath(shown)} is a folder, not a file.`);
    throw e;
  }
  try {
    assertDescriptorInside(rootDir, fd, shown);
    const st = fs.fstatSync(fd);
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
      const n = fs.readSync(fd, buf, off, st.size - off, off);
      if (n === 0) break;
      off += n;
    }
    return { text: decode(off === st.size ? buf : buf.subarray(0, off), shown), mtimeMs: st.mtimeMs, size: off };
  } finally {
    try {
      fs.closeSync(fd);
    } catch {
    }
  }
}
function ensureDirContained(rootDir, dir) {
  if (!isInside(rootDir, dir)) throw new MemoryError("PATH_OUTSIDE_ROOT", `The folder ${describePath(dir)} is outside the memory root.`);
  const missing = [];
  let cur = dir;
  while (!fs.existsSync(cur)) {
    missing.unshift(cur);
    const parent = path.dirname(cur);
    if (parent === cur) break;
    cur = parent;
  }
  for (const d of missing) {
    try {
      fs.mkdirSync(d);
    } catch (e) {
      if (e.code !== "EEXIST") throw e;
    }
    const st = fs.lstatSync(d);
    if (!st.isDirectory()) throw new MemoryError("INVALID_PATH", `${describePath(d)} exists and is not a folder.`);
  }
}
function tempNameFor(abs) {
  return path.join(path.dirname(abs), `.${path.basename(abs)}.${process.pid}.${randomBytes(6).toString("hex")}${TEMP_SUFFIX}`);
}
function writeAtomic(rootDir, abs, data, shown = abs) {
  ensureDirContained(rootDir, path.dirname(abs));
  const tmp = tempNameFor(abs);
  let mode = 420;
  try {
    const st = fs.lstatSync(abs);
    if (st.isFile()) mode = st.mode & 511;
  } catch {
  }
  const fd = fs.openSync(tmp, fs.constants.O_WRONLY | fs.constants.O_CREAT | fs.constants.O_EXCL | fs.constants.O_NOFOLLOW, mode);
  let renamed = false;
  try {
    assertDescriptorInside(rootDir, fd, shown);
    const buf = typeof data === "string" ? Buffer.from(data, "utf8") : data;
    let off = 0;
    while (off < buf.length) off += fs.writeSync(fd, buf, off, buf.length - off);
    fs.fsyncSync(fd);
    fs.closeSync(fd);
    fs.renameSync(tmp, abs);
    renamed = true;
    syncDir(path.dirname(abs));
  } catch (e) {
    try {
      fs.closeSync(fd);
    } catch {
    }
    if (!renamed) fs.rmSync(tmp, { force: true });
    throw translateIoError(e, shown);
  }
}
function syncDir(dir) {
  try {
    const fd = fs.openSync(dir, fs.constants.O_RDONLY);
    try {
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
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
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return 0;
  }
  for (const ent of entries) {
    const full = path.join(dir, ent.name);
    if (ent.isDirectory() && ent.name !== "_trash") removed += sweepTempFiles(full, minAgeMs, now);
    else if (ent.isFile() && ent.name.endsWith(TEMP_SUFFIX)) {
      try {
        if (now - fs.lstatSync(full).mtimeMs >= minAgeMs) {
          fs.rmSync(full, { force: true });
          removed++;
        }
      } catch {
      }
    }
  }
  return removed;
}

export {
  MAX_FILE_BYTES,
  readTextContained,
  ensureDirContained,
  writeAtomic,
  sweepTempFiles
};
