/**
 * `project-memory history <path>`, `diff <path> [--at REV]`, `restore <path> --at REV`: the local
 * history on the command line. A path is relative to the project (--project, else the project
 * bound to the current folder), or a file path inside a project folder of the memory root, taken
 * from the current folder (`cd ~/.project-memory/projects/demo && project-memory history memory.md`).
 */
import path from 'node:path';
import { MemoryError } from '../core/errors.js';
import { diffHistory, listHistory, readVersion, restoreVersion } from '../services/history.js';
import { memoryRootPath } from '../services/agent-setup.js';
import { outsideHistory, outsideVersionText } from '../services/outside-versions.js';
import type { Workspace } from '../services/workspace.js';
import { assertKnownFlags, stringFlag, type ParsedArgs } from './args.js';
import { emit, emitContent, type CliIo } from './io.js';
import { writeWorkspace } from './workspace.js';

interface CliTarget {
  project: string | undefined;
  path: string;
}

/** A path inside the root's project (or _global) folder names that project; else it is project-relative. */
export function cliTarget(ws: Workspace, raw: string, project: string | undefined, cwd: string): CliTarget {
  const rel = path.relative(ws.root.dir, path.resolve(cwd, raw));
  if (rel !== '' && !rel.startsWith('..') && !path.isAbsolute(rel)) {
    const parts = rel.split(path.sep);
    if (parts[0] === 'projects' && parts.length >= 3) return { project: parts[1], path: parts.slice(2).join('/') };
    if (parts[0] === '_global' && parts.length >= 2) return { project: '_global', path: parts.slice(1).join('/') };
    if (path.isAbsolute(raw)) {
      throw new MemoryError(
        'INVALID_PATH',
        `${raw} is not a file of a project or of _global in the memory root.`,
        'Give a path inside projects/<slug>/ or _global/, or a path relative to the project with --project.',
      );
    }
  }
  if (path.isAbsolute(raw))
    throw new MemoryError(
      'INVALID_PATH',
      `${raw} is outside the memory root ${ws.root.dir}.`,
      'Give the path relative to the project, e.g. memory.md or notes/ideas.md.',
    );
  return { project, path: raw.split(path.sep).join('/') };
}

function onePath(args: ParsedArgs, command: string, example: string): string {
  const [p, extra] = args.positionals;
  if (p === undefined || extra !== undefined)
    throw new MemoryError('INVALID_INPUT', `${command} takes exactly one file path.`, `Example: project-memory ${example}`);
  return p;
}

function setup(args: ParsedArgs, io: CliIo, command: string, example: string): { ws: Workspace; target: CliTarget } {
  const raw = onePath(args, command, example);
  const ws = writeWorkspace(args, io);
  return { ws, target: cliTarget(ws, raw, stringFlag(args.flags, 'project'), io.cwd) };
}

const when = (iso: string) => iso.replace('T', ' ').replace(/\.\d+Z$/, 'Z');

/**
 * `history` of a file outside the root that `setup` or `export` changed (an agent's settings, a
 * repository's AGENTS.md): its versions, or one with --at. False when it has none.
 */
function outsideFileHistory(args: ParsedArgs, io: CliIo, at: string | undefined): boolean {
  const raw = args.positionals[0];
  if (raw === undefined || args.positionals.length > 1 || stringFlag(args.flags, 'project') !== undefined) return false;
  const rootDir = memoryRootPath(stringFlag(args.flags, 'root'), io.env, io.cwd);
  const file = path.resolve(io.cwd, raw);
  const rel = path.relative(rootDir, file);
  if (rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel))) return false;
  if (at !== undefined) {
    const v = outsideVersionText(rootDir, file, at);
    if (!v) return false;
    emitContent(io, v, () => v.text);
    return true;
  }
  const h = outsideHistory(rootDir, file);
  if (!h) return false;
  emit(io, h, () =>
    [
      `${h.file} · ${h.versions.length} version(s) kept by setup/export, newest first`,
      ...h.versions.map((v) => `  ${v.rev.padEnd(16)}  ${when(v.time)}  ${v.deleted ? 'deleted' : v.tool}`),
      '',
      `Show one: project-memory history ${h.file} --at REV`,
    ].join('\n'),
  );
  return true;
}

export async function runHistory(args: ParsedArgs, io: CliIo): Promise<number> {
  assertKnownFlags(args.flags, ['at']);
  if (outsideFileHistory(args, io, stringFlag(args.flags, 'at'))) return 0;
  const { ws, target } = setup(args, io, 'history', 'history memory.md');
  const at = stringFlag(args.flags, 'at');
  if (at !== undefined) {
    // One version's text, like `git show REV:path`.
    const v = readVersion(ws, { ...target, at });
    emitContent(io, v, () => v.text);
    return 0;
  }
  const h = listHistory(ws, target);
  emit(io, h, () => {
    if (h.versions.length === 0) return `${h.path} (${h.project}): no recorded versions yet (they are kept from the first tool write on).`;
    const lines = [`${h.path} (${h.project}) · ${h.versions.length} version(s), newest first`];
    if (h.current && !h.current.recorded) lines.push(`  ${h.current.rev}  now                   not written by a tool; recorded at the next tool write`);
    for (const v of h.versions) {
      const who = `${v.tool}${v.session ? ` [${v.session.slice(0, 8)}]` : ''}`;
      const change = v.deleted ? 'deleted' : `+${v.added} -${v.removed}`.padEnd(11) + ` ${v.lines} lines`;
      lines.push(`  ${v.rev.padEnd(16)}  ${when(v.time)}  ${who.padEnd(26)} ${change}${v.available ? '' : '  (stored bytes missing)'}`);
    }
    lines.push(
      '',
      `Show one: project-memory history ${h.path} --at REV · compare with now: project-memory diff ${h.path} --at REV · put back: project-memory restore ${h.path} --at REV`,
    );
    return lines.join('\n');
  });
  return 0;
}

export async function runDiff(args: ParsedArgs, io: CliIo): Promise<number> {
  assertKnownFlags(args.flags, ['at']);
  const { ws, target } = setup(args, io, 'diff', 'diff memory.md --at 3f2a9c0d');
  const d = diffHistory(ws, { ...target, at: stringFlag(args.flags, 'at') });
  emitContent(io, d, () => d.diff || `${d.path}: version ${d.from} and the file now have the same lines.`);
  return 0;
}

/** `restore <path> --at REV`; `restore <_trash/…>` (no --at) stays the trash restore. */
export async function runRestoreAt(args: ParsedArgs, io: CliIo): Promise<number> {
  assertKnownFlags(args.flags, ['at', 'expected-revision']);
  const { ws, target } = setup(args, io, 'restore --at', 'restore memory.md --at 3f2a9c0d');
  const at = stringFlag(args.flags, 'at') as string;
  const r = await restoreVersion(ws, { ...target, at, expected_revision: stringFlag(args.flags, 'expected-revision') });
  emit(io, r, () =>
    r.changed
      ? `Restored ${r.path} (${r.project}) to version ${r.restored}; the version it replaced (${r.replaced ?? 'none: the file was deleted'}) stays in the history. Revision now ${r.revision}.`
      : `${r.path} (${r.project}) is already version ${r.restored}; nothing was changed.`,
  );
  return 0;
}
