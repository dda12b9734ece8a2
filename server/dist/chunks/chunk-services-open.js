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
  currentEnv
} from "./chunk-storage-anchored-dir.js";

// server/src/services/open.ts
function openWorkspace(opts = {}) {
  const env = opts.env ?? currentEnv();
  const root = MemoryRoot.open(locateRootDir(opts.root, env), { create: opts.create ?? false });
  return { root, cwd: nonEmpty(opts.cwd) ?? envVar(env, "CLAUDE_PROJECT_DIR") ?? process.cwd(), now: opts.now ?? (() => /* @__PURE__ */ new Date()) };
}

export {
  openWorkspace
};
