#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  DECISION_STATUSES,
  FIELD_LINE,
  decisionIdsIn,
  fieldKey,
  formatDecisionId,
  headingDecisionId,
  layoutEntry,
  normaliseDecisionId,
  normaliseStatus,
  requireDecisionId,
  requireStatus,
  scan,
  singleLine
} from "./chunk-core-decisions-scan.js";
import {
  appendBlock,
  lineContent,
  lineEnding,
  nestAtxHeadings,
  preferredEol
} from "./chunk-core-markdown-blocks.js";
import {
  assertIsoDate,
  isIsoDate
} from "./chunk-core-dates.js";
import {
  MemoryError
} from "./chunk-core-errors.js";

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
    const id = headingDecisionId(s.contents[span.heading]);
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

// server/src/core/decision-problems.ts
function validateDecisions(text) {
  const s = scan(text);
  const entries = s.spans.map((span) => layoutEntry(s, span).entry);
  const problems = [];
  const firstLine = /* @__PURE__ */ new Map();
  for (const e of entries) {
    const seen = firstLine.get(e.id);
    if (seen !== void 0) {
      problems.push({
        code: "DUPLICATE_ID",
        severity: "error",
        line: e.startLine,
        id: e.id,
        message: `${e.id} at line ${e.startLine} repeats the id of the entry at line ${seen}; renumber one of them.`
      });
    } else {
      firstLine.set(e.id, e.startLine);
    }
    if (e.statusText === void 0) {
      problems.push({ code: "MISSING_STATUS", severity: "error", line: e.startLine, id: e.id, message: `${e.id} has no Status field.` });
    } else if (e.status === void 0) {
      problems.push({
        code: "UNKNOWN_STATUS",
        severity: "error",
        line: e.startLine,
        id: e.id,
        message: `${e.id} has status "${e.statusText}"; use one of ${DECISION_STATUSES.join(", ")}.`
      });
    }
    if (!e.stub) {
      if (e.date === void 0) {
        problems.push({ code: "MISSING_DATE", severity: "error", line: e.startLine, id: e.id, message: `${e.id} has no Date field.` });
      } else if (!isIsoDate(e.date)) {
        problems.push({
          code: "INVALID_DATE",
          severity: "error",
          line: e.startLine,
          id: e.id,
          message: `${e.id} has date "${e.date}"; dates are real days in YYYY-MM-DD form.`
        });
      }
    }
  }
  for (const e of entries) {
    for (const ref of [...decisionIdsIn(e.supersedes), ...decisionIdsIn(e.supersededBy)]) {
      if (!firstLine.has(ref)) {
        problems.push({
          code: "UNKNOWN_REFERENCE",
          severity: "warning",
          line: e.startLine,
          id: e.id,
          message: `${e.id} refers to ${ref}, which is not in decisions.md.`
        });
      }
    }
  }
  for (const index of s.strayHeadings) {
    problems.push({
      code: "STRAY_SECTION",
      severity: "warning",
      line: index + 1,
      message: `Line ${index + 1} ("${s.contents[index].trim()}") is a heading between decisions but not a "## D<n> \xB7 Title" entry.`
    });
  }
  return problems.sort((a, b) => a.line - b.line);
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
  return nestAtxHeadings(body, 2, 2);
}
function renderDecision(d) {
  if (!Number.isInteger(d.num) || d.num < 1) {
    throw new MemoryError("INVALID_INPUT", `A decision number must be a positive integer, got ${d.num}.`);
  }
  const title = singleLine(d.title, "title");
  if (title === "") throw new MemoryError("INVALID_INPUT", "A decision needs a one-line title.");
  if (d.tag !== void 0 && !/^(?=[a-z]*\d)[a-z0-9]{4}$/.test(d.tag)) throw new MemoryError("INVALID_INPUT", `A decision id tag is four characters of a-z0-9 with a digit, got "${d.tag}".`);
  const lines = [`## ${formatDecisionId(d.num, d.tag)} \xB7 ${title}`, `- Status: ${requireStatus(d.status)}`, `- Date: ${assertIsoDate(d.date, "Date")}`];
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
  return `## ${formatDecisionId(s.num, s.tag)} \xB7 ${s.title} \u2014 ${s.status}${by} \u2192 ${s.link}`;
}
function appendDecision(text, rendered) {
  return appendBlock(text, rendered);
}

export {
  setDecisionFieldsMany,
  replaceDecisionEntries,
  validateDecisions,
  parseDecisions,
  nextDecisionNumber,
  renderDecision,
  renderDecisionStub,
  appendDecision
};
