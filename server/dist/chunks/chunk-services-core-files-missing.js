#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  CORE_PROJECT_FILES
} from "./chunk-core-project-files.js";

// server/src/services/core-files-missing.ts
function missingCoreFiles(ws, scope) {
  if (scope.kind !== "project" || !ws.root.isDirectory(scope.dir)) return [];
  return CORE_PROJECT_FILES.filter((c) => !occupied(ws, `${scope.dir}/${c.file}`)).map((c) => c.file);
}
function occupied(ws, rel) {
  try {
    return ws.root.exists(rel);
  } catch {
    return true;
  }
}

export {
  missingCoreFiles,
  occupied
};
