/**
 * The pure half of path containment: what a memory path may look like before the file system is
 * consulted. Every tool path goes through `parseMemoryPath`; the storage layer then resolves the
 * components against the canonical root (see storage/containment.ts).
 */
import { MemoryError } from './errors.js';

const MAX_COMPONENT_BYTES = 255;
const MAX_PATH_BYTES = 4096;

// Control characters would let a name smuggle a newline into an index file; bidi and zero-width
// characters make two different names look identical to a reviewer.
const FORBIDDEN_CHARS = /[\u0000-\u001f\u007f\u0080-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/u;

/** Names the server owns: never written, deleted or shadowed through the file tools. */
const RESERVED_NAMES = new Set(['_index.yaml', '_projects-index.json', '_refs-index.json']);
const RESERVED_DIRS = new Set(['_trash', '.locks', '.index', '.journal', '.history', '_templates']);
export const TEMP_SUFFIX = '.pm-tmp';

export function describePath(p: string): string {
  return JSON.stringify(p.length > 120 ? `${p.slice(0, 117)}...` : p);
}

/**
 * Splits a relative memory path into clean components, refusing everything that could leave the
 * folder it is relative to or confuse a reader. The returned components are NFC-normalised and are
 * the exact strings later joined and opened (never compare one string and open another).
 */
export function parseMemoryPath(raw: string, field = 'path'): string[] {
  if (typeof raw !== 'string' || raw.length === 0) {
    throw new MemoryError('INVALID_PATH', `${field} must be a non-empty relative path like "notes/ideas.md".`);
  }
  if (!raw.isWellFormed()) {
    throw new MemoryError('INVALID_PATH', `${field} contains an unpaired surrogate character; send valid Unicode.`);
  }
  if (FORBIDDEN_CHARS.test(raw)) {
    throw new MemoryError(
      'INVALID_PATH',
      `${field} ${describePath(raw)} contains a control, zero-width or direction-changing character, which paths may not contain.`,
    );
  }
  if (raw.includes('\\')) {
    throw new MemoryError('INVALID_PATH', `${field} ${describePath(raw)} contains a backslash; use "/" between folders.`);
  }
  if (raw.startsWith('/') || /^[a-zA-Z]:/.test(raw) || raw.startsWith('~')) {
    throw new MemoryError('INVALID_PATH', `${field} ${describePath(raw)} is absolute; paths are relative to the project folder, like "notes/ideas.md".`);
  }
  const normalised = raw.normalize('NFC');
  const parts: string[] = [];
  for (const part of normalised.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      throw new MemoryError(
        'PATH_OUTSIDE_ROOT',
        `${field} ${describePath(raw)} uses "..", which could leave the memory root.`,
        'Give the path from the project folder without "..".',
      );
    }
    if (Buffer.byteLength(part) > MAX_COMPONENT_BYTES) {
      throw new MemoryError('INVALID_PATH', `A component of ${field} is longer than ${MAX_COMPONENT_BYTES} bytes.`);
    }
    if (part.trim() !== part) {
      throw new MemoryError('INVALID_PATH', `${field} ${describePath(raw)} has a name that starts or ends with white space.`);
    }
    parts.push(part);
  }
  if (Buffer.byteLength(normalised) > MAX_PATH_BYTES) {
    throw new MemoryError('INVALID_PATH', `${field} is longer than ${MAX_PATH_BYTES} bytes.`);
  }
  if (parts.length === 0) {
    throw new MemoryError('INVALID_PATH', `${field} ${describePath(raw)} names no file.`);
  }
  return parts;
}

/**
 * The key under which a case-insensitive, normalisation-insensitive file system (macOS APFS and
 * HFS+, Windows) stores a name: NFC, then case-folded. Upper- then lower-casing approximates
 * Unicode full case folding (`ß` and `SS` meet as `ss`, the `ﬁ` ligature as `fi`). Two names
 * with one key are one file there, so rules, lock keys and sibling checks compare keys.
 */
export function nameKey(name: string): string {
  return name.normalize('NFC').toUpperCase().toLowerCase().normalize('NFC');
}

/** The key of a `/`-separated path: each component folded (see nameKey). */
export function pathKey(rel: string): string {
  return rel.split('/').map(nameKey).join('/');
}

/**
 * Stricter still for reserved names: compatibility forms too, so `_INDEX.yaml` or a full-width
 * twin cannot slip past.
 */
function fold(name: string): string {
  return nameKey(name.normalize('NFKC'));
}

/** Reserved: derived indexes, trash, locks, temp files. The server writes these itself. */
export function reservedReason(parts: readonly string[]): string | null {
  for (const part of parts) {
    const f = fold(part);
    if (RESERVED_DIRS.has(f)) return `"${part}" is managed by the server`;
    if (f.endsWith(TEMP_SUFFIX) || f.endsWith('.lock')) return `"${part}" is a temporary or lock file of the server`;
  }
  const leaf = fold(parts[parts.length - 1] ?? '');
  if (RESERVED_NAMES.has(leaf)) return `"${parts[parts.length - 1]}" is an auto-managed index`;
  return null;
}

export function isReservedDirName(name: string): boolean {
  return RESERVED_DIRS.has(fold(name)) || name.startsWith('.');
}

/**
 * Hidden names are the server's own state (`.journal`, `.locks`, `.index`, `.history`, temp and
 * staging entries): no tool path names one, not even to read it, and every walker skips them, so
 * no tool reaches, lists or shows that state whatever it is called.
 */
export function hiddenReason(parts: readonly string[]): string | null {
  const hidden = parts.find((p) => p.startsWith('.'));
  return hidden === undefined ? null : `"${hidden}" is a hidden name, which holds the server's own state`;
}
