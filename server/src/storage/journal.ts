/**
 * The consolidation journal: before a /dream apply touches a file, the whole before-and-after of
 * every file it will write or delete is written atomically to `<root>/.journal/<slug>.json`. A
 * crash mid-apply is then finished on the next access (roll forward: the journal holds every new
 * content), and the last applied journal stays as `<slug>.last.json` so that `dream --undo` can
 * restore the exact state before it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { MemoryError } from '../core/errors.js';
import { writeAtomic } from './fs-safe.js';
import type { MemoryRoot } from './root.js';

export interface JournalEntry {
  /** Root-relative path. */
  path: string;
  /** Content before the apply; null when the file did not exist. */
  before: string | null;
  /** Content after the apply; null when the apply deletes it. */
  after: string | null;
}

export interface Journal {
  version: 1;
  project: string;
  now: string;
  state: 'applying' | 'applied';
  entries: JournalEntry[];
}

function journalDir(root: MemoryRoot): string {
  return path.join(root.dir, '.journal');
}

export function pendingJournalPath(root: MemoryRoot, slug: string): string {
  return path.join(journalDir(root), `${slug}.json`);
}

export function lastJournalPath(root: MemoryRoot, slug: string): string {
  return path.join(journalDir(root), `${slug}.last.json`);
}

function readJournal(file: string): Journal | null {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
  const data = JSON.parse(text) as Journal;
  if (data?.version !== 1 || !Array.isArray(data.entries)) throw new MemoryError('INVALID_FORMAT', `The consolidation journal ${file} is damaged.`, 'Move it aside and run project-memory doctor.');
  return data;
}

export function readPendingJournal(root: MemoryRoot, slug: string): Journal | null {
  return readJournal(pendingJournalPath(root, slug));
}

export function readLastJournal(root: MemoryRoot, slug: string): Journal | null {
  return readJournal(lastJournalPath(root, slug));
}

/** Writes every entry's `side` content (or removes the file when it is null). Idempotent. */
export function applyEntries(root: MemoryRoot, entries: readonly JournalEntry[], side: 'before' | 'after'): void {
  for (const e of entries) {
    const content = e[side];
    const target = root.resolve(e.path);
    if (content === null) {
      if (target.stat) fs.rmSync(target.abs, { force: true });
    } else if (root.readText(e.path)?.text !== content) {
      writeAtomic(root.dir, target.abs, content, e.path);
    }
  }
}

export function beginJournal(root: MemoryRoot, journal: Journal): void {
  fs.mkdirSync(journalDir(root), { recursive: true });
  writeAtomic(root.dir, pendingJournalPath(root, journal.project), JSON.stringify({ ...journal, state: 'applying' }));
}

/** The apply is complete: the pending journal becomes the undo record of the last apply. */
export function commitJournal(root: MemoryRoot, journal: Journal): void {
  writeAtomic(root.dir, lastJournalPath(root, journal.project), JSON.stringify({ ...journal, state: 'applied' }));
  fs.rmSync(pendingJournalPath(root, journal.project), { force: true });
}

/** Finishes an apply that a crash interrupted. Returns the paths it completed. */
export function recoverJournal(root: MemoryRoot, slug: string): string[] {
  const pending = readPendingJournal(root, slug);
  if (!pending) return [];
  applyEntries(root, pending.entries, 'after');
  commitJournal(root, pending);
  return pending.entries.map((e) => e.path);
}

export function pendingJournalSlugs(root: MemoryRoot): string[] {
  try {
    return fs
      .readdirSync(journalDir(root))
      .filter((n) => n.endsWith('.json') && !n.endsWith('.last.json'))
      .map((n) => n.slice(0, -'.json'.length));
  } catch {
    return [];
  }
}

export function dropLastJournal(root: MemoryRoot, slug: string): void {
  fs.rmSync(lastJournalPath(root, slug), { force: true });
}
