#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  formatHits,
  preparedForReads,
  readProjectsIndex,
  searchScopes,
  startServerSearch
} from "./chunk-core-memory-md.js";
import "./chunk-core-dates.js";
import "./chunk-shared.js";

// server/src/services/search-early.ts
function searchIfPrepared(ws, args) {
  if (!preparedForReads(ws)) return void 0;
  return searchScopes(ws, args, {}, (w) => readProjectsIndex(w.root));
}
export {
  formatHits,
  searchIfPrepared,
  startServerSearch
};
