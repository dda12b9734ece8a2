/**
 * An agent's own command-line program, for the setup steps only it can do (`claude plugin
 * install`): found on the PATH of the environment in force, run without a shell, with a time
 * limit, its output captured for the one-sentence error.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { currentEnv } from './environment.js';
import { noteChange } from './waits.js';

/** The absolute path of `name` on PATH, or null. */
export function findOnPath(name: string, env: NodeJS.ProcessEnv = currentEnv()): string | null {
  for (const dir of (env.PATH ?? '').split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, name);
    try {
      const st = fs.statSync(candidate);
      if (st.isFile() && (st.mode & 0o111) !== 0) return candidate;
    } catch {
      /* not here */
    }
  }
  return null;
}

export interface CommandRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

export function runProgram(program: string, args: readonly string[], cwd: string, timeoutMs = 120_000): CommandRun {
  noteChange();
  const r = spawnSync(program, args, { cwd, env: currentEnv(), encoding: 'utf8', timeout: timeoutMs, stdio: ['ignore', 'pipe', 'pipe'] });
  if (r.error) return { status: null, stdout: r.stdout ?? '', stderr: r.error.message };
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

export function fileExists(file: string): boolean {
  return fs.existsSync(file);
}
