/** Composition root of the MCP server (stdio). Also reached through `project-memory serve`. */
import { createRequire } from 'node:module';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { buildServer } from '../mcp/server.js';
import { openPreparedWorkspace } from '../services/prepare.js';
import { configureRankedIndexes } from '../services/ranked-indexes.js';
import { VERSION } from '../version.js';

/**
 * Garbage collection after indexing: V8 otherwise lets the heap grow to several times what stays
 * alive (measured: ~250 MiB RSS while indexing 20 projects whose indexes keep ~55 MiB). Flags
 * cannot be passed on the plugin's command line, so --expose-gc is set at run time and `gc` taken
 * from a fresh context, where it is installed. Collects only when the heap grew by a few dozen
 * MiB since the last collection: a full collection costs ~10–30 ms.
 */
function collectorAfterBulkWork(): () => void {
  let collect: (() => void) | undefined | null = null;
  let heapStatistics: (() => { used_heap_size: number }) | undefined;
  let liveAfterLast = 0;
  return () => {
    if (collect === null) {
      try {
        const load = createRequire(import.meta.url);
        const v8 = load('node:v8') as typeof import('node:v8');
        v8.setFlagsFromString('--expose-gc');
        const gc = (load('node:vm') as typeof import('node:vm')).runInNewContext('gc') as unknown;
        collect = typeof gc === 'function' ? (gc as () => void) : undefined;
        heapStatistics = () => v8.getHeapStatistics();
      } catch {
        collect = undefined;
      }
    }
    if (!collect || !heapStatistics) return;
    if (heapStatistics().used_heap_size - liveAfterLast < GARBAGE_BEFORE_COLLECT) return;
    collect();
    liveAfterLast = heapStatistics().used_heap_size;
  };
}
const GARBAGE_BEFORE_COLLECT = 24 * 1024 * 1024;

export async function startServer(rootArg?: string): Promise<void> {
  // stdout carries the protocol: anything a dependency logs must go to stderr.
  console.log = console.error;
  console.info = console.error;
  const ws = openPreparedWorkspace({ root: rootArg });
  // A long-lived process: search indexes are written a second after the last change (and on
  // exit), and a substring search over a scope without one loads or builds it in the background.
  const indexes = configureRankedIndexes(ws.root, { persist: 'debounced', warmInBackground: true, afterBulkWork: collectorAfterBulkWork() });
  process.on('exit', () => indexes.flush());
  const server = buildServer(ws, VERSION);
  await server.connect(new StdioServerTransport());
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
