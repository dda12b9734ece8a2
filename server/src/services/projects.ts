/** Projects: create (scaffold from _templates), list, bind a repository (`use`). */
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { MemoryError } from '../core/errors.js';
import { fillTemplate, TEMPLATE_FILES, CORRESPONDENCE } from '../core/templates.js';
import { stringifyYaml, parseYaml } from '../core/yaml-safe.js';
import { setYamlMembers } from '../core/yaml-edit.js';
import {
  META_HEADER,
  PROJECT_STATUSES,
  PROJECT_TYPES,
  validateMeta,
  type ProjectIndexEntry,
  type ProjectMeta,
  type ProjectStatus,
  type ProjectType,
} from '../core/project-meta.js';
import { assertSlug } from '../core/slug.js';
import { DEFAULT_MANIFEST_FILES, newArtifactsJson, newManifestJson } from '../core/project-files.js';
import { renderManifest } from '../storage/folder-manifests.js';
import { emptyManifest, reconcileEntries, applyDescription } from '../core/folder-manifest.js';
import { createFolderAtomically } from '../storage/staging.js';
import { projectsIndexIsStale, readProjectsIndex } from '../storage/projects-index.js';
import { refreshProjectsIndex } from '../storage/projects-index-build.js';
import { refreshRefs } from '../storage/refs-index.js';
import { pathKind } from '../storage/inspect.js';
import { ensureInitialised, refreshRootManifest } from './init.js';
import { assertNoSecretInFields } from './content-checks.js';
import { resolveScope, GLOBAL_SCOPE } from './scope.js';
import { todayOf, type Workspace } from './workspace.js';
import type { TextFile } from '../storage/fs-safe.js';
import { updateText } from '../storage/update-text.js';
import { PROJECT_FOLDERS } from './prepare-check.js';
import { forgetUnusableShare } from './share-forget.js';

export { PROJECT_FOLDERS };

export interface CreateProjectInput {
  slug: string;
  name: string;
  type?: ProjectType;
  status?: ProjectStatus;
  company?: string | null;
  owner?: string | null;
  team?: string[];
  tags?: string[];
  aliases?: string[];
  paths?: string[];
}

function stripAt(ref: string | null | undefined): string | null {
  if (ref == null || ref === '') return null;
  return ref.startsWith('@') ? ref.slice(1) : ref;
}

function readTemplate(ws: Workspace, name: string): string {
  // The user's copy in _templates wins; the built-in text covers a deleted template.
  return ws.root.readText(`_templates/${name}`)?.text ?? (TEMPLATE_FILES[name] as string);
}

function checkBindings(index: ReturnType<typeof readProjectsIndex>, slug: string, aliases: string[], paths: string[]): void {
  for (const alias of aliases) {
    assertSlug(alias, 'alias');
    const clash = index.projects.find((p) => p.slug !== slug && (p.slug === alias || p.aliases.includes(alias)));
    if (clash) throw new MemoryError('ALREADY_EXISTS', `The alias "${alias}" already names project "${clash.slug}".`, 'Choose another alias.');
  }
  for (const p of paths) {
    if (!path.isAbsolute(p) || p.includes('\0')) throw new MemoryError('INVALID_INPUT', `Bound repository paths must be absolute, got "${p}".`);
    const owner = index.projects.find((e) => e.slug !== slug && e.paths.includes(p));
    if (owner)
      throw new MemoryError(
        'ALREADY_EXISTS',
        `${p} is already bound to project "${owner.slug}".`,
        'Create the project without it, then move the binding with use.',
      );
  }
}

export function renderMeta(meta: ProjectMeta): string {
  return META_HEADER + stringifyYaml(meta);
}

/**
 * Scaffolds every file of a project in a hidden staging folder, then renames it into place: a
 * crash leaves either no project or a whole one, and two creators of one slug cannot both win.
 */
