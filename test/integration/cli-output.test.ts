/**
 * Every CLI command (issue 13 item 2) answers `--json` with one JSON document, also when it fails,
 * and keeps its own prose within 100 columns even when the memory holds long lines. Content
 * commands (read, history --at, diff, context, status, wrap, search hits) print the stored text as it is.
 * The list of commands comes from the sources, so a new command without a case here fails.
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { COMMANDS } from '../../server/src/cli/commands.js';
import { callCli, type CliRun } from '../helpers/cli.js';
import { tempDir } from '../helpers/tmp.js';

let base: string;
let root: string;
let repo: string;
let editor: string;

const cli = (args: string[], env: Record<string, string> = {}): Promise<CliRun> => callCli(args, { cwd: repo, root, env });
/** Dozens of runs in a row (minutes on a loaded 2-core machine with PM_IN_PROCESS=0 spawning each). */
const LOOP_TIMEOUT_MS = 300_000;
const LONG = 'a-long-word '.repeat(18).trim(); // 233 characters with spaces
const TOKEN = 'x'.repeat(150); // no space to wrap at

/** Commands not run here, and why. */
const NOT_RUN: Record<string, string> = {
  serve: 'speaks MCP on stdio (covered by the server tests)',
  hook: 'speaks Claude Code hook JSON, never text for people (covered by the hook tests)',
  view: 'serves pages until stopped (covered by the viewer tests in Chromium)',
  sync: 'needs a git repository with a remote (its output and errors: team-merge.test.ts)',
  share: 'needs a git work tree to move a project into (its output and errors: team-share.test.ts)',
  unshare: 'needs a shared project in a git work tree (its output and errors: team-share.test.ts)',
};

/** Content commands: their stdout is a file's text (search: grep-like hit lines), printed exactly. */
const CONTENT = new Set(['read', 'context', 'wrap', 'status', 'diff', 'search']);

/** One successful run and one failing run per command; `{rev}` is filled with a real revision. */
const CASES: Record<string, { ok: string[][]; bad: string[] }> = {
  init: { ok: [['init']], bad: ['init', '--bogus-flag'] },
  projects: { ok: [['projects'], ['projects', '--status', 'archived']], bad: ['projects', '--status', 'bogus'] },
  search: {
    ok: [
      ['search', 'a-long-word'],
      ['search', 'a-long-word', '--mode', 'ranked'],
    ],
    bad: ['search', '(', '--mode', 'regex'],
  },
  context: { ok: [['context']], bad: ['context', '--budget', 'ten'] },
  wrap: { ok: [['wrap']], bad: ['wrap', '--project', 'nope'] },
  decide: { ok: [['decide', `Keep ${LONG.slice(0, 180)}`, '--topic', 'style', '--location', 'src/']], bad: ['decide', 'x', '--status', 'maybe'] },
  precheck: { ok: [['precheck', 'src/a.ts']], bad: ['precheck'] },
  use: { ok: [['use', 'demo']], bad: ['use', 'nope'] },
  dream: { ok: [['dream', '--dry-run']], bad: ['dream', '--now', 'yesterday'] },
  restore: { ok: [['restore', 'notes/long.md', '--at', '{rev}']], bad: ['restore', 'notes/long.md', '--at', 'ffffffffffffffff'] },
  history: {
    ok: [
      ['history', 'notes/long.md'],
      ['history', 'notes/long.md', '--at', '{rev}'],
    ],
    bad: ['history'],
  },
  diff: { ok: [['diff', 'notes/long.md', '--at', '{rev}']], bad: ['diff', 'notes/none.md'] },
  import: { ok: [['import', '--dry-run']], bad: ['import', path.join('/nonexistent', 'x')] },
  new: { ok: [['new', 'p{n}', '--name', LONG.slice(0, 60)]], bad: ['new', 'Bad Slug'] },
  log: { ok: [['log', '--summary', LONG, '--outcome', TOKEN, '--date', '2026-11-30']], bad: ['log', '--date', '2026-02-30', '--summary', 'x'] },
  unbind: {
    ok: [
      ['use', 'demo', '--path', path.join('{base}', 'other')],
      ['unbind', path.join('{base}', 'other')],
    ],
    bad: ['unbind', path.join('{base}', 'never-bound')],
  },
  status: { ok: [['status'], ['status', '--next', LONG]], bad: ['status', '--project', 'nope'] },
  read: { ok: [['read', 'notes/long.md']], bad: ['read', '../../etc/passwd'] },
  edit: { ok: [['edit', 'notes/long.md']], bad: ['edit', 'notes/missing-folder/../../../x.md'] },
  doctor: { ok: [['doctor']], bad: ['doctor', '--bogus-flag'] },
  // A dry run: no agent file of the machine running the tests is read or written.
  setup: { ok: [['setup', 'claude', '--dry-run']], bad: ['setup', 'cursor'] },
  export: { ok: [['export', '--to', 'agents-md']], bad: ['export', '--to', 'cursor-rules'] },
};

