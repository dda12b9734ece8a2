/**
 * Where a scope's ranked index lives on disk: `<scope>/.index/ranked.json` (hidden, so every
 * walker, manifest and search skips it). It is derived data: a missing, foreign or damaged file
 * loads as undefined and the caller rebuilds it from the files.
 */
import fs from 'node:fs';
import path from 'node:path';
import { deserializeIndex, serializeIndex, type RankedIndex, type SourceDocument } from '../core/ranked/index.js';
import { writeAtomic } from './fs-safe.js';
import { descriptorIsAt } from './containment.js';
import { readFileBytes, scopeFileAbs, type ScopeFile } from './scope-files.js';
import type { MemoryRoot } from './root.js';
import { mountedAbs } from './mounts.js';

export const RANKED_INDEX_REL = '.index/ranked.json';
/** An index this large is not ours to parse (a 500-file project's is ~2 MB). */
const MAX_INDEX_BYTES = 512 * 1024 * 1024;

export function rankedIndexPath(rootDir: string, scopeDir: string): string {
  return path.join(mountedAbs(rootDir, scopeDir), RANKED_INDEX_REL);
}

/** The stored index of a scope, or undefined when there is none usable. */
export function loadRankedIndex(root: MemoryRoot, scopeDir: string): RankedIndex | undefined {
  const abs = rankedIndexPath(root.dir, scopeDir);
  let fd: number;
  try {
    fd = fs.openSync(abs, fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW);
  } catch {
    return undefined;
  }
  try {
    // An index reached through a folder swapped for a link leading out of the root is not ours.
    if (!descriptorIsAt(fd, abs)) return undefined;
    const st = fs.fstatSync(fd);
    if (!st.isFile() || st.size > MAX_INDEX_BYTES) return undefined;
    return deserializeIndex(fs.readFileSync(fd, 'utf8'));
  } catch {
    return undefined;
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * Writes the index atomically under the lock `ranked:<slug>`, so that two servers sharing a root
 * never tear the file (the last writer wins; either index is valid, and stale entries are found
 * again by mtime and size on the next load).
 */
export function saveRankedIndex(root: MemoryRoot, scopeDir: string, slug: string, index: RankedIndex): void {
  const text = serializeIndex(index);
  const abs = rankedIndexPath(root.dir, scopeDir);
  root.lock(`ranked:${slug}`, () => writeAtomic(root.dir, abs, text, `${scopeDir}/${RANKED_INDEX_REL}`));
}

/** A file's current text with the mtime and size of that very version, for indexing. */
export function readIndexedDocument(rootDir: string, scopeDir: string, rel: string): SourceDocument | undefined {
  const read = readFileBytes(rootDir, scopeFileAbs(rootDir, scopeDir, rel));
  if (!read) return undefined;
  return { path: rel, text: read.bytes.toString('utf8'), mtimeMs: read.mtimeMs, size: read.size };
}

/** Reads each listed file as it is consumed, so that a build never holds every text at once. */
export function* readIndexedDocuments(rootDir: string, scopeDir: string, files: readonly ScopeFile[]): Generator<SourceDocument> {
  for (const f of files) {
    const doc = readIndexedDocument(rootDir, scopeDir, f.path);
    if (doc) yield doc;
  }
}
