/**
 * `share` and `unshare` (docs/FORMATS.md#team): a project's memory moves into its code repository's
 * `.project-memory/` folder (same layout as `projects/<slug>/`), and back. Global parts (people,
 * companies, preferences, patterns) stay in the user's root.
 *
 * Crash safety, one commit point each way, nothing deleted before it:
 * - share: the whole folder is copied into a hidden staging folder beside the target, checked
 *   byte for byte, renamed into place in one step; then the pointer `projects/<slug>/.shared` is
 *   written atomically (the commit point: from then on the project reads from the repository);
 *   only then do the root's copies go to `_trash/` (never deleted). A crash before the pointer
 *   leaves the root untouched (a re-run finds an identical copy and finishes); after it, the
 *   leftovers are hidden behind the pointer.
 * - unshare: every file is written back into the root's project folder behind the pointer, then
 *   the pointer is removed (the commit point), then the repository's folder goes.
 */
import path from 'node:path';
import { MemoryError } from '../core/errors.js';
import { setYamlMembers } from '../core/yaml-edit.js';
import { parseYaml } from '../core/yaml-safe.js';
import { gitAttributesText, gitIgnoreText, MERGE_CONFIG } from '../core/team/merge-rules.js';
import { runGit } from '../storage/git.js';
import { trashStamp } from './files.js';
import { PROJECT_FOLDERS } from './projects.js';
import { rebuildIndexes } from './rebuild.js';
import { settleSharedProjects } from './shared-settle.js';
import { writeAtomic } from '../storage/fs-safe.js';
import { refreshProjectsIndex } from '../storage/projects-index-build.js';
import {
  checkSharedFolder,
  findRepoPlace,
  gitTopLevel,
  inRootProblem,
  POINTER_NAME,
  pointerPath,
  readPointer,
  removePointer,
  renderPointer,
  SHARED_DIR,
} from '../storage/shared-repo.js';
import { moveEntriesAside, pathExists, placeNewTree, readWholeFile, removeTreeAside, sameFiles } from '../storage/shared-move.js';
import { walkFiles } from './walk.js';
import { resolveProjectScope } from './scope.js';
import type { Workspace } from './workspace.js';

export interface ShareResult {
  project: string;
  folder: string;
  files: number;
  dry_run: boolean;
  /** What to commit. */
  next: string;
}

const TOP_FILES = new Set(['.gitignore', '.gitattributes']);

function repoTopFor(ws: Workspace, repo?: string): string {
  const from = path.resolve(ws.cwd, repo ?? '.');
  const top = gitTopLevel(from) ?? (findRepoPlace(from)?.git ? (findRepoPlace(from)?.top as string) : null);
  if (!top)
    throw new MemoryError(
      'INVALID_INPUT',
      `${from} is not inside a git repository.`,
      'Run share from inside the code repository (or pass --repo DIR); run `git init` first if it has none.',
    );
  return top;
}

/** The files of the root's own project folder (not through a mount), path -> bytes. */
function ownFiles(ws: Workspace, slug: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  const base = path.join(ws.root.dir, 'projects', slug);
  for (const f of walkFiles(ws.root.dir, `projects/${slug}`)) {
    const rel = path.relative(base, f.abs).split(path.sep).join('/');
    if (rel.split('/').some((p) => p === '_index.yaml')) continue; // derived, rebuilt on first use
    files.set(rel, readWholeFile(f.abs));
  }
  return files;
}

function metaPaths(text: string): string[] {
  const o = parseYaml(text, '_meta.yaml') as { paths?: unknown };
  return Array.isArray(o?.paths) ? o.paths.filter((p): p is string => typeof p === 'string') : [];
}

function withPaths(text: string, paths: string[]): string {
  const next = setYamlMembers(text, { paths });
  if (next === null) throw new MemoryError('INVALID_FORMAT', '_meta.yaml cannot be edited (not a plain YAML mapping).', 'Fix it by hand, then try again.');
  return next;
}

/** git settings a merge of memory needs (core/team/merge-rules.ts), in the repository's own config. */
function configureMerges(top: string): void {
  for (const [key, value] of MERGE_CONFIG) {
    try {
      runGit(top, ['config', key, value]);
    } catch {
      /* git missing: the shared folder still works; merges then fold more (doctor repairs) */
    }
  }
}

