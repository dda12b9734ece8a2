#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  DEFAULT_THRESHOLDS,
  appendBlock,
  atxHeadingOf,
  classify,
  contentLines,
  preferredEol,
  splitLinesKeepEnds
} from "./chunk-core-decision-edits.js";
import {
  assertFilename,
  dateFileName,
  isIsoDate,
  leadingDate
} from "./chunk-core-dates.js";
import {
  nameKey,
  reservedReason
} from "./chunk-core-path-rules.js";
import {
  MemoryError
} from "./chunk-core-errors.js";

// server/src/core/memory-md.ts
var CANONICAL_SECTIONS = [
  "Project overview",
  "Current focus",
  "Constraints",
  "Active decisions summary",
  "Key artifacts",
  "Recent outcome",
  "Next step",
  "Deep links / pointers"
];
var PLACEHOLDERS = {
  "Project overview": "_What this project is, for whom, and why it matters._",
  "Current focus": "_What is being worked on right now._",
  Constraints: "_Hard limits: deadlines, platforms, budgets, rules that must hold._",
  "Active decisions summary": "_The decisions in force, one line each with its id (full text in decisions.md)._",
  "Key artifacts": "_The files, designs and links that matter most (details in artifacts.json)._",
  "Recent outcome": "_What the last session achieved._",
  "Next step": "_The very next thing to do._",
  "Deep links / pointers": "_Where deeper context lives: decisions.md, sessions/, archive/._"
};
function sectionKey(heading) {
  return heading.toLowerCase().replace(/[^a-z0-9]/g, "");
}
var CANONICAL_BY_KEY = new Map(CANONICAL_SECTIONS.map((s) => [sectionKey(s), s]));
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
  const classified = classify(lines);
  const headings = [];
  let title;
  for (let i = 0; i < classified.length; i++) {
    const h2 = atxHeadingOf(classified[i], 2);
    if (h2) headings.push({ line: i, text: h2.text });
    else if (title === void 0 && headings.length === 0) {
      const h1 = atxHeadingOf(classified[i], 1);
      if (h1) title = { line: i, text: h1.text };
    }
  }
  const sections = headings.map((h, k) => {
    const end = (headings[k + 1]?.line ?? lines.length) - 1;
    return {
      heading: h.text,
      canonical: canonicalSectionName(h.text),
      headingLine: h.line + 1,
      endLine: end + 1,
      body: trimmedJoin(lines.slice(h.line + 1, end + 1))
    };
  });
  const preambleStart = title === void 0 ? 0 : title.line + 1;
  return {
    title: title?.text,
    titleLine: title === void 0 ? void 0 : title.line + 1,
    preamble: trimmedJoin(lines.slice(preambleStart, headings[0]?.line ?? lines.length)),
    sections
  };
}
function missingSections(text) {
  const present = new Set(parseSections(text).sections.map((s) => s.canonical));
  return CANONICAL_SECTIONS.filter((s) => !present.has(s));
}
function addMissingSections(text) {
  const missing = missingSections(text);
  if (missing.length === 0) return text;
  const parsed = parseSections(text);
  const eol = preferredEol(text);
  const headingIndexOf = /* @__PURE__ */ new Map();
  for (const s of parsed.sections) if (s.canonical && !headingIndexOf.has(s.canonical)) headingIndexOf.set(s.canonical, s.headingLine - 1);
  const before = /* @__PURE__ */ new Map();
  const atEnd = [];
  for (const m of missing) {
    const later = CANONICAL_SECTIONS.slice(CANONICAL_SECTIONS.indexOf(m) + 1).find((s) => headingIndexOf.has(s));
    if (later === void 0) atEnd.push(m);
    else {
      const at = headingIndexOf.get(later);
      before.set(at, [...before.get(at) ?? [], m]);
    }
  }
  const block = (s) => `## ${s}${eol}${eol}${PLACEHOLDERS[s]}${eol}${eol}`;
  const lines = splitLinesKeepEnds(text);
  let out = "";
  for (let i = 0; i < lines.length; i++) {
    const inserts = before.get(i);
    if (inserts) out += inserts.map(block).join("");
    out += lines[i];
  }
  if (atEnd.length > 0) out = appendBlock(out, atEnd.map(block).join("").trimEnd());
  return out;
}
function insertAtSectionEnd(text, section, newLines) {
  if (newLines.length === 0) return text;
  const target = parseSections(text).sections.find((s) => s.canonical === section);
  if (!target) return text;
  const lines = splitLinesKeepEnds(text);
  let at = target.endLine - 1;
  while (at > target.headingLine - 1 && lines[at].trim() === "") at--;
  const eol = preferredEol(text);
  if (!/\n$/.test(lines[at])) lines[at] += eol;
  lines.splice(at + 1, 0, ...newLines.map((l) => l + eol));
  return lines.join("");
}

// server/src/core/templates.ts
var PROJECT_GUIDE = `# Project Folder Guide

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
var STATUS = `# Status \u2014 {{name}}

