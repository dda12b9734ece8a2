#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  PEOPLE_DIR,
  afterChange,
  appendSessionEntry,
  assertDerivedWritable,
  buildProjectsIndex,
  companyPath,
  companySlugOf,
  ensureCoreFiles,
  initRoot,
  nextSessionNumber,
  parseCompany,
  parsePerson,
  parseYaml,
  refreshProjectsIndex,
  refreshRootManifest,
  renderPeopleMd,
  renderSessionFile,
  replaceRefsIndex,
  updateManifest
} from "./chunk-core-folder-manifest.js";
import {
  budgetNotes,
  gitWorkTreeOf,
  randomIdTag,
  readManifestJson,
  toRepoPath,
  updateManifestJson
} from "./chunk-core-budgets.js";
import {
  MAX_MEMORY_FILE_BYTES,
  MAX_SUMMARY_CHARS,
  MAX_TITLE_CHARS,
  SKIPPED_DIR_NAMES,
  assertMaxChars,
  assertMaxItems,
  assertTitle,
  isHiddenEntryName
} from "./chunk-core-limits.js";
import {
  formatOf
} from "./chunk-core-secret-views.js";
import {
  readProjectsIndex,
  resolveProjectScope,
  resolveScope,
  validateMeta
} from "./chunk-core-project-meta.js";
import {
  sweepTempFiles
} from "./chunk-storage-atomic-file.js";
import {
  TEMPLATE_FILES,
  fillTemplate,
  isSessionFileName
} from "./chunk-core-file-rules.js";
import {
  updateText
} from "./chunk-storage-update-text.js";
import {
  DECISION_STATUSES,
  appendDecision,
  atxHeadingOf,
  classify,
  contentLines,
  decisionIdsIn,
  formatDecisionId,
  frontMatterLineCount,
  layoutEntry,
  nextDecisionNumber,
  normaliseDecisionId,
  parseDecisions,
  preferredEol,
  renderDecision,
  scan,
  setDecisionFieldsMany,
  todayOf
} from "./chunk-core-decision-edits.js";
import {
  assertIsoDate,
  invalidDateField,
  isIsoDate,
  isKebabCase,
  quoteForMessage
} from "./chunk-core-dates.js";
import {
  listAnchored,
  mountedAbs,
  retryingWaits,
  sweepLockLeftovers
} from "./chunk-core-path-rules.js";
import {
  MemoryError
} from "./chunk-core-errors.js";

