#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  consolidate,
  formatDiff,
  undoConsolidation
} from "./chunk-OVZPE6ER.js";
import "./chunk-TVTODV2W.js";
import "./chunk-LMUVU2WL.js";
import "./chunk-5SLI4NSU.js";
import "./chunk-7UPDPPTH.js";
import "./chunk-MBSABUBT.js";
import "./chunk-KZNU4RTG.js";
import "./chunk-DFL6OJUP.js";
export {
  consolidate,
  formatDiff,
  undoConsolidation
};
