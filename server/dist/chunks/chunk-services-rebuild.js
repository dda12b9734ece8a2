#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  countSessions
} from "./chunk-services-sessions.js";
import {
  activeIds
} from "./chunk-services-decisions.js";
import {
  readManifestJson,
  updateManifestJson
} from "./chunk-services-project-json.js";
import {
  regenerateAllPeopleMd
} from "./chunk-core-people-md.js";
import {
  ensureCoreFiles
} from "./chunk-services-core-files.js";
import {
  SKIPPED_DIR_NAMES,
  isHiddenEntryName
} from "./chunk-core-ranked-analyze.js";
import {
  buildProjectsIndex,
  initRoot,
  refreshProjectsIndex,
  refreshRootManifest,
  replaceRefsIndex,
  updateManifest
} from "./chunk-core-folder-manifest.js";
import {
  resolveScope
} from "./chunk-services-scope.js";
import {
  readProjectsIndex
} from "./chunk-storage-projects-index.js";
import {
  listAnchored,
  sweepTempFiles
} from "./chunk-storage-anchored-dir.js";
import {
  todayOf
} from "./chunk-core-team-conflict-markers.js";
import {
  parseDecisions
} from "./chunk-core-decision-edits.js";

// server/src/services/walk.ts
import path from "node:path";
function walkFiles(rootDir, relDir, out = [], folders) {
  const absDir = relDir ? path.join(rootDir, relDir) : rootDir;
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
  const refsChanged = replaceRefsIndex(ws.root, files.map((f) => f.rel), dryRun);
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
    temp_files_removed: dryRun ? 0 : sweepTempFiles(ws.root.dir),
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
  walkFiles,
  rebuildIndexes
};
