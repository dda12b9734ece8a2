/**
 * The consolidation report (docs/FORMATS.md#archive): returned with every plan, and appended as one entry
 * to `archive/consolidation-log.md` when the run changed something. Rendering is deterministic
 * (no clock, no locale) so that the same run logs the same bytes.
 */
import type { Thresholds } from '../thresholds.js';
import type { CoreBudgetReport } from './core-budget-pass.js';
import type { DecisionsReport } from './decisions-pass.js';
import type { DraftReport } from './draft-pass.js';
import type { InventoryResult } from './inventory.js';
import type { MetadataReport } from './metadata-pass.js';
import type { SessionsReport } from './sessions-pass.js';

export interface ConsolidationReport {
  now: string;
  thresholds: Thresholds;
  /** Ignored or doubtful threshold values from manifest.json. */
  thresholdProblems: string[];
  sessions: SessionsReport;
  decisions: DecisionsReport;
  /** The dream agent's draft of memory.md (`given: false` when the run had none). */
  draft: DraftReport;
  core: CoreBudgetReport;
  metadata: MetadataReport;
  /** The no-loss check, computed over every file before and after the run. */
  noLoss: InventoryResult;
  /** Paths the plan writes (the log included when it changed something) and deletes, sorted. */
  writes: string[];
  deletes: string[];
}

export const CONSOLIDATION_LOG = 'archive/consolidation-log.md';
export const CONSOLIDATION_LOG_HEADER = '# Consolidation log\n\nOne entry per consolidation run that changed something, newest last.\n';

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

function countsBy(paths: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const p of paths) counts.set(p, (counts.get(p) ?? 0) + 1);
  return [...counts].map(([p, n]) => `${p} (${n})`).join(', ');
}

function sessionsLines(s: SessionsReport, t: Thresholds): string[] {
  if (s.rolled.length === 0) {
    return [`- Sessions: ${plural(s.countBefore, 'summary', 'summaries')} in sessions/ (rolled up above ${t.archiveAfter}); nothing rolled up.`];
  }
  return [
    `- Sessions: ${s.countBefore} → ${s.countAfter} in sessions/ (keep ${t.keepSessions}); ${plural(s.rolled.length, 'summary', 'summaries')} rolled into ${countsBy(s.rolled.map((r) => r.archive))}; ${plural(s.duplicateOutcomesDropped, 'duplicate outcome')} dropped.`,
    ...s.rolled.map(
      (r) => `  - ${r.path} → ${r.archive}${r.duplicateOutcomesDropped > 0 ? ` (${plural(r.duplicateOutcomesDropped, 'duplicate outcome')} dropped)` : ''}`,
    ),
  ];
}

function decisionsLines(d: DecisionsReport, t: Thresholds): string[] {
  const out: string[] = [];
  const none = d.flaggedStale.length + d.superseded.length + d.compacted.length === 0;
  out.push(
    none
      ? '- Decisions: nothing to change.'
      : `- Decisions: ${plural(d.flaggedStale.length, 'flagged Under Review', 'flagged Under Review')}, ${d.superseded.length} superseded, ${d.compacted.length} compacted to the archive.`,
  );
  for (const f of d.flaggedStale)
    out.push(`  - ${f.id} “${f.title}”: Active → Under Review (not confirmed since ${f.since}, ${f.ageDays} days > ${t.staleDecisionDays}).`);
  for (const s of d.superseded)
    out.push(
      `  - ${s.id} “${s.title}”: Superseded by ${s.by} (${s.reason === 'topic' ? 'newer decision on the same topic' : `${s.by} lists it in Supersedes`}).`,
    );
  for (const c of d.compacted) out.push(`  - ${c.id} (${c.status}): full text moved to ${c.archive}; a one-line stub stays in decisions.md.`);
  for (const k of d.skipped) out.push(`  - ${k.id} left alone: ${k.reason}.`);
  return out;
}

/** How many moved lines a report lists one by one; the archive holds them all. */
const LISTED_LINES = 20;
const LISTED_WIDTH = 160;

function clip(line: string): string {
  const chars = Array.from(line);
  return chars.length <= LISTED_WIDTH ? line : `${chars.slice(0, LISTED_WIDTH - 1).join('')}…`;
}

