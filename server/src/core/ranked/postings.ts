/**
 * Where the postings of one index live. A posting is one number, `docId * TF_SPAN + weightedTf`.
 *
 * Everything indexed at once (a build, a load) goes into one frozen typed array, sliced per term
 * by `offsets`: 4 bytes a posting and no object per term, against ~11 bytes and a JS array per
 * term otherwise; a 500-file project takes ~2 MiB instead of ~4.4, which matters when the server
 * holds twenty projects' indexes for an all-project query. A term changed since (a file added,
 * replaced or removed) moves to a plain array in `overlay`, which replaces its frozen slice;
 * `freezePostings` folds the overlay back in.
 */

/** Weighted term frequencies saturate long before this; larger ones are clamped. */
export const TF_SPAN = 32_768;
/** Below this many document ids a packed posting fits in 32 bits. */
const UINT32_DOC_LIMIT = 2 ** 32 / TF_SPAN;

export function packPosting(docId: number, tf: number): number {
  return docId * TF_SPAN + Math.min(tf, TF_SPAN - 1);
}

export function postingDoc(posting: number): number {
  return Math.floor(posting / TF_SPAN);
}

export function postingTf(posting: number): number {
  return posting % TF_SPAN;
}

export interface PostingStore {
  /** term -> term id; ids are dense and only change when the store is frozen again */
  termIds: Map<string, number>;
  /** frozen postings of term id t: `frozen[offsets[t]] … frozen[offsets[t + 1] - 1]` */
  offsets: Uint32Array;
  frozen: Uint32Array | Float64Array;
  /** term id -> its current postings, replacing the frozen slice (possibly empty) */
  overlay: Map<number, number[]>;
}

export function createPostingStore(): PostingStore {
  return { termIds: new Map(), offsets: new Uint32Array(1), frozen: new Uint32Array(0), overlay: new Map() };
}

const EMPTY: readonly number[] = Object.freeze([]);

/** The postings of a term id, in no particular order (read only). */
export function postingsOf(store: PostingStore, termId: number): ArrayLike<number> {
  const changed = store.overlay.get(termId);
  if (changed) return changed;
  if (termId + 1 >= store.offsets.length) return EMPTY;
  return store.frozen.subarray(store.offsets[termId] as number, store.offsets[termId + 1] as number);
}

export function postingsOfTerm(store: PostingStore, term: string): ArrayLike<number> {
  const id = store.termIds.get(term);
  return id === undefined ? EMPTY : postingsOf(store, id);
}

/** The id of `term`, created when new. */
export function termIdOf(store: PostingStore, term: string): number {
  let id = store.termIds.get(term);
  if (id === undefined) {
    id = store.termIds.size;
    store.termIds.set(term, id);
  }
  return id;
}

/** The postings of a term id as an array the caller may change (copied out of the frozen part). */
export function mutablePostings(store: PostingStore, termId: number): number[] {
  let list = store.overlay.get(termId);
  if (!list) {
    list = Array.from(postingsOf(store, termId));
    store.overlay.set(termId, list);
  }
  return list;
}

/** Calls `visit` for every term that has postings. */
export function forEachTerm(store: PostingStore, visit: (term: string, termId: number, postings: ArrayLike<number>) => void): void {
  for (const [term, id] of store.termIds) {
    const postings = postingsOf(store, id);
    if (postings.length > 0) visit(term, id, postings);
  }
}

/**
 * Builds a frozen store from `terms` and their postings (terms must be distinct). Terms without
 * postings are dropped; term ids become positions in `terms`.
 */
export function frozenStore(terms: readonly string[], postings: readonly ArrayLike<number>[], docLimit: number): PostingStore {
  const termIds = new Map<string, number>();
  let total = 0;
  for (let t = 0; t < terms.length; t++) if ((postings[t]?.length ?? 0) > 0) total += (postings[t] as ArrayLike<number>).length;
  const frozen = docLimit < UINT32_DOC_LIMIT ? new Uint32Array(total) : new Float64Array(total);
  const kept: number[] = [0];
  let at = 0;
  for (let t = 0; t < terms.length; t++) {
    const list = postings[t];
    if (!list || list.length === 0) continue;
    termIds.set(terms[t] as string, termIds.size);
    for (let i = 0; i < list.length; i++) frozen[at++] = list[i] as number;
    kept.push(at);
  }
  return { termIds, offsets: Uint32Array.from(kept), frozen, overlay: new Map() };
}

/** The same postings, all frozen again (term ids change). */
export function freezePostings(store: PostingStore, docLimit: number): PostingStore {
  const terms: string[] = [];
  const lists: ArrayLike<number>[] = [];
  forEachTerm(store, (term, _id, postings) => {
    terms.push(term);
    lists.push(postings);
  });
  return frozenStore(terms, lists, docLimit);
}
