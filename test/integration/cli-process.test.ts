/**
 * The CLI as a process (server/dist/cli.js spawned, as a user's shell runs it): exit codes, stdin,
 * $EDITOR, signals. The other CLI tests run most invocations in the test's process
 * (test/helpers/cli.ts callCli); here the same invocations run both ways and must agree byte for
 * byte, and an in-process run must leave the test's process as it found it.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { callCli, runCliAsync, type CliRun } from '../helpers/cli.js';
import { CLI_BUNDLE } from '../helpers/server.js';
import { tempDir } from '../helpers/tmp.js';

let base: string;
let root: string;
let repo: string;

const spawned = (args: string[], env: Record<string, string> = {}, input?: string): Promise<CliRun> => runCliAsync(args, { cwd: repo, root, env, input });
const here = (args: string[], env: Record<string, string> = {}): Promise<CliRun> => callCli(args, { cwd: repo, root, env });

beforeAll(async () => {
  base = tempDir('pm-cli-process-');
  root = path.join(base, 'memory');
  repo = path.join(base, 'repo');
  fs.mkdirSync(path.join(repo, 'src'), { recursive: true });
  const r = await spawned(['new', 'demo', '--name', 'Demo', '--bind', '.']);
  expect(r.code, r.stderr).toBe(0);
  expect((await spawned(['decide', 'Use tabs', '--location', 'src/'])).code).toBe(0);
});

describe('the bundle as a process', () => {
  it('exit codes: 0 success, 1 nothing found, 2 bad input, 3 not found, 4 conflict', async () => {
    const runs = await Promise.all([
      spawned(['--version']),
      spawned(['search', 'no-such-text-anywhere']),
      spawned(['frobnicate']),
      spawned(['read', 'nope.md']),
      spawned(['new', 'demo']),
    ]);
    expect(runs.map((r) => r.code)).toEqual([0, 1, 2, 3, 4]);
    expect(runs[2]!.stderr).toMatch(/^project-memory: Unknown command "frobnicate"/);
  });

  it('a hook reads its payload on stdin and answers JSON on stdout', async () => {
    const r = await spawned(['hook', 'session-start'], {}, JSON.stringify({ session_id: 's1', cwd: repo, source: 'startup' }));
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ hookSpecificOutput: { hookEventName: 'SessionStart' } });
    expect(r.stdout).toContain('Use tabs');
  });

  it('edit runs $EDITOR through the shell, in the folder the command was typed in', async () => {
    const editor = path.join(base, 'editor.cjs');
    fs.writeFileSync(editor, "require('node:fs').appendFileSync(process.argv[2], `\\nEdited in ${process.cwd()}.\\n`);\n");
    const r = await spawned(['edit', '_guide.md'], { EDITOR: `"${process.execPath}" "${editor}"` });
    expect(r.code, r.stderr).toBe(0);
    expect(fs.readFileSync(path.join(root, 'projects/demo/_guide.md'), 'utf8')).toContain(`Edited in ${repo}.`);
  });

  it('view prints its address first and stops on SIGTERM with exit 0', async () => {
    const child = spawn(process.execPath, [CLI_BUNDLE, 'view', '--root', root, '--project', 'demo'], { cwd: repo, stdio: ['ignore', 'pipe', 'pipe'] });
    const url = await new Promise<string>((resolve, reject) => {
      let out = '';
      child.stdout.setEncoding('utf8').on('data', (d: string) => {
        out += d;
        if (out.includes('\n')) resolve(out.split('\n')[0]!);
      });
      child.once('exit', (code) => reject(new Error(`view exited with ${code}`)));
    });
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});

describe('in process and as a process', () => {
  it('the same invocations give the same exit code, stdout and stderr', async () => {
    const editor = path.join(base, 'same.cjs');
    fs.writeFileSync(editor, "require('node:fs').appendFileSync(process.argv[2], 'same\\n');\n");
    const cases: { args: string[]; env?: Record<string, string> }[] = [
      { args: ['--help'] },
      { args: ['projects', '--json'] },
      { args: ['search', 'tabs', '--project', '*'] },
      { args: ['precheck', 'src/a.ts'] },
      { args: ['context', '--budget', 'lots', '--json'] },
      { args: ['decide'] },
      { args: ['read', '../../etc/passwd'] },
      { args: ['edit', '_guide.md', '--project', 'nope'], env: { EDITOR: `"${process.execPath}" "${editor}"` } },
      { args: ['doctor'] },
    ];
    for (const { args, env } of cases) {
      const a = await spawned(args, env);
      const b = await here(args, env);
      expect(b, args.join(' ')).toEqual(a);
    }
  });

  it('an in-process run leaves the process as it found it: environment, folder, exit code', async () => {
    const env = { ...process.env };
    const cwd = process.cwd();
    const exitCode = process.exitCode;
    const r = await here(['use', 'demo', '--path', 'src'], { PROJECT_MEMORY_HISTORY: '0' });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain(`Bound ${path.join(repo, 'src')} to "demo"`);
    expect(await here(['frobnicate'])).toMatchObject({ code: 2 });
    expect(process.env).toEqual(env);
    expect(process.cwd()).toBe(cwd);
    expect(process.exitCode).toBe(exitCode);
  });
});
