#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  indexLacksIds,
  normaliseProjectsIndex
} from "./chunk-core-project-meta.js";
import {
  listAnchored
} from "./chunk-storage-anchored-dir.js";

// server/src/storage/projects-index.ts
import fs from "node:fs";
import path from "node:path";
var PROJECTS_INDEX = "_projects-index.json";
function renderProjectsIndex(index) {
  return `${JSON.stringify(index, null, 2)}
`;
}
function readProjectsIndex(root) {
  const file = root.readText(PROJECTS_INDEX);
  if (!file) return { projects: [] };
  try {
    return normaliseProjectsIndex(JSON.parse(file.text));
  } catch {
    return { projects: [] };
  }
}
function projectsIndexIsStale(root) {
  let indexMtime;
  try {
    indexMtime = fs.lstatSync(path.join(root.dir, PROJECTS_INDEX)).mtimeMs;
  } catch {
    return true;
  }
  if (indexLacksIds(readProjectsIndex(root))) return true;
  for (const d of listAnchored(root.dir, path.join(root.dir, "projects"))) {
    if (!d.isDirectory()) continue;
    try {
      if (fs.lstatSync(path.join(root.dir, "projects", d.name, "_meta.yaml")).mtimeMs > indexMtime) return true;
    } catch {
    }
  }
  return false;
}

export {
  PROJECTS_INDEX,
  renderProjectsIndex,
  readProjectsIndex,
  projectsIndexIsStale
};
