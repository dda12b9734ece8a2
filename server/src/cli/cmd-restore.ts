/** `project-memory restore <trash path>`: puts a soft-deleted file back where it was. */
import path from 'node:path';
import { MemoryError } from '../core/errors.js';
import { restoreFromTrash } from '../services/trash.js';
import { assertKnownFlags, type ParsedArgs } from './args.js';
import { emit, type CliIo } from './io.js';
import { writeWorkspace } from './workspace.js';

export async function runRestore(args: ParsedArgs, io: CliIo): Promise<number> {
  // With --at, a version from the local history (cli/cmd-history.ts); without, the trash.
  if (args.flags.at !== undefined) return (await import('./cmd-history.js')).runRestoreAt(args, io);
  assertKnownFlags(args.flags, []);
  const [trashPath, extra] = args.positionals;
  if (trashPath === undefined || extra !== undefined) {
    throw new MemoryError(
      'INVALID_INPUT',
      'restore takes exactly one trash path.',
      'Pass the path delete_file returned, e.g. project-memory restore _trash/20261129T231045123Z/projects/demo/notes/x.md.',
    );
  }
  const ws = writeWorkspace(args, io);
  // A path pasted from a file manager is accepted when it lies in this root's trash.
  const rel = path.isAbsolute(trashPath) ? path.relative(ws.root.dir, trashPath) : trashPath;
  const r = restoreFromTrash(ws, rel);
  emit(io, r, () => `Restored ${r.restored_to} from ${r.trash_path}.`);
  return 0;
}
