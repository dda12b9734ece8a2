#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  DEFAULT_CONTEXT_CHARS,
  NO_PROJECT_HINT,
  buildProjectContext,
  consolidationReasons,
  contextBudgetFromEnv
} from "./chunk-QEJWS56Z.js";
import "./chunk-HFPIO54B.js";
import "./chunk-2O3TMQSL.js";
import "./chunk-73RP4KLG.js";
import "./chunk-H5BWLZPS.js";
import "./chunk-KZNU4RTG.js";
import "./chunk-DFL6OJUP.js";
export {
  DEFAULT_CONTEXT_CHARS,
  NO_PROJECT_HINT,
  buildProjectContext,
  consolidationReasons,
  contextBudgetFromEnv
};
