/**
 * The deterministic consolidation engine (docs/ARCHITECTURE.md#dream): files in, a plan out, nothing touched. The
 * passes run in the documented order on a working copy (sessions, decisions, the dream agent's draft of
 * memory.md when one is given, core budget, then metadata, which counts what the others left), the
 * no-loss check compares the result with the input, and the
 * report is appended to archive/consolidation-log.md only when something changed. Same files and
 * same `now` give the same plan; applying a plan and planning again gives `changed: false`.
 */
import { assertIsoDate } from '../dates.js';
import { MemoryError } from '../errors.js';
import { readThresholds, type Thresholds } from '../thresholds.js';
import { appendBlock } from '../text-lines.js';
import { coreBudgetPass } from './core-budget-pass.js';
import { decisionsPass } from './decisions-pass.js';
import { draftPass } from './draft-pass.js';
import { applyChanges, lineInventory, mergeAccounting, type LineAccounting } from './inventory.js';
import { metadataPass, readManifest } from './metadata-pass.js';
import { CONSOLIDATION_LOG, CONSOLIDATION_LOG_HEADER, renderReport, type ConsolidationReport } from './report.js';
import { sessionsPass } from './sessions-pass.js';
import type { PassResult, ProjectSnapshot } from './types.js';

export interface ConsolidationPlan {
  /** Full new content by path (sorted by path); empty when nothing changes. */
  writes: Record<string, string>;
  /** Paths to delete (rolled-up session files), sorted. */
  deletes: string[];
  report: ConsolidationReport;
  changed: boolean;
}

export interface ConsolidationOptions {
  /** Overrides for the thresholds read from manifest.json (e.g. from a CLI flag). */
  thresholds?: Partial<Thresholds>;
  /**
   * The dream agent's draft of memory.md (its text, already read and checked for secrets and size
   * by the caller): it becomes memory.md, and every line of the current memory.md it leaves out
   * moves to archive/ (draft-pass.ts). A draft without a canonical section is refused.
   */
  memoryDraft?: string;
}

export function planConsolidation(snapshot: ProjectSnapshot, now: string, options: ConsolidationOptions = {}): ConsolidationPlan {
  assertIsoDate(now, 'now');
  const original = new Map(
    Object.keys(snapshot.files)
      .sort()
      .map((p) => [p, snapshot.files[p]!]),
  );
  const reading = readThresholds(readManifest(original));
  const thresholds: Thresholds = { ...reading.thresholds, ...definedOnly(options.thresholds) };

  const state = new Map(original);
  const accounting: LineAccounting[] = [];
  const apply = <R>(pass: PassResult<R>): R => {
    for (const [path, content] of pass.writes) state.set(path, content);
    for (const path of pass.deletes) state.delete(path);
    accounting.push(pass.accounting);
    return pass.report;
  };
  const sessions = apply(sessionsPass(state, thresholds));
  const decisions = apply(decisionsPass(state, thresholds, now));
  const draft = apply(draftPass(state, options.memoryDraft, thresholds, now));
  const core = apply(coreBudgetPass(state, thresholds, now, snapshot.projectName));
  const metadata = apply(metadataPass(state, now, differs(original, state)));

  const after = Object.fromEntries(state);
  const noLoss = lineInventory(snapshot.files, after, mergeAccounting(accounting));
  const changed = differs(original, state);
  if (changed) state.set(CONSOLIDATION_LOG, '');
  const writes = [...state.keys()].filter((p) => original.get(p) !== state.get(p)).sort();
  const deletes = [...original.keys()].filter((p) => !state.has(p)).sort();
  const report: ConsolidationReport = {
    now,
    thresholds,
    thresholdProblems: reading.problems,
    sessions,
    decisions,
    draft,
    core,
    metadata,
    noLoss,
    writes,
    deletes,
  };
  if (changed) state.set(CONSOLIDATION_LOG, appendBlock(original.get(CONSOLIDATION_LOG) ?? CONSOLIDATION_LOG_HEADER, renderReport(report)));

  return {
    writes: Object.fromEntries(writes.map((p) => [p, state.get(p)!])),
    deletes,
    report,
    changed,
  };
}

function differs(a: ReadonlyMap<string, string>, b: ReadonlyMap<string, string>): boolean {
  if (a.size !== b.size) return true;
  for (const [path, content] of b) if (a.get(path) !== content) return true;
  return false;
}

function definedOnly(t: Partial<Thresholds> | undefined): Partial<Thresholds> {
  const out: Partial<Thresholds> = {};
  if (!t) return out;
  for (const key of ['keepSessions', 'archiveAfter', 'staleDecisionDays', 'coreSoftLimit'] as const) {
    const v = t[key];
    if (v !== undefined) {
      if (!Number.isInteger(v) || v < 1) {
        throw new MemoryError('INVALID_INPUT', `The ${key} threshold must be a positive integer, got ${v}.`);
      }
      out[key] = v;
    }
  }
  return out;
}

/** The project's files after the plan (pure). */
export function applyPlan(files: Readonly<Record<string, string>>, plan: Pick<ConsolidationPlan, 'writes' | 'deletes'>): Record<string, string> {
  return applyChanges(files, plan.writes, plan.deletes);
}
