// A tiny throwaway plugin, written into a temp dir by the tests, that records what Claude Code
// hands to hooks and MCP servers: every hook invocation (stdin, env, cwd) and every JSON-RPC
// message its dependency-free stdio MCP server receives. What each hook prints is read from a
// behaviour file outside the plugin at every invocation, so one plugin serves many scenarios.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createSandbox, runClaude, writeTree, type ClaudeRun, type RunClaudeOptions, type Sandbox } from './claude-runner.js';
import { startFakeAnthropic, type FakeAnthropic, type Script } from './fake-anthropic.js';

export const PROBE_PLUGIN = 'probe-kit';
export const PROBE_SERVER = 'probe-kit';
export const PROBE_ECHO_TOOL = `mcp__plugin_${PROBE_PLUGIN}_${PROBE_SERVER}__echo`;

/** What one hook prints. `{tool}` in a text is replaced by the tool name of the hook's stdin. */
export type HookBehaviour =
  | { kind: 'none' }
  | { kind: 'plain'; text: string }
  | { kind: 'context'; text: string }
  /** `{"decision":"block","reason":text}`, only while `stop_hook_active` is false. */
  | { kind: 'block-once'; text: string }
  | { kind: 'sleep'; seconds: number; text: string }
  /** Prints `value` as JSON (after `{tool}` replacement): for any other hook output. */
  | { kind: 'json'; value: unknown };

/** Keys: `Event:ToolName` (tool events) or `Event`, looked up in that order. */
export type BehaviourMap = Record<string, HookBehaviour>;

export interface HookRecord {
  event: string;
  argv: string[];
  cwd: string;
  stdin: Record<string, unknown>;
  env: Record<string, string>;
  pluginDataExists: boolean | null;
}

export interface McpRecord {
  kind: 'start' | 'message';
  cwd?: string;
  env?: Record<string, string>;
  argv?: string[];
  message?: { id?: number | string; method?: string; params?: Record<string, unknown> };
}

export interface ProbePlugin {
  dir: string;
  logDir: string;
  setBehaviour(map: BehaviourMap): void;
  hookRecords(): HookRecord[];
  mcpRecords(): McpRecord[];
  /** Clears both logs, e.g. between two runs sharing the plugin. */
  resetLogs(): void;
}

export interface ProbePluginOptions {
  /** Where the MCP server is declared: inline in plugin.json, or in `.mcp.json` at the plugin root. */
  mcpDeclaration?: 'plugin.json' | '.mcp.json' | 'none';
  /** Hook timeout in seconds. */
  hookTimeout?: number;
  /** `matcher` of the PreToolUse / PostToolUse entries; default '*' (every tool). */
  toolMatcher?: string;
}

const HOOK_EVENTS: Record<string, string> = {
  SessionStart: 'session-start',
  UserPromptSubmit: 'user-prompt-submit',
  PreToolUse: 'pre-tool-use',
  PostToolUse: 'post-tool-use',
  Stop: 'stop',
  SubagentStop: 'subagent-stop',
};
const TOOL_EVENTS = new Set(['PreToolUse', 'PostToolUse']);

/** The env vars both recorders keep: anything Claude-related, plus a few to see where we run. */
const ENV_FILTER = `(k) => /^(CLAUDE|ANTHROPIC_BASE|MCP_|ENABLE_TOOL|PWD$|HOME$|PROJECT_MEMORY)/.test(k)`;

