#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  MemoryError
} from "./chunk-core-errors.js";

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

export {
  DATE_SHAPE,
  isIsoDate,
  leadingDate,
  dateFileName,
  firstDateIn,
  invalidDateField,
  assertIsoDate,
  today,
  daysBetween,
  quoteForMessage,
  isKebabCase,
  slugify,
  assertSlug,
  assertFilename
};
