/** The file tools' use cases: read, write (literal or file-sourced), patch, append, soft delete. */
import { budgetNotes } from './budgets.js';
import { randomBytes } from 'node:crypto';
import { MemoryError } from '../core/errors.js';
import { dateFileName } from '../core/dates.js';
import { assertAppendable, assertWritable, isAppendOnly, kindOf, type FileKind } from '../core/file-rules.js';
import { outline, type OutlineEntry } from '../core/outline.js';
import { parseAtxHeading } from '../core/markdown-blocks.js';
import { preferredEol } from '../core/text-lines.js';
import { applySearchReplace, parseSearchReplace } from '../core/search-replace.js';
import { parseYaml } from '../core/yaml-safe.js';
import { assertDescriptionText } from '../core/folder-manifest.js';
import { nameKey, reservedReason } from '../core/path-rules.js';
import { moveContained, readTextContained } from '../storage/fs-safe.js';
import { isDraftFile, readDraft } from '../storage/draft.js';
import { revisionOf } from '../storage/root.js';
import { fileLockKey, updateText } from '../storage/update-text.js';
import { assertFormat, assertNoSecretInFields, assertText, withSecretCheck } from './content-checks.js';
import { afterChange, assertDerivedWritable, type ChangeEffects } from './derived.js';
import { refreshPeopleAfterProfileChange } from './people-md.js';
import { conflictRefusal, fileConflict } from '../core/team/conflict-markers.js';
import { resolveTarget, type FileTarget } from './file-target.js';
import { versionText } from './history.js';
import { todayOf, type Workspace } from './workspace.js';

export function countLines(text: string): number {
  if (text === '') return 0;
  const n = text.split('\n').length;
  return text.endsWith('\n') ? n - 1 : n;
}

function assertNotFolder(t: FileTarget): void {
  if (t.isDirectory) throw new MemoryError('INVALID_PATH', `"${t.path}" is a folder, not a file.`);
}

function readExisting(ws: Workspace, t: FileTarget): string | null {
  assertNotFolder(t);
  return readTextContained(ws.root.dir, t.abs, t.path)?.text ?? null;
}

function notFound(t: FileTarget): MemoryError {
  return new MemoryError('NOT_FOUND', `"${t.path}" does not exist in ${t.scope.slug}.`, 'Check the path with get_folder_manifest or search.');
}

function checkRevision(current: string | null, expected: string | undefined, t: FileTarget): void {
  if (expected === undefined) return;
  const actual = current === null ? 'absent' : revisionOf(current);
  if (actual !== expected) {
    throw new MemoryError(
      'CONFLICT',
      `"${t.path}" changed since revision ${expected} was read (it is now ${actual}), so nothing was written.`,
      'Read it again, reapply your change, and pass the new revision.',
    );
  }
}

export interface ReadResult {
  path: string;
  project: string;
  revision: string;
  total_lines: number;
  content?: string;
  outline?: OutlineEntry[];
  from_line?: number;
  to_line?: number;
  /** Set when `at` named an earlier version. */
  version?: { rev: string; time: string; tool: string };
}

export function readFile(
  ws: Workspace,
  args: { project?: string | null; path: string; head_only?: boolean; offset?: number; limit?: number; at?: string },
): ReadResult {
  const t = resolveTarget(ws, args.project, args.path);
  // `at`: an earlier version from the local history (docs/FORMATS.md#history), read the same ways.
  const version = args.at !== undefined ? versionText(ws, t, args.at) : undefined;
  const text = version ? version.text : readExisting(ws, t);
  if (text === null) throw notFound(t);
  const base: ReadResult = { path: t.path, project: t.scope.slug, revision: revisionOf(text), total_lines: countLines(text) };
  if (version) base.version = { rev: version.rev, time: version.time, tool: version.tool };
  if (args.head_only) return { ...base, outline: outline(text) };
  if (args.offset !== undefined || args.limit !== undefined) {
    const offset = args.offset ?? 1;
    const limit = args.limit ?? 200;
    if (!Number.isInteger(offset) || offset < 1) throw new MemoryError('INVALID_INPUT', 'offset is a 1-indexed line number (1 or more).');
    if (!Number.isInteger(limit) || limit < 1) throw new MemoryError('INVALID_INPUT', 'limit is a number of lines (1 or more).');
    const lines = text.split('\n');
    if (text.endsWith('\n')) lines.pop();
    const slice = lines.slice(offset - 1, offset - 1 + limit);
    return { ...base, content: slice.join('\n'), from_line: slice.length ? offset : 0, to_line: slice.length ? offset + slice.length - 1 : 0 };
  }
  return { ...base, content: text };
}

