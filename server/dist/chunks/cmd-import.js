#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  formatImport,
  importMemory
} from "./chunk-core-import-plan.js";
import "./chunk-core-import-sources.js";
import {
  emit
} from "./chunk-cli-io.js";
import {
  assertKnownFlags,
  stringFlag
} from "./chunk-cli-args.js";
import "./chunk-core-closest-passage.js";
import "./chunk-core-budgets.js";
import "./chunk-services-decisions.js";
import "./chunk-services-repo-paths.js";
import "./chunk-services-project-json.js";
import "./chunk-storage-draft.js";
import "./chunk-core-history-diff.js";
import "./chunk-core-decision-rules.js";
import "./chunk-core-people-md.js";
import {
  openPreparedWorkspace
} from "./chunk-services-prepare.js";
import "./chunk-core-json-edit.js";
import "./chunk-core-ranked-analyze.js";
import "./chunk-core-folder-manifest.js";
import "./chunk-services-open.js";
import "./chunk-core-limits.js";
import "./chunk-core-history.js";
import "./chunk-core-env.js";
import "./chunk-services-scope.js";
import "./chunk-storage-projects-index.js";
import "./chunk-core-project-meta.js";
import "./chunk-storage-anchored-dir.js";
import "./chunk-storage-update-text.js";
import "./chunk-core-file-rules.js";
import "./chunk-core-memory-md.js";
import "./chunk-core-team-conflict-markers.js";
import "./chunk-core-decision-edits.js";
import "./chunk-core-thresholds.js";
import "./chunk-core-decisions-scan.js";
import "./chunk-core-text-lines.js";
import "./chunk-core-dates.js";
import "./chunk-core-path-rules.js";
import "./chunk-core-errors.js";
import "./chunk-shared.js";

// server/src/cli/cmd-import.ts
import path from "node:path";
async function runImport(args, io) {
  assertKnownFlags(args.flags, ["dry-run"]);
  const ws = openPreparedWorkspace({ root: stringFlag(args.flags, "root") });
  const r = await importMemory(ws, {
    project: stringFlag(args.flags, "project"),
    // A relative PATH is relative to where the user stands.
    path: path.resolve(args.positionals[0] ?? "."),
    dryRun: args.flags["dry-run"] === true
  });
  emit(io, r, () => formatImport(r));
  return r.proof.missing.length ? 1 : 0;
}
export {
  runImport
};
