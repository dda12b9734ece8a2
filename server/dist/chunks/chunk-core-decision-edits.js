#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  appendBlock,
  fenceTracker,
  isBlank,
  lineContent,
  lineEnding,
  preferredEol,
  splitLinesKeepEnds
} from "./chunk-core-text-lines.js";
import {
  assertIsoDate
} from "./chunk-core-dates.js";
import {
  MemoryError
} from "./chunk-core-errors.js";

// server/src/core/decisions-scan.ts
var DECISION_STATUSES = ["Draft", "Active", "Under Review", "Superseded", "Retired"];
var DECISION_HEADING = /^##[ \t]+[Dd](\d+)(?!\d)[ \t]*(?:(?:·|•|—|–|-|:|\.)[ \t]*)?(.*?)[ \t]*$/;
var SECTION_HEADING = /^#{1,2}(?:[ \t]|$)/;
var FIELD_LINE = /^[ \t]*[-*+][ \t]+(?:\*\*|__)?([A-Za-z][A-Za-z _-]{0,40}?)(?:\*\*|__)?[ \t]*:(?:\*\*|__)?[ \t]*(.*?)[ \t]*$/d;
var STUB_TITLE = /^(.*)[ \t]+(?:—|–|--|-)[ \t]+(Draft|Active|Under Review|Superseded|Retired)(?:[ \t]+by[ \t]+(D\d+))?[ \t]+(?:→|->)[ \t]+(\S+)$/i;
var DECISION_ID = /^D(\d+)$/i;
function fieldKey(key) {
  return key.toLowerCase().replace(/[^a-z]/g, "");
}
function normaliseStatus(text) {
  const key = fieldKey(text);
  return DECISION_STATUSES.find((s) => fieldKey(s) === key);
}
function normaliseDecisionId(text) {
  const m = DECISION_ID.exec(text.trim());
  return m ? `D${Number(m[1])}` : void 0;
}
function decisionIdsIn(value) {
  if (!value) return [];
  return [...value.matchAll(/\bD(\d+)\b/gi)].map((m) => `D${Number(m[1])}`);
}
function scan(text) {
  const lines = splitLinesKeepEnds(text);
  const contents = lines.map(lineContent);
  const inFence = fenceTracker();
  const headings = [];
  for (let i = 0; i < contents.length; i++) {
    const c = contents[i];
    if (inFence(c)) continue;
    if (SECTION_HEADING.test(c)) headings.push({ index: i, decision: DECISION_HEADING.test(c) });
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
  let title = head[2] ?? "";
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
    id: `D${num}`,
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

// server/src/core/decision-edits.ts
function validateChanges(c) {
  const v = {};
  if (c.status !== void 0) v.status = requireStatus(c.status);
  if (c.supersededBy !== void 0) v.supersededBy = requireDecisionId(c.supersededBy, "Superseded by");
  if (c.note !== void 0) {
    const text = singleLine(c.note.text, "note");
    if (text === "") throw new MemoryError("INVALID_INPUT", "A review note needs text.");
    v.note = `${assertIsoDate(c.note.date, "The note date")} \u2014 ${text}`;
  }
  return v;
}
function withValue(line, value) {
  const content = lineContent(line);
  const m = FIELD_LINE.exec(content);
  const [start, end] = m.indices[2];
  return content.slice(0, start) + value + content.slice(end) + lineEnding(line);
}
function editedEntryLines(s, layout, changes, eol) {
  const { lines, contents } = s;
  const out = lines.slice(layout.heading, layout.last + 1);
  const rel = (i) => i - layout.heading;
  const fieldsOf = (k) => layout.fieldIndexes.filter((i) => fieldKey(FIELD_LINE.exec(contents[i])[1]) === k);
  const inserts = [];
  const lastField = layout.fieldIndexes.length > 0 ? rel(layout.fieldIndexes[layout.fieldIndexes.length - 1]) : 0;
  if (changes.status !== void 0) {
    const [at] = fieldsOf("status");
    if (at !== void 0) {
      if (normaliseStatus(FIELD_LINE.exec(contents[at])[2]) !== changes.status) out[rel(at)] = withValue(lines[at], changes.status);
    } else {
      const before = layout.fieldIndexes.length > 0 ? rel(layout.fieldIndexes[0]) - 1 : 0;
      inserts.push({ after: before, text: `- Status: ${changes.status}` });
    }
  }
  if (changes.supersededBy !== void 0) {
    const [at] = fieldsOf("supersededby");
    if (at !== void 0) {
      if (FIELD_LINE.exec(contents[at])[2] !== changes.supersededBy) out[rel(at)] = withValue(lines[at], changes.supersededBy);
    } else {
      inserts.push({ after: lastField, text: `- Superseded by: ${changes.supersededBy}` });
    }
  }
  if (changes.note !== void 0) inserts.push({ after: lastField, text: `- Review note: ${changes.note}` });
  const byPosition = /* @__PURE__ */ new Map();
  for (const ins of inserts) byPosition.set(ins.after, [...byPosition.get(ins.after) ?? [], ins.text]);
  for (const after of [...byPosition.keys()].sort((a, b) => b - a)) {
    const texts = byPosition.get(after);
    const anchor = out[after];
    const anchorEnding = lineEnding(anchor);
    if (anchorEnding === "") {
      out[after] = anchor + eol;
      out.splice(after + 1, 0, ...texts.map((t, k) => k === texts.length - 1 ? t : t + eol));
    } else {
      out.splice(after + 1, 0, ...texts.map((t) => t + anchorEnding));
    }
  }
  return out;
}
function spansById(s) {
  const byId = /* @__PURE__ */ new Map();
  for (const span of s.spans) {
    const id = `D${Number(DECISION_HEADING.exec(s.contents[span.heading])[1])}`;
    const list = byId.get(id);
    if (list) list.push(span);
    else byId.set(id, [span]);
  }
  return byId;
}
function findUnique(byId, id) {
  const wanted = normaliseDecisionId(id);
  if (!wanted) throw new MemoryError("INVALID_INPUT", `"${id}" is not a decision id.`, "Decision ids look like D7.");
  const found = byId.get(wanted) ?? [];
  if (found.length === 0) {
    throw new MemoryError("NOT_FOUND", `decisions.md has no decision ${wanted}.`, "List the decisions to find the right id.");
  }
  if (found.length > 1) {
    throw new MemoryError(
      "INVALID_FORMAT",
      `decisions.md has ${found.length} entries with id ${wanted}.`,
      "Renumber the duplicate by hand (project-memory doctor lists them)."
    );
  }
  return found[0];
}
function setDecisionFieldsMany(text, changesById) {
  if (changesById.size === 0) return text;
  const s = scan(text);
  const eol = preferredEol(text);
  const edits = /* @__PURE__ */ new Map();
  const byId = spansById(s);
  for (const [id, changes] of changesById) {
    const span = findUnique(byId, id);
    const layout = layoutEntry(s, span);
    if (layout.entry.stub) {
      throw new MemoryError(
        "INVALID_INPUT",
        `${layout.entry.id} is compacted to a one-line stub and cannot be changed in decisions.md.`,
        `Its full entry is in ${layout.entry.stub.link.replace(/#.*$/, "")}; edit the stub by hand if it must change.`
      );
    }
    edits.set(span.heading, validateChanges(changes));
  }
  const out = [];
  let i = 0;
  for (const span of s.spans) {
    const changes = edits.get(span.heading);
    if (!changes) continue;
    const layout = layoutEntry(s, span);
    for (; i < layout.heading; i++) out.push(s.lines[i]);
    out.push(...editedEntryLines(s, layout, changes, eol));
    i = layout.last + 1;
  }
  for (; i < s.lines.length; i++) out.push(s.lines[i]);
  return out.join("");
}
function replaceDecisionEntries(text, replacementsById) {
  if (replacementsById.size === 0) return text;
  const s = scan(text);
  const byHeading = /* @__PURE__ */ new Map();
  const byId = spansById(s);
  for (const [id, replacement] of replacementsById) byHeading.set(findUnique(byId, id).heading, replacement);
  const out = [];
  let i = 0;
  for (const span of s.spans) {
    const replacement = byHeading.get(span.heading);
    if (replacement === void 0) continue;
    const layout = layoutEntry(s, span);
    for (; i < layout.heading; i++) out.push(s.lines[i]);
    out.push(replacement + lineEnding(s.lines[layout.last]));
    i = layout.last + 1;
  }
  for (; i < s.lines.length; i++) out.push(s.lines[i]);
  return out.join("");
}

// server/src/core/decisions.ts
function parseDecisions(text) {
  const s = scan(text);
  const entries = s.spans.map((span) => layoutEntry(s, span).entry);
  const first = s.spans[0];
  const preamble = first ? s.lines.slice(0, first.heading).join("") : text;
  return { preamble, entries };
}
function nextDecisionNumber(entries) {
  let max = 0;
  for (const e of entries) if (e.num > max) max = e.num;
  return max + 1;
}
function nestBodyHeadings(body) {
  const inFence = fenceTracker();
  return body.split("\n").map((line) => inFence(line) ? line : line.replace(/^([ \t]{0,3})(#{1,2})(?=[ \t]|$)/, (_m, indent, hashes) => `${indent}${"#".repeat(hashes.length + 2)}`)).join("\n");
}
function renderDecision(d) {
  if (!Number.isInteger(d.num) || d.num < 1) {
    throw new MemoryError("INVALID_INPUT", `A decision number must be a positive integer, got ${d.num}.`);
  }
  const title = singleLine(d.title, "title");
  if (title === "") throw new MemoryError("INVALID_INPUT", "A decision needs a one-line title.");
  const lines = [`## D${d.num} \xB7 ${title}`, `- Status: ${requireStatus(d.status)}`, `- Date: ${assertIsoDate(d.date, "Date")}`];
  if (d.topic?.trim()) lines.push(`- Topic: ${singleLine(d.topic, "topic")}`);
  if (d.location?.trim()) lines.push(`- Location: ${singleLine(d.location, "location")}`);
  if (d.supersedes?.trim()) {
    const ids = singleLine(d.supersedes, "supersedes").split(/[\s,]+/).filter(Boolean).map((v) => requireDecisionId(v, "Supersedes"));
    lines.push(`- Supersedes: ${ids.join(", ")}`);
  }
  const body = nestBodyHeadings(d.body?.replace(/\r\n/g, "\n") ?? "").trim();
  if (body) lines.push("", body);
  return lines.join("\n") + "\n";
}
function renderDecisionStub(s) {
  const by = s.status === "Superseded" && s.supersededBy ? ` by ${s.supersededBy}` : "";
  return `## D${s.num} \xB7 ${s.title} \u2014 ${s.status}${by} \u2192 ${s.link}`;
}
function appendDecision(text, rendered) {
  return appendBlock(text, rendered);
}

export {
  DECISION_STATUSES,
  fieldKey,
  normaliseDecisionId,
  decisionIdsIn,
  setDecisionFieldsMany,
  replaceDecisionEntries,
  parseDecisions,
  nextDecisionNumber,
  renderDecision,
  renderDecisionStub,
  appendDecision
};
