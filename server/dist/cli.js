#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  COLUMNS,
  consoleIo,
  nodeProcess,
  wrapLine
} from "./chunks/chunk-cli-io.js";
import {
  parseArgs
} from "./chunks/chunk-cli-args.js";
import {
  MemoryError,
  exitCodeFor,
  isMemoryError
} from "./chunks/chunk-core-errors.js";
import "./chunks/chunk-shared.js";

// server/src/bin/cli.ts
import path from "node:path";
import { fileURLToPath } from "node:url";

// server/src/version.ts
var VERSION = "0.1.0";

// server/src/cli/commands.ts
var COMMANDS = {
  init: { summary: "Create the memory root (idempotent).", usage: "init [--root DIR]", load: async () => (await import("./chunks/cmd-root.js")).runInit },
  serve: { summary: "Run the MCP server on stdio.", usage: "serve [--root DIR]", load: async () => (await import("./chunks/cmd-serve.js")).runServe },
  projects: { summary: "List projects.", usage: "projects [--status S] [--tag T] [--json]", load: async () => (await import("./chunks/cmd-root.js")).runProjects },
  search: {
    summary: "Search memory files.",
    usage: "search <query> [--project P|*] [--mode substring|regex|ranked] [--case-sensitive] [--path PREFIX|GLOB] [--limit N] [--json]",
    load: async () => (await import("./chunks/cmd-root.js")).runSearch
  },
  context: {
    summary: "Print the session-start context of a project.",
    usage: "context [--project P] [--budget CHARS] [--json]",
    load: async () => (await import("./chunks/cmd-project.js")).runContext
  },
  wrap: { summary: "Print a hand-off block for a project.", usage: "wrap [--project P]", load: async () => (await import("./chunks/cmd-project.js")).runWrap },
  decide: {
    summary: "Record a decision.",
    usage: 'decide "<summary>" [--topic T] [--location PATH] [--supersedes D3] [--status S] [--body TEXT]',
    load: async () => (await import("./chunks/cmd-project.js")).runDecide
  },
  precheck: {
    summary: "Decisions covering a repo file.",
    usage: "precheck <file> [--project P]",
    load: async () => (await import("./chunks/cmd-project.js")).runPrecheck
  },
  use: {
    summary: "Bind the current repository to a project.",
    usage: "use <project> [--path DIR]",
    load: async () => (await import("./chunks/cmd-project.js")).runUse
  },
  dream: {
    summary: "Consolidate a project (sessions, decisions, core budget); --dry-run shows the plan.",
    usage: "dream [--project P] [--dry-run] [--now YYYY-MM-DD] [--memory-draft FILE] [--undo [--force]] [--abandon] [--json]",
    load: async () => (await import("./chunks/cmd-dream.js")).runDream
  },
  restore: {
    summary: "Put back a version from the local history (--at REV), or a soft-deleted file from _trash/ (never overwrites).",
    usage: "restore <path> --at REV [--expected-revision R] [--project P] [--json] | restore <_trash/STAMP/path> [--json]",
    example: "project-memory restore memory.md --at 3f2a9c0d1e2b4a5c\n  project-memory restore _trash/20261129T231045123Z/projects/demo/notes/x.md",
    load: async () => (await import("./chunks/cmd-restore.js")).runRestore
  },
  history: {
    summary: "List the recorded versions of a memory file (time, tool, lines + / -, REV); --at REV prints one.",
    usage: "history <path> [--at REV] [--project P] [--json]",
    example: "project-memory history memory.md --project demo\n  cd ~/.project-memory/projects/demo && project-memory history notes/ideas.md",
    load: async () => (await import("./chunks/cmd-history.js")).runHistory
  },
  diff: {
    summary: "Show what changed: the last recorded change, or (--at REV) that version against the file now.",
    usage: "diff <path> [--at REV] [--project P] [--json]",
    example: "project-memory diff memory.md --at 3f2a9c0d",
    load: async () => (await import("./chunks/cmd-history.js")).runDiff
  },
  import: {
    summary: "Import existing memory (CLAUDE.md, AGENTS.md, .jarvis/, .projectmem/, memory-bank/, Cursor rules).",
    usage: "import [PATH] [--project P] [--dry-run] [--json]",
    load: async () => (await import("./chunks/cmd-import.js")).runImport
  },
  hook: {
    summary: "Run a Claude Code hook (reads JSON on stdin).",
    usage: "hook <session-start|post-tool-use|stop>",
    load: async () => (args, io, hosted2) => hosted2.hook(args.positionals[0] ?? "", io)
  },
  new: {
    summary: "Create a project (like create_project); --bind DIR binds a repository.",
    usage: "new <slug> [--name NAME] [--bind DIR] [--json]",
    load: async () => (await import("./chunks/cmd-people.js")).runNew
  },
  log: {
    summary: "Log a session summary (like log_session); no flag opens $EDITOR on a template.",
    usage: "log [--summary T] [--outcome T]... [--decision T]... [--question T]... [--next T] [--json]",
    load: async () => (await import("./chunks/cmd-people.js")).runLog
  },
  unbind: {
    summary: "Remove a repository binding (default: the current folder).",
    usage: "unbind [DIR] [--project P] [--json]",
    load: async () => (await import("./chunks/cmd-people.js")).runUnbind
  },
  status: {
    summary: "Show _status.md, or set its fields.",
    usage: "status [--state T] [--next T] [--blocked T] [--project P] [--json]",
    load: async () => (await import("./chunks/cmd-people.js")).runStatus
  },
  read: { summary: "Print a memory file.", usage: "read <path> [--project P] [--json]", load: async () => (await import("./chunks/cmd-edit.js")).runRead },
  edit: {
    summary: "Edit a memory file in $EDITOR; saved like write_file.",
    usage: "edit <path> [--project P] [--json]",
    load: async () => (await import("./chunks/cmd-edit.js")).runEdit
  },
  view: {
    summary: "Serve a local, read-only web page of the memory (127.0.0.1, a per-run token in its address); --detach prints the address and returns.",
    usage: "view [--project P] [--port N] [--allow-restore] [--idle-minutes N] [--detach]",
    load: async () => (await import("./chunks/cmd-view.js")).runView
  },
  sync: {
    summary: "Commit, merge and push a root kept in a private git remote.",
    usage: "sync [--root DIR] [--json]",
    load: async () => (await import("./chunks/cmd-sync.js")).runSync
  },
  share: {
    summary: "Move a project's memory into its repository's .project-memory/ folder, for the team (git).",
    usage: "share [PROJECT] [--repo DIR] [--dry-run] [--json]",
    load: async () => (await import("./chunks/cmd-share.js")).runShare
  },
  unshare: {
    summary: "Move a shared project's memory back into the memory root.",
    usage: "unshare [PROJECT] [--dry-run] [--json]",
    load: async () => (await import("./chunks/cmd-share.js")).runUnshare
  },
  setup: {
    summary: "Add project-memory to an agent's own configuration (claude, codex, gemini, copilot, opencode); --remove takes it out.",
    usage: "setup <claude|codex|gemini|copilot|opencode> [--dry-run] [--remove]",
    example: "project-memory setup codex --dry-run\n  project-memory setup gemini\n  project-memory setup gemini --remove",
    load: async () => (await import("./chunks/cmd-setup.js")).runSetup
  },
  export: {
    summary: "Write the project's session-start context as a generated block in the repository's AGENTS.md or CLAUDE.md.",
    usage: "export --to agents-md|claude-md [--file PATH] [--project P] [--dry-run] [--json]",
    example: "project-memory export --to agents-md\n  project-memory export --to claude-md --file docs/CLAUDE.md",
    load: async () => (await import("./chunks/cmd-setup.js")).runExport
  },
  doctor: {
    summary: "Check the memory root; --fix rebuilds derived files.",
    usage: "doctor [--fix] [--json]",
    load: async () => (await import("./chunks/cmd-root.js")).runDoctor
  }
};

