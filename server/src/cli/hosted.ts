/**
 * What the CLI starts but does not own: the MCP server (`serve`), the hooks (`hook <event>`) and
 * the viewer (`view`) are adapters of their own, and adapters do not import each other
 * (docs/ARCHITECTURE.md#boundaries). The composition root (bin/cli.ts) gives the CLI these entry
 * points, each loading its adapter only when called. The shapes are the CLI's: the adapters match
 * them without importing anything from cli/.
 */
import type { Workspace } from '../services/workspace.js';
import type { CliIo } from './io.js';

export interface ViewerStart {
  ws: Workspace;
  project?: string;
  port: number;
  allowRestore: boolean;
  idleMs: number;
}

export interface RunningViewer {
  url: string;
  closed: Promise<void>;
  close(): Promise<void>;
}

export interface Hosted {
  /** Runs the MCP server on stdio until its client closes it. */
  serve(root: string | undefined): Promise<void>;
  /** Runs one Claude Code hook; the exit code (always 0). */
  hook(event: string, io: Pick<CliIo, 'out' | 'err'>): Promise<number>;
  startViewer(opts: ViewerStart): Promise<RunningViewer>;
  /** The folder of the running bundles (server.js, hook.cjs): what `setup` tells other agents to start. */
  distDir: string;
}
