/**
 * The consolidation journal file (docs/FORMATS.md#journal): `<root>/.journal/<slug>.json` (pending),
 * `<slug>.last.json` (the undo record) and `<slug>.abandoned.json`, each a signed envelope around
 * one Journal. A journal is accepted only if this product wrote it: its shape is checked strictly,
 * every path must lie inside its own project's folder, and it carries an HMAC under a key that
 * only the server's own `.journal` folder holds (no tool path reaches it), so a planted file is
 * refused. Applying and recovering a journal is storage/journal.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { MemoryError } from '../core/errors.js';
import { parseMemoryPath, reservedReason } from '../core/path-rules.js';
import { isKebabCase } from '../core/slug.js';
import { ensureDirContained, readTextContained, tempNameFor, writeAtomic } from './fs-safe.js';
import { entryOf, withAnchoredDir } from './anchored-dir.js';
import { nodeCrypto } from './lazy-crypto.js';
import type { MemoryRoot } from './root.js';
import { noteChange } from './waits.js';

export interface JournalEntry {
  /** Root-relative path. */
  path: string;
  /** Content before the apply; null when the file did not exist. */
  before: string | null;
  /** Content after the apply; null when the apply deletes it. */
  after: string | null;
}

/** 'apply' becomes the undo record when complete; 'undo' removes that record when complete. */
export type JournalKind = 'apply' | 'undo';

export interface Journal {
  version: 2;
  kind: JournalKind;
  project: string;
  now: string;
  state: 'applying' | 'applied';
  entries: JournalEntry[];
}

export interface JournalDraft {
  kind?: JournalKind;
  project: string;
  now: string;
  entries: JournalEntry[];
}

/**
 * Strict shape checks (exact key sets, exact types). Hand-written rather than zod, which only the
 * MCP adapter loads (test/unit/boundaries.test.ts): this module is on the CLI's and hooks' paths.
 */
function hasExactly(v: unknown, keys: readonly string[]): v is Record<string, unknown> {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) return false;
  const own = Object.keys(v);
  return own.length === keys.length && keys.every((k) => Object.hasOwn(v, k));
}

const isTextOrNull = (v: unknown) => v === null || typeof v === 'string';

function isEntry(v: unknown): v is JournalEntry {
  return (
    hasExactly(v, ['path', 'before', 'after']) &&
    typeof v.path === 'string' &&
    v.path.length > 0 &&
    v.path.length <= 4096 &&
    isTextOrNull(v.before) &&
    isTextOrNull(v.after)
  );
}

function isJournal(v: unknown): v is Journal {
  return (
    hasExactly(v, ['version', 'kind', 'project', 'now', 'state', 'entries']) &&
    v.version === 2 &&
    (v.kind === 'apply' || v.kind === 'undo') &&
    typeof v.project === 'string' &&
    isKebabCase(v.project) &&
    typeof v.now === 'string' &&
    v.now.length <= 64 &&
    (v.state === 'applying' || v.state === 'applied') &&
    Array.isArray(v.entries) &&
    v.entries.length > 0 &&
    v.entries.every(isEntry)
  );
}

interface Envelope {
  format: 'project-memory-journal';
  mac: string;
  journal: string;
}

function isEnvelope(v: unknown): v is Envelope {
  return (
    hasExactly(v, ['format', 'mac', 'journal']) &&
    v.format === 'project-memory-journal' &&
    typeof v.mac === 'string' &&
    /^[0-9a-f]{64}$/.test(v.mac) &&
    typeof v.journal === 'string'
  );
}

export function journalDir(root: MemoryRoot): string {
  return path.join(root.dir, '.journal');
}

export function pendingJournalPath(root: MemoryRoot, slug: string): string {
  return path.join(journalDir(root), `${slug}.json`);
}

export function lastJournalPath(root: MemoryRoot, slug: string): string {
  return path.join(journalDir(root), `${slug}.last.json`);
}

export function abandonedJournalPath(root: MemoryRoot, slug: string): string {
  return path.join(journalDir(root), `${slug}.abandoned.json`);
}

/** Journals hold whole files before and after, so they may exceed one memory file's cap. */
export const MAX_JOURNAL_BYTES = 256 * 1024 * 1024;
const KEY_NAME = 'journal.key';

