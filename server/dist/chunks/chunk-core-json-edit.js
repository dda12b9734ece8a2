#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);

// server/src/core/json-edit.ts
var WS = /* @__PURE__ */ new Set([" ", "	", "\n", "\r"]);
function skipWs(text, i) {
  while (i < text.length && WS.has(text[i])) i++;
  return i;
}
function scanString(text, i) {
  let j = i + 1;
  while (j < text.length) {
    const c = text[j];
    if (c === "\\") j += 2;
    else if (c === '"') return j + 1;
    else j++;
  }
  return -1;
}
function scanValue(text, i) {
  const c = text[i];
  if (c === '"') return scanString(text, i);
  if (c === "{" || c === "[") {
    let depth = 0;
    let j2 = i;
    while (j2 < text.length) {
      const d = text[j2];
      if (d === '"') {
        j2 = scanString(text, j2);
        if (j2 < 0) return -1;
        continue;
      }
      if (d === "{" || d === "[") depth++;
      else if (d === "}" || d === "]") {
        depth--;
        if (depth === 0) return j2 + 1;
      }
      j2++;
    }
    return -1;
  }
  let j = i;
  while (j < text.length && !WS.has(text[j]) && text[j] !== "," && text[j] !== "}" && text[j] !== "]") j++;
  return j;
}
function topLevel(text) {
  try {
    const data = JSON.parse(text);
    if (!data || typeof data !== "object" || Array.isArray(data)) return null;
  } catch {
    return null;
  }
  let i = skipWs(text, 0);
  if (text[i] !== "{") return null;
  i = skipWs(text, i + 1);
  const members = [];
  if (text[i] === "}") return { close: i, members };
  for (; ; ) {
    const keyStart = i;
    const keyEnd = scanString(text, i);
    if (keyEnd < 0) return null;
    const key = JSON.parse(text.slice(keyStart, keyEnd));
    i = skipWs(text, keyEnd);
    if (text[i] !== ":") return null;
    const valueStart = skipWs(text, i + 1);
    const valueEnd = scanValue(text, valueStart);
    if (valueEnd < 0) return null;
    members.push({ key, keyStart, valueStart, valueEnd });
    i = skipWs(text, valueEnd);
    if (text[i] === "}") return { close: i, members };
    if (text[i] !== ",") return null;
    i = skipWs(text, i + 1);
  }
}
function render(value, indent, eol) {
  return JSON.stringify(value, null, 2).split("\n").join(`${eol}${indent}`);
}
function lineIndentBefore(text, at) {
  let s = at;
  while (s > 0 && (text[s - 1] === " " || text[s - 1] === "	")) s--;
  return s === 0 || text[s - 1] === "\n" ? text.slice(s, at) : "";
}
function setJsonMembers(text, changes) {
  const parsed = topLevel(text);
  if (!parsed) return null;
  const eol = text.includes("\r\n") ? "\r\n" : "\n";
  const edits = [];
  const missing = [];
  for (const [key, value] of Object.entries(changes)) {
    if (value === void 0) continue;
    const member = parsed.members.filter((m) => m.key === key).at(-1);
    if (!member) {
      missing.push([key, value]);
      continue;
    }
    const old = JSON.parse(text.slice(member.valueStart, member.valueEnd));
    if (JSON.stringify(old) === JSON.stringify(value)) continue;
    edits.push({ start: member.valueStart, end: member.valueEnd, insert: render(value, lineIndentBefore(text, member.keyStart), eol) });
  }
  if (missing.length) {
    const last = parsed.members.at(-1);
    const indent = last ? lineIndentBefore(text, last.keyStart) || "  " : "  ";
    const added = missing.map(([k, v]) => `${eol}${indent}${JSON.stringify(k)}: ${render(v, indent, eol)}`).join(",");
    if (last) edits.push({ start: last.valueEnd, end: last.valueEnd, insert: `,${added}` });
    else edits.push({ start: parsed.close, end: parsed.close, insert: `${added}${eol}` });
  }
  edits.sort((a, b) => b.start - a.start);
  let out = text;
  for (const e of edits) out = out.slice(0, e.start) + e.insert + out.slice(e.end);
  return out;
}

export {
  setJsonMembers
};
