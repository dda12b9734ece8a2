#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  SOURCE_DIRS,
  classifyAutoMemory,
  classifyRepoFile,
  claudeProjectDirName,
  isRealDir,
  isRealDirChain,
  listSourceFiles,
  readSourceFile
} from "./chunk-core-import-sources.js";
import {
  writeWorkspace
} from "./chunk-cli-workspace.js";
import {
  addDecision,
  appendToFile,
  assertFormat,
  assertText,
  writeFile
} from "./chunk-core-closest-passage.js";
import "./chunk-core-folder-manifest.js";
import {
  MEMORY_MD_HARD_MAX_LINES,
  budgetNotes
} from "./chunk-core-budgets.js";
import "./chunk-core-json-edit.js";
import "./chunk-services-open.js";
import {
  homeDir
} from "./chunk-core-limits.js";
import "./chunk-core-history.js";
import "./chunk-core-env.js";
import {
  emit,
  typedPath
} from "./chunk-cli-io.js";
import "./chunk-services-environment.js";
import "./chunk-core-secret-views.js";
import {
  resolveProjectScope
} from "./chunk-core-project-meta.js";
import "./chunk-storage-atomic-file.js";
import "./chunk-services-core-files-init.js";
import {
  addMissingSections,
  assertWritable,
  canonicalSectionName,
  insertAtSectionEnd,
  isAppendOnly,
  kindOf,
  parseSections
} from "./chunk-core-file-rules.js";
import "./chunk-storage-update-text.js";
import {
  appendDecision,
  nextDecisionNumber,
  parseAtxHeading,
  parseDecisions,
  renderDecision,
  setDecisionFieldsMany,
  todayOf
} from "./chunk-core-decision-edits.js";
import {
  isIsoDate,
  slugify
} from "./chunk-core-dates.js";
import "./chunk-core-path-rules.js";
import "./chunk-storage-environment.js";
import {
  assertKnownFlags,
  stringFlag
} from "./chunk-cli-args.js";
import {
  MemoryError
} from "./chunk-core-errors.js";
import "./chunk-shared.js";

// server/src/services/import.ts
import path from "node:path";

