/** Commands over the whole root: init, projects, search, doctor. */
import { MemoryError } from '../core/errors.js';
import { openWorkspace } from '../services/open.js';
import { prepareWorkspace } from '../services/prepare.js';
import { settleSharedProjects } from '../services/shared-settle.js';
import { initRoot } from '../services/init.js';
import { countProjects, listProjects } from '../services/projects.js';
import { emptyProjectListSentence } from '../core/project-meta.js';
import { formatHits, searchMemory, type SearchMode } from '../services/search.js';
import { diagnose, fix } from '../services/doctor.js';
import { assertKnownFlags, stringFlag, type ParsedArgs } from './args.js';
import { emit, emitContent, type CliIo } from './io.js';
import { workspaceOptions } from './workspace.js';

function workspace(args: ParsedArgs, io: CliIo, prepare = false, create = prepare) {
  const ws = openWorkspace({ ...workspaceOptions(args, io), create });
  return prepare ? prepareWorkspace(ws) : ws;
}

export async function runInit(args: ParsedArgs, io: CliIo): Promise<number> {
  assertKnownFlags(args.flags, []);
  const ws = workspace(args, io, false, true);
  const report = initRoot(ws);
  emit(io, report, () =>
    report.created.length ? `Initialised ${report.root}:\n  ${report.created.join('\n  ')}` : `${report.root} is already initialised; nothing changed.`,
  );
  return 0;
}

export async function runProjects(args: ParsedArgs, io: CliIo): Promise<number> {
  assertKnownFlags(args.flags, ['status', 'tag']);
  const ws = workspace(args, io, true, false);
  const projects = listProjects(ws, { status: stringFlag(args.flags, 'status'), tag: stringFlag(args.flags, 'tag') });
  emit(io, projects, () =>
    projects.length
      ? projects.map((p) => `${p.slug.padEnd(24)} ${p.status.padEnd(10)} ${p.name}${p.paths.length ? `  [${p.paths.join(', ')}]` : ''}`).join('\n')
      : emptyProjectListSentence(
          countProjects(ws),
          { status: stringFlag(args.flags, 'status'), tag: stringFlag(args.flags, 'tag') },
          'Create one with: project-memory new <slug> --bind .',
        ),
  );
  return 0;
}

export async function runSearch(args: ParsedArgs, io: CliIo): Promise<number> {
  assertKnownFlags(args.flags, ['mode', 'case-sensitive', 'path', 'limit']);
  const query = args.positionals.join(' ');
  if (!query) throw new MemoryError('INVALID_INPUT', 'search needs a query.', 'Usage: project-memory search <query> [--project P|*].');
  const mode = stringFlag(args.flags, 'mode') ?? 'substring';
  if (mode !== 'substring' && mode !== 'regex' && mode !== 'ranked')
    throw new MemoryError('INVALID_INPUT', `--mode must be substring, regex or ranked, got "${mode}".`);
  const limitText = stringFlag(args.flags, 'limit');
  const limit = limitText === undefined ? undefined : Number(limitText);
  const ws = workspace(args, io, true, false);
  const result = searchMemory(ws, {
    query,
    mode: mode as SearchMode,
    case_sensitive: args.flags['case-sensitive'] === true,
    path: stringFlag(args.flags, 'path'),
    project: stringFlag(args.flags, 'project'),
    limit,
  });
  // grep-like `path:line: text`, one hit per line, so a pipe or an editor's jump list can read it.
  emitContent(io, result, () => formatHits(result));
  for (const warning of result.warnings ?? []) io.err(warning);
  return result.hits.length ? 0 : 1;
}

export async function runDoctor(args: ParsedArgs, io: CliIo): Promise<number> {
  assertKnownFlags(args.flags, ['fix']);
  const ws = workspace(args, io, false, args.flags.fix === true);
  // A checkout's shared folder lacks what git does not keep (empty folders, derived files) until
  // its first use; that is its normal state, so doctor makes them first (services/shared-settle.ts).
  if (!args.flags.fix) settleSharedProjects(ws);
  const report = args.flags.fix ? fix(ws) : diagnose(ws);
  emit(io, report, () => {
    const lines = [`Memory root ${report.root}: ${report.projects} project(s).`];
    if (report.fixed) {
      const f = report.fixed;
      lines.push(
        `Fixed: projects index ${f.projects_index_changed ? 'rebuilt' : 'ok'}, ${f.manifests_changed.length} manifest(s) updated, refs index ${f.refs_index_changed ? 'rebuilt' : 'ok'}, ${f.temp_files_removed} temp file(s) removed, ${f.created.length} missing item(s) created.`,
        ...f.people_md_hand_edits.map((n) => `- ${n}`),
      );
    }
    if (report.findings.length === 0) lines.push('No problems found.');
    for (const f of report.findings) lines.push(`- ${f.path}: ${f.problem}${f.fixable ? ' (fixable with --fix)' : ''}`);
    if (report.budget.length) lines.push('Over a size budget (advice, not an error):', ...report.budget.map((n) => `- ${n}`));
    return lines.join('\n');
  });
  return report.findings.some((f) => !args.flags.fix || !f.fixable) && report.findings.length ? 1 : 0;
}
