// Runs the real Claude Code CLI (pinned, from .cache/claude-code) in a throwaway HOME against the
// fake model API, and parses its stream-json output. Every child runs in its own process group
// and the whole group is killed on timeout, so hooks and MCP servers it started die with it.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

let cachedBinary: { path?: string; reason?: string } | undefined;

/**
 * The pinned claude binary, installing it on first use (scripts/install-claude.mjs), or
 * `{ reason }` when it cannot be had. `CLAUDE_E2E_BINARY` overrides the path;
 * `CLAUDE_E2E_UNAVAILABLE` (set by the global setup after one failed install) skips the attempt.
 */
export function locateClaude(): { path?: string; reason?: string } {
  if (cachedBinary) return cachedBinary;
  const override = process.env.CLAUDE_E2E_BINARY;
  if (override) {
    return (cachedBinary = existsSync(override) ? { path: override } : { reason: `CLAUDE_E2E_BINARY=${override} does not exist` });
  }
  const known = process.env.CLAUDE_E2E_UNAVAILABLE;
  if (known) return (cachedBinary = { reason: known });
  try {
    const out = execFileSync(process.execPath, [path.join(repoRoot, 'scripts', 'install-claude.mjs')], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      timeout: 15 * 60_000,
    });
    const binary = out.trim().split('\n').pop();
    cachedBinary = binary ? { path: binary } : { reason: 'install-claude.mjs printed no path' };
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim() ?? '';
    const lines = stderr.split('\n');
    // npm's first error line names the cause (ECONNREFUSED, E404...); the last one is ours.
    const summary = [...new Set([lines.find((l) => l.startsWith('npm error')), lines.at(-1)])].filter(Boolean).join(' | ');
    cachedBinary = { reason: `Claude Code could not be installed (node scripts/install-claude.mjs): ${summary || String(error)}` };
  }
  return cachedBinary;
}

/** Why the e2e suite must skip (logged once), or undefined when the CLI is usable. */
export function claudeUnavailable(): string | undefined {
  const { path: binary, reason } = locateClaude();
  if (binary) return undefined;
  const message = `Skipping Claude Code end-to-end tests: ${reason ?? 'no binary'}`;
  console.warn(message);
  return message;
}

export function claudeBinary(): string {
  const found = locateClaude();
  if (!found.path) throw new Error(found.reason ?? 'claude binary not found');
  return found.path;
}

/** A throwaway HOME, TMPDIR and project dir; `cleanup()` removes them. Paths are realpaths (macOS /tmp). */
export interface Sandbox {
  root: string;
  home: string;
  /** TMPDIR of the CLI: Claude Code keeps per-project scratch folders there. */
  tmp: string;
  project: string;
  cleanup(): void;
}

export function createSandbox(prefix = 'claude-e2e-'): Sandbox {
  const root = realpathSync(mkdtempSync(path.join(tmpdir(), prefix)));
  const home = path.join(root, 'home');
  const tmp = path.join(root, 'tmp');
  const project = path.join(root, 'project');
  for (const dir of [home, tmp, project]) mkdirSync(dir, { recursive: true });
  const cleanup = () => {
    // CLAUDE_E2E_KEEP=1 keeps every sandbox (HOME, transcripts, debug logs) for a post-mortem.
    if (process.env.CLAUDE_E2E_KEEP) process.stderr.write(`claude e2e sandbox kept: ${root}\n`);
    else rmSync(root, { recursive: true, force: true });
  };
  return { root, home, tmp, project, cleanup };
}

/**
 * Base URL for commands that need no model: a closed local port. With an API key and the default
 * (first-party) base URL, `plugin marketplace add` and `plugin install` wait ~17 s offline for
 * remote managed settings (5 retries against api.anthropic.com) before going on.
 */
export const NO_MODEL_BASE_URL = 'http://127.0.0.1:9';