let rev = '';
let runs = 0;
const fill = (args: string[]) => {
  runs += 1;
  return args.map((a) => a.replace('{rev}', rev).replace('{base}', base).replace('{n}', String(runs)));
};

beforeAll(async () => {
  base = tempDir('pm-cli-output-');
  root = path.join(base, 'memory');
  repo = path.join(base, 'repo');
  fs.mkdirSync(path.join(repo, 'src'), { recursive: true });
  fs.mkdirSync(path.join(base, 'other'), { recursive: true });
  fs.writeFileSync(path.join(repo, 'CLAUDE.md'), `# Rules\n\n- ${LONG}\n`);
  expect((await cli(['new', 'demo', '--name', 'Demo', '--bind', '.'])).code).toBe(0);
  expect((await cli(['use', 'demo', '--path', path.join(base, 'other')])).code).toBe(0);
  const noteEditor = path.join(base, 'note.cjs');
  fs.writeFileSync(noteEditor, `require('node:fs').appendFileSync(process.argv[process.argv.length - 1], ${JSON.stringify(`- ${LONG} ${TOKEN}\n`)});\n`);
  editor = `"${process.execPath}" "${noteEditor}"`;
  // Two versions of a note, so history, diff and restore have a revision to name.
  fs.mkdirSync(path.join(root, 'projects/demo/notes'), { recursive: true });
  fs.writeFileSync(path.join(root, 'projects/demo/notes/long.md'), '# Long lines\n\n');
  expect((await cli(['edit', 'notes/long.md'], { EDITOR: editor })).code).toBe(0);
  expect((await cli(['edit', 'notes/long.md'], { EDITOR: editor })).code).toBe(0);
  const history = JSON.parse((await cli(['history', 'notes/long.md', '--json'])).stdout) as { versions: { rev: string }[] };
  rev = history.versions[history.versions.length - 1]!.rev;
  expect((await cli(['decide', `Use ${LONG.slice(0, 180)}`, '--topic', 'style', '--location', 'src/'])).code).toBe(0);
}, LOOP_TIMEOUT_MS);

describe('every command', () => {
  it('has a case here (or a reason not to run it)', () => {
    const missing = Object.keys(COMMANDS).filter((c) => !CASES[c] && !NOT_RUN[c]);
    expect(missing).toEqual([]);
  });

  it(
    '--json prints exactly one JSON document, on success and on failure',
    async () => {
      for (const [command, { ok, bad }] of Object.entries(CASES)) {
        for (const args of ok) {
          const r = await cli([...fill(args), '--json'], { EDITOR: editor });
          expect(r.code, `${command}: ${r.stderr}`).toBeLessThanOrEqual(1);
          expect(() => JSON.parse(r.stdout), `${args.join(' ')}: ${r.stdout.slice(0, 200)}`).not.toThrow();
        }
        const r = await cli([...fill(bad), '--json'], { EDITOR: editor });
        expect(r.code, `${bad.join(' ')} should fail`).toBeGreaterThanOrEqual(2);
        const parsed = JSON.parse(r.stdout) as { error?: { code: string; message: string } };
        expect(parsed.error?.message, bad.join(' ')).toMatch(/\S/);
        // The failing command's one sentence reaches a person on stderr as one line (grep-able, like
        // every Unix tool's error; it names paths, which can be of any length).
        expect(r.stderr.trimEnd().split('\n'), `${command} stderr`).toHaveLength(1);
      }
    },
    LOOP_TIMEOUT_MS,
  );

  it(
    'keeps its own text within 100 columns; content commands print the stored lines unchanged',
    async () => {
      for (const [command, { ok }] of Object.entries(CASES)) {
        for (const args of ok) {
          const r = await cli(fill(args), { EDITOR: editor });
          expect(r.code, `${args.join(' ')}: ${r.stderr}`).toBeLessThanOrEqual(1);
          const content = CONTENT.has(command) || (command === 'history' && args.includes('--at'));
          if (content) continue;
          for (const line of r.stdout.split('\n')) expect(line.length, `${args.join(' ')}: ${line}`).toBeLessThanOrEqual(100);
        }
      }
      // A content command is exact: the note's long line comes back whole.
      expect((await cli(['read', 'notes/long.md'])).stdout).toContain(`- ${LONG} ${TOKEN}`);
    },
    LOOP_TIMEOUT_MS,
  );
});
