/** What every use case needs: the memory root, where the caller stands, and the clock. */
import { today } from '../core/dates.js';
import type { MemoryRoot } from '../storage/root.js';

export interface Workspace {
  root: MemoryRoot;
  /** The caller's working directory (CLAUDE_PROJECT_DIR, else cwd): picks the bound project. */
  cwd: string;
  now: () => Date;
  /** The shared project of the repository `cwd` is in (services/shared-attach.ts), if any. */
  shared?: { slug: string; top: string } | null;
  /** Why that repository's shared memory folder was refused, if it was. */
  sharedProblem?: string | null;
}

export function todayOf(ws: Workspace): string {
  return today(ws.now());
}