export interface WriteResult {
  path: string;
  project: string;
  revision: string;
  created: boolean;
  changed: boolean;
  total_lines: number;
  /** Size budgets (docs/FORMATS.md#size-budgets) the file is now over (core/budgets.ts): saved anyway, with the fix. */
  budget: string[];
}

interface Describe {
  description?: string | null;
  read_when?: string | null;
  stale_after?: string | null;
}

function describeChange(d: Describe): ChangeEffects['description'] {
  for (const k of ['description', 'read_when', 'stale_after'] as const) assertDescriptionText(d[k], k);
  if (d.description === undefined && d.read_when === undefined && d.stale_after === undefined) return undefined;
  return { description: d.description, read_when: d.read_when, stale_after: d.stale_after };
}

function currentMetaId(_ws: Workspace, t: FileTarget, current: string | null): string | null {
  if (kindOf(t.parts) !== 'meta' || current === null) return null;
  try {
    const data = parseYaml(current, t.path) as { id?: unknown };
    return typeof data.id === 'string' ? data.id : null;
  } catch {
    return null;
  }
}

/** The day an entry of an updates/ file belongs to: the file's name (assertWritable made it a real date). */
function entryDateOf(ws: Workspace, t: FileTarget, kind: FileKind): string | undefined {
  return kind === 'update' ? (dateFileName(t.parts[1] ?? '') ?? todayOf(ws)) : undefined;
}

/**
 * write_file and patch_file rewrite a file's text as the caller gives it: on a file with git
 * conflict markers, a new text without any is the resolution (core/team/conflict-markers.ts).
 */
const RESOLVES = { resolvesConflict: true } as const;

export async function writeFile(
  ws: Workspace,
  args: Describe & { project?: string | null; path: string; content?: string; content_file?: string; expected_revision?: string },
): Promise<WriteResult> {
  if ((args.content === undefined) === (args.content_file === undefined)) {
    throw new MemoryError('INVALID_INPUT', 'Give exactly one of content (the text) or content_file (absolute path of a UTF-8 draft file).');
  }
  const t = resolveTarget(ws, args.project, args.path);
  const kind = assertWritable(t.parts, `"${t.path}"`, t.scope.kind);
  const description = describeChange(args);
  let text: string;
  if (args.content_file !== undefined) {
    const draft = readDraft(args.content_file, undefined, 'content_file', ws.root.dir);
    if (t.exists) {
      if (isDraftFile(t.abs, draft))
        throw new MemoryError('INVALID_INPUT', 'content_file is the target file itself; draft the new text in a separate scratch file.');
    }
    text = draft.text;
  } else {
    text = args.content as string;
  }
  const field = args.content_file !== undefined ? 'content_file' : 'content';
  assertText(text, field);
  await assertNoSecretInFields({ path: args.path, description: args.description, read_when: args.read_when, stale_after: args.stale_after });
  assertDerivedWritable(ws, [t.rel], { people: true });
  assertNotFolder(t);
  // The file as it will be is scanned (withSecretCheck), under the lock updateText holds.
  const result = await withSecretCheck(field, t.path, (check) => {
    const { created, changed } = updateText(
      ws.root,
      t.rel,
      (file) => {
        const current = file?.text ?? null;
        checkRevision(current, args.expected_revision, t);
        if (current !== null && isAppendOnly(kind)) {
          throw new MemoryError(
            'INVALID_INPUT',
            `"${t.path}" is append-only and already exists, so write_file may not replace it.`,
            kind === 'decisions' ? 'Use add_decision (with supersedes to revise one).' : 'Use append_to_file to add to it, or patch_file to correct a passage.',
          );
        }
        assertFormat(kind, text, t.path, { slug: t.scope.slug, currentMetaId: currentMetaId(ws, t, current), before: current });
        if (current === text) return null;
        check(current, text);
        return text;
      },
      RESOLVES,
    );
    return { created, changed };
  });
  if (result.changed || description) afterChange(ws, [t.rel], { description, lastEntryDate: result.changed ? entryDateOf(ws, t, kind) : undefined });
  if (result.changed) refreshPeopleAfterProfileChange(ws, t.rel);
  return {
    path: t.path,
    project: t.scope.slug,
    revision: revisionOf(text),
    total_lines: countLines(text),
    ...result,
    budget: budgetNotes(ws, t.scope, [t.path]),
  };
}

