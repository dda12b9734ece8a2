/** Composition root of the MCP server (stdio). Also reached through `project-memory serve`. */
import module from 'node:module';
import { createMemoryServer } from '../mcp/memory-server.js';
import { BoundedStdioServerTransport } from '../mcp/stdio-transport.js';
import { VERSION } from '../version.js';

export async function startServer(rootArg?: string): Promise<void> {
  // Node 22+ caches compiled code of the chunks loaded from here on; absent in Node 20: free.
  (module as { enableCompileCache?: () => unknown }).enableCompileCache?.();
  // stdout carries the protocol: anything a dependency logs must go to stderr.
  console.log = console.error;
  console.info = console.error;
  const { server } = createMemoryServer(VERSION, { root: rootArg });
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
