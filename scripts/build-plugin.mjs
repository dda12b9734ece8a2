// Writes plugin/, the folder the marketplace entry points at: only what Claude Code runs.
//
// Why a folder of its own: `claude plugin install` copies the whole source folder into
// ~/.claude/plugins/cache/… (node_modules/, .cache/ and test/ of a checkout included, .gitignore
// not read), and when that folder holds package.json next to a lockfile it runs `npm ci` there,
// devDependencies included (161 packages, 95 MB from a clean clone). plugin/ has neither.
//
// What it holds: copies of the small top-level parts (the manifest and icon, hooks, commands,
// agents, skills, LICENSE), so `claude plugin validate --strict` reads real files (it reads no
// linked folder), and ONE relative link, server/dist -> ../../server/dist, so the 2 MB bundle is
// not committed twice. The install copies the link's target (it lies inside the marketplace
// folder); a plugin read in place from a local marketplace follows it.
//
// Usage: node scripts/build-plugin.mjs [repository root]   (check-dist compares a fresh build)
import { cpSync, existsSync, mkdirSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Top-level parts copied as they are (a missing one is skipped: LICENSE, icon in a sandbox). */
export const PLUGIN_COPIES = ['.claude-plugin/plugin.json', '.claude-plugin/icon.png', 'hooks', 'commands', 'agents', 'skills', 'LICENSE'];
/** The bundle, linked instead of copied: relative, so it holds in any clone. */
export const PLUGIN_LINKS = { 'server/dist': '../../server/dist' };

/** Builds `<root>/plugin` (or `dest`) from the top-level parts of `root`; returns the folder. */
export function buildPlugin(root = repoRoot, dest = path.join(root, 'plugin')) {
  rmSync(dest, { recursive: true, force: true });
  mkdirSync(dest, { recursive: true });
  for (const part of PLUGIN_COPIES) {
    const from = path.join(root, part);
    if (existsSync(from)) cpSync(from, path.join(dest, part), { recursive: true });
  }
  for (const [link, target] of Object.entries(PLUGIN_LINKS)) {
    mkdirSync(path.dirname(path.join(dest, link)), { recursive: true });
    symlinkSync(target, path.join(dest, link), 'dir');
  }
  return dest;
}

if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  buildPlugin(process.argv[2] ? path.resolve(process.argv[2]) : repoRoot);
}
