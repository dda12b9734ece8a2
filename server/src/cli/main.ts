/** The CLI entry: argv -> command; the one place that catches errors and sets the exit code. */
import { exitCodeFor, isMemoryError, MemoryError } from '../core/errors.js';
import { VERSION } from '../version.js';
import { parseArgs } from './args.js';
import { COMMANDS } from './commands.js';
import { EXAMPLES } from './examples.js';
import type { Hosted } from './hosted.js';
import { COLUMNS, consoleIo, nodeProcess, wrapLine, type CliProcess } from './io.js';

function usage(): string {
  const lines = ['Usage: project-memory <command> [options]', '', 'Commands:'];
  for (const spec of Object.values(COMMANDS)) {
    lines.push(...wrapLine(`  ${spec.usage}`, COLUMNS, '      '), ...wrapLine(`      ${spec.summary}`, COLUMNS, '      '));
  }
  lines.push('', ...wrapLine('Options: --root DIR (default $PROJECT_MEMORY_ROOT or ~/.project-memory), --project P, --json, --help, --version', COLUMNS, '  '));
  lines.push('', 'Exit codes: 0 success, 1 nothing found or problems reported, 2 bad input, 3 not found, 4 conflict.');
  lines.push('Run project-memory <command> --help for an example.');
  return lines.join('\n');
}

function commandHelp(name: string, spec: (typeof COMMANDS)[string]): string {
  const lines = [...wrapLine(`Usage: project-memory ${spec.usage}`, COLUMNS, '    '), ...wrapLine(spec.summary)];
  // A command's own example (possibly several lines) wins over the shared table.
  const example = spec.example ?? EXAMPLES[name];
  if (example) lines.push('', 'Example:', ...example.split('\n').flatMap((l) => wrapLine(`  ${l.trim()}`, COLUMNS, '    ')));
  return lines.join('\n');
}

/**
 * Runs one invocation. `proc` is the process it runs in (bin/cli.ts: the real one); the
 * environment below the CLI (settings read by the services) is `proc.env` as well.
 */
export async function main(argv: readonly string[], hosted: Hosted, proc: CliProcess = nodeProcess()): Promise<number> {
  if (proc.env === process.env) return run(argv, hosted, proc);
  const { withEnv } = await import('../services/environment.js');
  return withEnv(proc.env, () => run(argv, hosted, proc));
}

async function run(argv: readonly string[], hosted: Hosted, proc: CliProcess): Promise<number> {
  let json = false;
  const io0 = consoleIo(false, proc);
  try {
    const args = parseArgs(argv);
    json = args.flags.json === true;
    const io = consoleIo(json, proc);
    if (args.flags.version === true && !args.command) {
      io.out(VERSION);
      return 0;
    }
    if (!args.command || args.command === 'help' || (args.flags.help === true && !args.command)) {
      io.out(usage());
      return args.command || args.flags.help ? 0 : 2;
    }
    const spec = COMMANDS[args.command];
    if (!spec) throw new MemoryError('INVALID_INPUT', `Unknown command "${args.command}".`, 'Run project-memory --help for the list.');
    if (args.flags.help === true) {
      io.out(commandHelp(args.command, spec));
      return 0;
    }
    const run = await spec.load();
    // Hooks name their own origin (the session's id is in their payload); the others run as the command.
    if (args.command === 'hook' || args.command === 'serve') return await run(args, io, hosted);
    const { originFor, withOrigin } = await import('../services/origin.js');
    const tool = `cli ${args.command}${args.flags.undo === true ? ' --undo' : ''}`;
    return await withOrigin(originFor(tool), () => run(args, io, hosted));
  } catch (e) {
    const message = isMemoryError(e) ? e.describe() : `unexpected error: ${e instanceof Error ? e.message : String(e)}`;
    if (json) proc.stdout.write(`${JSON.stringify({ error: { code: isMemoryError(e) ? e.code : 'INTERNAL', message } })}\n`);
    io0.err(`project-memory: ${message}`);
    return exitCodeFor(e);
  }
}
