#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  MERGE_CONFIG,
  gitAttributesText,
  gitIgnoreText,
  mergeConfigArgs
} from "./chunk-core-team-merge-rules.js";
import {
  fix
} from "./chunk-core-team-merge-repair.js";
import "./chunk-core-yaml-edit.js";
import {
  readWorkspace
} from "./chunk-cli-workspace.js";
import "./chunk-core-closest-passage.js";
import "./chunk-core-folder-manifest.js";
import {
  runGit,
  writeGitFile
} from "./chunk-core-budgets.js";
import "./chunk-core-json-edit.js";
import "./chunk-services-open.js";
import "./chunk-core-limits.js";
import "./chunk-core-history.js";
import "./chunk-core-env.js";
import {
  emit
} from "./chunk-cli-io.js";
import "./chunk-services-environment.js";
import "./chunk-core-secret-views.js";
import {
  POINTER_IGNORE,
  POINTER_PATHSPEC
} from "./chunk-core-project-meta.js";
import "./chunk-storage-atomic-file.js";
import "./chunk-services-core-files-init.js";
import "./chunk-core-file-rules.js";
import "./chunk-storage-update-text.js";
import "./chunk-core-decision-edits.js";
import "./chunk-core-dates.js";
import {
  fileLockKey
} from "./chunk-core-path-rules.js";
import "./chunk-storage-environment.js";
import {
  assertKnownFlags
} from "./chunk-cli-args.js";
import {
  MemoryError
} from "./chunk-core-errors.js";
import "./chunk-shared.js";

