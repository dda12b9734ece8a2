/**
 * The consolidation journal: before a /dream apply touches a file, the whole before-and-after of
 * every file it will write or delete is written atomically to `<root>/.journal/<slug>.json`. A
 * crash mid-apply is then finished on the next access (roll forward: the journal holds every new
 * content), and the last applied journal stays as `<slug>.last.json` so that `dream --undo` can
 * restore the exact state before it.
 */
import path from 'node:path';
import { MemoryError } from '../core/errors.js';
import { ensureDirContained, readTextContained, removeContained, writeAtomic } from './fs-safe.js';
import { listAnchored } from './anchored-dir.js';
import type { MemoryRoot } from './root.js';
import type { ExpectedVersion } from './file-identity.js';

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

/** Journals hold whole files before and after, so they may exceed one memory file's cap. */
const MAX_JOURNAL_BYTES = 256 * 1024 * 1024;

function readJournal(root: MemoryRoot, file: string): Journal | null {
  let text: string;
  try {
    const read = readTextContained(root.dir, file, file, MAX_JOURNAL_BYTES);
    if (!read) return null;
    text = read.text;
  } catch {
    return null;
  }
  const data = JSON.parse(text) as Journal;
  if (data?.version !== 1 || !Array.isArray(data.entries)) throw new MemoryError('INVALID_FORMAT', `The consolidation journal ${file} is damaged.`, 'Move it aside and run project-memory doctor.');
  return data;
}

export function readPendingJournal(root: MemoryRoot, slug: string): Journal | null {
  return readJournal(root, pendingJournalPath(root, slug));
}

export function readLastJournal(root: MemoryRoot, slug: string): Journal | null {
  return readJournal(root, lastJournalPath(root, slug));
}

/**
 * Writes every entry's `side` content (or removes the file when it is null). Idempotent. With
 * `expected`, each listed file must still be the version seen (StaleVersionError otherwise).
 */
export function applyEntries(root: MemoryRoot, entries: readonly JournalEntry[], side: 'before' | 'after', expected?: ReadonlyMap<string, ExpectedVersion>): void {
  for (const e of entries) {
    const content = e[side];
    const target = root.resolve(e.path);
    if (content === null) {
      if (target.stat) removeContained(root.dir, target.abs, e.path, expected?.get(e.path));
    } else if (root.readText(e.path)?.text !== content) {
      writeAtomic(root.dir, target.abs, content, e.path, expected?.get(e.path));
    }
  }
}

export function beginJournal(root: MemoryRoot, journal: Journal): void {
  ensureDirContained(root.dir, journalDir(root));
  writeAtomic(root.dir, pendingJournalPath(root, journal.project), JSON.stringify({ ...journal, state: 'applying' }));
}

/** The apply is complete: the pending journal becomes the undo record of the last apply. */
export function commitJournal(root: MemoryRoot, journal: Journal): void {
  writeAtomic(root.dir, lastJournalPath(root, journal.project), JSON.stringify({ ...journal, state: 'applied' }));
  removeContained(root.dir, pendingJournalPath(root, journal.project));
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
    return listAnchored(root.dir, journalDir(root))
      .map((d) => d.name)
      .filter((n) => n.endsWith('.json') && !n.endsWith('.last.json'))
      .map((n) => n.slice(0, -'.json'.length));
  } catch {
    return [];
  }
}

export function dropLastJournal(root: MemoryRoot, slug: string): void {
  removeContained(root.dir, lastJournalPath(root, slug));
}
