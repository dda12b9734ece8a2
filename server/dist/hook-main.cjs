"use strict";
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __esm = (fn, res, err) => function __init() {
  if (err) throw err[0];
  try {
    return fn && (res = (0, fn[__getOwnPropNames(fn)[0]])(fn = 0)), res;
  } catch (e) {
    throw err = [e], e;
  }
};
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));

// server/src/core/context-budget.ts
function estimateTokens(chars) {
  return Math.ceil(chars / 4);
}
function render(parts) {
  return parts.map((p) => p.text.trim() ? `${p.heading}
${p.text.trimEnd()}` : p.heading).join("\n\n");
}
function truncateLines(text, maxChars, readMore) {
  const lines = text.split("\n");
  const kept = [];
  let used = 0;
  for (const line of lines) {
    if (used + line.length + 1 > maxChars) break;
    kept.push(line);
    used += line.length + 1;
  }
  if (used < MIN_USEFUL_CHARS) return null;
  const rest = lines.length - kept.length;
  return `${kept.join("\n")}
[\u2026 ${rest} more line(s) cut to fit the budget: ${readMore} offset=${kept.length + 1}]`;
}
function assembleContext(parts, budget, footer) {
  const working = parts.map((p) => ({ ...p }));
  const cut = [];
  const footerReserve = footer(99999, 99999).length + 2;
  const limit = Math.max(0, budget - footerReserve);
  const order = [...working].sort((a, b) => b.priority - a.priority);
  for (const part of order) {
    const overflow = render(working).length - limit;
    if (overflow <= 0) break;
    if (!part.readMore || !part.text.trim()) continue;
    const allowed = part.text.length - overflow - 80;
    const shortened = allowed > 0 ? truncateLines(part.text, allowed, part.readMore) : null;
    if (shortened !== null && shortened.length < part.text.length) {
      part.text = shortened;
      cut.push(`${part.heading} (partly)`);
    } else {
      part.text = `[cut to fit the budget: ${part.readMore}]`;
      cut.push(part.heading);
    }
  }
  const originals = new Map(parts.map((p, i) => [working[i], p.text]));
  for (const part of [...working].sort((a, b) => a.priority - b.priority)) {
    const original = originals.get(part);
    if (part.text === original) continue;
    const current = part.text;
    const room = limit - render(working).length + current.length;
    if (room <= current.length) continue;
    part.text = original;
    if (render(working).length <= limit) {
      cut.splice(cut.findIndex((c) => c.startsWith(part.heading)), 1);
      continue;
    }
    const shortened = truncateLines(original, room - part.readMore.length - 80, part.readMore);
    part.text = shortened !== null && shortened.length > current.length ? shortened : current;
    if (render(working).length > limit) part.text = current;
  }
  let body = render(working);
  if (body.length > limit) body = `${body.slice(0, Math.max(0, limit - 60))}
[\u2026 cut to fit the budget]`;
  let chars = body.length;
  let tail = footer(chars, estimateTokens(chars));
  for (let i = 0; i < 3; i++) {
    chars = body.length + 2 + tail.length;
    tail = footer(chars, estimateTokens(chars));
  }
  const text = `${body}

${tail}`;
  return { text, chars: text.length, tokens: estimateTokens(text.length), cut };
}
var DEFAULT_CONTEXT_CHARS, MIN_USEFUL_CHARS;
var init_context_budget = __esm({
  "server/src/core/context-budget.ts"() {
    "use strict";
    DEFAULT_CONTEXT_CHARS = 8e3;
    MIN_USEFUL_CHARS = 80;
  }
});

// server/src/core/errors.ts
var MemoryError;
var init_errors = __esm({
  "server/src/core/errors.ts"() {
    "use strict";
    MemoryError = class extends Error {
      code;
      hint;
      constructor(code, message, hint) {
        super(message);
        this.name = "MemoryError";
        this.code = code;
        this.hint = hint;
      }
      /** The text a user or model sees: the sentence, then the fix. */
      describe() {
        return this.hint ? `${this.message} ${this.hint}` : this.message;
      }
    };
  }
});

