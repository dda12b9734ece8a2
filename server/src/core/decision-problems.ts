/** What `doctor` reports about decisions.md: problems as values, never thrown. */
import { isIsoDate } from './dates.js';
import { DECISION_STATUSES, decisionIdsIn, layoutEntry, scan } from './decisions-scan.js';

export type DecisionProblemCode =
  'DUPLICATE_ID' | 'MISSING_STATUS' | 'UNKNOWN_STATUS' | 'MISSING_DATE' | 'INVALID_DATE' | 'UNKNOWN_REFERENCE' | 'STRAY_SECTION';

export interface DecisionProblem {
  code: DecisionProblemCode;
  severity: 'error' | 'warning';
  /** 1-indexed line the problem is about. */
  line: number;
  id?: string;
  message: string;
}

/** What `doctor` reports about decisions.md; problems are values, nothing is thrown. */
export function validateDecisions(text: string): DecisionProblem[] {
  const s = scan(text);
  const entries = s.spans.map((span) => layoutEntry(s, span).entry);
  const problems: DecisionProblem[] = [];
  const firstLine = new Map<string, number>();
  for (const e of entries) {
    const seen = firstLine.get(e.id);
    if (seen !== undefined) {
      problems.push({
        code: 'DUPLICATE_ID',
        severity: 'error',
        line: e.startLine,
        id: e.id,
        message: `${e.id} at line ${e.startLine} repeats the id of the entry at line ${seen}; renumber one of them.`,
      });
    } else {
      firstLine.set(e.id, e.startLine);
    }
    if (e.statusText === undefined) {
      problems.push({ code: 'MISSING_STATUS', severity: 'error', line: e.startLine, id: e.id, message: `${e.id} has no Status field.` });
    } else if (e.status === undefined) {
      problems.push({
        code: 'UNKNOWN_STATUS',
        severity: 'error',
        line: e.startLine,
        id: e.id,
        message: `${e.id} has status "${e.statusText}"; use one of ${DECISION_STATUSES.join(', ')}.`,
      });
    }
    if (!e.stub) {
      if (e.date === undefined) {
        problems.push({ code: 'MISSING_DATE', severity: 'error', line: e.startLine, id: e.id, message: `${e.id} has no Date field.` });
      } else if (!isIsoDate(e.date)) {
        problems.push({
          code: 'INVALID_DATE',
          severity: 'error',
          line: e.startLine,
          id: e.id,
          message: `${e.id} has date "${e.date}"; dates are real days in YYYY-MM-DD form.`,
        });
      }
    }
  }
  for (const e of entries) {
    for (const ref of [...decisionIdsIn(e.supersedes), ...decisionIdsIn(e.supersededBy)]) {
      if (!firstLine.has(ref)) {
        problems.push({
          code: 'UNKNOWN_REFERENCE',
          severity: 'warning',
          line: e.startLine,
          id: e.id,
          message: `${e.id} refers to ${ref}, which is not in decisions.md.`,
        });
      }
    }
  }
  for (const index of s.strayHeadings) {
    problems.push({
      code: 'STRAY_SECTION',
      severity: 'warning',
      line: index + 1,
      message: `Line ${index + 1} ("${s.contents[index]!.trim()}") is a heading between decisions but not a "## D<n> · Title" entry.`,
    });
  }
  return problems.sort((a, b) => a.line - b.line);
}
