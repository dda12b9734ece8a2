/**
 * `_refs-index.json`: @refs, #tags and [[links]] per Markdown file. Updates re-read the files under
 * the index lock, so whichever writer updates last records the latest content of each file.
 */
import { extractRefs, type Refs } from '../core/refs.js';
import type { MemoryRoot } from './root.js';
import type { TextFile } from './fs-safe.js';
import { updateText } from './update-text.js';

export const REFS_INDEX = '_refs-index.json';

export interface RefsEntry extends Refs {
  path: string;
}

export type RefsIndex = { entries: Record<string, RefsEntry> };

function emptyIndex(): RefsIndex {
  return { entries: Object.create(null) as Record<string, RefsEntry> };
}

function clean(list: unknown): string[] {
  return Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string') : [];
}

export function readRefsIndex(root: MemoryRoot): RefsIndex {
  return refsIndexOf(root.readText(REFS_INDEX));
}

function refsIndexOf(file: TextFile | null): RefsIndex {
  const index = emptyIndex();
  if (!file) return index;
  let data: unknown;
  try {
    data = JSON.parse(file.text);
  } catch {
    return index;
  }
  const entries = data && typeof data === 'object' ? (data as { entries?: unknown }).entries : undefined;
  if (!entries || typeof entries !== 'object') return index;
  for (const [key, raw] of Object.entries(entries as Record<string, unknown>)) {
    if (!raw || typeof raw !== 'object') continue;
    const e = raw as Record<string, unknown>;
    index.entries[key] = { path: key, refs: clean(e.refs), tags: clean(e.tags), links: clean(e.links) };
  }
  return index;
}

export function renderRefsIndex(index: RefsIndex): string {
  const sorted: Record<string, RefsEntry> = {};
  for (const key of Object.keys(index.entries).sort()) sorted[key] = index.entries[key] as RefsEntry;
  return `${JSON.stringify({ entries: sorted }, null, 2)}\n`;
}

export function isRefsIndexed(rel: string): boolean {
  return rel.endsWith('.md') && (rel.startsWith('projects/') || rel.startsWith('_global/'));
}

/** Refs of a file as it is now on disk; null when it is gone or unreadable. */
export function refsOfFile(root: MemoryRoot, rel: string): Refs | null {
  try {
    const file = root.readText(rel);
    return file ? extractRefs(file.text) : null;
  } catch {
    return null;
  }
}

function setEntry(index: RefsIndex, rel: string, refs: Refs | null): void {
  if (refs && (refs.refs.length || refs.tags.length || refs.links.length)) {
    index.entries[rel] = { path: rel, refs: refs.refs, tags: refs.tags, links: refs.links };
  } else {
    delete index.entries[rel];
  }
}

/** Refreshes the entries of the given root-relative paths from the files as they are now. */
export function refreshRefs(root: MemoryRoot, rels: readonly string[]): void {
  const targets = rels.filter(isRefsIndexed);
  if (targets.length === 0) return;
  root.lock('refs-index', () => {
    // Each round re-reads the index: the files' refs are read once (they are not what may change).
    const refs = targets.map((rel) => [rel, refsOfFile(root, rel)] as const);
    updateText(
      root,
      REFS_INDEX,
      (file) => {
        const index = refsIndexOf(file);
        const before = renderRefsIndex(index);
        for (const [rel, r] of refs) setEntry(index, rel, r);
        const after = renderRefsIndex(index);
        return after === before ? null : after;
      },
      { locked: true },
    );
  });
}

/** Replaces the whole index with one built from the given files. Returns whether it changed. */
export function replaceRefsIndex(root: MemoryRoot, rels: readonly string[], dryRun = false): boolean {
  return updateText(
    root,
    REFS_INDEX,
    () => {
      const index = emptyIndex();
      for (const rel of rels.filter(isRefsIndexed)) setEntry(index, rel, refsOfFile(root, rel));
      return renderRefsIndex(index);
    },
    { lockKey: 'refs-index', dryRun },
  ).changed;
}