/** The root's journal key (created once, 0600). */
function journalKey(root: MemoryRoot, create: true): string;
function journalKey(root: MemoryRoot, create: false): string | null;
function journalKey(root: MemoryRoot, create: boolean): string | null {
  const abs = path.join(journalDir(root), KEY_NAME);
  const read = () => readTextContained(root.dir, abs, `.journal/${KEY_NAME}`)?.text.trim() ?? null;
  const unreadable = () =>
    new MemoryError(
      'IO',
      'The journal key .journal/journal.key is unreadable, so /dream cannot run safely.',
      'Remove .journal/journal.key if no /dream run is unfinished, then try again.',
    );
  const valid = (k: string | null): k is string => k !== null && /^[0-9a-f]{64}$/.test(k);
  const existing = fs.existsSync(abs) ? read() : null;
  if (valid(existing)) return existing;
  if (!create) return null;
  if (existing !== null) throw unreadable();
  ensureDirContained(root.dir, journalDir(root));
  withAnchoredDir(root.dir, journalDir(root), '.journal', (dir) => {
    // Written whole to a temp file, then published with link(), which fails if a key exists: two
    // first dreamers agree on one key, and a crash never leaves a torn one.
    const final = entryOf(dir, KEY_NAME);
    const temp = tempNameFor(final);
    try {
      noteChange();
      fs.writeFileSync(temp, nodeCrypto().randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
      fs.linkSync(temp, final);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    } finally {
      fs.rmSync(temp, { force: true });
    }
  });
  const key = read();
  if (!valid(key)) throw unreadable();
  return key;
}

function macOf(key: string, body: string): string {
  return nodeCrypto().createHmac('sha256', key).update(body, 'utf8').digest('hex');
}

function refuse(file: string, why: string): MemoryError {
  return new MemoryError(
    'INVALID_FORMAT',
    `The consolidation journal ${path.basename(file)} was not applied: ${why}.`,
    `Move .journal/${path.basename(file)} aside and run project-memory doctor.`,
  );
}

/** Reads and authenticates a journal; null when there is none. Refuses anything this product did not write. */
function readJournal(root: MemoryRoot, file: string, slug: string): Journal | null {
  const read = readTextContained(root.dir, file, `.journal/${path.basename(file)}`, MAX_JOURNAL_BYTES);
  if (!read) return null;
  const parse = (text: string): unknown => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return undefined;
    }
  };
  const envelope = parse(read.text);
  if (!isEnvelope(envelope)) throw refuse(file, 'it is damaged or was not written by this version of project-memory');
  let key: string | null;
  try {
    key = journalKey(root, false);
  } catch {
    key = null; // an unreadable key (a link, a folder) verifies nothing
  }
  const expected = key ? macOf(key, envelope.journal) : '';
  if (!key || !nodeCrypto().timingSafeEqual(Buffer.from(expected), Buffer.from(envelope.mac)))
    throw refuse(file, 'it was not written by this server (its signature does not match)');
  const data = parse(envelope.journal);
  if (!isJournal(data)) throw refuse(file, 'its content is damaged');
  if (data.project !== slug) throw refuse(file, `it names project "${data.project}", not "${slug}"`);
  const seen = new Set<string>();
  for (const e of data.entries) {
    let parts: string[];
    try {
      parts = parseMemoryPath(e.path);
    } catch {
      throw refuse(file, `the path ${JSON.stringify(e.path.slice(0, 200))} is not a valid memory path`);
    }
    const inside = parts.length >= 3 && parts[0] === 'projects' && parts[1] === slug && parts.join('/') === e.path && reservedReason(parts) === null;
    if (!inside) throw refuse(file, `the path ${JSON.stringify(e.path.slice(0, 200))} lies outside projects/${slug}/`);
    if (seen.has(e.path)) throw refuse(file, `the path ${e.path} appears twice`);
    seen.add(e.path);
  }
  return data;
}

export function writeJournal(root: MemoryRoot, file: string, journal: Journal): void {
  const body = JSON.stringify(journal);
  const key = journalKey(root, true);
  writeAtomic(root.dir, file, JSON.stringify({ format: 'project-memory-journal', mac: macOf(key, body), journal: body }), `.journal/${path.basename(file)}`);
}

export function readPendingJournal(root: MemoryRoot, slug: string): Journal | null {
  return readJournal(root, pendingJournalPath(root, slug), slug);
}

export function readLastJournal(root: MemoryRoot, slug: string): Journal | null {
  const last = readJournal(root, lastJournalPath(root, slug), slug);
  return last?.kind === 'apply' ? last : null;
}
