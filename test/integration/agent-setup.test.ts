/**
 * `project-memory setup <agent>` on fixture configuration files in a throwaway HOME: the person's
 * bytes outside our part stay as they were, a second run changes nothing, --dry-run writes
 * nothing, --remove gives back the original byte for byte, and the local history keeps every
 * replaced version. The real agents read these files in test/e2e/agents.e2e.test.ts.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parse as parseToml } from 'smol-toml';
import { beforeEach, describe, expect, it } from 'vitest';
import { callCli, type CliRun } from '../helpers/cli.js';
import { snapshotTree, tempDir } from '../helpers/tmp.js';

const REPO_DIST = path.resolve(import.meta.dirname, '..', '..', 'server', 'dist');

let home: string;
let repo: string;

const cli = (args: string[], env: Record<string, string> = {}): Promise<CliRun> => callCli(args, { cwd: repo, env: { HOME: home, ...env } });

function ok(r: CliRun): CliRun {
  expect(r.code, `${r.stdout}\n${r.stderr}`).toBe(0);
  return r;
}

function oneSentence(r: CliRun, code: number, message: RegExp): void {
  expect(r.code, r.stderr).toBe(code);
  expect(r.stderr.trimEnd().split('\n'), r.stderr).toHaveLength(1);
  expect(r.stderr).toMatch(message);
  expect(r.stderr).not.toMatch(/unexpected error|\n\s+at /);
}

function write(rel: string, text: string): string {
  const file = path.join(home, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  return file;
}

/** What `setup --json` did to each file. */
function actions(r: CliRun): string[] {
  expect(r.code, r.stderr).toBe(0);
  return (JSON.parse(r.stdout) as { files: { action: string }[] }).files.map((f) => f.action);
}

const read = (rel: string) => fs.readFileSync(path.join(home, rel), 'utf8');

/** The local history of the files setup changed: `{ path, prev, sha, tool }` lines. */
function outsideHistory(): { path: string; prev: string | null; sha: string | null; tool: string }[] {
  const log = path.join(home, '.project-memory', '.history', '_outside', 'log.jsonl');
  return fs.existsSync(log)
    ? fs
        .readFileSync(log, 'utf8')
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l))
    : [];
}

beforeEach(async () => {
  const base = tempDir('pm-setup-');
  home = path.join(base, 'home');
  repo = path.join(base, 'repo');
  fs.mkdirSync(home);
  fs.mkdirSync(repo);
});

const CODEX_CONFIG = `# my codex settings
model = "gpt-5"   # the fast one
approval_policy="on-request"

[mcp_servers.github]
command = "gh-mcp"
args = [ "--stdio" ]

[[hooks.SessionStart]]
matcher = "startup"
[[hooks.SessionStart.hooks]]
type = "command"
command = "echo mine"

[profiles.work]
model = "o3"
`;

