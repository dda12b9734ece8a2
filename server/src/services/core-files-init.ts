/**
 * Creates the core files of a project that are missing (the list and its rule live in
 * core/project-files.ts CORE_PROJECT_FILES). Each file is created only if it is still absent
 * under its lock, so a file a person or another process writes meanwhile is never overwritten.
 * Light on purpose (no YAML, no secret scanner): the session-start hook calls it directly;
 * services/core-files.ts adds the derived-file refresh for the tools.
 */
import { parseDecisions } from '../core/decisions.js';
import { CORE_PROJECT_FILES, newArtifactsJson, newManifestJson } from '../core/project-files.js';
import { fillTemplate, TEMPLATE_FILES } from '../core/templates.js';
import { updateText } from '../storage/update-text.js';
import type { Scope } from './scope.js';
import { missingCoreFiles, occupied } from './core-files-missing.js';
import { isSessionFileName } from './session-files.js';
import { todayOf, type Workspace } from './workspace.js';

function readOrEmpty(ws: Workspace, rel: string): string {
  try {
    return ws.root.readText(rel)?.text ?? '';
  } catch {
    return '';
  }
}

function initialText(ws: Workspace, scope: Scope, file: string, template: string | null): string {
  const date = todayOf(ws);
  if (template !== null) {
    // The user's copy in _templates wins; the built-in text covers a deleted template.
    const text = ws.root.readText(`_templates/${template}`)?.text ?? (TEMPLATE_FILES[template] as string);
    return fillTemplate(text, { name: scope.name, slug: scope.slug, date });
  }
  if (file === 'artifacts.json') return newArtifactsJson();
  // manifest.json: its derived keys come from the files as they are now (as rebuild_indexes derives them).
  const manifest = JSON.parse(newManifestJson(scope.slug, date)) as Record<string, unknown>;
  const entries = parseDecisions(readOrEmpty(ws, `${scope.dir}/decisions.md`)).entries;
  manifest.activeDecisionIds = entries.filter((e) => e.status === 'Active' && !e.stub).map((e) => e.id);
  manifest.sessionCount = ws.root.list(`${scope.dir}/sessions`).filter((d) => d.isFile() && isSessionFileName(d.name)).length;
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/**
 * Creates the missing core files; returns their root-relative paths (empty when nothing was
 * missing, the usual case: four stats). decisions.md goes first so that a new manifest.json
 * lists the decisions already there.
 */
export function createMissingCoreFiles(ws: Workspace, scope: Scope): string[] {
  if (missingCoreFiles(ws, scope).length === 0) return [];
  const order = [...CORE_PROJECT_FILES].sort((a, b) => Number(b.file === 'decisions.md') - Number(a.file === 'decisions.md'));
  const created: string[] = [];
  for (const { file, template } of order) {
    const rel = `${scope.dir}/${file}`;
    if (occupied(ws, rel)) continue;
    const r = updateText(ws.root, rel, (current) => (current === null ? initialText(ws, scope, file, template) : null));
    if (r.created) created.push(rel);
  }
  return created;
}
