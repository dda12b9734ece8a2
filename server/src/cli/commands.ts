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
    usage: 'search <query> [--project P|*] [--mode substring|regex|ranked] [--case-sensitive] [--path PREFIX|GLOB] [--limit N] [--json]',
    load: async () => (await import('./cmd-root.js')).runSearch,
  },
  context: { summary: 'Print the session-start context of a project.', usage: 'context [--project P] [--budget CHARS] [--json]', load: async () => (await import('./cmd-project.js')).runContext },
  wrap: { summary: 'Print a hand-off block for a project.', usage: 'wrap [--project P]', load: async () => (await import('./cmd-project.js')).runWrap },
  decide: {
    summary: 'Record a decision.',
    usage: 'decide "<summary>" [--topic T] [--location PATH] [--supersedes D3] [--status S] [--body TEXT]',
    load: async () => (await import('./cmd-project.js')).runDecide,
  },
  precheck: { summary: 'Decisions covering a repo file.', usage: 'precheck <file> [--project P]', load: async () => (await import('./cmd-project.js')).runPrecheck },
  use: { summary: 'Bind the current repository to a project.', usage: 'use <project> [--path DIR]', load: async () => (await import('./cmd-project.js')).runUse },
  dream: {
    summary: 'Consolidate a project (sessions, decisions, core budget); --dry-run shows the plan.',
    usage: 'dream [--project P] [--dry-run] [--now YYYY-MM-DD] [--memory-draft FILE] [--undo [--force]] [--abandon] [--json]',
    load: async () => (await import('./cmd-dream.js')).runDream,
  },
  restore: {
    summary: 'Restore a soft-deleted file from _trash/ to its original path (never overwrites).',
    usage: 'restore <_trash/STAMP/path> [--json]',
    load: async () => (await import('./cmd-restore.js')).runRestore,
  },
  hook: { summary: 'Run a Claude Code hook (reads JSON on stdin).', usage: 'hook <session-start|post-tool-use|stop>', load: async () => (await import('../hooks/runner.js')).runHook },
  doctor: { summary: 'Check the memory root; --fix rebuilds derived files.', usage: 'doctor [--fix] [--json]', load: async () => (await import('./cmd-root.js')).runDoctor },
};
