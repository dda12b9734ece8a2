#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  rebuildIndexes
} from "./chunk-services-rebuild.js";
import {
  countSessions
} from "./chunk-services-sessions.js";
import {
  PROJECT_FOLDERS
} from "./chunk-core-yaml-edit.js";
import {
  trashStamp
} from "./chunk-core-closest-passage.js";
import {
  projectBudgetNotes
} from "./chunk-core-budgets.js";
import {
  activeIds
} from "./chunk-services-decisions.js";
import {
  ensureCoreFiles
} from "./chunk-services-core-files.js";
import {
  REFS_INDEX,
  buildProjectsIndex,
  inspectPendingJournal,
  pendingJournalSlugs
} from "./chunk-core-folder-manifest.js";
import {
  countLockFiles,
  countTempFiles,
  resolveScope
} from "./chunk-services-scope.js";
import {
  PROJECTS_INDEX,
  renderProjectsIndex
} from "./chunk-storage-projects-index.js";
import {
  missingCoreFiles
} from "./chunk-services-core-files-init.js";
import {
  updateText
} from "./chunk-storage-update-text.js";
import {
  CANONICAL_SECTIONS
} from "./chunk-core-memory-md.js";
import {
  todayOf
} from "./chunk-services-workspace.js";
import {
  newManifestJson
} from "./chunk-core-project-files.js";
import {
  parseDecisions
} from "./chunk-core-decision-edits.js";

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
  if (problem) findings.push({ path: rel, problem: fixable && problem !== "missing" ? `${problem}; --fix regenerates it and keeps the old text in _trash/` : problem, fixable });
}
function regenerateManifestJson(ws, slug) {
  const rel = `projects/${slug}/manifest.json`;
  const stamp = trashStamp(ws.now());
  return updateText(ws.root, rel, (old) => {
    if (jsonTextProblem(old) === null) return null;
    if (old) ws.root.writeText(`_trash/${stamp}/${rel}`, old.bom ? `\uFEFF${old.text}` : old.text);
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
  for (const p of problems) findings.push({ path: p.path, problem: p.message, fixable: false });
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
      const missing2 = CANONICAL_SECTIONS.filter((s) => !new RegExp(`^## ${s.replace(/[/]/g, "\\/")}\\s*$`, "m").test(memory.text));
      if (missing2.length) findings.push({ path: `${dir}/memory.md`, problem: `missing canonical sections: ${missing2.join(", ")}`, fixable: false });
    }
  }
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
