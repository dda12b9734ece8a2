/** Builds `_projects-index.json` from every `projects/<slug>/_meta.yaml` (the YAML side). */
import { parseYaml } from '../core/yaml-safe.js';
import { indexEntryFor, validateMeta, type ProjectsIndex } from '../core/project-meta.js';
import { isKebabCase } from '../core/slug.js';
import { markProjectsIndexCurrent, PROJECTS_INDEX, renderProjectsIndex } from './projects-index.js';
import type { MemoryRoot } from './root.js';
import { updateText } from './update-text.js';

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

/** Rebuilds under the index lock; writes only when the content changes. */
export function refreshProjectsIndex(root: MemoryRoot): { index: ProjectsIndex; changed: boolean; problems: MetaProblem[] } {
  let built: ReturnType<typeof buildProjectsIndex> = { index: { projects: [] }, problems: [] };
  const { changed } = updateText(
    root,
    PROJECTS_INDEX,
    () => {
      built = buildProjectsIndex(root);
      return renderProjectsIndex(built.index);
    },
    { lockKey: 'projects-index' },
  );
  if (!changed) markProjectsIndexCurrent(root);
  return { index: built.index, changed, problems: built.problems };
}
