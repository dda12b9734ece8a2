/**
 * `project-memory view`: serves the viewer (server/src/viewer/) until Ctrl-C, or until it has been
 * idle for --idle-minutes. The first line on stdout is the address, token included; --detach
 * (what /project-memory:view runs) starts the viewer in the background, prints that line and
 * returns, so that a slash command can show the address without holding a terminal.
 */
import { spawn } from 'node:child_process';
import { MemoryError } from '../core/errors.js';
import { assertKnownFlags, stringFlag, type ParsedArgs } from './args.js';
import type { Hosted } from './hosted.js';
import type { CliIo } from './io.js';
import { readWorkspace } from './workspace.js';

function whole(text: string | undefined, flag: string, min: number, max: number): number | undefined {
  if (text === undefined) return undefined;
  const n = Number(text);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new MemoryError('INVALID_INPUT', `--${flag} must be a whole number from ${min} to ${max}, got "${text}".`);
  return n;
}

/** A detached viewer that nobody uses stops by itself after this long. */
const DETACHED_IDLE_MINUTES = 60;

async function detach(argv: readonly string[], io: CliIo): Promise<number> {
  const script = process.argv[1] as string;
  const args = argv.filter((a) => a !== '--detach');
  if (!args.some((a) => a.startsWith('--idle-minutes'))) args.push(`--idle-minutes=${DETACHED_IDLE_MINUTES}`);
  const child = spawn(process.execPath, [script, ...args], { detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const line = await new Promise<string>((resolve, reject) => {
    let out = '';
    let err = '';
    child.stdout.on('data', (c: Buffer) => {
      out += c.toString('utf8');
      const nl = out.indexOf('\n');
      if (nl >= 0) resolve(out.slice(0, nl));
    });
    child.stderr.on('data', (c: Buffer) => (err += c.toString('utf8')));
    child.once('exit', () => reject(new MemoryError('IO', `The viewer stopped at once: ${err.trim() || 'no message'}`)));
    child.once('error', reject);
  });
  child.stdout.destroy();
  child.stderr.destroy();
  child.unref();
  io.out(line);
  io.err(`The viewer runs in the background (pid ${child.pid}); it stops after ${DETACHED_IDLE_MINUTES} idle minutes, or: kill ${child.pid}`);
  return 0;
}

export async function runView(args: ParsedArgs, io: CliIo, hosted: Hosted): Promise<number> {
  assertKnownFlags(args.flags, ['port', 'allow-restore', 'idle-minutes', 'detach']);
  if (args.positionals.length)
    throw new MemoryError('INVALID_INPUT', 'view takes no positional argument.', 'Usage: project-memory view [--project P] [--allow-restore].');
  const port = whole(stringFlag(args.flags, 'port'), 'port', 0, 65535) ?? 0;
  const idleMinutes = whole(stringFlag(args.flags, 'idle-minutes'), 'idle-minutes', 0, 7 * 24 * 60) ?? 0;
  const ws = readWorkspace(args, io);
  if (args.flags.detach === true) return detach(process.argv.slice(2), io);
  const project = stringFlag(args.flags, 'project');
  if (project !== undefined) (await import('../services/scope.js')).resolveScope(ws, project);
  const viewer = await hosted.startViewer({ ws, project, port, allowRestore: args.flags['allow-restore'] === true, idleMs: idleMinutes * 60_000 });
  // Before the address is out: whoever read it may stop the viewer at once.
  const stop = () => void viewer.close();
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  // The address alone on the first line: scripts and /project-memory:view read it.
  io.out(viewer.url);
  io.err(
    `project-memory view: serving ${ws.root.dir} on 127.0.0.1 only, ${args.flags['allow-restore'] === true ? 'restore allowed (with confirmation)' : 'read-only'}; Ctrl-C stops it.`,
  );
  await viewer.closed;
  return 0;
}