// server/src/core/decision-rules.ts
function entriesOf(text) {
  const s = scan(text);
  return s.spans.map((span) => layoutEntry(s, span).entry);
}
function refuse(code, message, hint) {
  throw new MemoryError(code, message, hint);
}
function liveEndOfChain(byId, entry) {
  const seen = /* @__PURE__ */ new Set([entry.id]);
  let current = entry;
  for (; ; ) {
    const nextId = current.status === "Superseded" ? normaliseDecisionId(current.supersededBy ?? "") : void 0;
    const next = nextId ? byId.get(nextId) : void 0;
    if (!nextId || !next || seen.has(nextId)) return nextId ?? current.id;
    seen.add(nextId);
    current = next;
  }
}
var FIX = "Use add_decision, which numbers, dates and links decisions itself.";
function checkNewEntry(e, earlier, before, all, where) {
  if (e.statusText === void 0)
    refuse("INVALID_INPUT", `${e.id} has no "- Status:" line, so it was not written.`, `Add one of ${DECISION_STATUSES.join(", ")}. ${FIX}`);
  if (e.status === void 0)
    refuse("INVALID_INPUT", `${e.id} has status "${e.statusText}", which is not one of ${DECISION_STATUSES.join(", ")}, so it was not written.`, FIX);
  if (!e.stub) {
    if (e.date === void 0) refuse("INVALID_INPUT", `${e.id} has no "- Date: YYYY-MM-DD" line, so it was not written.`, FIX);
    if (!isIsoDate(e.date))
      refuse(
        "INVALID_INPUT",
        `${e.id} has date "${e.date}", which is not a real day in YYYY-MM-DD form, so it was not written.`,
        "Check the month (01-12) and the day of the month."
      );
  }
  const used = earlier.find((o) => o.id === e.id);
  if (used) refuse("INVALID_INPUT", `${e.id} is already the id of the decision at line ${used.startLine}, so it was not written.`, FIX);
  const highest = earlier.reduce((m, o) => o.num > m.num ? o : m, { num: 0, id: "" });
  if (e.num < highest.num)
    refuse("INVALID_INPUT", `${e.id} comes after ${highest.id}, but decision ids only grow (the next one is D${highest.num + 1}), so it was not written.`, FIX);
  for (const id of decisionIdsIn(e.supersedes)) {
    const target = earlier.find((o) => o.id === id);
    if (!target) refuse("NOT_FOUND", `${id} is not in ${where}, so it cannot be superseded.`, "Check the id with search or read_file decisions.md.");
    const old = before.get(id) ?? target;
    if (old.status === "Superseded" && old.supersededBy)
      refuse("CONFLICT", `${id} is already superseded by ${old.supersededBy}.`, `Supersede ${liveEndOfChain(before, old)} instead.`);
  }
  const by = decisionIdsIn(e.supersededBy);
  if (e.status === "Superseded" && by.length === 0)
    refuse(
      "INVALID_INPUT",
      `A new decision cannot start as Superseded: ${e.id} would name no successor.`,
      "Record the new decision with supersedes naming the old one instead."
    );
  for (const id of by)
    if (!all.has(id))
      refuse(
        "NOT_FOUND",
        `${e.id} says it is superseded by ${id}, which is not in ${where}, so it was not written.`,
        "Check the id with search or read_file decisions.md."
      );
}
function checkKeptEntry(old, now, supersededByNew) {
  if (now === void 0 || now.id !== old.id)
    refuse(
      "INVALID_INPUT",
      `The change would remove or renumber ${old.id}; decisions.md is append-only, so nothing was written.`,
      "Append new decisions after the existing ones."
    );
  const newBy = supersededByNew.get(old.id);
  if (now.statusText !== old.statusText && !(now.status === "Superseded" && newBy !== void 0 && now.supersededBy === newBy)) {
    refuse(
      "INVALID_INPUT",
      `The change would set the status of ${old.id} from "${old.statusText ?? ""}" to "${now.statusText ?? ""}"; an append cannot change an existing decision, so nothing was written.`,
      "Supersede it with add_decision (supersedes), or change its status with a hand edit that the tools do not make."
    );
  }
  if (now.date !== old.date)
    refuse("INVALID_INPUT", `The change would alter the date of ${old.id}; an append cannot change an existing decision, so nothing was written.`, FIX);
}
function assertDecisionLogChange(before, after, where = "decisions.md") {
  const old = entriesOf(before);
  const now = entriesOf(after);
  const fresh = now.slice(old.length);
  const beforeById = new Map(old.map((e) => [e.id, e]));
  const all = new Set(now.map((e) => e.id));
  const supersededByNew = /* @__PURE__ */ new Map();
  for (const e of fresh) for (const id of decisionIdsIn(e.supersedes)) supersededByNew.set(id, e.id);
  old.forEach((e, i) => checkKeptEntry(e, now[i], supersededByNew));
  fresh.forEach((e, i) => checkNewEntry(e, now.slice(0, old.length + i), beforeById, all, where));
}

