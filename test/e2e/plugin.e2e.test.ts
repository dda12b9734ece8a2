// The product plugin end to end: the real Claude Code CLI (pinned) installs project-memory from its
// local marketplace into a throwaway HOME and runs sessions against the scripted fake model. Every
// assertion reads what Claude Code really did: the requests it sent to the model (what the model
// saw), its stream-json events (init, hook responses) and the memory files on disk.
//
// One sandbox for the file: the plugin is installed once (beforeAll); each test starts its own
// `claude -p` session. Projects: `demo` (bound to the sandbox repo) and `legacy` (bound to a second
// repo, seeded to need consolidation, used only by the /dream test).
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STOP_REASON } from '../../server/src/hooks/stop.js';
import { NO_PROJECT_HINT } from '../../server/src/services/context.js';
import { execFile } from 'node:child_process';
import { CLI_BUNDLE, startServer } from '../helpers/server.js';
import { cleanEnv } from '../helpers/cli.js';
import { git, initRepo } from '../helpers/git.js';
import {
  claudeCommand,
  claudeUnavailable,
  createSandbox,
  describeRun,
  marketplaceAdd,
  pluginInstall,
  pluginValidate,
  runClaude,
  writeTree,
  type ClaudeRun,
  type ProcessResult,
  type Sandbox,
} from './claude-runner.js';
import {
  isSubagentRequest,
  locateText,
  planScript,
  startFakeAnthropic,
  toolNames,
  toolResultFor,
  toolUses,
  contentText,
  type FakeAnthropic,
  type MessagesRequest,
  type Script,
} from './fake-anthropic.js';
import {
  hookJson,
  hookResponses,
  MARKETPLACE,
  PLUGIN,
  preparePluginCopy,
  REPO_ROOT,
  requestsWith,
  SERVER_LABEL,
  sessionStartContext,
  tool,
  TOOL_PREFIX,
} from './product-plugin.js';

const unavailable = claudeUnavailable();

const STATUS_MARKER = 'STATUS-MARKER-3b1';
const CORE_MARKER = 'CORE-MEMORY-MARKER-9d4';
const SHARED_MARKER = 'SHARED-STATUS-MARKER-7c2';
const D1_TITLE = 'Hash passwords with bcrypt rounds=12';
const POST_EDIT_PREFIX = 'PostToolUse:Edit hook additional context: project-memory: Decisions covering';

let sandbox: Sandbox;
let pluginDir: string;
let marketplaceDir: string;
let root: string;
let repo: string;
let legacyRepo: string;
let unboundDir: string;
let serverTools: string[] = [];
let setup: { add: ProcessResult; install: ProcessResult; list: ProcessResult };

const demoDir = () => path.join(root, 'projects', 'demo');
/** A repository whose user had memory in other tools' files before installing the plugin. */
let adoptRepo: string;
const ADOPT_CLAUDE_MD = '# Adopt repo\n\n## Conventions\n\n- ADOPT-CLAUDE-LINE: money is integer cents\n';
const ADOPT_AGENTS_MD = '# Agents\n\n- ADOPT-AGENTS-LINE: run npm test before pushing\n';
const legacyDir = () => path.join(root, 'projects', 'legacy');
const readMemory = (dir: string, rel: string) => readFileSync(path.join(dir, rel), 'utf8');

/** Memory seeded through our own server bundle (the one the plugin ships), as a user would. */
async function seedMemory(): Promise<void> {
  const server = await startServer({ root, cwd: repo, bundle: path.join(pluginDir, 'server', 'dist', 'server.js') });
  try {
    serverTools = (await server.client.listTools()).tools.map((t) => t.name);
    await server.ok('create_project', { slug: 'demo', name: 'Demo App', paths: [repo] });
    await server.ok('write_file', {
      project: 'demo',
      path: '_status.md',
      content: `# Status — Demo App\n\n**Current state:** ${STATUS_MARKER} login rework in progress\n**Next action:** ship the cookie sessions\n`,
    });
    const memory = await server.ok('read_file', { project: 'demo', path: 'memory.md' });
    expect(memory).toContain('## Current focus');
    await server.ok('patch_file', {
      project: 'demo',
      path: 'memory.md',
      patch: `<<<<<<< SEARCH\n## Current focus\n=======\n## Current focus\n\n- ${CORE_MARKER}: moving sessions to signed cookies\n>>>>>>> REPLACE`,
    });
    await server.ok('add_decision', { project: 'demo', summary: D1_TITLE, topic: 'auth', location: 'src/auth/' });
    await server.ok('create_project', { slug: 'legacy', name: 'Legacy Billing', paths: [legacyRepo] });
    await server.ok('create_project', { slug: 'adopter', name: 'Adopter', paths: [adoptRepo] });
  } finally {
    await server.close();
  }
  // `legacy` needs consolidation: more session summaries than archiveAfter (8) and a memory.md over
  // coreSoftLimit (130 lines). Written by hand, as a user editing the files would.
  for (let i = 1; i <= 12; i++) {
    const date = `2025-${String(i).padStart(2, '0')}-15`;
    writeFileSync(
      path.join(legacyDir(), 'sessions', `${date}.md`),
      `# Session — ${date}\n\n## Session 1\n\n### Summary\n\nWorked on invoice part ${i}.\n\n### Outcomes\n\n- invoice outcome ${i}\n`,
    );
  }
  const memoryFile = path.join(legacyDir(), 'memory.md');
  const detail = Array.from({ length: 160 }, (_, i) => `- billing constraint ${i}: invoices round half-even per line, never per total`).join('\n');
  writeFileSync(memoryFile, readFileSync(memoryFile, 'utf8').replace('## Constraints\n', `## Constraints\n\n${detail}\n`));
}

