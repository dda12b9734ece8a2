/** `project-memory dream [--dry-run] [--now D] [--memory-draft FILE] [--undo [--force]] [--abandon]`. */
import { assertIsoDate } from '../core/dates.js';
import { coreFilesSentence } from '../core/project-files.js';
import { abandonConsolidation, consolidate, formatDiff, undoConsolidation } from '../services/consolidate.js';
import { readMemoryDraft } from '../services/dream-draft.js';
import { assertKnownFlags, stringFlag, type ParsedArgs } from './args.js';
import { emit, typedPath, type CliIo } from './io.js';
import { writeWorkspace } from './workspace.js';

export async function runDream(args: ParsedArgs, io: CliIo): Promise<number> {
  assertKnownFlags(args.flags, ['dry-run', 'now', 'undo', 'force', 'memory-draft', 'abandon']);
  // Before the root is prepared: a bad flag changes nothing.
  const now = stringFlag(args.flags, 'now');
  if (now !== undefined) assertIsoDate(now, '--now');
  const ws = writeWorkspace(args, io);
  const project = stringFlag(args.flags, 'project');
  if (args.flags.abandon === true) {
    const r = abandonConsolidation(ws, { project });
    emit(io, r, () =>
      r.abandoned
        ? `Kept every file of ${r.project} as it is now; the interrupted run's journal is kept as .journal/${r.project}.abandoned.json and will not be applied.`
        : `No interrupted /dream run of ${r.project} is pending; nothing was changed.`,
    );
    return 0;
  }
  if (args.flags.undo === true) {
    const r = undoConsolidation(ws, { project, force: args.flags.force === true });
    emit(io, r, () => `Restored ${r.restored.length} file(s) of ${r.project} to their state before the last /dream run:\n  ${r.restored.join('\n  ')}`);
    return 0;
  }
  if (io.errIsTerminal && !io.json) io.err('Planning consolidation…');
  // A hand-made draft of memory.md goes through the same proof as the dream agent's (relative to the current folder).
  const draftFile = stringFlag(args.flags, 'memory-draft');
  const memoryDraft = draftFile === undefined ? undefined : await readMemoryDraft(typedPath(io, draftFile), ws.root.dir);
  const r = consolidate(ws, { project, dry_run: args.flags['dry-run'] === true, now, memoryDraft });
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
      core_files_created: r.core_files_created,
    },
    () => {
      const init = coreFilesSentence(r.core_files_created);
      if (!r.changed) return init ? `Nothing to consolidate in ${r.project}. ${init}` : `Nothing to consolidate in ${r.project}; no file was written.`;
      const head = r.applied ? `Consolidated ${r.project} (undo with: project-memory dream --undo).` : `Plan for ${r.project} (dry run; nothing written):`;
      return `${head}\n\nFiles:\n${formatDiff(r.diff)}\n\n${r.report}`;
    },
  );
  return 0;
}
