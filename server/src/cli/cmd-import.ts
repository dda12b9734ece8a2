/** `project-memory import [PATH] [--dry-run]`: brings existing memory (CLAUDE.md, .jarvis/, ...) into a project. */
import { formatImport, importMemory } from '../services/import.js';
import { assertKnownFlags, stringFlag, type ParsedArgs } from './args.js';
import { emit, typedPath, type CliIo } from './io.js';
import { writeWorkspace } from './workspace.js';

export async function runImport(args: ParsedArgs, io: CliIo): Promise<number> {
  assertKnownFlags(args.flags, ['dry-run']);
  const ws = writeWorkspace(args, io);
  const r = await importMemory(ws, {
    project: stringFlag(args.flags, 'project'), // A relative PATH is relative to where the user stands.
    path: typedPath(io, args.positionals[0] ?? '.'),
    dryRun: args.flags['dry-run'] === true,
  });
  emit(io, r, () => formatImport(r));
  return r.proof.missing.length ? 1 : 0;
}
