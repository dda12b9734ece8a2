// Facts about manifests, validation, installation and MCP server declaration that
// project-memory's packaging depends on, established against the real CLI (see FINDINGS.md).
import { existsSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
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
  type Sandbox,
} from './claude-runner.js';
import { locateText, planScript, startFakeAnthropic } from './fake-anthropic.js';
import { PROBE_ECHO_TOOL, PROBE_PLUGIN, openProbeSession, writeProbePlugin, type ProbeSession } from './probe-plugin.js';

const unavailable = claudeUnavailable();
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

let session: ProbeSession | undefined;
let sandbox: Sandbox | undefined;
afterEach(async () => {
  await session?.close();
  sandbox?.cleanup();
  session = undefined;
  sandbox = undefined;
});

const PLUGIN = { name: 'probe-kit', version: '0.1.0', description: 'Probe.', author: { name: 'e2e' } };
const MARKET = { name: 'probe-market', owner: { name: 'e2e' }, metadata: { description: 'Probe market.' } };
const SERVERS = { mcpServers: { 'probe-kit': { command: 'node', args: ['${CLAUDE_PLUGIN_ROOT}/mcp-server.mjs'] } } };
const HOOKS = { hooks: { SessionStart: [{ hooks: [{ type: 'command', command: 'node "${CLAUDE_PLUGIN_ROOT}/x.js" hook session-start', timeout: 10 }] }] } };

interface ValidationCase {
  name: string;
  plugin: unknown;
  marketplace?: unknown;
  extra?: Record<string, unknown>;
  /** Exit codes of `validate` and `validate --strict`. */
  exit: [number, number];
  /** A message the --strict output must contain. */
  says?: string;
}

const validationCases: ValidationCase[] = [
  { name: 'name only', plugin: { name: 'probe-kit' }, exit: [0, 1], says: 'No version specified' },
  { name: 'name, version, description, author object', plugin: PLUGIN, exit: [0, 0] },
  { name: 'author as a string', plugin: { ...PLUGIN, author: 'e2e' }, exit: [1, 1], says: 'author: Invalid input: expected object, received string' },
  { name: 'no name', plugin: { version: '0.1.0' }, exit: [1, 1], says: 'name: Invalid input' },
  { name: 'name with spaces', plugin: { ...PLUGIN, name: 'Probe Kit' }, exit: [1, 1], says: 'kebab-case' },
  { name: 'unknown field', plugin: { ...PLUGIN, foo: 1 }, exit: [0, 1], says: "Unknown field 'foo'" },
  { name: 'mcpServers inline', plugin: { ...PLUGIN, ...SERVERS }, exit: [0, 0] },
  { name: 'mcpServers as a path to .mcp.json', plugin: { ...PLUGIN, mcpServers: './.mcp.json' }, extra: { '.mcp.json': SERVERS }, exit: [0, 0] },
  { name: 'default .mcp.json at the plugin root', plugin: PLUGIN, extra: { '.mcp.json': SERVERS }, exit: [0, 0] },
  { name: 'default hooks/hooks.json', plugin: PLUGIN, extra: { 'hooks/hooks.json': HOOKS }, exit: [0, 0] },
  {
    name: 'hooks/hooks.json also listed in plugin.json',
    plugin: { ...PLUGIN, hooks: './hooks/hooks.json' },
    extra: { 'hooks/hooks.json': HOOKS },
    exit: [0, 0],
  },
  {
    name: 'marketplace with source "./" and metadata.description',
    plugin: PLUGIN,
    marketplace: { ...MARKET, plugins: [{ name: 'probe-kit', source: './', description: 'Probe.' }] },
    exit: [0, 0],
  },
  {
    name: 'marketplace with a top-level description instead of metadata',
    plugin: PLUGIN,
    marketplace: { name: 'probe-market', owner: { name: 'e2e' }, description: 'Probe market.', plugins: [{ name: 'probe-kit', source: './' }] },
    exit: [0, 0],
  },
  {
    name: 'marketplace without any description',
    plugin: PLUGIN,
    marketplace: { name: 'probe-market', owner: { name: 'e2e' }, plugins: [{ name: 'probe-kit', source: './' }] },
    exit: [0, 1],
    says: 'No marketplace description provided',
  },
  {
    name: 'marketplace without owner',
    plugin: PLUGIN,
    marketplace: { name: 'probe-market', metadata: MARKET.metadata, plugins: [{ name: 'probe-kit', source: './' }] },
    exit: [1, 1],
    says: 'owner: Invalid input',
  },
  {
    name: 'marketplace entry version differing from plugin.json',
    plugin: PLUGIN,
    marketplace: { ...MARKET, plugins: [{ name: 'probe-kit', source: './', version: '9.9.9' }] },
    exit: [0, 1],
    says: 'plugin.json wins',
  },
  {
    name: 'marketplace whose "./" plugin.json is invalid',
    plugin: { ...PLUGIN, author: 'e2e' },
    marketplace: { ...MARKET, plugins: [{ name: 'probe-kit', source: './' }] },
    exit: [1, 1],
    says: 'plugins[0] plugin.json → author',
  },
];

