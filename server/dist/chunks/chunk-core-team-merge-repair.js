#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  activeIds,
  countSessions,
  rebuildIndexes,
  trashStamp,
  walkFiles
} from "./chunk-core-closest-passage.js";
import {
  PROJECT_FOLDERS,
  REFS_INDEX,
  SESSION_NUMBER,
  buildProjectsIndex,
  ensureCoreFiles,
  inspectPendingJournal,
  pendingJournalSlugs
} from "./chunk-core-folder-manifest.js";
import {
  gitWorkTreeOf,
  projectBudgetNotes
} from "./chunk-core-budgets.js";
import {
  lostSharedFolders,
  refusedSharedFolders
} from "./chunk-core-limits.js";
import {
  PROJECTS_INDEX,
  SHARED_DIR,
  countLockFiles,
  countTempFiles,
  filesBehindPointer,
  pointerSlugs,
  readPointer,
  renderProjectsIndex,
  resolveScope
} from "./chunk-core-project-meta.js";
import {
  isSessionFileName,
  missingCoreFiles,
  missingSections,
  newManifestJson
} from "./chunk-core-file-rules.js";
import {
  updateText
} from "./chunk-storage-update-text.js";
import {
  atxHeadingOf,
  classify,
  conflictRegions,
  describeConflict,
  headingDecisionId,
  isBlank,
  lineContent,
  parseDecisions,
  preferredEol,
  splitLinesKeepEnds,
  todayOf,
  validateDecisions
} from "./chunk-core-decision-edits.js";

// server/src/core/team/merge-repair.ts
function separateHeadings(lines, eol, isEntryHeading, changes) {
  const out = [];
  const kinds = classify(lines.map(lineContent));
  let glued = 0;
  for (let i = 0; i < lines.length; i++) {
    const prev = kinds[i - 1];
    if (prev && isEntryHeading(kinds[i]) && !isBlank(prev.text) && !atxHeadingOf(prev)) {
      out.push(eol);
      glued++;
    }
    out.push(lines[i]);
  }
  if (glued) changes.push(`${glued} entry heading(s) separated from the line before`);
  return out;
}
function repairSessionDay(text) {
  const changes = [];
  const eol = preferredEol(text);
  const lines = splitLinesKeepEnds(text);
  const kinds = classify(lines.map(lineContent));
  const numbers = [];
  for (let i = 0; i < lines.length; i++) {
    const h = atxHeadingOf(kinds[i], 2);
    const m = h ? SESSION_NUMBER.exec(h.text) : null;
    if (h && m) numbers.push({ index: i, n: Number(m[2]), at: lineContent(lines[i]).indexOf(h.text) + m[1].length, length: m[2].length });
  }
  let highest = numbers.reduce((max, s) => Math.max(max, s.n), 0);
  const seen = /* @__PURE__ */ new Set();
  let renumbered = 0;
  for (const s of numbers) {
    if (!seen.has(s.n)) {
      seen.add(s.n);
      continue;
    }
    highest++;
    seen.add(highest);
    const line = lines[s.index];
    lines[s.index] = `${line.slice(0, s.at)}${highest}${line.slice(s.at + s.length)}`;
    renumbered++;
  }
  if (renumbered) changes.push(`${renumbered} duplicate session number(s) renumbered`);
  const separated = separateHeadings(lines, eol, (l) => atxHeadingOf(l, 2) !== void 0, changes);
  return { text: separated.join(""), changes };
}
function repairDecisions(text) {
  const changes = [];
  const eol = preferredEol(text);
  const separated = separateHeadings(
    splitLinesKeepEnds(text),
    eol,
    (l) => atxHeadingOf(l, 2) !== void 0 && headingDecisionId(l.text) !== void 0,
    changes
  ).join("");
  const { entries } = parseDecisions(separated);
  const byId = /* @__PURE__ */ new Map();
  const drop = [];
  for (const e of entries) {
    const first = byId.get(e.id);
    if (first === void 0) byId.set(e.id, e.raw);
    else if (first === e.raw) drop.push({ start: e.startLine, end: e.endLine });
  }
  if (drop.length === 0) return { text: separated, changes };
  const lines = splitLinesKeepEnds(separated);
  const dropped = /* @__PURE__ */ new Set();
  for (const d of drop) {
    for (let l = d.start; l <= d.end; l++) dropped.add(l - 1);
    if (d.start >= 2 && isBlank(lineContent(lines[d.start - 2]))) dropped.add(d.start - 2);
  }
  changes.push(`${drop.length} decision entr${drop.length === 1 ? "y" : "ies"} present twice with the same text kept once`);
  return { text: lines.filter((_, i) => !dropped.has(i)).join(""), changes };
}
function decisionMergeProblems(text) {
  return validateDecisions(text).filter((p) => p.code === "DUPLICATE_ID" || p.code === "MISSING_STATUS" || p.code === "MISSING_DATE").map((p) => ({
    line: p.line,
    message: p.code === "DUPLICATE_ID" ? p.message : `${p.message} (a merge without merge.conflictStyle=diff3 can fold two entries' common lines into one; restore it from the branch that wrote it)`
  }));
}
function repairUnionJson(text) {
  try {
    JSON.parse(text);
    return null;
  } catch {
  }
  const fixed = text.replace(/([}\]"\d]|true|false|null)([ \t]*\r?\n[ \t]*)(?=["{[\d-]|true|false|null)/g, "$1,$2").replace(/,(\s*[}\]])/g, "$1");
  try {
    const data = JSON.parse(fixed);
    if (!data || typeof data !== "object" || Array.isArray(data)) return null;
    return `${JSON.stringify(data, null, 2)}
`;
  } catch {
    return null;
  }
}

