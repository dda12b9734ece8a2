/**
 * `project-memory sync` (issue 12, item 5): a personal root kept in a private git remote. Commits
 * the root's source files (derived and private ones are ignored by the .gitignore written here),
 * merges the remote's branch with the merge rules of core/team/merge-rules.ts, repairs what a
 * union merge leaves (merge-health.ts), rebuilds the derived files, and pushes. It runs the real
 * git; a conflict in a human-edited file stops it as an ordinary git conflict.
 *
 * Safe with sessions writing at the same time: the merge runs while holding the file lock of every
 * file it changes, the one lock each tool write takes, so no write lands between git's check of the
 * work tree and its rewrite of a file; a write that comes before is committed first, one after
 * waits and then applies to the merged file (updateText re-reads). Two syncs of one root take
 * turns on one lock; two machines racing to push retry against the newer remote.
 */
import fs from 'node:fs';
import { MemoryError } from '../core/errors.js';
import { gitAttributesText, gitIgnoreText, MERGE_CONFIG, mergeConfigArgs } from '../core/team/merge-rules.js';
import { runGit, writeGitFile, type GitRun } from '../storage/git.js';
import { fileLockKey } from '../storage/update-text.js';
import { POINTER_IGNORE, POINTER_PATHSPEC } from '../storage/shared-repo.js';
import { fix } from './doctor.js';
import type { Workspace } from './workspace.js';

export interface SyncReport {
  root: string;
  remote: string;
  branch: string;
  committed: boolean;
  merged: boolean;
  repaired: string[];
  pushed: boolean;
}

const PUSH_ATTEMPTS = 3;

function firstLine(r: GitRun): string {
  return (
    (r.stderr || r.stdout)
      .split('\n')
      .map((l) => l.replace(/^(fatal|error): /, '').trim())
      .find(Boolean) ?? `git exited with ${r.code}`
  );
}