// server/src/cli/examples.ts
var EXAMPLES = {
  init: "project-memory init --root ~/notes/memory",
  serve: "project-memory serve",
  projects: "project-memory projects --status active",
  search: 'project-memory search "bcrypt" --project billing-api --mode ranked',
  context: "project-memory context --budget 4000",
  wrap: "project-memory wrap --project billing-api",
  decide: 'project-memory decide "Use bcrypt rounds=12" --topic auth --location src/auth/',
  precheck: "project-memory precheck src/auth/login.ts",
  use: "project-memory use billing-api --path .",
  dream: "project-memory dream --dry-run",
  restore: "project-memory restore _trash/20261129T231045123Z/projects/demo/notes/x.md",
  hook: `echo '{"cwd":"/repo"}' | project-memory hook session-start`,
  doctor: "project-memory doctor --fix",
  new: 'project-memory new billing-api --name "Billing API" --bind .',
  log: 'project-memory log --summary "Wired login" --outcome "Tests pass" --next "Add 2FA"',
  unbind: "project-memory unbind ~/code/old-checkout",
  status: 'project-memory status --state "Login done" --next "Add 2FA" --blocked "none"',
  read: "project-memory read memory.md",
  edit: "EDITOR=nano project-memory edit _instructions.md",
  history: "project-memory history memory.md",
  diff: "project-memory diff memory.md",
  import: "project-memory import --dry-run"
};

