#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  createMissingCoreFiles
} from "./chunk-services-core-files-init.js";
import {
  afterChange
} from "./chunk-core-ranked-analyze.js";

// server/src/services/core-files.ts
function ensureCoreFiles(ws, scope) {
  const created = createMissingCoreFiles(ws, scope);
  if (created.length) afterChange(ws, created);
  return created;
}

export {
  ensureCoreFiles
};
