/** `share` / `unshare`: a project's memory into its code repository's `.project-memory/`, and back. */
import { formatMove, shareProject, unshareProject } from '../services/share.js';
import { assertKnownFlags, stringFlag, type ParsedArgs } from './args.js';
import { emit, type CliIo } from './io.js';
import { writeWorkspace } from './workspace.js';

export async function runShare(args: ParsedArgs, io: CliIo): Promise<number> {
  assertKnownFlags(args.flags, ['repo', 'dry-run']);
  const r = shareProject(writeWorkspace(args, io), {
    project: args.positionals[0] ?? stringFlag(args.flags, 'project'),
    repo: stringFlag(args.flags, 'repo'),
    dryRun: args.flags['dry-run'] === true,
  });
  emit(io, r, () => `${formatMove(r)} to ${r.folder}.${r.dry_run ? '' : `\nCommit it: ${r.next}`}`);
  return 0;
}

export async function runUnshare(args: ParsedArgs, io: CliIo): Promise<number> {
  assertKnownFlags(args.flags, ['dry-run']);
  const r = unshareProject(writeWorkspace(args, io), {
    project: args.positionals[0] ?? stringFlag(args.flags, 'project'),
    dryRun: args.flags['dry-run'] === true,
  });
  emit(io, r, () => `${formatMove(r)} back into the memory root.${r.dry_run ? '' : `\nCommit the removal: ${r.next}`}`);
  return 0;
}
