#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  workspaceFor
} from "./chunk-LOCDP2PJ.js";
import {
  consolidationReasons
} from "./chunk-6UID6K72.js";
import "./chunk-URWX44DE.js";
import "./chunk-HFPIO54B.js";
import {
  consolidate
} from "./chunk-K44BWOL3.js";
import "./chunk-G52TLCYK.js";
import "./chunk-44JQNJPE.js";
import "./chunk-XE737LEL.js";
import "./chunk-CNP3PCCL.js";
import "./chunk-MAUDTUNP.js";
import {
  boundProject
} from "./chunk-JL2YITWS.js";
import "./chunk-2G5AEJ62.js";
import "./chunk-UIDAXSUD.js";
import "./chunk-WKZWLHSK.js";
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
