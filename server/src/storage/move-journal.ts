/**
 * The journal of a `share` or `unshare` in progress (services/share.ts): written before the first
 * change, updated at each step that decides the way back, removed when the move is complete. A
 * process killed at any point leaves it, and the next preparation of the root reads it to finish
 * the move or undo it (services/share-recovery.ts). `<root>/.journal/moves/<slug>.json`: the
 * root's private folder, never committed (core/team/merge-rules.ts ignores `.journal/`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { isKebabCase } from '../core/slug.js';
import { writeAtomic } from './fs-safe.js';
import { noteChange } from './waits.js';

export interface MoveJournal {
  op: 'share' | 'unshare';
  slug: string;
  /** The repository's shared folder, `<checkout>/.project-memory`. */
  dir: string;
  /** Where the copy is made: beside `dir` (share) or beside the root's project folder (unshare). */
  staging: string;
  /** unshare: where the root's project folder (the pointer) is set aside during the swap. */
  aside: string;
  /** Where a folder goes in one rename before it is removed (`dir` after unshare, a copy share made). */
  removing: string;
  /** share: `dir` did not exist before, so a move undone removes the copy it made. */
  created: boolean;
  /** The copy is complete and read back: an unshare interrupted in its swap goes forward. */
  staged: boolean;
  /** sha256 of every file the move copies, by its path in the target. */
  digests: Record<string, string>;
}

export function moveJournalDir(rootDir: string): string {
  return path.join(rootDir, '.journal', 'moves');
}

function journalPath(rootDir: string, slug: string): string {
  return path.join(moveJournalDir(rootDir), `${slug}.json`);
}

export function writeMoveJournal(rootDir: string, j: MoveJournal): void {
  writeAtomic(rootDir, journalPath(rootDir, j.slug), `${JSON.stringify(j)}\n`, `.journal/moves/${j.slug}.json`);
}

function isJournal(o: unknown, slug: string): o is MoveJournal {
  const j = o as Partial<MoveJournal> | null;
  const abs = (p: unknown) => typeof p === 'string' && path.isAbsolute(p) && !p.includes('\0');
  return (
    !!j &&
    (j.op === 'share' || j.op === 'unshare') &&
    j.slug === slug &&
    abs(j.dir) &&
    abs(j.staging) &&
    abs(j.aside) &&
    abs(j.removing) &&
    typeof j.created === 'boolean' &&
    typeof j.staged === 'boolean' &&
    !!j.digests &&
    typeof j.digests === 'object'
  );
}

/** The journal of `slug`, or null (none, or not one this code wrote: then it is left for a person). */
export function readMoveJournal(rootDir: string, slug: string): MoveJournal | null {
  try {
    const o = JSON.parse(fs.readFileSync(journalPath(rootDir, slug), 'utf8')) as unknown;
    return isJournal(o, slug) ? o : null;
  } catch {
    return null;
  }
}

export function removeMoveJournal(rootDir: string, slug: string): void {
  noteChange();
  fs.rmSync(journalPath(rootDir, slug), { force: true });
}

/** Slugs with a move in progress (or interrupted). One readdir; none when the folder is absent. */
export function movingSlugs(rootDir: string): string[] {
  try {
    return fs
      .readdirSync(moveJournalDir(rootDir))
      .filter((n) => n.endsWith('.json'))
      .map((n) => n.slice(0, -'.json'.length))
      .filter((s) => isKebabCase(s));
  } catch {
    return [];
  }
}
