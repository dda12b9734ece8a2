/**
 * `project-memory setup <agent> [--dry-run] [--remove]` (docs/AGENTS-SETUP.md): puts our MCP server
 * and the session-start loading into an agent's own configuration, or takes them out. Every file is
 * planned first (core/agent-setup.ts) and nothing is written unless all of them can be; each
 * replaced version goes to the local history first (storage/outside-history.ts), and `--remove`
 * gives back the exact bytes a file had before setup when nothing changed it since.
 */
import path from 'node:path';
import { planAgent, shownPath, type AgentName, type FileChange, type SetupFacts } from '../core/agent-setup.js';
import { envVar } from '../core/env.js';
import { MemoryError } from '../core/errors.js';
import { unifiedDiff } from '../core/history-diff.js';
import { currentOrigin } from '../storage/history-store.js';
import { nodeCrypto } from '../storage/lazy-crypto.js';
import { deleteOutsideFile, outsideFileExists, readOutsideFile, realDirOf, writeOutsideFile, type OutsideFile } from '../storage/outside-file.js';
import { bytesBeforeLastChange, keepOutsideVersions } from '../storage/outside-history.js';
import { homeDir, locateRootDir } from '../storage/root.js';
import { currentEnv } from './environment.js';
import type { Workspace } from './workspace.js';

export interface InstallPaths {
  /** The folder of the running bundles (server.js, hook.cjs): what the agents will start. */
  distDir: string;
}

export interface FileOutcome {
  file: string;
  what: string;
  action: 'created' | 'updated' | 'unchanged' | 'removed' | 'restored' | 'deleted' | 'absent';
  /** Unified diff of the change ('' when none). */
  diff: string;
}

export interface SetupResult {
  agent: AgentName;
  dry_run: boolean;
  remove: boolean;
  loading: 'hook' | 'instructions' | 'plugin';
  files: FileOutcome[];
  /** Commands run (claude) or to run by hand. */
  commands: { command: string; ran: boolean; ok?: boolean; output?: string }[];
  notes: string[];
}

/** Tools whose last change `--remove` may undo by restoring the version before it. */
const SETUP_TOOLS = ['cli setup'];

function sha256Hex(text: string): string {
  return nodeCrypto().createHash('sha256').update(text, 'utf8').digest('hex');
}

/** Where the bundles live, checked: an agent configured with a path that does not exist would fail later, silently. */
export function bundlePaths(install: InstallPaths): { serverScript: string; hookScript: string; notes: string[] } {
  const serverScript = path.join(install.distDir, 'server.js');
  const hookScript = path.join(install.distDir, 'hook.cjs');
  for (const f of [serverScript, hookScript]) {
    if (!outsideFileExists(f))
      throw new MemoryError(
        'NOT_FOUND',
        `${f} is missing, so agents could not start project-memory from here.`,
        'Reinstall project-memory (npm install -g @project-memory/cli), then run setup again.',
      );
  }
  const notes: string[] = [];
  if (/[\\/]_npx[\\/]|[\\/]\.claude[\\/]plugins[\\/]cache[\\/]/.test(install.distDir)) {
    notes.push(
      `The agent will start project-memory from ${install.distDir}, a copy that changes or goes away on the next update; install it for good (npm install -g @project-memory/cli) and run setup from there.`,
    );
  }
  return { serverScript, hookScript, notes };
}

/**
 * Where setup runs: the memory root's path (handed to agents when it is not the default one) and
 * how to open it for writing, which happens only once every file could be planned, so a refused
 * setup leaves no new root behind either.
 */
export interface SetupPlace {
  rootDir: string;
  open(): Workspace;
}

/** The memory root's path as the CLI would open it (--root, PROJECT_MEMORY_ROOT, ~/.project-memory), without opening it. */
export function memoryRootPath(root: string | undefined, env: NodeJS.ProcessEnv, from: string): string {
  return locateRootDir(root, env, from);
}

