/**
 * What the viewer (`project-memory view`) shows that no tool returns yet: the files of a project
 * that have a local history, the /dream runs as the history recorded them (each file they touched,
 * before and after), and the undo state. Read-only; the viewer renders, this module reads, through
 * the same stores the history and /dream services use.
 */
import type { HistoryEntry } from '../core/history.js';
import { revOf } from '../core/history.js';
import { unifiedDiff } from '../core/history-diff.js';
import { CONSOLIDATION_LOG, CONSOLIDATION_LOG_HEADER } from '../core/consolidate/report.js';
import { readEntries, readObject } from '../storage/history-store.js';
import { exactText, readLastJournal, readPendingJournal } from '../storage/journal.js';
import type { FileChange } from './history.js';
import { resolveScope, type Scope } from './scope.js';
import { walkFiles } from './walk.js';
import type { Workspace } from './workspace.js';

export interface HistoryFileRow {
  path: string;
  versions: number;
  last: string;
  lastTool: string;
}

const exactUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

function textOf(ws: Workspace, scope: Scope, sha: string | null): string | null {
  if (sha === null) return '';
  const bytes = readObject(ws.root.dir, scope.slug, sha);
  if (!bytes) return null;
  try {
    return exactUtf8.decode(bytes);
  } catch {
    return null;
  }
}

/** Every path of the scope's history log with how many changes it has, newest change first. */
export function historyFiles(ws: Workspace, project: string | null | undefined): { project: string; files: HistoryFileRow[] } {
  const scope = resolveScope(ws, project);
  const rows = new Map<string, HistoryFileRow>();
  for (const e of readEntries(ws.root.dir, scope.slug)) {
    const row = rows.get(e.path) ?? { path: e.path, versions: 0, last: e.t, lastTool: e.tool };
    row.versions++;
    if (e.t >= row.last) {
      row.last = e.t;
      row.lastTool = e.tool;
    }
    rows.set(e.path, row);
  }
  return { project: scope.slug, files: [...rows.values()].sort((a, b) => b.last.localeCompare(a.last) || a.path.localeCompare(b.path)) };
}

/** The origins under which /dream writes (services/origin.ts names them): CLI, MCP tool, Stop hook. */
export function isDreamTool(tool: string): boolean {
  return /^cli dream\b/.test(tool) || tool === 'consolidate' || /auto-dream/.test(tool);
}

export interface DreamRun {
  /** 1-based, oldest first: the number the viewer links to. */
  n: number;
  time: string;
  tool: string;
  undo: boolean;
  session?: string;
  files: FileChange[];
  /** The report this run appended to archive/consolidation-log.md, when it did. */
  report: string;
}

/** Writes of one run land within a few seconds under one origin; a gap or another origin starts the next. */
const RUN_GAP_MS = 10_000;

function groupRuns(entries: readonly HistoryEntry[]): HistoryEntry[][] {
  const runs: HistoryEntry[][] = [];
  let current: HistoryEntry[] | null = null;
  for (const e of entries) {
    if (!isDreamTool(e.tool)) {
      current = null;
      continue;
    }
    const last = current?.[current.length - 1];
    if (current && last && last.tool === e.tool && last.session === e.session && Date.parse(e.t) - Date.parse(last.t) <= RUN_GAP_MS) current.push(e);
    else runs.push((current = [e]));
  }
  return runs;
}

/** The lines a run added at the end of the log: its report (the log only grows at its end). */
function appendedReport(before: string, after: string): string {
  const base = before === '' && after.startsWith(CONSOLIDATION_LOG_HEADER) ? CONSOLIDATION_LOG_HEADER : before;
  return after.startsWith(base) ? after.slice(base.length).replace(/^\n+/, '') : '';
}

/** Every /dream apply and undo the history holds for a project, oldest first, with per-file diffs. */
export function dreamRuns(ws: Workspace, project: string | null | undefined): { project: string; runs: DreamRun[] } {
  const scope = resolveScope(ws, project);
  const runs = groupRuns(readEntries(ws.root.dir, scope.slug)).map((group, i): DreamRun => {
    // A file written twice in one run (rare) shows its first before and last after.
    const byPath = new Map<string, { prev: string | null; sha: string | null }>();
    for (const e of group) {
      const seen = byPath.get(e.path);
      byPath.set(e.path, { prev: seen ? seen.prev : e.prev, sha: e.sha });
    }
    let report = '';
    const files: FileChange[] = [];
    for (const [p, { prev, sha }] of [...byPath].sort(([a], [b]) => a.localeCompare(b))) {
      const before = textOf(ws, scope, prev) ?? '';
      const after = textOf(ws, scope, sha) ?? '';
      const d = unifiedDiff(before, after, { from: `${p} (${prev ? revOf(prev) : 'absent'})`, to: `${p} (${sha ? revOf(sha) : 'deleted'})` });
      files.push({ path: p, from: prev ? revOf(prev) : 'absent', to: sha ? revOf(sha) : 'deleted', added: d.added, removed: d.removed, diff: d.text });
      if (p === CONSOLIDATION_LOG) report = appendedReport(before, after);
    }
    const first = group[0] as HistoryEntry;
    const run: DreamRun = { n: i + 1, time: first.t, tool: first.tool, undo: /--undo/.test(first.tool), files, report };
    if (first.session) run.session = first.session;
    return run;
  });
  return { project: scope.slug, runs };
}

export interface UndoState {
  project: string;
  /** The last applied /dream run can be undone (`project-memory dream --undo`). */
  available: boolean;
  now?: string;
  paths: string[];
  /** Files changed after that run: undo refuses them without --force. */
  drifted: string[];
  /** A run a crash interrupted is waiting (finished by the next command that prepares the root). */
  pending: boolean;
}

export function undoState(ws: Workspace, project: string | null | undefined): UndoState {
  const scope = resolveScope(ws, project);
  const pending = scope.kind === 'project' && readPendingJournal(ws.root, scope.slug) !== null;
  const last = scope.kind === 'project' ? readLastJournal(ws.root, scope.slug) : null;
  if (!last) return { project: scope.slug, available: false, paths: [], drifted: [], pending };
  const strip = (p: string) => (p.startsWith(`${scope.dir}/`) ? p.slice(scope.dir.length + 1) : p);
  return {
    project: scope.slug,
    available: true,
    now: last.now,
    paths: last.entries.map((e) => strip(e.path)),
    drifted: last.entries.filter((e) => exactText(ws.root, e.path) !== e.after).map((e) => strip(e.path)),
    pending,
  };
}

/** The memory files of a folder of the scope (scope-relative), as search walks them. */
export function scopeFiles(ws: Workspace, project: string | null | undefined, folder: string): string[] {
  const scope = resolveScope(ws, project);
  if (!/^[a-z0-9-]+$/.test(folder)) return [];
  const dir = `${scope.dir}/${folder}`;
  if (!ws.root.isDirectory(dir)) return [];
  return walkFiles(ws.root.dir, dir).map((f) => f.rel.slice(scope.dir.length + 1));
}
