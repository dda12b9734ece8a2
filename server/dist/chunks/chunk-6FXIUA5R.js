#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);

// server/src/hooks/session-state.ts
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
function stateDir(env) {
  const base = env.CLAUDE_PLUGIN_DATA || path.join(os.tmpdir(), `project-memory-${process.getuid?.() ?? "user"}`);
  return path.join(base, "sessions");
}
function stateFile(env, sessionId) {
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(sessionId)) return null;
  return path.join(stateDir(env), `${sessionId}.json`);
}
function readState(env, sessionId) {
  const file = sessionId ? stateFile(env, sessionId) : null;
  if (!file) return null;
  try {
    const data = JSON.parse(fs.readFileSync(file, "utf8"));
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
  const file = sessionId ? stateFile(env, sessionId) : null;
  if (!file) return;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2, 10)}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify(state), { flag: "wx" });
  fs.renameSync(tmp, file);
}
function freshState(project = null) {
  return { startedAt: Date.now(), project, codeChanged: [], cited: [], reminded: false };
}
var PRUNE_EVERY_MS = 864e5;
var PRUNE_MARKER = ".pruned";
function pruneStates(env, maxAgeMs = 7 * 864e5) {
  const dir = stateDir(env);
  const marker = path.join(dir, PRUNE_MARKER);
  const now = Date.now();
  try {
    if (now - fs.statSync(marker).mtimeMs < PRUNE_EVERY_MS) return;
  } catch {
  }
  let names;
  try {
    names = fs.readdirSync(dir);
    fs.writeFileSync(marker, "");
  } catch {
    return;
  }
  for (const name of names) {
    if (name === PRUNE_MARKER) continue;
    try {
      const full = path.join(dir, name);
      if (now - fs.statSync(full).mtimeMs > maxAgeMs) fs.rmSync(full, { force: true });
    } catch {
    }
  }
}

export {
  readState,
  writeState,
  freshState,
  pruneStates
};
