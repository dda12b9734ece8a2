#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  TEMPLATE_FILES,
  appendBlock,
  assertIsoDate,
  daysBetween,
  fenceTracker,
  fillTemplate,
  isBlank,
  isInside,
  lineContent,
  lineCount,
  lineEnding,
  preferredEol,
  readThresholds,
  require_picomatch,
  resolveProjectScope,
  resolveScope,
  splitLinesKeepEnds,
  todayOf
} from "./chunk-755UC5B2.js";
import {
  MemoryError
} from "./chunk-KZNU4RTG.js";
import {
  __toESM
} from "./chunk-DFL6OJUP.js";

// server/src/services/precheck.ts
var import_picomatch = __toESM(require_picomatch(), 1);
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

// server/src/core/decisions.ts
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
  const body = d.body?.replace(/\r\n/g, "\n").trim();
  if (body) lines.push("", body);
  return lines.join("\n") + "\n";
}
function appendDecision(text, rendered) {
  return appendBlock(text, rendered);
}
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
function findUnique(s, id) {
  const wanted = normaliseDecisionId(id);
  if (!wanted) throw new MemoryError("INVALID_INPUT", `"${id}" is not a decision id.`, "Decision ids look like D7.");
  const found = s.spans.filter((span) => `D${Number(DECISION_HEADING.exec(s.contents[span.heading])[1])}` === wanted);
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
  for (const [id, changes] of changesById) {
    const span = findUnique(s, id);
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

// server/src/services/project-json.ts
function readManifestJson(root, scope) {
  const file = root.readText(`${scope.dir}/manifest.json`);
  if (!file) return null;
  try {
    const data = JSON.parse(file.text);
    return data && typeof data === "object" && !Array.isArray(data) ? data : null;
  } catch {
    return null;
  }
}
function thresholdsOf(root, scope) {
  return readThresholds(readManifestJson(root, scope)).thresholds;
}
function updateManifestJson(root, scope, changes) {
  const rel = `${scope.dir}/manifest.json`;
  return root.lock(`file:${rel}`, () => {
    const current = readManifestJson(root, scope);
    if (!current) return false;
    const next = {};
    for (const [k, v] of Object.entries(current)) next[k] = v;
    for (const [k, v] of Object.entries(changes)) next[k] = v;
    const before = `${JSON.stringify(current, null, 2)}
`;
    const after = `${JSON.stringify(next, null, 2)}
`;
    if (before !== after) root.writeText(rel, after);
    return true;
  });
}

// server/src/services/precheck.ts
function repoFor(scope, file, cwd) {
  const paths = scope.entry?.paths ?? [];
  if (path.isAbsolute(file)) {
    const repo2 = [...paths].sort((a, b) => b.length - a.length).find((p) => isInside(p, file)) ?? null;
    return { repo: repo2, rel: repo2 ? path.relative(repo2, file) : file };
  }
  const repo = [...paths].sort((a, b) => b.length - a.length).find((p) => isInside(p, cwd)) ?? paths[0] ?? null;
  return { repo, rel: path.normalize(file) };
}
function locationPatterns(location) {
  return location.split(",").map((s) => s.trim().replace(/^`|`$/g, "").replace(/^\.\//, "")).filter(Boolean);
}
function locationCovers(location, repoRelative, repo) {
  const file = repoRelative.split(path.sep).join("/");
  return locationPatterns(location).some((raw) => {
    let pattern = raw;
    if (path.isAbsolute(pattern)) {
      if (!repo || !isInside(repo, pattern)) return false;
      pattern = path.relative(repo, pattern).split(path.sep).join("/");
    }
    if (/[*?[\]{}]/.test(pattern)) return (0, import_picomatch.default)(pattern, { dot: true })(file);
    const prefix = pattern.replace(/\/+$/, "");
    return prefix === "" || file === prefix || file.startsWith(`${prefix}/`);
  });
}
function commitsSince(repo, date, location) {
  if (!fs.existsSync(path.join(repo, ".git"))) return null;
  const specs = locationPatterns(location).map((p) => /[*?[\]{}]/.test(p) ? `:(glob)${p}` : p);
  try {
    const out = execFileSync("git", ["-C", repo, "log", `--since=${date}T00:00:00Z`, "--format=%H", "--", ...specs], {
      encoding: "utf8",
      timeout: 3e3,
      stdio: ["ignore", "pipe", "ignore"]
    });
    return out.split("\n").filter(Boolean).length;
  } catch {
    return null;
  }
}
var STALE_COMMITS = 3;
function precheckFile(ws, args) {
  const scope = resolveProjectScope(ws, args.project, "Decisions");
  if (typeof args.file !== "string" || args.file.trim() === "" || args.file.includes("\0")) {
    throw new MemoryError("INVALID_INPUT", 'file must be a repository path, e.g. "src/auth/login.ts" or an absolute path.');
  }
  const { repo, rel } = repoFor(scope, args.file, ws.cwd);
  if (rel.startsWith("..")) throw new MemoryError("INVALID_INPUT", `${args.file} is outside the repositories bound to ${scope.slug}.`);
  const text = ws.root.readText(`${scope.dir}/decisions.md`)?.text ?? "";
  const { staleDecisionDays } = thresholdsOf(ws.root, scope);
  const today = todayOf(ws);
  const hits = [];
  for (const e of parseDecisions(text).entries) {
    if (e.stub || !e.location || e.status === "Superseded" || e.status === "Retired") continue;
    if (!locationCovers(e.location, rel, repo)) continue;
    const reasons = [];
    if (e.date && daysBetween(e.date, today) > staleDecisionDays) reasons.push(`older than ${staleDecisionDays} days (${e.date})`);
    if (e.status === "Under Review") reasons.push("under review");
    if (args.git !== false && repo && e.date) {
      const n = commitsSince(repo, e.date, e.location);
      if (n !== null && n >= STALE_COMMITS) reasons.push(`${n} commits to ${e.location} since ${e.date}`);
    }
    hits.push({
      id: e.id,
      title: e.title,
      status: e.statusText ?? e.status ?? "unknown",
      date: e.date,
      location: e.location,
      ...e.topic ? { topic: e.topic } : {},
      possibly_stale: reasons.length > 0,
      reasons
    });
  }
  hits.sort((a, b) => (b.date ?? "").localeCompare(a.date ?? "") || Number(b.id.slice(1)) - Number(a.id.slice(1)));
  return { project: scope.slug, file: rel.split(path.sep).join("/"), decisions: hits };
}
function formatPrecheck(r) {
  if (r.decisions.length === 0) return `No recorded decision covers ${r.file} (${r.project}).`;
  const lines = [`Decisions covering ${r.file} (${r.project}), newest first:`];
  for (const d of r.decisions) {
    lines.push(`- ${d.id} \xB7 ${d.title} [${d.status}, ${d.date ?? "no date"}, ${d.location}]${d.possibly_stale ? ` \u2014 possibly stale: ${d.reasons.join("; ")}` : ""}`);
  }
  if (r.decisions.some((d) => d.possibly_stale)) lines.push("Revise a stale one with add_decision(supersedes).");
  return lines.join("\n");
}

// server/src/core/context-budget.ts
var MIN_USEFUL_CHARS = 160;
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

// server/src/services/session-files.ts
var SESSION_FILE = /^\d{4}-\d{2}-\d{2}(-[a-z0-9-]+)?\.md$/;

// server/src/services/context.ts
var DEFAULT_CONTEXT_CHARS = 8e3;
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
function buildProjectContext(ws, args = {}) {
  const scope = resolveScope(ws, args.project);
  const budget = args.budget_chars ?? DEFAULT_CONTEXT_CHARS;
  const dir = scope.dir;
  const parts = [];
  const add = (priority, file, heading, text, template) => {
    if (text === null || text.trim() === "") return;
    const untouched = template !== void 0 && isUntouchedTemplate(ws, text, template, scope);
    parts.push({
      priority,
      heading,
      text: untouched ? `(still the template: fill it in as you learn; path "${file}")` : text.trimEnd(),
      readMore: `read_file path="${file}"${file.startsWith("_global") ? ' project="_global"' : ""}`
    });
  };
  const status = read(ws, `${dir}/_status.md`);
  const memory = read(ws, `${dir}/memory.md`);
  const decisionsText = read(ws, `${dir}/decisions.md`) ?? "";
  const today = todayOf(ws);
  let thresholds;
  try {
    thresholds = readThresholds(JSON.parse(read(ws, `${dir}/manifest.json`) ?? "null")).thresholds;
  } catch {
    thresholds = readThresholds(null).thresholds;
  }
  const decisions = parseDecisions(decisionsText).entries.filter((e) => !e.stub);
  const active = decisions.filter((e) => e.status === "Active");
  const review = decisions.filter((e) => e.status === "Under Review");
  const staleActive = active.filter((e) => e.date && daysBetween(e.date, today) > thresholds.staleDecisionDays).length;
  add(1, "_status.md", "## Status (_status.md)", status, "status.md");
  add(2, "_instructions.md", "## Instructions (_instructions.md)", read(ws, `${dir}/_instructions.md`), "instructions.md");
  add(3, "memory.md", "## Core memory (memory.md)", memory, "memory.md");
  if (active.length || review.length) {
    const lines = active.map((e) => `- ${e.id} \xB7 ${e.title}`);
    for (const e of review) lines.push(`- ${e.id} \xB7 ${e.title} (under review)`);
    parts.push({ priority: 4, heading: "## Active decisions (decisions.md)", text: lines.join("\n"), readMore: 'search path="decisions.md" query="## D<n>"' });
  }
  if (scope.kind === "project") add(5, "_global/preferences.md", "## Preferences (_global/preferences.md)", read(ws, "_global/preferences.md"), "preferences.md");
  const sessions = countFiles(ws, `${dir}/sessions`, (n) => SESSION_FILE.test(n));
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
  const reasons = dreamReasons({ thresholds, sessions, memoryLines: memory ? lineCount(memory) : 0, staleActive });
  const header = `# Project memory: ${scope.name} (${scope.slug})`;
  const dreamLine = reasons.length ? `Memory needs consolidation (${reasons.join("; ")}): run /project-memory:dream.` : "";
  const assembled = assembleContext(
    [{ priority: 0, heading: header, text: dreamLine, readMore: "" }, ...parts],
    budget,
    (chars, tokens) => `(project-memory: ~${tokens} tokens, ${chars} chars of ${budget}; before stopping, save with log_session and update memory.md)`
  );
  return { project: scope.slug, text: assembled.text, chars: assembled.chars, tokens: assembled.tokens, cut: assembled.cut, suggest_dream: reasons.length > 0 };
}
function isUntouchedCorrespondence(ws, rel) {
  const text = read(ws, rel);
  return text === null || text.trim().split("\n").length <= 1;
}
var NO_PROJECT_HINT = "project-memory: no project is bound to this folder. To give this repository a memory, call create_project (with paths: [this folder]) or use_project, or run `project-memory use <project>`.";

export {
  DECISION_STATUSES,
  normaliseDecisionId,
  parseDecisions,
  nextDecisionNumber,
  renderDecision,
  appendDecision,
  setDecisionFieldsMany,
  updateManifestJson,
  precheckFile,
  formatPrecheck,
  SESSION_FILE,
  DEFAULT_CONTEXT_CHARS,
  contextBudgetFromEnv,
  buildProjectContext,
  NO_PROJECT_HINT
};