// server/src/core/import/plan.ts
function normaliseLine(line) {
  const trimmed = line.trim();
  const heading = parseAtxHeading(trimmed);
  return heading && heading.text !== "" ? heading.text : trimmed;
}
function lineSet(text) {
  return new Set(text.split(/\r?\n/).map(normaliseLine).filter(Boolean));
}
function nonBlank(text) {
  return text.split(/\r?\n/).flatMap((t, i) => t.trim() ? [{ line: i + 1, text: t }] : []);
}
var Targets = class {
  constructor(current) {
    this.current = current;
  }
  current;
  map = /* @__PURE__ */ new Map();
  get(scope, path2) {
    const k = `${scope}:${path2}`;
    let w = this.map.get(k);
    if (!w) {
      const before = this.current(scope, path2);
      w = { scope, path: path2, before, after: before ?? "" };
      this.map.set(k, w);
    }
    return w;
  }
  /** Adds the lines the file lacks, as one block (or the whole `fresh` text for a new file). */
  addLines(w, lines, fresh, heading) {
    if (w.before === null && w.after === "") {
      w.after = fresh();
      return;
    }
    const have = lineSet(w.after);
    const missing = lines.filter((l) => l.trim() && !have.has(normaliseLine(l)));
    if (missing.length === 0) return;
    const block = `${heading}

${missing.join("\n")}
`;
    w.append = w.append ? `${w.append}
${block}` : block;
    w.after = `${w.after.replace(/\n*$/, "\n\n")}${block}`;
  }
  all() {
    return [...this.map.values()].filter((w) => w.after !== (w.before ?? ""));
  }
};
function knowledgeText(src, date) {
  const fm = ["---", `source: ${JSON.stringify(src.shown)}`, `processed: "${date}"`, 'method: "extract"', "model: null", "prompt_ref: null", "---", ""];
  return `${fm.join("\n")}
${src.text.replace(/\n*$/, "\n")}`;
}
function planImport(sources, current, date) {
  const targets = new Targets(current);
  const plan = { writes: [], decisions: [], landings: [], notes: [] };
  const land = (src, line, target, check) => plan.landings.push({ source: src.shown, line, target, check });
  const again = `## Imported from`;
  for (const given of sources) {
    const src = given.kind === "archive" ? versionedArchive(given, current) : given;
    const lines = nonBlank(src.text);
    switch (src.kind) {
      case "document":
      case "session":
      case "global":
      case "archive": {
        const scope = src.kind === "global" ? "global" : "project";
        const w = targets.get(scope, src.target);
        const fresh = () => src.kind === "document" ? knowledgeText(src, date) : src.text.replace(/\n*$/, "\n");
        targets.addLines(w, src.text.split(/\r?\n/), fresh, `${again} ${src.shown} (${date})`);
        for (const l of lines) land(src, l.line, shownTarget(scope, src.target), { kind: "line", text: normaliseLine(l.text) });
        break;
      }
      case "jarvis-memory":
        planJarvisMemory(src, targets, plan, land, date);
        break;
      case "decisions":
        planDecisionsFile(src, targets, plan, land, date);
        break;
      case "events":
        planEvents(src, targets, plan, land, date);
        break;
    }
  }
  plan.writes = targets.all();
  return plan;
}
function versionedArchive(src, current) {
  const before = current("project", src.target);
  if (before === null || before === src.text.replace(/\n*$/, "\n")) return src;
  const dot = src.target.lastIndexOf(".");
  return { ...src, target: `${src.target.slice(0, dot)}-${src.sha256.slice(0, 8)}${src.target.slice(dot)}` };
}
function shownTarget(scope, p) {
  return scope === "global" ? `_global/${p}` : p;
}
function notesTarget(src) {
  return `notes/imported-${slugify(src.shown)}.md`;
}
function planJarvisMemory(src, targets, plan, land, date) {
  const parsed = parseSections(src.text);
  const srcLines = src.text.split(/\r?\n/);
  const sectionOf = /* @__PURE__ */ new Map();
  for (const s of parsed.sections) for (let i = s.headingLine; i <= s.endLine; i++) sectionOf.set(i, s.canonical);
  const headingLines = new Set(parsed.sections.map((s) => s.headingLine));
  const mem = targets.get("project", "memory.md");
  let memText = addMissingSections(mem.after || "");
  const have = lineSet(memText);
  const toNotes = [];
  const toMemory = [];
  for (const l of nonBlank(src.text)) {
    const section = sectionOf.get(l.line);
    if (section && canonicalSectionName(normaliseLine(l.text)) === section) toMemory.push({ ...l, section });
    else if (section) toMemory.push({ ...l, section });
    else toNotes.push(l);
  }
  for (const l of toMemory) {
    if (headingLines.has(l.line) || have.has(normaliseLine(l.text))) continue;
    memText = insertAtSectionEnd(memText, l.section, [l.text]);
    have.add(normaliseLine(l.text));
  }
  if (memText.split("\n").length > MEMORY_MD_HARD_MAX_LINES) {
    plan.notes.push(`${src.shown}: memory.md would exceed ${MEMORY_MD_HARD_MAX_LINES} lines, so all of it goes to ${notesTarget(src)}.`);
    toNotes.splice(0, toNotes.length, ...nonBlank(src.text));
  } else {
    mem.after = memText;
    for (const l of toMemory) land(src, l.line, "memory.md", { kind: "line", text: normaliseLine(l.text) });
  }
  if (toNotes.length) {
    const w = targets.get("project", notesTarget(src));
    const text = toNotes.map((l) => srcLines[l.line - 1]);
    targets.addLines(w, text, () => `# Imported from ${src.shown}

${text.join("\n")}
`, `## Imported from ${src.shown} (${date})`);
    for (const l of toNotes) land(src, l.line, notesTarget(src), { kind: "line", text: normaliseLine(l.text) });
  }
}
var KNOWN_FIELDS = /* @__PURE__ */ new Set(["status", "date", "topic", "location", "supersedes", "supersededby"]);
var fieldKey = (k) => k.toLowerCase().replace(/[^a-z]/g, "");
var ids = (v) => (v ?? "").split(/[\s,]+/).filter((x) => /^[Dd]\d+$/.test(x)).map((x) => x.toUpperCase());
function planDecisionsFile(src, targets, plan, land, date) {
  const parsed = parseDecisions(src.text);
  const srcLines = src.text.split(/\r?\n/);
  const inEntry = /* @__PURE__ */ new Set();
  const keyOf = (id) => `${src.shown}#${id}`;
  const known = new Set(parsed.entries.map((e) => e.id));
  const successors = /* @__PURE__ */ new Map();
  for (const e of parsed.entries) for (const old of ids(e.supersedes)) successors.set(old, [...successors.get(old) ?? [], e.id]);
  for (const e of parsed.entries)
    if (e.supersededBy) {
      for (const by of ids(e.supersededBy)) if (!successors.get(e.id)?.includes(by)) successors.set(e.id, [...successors.get(e.id) ?? [], by]);
    }
  const order = new Map(parsed.entries.map((e, i) => [e.id, i]));
  for (const [i, e] of parsed.entries.entries()) {
    const key = keyOf(e.id);
    const willBeSuperseded = (successors.get(e.id) ?? []).some((s) => known.has(s) && order.get(s) > i);
    const orphanSuperseded = e.status === "Superseded" && !willBeSuperseded;
    const fieldLines = new Map(e.fields.map((f) => [f.line, f]));
    const extra = [];
    for (let n = e.startLine; n <= e.endLine; n++) {
      inEntry.add(n);
      const raw = srcLines[n - 1];
      if (!raw.trim()) continue;
      if (n === e.startLine) {
        land(src, n, "decisions.md", { kind: "decision-title", key, title: e.title });
        continue;
      }
      const f = fieldLines.get(n);
      const fk = f ? fieldKey(f.key) : "";
      const unresolved = f && (fk === "supersedes" || fk === "supersededby") && ids(f.value).some((x) => !known.has(x));
      const badStatus = f && fk === "status" && (e.status === void 0 || orphanSuperseded);
      if (unresolved || badStatus) {
        extra.push(raw.trim());
        land(src, n, "decisions.md", { kind: "decision-text", key, text: normaliseLine(raw) });
      } else if (f && fk === "supersedes")
        land(src, n, "decisions.md", {
          kind: "decision-link",
          key,
          field: "supersedes",
          refs: ids(f.value).filter((x) => known.has(x)).map(keyOf)
        });
      else if (f && fk === "supersededby")
        land(src, n, "decisions.md", {
          kind: "decision-link",
          key,
          field: "supersededBy",
          refs: ids(f.value).filter((x) => known.has(x)).map(keyOf)
        });
      else if (f && KNOWN_FIELDS.has(fk) && !(fk === "date" && !isIsoDate(f.value)))
        land(src, n, "decisions.md", { kind: "decision-text", key, text: normaliseLine(raw) });
      else {
        if (f) extra.push(raw.trim());
        land(src, n, "decisions.md", { kind: "decision-text", key, text: normaliseLine(raw) });
      }
    }
    const earlier = (x) => known.has(x) && order.get(x) < i;
    const supersedes = [
      .../* @__PURE__ */ new Set([
        ...ids(e.supersedes).filter(earlier),
        ...parsed.entries.filter((o) => earlier(o.id) && successors.get(o.id)?.includes(e.id)).map((o) => o.id)
      ])
    ];
    const marker = `Imported from ${src.shown} as ${e.id}.`;
    const body = [...extra, ...e.body.trim() ? [e.body.trim()] : [], marker].join("\n\n");
    plan.decisions.push({
      key,
      marker,
      title: e.title,
      status: orphanSuperseded ? "Draft" : willBeSuperseded && e.status === "Superseded" ? "Active" : e.status ?? "Draft",
      date: e.date && isIsoDate(e.date) ? e.date : date,
      topic: e.topic,
      location: e.location,
      supersedes: supersedes.map(keyOf),
      body
    });
  }
  const rest = nonBlank(src.text).filter((l) => !inEntry.has(l.line));
  if (rest.length) {
    const w = targets.get("project", notesTarget(src));
    const text = rest.map((l) => l.text);
    targets.addLines(w, text, () => `# Imported from ${src.shown}

${text.join("\n")}
`, `## Imported from ${src.shown} (${date})`);
    for (const l of rest) land(src, l.line, notesTarget(src), { kind: "line", text: normaliseLine(l.text) });
  }
}
var str = (v) => typeof v === "string" && v.trim() ? v.trim() : void 0;
function planEvents(src, targets, plan, land, date) {
  const notePath = notesTarget(src);
  const noteLines = [];
  const keys = /* @__PURE__ */ new Set();
  for (const l of nonBlank(src.text)) {
    let ev = null;
    try {
      const v = JSON.parse(l.text);
      if (v && typeof v === "object" && !Array.isArray(v)) ev = v;
    } catch {
      ev = null;
    }
    const id = str(ev?.id);
    const summary = str(ev?.summary);
    if (ev && id && summary && ev.type === "decision") {
      const key = `${src.shown}#${id}`;
      const day = str(ev.timestamp)?.slice(0, 10);
      const marker = `Imported from ${src.shown} as ${id}.`;
      const sup = str(ev.supersedes);
      const files = Array.isArray(ev.files) ? ev.files.filter((f) => typeof f === "string") : [];
      plan.decisions.push({
        key,
        marker,
        title: summary.replace(/\s+/g, " "),
        status: "Active",
        date: day && isIsoDate(day) ? day : date,
        location: str(ev.location)?.replace(/\s+/g, " "),
        supersedes: sup && keys.has(`${src.shown}#${sup}`) ? [`${src.shown}#${sup}`] : [],
        body: [str(ev.notes), files.length ? `Files: ${files.join(", ")}` : void 0, marker].filter(Boolean).join("\n\n")
      });
      keys.add(key);
      land(src, l.line, "decisions.md", { kind: "decision-text", key, text: marker });
      continue;
    }
    const rendered = ev && summary ? `- ${[str(ev.timestamp), str(ev.type), str(ev.outcome)].filter(Boolean).join(" \xB7 ")}: ${summary.replace(/\s+/g, " ")}${str(ev.notes) ? ` \u2014 ${str(ev.notes)?.replace(/\s+/g, " ")}` : ""}${id ? ` (${id})` : ""}` : l.text.trim();
    noteLines.push(rendered);
    land(src, l.line, notePath, { kind: "line", text: normaliseLine(rendered) });
  }
  if (noteLines.length) {
    const w = targets.get("project", notePath);
    targets.addLines(w, noteLines, () => `# Imported from ${src.shown}

${noteLines.join("\n")}
`, `## Imported from ${src.shown} (${date})`);
  }
}

