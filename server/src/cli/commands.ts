/**
 * The CLI commands. Each is loaded only when called, so `hook session-start` pays for nothing
 * but itself (no YAML parser, no secret scanner, no MCP SDK).
 */
import type { ParsedArgs } from './args.js';
import type { Hosted } from './hosted.js';
import type { CliIo } from './io.js';

/** `hosted`: the other adapters a command may start (cli/hosted.ts). */
export type CommandRun = (args: ParsedArgs, io: CliIo, hosted: Hosted) => Promise<number>;

export interface CommandSpec {
  summary: string;
  usage: string;
  /** Shown by `--help`. */
  example?: string;
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
  context: {
    summary: 'Print the session-start context of a project.',
    usage: 'context [--project P] [--budget CHARS] [--json]',
    load: async () => (await import('./cmd-project.js')).runContext,
  },
  wrap: { summary: 'Print a hand-off block for a project.', usage: 'wrap [--project P]', load: async () => (await import('./cmd-project.js')).runWrap },
  decide: {
    summary: 'Record a decision.',
    usage: 'decide "<summary>" [--topic T] [--location PATH] [--supersedes D3] [--status S] [--body TEXT]',
    load: async () => (await import('./cmd-project.js')).runDecide,
  },
  precheck: {
    summary: 'Decisions covering a repo file.',
    usage: 'precheck <file> [--project P]',
    load: async () => (await import('./cmd-project.js')).runPrecheck,
  },
  use: {
    summary: 'Bind the current repository to a project.',
    usage: 'use <project> [--path DIR]',
    load: async () => (await import('./cmd-project.js')).runUse,
  },
  dream: {
    summary: 'Consolidate a project (sessions, decisions, core budget); --dry-run shows the plan.',
    usage: 'dream [--project P] [--dry-run] [--now YYYY-MM-DD] [--memory-draft FILE] [--undo [--force]] [--abandon] [--json]',
    load: async () => (await import('./cmd-dream.js')).runDream,
  },
  restore: {
    summary: 'Put back a version from the local history (--at REV), or a soft-deleted file from _trash/ (never overwrites).',
    usage: 'restore <path> --at REV [--expected-revision R] [--project P] [--json] | restore <_trash/STAMP/path> [--json]',
    example: 'project-memory restore memory.md --at 3f2a9c0d1e2b4a5c\n  project-memory restore _trash/20261129T231045123Z/projects/demo/notes/x.md',
    load: async () => (await import('./cmd-restore.js')).runRestore,
  },
  history: {
    summary: 'List the recorded versions of a memory file (time, tool, lines + / -, REV); --at REV prints one.',
    usage: 'history <path> [--at REV] [--project P] [--json]',
    example: 'project-memory history memory.md --project demo\n  cd ~/.project-memory/projects/demo && project-memory history notes/ideas.md',
    load: async () => (await import('./cmd-history.js')).runHistory,
  },
  diff: {
    summary: 'Show what changed: the last recorded change, or (--at REV) that version against the file now.',
    usage: 'diff <path> [--at REV] [--project P] [--json]',
    example: 'project-memory diff memory.md --at 3f2a9c0d',
    load: async () => (await import('./cmd-history.js')).runDiff,
  },
  import: {
    summary: 'Import existing memory (CLAUDE.md, AGENTS.md, .jarvis/, .projectmem/, memory-bank/, Cursor rules).',
    usage: 'import [PATH] [--project P] [--dry-run] [--json]',
    load: async () => (await import('./cmd-import.js')).runImport,
  },
  hook: {
    summary: 'Run a Claude Code hook (reads JSON on stdin).',
    usage: 'hook <session-start|post-tool-use|stop>',
    load: async () => (args, io, hosted) => hosted.hook(args.positionals[0] ?? '', io),
  },
  new: {
    summary: 'Create a project (like create_project); --bind DIR binds a repository.',
    usage: 'new <slug> [--name NAME] [--bind DIR] [--json]',
    load: async () => (await import('./cmd-people.js')).runNew,
  },
  log: {
    summary: 'Log a session summary (like log_session); no flag opens $EDITOR on a template.',
    usage: 'log [--summary T] [--outcome T]... [--decision T]... [--question T]... [--next T] [--json]',
    load: async () => (await import('./cmd-people.js')).runLog,
  },
  unbind: {
    summary: 'Remove a repository binding (default: the current folder).',
    usage: 'unbind [DIR] [--project P] [--json]',
    load: async () => (await import('./cmd-people.js')).runUnbind,
  },
  status: {
    summary: 'Show _status.md, or set its fields.',
    usage: 'status [--state T] [--next T] [--blocked T] [--project P] [--json]',
    load: async () => (await import('./cmd-people.js')).runStatus,
  },
  read: { summary: 'Print a memory file.', usage: 'read <path> [--project P] [--json]', load: async () => (await import('./cmd-edit.js')).runRead },
  edit: {
    summary: 'Edit a memory file in $EDITOR; saved like write_file.',
    usage: 'edit <path> [--project P] [--json]',
    load: async () => (await import('./cmd-edit.js')).runEdit,
  },
  view: {
    summary: 'Serve a local, read-only web page of the memory (127.0.0.1, a per-run token in its address); --detach prints the address and returns.',
    usage: 'view [--project P] [--port N] [--allow-restore] [--idle-minutes N] [--detach]',
    load: async () => (await import('./cmd-view.js')).runView,
  },
  sync: {
    summary: 'Commit, merge and push a root kept in a private git remote.',
    usage: 'sync [--root DIR] [--json]',
    load: async () => (await import('./cmd-sync.js')).runSync,
  },
  share: {
    summary: "Move a project's memory into its repository's .project-memory/ folder, for the team (git).",
    usage: 'share [PROJECT] [--repo DIR] [--dry-run] [--json]',
    load: async () => (await import('./cmd-share.js')).runShare,
  },
  unshare: {
    summary: "Move a shared project's memory back into the memory root.",
    usage: 'unshare [PROJECT] [--dry-run] [--json]',
    load: async () => (await import('./cmd-share.js')).runUnshare,
  },
  setup: {
    summary: "Add project-memory to an agent's own configuration (claude, codex, gemini, copilot, opencode); --remove takes it out.",
    usage: 'setup <claude|codex|gemini|copilot|opencode> [--dry-run] [--remove]',
    example: 'project-memory setup codex --dry-run\n  project-memory setup gemini\n  project-memory setup gemini --remove',
    load: async () => (await import('./cmd-setup.js')).runSetup,
  },
  export: {
    summary: "Write the project's session-start context as a generated block in the repository's AGENTS.md or CLAUDE.md.",
    usage: 'export --to agents-md|claude-md [--file PATH] [--project P] [--dry-run] [--json]',
    example: 'project-memory export --to agents-md\n  project-memory export --to claude-md --file docs/CLAUDE.md',
    load: async () => (await import('./cmd-setup.js')).runExport,
  },
  doctor: {
    summary: 'Check the memory root; --fix rebuilds derived files.',
    usage: 'doctor [--fix] [--json]',
    load: async () => (await import('./cmd-root.js')).runDoctor,
  },
};
