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

// server/src/core/markdown-blocks.ts
var FRONT_MATTER_OPEN = /^---[ \t]*(?:ya?ml[ \t]*)?$/i;
var FRONT_MATTER_CLOSE = /^---[ \t]*$/;
var FENCE_OPEN = /^ {0,3}(`{3,}|~{3,})(.*)$/;
var FENCE_CLOSE = /^ {0,3}(`{3,}|~{3,})[ \t]*$/;
var ATX_HEADING = /^ {0,3}(#{1,6})(?:[ \t](.*))?$/;
var SETEXT_UNDERLINE = /^ {0,3}(=+|-+)[ \t]*$/;
var NOT_PARAGRAPH = /^(?: {4,}|\t| {0,3}(?:[-+*]|\d{1,9}[.)])(?:[ \t]|$)| {0,3}>| {0,3}(?:(?:\*[ \t]*){3,}|(?:_[ \t]*){3,})$| {0,3}<)/;
function splitLines(text) {
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (line.endsWith("\r")) lines[i] = line.slice(0, -1);
  }
  if (lines[0]?.startsWith("\uFEFF")) lines[0] = lines[0].slice(1);
  return lines;
}
function frontMatterLineCount(lines) {
  const first = lines[0]?.replace(/^\uFEFF/, "");
  if (first === void 0 || !FRONT_MATTER_OPEN.test(first)) return 0;
  for (let i = 1; i < lines.length; i++) {
    if (FRONT_MATTER_CLOSE.test(lines[i])) return i + 1;
  }
  return 0;
}
function fenceOpening(line) {
  const m = FENCE_OPEN.exec(line);
  const marker = m?.[1];
  if (!marker) return null;
  if (marker[0] === "`" && (m[2] ?? "").includes("`")) return null;
  return { char: marker[0], length: marker.length };
}
function closesFence(fence, line) {
  const marker = FENCE_CLOSE.exec(line)?.[1];
  return marker !== void 0 && marker[0] === fence.char && marker.length >= fence.length;
}
function fenceMarker(fence) {
  return fence.char.repeat(fence.length);
}
function fenceTracker() {
  let open = null;
  return (raw) => {
    const line = raw.endsWith("\r") ? raw.slice(0, -1) : raw;
    if (open) {
      if (closesFence(open, line)) open = null;
      return true;
    }
    open = fenceOpening(line);
    return open !== null;
  };
}
function unclosedFence(lines) {
  let open = null;
  for (const raw of lines) {
    const line = raw.endsWith("\r") ? raw.slice(0, -1) : raw;
    if (open) {
      if (closesFence(open, line)) open = null;
    } else open = fenceOpening(line);
  }
  return open ? fenceMarker(open) : null;
}
function parseAtxHeading(line) {
  const m = ATX_HEADING.exec(line);
  if (!m) return null;
  const level = m[1].length;
  const content = (m[2] ?? "").trim();
  let end = content.length;
  while (end > 0 && content.charCodeAt(end - 1) === 35) end--;
  if (end === 0) return { level, text: "" };
  const before = content[end - 1];
  const text = end < content.length && (before === " " || before === "	") ? content.slice(0, end).trimEnd() : content;
  return { level, text };
}
function classifyLines(markdown) {
  return classify(splitLines(markdown));
}
function classify(lines) {
  const frontMatter = frontMatterLineCount(lines);
  const out = new Array(lines.length);
  let fence = null;
  let paragraphStart = -1;
  for (let i = 0; i < lines.length; i++) {
    const text = i === 0 ? lines[0].replace(/^\uFEFF/, "") : lines[i];
    if (i < frontMatter) {
      out[i] = { text, kind: "frontmatter" };
      continue;
    }
    if (fence) {
      if (closesFence(fence, text)) {
        fence = null;
        out[i] = { text, kind: "code", fence: "close" };
      } else out[i] = { text, kind: "code" };
      continue;
    }
    fence = fenceOpening(text);
    if (fence) {
      out[i] = { text, kind: "code", fence: "open" };
      paragraphStart = -1;
      continue;
    }
    const atx = parseAtxHeading(text);
    if (atx) {
      out[i] = { text, kind: "text", heading: { ...atx, setext: false } };
      paragraphStart = -1;
      continue;
    }
    const underline = paragraphStart >= 0 ? SETEXT_UNDERLINE.exec(text) : null;
    if (underline) {
      const heading = { level: underline[1][0] === "=" ? 1 : 2, text: "", setext: true };
      heading.text = out.slice(paragraphStart, i).map((l) => l.text.trim()).join(" ");
      out[paragraphStart] = { ...out[paragraphStart], heading };
      for (let j = paragraphStart + 1; j < i; j++) out[j] = { ...out[j], headingPart: true };
      out[i] = { text, kind: "text", headingPart: true };
      paragraphStart = -1;
      continue;
    }
    out[i] = { text, kind: "text" };
    const paragraphLine = text.trim() !== "" && !NOT_PARAGRAPH.test(text) && !SETEXT_UNDERLINE.test(text);
    if (!paragraphLine) paragraphStart = -1;
    else if (paragraphStart < 0) paragraphStart = i;
  }
  return out;
}
function atxHeadingOf(line, level) {
  const h = line?.heading;
  return h && !h.setext && (level === void 0 || h.level === level) ? h : void 0;
}
function nestAtxHeadings(text, upTo, by) {
  const inFence = fenceTracker();
  return text.split("\n").map((line) => {
    if (inFence(line)) return line;
    const h = parseAtxHeading(line.endsWith("\r") ? line.slice(0, -1) : line);
    if (!h || h.level > upTo) return line;
    const at = line.indexOf("#");
    return line.slice(0, at) + "#".repeat(by) + line.slice(at);
  }).join("\n");
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
  frontMatterLineCount,
  fenceTracker,
  unclosedFence,
  parseAtxHeading,
  classifyLines,
  classify,
  atxHeadingOf,
  nestAtxHeadings,
  splitLinesKeepEnds,
  lineContent,
  lineEnding,
  contentLines,
  lineCount,
  preferredEol,
  isBlank,
  appendBlock,
  appendBlocks,
  conflictRegions,
  describeConflict,
  todayOf
};
