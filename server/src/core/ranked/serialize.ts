/**
 * The on-disk form of a `RankedIndex` (derived data: when it is missing, from another version or
 * damaged, `deserializeIndex` returns undefined and the caller rebuilds from the files).
 *
 * JSON, because `JSON.parse` of number arrays is the fastest parser Node has. Documents get dense
 * ids in path order; each posting list is sorted by id and delta-encoded, so most numbers are one
 * or two digits. Terms are sorted, so the same index always serialises to the same bytes.
 */
import { FIELD_WEIGHTS } from './analyze.js';
import { forEachTerm, frozenStore, packPosting, postingDoc, postingTf } from './postings.js';
import { compareStrings, type DocumentEntry, type RankedIndex } from './ranked-index.js';
import { MAX_TERM_LENGTH } from './tokenize.js';

export const INDEX_FORMAT = 'project-memory/ranked-index';
export const INDEX_VERSION = 1;
/** Changes whenever tokenizer, stemmer or field weights change: an old index is then rebuilt. */
export const ANALYZER_ID = `words3-s-stem-stop1-max${MAX_TERM_LENGTH}-w${Object.values(FIELD_WEIGHTS).join('')}`;

interface SerializedIndex {
  format: string;
  version: number;
  analyzer: string;
  /** [path, mtimeMs, size, length]; the position is the document id */
  docs: [string, number, number, number][];
  terms: string[];
  /** per term: [idDelta, tf, idDelta, tf, …] with ids ascending (packed again on load) */
  postings: number[][];
}

export function serializeIndex(index: RankedIndex): string {
  const live = index.docs.filter((d): d is DocumentEntry => d !== undefined).sort((a, b) => compareStrings(a.path, b.path));
  const newId: number[] = new Array(index.docs.length).fill(-1);
  live.forEach((d, i) => {
    newId[index.idByPath.get(d.path) as number] = i;
  });
  const byTerm = new Map<string, ArrayLike<number>>();
  forEachTerm(index.postings, (term, _id, list) => byTerm.set(term, list));
  const terms = [...byTerm.keys()].sort(compareStrings);
  const postings = terms.map((term) => encodePostings(byTerm.get(term) as ArrayLike<number>, newId));
  const out: SerializedIndex = {
    format: INDEX_FORMAT,
    version: INDEX_VERSION,
    analyzer: ANALYZER_ID,
    docs: live.map((d) => [d.path, d.mtimeMs, d.size, d.length]),
    terms,
    postings,
  };
  return JSON.stringify(out);
}

function encodePostings(list: ArrayLike<number>, newId: readonly number[]): number[] {
  // Renumbered and packed again, a numeric sort orders the postings by document id.
  const renumbered = Array.from(list, (p) => packPosting(newId[postingDoc(p)] as number, postingTf(p))).sort((a, b) => a - b);
  const encoded: number[] = [];
  let previous = 0;
  for (const p of renumbered) {
    const id = postingDoc(p);
    encoded.push(id - previous, postingTf(p));
    previous = id;
  }
  return encoded;
}

/**
 * The index stored in `text`, or undefined when `text` is not a complete index of this format,
 * version and analyzer. Checks every number it uses, since the file may have been hand-edited or
 * torn: a bad index must mean "rebuild", never wrong results or a crash.
 */
export function deserializeIndex(text: string): RankedIndex | undefined {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isRecord(data) || data.format !== INDEX_FORMAT || data.version !== INDEX_VERSION || data.analyzer !== ANALYZER_ID) {
    return undefined;
  }
  const { docs: rawDocs, terms, postings: rawPostings } = data;
  if (!Array.isArray(rawDocs) || !Array.isArray(terms) || !Array.isArray(rawPostings) || terms.length !== rawPostings.length) {
    return undefined;
  }
  const docs: DocumentEntry[] = [];
  const idByPath = new Map<string, number>();
  let totalLength = 0;
  for (const d of rawDocs) {
    if (!Array.isArray(d) || d.length !== 4) return undefined;
    const [path, mtimeMs, size, length] = d as unknown[];
    if (typeof path !== 'string' || idByPath.has(path) || !isFiniteNumber(mtimeMs) || !isCount(size) || !isCount(length)) {
      return undefined;
    }
    idByPath.set(path, docs.length);
    docs.push({ path, mtimeMs, size, length });
    totalLength += length;
  }
  const lists: number[][] = [];
  for (let t = 0; t < terms.length; t++) {
    const term = terms[t];
    const encoded = rawPostings[t];
    // Sorted and distinct: the writer sorts, and a duplicate would silently merge two terms.
    if (typeof term !== 'string' || (t > 0 && compareStrings(terms[t - 1] as string, term) >= 0) || !Array.isArray(encoded)) {
      return undefined;
    }
    const list = decodePostings(encoded, docs.length);
    if (!list) return undefined;
    lists.push(list);
  }
  const postings = frozenStore(terms as string[], lists, docs.length);
  return { docs, freeIds: [], idByPath, postings, docTerms: undefined, docCount: docs.length, totalLength };
}

/** Packed postings from delta-encoded pairs, in place (the parsed array is ours), each checked. */
function decodePostings(encoded: unknown[], docCount: number): number[] | undefined {
  if (encoded.length === 0 || encoded.length % 2 !== 0) return undefined;
  let id = 0;
  for (let i = 0; i < encoded.length; i += 2) {
    const delta = encoded[i];
    const tf = encoded[i + 1];
    if (!isCount(delta) || (i > 0 && delta === 0) || !isCount(tf) || tf === 0) return undefined;
    id += delta;
    if (id >= docCount) return undefined;
    encoded[i / 2] = packPosting(id, tf);
  }
  encoded.length = encoded.length / 2;
  return encoded as number[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}
