#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  isInside,
  nodeCrypto
} from "./chunk-storage-anchored-dir.js";
import {
  MemoryError
} from "./chunk-core-errors.js";

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
  const r = spawnSync("git", args, {
    cwd,
    encoding: "utf8",
    timeout: opts.timeoutMs ?? 12e4,
    // No credential or editor prompt may hang a hook or a CLI run waiting for a terminal.
    env: { ...process.env, GIT_TERMINAL_PROMPT: "0", GIT_EDITOR: "true", GIT_MERGE_AUTOEDIT: "no" },
    stdio: ["ignore", "pipe", "pipe"]
  });
  if (r.error) {
    if (r.error.code === "ENOENT") {
      throw new MemoryError("NOT_FOUND", "git is not installed (no `git` command on the PATH), so the memory cannot be synced.", "Install git, then run the command again; everything else works without it.");
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
  const temp = `${file}.${process.pid}.pm-tmp`;
  fs.writeFileSync(temp, next, { flag: "wx" });
  fs.renameSync(temp, file);
  return true;
}

export {
  toRepoPath,
  commitsSince,
  gitWorkTreeOf,
  randomIdTag,
  runGit,
  writeGitFile
};