// server/src/services/merge-health.ts
function repairFor(rel, dir) {
  const inDir = rel.slice(dir.length + 1);
  if (inDir === "decisions.md") return repairDecisions;
  if (/^sessions\/[^/]+$/.test(inDir) && isSessionFileName(inDir.slice("sessions/".length))) return repairSessionDay;
  return null;
}
function markdownFiles(ws, dir) {
  if (!ws.root.isDirectory(dir)) return [];
  return walkFiles(ws.root.dir, dir).map((f) => f.rel).filter((rel) => rel.endsWith(".md"));
}
function read(ws, rel) {
  try {
    return ws.root.readText(rel)?.text ?? null;
  } catch {
    return null;
  }
}
function mergeFindings(ws, dir) {
  const findings = [];
  const inGit = gitWorkTreeOf(ws.root.abs(dir)) !== null;
  for (const rel of markdownFiles(ws, dir)) {
    const text = read(ws, rel);
    if (text === null) continue;
    const regions = conflictRegions(text);
    if (regions.length) {
      findings.push({ path: rel, problem: describeConflict(rel, regions), fixable: false });
      continue;
    }
    const repair = repairFor(rel, dir);
    if (!repair) continue;
    const { changes } = repair(text);
    if (changes.length) findings.push({ path: rel, problem: `left by a merge: ${changes.join("; ")}; --fix repairs it`, fixable: true });
    if (inGit && rel === `${dir}/decisions.md`) {
      for (const p of decisionMergeProblems(repair(text).text)) findings.push({ path: `${rel}:${p.line}`, problem: p.message, fixable: false });
    }
  }
  const manifest = `${dir}/manifest.json`;
  const json = read(ws, manifest);
  if (json !== null && conflictRegions(json).length === 0 && repairUnionJson(json) !== null) {
    findings.push({ path: manifest, problem: "a union merge left it as invalid JSON; --fix re-reads both sides and rebuilds its derived keys", fixable: true });
  }
  return findings;
}
function repairMerged(ws, dir) {
  const changed = [];
  for (const rel of markdownFiles(ws, dir)) {
    const repair = repairFor(rel, dir);
    if (!repair) continue;
    try {
      const out2 = updateText(ws.root, rel, (file) => {
        if (!file) return null;
        const r = repair(file.text);
        return r.changes.length ? r.text : null;
      });
      if (out2.changed) changed.push(rel);
    } catch {
    }
  }
  const manifest = `${dir}/manifest.json`;
  const out = updateText(ws.root, manifest, (file) => file && conflictRegions(file.text).length === 0 ? repairUnionJson(file.text) : null);
  if (out.changed) changed.push(manifest);
  return changed;
}