function hookScript(logFile: string, behaviourFile: string): string {
  return `// Probe hook: records its invocation and prints what the behaviour file says.
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
const [, , , eventArg] = process.argv;
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const raw = Buffer.concat(chunks).toString('utf8');
let stdin;
try { stdin = JSON.parse(raw); } catch { stdin = { unparsed: raw }; }
const keep = ${ENV_FILTER};
const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => keep(k)));
const dataDir = process.env.CLAUDE_PLUGIN_DATA;
const event = stdin.hook_event_name ?? eventArg;
appendFileSync(${JSON.stringify(logFile)}, JSON.stringify({ event, argv: process.argv.slice(2), cwd: process.cwd(), stdin, env,
  pluginDataExists: dataDir ? existsSync(dataDir) : null }) + '\\n');
let map = {};
try { map = JSON.parse(readFileSync(${JSON.stringify(behaviourFile)}, 'utf8')); } catch {}
const b = (stdin.tool_name && map[event + ':' + stdin.tool_name]) || map[event] || { kind: 'none' };
const text = String(b.text ?? '').replaceAll('{tool}', String(stdin.tool_name ?? ''));
if (b.kind === 'plain') process.stdout.write(text + '\\n');
if (b.kind === 'context') process.stdout.write(JSON.stringify({ hookSpecificOutput: { hookEventName: event, additionalContext: text } }));
if (b.kind === 'block-once' && !stdin.stop_hook_active) process.stdout.write(JSON.stringify({ decision: 'block', reason: text }));
if (b.kind === 'json') process.stdout.write(JSON.stringify(b.value).replaceAll('{tool}', String(stdin.tool_name ?? '')));
if (b.kind === 'sleep') { await new Promise((r) => setTimeout(r, b.seconds * 1000)); process.stdout.write(text + '\\n'); }
`;
}

function mcpServerScript(logFile: string): string {
  return `// Probe MCP server: newline-delimited JSON-RPC 2.0 on stdio, no dependencies.
import { appendFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
const log = (record) => appendFileSync(${JSON.stringify(logFile)}, JSON.stringify(record) + '\\n');
const keep = ${ENV_FILTER};
log({ kind: 'start', cwd: process.cwd(), argv: process.argv.slice(2),
  env: Object.fromEntries(Object.entries(process.env).filter(([k]) => keep(k))) });
const send = (message) => process.stdout.write(JSON.stringify({ jsonrpc: '2.0', ...message }) + '\\n');
const tools = [{
  name: 'echo',
  description: 'Echoes its text back, with the server working directory.',
  inputSchema: { type: 'object', properties: { text: { type: 'string' } }, required: ['text'] },
}];
createInterface({ input: process.stdin }).on('line', (line) => {
  if (!line.trim()) return;
  let message;
  try { message = JSON.parse(line); } catch { return; }
  log({ kind: 'message', message });
  const { id, method, params } = message;
  if (id === undefined) return;
  if (method === 'initialize') {
    send({ id, result: { protocolVersion: params?.protocolVersion ?? '2025-06-18', capabilities: { tools: {} },
      serverInfo: { name: ${JSON.stringify(PROBE_SERVER)}, version: '0.0.1' } } });
  } else if (method === 'tools/list') {
    send({ id, result: { tools } });
  } else if (method === 'tools/call' && params?.name === 'echo') {
    send({ id, result: { content: [{ type: 'text', text: 'ECHO-RESULT ' + params.arguments?.text + ' cwd=' + process.cwd() }] } });
  } else if (method === 'ping') {
    send({ id, result: {} });
  } else {
    send({ id, error: { code: -32601, message: 'method not found: ' + method } });
  }
});
`;
}

