#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  DEFAULT_CONTEXT_CHARS,
  MIN_CONTEXT_CHARS,
  assembleContext
} from "./chunk-core-context-budget.js";
import {
  envVar
} from "./chunk-core-env.js";
import {
  resolveScope
} from "./chunk-services-scope.js";
import {
  isSessionFileName
} from "./chunk-core-file-rules.js";
import {
  CANONICAL_SECTIONS,
  TEMPLATE_FILES,
  fillTemplate,
  parseSections,
  sectionPlaceholder
} from "./chunk-core-memory-md.js";
import {
  conflictRegions,
  describeConflict,
  todayOf
} from "./chunk-core-team-conflict-markers.js";
import {
  parseDecisions
} from "./chunk-core-decision-edits.js";
import {
  readThresholds
} from "./chunk-core-thresholds.js";
import {
  lineCount
} from "./chunk-core-text-lines.js";
import {
  DATE_SHAPE,
  daysBetween
} from "./chunk-core-dates.js";
import {
  MemoryError
} from "./chunk-core-errors.js";

// server/src/core/status-md.ts
function statusView(text, template) {
  if (text === null || text.trim() === "") return { set: false, why: "missing", text: text ?? "" };
  if (template !== null && text === template) return { set: false, why: "template", text };
  return { set: true, text: text.trimEnd() };
}
var STATUS_FIELDS = { state: "Current state", next: "Next action", blocked: "Blocked on" };
var LINE = /^\*\*([^*]+):\*\*[ \t]*(.*)$/;
function readStatusFields(text) {
  const out = {};
  for (const line of text.split("\n")) {
    const m = LINE.exec(line.trim());
    if (m) out[m[1].trim()] = m[2].trim();
  }
  return out;
}
function setLine(lines, label, value) {
  const i = lines.findIndex((l) => LINE.exec(l.trim())?.[1]?.trim() === label);
  const line = `**${label}:** ${value}`.trimEnd();
  if (i >= 0) lines[i] = line;
  else {
    const last = lines.findIndex((l) => LINE.exec(l.trim())?.[1]?.trim() === "Last updated");
    lines.splice(last >= 0 ? last : lines.length, 0, line);
  }
}
function setStatusFields(text, values, date) {
  const lines = text.replace(/\n$/, "").split("\n");
  for (const [key, value] of Object.entries(values)) {
    if (/[\r\n]/.test(value)) throw new MemoryError("INVALID_INPUT", `--${key} must be one line.`);
    setLine(lines, STATUS_FIELDS[key], value.trim());
  }
  const asOf = lines.findIndex((l) => l.startsWith("> As of "));
  if (asOf >= 0) {
    const state = values.state?.trim();
    lines[asOf] = /no status set yet/.test(lines[asOf]) || state ? `> As of ${date}${state ? `: ${state}` : "."}` : lines[asOf].replace(new RegExp(`^> As of ${DATE_SHAPE}`), `> As of ${date}`);
  }
  setLine(lines, "Last updated", date);
  return `${lines.join("\n")}
`;
}