describe('setup codex', () => {
  it('adds the server and a trusted SessionStart hook after the person text, once, and --remove restores it byte for byte', async () => {
    const file = write('.codex/config.toml', CODEX_CONFIG);
    const r = ok(await cli(['setup', 'codex']));
    expect(r.stdout).toMatch(/Set up project-memory for codex: the memory loads through its own session-start hook/);
    const after = fs.readFileSync(file, 'utf8');
    expect(after.startsWith(CODEX_CONFIG)).toBe(true);
    const config = parseToml(after) as Record<string, any>;
    expect(config.mcp_servers['project-memory']).toEqual({ command: 'node', args: [path.join(REPO_DIST, 'server.js')] });
    expect(config.mcp_servers.github).toEqual({ command: 'gh-mcp', args: ['--stdio'] });
    // The person's hook keeps index 0; ours is the second group, and its trust is keyed so.
    expect(config.hooks.SessionStart).toHaveLength(2);
    expect(config.hooks.SessionStart[1].hooks[0].command).toBe(`node ${path.join(REPO_DIST, 'hook.cjs')} hook session-start`);
    const key = `${path.join(fs.realpathSync(home), '.codex', 'config.toml')}:session_start:1:0`;
    expect(config.hooks.state[key].trusted_hash).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(config.profiles.work.model).toBe('o3');

    // Idempotent: the same bytes, no new history line.
    const lines = outsideHistory().length;
    expect(actions(await cli(['setup', 'codex', '--json']))).toEqual(['unchanged']);
    expect(fs.readFileSync(file, 'utf8')).toBe(after);
    expect(outsideHistory()).toHaveLength(lines);

    // The history holds the person's version, as it was before setup.
    const entry = outsideHistory().find((e) => e.path === '~/.codex/config.toml');
    expect(entry?.tool).toBe('cli setup');
    expect(entry?.prev).toMatch(/^[0-9a-f]{64}$/);

    expect(actions(await cli(['setup', 'codex', '--remove', '--json']))).toEqual(['restored']);
    expect(fs.readFileSync(file, 'utf8')).toBe(CODEX_CONFIG);
  });

  it('project-memory history lists the versions of the agent file and prints the one from before setup', async () => {
    const file = write('.codex/config.toml', CODEX_CONFIG);
    ok(await cli(['setup', 'codex']));
    const h = JSON.parse(ok(await cli(['history', file, '--json'])).stdout) as { file: string; versions: { tool: string }[] };
    expect(h.file).toBe('~/.codex/config.toml');
    expect(h.versions.map((v) => v.tool)).toEqual(['cli setup', 'found on disk (not written by a tool)']);
    expect(ok(await cli(['history', file, '--at', '~1'])).stdout).toBe(CODEX_CONFIG.endsWith('\n') ? CODEX_CONFIG : `${CODEX_CONFIG}\n`);
    // A file outside the root that setup never changed is still refused as before.
    const other = write('notes.txt', 'x');
    expect((await cli(['history', other])).code).toBe(2);
  });

  it('passes a memory root other than the default to the server and the hook', async () => {
    const root = path.join(home, 'elsewhere');
    ok(await cli(['setup', 'codex'], { PROJECT_MEMORY_ROOT: root }));
    const config = parseToml(read('.codex/config.toml')) as Record<string, any>;
    expect(config.mcp_servers['project-memory'].env).toEqual({ PROJECT_MEMORY_ROOT: fs.realpathSync(root) });
    expect(config.hooks.SessionStart[0].hooks[0].command).toBe(
      `PROJECT_MEMORY_ROOT=${fs.realpathSync(root)} node ${path.join(REPO_DIST, 'hook.cjs')} hook session-start`,
    );
  });

  it('--dry-run prints the diff and writes nothing, not even the file it would create', async () => {
    const before = snapshotTree(home);
    const r = ok(await cli(['setup', 'codex', '--dry-run']));
    expect(r.stdout).toMatch(/dry run, nothing written/);
    expect(r.stdout).toContain('+[mcp_servers.project-memory]');
    expect(r.stdout).toContain('--- /dev/null');
    const after = snapshotTree(home);
    // The root may be created (setup prepares it); no agent file is.
    expect(Object.keys(after).filter((f) => !f.startsWith('.project-memory'))).toEqual(Object.keys(before));
  });

  it('refuses an unreadable config.toml in one sentence and leaves it as it was', async () => {
    const file = write('.codex/config.toml', 'model = "gpt-5"\n[broken\n');
    oneSentence(await cli(['setup', 'codex']), 2, /~\/\.codex\/config\.toml is not valid TOML \(line 2, column \d+\), so nothing was written/);
    expect(fs.readFileSync(file, 'utf8')).toBe('model = "gpt-5"\n[broken\n');
  });

  it('refuses a file its block would change the meaning of, and a server of that name set up by hand', async () => {
    const inline = write('.codex/config.toml', 'hooks = { SessionStart = [] }\n');
    oneSentence(await cli(['setup', 'codex']), 4, /cannot take setup's block without changing what the file means/);
    expect(fs.readFileSync(inline, 'utf8')).toBe('hooks = { SessionStart = [] }\n');
    write('.codex/config.toml', '[mcp_servers.project-memory]\ncommand = "pm"\n');
    oneSentence(await cli(['setup', 'codex']), 4, /already configures an MCP server named "project-memory" outside the block setup manages/);
  });

  it('after the person edited the file, --remove takes out only the block', async () => {
    const file = write('.codex/config.toml', CODEX_CONFIG);
    ok(await cli(['setup', 'codex']));
    fs.appendFileSync(file, '\n[tui]\nnotifications = true\n');
    expect(actions(await cli(['setup', 'codex', '--remove', '--json']))).toEqual(['removed']);
    expect(fs.readFileSync(file, 'utf8')).toBe(`${CODEX_CONFIG}\n[tui]\nnotifications = true\n`);
  });

  it('a config.toml that did not exist is deleted again by --remove', async () => {
    ok(await cli(['setup', 'codex']));
    expect(fs.existsSync(path.join(home, '.codex', 'config.toml'))).toBe(true);
    expect(actions(await cli(['setup', 'codex', '--remove', '--json']))).toEqual(['deleted']);
    expect(fs.existsSync(path.join(home, '.codex', 'config.toml'))).toBe(false);
    expect(actions(await cli(['setup', 'codex', '--remove', '--json']))).toEqual(['absent']);
  });

  it('writes through a link into a dotfiles folder, keeping the link', async () => {
    const real = write('dotfiles/codex.toml', CODEX_CONFIG);
    fs.mkdirSync(path.join(home, '.codex'));
    fs.symlinkSync(real, path.join(home, '.codex', 'config.toml'));
    ok(await cli(['setup', 'codex']));
    expect(fs.lstatSync(path.join(home, '.codex', 'config.toml')).isSymbolicLink()).toBe(true);
    expect(fs.readFileSync(real, 'utf8')).toContain('[mcp_servers.project-memory]');
  });
});

const GEMINI_SETTINGS = `{
  // my settings, with comments
  "theme": "GitHub",
  "mcpServers": {
    "other": { "command": "other-mcp" }
  },
  "hooks": {
    "SessionStart": [
      { "matcher": "startup", "hooks": [ { "type": "command", "command": "echo hi" } ] }
    ]
  }, // trailing comma follows
}
`;

describe('setup gemini', () => {
  it('adds the server and a SessionStart hook into settings.json, comments kept, and restores it on --remove', async () => {
    const file = write('.gemini/settings.json', GEMINI_SETTINGS);
    ok(await cli(['setup', 'gemini']));
    const after = fs.readFileSync(file, 'utf8');
    expect(after).toContain('// my settings, with comments\n  "theme": "GitHub",');
    expect(after).toContain('"other": { "command": "other-mcp" },');
    expect(after).toContain('}, // trailing comma follows\n}\n');
    const { readJsonc } = await import('../../server/src/core/jsonc-members.js');
    const settings = readJsonc({ text: after, shown: 's' }) as Record<string, any>;
    expect(settings.mcpServers['project-memory']).toEqual({ command: 'node', args: [path.join(REPO_DIST, 'server.js')] });
    expect(settings.hooks.SessionStart).toHaveLength(2);
    expect(settings.hooks.SessionStart[1].hooks[0]).toMatchObject({ name: 'project-memory', type: 'command', timeout: 10000 });
    ok(await cli(['setup', 'gemini']));
    expect(fs.readFileSync(file, 'utf8')).toBe(after);
    ok(await cli(['setup', 'gemini', '--remove']));
    expect(fs.readFileSync(file, 'utf8')).toBe(GEMINI_SETTINGS);
  });

  it('refuses settings.json that is not JSON with the place of the error, writing nothing', async () => {
    write('.gemini/settings.json', '{ "theme": "x" "y": 1 }');
    const before = snapshotTree(home);
    oneSentence(await cli(['setup', 'gemini']), 2, /~\/\.gemini\/settings\.json is not valid JSON \(CommaExpected at line 1, column \d+\)/);
    expect(snapshotTree(home)).toEqual(before);
  });

  it('the hook command it writes prints the project context for a session in the bound repository', async () => {
    ok(await cli(['new', 'demo', '--bind', repo]));
    ok(await cli(['setup', 'gemini']));
    const { readJsonc } = await import('../../server/src/core/jsonc-members.js');
    const settings = readJsonc({ text: read('.gemini/settings.json'), shown: 's' }) as Record<string, any>;
    const command = settings.hooks.SessionStart[0].hooks[0].command as string;
    const run = spawnSync('sh', ['-c', command], {
      input: JSON.stringify({ cwd: repo, hook_event_name: 'SessionStart', source: 'startup' }),
      env: { PATH: process.env.PATH, HOME: home },
      encoding: 'utf8',
    });
    expect(run.status).toBe(0);
    const out = JSON.parse(run.stdout) as { hookSpecificOutput: { additionalContext: string } };
    expect(out.hookSpecificOutput.additionalContext).toMatch(/^# Project memory: Demo \(demo\)/);
  });
});

describe('setup copilot and opencode', () => {
  it('copilot: creates mcp-config.json and a hook file of its own; --remove deletes what it created', async () => {
    const before = snapshotTree(home);
    const r = ok(await cli(['setup', 'copilot']));
    expect(r.stdout).toMatch(/through its own session-start hook/);
    expect(JSON.parse(read('.copilot/mcp-config.json'))).toEqual({
      mcpServers: { 'project-memory': { type: 'local', command: 'node', args: [path.join(REPO_DIST, 'server.js')], tools: ['*'] } },
    });
    expect(JSON.parse(read('.copilot/hooks/project-memory.json'))).toEqual({
      version: 1,
      hooks: {
        sessionStart: [
          { type: 'command', bash: `PROJECT_MEMORY_HOOK_DIALECT=copilot node ${path.join(REPO_DIST, 'hook.cjs')} hook session-start`, timeoutSec: 10 },
        ],
      },
    });
    ok(await cli(['setup', 'copilot', '--remove']));
    expect(Object.keys(snapshotTree(home)).filter((f) => !f.startsWith('.project-memory'))).toEqual(Object.keys(before));
  });

  it("copilot's hook command answers in the shape Copilot CLI reads (a top-level additionalContext)", async () => {
    ok(await cli(['new', 'demo', '--bind', repo]));
    ok(await cli(['setup', 'copilot']));
    const command = (JSON.parse(read('.copilot/hooks/project-memory.json')) as { hooks: { sessionStart: { bash: string }[] } }).hooks.sessionStart[0]!.bash;
    const run = spawnSync('sh', ['-c', command], {
      input: JSON.stringify({ sessionId: 's1', cwd: repo, source: 'new' }),
      env: { PATH: process.env.PATH, HOME: home },
      encoding: 'utf8',
    });
    expect(run.status).toBe(0);
    expect(Object.keys(JSON.parse(run.stdout) as object)).toEqual(['additionalContext']);
    expect((JSON.parse(run.stdout) as { additionalContext: string }).additionalContext).toMatch(/^# Project memory: Demo \(demo\)/);
  });

  it('opencode: edits the opencode.jsonc that is there and appends to the AGENTS.md that is there', async () => {
    const jsonc = '{\n  "$schema": "https://opencode.ai/config.json",\n  // keep me\n  "model": "anthropic/claude"\n}\n';
    const agents = '# My global rules\n\n- Be brief.';
    write('.config/opencode/opencode.jsonc', jsonc);
    write('.config/opencode/AGENTS.md', agents);
    ok(await cli(['setup', 'opencode']));
    const { readJsonc } = await import('../../server/src/core/jsonc-members.js');
    const config = readJsonc({ text: read('.config/opencode/opencode.jsonc'), shown: 's' }) as Record<string, any>;
    expect(config.mcp['project-memory']).toEqual({ type: 'local', command: ['node', path.join(REPO_DIST, 'server.js')], enabled: true });
    expect(fs.existsSync(path.join(home, '.config/opencode/opencode.json'))).toBe(false);
    expect(read('.config/opencode/AGENTS.md').startsWith(`${agents}\n<!-- BEGIN project-memory setup`)).toBe(true);
    ok(await cli(['setup', 'opencode', '--remove']));
    expect(read('.config/opencode/opencode.jsonc')).toBe(jsonc);
    expect(read('.config/opencode/AGENTS.md')).toBe(agents);
  });

  it('an unknown agent, or none, is one sentence listing the agents', async () => {
    oneSentence(await cli(['setup', 'cursor']), 2, /Unknown agent "cursor"\. Choose one of: claude, codex, gemini, copilot, opencode\./);
    oneSentence(await cli(['setup']), 2, /setup needs an agent/);
  });
});

describe('setup claude', () => {
  function fakeClaude(dir: string, status = 0): string {
    fs.mkdirSync(dir, { recursive: true });
    const log = path.join(dir, 'calls.log');
    fs.writeFileSync(path.join(dir, 'claude'), `#!/bin/sh\necho "$@" >> '${log}'\necho "done: $*"\nexit ${status}\n`, { mode: 0o755 });
    return log;
  }

  it('runs claude plugin marketplace add and install when claude is on the PATH', async () => {
    const bin = path.join(home, 'bin');
    const log = fakeClaude(bin);
    const r = ok(await cli(['setup', 'claude'], { PATH: `${bin}:${process.env.PATH}` }));
    const pkg = path.resolve(REPO_DIST, '..', '..');
    expect(fs.readFileSync(log, 'utf8')).toBe(`plugin marketplace add ${pkg}\nplugin install project-memory@project-memory\n`);
    expect(r.stdout).toMatch(/ran: claude plugin install project-memory@project-memory/);
    ok(await cli(['setup', 'claude', '--remove'], { PATH: `${bin}:${process.env.PATH}` }));
    expect(fs.readFileSync(log, 'utf8')).toMatch(/plugin uninstall project-memory@project-memory\nplugin marketplace remove project-memory\n$/);
  });

  it('without claude on the PATH (and with --dry-run) prints the commands and the slash commands', async () => {
    const r = ok(await cli(['setup', 'claude'], { PATH: '/nonexistent' }));
    expect(r.stdout).toMatch(/run: claude plugin marketplace add /);
    expect(r.stdout).toMatch(/\/plugin install project-memory@project-memory/);
    const bin = path.join(home, 'bin');
    const log = fakeClaude(bin);
    expect(ok(await cli(['setup', 'claude', '--dry-run'], { PATH: `${bin}:${process.env.PATH}` })).stdout).toMatch(/would run: claude plugin install/);
    expect(fs.existsSync(log)).toBe(false);
  });

  it('a failing claude command is one sentence with its last line', async () => {
    const bin = path.join(home, 'bin');
    fakeClaude(bin, 1);
    oneSentence(
      await cli(['setup', 'claude'], { PATH: `${bin}:${process.env.PATH}` }),
      1,
      /claude plugin marketplace add .* failed: done: plugin marketplace add/,
    );
  });
});