// server/src/core/frontmatter.ts
var LANGUAGE_LINE = /^---[ \t]*([A-Za-z][\w+-]*)[ \t]*$/;
var YAML_LANGUAGE = /^ya?ml$/i;
function refuseLanguage(language, what) {
  throw new MemoryError(
    "INVALID_FORMAT",
    `${what} has front matter in "${language}", but only YAML front matter is allowed.`,
    'Start the file with a line "---", then YAML "key: value" lines, then a closing "---" line.'
  );
}
function lineOffsets(text) {
  const lines = [];
  let start = 0;
  for (; ; ) {
    const newline = text.indexOf("\n", start);
    if (newline === -1) {
      lines.push({ start, end: text.length, next: text.length });
      return lines;
    }
    const end = newline > start && text.charCodeAt(newline - 1) === 13 ? newline - 1 : newline;
    lines.push({ start, end, next: newline + 1 });
    start = newline + 1;
  }
}
function parseFrontmatter(text, what) {
  const source = text.startsWith("\uFEFF") ? text.slice(1) : text;
  const none = { data: null, body: text, raw: null };
  if (!source.startsWith("---")) return none;
  const lines = lineOffsets(source);
  const lineText = (i) => {
    const line = lines[i];
    return source.slice(line.start, line.end);
  };
  const language = LANGUAGE_LINE.exec(lineText(0))?.[1];
  if (language !== void 0 && !YAML_LANGUAGE.test(language)) refuseLanguage(language, what);
  const count = frontMatterLineCount(lines.map((_, i) => lineText(i)));
  if (count === 0) return none;
  for (let i = 1; i < count - 1; i++) {
    if (lineText(i).startsWith("---")) {
      throw new MemoryError(
        "INVALID_FORMAT",
        `${what} has a line starting with "---" inside its front matter (line ${i + 1}); only the closing line may start with "---".`,
        'End the front matter with a line that is exactly "---", and do not start other front matter lines with "---".'
      );
    }
  }
  const open = lines[0];
  const close = lines[count - 1];
  const raw = source.slice(open.next, close.start).replace(/\r?\n$/, "");
  const body = source.slice(close.next);
  const value = parseYaml(`
${raw}`, `The front matter of ${what}`);
  if (value === null) return { data: {}, body, raw };
  if (typeof value !== "object" || Array.isArray(value)) {
    throw new MemoryError(
      "INVALID_FORMAT",
      `The front matter of ${what} must be a YAML mapping of "key: value" lines, not a ${Array.isArray(value) ? "list" : "single value"}.`,
      'Write one "key: value" pair per line between the two "---" lines.'
    );
  }
  return { data: value, body, raw };
}
var KNOWLEDGE_METHODS = ["manual", "summary", "extract"];
var KNOWLEDGE_EXAMPLE = [
  "Start the file with:",
  "---",
  'source: "meeting-2025-01-15"     # original source; null if unknown',
  'processed: "2025-01-16"          # YYYY-MM-DD; null if not yet processed',
  'method: "manual"                 # manual | summary | extract',
  "model: null                      # AI model used, if any",
  "prompt_ref: null                 # reference to the prompt used, if any",
  "---"
].join("\n");
var KNOWLEDGE_FIELDS = [
  { field: "source", check: (v) => v === null || typeof v === "string" && v.trim() !== "", rule: "a non-empty string or null" },
  { field: "processed", check: (v) => v === null || typeof v === "string" && isIsoDate(v), rule: "a real date in YYYY-MM-DD form or null" },
  { field: "method", check: (v) => typeof v === "string" && KNOWLEDGE_METHODS.includes(v), rule: "one of manual, summary, extract" },
  { field: "model", check: (v) => v === null || typeof v === "string" && v.trim() !== "", rule: "a non-empty string or null" },
  { field: "prompt_ref", check: (v) => v === null || typeof v === "string" && v.trim() !== "", rule: "a non-empty string or null" }
];
function describeValue(value) {
  if (typeof value === "string") return quoteForMessage(value, 40);
  if (value === null || typeof value === "boolean" || typeof value === "number") return String(value);
  if (value === void 0) return "no value";
  return Array.isArray(value) ? "a list" : "a mapping";
}
function validateKnowledgeFrontmatter(data, path2) {
  if (data === null) {
    throw new MemoryError(
      "INVALID_FORMAT",
      `${path2} must start with a YAML front matter block: a "---" line, the knowledge fields, and a closing "---" line.`,
      KNOWLEDGE_EXAMPLE
    );
  }
  const missing = KNOWLEDGE_FIELDS.filter(({ field }) => !Object.prototype.hasOwnProperty.call(data, field)).map(({ field }) => field);
  if (missing.length > 0) {
    const names = missing.map((f) => `"${f}"`).join(", ");
    throw new MemoryError(
      "INVALID_FORMAT",
      `The front matter of ${path2} lacks the required field${missing.length > 1 ? "s" : ""} ${names}.`,
      KNOWLEDGE_EXAMPLE
    );
  }
  for (const { field, check, rule } of KNOWLEDGE_FIELDS) {
    const value = data[field];
    if (!check(value)) {
      throw new MemoryError("INVALID_FORMAT", `The front matter field "${field}" of ${path2} must be ${rule}, got ${describeValue(value)}.`, KNOWLEDGE_EXAMPLE);
    }
  }
}

