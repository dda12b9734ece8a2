"use strict";

// server/src/core/env.ts
function envVar(env, name) {
  return nonEmpty(env[name]);
}
function nonEmpty(value) {
  return value === void 0 || value.trim() === "" ? void 0 : value;
}

// server/src/core/dates.ts
var DATE_SHAPE = "\\d{4}-\\d{2}-\\d{2}";
var DATE_IN_TEXT = new RegExp(`\\b(${DATE_SHAPE})\\b`);
var LEADING_DATE = new RegExp(`^(${DATE_SHAPE})(?=$|[.\\-_ ])`);
var DATE_FILE = new RegExp(`^(${DATE_SHAPE})\\.md$`);
var DATE_FILE_SUFFIXED = new RegExp(`^(${DATE_SHAPE})(-[a-z0-9-]+)?\\.md$`);
function today(now = /* @__PURE__ */ new Date()) {
  return now.toISOString().slice(0, 10);
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
function renderOutput(out) {
  switch (out.kind) {
    case "none":
      return "";
    case "context":
      return JSON.stringify({ hookSpecificOutput: { hookEventName: out.event, additionalContext: out.text } });
    case "block":
      return JSON.stringify({ decision: "block", reason: out.reason });
    case "notice":
      return JSON.stringify({ systemMessage: out.text });
  }
}

// server/src/storage/environment.ts
var import_node_module = require("node:module");
var fs = require("node:fs");
var load = (0, import_node_module.createRequire)("/");
var NO_PROC_SWITCH = "PM_NO_PROC";
var PROC_FD = (() => {
  if (process.env[NO_PROC_SWITCH] === "1") return false;
  try {
    return fs.existsSync("/proc/self/fd");
  } catch {
    return false;
  }
})();

// server/src/hooks/session-state.ts
var fs2 = require("node:fs");
var os = require("node:os");
var path = require("node:path");
var MAX_STATE_BYTES = 1024 * 1024;
var SESSION_ID = /^[A-Za-z0-9_-]{1,128}$/;
var STATE_FILE = /^[A-Za-z0-9_-]{1,128}\.json$/;
var TEMP_FILE = /^[A-Za-z0-9_-]{1,128}\.json\.\d+\.[0-9a-z]{1,16}\.tmp$/;
var CACHE_FILE = /^context-[0-9a-f]{1,32}\.cache$/;
var CACHE_TEMP_FILE = /^context-[0-9a-f]{1,32}\.cache\.\d+\.[0-9a-z]{1,16}\.tmp$/;
var DIR_FLAGS = fs2.constants.O_RDONLY | fs2.constants.O_DIRECTORY | fs2.constants.O_NOFOLLOW;
function viaOf(fd, checkedPath) {
  return PROC_FD ? `/proc/self/fd/${fd}` : checkedPath;
}
function openOwnedDir(dir, opened, { create, isPrivate }) {
  const uid = process.getuid?.();
  if (uid === void 0) return null;
  try {
    fs2.mkdirSync(opened, { mode: 448, recursive: create === "recursive" });
  } catch (e) {
    if (e.code !== "EEXIST") return null;
  }
  let fd;
  try {
    fd = fs2.openSync(opened, DIR_FLAGS);
  } catch {
    return null;
  }
  try {
    const st = fs2.fstatSync(fd);
    const lst = fs2.lstatSync(opened);
    const ok = st.isDirectory() && !lst.isSymbolicLink() && lst.ino === st.ino && lst.dev === st.dev && st.uid === uid && (st.mode & 18) === 0;
    if (!ok) throw new Error(`not a private folder: ${dir}`);
    if (isPrivate && (st.mode & 63) !== 0) {
      fs2.fchmodSync(fd, 448);
      if ((fs2.fstatSync(fd).mode & 63) !== 0) throw new Error(`not a private folder: ${dir}`);
    }
    return fd;
  } catch {
    fs2.closeSync(fd);
    return null;
  }
}
var cached;
function stateDir(env) {
  const data = envVar(env, "CLAUDE_PLUGIN_DATA");
  const base = data || path.join(os.tmpdir(), `project-memory-${process.getuid?.() ?? "user"}`);
  if (cached?.key === base) return cached.dir;
  let dir = null;
  const baseFd = openOwnedDir(base, base, { create: data ? "recursive" : "one", isPrivate: !data });
  if (baseFd !== null) {
    const sessions = path.join(base, "sessions");
    const fd = openOwnedDir(sessions, path.join(viaOf(baseFd, base), "sessions"), { create: "one", isPrivate: true });
    fs2.closeSync(baseFd);
    if (fd !== null) dir = { fd, via: viaOf(fd, sessions) };
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
    fd = fs2.openSync(file, fs2.constants.O_RDONLY | fs2.constants.O_NOFOLLOW | fs2.constants.O_NONBLOCK);
  } catch {
    return null;
  }
  try {
    const st = fs2.fstatSync(fd);
    if (!st.isFile() || st.size > MAX_STATE_BYTES || st.uid !== process.getuid?.()) return null;
    return fs2.readFileSync(fd, "utf8");
  } catch {
    return null;
  } finally {
    fs2.closeSync(fd);
  }
}
function readCacheFile(env, name) {
  const dir = CACHE_FILE.test(name) ? stateDir(env) : null;
  return dir ? readSmallFile(path.join(dir.via, name)) : null;
}
function readState(env, sessionId) {
  const name = sessionId ? stateName(sessionId) : null;
  if (!name) return null;
  const dir = stateDir(env);
  if (!dir) return null;
  const text = readSmallFile(path.join(dir.via, name));
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
function writeState(env, sessionId, state) {
  const name = sessionId ? stateName(sessionId) : null;
  if (!name) return;
  const dir = stateDir(env);
  if (dir) writeAtomicIn(dir, name, JSON.stringify(state));
}
function writeAtomicIn(dir, name, text) {
  const tmp = path.join(dir.via, `${name}.${process.pid}.${Math.random().toString(36).slice(2, 10)}.tmp`);
  try {
    fs2.writeFileSync(tmp, text, { flag: "wx", mode: 384 });
    fs2.renameSync(tmp, path.join(dir.via, name));
  } catch {
    try {
      fs2.unlinkSync(tmp);
    } catch {
    }
  }
}
function freshState(project = null) {
  return { startedAt: Date.now(), project, codeChanged: [], cited: [], reminded: false };
}
function startSessionState(env, p, project) {
  const previous = readState(env, p.session_id);
  const keep = previous && (p.source === "resume" || p.source === "compact");
  writeState(env, p.session_id, keep ? previous : freshState(project));
  if (p.source === "startup") pruneStates(env);
}
var PRUNE_EVERY_MS = 864e5;
var PRUNE_MARKER = ".pruned";
function pruneStates(env, maxAgeMs = 7 * 864e5) {
  const dir = stateDir(env);
  if (!dir) return;
  const marker = path.join(dir.via, PRUNE_MARKER);
  const now = Date.now();
  try {
    if (now - fs2.lstatSync(marker).mtimeMs < PRUNE_EVERY_MS) return;
  } catch {
  }
  let names;
  try {
    names = fs2.readdirSync(dir.via);
    fs2.rmSync(marker, { force: true });
    fs2.writeFileSync(marker, "", { flag: "wx", mode: 384 });
  } catch {
    return;
  }
  for (const name of names) {
    if (!STATE_FILE.test(name) && !TEMP_FILE.test(name) && !CACHE_FILE.test(name) && !CACHE_TEMP_FILE.test(name)) continue;
    try {
      const full = path.join(dir.via, name);
      const st = fs2.lstatSync(full);
      if (st.isFile() && now - st.mtimeMs > maxAgeMs) fs2.unlinkSync(full);
    } catch {
    }
  }
}

// server/src/hooks/stdio.ts
var fs3 = require("node:fs");
var MAX_STDIN_BYTES = 4 * 1024 * 1024;
function readStdinSync() {
  const read = { chunks: [], size: 0, done: true };
  let kind;
  try {
    kind = fs3.fstatSync(0);
  } catch {
    return read;
  }
  if (kind.isCharacterDevice()) return read;
  try {
    const chunk = Buffer.allocUnsafe(64 * 1024);
    for (; ; ) {
      const n = fs3.readSync(0, chunk, 0, chunk.length, null);
      if (n === 0) break;
      read.chunks.push(Buffer.from(chunk.subarray(0, n)));
      read.size += n;
      if (read.size > MAX_STDIN_BYTES) break;
    }
  } catch (e) {
    if (e.code !== "EAGAIN") throw e;
    read.done = false;
  }
  return read;
}
function writeAll(fd, text) {
  const data = Buffer.from(text.endsWith("\n") ? text : `${text}
`, "utf8");
  let off = 0;
  while (off < data.length) {
    try {
      off += fs3.writeSync(fd, data, off);
    } catch (e) {
      if (e.code !== "EAGAIN") return;
    }
  }
}

// server/src/hooks/context-cache.ts
var fs4 = require("node:fs");
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
function lstat(abs) {
  try {
    return fs4.lstatSync(abs, { bigint: true, throwIfNoEntry: false });
  } catch {
    return null;
  }
}
function fingerprint(st) {
  return st ? `${st.dev}:${st.ino}:${st.mode}:${st.size}:${st.mtimeNs}:${st.ctimeNs}` : "-";
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
  try {
    if (fs4.realpathSync(e.located) !== e.root) return null;
  } catch {
    return null;
  }
  for (const dep of e.deps) {
    if (!Array.isArray(dep) || typeof dep[0] !== "string") return null;
    const st = lstat(dep[0]);
    if (st === null || fingerprint(st) !== dep[1]) return null;
  }
  return { project: e.project, text: e.text };
}
function answerFromCache(stdin, build, env) {
  try {
    const p = parsePayload(Buffer.concat(stdin.chunks).toString("utf8"));
    const hit = cachedContext(p, env, build);
    if (!hit) return false;
    startSessionState(env, p, hit.project);
    writeAll(1, renderOutput({ kind: "context", event: "SessionStart", text: hit.text }));
    return true;
  } catch {
    return false;
  }
}

// server/src/bin/hook.ts
var fs5 = require("node:fs");
var os2 = require("node:os");
var path2 = require("node:path");
var vm = require("node:vm");
var CACHE_PREFIX = "hook-main-";
var CACHE_SUFFIX = ".v8cache";
function ownedFolder(dir) {
  try {
    const st = fs5.lstatSync(dir);
    return st.isDirectory() && st.uid === process.getuid?.() && (st.mode & 18) === 0;
  } catch {
    return false;
  }
}
function cacheFolder() {
  if (typeof process.getuid !== "function") return void 0;
  const base = envVar(process.env, "CLAUDE_PLUGIN_DATA") ?? path2.join(os2.tmpdir(), `project-memory-${process.getuid()}`);
  return ownedFolder(base) ? base : void 0;
}
function cacheName(source, st) {
  return `${CACHE_PREFIX}${source.length}-${st.ino}-${st.mtimeMs}${CACHE_SUFFIX}`;
}
function run() {
  const main = path2.join(__dirname, "hook-main.cjs");
  const st = fs5.statSync(main);
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
  const source = fs5.readFileSync(main, "utf8");
  const folder = cacheFolder();
  const cacheFile = folder ? path2.join(folder, cacheName(source, st)) : void 0;
  let cachedData;
  try {
    if (cacheFile) cachedData = fs5.readFileSync(cacheFile);
  } catch {
  }
  const script = new vm.Script(`(function (exports, require, module, __filename, __dirname) {${source}
})`, { filename: main, cachedData });
  const mod = { exports: {} };
  script.runInThisContext().call(mod.exports, mod.exports, require, mod, main, __dirname);
  mod.exports.main?.({ stdin, cacheBuild: build });
  if (cacheFile && folder && (!cachedData || script.cachedDataRejected)) {
    process.once("exit", () => writeCache(folder, cacheFile, script.createCachedData()));
  }
}
function writeCache(folder, cacheFile, data) {
  try {
    for (const name of fs5.readdirSync(folder)) {
      if (name.startsWith(CACHE_PREFIX) && name.endsWith(CACHE_SUFFIX)) fs5.rmSync(path2.join(folder, name), { force: true });
    }
    const tmp = `${cacheFile}.${process.pid}.tmp`;
    fs5.writeFileSync(tmp, data, { mode: 384 });
    fs5.renameSync(tmp, cacheFile);
  } catch {
  }
}
run();
