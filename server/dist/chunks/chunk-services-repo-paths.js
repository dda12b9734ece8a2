#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  isInside
} from "./chunk-storage-anchored-dir.js";
import {
  MemoryError
} from "./chunk-core-errors.js";

// server/src/services/repo-paths.ts
import path from "node:path";
function longestRepo(scope, abs) {
  return [...scope.entry?.paths ?? []].sort((a, b) => b.length - a.length).find((p) => isInside(p, abs)) ?? null;
}
function outside(what, value, scope) {
  return new MemoryError(
    "INVALID_INPUT",
    `${what} ${value} is outside the repositories bound to ${scope.slug}.`,
    "Pass a path inside a bound repository (relative to it, or absolute), or bind the repository with use."
  );
}
function toRepoPath(scope, value, opts) {
  let abs = null;
  if (path.isAbsolute(value)) abs = path.resolve(value);
  else if (opts.from && longestRepo(scope, path.resolve(opts.from))) abs = path.resolve(opts.from, value);
  if (abs !== null) {
    const repo2 = longestRepo(scope, abs);
    if (!repo2) throw outside(opts.what, value, scope);
    return { repo: repo2, rel: path.relative(repo2, abs).split(path.sep).join("/") };
  }
  const rel = path.posix.normalize(value.split(path.sep).join("/")).replace(/^\.\//, "");
  if (rel === ".." || rel.startsWith("../")) throw outside(opts.what, value, scope);
  const paths = scope.entry?.paths ?? [];
  const repo = (opts.cwd ? longestRepo(scope, path.resolve(opts.cwd)) : null) ?? paths[0] ?? null;
  return { repo, rel: rel === "." ? "" : rel };
}

export {
  toRepoPath
};