/** Writes the probe plugin into `dir` (which must exist or be creatable), logging into `logDir`. */
export function writeProbePlugin(dir: string, logDir: string, options: ProbePluginOptions = {}): ProbePlugin {
  const hookLog = path.join(logDir, 'hooks.jsonl');
  const mcpLog = path.join(logDir, 'mcp.jsonl');
  const behaviourFile = path.join(logDir, 'behaviour.json');
  const timeout = options.hookTimeout ?? 10;
  const mcpServers = { [PROBE_SERVER]: { command: 'node', args: ['${CLAUDE_PLUGIN_ROOT}/mcp-server.mjs'] } };
  const declaration = options.mcpDeclaration ?? 'plugin.json';

  const hooks: Record<string, unknown[]> = {};
  for (const [event, arg] of Object.entries(HOOK_EVENTS)) {
    const entry: Record<string, unknown> = {
      hooks: [{ type: 'command', command: `node "\${CLAUDE_PLUGIN_ROOT}/hook.mjs" hook ${arg}`, timeout }],
    };
    if (TOOL_EVENTS.has(event)) entry.matcher = options.toolMatcher ?? '*';
    hooks[event] = [entry];
  }

  const manifest: Record<string, unknown> = {
    name: PROBE_PLUGIN,
    version: '0.0.1',
    description: 'Throwaway plugin that records what Claude Code gives hooks and MCP servers.',
    author: { name: 'e2e' },
  };
  if (declaration === 'plugin.json') manifest.mcpServers = mcpServers;

  const files: Record<string, string> = {
    '.claude-plugin/plugin.json': JSON.stringify(manifest, null, 2),
    'hooks/hooks.json': JSON.stringify({ hooks }, null, 2),
    'hook.mjs': hookScript(hookLog, behaviourFile),
    'mcp-server.mjs': mcpServerScript(mcpLog),
    'commands/ping.md': [
      '---',
      'description: Ping the probe server',
      `allowed-tools: ${PROBE_ECHO_TOOL}`,
      'argument-hint: <text>',
      '---',
      'PING-COMMAND-BODY: call the echo tool with the text "$ARGUMENTS".',
      '',
    ].join('\n'),
    'agents/helper.md': [
      '---',
      'name: helper',
      'description: Probe helper agent that echoes through the probe server.',
      `tools: ${PROBE_ECHO_TOOL}`,
      '---',
      'HELPER-AGENT-SYSTEM-MARKER: you are the probe helper. Call the echo tool once, then report.',
      '',
    ].join('\n'),
  };
  if (declaration === '.mcp.json') files['.mcp.json'] = JSON.stringify({ mcpServers }, null, 2);
  writeTree(dir, files);
  writeTree(logDir, { 'hooks.jsonl': '', 'mcp.jsonl': '', 'behaviour.json': '{}' });

  const readJsonl = <T>(file: string): T[] =>
    existsSync(file)
      ? readFileSync(file, 'utf8')
          .split('\n')
          .filter((l) => l.trim())
          .map((l) => JSON.parse(l) as T)
      : [];

  return {
    dir,
    logDir,
    setBehaviour: (map) => writeFileSync(behaviourFile, JSON.stringify(map)),
    hookRecords: () => readJsonl<HookRecord>(hookLog),
    mcpRecords: () => readJsonl<McpRecord>(mcpLog),
    resetLogs: () => {
      writeFileSync(hookLog, '');
      writeFileSync(mcpLog, '');
    },
  };
}

/** A sandbox, the probe plugin in it and a fake model: what most e2e tests start with. */
export interface ProbeSession {
  sandbox: Sandbox;
  plugin: ProbePlugin;
  fake: FakeAnthropic;
  /** `claude -p` with the probe plugin loaded through --plugin-dir (unless pluginDirs is given). */
  run(prompt: string, options?: Partial<Omit<RunClaudeOptions, 'prompt' | 'sandbox' | 'baseUrl'>>): Promise<ClaudeRun>;
  close(): Promise<void>;
}

export async function openProbeSession(script: Script = () => 'Done.', options: ProbePluginOptions & { pluginDirName?: string } = {}): Promise<ProbeSession> {
  const sandbox = createSandbox();
  const plugin = writeProbePlugin(path.join(sandbox.root, options.pluginDirName ?? 'plugin'), path.join(sandbox.root, 'logs'), options);
  const fake = await startFakeAnthropic(script);
  return {
    sandbox,
    plugin,
    fake,
    run: (prompt, runOptions = {}) => runClaude({ pluginDirs: [plugin.dir], ...runOptions, prompt, sandbox, baseUrl: fake.url }),
    close: async () => {
      await fake.close();
      sandbox.cleanup();
    },
  };
}
