/**
 * The session-start offer to import (issue 13 item 3): which memory sources a folder holds, by a
 * handful of lstat calls. The hook loads this module, never the import itself.
 */
import path from 'node:path';
import { hasDecisionEntry } from '../core/decisions-scan.js';
import { claudeProjectDirName } from '../core/import/sources.js';
import { isRealDir, isRealFile } from '../storage/import-source.js';
import { isSessionFileName } from './session-files.js';
import type { Scope } from './scope.js';
import type { Workspace } from './workspace.js';

const FILES = ['CLAUDE.md', '.claude/CLAUDE.md', 'CLAUDE.local.md', 'AGENTS.md', 'MEMORY.md', '.cursorrules'];
const DIRS = ['.cursor/rules', 'memory-bank', '.jarvis/memory', '.projectmem'];

interface Probe {
  abs: string;
  shown: string;
  dir: boolean;
}

/** Where importableSources looks, in the order it names what it finds (one lstat each). */
function probes(cwd: string, home: string | undefined): Probe[] {
  const list = FILES.map((f) => ({ abs: path.join(cwd, f), shown: f, dir: false }));
  list.push(...DIRS.map((d) => ({ abs: path.join(cwd, d), shown: `${d}/`, dir: true })));
  if (home) list.push({ abs: path.join(home, '.claude', 'projects', claudeProjectDirName(cwd), 'memory'), shown: 'Claude auto memory', dir: true });
  return list;
}

/** The sources present in `cwd` (and Claude Code's auto memory for it), as shown names. */
export function importableSources(cwd: string, home: string | undefined): string[] {
  return probes(cwd, home)
    .filter((p) => (p.dir ? isRealDir(p.abs) : isRealFile(p.abs)))
    .map((p) => p.shown);
}

/** The paths whose lstat decides importableSources (the session-start context cache keeps them). */
export function importProbePaths(cwd: string, home: string | undefined): string[] {
  return probes(cwd, home).map((p) => p.abs);
}

/** A project nothing was recorded in yet: no decision, no session, never imported. */
export function isEmptyProject(ws: Workspace, scope: Scope): boolean {
  try {
    if (ws.root.readText(`${scope.dir}/archive/import-log.md`)) return false;
    if (hasDecisionEntry(ws.root.readText(`${scope.dir}/decisions.md`)?.text ?? '')) return false;
    return !ws.root.list(`${scope.dir}/sessions`).some((d) => d.isFile() && isSessionFileName(d.name));
  } catch {
    return false;
  }
}

/** One line offering the import, or '' when the folder holds no known source. */
export function importHint(sources: readonly string[], bound: boolean): string {
  if (sources.length === 0) return '';
  const what = sources.slice(0, 4).join(', ') + (sources.length > 4 ? ', …' : '');
  return bound
    ? `project-memory: this project is still empty and this folder has memory from other tools (${what}); preview importing it with \`project-memory import --dry-run\` (MCP: import_memory).`
    : `project-memory: this folder has memory from other tools (${what}); once bound, preview importing it with \`project-memory import --dry-run\` (MCP: import_memory).`;
}