// server/src/services/doctor.ts
function jsonProblem(ws, rel) {
  return jsonTextProblem(ws.root.readText(rel));
}
function jsonTextProblem(file) {
  if (!file) return "missing";
  try {
    const data = JSON.parse(file.text);
    return data && typeof data === "object" && !Array.isArray(data) ? null : "not a JSON object";
  } catch (e) {
    return `invalid JSON (${e.message})`;
  }
}
function checkJson(ws, rel, findings, fixable) {
  const problem = jsonProblem(ws, rel);
  if (problem)
    findings.push({
      path: rel,
      problem: fixable && problem !== "missing" ? `${problem}; --fix regenerates it and keeps the old text in _trash/` : problem,
      fixable
    });
}
function regenerateManifestJson(ws, slug) {
  const rel = `projects/${slug}/manifest.json`;
  const stamp = trashStamp(ws.now());
  return updateText(ws.root, rel, (old) => {
    if (jsonTextProblem(old) === null) return null;
    if (old) {
      const trashRel = `_trash/${stamp}/${rel}`;
      ws.root.writeText(trashRel, old.bom ? `\uFEFF${old.text}` : old.text, { expected: ws.root.readText(trashRel) });
    }
    const manifest = JSON.parse(newManifestJson(slug, todayOf(ws)));
    manifest.activeDecisionIds = activeIds(parseDecisions(ws.root.readText(`projects/${slug}/decisions.md`)?.text ?? "").entries);
    manifest.sessionCount = countSessions(ws, `projects/${slug}`);
    return `${JSON.stringify(manifest, null, 2)}
`;
  }).changed;
}
function diagnose(ws) {
  const findings = [];
  const budget = [];
  const { root } = ws;
  for (const dir of ["projects", "_global", "_templates", "_trash"]) {
    if (!root.isDirectory(dir)) findings.push({ path: `${dir}/`, problem: "missing folder", fixable: true });
  }
  const { index, problems } = buildProjectsIndex(root);
  const lost = lostSharedFolders(root);
  for (const { slug, dir } of lost) {
    findings.push({
      path: `projects/${slug}/.shared`,
      problem: `The shared memory folder ${dir} of project "${slug}" no longer exists (its clone was moved or deleted); run \`project-memory status --project ${slug}\` inside a clone of the repository (clone it again if none is left) to use that clone's .project-memory/, or \`project-memory unbind --project ${slug}\` to stop using it on this machine.`,
      fixable: false
    });
  }
  for (const slug of pointerSlugs(root.dir)) {
    const hidden = filesBehindPointer(root.dir, slug);
    if (hidden.length === 0) continue;
    const dir = readPointer(root.dir, slug)?.dir ?? "its repository";
    findings.push({
      path: `projects/${slug}/`,
      problem: `${hidden.length === 20 ? "20 or more" : hidden.length} file(s) in the memory root's folder of shared project "${slug}" are hidden behind its pointer (${hidden.slice(0, 5).join(", ")}${hidden.length > 5 ? ", \u2026" : ""}); move what you need into ${dir} by hand, then delete them.`,
      fixable: false
    });
  }
  const refusedOnes = refusedSharedFolders(root);
  for (const { slug, problem } of refusedOnes) findings.push({ path: `projects/${slug}/.shared`, problem, fixable: false });
  if (ws.sharedProblem) findings.push({ path: `${SHARED_DIR}/`, problem: ws.sharedProblem, fixable: false });
  const lostMeta = new Set([...lost, ...refusedOnes].map(({ slug }) => `projects/${slug}/_meta.yaml`));
  for (const p of problems) if (!lostMeta.has(p.path)) findings.push({ path: p.path, problem: p.message, fixable: false });
  if (root.readText(PROJECTS_INDEX)?.text !== renderProjectsIndex(index)) {
    findings.push({ path: PROJECTS_INDEX, problem: "out of date with the _meta.yaml files", fixable: true });
  }
  for (const p of index.projects) {
    const dir = `projects/${p.slug}`;
    for (const folder of PROJECT_FOLDERS) {
      if (!root.isDirectory(`${dir}/${folder}`)) findings.push({ path: `${dir}/${folder}/`, problem: "missing folder", fixable: true });
    }
    const scope = resolveScope(ws, p.slug, index);
    budget.push(...projectBudgetNotes(ws, scope).map((n) => `${dir}/${n}`));
    const missing = missingCoreFiles(ws, scope);
    for (const file of missing) findings.push({ path: `${dir}/${file}`, problem: "missing core file; --fix initialises it", fixable: true });
    if (!missing.includes("manifest.json")) checkJson(ws, `${dir}/manifest.json`, findings, true);
    if (!missing.includes("artifacts.json")) checkJson(ws, `${dir}/artifacts.json`, findings, false);
    const memory = root.readText(`${dir}/memory.md`);
    if (memory) {
      const missing2 = missingSections(memory.text);
      if (missing2.length) findings.push({ path: `${dir}/memory.md`, problem: `missing canonical sections: ${missing2.join(", ")}`, fixable: false });
    }
  }
  for (const dir of [...index.projects.map((p) => `projects/${p.slug}`), "_global"]) findings.push(...mergeFindings(ws, dir));
  if (index.projects.length || root.isDirectory("_global")) {
    const would = rebuildIndexes(ws, { dryRun: true });
    const derived = [
      ...would.root_manifest_changed ? ["_index.yaml"] : [],
      ...would.manifests_changed,
      ...would.manifest_json_changed,
      ...would.refs_index_changed ? [REFS_INDEX] : []
    ];
    for (const rel of derived) findings.push({ path: rel, problem: "derived file out of date with the files", fixable: true });
  }
  const temps = countTempFiles(root.dir);
  if (temps > 0) findings.push({ path: ".", problem: `${temps} temp file(s) left by interrupted writes`, fixable: true });
  for (const slug of pendingJournalSlugs(root)) {
    const u = inspectPendingJournal(root, slug);
    if (u) findings.push({ path: u.journal, problem: `${u.message} ${u.hint}`, fixable: false });
  }
  const locks = countLockFiles(root);
  if (locks) findings.push({ path: ".locks/", problem: `${locks} lock file(s) present (stale ones are broken automatically)`, fixable: false });
  return { root: root.dir, projects: index.projects.length, findings, budget };
}
function fix(ws) {
  const created = [];
  const { root } = ws;
  for (const p of buildProjectsIndex(root).index.projects) {
    for (const folder of PROJECT_FOLDERS) {
      const rel = `projects/${p.slug}/${folder}`;
      if (!root.isDirectory(rel)) {
        root.ensureDir(rel);
        created.push(`${rel}/`);
      }
    }
    created.push(...repairMerged(ws, `projects/${p.slug}`));
    created.push(...ensureCoreFiles(ws, resolveScope(ws, p.slug, { projects: [p] })));
    if (regenerateManifestJson(ws, p.slug)) created.push(`projects/${p.slug}/manifest.json`);
  }
  const rebuilt = rebuildIndexes(ws);
  const after = diagnose(ws);
  return { ...after, fixed: { ...rebuilt, created } };
}

export {
  diagnose,
  fix
};
