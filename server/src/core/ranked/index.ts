/**
 * Ranked (BM25) search over one project's files. Pure: the storage layer reads files, persists the
 * index and keeps it fresh. The intended wiring, per project:
 *
 * - load: `deserializeIndex(text)` of `<project>/.index/ranked.json`; undefined (missing, other
 *   version or analyzer, damaged) means `buildIndex` from the files instead.
 * - freshness: list the indexed files with mtime and size, `staleEntries(index, files)`, then
 *   `addOrReplaceDocument` each changed file and `removeDocument` each removed one (then
 *   `compactPostings` if many changed). Walking 500 files costs a few ms: do it on first use and
 *   then at most every few seconds, not on every query.
 * - own writes: `addOrReplaceDocument` / `removeDocument` right after the file is written or moved.
 * - persist: `serializeIndex` (~0.1 s, 1.8 MB for 500 files) written atomically, debounced (after a
 *   build, a refresh, or a burst of writes), never per write; the index is derived, so a lost write
 *   only costs a refresh on the next load.
 * - query: `rankDocuments` on each project in scope, merge by score, then read only the final hits
 *   and `locateBestLine` them (line + snippet); `query` does that for one project.
 * - substring search: `substringCandidates` narrows the files to read (plus stale and unindexed ones).
 */
export { FIELD_WEIGHTS, analyzeDocument, type AnalyzedDocument } from './analyze.js';
export {
  addOrReplaceDocument,
  buildIndex,
  compactPostings,
  compareStrings,
  createIndex,
  documentFrequencies,
  estimateIndexBytes,
  indexedFiles,
  removeDocument,
  staleEntries,
  type DocumentEntry,
  type IndexedFile,
  type RankedIndex,
  type SourceDocument,
} from './ranked-index.js';
export { BM25, SNIPPET_CHARS, locateBestLine, matchingLine, query, rankDocuments, type RankedDocument, type RankedHit } from './query.js';
export { substringCandidates, type CandidateOptions } from './substring-candidates.js';
export { ANALYZER_ID, INDEX_FORMAT, INDEX_VERSION, deserializeIndex, serializeIndex } from './serialize.js';
export { STOP_WORDS, queryTerms, stem, tokenize } from './tokenize.js';
