#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);

// server/src/core/secret-views.ts
var ESCAPED = /\\|%[0-9A-Fa-f]{2}|&#/;
var SIMPLE_ESCAPES = { n: " ", r: " ", t: " ", b: "", f: "", v: "", "0": "", a: "", e: "", N: "", _: "\xA0", L: " ", P: " " };
function decodeWord(word) {
  if (!ESCAPED.test(word)) return word;
  let out = word.replace(
    /\\(?:u\{([0-9A-Fa-f]{1,6})\}|u([0-9A-Fa-f]{4})|U([0-9A-Fa-f]{8})|x([0-9A-Fa-f]{2})|(.))/gs,
    (whole, braced, u4, u8, x2, other) => {
      const hex = braced ?? u4 ?? u8 ?? x2;
      if (hex !== void 0) {
        const code = parseInt(hex, 16);
        return code <= 1114111 ? code >= 55296 && code <= 57343 ? String.fromCharCode(code) : String.fromCodePoint(code) : whole;
      }
      return other !== void 0 && other in SIMPLE_ESCAPES ? SIMPLE_ESCAPES[other] : other ?? "";
    }
  );
  out = out.replace(/%([0-9A-Fa-f]{2})/g, (whole, hex) => {
    const code = parseInt(hex, 16);
    return code < 128 ? String.fromCharCode(code) : whole;
  });
  out = out.replace(/&#(?:[xX]([0-9A-Fa-f]{1,6})|([0-9]{1,7}));/g, (whole, hex, dec) => {
    const code = hex !== void 0 ? parseInt(hex, 16) : Number(dec);
    return code > 0 && code <= 1114111 && !(code >= 55296 && code <= 57343) ? String.fromCodePoint(code) : whole;
  });
  return out;
}
var PieceMap = class {
  viewStarts = [];
  pieces = [];
  add(view, length, orig, origEnd, exact) {
    if (length === 0 && exact) return;
    this.viewStarts.push(view);
    this.pieces.push({ view, length, orig, origEnd, exact });
  }
  origin(start, end) {
    let low = 0;
    let high = this.viewStarts.length;
    while (low < high) {
      const mid = low + high >> 1;
      const p = this.pieces[mid];
      if (p.view + p.length <= start) low = mid + 1;
      else high = mid;
    }
    const out = [];
    for (let i = low; i < this.pieces.length; i++) {
      const p = this.pieces[i];
      if (p.view >= end) break;
      if (!p.exact) out.push([p.orig, p.origEnd]);
      else out.push([p.orig + Math.max(0, start - p.view), p.orig + Math.min(p.length, end - p.view)]);
    }
    return out;
  }
};
var WORD = /\S+/g;
function escapeView(text, base) {
  if (!ESCAPED.test(text)) return null;
  const map = new PieceMap();
  const parts = [];
  let viewLength = 0;
  let lineStart = 0;
  while (lineStart <= text.length) {
    const nl = text.indexOf("\n", lineStart);
    const lineEnd = nl === -1 ? text.length : nl;
    const line = text.slice(lineStart, lineEnd);
    if (ESCAPED.test(line)) {
      const changes = [];
      for (const m of line.matchAll(WORD)) {
        const decoded = decodeWord(m[0]);
        if (decoded !== m[0]) changes.push([m.index, m.index + m[0].length, decoded]);
      }
      if (changes.length > 0) {
        let view = viewLength + (parts.length > 0 ? 1 : 0);
        let at = 0;
        const pieces = [];
        for (const [from, to, decoded] of changes) {
          map.add(view, from - at, lineStart + at, lineStart + from, true);
          pieces.push(line.slice(at, from));
          view += from - at;
          map.add(view, decoded.length, lineStart + from, lineStart + to, false);
          pieces.push(decoded);
          view += decoded.length;
          at = to;
        }
        map.add(view, line.length - at, lineStart + at, lineEnd, true);
        pieces.push(line.slice(at));
        view += line.length - at;
        parts.push(pieces.join(""));
        viewLength = view;
      }
    }
    if (nl === -1) break;
    lineStart = nl + 1;
  }
  if (parts.length === 0) return null;
  return { text: parts.join("\n"), origin: (start, end) => compose(base, map.origin(start, end)) };
}
function compose(base, spans) {
  return base ? spans.flatMap(([s, e]) => base.origin(s, e)) : spans;
}
function continuationView(text) {
  if (!/\\\r?\n/.test(text)) return null;
  const map = new PieceMap();
  const parts = [];
  let at = 0;
  let view = 0;
  for (const m of text.matchAll(/\\\r?\n[ \t]*/g)) {
    const from = m.index;
    map.add(view, from - at, at, from, true);
    parts.push(text.slice(at, from));
    view += from - at;
    at = from + m[0].length;
  }
  map.add(view, text.length - at, at, text.length, true);
  parts.push(text.slice(at));
  const joined = { text: parts.join(""), origin: (s, e) => map.origin(s, e) };
  return escapeView(joined.text, joined) ?? joined;
}
function formatOf(path) {
  if (!path) return "text";
  if (/\.json$/i.test(path)) return "json";
  if (/\.ya?ml$/i.test(path)) return "yaml";
  if (/\.(?:md|markdown)$/i.test(path)) return "markdown";
  return "text";
}

export {
  escapeView,
  continuationView,
  formatOf
};