export async function createProject(ws: Workspace, input: CreateProjectInput): Promise<ProjectIndexEntry> {
  // Every value lands in _meta.yaml, the projects index or the scaffolded files (the name fills
  // the templates), and the slug becomes a folder name.
  await assertNoSecretInFields({
    slug: input.slug,
    name: input.name,
    company: input.company,
    owner: input.owner,
    team: input.team,
    tags: input.tags,
    aliases: input.aliases,
    paths: input.paths,
  });
  ensureInitialised(ws);
  const { root } = ws;
  const slug = assertSlug(input.slug, 'slug');
  if (slug === '_global') throw new MemoryError('INVALID_INPUT', '"_global" is reserved for the global memory.');
  const name = input.name.trim();
  if (!name || name.length > 200 || /[\u0000-\u001f]/.test(name)) throw new MemoryError('INVALID_INPUT', 'name must be one line of 1 to 200 characters.');
  const type = input.type ?? 'internal';
  const status = input.status ?? 'active';
  if (!PROJECT_TYPES.includes(type)) throw new MemoryError('INVALID_INPUT', `type must be one of ${PROJECT_TYPES.join(', ')}.`);
  if (!PROJECT_STATUSES.includes(status)) throw new MemoryError('INVALID_INPUT', `status must be one of ${PROJECT_STATUSES.join(', ')}.`);
  const aliases = [...new Set(input.aliases ?? [])];
  const paths = [...new Set((input.paths ?? []).map((p) => path.resolve(p)))];
  const index = readProjectsIndex(root);
  checkBindings(index, slug, aliases, paths);
  const date = todayOf(ws);
  const meta: ProjectMeta = {
    id: randomUUID(),
    slug,
    name,
    status,
    type,
    company: stripAt(input.company),
    owner: stripAt(input.owner),
    team: (input.team ?? []).map((t) => stripAt(t) as string).filter(Boolean),
    tags: input.tags ?? [],
    aliases,
    paths,
    created: date,
    updated: date,
  };
  validateMeta(meta, '_meta.yaml');
  if (root.exists(`projects/${slug}`))
    throw new MemoryError('ALREADY_EXISTS', `Project "${slug}" already exists.`, 'Pick another slug, or use it with use_project.');

  const vars = { name, slug, date };
  const files: Record<string, string> = {
    '_status.md': fillTemplate(readTemplate(ws, 'status.md'), vars),
    '_instructions.md': fillTemplate(readTemplate(ws, 'instructions.md'), vars),
    '_guide.md': fillTemplate(readTemplate(ws, 'project-guide.md'), vars),
    '_meta.yaml': renderMeta(meta),
    'memory.md': fillTemplate(readTemplate(ws, 'memory.md'), vars),
    'manifest.json': newManifestJson(slug, date),
    'artifacts.json': newArtifactsJson(),
    'people.md': fillTemplate(readTemplate(ws, 'people.md'), vars),
    'companies.md': fillTemplate(readTemplate(ws, 'companies.md'), vars),
    'decisions.md': fillTemplate(readTemplate(ws, 'decisions.md'), vars),
  };
  for (const [file, text] of Object.entries(CORRESPONDENCE)) files[`correspondence/${file}`] = fillTemplate(text, vars);
  let top = reconcileEntries(
    emptyManifest(date),
    Object.keys(files).filter((f) => !f.includes('/')),
    false,
  );
  for (const [file, d] of Object.entries(DEFAULT_MANIFEST_FILES)) top = applyDescription(top, file, d);
  files['_index.yaml'] = renderManifest(top);
  for (const folder of PROJECT_FOLDERS) {
    const names = Object.keys(files)
      .filter((f) => f.startsWith(`${folder}/`))
      .map((f) => f.slice(folder.length + 1));
    const description = folder === 'updates' ? 'Chronological update log. Read the file directly for recent entries.' : null;
    files[`${folder}/_index.yaml`] = renderManifest(reconcileEntries(emptyManifest(date, description), names, folder === 'updates'));
  }

  createFolderAtomically(
    root,
    `projects/${slug}`,
    files,
    () => new MemoryError('ALREADY_EXISTS', `Project "${slug}" already exists.`, 'Pick another slug, or use it with use_project.'),
  );
  refreshProjectsIndex(root);
  refreshRootManifest(root, date);
  refreshRefs(
    root,
    Object.keys(files).map((f) => `projects/${slug}/${f}`),
  );
  const entry = readProjectsIndex(root).projects.find((p) => p.slug === slug);
  if (!entry) throw new MemoryError('IO', `Project "${slug}" was created but could not be indexed.`, 'Run rebuild_indexes.');
  return entry;
}

/** The index, rebuilt first when a `_meta.yaml` was edited by hand since it was written. */
export function currentProjectsIndex(ws: Workspace) {
  if (projectsIndexIsStale(ws.root)) refreshProjectsIndex(ws.root);
  return readProjectsIndex(ws.root);
}

export function listProjects(ws: Workspace, filter: { status?: string; tag?: string } = {}): ProjectIndexEntry[] {
  // An unknown status would filter everything out and read as "no projects at all".
  if (filter.status && !(PROJECT_STATUSES as readonly string[]).includes(filter.status)) {
    throw new MemoryError('INVALID_INPUT', `No project has status "${filter.status}"; statuses are ${PROJECT_STATUSES.join(', ')}.`);
  }
  return currentProjectsIndex(ws).projects.filter((p) => (!filter.status || p.status === filter.status) && (!filter.tag || p.tags.includes(filter.tag)));
}

/** How many projects there are in all (what an empty filtered list is measured against). */
export function countProjects(ws: Workspace): number {
  return readProjectsIndex(ws.root).projects.length;
}

function metaOf(file: TextFile | null, rel: string): ProjectMeta {
  if (!file) throw new MemoryError('NOT_FOUND', `${rel} is missing.`, 'Run project-memory doctor --fix.');
  return validateMeta(parseYaml(file.text, rel), rel);
}