beforeAll(async () => {
  if (unavailable) return;
  sandbox = createSandbox('pm-plugin-e2e-');
  ({ marketplace: marketplaceDir, plugin: pluginDir } = preparePluginCopy(path.join(sandbox.root, 'marketplace')));
  root = path.join(sandbox.root, 'memory');
  repo = sandbox.project;
  legacyRepo = path.join(sandbox.root, 'legacy-repo');
  unboundDir = path.join(sandbox.root, 'scratch');
  adoptRepo = path.join(sandbox.root, 'adopt-repo');
  for (const dir of [legacyRepo, unboundDir, adoptRepo]) mkdirSync(dir, { recursive: true });
  writeTree(adoptRepo, { 'CLAUDE.md': ADOPT_CLAUDE_MD, 'AGENTS.md': ADOPT_AGENTS_MD });
  writeTree(repo, {
    'src/auth/login.ts': 'export const bcryptRounds = 10;\n',
    'src/app.ts': 'export const app = true;\n',
  });
  await seedMemory();
  const add = await marketplaceAdd(marketplaceDir, sandbox);
  const install = await pluginInstall(`${PLUGIN}@${MARKETPLACE}`, sandbox);
  const list = await claudeCommand(['plugin', 'list'], sandbox);
  setup = { add, install, list };
}, 600_000);

afterAll(async () => {
  rmSync(DREAM_SCRATCH, { force: true });
  sandbox?.cleanup();
});

/**
 * A session of the installed plugin (no --plugin-dir), with the memory root in the environment,
 * against its own fake model (so the loop guard counts this session's turns only).
 */
async function session(
  prompt: string,
  script: Script,
  options: { cwd?: string; allowedTools?: string[]; env?: Record<string, string>; rootInEnv?: boolean } = {},
) {
  const fake: FakeAnthropic = await startFakeAnthropic(script, { maxMessages: 30 });
  let run: ClaudeRun;
  try {
    run = await runClaude({
      prompt,
      sandbox,
      baseUrl: fake.url,
      cwd: options.cwd ?? repo,
      allowedTools: options.allowedTools,
      env: { ...(options.rootInEnv === false ? {} : { PROJECT_MEMORY_ROOT: root }), ...options.env },
      timeoutMs: 90_000,
    });
  } finally {
    await fake.close();
  }
  const requests = fake.messages().map((e) => e.body!);
  expect(fake.limitReached(), 'the fake model script looped').toBe(false);
  expect(run.exitCode, describeRun(run)).toBe(0);
  expect(run.result?.is_error, describeRun(run)).toBe(false);
  return { run, requests };
}

/** The tool result text for every call of `name` in a request's history, in order. */
function resultsOf(request: MessagesRequest, name: string): Array<{ text: string; isError: boolean }> {
  return toolUses(request)
    .filter((u) => u.name === name)
    .map((u) => {
      const result = toolResultFor(request, u.id);
      return { text: contentText(result?.content), isError: result?.is_error === true };
    });
}

function expectConnected(run: ClaudeRun): void {
  expect(run.init?.mcp_servers).toContainEqual(expect.objectContaining({ name: SERVER_LABEL, status: 'connected' }));
}

