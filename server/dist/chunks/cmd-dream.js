#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  abandonConsolidation,
  consolidate,
  formatDiff,
  undoConsolidation
} from "./chunk-core-consolidate-core-budget-pass.js";
import "./chunk-core-consolidate-report.js";
import {
  writeWorkspace
} from "./chunk-cli-workspace.js";
import {
  assertNoSecret,
  assertText,
  readDraft
} from "./chunk-core-closest-passage.js";
import "./chunk-core-folder-manifest.js";
import "./chunk-core-budgets.js";
import "./chunk-core-json-edit.js";
import "./chunk-services-open.js";
import "./chunk-core-limits.js";
import "./chunk-core-history.js";
import "./chunk-core-env.js";
import {
  emit,
  typedPath
} from "./chunk-cli-io.js";
import "./chunk-services-environment.js";
import "./chunk-core-secret-views.js";
import "./chunk-core-project-meta.js";
import "./chunk-storage-atomic-file.js";
import "./chunk-services-core-files-init.js";
import {
  coreFilesSentence
} from "./chunk-core-file-rules.js";
import "./chunk-storage-update-text.js";
import "./chunk-core-decision-edits.js";
import {
  assertIsoDate
} from "./chunk-core-dates.js";
import "./chunk-core-path-rules.js";
import "./chunk-storage-environment.js";
import {
  assertKnownFlags,
  stringFlag
} from "./chunk-cli-args.js";
import "./chunk-core-errors.js";
import "./chunk-shared.js";

// server/src/services/dream-draft.ts
var MEMORY_DRAFT_FIELD = "memory_draft";
async function readMemoryDraft(file, rootDir) {
  const { text } = readDraft(file, void 0, MEMORY_DRAFT_FIELD, rootDir);
  assertText(text, MEMORY_DRAFT_FIELD);
  await assertNoSecret(text, MEMORY_DRAFT_FIELD);
  return text;
}

// server/src/cli/cmd-dream.ts
async function runDream(args, io) {
  assertKnownFlags(args.flags, ["dry-run", "now", "undo", "force", "memory-draft", "abandon"]);
  const now = stringFlag(args.flags, "now");
  if (now !== void 0) assertIsoDate(now, "--now");
  const ws = writeWorkspace(args, io);
  const project = stringFlag(args.flags, "project");
  if (args.flags.abandon === true) {
    const r2 = abandonConsolidation(ws, { project });
    emit(
      io,
      r2,
      () => r2.abandoned ? `Kept every file of ${r2.project} as it is now; the interrupted run's journal is kept as .journal/${r2.project}.abandoned.json and will not be applied.` : `No interrupted /dream run of ${r2.project} is pending; nothing was changed.`
    );
    return 0;
  }
  if (args.flags.undo === true) {
    const r2 = undoConsolidation(ws, { project, force: args.flags.force === true });
    emit(io, r2, () => `Restored ${r2.restored.length} file(s) of ${r2.project} to their state before the last /dream run:
  ${r2.restored.join("\n  ")}`);
    return 0;
  }
  if (io.errIsTerminal && !io.json) io.err("Planning consolidation\u2026");
  const draftFile = stringFlag(args.flags, "memory-draft");
  const memoryDraft = draftFile === void 0 ? void 0 : await readMemoryDraft(typedPath(io, draftFile), ws.root.dir);
  const r = consolidate(ws, { project, dry_run: args.flags["dry-run"] === true, now, memoryDraft });
  emit(
    io,
    {
      project: r.project,
      dry_run: r.dry_run,
      changed: r.changed,
      applied: r.applied,
      diff: r.diff,
      report: r.plan.report,
      recovered: r.recovered,
      core_files_created: r.core_files_created
    },
    () => {
      const init = coreFilesSentence(r.core_files_created);
      if (!r.changed) return init ? `Nothing to consolidate in ${r.project}. ${init}` : `Nothing to consolidate in ${r.project}; no file was written.`;
      const head = r.applied ? `Consolidated ${r.project} (undo with: project-memory dream --undo).` : `Plan for ${r.project} (dry run; nothing written):`;
      return `${head}

Files:
${formatDiff(r.diff)}

${r.report}`;
    }
  );
  return 0;
}
export {
  runDream
};
