/** Commands for people without a model: new, log, unbind, status. */
import { assertIsoDate } from '../core/dates.js';
import { coreFilesSentence } from '../core/project-files.js';
import { MemoryError } from '../core/errors.js';
import { STATUS_FIELDS, type StatusField } from '../core/status-md.js';
import { assertBindableFolder, createProject, unbindPath } from '../services/projects.js';
import { logSession } from '../services/sessions.js';
import { setStatus, showStatus } from '../services/status.js';
import { resolveProjectScope } from '../services/scope.js';
import { todayOf } from '../services/workspace.js';
import { assertKnownFlags, listFlag, stringFlag, type ParsedArgs } from './args.js';
import { runEditor, writeScratch } from './editor.js';
import { emit, emitContent, typedPath, type CliIo } from './io.js';
import { logTemplate, parseLogTemplate, type LoggedSession } from './log-template.js';
import { readWorkspace, writeWorkspace } from './workspace.js';

function nameFromSlug(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(' ');
}

export async function runNew(args: ParsedArgs, io: CliIo): Promise<number> {
  assertKnownFlags(args.flags, ['name', 'bind']);
  const [slug, extra] = args.positionals;
  if (!slug || extra !== undefined)
    throw new MemoryError('INVALID_INPUT', 'new takes one project slug.', 'Usage: project-memory new billing-api --name "Billing API" --bind .');
  const bind = stringFlag(args.flags, 'bind');
  const ws = writeWorkspace(args, io);
  const paths = bind === undefined ? [] : [typedPath(io, bind)];
  // Checked before anything is written: a failed `new` leaves no half-bound project.
  for (const p of paths) assertBindableFolder(p);
  const entry = await createProject(ws, { slug, name: stringFlag(args.flags, 'name') ?? nameFromSlug(slug), paths });
  emit(io, entry, () =>
    [
      `Created project "${entry.slug}" (${entry.name}) at ${entry.path}.`,
      paths.length ? `Bound ${paths[0]}: sessions there load its memory.` : 'Bind a repository with: project-memory use ' + entry.slug,
    ].join('\n'),
  );
  return 0;
}

function sessionFromFlags(args: ParsedArgs): LoggedSession | null {
  const s: LoggedSession = {
    summary: stringFlag(args.flags, 'summary'),
    outcomes: listFlag(args, 'outcome'),
    decisions: listFlag(args, 'decision'),
    open_questions: listFlag(args, 'question'),
    next_step: stringFlag(args.flags, 'next'),
  };
  const given = s.summary !== undefined || s.next_step !== undefined || s.outcomes.length + s.decisions.length + s.open_questions.length > 0;
  return given ? s : null;
}

export async function runLog(args: ParsedArgs, io: CliIo): Promise<number> {
  assertKnownFlags(args.flags, ['summary', 'outcome', 'decision', 'question', 'next', 'date']);
  if (args.positionals.length)
    throw new MemoryError('INVALID_INPUT', 'log takes no positional argument.', 'Usage: project-memory log --summary "…" --outcome "…".');
  const ws = writeWorkspace(args, io);
  const project = stringFlag(args.flags, 'project');
  // Checked before an editor opens on a template dated by it.
  const date = stringFlag(args.flags, 'date');
  if (date !== undefined) assertIsoDate(date, '--date');
  let session = sessionFromFlags(args);
  let scratch: ReturnType<typeof writeScratch> | null = null;
  if (!session) {
    const scope = resolveProjectScope(ws, project, 'Sessions');
    scratch = writeScratch('session.md', logTemplate(scope.slug, date ?? todayOf(ws)));
    session = parseLogTemplate(runEditor(scratch, io));
    const empty = !session.summary && !session.next_step && session.outcomes.length + session.decisions.length + session.open_questions.length === 0;
    if (empty) {
      scratch.remove();
      io.out('Nothing written in the template, so no session was logged.');
      return 1;
    }
  }
  try {
    const r = await logSession(ws, { project, ...session, date });
    scratch?.remove();
    emit(io, r, () =>
      [`Logged session ${r.section} in ${r.project}/${r.path} (${r.session_count} session file(s)).`, coreFilesSentence(r.core_files_created), ...r.budget]
        .filter(Boolean)
        .join('\n'),
    );
    return 0;
  } catch (e) {
    if (scratch && e instanceof MemoryError) throw new MemoryError(e.code, e.message, `${e.hint ? `${e.hint} ` : ''}Your text is kept at ${scratch.file}.`);
    throw e;
  }
}

export async function runUnbind(args: ParsedArgs, io: CliIo): Promise<number> {
  assertKnownFlags(args.flags, ['path']);
  if (args.positionals.length > 1) throw new MemoryError('INVALID_INPUT', 'unbind takes at most one folder.', 'Usage: project-memory unbind [DIR].');
  const dir = args.positionals[0] ?? stringFlag(args.flags, 'path') ?? '.';
  const r = unbindPath(writeWorkspace(args, io), typedPath(io, dir), stringFlag(args.flags, 'project'));
  emit(io, r, () =>
    r.forgotten
      ? `Forgot shared project "${r.slug}" on this machine (its checkout ${r.path} is missing); its memory stays in the repository, and a session in a clone of it uses it again.`
      : `Unbound ${r.path} from "${r.slug}". Sessions started there load no project now.`,
  );
  return 0;
}

export async function runStatus(args: ParsedArgs, io: CliIo): Promise<number> {
  const keys = Object.keys(STATUS_FIELDS) as StatusField[];
  assertKnownFlags(args.flags, keys);
  const values: Partial<Record<StatusField, string>> = {};
  for (const k of keys) {
    const v = stringFlag(args.flags, k);
    if (v !== undefined) values[k] = v;
  }
  const project = stringFlag(args.flags, 'project');
  if (Object.keys(values).length === 0) {
    const view = showStatus(readWorkspace(args, io), project);
    emitContent(io, view, () => view.text);
    return 0;
  }
  const r = await setStatus(writeWorkspace(args, io), project, values);
  emit(io, r, () => (r.changed ? `Updated ${r.project}/_status.md (revision ${r.revision}).` : `${r.project}/_status.md already says that; nothing changed.`));
  return 0;
}
