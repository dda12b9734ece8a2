#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  workspaceFor
} from "./chunk-M65JQA5Q.js";
import {
  consolidationReasons
} from "./chunk-IG44FJHQ.js";
import "./chunk-URWX44DE.js";
import "./chunk-HFPIO54B.js";
import {
  consolidate
} from "./chunk-B5S6XT33.js";
import "./chunk-ZKUEH4WV.js";
import "./chunk-LIZIVFRQ.js";
import "./chunk-XE737LEL.js";
import "./chunk-CNP3PCCL.js";
import "./chunk-LGLZDXQE.js";
import {
  boundProject
} from "./chunk-NNWQHE3Z.js";
import "./chunk-4HC5AZIC.js";
import "./chunk-UIDAXSUD.js";
import "./chunk-QIC43EON.js";
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
