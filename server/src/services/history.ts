/**
 * The local history's use cases (docs/FORMATS.md#history): list the versions of a file, read one, diff two, and
 * restore one. A restore is an ordinary checked write (itself recorded, so it can be undone) that
 * refuses when the file changed since it was read, like `expected_revision`.
 */
import { MemoryError } from '../core/errors.js';
import { assertWritable } from '../core/file-rules.js';
import { pickVersion, versionsOf, type FileVersion } from '../core/history.js';
import { unifiedDiff } from '../core/history-diff.js';
import { lineCount } from '../core/text-lines.js';
import { readEntries, readObject } from '../storage/history-store.js';
import { revisionOf } from '../storage/root.js';
import { assertFormat, assertNoSecret, assertText } from './content-checks.js';
import { afterChange } from './derived.js';
import { resolveTarget, type FileTarget } from './file-target.js';
import { refreshPeopleAfterProfileChange } from './people-md.js';
import type { Workspace } from './workspace.js';

/** Keeps a BOM as a character, so that text → bytes gives back exactly the stored bytes. */
const exactUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

export interface VersionRow {
  rev: string;
  time: string;
  tool: string;
  session?: string;
  /** Lines added and removed relative to the version before it. */
  added: number;
  removed: number;
  /** Lines of this version (0 for a deletion). */
  lines: number;
  deleted: boolean;
  hand_edit: boolean;
  /** false: the stored bytes are missing or damaged (removed by hand). */
  available: boolean;
}

export interface HistoryList {
  project: string;
  path: string;
  /** Newest first. */
  versions: VersionRow[];
  /** What is on disk now: its revision, and whether that version is in the history yet. */
  current: { rev: string; recorded: boolean } | null;
}

function versionsOfTarget(ws: Workspace, t: FileTarget): FileVersion[] {
  return versionsOf(readEntries(ws.root.dir, t.scope.slug), t.path);
}

function textOf(ws: Workspace, t: FileTarget, v: FileVersion): string | null {
  if (v.sha === null) return '';
  const bytes = readObject(ws.root.dir, t.scope.slug, v.sha);
  if (!bytes) return null;
  try {
    return exactUtf8.decode(bytes);
  } catch {
    return null;
  }
}

function shown(t: FileTarget): string {
  return `"${t.path}" (${t.scope.slug})`;
}

export function listHistory(ws: Workspace, args: { project?: string | null; path: string }): HistoryList {
  const t = resolveTarget(ws, args.project, args.path);
  const versions = versionsOfTarget(ws, t);
  const rows: VersionRow[] = [];
  let before = '';
  for (const v of versions) {
    const text = textOf(ws, t, v);
    const d = text === null ? { added: 0, removed: 0 } : unifiedDiff(before, text, { from: '', to: '' });
    const row: VersionRow = {
      rev: v.rev,
      time: v.t,
      tool: v.tool,
      added: d.added,
      removed: d.removed,
      lines: text ? lineCount(text) : 0,
      deleted: v.sha === null,
      hand_edit: v.handEdit,
      available: text !== null,
    };
    if (v.session) row.session = v.session;
    rows.push(row);
    if (text !== null) before = text;
  }
  const current = ws.root.readText(t.rel);
  const last = versions[versions.length - 1];
  const rev = current ? revisionOf(current.text) : null;
  return {
    project: t.scope.slug,
    path: t.path,
    versions: rows.reverse(),
    current: rev === null ? null : { rev, recorded: last?.sha !== null && last !== undefined && last.rev === rev },
  };
}

export interface VersionText {
  rev: string;
  time: string;
  tool: string;
  text: string;
}

/** The text of the version `at` names (a REV, or ~N); a missing version is NOT_FOUND. */
export function versionText(ws: Workspace, t: FileTarget, at: string): VersionText {
  const versions = versionsOfTarget(ws, t);
  // The file on disk counts as a version even before any tool write recorded it.
  const current = ws.root.readText(t.rel);
  if (current && /^[0-9a-f]+$/i.test(at) && revisionOf(current.text).startsWith(at.toLowerCase()) && at.length >= 6) {
    return { rev: revisionOf(current.text), time: new Date(current.mtimeMs).toISOString(), tool: 'current file', text: current.text };
  }
  if (versions.length === 0) {
    throw new MemoryError('NOT_FOUND', `${shown(t)} has no recorded versions.`, 'Versions are recorded from the first tool write after history was installed.');
  }
  const v = pickVersion(versions, at, shown(t));
  const text = textOf(ws, t, v);
  if (text === null)
    throw new MemoryError(
      'NOT_FOUND',
      `The stored bytes of version ${v.rev} of ${shown(t)} are missing or damaged.`,
      'Another version may still be intact: list them with `project-memory history <path>`.',
    );
  return { rev: v.rev, time: v.t, tool: v.tool, text };
}