/** The environment of docs/ARCHITECTURE.md#claude-code: nothing from the developer's own setup leaks in. */
export function claudeEnv(sandbox: Pick<Sandbox, 'home' | 'tmp'>, baseUrl: string = NO_MODEL_BASE_URL, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH ?? '/usr/local/bin:/usr/bin:/bin',
    HOME: sandbox.home,
    USER: process.env.USER ?? 'e2e',
    LANG: 'C.UTF-8',
    TMPDIR: sandbox.tmp,
    ANTHROPIC_API_KEY: 'sk-test',
    CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1',
    DISABLE_TELEMETRY: '1',
    DISABLE_AUTOUPDATER: '1',
    DISABLE_ERROR_REPORTING: '1',
    MCP_CONNECTION_NONBLOCKING: '0',
    ENABLE_TOOL_SEARCH: 'false',
    ANTHROPIC_BASE_URL: baseUrl,
    ...extra,
  };
  return env;
}

export interface ProcessResult {
  exitCode: number | null;
  signal: NodeJS.Signals | null;
  timedOut: boolean;
  stdout: string;
  stderr: string;
  durationMs: number;
}

/** Spawns a command in its own process group with a hard timeout that kills the whole group. */
export function runProcess(command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv; timeoutMs: number }): Promise<ProcessResult> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    let stdout = '';
    let stderr = '';
    let timedOut = false;
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    const killGroup = (signal: NodeJS.Signals) => {
      try {
        if (child.pid) process.kill(-child.pid, signal);
      } catch {
        // The group is already gone.
      }
    };
    const timer = setTimeout(() => {
      timedOut = true;
      killGroup('SIGTERM');
      setTimeout(() => killGroup('SIGKILL'), 3_000).unref();
    }, options.timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (exitCode, signal) => {
      clearTimeout(timer);
      // Hooks or MCP servers left behind by a crashed CLI must not outlive the test.
      killGroup('SIGKILL');
      resolve({ exitCode, signal, timedOut, stdout, stderr, durationMs: Date.now() - started });
    });
  });
}

// ---------------------------------------------------------------------------------------------
// stream-json events

export type StreamEvent = { type: string; subtype?: string; [key: string]: unknown };

export interface InitEvent extends StreamEvent {
  type: 'system';
  subtype: 'init';
  session_id: string;
  tools: string[];
  mcp_servers: Array<{ name: string; status: string }>;
  slash_commands?: string[];
  agents?: string[];
  plugins?: Array<{ name: string; path: string; [key: string]: unknown }>;
}

export interface HookResponseEvent extends StreamEvent {
  type: 'system';
  subtype: 'hook_response';
  hook_name?: string;
  hook_event?: string;
  output?: string;
  stdout?: string;
  stderr?: string;
  exit_code?: number;
  outcome?: string;
}

export interface ResultEvent extends StreamEvent {
  type: 'result';
  subtype: string;
  is_error: boolean;
  result?: string;
  num_turns?: number;
}

export function parseStreamJson(stdout: string): { events: StreamEvent[]; unparsed: string[] } {
  const events: StreamEvent[] = [];
  const unparsed: string[] = [];
  for (const line of stdout.split('\n')) {
    if (!line.trim()) continue;
    try {
      const value = JSON.parse(line) as unknown;
      if (value && typeof value === 'object' && 'type' in value) events.push(value as StreamEvent);
      else unparsed.push(line);
    } catch {
      unparsed.push(line);
    }
  }
  return { events, unparsed };
}

export interface ClaudeRun extends ProcessResult {
  events: StreamEvent[];
  /** stdout lines that were not JSON events. */
  unparsed: string[];
  init: InitEvent | undefined;
  hookResponses: HookResponseEvent[];
  assistantMessages: StreamEvent[];
  userMessages: StreamEvent[];
  result: ResultEvent | undefined;
  debugFile: string;
  /** The --debug-file contents (empty when the CLI wrote none). */
  debugLog(): string;
}

export interface RunClaudeOptions {
  prompt: string;
  sandbox: Sandbox;
  /** The fake model API's URL (ANTHROPIC_BASE_URL). */
  baseUrl: string;
  /** Each becomes `--plugin-dir <dir>`. */
  pluginDirs?: string[];
  /** Exact tool names for `--allowedTools`. */
  allowedTools?: string[];
  /** Working directory; defaults to the sandbox project. */
  cwd?: string;
  /** Extra environment variables on top of claudeEnv(). */
  env?: Record<string, string>;
  /** Extra CLI arguments, appended last. */
  extraArgs?: string[];
  timeoutMs?: number;
}

