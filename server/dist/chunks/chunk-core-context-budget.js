#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  envVar
} from "./chunk-core-env.js";
import {
  resolveScope
} from "./chunk-core-project-meta.js";
import {
  CANONICAL_SECTIONS,
  TEMPLATE_FILES,
  fillTemplate,
  isSessionFileName,
  parseSections,
  sectionPlaceholder
} from "./chunk-core-file-rules.js";
import {
  fileConflict,
  leftOutSentence,
  lineCount,
  parseDecisions,
  readThresholds,
  todayOf
} from "./chunk-core-decision-edits.js";
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
  const conflict = fileConflict("_status.md", text);
  if (conflict) return { set: false, why: "conflict", text: leftOutSentence(conflict) };
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

// server/src/core/context-budget.ts
var DEFAULT_CONTEXT_CHARS = 8e3;
var MIN_USEFUL_CHARS = 80;
var MIN_CONTEXT_CHARS = 500;
function cutAtBoundary(text, max) {
  if (text.length <= max) return text;
  const head = text.slice(0, Math.max(0, max) + 1);
  const line = head.lastIndexOf("\n");
  const space = head.lastIndexOf(" ");
  const at = line >= max / 2 ? line : space > 0 ? space : line;
  return (at > 0 ? head.slice(0, at) : "").trimEnd();
}
function estimateTokens(chars) {
  return Math.ceil(chars / 4);
}
function render(parts, compact) {
  const body = parts.filter((p) => !p.dropped).map((p) => {
    const heading = compact && p.shortHeading ? p.shortHeading : p.heading;
    return p.text.trim() ? `${heading}
${p.text.trimEnd()}` : heading;
  }).join("\n\n");
  const pointers = parts.filter((p) => p.dropped && !p.placeholder).map((p) => p.readMore);
  return pointers.length ? `${body}

[cut to fit the budget: ${pointers.join("; ")}]` : body;
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
function assembleContext(parts, budget, footer, compactFooter = footer) {
  const working = parts.map((p) => ({ ...p, dropped: false }));
  const cut = [];
  let compact = false;
  const limitOf = () => Math.max(0, budget - ((compact ? compactFooter : footer)(99999, 99999).length + 2));
  const overflowOf = () => render(working, compact).length - limitOf();
  const cuttable = working.filter((p) => p.readMore && p.text.trim());
  const top = Math.min(...cuttable.map((p) => p.priority));
  const shorten = (part) => {
    const overflow = overflowOf();
    if (overflow <= 0) return;
    if (part.placeholder) {
      part.dropped = true;
      cut.push(part.heading);
      return;
    }
    const allowed = part.text.length - overflow - 80;
    const shortened = allowed > 0 ? truncateLines(part.text, allowed, part.readMore) : null;
    if (shortened !== null && shortened.length < part.text.length) {
      part.text = shortened;
      cut.push(`${part.heading} (partly)`);
    } else {
      part.text = `[cut to fit the budget: ${part.readMore}]`;
      cut.push(part.heading);
    }
  };
  const order = [...cuttable].sort((a, b) => b.priority - a.priority);
  for (const part of order) if (part.priority > top) shorten(part);
  if (overflowOf() > 0) compact = true;
  for (const part of order) if (part.priority <= top) shorten(part);
  const limit = limitOf();
  const originals = new Map(parts.map((p, i) => [working[i], p.text]));
  for (const part of [...working].sort((a, b) => a.priority - b.priority)) {
    const original = originals.get(part);
    if (part.text === original && !part.dropped) continue;
    const current = { text: part.text, dropped: part.dropped };
    const room = limit - render(working, compact).length + (current.dropped ? 0 : current.text.length);
    if (room <= (current.dropped ? 0 : current.text.length)) continue;
    part.text = original;
    part.dropped = false;
    if (render(working, compact).length <= limit) {
      cut.splice(
        cut.findIndex((c) => c.startsWith(part.heading)),
        1
      );
      continue;
    }
    const shortened = part.placeholder ? null : truncateLines(original, room - part.readMore.length - 80, part.readMore);
    if (shortened !== null && (current.dropped || shortened.length > current.text.length)) part.text = shortened;
    else Object.assign(part, current);
    if (render(working, compact).length > limit) Object.assign(part, current);
    else if (current.dropped && !part.dropped)
      cut.splice(
        cut.findIndex((c) => c === part.heading),
        1,
        `${part.heading} (partly)`
      );
  }
  const tail0 = compact ? compactFooter : footer;
  let body = render(working, compact);
  if (body.length > limit) body = `${cutAtBoundary(body, limit - 60)}
[\u2026 cut to fit the budget]`;
  let chars = body.length;
  let tail = tail0(chars, estimateTokens(chars));
  for (let i = 0; i < 3; i++) {
    chars = body.length + 2 + tail.length;
    tail = tail0(chars, estimateTokens(chars));
  }
  const text = `${body}

${tail}`;
  return { text, chars: text.length, tokens: estimateTokens(text.length), cut };
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
  const decisionsText = read(ws, `${dir}/decisions.md`);
  const decisionsConflict = fileConflict("decisions.md", decisionsText);
  const decisions = parseDecisions(decisionsText ?? "").entries.filter((e) => !e.stub);
  const active = decisions.filter((e) => e.status === "Active");
  const review = decisions.filter((e) => e.status === "Under Review");
  const staleActive = active.filter((e) => e.date && daysBetween(e.date, today) > thresholds.staleDecisionDays).length;
  const sessions = countFiles(ws, `${dir}/sessions`, isSessionFileName);
  const signals = { thresholds, sessions, memoryLines: memory ? lineCount(memory) : 0, staleActive };
  return { memory, decisions, active, review, signals, decisionsConflict };
}
function consolidationReasons(ws, scope) {
  return dreamReasons(readSignals(ws, scope).signals);
}
function buildProjectContext(ws, args = {}) {
  const scope = args.scope ?? resolveScope(ws, args.project);
  const budget = args.budget_chars ?? DEFAULT_CONTEXT_CHARS;
  if (!Number.isInteger(budget) || budget < MIN_CONTEXT_CHARS) {
    throw new MemoryError(
      "INVALID_INPUT",
      `The context budget must be at least ${MIN_CONTEXT_CHARS} characters, got ${budget}.`,
      `Pass ${MIN_CONTEXT_CHARS} or more (the default is ${DEFAULT_CONTEXT_CHARS}).`
    );
  }
  const dir = scope.dir;
  const parts = [];
  const add = (priority, file, heading, text, template, shown = (t) => t) => {
    if (text === null || text.trim() === "") return;
    const conflict = fileConflict(file, text);
    if (conflict) {
      parts.push({ priority: Math.min(priority, 1), heading, text: leftOutSentence(conflict), readMore: `read_file path="${file}"` });
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
  const { memory, decisions, active, review, signals, decisionsConflict } = readSignals(ws, scope);
  if (status.set || status.why !== "missing") {
    const text = status.set || status.why === "conflict" ? status.text : '(still the template: fill it in as you learn; path "_status.md")';
    parts.push({ priority: 1, heading: "## Status (_status.md)", text, readMore: 'read_file path="_status.md"' });
  }
  add(2, "_instructions.md", "## Instructions (_instructions.md)", read(ws, `${dir}/_instructions.md`), "instructions.md");
  add(3, "memory.md", "## Core memory (memory.md)", memory, "memory.md", withoutPlaceholders);
  if (scope.kind === "project")
    add(5, "_global/preferences.md", "## Preferences (_global/preferences.md)", read(ws, "_global/preferences.md"), "preferences.md");
  if (decisionsConflict) {
    parts.push({
      priority: 4,
      heading: "## Active decisions (decisions.md)",
      text: leftOutSentence(decisionsConflict),
      readMore: 'read_file path="decisions.md"'
    });
  } else if (active.length || review.length) {
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
var MAYBE_EMPTY_SECTION = /^ {0,3}##(?:[ \t].*)?(?:\r?\n\s*)?(?=^ {0,3}##(?:[ \t]|\r?$)|(?![\s\S]))/m;
function withoutPlaceholders(memory) {
  const placeholders = new Set(CANONICAL_SECTIONS.map((s) => sectionPlaceholder(s)));
  if (![...placeholders].some((p) => memory.includes(p)) && !MAYBE_EMPTY_SECTION.test(memory)) return memory;
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
