/**
 * The search tool's code, behind a dynamic import of its own (mcp/lazy.ts): a small chunk, so
 * that a server's first search does not wait for every use case (YAML parsers, /dream...) to
 * load. Measured on the bench root: the use cases chunk is ~830 KB and its load was most of the
 * first call.
 */
export { formatHits } from '../services/search-scan.js';
export { searchIfPrepared } from '../services/search-early.js';
export { startServerSearch } from './server-search.js';
