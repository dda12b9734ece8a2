/**
 * An inverted index over ONE project's files, for BM25 ranking. Paths are opaque strings (the
 * storage layer passes paths relative to the project folder). The index is derived data: files
 * stay the source of truth, and `staleEntries` tells the caller which files to re-read.
 *
 * Removing a document needs its terms; those are inverted from the postings lazily, on the first
 * removal after a build or load, so an index that is only queried never pays for them.
 */
import { analyzeDocument } from './analyze.js';
import { createPostingStore, forEachTerm, freezePostings, mutablePostings, packPosting, postingDoc, termIdOf, type PostingStore } from './postings.js';

export interface IndexedFile {
  readonly path: string;
  readonly mtimeMs: number;
  readonly size: number;
}

export interface DocumentEntry extends IndexedFile {
  /** weighted length (see analyze.ts) */
  readonly length: number;
}

/** Treat as opaque outside core/ranked: use the functions of this folder. */
export interface RankedIndex {
  /** by document id; `undefined` marks a free slot */
  docs: (DocumentEntry | undefined)[];
  freeIds: number[];
  idByPath: Map<string, number>;
  postings: PostingStore;
  /** term ids of each document id, built on demand for removals; reset when term ids change */
  docTerms: (number[] | undefined)[] | undefined;
  docCount: number;
  /** sum of document lengths; an integer, so adding then removing a document restores it exactly */
  totalLength: number;
}

export interface SourceDocument extends IndexedFile {
  readonly text: string;
}

export function createIndex(): RankedIndex {
  return { docs: [], freeIds: [], idByPath: new Map(), postings: createPostingStore(), docTerms: undefined, docCount: 0, totalLength: 0 };
}

export function buildIndex(documents: Iterable<SourceDocument>): RankedIndex {
  const index = createIndex();
  for (const d of documents) addOrReplaceDocument(index, d.path, d.text, d.mtimeMs, d.size);
  compactPostings(index);
  return index;
}

/**
 * Packs every posting back into the frozen typed array: call after a bulk refresh (many files
 * changed) to give back the memory of the per-term arrays that updates create.
 */
export function compactPostings(index: RankedIndex): void {
  index.postings = freezePostings(index.postings, index.docs.length);
  index.docTerms = undefined;
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
  const termIds: number[] = [];
  for (const [term, tf] of frequencies) {
    const termId = termIdOf(index.postings, term);
    mutablePostings(index.postings, termId).push(packPosting(id, tf));
    termIds.push(termId);
  }
  if (index.docTerms) index.docTerms[id] = termIds;
}

/** Forgets `path`; returns false when it was not indexed. */
export function removeDocument(index: RankedIndex, path: string): boolean {
  const id = index.idByPath.get(path);
  if (id === undefined) return false;
  const doc = index.docs[id];
  const docTerms = ensureDocTerms(index);
  for (const termId of docTerms[id] ?? []) {
    const list = mutablePostings(index.postings, termId);
    const at = list.findIndex((posting) => postingDoc(posting) === id);
    if (at === -1) continue;
    // Order inside a posting list carries no meaning: move the last posting into the hole.
    list[at] = list[list.length - 1] as number;
    list.length--;
  }
  docTerms[id] = undefined;
  index.docs[id] = undefined;
  index.freeIds.push(id);
  index.idByPath.delete(path);
  index.docCount--;
  index.totalLength -= doc?.length ?? 0;
  return true;
}

function ensureDocTerms(index: RankedIndex): (number[] | undefined)[] {
  if (index.docTerms) return index.docTerms;
  const docTerms: (number[] | undefined)[] = new Array(index.docs.length);
  forEachTerm(index.postings, (_term, termId, postings) => {
    for (let i = 0; i < postings.length; i++) (docTerms[postingDoc(postings[i] as number)] ??= []).push(termId);
  });
  index.docTerms = docTerms;
  return docTerms;
}

/** Number of documents containing each term (terms without documents left out). */
export function documentFrequencies(index: RankedIndex): Map<string, number> {
  const df = new Map<string, number>();
  forEachTerm(index.postings, (term, _id, postings) => df.set(term, postings.length));
  return df;
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

/**
 * Roughly the heap and buffer bytes the index holds (measured: ~2.5 MiB for a 500-file project),
 * for a cache that keeps several indexes within a memory budget.
 */
export function estimateIndexBytes(index: RankedIndex): number {
  const { postings } = index;
  let overlay = 0;
  for (const list of postings.overlay.values()) overlay += 16 + list.length * 8;
  return postings.frozen.byteLength + postings.offsets.byteLength + postings.termIds.size * 56 + index.docs.length * 120 + overlay;
}

/** Code-unit order: the same on every machine and locale. */
export function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
