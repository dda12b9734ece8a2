/**
 * The local history's formats (docs/FORMATS.md#history): one JSON line per change of a memory file, naming the
 * content before and after by sha256, and the rules that read them back (torn tail, REV
 * prefixes, retention). Pure: the store that writes them is storage/history-store.ts.
 */
import { MemoryError } from './errors.js';

/** Who changed a file: the tool (or CLI command, or hook) and, when known, the Claude session. */
export interface VersionOrigin {
  tool: string;
  session?: string;
}

/** One change of one file, as logged. `prev`/`sha` are sha256 hex of the bytes, null = absent. */
export interface HistoryEntry {
  /** ISO time of the change. */
  t: string;
  /** Path relative to the project folder (or `_global`). */
  path: string;
  prev: string | null;
  sha: string | null;
  tool: string;
  session?: string;
  /** mtime (ISO) of the replaced file when its content was not the last logged one: a hand edit. */
  prevTime?: string;
}

/** The first 16 hex characters of a sha256: the same string `read_file` reports as `revision`. */
export const REV_LENGTH = 16;
/** Shortest REV prefix accepted on input. */
export const MIN_REV_PREFIX = 6;

export function revOf(sha: string): string {
  return sha.slice(0, REV_LENGTH);
}

export function renderEntry(e: HistoryEntry): string {
  const out: Record<string, unknown> = { t: e.t, path: e.path, prev: e.prev, sha: e.sha, tool: e.tool };
  if (e.session) out.session = e.session;
  if (e.prevTime) out.prevTime = e.prevTime;
  return `${JSON.stringify(out)}\n`;
}

const SHA = /^[0-9a-f]{64}$/;

function asEntry(v: unknown): HistoryEntry | null {
  if (!v || typeof v !== 'object') return null;
  const o = v as Record<string, unknown>;
  const shaOk = (x: unknown) => x === null || (typeof x === 'string' && SHA.test(x));
  if (typeof o.t !== 'string' || typeof o.path !== 'string' || typeof o.tool !== 'string' || !shaOk(o.prev) || !shaOk(o.sha)) return null;
  const e: HistoryEntry = { t: o.t, path: o.path, prev: o.prev as string | null, sha: o.sha as string | null, tool: o.tool };
  if (typeof o.session === 'string') e.session = o.session;
  if (typeof o.prevTime === 'string') e.prevTime = o.prevTime;
  return e;
}

/**
 * Parses a log. A line that is not a whole entry (a tail torn by a crash, a line a person
 * damaged) is skipped, never fatal: the other entries stay readable. Every line names its time
 * to the millisecond, so two equal lines are one event.
 */
export function parseLog(text: string): HistoryEntry[] {
  const out: HistoryEntry[] = [];
  // An append may be carried over twice by a retention pass racing it: the same line, once.
  const seen = new Set<string>();
  for (const line of text.split('\n')) {
    if (line === '' || seen.has(line)) continue;
    seen.add(line);
    try {
      const e = asEntry(JSON.parse(line));
      if (e) out.push(e);
    } catch {
      /* torn or damaged line */
    }
  }
  return out;
}

/** One version of a file as listed: what it became at `t` and who made it. */
export interface FileVersion {
  rev: string;
  /** null: the file was deleted at this point. */
  sha: string | null;
  t: string;
  tool: string;
  session?: string;
  /** true: found on disk at the next tool write, made outside the tools (time = its mtime). */
  handEdit: boolean;
}

/**
 * The versions of one path, oldest first: every logged `sha`, and every `prev` that was not the
 * version logged just before it (edited by hand between two tool writes).
 */
export function versionsOf(entries: readonly HistoryEntry[], path: string): FileVersion[] {
  const out: FileVersion[] = [];
  let last: string | null | undefined;
  for (const e of entries) {
    if (e.path !== path) continue;
    if (e.prev !== null && e.prev !== last) {
      out.push({ rev: revOf(e.prev), sha: e.prev, t: e.prevTime ?? e.t, tool: 'found on disk (not written by a tool)', handEdit: true });
    }
    if (e.sha !== last || e.prev !== last) {
      const v: FileVersion = { rev: e.sha ? revOf(e.sha) : 'deleted', sha: e.sha, t: e.t, tool: e.tool, handEdit: false };
      if (e.session) v.session = e.session;
      out.push(v);
    }
    last = e.sha;
  }
  return out;
}

