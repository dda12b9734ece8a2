/**
 * Git conflict markers left in a memory file by a merge that git could not resolve (an ordinary
 * conflict in a human-edited file such as memory.md). They are found, never resolved here: which
 * side is right is a person's call. This module is the one rule of a conflicted file and of what
 * is said about it (docs/FORMATS.md#team):
 * - every reader that hands the file to the model (the session-start context, `context`,
 *   `get_project_context`, `wrap`, the viewer's context page) leaves it out with one sentence;
 * - every change of it is refused with one sentence (appends, tool rewrites, /dream, delete),
 *   except an explicit rewrite of the whole text that leaves no marker (`write_file`, a
 *   `patch_file` that removes them, `project-memory edit`, a restore of an earlier version):
 *   that is the resolution;
 * - doctor reports it.
 *
 * A conflict is a `<<<<<<< x` line, then (diff3 style) an optional `||||||| x` line, a `=======`
 * line, and a `>>>>>>> x` line, in that order, outside code fences. The SEARCH/REPLACE blocks of
 * patch_file look alike, so a block labelled SEARCH … REPLACE is not a conflict.
 */
import { MemoryError } from '../errors.js';
import { fenceTracker, contentLines } from '../text-lines.js';

export interface ConflictRegion {
  /** 1-indexed lines of the opening and closing markers. */
  start: number;
  end: number;
}

const OPEN = /^<{7}(?:[ \t](.*))?$/;
const BASE = /^\|{7}(?:[ \t].*)?$/;
const MID = /^={7}[ \t]*$/;
const CLOSE = /^>{7}(?:[ \t](.*))?$/;

/** Every complete conflict region in `text`, in order; empty when there is none. */
export function conflictRegions(text: string): ConflictRegion[] {
  // Most files hold no marker at all: one substring test avoids splitting them.
  if (!text.includes('<<<<<<<')) return [];
  const lines = contentLines(text);
  const inFence = fenceTracker();
  const regions: ConflictRegion[] = [];
  let open: { line: number; label: string } | null = null;
  let sawMid = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (open === null && inFence(line)) continue;
    const o = OPEN.exec(line);
    if (o) {
      open = { line: i + 1, label: (o[1] ?? '').trim() };
      sawMid = false;
      continue;
    }
    if (!open) continue;
    if (MID.test(line)) sawMid = true;
    else if (BASE.test(line)) continue;
    else {
      const c = CLOSE.exec(line);
      if (c && sawMid) {
        const isPatchBlock = open.label === 'SEARCH' && (c[1] ?? '').trim() === 'REPLACE';
        if (!isPatchBlock) regions.push({ start: open.line, end: i + 1 });
        open = null;
      }
    }
  }
  return regions;
}

/** One plain sentence naming where the conflict is, for the context, doctor and refused writes. */
export function describeConflict(file: string, regions: readonly ConflictRegion[]): string {
  const where = regions.map((r) => `${r.start}–${r.end}`).join(', ');
  return `${file} has an unresolved git merge conflict (line${regions.length > 1 ? 's' : ''} ${where}): edit the file to keep what is right, remove the <<<<<<< ======= >>>>>>> lines, then \`git add\` it.`;
}

/** A Markdown memory file holding at least one conflict region. */
export interface FileConflict {
  /** The file as the sentence names it (scope-relative, e.g. `memory.md`). */
  file: string;
  regions: ConflictRegion[];
}

/** Whether `text` (the content of `file`) is conflicted; only Markdown files count (JSON and YAML with markers do not parse, and say so). */
export function fileConflict(file: string, text: string | null | undefined): FileConflict | null {
  if (text == null || !/\.md$/i.test(file)) return null;
  const regions = conflictRegions(text);
  return regions.length ? { file, regions } : null;
}

/** What a reader shows in place of a conflicted file. */
export function leftOutSentence(c: FileConflict): string {
  return `(left out) ${describeConflict(c.file, c.regions)}`;
}

/** How a person (or the model) resolves it: in git, or with one whole rewrite. */
export const RESOLVE_HINT =
  'Resolve it first: keep what is right and remove the <<<<<<< ======= >>>>>>> lines (in an editor, or with one write_file of the whole resolved text), `git add` the file, then retry.';

/** The one sentence a refused change of a conflicted file says. */
export function conflictRefusal(c: FileConflict): MemoryError {
  return new MemoryError('CONFLICT', `${describeConflict(c.file, c.regions).replace(/: edit the file.*$/, '')}, so nothing was changed.`, RESOLVE_HINT);
}
