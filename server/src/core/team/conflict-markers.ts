/**
 * Git conflict markers left in a memory file by a merge that git could not resolve (an ordinary
 * conflict in a human-edited file such as memory.md). They are found, never resolved here: which
 * side is right is a person's call, so the context and doctor say so and writes are refused.
 *
 * A conflict is a `<<<<<<< x` line, then (diff3 style) an optional `||||||| x` line, a `=======`
 * line, and a `>>>>>>> x` line, in that order, outside code fences. The SEARCH/REPLACE blocks of
 * patch_file look alike, so a block labelled SEARCH … REPLACE is not a conflict.
 */
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
