#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  readFully
} from "./chunk-storage-atomic-file.js";
import {
  descriptorPath,
  isInside
} from "./chunk-core-path-rules.js";
import {
  MemoryError
} from "./chunk-core-errors.js";

// server/src/storage/draft.ts
import fs from "node:fs";
import path from "node:path";
var MAX_DRAFT_BYTES = 2 * 1024 * 1024;
var strictUtf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false });
function assertNotServerState(fd, draftPath, rootDir, field) {
  if (rootDir === void 0) return;
  const real = (fd === null ? null : descriptorPath(fd)) ?? realOrResolved(draftPath);
  if (!isInside(rootDir, real)) return;
  if (path.relative(rootDir, real).split(path.sep).some((p) => p.startsWith("."))) {
    throw new MemoryError(
      "INVALID_INPUT",
      `${field} ${draftPath} lies in a hidden folder of the memory root, which holds the server's own state, so it is not read.`,
      "Draft in a scratch file outside the memory root."
    );
  }
}
function realOrResolved(p) {
  try {
    return fs.realpathSync(p);
  } catch {
    try {
      return path.join(fs.realpathSync(path.dirname(p)), path.basename(p));
    } catch {
      return path.resolve(p);
    }
  }
}
function readDraft(draftPath, maxBytes = MAX_DRAFT_BYTES, field = "content_file", rootDir) {
  if (typeof draftPath !== "string" || !path.isAbsolute(draftPath)) {
    throw new MemoryError("INVALID_INPUT", `${field} must be an absolute path to a UTF-8 text file, got ${JSON.stringify(draftPath)}.`);
  }
  if (draftPath.includes("\0")) throw new MemoryError("INVALID_INPUT", `${field} contains a NUL character.`);
  assertNotServerState(null, draftPath, rootDir, field);
  let fd;
  try {
    fd = fs.openSync(draftPath, fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW | fs.constants.O_NONBLOCK);
  } catch (e) {
    const code = e.code;
    if (code === "ENOENT") throw new MemoryError("NOT_FOUND", `${field} ${draftPath} does not exist.`);
    if (code === "ELOOP") throw new MemoryError("INVALID_INPUT", `${field} ${draftPath} is a symbolic link; pass the real file's path.`);
    if (code === "EACCES") throw new MemoryError("INVALID_INPUT", `${field} ${draftPath} cannot be read (permission denied).`);
    throw new MemoryError("INVALID_INPUT", `${field} ${draftPath} cannot be opened (${code ?? "error"}).`);
  }
  try {
    assertNotServerState(fd, draftPath, rootDir, field);
    const st = fs.fstatSync(fd);
    if (!st.isFile()) {
      throw new MemoryError("INVALID_INPUT", `${field} ${draftPath} is not a regular file (a folder, device, pipe or socket).`);
    }
    if (st.size === 0) {
      throw new MemoryError("INVALID_INPUT", `${field} ${draftPath} is empty; an empty draft would blank the file, so it is refused.`);
    }
    if (st.size > maxBytes) {
      throw new MemoryError("TOO_LARGE", `${field} ${draftPath} is ${st.size} bytes, over the ${maxBytes}-byte limit.`);
    }
    const buf = Buffer.alloc(Math.min(st.size, maxBytes) + 1);
    const off = readFully(fd, buf);
    if (off > maxBytes) throw new MemoryError("TOO_LARGE", `${field} ${draftPath} is over the ${maxBytes}-byte limit.`);
    let text;
    try {
      text = strictUtf8.decode(buf.subarray(0, off));
    } catch {
      throw new MemoryError("INVALID_FORMAT", `${field} ${draftPath} is not valid UTF-8 text.`);
    }
    if (text.includes("\0")) throw new MemoryError("INVALID_FORMAT", `${field} ${draftPath} contains NUL characters, so it is not a text file.`);
    if (text.trim() === "") throw new MemoryError("INVALID_INPUT", `${field} ${draftPath} holds only white space; an empty draft would blank the file.`);
    return { text, dev: st.dev, ino: st.ino };
  } finally {
    fs.closeSync(fd);
  }
}
function isDraftFile(abs, draft) {
  const st = fs.statSync(abs);
  return st.dev === draft.dev && st.ino === draft.ino;
}

export {
  readDraft,
  isDraftFile
};