// server/src/core/dates.ts
function today(now = /* @__PURE__ */ new Date()) {
  return now.toISOString().slice(0, 10);
}
function daysBetween(from, to) {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 864e5);
}
var init_dates = __esm({
  "server/src/core/dates.ts"() {
    "use strict";
    init_errors();
  }
});

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
function isBlank(line) {
  return line.trim() === "";
}
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
var FENCE;
var init_text_lines = __esm({
  "server/src/core/text-lines.ts"() {
    "use strict";
    FENCE = /^ {0,3}(`{3,}|~{3,})/;
  }
});

// server/src/core/decisions-scan.ts
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
var DECISION_STATUSES, DECISION_HEADING, SECTION_HEADING, FIELD_LINE, STUB_TITLE, DECISION_ID;
var init_decisions_scan = __esm({
  "server/src/core/decisions-scan.ts"() {
    "use strict";
    init_errors();
    init_text_lines();
    DECISION_STATUSES = ["Draft", "Active", "Under Review", "Superseded", "Retired"];
    DECISION_HEADING = /^##[ \t]+[Dd](\d+)(?!\d)[ \t]*(?:(?:·|•|—|–|-|:|\.)[ \t]*)?(.*?)[ \t]*$/;
    SECTION_HEADING = /^#{1,2}(?:[ \t]|$)/;
    FIELD_LINE = /^[ \t]*[-*+][ \t]+(?:\*\*|__)?([A-Za-z][A-Za-z _-]{0,40}?)(?:\*\*|__)?[ \t]*:(?:\*\*|__)?[ \t]*(.*?)[ \t]*$/d;
    STUB_TITLE = /^(.*)[ \t]+(?:—|–|--|-)[ \t]+(Draft|Active|Under Review|Superseded|Retired)(?:[ \t]+by[ \t]+(D\d+))?[ \t]+(?:→|->)[ \t]+(\S+)$/i;
    DECISION_ID = /^D(\d+)$/i;
  }
});

// server/src/core/decision-edits.ts
var init_decision_edits = __esm({
  "server/src/core/decision-edits.ts"() {
    "use strict";
    init_dates();
    init_decisions_scan();
    init_errors();
    init_text_lines();
  }
});

// server/src/core/decision-problems.ts
var init_decision_problems = __esm({
  "server/src/core/decision-problems.ts"() {
    "use strict";
    init_dates();
    init_decisions_scan();
  }
});

// server/src/core/decisions.ts
function parseDecisions(text) {
  const s = scan(text);
  const entries = s.spans.map((span) => layoutEntry(s, span).entry);
  const first = s.spans[0];
  const preamble = first ? s.lines.slice(0, first.heading).join("") : text;
  return { preamble, entries };
}
var init_decisions = __esm({
  "server/src/core/decisions.ts"() {
    "use strict";
    init_dates();
    init_errors();
    init_decisions_scan();
    init_text_lines();
    init_decisions_scan();
    init_decision_edits();
    init_decision_problems();
  }
});

// server/src/core/memory-md.ts
function sectionKey(heading) {
  return heading.toLowerCase().replace(/[^a-z0-9]/g, "");
}
function canonicalSectionName(heading) {
  return CANONICAL_BY_KEY.get(sectionKey(heading));
}
function sectionPlaceholder(section) {
  return PLACEHOLDERS[section];
}
function renderMemoryTemplate(projectName) {
  const name = projectName.replace(/[\r\n]+/g, " ").trim();
  const parts = [`# Core memory \u2014 ${name}`];
  for (const s of CANONICAL_SECTIONS) parts.push(`## ${s}

${PLACEHOLDERS[s]}`);
  return parts.join("\n\n") + "\n";
}
function trimmedJoin(lines) {
  let a = 0;
  let b = lines.length;
  while (a < b && lines[a].trim() === "") a++;
  while (b > a && lines[b - 1].trim() === "") b--;
  return lines.slice(a, b).join("\n");
}
function parseSections(text) {
  const lines = contentLines(text);
  const inFence = fenceTracker();
  const headings = [];
  let titleLine;
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i];
    if (inFence(l)) continue;
    if (H2.test(l)) headings.push(i);
    else if (titleLine === void 0 && headings.length === 0 && H1.test(l)) titleLine = i;
  }
  const sections = headings.map((h, k) => {
    const end = (headings[k + 1] ?? lines.length) - 1;
    const heading = H2.exec(lines[h])[1];
    return {
      heading,
      canonical: canonicalSectionName(heading),
      headingLine: h + 1,
      endLine: end + 1,
      body: trimmedJoin(lines.slice(h + 1, end + 1))
    };
  });
  const preambleStart = titleLine === void 0 ? 0 : titleLine + 1;
  return {
    title: titleLine === void 0 ? void 0 : H1.exec(lines[titleLine])[1],
    titleLine: titleLine === void 0 ? void 0 : titleLine + 1,
    preamble: trimmedJoin(lines.slice(preambleStart, headings[0] ?? lines.length)),
    sections
  };
}
var CANONICAL_SECTIONS, PLACEHOLDERS, H1, H2, CANONICAL_BY_KEY;
var init_memory_md = __esm({
  "server/src/core/memory-md.ts"() {
    "use strict";
    init_text_lines();
    CANONICAL_SECTIONS = [
      "Project overview",
      "Current focus",
      "Constraints",
      "Active decisions summary",
      "Key artifacts",
      "Recent outcome",
      "Next step",
      "Deep links / pointers"
    ];
    PLACEHOLDERS = {
      "Project overview": "_What this project is, for whom, and why it matters._",
      "Current focus": "_What is being worked on right now._",
      Constraints: "_Hard limits: deadlines, platforms, budgets, rules that must hold._",
      "Active decisions summary": "_The decisions in force, one line each with its id (full text in decisions.md)._",
      "Key artifacts": "_The files, designs and links that matter most (details in artifacts.json)._",
      "Recent outcome": "_What the last session achieved._",
      "Next step": "_The very next thing to do._",
      "Deep links / pointers": "_Where deeper context lives: decisions.md, sessions/, archive/._"
    };
    H1 = /^#[ \t]+(.*?)[ \t#]*$/;
    H2 = /^##[ \t]+(.*?)[ \t#]*$/;
    CANONICAL_BY_KEY = new Map(CANONICAL_SECTIONS.map((s) => [sectionKey(s), s]));
  }
});

// server/src/core/templates.ts
function fillTemplate(template, vars) {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, key) => key in vars ? vars[key] : whole);
}
var PROJECT_GUIDE, STATUS, INSTRUCTIONS, MEMORY, DECISIONS, COMPANIES, PEOPLE, PERSON, COMPANY, KNOWLEDGE_ENTRY, PREFERENCES, PATTERNS, TEMPLATE_FILES;
var init_templates = __esm({
  "server/src/core/templates.ts"() {
    "use strict";
    init_memory_md();
    PROJECT_GUIDE = `# Project Folder Guide

This folder contains structured memory for this project. Below is a quick reference
for what each file and sub-folder contains and when to read it.

| Folder / File | Contains | Read when |
|---|---|---|
| \`_status.md\` | Always-current project status, next action, blockers | First \u2014 before loading any other context for this project |
| \`_meta.yaml\` | Project metadata (status, type, owner, tags) | When filtering or understanding project scope |
| \`_index.yaml\` | Auto-managed manifest of all files (descriptions + read-when) | Use \`get_folder_manifest\` tool |
| \`memory.md\` | Core memory: compact current state (budget 130 lines) | At session start (loaded automatically) |
| \`manifest.json\` | Retrieval metadata: topics, active decision ids, important files | When routing or retrieving deeper context |
| \`artifacts.json\` | External references (designs, specs, code deliverables) | When looking for an artifact |
| \`people.md\` | Key contacts and stakeholders on this project | Before any communication or meeting |
| \`companies.md\` | Company relationships relevant to this project | When researching company context |
| \`decisions.md\` | Architecture and key decisions log (append-only) | Before making decisions that may overlap |
| \`knowledge/\` | Processed knowledge entries (source material, summaries) | When researching a topic |
| \`correspondence/\` | Email threads, calls, messages | When reviewing communication history |
| \`updates/\` | Chronological date-stamped update log (append-only) | For recent progress and status |
| \`docs/\` | Reference documents and specs | When working with external documents |
| \`notes/\` | Free-form notes | For general reference |
| \`sessions/\` | Session summaries, one file per day | When you need what happened recently |
| \`archive/\` | Rolled-up history (sessions, decisions, overflow) | Search it; never load it whole |

> **Note:** Never edit \`_index.yaml\` directly. Use the \`update_file_description\` tool.
> \`_status.md\` and \`_guide.md\` are human-editable and not auto-managed.
`;
    STATUS = `# Status \u2014 {{name}}

> As of {{date}}: _(no status set yet \u2014 update this after every key event)_

**Current state:**
**Next action:**
**Blocked on:**
**Last updated:** {{date}}
`;
    INSTRUCTIONS = `# Instructions \u2014 {{name}}

## LLM Behavior Rules
_How the assistant should behave on this project: tone, language, formatting, terminology._

## MCP Connector Usage
_How available MCP servers should be used on this project (e.g. [mcp:github/...], [mcp:jira/...])._

## Project Conventions
_Project-specific naming, structure and workflow conventions._
`;
    MEMORY = renderMemoryTemplate("{{name}}");
    DECISIONS = `# Decisions \u2014 {{name}}

Append-only decision log. Add entries with \`add_decision\`; revise with \`supersedes\`. Statuses:
Draft, Active, Under Review, Superseded, Retired.
`;
    COMPANIES = `# Companies \u2014 {{name}}

_Company relationships relevant to this project._
`;
    PEOPLE = `# People \u2014 {{name}}

_Auto-managed: link people with \`link_person_to_project\`._
`;
    PERSON = `# {{name}}

**Title:**
**Company:** Other
**Email:**
**Phone:**
**Description:**

## Notes
_(manual notes empty)_

## Projects
`;
    COMPANY = `# {{name}}

**Website:**
**Industry:**
**Description:**

## Notes
_(manual notes empty)_

## Projects
`;
    KNOWLEDGE_ENTRY = `---
source: null
processed: "{{date}}"
method: manual
model: null
prompt_ref: null
---
# {{name}}
`;
    PREFERENCES = `# Preferences

_User style and workflow preferences, shared by every project._
`;
    PATTERNS = `# Patterns

_Reusable cross-project patterns._
`;
    TEMPLATE_FILES = {
      "project-guide.md": PROJECT_GUIDE,
      "status.md": STATUS,
      "instructions.md": INSTRUCTIONS,
      "memory.md": MEMORY,
      "decisions.md": DECISIONS,
      "companies.md": COMPANIES,
      "people.md": PEOPLE,
      "person.md": PERSON,
      "company.md": COMPANY,
      "knowledge-entry.md": KNOWLEDGE_ENTRY,
      "preferences.md": PREFERENCES,
      "patterns.md": PATTERNS
    };
  }
});

// server/src/core/thresholds.ts
function isPlainObject(v) {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}
function readThresholds(manifestJson) {
  const thresholds = { ...DEFAULT_THRESHOLDS };
  const problems = [];
  if (!isPlainObject(manifestJson)) return { thresholds, problems };
  if (!Object.hasOwn(manifestJson, "consolidation")) return { thresholds, problems };
  const raw = manifestJson["consolidation"];
  if (!isPlainObject(raw)) {
    problems.push('manifest.json "consolidation" must be an object of thresholds; the defaults were used.');
    return { thresholds, problems };
  }
  for (const key of THRESHOLD_KEYS) {
    if (!Object.hasOwn(raw, key)) continue;
    const value = raw[key];
    if (typeof value === "number" && Number.isInteger(value) && value > 0) {
      thresholds[key] = value;
    } else {
      problems.push(
        `manifest.json consolidation.${key} must be a positive integer, got ${JSON.stringify(value)}; the default ${DEFAULT_THRESHOLDS[key]} was used.`
      );
    }
  }
  for (const key of Object.keys(raw)) {
    if (!THRESHOLD_KEYS.includes(key)) {
      problems.push(`manifest.json consolidation.${key} is not a known threshold and was ignored (known: ${THRESHOLD_KEYS.join(", ")}).`);
    }
  }
  if (thresholds.keepSessions > thresholds.archiveAfter) {
    problems.push(
      `manifest.json consolidation.keepSessions (${thresholds.keepSessions}) exceeds archiveAfter (${thresholds.archiveAfter}), so the sessions pass can leave more than archiveAfter summaries.`
    );
  }
  return { thresholds, problems };
}
var DEFAULT_THRESHOLDS, THRESHOLD_KEYS;
var init_thresholds = __esm({
  "server/src/core/thresholds.ts"() {
    "use strict";
    DEFAULT_THRESHOLDS = Object.freeze({
      keepSessions: 5,
      archiveAfter: 8,
      staleDecisionDays: 30,
      coreSoftLimit: 130
    });
    THRESHOLD_KEYS = ["keepSessions", "archiveAfter", "staleDecisionDays", "coreSoftLimit"];
  }
});