function draftLines(d: DraftReport): string[] {
  if (!d.given) return [];
  const moved = d.movedLines.length;
  const head = `- Draft of memory.md: ${d.linesBefore} → ${d.linesAfter} lines; ${plural(d.kept, 'line')} kept verbatim, ${plural(d.added, 'new or reworded line')}`;
  if (moved === 0) return [`${head}; no line left out.`];
  const out = [
    `${head}; ${plural(moved, 'line')} left out (or reworded) moved to ${d.archive} (pointer under “Deep links / pointers”)${d.pointersKept > 0 ? `; ${plural(d.pointersKept, 'archive pointer')} kept` : ''}.`,
  ];
  for (const m of d.moved) out.push(`  - ${m.section}: ${plural(m.lines, 'line')} moved.`);
  out.push(...d.movedLines.slice(0, LISTED_LINES).map((l) => `    - moved: ${clip(l)}`));
  if (moved > LISTED_LINES) out.push(`    - … and ${moved - LISTED_LINES} more in ${d.archive}.`);
  return out;
}

function coreLines(c: CoreBudgetReport): string[] {
  const out: string[] = [];
  const parts: string[] = [];
  if (c.created) parts.push('created from the template');
  if (c.sectionsAdded.length > 0) parts.push(`sections added: ${c.sectionsAdded.join(', ')}`);
  const movedTotal = c.moved.reduce((n, m) => n + m.lines, 0);
  if (c.archive) parts.push(`${plural(movedTotal, 'line')} moved to ${c.archive} (pointer under “Deep links / pointers”)`);
  out.push(`- Core memory: ${c.linesBefore} → ${c.linesAfter} lines (limit ${c.limit})${parts.length > 0 ? `; ${parts.join('; ')}` : ''}.`);
  for (const m of c.moved) out.push(`  - ${m.section}: ${plural(m.lines, 'line')} moved.`);
  if (!c.withinLimit) out.push('  - Still over the limit: the headings and pointers alone exceed it; shorten memory.md by hand.');
  return out;
}

function metadataLines(m: MetadataReport): string[] {
  const out: string[] = [];
  const manifest =
    m.manifest.changedKeys.length > 0
      ? `manifest.json refreshed (${m.manifest.changedKeys.join(', ')})`
      : m.manifest.valid
        ? 'manifest.json up to date'
        : 'manifest.json not refreshed';
  const artifacts = m.artifacts.valid ? 'artifacts.json valid' : m.artifacts.present ? 'artifacts.json invalid' : 'artifacts.json missing';
  out.push(`- Metadata: ${manifest}; ${artifacts}.`);
  for (const p of [m.manifest.problem, m.artifacts.problem]) if (p) out.push(`  - ${p}`);
  return out;
}

function noLossLines(n: InventoryResult): string[] {
  const exceptions = `${plural(n.droppedDuplicates, 'duplicate outcome line')} dropped with a copy kept, ${plural(n.modifiedByDesign, 'field line')} changed by design`;
  if (n.ok) {
    return [`- No-loss check: passed — all ${n.linesBefore} non-blank lines from before are present after (${exceptions}).`];
  }
  return [
    `- No-loss check: FAILED — ${n.missing.reduce((k, m) => k + m.count, 0)} line(s) unaccounted for (${exceptions}).`,
    ...n.missing.slice(0, 20).map((m) => `  - missing ×${m.count} from ${m.paths.join(', ')}: ${m.line}`),
    ...n.unjustified.map((u) => `  - ${u}`),
  ];
}

/** One Markdown log entry for a run. */
export function renderReport(report: ConsolidationReport): string {
  const lines = [
    `## ${report.now} — consolidation`,
    '',
    ...sessionsLines(report.sessions, report.thresholds),
    ...decisionsLines(report.decisions, report.thresholds),
    ...draftLines(report.draft),
    ...coreLines(report.core),
    ...metadataLines(report.metadata),
    ...noLossLines(report.noLoss),
  ];
  if (report.sessions.undated.length > 0) lines.push(`- Not rolled up (no date in the name): ${report.sessions.undated.join(', ')}.`);
  for (const p of report.thresholdProblems) lines.push(`- Threshold: ${p}`);
  if (report.writes.length + report.deletes.length > 0) {
    lines.push(`- Files written: ${report.writes.join(', ') || 'none'}; deleted: ${report.deletes.join(', ') || 'none'}.`);
  }
  return lines.join('\n') + '\n';
}
