// `project-memory setup codex|gemini|copilot|opencode` proven with the real CLIs
// (scripts/install-agents.mjs): after setup, the agent's first model request carries the
// project's memory (its own SessionStart hook; for OpenCode, the instruction block to fetch it)
// and its first call of our get_project_context tool returns the context; after `setup --remove`
// the person's configuration is back byte for byte and neither happens.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claudeBinary, claudeCommand, claudeUnavailable, createSandbox, NO_MODEL_BASE_URL, type ProcessResult, type Sandbox } from './claude-runner.js';
import {
  agentUnavailable,
  CODEX_USER_CONFIG,
  COPILOT_USER_MCP,
  GEMINI_USER_SETTINGS,
  OPENCODE_USER_CONFIG,
  runCodex,
  runCopilot,
  runGemini,
  runOpenCode,
  runPm,
  type AgentCli,
} from './agents-runner.js';
import { startFakeAgentApi, type FakeAgentApi, type RecordedRequest } from './fake-agent-apis.js';

const MARKER = 'E2E-MARKER-7f3a: checkout rewrite in progress';

function ok(r: ProcessResult, what: string): ProcessResult {
  expect(r.exitCode, `${what}: ${r.stdout}\n${r.stderr.slice(-3000)}`).toBe(0);
  return r;
}

/** A project bound to the sandbox's repository, with a status line to look for. */
async function boundProject(sandbox: Sandbox): Promise<void> {
  fs.mkdirSync(path.join(sandbox.project, '.git'), { recursive: true });
  ok(await runPm(['new', 'shop', '--name', 'Shop', '--bind', sandbox.project], sandbox), 'pm new');
  ok(await runPm(['status', '--state', MARKER], sandbox), 'pm status');
}

/** The text of a request as the model reads it (instructions and messages), not its tool list. */
function conversationText(r: RecordedRequest): string {
  const { instructions, input, contents, systemInstruction } = r.body;
  return JSON.stringify([instructions, input, contents, systemInstruction]);
}

/** The output our tool returned, as the agent handed it back to the model. */
function toolOutputs(requests: RecordedRequest[]): string {
  return requests
    .flatMap((r) => [...((r.body.input as unknown[]) ?? []), ...((r.body.contents as unknown[]) ?? [])])
    .map((x) => JSON.stringify(x))
    .filter((s) => s.includes('"function_call_output"') || s.includes('"functionResponse"'))
    .join('\n');
}

interface AgentCase {
  name: AgentCli;
  configFile: string;
  original: string;
  /** How the memory reaches the session's start: the agent's hook (default), or the instruction block. */
  loading?: 'hook' | 'instructions';
  /** `configured`: setup's entries are in place (false after --remove). */
  run: (sandbox: Sandbox, api: FakeAgentApi, configured: boolean) => Promise<ProcessResult>;
}

const CASES: AgentCase[] = [
  {
    name: 'codex',
    configFile: '.codex/config.toml',
    original: CODEX_USER_CONFIG,
    run: (s, api, configured) => runCodex('What is the status of this project?', s, api.url, { serverConfigured: configured }),
  },
  {
    name: 'gemini',
    configFile: '.gemini/settings.json',
    original: GEMINI_USER_SETTINGS,
    run: (s, api) => runGemini('What is the status of this project?', s, api.url),
  },
  {
    name: 'copilot',
    configFile: '.copilot/mcp-config.json',
    original: COPILOT_USER_MCP,
    run: (s, api) => runCopilot('What is the status of this project?', s, api.url),
  },
  {
    name: 'opencode',
    configFile: '.config/opencode/opencode.json',
    original: OPENCODE_USER_CONFIG,
    run: (s, api) => runOpenCode('What is the status of this project?', s, api.url),
    loading: 'instructions',
  },
];

