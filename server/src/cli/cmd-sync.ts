/** `project-memory sync`: commit, merge and push a personal root kept in a private git remote. */
import { syncRoot } from '../services/sync.js';
import { assertKnownFlags, type ParsedArgs } from './args.js';
import { emit, type CliIo } from './io.js';
import { readWorkspace } from './workspace.js';

export async function runSync(args: ParsedArgs, io: CliIo): Promise<number> {
  assertKnownFlags(args.flags, []);
  const ws = readWorkspace(args, io);
  const report = syncRoot(ws);
  emit(io, report, () => {
    const did = [
      report.committed ? 'committed local changes' : 'nothing new to commit',
      report.merged ? `merged ${report.remote}/${report.branch}` : 'already up to date',
      report.pushed ? `pushed to ${report.remote}` : 'not pushed',
    ];
    const repaired = report.repaired.length ? `\nRepaired after the merge: ${report.repaired.join(', ')}.` : '';
    return `Synced ${report.root}: ${did.join(', ')}.${repaired}`;
  });
  return 0;
}
