/**
 * The size budgets (docs/FORMATS.md#size-budgets), the one table every entry point reads. A budget
 * is not a write error: a file over it is stored as asked, and the result of the write (every MCP
 * tool, CLI edit/log/status, import, the hooks' writes) and `doctor` say so, naming the /dream
 * pass that brings it back. memory.md's soft limit is the project's `coreSoftLimit` threshold
 * (manifest.json.consolidation, core/thresholds.ts); its hard max is fixed (150).
 */
import { DEFAULT_THRESHOLDS } from './thresholds.js';
import { lineCount } from './text-lines.js';

export const MEMORY_MD_HARD_MAX_LINES = 150;
export const SESSION_SUMMARY_MAX_LINES = 80;
export const MANIFEST_JSON_MAX_LINES = 80;

interface FileBudget {
  /** Matches a path relative to the project folder. */
  applies: RegExp;
  what: string;
  maxLines: number;
  /** The line count above which the file is flagged before it reaches maxLines. */
  softLines?: (coreSoftLimit: number) => number;
  /** What brings the file back within budget. */
  fix: string;
}

export const FILE_BUDGETS: readonly FileBudget[] = [
  {
    applies: /^memory\.md$/,
    what: 'core memory',
    maxLines: MEMORY_MD_HARD_MAX_LINES,
    softLines: (soft) => Math.min(soft, MEMORY_MD_HARD_MAX_LINES),
    fix: "run /dream: its core budget pass moves the overflow detail to archive/ and leaves a pointer in '## Deep links / pointers'",
  },
  {
    applies: /^sessions\/\d{4}-\d{2}-\d{2}\.md$/,
    what: 'a session summary',
    maxLines: SESSION_SUMMARY_MAX_LINES,
    fix: "run /dream: its judgment step condenses the day's sessions to outcomes, decisions, open questions and next step, and the sessions pass rolls old summaries into archive/",
  },
  {
    applies: /^manifest\.json$/,
    what: 'retrieval metadata',
    maxLines: MANIFEST_JSON_MAX_LINES,
    fix: "remove verbose descriptions and keep pointers only (/dream's metadata pass refreshes only the derived keys)",
  },
];

/**
 * One sentence when `text`, the content of `projectRel` (a path inside a project folder), is over
 * its budget; null when it is within it or the file has no budget.
 */
export function budgetNote(projectRel: string, text: string, coreSoftLimit: number = DEFAULT_THRESHOLDS.coreSoftLimit): string | null {
  const budget = FILE_BUDGETS.find((b) => b.applies.test(projectRel));
  if (!budget) return null;
  const lines = lineCount(text);
  if (lines > budget.maxLines) {
    return `${projectRel} is ${lines} lines, over the ${budget.maxLines}-line budget of ${budget.what} (the file was still saved): ${budget.fix}.`;
  }
  const soft = budget.softLines?.(coreSoftLimit);
  if (soft !== undefined && lines > soft) {
    return `${projectRel} is ${lines} lines, over its soft limit of ${soft} (hard max ${budget.maxLines}; the file was still saved): ${budget.fix}.`;
  }
  return null;
}
