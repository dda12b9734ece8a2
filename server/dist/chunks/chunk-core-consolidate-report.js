#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);

// server/src/core/consolidate/report.ts
var CONSOLIDATION_LOG = "archive/consolidation-log.md";
var CONSOLIDATION_LOG_HEADER = "# Consolidation log\n\nOne entry per consolidation run that changed something, newest last.\n";
function plural(n, one, many = `${one}s`) {
  return `${n} ${n === 1 ? one : many}`;
}
function countsBy(paths) {
  const counts = /* @__PURE__ */ new Map();
  for (const p of paths) counts.set(p, (counts.get(p) ?? 0) + 1);
  return [...counts].map(([p, n]) => `${p} (${n})`).join(", ");
}
function sessionsLines(s, t) {
  if (s.rolled.length === 0) {
    return [`- Sessions: ${plural(s.countBefore, "summary", "summaries")} in sessions/ (rolled up above ${t.archiveAfter}); nothing rolled up.`];
  }
  return [
    `- Sessions: ${s.countBefore} \u2192 ${s.countAfter} in sessions/ (keep ${t.keepSessions}); ${plural(s.rolled.length, "summary", "summaries")} rolled into ${countsBy(s.rolled.map((r) => r.archive))}; ${plural(s.duplicateOutcomesDropped, "duplicate outcome")} dropped.`,
    ...s.rolled.map(
      (r) => `  - ${r.path} \u2192 ${r.archive}${r.duplicateOutcomesDropped > 0 ? ` (${plural(r.duplicateOutcomesDropped, "duplicate outcome")} dropped)` : ""}`
    )
  ];
}
function decisionsLines(d, t) {
  const out = [];
  const none = d.flaggedStale.length + d.superseded.length + d.compacted.length === 0;
  out.push(
    none ? "- Decisions: nothing to change." : `- Decisions: ${plural(d.flaggedStale.length, "flagged Under Review", "flagged Under Review")}, ${d.superseded.length} superseded, ${d.compacted.length} compacted to the archive.`
  );
  for (const f of d.flaggedStale)
    out.push(`  - ${f.id} \u201C${f.title}\u201D: Active \u2192 Under Review (not confirmed since ${f.since}, ${f.ageDays} days > ${t.staleDecisionDays}).`);
  for (const s of d.superseded)
    out.push(
      `  - ${s.id} \u201C${s.title}\u201D: Superseded by ${s.by} (${s.reason === "topic" ? "newer decision on the same topic" : `${s.by} lists it in Supersedes`}).`
    );
  for (const c of d.compacted) out.push(`  - ${c.id} (${c.status}): full text moved to ${c.archive}; a one-line stub stays in decisions.md.`);
  for (const k of d.skipped) out.push(`  - ${k.id} left alone: ${k.reason}.`);
  return out;
}
var LISTED_LINES = 20;
var LISTED_WIDTH = 160;
function clip(line) {
  const chars = Array.from(line);
  return chars.length <= LISTED_WIDTH ? line : `${chars.slice(0, LISTED_WIDTH - 1).join("")}\u2026`;
}
function draftLines(d) {
  if (!d.given) return [];
  const moved = d.movedLines.length;
  const head = `- Draft of memory.md: ${d.linesBefore} \u2192 ${d.linesAfter} lines; ${plural(d.kept, "line")} kept verbatim, ${plural(d.added, "new or reworded line")}`;
  if (moved === 0) return [`${head}; no line left out.`];
  const out = [
    `${head}; ${plural(moved, "line")} left out (or reworded) moved to ${d.archive} (pointer under \u201CDeep links / pointers\u201D)${d.pointersKept > 0 ? `; ${plural(d.pointersKept, "archive pointer")} kept` : ""}.`
  ];
  for (const m of d.moved) out.push(`  - ${m.section}: ${plural(m.lines, "line")} moved.`);
  out.push(...d.movedLines.slice(0, LISTED_LINES).map((l) => `    - moved: ${clip(l)}`));
  if (moved > LISTED_LINES) out.push(`    - \u2026 and ${moved - LISTED_LINES} more in ${d.archive}.`);
  return out;
}
function coreLines(c) {
  const out = [];
  const parts = [];
  if (c.created) parts.push("created from the template");
  if (c.sectionsAdded.length > 0) parts.push(`sections added: ${c.sectionsAdded.join(", ")}`);
  const movedTotal = c.moved.reduce((n, m) => n + m.lines, 0);
  if (c.archive) parts.push(`${plural(movedTotal, "line")} moved to ${c.archive} (pointer under \u201CDeep links / pointers\u201D)`);
  out.push(`- Core memory: ${c.linesBefore} \u2192 ${c.linesAfter} lines (limit ${c.limit})${parts.length > 0 ? `; ${parts.join("; ")}` : ""}.`);
  for (const m of c.moved) out.push(`  - ${m.section}: ${plural(m.lines, "line")} moved.`);
  if (!c.withinLimit) out.push("  - Still over the limit: the headings and pointers alone exceed it; shorten memory.md by hand.");
  return out;
}
function metadataLines(m) {
  const out = [];
  const manifest = m.manifest.changedKeys.length > 0 ? `manifest.json refreshed (${m.manifest.changedKeys.join(", ")})` : m.manifest.valid ? "manifest.json up to date" : "manifest.json not refreshed";
  const artifacts = m.artifacts.valid ? "artifacts.json valid" : m.artifacts.present ? "artifacts.json invalid" : "artifacts.json missing";
  out.push(`- Metadata: ${manifest}; ${artifacts}.`);
  for (const p of [m.manifest.problem, m.artifacts.problem]) if (p) out.push(`  - ${p}`);
  return out;
}
function noLossLines(n) {
  const exceptions = `${plural(n.droppedDuplicates, "duplicate outcome line")} dropped with a copy kept, ${plural(n.modifiedByDesign, "field line")} changed by design`;
  if (n.ok) {
    return [`- No-loss check: passed \u2014 all ${n.linesBefore} non-blank lines from before are present after (${exceptions}).`];
  }
  return [
    `- No-loss check: FAILED \u2014 ${n.missing.reduce((k, m) => k + m.count, 0)} line(s) unaccounted for (${exceptions}).`,
    ...n.missing.slice(0, 20).map((m) => `  - missing \xD7${m.count} from ${m.paths.join(", ")}: ${m.line}`),
    ...n.unjustified.map((u) => `  - ${u}`)
  ];
}
function renderReport(report) {
  const lines = [
    `## ${report.now} \u2014 consolidation`,
    "",
    ...sessionsLines(report.sessions, report.thresholds),
    ...decisionsLines(report.decisions, report.thresholds),
    ...draftLines(report.draft),
    ...coreLines(report.core),
    ...metadataLines(report.metadata),
    ...noLossLines(report.noLoss)
  ];
  if (report.sessions.undated.length > 0) lines.push(`- Not rolled up (no date in the name): ${report.sessions.undated.join(", ")}.`);
  for (const p of report.thresholdProblems) lines.push(`- Threshold: ${p}`);
  if (report.writes.length + report.deletes.length > 0) {
    lines.push(`- Files written: ${report.writes.join(", ") || "none"}; deleted: ${report.deletes.join(", ") || "none"}.`);
  }
  return lines.join("\n") + "\n";
}

export {
  CONSOLIDATION_LOG,
  CONSOLIDATION_LOG_HEADER,
  renderReport
};
