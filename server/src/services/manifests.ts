/** `get_folder_manifest` and `update_file_description`. */
import { assertNoSecretInFields } from './content-checks.js';
import { MemoryError } from '../core/errors.js';
import { parseMemoryPath, reservedReason } from '../core/path-rules.js';
import { applyDescription, assertDescriptionText, isSimplifiedFolder, reconcileEntries, type FolderManifest } from '../core/folder-manifest.js';
import { listableNames, readManifest, updateManifest } from '../storage/folder-manifests.js';
import { resolveContained } from '../storage/containment.js';
import { resolveScope } from './scope.js';
import { assertNotHidden, resolveTarget, folderOf, nameOf } from './file-target.js';
import { todayOf, type Workspace } from './workspace.js';

export function getFolderManifest(
  ws: Workspace,
  args: { project?: string | null; path?: string },
): { project: string; folder: string; manifest: FolderManifest } {
  const scope = resolveScope(ws, args.project);
  const folderPath = args.path && args.path !== '.' && args.path !== '/' ? parseMemoryPath(args.path).join('/') : '';
  if (folderPath) assertNotHidden(folderPath.split('/'), folderPath);
  const rel = folderPath ? `${scope.dir}/${folderPath}` : scope.dir;
  const base = ws.root.resolve(scope.dir);
  const r = folderPath ? resolveContained(ws.root.dir, base.abs, folderPath.split('/'), folderPath) : base;
  if (!r.stat?.isDirectory())
    throw new MemoryError(
      'NOT_FOUND',
      `"${folderPath || '.'}" is not a folder of ${scope.slug}.`,
      'Give a folder such as "knowledge" or leave path empty for the project folder.',
    );
  // Reading goes through the same reconciliation as writing, so hand-added files show up.
  const date = todayOf(ws);
  // A folder made by hand has no manifest yet: its files are listed all the same, without writing one.
  const manifest = ws.root.exists(`${rel}/_index.yaml`)
    ? updateManifest(ws.root, rel, date).manifest
    : reconcileEntries(readManifest(ws.root, rel, date), listableNames(ws.root, rel), isSimplifiedFolder(rel));
  return { project: scope.slug, folder: folderPath || '.', manifest };
}

export async function updateFileDescription(
  ws: Workspace,
  args: { project?: string | null; path: string; description?: string | null; read_when?: string | null; stale_after?: string | null },
): Promise<{ project: string; path: string; entry: FolderManifest['files'][number] }> {
  const t = resolveTarget(ws, args.project, args.path);
  const reserved = reservedReason(t.parts);
  if (reserved) throw new MemoryError('RESERVED_PATH', `"${t.path}" has no description to set because ${reserved}.`);
  if (!t.exists || t.isDirectory) throw new MemoryError('NOT_FOUND', `"${t.path}" is not a file of ${t.scope.slug}; descriptions belong to existing files.`);
  for (const k of ['description', 'read_when', 'stale_after'] as const) assertDescriptionText(args[k], k);
  if (args.description === undefined && args.read_when === undefined && args.stale_after === undefined) {
    throw new MemoryError('INVALID_INPUT', 'Give at least one of description, read_when or stale_after.');
  }
  await assertNoSecretInFields({ path: args.path, description: args.description, read_when: args.read_when, stale_after: args.stale_after });
  const { manifest } = updateManifest(ws.root, folderOf(t.rel), todayOf(ws), (m) =>
    applyDescription(m, nameOf(t.rel), { description: args.description, read_when: args.read_when, stale_after: args.stale_after }),
  );
  const entry = manifest.files.find((f) => f.name === nameOf(t.rel));
  if (!entry)
    throw new MemoryError('INVALID_INPUT', `The folder of "${t.path}" does not track per-file descriptions (updates/ keeps only a folder description).`);
  return { project: t.scope.slug, path: t.path, entry };
}
