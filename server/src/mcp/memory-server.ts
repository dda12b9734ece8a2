/**
 * The MCP server as a process runs it, without its transport: bin/server.ts connects it to stdio,
 * the tests connect it to the SDK's in-memory transport in their own process. Everything a server
 * reads from outside is a parameter here (root, cwd, environment), so a test passes its own
 * instead of changing the process's.
 */
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { openWorkspace } from '../services/open.js';
import type { Workspace } from '../services/workspace.js';
import { lazyServices } from './lazy.js';
import { buildServer } from './server.js';

/** Long enough for the tools/list that follows `initialized` to be answered first. */
const PREPARE_AFTER_INITIALIZED_MS = 250;

export interface MemoryServerOptions {
  /** --root; else PROJECT_MEMORY_ROOT of `env`, else ~/.project-memory. */
  root?: string;
  /** Where the caller stands; else CLAUDE_PROJECT_DIR of `env`, else the process's cwd. */
  cwd?: string;
  /** The environment the server's settings are read from (default: process.env). */
  env?: NodeJS.ProcessEnv;
}

export interface MemoryServer {
  server: McpServer;
  ws: Workspace;
  /** Stores what is pending (search indexes) and stops background work; the process's exit does it too. */
  dispose(): Promise<void>;
}

export function createMemoryServer(version: string, opts: MemoryServerOptions = {}): MemoryServer {
  const ws = openWorkspace({ root: opts.root, cwd: opts.cwd, env: opts.env, create: true });
  // Start-up answers initialize and tools/list only; the first tool call prepares the root and
  // loads the use cases (see mcp/lazy.ts), once.
  const lazy = lazyServices(ws);
  const { server, warm } = buildServer(ws, version, lazy.services, lazy.search);
  // The client's first tool call comes seconds after the handshake (the model reads its context
  // first): preparing in that pause, once tools/list has had time to be answered, spares the first
  // call the loading. A call that comes sooner awaits the same preparation, except a search
  // (answered from a chunk of its own, see mcp/lazy.ts).
  server.server.oninitialized = () => {
    setTimeout(() => {
      lazy.preload();
      warm();
    }, PREPARE_AFTER_INITIALIZED_MS).unref();
  };
  return { server, ws, dispose: lazy.dispose };
}
