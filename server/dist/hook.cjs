"use strict";

// server/src/core/env.ts
function envVar(env, name) {
  return nonEmpty(env[name]);
}
function nonEmpty(value) {
  return value === void 0 || value.trim() === "" ? void 0 : value;
}

// server/src/bin/hook.ts
var fs = require("node:fs");
var os = require("node:os");
var path = require("node:path");
var vm = require("node:vm");
var CACHE_PREFIX = "hook-main-";
var CACHE_SUFFIX = ".v8cache";
function ownedFolder(dir) {
  try {
    const st = fs.lstatSync(dir);
    return st.isDirectory() && st.uid === process.getuid?.() && (st.mode & 18) === 0;
  } catch {
    return false;
  }
}
function cacheFolder() {
  if (typeof process.getuid !== "function") return void 0;
  const base = envVar(process.env, "CLAUDE_PLUGIN_DATA") ?? path.join(os.tmpdir(), `project-memory-${process.getuid()}`);
  return ownedFolder(base) ? base : void 0;
}
function cacheName(source, st) {
  return `${CACHE_PREFIX}${source.length}-${st.ino}-${st.mtimeMs}${CACHE_SUFFIX}`;
}
function run() {
  const main = path.join(__dirname, "hook-main.cjs");
  const source = fs.readFileSync(main, "utf8");
  const folder = cacheFolder();
  const cacheFile = folder ? path.join(folder, cacheName(source, fs.statSync(main))) : void 0;
  let cachedData;
  try {
    if (cacheFile) cachedData = fs.readFileSync(cacheFile);
  } catch {
  }
  const script = new vm.Script(`(function (exports, require, module, __filename, __dirname) {${source}
})`, { filename: main, cachedData });
  const mod = { exports: {} };
  script.runInThisContext().call(mod.exports, mod.exports, require, mod, main, __dirname);
  if (cacheFile && folder && (!cachedData || script.cachedDataRejected)) {
    process.once("exit", () => writeCache(folder, cacheFile, script.createCachedData()));
  }
}
function writeCache(folder, cacheFile, data) {
  try {
    for (const name of fs.readdirSync(folder)) {
      if (name.startsWith(CACHE_PREFIX) && name.endsWith(CACHE_SUFFIX)) fs.rmSync(path.join(folder, name), { force: true });
    }
    const tmp = `${cacheFile}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, data, { mode: 384 });
    fs.renameSync(tmp, cacheFile);
  } catch {
  }
}
run();