/**
 * Finds the version `at` names: a REV (hex prefix of at least MIN_REV_PREFIX characters of its
 * sha256, e.g. a `revision` read_file reported) or `~N`, the Nth version before the newest.
 */
export function pickVersion(versions: readonly FileVersion[], at: string, shown: string): FileVersion {
  const back = /^~(\d{1,6})$/.exec(at);
  const stored = versions.filter((v) => v.sha !== null);
  if (back) {
    const n = Number(back[1]);
    const v = versions[versions.length - 1 - n];
    if (!v || v.sha === null) throw new MemoryError('NOT_FOUND', `${shown} has no version ${at} (it has ${versions.length} recorded, ~0 is the newest).`);
    return v;
  }
  const prefix = at.toLowerCase();
  if (!/^[0-9a-f]+$/.test(prefix) || prefix.length < MIN_REV_PREFIX) {
    throw new MemoryError(
      'INVALID_INPUT',
      `at must be a revision (at least ${MIN_REV_PREFIX} hex characters, as read_file or history shows it) or ~N (N versions before the newest), not "${at}".`,
    );
  }
  const found = [...new Set(stored.filter((v) => (v.sha as string).startsWith(prefix)).map((v) => v.sha))];
  if (found.length > 1) throw new MemoryError('INVALID_INPUT', `Revision ${at} is ambiguous for ${shown}; give more characters.`);
  const sha = found[0];
  if (!sha) throw new MemoryError('NOT_FOUND', `${shown} has no recorded version ${at}.`, 'List its versions with `project-memory history <path>`.');
  // The newest occurrence: same bytes, the most recent origin.
  return [...stored].reverse().find((v) => v.sha === sha) as FileVersion;
}

export interface RetentionRule {
  /** Entries older than this are dropped (unless newest for their path). */
  maxAgeDays: number;
  /** Compressed bytes of the objects kept per project; the oldest entries go first. */
  maxBytes: number;
}

export const DEFAULT_RETENTION: RetentionRule = { maxAgeDays: 90, maxBytes: 64 * 1024 * 1024 };

/**
 * Which entries a retention pass keeps: the newest entry of every path always; others while they
 * are younger than maxAgeDays and, newest first, while the objects they need fit in maxBytes.
 * `sizeOf` gives an object's stored size (0 when missing). Returns the kept entries in log order.
 */
export function retain(entries: readonly HistoryEntry[], rule: RetentionRule, nowMs: number, sizeOf: (sha: string) => number): HistoryEntry[] {
  const newestOfPath = new Map<string, number>();
  entries.forEach((e, i) => newestOfPath.set(e.path, i));
  const keep = new Array<boolean>(entries.length).fill(false);
  const counted = new Set<string>();
  let bytes = 0;
  const charge = (e: HistoryEntry) => {
    for (const sha of [e.sha, e.prev]) {
      if (sha && !counted.has(sha)) {
        counted.add(sha);
        bytes += sizeOf(sha);
      }
    }
  };
  for (const i of newestOfPath.values()) {
    keep[i] = true;
    charge(entries[i] as HistoryEntry);
  }
  const cutoff = nowMs - rule.maxAgeDays * 86_400_000;
  for (let i = entries.length - 1; i >= 0; i--) {
    if (keep[i]) continue;
    const e = entries[i] as HistoryEntry;
    const t = Date.parse(e.t);
    if (!(t >= cutoff)) continue;
    const extra = [e.sha, e.prev].reduce((n, sha) => n + (sha && !counted.has(sha) ? sizeOf(sha) : 0), 0);
    if (bytes + extra > rule.maxBytes) break;
    keep[i] = true;
    charge(e);
  }
  return entries.filter((_, i) => keep[i]);
}
