/**
 * The searchable files of one scope (a project folder or `_global`): which files substring, regex
 * and ranked search look at, listed with mtime and size (what the ranked index records to notice
 * a hand edit), and read without following a leaf swapped for a symlink.
 */
import fs from 'node:fs';
import path from 'node:path';
import { TEMP_SUFFIX } from '../core/path-rules.js';
import { MAX_FILE_BYTES } from './fs-safe.js';
import { listAnchored } from './anchored-dir.js';
import { descriptorIsAt } from './containment.js';
import { mountedAbs } from './mounts.js';

/** Folders no walker enters (besides hidden ones: locks, staging, the search index). */
export const SKIPPED_DIR_NAMES: ReadonlySet<string> = new Set(['_trash', '_templates', 'node_modules']);
/** Derived files that search leaves out: they only repeat what the other files say. */
export const UNSEARCHED_FILE_NAMES: ReadonlySet<string> = new Set(['_index.yaml', '_projects-index.json', '_refs-index.json']);

export interface ScopeFile {
  /** Relative to the scope folder, `/`-separated. */
  readonly path: string;
  readonly mtimeMs: number;
  readonly size: number;
  /** Changes on every write and every mtime change: what the substring cache trusts. */
  readonly ctimeMs: number;
}

/** A hidden or temporary entry (lock, staging folder, index, half-written file): never searched. */
export function isHiddenEntryName(name: string): boolean {
  return name.startsWith('.') || name.endsWith(TEMP_SUFFIX);
}

/** Whether a scope-relative file path is one search looks at (same rules as `listScopeFiles`). */
export function isSearchedPath(scopeRelative: string): boolean {
  const parts = scopeRelative.split('/');
  const name = parts[parts.length - 1] as string;
  if (UNSEARCHED_FILE_NAMES.has(name)) return false;
  return parts.every((p, i) => p !== '' && !isHiddenEntryName(p) && (i === parts.length - 1 || !SKIPPED_DIR_NAMES.has(p)));
}

function eligible(st: fs.Stats): boolean {
  return st.isFile() && st.nlink <= 1 && st.size <= MAX_FILE_BYTES;
}

/**
 * Every searched file under `<rootDir>/<scopeDir>`, in walk order (depth first, names sorted by
 * code unit), never following symlinks. Files that search would skip anyway (hard links, files
 * over the size limit) are left out. `folders` receives every folder walked (absolute).
 */
export function listScopeFiles(rootDir: string, scopeDir: string, folders?: string[]): ScopeFile[] {
  const out: ScopeFile[] = [];
  // A shared project's scope lives in its repository's folder (storage/mounts.ts).
  const base = mountedAbs(rootDir, scopeDir);
  // The first search of a server walks every scope: 10,000 lstats, so per file only string
  // concatenation (names hold no separator; `base` is normal) and no exception for a file removed meanwhile.
  const walk = (prefix: string, dirAbs: string) => {
    // Listed through the folder's verified descriptor: a folder swapped for a link leading out of
    // the root lists nothing instead of the outside folder's names.
    const entries = listAnchored(rootDir, dirAbs);
    folders?.push(dirAbs);
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const ent of entries) {
      const name = ent.name;
      if (isHiddenEntryName(name)) continue;
      if (ent.isDirectory()) {
        if (!SKIPPED_DIR_NAMES.has(name)) walk(`${prefix}${name}/`, `${dirAbs}/${name}`);
      } else if (ent.isFile() && !UNSEARCHED_FILE_NAMES.has(name)) {
        let st: fs.Stats | undefined;
        try {
          st = fs.lstatSync(`${dirAbs}/${name}`, { throwIfNoEntry: false });
        } catch {
          continue; // unreadable, or its folder replaced while walking
        }
        if (st && eligible(st)) out.push({ path: prefix + name, mtimeMs: st.mtimeMs, size: st.size, ctimeMs: st.ctimeMs });
      }
    }
  };
  walk('', base);
  return out;
}

/** Walk order of two scope-relative paths: segment by segment, each compared by code unit. */
export function compareWalkOrder(a: string, b: string): number {
  const x = a.split('/');
  const y = b.split('/');
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const p = x[i] as string;
    const q = y[i] as string;
    if (p !== q) return p < q ? -1 : 1;
  }
  return x.length - y.length;
}

/** Metadata of one file as `listScopeFiles` would list it, or undefined when it would not be. */
export function statScopeFile(rootDir: string, scopeDir: string, rel: string): ScopeFile | undefined {
  if (!isSearchedPath(rel)) return undefined;
  try {
    const st = fs.lstatSync(path.join(mountedAbs(rootDir, scopeDir), rel));
    return eligible(st) ? { path: rel, mtimeMs: st.mtimeMs, size: st.size, ctimeMs: st.ctimeMs } : undefined;
  } catch {
    return undefined;
  }
}

/** Reads go through one buffer: scanning 110 MB of files then allocates nothing per file. */
let scratch = Buffer.allocUnsafe(64 * 1024);
/** Files larger than this get a buffer of their own, so that the scratch buffer stays small. */
const SCRATCH_LIMIT = 1024 * 1024;

/**
 * The bytes of a file with the metadata of the same open file (so that an index never records
 * the mtime of one version with the text of another); null for what search skips. The bytes are
 * a view valid until the next call: decode or copy them before reading another file. The open file
 * is checked through its descriptor: one reached through a folder swapped for a link (leading out
 * of `rootDir`, or to another file inside it) is skipped: search must not return outside text.
 */
export function readFileBytes(_rootDir: string, abs: string): { bytes: Buffer; mtimeMs: number; size: number; ctimeMs: number } | null {
  let fd: number;
  try {
    fd = fs.openSync(abs, fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW | fs.constants.O_NONBLOCK);
  } catch {
    return null;
  }
  try {
    if (!descriptorIsAt(fd, abs)) return null;
    const st = fs.fstatSync(fd);
    if (!eligible(st)) return null;
    if (st.size > scratch.length && st.size <= SCRATCH_LIMIT) scratch = Buffer.allocUnsafe(Math.max(st.size, scratch.length * 2));
    const buf = st.size <= scratch.length ? scratch : Buffer.allocUnsafe(st.size);
    let off = 0;
    while (off < st.size) {
      const n = fs.readSync(fd, buf, off, st.size - off, off);
      if (n === 0) break;
      off += n;
    }
    return { bytes: buf.subarray(0, off), mtimeMs: st.mtimeMs, size: st.size, ctimeMs: st.ctimeMs };
  } catch {
    return null;
  } finally {
    fs.closeSync(fd);
  }
}

export function scopeFileAbs(rootDir: string, scopeDir: string, rel: string): string {
  return path.join(mountedAbs(rootDir, scopeDir), rel);
}