export async function patchFile(
  ws: Workspace,
  args: { project?: string | null; path: string; patch: string; expected_revision?: string },
): Promise<WriteResult & { blocks: number; lines: number[] }> {
  const t = resolveTarget(ws, args.project, args.path);
  const kind = assertWritable(t.parts, `"${t.path}"`, t.scope.kind);
  if (kind === 'decisions') {
    throw new MemoryError(
      'INVALID_INPUT',
      'decisions.md is append-only: entries are never edited by patch.',
      'Use add_decision with supersedes to revise a decision.',
    );
  }
  assertText(args.patch, 'patch');
  const blocks = parseSearchReplace(args.patch);
  await assertNoSecretInFields({ path: args.path });
  assertDerivedWritable(ws, [t.rel], { people: true });
  assertNotFolder(t);
  // The patched file is scanned, not the REPLACE text: a REPLACE can complete half a token.
  let lines: number[] = [];
  const updated = await withSecretCheck(`"${t.path}" after the patch`, t.path, (check) =>
    updateText(
      ws.root,
      t.rel,
      (file) => {
        if (file === null) throw notFound(t);
        const current = file.text;
        checkRevision(current, args.expected_revision, t);
        const applied = applySearchReplace(current, blocks);
        assertText(applied.content, 'the patched file');
        assertFormat(kind, applied.content, t.path, { slug: t.scope.slug, currentMetaId: currentMetaId(ws, t, current), before: current });
        check(current, applied.content);
        lines = applied.applied.map((a) => a.line);
        return applied.content;
      },
      RESOLVES,
    ),
  );
  const outcome = { text: updated.text ?? '', changed: updated.changed, lines };
  if (outcome.changed) {
    afterChange(ws, [t.rel]);
    refreshPeopleAfterProfileChange(ws, t.rel);
  }
  return {
    path: t.path,
    project: t.scope.slug,
    revision: revisionOf(outcome.text),
    created: false,
    changed: outcome.changed,
    total_lines: countLines(outcome.text),
    budget: budgetNotes(ws, t.scope, [t.path]),
    blocks: blocks.length,
    lines: outcome.lines,
  };
}

/**
 * Joins a record to an append-only file. A last line without its newline (a torn tail left by an
 * editor or a crash) is completed first, and a heading record gets a blank line before it. The
 * record takes the file's line ends, so that a CRLF file stays CRLF.
 */
export function joinRecord(current: string, record: string): string {
  const eol = current === '' ? '\n' : preferredEol(current);
  const normalised = current === '' ? record : record.replace(/\r?\n/g, eol);
  const body = normalised.endsWith('\n') ? normalised : `${normalised}${eol}`;
  if (current === '') return body;
  let head = current.endsWith('\n') ? current : `${current}${eol}`;
  // A heading is one of the line grammar (core/markdown-blocks.ts): `  ## Entry` is one, `#tag` is not.
  if (parseAtxHeading(body.slice(0, body.indexOf('\n')).replace(/\r$/, '')) && !/\r?\n\r?\n$/.test(head)) head += eol;
  return head + body;
}

