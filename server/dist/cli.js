#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  VERSION
} from "./chunks/chunk-NIC7HZPW.js";
import {
  consoleIo
} from "./chunks/chunk-X5WXGP6Z.js";
import {
  parseArgs
} from "./chunks/chunk-J5XGUAOM.js";
import {
  MemoryError,
  exitCodeFor,
  isMemoryError
} from "./chunks/chunk-KZNU4RTG.js";
import "./chunks/chunk-DFL6OJUP.js";

// server/src/cli/commands.ts
var COMMANDS = {
  init: { summary: "Create the memory root (idempotent).", usage: "init [--root DIR]", load: async () => (await import("./chunks/cmd-root-WM2IXIAS.js")).runInit },
  serve: { summary: "Run the MCP server on stdio.", usage: "serve [--root DIR]", load: async () => (await import("./chunks/cmd-serve-O2VBLFJI.js")).runServe },
  projects: { summary: "List projects.", usage: "projects [--status S] [--tag T] [--json]", load: async () => (await import("./chunks/cmd-root-WM2IXIAS.js")).runProjects },
  search: {
    summary: "Search memory files.",
    usage: "search <query> [--project P|*] [--mode substring|regex|ranked] [--case-sensitive] [--path PREFIX|GLOB] [--limit N] [--json]",
    load: async () => (await import("./chunks/cmd-root-WM2IXIAS.js")).runSearch
  },
  context: { summary: "Print the session-start context of a project.", usage: "context [--project P] [--budget CHARS] [--json]", load: async () => (await import("./chunks/cmd-project-JUGIODAT.js")).runContext },
  wrap: { summary: "Print a hand-off block for a project.", usage: "wrap [--project P]", load: async () => (await import("./chunks/cmd-project-JUGIODAT.js")).runWrap },
  decide: {
    summary: "Record a decision.",
    usage: 'decide "<summary>" [--topic T] [--location PATH] [--supersedes D3] [--status S] [--body TEXT]',
    load: async () => (await import("./chunks/cmd-project-JUGIODAT.js")).runDecide
  },
  precheck: { summary: "Decisions covering a repo file.", usage: "precheck <file> [--project P]", load: async () => (await import("./chunks/cmd-project-JUGIODAT.js")).runPrecheck },
  use: { summary: "Bind the current repository to a project.", usage: "use <project> [--path DIR]", load: async () => (await import("./chunks/cmd-project-JUGIODAT.js")).runUse },
  dream: {
    summary: "Consolidate a project (sessions, decisions, core budget); --dry-run shows the plan.",
    usage: "dream [--project P] [--dry-run] [--now YYYY-MM-DD] [--memory-draft FILE] [--undo [--force]] [--abandon] [--json]",
    load: async () => (await import("./chunks/cmd-dream-7HWE77VG.js")).runDream
  },
  restore: {
    summary: "Restore a soft-deleted file from _trash/ to its original path (never overwrites).",
    usage: "restore <_trash/STAMP/path> [--json]",
    load: async () => (await import("./chunks/cmd-restore-YCXRKE23.js")).runRestore
  },
  hook: { summary: "Run a Claude Code hook (reads JSON on stdin).", usage: "hook <session-start|post-tool-use|stop>", load: async () => (await import("./chunks/runner-EXXS3WMX.js")).runHook },
  doctor: { summary: "Check the memory root; --fix rebuilds derived files.", usage: "doctor [--fix] [--json]", load: async () => (await import("./chunks/cmd-root-WM2IXIAS.js")).runDoctor }
};

// server/src/cli/main.ts
function usage() {
  const lines = ["Usage: project-memory <command> [options]", "", "Commands:"];
  for (const [name, spec] of Object.entries(COMMANDS)) lines.push(`  ${spec.usage.padEnd(60)} ${spec.summary}`);
  lines.push("", "Options: --root DIR (default $PROJECT_MEMORY_ROOT or ~/.project-memory), --project P, --json, --help, --version");
  return lines.join("\n");
}
async function main(argv) {
  let json = false;
  const io0 = consoleIo(false);
  try {
    const args = parseArgs(argv);
    json = args.flags.json === true;
    const io = consoleIo(json);
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
      io.out(`Usage: project-memory ${spec.usage}
${spec.summary}`);
      return 0;
    }
    const run = await spec.load();
    return await run(args, io);
  } catch (e) {
    const message = isMemoryError(e) ? e.describe() : `unexpected error: ${e instanceof Error ? e.message : String(e)}`;
    if (json) process.stdout.write(`${JSON.stringify({ error: { code: isMemoryError(e) ? e.code : "INTERNAL", message } })}
`);
    io0.err(`project-memory: ${message}`);
    return exitCodeFor(e);
  }
}

// server/src/bin/cli.ts
main(process.argv.slice(2)).then(
  (code) => {
    if (code >= 0) process.exitCode = code;
  },
  (e) => {
    process.stderr.write(`project-memory: ${e instanceof Error ? e.message : String(e)}
`);
    process.exitCode = 1;
  }
);