// server/src/core/import/proof.ts
function proveLanding(landings, finalText, idOf) {
  const sets = /* @__PURE__ */ new Map();
  const entries = /* @__PURE__ */ new Map();
  const setOf = (t) => sets.get(t) ?? sets.set(t, lineSet(finalText(t))).get(t);
  const entryOf = (t, key) => {
    let byId = entries.get(t);
    if (!byId) entries.set(t, byId = new Map(parseDecisions(finalText(t)).entries.map((e) => [e.id, e])));
    const id = idOf(key);
    return id ? byId.get(id) : void 0;
  };
  const proof = { lines: landings.length, landed: 0, missing: [], byTarget: {} };
  for (const l of landings) {
    const c = l.check;
    let ok = false;
    if (c.kind === "line") ok = setOf(l.target).has(c.text);
    else {
      const e = entryOf(l.target, c.key);
      if (e && c.kind === "decision-title") ok = e.title === c.title.trim();
      else if (e && c.kind === "decision-text") ok = lineSet(e.raw).has(normaliseLine(c.text)) || e.raw.includes(c.text);
      else if (e && c.kind === "decision-link") {
        const have = (c.field === "supersedes" ? e.supersedes : e.supersededBy) ?? "";
        ok = c.refs.every((r) => {
          const id = idOf(r);
          return id !== void 0 && have.split(/[\s,]+/).includes(id);
        });
      }
    }
    if (ok) {
      proof.landed++;
      proof.byTarget[l.target] = (proof.byTarget[l.target] ?? 0) + 1;
    } else proof.missing.push({ source: l.source, line: l.line, target: l.target });
  }
  return proof;
}

