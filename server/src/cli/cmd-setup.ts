/** `setup <agent>` and `export --to agents-md|claude-md`: project-memory in other agents' own files. */
import { AGENTS, type AgentName } from '../core/agent-setup.js';
import { MemoryError } from '../core/errors.js';
import { memoryRootPath, setupFileAgent, type SetupResult } from '../services/agent-setup.js';
import { setupClaude } from '../services/claude-setup.js';
import { exportContext } from '../services/export-context.js';
import { assertKnownFlags, stringFlag, type ParsedArgs } from './args.js';
import type { Hosted } from './hosted.js';
import { emit, typedPath, type CliIo } from './io.js';
import { writeWorkspace } from './workspace.js';

const LOADING: Record<SetupResult['loading'], string> = {
  plugin: 'as its plugin (hooks, MCP server, commands and skill)',
  hook: 'through its own session-start hook',
  instructions: 'through an instruction to call get_project_context first',
};

const ACTION: Record<string, string> = {
  created: 'created',
  updated: 'updated',
  unchanged: 'already set up, unchanged',
  removed: 'our part taken out',
  restored: 'restored to its version from before setup',
  deleted: 'deleted (setup had created it)',
  absent: 'nothing of ours in it',
};

/** What setup did, for people; the diffs of a dry run are printed after it, exactly (they are file content). */
function describe(r: SetupResult): string {
  const lines: string[] = [];
  const verb = r.dry_run ? 'Would change (dry run, nothing written)' : r.remove ? 'Took project-memory out of' : 'Set up project-memory for';
  lines.push(`${verb} ${r.agent}${r.remove || r.dry_run ? '' : `: the memory loads ${LOADING[r.loading]}`}.`);
  for (const f of r.files) {
    const pending = r.dry_run && f.action !== 'unchanged' && f.action !== 'absent';
    lines.push(`- ${f.file} (${f.what}): ${pending ? `would be ${f.action}` : ACTION[f.action]}`);
  }
  for (const c of r.commands) lines.push(`${c.ran ? (c.ok ? 'ran:' : 'failed:') : r.dry_run ? 'would run:' : 'run:'} ${c.command}`);
  if (!r.dry_run && r.files.some((f) => !['unchanged', 'absent'].includes(f.action))) {
    lines.push('The previous versions are kept in the local history of the memory root.');
  }
  lines.push(...r.notes);
  return lines.join('\n');
}

export async function runSetup(args: ParsedArgs, io: CliIo, hosted: Hosted): Promise<number> {
  assertKnownFlags(args.flags, ['dry-run', 'remove']);
  const agent = args.positionals[0];
  if (!agent || !(AGENTS as readonly string[]).includes(agent)) {
    throw new MemoryError('INVALID_INPUT', agent ? `Unknown agent "${agent}".` : 'setup needs an agent.', `Choose one of: ${AGENTS.join(', ')}.`);
  }
  if (args.positionals.length > 1) throw new MemoryError('INVALID_INPUT', `setup takes one agent, got ${args.positionals.length}.`);
  const opts = { remove: args.flags.remove === true, dryRun: args.flags['dry-run'] === true };
  const install = { distDir: hosted.distDir };
  const place = { rootDir: memoryRootPath(stringFlag(args.flags, 'root'), io.env, io.cwd), open: () => writeWorkspace(args, io) };
  const r = agent === 'claude' ? setupClaude(io.cwd, install, opts) : setupFileAgent(place, agent as Exclude<AgentName, 'claude'>, install, opts);
  emit(io, r, () => describe(r));
  if (!io.json && r.dry_run) for (const f of r.files) if (f.diff) io.out(f.diff.trimEnd());
  return 0;
}

export async function runExport(args: ParsedArgs, io: CliIo): Promise<number> {
  assertKnownFlags(args.flags, ['to', 'file', 'dry-run', 'budget']);
  const to = stringFlag(args.flags, 'to');
  if (!to) throw new MemoryError('INVALID_INPUT', 'export needs --to agents-md or --to claude-md.', 'Example: project-memory export --to agents-md');
  const file = stringFlag(args.flags, 'file');
  const budget = stringFlag(args.flags, 'budget');
  const budgetChars = budget === undefined ? undefined : Number(budget);
  if (budgetChars !== undefined && !Number.isInteger(budgetChars)) throw new MemoryError('INVALID_INPUT', `--budget must be a whole number, got "${budget}".`);
  const r = exportContext(writeWorkspace(args, io), {
    to,
    project: stringFlag(args.flags, 'project'),
    file: file === undefined ? undefined : typedPath(io, file),
    budget_chars: budgetChars,
    dryRun: args.flags['dry-run'] === true,
  });
  emit(io, r, () => {
    const what = r.dry_run
      ? `Would write the project-memory block of "${r.project}" to ${r.file} (dry run, nothing written).`
      : `${r.file}: ${r.action === 'unchanged' ? 'the block is up to date' : `block ${r.action}`} (project "${r.project}").`;
    const note =
      to === 'claude-md'
        ? '\nClaude Code sessions with the project-memory plugin already get this context from its hook; the block is for sessions and people without it.'
        : '';
    return `${what}${note}`;
  });
  // The diff is file content: printed exactly, after the wrapped prose.
  if (!io.json && r.dry_run && r.diff) io.out(r.diff.trimEnd());
  return 0;
}
