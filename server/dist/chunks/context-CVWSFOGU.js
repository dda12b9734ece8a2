#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  DEFAULT_CONTEXT_CHARS,
  NO_PROJECT_HINT,
  buildProjectContext,
  consolidationReasons,
  contextBudgetFromEnv,
  withoutPlaceholders
} from "./chunk-R3GAFLH4.js";
import "./chunk-HFPIO54B.js";
import "./chunk-6I5UPBKL.js";
import "./chunk-7UPDPPTH.js";
import "./chunk-MBSABUBT.js";
import "./chunk-KZNU4RTG.js";
import "./chunk-DFL6OJUP.js";
export {
  DEFAULT_CONTEXT_CHARS,
  NO_PROJECT_HINT,
  buildProjectContext,
  consolidationReasons,
  contextBudgetFromEnv,
  withoutPlaceholders
};
