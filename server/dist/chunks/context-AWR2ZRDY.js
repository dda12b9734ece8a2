#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  DEFAULT_CONTEXT_CHARS,
  NO_PROJECT_HINT,
  buildProjectContext,
  consolidationReasons,
  contextBudgetFromEnv
} from "./chunk-X6YSTPUF.js";
import "./chunk-HFPIO54B.js";
import "./chunk-5SLI4NSU.js";
import "./chunk-7UPDPPTH.js";
import "./chunk-MBSABUBT.js";
import "./chunk-KZNU4RTG.js";
import "./chunk-DFL6OJUP.js";
export {
  DEFAULT_CONTEXT_CHARS,
  NO_PROJECT_HINT,
  buildProjectContext,
  consolidationReasons,
  contextBudgetFromEnv
};
