/** Ranked (BM25) search over one project's files: pure; the storage layer persists and refreshes it. */
export { FIELD_WEIGHTS, analyzeDocument, type AnalyzedDocument } from './analyze.js';
export {
  addOrReplaceDocument,
  buildIndex,
  compactPostings,
  createIndex,
  documentFrequencies,
  indexedFiles,
  removeDocument,
  staleEntries,
  type DocumentEntry,
  type IndexedFile,
  type RankedIndex,
  type SourceDocument,
} from './ranked-index.js';
export { BM25, SNIPPET_CHARS, locateBestLine, query, rankDocuments, type RankedDocument, type RankedHit } from './query.js';
export { substringCandidates } from './substring-candidates.js';
export { ANALYZER_ID, INDEX_FORMAT, INDEX_VERSION, deserializeIndex, serializeIndex } from './serialize.js';
export { STOP_WORDS, queryTerms, stem, tokenize } from './tokenize.js';
