#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  workspaceFor
} from "./chunk-FOT2LLXN.js";
import {
  consolidationReasons
} from "./chunk-OAUBZITB.js";
import "./chunk-URWX44DE.js";
import "./chunk-HFPIO54B.js";
import {
  consolidate
} from "./chunk-5RU6PF6Z.js";
import "./chunk-7DI5DCLH.js";
import "./chunk-PHCBUD75.js";
import "./chunk-263VSIJU.js";
import {
  boundProject
} from "./chunk-QFU6OW3S.js";
import "./chunk-D2QG4Z4S.js";
import "./chunk-TTECL22Z.js";
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