for (const c of CASES) {
  const skip = agentUnavailable(c.name);
  describe.skipIf(skip !== undefined)(`${c.name} CLI after project-memory setup ${c.name}`, () => {
    let sandbox: Sandbox;
    let configPath: string;

    beforeAll(async () => {
      sandbox = createSandbox(`pm-${c.name}-e2e-`);
      configPath = path.join(sandbox.home, c.configFile);
      fs.mkdirSync(path.dirname(configPath), { recursive: true });
      fs.writeFileSync(configPath, c.original);
      await boundProject(sandbox);
      ok(await runPm(['setup', c.name], sandbox), `setup ${c.name}`);
      expect(fs.readFileSync(configPath, 'utf8')).not.toBe(c.original);
    });

    afterAll(() => sandbox?.cleanup());

    it(
      c.loading === 'instructions'
        ? 'the first model request carries the instruction to call get_project_context first'
        : 'the first model request carries the memory, from the agent running our SessionStart hook',
      async () => {
        const api = await startFakeAgentApi({ callTool: false });
        try {
          const run = ok(await c.run(sandbox, api, true), c.name);
          const first = api.conversation()[0];
          expect(first, `no model request; ${run.stderr.slice(-2000)}`).toBeDefined();
          const text = conversationText(first as RecordedRequest);
          if (c.loading === 'instructions') {
            expect(text).toContain('## Project memory');
            expect(text).toContain('`get_project_context` tool');
          } else {
            expect(text).toContain('# Project memory: Shop (shop)');
            expect(text).toContain(MARKER);
          }
        } finally {
          await api.close();
        }
      },
    );

    it('its first call of get_project_context succeeds and returns the context', async () => {
      const api = await startFakeAgentApi({ callTool: true });
      try {
        const run = ok(await c.run(sandbox, api, true), c.name);
        const outputs = toolOutputs(api.conversation());
        expect(outputs, `no tool output reached the model; ${run.stdout.slice(-2000)}`).toContain(MARKER);
        expect(outputs).not.toMatch(/isError|unsupported call|not found/i);
      } finally {
        await api.close();
      }
    });

    it('after setup --remove, the configuration is the person’s again, byte for byte, and the memory is gone', async () => {
      ok(await runPm(['setup', c.name, '--remove'], sandbox), `setup ${c.name} --remove`);
      expect(fs.readFileSync(configPath, 'utf8')).toBe(c.original);
      const api = await startFakeAgentApi({ callTool: false });
      try {
        ok(await c.run(sandbox, api, false), c.name);
        const first = api.conversation()[0] as RecordedRequest;
        expect(conversationText(first)).not.toContain(MARKER);
        expect(JSON.stringify(first.body.tools ?? [])).not.toContain('get_project_context');
      } finally {
        await api.close();
      }
    });
  });
}

const claudeSkip = claudeUnavailable();
describe.skipIf(claudeSkip !== undefined)('claude CLI after project-memory setup claude', () => {
  it('installs the plugin through claude itself, and --remove uninstalls it', async () => {
    const sandbox = createSandbox('pm-claude-setup-e2e-');
    try {
      // `claude` on the PATH, as a person has it; the fake API is not needed (plugin commands only).
      const bin = path.join(sandbox.root, 'bin');
      fs.mkdirSync(bin);
      fs.symlinkSync(claudeBinary(), path.join(bin, 'claude'));
      const env = {
        PATH: `${bin}:${process.env.PATH ?? ''}`,
        TMPDIR: sandbox.tmp,
        ANTHROPIC_BASE_URL: NO_MODEL_BASE_URL,
        ANTHROPIC_API_KEY: 'sk-test',
        CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1',
        DISABLE_AUTOUPDATER: '1',
      };
      const setup = ok(await runPm(['setup', 'claude'], sandbox, sandbox.project, env), 'setup claude');
      expect(setup.stdout).toMatch(/ran: claude plugin install project-memory@project-memory/);
      const listed = ok(await claudeCommand(['plugin', 'list'], sandbox), 'claude plugin list');
      expect(listed.stdout).toMatch(/project-memory@project-memory/);
      ok(await runPm(['setup', 'claude', '--remove'], sandbox, sandbox.project, env), 'setup claude --remove');
      expect(ok(await claudeCommand(['plugin', 'list'], sandbox), 'claude plugin list').stdout).not.toMatch(/project-memory@project-memory/);
    } finally {
      sandbox.cleanup();
    }
  });
});