let runCounter = 0;

/** `claude -p <prompt> ... --output-format stream-json --verbose --include-hook-events`, stdin closed. */
export async function runClaude(options: RunClaudeOptions): Promise<ClaudeRun> {
  const debugFile = path.join(options.sandbox.root, `claude-debug-${++runCounter}.log`);
  const args = ['-p', options.prompt];
  for (const dir of options.pluginDirs ?? []) args.push('--plugin-dir', dir);
  if (options.allowedTools?.length) args.push('--allowedTools', options.allowedTools.join(','));
  args.push('--output-format', 'stream-json', '--verbose', '--include-hook-events', '--debug-file', debugFile);
  args.push(...(options.extraArgs ?? []));
  const result = await runProcess(claudeBinary(), args, {
    cwd: options.cwd ?? options.sandbox.project,
    env: claudeEnv(options.sandbox, options.baseUrl, options.env),
    timeoutMs: options.timeoutMs ?? 120_000,
  });
  const { events, unparsed } = parseStreamJson(result.stdout);
  return {
    ...result,
    events,
    unparsed,
    init: events.find((e): e is InitEvent => e.type === 'system' && e.subtype === 'init'),
    hookResponses: events.filter((e): e is HookResponseEvent => e.type === 'system' && e.subtype === 'hook_response'),
    assistantMessages: events.filter((e) => e.type === 'assistant'),
    userMessages: events.filter((e) => e.type === 'user'),
    result: events.find((e): e is ResultEvent => e.type === 'result'),
    debugFile,
    debugLog: () => {
      try {
        return readFileSync(debugFile, 'utf8');
      } catch {
        return '';
      }
    },
  };
}

/** A short description of a run for assertion messages. */
export function describeRun(run: ClaudeRun): string {
  return [
    `exit=${run.exitCode} signal=${run.signal} timedOut=${run.timedOut} ${run.durationMs}ms`,
    `stderr: ${run.stderr.slice(-2_000)}`,
    `result: ${JSON.stringify(run.result)?.slice(0, 1_000)}`,
    `debug tail: ${run.debugLog().slice(-3_000)}`,
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------
// Plugin management commands, in the sandbox's HOME, without any model API.

export interface CommandOptions {
  cwd?: string;
  timeoutMs?: number;
  /** Extra environment variables on top of claudeEnv() (e.g. npm_config_registry). */
  env?: Record<string, string>;
}

export function claudeCommand(args: string[], sandbox: Sandbox, options: CommandOptions = {}): Promise<ProcessResult> {
  return runProcess(claudeBinary(), args, {
    cwd: options.cwd ?? sandbox.project,
    env: claudeEnv(sandbox, NO_MODEL_BASE_URL, options.env),
    timeoutMs: options.timeoutMs ?? 60_000,
  });
}

export function pluginValidate(dir: string, sandbox: Sandbox, { strict = true } = {}): Promise<ProcessResult> {
  return claudeCommand(['plugin', 'validate', ...(strict ? ['--strict'] : []), dir], sandbox);
}

/** `source` is a folder or a git URL. */
export function marketplaceAdd(source: string, sandbox: Sandbox, options: CommandOptions = {}): Promise<ProcessResult> {
  return claudeCommand(['plugin', 'marketplace', 'add', source], sandbox, options);
}

/** `spec` is `<plugin>@<marketplace>`; `debugFile` gets the CLI's debug log. */
export function pluginInstall(spec: string, sandbox: Sandbox, options: CommandOptions & { debugFile?: string } = {}): Promise<ProcessResult> {
  const debug = options.debugFile ? ['--debug-file', options.debugFile] : [];
  return claudeCommand([...debug, 'plugin', 'install', spec], sandbox, options);
}

/** Writes files (relative path → text) under `dir`, creating folders. */
export function writeTree(dir: string, files: Record<string, string>): void {
  for (const [relative, text] of Object.entries(files)) {
    const full = path.join(dir, relative);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, text);
  }
}
