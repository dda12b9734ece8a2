#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  AGENTS,
  keepOutsideVersions,
  memoryRootPath,
  outsideFileExists,
  putRegion,
  readOutsideFile,
  setupFileAgent,
  shownPath,
  writeOutsideFile
} from "./chunk-core-agent-setup.js";
import {
  buildProjectContext
} from "./chunk-core-context-budget.js";
import {
  writeWorkspace
} from "./chunk-cli-workspace.js";
import {
  unifiedDiff
} from "./chunk-core-closest-passage.js";
import "./chunk-core-folder-manifest.js";
import "./chunk-core-budgets.js";
import "./chunk-core-json-edit.js";
import "./chunk-services-open.js";
import {
  homeDir
} from "./chunk-core-limits.js";
import {
  currentOrigin
} from "./chunk-core-history.js";
import "./chunk-core-env.js";
import {
  emit,
  typedPath
} from "./chunk-cli-io.js";
import "./chunk-services-environment.js";
import "./chunk-core-secret-views.js";
import {
  resolveProjectScope
} from "./chunk-core-project-meta.js";
import "./chunk-storage-atomic-file.js";
import "./chunk-services-core-files-init.js";
import "./chunk-core-file-rules.js";
import "./chunk-storage-update-text.js";
import "./chunk-core-decision-edits.js";
import "./chunk-core-dates.js";
import {
  noteChange
} from "./chunk-core-path-rules.js";
import {
  currentEnv
} from "./chunk-storage-environment.js";
import {
  assertKnownFlags,
  stringFlag
} from "./chunk-cli-args.js";
import {
  MemoryError
} from "./chunk-core-errors.js";
import "./chunk-shared.js";

// server/src/services/claude-setup.ts
import path2 from "node:path";