export async function appendToFile(
  ws: Workspace,
  args: { project?: string | null; path: string; content: string; expected_revision?: string },
  validate?: (current: string, record: string) => void,
): Promise<WriteResult> {
  const t = resolveTarget(ws, args.project, args.path);
  assertWritable(t.parts, `"${t.path}"`, t.scope.kind);
  const kind = assertAppendable(t.parts, `"${t.path}"`);
  assertText(args.content, 'content');
  if (args.content.trim() === '') throw new MemoryError('INVALID_INPUT', 'content is empty; there is nothing to append.');
  await assertNoSecretInFields({ path: args.path });
  assertDerivedWritable(ws, [t.rel], { people: true });
  assertNotFolder(t);
  const updated = await withSecretCheck('content', t.path, (check) =>
    updateText(ws.root, t.rel, (file) => {
      const current = file?.text ?? null;
      checkRevision(current, args.expected_revision, t);
      validate?.(current ?? '', args.content);
      const next = joinRecord(current ?? '', args.content);
      assertText(next, 'the appended file');
      // The same format rules as a whole-file write (a decisions.md append: core/decision-rules.ts).
      assertFormat(kind, next, t.path, { slug: t.scope.slug, before: current });
      check(current, next);
      return next;
    }),
  );
  const outcome = { text: updated.text ?? '', created: updated.created };
  afterChange(ws, [t.rel], { markStale: kind === 'decisions', lastEntryDate: entryDateOf(ws, t, kind) });
  return {
    path: t.path,
    project: t.scope.slug,
    revision: revisionOf(outcome.text),
    created: outcome.created,
    changed: true,
    total_lines: countLines(outcome.text),
    budget: budgetNotes(ws, t.scope, [t.path]),
  };
}

/** Files a project cannot lose without breaking: deleting them is refused. */
const UNDELETABLE = new Set(['_meta.yaml', 'people.md']);

export function trashStamp(now: Date): string {
  return now.toISOString().replace(/[-:]/g, '').replace('.', '');
}

export function deleteFile(
  ws: Workspace,
  args: { project?: string | null; path: string; expected_revision?: string },
): { path: string; project: string; trash_path: string } {
  const t = resolveTarget(ws, args.project, args.path);
  const reserved = reservedReason(t.parts);
  if (reserved) throw new MemoryError('RESERVED_PATH', `"${t.path}" cannot be deleted because ${reserved}.`);
  if (t.parts.length === 1 && UNDELETABLE.has(nameKey(t.parts[0] as string)) && t.scope.kind === 'project') {
    throw new MemoryError('RESERVED_PATH', `"${t.path}" belongs to the project's structure and cannot be deleted.`);
  }
  if (!t.exists) throw notFound(t);
  if (t.isDirectory) throw new MemoryError('INVALID_INPUT', `"${t.path}" is a folder; delete_file moves one file at a time.`);
  assertDerivedWritable(ws, [t.rel], { people: true });
  const trashRel = ws.root.lock(fileLockKey(t.rel), () => {
    const current = readExisting(ws, t);
    if (current === null) throw notFound(t);
    checkRevision(current, args.expected_revision, t);
    // A conflicted file is a person's to settle, not to throw away (core/team/conflict-markers.ts).
    const conflict = fileConflict(t.path, current);
    if (conflict) throw conflictRefusal(conflict);
    let stamp = trashStamp(ws.now());
    if (ws.root.exists(`_trash/${stamp}/${t.rel}`)) stamp = `${stamp}-${randomBytes(3).toString('hex')}`;
    const dest = ws.root.resolve(`_trash/${stamp}/${t.rel}`);
    ws.root.keepVersion(t.rel, null).around(() => moveContained(ws.root.dir, t.abs, dest.abs, t.path, { exclusive: true }));
    return `_trash/${stamp}/${t.rel}`;
  });
  afterChange(ws, [t.rel]);
  refreshPeopleAfterProfileChange(ws, t.rel);
  return { path: t.path, project: t.scope.slug, trash_path: trashRel };
}