// server/src/services/content-checks.ts
var MAX_CONTENT_BYTES = MAX_MEMORY_FILE_BYTES;
function assertText(text, field) {
  if (typeof text !== "string") throw new MemoryError("INVALID_INPUT", `${field} must be text.`);
  if (!text.isWellFormed()) throw new MemoryError("INVALID_INPUT", `${field} contains an unpaired surrogate character; send valid Unicode text.`);
  if (text.includes("\0")) throw new MemoryError("INVALID_INPUT", `${field} contains a NUL character; memory files are plain text.`);
  const bytes = Buffer.byteLength(text);
  if (bytes > MAX_CONTENT_BYTES)
    throw new MemoryError(
      "TOO_LARGE",
      `${field} is ${bytes} bytes, over the ${MAX_CONTENT_BYTES}-byte limit for one memory file.`,
      "Split it into several files."
    );
}
function secretError(field, found) {
  return new MemoryError(
    "SECRET_DETECTED",
    `${field} looks like it contains a secret (${found.rule}) on line ${found.line}: ${found.excerpt}`,
    "Memory files must never hold credentials; remove it or refer to where the secret is kept instead."
  );
}
async function assertNoSecret(text, field, path2) {
  const { findSecret } = await import("./secrets.js");
  const found = await findSecret(text, { path: path2 });
  if (found) throw secretError(field, found);
}
async function assertNoNewSecret(before, after, field, path2) {
  const { findNewSecret } = await import("./secrets.js");
  const found = await findNewSecret(before, after, { path: path2 });
  if (found) throw secretError(field, found);
}
function stringsOf(value, name, out, depth = 0) {
  if (typeof value === "string") out.push([name, value]);
  else if (depth < 8 && Array.isArray(value)) value.forEach((v, i) => stringsOf(v, `${name}[${i}]`, out, depth + 1));
  else if (depth < 8 && value && typeof value === "object")
    for (const [k, v] of Object.entries(value)) stringsOf(v, depth === 0 ? k : `${name}.${k}`, out, depth + 1);
}
async function assertNoSecretInFields(fields) {
  const entries = [];
  stringsOf(fields, "", entries);
  const values = entries.filter(([, v]) => v !== "");
  if (values.length === 0) return;
  const { findSecret } = await import("./secrets.js");
  const found = await findSecret(values.map(([, v]) => v).join("\n"));
  if (!found) return;
  let line = found.line;
  for (const [name, v] of values) {
    const lines = v.split("\n").length;
    if (line <= lines) throw secretError(name, { ...found, line });
    line -= lines;
  }
  throw secretError("a value", found);
}
var ScanFirst = class {
  constructor(before, after) {
    this.before = before;
    this.after = after;
  }
  before;
  after;
};
var RESCAN_FOR_MS = 1e4;
async function withSecretCheck(field, path2, write) {
  const cleared = [];
  const lineStart = (b) => b === null || b === "" || b.endsWith("\n") && !/\\\r?\n$/.test(b);
  const suffixOf = (b, a) => lineStart(b) && a.startsWith(b ?? "") ? a.slice((b ?? "").length) : null;
  const check = (before, after) => {
    if (before === after) return;
    const suffix = suffixOf(before, after);
    if (cleared.some(([b, a]) => b === before && a === after || suffix !== null && suffixOf(b, a) === suffix)) return;
    throw new ScanFirst(before, after);
  };
  const deadline = Date.now() + RESCAN_FOR_MS;
  for (let attempt = 0; attempt < 20 || Date.now() < deadline; attempt++) {
    try {
      return await retryingWaits(() => write(check));
    } catch (e) {
      if (!(e instanceof ScanFirst)) throw e;
      await assertNoNewSecret(e.before, e.after, field, path2);
      cleared.push([e.before, e.after]);
    }
  }
  throw new MemoryError("CONFLICT", `${field}: the file kept changing while it was being checked, so nothing was written.`, "Try again.");
}
function assertJsonObject(text, shown) {
  let data;
  try {
    data = JSON.parse(text);
  } catch (e) {
    throw new MemoryError("INVALID_FORMAT", `${shown} must be valid JSON: ${e.message}.`);
  }
  if (!data || typeof data !== "object" || Array.isArray(data)) throw new MemoryError("INVALID_FORMAT", `${shown} must hold a JSON object.`);
  return data;
}
function assertDateFields(data, shown) {
  const bad = invalidDateField(data);
  if (bad) {
    throw new MemoryError(
      "INVALID_FORMAT",
      `${shown}: ${bad.key} must be a real date in YYYY-MM-DD form (or null), got ${JSON.stringify(bad.value)}.`,
      "Check the month (01-12) and the day of the month."
    );
  }
}
function assertFormat(kind, text, path2, ctx) {
  const shown = `"${path2}"`;
  switch (kind) {
    case "decisions":
      assertDecisionLogChange(ctx.before ?? "", text);
      return;
    case "knowledge": {
      const { data } = parseFrontmatter(text, shown);
      validateKnowledgeFrontmatter(data, shown);
      return;
    }
    case "meta": {
      const meta = validateMeta(parseYaml(text, shown), shown);
      if (meta.slug !== ctx.slug) throw new MemoryError("INVALID_FORMAT", `${shown}: slug must stay "${ctx.slug}" (the folder name).`);
      if (ctx.currentMetaId && meta.id !== ctx.currentMetaId)
        throw new MemoryError("INVALID_FORMAT", `${shown}: id never changes (it is "${ctx.currentMetaId}").`);
      return;
    }
    case "manifest-json": {
      const m = assertJsonObject(text, shown);
      if (typeof m.schemaVersion !== "number")
        throw new MemoryError("INVALID_FORMAT", `${shown} needs a numeric schemaVersion (for example "schemaVersion": 1).`);
      assertDateFields(m, shown);
      return;
    }
    case "artifacts-json":
      assertDateFields(assertJsonObject(text, shown), shown);
      return;
    default:
      if (formatOf(path2) === "json") assertJsonObject(text, shown);
      else if (formatOf(path2) === "yaml") parseYaml(text, shown);
  }
}

