#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  workspaceFor
} from "./chunk-LC4RGXOE.js";
import {
  originFor
} from "./chunk-VMJ3ALNA.js";
import {
  consolidate
} from "./chunk-VFP7KUZH.js";
import {
  consolidationReasons
} from "./chunk-S7UJ4OTY.js";
import "./chunk-YMNF6CVV.js";
import "./chunk-TSJVU26O.js";
import "./chunk-CR4QCV6C.js";
import "./chunk-HFPIO54B.js";
import "./chunk-XCLL3HM2.js";
import "./chunk-PZCQGVY6.js";
import "./chunk-FPX6XEFP.js";
import "./chunk-CNP3PCCL.js";
import "./chunk-OOI6I2WH.js";
import {
  boundProject
} from "./chunk-PGYMTHRC.js";
import "./chunk-GJ245WRE.js";
import "./chunk-7IYTS6TU.js";
import "./chunk-QC6FRGVM.js";
import {
  withOrigin
} from "./chunk-437IQYJO.js";
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
    r = withOrigin(originFor("hook stop (auto-dream)", env, p.session_id), () => consolidate(ws, { project: scope.slug, dry_run: false }));
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
