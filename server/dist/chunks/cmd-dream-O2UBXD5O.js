#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  consolidate,
  formatDiff,
  undoConsolidation
} from "./chunk-EDIF4GZO.js";
import {
  emit
} from "./chunk-X5WXGP6Z.js";
import {
  openPreparedWorkspace
} from "./chunk-3IGFZD5Z.js";
import "./chunk-AETZT6ZN.js";
import "./chunk-3Z256EBL.js";
import "./chunk-XE737LEL.js";
import "./chunk-CNP3PCCL.js";
import "./chunk-4DEWG3BO.js";
import "./chunk-CCMXVVHK.js";
import "./chunk-7BR46KKB.js";
import "./chunk-UIDAXSUD.js";
import "./chunk-MVXHBIKO.js";
import {
  assertKnownFlags,
  stringFlag
} from "./chunk-GGRR3G2V.js";
import "./chunk-KZNU4RTG.js";
import "./chunk-DFL6OJUP.js";

// server/src/cli/cmd-dream.ts
async function runDream(args, io) {
  assertKnownFlags(args.flags, ["dry-run", "now", "undo", "force"]);
  const ws = openPreparedWorkspace({ root: stringFlag(args.flags, "root") });
  const project = stringFlag(args.flags, "project");
  if (args.flags.undo === true) {
    const r2 = undoConsolidation(ws, { project, force: args.flags.force === true });
    emit(io, r2, () => `Restored ${r2.restored.length} file(s) of ${r2.project} to their state before the last /dream run:
  ${r2.restored.join("\n  ")}`);
    return 0;
  }
  if (process.stderr.isTTY && !io.json) process.stderr.write("Planning consolidation\u2026\n");
  const r = consolidate(ws, { project, dry_run: args.flags["dry-run"] === true, now: stringFlag(args.flags, "now") });
  emit(io, { project: r.project, dry_run: r.dry_run, changed: r.changed, applied: r.applied, diff: r.diff, report: r.plan.report, recovered: r.recovered }, () => {
    if (!r.changed) return `Nothing to consolidate in ${r.project}; no file was written.`;
    const head = r.applied ? `Consolidated ${r.project} (undo with: project-memory dream --undo).` : `Plan for ${r.project} (dry run; nothing written):`;
    return `${head}

Files:
${formatDiff(r.diff)}

${r.report}`;
  });
  return 0;
}
export {
  runDream
};