// server/src/services/decisions.ts
function activeIds(entries) {
  return entries.filter((e) => e.status === "Active" && !e.stub).map((e) => e.id);
}
function normaliseLocation(scope, location, cwd, from) {
  const parts = location.split(",").map((s) => s.trim().replace(/^`|`$/g, "")).filter(Boolean);
  if (parts.length === 0) throw new MemoryError("INVALID_INPUT", "location is empty; give a path or glob inside the repository, e.g. src/auth/.");
  return parts.map((p) => {
    const trailing = /[/\\]$/.test(p) ? "/" : "";
    const { rel } = toRepoPath(scope, p, { what: "Location", cwd, from });
    if (rel === "") return "./";
    return rel + (trailing && !rel.endsWith("/") ? "/" : "");
  }).join(", ");
}
async function addDecision(ws, input) {
  const scope = resolveProjectScope(ws, input.project, "Decisions");
  for (const [field, value] of Object.entries({ summary: input.summary, topic: input.topic, location: input.location, body: input.body })) {
    if (value !== void 0) assertText(value, field);
  }
  const location = input.location === void 0 ? void 0 : normaliseLocation(scope, input.location, ws.cwd, input.location_from);
  assertTitle(input.summary, "summary");
  assertMaxChars(input.topic, "topic", MAX_TITLE_CHARS);
  assertMaxChars(input.location, "location", 1e3);
  await assertNoSecretInFields({
    summary: input.summary,
    topic: input.topic,
    location: input.location,
    body: input.body,
    status: input.status,
    supersedes: input.supersedes
  });
  const supersedes = [
    ...new Set(
      (input.supersedes ?? "").split(/[\s,]+/).filter(Boolean).map((v) => {
        const id = normaliseDecisionId(v);
        if (!id) throw new MemoryError("INVALID_INPUT", `supersedes must name decision ids such as D3, got "${v}".`);
        return id;
      })
    )
  ];
  const rel = `${scope.dir}/decisions.md`;
  const date = todayOf(ws);
  assertDerivedWritable(ws, [rel]);
  const entryDate = input.date ?? date;
  const tag = gitWorkTreeOf(ws.root.abs(scope.dir)) ? randomIdTag() : void 0;
  let outcome = { id: "", active: [] };
  updateText(ws.root, rel, (file) => {
    const current = file?.text ?? fillTemplate(TEMPLATE_FILES["decisions.md"], { name: scope.name, slug: scope.slug, date });
    const parsed = parseDecisions(current);
    const num = nextDecisionNumber(parsed.entries);
    const id = formatDecisionId(num, tag);
    let text = appendDecision(
      current,
      renderDecision({
        num,
        ...tag ? { tag } : {},
        title: input.summary,
        status: input.status ?? "Active",
        date: entryDate,
        topic: input.topic,
        location,
        supersedes: supersedes.join(", ") || void 0,
        body: input.body
      })
    );
    const where = `decisions.md of ${scope.slug}`;
    assertDecisionLogChange(current, text, where);
    if (supersedes.length) {
      const changes = new Map(supersedes.map((s) => [s, { status: "Superseded", supersededBy: id }]));
      text = setDecisionFieldsMany(text, changes);
      assertDecisionLogChange(current, text, where);
    }
    outcome = { id, active: activeIds(parseDecisions(text).entries) };
    return text;
  });
  afterChange(ws, [rel], { markStale: true });
  updateManifestJson(ws.root, scope, () => ({ activeDecisionIds: activeIds(parseDecisions(ws.root.readText(rel)?.text ?? "").entries), updated: date }));
  return { project: scope.slug, id: outcome.id, superseded: supersedes, active: outcome.active };
}

