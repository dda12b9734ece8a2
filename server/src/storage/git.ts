/** The one git question the memory asks a bound repository (the staleness signal of precheck_file, docs/FORMATS.md#decisions). */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** Commits touching `pathspecs` since `date` (YYYY-MM-DD); null when `repo` is not a git repository. */
export function commitsSince(repo: string, date: string, pathspecs: readonly string[]): number | null {
  if (!fs.existsSync(path.join(repo, '.git'))) return null;
  try {
    const out = execFileSync('git', ['-C', repo, 'log', `--since=${date}T00:00:00Z`, '--format=%H', '--', ...pathspecs], {
      encoding: 'utf8',
      timeout: 3000,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return out.split('\n').filter(Boolean).length;
  } catch {
    return null;
  }
}