// server/src/services/context.ts
function contextBudgetFromEnv(env) {
  const raw = Number(envVar(env, "PROJECT_MEMORY_CONTEXT_CHARS"));
  return Number.isInteger(raw) && raw >= MIN_CONTEXT_CHARS && raw <= 1e5 ? raw : DEFAULT_CONTEXT_CHARS;
}
function read(ws, rel) {
  try {
    return ws.root.readText(rel)?.text ?? null;
  } catch {
    return null;
  }
}
var TEMPLATE_SIZE_LIMIT = 4096;
function isUntouchedTemplate(ws, text, template, scope) {
  if (text.length > TEMPLATE_SIZE_LIMIT) return false;
  const source = read(ws, `_templates/${template}`) ?? TEMPLATE_FILES[template];
  if (!source) return false;
  const created = scope.entry?.created ?? "";
  return text === fillTemplate(source, { name: scope.name, slug: scope.slug, date: created });
}
function readStatusView(ws, scope) {
  const text = read(ws, `${scope.dir}/_status.md`);
  return statusView(text, text !== null && isUntouchedTemplate(ws, text, "status.md", scope) ? text : null);
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
  const today = todayOf(ws);
  let thresholds;
  try {
    thresholds = readThresholds(JSON.parse(read(ws, `${dir}/manifest.json`) ?? "null")).thresholds;
  } catch {
    thresholds = readThresholds(null).thresholds;
  }
  const decisions = parseDecisions(read(ws, `${dir}/decisions.md`) ?? "").entries.filter((e) => !e.stub);
  const active = decisions.filter((e) => e.status === "Active");
  const review = decisions.filter((e) => e.status === "Under Review");
  const staleActive = active.filter((e) => e.date && daysBetween(e.date, today) > thresholds.staleDecisionDays).length;
  const sessions = countFiles(ws, `${dir}/sessions`, isSessionFileName);
  const signals = { thresholds, sessions, memoryLines: memory ? lineCount(memory) : 0, staleActive };
  return { memory, decisions, active, review, signals };
}
function consolidationReasons(ws, scope) {
  return dreamReasons(readSignals(ws, scope).signals);
}
function buildProjectContext(ws, args = {}) {
  const scope = args.scope ?? resolveScope(ws, args.project);
  const budget = args.budget_chars ?? DEFAULT_CONTEXT_CHARS;
  if (!Number.isInteger(budget) || budget < MIN_CONTEXT_CHARS) {
    throw new MemoryError("INVALID_INPUT", `The context budget must be at least ${MIN_CONTEXT_CHARS} characters, got ${budget}.`, `Pass ${MIN_CONTEXT_CHARS} or more (the default is ${DEFAULT_CONTEXT_CHARS}).`);
  }
  const dir = scope.dir;
  const parts = [];
  const add = (priority, file, heading, text, template, shown = (t) => t) => {
    if (text === null || text.trim() === "") return;
    const conflicts = conflictRegions(text);
    if (conflicts.length) {
      parts.push({ priority: Math.min(priority, 1), heading, text: `(left out) ${describeConflict(file, conflicts)}`, readMore: `read_file path="${file}"` });
      return;
    }
    const untouched = template !== void 0 && isUntouchedTemplate(ws, text, template, scope);
    parts.push({
      priority,
      heading,
      text: untouched ? `(still the template: fill it in as you learn; path "${file}")` : shown(text).trimEnd(),
      readMore: `read_file path="${file}"${file.startsWith("_global") ? ' project="_global"' : ""}`,
      shortHeading: `## ${file}`,
      placeholder: untouched
    });
  };
  const status = readStatusView(ws, scope);
  const { memory, decisions, active, review, signals } = readSignals(ws, scope);
  if (status.set || status.why === "template") {
    const text = status.set ? status.text : '(still the template: fill it in as you learn; path "_status.md")';
    parts.push({ priority: 1, heading: "## Status (_status.md)", text, readMore: 'read_file path="_status.md"' });
  }
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
    [{ priority: 0, heading: header, text: dreamLine, readMore: "", shortHeading: `# ${scope.slug}` }, ...parts],
    budget,
    (chars, tokens) => `(project-memory: ~${tokens} tokens, ${chars} chars of ${budget}; before stopping, save with log_session and update memory.md)`,
    (_chars, tokens) => `(project-memory: ~${tokens} tokens)`
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
var NO_PROJECT_HINT = "project-memory: no project is bound to this folder. To give this repository a memory, call create_project (with paths: [this folder]) or use_project, or run `project-memory use <project>`.";

export {
  STATUS_FIELDS,
  readStatusFields,
  setStatusFields,
  contextBudgetFromEnv,
  readStatusView,
  consolidationReasons,
  buildProjectContext,
  NO_PROJECT_HINT
};
