// Runs the real Codex CLI, Gemini CLI, Copilot CLI and OpenCode (pinned, from .cache/, scripts/install-agents.mjs) in a
// throwaway HOME against the fake model APIs of fake-agent-apis.ts, and the project-memory CLI
// built from the sources (server/dist, rebuilt by the e2e set-up) in the same HOME.
import { execFileSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runProcess, type ProcessResult, type Sandbox } from './claude-runner.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const PM_CLI = path.join(repoRoot, 'server', 'dist', 'cli.js');

export type AgentCli = 'codex' | 'gemini' | 'copilot' | 'opencode';

const found = new Map<AgentCli, { entry?: string; reason?: string }>();

/**
 * The pinned CLI's entry (run with node), installing it on first use, or `{ reason }` when it
 * cannot be had. `<NAME>_E2E_ENTRY` overrides the path; `<NAME>_E2E_UNAVAILABLE` (set by the
 * global set-up after one failed install) skips the attempt.
 */
export function locateAgent(name: AgentCli): { entry?: string; reason?: string } {
  const known = found.get(name);
  if (known) return known;
  const key = name.toUpperCase();
  const override = process.env[`${key}_E2E_ENTRY`];
  let result: { entry?: string; reason?: string };
  if (override) result = existsSync(override) ? { entry: override } : { reason: `${key}_E2E_ENTRY=${override} does not exist` };
  else if (process.env[`${key}_E2E_UNAVAILABLE`]) result = { reason: process.env[`${key}_E2E_UNAVAILABLE`] };
  else {
    try {
      const out = execFileSync(process.execPath, [path.join(repoRoot, 'scripts', 'install-agents.mjs'), name], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
        timeout: 15 * 60_000,
      });
      const entry = /^\S+ (?:native )?(.+)$/m.exec(out.trim())?.[1];
      result = entry ? { entry } : { reason: 'install-agents.mjs printed no path' };
    } catch (error) {
      const lines = ((error as { stderr?: string }).stderr ?? '').trim().split('\n');
      const summary = [...new Set([lines.find((l) => l.startsWith('npm error')), lines.at(-1)])].filter(Boolean).join(' | ');
      result = { reason: `${name} could not be installed (node scripts/install-agents.mjs ${name}): ${summary || String(error)}` };
    }
  }
  found.set(name, result);
  return result;
}

/** Why the tests of an agent must skip (logged once), or undefined. */
export function agentUnavailable(name: AgentCli): string | undefined {
  const { entry, reason } = locateAgent(name);
  if (entry) return undefined;
  const message = `Skipping ${name} end-to-end tests: ${reason ?? 'no entry'}`;
  console.warn(message);
  return message;
}

function baseEnv(sandbox: Sandbox, extra: Record<string, string>): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH ?? '/usr/local/bin:/usr/bin:/bin',
    HOME: sandbox.home,
    USER: process.env.USER ?? 'e2e',
    LANG: 'C.UTF-8',
    TMPDIR: sandbox.tmp,
    ...extra,
  };
}

/** The project-memory CLI, as a person runs it in that HOME. */
export function runPm(args: string[], sandbox: Sandbox, cwd = sandbox.project, extra: Record<string, string> = {}): Promise<ProcessResult> {
  return runProcess(process.execPath, [PM_CLI, ...args], { cwd, env: baseEnv(sandbox, extra), timeoutMs: 120_000 });
}

/**
 * `codex exec <prompt>` against the fake Responses API (a model provider given with -c, so the
 * configuration file holds only what the person and setup wrote). `required` makes exec wait for
 * our MCP server before its first request, as the interactive CLI does before the first prompt.
 */
export function runCodex(prompt: string, sandbox: Sandbox, baseUrl: string, opts: { serverConfigured: boolean }): Promise<ProcessResult> {
  const entry = locateAgent('codex').entry as string;
  const config = [
    'model_provider="fake"',
    'model_providers.fake.name="fake"',
    `model_providers.fake.base_url="${baseUrl}/v1"`,
    'model_providers.fake.wire_api="responses"',
    'model_providers.fake.env_key="FAKE_OPENAI_KEY"',
    'model="gpt-5"',
    // Only on top of the entry setup wrote: on its own it would be a server without a command.
    ...(opts.serverConfigured ? ['mcp_servers.project-memory.required=true'] : []),
  ].flatMap((c) => ['-c', c]);
  return runProcess(process.execPath, [entry, 'exec', '--skip-git-repo-check', ...config, prompt], {
    cwd: sandbox.project,
    env: baseEnv(sandbox, { FAKE_OPENAI_KEY: 'sk-test' }),
    timeoutMs: 180_000,
  });
}

