#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  contentLines,
  fenceTracker
} from "./chunk-core-text-lines.js";
import {
  today
} from "./chunk-core-dates.js";

// server/src/services/workspace.ts
function todayOf(ws) {
  return today(ws.now());
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
  conflictRegions,
  describeConflict,
  todayOf
};
