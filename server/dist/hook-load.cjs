"use strict";
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);

// server/src/bin/hook-load.ts
var hook_load_exports = {};
__export(hook_load_exports, {
  loadMain: () => loadMain
});
module.exports = __toCommonJS(hook_load_exports);

// server/src/core/errors.ts
var MemoryError = class extends Error {
  code;
  hint;
  constructor(code, message, hint) {
    super(message);
    this.name = "MemoryError";
    this.code = code;
    this.hint = hint;
  }
  /** The text a user or model sees: the sentence, then the fix. */
  describe() {
    return this.hint ? `${this.message} ${this.hint}` : this.message;
  }
};

// server/src/core/path-rules.ts
var TEMP_SUFFIX = ".pm-tmp";

// server/src/storage/lazy-crypto.ts
var import_node_module = require("node:module");
var crypto;
function nodeCrypto() {
  crypto ??= (0, import_node_module.createRequire)("/")("node:crypto");
  return crypto;
}

// server/src/storage/waits.ts
var WouldWait = class extends MemoryError {
  constructor(wait) {
    super("LOCKED", "Another process holds a file this call needs, so the call waits for it.", "Try again in a moment.");
    this.wait = wait;
  }
  wait;
};
var als;
var sleeper = new Int32Array(new SharedArrayBuffer(4));
function current() {
  const s = als?.getStore() ?? null;
  return s && !s.attempt.over ? s : null;
}
function noteChange() {
  const s = current();
  if (!s) return;
  if (s.attempt.wait !== null && !s.attempt.changed) throw new WouldWait(s.attempt.wait);
  s.attempt.changed = true;
}

// server/src/storage/atomic-file.ts
var fs = require("node:fs");
var path = require("node:path");
var cryptoHex = () => nodeCrypto().randomBytes(6).toString("hex");
function tempNameFor(abs, randomHex = cryptoHex) {
  const stem = Array.from(path.basename(abs)).slice(0, 48).join("");
  return path.join(path.dirname(abs), `.${stem}.${process.pid}.${randomHex()}${TEMP_SUFFIX}`);
}
function writeThroughTemp(tmp, data, mode, durable, place) {
  const fd = fs.openSync(tmp, fs.constants.O_WRONLY | fs.constants.O_CREAT | fs.constants.O_EXCL | fs.constants.O_NOFOLLOW, mode);
  try {
    try {
      let off = 0;
      while (off < data.length) off += fs.writeSync(fd, data, off, data.length - off);
      if (durable) fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    place();
  } catch (e) {
    fs.rmSync(tmp, { force: true });
    throw e;
  }
}
var quickHex = () => Math.floor(Math.random() * 2 ** 48).toString(16).padStart(12, "0");
function writeFileAtomic(dir, name, data, mode = 384) {
  const target = path.join(dir, name);
  const tmp = tempNameFor(target, quickHex);
  noteChange();
  try {
    writeThroughTemp(tmp, typeof data === "string" ? Buffer.from(data, "utf8") : data, mode, false, () => fs.renameSync(tmp, target));
    return true;
  } catch {
    return false;
  }
}

// server/src/storage/user-folder.ts
var import_node_module2 = require("node:module");

// server/src/core/env.ts
function envVar(env, name) {
  return nonEmpty(env[name]);
}
function nonEmpty(value) {
  return value === void 0 || value.trim() === "" ? void 0 : value;
}

// server/src/storage/user-folder.ts
var path2 = require("node:path");
var os;
var tmpdir = () => (os ??= (0, import_node_module2.createRequire)("/")("node:os")).tmpdir();
function perUserFolder(env) {
  const data = envVar(env, "CLAUDE_PLUGIN_DATA");
  return data ? { dir: data, pluginData: true } : { dir: path2.join(tmpdir(), `project-memory-${process.getuid?.() ?? "user"}`), pluginData: false };
}

// server/src/bin/hook-load.ts
var fs2 = require("node:fs");
var path3 = require("node:path");
var vm = require("node:vm");
var CACHE_PREFIX = "hook-main-";
var CACHE_SUFFIX = ".v8cache";
function ownedFolder(dir) {
  try {
    const st = fs2.lstatSync(dir);
    return st.isDirectory() && st.uid === process.getuid?.() && (st.mode & 18) === 0;
  } catch {
    return false;
  }
}
function cacheFolder() {
  if (typeof process.getuid !== "function") return void 0;
  const base = perUserFolder(process.env).dir;
  return ownedFolder(base) ? base : void 0;
}
function cacheName(source, st) {
  return `${CACHE_PREFIX}${source.length}-${st.ino}-${st.mtimeMs}${CACHE_SUFFIX}`;
}
function loadMain(main, st, stdin, build) {
  const source = fs2.readFileSync(main, "utf8");
  const folder = cacheFolder();
  const cacheFile = folder ? path3.join(folder, cacheName(source, st)) : void 0;
  let cachedData;
  try {
    if (cacheFile) cachedData = fs2.readFileSync(cacheFile);
  } catch {
  }
  const script = new vm.Script(`(function (exports, require, module, __filename, __dirname) {${source}
})`, { filename: main, cachedData });
  const mod = { exports: {} };
  script.runInThisContext().call(mod.exports, mod.exports, require, mod, main, path3.dirname(main));
  mod.exports.main?.({ stdin, cacheBuild: build });
  if (cacheFile && folder && (!cachedData || script.cachedDataRejected)) {
    process.once("exit", () => writeCache(folder, cacheFile, script.createCachedData()));
  }
}
function writeCache(folder, cacheFile, data) {
  try {
    for (const name of fs2.readdirSync(folder)) {
      if (name.startsWith(CACHE_PREFIX) && name.endsWith(CACHE_SUFFIX)) fs2.rmSync(path3.join(folder, name), { force: true });
    }
    writeFileAtomic(folder, path3.basename(cacheFile), data);
  } catch {
  }
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  loadMain
});