export function syncRoot(ws: Workspace): SyncReport {
  const root = fs.realpathSync(ws.root.dir);
  const top = runGit(root, ['rev-parse', '--show-toplevel']);
  if (top.code !== 0) {
    throw new MemoryError(
      'NOT_FOUND',
      `The memory root ${root} is not a git repository, so there is nothing to sync.`,
      `Make it one with a private remote: git -C "${root}" init && git -C "${root}" remote add origin <url>, then run sync again.`,
    );
  }
  if (fs.realpathSync(top.stdout.trim()) !== root) {
    throw new MemoryError(
      'INVALID_INPUT',
      `The memory root ${root} is inside the git repository ${top.stdout.trim()}, and sync keeps a whole root in a repository of its own.`,
      `Run git init in ${root} (or share the project into its code repository instead).`,
    );
  }
  const git = (args: string[]) => runGit(root, args);
  const remotes = git(['remote'])
    .stdout.split('\n')
    .map((s) => s.trim())
    .filter(Boolean);
  if (remotes.length === 0) {
    throw new MemoryError(
      'NOT_FOUND',
      'The memory root has no git remote, so there is nothing to sync with.',
      `Add a private one: git -C "${root}" remote add origin <url>, then run sync again.`,
    );
  }
  const branchRun = git(['symbolic-ref', '--short', 'HEAD']);
  if (branchRun.code !== 0)
    throw new MemoryError(
      'CONFLICT',
      'The memory root is not on a branch (a detached HEAD), so sync does not know what to push.',
      `Check out a branch: git -C "${root}" checkout main.`,
    );
  const branch = branchRun.stdout.trim();
  const upstreamRemote = git(['config', `branch.${branch}.remote`]).stdout.trim();
  const remote = upstreamRemote && remotes.includes(upstreamRemote) ? upstreamRemote : remotes.includes('origin') ? 'origin' : remotes[0]!;
  if (git(['rev-parse', '-q', '--verify', 'MERGE_HEAD']).code === 0) {
    throw new MemoryError(
      'CONFLICT',
      'A merge of the memory root is still unfinished (a conflict is waiting to be resolved), so sync changed nothing.',
      `Resolve it (git -C "${root}" status lists the files), commit, then run sync again.`,
    );
  }

  writeGitFile(root, '.gitignore', `${gitIgnoreText()}# Machine-local: where this machine's checkout of a shared project is.\n${POINTER_IGNORE}\n`);
  writeGitFile(root, '.gitattributes', gitAttributesText());
  // Also for the merges a person runs by hand in this repository (see merge-rules.ts).
  for (const [k, v] of MERGE_CONFIG) git(['config', k, v]);
  // A commit needs an identity; one the user configured wins.
  const who = git(['config', 'user.email']).stdout.trim() ? [] : ['-c', 'user.name=project-memory', '-c', 'user.email=project-memory@localhost'];
  const commit = (message: string): boolean => {
    // A pointer an earlier version committed (or a merge brought in) stops being tracked; the
    // file itself stays: it is this machine's.
    git(['rm', '-r', '-q', '--cached', '--ignore-unmatch', '--', POINTER_PATHSPEC]);
    const add = git(['add', '-A']);
    if (add.code !== 0) throw new MemoryError('IO', `git add failed in the memory root: ${firstLine(add)}.`);
    if (git(['diff', '--cached', '--quiet']).code === 0) return false;
    const c = git([...who, 'commit', '-q', '--no-verify', '-m', message]);
    if (c.code !== 0) throw new MemoryError('IO', `git commit failed in the memory root: ${firstLine(c)}.`);
    return true;
  };

  return ws.root.lock('sync', () => {
    const report: SyncReport = { root, remote, branch, committed: commit('project-memory sync'), merged: false, repaired: [], pushed: false };
    for (let attempt = 1; ; attempt++) {
      const fetch = git(['fetch', '-q', remote]);
      if (fetch.code !== 0)
        throw new MemoryError(
          'IO',
          `sync could not fetch from the remote "${remote}": ${firstLine(fetch)}.`,
          'Check the remote URL and your access, then run sync again.',
        );
      const ref = `refs/remotes/${remote}/${branch}`;
      if (git(['rev-parse', '-q', '--verify', ref]).code === 0 && git(['merge-base', '--is-ancestor', ref, 'HEAD']).code !== 0) {
        const changing = git(['diff', '--name-only', 'HEAD', ref]).stdout.split('\n').filter(Boolean).sort();
        const merge = withFileLocks(ws, changing, () => {
          // A tool write between the first commit and taking the locks is committed too.
          if (commit('project-memory sync')) report.committed = true;
          return git([...who, ...mergeConfigArgs(), 'merge', '-q', '--no-edit', ref]);
        });
        if (merge.code !== 0) {
          const conflicted = git(['diff', '--name-only', '--diff-filter=U']).stdout.split('\n').filter(Boolean);
          if (conflicted.length) {
            throw new MemoryError(
              'CONFLICT',
              `sync merged ${remote}/${branch}, but ${conflicted.length} human-edited file(s) conflict: ${conflicted.join(', ')}.`,
              `Resolve them in git (keep what is right, remove the <<<<<<< ======= >>>>>>> lines, git add, git commit) in ${root}, then run sync again; nothing was pushed.`,
            );
          }
          throw new MemoryError(
            'IO',
            `sync could not merge ${remote}/${branch}: ${firstLine(merge)}.`,
            'Run sync again; if it persists, look at git status in the memory root.',
          );
        }
        report.merged = true;
      }
      // doctor --fix: repairs what the merge left (merge-health.ts), recreates the empty folders
      // git does not keep, and rebuilds the derived files, which are not committed (a fresh
      // clone has none). The derived keys of the committed manifest.json go in with the repairs,
      // so the next sync of this machine has nothing left over to commit.
      const fixed = fix(ws).fixed;
      if (report.merged) report.repaired.push(...(fixed?.created ?? []).filter((p) => !p.endsWith('/')));
      if (report.merged) commit('project-memory sync: repair after merge');
      const push = git(['push', '-q', ...(upstreamRemote ? [] : ['-u']), remote, `HEAD:refs/heads/${branch}`]);
      if (push.code === 0) {
        report.pushed = true;
        return report;
      }
      // Another machine pushed between our fetch and our push: merge its work too and retry.
      if (attempt >= PUSH_ATTEMPTS || !/rejected|non-fast-forward|fetch first/i.test(push.stderr)) {
        throw new MemoryError('IO', `sync committed and merged, but could not push to "${remote}": ${firstLine(push)}.`, 'Run sync again.');
      }
    }
  });
}

/** Runs `fn` holding the tool-write lock of every listed root-relative file (sorted, so two holders never deadlock). */
function withFileLocks<T>(ws: Workspace, files: readonly string[], fn: () => T, i = 0): T {
  if (i >= files.length) return fn();
  return ws.root.lock(fileLockKey(files[i]!), () => withFileLocks(ws, files, fn, i + 1));
}
