#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  setJsonMembers
} from "./chunk-PZCQGVY6.js";
import {
  readThresholds
} from "./chunk-CNP3PCCL.js";

// server/src/services/project-json.ts
function readManifestJson(root, scope) {
  const file = root.readText(`${scope.dir}/manifest.json`);
  if (!file) return null;
  try {
    const data = JSON.parse(file.text);
    return data && typeof data === "object" && !Array.isArray(data) ? data : null;
  } catch {
    return null;
  }
}
function thresholdsOf(root, scope) {
  return readThresholds(readManifestJson(root, scope)).thresholds;
}
function updateManifestJson(root, scope, changes) {
  const rel = `${scope.dir}/manifest.json`;
  return root.lock(`file:${rel}`, () => {
    const file = root.readText(rel);
    if (!file) return false;
    const next = setJsonMembers(file.text, typeof changes === "function" ? changes() : changes);
    if (next === null) return false;
    if (next !== file.text) root.writeText(rel, next);
    return true;
  });
}

export {
  readManifestJson,
  thresholdsOf,
  updateManifestJson
};
