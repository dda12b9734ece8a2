#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  today
} from "./chunk-core-dates.js";

// server/src/services/workspace.ts
function todayOf(ws) {
  return today(ws.now());
}

// server/src/core/text-lines.ts
function splitLinesKeepEnds(text) {
  const lines = [];
  let start = 0;
  for (; ; ) {
    const nl = text.indexOf("\n", start);
    if (nl === -1) break;
    lines.push(text.slice(start, nl + 1));
    start = nl + 1;
  }
  if (start < text.length) lines.push(text.slice(start));
  return lines;
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
var FENCE = /^ {0,3}(`{3,}|~{3,})/;
function nextFence(open, line) {
  const m = FENCE.exec(line);
  if (open === null) return m ? m[1] : null;
  if (m && m[1][0] === open[0] && m[1].length >= open.length && line.trim() === m[1]) return null;
  return open;
}
function fenceTracker() {
  let open = null;
  return (line) => {
    const before = open;
    open = nextFence(open, line);
    return before !== null || open !== null;
  };
}
function unclosedFence(lines) {
  let open = null;
  for (const line of lines) open = nextFence(open, line);
  return open;
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

// server/src/core/team/conflict-markers.ts
var OPEN = /^<{7}(?:[ \t](.*))?$/;
var BASE = /^\|{7}(?:[ \t].*)?$/;
var MID = /^={7}[ \t]*$/;
var CLOSE = /^>{7}(?:[ \t](.*))?$/;
function conflictRegions(text) {
  if (!text.includes("<<<<<<<")) return [];
  const lines = contentLines(text);
  const inFence = fenceTracker();
  const regions = [];
  let open = null;
  let sawMid = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (open === null && inFence(line)) continue;
    const o = OPEN.exec(line);
    if (o) {
      open = { line: i + 1, label: (o[1] ?? "").trim() };
      sawMid = false;
      continue;
    }
    if (!open) continue;
    if (MID.test(line)) sawMid = true;
    else if (BASE.test(line)) continue;
    else {
      const c = CLOSE.exec(line);
      if (c && sawMid) {
        const isPatchBlock = open.label === "SEARCH" && (c[1] ?? "").trim() === "REPLACE";
        if (!isPatchBlock) regions.push({ start: open.line, end: i + 1 });
        open = null;
      }
    }
  }
  return regions;
}
function describeConflict(file, regions) {
  const where = regions.map((r) => `${r.start}\u2013${r.end}`).join(", ");
  return `${file} has an unresolved git merge conflict (line${regions.length > 1 ? "s" : ""} ${where}): edit the file to keep what is right, remove the <<<<<<< ======= >>>>>>> lines, then \`git add\` it.`;
}

export {
  splitLinesKeepEnds,
  lineContent,
  lineEnding,
  contentLines,
  lineCount,
  preferredEol,
  isBlank,
  fenceTracker,
  unclosedFence,
  appendBlock,
  appendBlocks,
  conflictRegions,
  describeConflict,
  todayOf
};