export function shareProject(ws: Workspace, opts: { project?: string | null; repo?: string; dryRun?: boolean } = {}): ShareResult {
  const scope = resolveProjectScope(ws, opts.project, 'Shared memory');
  const slug = scope.slug;
  if (readPointer(ws.root.dir, slug))
    throw new MemoryError('INVALID_INPUT', `Project ${slug} is already shared.`, 'Run `project-memory unshare` to move it back first.');
  const top = repoTopFor(ws, opts.repo);
  const target = path.join(top, SHARED_DIR);
  // Refused before anything is written: the root's files would be the shared project's as well.
  const inRoot = inRootProblem(ws.root.dir, target);
  if (inRoot) throw inRoot;
  const files = ownFiles(ws, slug);
  const meta = files.get('_meta.yaml');
  if (!meta) throw new MemoryError('NOT_FOUND', `Project ${slug} has no _meta.yaml.`, 'Run `project-memory doctor --fix` first.');
  const bound = metaPaths(meta.toString('utf8'));
  // Nothing in the shared folder may depend on this machine: the bindings stay in the pointer.
  files.set('_meta.yaml', Buffer.from(withPaths(meta.toString('utf8'), []), 'utf8'));
  files.set('.gitignore', Buffer.from(gitIgnoreText(), 'utf8'));
  files.set('.gitattributes', Buffer.from(gitAttributesText(), 'utf8'));
  const result: ShareResult = {
    project: slug,
    folder: target,
    files: files.size,
    dry_run: opts.dryRun === true,
    next: `git -C ${top} add ${SHARED_DIR} && git -C ${top} commit -m "Share project memory"`,
  };
  const exists = pathExists(target);
  if (exists && !sameFiles(target, files)) {
    throw new MemoryError(
      'INVALID_INPUT',
      `${target} already exists.`,
      'A clone of a shared repository uses it as it is; to share this project instead, move that folder away first.',
    );
  }
  if (opts.dryRun) return result;
  if (!exists) placeNewTree(target, files);
  const dir = checkSharedFolder(target, ws.root.dir);
  // The commit point.
  writeAtomic(ws.root.dir, pointerPath(ws.root.dir, slug), renderPointer({ dir, paths: bound.filter((p) => path.isAbsolute(p)) }), `projects/${slug}/.shared`);
  // The root's copies go to _trash/, never deleted.
  moveEntriesAside(path.join(ws.root.dir, 'projects', slug), path.join(ws.root.dir, '_trash', trashStamp(ws.now()), 'projects', slug), [POINTER_NAME]);
  ws.root.mount(slug, dir);
  configureMerges(top);
  refreshProjectsIndex(ws.root);
  settleSharedProjects(ws);
  return result;
}

export function unshareProject(ws: Workspace, opts: { project?: string | null; dryRun?: boolean } = {}): ShareResult {
  const scope = resolveProjectScope(ws, opts.project, 'Shared memory');
  const slug = scope.slug;
  const pointer = readPointer(ws.root.dir, slug);
  if (!pointer) throw new MemoryError('INVALID_INPUT', `Project ${slug} is not shared.`);
  const dir = ws.root.mountedDir(slug) ?? checkSharedFolder(pointer.dir, ws.root.dir);
  const files = new Map<string, Buffer>();
  for (const f of walkFiles(ws.root.dir, `projects/${slug}`)) {
    const rel = path.relative(dir, f.abs).split(path.sep).join('/');
    if (TOP_FILES.has(rel) || rel.split('/').includes('_index.yaml')) continue;
    files.set(rel, readWholeFile(f.abs));
  }
  const meta = files.get('_meta.yaml');
  if (meta)
    files.set('_meta.yaml', Buffer.from(withPaths(meta.toString('utf8'), [...new Set([...metaPaths(meta.toString('utf8')), ...pointer.paths])]), 'utf8'));
  const result: ShareResult = {
    project: slug,
    folder: dir,
    files: files.size,
    dry_run: opts.dryRun === true,
    next: `git -C ${path.dirname(dir)} rm -r --cached ${SHARED_DIR} && git -C ${path.dirname(dir)} commit -m "Unshare project memory"`,
  };
  if (opts.dryRun) return result;
  const own = path.join(ws.root.dir, 'projects', slug);
  for (const [rel, bytes] of files) writeAtomic(ws.root.dir, path.join(own, rel), bytes, `projects/${slug}/${rel}`);
  // The commit point: without the pointer the root's folder is the project again.
  removePointer(ws.root.dir, slug);
  ws.root.unmount(slug);
  removeTreeAside(dir);
  refreshProjectsIndex(ws.root);
  // git kept no empty folder and no derived file: both are made again in the root.
  for (const f of PROJECT_FOLDERS) ws.root.ensureDir(`projects/${slug}/${f}`);
  rebuildIndexes(ws);
  return result;
}
