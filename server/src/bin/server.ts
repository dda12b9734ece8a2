/** Composition root of the MCP server (stdio). Also reached through `project-memory serve`. */
import module from 'node:module';
import { buildServer } from '../mcp/server.js';
import { BoundedStdioServerTransport } from '../mcp/stdio-transport.js';
import { openWorkspace } from '../services/open.js';
import { VERSION } from '../version.js';

/** Long enough for the tools/list that follows `initialized` to be answered first. */
const PREPARE_AFTER_INITIALIZED_MS = 250;

export async function startServer(rootArg?: string): Promise<void> {
  // Node 22+ caches compiled code of the chunks loaded from here on; absent in Node 20: free.
  (module as { enableCompileCache?: () => unknown }).enableCompileCache?.();
  // stdout carries the protocol: anything a dependency logs must go to stderr.
  console.log = console.error;
  console.info = console.error;
  const ws = openWorkspace({ root: rootArg, create: true });
  // Start-up answers initialize and tools/list only; the first tool call prepares the root and
  // loads the use cases (see mcp/services.ts), once.
  let ready: Promise<void> | undefined;
  const prepare = () => {
    ready ??= import('../mcp/services.js').then((s) => s.prepareServerProcess(ws));
    ready.catch(() => {
      ready = undefined; // tried again on the next call
    });
    return ready;
  };
  const server = buildServer(ws, VERSION, { beforeToolCall: prepare });
  // The client's first tool call comes seconds after the handshake (the model reads its context
  // first): preparing in that pause, once tools/list has had time to be answered, spares the first
  // search the loading and the sweep. A call that comes sooner awaits the same preparation.
  server.server.oninitialized = () => {
    setTimeout(() => void prepare().catch(() => {}), PREPARE_AFTER_INITIALIZED_MS).unref();
  };
  await server.connect(new BoundedStdioServerTransport());
}

function rootFromArgv(argv: string[]): string | undefined {
  const i = argv.indexOf('--root');
  return i >= 0 ? argv[i + 1] : argv.find((a) => a.startsWith('--root='))?.slice(7);
}

// Run when executed directly (node server/dist/server.js), not when imported by the CLI.
if (process.argv[1] && /server\.(js|ts)$/.test(process.argv[1])) {
  startServer(rootFromArgv(process.argv.slice(2))).catch((e: unknown) => {
    process.stderr.write(`project-memory server failed to start: ${e instanceof Error ? e.message : String(e)}\n`);
    process.exit(1);
  });
}