// server/src/core/path-rules.ts
function describePath(p) {
  return JSON.stringify(p.length > 120 ? `${p.slice(0, 117)}...` : p);
}
function parseMemoryPath(raw, field = "path") {
  if (typeof raw !== "string" || raw.length === 0) {
    throw new MemoryError("INVALID_PATH", `${field} must be a non-empty relative path like "notes/ideas.md".`);
  }
  if (!raw.isWellFormed()) {
    throw new MemoryError("INVALID_PATH", `${field} contains an unpaired surrogate character; send valid Unicode.`);
  }
  if (FORBIDDEN_CHARS.test(raw)) {
    throw new MemoryError(
      "INVALID_PATH",
      `${field} ${describePath(raw)} contains a control, zero-width or direction-changing character, which paths may not contain.`
    );
  }
  if (raw.includes("\\")) {
    throw new MemoryError("INVALID_PATH", `${field} ${describePath(raw)} contains a backslash; use "/" between folders.`);
  }
  if (raw.startsWith("/") || /^[a-zA-Z]:/.test(raw) || raw.startsWith("~")) {
    throw new MemoryError(
      "INVALID_PATH",
      `${field} ${describePath(raw)} is absolute; paths are relative to the project folder, like "notes/ideas.md".`
    );
  }
  const normalised = raw.normalize("NFC");
  const parts = [];
  for (const part of normalised.split("/")) {
    if (part === "" || part === ".") continue;
    if (part === "..") {
      throw new MemoryError("PATH_OUTSIDE_ROOT", `${field} ${describePath(raw)} uses "..", which could leave the memory root.`, 'Give the path from the project folder without "..".');
    }
    if (Buffer.byteLength(part) > MAX_COMPONENT_BYTES) {
      throw new MemoryError("INVALID_PATH", `A component of ${field} is longer than ${MAX_COMPONENT_BYTES} bytes.`);
    }
    if (part.trim() !== part) {
      throw new MemoryError("INVALID_PATH", `${field} ${describePath(raw)} has a name that starts or ends with white space.`);
    }
    parts.push(part);
  }
  if (Buffer.byteLength(normalised) > MAX_PATH_BYTES) {
    throw new MemoryError("INVALID_PATH", `${field} is longer than ${MAX_PATH_BYTES} bytes.`);
  }
  if (parts.length === 0) {
    throw new MemoryError("INVALID_PATH", `${field} ${describePath(raw)} names no file.`);
  }
  return parts;
}
var MAX_COMPONENT_BYTES, MAX_PATH_BYTES, FORBIDDEN_CHARS, TEMP_SUFFIX;
var init_path_rules = __esm({
  "server/src/core/path-rules.ts"() {
    "use strict";
    init_errors();
    MAX_COMPONENT_BYTES = 255;
    MAX_PATH_BYTES = 4096;
    FORBIDDEN_CHARS = /[\u0000-\u001f\u007f\u0080-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/u;
    TEMP_SUFFIX = ".pm-tmp";
  }
});

// server/src/storage/containment.ts
function isInside(rootDir, candidate) {
  const rel = path.relative(rootDir, candidate);
  return rel === "" || !path.isAbsolute(rel) && rel !== ".." && !rel.startsWith(`..${path.sep}`);
}
function outside(shown) {
  return new MemoryError("PATH_OUTSIDE_ROOT", `The path ${describePath(shown)} leads outside the memory root, which no tool may reach.`, "Use a path inside the project folder that does not pass through a symlink leading elsewhere.");
}
function lstatOrNull(p) {
  try {
    return fs.lstatSync(p);
  } catch (e) {
    const code = e.code;
    if (code === "ENOENT") return null;
    if (code === "ENOTDIR") throw new MemoryError("INVALID_PATH", `A parent of ${describePath(p)} is a file, not a folder.`);
    throw e;
  }
}
function throughLink(shown, linkRel, isLeaf) {
  if (isLeaf) {
    return new MemoryError("INVALID_PATH", `${describePath(shown)} is a symbolic link; the memory tools refuse symlinked files.`, "Replace the link with a regular file.");
  }
  return new MemoryError(
    "INVALID_PATH",
    `${describePath(shown)} passes through the symbolic link ${describePath(linkRel)}; the memory tools refuse every path through a link, even one that stays inside the memory root.`,
    "Replace the link with a real folder, or use the path of the folder it points to."
  );
}
function resolveContained(rootDir, baseDir, parts, shown) {
  if (!isInside(rootDir, baseDir)) throw outside(shown);
  let current = baseDir;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    const next = path.join(current, part);
    const isLeaf = i === parts.length - 1;
    const st = lstatOrNull(next);
    if (st === null) {
      return { abs: path.join(current, ...parts.slice(i)), stat: null };
    }
    if (st.isSymbolicLink()) throw throughLink(shown, parts.slice(0, i + 1).join("/"), isLeaf);
    if (isLeaf) {
      if (!st.isFile() && !st.isDirectory()) {
        throw new MemoryError("INVALID_PATH", `${describePath(shown)} is not a regular file (a device, pipe or socket), which the memory tools refuse.`);
      }
      return { abs: next, stat: st };
    }
    if (!st.isDirectory()) {
      throw new MemoryError("INVALID_PATH", `A parent of ${describePath(shown)} is a file, not a folder.`);
    }
    current = next;
  }
  return { abs: current, stat: lstatOrNull(current) };
}
function descriptorPath(fd) {
  try {
    return fs.readlinkSync(`/proc/self/fd/${fd}`);
  } catch {
    return null;
  }
}
function assertDescriptorAt(fd, abs, shown) {
  if (!descriptorIsAt(fd, abs)) {
    fs.closeSync(fd);
    throw outside(shown);
  }
}
function descriptorIsAt(fd, abs) {
  const real = descriptorPath(fd);
  return real === null || real === path.resolve(abs);
}
var fs, path;
var init_containment = __esm({
  "server/src/storage/containment.ts"() {
    "use strict";
    init_errors();
    init_path_rules();
    fs = require("node:fs");
    path = require("node:path");
  }
});

// server/src/core/display.ts
var init_display = __esm({
  "server/src/core/display.ts"() {
    "use strict";
  }
});

// server/src/core/slug.ts
function isKebabCase(s) {
  return KEBAB_CASE.test(s);
}
var KEBAB_CASE;
var init_slug = __esm({
  "server/src/core/slug.ts"() {
    "use strict";
    init_display();
    init_errors();
    KEBAB_CASE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
  }
});

// server/src/core/project-meta.ts
function normaliseProjectsIndex(data) {
  const list = data && typeof data === "object" && Array.isArray(data.projects) ? data.projects : [];
  const projects = [];
  for (const raw of list) {
    if (!raw || typeof raw !== "object") continue;
    const p = raw;
    if (typeof p.slug !== "string" || !isKebabCase(p.slug)) continue;
    const strings = (v) => Array.isArray(v) ? v.filter((x) => typeof x === "string") : [];
    const s = (v) => typeof v === "string" ? v : "";
    projects.push({
      slug: p.slug,
      name: s(p.name) || p.slug,
      status: s(p.status),
      type: s(p.type),
      path: `projects/${p.slug}`,
      tags: strings(p.tags),
      aliases: strings(p.aliases),
      paths: strings(p.paths),
      created: s(p.created),
      updated: s(p.updated)
    });
  }
  return { projects };
}
var init_project_meta = __esm({
  "server/src/core/project-meta.ts"() {
    "use strict";
    init_dates();
    init_errors();
    init_slug();
  }
});

// server/src/storage/anchored-dir.ts
function outsideFolder(shown) {
  return new MemoryError("PATH_OUTSIDE_ROOT", `The folder of ${describePath(shown)} is, or passes through, a symbolic link (it may lead outside the memory root), which no tool follows.`, "Use a path inside the project folder that passes through no symbolic link.");
}
function openAnchoredDir(rootDir, absDir, shown = path2.relative(rootDir, absDir) || ".") {
  if (!isInside(rootDir, absDir)) throw outsideFolder(shown);
  let fd;
  try {
    fd = fs2.openSync(absDir, fs2.constants.O_RDONLY | fs2.constants.O_DIRECTORY | fs2.constants.O_NOFOLLOW);
  } catch (e) {
    const code = e.code;
    if (code === "ENOENT") return null;
    if (code === "ELOOP" || code === "ENOTDIR" && isLink(absDir)) throw outsideFolder(shown);
    if (code === "ENOTDIR") throw new MemoryError("INVALID_PATH", `A parent of ${describePath(shown)} is not a folder.`);
    throw e;
  }
  const real = descriptorPath(fd);
  if (real !== null && real !== path2.resolve(absDir)) {
    fs2.closeSync(fd);
    throw outsideFolder(shown);
  }
  return { fd, via: procFdUsable && real !== null ? `/proc/self/fd/${fd}` : absDir, abs: absDir };
}
function isLink(p) {
  try {
    return fs2.lstatSync(p).isSymbolicLink();
  } catch {
    return false;
  }
}
function closeAnchoredDir(dir) {
  try {
    fs2.closeSync(dir.fd);
  } catch {
  }
}
function withAnchoredDir(rootDir, absDir, shown, fn) {
  const dir = openAnchoredDir(rootDir, absDir, shown);
  if (!dir) throw new MemoryError("NOT_FOUND", `The folder of ${describePath(shown)} does not exist.`);
  try {
    return fn(dir);
  } finally {
    closeAnchoredDir(dir);
  }
}
function entryOf(dir, name) {
  return path2.join(dir.via, name);
}
function listAnchored(rootDir, absDir) {
  let dir;
  try {
    dir = openAnchoredDir(rootDir, absDir);
  } catch {
    return [];
  }
  if (!dir) return [];
  try {
    return fs2.readdirSync(dir.via, { withFileTypes: true });
  } finally {
    closeAnchoredDir(dir);
  }
}
var fs2, path2, procFdUsable;
var init_anchored_dir = __esm({
  "server/src/storage/anchored-dir.ts"() {
    "use strict";
    init_errors();
    init_path_rules();
    init_containment();
    fs2 = require("node:fs");
    path2 = require("node:path");
    procFdUsable = (() => {
      try {
        return fs2.existsSync("/proc/self/fd");
      } catch {
        return false;
      }
    })();
  }
});

