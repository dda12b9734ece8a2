#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  CORE_PROJECT_FILES,
  TEMPLATE_FILES,
  fillTemplate,
  isSessionFileName,
  missingCoreFiles,
  newArtifactsJson,
  newManifestJson,
  occupied
} from "./chunk-core-file-rules.js";
import {
  updateText
} from "./chunk-storage-update-text.js";
import {
  parseDecisions,
  todayOf
} from "./chunk-core-decision-edits.js";

// server/src/services/core-files-init.ts
function readOrEmpty(ws, rel) {
  try {
    return ws.root.readText(rel)?.text ?? "";
  } catch {
    return "";
  }
}
function initialText(ws, scope, file, template) {
  const date = todayOf(ws);
  if (template !== null) {
    const text = ws.root.readText(`_templates/${template}`)?.text ?? TEMPLATE_FILES[template];
    return fillTemplate(text, { name: scope.name, slug: scope.slug, date });
  }
  if (file === "artifacts.json") return newArtifactsJson();
  const manifest = JSON.parse(newManifestJson(scope.slug, date));
  const entries = parseDecisions(readOrEmpty(ws, `${scope.dir}/decisions.md`)).entries;
  manifest.activeDecisionIds = entries.filter((e) => e.status === "Active" && !e.stub).map((e) => e.id);
  manifest.sessionCount = ws.root.list(`${scope.dir}/sessions`).filter((d) => d.isFile() && isSessionFileName(d.name)).length;
  return `${JSON.stringify(manifest, null, 2)}
`;
}
function createMissingCoreFiles(ws, scope) {
  if (missingCoreFiles(ws, scope).length === 0) return [];
  const order = [...CORE_PROJECT_FILES].sort((a, b) => Number(b.file === "decisions.md") - Number(a.file === "decisions.md"));
  const created = [];
  for (const { file, template } of order) {
    const rel = `${scope.dir}/${file}`;
    if (occupied(ws, rel)) continue;
    const r = updateText(ws.root, rel, (current) => current === null ? initialText(ws, scope, file, template) : null);
    if (r.created) created.push(rel);
  }
  return created;
}

export {
  createMissingCoreFiles
};