export function setupFacts(place: SetupPlace, install: InstallPaths): SetupFacts & { notes: string[] } {
  const env = currentEnv();
  const home = homeDir(env);
  const { serverScript, hookScript, notes } = bundlePaths(install);
  // The default root needs no variable; another one is handed to the server and the hook, since
  // agents start them with their own environment (Codex passes only a few variables on).
  const defaultRoot = locateRootDir(undefined, { HOME: home });
  const root = realDirOf(place.rootDir) === realDirOf(defaultRoot) ? undefined : realDirOf(place.rootDir);
  const pick = (k: string) => envVar(env, k);
  return {
    home,
    env: {
      CODEX_HOME: pick('CODEX_HOME'),
      GEMINI_CLI_HOME: pick('GEMINI_CLI_HOME'),
      COPILOT_HOME: pick('COPILOT_HOME'),
      XDG_CONFIG_HOME: pick('XDG_CONFIG_HOME'),
    },
    serverScript,
    hookScript,
    root,
    exists: outsideFileExists,
    realDir: realDirOf,
    sha256Hex,
    notes,
  };
}

interface Planned {
  change: FileChange;
  before: OutsideFile | null;
  /** undefined: delete the file. */
  after: string | undefined;
  action: FileOutcome['action'];
}

function planAdd(change: FileChange): Planned {
  const before = readOutsideFile(change.file, change.shown);
  const after = change.add(before?.text ?? null);
  const action = before === null ? 'created' : after === before.text ? 'unchanged' : 'updated';
  return { change, before, after, action };
}

function planRemove(rootDir: string, change: FileChange): Planned {
  const before = readOutsideFile(change.file, change.shown);
  if (!before) return { change, before, after: undefined, action: 'absent' };
  const removed = change.remove(before.text);
  if (removed === null) return { change, before, after: before.text, action: 'absent' };
  // Nothing changed the file since setup wrote it: the exact bytes from before, or no file at all.
  const original = bytesBeforeLastChange(rootDir, change.shown, before.bytes, SETUP_TOOLS);
  if (original === null || (change.owned && removed === '')) return { change, before, after: undefined, action: 'deleted' };
  if (original !== undefined) {
    const text = original.toString('utf8');
    // The history's version is used only when it is what removing our part means.
    if (change.remove(change.add(text)) !== null && change.add(text) === before.text) return { change, before, after: text, action: 'restored' };
  }
  return { change, before, after: removed, action: 'removed' };
}

function diffOf(p: Planned): string {
  const from = p.before ? p.change.shown : '/dev/null';
  const to = p.after === undefined ? '/dev/null' : p.change.shown;
  return unifiedDiff(p.before?.text ?? '', p.after ?? '', { from, to }).text;
}

function write(ws: Workspace, p: Planned): void {
  const tool = currentOrigin().tool;
  const afterBytes = p.after === undefined ? null : Buffer.from(p.after, 'utf8');
  const log = keepOutsideVersions(ws.root.dir, p.change.shown, p.before?.bytes ?? null, afterBytes, tool);
  if (p.after === undefined) {
    if (p.before) deleteOutsideFile(p.change.shown, p.before);
  } else writeOutsideFile(p.change.file, p.change.shown, p.before, p.after);
  log?.();
}

/** Sets up (or, with `remove`, takes out) an agent configured through files. */
export function setupFileAgent(
  place: SetupPlace,
  agent: Exclude<AgentName, 'claude'>,
  install: InstallPaths,
  opts: { remove: boolean; dryRun: boolean },
): SetupResult {
  const facts = setupFacts(place, install);
  const plan = planAgent(agent, facts);
  // Every file planned before any is written: one unreadable file and nothing changes.
  const planned = plan.changes.map((c) => (opts.remove ? planRemove(place.rootDir, c) : planAdd(c)));
  const changing = planned.filter((p) => p.action !== 'unchanged' && p.action !== 'absent');
  if (!opts.dryRun && changing.length) {
    const ws = place.open();
    for (const p of changing) write(ws, p);
  }
  return {
    agent,
    dry_run: opts.dryRun,
    remove: opts.remove,
    loading: plan.loading,
    files: planned.map((p) => ({ file: p.change.shown, what: p.change.what, action: p.action, diff: diffOf(p) })),
    commands: [],
    notes: facts.notes,
  };
}

export { shownPath };