// server/src/services/sessions.ts
function countSessions(ws, dir) {
  return ws.root.list(`${dir}/sessions`).filter((d) => d.isFile() && isSessionFileName(d.name)).length;
}
async function logSession(ws, input) {
  const scope = resolveProjectScope(ws, input.project, "Sessions");
  const date = input.date ? assertIsoDate(input.date, "date") : todayOf(ws);
  const entry = {
    summary: input.summary,
    outcomes: input.outcomes,
    decisions: input.decisions,
    openQuestions: input.open_questions,
    nextStep: input.next_step
  };
  const all = [input.summary ?? "", ...input.outcomes ?? [], ...input.decisions ?? [], ...input.open_questions ?? [], input.next_step ?? ""];
  all.forEach((t, i) => assertText(t, i === 0 ? "summary" : "session text"));
  assertMaxChars(input.summary, "summary", MAX_SUMMARY_CHARS);
  assertMaxChars(input.next_step, "next_step", MAX_SUMMARY_CHARS);
  assertMaxItems(input.outcomes, "outcomes");
  assertMaxItems(input.decisions, "decisions");
  assertMaxItems(input.open_questions, "open_questions");
  await assertNoSecretInFields({
    summary: input.summary,
    outcomes: input.outcomes,
    decisions: input.decisions,
    open_questions: input.open_questions,
    next_step: input.next_step
  });
  const rel = `${scope.dir}/sessions/${date}.md`;
  assertDerivedWritable(ws, [rel]);
  const coreCreated = ensureCoreFiles(ws, scope).map((r) => r.slice(scope.dir.length + 1));
  let section = 1;
  updateText(ws.root, rel, (file) => {
    section = file === null ? 1 : nextSessionNumber(file.text);
    return file === null ? renderSessionFile(date, entry) : appendSessionEntry(file.text, entry);
  });
  afterChange(ws, [rel]);
  updateManifestJson(ws.root, scope, () => ({ sessionCount: countSessions(ws, scope.dir), updated: todayOf(ws) }));
  const sessionCount = countSessions(ws, scope.dir);
  return {
    project: scope.slug,
    path: `sessions/${date}.md`,
    section,
    session_count: sessionCount,
    core_files_created: coreCreated,
    budget: budgetNotes(ws, scope, [`sessions/${date}.md`])
  };
}