> As of {{date}}: _(no status set yet \u2014 update this after every key event)_

**Current state:**
**Next action:**
**Blocked on:**
**Last updated:** {{date}}
`;
var INSTRUCTIONS = `# Instructions \u2014 {{name}}

## LLM Behavior Rules
_How the assistant should behave on this project: tone, language, formatting, terminology._

## MCP Connector Usage
_How available MCP servers should be used on this project (e.g. [mcp:github/...], [mcp:jira/...])._

## Project Conventions
_Project-specific naming, structure and workflow conventions._
`;
var MEMORY = renderMemoryTemplate("{{name}}");
var DECISIONS = `# Decisions \u2014 {{name}}

Append-only decision log. Add entries with \`add_decision\`; revise with \`supersedes\`. Statuses:
Draft, Active, Under Review, Superseded, Retired.
`;
var COMPANIES = `# Companies \u2014 {{name}}

_Company relationships relevant to this project._
`;
var PEOPLE = `# People \u2014 {{name}}

_Auto-managed: link people with \`link_person_to_project\`._
`;
var CORRESPONDENCE = {
  "email-threads.md": "# Email threads \u2014 {{name}}\n",
  "calls.md": "# Calls \u2014 {{name}}\n",
  "messages.md": "# Messages \u2014 {{name}}\n"
};
var PERSON = `# {{name}}

**Title:**
**Company:** Other
**Email:**
**Phone:**
**Description:**

## Notes
_(manual notes empty)_

## Projects
`;
var COMPANY = `# {{name}}

**Website:**
**Industry:**
**Description:**

## Notes
_(manual notes empty)_

## Projects
`;
var KNOWLEDGE_ENTRY = `---
source: null
processed: "{{date}}"
method: manual
model: null
prompt_ref: null
---
# {{name}}
`;
var PREFERENCES = `# Preferences

_User style and workflow preferences, shared by every project._
`;
var PATTERNS = `# Patterns

_Reusable cross-project patterns._
`;
var TEMPLATE_FILES = {
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
function fillTemplate(template, vars) {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, key) => key in vars ? vars[key] : whole);
}

// server/src/core/file-rules.ts
var TOP_FILES = ["decisions.md", "people.md", "_meta.yaml", "manifest.json", "artifacts.json", "memory.md"];
var KIND_FOLDERS = ["knowledge", "sessions", "updates", "correspondence", "archive"];
var CANONICAL_TOP = new Map(TOP_FILES.map((n) => [nameKey(n), n]));
var CANONICAL_FOLDER = new Map(KIND_FOLDERS.map((n) => [nameKey(n), n]));
function canonicalParts(parts) {
  const out = [...parts];
  const first = out[0];
  if (first === void 0) return out;
  const canonical = out.length === 1 ? CANONICAL_TOP.get(nameKey(first)) : CANONICAL_FOLDER.get(nameKey(first));
  if (canonical !== void 0) out[0] = canonical;
  return out;
}
function kindOf(rawParts) {
  const parts = rawParts.map(nameKey);
  const [first, second] = parts;
  if (parts.length === 1) {
    switch (first) {
      case "decisions.md":
        return "decisions";
      case "people.md":
        return "people";
      case "_meta.yaml":
        return "meta";
      case "manifest.json":
        return "manifest-json";
      case "artifacts.json":
        return "artifacts-json";
      case "memory.md":
        return "memory";
      default:
        return "other";
    }
  }
  if (parts.length === 2 && second !== void 0) {
    if (first === "knowledge" && second.endsWith(".md")) return "knowledge";
    if (first === "sessions") return "session";
    if (first === "updates") return "update";
    if (first === "correspondence") return "correspondence";
  }
  return "other";
}
var APPEND_ONLY = /* @__PURE__ */ new Set(["decisions", "session", "update", "correspondence"]);
function isAppendOnly(kind) {
  return APPEND_ONLY.has(kind);
}
function isSessionFileName(name) {
  return dateFileName(name, { suffix: true }) !== null;
}
function isUpdateFileName(name) {
  return dateFileName(name) !== null;
}
function assertRealDateNames(parts, shown) {
  for (const part of parts) {
    const d = leadingDate(part);
    if (d !== null && !isIsoDate(d)) {
      throw new MemoryError(
        "INVALID_PATH",
        `${shown} is named by the date ${d}, which does not exist; a dated name needs a real day in YYYY-MM-DD form.`,
        "Check the month (01-12) and the day of the month."
      );
    }
  }
}
function assertWritable(parts, shown, scope) {
  const reserved = reservedReason(parts);
  if (reserved) {
    throw new MemoryError(
      "RESERVED_PATH",
      `${shown} cannot be written by tools because ${reserved}.`,
      "Use update_file_description for descriptions and rebuild_indexes for derived files."
    );
  }
  for (const part of parts.slice(0, -1)) {
    if (!part.startsWith("_")) assertFilename(part);
  }
  assertFilename(parts[parts.length - 1]);
  assertRealDateNames(parts, shown);
  const kind = scope === "project" ? kindOf(parts) : "other";
  if (kind === "people") {
    throw new MemoryError(
      "RESERVED_PATH",
      `${shown} is auto-managed from the people linked to the project.`,
      "Use link_person_to_project or unlink_person_from_project."
    );
  }
  const top = nameKey(parts[0] ?? "");
  if (scope === "global" && (top === "people" || top === "companies") && parts.length === 2) {
    return "other";
  }
  if (kind === "session" && !isSessionFileName(parts[1])) {
    throw new MemoryError("INVALID_PATH", `Session files are named sessions/YYYY-MM-DD.md, not ${shown}.`, "Use log_session to write today's summary.");
  }
  if (kind === "update" && !isUpdateFileName(parts[1])) {
    throw new MemoryError("INVALID_PATH", `Update files are named updates/YYYY-MM-DD.md, not ${shown}.`);
  }
  return kind;
}
function assertAppendable(parts, shown) {
  const kind = kindOf(parts);
  if (!isAppendOnly(kind)) {
    throw new MemoryError(
      "INVALID_INPUT",
      `${shown} is not an append-only file; append_to_file takes decisions.md, updates/YYYY-MM-DD.md, correspondence/*.md and sessions/YYYY-MM-DD.md.`,
      "Use patch_file or write_file for other files."
    );
  }
  return kind;
}

