/**
 * The MCP server's per-call rules and its compact tools/list, built with the SDK's supported API
 * (mcp/tool-host.ts, mcp/compact-list.ts), checked in this process through the in-memory transport.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { afterAll, describe, expect, it } from 'vitest';
import { compactToolEntry } from '../../server/src/mcp/compact-list.js';
import { lazyServices } from '../../server/src/mcp/lazy.js';
import { createMemoryServer } from '../../server/src/mcp/memory-server.js';
import { registerAllTools } from '../../server/src/mcp/server.js';
import { openWorkspace } from '../../server/src/services/open.js';
import { tempDir } from '../helpers/tmp.js';

const closers: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of closers.splice(0)) await close();
});

async function connect(server: McpServer): Promise<Client> {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  const client = new Client({ name: 'tool-host-test', version: '1' });
  await client.connect(clientSide);
  closers.push(async () => {
    await client.close();
    await server.close();
  });
  return client;
}

describe('tools/list', () => {
  it("is, entry for entry, the SDK's own list of the same tools with the defaults dropped", async () => {
    const root = tempDir();
    const env = { PROJECT_MEMORY_ROOT: root };
    const memory = createMemoryServer('0.0.0', { root, cwd: root, env });
    closers.push(memory.dispose);
    const ours = (await (await connect(memory.server)).listTools()).tools;

    // The same registrations straight on a McpServer: what its own tools/list handler returns.
    const plain = new McpServer({ name: 'plain', version: '0.0.0' });
    const ws = openWorkspace({ root, cwd: root, env });
    const lazy = lazyServices(ws);
    registerAllTools({ registerTool: plain.registerTool.bind(plain) }, ws, lazy.services);
    const sdk = (await (await connect(plain)).listTools()).tools;

    expect(ours.length).toBeGreaterThan(20);
    expect(JSON.stringify(ours)).toBe(JSON.stringify(sdk.map((t) => compactToolEntry(t))));
    // (control) the SDK's entries do carry what is dropped, so the comparison can fail.
    expect(JSON.stringify(sdk)).toContain('"taskSupport":"forbidden"');
    expect(JSON.stringify(sdk)).toContain('"$schema"');
    expect(JSON.stringify(ours)).not.toMatch(/taskSupport|\$schema/);
    // Dropped hints are MCP's defaults: a client reads the same hints from either list.
    const hints = (a: Record<string, unknown> = {}) => ({
      readOnly: a.readOnlyHint ?? false,
      destructive: a.readOnlyHint === true ? undefined : (a.destructiveHint ?? true),
      idempotent: a.idempotentHint ?? false,
      openWorld: a.openWorldHint ?? true,
    });
    for (const [i, t] of sdk.entries()) expect(hints(ours[i]!.annotations), t.name).toEqual(hints(t.annotations));
    expect(JSON.stringify(sdk)).toContain('"readOnlyHint":false');
    expect(JSON.stringify(ours)).not.toContain('"readOnlyHint":false');
  });
});

describe('tools/call', () => {
  it('runs every call as its tool, so the local history names who wrote', async () => {
    const root = tempDir();
    const memory = createMemoryServer('0.0.0', { root, cwd: root, env: { PROJECT_MEMORY_ROOT: root } });
    closers.push(memory.dispose);
    const client = await connect(memory.server);
    const call = async (name: string, args: Record<string, unknown>) => {
      const r = (await client.callTool({ name, arguments: args })) as { content: { text: string }[]; isError?: boolean };
      expect(r.isError, r.content[0]?.text).toBeFalsy();
      return r.content.map((c) => c.text).join('\n');
    };
    await call('create_project', { slug: 'demo', name: 'Demo' });
    await call('write_file', { project: 'demo', path: 'notes/a.md', content: 'one\n' });
    await call('write_file', { project: 'demo', path: 'notes/a.md', content: 'two\n' });
    expect(await call('read_file', { project: 'demo', path: 'notes/a.md', at: '~1' })).toMatch(/by write_file/);
  });

  it('checks the arguments of a writing tool for secrets before it runs, and changes nothing', async () => {
    const root = tempDir();
    const memory = createMemoryServer('0.0.0', { root, cwd: root, env: { PROJECT_MEMORY_ROOT: root } });
    closers.push(memory.dispose);
    const client = await connect(memory.server);
    const secret = `ghp_${'a1B2c3D4e5F6g7H8i9J0'.repeat(2).slice(0, 36)}`;
    const r = (await client.callTool({ name: 'create_project', arguments: { slug: 'demo', name: `Demo ${secret}` } })) as {
      content: { text: string }[];
      isError?: boolean;
    };
    expect(r.isError).toBe(true);
    expect(r.content[0]!.text).toMatch(/secret/i);
    const list = (await client.callTool({ name: 'list_projects', arguments: {} })) as { content: { text: string }[] };
    expect(list.content.map((c) => c.text).join('\n')).not.toContain('demo');
  });
});
