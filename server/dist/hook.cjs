"use strict";
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));

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

// server/src/core/dates.ts
var DATE_SHAPE = "\\d{4}-\\d{2}-\\d{2}";
var DATE_IN_TEXT = new RegExp(`\\b(${DATE_SHAPE})\\b`);
var LEADING_DATE = new RegExp(`^(${DATE_SHAPE})(?=$|[.\\-_ ])`);
var DATE_FILE = new RegExp(`^(${DATE_SHAPE})\\.md$`);
var DATE_FILE_SUFFIXED = new RegExp(`^(${DATE_SHAPE})(-[a-z0-9-]+)?\\.md$`);
function today(now = /* @__PURE__ */ new Date()) {
  const y = now.getUTCFullYear();
  if (!(y >= 0 && y <= 9999)) return now.toISOString().slice(0, 10);
  const two = (n) => n < 10 ? `0${n}` : `${n}`;
  return `${String(y).padStart(4, "0")}-${two(now.getUTCMonth() + 1)}-${two(now.getUTCDate())}`;
}

// server/src/core/env.ts
function envVar(env, name) {
  return nonEmpty(env[name]);
}
function nonEmpty(value) {
  return value === void 0 || value.trim() === "" ? void 0 : value;
}

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
var OWN_TEMP_NAME = /^\.(?:.{1,48})\.([1-9]\d{0,9})\.[0-9a-f]{12}\.pm-tmp$/su;
var cryptoHex = () => nodeCrypto().randomBytes(6).toString("hex");
function tempNameFor(abs, randomHex = cryptoHex) {
  const stem = Array.from(path.basename(abs)).slice(0, 48).join("");
  return path.join(path.dirname(abs), `.${stem}.${process.pid}.${randomHex()}${TEMP_SUFFIX}`);
}
function isOwnTempName(name) {
  return name.endsWith(TEMP_SUFFIX) && OWN_TEMP_NAME.test(name);
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

// server/src/storage/environment.ts
var fs2 = require("node:fs");
var NO_PROC_SWITCH = "PM_NO_PROC";
var PROC_FD = (() => {
  if (process.env[NO_PROC_SWITCH] === "1") return false;
  try {
    return fs2.existsSync("/proc/self/fd");
  } catch {
    return false;
  }
})();

// server/src/storage/user-folder.ts
var import_node_module2 = require("node:module");
var path2 = require("node:path");
var os;
var tmpdir = () => (os ??= (0, import_node_module2.createRequire)("/")("node:os")).tmpdir();
function perUserFolder(env) {
  const data = envVar(env, "CLAUDE_PLUGIN_DATA");
  return data ? { dir: data, pluginData: true } : { dir: path2.join(tmpdir(), `project-memory-${process.getuid?.() ?? "user"}`), pluginData: false };
}

// server/src/storage/session-state.ts
var fs3 = require("node:fs");
var path3 = require("node:path");
var MAX_STATE_BYTES = 1024 * 1024;
var SESSION_ID = /^[A-Za-z0-9_-]{1,128}$/;
var STATE_FILE = /^[A-Za-z0-9_-]{1,128}\.json$/;
var CACHE_FILE = /^context-[0-9a-f]{1,32}\.cache$/;
var OLD_TEMP_FILE = /^(?:[A-Za-z0-9_-]{1,128}\.json|context-[0-9a-f]{1,32}\.cache)\.\d+\.[0-9a-z]{1,16}\.tmp$/;
var DIR_FLAGS = fs3.constants.O_RDONLY | fs3.constants.O_DIRECTORY | fs3.constants.O_NOFOLLOW;
function inStateDir(dir, fn) {
  if (PROC_FD) return fn(viaOf(dir.fd, dir.abs));
  return stillAt(dir) ? fn(dir.abs) : null;
}
function stillAt(dir) {
  try {
    const named = fs3.lstatSync(dir.abs);
    const held = fs3.fstatSync(dir.fd);
    return named.dev === held.dev && named.ino === held.ino;
  } catch {
    return false;
  }
}
function viaOf(fd, checkedPath) {
  return PROC_FD ? `/proc/self/fd/${fd}` : checkedPath;
}
function openOwnedDir(dir, opened, { create, isPrivate }) {
  const uid = process.getuid?.();
  if (uid === void 0) return null;
  let fd;
  try {
    fd = fs3.openSync(opened, DIR_FLAGS);
  } catch (e) {
    if (e.code !== "ENOENT") return null;
    try {
      fs3.mkdirSync(opened, { mode: 448, recursive: create === "recursive" });
    } catch (e2) {
      if (e2.code !== "EEXIST") return null;
    }
    try {
      fd = fs3.openSync(opened, DIR_FLAGS);
    } catch {
      return null;
    }
  }
  try {
    const st = fs3.fstatSync(fd);
    const lst = fs3.lstatSync(opened);
    const ok = st.isDirectory() && !lst.isSymbolicLink() && lst.ino === st.ino && lst.dev === st.dev && st.uid === uid && (st.mode & 18) === 0;
    if (!ok) throw new Error(`not a private folder: ${dir}`);
    if (isPrivate && (st.mode & 63) !== 0) {
      fs3.fchmodSync(fd, 448);
      if ((fs3.fstatSync(fd).mode & 63) !== 0) throw new Error(`not a private folder: ${dir}`);
    }
    return fd;
  } catch {
    fs3.closeSync(fd);
    return null;
  }
}
var cached;
function stateDir(env) {
  const { dir: base, pluginData: data } = perUserFolder(env);
  if (cached?.key === base) return cached.dir;
  let dir = null;
  const baseFd = openOwnedDir(base, base, { create: data ? "recursive" : "one", isPrivate: !data });
  if (baseFd !== null) {
    const sessions = path3.join(base, "sessions");
    const fd = openOwnedDir(sessions, path3.join(viaOf(baseFd, base), "sessions"), { create: "one", isPrivate: true });
    fs3.closeSync(baseFd);
    if (fd !== null) dir = { fd, abs: sessions };
  }
  cached = { key: base, dir };
  return dir;
}
function stateName(sessionId) {
  return SESSION_ID.test(sessionId) ? `${sessionId}.json` : null;
}
function readSmallFile(file) {
  let fd;
  try {
    fd = fs3.openSync(file, fs3.constants.O_RDONLY | fs3.constants.O_NOFOLLOW | fs3.constants.O_NONBLOCK);
  } catch {
    return null;
  }
  try {
    const st = fs3.fstatSync(fd);
    if (!st.isFile() || st.size > MAX_STATE_BYTES || st.uid !== process.getuid?.()) return null;
    return fs3.readFileSync(fd, "utf8");
  } catch {
    return null;
  } finally {
    fs3.closeSync(fd);
  }
}
function readCacheFile(env, name) {
  const dir = CACHE_FILE.test(name) ? stateDir(env) : null;
  return dir ? inStateDir(dir, (via) => readSmallFile(path3.join(via, name))) : null;
}
function readState(env, sessionId) {
  const name = sessionId ? stateName(sessionId) : null;
  if (!name) return null;
  const dir = stateDir(env);
  if (!dir) return null;
  const text = inStateDir(dir, (via) => readSmallFile(path3.join(via, name)));
  if (text === null) return null;
  try {
    const data = JSON.parse(text);
    return {
      startedAt: typeof data.startedAt === "number" ? data.startedAt : Date.now(),
      project: typeof data.project === "string" ? data.project : null,
      codeChanged: Array.isArray(data.codeChanged) ? data.codeChanged.filter((x) => typeof x === "string") : [],
      cited: Array.isArray(data.cited) ? data.cited.filter((x) => typeof x === "string") : [],
      reminded: data.reminded === true
    };
  } catch {
    return null;
  }
}
function keepState(env, sessionId, state) {
  const name = sessionId ? stateName(sessionId) : null;
  const dir = name ? stateDir(env) : null;
  if (!dir || !name) return;
  const text = JSON.stringify(state);
  inStateDir(dir, (via) => {
    const file = path3.join(via, name);
    if (readSmallFile(file) === text) {
      try {
        const now = /* @__PURE__ */ new Date();
        fs3.lutimesSync(file, now, now);
        return;
      } catch {
      }
    }
    writeFileAtomic(via, name, text);
  });
}
function replaceState(env, sessionId, state, previousExists) {
  const name = sessionId ? stateName(sessionId) : null;
  const dir = name ? stateDir(env) : null;
  if (!dir || !name) return;
  inStateDir(dir, (via) => {
    if (previousExists) {
      try {
        fs3.unlinkSync(path3.join(via, name));
      } catch {
      }
    }
    writeFileAtomic(via, name, JSON.stringify(state));
  });
}
function freshState(project = null) {
  return { startedAt: Date.now(), project, codeChanged: [], cited: [], reminded: false };
}
var PRUNE_EVERY_MS = 864e5;
var PRUNE_MARKER = ".pruned";
function pruneStates(env, maxAgeMs = 7 * 864e5) {
  const dir = stateDir(env);
  if (!dir) return;
  inStateDir(dir, (via) => {
    const marker = path3.join(via, PRUNE_MARKER);
    const now = Date.now();
    try {
      if (now - fs3.lstatSync(marker).mtimeMs < PRUNE_EVERY_MS) return;
    } catch {
    }
    sweep(via, marker, now, maxAgeMs);
  });
}
function sweep(via, marker, now, maxAgeMs) {
  let names;
  try {
    names = fs3.readdirSync(via);
    fs3.rmSync(marker, { force: true });
    fs3.writeFileSync(marker, "", { flag: "wx", mode: 384 });
  } catch {
    return;
  }
  for (const name of names) {
    if (!STATE_FILE.test(name) && !CACHE_FILE.test(name) && !OLD_TEMP_FILE.test(name) && !isOwnTempName(name)) continue;
    try {
      const full = path3.join(via, name);
      const st = fs3.lstatSync(full);
      if (st.isFile() && now - st.mtimeMs > maxAgeMs) fs3.unlinkSync(full);
    } catch {
    }
  }
}

// server/src/services/session-state.ts
function startSessionState(env, p, project) {
  const previous = readState(env, p.session_id);
  if (previous && (p.source === "resume" || p.source === "compact")) keepState(env, p.session_id, previous);
  else replaceState(env, p.session_id, freshState(project), previous !== null);
  if (p.source === "startup") pruneStates(env);
}

// server/src/storage/path-print.ts
var fs4 = require("node:fs");
function pathPrint(abs) {
  let st;
  try {
    st = fs4.lstatSync(abs, { bigint: true, throwIfNoEntry: false });
  } catch {
    return null;
  }
  if (!st) return { print: "-", changedNs: null };
  return { print: `${st.dev}:${st.ino}:${st.mode}:${st.size}:${st.mtimeNs}:${st.ctimeNs}`, changedNs: st.ctimeNs };
}
function realpathOrNull(p) {
  try {
    return fs4.realpathSync.native(p);
  } catch {
    return null;
  }
}

// server/src/hooks/payload.ts
function parsePayload(raw) {
  if (raw.trim() === "") return {};
  const data = JSON.parse(raw);
  if (!data || typeof data !== "object" || Array.isArray(data)) return {};
  const o = data;
  const str = (k) => typeof o[k] === "string" ? o[k] : void 0;
  const input = o.tool_input && typeof o.tool_input === "object" && !Array.isArray(o.tool_input) ? o.tool_input : void 0;
  return {
    session_id: str("session_id"),
    cwd: str("cwd"),
    hook_event_name: str("hook_event_name"),
    source: str("source"),
    stop_hook_active: o.stop_hook_active === true,
    tool_name: str("tool_name"),
    tool_input: input
  };
}
function hookDialect(env) {
  return env.PROJECT_MEMORY_HOOK_DIALECT === "copilot" ? "copilot" : "claude";
}
function renderOutput(out, dialect = "claude") {
  switch (out.kind) {
    case "none":
      return "";
    case "context":
      if (dialect === "copilot") return JSON.stringify({ additionalContext: out.text });
      return JSON.stringify({ hookSpecificOutput: { hookEventName: out.event, additionalContext: out.text } });
    case "block":
      return JSON.stringify({ decision: "block", reason: out.reason });
    case "notice":
      return JSON.stringify({ systemMessage: out.text });
  }
}

// server/src/hooks/stdio.ts
var fs5 = require("node:fs");
var MAX_STDIN_BYTES = 4 * 1024 * 1024;
function readStdinSync() {
  const read = { chunks: [], size: 0, done: true };
  let kind;
  try {
    kind = fs5.fstatSync(0);
  } catch {
    return read;
  }
  if (kind.isCharacterDevice()) return read;
  let chunk = Buffer.allocUnsafe(64 * 1024);
  let used = 0;
  try {
    for (; ; ) {
      const n = fs5.readSync(0, chunk, used, chunk.length - used, null);
      if (n === 0) break;
      used += n;
      read.size += n;
      if (read.size > MAX_STDIN_BYTES) break;
      if (used === chunk.length) {
        read.chunks.push(chunk);
        chunk = Buffer.allocUnsafe(64 * 1024);
        used = 0;
      }
    }
  } catch (e) {
    if (e.code !== "EAGAIN") throw e;
    read.done = false;
  }
  if (used > 0) read.chunks.push(chunk.subarray(0, used));
  return read;
}
function stdinText(read) {
  return read.chunks.length === 1 ? read.chunks[0].toString("utf8") : Buffer.concat(read.chunks).toString("utf8");
}
function writeAll(fd, text) {
  const data = Buffer.from(text.endsWith("\n") ? text : `${text}
`, "utf8");
  let off = 0;
  while (off < data.length) {
    try {
      off += fs5.writeSync(fd, data, off);
    } catch (e) {
      if (e.code !== "EAGAIN") return;
    }
  }
}

// server/src/hooks/context-cache.ts
var FORMAT = 1;
var INPUT_VARS = ["CLAUDE_PROJECT_DIR", "PROJECT_MEMORY_ROOT", "HOME", "PROJECT_MEMORY_CONTEXT_CHARS"];
function cacheKey(p, env) {
  try {
    return JSON.stringify([p.cwd ?? null, ...INPUT_VARS.map((name) => envVar(env, name) ?? null), process.cwd()]);
  } catch {
    return null;
  }
}
function fileName(key) {
  let a = 2166136261;
  let b = 16777619 ^ 1540483477;
  for (let i = 0; i < key.length; i++) {
    const c = key.charCodeAt(i);
    a = Math.imul(a ^ c, 16777619);
    b = Math.imul(b ^ c, 1540483477);
  }
  return `context-${(a >>> 0).toString(16).padStart(8, "0")}${(b >>> 0).toString(16).padStart(8, "0")}.cache`;
}
function isEntry(e) {
  const o = e;
  return typeof o === "object" && o !== null && o.v === FORMAT && typeof o.text === "string" && typeof o.located === "string" && typeof o.root === "string" && Array.isArray(o.deps) && (o.project === null || typeof o.project === "string");
}
function cachedContext(p, env, build) {
  const key = cacheKey(p, env);
  const raw = key === null ? null : readCacheFile(env, fileName(key + build));
  if (raw === null) return null;
  let e;
  try {
    e = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isEntry(e) || e.key !== key || e.build !== build || e.day !== today()) return null;
  if (realpathOrNull(e.located) !== e.root) return null;
  for (const dep of e.deps) {
    if (!Array.isArray(dep) || typeof dep[0] !== "string") return null;
    if (pathPrint(dep[0])?.print !== dep[1]) return null;
  }
  return { project: e.project, text: e.text };
}
function answerFromCache(stdin, build, env) {
  try {
    const p = parsePayload(stdinText(stdin));
    const hit = cachedContext(p, env, build);
    if (!hit) return false;
    startSessionState(env, p, hit.project);
    writeAll(1, renderOutput({ kind: "context", event: "SessionStart", text: hit.text }, hookDialect(env)));
    return true;
  } catch {
    return false;
  }
}

// server/src/bin/hook.ts
var fs6 = require("node:fs");
var path4 = require("node:path");
function run() {
  const main = path4.join(__dirname, "hook-main.cjs");
  const st = fs6.statSync(main);
  const build = `${st.size}-${st.ino}-${st.mtimeMs}`;
  const [command, event] = process.argv.slice(2);
  let stdin;
  if (command === "hook" && event === "session-start") {
    try {
      stdin = readStdinSync();
    } catch (e) {
      stdin = e instanceof Error ? e : new Error(String(e));
    }
    if (!(stdin instanceof Error) && stdin.done && answerFromCache(stdin, build, process.env)) return;
  }
  void Promise.resolve().then(() => __toESM(require("./hook-load.cjs"), 1)).then((load) => load.loadMain(main, st, stdin, build));
}
run();
