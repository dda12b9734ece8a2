#!/usr/bin/env bash
# Formats the whole tree with prettier, once, after the branches of this phase are merged: a
# reformat on one branch would conflict with every other branch that edits the same files. Until
# then .prettierignore has a "not yet formatted" section and `npm run check` checks only the files
# it names; this script deletes the section, formats, rebuilds the bundle and runs the check.
# With --commit it also commits the result and records that commit in .git-blame-ignore-revs, so
# that `git blame` (which reads it through blame.ignoreRevsFile) skips the reformat.
set -euo pipefail
cd "$(dirname "$0")/.."

commit=false
case "${1:-}" in
  --commit) commit=true ;;
  '') ;;
  *) echo "usage: scripts/format-tree.sh [--commit]" >&2; exit 2 ;;
esac
if $commit && [ -n "$(git status --porcelain)" ]; then
  echo "format-tree: the work tree has changes; commit them first" >&2
  exit 1
fi

if grep -q '^# BEGIN not yet formatted' .prettierignore; then
  sed -i.bak '/^# BEGIN not yet formatted/,/^# END not yet formatted/d' .prettierignore
  rm -f .prettierignore.bak
fi
npx prettier --write --log-level warn .
# esbuild reprints the code, but the bundle is checked against a fresh build: rebuild it.
npm run build
npm run check

if $commit; then
  git add -A
  git commit -q -m "Format the tree with prettier (scripts/format-tree.sh)" \
    -m "No change of behaviour: prettier --write over the code with .prettierrc.json, and the bundle rebuilt. Recorded in .git-blame-ignore-revs."
  git rev-parse HEAD >> .git-blame-ignore-revs
  git add .git-blame-ignore-revs
  git commit -q -m "Let git blame skip the prettier reformat" \
    -m "git config blame.ignoreRevsFile .git-blame-ignore-revs makes git blame read it."
  git log --oneline -2
else
  git status --short | head -20
  echo "format-tree: formatted; review, then commit (or rerun with --commit on a clean tree)"
fi