// server/src/storage/projects-index.ts
function readProjectsIndex(root) {
  const file = root.readText(PROJECTS_INDEX);
  if (!file) return { projects: [] };
  try {
    return normaliseProjectsIndex(JSON.parse(file.text));
  } catch {
    return { projects: [] };
  }
}
var fs3, path3, PROJECTS_INDEX;
var init_projects_index = __esm({
  "server/src/storage/projects-index.ts"() {
    "use strict";
    init_project_meta();
    init_anchored_dir();
    fs3 = require("node:fs");
    path3 = require("node:path");
    PROJECTS_INDEX = "_projects-index.json";
  }
});

// server/src/storage/lazy-crypto.ts
function nodeCrypto() {
  crypto ??= (0, import_node_module.createRequire)("/")("node:crypto");
  return crypto;
}
var import_node_module, crypto;
var init_lazy_crypto = __esm({
  "server/src/storage/lazy-crypto.ts"() {
    "use strict";
    import_node_module = require("node:module");
  }
});

// server/src/storage/fs-safe.ts
function decode(buf, shown) {
  try {
    return strictUtf8.decode(buf);
  } catch {
    throw new MemoryError("INVALID_FORMAT", `${describePath(shown)} is not valid UTF-8 text.`, "Memory files must be UTF-8 text.");
  }
}
function readTextContained(rootDir, abs, shown, maxBytes = MAX_FILE_BYTES) {
  let fd;
  try {
    fd = fs4.openSync(abs, fs4.constants.O_RDONLY | fs4.constants.O_NOFOLLOW | fs4.constants.O_NONBLOCK);
  } catch (e) {
    const code = e.code;
    if (code === "ENOENT") return null;
    if (code === "ELOOP") throw new MemoryError("INVALID_PATH", `${describePath(shown)} is a symbolic link; the memory tools refuse symlinked files.`);
    if (code === "EISDIR") throw new MemoryError("INVALID_PATH", `${describePath(shown)} is a folder, not a file.`);
    throw e;
  }
  try {
    assertDescriptorAt(fd, abs, shown);
    const st = fs4.fstatSync(fd);
    if (st.isDirectory()) throw new MemoryError("INVALID_PATH", `${describePath(shown)} is a folder, not a file.`);
    if (!st.isFile()) throw new MemoryError("INVALID_PATH", `${describePath(shown)} is not a regular file.`);
    if (st.nlink > 1) {
      throw new MemoryError("INVALID_PATH", `${describePath(shown)} has ${st.nlink} hard links, so it may be a file from outside the memory root; the tools refuse it.`, "Copy the file instead of hard-linking it.");
    }
    if (st.size > maxBytes) {
      throw new MemoryError("TOO_LARGE", `${describePath(shown)} is ${st.size} bytes, over the ${maxBytes}-byte limit for memory files.`);
    }
    const buf = Buffer.alloc(st.size);
    let off = 0;
    while (off < st.size) {
      const n = fs4.readSync(fd, buf, off, st.size - off, off);
      if (n === 0) break;
      off += n;
    }
    return { text: decode(off === st.size ? buf : buf.subarray(0, off), shown), mtimeMs: st.mtimeMs, size: off };
  } finally {
    try {
      fs4.closeSync(fd);
    } catch {
    }
  }
}
function ensureDirContained(rootDir, dir) {
  if (!isInside(rootDir, dir)) throw new MemoryError("PATH_OUTSIDE_ROOT", "A folder to create lies outside the memory root, which no tool may reach.");
  const missing = [];
  let cur = dir;
  for (; ; ) {
    let st = null;
    try {
      st = fs4.lstatSync(cur);
    } catch (e) {
      if (e.code !== "ENOENT") throw e;
    }
    if (st) break;
    missing.unshift(cur);
    const parent = path4.dirname(cur);
    if (parent === cur || !isInside(rootDir, parent)) break;
    cur = parent;
  }
  const created = [];
  try {
    for (const d of missing) {
      withAnchoredDir(rootDir, path4.dirname(d), path4.relative(rootDir, d), (parent) => {
        try {
          fs4.mkdirSync(entryOf(parent, path4.basename(d)));
          created.push(d);
        } catch (e) {
          if (e.code !== "EEXIST") throw translateIoError(e, path4.relative(rootDir, d));
        }
      });
    }
  } catch (e) {
    removeEmptyDirs(rootDir, created);
    throw e;
  }
  const shown = path4.relative(rootDir, dir);
  const last = openAnchoredDir(rootDir, dir, shown);
  if (!last) throw new MemoryError("IO", `The folder ${describePath(shown)} was removed while it was being created.`, "Try again.");
  closeAnchoredDir(last);
  return created;
}
function removeEmptyDirs(rootDir, created) {
  for (const d of [...created].reverse()) {
    try {
      const parent = openAnchoredDir(rootDir, path4.dirname(d));
      if (!parent) continue;
      try {
        fs4.rmdirSync(entryOf(parent, path4.basename(d)));
      } finally {
        closeAnchoredDir(parent);
      }
    } catch {
    }
  }
}
function tempNameFor(abs) {
  const stem = Array.from(path4.basename(abs)).slice(0, 48).join("");
  return path4.join(path4.dirname(abs), `.${stem}.${process.pid}.${nodeCrypto().randomBytes(6).toString("hex")}${TEMP_SUFFIX}`);
}
function writeAtomic(rootDir, abs, data, shown = abs) {
  const created = ensureDirContained(rootDir, path4.dirname(abs));
  try {
    writeInFolder(rootDir, abs, data, shown);
  } catch (e) {
    removeEmptyDirs(rootDir, created);
    throw e;
  }
}
function writeInFolder(rootDir, abs, data, shown) {
  withAnchoredDir(rootDir, path4.dirname(abs), shown, (dir) => {
    const leaf = entryOf(dir, path4.basename(abs));
    const tmp = entryOf(dir, path4.basename(tempNameFor(abs)));
    let mode = 420;
    try {
      const st = fs4.lstatSync(leaf);
      if (st.isFile()) mode = st.mode & 511;
    } catch {
    }
    let fd;
    try {
      fd = fs4.openSync(tmp, fs4.constants.O_WRONLY | fs4.constants.O_CREAT | fs4.constants.O_EXCL | fs4.constants.O_NOFOLLOW, mode);
    } catch (e) {
      throw translateIoError(e, shown);
    }
    let renamed = false;
    try {
      const buf = typeof data === "string" ? Buffer.from(data, "utf8") : data;
      let off = 0;
      while (off < buf.length) off += fs4.writeSync(fd, buf, off, buf.length - off);
      fs4.fsyncSync(fd);
      fs4.closeSync(fd);
      fs4.renameSync(tmp, leaf);
      renamed = true;
      syncDir(dir.fd);
    } catch (e) {
      try {
        fs4.closeSync(fd);
      } catch {
      }
      if (!renamed) fs4.rmSync(tmp, { force: true });
      throw translateIoError(e, shown);
    }
  });
}
function syncDir(fd) {
  try {
    fs4.fsyncSync(fd);
  } catch {
  }
}
function translateIoError(e, shown) {
  if (e instanceof MemoryError) return e;
  const code = e.code;
  if (code === "ENOSPC" || code === "EDQUOT") return new MemoryError("IO", `The disk is full, so ${describePath(shown)} was not written; nothing was changed.`, "Free some space and try again.");
  if (code === "EACCES" || code === "EPERM" || code === "EROFS") return new MemoryError("IO", `Permission denied writing ${describePath(shown)}; nothing was changed.`, "Check the permissions of the memory root.");
  if (code === "ENAMETOOLONG") return new MemoryError("INVALID_PATH", `${describePath(shown)} is too long for the file system, so it was not written.`, "Use a shorter name.");
  if (code === "ENOENT" || code === "ENOTDIR" || code === "ELOOP") return new MemoryError("IO", `A folder on the way to ${describePath(shown)} was moved or removed while it was being written, so it was not written.`, "Try again.");
  return e;
}
var fs4, path4, MAX_FILE_BYTES, strictUtf8;
var init_fs_safe = __esm({
  "server/src/storage/fs-safe.ts"() {
    "use strict";
    init_lazy_crypto();
    init_errors();
    init_path_rules();
    init_containment();
    init_anchored_dir();
    fs4 = require("node:fs");
    path4 = require("node:path");
    MAX_FILE_BYTES = 8 * 1024 * 1024;
    strictUtf8 = new TextDecoder("utf-8", { fatal: true });
  }
});