// server/src/cli/main.ts
function usage() {
  const lines = ["Usage: project-memory <command> [options]", "", "Commands:"];
  for (const spec of Object.values(COMMANDS)) {
    lines.push(...wrapLine(`  ${spec.usage}`, COLUMNS, "      "), ...wrapLine(`      ${spec.summary}`, COLUMNS, "      "));
  }
  lines.push("", ...wrapLine("Options: --root DIR (default $PROJECT_MEMORY_ROOT or ~/.project-memory), --project P, --json, --help, --version", COLUMNS, "  "));
  lines.push("", "Exit codes: 0 success, 1 nothing found or problems reported, 2 bad input, 3 not found, 4 conflict.");
  lines.push("Run project-memory <command> --help for an example.");
  return lines.join("\n");
}
function commandHelp(name, spec) {
  const lines = [...wrapLine(`Usage: project-memory ${spec.usage}`, COLUMNS, "    "), ...wrapLine(spec.summary)];
  const example = spec.example ?? EXAMPLES[name];
  if (example) lines.push("", "Example:", ...example.split("\n").flatMap((l) => wrapLine(`  ${l.trim()}`, COLUMNS, "    ")));
  return lines.join("\n");
}
async function main(argv, hosted2, proc = nodeProcess()) {
  if (proc.env === process.env) return run(argv, hosted2, proc);
  const { withEnv } = await import("./chunks/environment.js");
  return withEnv(proc.env, () => run(argv, hosted2, proc));
}
async function run(argv, hosted2, proc) {
  let json = false;
  const io0 = consoleIo(false, proc);
  try {
    const args = parseArgs(argv);
    json = args.flags.json === true;
    const io = consoleIo(json, proc);
    if (args.flags.version === true && !args.command) {
      io.out(VERSION);
      return 0;
    }
    if (!args.command || args.command === "help" || args.flags.help === true && !args.command) {
      io.out(usage());
      return args.command || args.flags.help ? 0 : 2;
    }
    const spec = COMMANDS[args.command];
    if (!spec) throw new MemoryError("INVALID_INPUT", `Unknown command "${args.command}".`, "Run project-memory --help for the list.");
    if (args.flags.help === true) {
      io.out(commandHelp(args.command, spec));
      return 0;
    }
    const run2 = await spec.load();
    if (args.command === "hook" || args.command === "serve") return await run2(args, io, hosted2);
    const { originFor, withOrigin } = await import("./chunks/origin.js");
    const tool = `cli ${args.command}${args.flags.undo === true ? " --undo" : ""}`;
    return await withOrigin(originFor(tool), () => run2(args, io, hosted2));
  } catch (e) {
    const message = isMemoryError(e) ? e.describe() : `unexpected error: ${e instanceof Error ? e.message : String(e)}`;
    if (json) proc.stdout.write(`${JSON.stringify({ error: { code: isMemoryError(e) ? e.code : "INTERNAL", message } })}
`);
    io0.err(`project-memory: ${message}`);
    return exitCodeFor(e);
  }
}

// server/src/bin/cli.ts
var hosted = {
  serve: async (root) => (await import("./server.js")).startServer(root),
  hook: async (event, io) => (await import("./chunks/runner.js")).runHook(event, io),
  startViewer: async (opts) => (await import("./chunks/server.js")).startViewer(opts),
  // This file is the bundle cli.js, next to server.js and hook.cjs (scripts/build.mjs).
  distDir: path.dirname(fileURLToPath(import.meta.url))
};
main(process.argv.slice(2), hosted).then(
  (code) => {
    if (code >= 0) process.exitCode = code;
  },
  (e) => {
    process.stderr.write(`project-memory: ${e instanceof Error ? e.message : String(e)}
`);
    process.exitCode = 1;
  }
);