// server/src/core/project-files.ts
function newManifestJson(slug, date) {
  const manifest = {
    schemaVersion: 1,
    slug,
    updated: date,
    topics: [],
    activeDecisionIds: [],
    importantFiles: ["memory.md", "decisions.md", "_status.md"],
    sessionCount: 0,
    artifactFile: "artifacts.json",
    consolidation: { ...DEFAULT_THRESHOLDS }
  };
  return `${JSON.stringify(manifest, null, 2)}
`;
}
function newArtifactsJson() {
  return `${JSON.stringify({ schemaVersion: 1, artifacts: [] }, null, 2)}
`;
}
var DEFAULT_MANIFEST_FILES = {
  "_status.md": { description: "Always-current project status, next action, blockers.", read_when: "First, before any other context." },
  "_instructions.md": { description: "Project-specific rules for the assistant.", read_when: "At session start (loaded automatically)." },
  "_guide.md": { description: "What each file and folder of this project holds.", read_when: "When unsure where something belongs." },
  "_meta.yaml": { description: "Project metadata: status, type, owner, tags, aliases, bound repositories.", read_when: "When filtering or binding projects." },
  "memory.md": { description: "Core memory: compact current state, canonical sections.", read_when: "At session start (loaded automatically)." },
  "manifest.json": {
    description: "Retrieval metadata: topics, active decision ids, important files, consolidation thresholds.",
    read_when: "When routing retrieval or tuning /dream."
  },
  "artifacts.json": { description: "External references: designs, specs, code deliverables.", read_when: "When looking for an artifact." },
  "people.md": { description: "People linked to this project, grouped by company (auto-managed).", read_when: "Before any communication or meeting." },
  "companies.md": { description: "Company relationships relevant to this project.", read_when: "When researching company context." },
  "decisions.md": { description: "Decision log (append-only; statuses change in place).", read_when: "Before making a decision that may overlap." }
};
var CORE_PROJECT_FILES = [
  { file: "memory.md", template: "memory.md" },
  { file: "manifest.json", template: null },
  { file: "artifacts.json", template: null },
  { file: "decisions.md", template: "decisions.md" }
];
function coreFilesSentence(created) {
  return created.length ? `Initialised the missing core file(s) ${created.join(", ")}: a project's core files are re-created when missing.` : "";
}

// server/src/services/core-files-missing.ts
function missingCoreFiles(ws, scope) {
  if (scope.kind !== "project" || !ws.root.isDirectory(scope.dir)) return [];
  return CORE_PROJECT_FILES.filter((c) => !occupied(ws, `${scope.dir}/${c.file}`)).map((c) => c.file);
}
function occupied(ws, rel) {
  try {
    return ws.root.exists(rel);
  } catch {
    return true;
  }
}

export {
  CANONICAL_SECTIONS,
  canonicalSectionName,
  sectionPlaceholder,
  renderMemoryTemplate,
  parseSections,
  missingSections,
  addMissingSections,
  insertAtSectionEnd,
  CORRESPONDENCE,
  PREFERENCES,
  PATTERNS,
  TEMPLATE_FILES,
  fillTemplate,
  canonicalParts,
  kindOf,
  isAppendOnly,
  isSessionFileName,
  assertWritable,
  assertAppendable,
  newManifestJson,
  newArtifactsJson,
  DEFAULT_MANIFEST_FILES,
  CORE_PROJECT_FILES,
  coreFilesSentence,
  missingCoreFiles,
  occupied
};
