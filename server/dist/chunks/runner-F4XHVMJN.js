#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  NO_PROJECT_HINT,
  buildProjectContext,
  contextBudgetFromEnv,
  formatPrecheck,
  precheckFile
} from "./chunk-QRQXRHYP.js";
import "./chunk-LG6NCOMZ.js";
import "./chunk-UUSQQAGV.js";
import {
  boundProject,
  isInside,
  openWorkspace
} from "./chunk-7AVZHG5K.js";
import "./chunk-KZNU4RTG.js";
import "./chunk-DFL6OJUP.js";

// server/src/hooks/handlers.ts
import fs2 from "node:fs";
import path2 from "node:path";

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
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify(state));
  fs.renameSync(tmp, file);
}
function pruneStates(env, maxAgeMs = 7 * 864e5) {
  const dir = stateDir(env);
  let names;
  try {
    names = fs.readdirSync(dir);
  } catch {
    return;
  }
  const now = Date.now();
  for (const name of names) {
    try {
      const full = path.join(dir, name);
      if (now - fs.statSync(full).mtimeMs > maxAgeMs) fs.rmSync(full, { force: true });
    } catch {
    }
  }
}

// server/src/hooks/handlers.ts
var EDIT_TOOLS = /* @__PURE__ */ new Set(["Edit", "Write", "MultiEdit", "NotebookEdit"]);
function workspaceFor(p, env) {
  try {
    return openWorkspace({ env, cwd: p.cwd ?? env.CLAUDE_PROJECT_DIR ?? process.cwd() });
  } catch {
    return null;
  }
}
function sessionStart(p, env) {
  const ws = workspaceFor(p, env);
  const scope = ws ? boundProject(ws) : null;
  const previous = readState(env, p.session_id);
  const keep = previous && (p.source === "resume" || p.source === "compact");
  writeState(env, p.session_id, keep ? previous : { startedAt: Date.now(), project: scope?.slug ?? null, codeChanged: [], reminded: false });
  if (p.source === "startup") pruneStates(env);
  if (!ws || !scope) return { kind: "context", event: "SessionStart", text: NO_PROJECT_HINT };
  const ctx = buildProjectContext(ws, { project: scope.slug, budget_chars: contextBudgetFromEnv(env) });
  return { kind: "context", event: "SessionStart", text: ctx.text };
}
function editedFile(p) {
  const input = p.tool_input ?? {};
  const file = input.file_path ?? input.notebook_path;
  return typeof file === "string" && file.length > 0 ? file : null;
}
function recordEdit(p, env) {
  if (!p.tool_name || !EDIT_TOOLS.has(p.tool_name)) return;
  const file = editedFile(p);
  if (!file) return;
  const ws = workspaceFor(p, env);
  if (ws && path2.isAbsolute(file) && isInside(ws.root.dir, path2.resolve(file))) return;
  const state = readState(env, p.session_id) ?? { startedAt: Date.now(), project: null, codeChanged: [], reminded: false };
  if (!state.codeChanged.includes(file)) state.codeChanged.push(file);
  if (state.codeChanged.length > 50) state.codeChanged.splice(0, state.codeChanged.length - 50);
  writeState(env, p.session_id, state);
}
function decisionsForEdit(p, env, event) {
  if (!p.tool_name || !EDIT_TOOLS.has(p.tool_name)) return { kind: "none" };
  const file = editedFile(p);
  const ws = file ? workspaceFor(p, env) : null;
  const scope = ws ? boundProject(ws) : null;
  if (!ws || !scope || !file) return { kind: "none" };
  if (path2.isAbsolute(file) && isInside(ws.root.dir, path2.resolve(file))) return { kind: "none" };
  const result = precheckFile(ws, { project: scope.slug, file });
  if (result.decisions.length === 0) return { kind: "none" };
  return { kind: "context", event, text: `project-memory: ${formatPrecheck(result)}` };
}
function newestMemoryWrite(ws, slug) {
  let newest = 0;
  const walk = (dir, depth) => {
    let entries;
    try {
      entries = fs2.readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      if (e.name.startsWith(".")) continue;
      const full = path2.join(dir, e.name);
      if (e.isDirectory()) {
        if (depth < 4 && e.name !== "archive") walk(full, depth + 1);
      } else if (e.isFile() && e.name !== "_index.yaml") {
        try {
          newest = Math.max(newest, fs2.statSync(full).mtimeMs);
        } catch {
        }
      }
    }
  };
  walk(path2.join(ws.root.dir, "projects", slug), 0);
  return newest;
}
var STOP_REASON = "project-memory: this session changed code but saved nothing to project memory. Before stopping, call log_session (summary, outcomes, next_step) and update memory.md / _status.md if the project state changed; then stop.";
function stop(p, env) {
  if (env.PROJECT_MEMORY_STOP === "off" || p.stop_hook_active) return { kind: "none" };
  const state = readState(env, p.session_id);
  if (!state || state.reminded || state.codeChanged.length === 0) return { kind: "none" };
  const ws = workspaceFor(p, env);
  const scope = ws ? boundProject(ws) : null;
  if (!ws || !scope) return { kind: "none" };
  if (newestMemoryWrite(ws, scope.slug) >= state.startedAt) return { kind: "none" };
  writeState(env, p.session_id, { ...state, reminded: true });
  return { kind: "block", reason: STOP_REASON };
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
  }
}

// server/src/hooks/runner.ts
var MAX_STDIN_BYTES = 4 * 1024 * 1024;
async function readStdin() {
  if (process.stdin.isTTY) return "";
  const chunks = [];
  let size = 0;
  for await (const chunk of process.stdin) {
    size += chunk.length;
    if (size > MAX_STDIN_BYTES) break;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}
function handle(event, payload, env) {
  switch (event) {
    case "session-start":
      return sessionStart(payload, env);
    case "stop":
      return stop(payload, env);
    case "pre-tool-use":
      return decisionsForEdit(payload, env, "PreToolUse");
    case "post-tool-use":
      recordEdit(payload, env);
      return decisionsForEdit(payload, env, "PostToolUse");
    default:
      return { kind: "none" };
  }
}
async function runHook(args, io) {
  const event = args.positionals[0] ?? "";
  try {
    const payload = parsePayload(await readStdin());
    const out = renderOutput(handle(event, payload, process.env));
    if (out) io.out(out);
  } catch (e) {
    io.err(`project-memory hook ${event}: ${e instanceof Error ? e.message : String(e)}`);
  }
  return 0;
}
export {
  handle,
  runHook
};
