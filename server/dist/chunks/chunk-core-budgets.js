#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  setJsonMembers
} from "./chunk-core-json-edit.js";
import {
  updateText
} from "./chunk-storage-update-text.js";
import {
  DEFAULT_THRESHOLDS,
  lineCount,
  readThresholds
} from "./chunk-core-decision-edits.js";
import {
  isInside,
  nodeCrypto,
  noteChange
} from "./chunk-core-path-rules.js";
import {
  currentEnv
} from "./chunk-storage-environment.js";
import {
  MemoryError
} from "./chunk-core-errors.js";

// server/src/core/budgets.ts
var MEMORY_MD_HARD_MAX_LINES = 150;
var SESSION_SUMMARY_MAX_LINES = 80;
var MANIFEST_JSON_MAX_LINES = 80;
var FILE_BUDGETS = [
  {
    applies: /^memory\.md$/,
    what: "core memory",
    maxLines: MEMORY_MD_HARD_MAX_LINES,
    softLines: (soft) => Math.min(soft, MEMORY_MD_HARD_MAX_LINES),
    fix: "run /dream: its core budget pass moves the overflow detail to archive/ and leaves a pointer in '## Deep links / pointers'"
  },
  {
    applies: /^sessions\/\d{4}-\d{2}-\d{2}\.md$/,
    what: "a session summary",
    maxLines: SESSION_SUMMARY_MAX_LINES,
    fix: "run /dream: its judgment step condenses the day's sessions to outcomes, decisions, open questions and next step, and the sessions pass rolls old summaries into archive/"
  },
  {
    applies: /^manifest\.json$/,
    what: "retrieval metadata",
    maxLines: MANIFEST_JSON_MAX_LINES,
    fix: "remove verbose descriptions and keep pointers only (/dream's metadata pass refreshes only the derived keys)"
  }
];
function budgetNote(projectRel, text, coreSoftLimit = DEFAULT_THRESHOLDS.coreSoftLimit) {
  const budget = FILE_BUDGETS.find((b) => b.applies.test(projectRel));
  if (!budget) return null;
  const lines = lineCount(text);
  if (lines > budget.maxLines) {
    return `${projectRel} is ${lines} lines, over the ${budget.maxLines}-line budget of ${budget.what} (the file was still saved): ${budget.fix}.`;
  }
  const soft = budget.softLines?.(coreSoftLimit);
  if (soft !== void 0 && lines > soft) {
    return `${projectRel} is ${lines} lines, over its soft limit of ${soft} (hard max ${budget.maxLines}; the file was still saved): ${budget.fix}.`;
  }
  return null;
}

// server/src/services/project-json.ts
function readManifestJson(root, scope) {
  return parseManifestJson(root.readText(`${scope.dir}/manifest.json`));
}
function parseManifestJson(file) {
  if (!file) return null;
  try {
    const data = JSON.parse(file.text);
    return data && typeof data === "object" && !Array.isArray(data) ? data : null;
  } catch {
    return null;
  }
}
function thresholdsOf(root, scope) {
  return readThresholds(readManifestJson(root, scope)).thresholds;
}
function updateManifestJson(root, scope, changes) {
  const rel = `${scope.dir}/manifest.json`;
  let valid = false;
  updateText(root, rel, (file) => {
    if (!file) return null;
    const next = setJsonMembers(file.text, typeof changes === "function" ? changes() : changes);
    valid = next !== null;
    return next === null || next === file.text ? null : next;
  });
  return valid;
}

// server/src/services/budgets.ts
function budgetNotes(ws, scope, projectRels) {
  if (scope.kind !== "project") return [];
  const notes = [];
  try {
    const soft = thresholdsOf(ws.root, scope).coreSoftLimit;
    for (const rel of projectRels) {
      const text = ws.root.readText(`${scope.dir}/${rel}`)?.text;
      const note = text === void 0 ? null : budgetNote(rel, text, soft);
      if (note) notes.push(note);
    }
  } catch {
  }
  return notes;
}
function projectBudgetNotes(ws, scope) {
  const sessions = ws.root.list(`${scope.dir}/sessions`).filter((d) => d.isFile() && /^\d{4}-\d{2}-\d{2}\.md$/.test(d.name)).map((d) => `sessions/${d.name}`).sort();
  return budgetNotes(ws, scope, ["memory.md", "manifest.json", ...sessions]);
}