export function readVersion(ws: Workspace, args: { project?: string | null; path: string; at: string }): VersionText & { project: string; path: string } {
  const t = resolveTarget(ws, args.project, args.path);
  return { project: t.scope.slug, path: t.path, ...versionText(ws, t, args.at) };
}

/** One file's change between two revisions (`absent` and `deleted` stand for no file): `diff` and the viewer's /dream runs. */
export interface FileChange {
  path: string;
  from: string;
  to: string;
  added: number;
  removed: number;
  diff: string;
}

export interface DiffResult extends FileChange {
  project: string;
}

/**
 * Without `at`: the last recorded change (the version before the newest → the file now). With
 * `at`: that version → the file now (what restoring it would undo).
 */
export function diffHistory(ws: Workspace, args: { project?: string | null; path: string; at?: string }): DiffResult {
  const t = resolveTarget(ws, args.project, args.path);
  const now = ws.root.readText(t.rel);
  const nowText = now?.text ?? '';
  const nowLabel = now ? `${t.path} (now, ${revisionOf(now.text)})` : `${t.path} (now: deleted)`;
  let from: VersionText;
  if (args.at !== undefined) from = versionText(ws, t, args.at);
  else {
    const versions = versionsOfTarget(ws, t).filter((v) => v.sha === null || v.rev !== (now ? revisionOf(now.text) : 'deleted'));
    const prev = versions[versions.length - 1];
    if (!prev) throw new MemoryError('NOT_FOUND', `${shown(t)} has no earlier recorded version to compare with.`);
    from = { rev: prev.rev, time: prev.t, tool: prev.tool, text: textOf(ws, t, prev) ?? '' };
  }
  const d = unifiedDiff(from.text, nowText, { from: `${t.path} (${from.rev}, ${from.time})`, to: nowLabel });
  return { project: t.scope.slug, path: t.path, from: from.rev, to: now ? revisionOf(now.text) : 'deleted', added: d.added, removed: d.removed, diff: d.text };
}

export interface RestoreAtResult {
  project: string;
  path: string;
  restored: string;
  /** The revision the file had before (null: it did not exist). */
  replaced: string | null;
  revision: string;
  changed: boolean;
}

/**
 * Puts version `at` back. The same checks as write_file (path rules, format, secrets), except
 * that an append-only log may be restored (undoing a damaging rewrite is what history is for).
 * `expected_revision` (default: the revision read at the start) must still be on disk under the
 * lock, or nothing is written.
 */
export async function restoreVersion(
  ws: Workspace,
  args: { project?: string | null; path: string; at: string; expected_revision?: string },
): Promise<RestoreAtResult> {
  const t = resolveTarget(ws, args.project, args.path);
  const kind = assertWritable(t.parts, `"${t.path}"`, t.scope.kind);
  if (t.isDirectory) throw new MemoryError('INVALID_PATH', `"${t.path}" is a folder, not a file.`);
  const v = versionText(ws, t, args.at);
  assertText(v.text, `version ${v.rev}`);
  assertFormat(kind, v.text, t.path, { slug: t.scope.slug });
  await assertNoSecret(v.text, `version ${v.rev}`);
  const seen = ws.root.readText(t.rel);
  const expected = args.expected_revision ?? (seen ? revisionOf(seen.text) : 'absent');
  const outcome = ws.root.lock(`file:${t.rel}`, () => {
    const current = ws.root.readText(t.rel);
    const actual = current ? revisionOf(current.text) : 'absent';
    if (actual !== expected) {
      throw new MemoryError(
        'CONFLICT',
        `${shown(t)} changed since revision ${expected} was read (it is now ${actual}), so nothing was restored.`,
        'Check the change with `project-memory diff`, then restore again.',
      );
    }
    if (current?.text === v.text) return { changed: false, replaced: actual };
    ws.root.writeText(t.rel, v.text, { expected: current });
    return { changed: true, replaced: current ? actual : null };
  });
  if (outcome.changed) {
    afterChange(ws, [t.rel]);
    refreshPeopleAfterProfileChange(ws, t.rel);
  }
  return { project: t.scope.slug, path: t.path, restored: v.rev, replaced: outcome.replaced, revision: revisionOf(v.text), changed: outcome.changed };
}
