/**
 * A readable line diff between two versions of a memory file, unified style (`@@ -a,b +c,d @@`,
 * three lines of context), computed with diff-match-patch's line mode.
 */
import DiffMatchPatch from 'diff-match-patch';
import { contentLines } from './text-lines.js';

type Op = { kind: ' ' | '-' | '+'; text: string };

function lineOps(before: string, after: string): Op[] {
  const dmp = new DiffMatchPatch();
  // Line mode: every line becomes one character, so the diff is over whole lines.
  const a = contentLines(before)
    .map((l) => `${l}\n`)
    .join('');
  const b = contentLines(after)
    .map((l) => `${l}\n`)
    .join('');
  const { chars1, chars2, lineArray } = dmp.diff_linesToChars_(a, b);
  const diffs = dmp.diff_main(chars1, chars2, false);
  dmp.diff_charsToLines_(diffs, lineArray);
  const ops: Op[] = [];
  for (const [op, text] of diffs) {
    const kind = op === 0 ? ' ' : op < 0 ? '-' : '+';
    const lines = text.split('\n');
    lines.pop();
    for (const l of lines) ops.push({ kind, text: l });
  }
  return ops;
}

export interface LineDiff {
  added: number;
  removed: number;
  /** Unified hunks; '' when the texts have the same lines. */
  text: string;
}

export function unifiedDiff(before: string, after: string, labels: { from: string; to: string }, context = 3): LineDiff {
  const ops = lineOps(before, after);
  const added = ops.filter((o) => o.kind === '+').length;
  const removed = ops.filter((o) => o.kind === '-').length;
  if (added === 0 && removed === 0) return { added, removed, text: '' };
  const out = [`--- ${labels.from}`, `+++ ${labels.to}`];
  // Line numbers of each op in the old and new text.
  const at: { a: number; b: number }[] = [];
  let na = 1;
  let nb = 1;
  for (const o of ops) {
    at.push({ a: na, b: nb });
    if (o.kind !== '+') na++;
    if (o.kind !== '-') nb++;
  }
  let i = 0;
  while (i < ops.length) {
    if ((ops[i] as Op).kind === ' ') {
      i++;
      continue;
    }
    const start = Math.max(0, i - context);
    let end = i;
    // Extend while the next change is within 2 × context lines.
    for (;;) {
      while (end < ops.length && (ops[end] as Op).kind !== ' ') end++;
      let next = end;
      while (next < ops.length && (ops[next] as Op).kind === ' ') next++;
      if (next < ops.length && next - end <= 2 * context) end = next;
      else break;
    }
    const stop = Math.min(ops.length, end + context);
    const hunk = ops.slice(start, stop);
    const first = at[start] as { a: number; b: number };
    const aLen = hunk.filter((o) => o.kind !== '+').length;
    const bLen = hunk.filter((o) => o.kind !== '-').length;
    out.push(`@@ -${aLen ? first.a : first.a - 1},${aLen} +${bLen ? first.b : first.b - 1},${bLen} @@`);
    for (const o of hunk) out.push(`${o.kind}${o.text}`);
    i = stop;
  }
  return { added, removed, text: `${out.join('\n')}\n` };
}
