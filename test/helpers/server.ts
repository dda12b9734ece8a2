/**
 * Spawns the real bundled server (server/dist/server.js) over stdio and drives it with the MCP SDK
 * client, as Claude Code does.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';

export const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SERVER_BUNDLE = path.join(REPO, 'server/dist/server.js');
export const CLI_BUNDLE = path.join(REPO, 'server/dist/cli.js');

export interface ToolOutcome {
  text: string;
  isError: boolean;
}

export interface RunningServer {
  client: Client;
  call(name: string, args?: Record<string, unknown>): Promise<ToolOutcome>;
  /** Calls and fails the test with the tool's message if it returned isError. */
  ok(name: string, args?: Record<string, unknown>): Promise<string>;
  close(): Promise<void>;
}

export async function startServer(opts: { root: string; cwd?: string; env?: Record<string, string>; bundle?: string }): Promise<RunningServer> {
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) if (v !== undefined && !k.startsWith('CLAUDE')) env[k] = v;
  Object.assign(env, { PROJECT_MEMORY_ROOT: opts.root }, opts.env ?? {});
  fs.mkdirSync(opts.cwd ?? opts.root, { recursive: true });
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [opts.bundle ?? SERVER_BUNDLE],
    cwd: opts.cwd ?? opts.root,
    env,
    stderr: 'pipe',
  });
  const client = new Client({ name: 'project-memory-tests', version: '1.0.0' });
  await client.connect(transport);
  const call = async (name: string, args: Record<string, unknown> = {}): Promise<ToolOutcome> => {
    const r = (await client.callTool({ name, arguments: args })) as { content: { type: string; text?: string }[]; isError?: boolean };
    return { text: r.content.map((c) => c.text ?? '').join('\n'), isError: r.isError === true };
  };
  return {
    client,
    call,
    async ok(name, args) {
      const r = await call(name, args);
      if (r.isError) throw new Error(`${name} failed: ${r.text}`);
      return r.text;
    },
    close: () => client.close(),
  };
}
