#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  originFor
} from "./chunk-services-origin.js";
import {
  workspaceFor
} from "./chunk-hooks-hook-workspace.js";
import {
  consolidate
} from "./chunk-core-consolidate-core-budget-pass.js";
import "./chunk-core-consolidate-report.js";
import {
  consolidationReasons
} from "./chunk-core-context-budget.js";
import "./chunk-core-folder-manifest.js";
import "./chunk-core-json-edit.js";
import "./chunk-services-open.js";
import "./chunk-core-limits.js";
import {
  withOrigin
} from "./chunk-core-history.js";
import "./chunk-core-env.js";
import "./chunk-services-environment.js";
import {
  boundProject
} from "./chunk-core-project-meta.js";
import "./chunk-storage-atomic-file.js";
import "./chunk-services-core-files-init.js";
import "./chunk-core-file-rules.js";
import "./chunk-storage-update-text.js";
import "./chunk-core-decision-edits.js";
import "./chunk-core-dates.js";
import "./chunk-core-path-rules.js";
import "./chunk-storage-environment.js";
import {
  isMemoryError
} from "./chunk-core-errors.js";
import "./chunk-shared.js";

// server/src/hooks/auto-dream.ts
async function autoDream(p, env) {
  const ws = workspaceFor(p, env);
  const scope = ws ? boundProject(ws) : null;
  if (!ws || !scope) return { kind: "none" };
  if (consolidationReasons(ws, scope).length === 0) return { kind: "none" };
  let r;
  try {
    r = withOrigin(originFor("hook stop (auto-dream)", env, p.session_id), () => consolidate(ws, { project: scope.slug, dry_run: false }));
  } catch (e) {
    if (isMemoryError(e) && e.code === "CONFLICT")
      return { kind: "notice", text: `project-memory did not consolidate ${scope.slug}: ${e.message} ${e.hint ?? ""}`.trim() };
    throw e;
  }
  if (!r.applied) return { kind: "none" };
  const moved = r.diff.length;
  return {
    kind: "notice",
    text: `project-memory consolidated ${scope.slug} (${moved} file(s); no line lost: checked). Undo: project-memory dream --undo --project ${scope.slug}`
  };
}
export {
  autoDream
};
