#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  MemoryRoot,
  locateRootDir
} from "./chunk-core-limits.js";
import {
  envVar,
  nonEmpty
} from "./chunk-core-env.js";
import {
  SHARED_DIR,
  checkSharedFolder,
  findRepoPlace,
  isRealDir,
  mainWorktreeOf,
  pointerPath,
  pointerSlugs,
  readPointer,
  renderPointer,
  sharedSlugOf
} from "./chunk-core-project-meta.js";
import {
  writeAtomic
} from "./chunk-storage-atomic-file.js";
import {
  currentEnv,
  isInside
} from "./chunk-core-path-rules.js";
import {
  isMemoryError
} from "./chunk-core-errors.js";

// server/src/services/shared-attach.ts
import path from "node:path";
function mountPointers(root) {
  for (const slug of pointerSlugs(root.dir)) {
    const p = readPointer(root.dir, slug);
    if (!p || !isRealDir(p.dir)) continue;
    try {
      root.mount(slug, checkSharedFolder(p.dir));
    } catch {
    }
  }
}
function attachShared(root, cwd) {
  mountPointers(root);
  const place = findRepoPlace(cwd);
  if (!place?.shared) return { here: null, problem: null };
  if (isInside(root.dir, place.shared) || isInside(place.shared, root.dir)) return { here: null, problem: null };
  let dir;
  try {
    dir = checkSharedFolder(place.shared);
  } catch (e) {
    return { here: null, problem: e instanceof Error ? e.message : String(e) };
  }
  const slug = sharedSlugOf(dir);
  if (!slug) return { here: null, problem: `The shared memory folder ${place.shared} has no valid _meta.yaml with a slug; it was not used.` };
  const own = path.join(root.dir, "projects", slug);
  const pointer = readPointer(root.dir, slug);
  if (!pointer && isRealDir(own)) {
    return {
      here: null,
      problem: `The shared memory folder ${place.shared} is project "${slug}", but this memory root already has a personal project of that slug; it was not used.`
    };
  }
  if (!pointer || !isRealDir(pointer.dir)) {
    const main = place.git === "dir" ? place.top : mainWorktreeOf(place);
    const target = main === place.top ? dir : main !== null && isRealDir(path.join(main, SHARED_DIR)) ? path.join(main, SHARED_DIR) : null;
    if (target !== null) {
      try {
        writeAtomic(root.dir, pointerPath(root.dir, slug), renderPointer({ dir: target, paths: pointer?.paths ?? [] }), `projects/${slug}/.shared`);
      } catch {
      }
    }
  }
  root.mount(slug, dir);
  return { here: { slug, top: path.dirname(dir) }, problem: null };
}

// server/src/services/open.ts
function openWorkspace(opts = {}) {
  const env = opts.env ?? currentEnv();
  const cwd = nonEmpty(opts.cwd) ?? envVar(env, "CLAUDE_PROJECT_DIR") ?? process.cwd();
  let root;
  try {
    root = MemoryRoot.open(locateRootDir(opts.root, env), { create: opts.create ?? false });
  } catch (e) {
    if (!(isMemoryError(e) && e.code === "NOT_FOUND") || !findRepoPlace(cwd)?.shared) throw e;
    root = MemoryRoot.open(locateRootDir(opts.root, env), { create: true });
  }
  const attached = attachShared(root, cwd);
  return { root, cwd, now: opts.now ?? (() => /* @__PURE__ */ new Date()), shared: attached.here, sharedProblem: attached.problem };
}

export {
  openWorkspace
};
