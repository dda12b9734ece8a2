#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
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
    const current = readManifestJson(root, scope);
    if (!current) return false;
    const next = /* @__PURE__ */ Object.create(null);
    for (const [k, v] of Object.entries(current)) next[k] = v;
    for (const [k, v] of Object.entries(typeof changes === "function" ? changes() : changes)) next[k] = v;
    const before = `${JSON.stringify(current, null, 2)}
`;
    const after = `${JSON.stringify(next, null, 2)}
`;
    if (before !== after) root.writeText(rel, after);
    return true;
  });
}

export {
  readManifestJson,
  thresholdsOf,
  updateManifestJson
};
