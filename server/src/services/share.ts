/**
 * `share` and `unshare` (docs/FORMATS.md#team): a project's memory moves into its code repository's
 * `.project-memory/` folder (same layout as `projects/<slug>/`), and back. Global parts (people,
 * companies, preferences, patterns) stay in the user's root.
 *
 * What moves is one plan (core/team/move-plan.ts), computed once from the source's listing: the
 * dry run reports it and the real run moves exactly it; an entry that cannot be moved refuses the
 * whole move before anything is written. A move is journaled (storage/move-journal.ts): copy into
 * a staging folder and read it back, check the source did not change meanwhile, one commit point,
 * then the old place is removed. A process killed at any point leaves the memory whole in one
 * place, and the next preparation of the root (services/share-recovery.ts) completes the move
 * after the commit point or undoes it before.
 * - share: the commit point is the pointer `projects/<slug>/.shared` written; before it the
 *   repository's copy is removed again, after it the root's copies go to `_trash/`.
 * - unshare: the commit point is the staged copy renamed into `projects/<slug>` (the root's
 *   folder holding the pointer is set aside just before); after it the repository's folder is
 *   removed, any file written there after the copy kept in `_trash/` first.
 */
import path from 'node:path';
import { MemoryError } from '../core/errors.js';
import { setYamlMembers } from '../core/yaml-edit.js';
import { parseYaml } from '../core/yaml-safe.js';
import { gitAttributesText, gitIgnoreText, MERGE_CONFIG } from '../core/team/merge-rules.js';
import { planMove, unmovableSentence, type MovePlan } from '../core/team/move-plan.js';
import { runGit } from '../storage/git.js';
import { writeAtomic } from '../storage/fs-safe.js';
import { refreshProjectsIndex } from '../storage/projects-index-build.js';
import { writeMoveJournal, type MoveJournal } from '../storage/move-journal.js';
import { checkSharedFolder, POINTER_NAME, pointerPath, readPointer, renderPointer, SHARED_DIR } from '../storage/shared-repo.js';
import { besideName, digestOf, listTree, pathExists, readFiles, removeTree, renameInPlace, treeHolds, writeStaging } from '../storage/shared-move.js';
import { createProject, PROJECT_FOLDERS, type CreateProjectInput } from './projects.js';
import { refreshRootManifest } from './init.js';
import { refreshRefs } from '../storage/refs-index.js';
import { todayOf } from './workspace.js';
import { rebuildIndexes } from './rebuild.js';
import { settleSharedProjects } from './shared-settle.js';
import { completeShare, completeUnshare, finishInterruptedMove, moveLockKey, undoMove } from './share-recovery.js';
import { shareTargetFor } from './share-target.js';
import { resolveProjectScope } from './scope.js';
import type { Workspace } from './workspace.js';
import type { ProjectIndexEntry } from '../core/project-meta.js';

export interface ShareResult {
  project: string;
  folder: string;
  /** Memory files moved (the dry run counts exactly what the real run moves). */
  files: number;
  /** Folders made, empty ones included. */
  folders: number;
  /** Derived files left out (rebuilt on first use) and the move's own files. */
  left_out: string[];
  dry_run: boolean;
  /** What to commit. */
  next: string;
}

/** "Moved 17 file(s) and 3 folder(s) of "app"": the same words for a dry run and the real one. */
export function formatMove(r: ShareResult): string {
  return `${r.dry_run ? 'Would move' : 'Moved'} ${r.files} file(s)${r.folders ? ` and ${r.folders} folder(s)` : ''} of "${r.project}"`;
}

/** share's own files at the top of a shared folder: written by share, not moved back by unshare. */
const TOP_FILES = new Set(['.gitignore', '.gitattributes']);

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

function plannedFrom(source: string, ownEntry: (rel: string) => boolean, what: string): { plan: MovePlan; files: Map<string, Buffer> } {
  const plan = planMove(listTree(source), ownEntry);
  if (plan.unmovable.length)
    throw new MemoryError('INVALID_INPUT', unmovableSentence(what, source, plan.unmovable), 'Replace them with plain files (or remove them), then try again.');
  return { plan, files: readFiles(source, plan.files) };
}

