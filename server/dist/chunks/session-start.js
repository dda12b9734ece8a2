#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  startSessionState,
  writeCacheFile
} from "./chunk-services-session-state.js";
import {
  workspaceFor
} from "./chunk-hooks-hook-workspace.js";
import "./chunk-hooks-payload.js";
import {
  claudeProjectDirName,
  isRealDir,
  isRealFile
} from "./chunk-core-import-sources.js";
import {
  NO_PROJECT_HINT,
  buildProjectContext,
  contextBudgetFromEnv
} from "./chunk-core-context-budget.js";
import "./chunk-services-open.js";
import "./chunk-core-limits.js";
import "./chunk-core-history.js";
import {
  envVar,
  nonEmpty
} from "./chunk-core-env.js";
import "./chunk-services-environment.js";
import {
  boundProject
} from "./chunk-core-project-meta.js";
import "./chunk-storage-atomic-file.js";
import {
  isSessionFileName,
  missingCoreFiles
} from "./chunk-core-file-rules.js";
import {
  hasDecisionEntry
} from "./chunk-core-decision-edits.js";
import {
  today
} from "./chunk-core-dates.js";
import "./chunk-core-path-rules.js";
import "./chunk-storage-environment.js";
import "./chunk-core-errors.js";
import "./chunk-shared.js";

// server/src/services/import-hint.ts
import path from "node:path";
var FILES = ["CLAUDE.md", ".claude/CLAUDE.md", "CLAUDE.local.md", "AGENTS.md", "MEMORY.md", ".cursorrules"];
var DIRS = [".cursor/rules", "memory-bank", ".jarvis/memory", ".projectmem"];
function probes(cwd, home) {
  const list = FILES.map((f) => ({ abs: path.join(cwd, f), shown: f, dir: false }));
  list.push(...DIRS.map((d) => ({ abs: path.join(cwd, d), shown: `${d}/`, dir: true })));
  if (home) list.push({ abs: path.join(home, ".claude", "projects", claudeProjectDirName(cwd), "memory"), shown: "Claude auto memory", dir: true });
  return list;
}
function importableSources(cwd, home) {
  return probes(cwd, home).filter((p) => p.dir ? isRealDir(p.abs) : isRealFile(p.abs)).map((p) => p.shown);
}
function importProbePaths(cwd, home) {
  return probes(cwd, home).map((p) => p.abs);
}
function isEmptyProject(ws, scope) {
  try {
    if (ws.root.readText(`${scope.dir}/archive/import-log.md`)) return false;
    if (hasDecisionEntry(ws.root.readText(`${scope.dir}/decisions.md`)?.text ?? "")) return false;
    return !ws.root.list(`${scope.dir}/sessions`).some((d) => d.isFile() && isSessionFileName(d.name));
  } catch {
    return false;
  }
}
function importHint(sources, bound) {
  if (sources.length === 0) return "";
  const what = sources.slice(0, 4).join(", ") + (sources.length > 4 ? ", \u2026" : "");
  return bound ? `project-memory: this project is still empty and this folder has memory from other tools (${what}); preview importing it with \`project-memory import --dry-run\` (MCP: import_memory).` : `project-memory: this folder has memory from other tools (${what}); once bound, preview importing it with \`project-memory import --dry-run\` (MCP: import_memory).`;
}

// server/src/storage/path-print.ts
import fs from "node:fs";
function pathPrint(abs) {
  let st;
  try {
    st = fs.lstatSync(abs, { bigint: true, throwIfNoEntry: false });
  } catch {
    return null;
  }
  if (!st) return { print: "-", changedNs: null };
  return { print: `${st.dev}:${st.ino}:${st.mode}:${st.size}:${st.mtimeNs}:${st.ctimeNs}`, changedNs: st.ctimeNs };
}

// server/src/hooks/context-cache.ts
var FORMAT = 1;
var SETTLE_MS = 2500;
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
function keepContext(p, env, build, src) {
  const key = cacheKey(p, env);
  const day = today(new Date(src.startedMs));
  if (key === null || today() !== day) return;
  const settled = BigInt(src.startedMs - SETTLE_MS) * 1000000n;
  const deps = [];
  for (const abs of new Set(src.paths)) {
    const st = pathPrint(abs);
    if (st === null || st.changedNs !== null && st.changedNs >= settled) return;
    deps.push([abs, st.print]);
  }
  const entry = { v: FORMAT, key, build, day, located: src.located, root: src.root, deps, project: src.project, text: src.text };
  writeCacheFile(env, fileName(key + build), JSON.stringify(entry));
}

// server/src/hooks/session-start.ts
async function sessionStart(p, env, cacheBuild) {
  const startedMs = Date.now();
  const ws = workspaceFor(p, env);
  const tracked = cacheBuild !== void 0 ? ws?.root.trackPaths() : void 0;
  const scope = ws ? boundProject(ws) : null;
  startSessionState(env, p, scope?.slug ?? null);
  const cwd = nonEmpty(p.cwd) ?? envVar(env, "CLAUDE_PROJECT_DIR");
  const home = envVar(env, "HOME");
  const probed = [];
  const offer = (bound) => {
    if (!cwd) return "";
    probed.push(...importProbePaths(cwd, home));
    return importHint(importableSources(cwd, home), bound);
  };
  let text;
  if (!ws || !scope) {
    const hint = offer(false);
    text = hint ? `${NO_PROJECT_HINT}
${hint}` : NO_PROJECT_HINT;
  } else {
    if (missingCoreFiles(ws, scope).length) {
      try {
        (await import("./core-files-init.js")).createMissingCoreFiles(ws, scope);
      } catch {
      }
    }
    const ctx = buildProjectContext(ws, { scope, budget_chars: contextBudgetFromEnv(env) });
    const hint = cwd && isEmptyProject(ws, scope) ? offer(true) : "";
    text = hint ? `${ctx.text}

${hint}` : ctx.text;
  }
  if (ws?.sharedProblem) text = `${text}

${ws.sharedProblem}`;
  if (ws && tracked && cacheBuild !== void 0 && !ws.sharedProblem) {
    keepContext(p, env, cacheBuild, {
      located: ws.root.located,
      root: ws.root.dir,
      paths: [...tracked, ...probed],
      project: scope?.slug ?? null,
      text,
      startedMs
    });
  }
  return { kind: "context", event: "SessionStart", text };
}
export {
  sessionStart
};
