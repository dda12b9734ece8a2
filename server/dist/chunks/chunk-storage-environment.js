#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);

// server/src/storage/environment.ts
import fs from "node:fs";
import { createRequire } from "node:module";
var als;
function withEnv(env, fn) {
  als ??= new (createRequire("/")("node:async_hooks")).AsyncLocalStorage();
  return als.run(env, fn);
}
function currentEnv() {
  return als?.getStore() ?? process.env;
}
var NO_PROC_SWITCH = "PM_NO_PROC";
var PROC_FD = (() => {
  if (process.env[NO_PROC_SWITCH] === "1") return false;
  try {
    return fs.existsSync("/proc/self/fd");
  } catch {
    return false;
  }
})();

export {
  withEnv,
  currentEnv,
  PROC_FD
};
