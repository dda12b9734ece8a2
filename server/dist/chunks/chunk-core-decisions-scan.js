#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  atxHeadingOf,
  classify,
  isBlank,
  lineContent,
  lineEnding,
  splitLinesKeepEnds
} from "./chunk-core-markdown-blocks.js";
import {
  MemoryError
} from "./chunk-core-errors.js";

// server/src/core/decisions-scan.ts
var DECISION_STATUSES = ["Draft", "Active", "Under Review", "Superseded", "Retired"];
var ID_TAG = "(?=[a-z]*\\d)[a-z0-9]{4}(?![A-Za-z0-9])";
var DECISION_HEADING = new RegExp(`^ {0,3}##[ \\t]+[Dd](\\d+)(?!\\d)(?:-(${ID_TAG}))?[ \\t]*(?:(?:\xB7|\u2022|\u2014|\u2013|-|:|\\.)[ \\t]*)?(.*?)[ \\t]*$`);
var FIELD_LINE = /^[ \t]*[-*+][ \t]+(?:\*\*|__)?([A-Za-z][A-Za-z _-]{0,40}?)(?:\*\*|__)?[ \t]*:(?:\*\*|__)?[ \t]*(.*?)[ \t]*$/d;
var STUB_TITLE = /^(.*)[ \t]+(?:—|–|--|-)[ \t]+(Draft|Active|Under Review|Superseded|Retired)(?:[ \t]+by[ \t]+(D\d+(?:-[a-z0-9]{4})?))?[ \t]+(?:→|->)[ \t]+(\S+)$/i;
var DECISION_ID = new RegExp(`^D(\\d+)(?!\\d)(?:-(${ID_TAG}))?$`, "i");
var DECISION_ID_IN_TEXT = new RegExp(`\\bD(\\d+)(?!\\d)(?:-(${ID_TAG}))?(?![\\w])`, "gi");
function formatDecisionId(num, tag) {
  return tag ? `D${num}-${tag.toLowerCase()}` : `D${num}`;
}
function headingDecisionId(line) {
  const m = DECISION_HEADING.exec(line);
  return m ? formatDecisionId(Number(m[1]), m[2]) : void 0;
}
function compareDecisionIds(a, b) {
  const pa = DECISION_ID.exec(a);
  const pb = DECISION_ID.exec(b);
  const na = pa ? Number(pa[1]) : Number.MAX_SAFE_INTEGER;
  const nb = pb ? Number(pb[1]) : Number.MAX_SAFE_INTEGER;
  if (na !== nb) return na - nb;
  return a < b ? -1 : a > b ? 1 : 0;
}
function fieldKey(key) {
  return key.toLowerCase().replace(/[^a-z]/g, "");
}
function normaliseStatus(text) {
  const key = fieldKey(text);
  return DECISION_STATUSES.find((s) => fieldKey(s) === key);
}
function normaliseDecisionId(text) {
  const m = DECISION_ID.exec(text.trim());
  return m ? formatDecisionId(Number(m[1]), m[2]) : void 0;
}
function decisionIdsIn(value) {
  if (!value) return [];
  return [...value.matchAll(DECISION_ID_IN_TEXT)].map((m) => formatDecisionId(Number(m[1]), m[2]));
}
function scan(text) {
  const lines = splitLinesKeepEnds(text);
  const contents = lines.map(lineContent);
  const kinds = classify(contents);
  const headings = [];
  for (let i = 0; i < contents.length; i++) {
    const h = atxHeadingOf(kinds[i]);
    if (h && h.level <= 2) headings.push({ index: i, decision: h.level === 2 && DECISION_HEADING.test(contents[i]) });
  }
  const spans = [];
  const strayHeadings = [];
  for (let h = 0; h < headings.length; h++) {
    const { index, decision } = headings[h];
    if (decision) {
      const next = headings[h + 1];
      spans.push({ heading: index, end: (next ? next.index : lines.length) - 1 });
    } else if (spans.length > 0) {
      strayHeadings.push(index);
    }
  }
  return { lines, contents, spans, strayHeadings };
}
function layoutEntry(s, span) {
  const { lines, contents } = s;
  const head = DECISION_HEADING.exec(contents[span.heading]);
  const num = Number(head[1]);
  const tag = head[2]?.toLowerCase();
  let title = head[3] ?? "";
  let last = span.end;
  while (last > span.heading && isBlank(contents[last])) last--;
  let i = span.heading + 1;
  while (i <= last && isBlank(contents[i])) i++;
  const fieldIndexes = [];
  const fields = [];
  for (; i <= last; i++) {
    const m = FIELD_LINE.exec(contents[i]);
    if (!m) break;
    fieldIndexes.push(i);
    fields.push({ key: m[1].trim(), value: m[2], line: i + 1 });
  }
  const bodyStart = fieldIndexes.length > 0 ? fieldIndexes[fieldIndexes.length - 1] + 1 : span.heading + 1;
  let b = bodyStart;
  while (b <= last && isBlank(contents[b])) b++;
  const body = contents.slice(b, last + 1).join("\n");
  const known = /* @__PURE__ */ new Map();
  for (const f of fields) {
    const k = fieldKey(f.key);
    if (!known.has(k)) known.set(k, f.value);
  }
  let statusText = known.get("status");
  let stub;
  let stubSupersededBy;
  const stubMatch = STUB_TITLE.exec(title);
  if (stubMatch) {
    title = stubMatch[1].trim();
    stub = { link: stubMatch[4] };
    statusText ??= stubMatch[2];
    stubSupersededBy = stubMatch[3] ? normaliseDecisionId(stubMatch[3]) : void 0;
  }
  const entry = {
    id: formatDecisionId(num, tag),
    num,
    title,
    status: statusText === void 0 ? void 0 : normaliseStatus(statusText),
    statusText,
    date: known.get("date"),
    fields,
    body,
    startLine: span.heading + 1,
    endLine: last + 1,
    raw: contents.slice(span.heading, last + 1).reduce((acc, c, k) => k === 0 ? c : acc + lineEnding(lines[span.heading + k - 1]) + c, "")
  };
  const optional = [
    ["topic", "topic"],
    ["location", "location"],
    ["supersedes", "supersedes"],
    ["supersededBy", "supersededby"]
  ];
  for (const [prop, key] of optional) {
    const v = known.get(key);
    if (v !== void 0) entry[prop] = v;
  }
  if (entry.supersededBy === void 0 && stubSupersededBy !== void 0) entry.supersededBy = stubSupersededBy;
  if (stub) entry.stub = stub;
  if (tag) entry.tag = tag;
  return { entry, heading: span.heading, fieldIndexes, last };
}
function singleLine(value, field) {
  const v = value.trim();
  if (/[\r\n]/.test(v)) {
    throw new MemoryError("INVALID_INPUT", `The decision ${field} must be a single line.`, `Put longer text in the body.`);
  }
  return v;
}
function requireStatus(status) {
  const s = normaliseStatus(status);
  if (!s) {
    throw new MemoryError(
      "INVALID_INPUT",
      `"${status}" is not a decision status.`,
      `Use one of: ${DECISION_STATUSES.join(", ")}.`
    );
  }
  return s;
}
function requireDecisionId(value, field) {
  const id = normaliseDecisionId(value);
  if (!id) throw new MemoryError("INVALID_INPUT", `${field} must be a decision id such as D3, got "${value}".`);
  return id;
}

export {
  DECISION_STATUSES,
  FIELD_LINE,
  formatDecisionId,
  headingDecisionId,
  compareDecisionIds,
  fieldKey,
  normaliseStatus,
  normaliseDecisionId,
  decisionIdsIn,
  scan,
  layoutEntry,
  singleLine,
  requireStatus,
  requireDecisionId
};
