#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  consolidate,
  formatDiff,
  undoConsolidation
} from "./chunk-HNDBQXJU.js";
import "./chunk-XCO6HBCR.js";
import "./chunk-VT77BR3E.js";
import "./chunk-2O3TMQSL.js";
import "./chunk-73RP4KLG.js";
import "./chunk-H5BWLZPS.js";
import "./chunk-KZNU4RTG.js";
import "./chunk-DFL6OJUP.js";
export {
  consolidate,
  formatDiff,
  undoConsolidation
};
