/**
 * The repair pass that follows a merge of memory kept in git (merge-rules.ts). A union merge keeps
 * both sides' entries, ours first, and leaves three things behind that this pass sets right, each
 * by adding or renumbering lines, never by dropping one that holds something of its own:
 *
 * - two `## Session N` sections with the same N in one day file (both branches logged session N
 *   that day): later duplicates are renumbered after the highest number, in file order;
 * - an entry heading glued to the previous entry's last line (the blank separator was one of the
 *   lines the two sides had in common): a blank line goes back before the heading;
 * - a decision entry present twice with the very same text (the same commit reached a branch by
 *   two routes): the later copy goes, its every line is still there in the first.
 *
 * Everything else that looks wrong after a merge (a decision without Status, two different entries
 * with one id, a conflict in a human-edited file) is reported, never guessed at.
 */
import { parseDecisions } from '../decisions.js';
import { validateDecisions } from '../decision-problems.js';
import { headingDecisionId } from '../decisions-scan.js';
import { atxHeadingOf, classify, type MarkdownLine } from '../markdown-blocks.js';
import { SESSION_NUMBER } from '../sessions.js';
import { lineContent, splitLinesKeepEnds, isBlank, preferredEol } from '../text-lines.js';

export interface RepairOutcome {
  text: string;
  /** One short phrase per change, for doctor's report. */
  changes: string[];
}

export interface MergeProblem {
  line: number;
  message: string;
}

/**
 * Inserts a blank line before every entry heading that directly follows a line that is neither
 * blank nor an ATX heading. Headings, fences and front matter are those of the one line grammar
 * (core/markdown-blocks.ts), so the entries separated here are the entries the parsers read.
 */
function separateHeadings(lines: string[], eol: string, isEntryHeading: (line: MarkdownLine) => boolean, changes: string[]): string[] {
  const out: string[] = [];
  const kinds = classify(lines.map(lineContent));
  let glued = 0;
  for (let i = 0; i < lines.length; i++) {
    const prev = kinds[i - 1];
    if (prev && isEntryHeading(kinds[i]!) && !isBlank(prev.text) && !atxHeadingOf(prev)) {
      // The previous line may be the file's last line without a newline (impossible mid-file) or end with one: add a blank.
      out.push(eol);
      glued++;
    }
    out.push(lines[i]!);
  }
  if (glued) changes.push(`${glued} entry heading(s) separated from the line before`);
  return out;
}

/** Day file `sessions/YYYY-MM-DD.md` after a merge: unique section numbers, separated sections. */
export function repairSessionDay(text: string): RepairOutcome {
  const changes: string[] = [];
  const eol = preferredEol(text);
  const lines = splitLinesKeepEnds(text);
  const kinds = classify(lines.map(lineContent));
  /** Each numbered section: its line, its number, and where the number stands in the line. */
  const numbers: { index: number; n: number; at: number; length: number }[] = [];
  for (let i = 0; i < lines.length; i++) {
    const h = atxHeadingOf(kinds[i], 2);
    const m = h ? SESSION_NUMBER.exec(h.text) : null;
    if (h && m) numbers.push({ index: i, n: Number(m[2]), at: lineContent(lines[i]!).indexOf(h.text) + m[1]!.length, length: m[2]!.length });
  }
  let highest = numbers.reduce((max, s) => Math.max(max, s.n), 0);
  const seen = new Set<number>();
  let renumbered = 0;
  for (const s of numbers) {
    if (!seen.has(s.n)) {
      seen.add(s.n);
      continue;
    }
    highest++;
    seen.add(highest);
    const line = lines[s.index]!;
    lines[s.index] = `${line.slice(0, s.at)}${highest}${line.slice(s.at + s.length)}`;
    renumbered++;
  }
  if (renumbered) changes.push(`${renumbered} duplicate session number(s) renumbered`);
  const separated = separateHeadings(lines, eol, (l) => atxHeadingOf(l, 2) !== undefined, changes);
  return { text: separated.join(''), changes };
}

/** decisions.md after a merge: entries separated, exact duplicate entries once. */
export function repairDecisions(text: string): RepairOutcome {
  const changes: string[] = [];
  const eol = preferredEol(text);
  const separated = separateHeadings(
    splitLinesKeepEnds(text),
    eol,
    (l) => atxHeadingOf(l, 2) !== undefined && headingDecisionId(l.text) !== undefined,
    changes,
  ).join('');
  const { entries } = parseDecisions(separated);
  const byId = new Map<string, string>();
  const drop: { start: number; end: number }[] = [];
  for (const e of entries) {
    const first = byId.get(e.id);
    if (first === undefined) byId.set(e.id, e.raw);
    else if (first === e.raw) drop.push({ start: e.startLine, end: e.endLine });
  }
  if (drop.length === 0) return { text: separated, changes };
  const lines = splitLinesKeepEnds(separated);
  const dropped = new Set<number>();
  for (const d of drop) {
    for (let l = d.start; l <= d.end; l++) dropped.add(l - 1);
    // The blank separator that preceded the copy goes with it.
    if (d.start >= 2 && isBlank(lineContent(lines[d.start - 2]!))) dropped.add(d.start - 2);
  }
  changes.push(`${drop.length} decision entr${drop.length === 1 ? 'y' : 'ies'} present twice with the same text kept once`);
  return { text: lines.filter((_, i) => !dropped.has(i)).join(''), changes };
}

/** What a merge can leave in decisions.md that only a person can settle. */
export function decisionMergeProblems(text: string): MergeProblem[] {
  return validateDecisions(text)
    .filter((p) => p.code === 'DUPLICATE_ID' || p.code === 'MISSING_STATUS' || p.code === 'MISSING_DATE')
    .map((p) => ({
      line: p.line,
      message:
        p.code === 'DUPLICATE_ID'
          ? p.message
          : `${p.message} (a merge without merge.conflictStyle=diff3 can fold two entries' common lines into one; restore it from the branch that wrote it)`,
    }));
}

/**
 * manifest.json after a union merge: both sides' versions of a changed line are kept, which can
 * leave a missing or a trailing comma. Tolerant re-reading: commas between values on consecutive
 * lines are added, commas before a closing bracket removed; duplicate keys keep the last value
 * (the derived keys are then rebuilt from the files anyway). Null when it still does not parse.
 */
export function repairUnionJson(text: string): string | null {
  try {
    JSON.parse(text);
    return null;
  } catch {
    /* repaired below */
  }
  const fixed = text.replace(/([}\]"\d]|true|false|null)([ \t]*\r?\n[ \t]*)(?=["{[\d-]|true|false|null)/g, '$1,$2').replace(/,(\s*[}\]])/g, '$1');
  try {
    const data = JSON.parse(fixed) as unknown;
    if (!data || typeof data !== 'object' || Array.isArray(data)) return null;
    return `${JSON.stringify(data, null, 2)}\n`;
  } catch {
    return null;
  }
}
