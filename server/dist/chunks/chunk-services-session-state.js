#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  envVar
} from "./chunk-core-env.js";
import {
  isOwnTempName,
  writeFileAtomic
} from "./chunk-storage-atomic-file.js";
import {
  PROC_FD
} from "./chunk-storage-environment.js";

// server/src/storage/session-state.ts
import fs from "node:fs";
import path2 from "node:path";

// server/src/storage/user-folder.ts
import { createRequire } from "node:module";
import path from "node:path";
var os;
var tmpdir = () => (os ??= createRequire("/")("node:os")).tmpdir();
function perUserFolder(env) {
  const data = envVar(env, "CLAUDE_PLUGIN_DATA");
  return data ? { dir: data, pluginData: true } : { dir: path.join(tmpdir(), `project-memory-${process.getuid?.() ?? "user"}`), pluginData: false };
}

// server/src/storage/session-state.ts
var MAX_STATE_BYTES = 1024 * 1024;
var SESSION_ID = /^[A-Za-z0-9_-]{1,128}$/;
var STATE_FILE = /^[A-Za-z0-9_-]{1,128}\.json$/;
var CACHE_FILE = /^context-[0-9a-f]{1,32}\.cache$/;
var OLD_TEMP_FILE = /^(?:[A-Za-z0-9_-]{1,128}\.json|context-[0-9a-f]{1,32}\.cache)\.\d+\.[0-9a-z]{1,16}\.tmp$/;
var DIR_FLAGS = fs.constants.O_RDONLY | fs.constants.O_DIRECTORY | fs.constants.O_NOFOLLOW;
function inStateDir(dir, fn) {
  if (PROC_FD) return fn(viaOf(dir.fd, dir.abs));
  return stillAt(dir) ? fn(dir.abs) : null;
}
function stillAt(dir) {
  try {
    const named = fs.lstatSync(dir.abs);
    const held = fs.fstatSync(dir.fd);
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
    fd = fs.openSync(opened, DIR_FLAGS);
  } catch (e) {
    if (e.code !== "ENOENT") return null;
    try {
      fs.mkdirSync(opened, { mode: 448, recursive: create === "recursive" });
    } catch (e2) {
      if (e2.code !== "EEXIST") return null;
    }
    try {
      fd = fs.openSync(opened, DIR_FLAGS);
    } catch {
      return null;
    }
  }
  try {
    const st = fs.fstatSync(fd);
    const lst = fs.lstatSync(opened);
    const ok = st.isDirectory() && !lst.isSymbolicLink() && lst.ino === st.ino && lst.dev === st.dev && st.uid === uid && (st.mode & 18) === 0;
    if (!ok) throw new Error(`not a private folder: ${dir}`);
    if (isPrivate && (st.mode & 63) !== 0) {
      fs.fchmodSync(fd, 448);
      if ((fs.fstatSync(fd).mode & 63) !== 0) throw new Error(`not a private folder: ${dir}`);
    }
    return fd;
  } catch {
    fs.closeSync(fd);
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
    const sessions = path2.join(base, "sessions");
    const fd = openOwnedDir(sessions, path2.join(viaOf(baseFd, base), "sessions"), { create: "one", isPrivate: true });
    fs.closeSync(baseFd);
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
    fd = fs.openSync(file, fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW | fs.constants.O_NONBLOCK);
  } catch {
    return null;
  }
  try {
    const st = fs.fstatSync(fd);
    if (!st.isFile() || st.size > MAX_STATE_BYTES || st.uid !== process.getuid?.()) return null;
    return fs.readFileSync(fd, "utf8");
  } catch {
    return null;
  } finally {
    fs.closeSync(fd);
  }
}
function writeCacheFile(env, name, text) {
  const dir = CACHE_FILE.test(name) ? stateDir(env) : null;
  if (dir) writeAtomicIn(dir, name, text);
}
function readState(env, sessionId) {
  const name = sessionId ? stateName(sessionId) : null;
  if (!name) return null;
  const dir = stateDir(env);
  if (!dir) return null;
  const text = inStateDir(dir, (via) => readSmallFile(path2.join(via, name)));
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
function keepState(env, sessionId, state) {
  const name = sessionId ? stateName(sessionId) : null;
  const dir = name ? stateDir(env) : null;
  if (!dir || !name) return;
  const text = JSON.stringify(state);
  inStateDir(dir, (via) => {
    const file = path2.join(via, name);
    if (readSmallFile(file) === text) {
      try {
        const now = /* @__PURE__ */ new Date();
        fs.lutimesSync(file, now, now);
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
        fs.unlinkSync(path2.join(via, name));
      } catch {
      }
    }
    writeFileAtomic(via, name, JSON.stringify(state));
  });
}
function writeAtomicIn(dir, name, text) {
  inStateDir(dir, (via) => writeFileAtomic(via, name, text));
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
    const marker = path2.join(via, PRUNE_MARKER);
    const now = Date.now();
    try {
      if (now - fs.lstatSync(marker).mtimeMs < PRUNE_EVERY_MS) return;
    } catch {
    }
    sweep(via, marker, now, maxAgeMs);
  });
}
function sweep(via, marker, now, maxAgeMs) {
  let names;
  try {
    names = fs.readdirSync(via);
    fs.rmSync(marker, { force: true });
    fs.writeFileSync(marker, "", { flag: "wx", mode: 384 });
  } catch {
    return;
  }
  for (const name of names) {
    if (!STATE_FILE.test(name) && !CACHE_FILE.test(name) && !OLD_TEMP_FILE.test(name) && !isOwnTempName(name)) continue;
    try {
      const full = path2.join(via, name);
      const st = fs.lstatSync(full);
      if (st.isFile() && now - st.mtimeMs > maxAgeMs) fs.unlinkSync(full);
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

export {
  writeCacheFile,
  readState,
  writeState,
  freshState,
  startSessionState
};
