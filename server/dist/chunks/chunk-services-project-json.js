#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  setJsonMembers
} from "./chunk-core-json-edit.js";
import {
  updateText
} from "./chunk-storage-update-text.js";
import {
  readThresholds
} from "./chunk-core-thresholds.js";

// server/src/services/project-json.ts
function readManifestJson(root, scope) {
  return parseManifestJson(root.readText(`${scope.dir}/manifest.json`));
}
function parseManifestJson(file) {
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
  let valid = false;
  updateText(root, rel, (file) => {
    if (!file) return null;
    const next = setJsonMembers(file.text, typeof changes === "function" ? changes() : changes);
    valid = next !== null;
    return next === null || next === file.text ? null : next;
  });
  return valid;
}

export {
  readManifestJson,
  thresholdsOf,
  updateManifestJson
};
