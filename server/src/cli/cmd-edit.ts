/** `read <path>` and `edit <path>`: a memory file for people, saved like a write_file call. */
import { MemoryError } from '../core/errors.js';
import { memoryPathFrom } from '../services/file-target.js';
import { readFile, writeFile } from '../services/files.js';
import type { Workspace } from '../services/workspace.js';
import { assertKnownFlags, stringFlag, type ParsedArgs } from './args.js';
import { runEditor, writeScratch } from './editor.js';
import { emit, emitContent, type CliIo } from './io.js';
import { readWorkspace, writeWorkspace } from './workspace.js';

function target(ws: Workspace, args: ParsedArgs, io: CliIo, verb: string): { project: string | undefined; path: string } {
  const [typed, extra] = args.positionals;
  if (!typed || extra !== undefined)
    throw new MemoryError('INVALID_INPUT', `${verb} takes one memory file path.`, `Usage: project-memory ${verb} memory.md [--project P].`);
  const found = memoryPathFrom(ws, io.cwd, typed);
  return { project: stringFlag(args.flags, 'project') ?? found.project, path: found.path };
}

export async function runRead(args: ParsedArgs, io: CliIo): Promise<number> {
  assertKnownFlags(args.flags, []);
  const ws = readWorkspace(args, io);
  const r = readFile(ws, target(ws, args, io, 'read'));
  emitContent(io, r, () => r.content ?? '');
  return 0;
}

export async function runEdit(args: ParsedArgs, io: CliIo): Promise<number> {
  assertKnownFlags(args.flags, []);
  const ws = writeWorkspace(args, io);
  const t = target(ws, args, io, 'edit');
  const opened = readFile(ws, t);
  const scratch = writeScratch(opened.path, opened.content ?? '');
  const edited = runEditor(scratch, io);
  if (edited === opened.content) {
    scratch.remove();
    emit(
      io,
      { path: opened.path, project: opened.project, revision: opened.revision, changed: false },
      () => `No change to ${opened.project}/${opened.path}; nothing written.`,
    );
    return 0;
  }
  try {
    // The revision that was opened: a change made meanwhile (a session, another edit) is refused.
    const r = await writeFile(ws, { project: opened.project, path: opened.path, content: edited, expected_revision: opened.revision });
    scratch.remove();
    emit(io, r, () => [`Saved ${r.project}/${r.path} (revision ${r.revision}, ${r.total_lines} lines).`, ...r.budget].join('\n'));
    return 0;
  } catch (e) {
    if (!(e instanceof MemoryError)) throw e;
    const why = e.code === 'CONFLICT' ? `${opened.path} changed while you were editing it, so your edit was not saved.` : e.message;
    throw new MemoryError(e.code, why, `Your edited copy is kept at ${scratch.file}; merge it into the current file and run edit again.`);
  }
}