/** `gemini -p <prompt> --yolo` against the fake Gemini API (GOOGLE_GEMINI_BASE_URL). */
export function runGemini(prompt: string, sandbox: Sandbox, baseUrl: string): Promise<ProcessResult> {
  const entry = locateAgent('gemini').entry as string;
  return runProcess(process.execPath, [entry, '-p', prompt, '--yolo', '-m', 'gemini-2.5-pro'], {
    cwd: sandbox.project,
    env: baseEnv(sandbox, { GEMINI_API_KEY: 'test-key', GOOGLE_GEMINI_BASE_URL: baseUrl }),
    timeoutMs: 180_000,
  });
}

/**
 * `copilot -p <prompt> --allow-all-tools` offline against the fake Responses API: Copilot CLI's
 * "bring your own key" provider (COPILOT_PROVIDER_*, COPILOT_OFFLINE=true: no GitHub sign-in, no
 * update check).
 */
export function runCopilot(prompt: string, sandbox: Sandbox, baseUrl: string): Promise<ProcessResult> {
  const entry = locateAgent('copilot').entry as string;
  return runProcess(process.execPath, [entry, '-p', prompt, '--allow-all-tools'], {
    cwd: sandbox.project,
    env: baseEnv(sandbox, {
      COPILOT_OFFLINE: 'true',
      COPILOT_AUTO_UPDATE: 'false',
      COPILOT_PROVIDER_BASE_URL: `${baseUrl}/v1`,
      COPILOT_PROVIDER_TYPE: 'openai',
      COPILOT_PROVIDER_WIRE_API: 'responses',
      COPILOT_PROVIDER_API_KEY: 'sk-test',
      COPILOT_MODEL: 'gpt-5',
    }),
    timeoutMs: 180_000,
  });
}

/**
 * `opencode run <prompt> --pure --auto` against the fake Responses API: OpenCode's built-in openai
 * provider pointed at it by the repository's own opencode.json (the global one is the person's
 * and setup's); no models.dev fetch, no default plugins from npm, no update check.
 */
export function runOpenCode(prompt: string, sandbox: Sandbox, baseUrl: string): Promise<ProcessResult> {
  const entry = locateAgent('opencode').entry as string;
  const provider = { openai: { options: { baseURL: `${baseUrl}/v1`, apiKey: 'sk-test' } } };
  writeFileSync(path.join(sandbox.project, 'opencode.json'), JSON.stringify({ provider, model: 'openai/gpt-5', autoupdate: false, share: 'disabled' }));
  // --auto: `run` has no one to ask for a tool's permission.
  return runProcess(entry, ['run', prompt, '--pure', '--auto'], {
    cwd: sandbox.project,
    env: baseEnv(sandbox, { OPENCODE_DISABLE_MODELS_FETCH: '1', OPENCODE_DISABLE_DEFAULT_PLUGINS: '1', OPENCODE_DISABLE_AUTOUPDATE: '1' }),
    timeoutMs: 240_000,
  });
}

/** OpenCode's global configuration as a person had it (JSONC, a comment). */
export const OPENCODE_USER_CONFIG = `{
  "$schema": "https://opencode.ai/config.json",
  // mine: set up before project-memory
  "autoupdate": false
}
`;

/** Copilot's MCP configuration as a person had it, with a server of their own. */
export const COPILOT_USER_MCP = `{
  "mcpServers": {
    "mine": { "type": "local", "command": "true", "args": [], "tools": [] }
  }
}
`;

/** The settings a person already has before setup (auth chosen, no telemetry), with a comment setup must keep. */
export const GEMINI_USER_SETTINGS = `{
  // mine: set up before project-memory
  "security": { "auth": { "selectedType": "gemini-api-key" }, "folderTrust": { "enabled": false } },
  "privacy": { "usageStatisticsEnabled": false },
  "telemetry": { "enabled": false }
}
`;

export const CODEX_USER_CONFIG = `# mine: set up before project-memory
approval_policy = "never"   # headless runs

[tui]
notifications = false
`;
