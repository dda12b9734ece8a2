#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  workspaceFor
} from "./chunk-RCZ43W2K.js";
import {
  consolidationReasons
} from "./chunk-VLQVFHNB.js";
import "./chunk-URWX44DE.js";
import "./chunk-HFPIO54B.js";
import {
  consolidate
} from "./chunk-ZBCIC7WR.js";
import "./chunk-JY3UM7ZH.js";
import "./chunk-BDPQ7CZJ.js";
import "./chunk-XCLL3HM2.js";
import "./chunk-CNP3PCCL.js";
import "./chunk-4DEWG3BO.js";
import {
  boundProject
} from "./chunk-CCMXVVHK.js";
import "./chunk-ZPQE6CVY.js";
import "./chunk-7IYTS6TU.js";
import "./chunk-MVXHBIKO.js";
import "./chunk-KZNU4RTG.js";
import "./chunk-DFL6OJUP.js";

// server/src/hooks/auto-dream.ts
async function autoDream(p, env) {
  const ws = workspaceFor(p, env);
  const scope = ws ? boundProject(ws) : null;
  if (!ws || !scope) return { kind: "none" };
  if (consolidationReasons(ws, scope).length === 0) return { kind: "none" };
  const r = consolidate(ws, { project: scope.slug, dry_run: false });
  if (!r.applied) return { kind: "none" };
  const moved = r.diff.length;
  return { kind: "notice", text: `project-memory consolidated ${scope.slug} (${moved} file(s); no line lost: ${r.plan.report.noLoss.ok ? "checked" : "CHECK FAILED"}). Undo: project-memory dream --undo --project ${scope.slug}` };
}
export {
  autoDream
};