/**
 * Read-modify-write of a project's `_meta.yaml` (`changesOf` returns null to leave it as it is).
 * The file is human-editable: only the changed fields' lines are replaced, so comments, extra keys
 * and formatting stay. Only a file that is not a plain block mapping is rendered whole (with the
 * header), and the edited text must still validate.
 */
function editMeta(ws: Workspace, slug: string, changesOf: (meta: ProjectMeta) => Partial<ProjectMeta> | null): void {
  const rel = `projects/${slug}/_meta.yaml`;
  updateText(ws.root, rel, (file) => {
    const meta = metaOf(file, rel);
    const changes = changesOf(meta);
    if (changes === null) return null;
    const text = (file as TextFile).text;
    const edited = setYamlMembers(text, changes);
    let next = edited ?? renderMeta({ ...meta, ...changes });
    if (edited !== null) {
      try {
        validateMeta(parseYaml(edited, rel), rel);
      } catch {
        next = renderMeta({ ...meta, ...changes });
      }
    }
    return next === text ? null : next;
  });
}

/** A repository binding names an existing folder: a typo would bind nothing and fail silently later. */
export function assertBindableFolder(abs: string): void {
  const kind = pathKind(abs);
  if (kind === 'folder') return;
  const what = kind === 'missing' ? 'does not exist' : 'is not a folder';
  throw new MemoryError(kind === 'missing' ? 'NOT_FOUND' : 'INVALID_INPUT', `${abs} ${what}, so it cannot be bound.`, 'Pass the folder of a code repository.');
}

/**
 * Binds a repository path to a project. A path is bound to one project only: binding it again
 * moves it, so a session in that repo can never be ambiguous.
 */
export async function useProject(
  ws: Workspace,
  project: string,
  repoPath: string = ws.cwd,
): Promise<{ slug: string; path: string; moved_from: string | null }> {
  if (!path.isAbsolute(repoPath)) throw new MemoryError('INVALID_INPUT', `path must be absolute, got "${repoPath}".`);
  // The bound path is stored in _meta.yaml (a folder name can be a token).
  await assertNoSecretInFields({ path: repoPath });
  const bound = path.resolve(repoPath);
  assertBindableFolder(bound);
  const index = currentProjectsIndex(ws);
  const scope = resolveScope(ws, project, index);
  if (scope === GLOBAL_SCOPE || scope.kind !== 'project') throw new MemoryError('INVALID_INPUT', 'Only a project, not _global, can be bound to a repository.');
  // A shared project's _meta.yaml is committed: an absolute path there would be this machine's.
  if (ws.root.mountedDir(scope.slug) !== undefined) {
    throw new MemoryError(
      'INVALID_INPUT',
      `Project ${scope.slug} is shared in a repository, and every checkout of it is already bound to it.`,
      'Start the session inside the checkout (any subfolder works), or unshare the project first.',
    );
  }
  let movedFrom: string | null = null;
  for (const other of index.projects) {
    if (other.slug === scope.slug || !other.paths.includes(bound)) continue;
    editMeta(ws, other.slug, (meta) => ({ paths: meta.paths.filter((p) => p !== bound) }));
    movedFrom = other.slug;
  }
  editMeta(ws, scope.slug, (meta) => (meta.paths.includes(bound) ? null : { paths: [...meta.paths, bound], updated: todayOf(ws) }));
  refreshProjectsIndex(ws.root);
  return { slug: scope.slug, path: bound, moved_from: movedFrom };
}

/**
 * Removes a repository path from the project that binds it; sessions there then load no project.
 * `--project` naming a shared project whose checkout is missing (moved, deleted, unmounted) or
 * refused forgets it on this machine instead (services/share-forget.ts): its memory stays in the
 * repository, and a session in a clone of it uses it again.
 */
export function unbindPath(ws: Workspace, repoPath: string, project?: string | null): { slug: string; path: string; forgotten?: boolean } {
  const forgotten = project ? forgetUnusableShare(ws, project) : null;
  if (forgotten) return { slug: forgotten.slug, path: forgotten.dir, forgotten: true };
  if (!path.isAbsolute(repoPath)) throw new MemoryError('INVALID_INPUT', `path must be absolute, got "${repoPath}".`);
  const bound = path.resolve(repoPath);
  const index = currentProjectsIndex(ws);
  const candidates = project ? [resolveScope(ws, project, index).slug] : index.projects.map((p) => p.slug);
  const owner = index.projects.find((p) => candidates.includes(p.slug) && p.paths.includes(bound));
  if (!owner) {
    const where = project ? ` to ${candidates[0]}` : ' to any project';
    throw new MemoryError('NOT_FOUND', `${bound} is not bound${where}.`, 'List bindings with project-memory projects.');
  }
  editMeta(ws, owner.slug, (meta) => ({ paths: meta.paths.filter((p) => p !== bound), updated: todayOf(ws) }));
  refreshProjectsIndex(ws.root);
  return { slug: owner.slug, path: bound };
}