// server/src/services/sync.ts
import fs from "node:fs";
var PUSH_ATTEMPTS = 3;
function firstLine(r) {
  return (r.stderr || r.stdout).split("\n").map((l) => l.replace(/^(fatal|error): /, "").trim()).find(Boolean) ?? `git exited with ${r.code}`;
}
function syncRoot(ws) {
  const root = fs.realpathSync(ws.root.dir);
  const top = runGit(root, ["rev-parse", "--show-toplevel"]);
  if (top.code !== 0) {
    throw new MemoryError(
      "NOT_FOUND",
      `The memory root ${root} is not a git repository, so there is nothing to sync.`,
      `Make it one with a private remote: git -C "${root}" init && git -C "${root}" remote add origin <url>, then run sync again.`
    );
  }
  if (fs.realpathSync(top.stdout.trim()) !== root) {
    throw new MemoryError(
      "INVALID_INPUT",
      `The memory root ${root} is inside the git repository ${top.stdout.trim()}, and sync keeps a whole root in a repository of its own.`,
      `Run git init in ${root} (or share the project into its code repository instead).`
    );
  }
  const git = (args) => runGit(root, args);
  const remotes = git(["remote"]).stdout.split("\n").map((s) => s.trim()).filter(Boolean);
  if (remotes.length === 0) {
    throw new MemoryError(
      "NOT_FOUND",
      "The memory root has no git remote, so there is nothing to sync with.",
      `Add a private one: git -C "${root}" remote add origin <url>, then run sync again.`
    );
  }
  const branchRun = git(["symbolic-ref", "--short", "HEAD"]);
  if (branchRun.code !== 0)
    throw new MemoryError(
      "CONFLICT",
      "The memory root is not on a branch (a detached HEAD), so sync does not know what to push.",
      `Check out a branch: git -C "${root}" checkout main.`
    );
  const branch = branchRun.stdout.trim();
  const upstreamRemote = git(["config", `branch.${branch}.remote`]).stdout.trim();
  const remote = upstreamRemote && remotes.includes(upstreamRemote) ? upstreamRemote : remotes.includes("origin") ? "origin" : remotes[0];
  if (git(["rev-parse", "-q", "--verify", "MERGE_HEAD"]).code === 0) {
    throw new MemoryError(
      "CONFLICT",
      "A merge of the memory root is still unfinished (a conflict is waiting to be resolved), so sync changed nothing.",
      `Resolve it (git -C "${root}" status lists the files), commit, then run sync again.`
    );
  }
  writeGitFile(root, ".gitignore", `${gitIgnoreText()}# Machine-local: where this machine's checkout of a shared project is.
${POINTER_IGNORE}
`);
  writeGitFile(root, ".gitattributes", gitAttributesText());
  for (const [k, v] of MERGE_CONFIG) git(["config", k, v]);
  const who = git(["config", "user.email"]).stdout.trim() ? [] : ["-c", "user.name=project-memory", "-c", "user.email=project-memory@localhost"];
  const commit = (message) => {
    git(["rm", "-r", "-q", "--cached", "--ignore-unmatch", "--", POINTER_PATHSPEC]);
    const add = git(["add", "-A"]);
    if (add.code !== 0) throw new MemoryError("IO", `git add failed in the memory root: ${firstLine(add)}.`);
    if (git(["diff", "--cached", "--quiet"]).code === 0) return false;
    const c = git([...who, "commit", "-q", "--no-verify", "-m", message]);
    if (c.code !== 0) throw new MemoryError("IO", `git commit failed in the memory root: ${firstLine(c)}.`);
    return true;
  };
  return ws.root.lock("sync", () => {
    const report = { root, remote, branch, committed: commit("project-memory sync"), merged: false, repaired: [], pushed: false };
    for (let attempt = 1; ; attempt++) {
      const fetch = git(["fetch", "-q", remote]);
      if (fetch.code !== 0)
        throw new MemoryError(
          "IO",
          `sync could not fetch from the remote "${remote}": ${firstLine(fetch)}.`,
          "Check the remote URL and your access, then run sync again."
        );
      const ref = `refs/remotes/${remote}/${branch}`;
      if (git(["rev-parse", "-q", "--verify", ref]).code === 0 && git(["merge-base", "--is-ancestor", ref, "HEAD"]).code !== 0) {
        const changing = git(["diff", "--name-only", "HEAD", ref]).stdout.split("\n").filter(Boolean).sort();
        const merge = withFileLocks(ws, changing, () => {
          if (commit("project-memory sync")) report.committed = true;
          return git([...who, ...mergeConfigArgs(), "merge", "-q", "--no-edit", ref]);
        });
        if (merge.code !== 0) {
          const conflicted = git(["diff", "--name-only", "--diff-filter=U"]).stdout.split("\n").filter(Boolean);
          if (conflicted.length) {
            throw new MemoryError(
              "CONFLICT",
              `sync merged ${remote}/${branch}, but ${conflicted.length} human-edited file(s) conflict: ${conflicted.join(", ")}.`,
              `Resolve them in git (keep what is right, remove the <<<<<<< ======= >>>>>>> lines, git add, git commit) in ${root}, then run sync again; nothing was pushed.`
            );
          }
          throw new MemoryError(
            "IO",
            `sync could not merge ${remote}/${branch}: ${firstLine(merge)}.`,
            "Run sync again; if it persists, look at git status in the memory root."
          );
        }
        report.merged = true;
      }
      const fixed = fix(ws).fixed;
      if (report.merged) report.repaired.push(...(fixed?.created ?? []).filter((p) => !p.endsWith("/")));
      if (report.merged) commit("project-memory sync: repair after merge");
      const push = git(["push", "-q", ...upstreamRemote ? [] : ["-u"], remote, `HEAD:refs/heads/${branch}`]);
      if (push.code === 0) {
        report.pushed = true;
        return report;
      }
      if (attempt >= PUSH_ATTEMPTS || !/rejected|non-fast-forward|fetch first/i.test(push.stderr)) {
        throw new MemoryError("IO", `sync committed and merged, but could not push to "${remote}": ${firstLine(push)}.`, "Run sync again.");
      }
    }
  });
}
function withFileLocks(ws, files, fn, i = 0) {
  if (i >= files.length) return fn();
  return ws.root.lock(fileLockKey(files[i]), () => withFileLocks(ws, files, fn, i + 1));
}

// server/src/cli/cmd-sync.ts
async function runSync(args, io) {
  assertKnownFlags(args.flags, []);
  const ws = readWorkspace(args, io);
  const report = syncRoot(ws);
  emit(io, report, () => {
    const did = [
      report.committed ? "committed local changes" : "nothing new to commit",
      report.merged ? `merged ${report.remote}/${report.branch}` : "already up to date",
      report.pushed ? `pushed to ${report.remote}` : "not pushed"
    ];
    const repaired = report.repaired.length ? `
Repaired after the merge: ${report.repaired.join(", ")}.` : "";
    return `Synced ${report.root}: ${did.join(", ")}.${repaired}`;
  });
  return 0;
}
export {
  runSync
};
