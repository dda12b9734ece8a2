#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  workspaceFor
} from "./chunk-5INWIVF6.js";
import {
  consolidationReasons
} from "./chunk-TYRRHBMH.js";
import "./chunk-URWX44DE.js";
import "./chunk-HFPIO54B.js";
import {
  consolidate
} from "./chunk-WJ327ME3.js";
import "./chunk-HMCCHWY4.js";
import "./chunk-NVVAICT4.js";
import "./chunk-XCLL3HM2.js";
import "./chunk-CNP3PCCL.js";
import "./chunk-UXNQ7NWJ.js";
import {
  boundProject
} from "./chunk-MAU7L46L.js";
import "./chunk-URMMVM3H.js";
import "./chunk-7IYTS6TU.js";
import "./chunk-EVOHNCJA.js";
import {
  isMemoryError
} from "./chunk-KZNU4RTG.js";
import "./chunk-DFL6OJUP.js";

// server/src/hooks/auto-dream.ts
async function autoDream(p, env) {
  const ws = workspaceFor(p, env);
  const scope = ws ? boundProject(ws) : null;
  if (!ws || !scope) return { kind: "none" };
  if (consolidationReasons(ws, scope).length === 0) return { kind: "none" };
  let r;
  try {
    r = consolidate(ws, { project: scope.slug, dry_run: false });
  } catch (e) {
    if (isMemoryError(e) && e.code === "CONFLICT") return { kind: "notice", text: `project-memory did not consolidate ${scope.slug}: ${e.message} ${e.hint ?? ""}`.trim() };
    throw e;
  }
  if (!r.applied) return { kind: "none" };
  const moved = r.diff.length;
  return { kind: "notice", text: `project-memory consolidated ${scope.slug} (${moved} file(s); no line lost: checked). Undo: project-memory dream --undo --project ${scope.slug}` };
}
export {
  autoDream
};
