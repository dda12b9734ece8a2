/**
 * Sessions pass (docs/FORMATS.md#sessions): once sessions/ holds more than `archiveAfter` dated summaries,
 * keep the newest `keepSessions` and append the others, oldest first, to `archive/sessions-YYYYMM.md`
 * by each session's own month; then delete the rolled files. A session's text is kept verbatim except
 * for outcome bullets that already appear, exactly, in the same archive file (earlier in this roll-up
 * or from an earlier run): those are dropped and counted. Dedupe is per archive file so that every
 * monthly file stays complete on its own.
 */
import { isIsoDate, leadingDate } from '../dates.js';
import { atxHeadingOf, classify } from '../markdown-blocks.js';
import { outcomeBullets } from '../sessions.js';
import { appendBlocks, contentLines, splitLinesKeepEnds } from '../text-lines.js';
import type { Thresholds } from '../thresholds.js';
import { emptyAccounting } from './inventory.js';
import { yearMonth, type FileState, type PassResult } from './types.js';

export interface RolledSession {
  path: string;
  archive: string;
  duplicateOutcomesDropped: number;
}

export interface SessionsReport {
  /** Dated session summaries in sessions/ before and after the pass. */
  countBefore: number;
  countAfter: number;
  /** True when countBefore exceeded archiveAfter. */
  triggered: boolean;
  rolled: RolledSession[];
  duplicateOutcomesDropped: number;
  /** sessions/*.md without a YYYY-MM-DD name: never rolled (their month is unknown). */
  undated: string[];
}

const SESSION_PATH = /^sessions\/([^/]+)\.md$/;

export interface SessionFile {
  path: string;
  name: string;
  date: string | undefined;
}

/** Every sessions/*.md, with the date its name starts with (if it is a real date). */
export function sessionFiles(paths: Iterable<string>): SessionFile[] {
  const out: SessionFile[] = [];
  for (const path of paths) {
    const m = SESSION_PATH.exec(path);
    if (!m) continue;
    const name = m[1]!;
    const d = leadingDate(name);
    out.push({ path, name, date: d !== null && isIsoDate(d) ? d : undefined });
  }
  return out;
}

/** Oldest first: by date, then by file name (plain code-unit order, the same everywhere). */
function byAge(a: SessionFile, b: SessionFile): number {
  if (a.date !== b.date) return a.date! < b.date! ? -1 : 1;
  return a.path < b.path ? -1 : a.path > b.path ? 1 : 0;
}

function archiveHeader(ym: string): string {
  return (
    `# Sessions archive — ${ym.slice(0, 4)}-${ym.slice(4)}\n\n` +
    'Session summaries rolled up from sessions/ by consolidation, oldest first. ' +
    'An outcome already listed earlier in this file is not repeated.\n'
  );
}

/** The session's block for the archive: its own text, under a heading that carries its date. */
function archiveBlock(date: string, text: string): string {
  const firstContent = classify(contentLines(text)).find((l) => l.text.trim() !== '');
  if (firstContent !== undefined && atxHeadingOf(firstContent, 1) && firstContent.text.includes(date)) return text;
  const heading = `# Session — ${date}`;
  return firstContent === undefined ? heading : `${heading}\n\n${text}`;
}

export function sessionsPass(files: FileState, thresholds: Thresholds): PassResult<SessionsReport> {
  const all = sessionFiles(files.keys());
  const dated = all.filter((s) => s.date !== undefined).sort(byAge);
  const undated = all
    .filter((s) => s.date === undefined)
    .map((s) => s.path)
    .sort();
  const report: SessionsReport = {
    countBefore: dated.length,
    countAfter: dated.length,
    triggered: dated.length > thresholds.archiveAfter,
    rolled: [],
    duplicateOutcomesDropped: 0,
    undated,
  };
  const result: PassResult<SessionsReport> = { writes: new Map(), deletes: [], accounting: emptyAccounting(), report };
  if (!report.triggered) return result;

  const toRoll = dated.slice(0, Math.max(0, dated.length - thresholds.keepSessions));
  const archives = new Map<string, { base: string; blocks: string[]; seen: Set<string> }>();
  for (const session of toRoll) {
    const archivePath = `archive/sessions-${yearMonth(session.date!)}.md`;
    let archive = archives.get(archivePath);
    if (!archive) {
      const existing = files.get(archivePath);
      archive = {
        base: existing ?? archiveHeader(yearMonth(session.date!)),
        blocks: [],
        seen: new Set(existing === undefined ? [] : outcomeBullets(existing).map((b) => b.text)),
      };
      archives.set(archivePath, archive);
    }
    const text = files.get(session.path)!;
    const dropLines = new Set<number>();
    let dropped = 0;
    for (const bullet of outcomeBullets(text)) {
      if (archive.seen.has(bullet.text)) {
        dropped++;
        for (let l = bullet.startLine; l <= bullet.endLine; l++) dropLines.add(l - 1);
        for (const line of bullet.text.split('\n')) result.accounting.droppedDuplicates.push({ path: session.path, line });
      } else {
        archive.seen.add(bullet.text);
      }
    }
    const kept =
      dropped === 0
        ? text
        : splitLinesKeepEnds(text)
            .filter((_, i) => !dropLines.has(i))
            .join('');
    archive.blocks.push(archiveBlock(session.date!, kept));
    result.deletes.push(session.path);
    report.rolled.push({ path: session.path, archive: archivePath, duplicateOutcomesDropped: dropped });
    report.duplicateOutcomesDropped += dropped;
  }
  for (const [path, archive] of archives) result.writes.set(path, appendBlocks(archive.base, archive.blocks));
  report.countAfter = dated.length - toRoll.length;
  return result;
}