// server/src/storage/lock.ts
function sleep(ms) {
  Atomics.wait(sleeper, 0, 0, ms);
}
function locksDir(rootDir) {
  return path5.join(rootDir, ".locks");
}
function lockNameFor(key) {
  return `${nodeCrypto().createHash("sha256").update(key).digest("hex").slice(0, 32)}.lock`;
}
function inLocksDir(rootDir, name, fn) {
  let dir = openAnchoredDir(rootDir, locksDir(rootDir), ".locks");
  if (!dir) {
    try {
      fs5.mkdirSync(locksDir(rootDir));
    } catch (e) {
      const code = e.code;
      if (code !== "EEXIST") throw lockIoError(e);
    }
    dir = openAnchoredDir(rootDir, locksDir(rootDir), ".locks");
    if (!dir) throw new MemoryError("IO", "The lock folder .locks of the memory root could not be created.", "Check that the memory root is writable.");
  }
  try {
    return fn(entryOf(dir, name));
  } finally {
    closeAnchoredDir(dir);
  }
}
function lockIoError(e) {
  const code = e.code;
  if (code === "EROFS" || code === "EACCES" || code === "EPERM") {
    return new MemoryError("IO", "The memory root is read-only here, so nothing can be changed.", "Make the memory root writable, or use the read tools only.");
  }
  if (code === "ENOSPC" || code === "EDQUOT") return new MemoryError("IO", "The disk is full, so nothing was changed.", "Free some space and try again.");
  return e;
}
function holderIsGone(content, mtimeMs) {
  if (Date.now() - mtimeMs > STALE_AFTER_MS) return true;
  const [pidText, host] = content.split(" ");
  const pid = Number(pidText);
  if (!Number.isInteger(pid) || pid <= 0) return Date.now() - mtimeMs > 5e3;
  if (host !== (0, import_node_os.hostname)()) return false;
  try {
    process.kill(pid, 0);
    return false;
  } catch (e) {
    return e.code === "ESRCH";
  }
}
function breakStaleLock(rootDir, name, judged) {
  inLocksDir(rootDir, name, (file) => breakStaleLockAt(file, judged));
}
function breakStaleLockAt(file, judged) {
  const breaker = `${file}.break`;
  let fd;
  try {
    fd = fs5.openSync(breaker, "wx");
  } catch {
    try {
      if (Date.now() - fs5.statSync(breaker).mtimeMs > 1e4) fs5.rmSync(breaker, { force: true });
    } catch {
    }
    return;
  }
  try {
    if (fs5.readFileSync(file, "utf8") === judged) fs5.rmSync(file, { force: true });
  } catch {
  } finally {
    fs5.closeSync(fd);
    fs5.rmSync(breaker, { force: true });
  }
}
function tryAcquire(rootDir, name, token) {
  return inLocksDir(rootDir, name, (file) => tryAcquireAt(file, token));
}
function tryAcquireAt(file, token) {
  try {
    const fd = fs5.openSync(file, fs5.constants.O_WRONLY | fs5.constants.O_CREAT | fs5.constants.O_EXCL | fs5.constants.O_NOFOLLOW, 420);
    try {
      fs5.writeSync(fd, token);
    } finally {
      fs5.closeSync(fd);
    }
    return true;
  } catch (e) {
    if (e.code === "EEXIST") return false;
    const code = e.code;
    if (code === "ENOENT") return false;
    throw lockIoError(e);
  }
}
function withLock(rootDir, key, fn) {
  const name = lockNameFor(key);
  const token = `${process.pid} ${(0, import_node_os.hostname)()} ${Date.now()}`;
  const deadline = Date.now() + WAIT_LIMIT_MS;
  let delay = 1;
  while (!tryAcquire(rootDir, name, token)) {
    try {
      const judged = inLocksDir(rootDir, name, (file) => ({ content: fs5.readFileSync(file, "utf8"), mtimeMs: fs5.lstatSync(file).mtimeMs }));
      if (holderIsGone(judged.content, judged.mtimeMs)) {
        breakStaleLock(rootDir, name, judged.content);
        continue;
      }
    } catch (e) {
      if (e instanceof MemoryError) throw e;
      continue;
    }
    if (Date.now() > deadline) {
      throw new MemoryError("LOCKED", `Another process has held the lock on ${key} for over ${WAIT_LIMIT_MS / 1e3} seconds, so nothing was changed.`, "Try again; if it persists, run `project-memory doctor --fix`.");
    }
    sleep(delay + Math.random() * delay);
    delay = Math.min(delay * 2, 50);
  }
  try {
    return fn();
  } finally {
    try {
      inLocksDir(rootDir, name, (file) => {
        if (fs5.readFileSync(file, "utf8") === token) fs5.rmSync(file, { force: true });
      });
    } catch {
    }
  }
}
var import_node_os, fs5, path5, WAIT_LIMIT_MS, STALE_AFTER_MS, sleeper;
var init_lock = __esm({
  "server/src/storage/lock.ts"() {
    "use strict";
    init_lazy_crypto();
    import_node_os = require("node:os");
    init_errors();
    init_anchored_dir();
    fs5 = require("node:fs");
    path5 = require("node:path");
    WAIT_LIMIT_MS = 2e4;
    STALE_AFTER_MS = 12e4;
    sleeper = new Int32Array(new SharedArrayBuffer(4));
  }
});

// server/src/storage/inspect.ts
function newestWrite(root, rel, maxDepth = 4) {
  let newest = 0;
  const walk = (dir, depth) => {
    let anchored;
    try {
      anchored = openAnchoredDir(root.dir, dir);
    } catch {
      return;
    }
    if (!anchored) return;
    const folders = [];
    try {
      for (const e of fs6.readdirSync(anchored.via, { withFileTypes: true })) {
        if (e.name.startsWith(".")) continue;
        if (e.isDirectory()) {
          if (depth < maxDepth && e.name !== "archive") folders.push(path6.join(dir, e.name));
        } else if (e.isFile() && e.name !== "_index.yaml") {
          try {
            newest = Math.max(newest, fs6.lstatSync(entryOf(anchored, e.name)).mtimeMs);
          } catch {
          }
        }
      }
    } catch {
    } finally {
      closeAnchoredDir(anchored);
    }
    for (const f of folders) walk(f, depth + 1);
  };
  walk(path6.join(root.dir, rel), 0);
  return newest;
}
var fs6, path6;
var init_inspect = __esm({
  "server/src/storage/inspect.ts"() {
    "use strict";
    init_fs_safe();
    init_anchored_dir();
    init_lock();
    fs6 = require("node:fs");
    path6 = require("node:path");
  }
});

// server/src/services/scope.ts
function scopeOf(entry) {
  return { kind: "project", slug: entry.slug, name: entry.name, dir: `projects/${entry.slug}`, entry };
}
function projectForPath(index, dir) {
  let best = null;
  let bestLength = -1;
  const target = path7.resolve(dir);
  for (const p of index.projects) {
    for (const bound of p.paths) {
      if (path7.isAbsolute(bound) && bound.length > bestLength && containsPath(bound, target)) {
        best = p;
        bestLength = bound.length;
      }
    }
  }
  return best;
}
function containsPath(base, target) {
  const normal = base.length > 1 && base.endsWith(path7.sep) ? base.slice(0, -1) : base;
  if (normal.includes(`${path7.sep}.`) || normal.includes(`${path7.sep}${path7.sep}`)) return isInside(path7.resolve(base), target);
  return target === normal || target.startsWith(normal === path7.sep ? normal : `${normal}${path7.sep}`);
}
function knownProjectsSentence(index) {
  if (index.projects.length === 0) return "There are no projects yet: create one with create_project (CLI: project-memory init, then create_project from Claude Code).";
  const names = index.projects.map((p) => p.slug).join(", ");
  return `Known projects: ${names}. Pass project, or bind this repository with use_project (CLI: project-memory use <project>).`;
}
function resolveScope(ws, project, index = readProjectsIndex(ws.root)) {
  if (project === "_global") return GLOBAL_SCOPE;
  if (project != null && project !== "") {
    const byKey = index.projects.find((p) => p.slug === project) ?? index.projects.find((p) => p.aliases.includes(project));
    if (byKey) return scopeOf(byKey);
    if (path7.isAbsolute(project)) {
      const byPath = projectForPath(index, project);
      if (byPath) return scopeOf(byPath);
      throw new MemoryError("NO_PROJECT", `No project is bound to a repository containing ${project}.`, knownProjectsSentence(index));
    }
    throw new MemoryError("NO_PROJECT", `There is no project with the slug or alias "${project}".`, knownProjectsSentence(index));
  }
  const bound = projectForPath(index, ws.cwd);
  if (bound) return scopeOf(bound);
  throw new MemoryError("NO_PROJECT", `No project was named and none is bound to ${ws.cwd}.`, knownProjectsSentence(index));
}
function boundProject(ws) {
  const entry = projectForPath(readProjectsIndex(ws.root), ws.cwd);
  return entry ? scopeOf(entry) : null;
}
function memoryWrittenSince(ws, scope, sinceMs) {
  return newestWrite(ws.root, scope.dir) >= sinceMs;
}
var path7, GLOBAL_SCOPE;
var init_scope = __esm({
  "server/src/services/scope.ts"() {
    "use strict";
    init_errors();
    init_containment();
    init_projects_index();
    init_inspect();
    path7 = require("node:path");
    GLOBAL_SCOPE = { kind: "global", slug: "_global", name: "Global", dir: "_global", entry: null };
  }
});

