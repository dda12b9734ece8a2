#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  findProjectByKey,
  readProjectsIndex
} from "./chunk-core-project-meta.js";
import {
  closeAnchoredDir,
  countOwnTempFiles,
  entryOf,
  isInside,
  listAnchored,
  locksDir,
  openAnchoredDir
} from "./chunk-storage-anchored-dir.js";
import {
  MemoryError
} from "./chunk-core-errors.js";

// server/src/services/scope.ts
import path2 from "node:path";

// server/src/storage/inspect.ts
import fs from "node:fs";
import path from "node:path";
function countTempFiles(dir) {
  return countOwnTempFiles(dir);
}
function countLockFiles(root) {
  return listAnchored(root.dir, locksDir(root.dir)).filter((d) => d.name.endsWith(".lock")).length;
}
function newestWrite(root, rel, maxDepth = 4) {
  let newest = 0;
  const walk = (dir, depth) => {
    let anchored;
    try {
      anchored = openAnchoredDir(root.dir, dir);
    } catch {
      return;
    }
    if (!anchored) return;
    const folders = [];
    try {
      for (const e of fs.readdirSync(anchored.via, { withFileTypes: true })) {
        if (e.name.startsWith(".")) continue;
        if (e.isDirectory()) {
          if (depth < maxDepth && e.name !== "archive") folders.push(path.join(dir, e.name));
        } else if (e.isFile() && e.name !== "_index.yaml") {
          try {
            newest = Math.max(newest, fs.lstatSync(entryOf(anchored, e.name)).mtimeMs);
          } catch {
          }
        }
      }
    } catch {
    } finally {
      closeAnchoredDir(anchored);
    }
    for (const f of folders) walk(f, depth + 1);
  };
  walk(path.join(root.dir, rel), 0);
  return newest;
}
function pathKind(abs) {
  try {
    return fs.statSync(abs).isDirectory() ? "folder" : "other";
  } catch {
    return "missing";
  }
}

// server/src/services/scope.ts
var GLOBAL_SCOPE = { kind: "global", slug: "_global", name: "Global", dir: "_global", entry: null };
function scopeOf(entry) {
  return { kind: "project", slug: entry.slug, name: entry.name, dir: `projects/${entry.slug}`, entry };
}
function projectForPath(index, dir) {
  let best = null;
  let bestLength = -1;
  const target = path2.resolve(dir);
  for (const p of index.projects) {
    for (const bound of p.paths) {
      if (path2.isAbsolute(bound) && bound.length > bestLength && containsPath(bound, target)) {
        best = p;
        bestLength = bound.length;
      }
    }
  }
  return best;
}
function containsPath(base, target) {
  const normal = base.length > 1 && base.endsWith(path2.sep) ? base.slice(0, -1) : base;
  if (normal.includes(`${path2.sep}.`) || normal.includes(`${path2.sep}${path2.sep}`)) return isInside(path2.resolve(base), target);
  return target === normal || target.startsWith(normal === path2.sep ? normal : `${normal}${path2.sep}`);
}
function knownProjectsSentence(index) {
  if (index.projects.length === 0) return "There are no projects yet: create one with create_project (CLI: project-memory init, then create_project from Claude Code).";
  const names = index.projects.map((p) => p.slug).join(", ");
  return `Known projects: ${names}. Pass project, or bind this repository with use_project (CLI: project-memory use <project>).`;
}
function resolveScope(ws, project, index = readProjectsIndex(ws.root)) {
  if (project === "_global") return GLOBAL_SCOPE;
  if (project != null && project !== "") {
    const byKey = findProjectByKey(index, project);
    if (byKey) return scopeOf(byKey);
    if (path2.isAbsolute(project)) {
      const byPath = projectForPath(index, project);
      if (byPath) return scopeOf(byPath);
      throw new MemoryError("NO_PROJECT", `No project is bound to a repository containing ${project}.`, knownProjectsSentence(index));
    }
    throw new MemoryError("NO_PROJECT", `There is no project with the slug, alias or id "${project}".`, knownProjectsSentence(index));
  }
  const bound = projectForPath(index, ws.cwd);
  if (bound) return scopeOf(bound);
  throw new MemoryError("NO_PROJECT", `No project was named and none is bound to ${ws.cwd}.`, knownProjectsSentence(index));
}
function boundProject(ws) {
  const entry = projectForPath(readProjectsIndex(ws.root), ws.cwd);
  return entry ? scopeOf(entry) : null;
}
function isMemoryPath(ws, file) {
  return path2.isAbsolute(file) && isInside(ws.root.dir, path2.resolve(file));
}
function isInBoundRepo(scope, file) {
  return path2.isAbsolute(file) && (scope.entry?.paths ?? []).some((repo) => isInside(repo, path2.resolve(file)));
}
function resolveProjectScope(ws, project, what) {
  const scope = resolveScope(ws, project);
  if (scope.kind !== "project") throw new MemoryError("INVALID_INPUT", `${what} belong to a project, not to _global.`);
  return scope;
}
function memoryWrittenSince(ws, scope, sinceMs) {
  return newestWrite(ws.root, scope.dir) >= sinceMs;
}

export {
  countTempFiles,
  countLockFiles,
  pathKind,
  GLOBAL_SCOPE,
  projectForPath,
  knownProjectsSentence,
  resolveScope,
  boundProject,
  isMemoryPath,
  isInBoundRepo,
  resolveProjectScope,
  memoryWrittenSince
};