describe.skipIf(unavailable)('(e) claude plugin validate', () => {
  it.each(validationCases)('$name → exit $exit', async (testCase) => {
    sandbox = createSandbox();
    const dir = path.join(sandbox.root, 'plugin');
    const files: Record<string, string> = { '.claude-plugin/plugin.json': JSON.stringify(testCase.plugin) };
    if (testCase.marketplace) files['.claude-plugin/marketplace.json'] = JSON.stringify(testCase.marketplace);
    for (const [file, value] of Object.entries(testCase.extra ?? {})) files[file] = JSON.stringify(value);
    writeTree(dir, files);
    const plain = await pluginValidate(dir, sandbox, { strict: false });
    const strict = await pluginValidate(dir, sandbox, { strict: true });
    const output = strict.stdout + strict.stderr;
    expect([plain.exitCode, strict.exitCode], output).toEqual(testCase.exit);
    if (testCase.says) expect(output).toContain(testCase.says);
  });
});

describe.skipIf(unavailable)('(g) a plugin installed from a local marketplace', () => {
  it('is loaded by a later claude -p without --plugin-dir, hooks and MCP server under the same names, run from the source folder', async () => {
    sandbox = createSandbox();
    const repo = path.join(sandbox.root, 'repo');
    const plugin = writeProbePlugin(repo, path.join(sandbox.root, 'logs'));
    writeTree(repo, {
      '.claude-plugin/marketplace.json': JSON.stringify({ ...MARKET, plugins: [{ name: PROBE_PLUGIN, source: './', description: 'Probe.' }] }),
    });
    const validated = await pluginValidate(repo, sandbox);
    expect(validated.exitCode, validated.stdout).toBe(0);
    const added = await marketplaceAdd(repo, sandbox);
    expect(added.exitCode, added.stdout + added.stderr).toBe(0);
    const installed = await pluginInstall(`${PROBE_PLUGIN}@probe-market`, sandbox);
    expect(installed.exitCode, installed.stdout + installed.stderr).toBe(0);
    const listed = await claudeCommand(['plugin', 'list'], sandbox);
    expect(listed.stdout).toContain(`${PROBE_PLUGIN}@probe-market`);
    expect(listed.stdout).toContain(`Read from: ${repo}`);

    const fake = await startFakeAnthropic(planScript([{ tool: PROBE_ECHO_TOOL, input: { text: 'installed' } }]));
    try {
      plugin.setBehaviour({ SessionStart: { kind: 'context', text: 'INSTALLED-CONTEXT' } });
      const run = await runClaude({ prompt: 'hello', sandbox, baseUrl: fake.url, allowedTools: [PROBE_ECHO_TOOL] });
      expect(run.exitCode, describeRun(run)).toBe(0);
      expect(run.init?.plugins).toContainEqual(expect.objectContaining({ name: PROBE_PLUGIN, path: repo, source: `${PROBE_PLUGIN}@probe-market` }));
      expect(run.init?.mcp_servers).toContainEqual(expect.objectContaining({ name: `plugin:${PROBE_PLUGIN}:probe-kit`, status: 'connected' }));
      expect(run.init?.tools).toContain(PROBE_ECHO_TOOL);
      expect(locateText(fake.messages()[0]!.body!, 'INSTALLED-CONTEXT')).toHaveLength(1);
      expect(plugin.mcpRecords().some((r) => r.message?.method === 'tools/call')).toBe(true);
      const [start] = plugin.hookRecords();
      expect(start?.env.CLAUDE_PLUGIN_ROOT).toBe(repo);
      expect(start?.env.CLAUDE_PLUGIN_DATA).toBe(path.join(sandbox.home, '.claude/plugins/data/probe-kit-probe-market'));
      expect(start?.pluginDataExists).toBe(true);
    } finally {
      await fake.close();
    }
  });
});

