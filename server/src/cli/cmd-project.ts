/** Commands about one project: context, wrap, decide, precheck, use. */
import { MemoryError } from '../core/errors.js';
import { buildProjectContext, contextBudgetFromEnv } from '../services/context.js';
import { wrapProject } from '../services/wrap.js';
import { addDecision } from '../services/decisions.js';
import { formatPrecheck, precheckFile } from '../services/precheck.js';
import { useProject } from '../services/projects.js';
import { assertKnownFlags, stringFlag, type ParsedArgs } from './args.js';
import { emit, emitContent, typedPath, type CliIo } from './io.js';
import { readWorkspace, writeWorkspace } from './workspace.js';

function positiveInt(text: string | undefined, flag: string): number | undefined {
  if (text === undefined) return undefined;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1) throw new MemoryError('INVALID_INPUT', `--${flag} must be a positive whole number, got "${text}".`);
  return n;
}

export async function runContext(args: ParsedArgs, io: CliIo): Promise<number> {
  assertKnownFlags(args.flags, ['budget']);
  const budget = positiveInt(stringFlag(args.flags, 'budget'), 'budget') ?? contextBudgetFromEnv(io.env);
  const ctx = buildProjectContext(readWorkspace(args, io), { project: stringFlag(args.flags, 'project'), budget_chars: budget });
  emitContent(io, ctx, () => ctx.text);
  return 0;
}

export async function runWrap(args: ParsedArgs, io: CliIo): Promise<number> {
  assertKnownFlags(args.flags, []);
  const r = wrapProject(readWorkspace(args, io), { project: stringFlag(args.flags, 'project') });
  emitContent(io, r, () => r.text);
  return 0;
}

export async function runDecide(args: ParsedArgs, io: CliIo): Promise<number> {
  assertKnownFlags(args.flags, ['topic', 'location', 'supersedes', 'status', 'body']);
  const summary = args.positionals.join(' ').trim();
  if (!summary)
    throw new MemoryError(
      'INVALID_INPUT',
      'decide needs a one-line summary.',
      'Usage: project-memory decide "Use bcrypt rounds=12" [--topic T] [--location P] [--supersedes D3].',
    );
  const r = await addDecision(writeWorkspace(args, io), {
    project: stringFlag(args.flags, 'project'),
    summary,
    topic: stringFlag(args.flags, 'topic'),
    location: stringFlag(args.flags, 'location'),
    supersedes: stringFlag(args.flags, 'supersedes'),
    status: stringFlag(args.flags, 'status'),
    body: stringFlag(args.flags, 'body'),
    // A relative --location is typed from where the user stands, like every CLI path.
    location_from: io.cwd,
  });
  emit(io, r, () => `Recorded ${r.id} in ${r.project}${r.superseded.length ? ` (supersedes ${r.superseded.join(', ')})` : ''}.`);
  return 0;
}

export async function runPrecheck(args: ParsedArgs, io: CliIo): Promise<number> {
  assertKnownFlags(args.flags, []);
  const file = args.positionals[0];
  if (!file) throw new MemoryError('INVALID_INPUT', 'precheck needs a file path.', 'Usage: project-memory precheck src/auth/login.ts.');
  const r = precheckFile(readWorkspace(args, io), { project: stringFlag(args.flags, 'project'), file, from: io.cwd });
  emit(io, r, () => formatPrecheck(r));
  return 0;
}

export async function runUse(args: ParsedArgs, io: CliIo): Promise<number> {
  assertKnownFlags(args.flags, ['path']);
  const project = args.positionals[0] ?? stringFlag(args.flags, 'project');
  if (!project) throw new MemoryError('INVALID_INPUT', 'use needs a project slug, alias or id.', 'Usage: project-memory use <project> [--path DIR].');
  const ws = writeWorkspace(args, io);
  // On the command line a relative --path means relative to where the user stands.
  const r = await useProject(ws, project, typedPath(io, stringFlag(args.flags, 'path') ?? '.'));
  emit(io, r, () => `Bound ${r.path} to "${r.slug}"${r.moved_from ? ` (moved from "${r.moved_from}")` : ''}. Sessions started here now load its memory.`);
  return 0;
}
