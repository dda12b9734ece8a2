/**
 * Drives the MCP server with the SDK client, as Claude Code does. By default the server runs in
 * this process, bundled from the sources by the test set-up (IN_PROCESS_BUNDLE) and connected
 * through the SDK's in-memory transport: the same tools, handlers and files, without a node start
 * per test. PM_IN_PROCESS=0 spawns every server instead. The bundled server
 * (server/dist/server.js) is spawned over stdio when a test needs a process of its own:
 * `spawn: true`, an explicit `bundle`, an environment variable the server cannot take as a
 * parameter (HOME, TMPDIR, PATH…), or a second server on a root that one in this process
 * already serves (concurrent servers must be concurrent processes, with their own locks and
 * caches). The spawned-bundle smoke tests are in test/integration/bundles.test.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { IN_PROCESS_BUNDLE } from './in-process-path.js';

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
  /** True when the server is a child process (the bundle), false when it runs in this process. */
  spawned: boolean;
}

export interface ServerOptions {
  root: string;
  cwd?: string;
  env?: Record<string, string>;
  /** Spawn this bundle instead of the default one (implies a process). */
  bundle?: string;
  /** A process of its own: for crashes, kills, concurrency between processes, process-wide state. */
  spawn?: boolean;
}

/** Variables the server reads through its one environment reader (storage/environment.ts). */
const IN_PROCESS_ENV = /^(CLAUDE_|PROJECT_MEMORY_)/;
/** Roots served in this process right now: a second server on one of them is spawned. */
const servedHere = new Map<string, number>();

export async function startServer(opts: ServerOptions): Promise<RunningServer> {
  fs.mkdirSync(opts.cwd ?? opts.root, { recursive: true });
  const rootKey = path.resolve(opts.root);
  const needsProcess =
    opts.spawn === true ||
    opts.bundle !== undefined ||
    process.env.PM_IN_PROCESS === '0' ||
    Object.keys(opts.env ?? {}).some((k) => !IN_PROCESS_ENV.test(k)) ||
    (servedHere.get(rootKey) ?? 0) > 0;
  if (needsProcess) return spawnServer(opts);
  // Counted before the first await, so that servers started together on one root are processes.
  servedHere.set(rootKey, (servedHere.get(rootKey) ?? 0) + 1);
  try {
    return await inProcessServer(opts, rootKey);
  } catch (e) {
    servedHere.set(rootKey, (servedHere.get(rootKey) ?? 1) - 1);
    throw e;
  }
}

function parentEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) if (v !== undefined && !k.startsWith('CLAUDE')) env[k] = v;
  return env;
}

async function spawnServer(opts: ServerOptions): Promise<RunningServer> {
  const env = Object.assign(parentEnv(), { PROJECT_MEMORY_ROOT: opts.root }, opts.env ?? {});
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [opts.bundle ?? SERVER_BUNDLE],
    cwd: opts.cwd ?? opts.root,
    env,
    stderr: 'pipe',
  });
  return connectClient(transport, true, async () => undefined);
}

async function inProcessServer(opts: ServerOptions, rootKey: string): Promise<RunningServer> {
  const [{ InMemoryTransport }, { createMemoryServer, withEnv, VERSION }] = await Promise.all([
    import('@modelcontextprotocol/sdk/inMemory.js'),
    import(pathToFileURL(IN_PROCESS_BUNDLE).href) as Promise<typeof import('./in-process-entry.js')>,
  ]);
  const env: NodeJS.ProcessEnv = Object.assign(parentEnv(), { PROJECT_MEMORY_ROOT: opts.root }, opts.env ?? {});
  const memory = withEnv(env, () => createMemoryServer(VERSION, { root: opts.root, cwd: opts.cwd ?? opts.root, env }));
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await memory.server.connect(serverSide);
  // Every request runs with this server's environment, as in its own process.
  const deliver = serverSide.onmessage;
  serverSide.onmessage = (message, extra) => withEnv(env, () => deliver?.(message, extra));
  let closed = false;
  return connectClient(clientSide, false, async () => {
    if (closed) return;
    closed = true;
    await memory.dispose();
    await memory.server.close();
    servedHere.set(rootKey, (servedHere.get(rootKey) ?? 1) - 1);
  });
}

async function connectClient(transport: Transport, spawned: boolean, after: () => Promise<void>): Promise<RunningServer> {
  const client = new Client({ name: 'project-memory-tests', version: '1.0.0' });
  await client.connect(transport);
  const call = async (name: string, args: Record<string, unknown> = {}): Promise<ToolOutcome> => {
    // The in-memory transport answers through promise jobs only: a loop of calls to a server in
    // this process would never let the event loop run, so vitest's messages to its worker (a
    // progress report, snapshotSaved) would wait past their 60 s timeout. One turn per call.
    if (!spawned) await new Promise((resolve) => setImmediate(resolve));
    const r = (await client.callTool({ name, arguments: args })) as { content: { type: string; text?: string }[]; isError?: boolean };
    return { text: r.content.map((c) => c.text ?? '').join('\n'), isError: r.isError === true };
  };
  return {
    client,
    spawned,
    call,
    async ok(name, args) {
      const r = await call(name, args);
      if (r.isError) throw new Error(`${name} failed: ${r.text}`);
      return r.text;
    },
    async close() {
      await client.close();
      await after();
    },
  };
}