describe.skipIf(unavailable)('project-memory in the real Claude Code', () => {
  it('passes claude plugin validate --strict for the plugin and the marketplace at the repository root', async () => {
    const result = await pluginValidate(REPO_ROOT, sandbox);
    const output = result.stdout + result.stderr;
    expect(result.exitCode, output).toBe(0);
    expect(output).toContain('Validating marketplace manifest');
    expect(output).toMatch(/Validation passed/);
    for (const part of [
      'hooks: SessionStart',
      'hooks: PostToolUse',
      'hooks: Stop',
      `mcpServers: ${PLUGIN} stdio node`,
      `skills: ${PLUGIN}:using-memory`,
      `commands: ${PLUGIN}:decide`,
      `commands: ${PLUGIN}:dream`,
      `commands: ${PLUGIN}:memory`,
      `commands: ${PLUGIN}:wrap`,
      `agents: ${PLUGIN}:dream`,
    ]) {
      expect(output).toContain(part);
    }
    const manifestOnly = await pluginValidate(path.join(REPO_ROOT, '.claude-plugin', 'plugin.json'), sandbox);
    expect(manifestOnly.exitCode, manifestOnly.stdout + manifestOnly.stderr).toBe(0);
  });

  it('installs from its local marketplace into a fresh HOME, and a later session without --plugin-dir loads it', async () => {
    expect(setup.add.exitCode, setup.add.stdout + setup.add.stderr).toBe(0);
    expect(setup.install.exitCode, setup.install.stdout + setup.install.stderr).toBe(0);
    expect(setup.list.stdout).toContain(`${PLUGIN}@${MARKETPLACE}`);

    const { run } = await session('hello', () => 'Hello.');
    // Loaded from the install (no --plugin-dir), run in place from the marketplace folder.
    expect(run.init?.plugins).toContainEqual(expect.objectContaining({ name: PLUGIN, source: `${PLUGIN}@${MARKETPLACE}`, path: pluginDir }));
    expectConnected(run);
    expect(run.init?.slash_commands).toEqual(expect.arrayContaining(['dream', 'memory', 'wrap', 'decide'].map((c) => `${PLUGIN}:${c}`)));
    expect(run.init?.agents).toContain(`${PLUGIN}:dream`);
    const started = hookResponses(run, 'SessionStart');
    expect(started).toHaveLength(1);
    expect(started[0]).toMatchObject({ exit_code: 0 });
    // The Stop hook ran too (and had nothing to say: no code changed).
    expect(hookResponses(run, 'Stop').map((h) => hookJson(h))).toEqual([undefined]);
  });

  it('puts _status.md, core memory and the active decisions into the first request, within 8,000 characters', async () => {
    const { run, requests } = await session('hello', () => 'Hello.');
    const context = sessionStartContext(run);
    expect(context.length).toBeLessThanOrEqual(8000);
    expect(context).toMatch(/^# Project memory: Demo App \(demo\)/);
    expect(context).toContain(`**Current state:** ${STATUS_MARKER}`);
    expect(context).toContain(CORE_MARKER);
    expect(context).toContain(`- D1 · ${D1_TITLE}`);
    expect(context.indexOf(STATUS_MARKER)).toBeLessThan(context.indexOf(CORE_MARKER));
    expect(context.split('\n').at(-1)).toMatch(/~\d+ tokens/);
    // The model sees the whole context, uncut, once, in a system message of the first request.
    const [first] = requests;
    const where = locateText(first!, context);
    expect(where).toHaveLength(1);
    expect(where[0]).toMatchObject({ where: 'message', role: 'system' });
    expect(where[0]!.text).toContain(`SessionStart hook additional context: ${context}`);
  });

  it('takes PROJECT_MEMORY_ROOT and PROJECT_MEMORY_CONTEXT_CHARS from settings.json env: context cut to budget, status first, saying where the rest is', async () => {
    // README.md tells users to configure the plugin in settings.json `env`: Claude Code hands it
    // to the hooks and the MCP server. The install already wrote this file (enabledPlugins): restore it.
    const settingsFile = path.join(sandbox.home, '.claude', 'settings.json');
    const settings = readFileSync(settingsFile, 'utf8');
    const env = { PROJECT_MEMORY_ROOT: root, PROJECT_MEMORY_CONTEXT_CHARS: '1000' };
    writeFileSync(settingsFile, JSON.stringify({ ...JSON.parse(settings), env }));
    const script = planScript([{ tool: tool('get_project_context'), input: {} }], 'Hello.');
    let ran: Awaited<ReturnType<typeof session>>;
    try {
      ran = await session('hello', script, { rootInEnv: false, allowedTools: [tool('get_project_context')] });
    } finally {
      writeFileSync(settingsFile, settings);
    }
    const { run, requests } = ran;
    const context = sessionStartContext(run);
    expect(context.length).toBeLessThanOrEqual(1000);
    expect(context).toContain(`**Current state:** ${STATUS_MARKER} login rework in progress\n**Next action:** ship the cookie sessions`);
    expect(context).toContain(CORE_MARKER);
    // Whatever had to go says how to read it.
    expect(context).toMatch(/cut to fit the budget: (read_file path="[^"]+"|get_folder_manifest|search )/);
    expect(context.split('\n').at(-1)).toMatch(/ chars of 1000;/);
    expect(locateText(requests[0]!, context)).toHaveLength(1);
    // The MCP server found the same root.
    const [served] = resultsOf(requests.at(-1)!, tool('get_project_context'));
    expect(served).toMatchObject({ isError: false, text: expect.stringContaining(STATUS_MARKER) });
  });

  it('gives only the one-line hint in a folder bound to no project', async () => {
    const { run, requests } = await session('hello', () => 'Hello.', { cwd: unboundDir });
    const context = sessionStartContext(run);
    expect(context).toBe(NO_PROJECT_HINT);
    expect(context.split('\n')).toHaveLength(1);
    const [first] = requests;
    expect(locateText(first!, NO_PROJECT_HINT)).toHaveLength(1);
    for (const marker of [STATUS_MARKER, CORE_MARKER, D1_TITLE]) expect(locateText(first!, marker)).toEqual([]);
    expectConnected(run);
  });

  it('offers the import in an empty project whose folder has CLAUDE.md and AGENTS.md; import_memory plans, then imports every line', async () => {
    const script = planScript(
      [
        { tool: tool('import_memory'), input: { path: adoptRepo } },
        { tool: tool('import_memory'), input: { path: adoptRepo, dry_run: false } },
      ],
      'Imported.',
    );
    const { run, requests } = await session('bring in my old notes', script, { cwd: adoptRepo, allowedTools: [tool('import_memory')] });
    expectConnected(run);
    const context = sessionStartContext(run);
    const offer = context.split('\n').find((l) => l.includes('has memory from other tools'));
    expect(offer, context).toMatch(/\(CLAUDE\.md, AGENTS\.md\); preview importing it with `project-memory import --dry-run` \(MCP: import_memory\)/);
    expect(locateText(requests[0]!, offer!)).toHaveLength(1);

    const [plan, done] = resultsOf(requests.at(-1)!, tool('import_memory'));
    expect(plan).toMatchObject({ isError: false });
    expect(done).toMatchObject({ isError: false });
    // The dry run wrote nothing; the import put each source line into exactly one memory file.
    const adopter = path.join(root, 'projects', 'adopter');
    const memoryText = (rel: string) => (existsSync(path.join(adopter, rel)) ? readMemory(adopter, rel) : '');
    const everything = readdirSync(adopter, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.md'))
      .map((f) => memoryText(f))
      .join('\n');
    for (const marker of ['ADOPT-CLAUDE-LINE: money is integer cents', 'ADOPT-AGENTS-LINE: run npm test before pushing']) {
      expect(everything.split(marker).length - 1, marker).toBe(1);
    }
    // The sources are never changed.
    expect(readFileSync(path.join(adoptRepo, 'CLAUDE.md'), 'utf8')).toBe(ADOPT_CLAUDE_MD);
    expect(readFileSync(path.join(adoptRepo, 'AGENTS.md'), 'utf8')).toBe(ADOPT_AGENTS_MD);

    // The project is no longer empty: the next session starts without the offer.
    const again = await session('hello', () => 'Hello.', { cwd: adoptRepo });
    expect(sessionStartContext(again.run)).not.toMatch(/has memory from other tools/);
  });

  it('offers every server tool as mcp__plugin_project-memory_project-memory__*, and add_decision / patch_file change the files', async () => {
    const patch = `<<<<<<< SEARCH\n- ${CORE_MARKER}: moving sessions to signed cookies\n=======\n- ${CORE_MARKER}: moving sessions to signed cookies\n- Sessions are stored in Redis (E2E-PATCH-LINE)\n>>>>>>> REPLACE`;
    const script = planScript(
      [
        { tool: tool('add_decision'), input: { summary: 'Store sessions in Redis', topic: 'sessions', location: 'src/session/', body: 'E2E-DECISION-BODY' } },
        { tool: tool('patch_file'), input: { path: 'memory.md', patch } },
      ],
      'Recorded.',
    );
    const { run, requests } = await session('record the session store decision', script, {
      allowedTools: [tool('add_decision'), tool('patch_file')],
    });
    expectConnected(run);
    const offered = toolNames(requests[0]!);
    expect(serverTools.length).toBeGreaterThan(20);
    expect(offered.filter((n) => n.startsWith(TOOL_PREFIX)).sort()).toEqual(serverTools.map(tool).sort());

    const last = requests.at(-1)!;
    const [decided] = resultsOf(last, tool('add_decision'));
    expect(decided).toMatchObject({ isError: false });
    expect(decided!.text).toMatch(/D\d+/);
    expect(resultsOf(last, tool('patch_file'))).toMatchObject([{ isError: false }]);

    const decisions = readMemory(demoDir(), 'decisions.md');
    expect(decisions).toMatch(/## D\d+ · Store sessions in Redis\n- Status: Active/);
    expect(decisions).toContain('E2E-DECISION-BODY');
    expect(readMemory(demoDir(), 'memory.md')).toContain('- Sessions are stored in Redis (E2E-PATCH-LINE)');
    // Saving memory is not changing code: no Stop reminder.
    expect(requestsWith(requests, STOP_REASON)).toEqual([]);
  });

  it('shows the decisions covering an edited file, and stops once, with our reason, a session that saved no memory', async () => {
    const file = path.join(repo, 'src', 'auth', 'login.ts');
    const script = planScript(
      [
        { tool: 'Read', input: { file_path: file } },
        { tool: 'Edit', input: { file_path: file, old_string: 'bcryptRounds = 10', new_string: 'bcryptRounds = 12' } },
      ],
      'Done.',
    );
    const { run, requests } = await session('raise the bcrypt rounds', script, { allowedTools: ['Read', 'Edit'] });
    expect(readFileSync(file, 'utf8')).toBe('export const bcryptRounds = 12;\n');

    // Requests: Read, Edit, answer after the edit, answer after the Stop block; then it ends.
    expect(requests).toHaveLength(4);
    const cited = requestsWith(requests, POST_EDIT_PREFIX);
    expect(cited[0]).toBe(2);
    const [citation] = locateText(requests[2]!, POST_EDIT_PREFIX);
    expect(citation).toMatchObject({ role: 'system' });
    expect(citation!.text).toContain(`${POST_EDIT_PREFIX} src/auth/login.ts (demo)`);
    expect(citation!.text).toContain(`D1 · ${D1_TITLE}`);

    expect(requestsWith(requests, STOP_REASON)).toEqual([3]);
    expect(locateText(requests[3]!, `Stop hook feedback:\n${STOP_REASON}`)).toContainEqual(expect.objectContaining({ role: 'user' }));
    const stops = hookResponses(run, 'Stop').map((h) => hookJson(h));
    expect(stops).toEqual([{ decision: 'block', reason: STOP_REASON }, undefined]);
  });

  it('does not stop a session that edited code and called log_session', async () => {
    const file = path.join(repo, 'src', 'feature.ts');
    const script = planScript(
      [
        { tool: 'Write', input: { file_path: file, content: 'export const feature = true;\n' } },
        { tool: tool('log_session'), input: { summary: 'Added the feature flag E2E-LOG-SESSION.', outcomes: ['src/feature.ts'], next_step: 'Wire it up.' } },
      ],
      'Done.',
    );
    // A server-wide rule (as the README suggests for headless use) permits log_session.
    const { run, requests } = await session('add the feature flag', script, { allowedTools: ['Write', `mcp__plugin_${PLUGIN}_${PLUGIN}`] });
    expect(existsSync(file)).toBe(true);
    expect(hookResponses(run, 'PostToolUse').map((h) => h.exit_code)).toEqual([0]);
    expect(resultsOf(requests.at(-1)!, tool('log_session'))).toMatchObject([{ isError: false, text: expect.stringMatching(/^Saved session/) }]);
    const sessions = readdirSync(path.join(demoDir(), 'sessions')).filter((n) => /^\d{4}-\d{2}-\d{2}\.md$/.test(n));
    expect(sessions.map((n) => readMemory(demoDir(), `sessions/${n}`)).join('\n')).toContain('E2E-LOG-SESSION');
    // No decision covers src/feature.ts, and memory was saved: nothing to say at the edit or at Stop.
    expect(requestsWith(requests, 'Decisions covering')).toEqual([]);
    expect(requestsWith(requests, STOP_REASON)).toEqual([]);
    expect(hookResponses(run, 'Stop').map((h) => hookJson(h))).toEqual([undefined]);
  });

  it('does not count a scratch file written outside the bound repository as a code change', async () => {
    const scratch = path.join(sandbox.tmp, 'e2e-scratch-notes.md');
    const script = planScript([{ tool: 'Write', input: { file_path: scratch, content: 'thinking out loud\n' } }], 'Done.');
    const { run, requests } = await session('jot something down', script, { allowedTools: [`Edit(/${scratch})`] });
    expect(readFileSync(scratch, 'utf8')).toBe('thinking out loud\n');
    expect(hookResponses(run, 'PostToolUse').map((h) => h.exit_code)).toEqual([0]);
    expect(requestsWith(requests, STOP_REASON)).toEqual([]);
    expect(hookResponses(run, 'Stop').map((h) => hookJson(h))).toEqual([undefined]);
  });

  it('lists the memory skill under its own name (not shadowed by /memory), and the Skill tool loads SKILL.md', async () => {
    const skill = `${PLUGIN}:using-memory`;
    const script = planScript([{ tool: 'Skill', input: { skill } }], 'Understood.');
    const { run, requests } = await session('how do I use the project memory?', script, { allowedTools: ['Skill'] });
    expect(run.init?.skills).toContain(skill);
    const [first] = requests;
    expect(locateText(first!, `- ${skill}: How to use project-memory`)).toHaveLength(1);
    expect(locateText(first!, `- ${PLUGIN}:memory: Show this project's memory context`)).toHaveLength(1);
    const loaded = requests.at(-1)!;
    expect(resultsOf(loaded, 'Skill')).toMatchObject([{ isError: false, text: `Launching skill: ${skill}` }]);
    expect(locateText(loaded, '# Using project memory')).toContainEqual(expect.objectContaining({ role: 'user' }));
  });

  describe('slash commands run with the MCP tools their allowed-tools grant, and no others', () => {
    const denied = { tool: tool('write_file'), input: { path: 'notes/e2e-denied.md', content: 'must not be written' } };
    const cases: Array<{ command: string; args: string; body: string; calls: Array<{ tool: string; input: Record<string, unknown> }> }> = [
      {
        command: 'memory',
        args: '',
        body: 'Show the user the project memory for',
        calls: [
          { tool: tool('get_project_context'), input: {} },
          { tool: tool('get_folder_manifest'), input: {} },
          { tool: tool('list_projects'), input: {} },
        ],
      },
      { command: 'wrap', args: '', body: 'Call `wrap`', calls: [{ tool: tool('wrap'), input: {} }] },
      {
        command: 'decide',
        args: 'Feature flags come from environment variables location: src/flags/',
        body: 'Record this decision: Feature flags come from environment variables location: src/flags/',
        calls: [
          { tool: tool('precheck_file'), input: { file: 'src/flags/' } },
          { tool: tool('search'), input: { query: 'flags' } },
          { tool: tool('add_decision'), input: { summary: 'Feature flags come from environment variables', location: 'src/flags/' } },
        ],
      },
    ];

    it.each(cases)('/project-memory:$command', async ({ command, args, body, calls }) => {
      const granted = allowedToolsOf(path.join(pluginDir, 'commands', `${command}.md`));
      // The command grants exactly the tools its body tells the model to call.
      expect(granted.sort()).toEqual(calls.map((c) => c.tool).sort());
      // No --allowedTools: only the command's frontmatter can permit these calls.
      const { run, requests } = await session(`/${PLUGIN}:${command}${args ? ` ${args}` : ''}`, planScript([...calls, denied], 'Shown.'));
      expect(run.init?.slash_commands).toContain(`${PLUGIN}:${command}`);
      expect(locateText(requests[0]!, body).length).toBeGreaterThan(0);
      const last = requests.at(-1)!;
      for (const call of calls) {
        const results = resultsOf(last, call.tool);
        expect(results, call.tool).toHaveLength(1);
        expect(results[0], `${call.tool}: ${results[0]?.text}`).toMatchObject({ isError: false });
      }
      expect(resultsOf(last, denied.tool)).toMatchObject([{ isError: true, text: expect.stringMatching(/permission|grant/i) }]);
      expect(existsSync(path.join(demoDir(), 'notes', 'e2e-denied.md'))).toBe(false);
    });
  });

  it('/project-memory:dream runs the dream agent, which hands its memory.md draft to consolidate: dropped lines land in archive/', async () => {
    const agentCall = {
      description: 'Consolidate project memory',
      prompt: 'Consolidate the memory of the project bound to this repository.',
      subagent_type: `${PLUGIN}:dream`,
      run_in_background: false,
    };
    const main = planScript([{ tool: 'Agent', input: agentCall }], 'Here is the consolidation report.');
    // The agent's judgment step (agents/dream.md, step 3): memory.md is over budget, so it reads it,
    // drafts a tighter version in a scratch file (Write) and hands that file to consolidate, which
    // applies the draft and the passes in one run, inside its no-loss check.
    const dream = planScript(
      [
        { tool: tool('consolidate'), input: { dry_run: true } },
        { tool: tool('read_file'), input: { path: 'memory.md' } },
        (request) => {
          const [read] = resultsOf(request, tool('read_file'));
          return read
            ? { tool: 'Write', input: { file_path: DREAM_SCRATCH, content: tighterMemory(read.text.slice(read.text.indexOf('\n') + 1)) } }
            : undefined;
        },
        // /dream grants writes to its scratch path only.
        { tool: 'Write', input: { file_path: path.join(sandbox.root, 'not-a-draft.md'), content: 'stray' } },
        { tool: tool('consolidate'), input: { dry_run: false, memory_draft: DREAM_SCRATCH } },
      ],
      (request) => resultsOf(request, tool('consolidate')).at(-1)?.text ?? 'no report',
    );
    const before = readdirSync(path.join(legacyDir(), 'sessions')).filter((n) => n.endsWith('.md'));
    expect(before).toHaveLength(12);
    expect(existsSync(path.join(legacyDir(), 'archive', 'consolidation-log.md'))).toBe(false);
    const memoryBefore = readMemory(legacyDir(), 'memory.md');
    const constraintLines = memoryBefore.split('\n').filter((l) => l.startsWith('- billing constraint '));
    expect(constraintLines).toHaveLength(160);

    const { run, requests } = await session(
      `/${PLUGIN}:dream`,
      (request, context) => (isSubagentRequest(request) ? dream(request, context) : main(request, context)),
      {
        cwd: legacyRepo,
      },
    );
    expect(run.init?.agents).toContain(`${PLUGIN}:dream`);

    // The session started over budget: the context says so, stays within 8,000 characters, and
    // points at /dream.
    const context = sessionStartContext(run);
    expect(context.length).toBeLessThanOrEqual(8000);
    expect(context).toMatch(
      /Memory needs consolidation \(12 session summaries \(over 8\); memory\.md has \d+ lines \(over 130\)\): run \/project-memory:dream\./,
    );
    expect(context).toMatch(/cut to fit the budget: read_file path="memory\.md"/);

    // The main session delegated to our agent, in the foreground.
    const mainRequests = requests.filter((r) => !isSubagentRequest(r));
    expect(
      toolUses(mainRequests.at(-1)!)
        .filter((u) => u.name === 'Agent')
        .map((u) => u.input),
    ).toMatchObject([agentCall]);

    // The agent ran on its own model with exactly its frontmatter tools: consolidate among them,
    // write_file not (memory.md is rewritten only through consolidate).
    const sub = requests.filter(isSubagentRequest);
    expect(sub.length).toBeGreaterThanOrEqual(3);
    expect(sub[0]!.model).toMatch(/haiku/);
    expect(toolNames(sub[0]!).sort()).toEqual(agentToolsOf(path.join(pluginDir, 'agents', 'dream.md')).sort());
    expect(toolNames(sub[0]!)).toContain(tool('consolidate'));
    expect(toolNames(sub[0]!)).not.toContain(tool('write_file'));
    // The schema the model saw documents the draft argument.
    const consolidateSchema = sub[0]!.tools?.find((t) => t.name === tool('consolidate'))?.input_schema as
      { properties?: Record<string, { description?: string }> } | undefined;
    expect(consolidateSchema?.properties?.memory_draft?.description).toMatch(/memory\.md draft/);
    // An agent's `tools` only offers tools; the permission comes from the /dream command's
    // allowed-tools, which Claude Code extends to the agent it launches.
    const granted = allowedToolsOf(path.join(pluginDir, 'commands', 'dream.md'));
    const agentMcpTools = agentToolsOf(path.join(pluginDir, 'agents', 'dream.md')).filter((t) => t.startsWith(TOOL_PREFIX));
    expect(granted).toEqual(expect.arrayContaining(['Agent', ...agentMcpTools]));

    // Every call reached our server: a plan, the draft in the scratch file, an applied run with it.
    const lastSub = sub.at(-1)!;
    const writes = resultsOf(lastSub, 'Write');
    expect(writes, JSON.stringify(writes)).toMatchObject([{ isError: false }, { isError: true, text: expect.stringMatching(/haven't granted it/) }]);
    expect(existsSync(path.join(sandbox.root, 'not-a-draft.md'))).toBe(false);
    const [plan, applied] = resultsOf(lastSub, tool('consolidate'));
    expect(plan, plan?.text).toMatchObject({ isError: false, text: expect.stringMatching(/^Plan for legacy \(dry run/) });
    expect(applied, applied?.text).toMatchObject({ isError: false, text: expect.stringMatching(/Applied consolidation of legacy/) });
    expect(applied!.text).toMatch(/- Draft of memory\.md: \d+ → \d+ lines; .*; 160 lines left out \(or reworded\) moved to archive\/memory-\d{6}\.md/);
    expect(applied!.text).toMatch(/No-loss check: passed/);

    // The files changed: sessions rolled up into archive/, memory.md is the draft plus the pointer
    // to the archive, which holds every line the draft left out or reworded; a log entry.
    const after = readdirSync(path.join(legacyDir(), 'sessions')).filter((n) => n.endsWith('.md'));
    expect(after).toHaveLength(5);
    const draft = readFileSync(DREAM_SCRATCH, 'utf8');
    const [archiveName] = readdirSync(path.join(legacyDir(), 'archive')).filter((n) => /^memory-\d{6}\.md$/.test(n));
    expect(archiveName).toBeDefined();
    const pointer = `- Older detail moved out of core memory: archive/${archiveName}`;
    const memory = readMemory(legacyDir(), 'memory.md');
    expect(memory).toBe(draft.replace(DEEP_LINKS_PLACEHOLDER, `${DEEP_LINKS_PLACEHOLDER}\n${pointer}`));
    expect(memory.split('\n').length).toBeLessThanOrEqual(131);
    expect(memory).toContain('- billing constraints 150-159: invoices round half-even per line, never per total');
    const archive = readMemory(legacyDir(), `archive/${archiveName}`);
    expect(archive).toMatch(/## \d{4}-\d{2}-\d{2} — left out of memory\.md by the \/dream draft\n\n### Constraints\n\n- billing constraint 0: /);
    const archived = new Set(archive.split('\n'));
    expect(constraintLines.filter((l) => !archived.has(l))).toEqual([]);
    expect(readMemory(legacyDir(), 'archive/consolidation-log.md')).toMatch(/Draft of memory\.md/);

    // The agent's report came back to the main session as the Agent tool result.
    const agentResult = resultsOf(mainRequests.at(-1)!, 'Agent');
    expect(agentResult).toHaveLength(1);
    expect(agentResult[0]!.text).toContain('Applied consolidation of legacy');
  });

  it('starts a session in a fresh clone of a shared repository with its memory: no use, no memory root yet (issue 12)', async () => {
    // A teammate shares the project's memory into the repository and pushes it to a bare remote.
    const team = path.join(sandbox.root, 'team');
    const remote = initRepo(path.join(team, 'remote.git'), { bare: true });
    const origin = initRepo(path.join(team, 'alice', 'app'));
    writeTree(origin, { 'src/index.ts': 'export {};\n' });
    const alice = { HOME: path.join(team, 'alice'), PROJECT_MEMORY_ROOT: path.join(team, 'alice', 'memory'), GIT_CONFIG_NOSYSTEM: '1' };
    // Awaited child processes: the CLI bundle the plugin ships, on a busy machine.
    const asAlice = (args: string[]) =>
      new Promise<void>((resolve, reject) => {
        execFile(process.execPath, [CLI_BUNDLE, ...args], { cwd: origin, env: { ...cleanEnv(), ...alice }, timeout: 120_000 }, (error, _out, stderr) =>
          error ? reject(new Error(`${args[0]}: ${stderr}`)) : resolve(),
        );
      });
    await asAlice(['new', 'team-app', '--name', 'Team App', '--bind', origin]);
    await asAlice(['status', '--state', `${SHARED_MARKER} shared status`]);
    await asAlice(['decide', 'Deploy from main only', '--topic', 'release']);
    await asAlice(['share']);
    git(origin, 'add', '-A');
    git(origin, 'commit', '-q', '-m', 'Share project memory');
    git(origin, 'remote', 'add', 'origin', remote);
    git(origin, 'push', '-q', 'origin', 'main');
    // This machine clones it; its memory root does not exist yet.
    const clone = path.join(sandbox.root, 'clones', 'team-app');
    git(team, 'clone', '-q', remote, clone);
    const freshRoot = path.join(sandbox.root, 'fresh-memory');
    const script = planScript([{ tool: tool('search'), input: { query: 'Deploy from main' } }], 'Hello.');
    const { run, requests } = await session('hello', script, {
      cwd: path.join(clone, 'src'),
      env: { PROJECT_MEMORY_ROOT: freshRoot },
      allowedTools: [tool('search')],
    });
    const context = sessionStartContext(run);
    expect(context).toMatch(/^# Project memory: Team App \(team-app\)/);
    expect(context).toContain(SHARED_MARKER);
    expect(context).toMatch(/D1[-\w]* · Deploy from main only/);
    expect(locateText(requests[0]!, context)).toHaveLength(1);
    // The MCP server found the same shared folder from the clone's subfolder.
    const [found] = resultsOf(requests.at(-1)!, tool('search'));
    expect(found).toMatchObject({ isError: false, text: expect.stringContaining('decisions.md') });
    // Nothing of this machine landed in what git tracks.
    expect(git(clone, 'status', '--porcelain', '--untracked-files=all')).toBe('');
  });
});

/** Where agents/dream.md tells the agent to draft memory.md. */
const DREAM_SCRATCH = '/tmp/project-memory-dream-legacy.md';
/** The last line of the template's `## Deep links / pointers`, after which the archive pointer goes. */
const DEEP_LINKS_PLACEHOLDER = '_Where deeper context lives: decisions.md, sessions/, archive/._';

/** The fake agent's "judgment": ten numbered constraint lines become one, no fact dropped. */
function tighterMemory(memory: string): string {
  const detail = /^- billing constraint (\d+): (.*)$/;
  const out: string[] = [];
  for (const line of memory.split('\n')) {
    const m = detail.exec(line);
    if (!m) out.push(line);
    else if (Number(m[1]) % 10 === 0) out.push(`- billing constraints ${m[1]}-${Number(m[1]) + 9}: ${m[2]}`);
  }
  return out.join('\n');
}

/** The `allowed-tools` of a command file's frontmatter. */
function allowedToolsOf(file: string): string[] {
  return frontmatterList(file, 'allowed-tools');
}

/** The `tools` of an agent file's frontmatter. */
function agentToolsOf(file: string): string[] {
  return frontmatterList(file, 'tools');
}

function frontmatterList(file: string, key: string): string[] {
  const text = readFileSync(file, 'utf8');
  const front = /^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '';
  const line = front.split('\n').find((l) => l.startsWith(`${key}:`));
  if (!line) return [];
  return line
    .slice(key.length + 1)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}
