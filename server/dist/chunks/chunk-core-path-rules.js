#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  MemoryError
} from "./chunk-core-errors.js";

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

// server/src/storage/file-identity.ts
import fs from "node:fs";
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
    st = fs.lstatSync(entry, { bigint: true });
  } catch (e) {
    if (e.code !== "ENOENT") throw e;
  }
  if (expected === null ? st !== null : st === null || !sameIdentity(identityOf(st), expected.identity)) throw new StaleVersionError(shown);
}
function openWitness(entry) {
  try {
    return fs.openSync(entry, fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW | fs.constants.O_NONBLOCK);
  } catch {
    return null;
  }
}
function assertWitnessIs(fd, expected, shown) {
  const st = fs.fstatSync(fd, { bigint: true });
  if (!sameIdentity(identityOf(st), expected.identity)) throw new StaleVersionError(shown);
  const content = expected.identity.content;
  if (content !== void 0 && !readBytes(fd, Number(st.size)).equals(content)) throw new StaleVersionError(shown);
}
function readBytes(fd, size) {
  const buf = Buffer.alloc(size);
  let off = 0;
  while (off < size) {
    const n = fs.readSync(fd, buf, off, size - off, off);
    if (n === 0) break;
    off += n;
  }
  return buf.subarray(0, off);
}
function writtenDuringReplace(fd, expected) {
  const st = fs.fstatSync(fd, { bigint: true });
  if (st.size === expected.identity.size && st.mtimeNs === expected.identity.mtimeNs) return null;
  return readBytes(fd, Number(st.size));
}

export {
  TEMP_SUFFIX,
  describePath,
  parseMemoryPath,
  nameKey,
  reservedReason,
  hiddenReason,
  identityOf,
  StaleVersionError,
  assertStillExpected,
  openWitness,
  assertWitnessIs,
  readBytes,
  writtenDuringReplace
};
