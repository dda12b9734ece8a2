#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  GLOBAL_SCOPE,
  boundProject,
  isInBoundRepo,
  isMemoryPath,
  knownProjectsSentence,
  memoryWrittenSince,
  projectForCwd,
  projectForPath,
  resolveProjectScope,
  resolveScope
} from "./chunk-core-project-meta.js";
import "./chunk-storage-atomic-file.js";
import "./chunk-core-dates.js";
import "./chunk-core-path-rules.js";
import "./chunk-storage-environment.js";
import "./chunk-core-errors.js";
import "./chunk-shared.js";
export {
  GLOBAL_SCOPE,
  boundProject,
  isInBoundRepo,
  isMemoryPath,
  knownProjectsSentence,
  memoryWrittenSince,
  projectForCwd,
  projectForPath,
  resolveProjectScope,
  resolveScope
};
