/**
 * What each memory file is, and so which tool may change it and how (docs/FORMATS.md#naming: auto-managed vs
 * human-editable). Paths here are relative to a project folder (or `_global`).
 */
import { dateFileName, isIsoDate, leadingDate } from './dates.js';
import { MemoryError } from './errors.js';
import { nameKey, reservedReason } from './path-rules.js';
import { assertFilename } from './slug.js';

export type FileKind =
  'decisions' | 'people' | 'meta' | 'manifest-json' | 'artifacts-json' | 'knowledge' | 'session' | 'update' | 'correspondence' | 'memory' | 'other';

/**
 * Names the product reads by their exact spelling. On a case-insensitive file system (the macOS
 * default) `DECISIONS.md` is `decisions.md`; so that every OS behaves alike, a tool path naming
 * one of them in another case or Unicode form is spelled the canonical way (canonicalParts) and
 * classified by its folded key (kindOf), never as an ordinary new file with its own lock.
 */
const TOP_FILES = ['decisions.md', 'people.md', '_meta.yaml', 'manifest.json', 'artifacts.json', 'memory.md'];
const KIND_FOLDERS = ['knowledge', 'sessions', 'updates', 'correspondence', 'archive'];
const CANONICAL_TOP = new Map(TOP_FILES.map((n) => [nameKey(n), n]));
const CANONICAL_FOLDER = new Map(KIND_FOLDERS.map((n) => [nameKey(n), n]));

/** `DECISIONS.md` -> `decisions.md`, `Sessions/x.md` -> `sessions/x.md`; other names unchanged. */
export function canonicalParts(parts: readonly string[]): string[] {
  const out = [...parts];
  const first = out[0];
  if (first === undefined) return out;
  const canonical = out.length === 1 ? CANONICAL_TOP.get(nameKey(first)) : CANONICAL_FOLDER.get(nameKey(first));
  if (canonical !== undefined) out[0] = canonical;
  return out;
}

export function kindOf(rawParts: readonly string[]): FileKind {
  const parts = rawParts.map(nameKey);
  const [first, second] = parts;
  if (parts.length === 1) {
    switch (first) {
      case 'decisions.md':
        return 'decisions';
      case 'people.md':
        return 'people';
      case '_meta.yaml':
        return 'meta';
      case 'manifest.json':
        return 'manifest-json';
      case 'artifacts.json':
        return 'artifacts-json';
      case 'memory.md':
        return 'memory';
      default:
        return 'other';
    }
  }
  if (parts.length === 2 && second !== undefined) {
    if (first === 'knowledge' && second.endsWith('.md')) return 'knowledge';
    if (first === 'sessions') return 'session';
    if (first === 'updates') return 'update';
    if (first === 'correspondence') return 'correspondence';
  }
  return 'other';
}

const APPEND_ONLY: ReadonlySet<FileKind> = new Set(['decisions', 'session', 'update', 'correspondence']);

export function isAppendOnly(kind: FileKind): boolean {
  return APPEND_ONLY.has(kind);
}

/** `sessions/YYYY-MM-DD.md` or `sessions/YYYY-MM-DD-kebab.md`, on a real date: what counts as a session summary. */
export function isSessionFileName(name: string): boolean {
  return dateFileName(name, { suffix: true }) !== null;
}

/** `updates/YYYY-MM-DD.md` on a real date. */
export function isUpdateFileName(name: string): boolean {
  return dateFileName(name) !== null;
}

/**
 * A name that starts with a date (`updates/2026-02-30.md`, `notes/2026-13-01-standup.md`,
 * `archive/auto-log/2026-04-31.md`) names a day that must exist: it is sorted, counted and aged
 * as that day.
 */
function assertRealDateNames(parts: readonly string[], shown: string): void {
  for (const part of parts) {
    const d = leadingDate(part);
    if (d !== null && !isIsoDate(d)) {
      throw new MemoryError(
        'INVALID_PATH',
        `${shown} is named by the date ${d}, which does not exist; a dated name needs a real day in YYYY-MM-DD form.`,
        'Check the month (01-12) and the day of the month.',
      );
    }
  }
}

/** Checks a path a tool wants to create, replace or patch. */
export function assertWritable(parts: readonly string[], shown: string, scope: 'project' | 'global'): FileKind {
  const reserved = reservedReason(parts);
  if (reserved) {
    throw new MemoryError(
      'RESERVED_PATH',
      `${shown} cannot be written by tools because ${reserved}.`,
      'Use update_file_description for descriptions and rebuild_indexes for derived files.',
    );
  }
  for (const part of parts.slice(0, -1)) {
    if (!part.startsWith('_')) assertFilename(part);
  }
  assertFilename(parts[parts.length - 1] as string);
  assertRealDateNames(parts, shown);
  const kind = scope === 'project' ? kindOf(parts) : 'other';
  if (kind === 'people') {
    throw new MemoryError(
      'RESERVED_PATH',
      `${shown} is auto-managed from the people linked to the project.`,
      'Use link_person_to_project or unlink_person_from_project.',
    );
  }
  const top = nameKey(parts[0] ?? '');
  if (scope === 'global' && (top === 'people' || top === 'companies') && parts.length === 2) {
    // Person and company files are canonical profiles with structure the link tools rely on.
    return 'other';
  }
  if (kind === 'session' && !isSessionFileName(parts[1] as string)) {
    throw new MemoryError('INVALID_PATH', `Session files are named sessions/YYYY-MM-DD.md, not ${shown}.`, "Use log_session to write today's summary.");
  }
  if (kind === 'update' && !isUpdateFileName(parts[1] as string)) {
    throw new MemoryError('INVALID_PATH', `Update files are named updates/YYYY-MM-DD.md, not ${shown}.`);
  }
  return kind;
}

/** Files whose records are appended: `append_to_file` takes only these. */
export function assertAppendable(parts: readonly string[], shown: string): FileKind {
  const kind = kindOf(parts);
  if (!isAppendOnly(kind)) {
    throw new MemoryError(
      'INVALID_INPUT',
      `${shown} is not an append-only file; append_to_file takes decisions.md, updates/YYYY-MM-DD.md, correspondence/*.md and sessions/YYYY-MM-DD.md.`,
      'Use patch_file or write_file for other files.',
    );
  }
  return kind;
}
