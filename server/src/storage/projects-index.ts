/** `_projects-index.json`: derived from every `projects/<slug>/_meta.yaml`. */
import fs from 'node:fs';
import path from 'node:path';
import { parseYaml } from '../core/yaml-safe.js';
import { indexEntryFor, normaliseProjectsIndex, validateMeta, type ProjectsIndex } from '../core/project-meta.js';
import { isKebabCase } from '../core/slug.js';
import type { MemoryRoot } from './root.js';

export const PROJECTS_INDEX = '_projects-index.json';

/** Fast path for the hooks: reads the index without YAML (it costs 1.3x a bare node start). */
export function readProjectsIndex(root: MemoryRoot): ProjectsIndex {
  const file = root.readText(PROJECTS_INDEX);
  if (!file) return { projects: [] };
  try {
    return normaliseProjectsIndex(JSON.parse(file.text));
  } catch {
    return { projects: [] };
  }
}

export interface MetaProblem {
  path: string;
  message: string;
}

/** Builds the index from the `_meta.yaml` files; a broken meta file is reported, not indexed. */
export function buildProjectsIndex(root: MemoryRoot): { index: ProjectsIndex; problems: MetaProblem[] } {
  const problems: MetaProblem[] = [];
  const projects = [];
  for (const ent of root.list('projects')) {
    if (!ent.isDirectory() || !isKebabCase(ent.name)) continue;
    const rel = `projects/${ent.name}/_meta.yaml`;
    try {
      const file = root.readText(rel);
      if (!file) {
        problems.push({ path: rel, message: 'missing' });
        continue;
      }
      const meta = validateMeta(parseYaml(file.text, rel), rel);
      if (meta.slug !== ent.name) {
        problems.push({ path: rel, message: `slug "${meta.slug}" differs from the folder name "${ent.name}"` });
        continue;
      }
      projects.push(indexEntryFor(meta));
    } catch (e) {
      problems.push({ path: rel, message: e instanceof Error ? e.message : String(e) });
    }
  }
  projects.sort((a, b) => (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0));
  return { index: { projects }, problems };
}

export function renderProjectsIndex(index: ProjectsIndex): string {
  return `${JSON.stringify(index, null, 2)}\n`;
}

/** Rebuilds under the index lock; writes only when the content changes. */
export function refreshProjectsIndex(root: MemoryRoot): { index: ProjectsIndex; changed: boolean; problems: MetaProblem[] } {
  return root.lock('projects-index', () => {
    const { index, problems } = buildProjectsIndex(root);
    const text = renderProjectsIndex(index);
    const current = root.readText(PROJECTS_INDEX);
    const changed = current?.text !== text;
    if (changed) root.writeText(PROJECTS_INDEX, text);
    return { index, changed, problems };
  });
}

/** True when some `_meta.yaml` is newer than the index (edited by hand since the last build). */
export function projectsIndexIsStale(root: MemoryRoot): boolean {
  let indexMtime: number;
  try {
    indexMtime = fs.statSync(path.join(root.dir, PROJECTS_INDEX)).mtimeMs;
  } catch {
    return true;
  }
  let dirs: fs.Dirent[];
  try {
    dirs = fs.readdirSync(path.join(root.dir, 'projects'), { withFileTypes: true });
  } catch {
    return false;
  }
  for (const d of dirs) {
    if (!d.isDirectory()) continue;
    try {
      if (fs.statSync(path.join(root.dir, 'projects', d.name, '_meta.yaml')).mtimeMs > indexMtime) return true;
    } catch {
      /* no meta: buildProjectsIndex reports it */
    }
  }
  return false;
}
