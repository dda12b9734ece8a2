/**
 * The CLI commands. Each is loaded only when called, so `hook session-start` pays for nothing
 * but itself (no YAML parser, no secret scanner, no MCP SDK).
 */
import type { ParsedArgs } from './args.js';
import type { CliIo } from './io.js';

export type CommandRun = (args: ParsedArgs, io: CliIo) => Promise<number>;

export interface CommandSpec {
  summary: string;
  usage: string;
  load: () => Promise<CommandRun>;
}

export const COMMANDS: Record<string, CommandSpec> = {
  init: { summary: 'Create the memory root (idempotent).', usage: 'init [--root DIR]', load: async () => (await import('./cmd-root.js')).runInit },
  serve: { summary: 'Run the MCP server on stdio.', usage: 'serve [--root DIR]', load: async () => (await import('./cmd-serve.js')).runServe },
  projects: { summary: 'List projects.', usage: 'projects [--status S] [--tag T] [--json]', load: async () => (await import('./cmd-root.js')).runProjects },
  search: {
    summary: 'Search memory files.',
    usage: 'search <query> [--project P|*] [--mode substring|regex] [--case-sensitive] [--path PREFIX|GLOB] [--limit N] [--json]',
    load: async () => (await import('./cmd-root.js')).runSearch,
  },
  doctor: { summary: 'Check the memory root; --fix rebuilds derived files.', usage: 'doctor [--fix] [--json]', load: async () => (await import('./cmd-root.js')).runDoctor },
};
