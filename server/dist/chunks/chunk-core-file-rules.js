#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  assertFilename,
  dateFileName,
  isIsoDate,
  leadingDate
} from "./chunk-core-dates.js";
import {
  nameKey,
  reservedReason
} from "./chunk-core-path-rules.js";
import {
  MemoryError
} from "./chunk-core-errors.js";

// server/src/core/file-rules.ts
var TOP_FILES = ["decisions.md", "people.md", "_meta.yaml", "manifest.json", "artifacts.json", "memory.md"];
var KIND_FOLDERS = ["knowledge", "sessions", "updates", "correspondence", "archive"];
var CANONICAL_TOP = new Map(TOP_FILES.map((n) => [nameKey(n), n]));
var CANONICAL_FOLDER = new Map(KIND_FOLDERS.map((n) => [nameKey(n), n]));
function canonicalParts(parts) {
  const out = [...parts];
  const first = out[0];
  if (first === void 0) return out;
  const canonical = out.length === 1 ? CANONICAL_TOP.get(nameKey(first)) : CANONICAL_FOLDER.get(nameKey(first));
  if (canonical !== void 0) out[0] = canonical;
  return out;
}
function kindOf(rawParts) {
  const parts = rawParts.map(nameKey);
  const [first, second] = parts;
  if (parts.length === 1) {
    switch (first) {
      case "decisions.md":
        return "decisions";
      case "people.md":
        return "people";
      case "_meta.yaml":
        return "meta";
      case "manifest.json":
        return "manifest-json";
      case "artifacts.json":
        return "artifacts-json";
      case "memory.md":
        return "memory";
      default:
        return "other";
    }
  }
  if (parts.length === 2 && second !== void 0) {
    if (first === "knowledge" && second.endsWith(".md")) return "knowledge";
    if (first === "sessions") return "session";
    if (first === "updates") return "update";
    if (first === "correspondence") return "correspondence";
  }
  return "other";
}
var APPEND_ONLY = /* @__PURE__ */ new Set(["decisions", "session", "update", "correspondence"]);
function isAppendOnly(kind) {
  return APPEND_ONLY.has(kind);
}
function isSessionFileName(name) {
  return dateFileName(name, { suffix: true }) !== null;
}
function isUpdateFileName(name) {
  return dateFileName(name) !== null;
}
function assertRealDateNames(parts, shown) {
  for (const part of parts) {
    const d = leadingDate(part);
    if (d !== null && !isIsoDate(d)) {
      throw new MemoryError("INVALID_PATH", `${shown} is named by the date ${d}, which does not exist; a dated name needs a real day in YYYY-MM-DD form.`, "Check the month (01-12) and the day of the month.");
    }
  }
}
function assertWritable(parts, shown, scope) {
  const reserved = reservedReason(parts);
  if (reserved) {
    throw new MemoryError("RESERVED_PATH", `${shown} cannot be written by tools because ${reserved}.`, "Use update_file_description for descriptions and rebuild_indexes for derived files.");
  }
  for (const part of parts.slice(0, -1)) {
    if (!part.startsWith("_")) assertFilename(part);
  }
  assertFilename(parts[parts.length - 1]);
  assertRealDateNames(parts, shown);
  const kind = scope === "project" ? kindOf(parts) : "other";
  if (kind === "people") {
    throw new MemoryError("RESERVED_PATH", `${shown} is auto-managed from the people linked to the project.`, "Use link_person_to_project or unlink_person_from_project.");
  }
  const top = nameKey(parts[0] ?? "");
  if (scope === "global" && (top === "people" || top === "companies") && parts.length === 2) {
    return "other";
  }
  if (kind === "session" && !isSessionFileName(parts[1])) {
    throw new MemoryError("INVALID_PATH", `Session files are named sessions/YYYY-MM-DD.md, not ${shown}.`, "Use log_session to write today's summary.");
  }
  if (kind === "update" && !isUpdateFileName(parts[1])) {
    throw new MemoryError("INVALID_PATH", `Update files are named updates/YYYY-MM-DD.md, not ${shown}.`);
  }
  return kind;
}
function assertAppendable(parts, shown) {
  const kind = kindOf(parts);
  if (!isAppendOnly(kind)) {
    throw new MemoryError("INVALID_INPUT", `${shown} is not an append-only file; append_to_file takes decisions.md, updates/YYYY-MM-DD.md, correspondence/*.md and sessions/YYYY-MM-DD.md.`, "Use patch_file or write_file for other files.");
  }
  return kind;
}

export {
  canonicalParts,
  kindOf,
  isAppendOnly,
  isSessionFileName,
  assertWritable,
  assertAppendable
};