function changedMeanwhile(what: string): MemoryError {
  return new MemoryError('CONFLICT', `The project's files changed while ${what} was copying them, so nothing was moved.`, `Run ${what} again.`);
}

function digests(files: ReadonlyMap<string, Buffer>): Record<string, string> {
  return Object.fromEntries([...files].map(([rel, bytes]) => [rel, digestOf(bytes)]));
}

export function shareProject(ws: Workspace, opts: { project?: string | null; repo?: string; dryRun?: boolean } = {}): ShareResult {
  const scope = resolveProjectScope(ws, opts.project, 'Shared memory');
  const slug = scope.slug;
  return ws.root.lock(moveLockKey(slug), () => {
    finishInterruptedMove(ws, slug);
    if (readPointer(ws.root.dir, slug))
      throw new MemoryError('INVALID_INPUT', `Project ${slug} is already shared.`, 'Run `project-memory unshare` to move it back first.');
    const source = path.join(ws.root.dir, 'projects', slug);
    const { plan, files: sourceFiles } = plannedFrom(source, (rel) => rel === POINTER_NAME, 'share');
    const meta = sourceFiles.get('_meta.yaml');
    if (!meta) throw new MemoryError('NOT_FOUND', `Project ${slug} has no _meta.yaml.`, 'Run `project-memory doctor --fix` first.');
    const bound = metaPaths(meta.toString('utf8')).filter((p) => path.isAbsolute(p));
    const top = shareTargetFor(ws, slug, bound, opts.repo);
    const target = path.join(top, SHARED_DIR);
    // Nothing in the shared folder may depend on this machine: the bindings stay in the pointer.
    const files = new Map(sourceFiles);
    files.set('_meta.yaml', Buffer.from(withPaths(meta.toString('utf8'), []), 'utf8'));
    files.set('.gitignore', Buffer.from(gitIgnoreText(), 'utf8'));
    files.set('.gitattributes', Buffer.from(gitAttributesText(), 'utf8'));
    const result: ShareResult = {
      project: slug,
      folder: target,
      files: plan.files.length,
      folders: plan.folders.length,
      left_out: plan.leftOut,
      dry_run: opts.dryRun === true,
      next: `git -C ${top} add ${SHARED_DIR} && git -C ${top} commit -m "Share project memory"`,
    };
    const exists = pathExists(target);
    if (exists && !treeHolds(target, files)) {
      throw new MemoryError(
        'INVALID_INPUT',
        `${target} already exists.`,
        'A clone of a shared repository uses it as it is; to share this project instead, move that folder away first.',
      );
    }
    if (opts.dryRun) return result;
    const journal: MoveJournal = {
      op: 'share',
      slug,
      dir: target,
      staging: besideName(target, 'share'),
      aside: source,
      removing: besideName(target, 'undo'),
      created: !exists,
      staged: false,
      digests: digests(files),
    };
    writeMoveJournal(ws.root.dir, journal);
    let dir: string;
    try {
      if (!exists) {
        writeStaging(journal.staging, files, plan.folders);
        renameInPlace(journal.staging, target);
      }
      dir = checkSharedFolder(target, ws.root.dir);
      // A write to the root's copy after it was read would be left behind in the trash.
      if (!treeHolds(source, sourceFiles, (rel) => rel === POINTER_NAME)) throw changedMeanwhile('share');
      // The commit point.
      writeAtomic(ws.root.dir, pointerPath(ws.root.dir, slug), renderPointer({ dir, paths: bound }), `projects/${slug}/${POINTER_NAME}`);
    } catch (e) {
      undoMove(ws, journal);
      throw e;
    }
    completeShare(ws, journal);
    ws.root.mount(slug, dir);
    configureMerges(top);
    refreshProjectsIndex(ws.root);
    settleSharedProjects(ws);
    return result;
  });
}

