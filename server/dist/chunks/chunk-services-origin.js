#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  envVar,
  nonEmpty
} from "./chunk-core-env.js";
import {
  currentEnv
} from "./chunk-storage-environment.js";

// server/src/services/origin.ts
function originFor(tool, env = currentEnv(), session) {
  const id = nonEmpty(session) ?? envVar(env, "CLAUDE_CODE_SESSION_ID");
  return id ? { tool, session: id } : { tool };
}

export {
  originFor
};
