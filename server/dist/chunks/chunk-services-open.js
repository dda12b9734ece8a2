#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  MemoryRoot,
  attachShared,
  locateRootDir
} from "./chunk-core-limits.js";
import {
  envVar,
  nonEmpty
} from "./chunk-core-env.js";
import {
  findRepoPlace
} from "./chunk-core-project-meta.js";
import {
  currentEnv
} from "./chunk-storage-environment.js";
import {
  isMemoryError
} from "./chunk-core-errors.js";

// server/src/services/open.ts
function openWorkspace(opts = {}) {
  const env = opts.env ?? currentEnv();
  const cwd = nonEmpty(opts.cwd) ?? envVar(env, "CLAUDE_PROJECT_DIR") ?? process.cwd();
  let root;
  try {
    root = MemoryRoot.open(locateRootDir(opts.root, env, opts.rootFrom), { create: opts.create ?? false });
  } catch (e) {
    if (!(isMemoryError(e) && e.code === "NOT_FOUND") || !findRepoPlace(cwd)?.shared) throw e;
    root = MemoryRoot.open(locateRootDir(opts.root, env, opts.rootFrom), { create: true });
  }
  const attached = attachShared(root, cwd);
  return { root, cwd, now: opts.now ?? (() => /* @__PURE__ */ new Date()), shared: attached.here, sharedProblem: attached.problem };
}

export {
  openWorkspace
};