export function unshareProject(ws: Workspace, opts: { project?: string | null; dryRun?: boolean } = {}): ShareResult {
  const scope = resolveProjectScope(ws, opts.project, 'Shared memory');
  const slug = scope.slug;
  return ws.root.lock(moveLockKey(slug), () => {
    finishInterruptedMove(ws, slug);
    const pointer = readPointer(ws.root.dir, slug);
    if (!pointer) throw new MemoryError('INVALID_INPUT', `Project ${slug} is not shared.`);
    const dir = ws.root.mountedDir(slug) ?? checkSharedFolder(pointer.dir, ws.root.dir);
    const { plan, files: sourceFiles } = plannedFrom(dir, (rel) => TOP_FILES.has(rel), 'unshare');
    const files = new Map(sourceFiles);
    const meta = files.get('_meta.yaml');
    if (meta)
      files.set('_meta.yaml', Buffer.from(withPaths(meta.toString('utf8'), [...new Set([...metaPaths(meta.toString('utf8')), ...pointer.paths])]), 'utf8'));
    const top = path.dirname(dir);
    const result: ShareResult = {
      project: slug,
      folder: dir,
      files: plan.files.length,
      folders: plan.folders.length,
      left_out: plan.leftOut,
      dry_run: opts.dryRun === true,
      next: `git -C ${top} rm -r --cached -q ${SHARED_DIR} && git -C ${top} commit -m "Unshare project memory"`,
    };
    if (opts.dryRun) return result;
    const own = path.join(ws.root.dir, 'projects', slug);
    const journal: MoveJournal = {
      op: 'unshare',
      slug,
      dir,
      staging: besideName(own, 'unshare'),
      aside: besideName(own, 'shared'),
      removing: besideName(dir, 'unshared'),
      created: false,
      staged: false,
      digests: digests(sourceFiles),
    };
    writeMoveJournal(ws.root.dir, journal);
    try {
      writeStaging(journal.staging, files, plan.folders);
      if (!treeHolds(dir, sourceFiles, (rel) => TOP_FILES.has(rel))) throw changedMeanwhile('unshare');
      writeMoveJournal(ws.root.dir, { ...journal, staged: true });
    } catch (e) {
      undoMove(ws, journal);
      throw e;
    }
    // The swap: the root's folder (the pointer) aside, the copy in its place, which is the commit point.
    renameInPlace(own, journal.aside);
    renameInPlace(journal.staging, own);
    ws.root.unmount(slug);
    completeUnshare(ws, { ...journal, staged: true });
    refreshProjectsIndex(ws.root);
    // git kept no empty folder and no derived file: both are made again in the root.
    for (const f of PROJECT_FOLDERS) ws.root.ensureDir(`projects/${slug}/${f}`);
    rebuildIndexes(ws);
    return result;
  });
}

/**
 * `create_project` with `shared: true`: the share's refusals are checked before anything is made,
 * so a refused call changes nothing and its retry works; a share that fails after the project was
 * made (a disk error) removes the new project again, which holds nothing but its scaffold.
 */
export async function createSharedProject(ws: Workspace, input: CreateProjectInput, repo?: string): Promise<{ entry: ProjectIndexEntry; share: ShareResult }> {
  const paths = [...new Set((input.paths ?? []).map((p) => path.resolve(p)))];
  const top = shareTargetFor(ws, input.slug, paths, repo ?? paths[0]);
  const target = path.join(top, SHARED_DIR);
  if (pathExists(target))
    throw new MemoryError(
      'ALREADY_EXISTS',
      `${target} already exists, so a new project cannot be shared there.`,
      'Start a session in that repository to use its memory.',
    );
  const entry = await createProject(ws, input);
  try {
    return { entry, share: shareProject(ws, { project: entry.slug, repo: top }) };
  } catch (e) {
    removeNewProject(ws, entry.slug);
    throw e;
  }
}

function removeNewProject(ws: Workspace, slug: string): void {
  const own = path.join(ws.root.dir, 'projects', slug);
  if (readPointer(ws.root.dir, slug) || !pathExists(own)) return; // shared after all, or gone
  const files = listTree(own)
    .filter((e) => e.kind === 'file')
    .map((e) => `projects/${slug}/${e.rel}`);
  removeTree(own, besideName(own, 'removed'));
  refreshProjectsIndex(ws.root);
  refreshRootManifest(ws.root, todayOf(ws));
  refreshRefs(ws.root, files);
}
