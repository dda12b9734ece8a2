#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  consolidate,
  formatDiff,
  undoConsolidation
} from "./chunk-KGFUUSY3.js";
import "./chunk-DZ6JFA5A.js";
import "./chunk-LMUVU2WL.js";
import "./chunk-6I5UPBKL.js";
import "./chunk-7UPDPPTH.js";
import "./chunk-MBSABUBT.js";
import "./chunk-KZNU4RTG.js";
import "./chunk-DFL6OJUP.js";
export {
  consolidate,
  formatDiff,
  undoConsolidation
};