// server/src/core/import/simulate.ts
function simulateDecisions(current, imports) {
  let text = current;
  const idOf = /* @__PURE__ */ new Map();
  for (const d of imports) {
    const entries = parseDecisions(text).entries;
    const existing = entries.find((e) => e.raw.includes(d.marker));
    if (existing) {
      idOf.set(d.key, existing.id);
      continue;
    }
    const num = nextDecisionNumber(entries);
    const id = `D${num}`;
    const supersedes = d.supersedes.map((k) => idOf.get(k)).filter((x) => x !== void 0);
    text = appendDecision(
      text,
      renderDecision({
        num,
        title: d.title,
        status: d.status,
        date: d.date,
        topic: d.topic,
        location: d.location,
        supersedes: supersedes.join(", ") || void 0,
        body: d.body
      })
    );
    if (supersedes.length)
      text = setDecisionFieldsMany(text, new Map(supersedes.map((s) => [s, { status: "Superseded", supersededBy: id }])));
    idOf.set(d.key, id);
  }
  return { text, idOf };
}
function importedId(current, marker) {
  return parseDecisions(current).entries.find((e) => e.raw.includes(marker))?.id;
}

// server/src/services/import.ts
var LOG = "archive/import-log.md";
function collectSources(base, home) {
  const out = [];
  const add = (abs, c, from = base) => {
    if (!c || !isRealDirChain(from, path.relative(from, path.dirname(abs)))) return;
    const f = readSourceFile(abs);
    if (f && f.text.trim()) out.push({ ...c, text: f.text, sha256: f.sha256 });
  };
  for (const rel of ["CLAUDE.md", "CLAUDE.local.md", "AGENTS.md", "MEMORY.md", ".cursorrules"]) add(path.join(base, rel), classifyRepoFile(rel));
  for (const dir of SOURCE_DIRS) {
    for (const rel of listSourceFiles(path.join(base, dir), (r) => classifyRepoFile(`${dir}/${r}`) !== null))
      add(path.join(base, dir, rel), classifyRepoFile(`${dir}/${rel}`));
  }
  const dirName = claudeProjectDirName(base);
  const auto = path.join(home, ".claude", "projects", dirName, "memory");
  for (const rel of listSourceFiles(auto, (r) => classifyAutoMemory(dirName, r) !== null, 2)) add(path.join(auto, rel), classifyAutoMemory(dirName, rel), home);
  return out;
}
async function findSecrets(sources) {
  const { findSecret } = await import("./secrets.js");
  const found = [];
  for (const s of sources) {
    const lines = s.text.split("\n");
    for (let guard = 0; guard < 50; guard++) {
      const hit = await findSecret(lines.join("\n"));
      if (!hit) break;
      found.push(`${s.shown}:${hit.line} (${hit.rule})`);
      for (let i = 0; i < hit.line; i++) lines[i] = "";
    }
  }
  return found;
}
async function importMemory(ws, input) {
  const scope = resolveProjectScope(ws, input.project, "Imports");
  const base = path.resolve(ws.cwd, input.path ?? ".");
  if (!isRealDir(base)) throw new MemoryError("NOT_FOUND", `${base} is not a folder.`, "Give the folder of the repository whose memory to import.");
  const sources = collectSources(base, input.home ?? homeDir());
  const secrets = await findSecrets(sources);
  if (secrets.length) {
    throw new MemoryError(
      "SECRET_DETECTED",
      `Nothing was imported: ${secrets.length} source line(s) look like secrets: ${secrets.join(", ")}.`,
      "Remove them from the source (or leave that file out), then import again."
    );
  }
  const date = todayOf(ws);
  const rel = (scopeKind, p) => scopeKind === "global" ? `_global/${p}` : `${scope.dir}/${p}`;
  const read = (scopeKind, p) => ws.root.readText(rel(scopeKind, p))?.text ?? null;
  const plan = planImport(sources, read, date);
  const log = read("project", LOG) ?? "";
  const dryRun = input.dryRun !== false;
  const written = [];
  const decisions = [];
  let idOf;
  if (dryRun) {
    const sim = simulateDecisions(read("project", "decisions.md") ?? "", plan.decisions);
    idOf = sim.idOf;
    const after = new Map(plan.writes.map((w) => [w.scope === "global" ? `_global/${w.path}` : w.path, w.after]));
    after.set("decisions.md", sim.text);
    written.push(...plan.writes.map((w) => w.scope === "global" ? `_global/${w.path}` : w.path));
    for (const d of plan.decisions)
      decisions.push({ source: d.key, id: sim.idOf.get(d.key) ?? "?", new: importedId(read("project", "decisions.md") ?? "", d.marker) === void 0 });
    const proof2 = proveLanding(
      plan.landings,
      (t) => after.get(t) ?? (t.startsWith("_global/") ? read("global", t.slice(8)) : read("project", t)) ?? "",
      (k) => idOf.get(k)
    );
    return report(scope.slug, base, true, sources, log, written, decisions, proof2, plan.notes);
  }
  for (const w of plan.writes) {
    const parts = w.path.split("/");
    const kind = assertWritable(parts, `"${w.path}"`, w.scope);
    assertText(w.after, `"${w.path}"`);
    assertFormat(kind, w.after, w.path, { slug: scope.slug, before: w.before });
  }
  simulateDecisions(read("project", "decisions.md") ?? "", plan.decisions);
  for (const w of plan.writes) {
    const project = w.scope === "global" ? "_global" : scope.slug;
    if (w.before !== null && w.append !== void 0 && isAppendOnly(kindOf(w.path.split("/"))))
      await appendToFile(ws, { project, path: w.path, content: w.append });
    else await writeFile(ws, { project, path: w.path, content: w.after });
    written.push(w.scope === "global" ? `_global/${w.path}` : w.path);
  }
  idOf = /* @__PURE__ */ new Map();
  for (const d of plan.decisions) {
    const existing = importedId(read("project", "decisions.md") ?? "", d.marker);
    if (existing) {
      idOf.set(d.key, existing);
      decisions.push({ source: d.key, id: existing, new: false });
      continue;
    }
    const supersedes = d.supersedes.map((k) => idOf.get(k)).filter(Boolean).join(", ");
    const r = await addDecision(ws, {
      project: scope.slug,
      summary: d.title,
      status: d.status,
      date: d.date,
      topic: d.topic,
      location: d.location,
      supersedes: supersedes || void 0,
      body: d.body
    });
    idOf.set(d.key, r.id);
    decisions.push({ source: d.key, id: r.id, new: true });
  }
  if (decisions.some((d) => d.new)) written.push("decisions.md");
  const fresh = sources.filter((s) => !log.includes(`${s.sha256} \xB7 ${s.shown}`));
  if (fresh.length) {
    const head = log || "# Import log\n\nOne line per imported source file: date \xB7 sha256 \xB7 path (re-imports skip what is already here).\n";
    await writeFile(ws, {
      project: scope.slug,
      path: LOG,
      content: `${head.replace(/\n*$/, "\n")}${fresh.map((s) => `- ${date} \xB7 ${s.sha256} \xB7 ${s.shown}`).join("\n")}
`
    });
    written.push(LOG);
  }
  const proof = proveLanding(
    plan.landings,
    (t) => (t.startsWith("_global/") ? read("global", t.slice(8)) : read("project", t)) ?? "",
    (k) => idOf.get(k)
  );
  const budget = budgetNotes(ws, scope, [...new Set(written.filter((w) => !w.startsWith("_global/")))]);
  return report(scope.slug, base, false, sources, log, written, decisions, proof, [...plan.notes, ...budget]);
}
function report(project, from, dryRun, sources, log, written, decisions, proof, notes) {
  return {
    project,
    from,
    dry_run: dryRun,
    sources: sources.map((s) => ({
      path: s.shown,
      format: s.format,
      target: s.target,
      lines: s.text.split(/\r?\n/).filter((l) => l.trim()).length,
      sha256: s.sha256,
      already_imported: log.includes(`${s.sha256} \xB7 ${s.shown}`)
    })),
    written,
    decisions,
    proof,
    notes
  };
}
function wrap(text, width = 100, indent = "    ") {
  const out = [];
  let line = "";
  for (const word of text.split(" ")) {
    if (line && line.length + 1 + word.length > width) {
      out.push(line);
      line = indent + word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) out.push(line);
  return out;
}
function formatImport(r) {
  const out = wrap(`${r.dry_run ? "Plan (dry run, nothing written)" : "Imported"} from ${r.from} into ${r.project}:`);
  if (r.sources.length === 0)
    out.push(
      ...wrap("  No memory source found (CLAUDE.md, AGENTS.md, MEMORY.md, .jarvis/, .projectmem/, memory-bank/, .cursor/rules, ~/.claude auto memory).")
    );
  for (const s of r.sources) {
    const head = `  ${s.path} (${s.format}, ${s.lines} lines)`;
    const tail = `-> ${s.target}${s.already_imported ? " [already imported]" : ""}`;
    out.push(...head.length + tail.length < 100 ? [`${head} ${tail}`] : [head, `      ${tail}`]);
  }
  const newDecisions = r.decisions.filter((d) => d.new);
  if (r.decisions.length)
    out.push(
      ...wrap(
        `Decisions: ${newDecisions.length} new${newDecisions.length ? ` (${newDecisions.map((d) => d.id).join(", ")})` : ""}, ${r.decisions.length - newDecisions.length} already there.`
      )
    );
  out.push(...wrap(r.written.length ? `${r.dry_run ? "Would write" : "Wrote"}: ${r.written.join(", ")}` : "Nothing new to write."));
  out.push(`No-loss proof: ${r.proof.landed} of ${r.proof.lines} non-blank source lines found in their memory file.`);
  for (const m of r.proof.missing.slice(0, 20)) out.push(`  MISSING ${m.source}:${m.line} -> ${m.target}`);
  for (const n of r.notes) out.push(...wrap(`Note: ${n}`));
  return out.join("\n");
}

// server/src/cli/cmd-import.ts
async function runImport(args, io) {
  assertKnownFlags(args.flags, ["dry-run"]);
  const ws = writeWorkspace(args, io);
  const r = await importMemory(ws, {
    project: stringFlag(args.flags, "project"),
    // A relative PATH is relative to where the user stands.
    path: typedPath(io, args.positionals[0] ?? "."),
    dryRun: args.flags["dry-run"] === true
  });
  emit(io, r, () => formatImport(r));
  return r.proof.missing.length ? 1 : 0;
}
export {
  runImport
};
