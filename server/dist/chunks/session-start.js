#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  freshState,
  pruneStates,
  readState,
  writeState
} from "./chunk-hooks-session-state.js";
import {
  workspaceFor
} from "./chunk-hooks-hook-workspace.js";
import {
  claudeProjectDirName,
  isRealDir,
  isRealFile
} from "./chunk-core-import-sources.js";
import {
  NO_PROJECT_HINT,
  buildProjectContext,
  contextBudgetFromEnv
} from "./chunk-core-status-md.js";
import "./chunk-core-context-budget.js";
import "./chunk-services-open.js";
import "./chunk-core-limits.js";
import "./chunk-core-history.js";
import {
  envVar,
  nonEmpty
} from "./chunk-core-env.js";
import {
  boundProject
} from "./chunk-services-scope.js";
import "./chunk-storage-projects-index.js";
import "./chunk-core-project-meta.js";
import "./chunk-storage-anchored-dir.js";
import {
  missingCoreFiles
} from "./chunk-services-core-files-missing.js";
import "./chunk-services-session-files.js";
import {
  isSessionFileName
} from "./chunk-core-file-rules.js";
import "./chunk-core-memory-md.js";
import "./chunk-core-team-conflict-markers.js";
import "./chunk-core-project-files.js";
import "./chunk-core-decision-edits.js";
import "./chunk-core-thresholds.js";
import "./chunk-core-decisions-scan.js";
import "./chunk-core-text-lines.js";
import "./chunk-core-dates.js";
import "./chunk-core-path-rules.js";
import "./chunk-core-errors.js";
import "./chunk-shared.js";

// server/src/services/import-hint.ts
import path from "node:path";
var FILES = ["CLAUDE.md", ".claude/CLAUDE.md", "CLAUDE.local.md", "AGENTS.md", "MEMORY.md", ".cursorrules"];
var DIRS = [".cursor/rules", "memory-bank", ".jarvis/memory", ".projectmem"];
function importableSources(cwd, home) {
  const found = FILES.filter((f) => isRealFile(path.join(cwd, f)));
  found.push(...DIRS.filter((d) => isRealDir(path.join(cwd, d))).map((d) => `${d}/`));
  if (home && isRealDir(path.join(home, ".claude", "projects", claudeProjectDirName(cwd), "memory"))) found.push("Claude auto memory");
  return found;
}
function isEmptyProject(ws, scope) {
  try {
    if (ws.root.readText(`${scope.dir}/archive/import-log.md`)) return false;
    if (/^##[ \t]+D\d/m.test(ws.root.readText(`${scope.dir}/decisions.md`)?.text ?? "")) return false;
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

// server/src/hooks/session-start.ts
async function sessionStart(p, env) {
  const ws = workspaceFor(p, env);
  const scope = ws ? boundProject(ws) : null;
  const previous = readState(env, p.session_id);
  const keep = previous && (p.source === "resume" || p.source === "compact");
  writeState(env, p.session_id, keep ? previous : freshState(scope?.slug ?? null));
  if (p.source === "startup") pruneStates(env);
  const cwd = nonEmpty(p.cwd) ?? envVar(env, "CLAUDE_PROJECT_DIR");
  if (!ws || !scope) {
    const offer2 = cwd ? importHint(importableSources(cwd, envVar(env, "HOME")), false) : "";
    return { kind: "context", event: "SessionStart", text: offer2 ? `${NO_PROJECT_HINT}
${offer2}` : NO_PROJECT_HINT };
  }
  if (missingCoreFiles(ws, scope).length) {
    try {
      (await import("./core-files-init.js")).createMissingCoreFiles(ws, scope);
    } catch {
    }
  }
  const ctx = buildProjectContext(ws, { scope, budget_chars: contextBudgetFromEnv(env) });
  const offer = cwd && isEmptyProject(ws, scope) ? importHint(importableSources(cwd, envVar(env, "HOME")), true) : "";
  return { kind: "context", event: "SessionStart", text: offer ? `${ctx.text}

${offer}` : ctx.text };
}
export {
  sessionStart
};