// server/src/services/session-files.ts
var SESSION_FILE;
var init_session_files = __esm({
  "server/src/services/session-files.ts"() {
    "use strict";
    SESSION_FILE = /^\d{4}-\d{2}-\d{2}(-[a-z0-9-]+)?\.md$/;
  }
});

// server/src/services/workspace.ts
function todayOf(ws) {
  return today(ws.now());
}
var init_workspace = __esm({
  "server/src/services/workspace.ts"() {
    "use strict";
    init_dates();
  }
});

// server/src/services/context.ts
function contextBudgetFromEnv(env) {
  const raw = Number(env.PROJECT_MEMORY_CONTEXT_CHARS);
  return Number.isInteger(raw) && raw >= 500 && raw <= 1e5 ? raw : DEFAULT_CONTEXT_CHARS;
}
function read(ws, rel) {
  try {
    return ws.root.readText(rel)?.text ?? null;
  } catch {
    return null;
  }
}
function isUntouchedTemplate(ws, text, template, scope) {
  if (text.length > TEMPLATE_SIZE_LIMIT) return false;
  const source = read(ws, `_templates/${template}`) ?? TEMPLATE_FILES[template];
  if (!source) return false;
  const created = scope.entry?.created ?? "";
  return text === fillTemplate(source, { name: scope.name, slug: scope.slug, date: created });
}
function countFiles(ws, rel, filter = (n) => n.endsWith(".md")) {
  try {
    return ws.root.list(rel).filter((d) => d.isFile() && !d.name.startsWith("_") && filter(d.name)).map((d) => d.name).sort();
  } catch {
    return [];
  }
}
function dreamReasons(s) {
  const reasons = [];
  if (s.sessions.length > s.thresholds.archiveAfter) reasons.push(`${s.sessions.length} session summaries (over ${s.thresholds.archiveAfter})`);
  if (s.memoryLines > s.thresholds.coreSoftLimit) reasons.push(`memory.md has ${s.memoryLines} lines (over ${s.thresholds.coreSoftLimit})`);
  if (s.staleActive > 0) reasons.push(`${s.staleActive} active decision(s) older than ${s.thresholds.staleDecisionDays} days`);
  return reasons;
}
function readSignals(ws, scope) {
  const dir = scope.dir;
  const memory = read(ws, `${dir}/memory.md`);
  const today2 = todayOf(ws);
  let thresholds;
  try {
    thresholds = readThresholds(JSON.parse(read(ws, `${dir}/manifest.json`) ?? "null")).thresholds;
  } catch {
    thresholds = readThresholds(null).thresholds;
  }
  const decisions = parseDecisions(read(ws, `${dir}/decisions.md`) ?? "").entries.filter((e) => !e.stub);
  const active = decisions.filter((e) => e.status === "Active");
  const review = decisions.filter((e) => e.status === "Under Review");
  const staleActive = active.filter((e) => e.date && daysBetween(e.date, today2) > thresholds.staleDecisionDays).length;
  const sessions = countFiles(ws, `${dir}/sessions`, (n) => SESSION_FILE.test(n));
  const signals = { thresholds, sessions, memoryLines: memory ? lineCount(memory) : 0, staleActive };
  return { memory, decisions, active, review, signals };
}
function buildProjectContext(ws, args = {}) {
  const scope = args.scope ?? resolveScope(ws, args.project);
  const budget = args.budget_chars ?? DEFAULT_CONTEXT_CHARS;
  const dir = scope.dir;
  const parts = [];
  const add = (priority, file, heading, text, template, shown = (t) => t) => {
    if (text === null || text.trim() === "") return;
    const untouched = template !== void 0 && isUntouchedTemplate(ws, text, template, scope);
    parts.push({
      priority,
      heading,
      text: untouched ? `(still the template: fill it in as you learn; path "${file}")` : shown(text).trimEnd(),
      readMore: `read_file path="${file}"${file.startsWith("_global") ? ' project="_global"' : ""}`
    });
  };
  const status = read(ws, `${dir}/_status.md`);
  const { memory, decisions, active, review, signals } = readSignals(ws, scope);
  add(1, "_status.md", "## Status (_status.md)", status, "status.md");
  add(2, "_instructions.md", "## Instructions (_instructions.md)", read(ws, `${dir}/_instructions.md`), "instructions.md");
  add(3, "memory.md", "## Core memory (memory.md)", memory, "memory.md", withoutPlaceholders);
  if (scope.kind === "project") add(5, "_global/preferences.md", "## Preferences (_global/preferences.md)", read(ws, "_global/preferences.md"), "preferences.md");
  if (active.length || review.length) {
    const lines = active.map((e) => `- ${e.id} \xB7 ${e.title}`);
    for (const e of review) lines.push(`- ${e.id} \xB7 ${e.title} (under review)`);
    parts.push({ priority: 4, heading: "## Active decisions (decisions.md)", text: lines.join("\n"), readMore: 'search path="decisions.md" query="## D<n>"' });
  }
  const sessions = signals.sessions;
  const pointers = [];
  if (sessions.length) pointers.push(`- sessions/: ${sessions.length} summary file(s), latest ${sessions[sessions.length - 1]}`);
  if (decisions.length) pointers.push(`- decisions.md: ${decisions.length} decisions (${active.length} active)`);
  for (const folder of ["knowledge", "notes", "docs", "updates", "correspondence", "archive"]) {
    const files = countFiles(ws, `${dir}/${folder}`);
    if (files.length && !(folder === "correspondence" && files.every((f) => isUntouchedCorrespondence(ws, `${dir}/correspondence/${f}`)))) {
      pointers.push(`- ${folder}/: ${files.length} file(s)`);
    }
  }
  pointers.push('- Search before loading archives: search query="..."; outline a file with read_file head_only=true.');
  parts.push({ priority: 6, heading: "## What else exists", text: pointers.join("\n"), readMore: "get_folder_manifest" });
  const reasons = dreamReasons(signals);
  const header = `# Project memory: ${scope.name} (${scope.slug})`;
  const dreamLine = reasons.length ? `Memory needs consolidation (${reasons.join("; ")}): run /project-memory:dream.` : "";
  const assembled = assembleContext(
    [{ priority: 0, heading: header, text: dreamLine, readMore: "" }, ...parts],
    budget,
    (chars, tokens) => `(project-memory: ~${tokens} tokens, ${chars} chars of ${budget}; before stopping, save with log_session and update memory.md)`
  );
  return { project: scope.slug, text: assembled.text, chars: assembled.chars, tokens: assembled.tokens, cut: assembled.cut, suggest_dream: reasons.length > 0 };
}
function withoutPlaceholders(memory) {
  const placeholders = new Set(CANONICAL_SECTIONS.map((s) => sectionPlaceholder(s)));
  if (![...placeholders].some((p) => memory.includes(p)) && !/^##[ \t].*\n\s*(?=^##[ \t]|(?![\s\S]))/m.test(memory)) return memory;
  const parsed = parseSections(memory);
  if (parsed.sections.length === 0) return memory;
  const lines = memory.split("\n");
  const empty = [];
  const drop = /* @__PURE__ */ new Set();
  for (const section of parsed.sections) {
    const body = section.body.trim();
    if (body === "" || placeholders.has(body)) {
      empty.push(section.heading);
      for (let l = section.headingLine; l <= section.endLine; l++) drop.add(l);
    }
  }
  lines.forEach((line, i) => {
    if (placeholders.has(line.trim())) drop.add(i + 1);
  });
  if (drop.size === 0) return memory;
  const kept = lines.filter((_, i) => !drop.has(i + 1));
  while (kept.length && kept[kept.length - 1].trim() === "") kept.pop();
  const note = empty.length ? `

(Empty sections, fill them in as you learn: ${empty.join(", ")}.)` : "";
  return `${kept.join("\n").replace(/\n{3,}/g, "\n\n")}${note}`;
}
function isUntouchedCorrespondence(ws, rel) {
  const text = read(ws, rel);
  return text === null || text.trim().split("\n").length <= 1;
}
var TEMPLATE_SIZE_LIMIT, NO_PROJECT_HINT;
var init_context = __esm({
  "server/src/services/context.ts"() {
    "use strict";
    init_context_budget();
    init_decisions();
    init_memory_md();
    init_templates();
    init_thresholds();
    init_text_lines();
    init_dates();
    init_scope();
    init_session_files();
    init_workspace();
    TEMPLATE_SIZE_LIMIT = 4096;
    NO_PROJECT_HINT = "project-memory: no project is bound to this folder. To give this repository a memory, call create_project (with paths: [this folder]) or use_project, or run `project-memory use <project>`.";
  }
});

// server/src/storage/root.ts
function locateRootDir(explicit, env = process.env) {
  const chosen = explicit ?? env.PROJECT_MEMORY_ROOT ?? path8.join(os.homedir(), ".project-memory");
  if (chosen.includes("\0")) throw new MemoryError("INVALID_INPUT", "The memory root path contains a NUL character.");
  return path8.resolve(chosen);
}
var fs7, os, path8, MemoryRoot;
var init_root = __esm({
  "server/src/storage/root.ts"() {
    "use strict";
    init_lazy_crypto();
    init_errors();
    init_path_rules();
    init_containment();
    init_fs_safe();
    init_anchored_dir();
    init_lock();
    fs7 = require("node:fs");
    os = require("node:os");
    path8 = require("node:path");
    MemoryRoot = class _MemoryRoot {
      constructor(dir) {
        this.dir = dir;
      }
      dir;
      /** Opens (and with `create`, makes) the root; its realpath is fixed for the life of the object. */
      static open(dir, { create = true } = {}) {
        if (create) fs7.mkdirSync(dir, { recursive: true });
        let real;
        try {
          real = fs7.realpathSync(dir);
        } catch {
          throw new MemoryError("NOT_FOUND", `The memory root ${dir} does not exist.`, "Run `project-memory init` to create it.");
        }
        if (!fs7.statSync(real).isDirectory()) throw new MemoryError("INVALID_INPUT", `The memory root ${dir} is not a folder.`);
        return new _MemoryRoot(real);
      }
      /** Resolves a root-relative path (validated syntax, contained, no symlinked leaf). */
      resolve(rel) {
        const parts = parseMemoryPath(rel);
        const resolved = resolveContained(this.dir, this.dir, parts, rel);
        return { ...resolved, rel: parts.join("/") };
      }
      abs(rel) {
        return this.resolve(rel).abs;
      }
      readText(rel, maxBytes) {
        const r = this.resolve(rel);
        if (r.stat === null) return null;
        return readTextContained(this.dir, r.abs, rel, maxBytes);
      }
      writeText(rel, text) {
        const r = this.resolve(rel);
        if (r.stat?.isDirectory()) throw new MemoryError("INVALID_PATH", `"${rel}" is a folder, not a file.`);
        writeAtomic(this.dir, r.abs, text, rel);
      }
      exists(rel) {
        return this.resolve(rel).stat !== null;
      }
      isDirectory(rel) {
        return this.resolve(rel).stat?.isDirectory() === true;
      }
      /** Plain names in a folder (no recursion); missing folder -> []. */
      list(rel) {
        const r = this.resolve(rel);
        if (!r.stat?.isDirectory()) return [];
        return listAnchored(this.dir, r.abs);
      }
      ensureDir(rel) {
        const r = this.resolve(rel);
        if (r.stat?.isDirectory()) return;
        if (r.stat) throw new MemoryError("INVALID_PATH", `"${rel}" exists and is not a folder.`);
        ensureDirContained(this.dir, r.abs);
      }
      lock(key, fn) {
        return withLock(this.dir, key, fn);
      }
    };
  }
});

// server/src/services/open.ts
function openWorkspace(opts = {}) {
  const env = opts.env ?? process.env;
  const root = MemoryRoot.open(locateRootDir(opts.root, env), { create: opts.create ?? false });
  return { root, cwd: opts.cwd ?? env.CLAUDE_PROJECT_DIR ?? process.cwd(), now: opts.now ?? (() => /* @__PURE__ */ new Date()) };
}
var init_open = __esm({
  "server/src/services/open.ts"() {
    "use strict";
    init_root();
  }
});

// server/src/hooks/hook-workspace.ts
function workspaceFor(p, env) {
  try {
    return openWorkspace({ env, cwd: p.cwd ?? env.CLAUDE_PROJECT_DIR ?? process.cwd() });
  } catch {
    return null;
  }
}
var init_hook_workspace = __esm({
  "server/src/hooks/hook-workspace.ts"() {
    "use strict";
    init_open();
  }
});

// server/src/hooks/session-state.ts
function viaOf(fd, checkedPath) {
  return procFd ? `/proc/self/fd/${fd}` : checkedPath;
}
function openOwnedDir(dir, opened, { create, isPrivate }) {
  const uid = process.getuid?.();
  if (uid === void 0) return null;
  try {
    fs8.mkdirSync(opened, { mode: 448, recursive: create === "recursive" });
  } catch (e) {
    if (e.code !== "EEXIST") return null;
  }
  let fd;
  try {
    fd = fs8.openSync(opened, DIR_FLAGS);
  } catch {
    return null;
  }
  try {
    const st = fs8.fstatSync(fd);
    const lst = fs8.lstatSync(opened);
    const ok = st.isDirectory() && !lst.isSymbolicLink() && lst.ino === st.ino && lst.dev === st.dev && st.uid === uid && (st.mode & 18) === 0;
    if (!ok) throw new Error(`not a private folder: ${dir}`);
    if (isPrivate && (st.mode & 63) !== 0) {
      fs8.fchmodSync(fd, 448);
      if ((fs8.fstatSync(fd).mode & 63) !== 0) throw new Error(`not a private folder: ${dir}`);
    }
    return fd;
  } catch {
    fs8.closeSync(fd);
    return null;
  }
}
function stateDir(env) {
  const data = env.CLAUDE_PLUGIN_DATA;
  const base = data || path9.join(os2.tmpdir(), `project-memory-${process.getuid?.() ?? "user"}`);
  if (cached?.key === base) return cached.dir;
  let dir = null;
  const baseFd = openOwnedDir(base, base, { create: data ? "recursive" : "one", isPrivate: !data });
  if (baseFd !== null) {
    const sessions = path9.join(base, "sessions");
    const fd = openOwnedDir(sessions, path9.join(viaOf(baseFd, base), "sessions"), { create: "one", isPrivate: true });
    fs8.closeSync(baseFd);
    if (fd !== null) dir = { fd, via: viaOf(fd, sessions) };
  }
  cached = { key: base, dir };
  return dir;
}
function stateName(sessionId) {
  return SESSION_ID.test(sessionId) ? `${sessionId}.json` : null;
}
function readSmallFile(file) {
  let fd;
  try {
    fd = fs8.openSync(file, fs8.constants.O_RDONLY | fs8.constants.O_NOFOLLOW | fs8.constants.O_NONBLOCK);
  } catch {
    return null;
  }
  try {
    const st = fs8.fstatSync(fd);
    if (!st.isFile() || st.size > MAX_STATE_BYTES || st.uid !== process.getuid?.()) return null;
    return fs8.readFileSync(fd, "utf8");
  } catch {
    return null;
  } finally {
    fs8.closeSync(fd);
  }
}
function readState(env, sessionId) {
  const name = sessionId ? stateName(sessionId) : null;
  if (!name) return null;
  const dir = stateDir(env);
  if (!dir) return null;
  const text = readSmallFile(path9.join(dir.via, name));
  if (text === null) return null;
  try {
    const data = JSON.parse(text);
    return {
      startedAt: typeof data.startedAt === "number" ? data.startedAt : Date.now(),
      project: typeof data.project === "string" ? data.project : null,
      codeChanged: Array.isArray(data.codeChanged) ? data.codeChanged.filter((x) => typeof x === "string") : [],
      cited: Array.isArray(data.cited) ? data.cited.filter((x) => typeof x === "string") : [],
      reminded: data.reminded === true
    };
  } catch {
    return null;
  }
}
function writeState(env, sessionId, state) {
  const name = sessionId ? stateName(sessionId) : null;
  if (!name) return;
  const dir = stateDir(env);
  if (!dir) return;
  const tmp = path9.join(dir.via, `${name}.${process.pid}.${Math.random().toString(36).slice(2, 10)}.tmp`);
  try {
    fs8.writeFileSync(tmp, JSON.stringify(state), { flag: "wx", mode: 384 });
    fs8.renameSync(tmp, path9.join(dir.via, name));
  } catch {
    try {
      fs8.unlinkSync(tmp);
    } catch {
    }
  }
}
function freshState(project = null) {
  return { startedAt: Date.now(), project, codeChanged: [], cited: [], reminded: false };
}
function pruneStates(env, maxAgeMs = 7 * 864e5) {
  const dir = stateDir(env);
  if (!dir) return;
  const marker = path9.join(dir.via, PRUNE_MARKER);
  const now = Date.now();
  try {
    if (now - fs8.lstatSync(marker).mtimeMs < PRUNE_EVERY_MS) return;
  } catch {
  }
  let names;
  try {
    names = fs8.readdirSync(dir.via);
    fs8.rmSync(marker, { force: true });
    fs8.writeFileSync(marker, "", { flag: "wx", mode: 384 });
  } catch {
    return;
  }
  for (const name of names) {
    if (!STATE_FILE.test(name) && !TEMP_FILE.test(name)) continue;
    try {
      const full = path9.join(dir.via, name);
      const st = fs8.lstatSync(full);
      if (st.isFile() && now - st.mtimeMs > maxAgeMs) fs8.unlinkSync(full);
    } catch {
    }
  }
}
var fs8, os2, path9, MAX_STATE_BYTES, SESSION_ID, STATE_FILE, TEMP_FILE, DIR_FLAGS, procFd, cached, PRUNE_EVERY_MS, PRUNE_MARKER;
var init_session_state = __esm({
  "server/src/hooks/session-state.ts"() {
    "use strict";
    fs8 = require("node:fs");
    os2 = require("node:os");
    path9 = require("node:path");
    MAX_STATE_BYTES = 1024 * 1024;
    SESSION_ID = /^[A-Za-z0-9_-]{1,128}$/;
    STATE_FILE = /^[A-Za-z0-9_-]{1,128}\.json$/;
    TEMP_FILE = /^[A-Za-z0-9_-]{1,128}\.json\.\d+\.[0-9a-z]{1,16}\.tmp$/;
    DIR_FLAGS = fs8.constants.O_RDONLY | fs8.constants.O_DIRECTORY | fs8.constants.O_NOFOLLOW;
    procFd = (() => {
      try {
        return fs8.existsSync("/proc/self/fd");
      } catch {
        return false;
      }
    })();
    PRUNE_EVERY_MS = 864e5;
    PRUNE_MARKER = ".pruned";
  }
});

// server/src/hooks/session-start.ts
var session_start_exports = {};
__export(session_start_exports, {
  sessionStart: () => sessionStart
});
function sessionStart(p, env) {
  const ws = workspaceFor(p, env);
  const scope = ws ? boundProject(ws) : null;
  const previous = readState(env, p.session_id);
  const keep = previous && (p.source === "resume" || p.source === "compact");
  writeState(env, p.session_id, keep ? previous : freshState(scope?.slug ?? null));
  if (p.source === "startup") pruneStates(env);
  if (!ws || !scope) return { kind: "context", event: "SessionStart", text: NO_PROJECT_HINT };
  const ctx = buildProjectContext(ws, { scope, budget_chars: contextBudgetFromEnv(env) });
  return { kind: "context", event: "SessionStart", text: ctx.text };
}
var init_session_start = __esm({
  "server/src/hooks/session-start.ts"() {
    "use strict";
    init_context();
    init_scope();
    init_hook_workspace();
    init_session_state();
  }
});

// server/src/hooks/stop.ts
var stop_exports = {};
__export(stop_exports, {
  STOP_REASON: () => STOP_REASON,
  stop: () => stop
});
async function stop(p, env) {
  const reminder = remind(p, env);
  if (reminder.kind !== "none" || env.PROJECT_MEMORY_AUTO_DREAM !== "on") return reminder;
  return (await Promise.resolve().then(() => __toESM(require("./hook-dream.cjs"), 1))).autoDream(p, env);
}
function remind(p, env) {
  if (env.PROJECT_MEMORY_STOP === "off" || p.stop_hook_active) return { kind: "none" };
  const state = readState(env, p.session_id);
  if (!state || state.reminded || state.codeChanged.length === 0) return { kind: "none" };
  const ws = workspaceFor(p, env);
  const scope = ws ? boundProject(ws) : null;
  if (!ws || !scope) return { kind: "none" };
  if (memoryWrittenSince(ws, scope, state.startedAt)) return { kind: "none" };
  writeState(env, p.session_id, { ...state, reminded: true });
  return { kind: "block", reason: STOP_REASON };
}
var STOP_REASON;
var init_stop = __esm({
  "server/src/hooks/stop.ts"() {
    "use strict";
    init_scope();
    init_hook_workspace();
    init_session_state();
    STOP_REASON = "project-memory: this session changed code but saved nothing to project memory. Before stopping, call log_session (summary, outcomes, next_step) and update memory.md / _status.md if the project state changed; then stop.";
  }
});

// server/src/hooks/payload.ts
function parsePayload(raw) {
  if (raw.trim() === "") return {};
  const data = JSON.parse(raw);
  if (!data || typeof data !== "object" || Array.isArray(data)) return {};
  const o = data;
  const str = (k) => typeof o[k] === "string" ? o[k] : void 0;
  const input = o.tool_input && typeof o.tool_input === "object" && !Array.isArray(o.tool_input) ? o.tool_input : void 0;
  return {
    session_id: str("session_id"),
    cwd: str("cwd"),
    hook_event_name: str("hook_event_name"),
    source: str("source"),
    stop_hook_active: o.stop_hook_active === true,
    tool_name: str("tool_name"),
    tool_input: input
  };
}
function renderOutput(out) {
  switch (out.kind) {
    case "none":
      return "";
    case "context":
      return JSON.stringify({ hookSpecificOutput: { hookEventName: out.event, additionalContext: out.text } });
    case "block":
      return JSON.stringify({ decision: "block", reason: out.reason });
    case "notice":
      return JSON.stringify({ systemMessage: out.text });
  }
}

// server/src/hooks/runner.ts
var fs9 = require("node:fs");
var MAX_STDIN_BYTES = 4 * 1024 * 1024;
async function readStdin() {
  let kind;
  try {
    kind = fs9.fstatSync(0);
  } catch {
    return "";
  }
  if (kind.isCharacterDevice()) return "";
  const chunks = [];
  let size = 0;
  try {
    const chunk = Buffer.allocUnsafe(64 * 1024);
    for (; ; ) {
      const n = fs9.readSync(0, chunk, 0, chunk.length, null);
      if (n === 0) break;
      chunks.push(Buffer.from(chunk.subarray(0, n)));
      size += n;
      if (size > MAX_STDIN_BYTES) break;
    }
  } catch (e) {
    if (e.code !== "EAGAIN") throw e;
    for await (const chunk of process.stdin) {
      chunks.push(chunk);
      size += chunk.length;
      if (size > MAX_STDIN_BYTES) break;
    }
  }
  return Buffer.concat(chunks).toString("utf8");
}
async function handle(event2, payload, env) {
  switch (event2) {
    case "session-start":
      return (await Promise.resolve().then(() => (init_session_start(), session_start_exports))).sessionStart(payload, env);
    case "stop":
      return (await Promise.resolve().then(() => (init_stop(), stop_exports))).stop(payload, env);
    case "post-tool-use":
      return (await Promise.resolve().then(() => __toESM(require("./hook-edit.cjs"), 1))).afterEdit(payload, env);
    default:
      return { kind: "none" };
  }
}
async function runHook(args, io2) {
  const event2 = args.positionals[0] ?? "";
  try {
    const payload = parsePayload(await readStdin());
    const out = renderOutput(await handle(event2, payload, process.env));
    if (out) io2.out(out);
  } catch (e) {
    io2.err(`project-memory hook ${event2}: ${e instanceof Error ? e.message : String(e)}`);
  }
  return 0;
}

// server/src/bin/hook-main.ts
var fs10 = require("node:fs");
function writeAll(fd, text) {
  const data = Buffer.from(text.endsWith("\n") ? text : `${text}
`, "utf8");
  let off = 0;
  while (off < data.length) {
    try {
      off += fs10.writeSync(fd, data, off);
    } catch (e) {
      if (e.code !== "EAGAIN") return;
    }
  }
}
var [command, event] = process.argv.slice(2);
var io = { json: false, out: (t) => writeAll(1, t), err: (t) => writeAll(2, t) };
if (command !== "hook" || !event) {
  io.err("usage: hook.cjs hook <session-start|stop|pre-tool-use|post-tool-use>");
  process.exitCode = 2;
} else {
  runHook({ command, positionals: [event], flags: {} }, io).then(
    (code) => {
      process.exitCode = code;
    },
    () => {
      process.exitCode = 0;
    }
  );
}