// server/src/storage/agent-cli.ts
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
function findOnPath(name, env = currentEnv()) {
  for (const dir of (env.PATH ?? "").split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, name);
    try {
      const st = fs.statSync(candidate);
      if (st.isFile() && (st.mode & 73) !== 0) return candidate;
    } catch {
    }
  }
  return null;
}
function runProgram(program, args, cwd, timeoutMs = 12e4) {
  noteChange();
  const r = spawnSync(program, args, { cwd, env: currentEnv(), encoding: "utf8", timeout: timeoutMs, stdio: ["ignore", "pipe", "pipe"] });
  if (r.error) return { status: null, stdout: r.stdout ?? "", stderr: r.error.message };
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

// server/src/services/claude-setup.ts
var PLUGIN = "project-memory@project-memory";
var MARKETPLACE = "project-memory";
function marketplaceSource(install) {
  const pkg = path2.resolve(install.distDir, "..", "..");
  if (outsideFileExists(path2.join(pkg, ".claude-plugin", "marketplace.json"))) return pkg;
  const manifest = readOutsideFile(path2.join(pkg, "package.json"), "package.json");
  let url = "";
  try {
    const repo = JSON.parse(manifest?.text ?? "{}").repository;
    url = typeof repo === "string" ? repo : repo?.url ?? "";
  } catch {
  }
  const m = /github\.com[/:]([^/]+\/[^/.]+?)(?:\.git)?$/.exec(url);
  if (!m?.[1]) {
    throw new MemoryError("NOT_FOUND", `No Claude Code marketplace was found for ${pkg}.`, "Run setup claude from a clone of the project-memory repository.");
  }
  return m[1];
}
function alreadyGone(output) {
  return /not found/i.test(output);
}
function setupClaude(cwd, install, opts) {
  const source = opts.remove ? "" : marketplaceSource(install);
  const steps = opts.remove ? [
    ["plugin", "uninstall", PLUGIN],
    ["plugin", "marketplace", "remove", MARKETPLACE]
  ] : [
    ["plugin", "marketplace", "add", source],
    ["plugin", "install", PLUGIN]
  ];
  const shell = (args) => ["claude", ...args.map((a) => /^[\w./@:-]+$/.test(a) ? a : JSON.stringify(a))].join(" ");
  const claude = findOnPath("claude");
  const result = { agent: "claude", dry_run: opts.dryRun, remove: opts.remove, loading: "plugin", files: [], commands: [], notes: [] };
  if (opts.dryRun || !claude) {
    result.commands = steps.map((s) => ({ command: shell(s), ran: false }));
    if (!claude && !opts.dryRun) {
      result.notes.push(
        opts.remove ? `claude is not on the PATH: run those commands, or in a session: /plugin uninstall ${PLUGIN}` : `claude is not on the PATH: run those commands, or in a session: /plugin marketplace add ${source} then /plugin install ${PLUGIN}`
      );
    }
    return result;
  }
  for (const s of steps) {
    const r = runProgram(claude, s, cwd);
    const output = `${r.stdout}${r.stderr}`.trim();
    const ok = r.status === 0 || opts.remove && alreadyGone(output);
    result.commands.push({ command: shell(s), ran: true, ok, output });
    if (!ok) {
      const line = output.split("\n").filter(Boolean).at(-1) ?? `exit status ${r.status}`;
      throw new MemoryError("IO", `${shell(s)} failed: ${line.replace(/^\W+/, "")}`, "Fix what it says, then run project-memory setup claude again.");
    }
  }
  result.notes.push(
    opts.remove ? "Claude Code no longer loads project-memory; start a new session." : "Start a new Claude Code session (or run /reload-plugins): the memory loads at its start."
  );
  return result;
}

// server/src/services/export-context.ts
import path3 from "node:path";
var EXPORT_TARGETS = { "agents-md": "AGENTS.md", "claude-md": "CLAUDE.md" };
function exportSpec(to, shown) {
  return { style: "markdown", id: "export", note: `generated by \`project-memory export --to ${to}\`, edit the memory instead`, shown };
}
function repositoryOf(ws, paths) {
  const here = path3.resolve(ws.cwd);
  const containing = paths.filter((p) => here === p || here.startsWith(`${p}${path3.sep}`)).sort((a, b) => b.length - a.length)[0];
  return containing ?? paths[0];
}
function exportContext(ws, args) {
  if (!(args.to in EXPORT_TARGETS)) {
    throw new MemoryError("INVALID_INPUT", `--to must be agents-md or claude-md, got "${args.to}".`, "Example: project-memory export --to agents-md");
  }
  const to = args.to;
  const scope = resolveProjectScope(ws, args.project, "Exports");
  let file = args.file;
  if (!file) {
    const repo = repositoryOf(ws, scope.entry?.paths ?? []);
    if (!repo) {
      throw new MemoryError(
        "NOT_FOUND",
        `Project "${scope.slug}" is bound to no repository, so there is no ${EXPORT_TARGETS[to]} to write.`,
        "Pass --file PATH, or bind a repository with project-memory use."
      );
    }
    file = path3.join(repo, EXPORT_TARGETS[to]);
  }
  const shown = shownPath(file, homeDir());
  const ctx = buildProjectContext(ws, { scope, budget_chars: args.budget_chars });
  const folder = shownPath(path3.join(ws.root.dir, scope.dir), homeDir());
  const body = [`<!-- The memory's files are in ${folder}; read_file path="X" below means the file X there. -->`, "", ctx.text].join("\n");
  const before = readOutsideFile(file, shown);
  const after = putRegion(before?.text ?? "", exportSpec(to, shown), body);
  const action = before === null ? "created" : after === before.text ? "unchanged" : "updated";
  if (!args.dryRun && action !== "unchanged") {
    const log = keepOutsideVersions(ws.root.dir, shown, before?.bytes ?? null, Buffer.from(after, "utf8"), currentOrigin().tool);
    writeOutsideFile(file, shown, before, after);
    log?.();
  }
  return {
    project: scope.slug,
    file: shown,
    action,
    dry_run: args.dryRun,
    chars: after.length - (before?.text.length ?? 0),
    diff: unifiedDiff(before?.text ?? "", after, { from: before ? shown : "/dev/null", to: shown }).text
  };
}

// server/src/cli/cmd-setup.ts
var LOADING = {
  plugin: "as its plugin (hooks, MCP server, commands and skill)",
  hook: "through its own session-start hook",
  instructions: "through an instruction to call get_project_context first"
};
var ACTION = {
  created: "created",
  updated: "updated",
  unchanged: "already set up, unchanged",
  removed: "our part taken out",
  restored: "restored to its version from before setup",
  deleted: "deleted (setup had created it)",
  absent: "nothing of ours in it"
};
function describe(r) {
  const lines = [];
  const verb = r.dry_run ? "Would change (dry run, nothing written)" : r.remove ? "Took project-memory out of" : "Set up project-memory for";
  lines.push(`${verb} ${r.agent}${r.remove || r.dry_run ? "" : `: the memory loads ${LOADING[r.loading]}`}.`);
  for (const f of r.files) {
    const pending = r.dry_run && f.action !== "unchanged" && f.action !== "absent";
    lines.push(`- ${f.file} (${f.what}): ${pending ? `would be ${f.action}` : ACTION[f.action]}`);
  }
  for (const c of r.commands) lines.push(`${c.ran ? c.ok ? "ran:" : "failed:" : r.dry_run ? "would run:" : "run:"} ${c.command}`);
  if (!r.dry_run && r.files.some((f) => !["unchanged", "absent"].includes(f.action))) {
    lines.push("The previous versions are kept in the local history of the memory root.");
  }
  lines.push(...r.notes);
  return lines.join("\n");
}
async function runSetup(args, io, hosted) {
  assertKnownFlags(args.flags, ["dry-run", "remove"]);
  const agent = args.positionals[0];
  if (!agent || !AGENTS.includes(agent)) {
    throw new MemoryError("INVALID_INPUT", agent ? `Unknown agent "${agent}".` : "setup needs an agent.", `Choose one of: ${AGENTS.join(", ")}.`);
  }
  if (args.positionals.length > 1) throw new MemoryError("INVALID_INPUT", `setup takes one agent, got ${args.positionals.length}.`);
  const opts = { remove: args.flags.remove === true, dryRun: args.flags["dry-run"] === true };
  const install = { distDir: hosted.distDir };
  const place = { rootDir: memoryRootPath(stringFlag(args.flags, "root"), io.env, io.cwd), open: () => writeWorkspace(args, io) };
  const r = agent === "claude" ? setupClaude(io.cwd, install, opts) : setupFileAgent(place, agent, install, opts);
  emit(io, r, () => describe(r));
  if (!io.json && r.dry_run) {
    for (const f of r.files) if (f.diff) io.out(f.diff.trimEnd());
  }
  return 0;
}
async function runExport(args, io) {
  assertKnownFlags(args.flags, ["to", "file", "dry-run", "budget"]);
  const to = stringFlag(args.flags, "to");
  if (!to) throw new MemoryError("INVALID_INPUT", "export needs --to agents-md or --to claude-md.", "Example: project-memory export --to agents-md");
  const file = stringFlag(args.flags, "file");
  const budget = stringFlag(args.flags, "budget");
  const budgetChars = budget === void 0 ? void 0 : Number(budget);
  if (budgetChars !== void 0 && !Number.isInteger(budgetChars)) throw new MemoryError("INVALID_INPUT", `--budget must be a whole number, got "${budget}".`);
  const r = exportContext(writeWorkspace(args, io), {
    to,
    project: stringFlag(args.flags, "project"),
    file: file === void 0 ? void 0 : typedPath(io, file),
    budget_chars: budgetChars,
    dryRun: args.flags["dry-run"] === true
  });
  emit(io, r, () => {
    const what = r.dry_run ? `Would write the project-memory block of "${r.project}" to ${r.file} (dry run, nothing written).` : `${r.file}: ${r.action === "unchanged" ? "the block is up to date" : `block ${r.action}`} (project "${r.project}").`;
    const note = to === "claude-md" ? "\nClaude Code sessions with the project-memory plugin already get this context from its hook; the block is for sessions and people without it." : "";
    return `${what}${note}`;
  });
  if (!io.json && r.dry_run && r.diff) io.out(r.diff.trimEnd());
  return 0;
}
export {
  runExport,
  runSetup
};
