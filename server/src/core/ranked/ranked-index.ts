/**
 * An inverted index over ONE project's files, for BM25 ranking. Paths are opaque strings (the
 * storage layer passes paths relative to the project folder). The index is derived data: files
 * stay the source of truth, and `staleEntries` tells the caller which files to re-read.
 *
 * A posting is one number, `docId * TF_SPAN + weightedTf` (a small integer for V8 while ids stay
 * under 65,536): half the memory of id/tf pairs, which matters when the server holds the indexes
 * of twenty projects at once (~4 MiB each for 500 files). Removing a document needs its terms;
 * those are inverted from the postings lazily, on the first removal after a load, so a loaded
 * index that is only queried never pays for them.
 */
import { analyzeDocument } from './analyze.js';

/** Weighted term frequencies saturate long before this; larger ones are clamped. */
export const TF_SPAN = 32_768;

export function packPosting(docId: number, tf: number): number {
  return docId * TF_SPAN + Math.min(tf, TF_SPAN - 1);
}

export function postingDoc(posting: number): number {
  return Math.floor(posting / TF_SPAN);
}

export function postingTf(posting: number): number {
  return posting % TF_SPAN;
}

export interface IndexedFile {
  readonly path: string;
  readonly mtimeMs: number;
  readonly size: number;
}

export interface DocumentEntry extends IndexedFile {
  /** weighted length (see analyze.ts) */
  readonly length: number;
}

export interface RankedIndex {
  /** by document id; `undefined` marks a free slot */
  docs: (DocumentEntry | undefined)[];
  freeIds: number[];
  idByPath: Map<string, number>;
  /** term -> packed postings (see `packPosting`), in no particular order */
  postings: Map<string, number[]>;
  /** terms of each document id, built on demand for removals */
  docTerms: (string[] | undefined)[] | undefined;
  docCount: number;
  /** sum of document lengths; an integer, so adding then removing a document restores it exactly */
  totalLength: number;
}

export interface SourceDocument extends IndexedFile {
  readonly text: string;
}

export function createIndex(): RankedIndex {
  return { docs: [], freeIds: [], idByPath: new Map(), postings: new Map(), docTerms: undefined, docCount: 0, totalLength: 0 };
}

export function buildIndex(documents: Iterable<SourceDocument>): RankedIndex {
  const index = createIndex();
  for (const d of documents) addOrReplaceDocument(index, d.path, d.text, d.mtimeMs, d.size);
  compactPostings(index);
  return index;
}

/**
 * Trims the spare capacity that push() leaves in posting lists (up to 16 slots each, and most
 * lists are short): about a third of a freshly built index. Worth calling after a bulk refresh.
 */
export function compactPostings(index: RankedIndex): void {
  for (const [term, list] of index.postings) index.postings.set(term, list.slice());
}

/** Indexes `text` as the content of `path`, replacing what was indexed for it before. */
export function addOrReplaceDocument(index: RankedIndex, path: string, text: string, mtimeMs: number, size: number): void {
  removeDocument(index, path);
  const { frequencies, length } = analyzeDocument(path, text);
  const id = index.freeIds.pop() ?? index.docs.length;
  index.docs[id] = { path, mtimeMs, size, length };
  index.idByPath.set(path, id);
  index.docCount++;
  index.totalLength += length;
  for (const [term, tf] of frequencies) {
    const list = index.postings.get(term);
    if (list) list.push(packPosting(id, tf));
    else index.postings.set(term, [packPosting(id, tf)]);
  }
  if (index.docTerms) index.docTerms[id] = [...frequencies.keys()];
}

/** Forgets `path`; returns false when it was not indexed. */
export function removeDocument(index: RankedIndex, path: string): boolean {
  const id = index.idByPath.get(path);
  if (id === undefined) return false;
  const doc = index.docs[id];
  const docTerms = ensureDocTerms(index);
  for (const term of docTerms[id] ?? []) {
    const list = index.postings.get(term);
    if (!list) continue;
    for (let i = 0; i < list.length; i++) {
      if (postingDoc(list[i] as number) !== id) continue;
      // Order inside a posting list carries no meaning: move the last posting into the hole.
      list[i] = list[list.length - 1] as number;
      list.length--;
      break;
    }
    if (list.length === 0) index.postings.delete(term);
  }
  docTerms[id] = undefined;
  index.docs[id] = undefined;
  index.freeIds.push(id);
  index.idByPath.delete(path);
  index.docCount--;
  index.totalLength -= doc?.length ?? 0;
  return true;
}

function ensureDocTerms(index: RankedIndex): (string[] | undefined)[] {
  if (index.docTerms) return index.docTerms;
  const docTerms: (string[] | undefined)[] = new Array(index.docs.length);
  for (const [term, list] of index.postings) {
    for (const posting of list) (docTerms[postingDoc(posting)] ??= []).push(term);
  }
  index.docTerms = docTerms;
  return docTerms;
}

/** The files of the index, in path order. */
export function indexedFiles(index: RankedIndex): IndexedFile[] {
  const files: IndexedFile[] = [];
  for (const d of index.docs) if (d) files.push({ path: d.path, mtimeMs: d.mtimeMs, size: d.size });
  return files.sort((a, b) => compareStrings(a.path, b.path));
}

/**
 * What to refresh, given the files on disk now: `changed` = new files and files whose mtime or
 * size differ from what was indexed (a hand edit); `removed` = indexed files that are gone.
 * Both sorted by path.
 */
export function staleEntries(index: RankedIndex, currentFiles: readonly IndexedFile[]): { changed: string[]; removed: string[] } {
  const changed: string[] = [];
  const seen = new Set<string>();
  for (const f of currentFiles) {
    seen.add(f.path);
    const id = index.idByPath.get(f.path);
    const doc = id === undefined ? undefined : index.docs[id];
    if (!doc || doc.mtimeMs !== f.mtimeMs || doc.size !== f.size) changed.push(f.path);
  }
  const removed: string[] = [];
  for (const path of index.idByPath.keys()) if (!seen.has(path)) removed.push(path);
  return { changed: changed.sort(compareStrings), removed: removed.sort(compareStrings) };
}

/** Code-unit order: the same on every machine and locale. */
export function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