describe.skipIf(unavailable)('MCP server declaration', () => {
  it('loads a server declared in .mcp.json at the plugin root with ${CLAUDE_PLUGIN_ROOT}', async () => {
    session = await openProbeSession(planScript([{ tool: PROBE_ECHO_TOOL, input: { text: 'dot-mcp' } }]), { mcpDeclaration: '.mcp.json' });
    const run = await session.run('hello', { allowedTools: [PROBE_ECHO_TOOL] });
    expect(run.exitCode, describeRun(run)).toBe(0);
    expect(run.init?.mcp_servers).toContainEqual(expect.objectContaining({ name: `plugin:${PROBE_PLUGIN}:probe-kit`, status: 'connected' }));
    expect(session.plugin.mcpRecords().some((r) => r.message?.method === 'tools/call')).toBe(true);
  });

  it('starts one server when plugin.json and .mcp.json declare the same command, keeping the .mcp.json name', async () => {
    session = await openProbeSession(undefined, { mcpDeclaration: 'plugin.json' });
    writeFileSync(
      path.join(session.plugin.dir, '.mcp.json'),
      JSON.stringify({ mcpServers: { 'other-name': { command: 'node', args: ['${CLAUDE_PLUGIN_ROOT}/mcp-server.mjs'] } } }),
    );
    const run = await session.run('hello');
    expect(run.exitCode, describeRun(run)).toBe(0);
    expect(run.init?.mcp_servers.filter((s) => s.name.startsWith(`plugin:${PROBE_PLUGIN}:`))).toEqual([
      expect.objectContaining({ name: `plugin:${PROBE_PLUGIN}:other-name`, status: 'connected' }),
    ]);
    expect(run.debugLog()).toContain('duplicates earlier plugin server');
  });

  it("connects a server built on the project's @modelcontextprotocol/sdk and zod", async () => {
    const tool = `mcp__plugin_${PROBE_PLUGIN}_sdk-server__sdk_echo`;
    session = await openProbeSession(planScript([{ tool, input: { text: 'via-sdk' } }]), { mcpDeclaration: 'none' });
    const modules = path.join(repoRoot, 'node_modules');
    expect(existsSync(path.join(modules, '@modelcontextprotocol/sdk'))).toBe(true);
    symlinkSync(modules, path.join(session.plugin.dir, 'node_modules'));
    writeTree(session.plugin.dir, {
      'sdk-server.mjs': [
        "import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';",
        "import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';",
        "import { z } from 'zod';",
        "const server = new McpServer({ name: 'sdk-server', version: '0.0.1' });",
        "server.registerTool('sdk_echo', { description: 'Echo.', inputSchema: { text: z.string() } },",
        "  async ({ text }) => ({ content: [{ type: 'text', text: 'SDK-ECHO ' + text }] }));",
        'await server.connect(new StdioServerTransport());',
        '',
      ].join('\n'),
      '.mcp.json': JSON.stringify({ mcpServers: { 'sdk-server': { command: 'node', args: ['${CLAUDE_PLUGIN_ROOT}/sdk-server.mjs'] } } }),
    });
    const run = await session.run('hello', { allowedTools: [tool] });
    expect(run.exitCode, describeRun(run)).toBe(0);
    expect(run.init?.mcp_servers).toContainEqual(expect.objectContaining({ name: `plugin:${PROBE_PLUGIN}:sdk-server`, status: 'connected' }));
    expect(locateText(session.fake.messages().at(-1)!.body!, 'SDK-ECHO via-sdk')).toHaveLength(1);
  });
});
