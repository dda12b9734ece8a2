/** What every use case needs: the memory root, where the caller stands, and the clock. */
import { today } from '../core/dates.js';
import type { MemoryRoot } from '../storage/root.js';

export interface Workspace {
  root: MemoryRoot;
  /** The caller's working directory (CLAUDE_PROJECT_DIR, else cwd): picks the bound project. */
  cwd: string;
  now: () => Date;
}

export function todayOf(ws: Workspace): string {
  return today(ws.now());
}