// server/src/core/people-md.ts
var HAND_TITLE = "Added by hand";
var HAND_HEADING = `## ${HAND_TITLE}`;
var PERSON_LINE = /^- \*\*.*\*\* \(@[a-z0-9]+(?:-[a-z0-9]+)*\)(?: — .*)?$/;
function handLinesOf(current, generated) {
  const derived = new Set(contentLines(generated));
  const kept = [];
  let heading = null;
  let inHandSection = false;
  const lines = contentLines(current);
  const kinds = classify(lines);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const l = kinds[i];
    if (atxHeadingOf(l, 2)?.text === HAND_TITLE) {
      inHandSection = true;
      heading = null;
      continue;
    }
    if (l.text.trim() === "") continue;
    if (inHandSection) {
      kept.push(line);
      continue;
    }
    if (atxHeadingOf(l, 1)) continue;
    if (atxHeadingOf(l, 2)) {
      heading = line;
      continue;
    }
    if (derived.has(line) || PERSON_LINE.test(l.text)) {
      heading = null;
      continue;
    }
    if (heading !== null && !derived.has(heading)) kept.push(heading);
    heading = null;
    kept.push(line);
  }
  return kept;
}
function withHandLines(generated, lines) {
  if (lines.length === 0) return generated;
  return `${generated.trimEnd()}

${HAND_HEADING}

${lines.join("\n")}
`;
}

// server/src/services/people-md.ts
function loadPeople(ws) {
  const people = [];
  for (const entry of ws.root.list(PEOPLE_DIR)) {
    if (!entry.isFile() || !entry.name.endsWith(".md")) continue;
    const slug = entry.name.slice(0, -3);
    if (!isKebabCase(slug)) continue;
    try {
      const file = ws.root.readText(`${PEOPLE_DIR}/${entry.name}`);
      if (file) people.push(parsePerson(slug, file.text));
    } catch {
    }
  }
  return people;
}
function companyNamesFor(ws, people) {
  const names = /* @__PURE__ */ new Map();
  for (const p of people) {
    const slug = companySlugOf(p.company);
    if (slug === null || names.has(slug)) continue;
    try {
      const file = ws.root.readText(companyPath(slug));
      if (file) names.set(slug, parseCompany(slug, file.text).name);
    } catch {
    }
  }
  return names;
}
function peopleHeader(ws, project) {
  const template = ws.root.readText("_templates/people.md")?.text ?? TEMPLATE_FILES["people.md"];
  return fillTemplate(template, { name: project.name, slug: project.slug, date: project.created || todayOf(ws) });
}
function regeneratePeopleMd(ws, project) {
  const dir = `projects/${project.slug}`;
  const rel = `${dir}/people.md`;
  if (!ws.root.isDirectory(dir)) return { rel, changed: false, people: [], handLines: 0 };
  let slugs = [];
  let handLines = 0;
  const { changed } = updateText(ws.root, rel, (file) => {
    const linked = loadPeople(ws).filter((p) => p.projects.includes(project.slug));
    slugs = linked.map((p) => p.slug).sort();
    const generated = renderPeopleMd(peopleHeader(ws, project), linked, companyNamesFor(ws, linked));
    const current = file?.text;
    const hand = current === void 0 ? [] : handLinesOf(current, generated);
    handLines = hand.length;
    let text = withHandLines(generated, hand);
    if (current !== void 0 && preferredEol(current) === "\r\n") text = text.replace(/\n/g, "\r\n");
    return current === text ? null : text;
  });
  return { rel, changed, people: slugs, handLines };
}
function regenerateAllPeopleMd(ws, projects) {
  const out = { changed: [], notes: [] };
  for (const project of projects) {
    const outcome = regeneratePeopleMd(ws, project);
    if (!outcome.changed) continue;
    out.changed.push(outcome.rel);
    if (outcome.handLines > 0) {
      out.notes.push(
        `${outcome.rel} was regenerated from the person files; its ${outcome.handLines} line(s) added by hand are kept under "${HAND_HEADING}", and the previous text is kept in the file's history (project-memory history ${outcome.rel}).`
      );
    }
  }
  return out;
}
var PROFILE_FILE = /^_global\/(people|companies)\/[^/]+\.md$/;
function refreshPeopleAfterProfileChange(ws, rel) {
  if (!PROFILE_FILE.test(rel)) return;
  regenerateAllPeopleMd(ws, readProjectsIndex(ws.root).projects);
}