// server/src/services/repo-paths.ts
import path from "node:path";
function longestRepo(scope, abs) {
  return [...scope.entry?.paths ?? []].sort((a, b) => b.length - a.length).find((p) => isInside(p, abs)) ?? null;
}
function outside(what, value, scope) {
  return new MemoryError(
    "INVALID_INPUT",
    `${what} ${value} is outside the repositories bound to ${scope.slug}.`,
    "Pass a path inside a bound repository (relative to it, or absolute), or bind the repository with use."
  );
}
function toRepoPath(scope, value, opts) {
  let abs = null;
  if (path.isAbsolute(value)) abs = path.resolve(value);
  else if (opts.from && longestRepo(scope, path.resolve(opts.from))) abs = path.resolve(opts.from, value);
  if (abs !== null) {
    const repo2 = longestRepo(scope, abs);
    if (!repo2) throw outside(opts.what, value, scope);
    return { repo: repo2, rel: path.relative(repo2, abs).split(path.sep).join("/") };
  }
  const rel = path.posix.normalize(value.split(path.sep).join("/")).replace(/^\.\//, "");
  if (rel === ".." || rel.startsWith("../")) throw outside(opts.what, value, scope);
  const paths = scope.entry?.paths ?? [];
  const repo = (opts.cwd ? longestRepo(scope, path.resolve(opts.cwd)) : null) ?? paths[0] ?? null;
  return { repo, rel: rel === "." ? "" : rel };
}

// server/src/storage/git.ts
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import path2 from "node:path";
function commitsSince(repo, date, pathspecs) {
  if (!fs.existsSync(path2.join(repo, ".git"))) return null;
  try {
    const out = execFileSync("git", ["-C", repo, "log", `--since=${date}T00:00:00Z`, "--format=%H", "--", ...pathspecs], {
      encoding: "utf8",
      timeout: 3e3,
      env: currentEnv(),
      stdio: ["ignore", "pipe", "ignore"]
    });
    return out.split("\n").filter(Boolean).length;
  } catch {
    return null;
  }
}
function gitWorkTreeOf(dir) {
  let current = path2.resolve(dir);
  for (; ; ) {
    try {
      fs.lstatSync(path2.join(current, ".git"));
      return current;
    } catch {
    }
    const parent = path2.dirname(current);
    if (parent === current) return null;
    current = parent;
  }
}
function randomIdTag() {
  const alphabet = "abcdefghjkmnpqrstuvwxyz23456789";
  const bytes = nodeCrypto().randomBytes(4);
  let tag = "";
  for (let i = 0; i < 3; i++) tag += alphabet[bytes[i] % alphabet.length];
  return tag + String(2 + bytes[3] % 8);
}
function runGit(cwd, args, opts = {}) {
  noteChange();
  const r = spawnSync("git", args, {
    cwd,
    encoding: "utf8",
    timeout: opts.timeoutMs ?? 12e4,
    // The environment in force (storage/environment.ts), as every other setting is read: a CLI
    // run or a server in a test's process passes its own. No credential or editor prompt may
    // hang a hook or a CLI run waiting for a terminal.
    env: { ...currentEnv(), GIT_TERMINAL_PROMPT: "0", GIT_EDITOR: "true", GIT_MERGE_AUTOEDIT: "no" },
    stdio: ["ignore", "pipe", "pipe"]
  });
  if (r.error) {
    if (r.error.code === "ENOENT") {
      throw new MemoryError(
        "NOT_FOUND",
        "git is not installed (no `git` command on the PATH), so the memory cannot be synced.",
        "Install git, then run the command again; everything else works without it."
      );
    }
    throw new MemoryError("IO", `git could not be run: ${r.error.message}.`, "Check that git works in a terminal, then try again.");
  }
  return { code: r.status ?? 1, stdout: r.stdout, stderr: r.stderr };
}
function writeGitFile(repoTop, name, text) {
  const file = path2.join(repoTop, name);
  let current = null;
  try {
    current = fs.readFileSync(file, "utf8");
  } catch {
  }
  if (current === text) return false;
  const kept = current === null ? "" : current.split("\n").filter((l) => l !== "" && !text.split("\n").includes(l) && !l.startsWith("# Written by project-memory")).join("\n");
  const next = kept ? `${text}${kept}
` : text;
  if (next === current) return false;
  noteChange();
  const temp = `${file}.${process.pid}.pm-tmp`;
  fs.writeFileSync(temp, next, { flag: "wx" });
  fs.renameSync(temp, file);
  return true;
}

export {
  readManifestJson,
  thresholdsOf,
  updateManifestJson,
  toRepoPath,
  commitsSince,
  gitWorkTreeOf,
  randomIdTag,
  runGit,
  writeGitFile,
  MEMORY_MD_HARD_MAX_LINES,
  budgetNotes,
  projectBudgetNotes
};
