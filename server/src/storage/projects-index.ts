/** `_projects-index.json`: the read side, free of YAML so that the hooks stay light. */
import fs from 'node:fs';
import path from 'node:path';
import { indexLacksIds, normaliseProjectsIndex, type ProjectsIndex } from '../core/project-meta.js';
import { listAnchored } from './anchored-dir.js';
import { descriptorIsAt } from './containment.js';
import type { MemoryRoot } from './root.js';
import { mountedAbs, mountsOf } from './mounts.js';
import { readPointer, sharedNameOf } from './shared-repo.js';

export const PROJECTS_INDEX = '_projects-index.json';

export function renderProjectsIndex(index: ProjectsIndex): string {
  return `${JSON.stringify(index, null, 2)}\n`;
}

/** Fast path for the hooks: reads the index without YAML (it costs 1.3x a bare node start). */
export function readProjectsIndex(root: MemoryRoot): ProjectsIndex {
  const file = root.readText(PROJECTS_INDEX);
  let index: ProjectsIndex = { projects: [] };
  try {
    if (file) index = normaliseProjectsIndex(JSON.parse(file.text));
  } catch {
    /* damaged: rebuilt by the next writer */
  }
  return withMounts(root, index);
}

/**
 * A shared project is bound to the checkout it is mounted from and to the repositories its
 * pointer remembers (absolute paths stay in this machine's pointer, never in the shared folder).
 * One not indexed yet (a clone's first session) is listed under its slug until the next rebuild.
 */
function withMounts(root: MemoryRoot, index: ProjectsIndex): ProjectsIndex {
  const mounts = mountsOf(root.dir);
  if (mounts.size === 0) return index;
  const projects = [...index.projects];
  for (const [slug, dir] of mounts) {
    const bound = [path.dirname(dir), ...(readPointer(root.dir, slug)?.paths ?? [])];
    const i = projects.findIndex((p) => p.slug === slug);
    if (i >= 0) {
      const p = projects[i] as (typeof projects)[number];
      projects[i] = { ...p, paths: [...new Set([...p.paths.filter((x) => path.isAbsolute(x)), ...bound])] };
    } else {
      projects.push({
        id: '',
        slug,
        name: sharedNameOf(dir) ?? slug,
        status: 'active',
        type: '',
        path: `projects/${slug}`,
        tags: [],
        aliases: [],
        paths: bound,
        created: '',
        updated: '',
      });
    }
  }
  return { projects };
}

/**
 * Marks the index as built from the `_meta.yaml` files as they are now, when a rebuild found it
 * already right (its text unchanged, so not written): without this, a meta file touched without
 * a change (an editor saving, a git checkout) stayed newer than the index, and every call
 * rebuilt it again (parsing every meta file) and every server's first search took the slow path
 * (services/prepare-check.ts). The same moment a write would give it; through the opened file,
 * never a link's target.
 */
export function markProjectsIndexCurrent(root: MemoryRoot): void {
  const abs = path.join(root.dir, PROJECTS_INDEX);
  let fd: number;
  try {
    fd = fs.openSync(abs, fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW | fs.constants.O_NONBLOCK);
  } catch {
    return; // gone: the next reader rebuilds it
  }
  try {
    if (descriptorIsAt(fd, abs) && fs.fstatSync(fd).isFile()) {
      const now = new Date();
      fs.futimesSync(fd, now, now);
    }
  } catch {
    /* derived: at worst rebuilt again by the next call */
  } finally {
    fs.closeSync(fd);
  }
}

/** True when some `_meta.yaml` is newer than the index (edited by hand since the last build). */
export function projectsIndexIsStale(root: MemoryRoot): boolean {
  let indexMtime: number;
  try {
    indexMtime = fs.lstatSync(path.join(root.dir, PROJECTS_INDEX)).mtimeMs;
  } catch {
    return true;
  }
  // An index written before the ids were kept cannot find a project by its id: rebuild it once.
  if (indexLacksIds(readProjectsIndex(root))) return true;
  // Listed through the folder's verified descriptor and stat'ed without following a link, like
  // every walk: a project folder or meta file that is a link is not a project (root.list agrees).
  for (const d of listAnchored(root.dir, path.join(root.dir, 'projects'))) {
    if (!d.isDirectory()) continue;
    try {
      if (fs.lstatSync(path.join(mountedAbs(root.dir, `projects/${d.name}`), '_meta.yaml')).mtimeMs > indexMtime) return true;
    } catch {
      /* no meta: buildProjectsIndex reports it */
    }
  }
  return false;
}