// server/src/services/walk.ts
import path from "node:path";
function walkFiles(rootDir, relDir, out = [], folders) {
  const absDir = mountedAbs(rootDir, relDir);
  const entries = listAnchored(rootDir, absDir);
  folders?.push(relDir);
  entries.sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
  for (const ent of entries) {
    if (isHiddenEntryName(ent.name)) continue;
    const rel = relDir ? `${relDir}/${ent.name}` : ent.name;
    if (ent.isDirectory()) {
      if (!SKIPPED_DIR_NAMES.has(ent.name)) walkFiles(rootDir, rel, out, folders);
    } else if (ent.isFile()) {
      out.push({ rel, abs: path.join(absDir, ent.name) });
    }
  }
  return out;
}

// server/src/services/rebuild.ts
function rebuildIndexes(ws, { dryRun = false } = {}) {
  if (!dryRun) initRoot(ws, { sweep: false });
  const date = todayOf(ws);
  const projects = dryRun ? { changed: false, problems: [] } : refreshProjectsIndex(ws.root);
  const coreCreated = dryRun ? [] : readProjectsIndex(ws.root).projects.flatMap((p) => ensureCoreFiles(ws, resolveScope(ws, p.slug)));
  const rootManifest = refreshRootManifest(ws.root, date, dryRun, dryRun ? buildProjectsIndex(ws.root).index : void 0);
  const people = dryRun ? { changed: [], notes: [] } : regenerateAllPeopleMd(ws, readProjectsIndex(ws.root).projects);
  const folders = [];
  const files = [...walkFiles(ws.root.dir, "projects", [], folders), ...walkFiles(ws.root.dir, "_global", [], folders)];
  const manifestsChanged = [];
  for (const folder of folders) {
    if (folder === "projects") continue;
    if (updateManifest(ws.root, folder, date, void 0, dryRun).changed) manifestsChanged.push(`${folder}/_index.yaml`);
  }
  const refsChanged = replaceRefsIndex(
    ws.root,
    files.map((f) => f.rel),
    dryRun
  );
  const manifestJsonChanged = readProjectsIndex(ws.root).projects.filter((p) => refreshManifestJson(ws, p.slug, dryRun)).map((p) => `projects/${p.slug}/manifest.json`);
  return {
    projects_index_changed: projects.changed,
    root_manifest_changed: rootManifest,
    manifests_changed: manifestsChanged,
    people_md_changed: people.changed,
    people_md_hand_edits: people.notes,
    manifest_json_changed: manifestJsonChanged,
    refs_index_changed: refsChanged,
    files_indexed: files.length,
    // Lock acquisitions killed midway count as temp files: `doctor --fix` is what LOCKED suggests.
    temp_files_removed: dryRun ? 0 : sweepTempFiles(ws.root.dir) + sweepLockLeftovers(ws.root.dir),
    problems: projects.problems,
    core_files_created: coreCreated
  };
}
function refreshManifestJson(ws, slug, dryRun = false) {
  try {
    const scope = resolveScope(ws, slug);
    const current = readManifestJson(ws.root, scope);
    if (!current) return false;
    const decisions = ws.root.readText(`${scope.dir}/decisions.md`)?.text ?? "";
    const derived = { activeDecisionIds: activeIds(parseDecisions(decisions).entries), sessionCount: countSessions(ws, scope.dir) };
    if (JSON.stringify(current.activeDecisionIds) === JSON.stringify(derived.activeDecisionIds) && current.sessionCount === derived.sessionCount) return false;
    return dryRun || updateManifestJson(ws.root, scope, derived);
  } catch {
    return false;
  }
}

export {
  loadPeople,
  companyNamesFor,
  refreshPeopleAfterProfileChange,
  walkFiles,
  assertText,
  assertNoSecret,
  assertNoSecretInFields,
  withSecretCheck,
  assertFormat,
  activeIds,
  addDecision,
  countSessions,
  logSession,
  rebuildIndexes
};
