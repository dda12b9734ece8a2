/**
 * Per-session state under CLAUDE_PLUGIN_DATA: when the session started, whether it changed code,
 * whether the Stop reminder already fired. The transcript can lag at Stop, so the hooks record
 * what happened as it happens instead of reading it back.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface SessionState {
  startedAt: number;
  project: string | null;
  codeChanged: string[];
  /** Files whose covering decisions were already shown this session (shown once per file). */
  cited: string[];
  reminded: boolean;
}

function stateDir(env: NodeJS.ProcessEnv): string {
  const base = env.CLAUDE_PLUGIN_DATA || path.join(os.tmpdir(), `project-memory-${process.getuid?.() ?? 'user'}`);
  return path.join(base, 'sessions');
}

function stateFile(env: NodeJS.ProcessEnv, sessionId: string): string | null {
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(sessionId)) return null;
  return path.join(stateDir(env), `${sessionId}.json`);
}

export function readState(env: NodeJS.ProcessEnv, sessionId: string | undefined): SessionState | null {
  const file = sessionId ? stateFile(env, sessionId) : null;
  if (!file) return null;
  try {
    const data = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<SessionState>;
    return {
      startedAt: typeof data.startedAt === 'number' ? data.startedAt : Date.now(),
      project: typeof data.project === 'string' ? data.project : null,
      codeChanged: Array.isArray(data.codeChanged) ? data.codeChanged.filter((x): x is string => typeof x === 'string') : [],
      cited: Array.isArray(data.cited) ? data.cited.filter((x): x is string => typeof x === 'string') : [],
      reminded: data.reminded === true,
    };
  } catch {
    return null;
  }
}

export function writeState(env: NodeJS.ProcessEnv, sessionId: string | undefined, state: SessionState): void {
  const file = sessionId ? stateFile(env, sessionId) : null;
  if (!file) return;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // Exclusive create: a link planted at the temp name is never followed (O_EXCL refuses links).
  const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2, 10)}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify(state), { flag: 'wx' });
  fs.renameSync(tmp, file);
}

export function freshState(project: string | null = null): SessionState {
  return { startedAt: Date.now(), project, codeChanged: [], cited: [], reminded: false };
}

/** How often the state folder is swept: one stat per session start instead of one per file. */
const PRUNE_EVERY_MS = 86_400_000;
const PRUNE_MARKER = '.pruned';

/** Drops state files of sessions that ended long ago, so the folder does not grow forever. */
export function pruneStates(env: NodeJS.ProcessEnv, maxAgeMs = 7 * 86_400_000): void {
  const dir = stateDir(env);
  const marker = path.join(dir, PRUNE_MARKER);
  const now = Date.now();
  try {
    if (now - fs.statSync(marker).mtimeMs < PRUNE_EVERY_MS) return;
  } catch {
    /* never swept */
  }
  let names: string[];
  try {
    names = fs.readdirSync(dir);
    fs.writeFileSync(marker, '');
  } catch {
    return;
  }
  for (const name of names) {
    if (name === PRUNE_MARKER) continue;
    try {
      const full = path.join(dir, name);
      if (now - fs.statSync(full).mtimeMs > maxAgeMs) fs.rmSync(full, { force: true });
    } catch {
      /* raced with another session */
    }
  }
}
