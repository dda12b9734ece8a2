#!/usr/bin/env node
// Installs the pinned Codex CLI, Gemini CLI and Copilot CLI into .cache/<name>-cli for the end-to-end
// tests of `project-memory setup codex|gemini|copilot` (test/e2e/agents.e2e.test.ts) and prints, per line,
// `<name> <path of the entry to run with node>` (progress goes to stderr). Fetched on demand, like
// Claude Code (scripts/install-claude.mjs): ~420 MB for Codex, ~100 MB for Gemini, ~190 MB for Copilot.
//
// Usage: node scripts/install-agents.mjs [--check] [codex|gemini|copilot ...]   (--check: never install)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Versions that run on Node 20 and were checked against the e2e suite. */
export const AGENT_CLIS = {
  codex: { pkg: '@openai/codex', version: '0.171.0', entry: 'bin/codex.js', approxMb: 420 },
  gemini: { pkg: '@google/gemini-cli', version: '0.61.0', entry: 'bundle/gemini.js', approxMb: 100 },
  // The npm loader starts the platform package's native binary.
  copilot: { pkg: '@github/copilot', version: '1.0.102', entry: 'npm-loader.js', approxMb: 190 },
};

export function cacheDirOf(name) {
  return path.join(repoRoot, '.cache', `${name}-cli`);
}

function installedVersion(name) {
  const { pkg } = AGENT_CLIS[name];
  try {
    return JSON.parse(readFileSync(path.join(cacheDirOf(name), 'node_modules', pkg, 'package.json'), 'utf8')).version;
  } catch {
    return undefined;
  }
}

/** `node <entry> --version` offline in a throwaway HOME: the version it prints, or undefined. */
function probe(entry) {
  const home = mkdtempSync(path.join(tmpdir(), 'agent-version-home-'));
  try {
    const r = spawnSync(process.execPath, [entry, '--version'], {
      encoding: 'utf8',
      timeout: 60_000,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: home },
    });
    return r.status === 0 ? /(\d+\.\d+\.\d+)/.exec(r.stdout)?.[1] : undefined;
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
}

/** The entry of a working pinned install in the cache, or undefined. */
export function findInstalledAgent(name) {
  const { pkg, version, entry } = AGENT_CLIS[name];
  if (installedVersion(name) !== version) return undefined;
  const file = path.join(cacheDirOf(name), 'node_modules', pkg, entry);
  return existsSync(file) && probe(file) === version ? file : undefined;
}

function install(name) {
  const { pkg, version, approxMb } = AGENT_CLIS[name];
  const dir = cacheDirOf(name);
  mkdirSync(dir, { recursive: true });
  process.stderr.write(`Installing ${pkg}@${version} into ${dir} (~${approxMb} MB)...\n`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const r = spawnSync(npm, ['install', '--prefix', dir, '--no-save', '--no-package-lock', '--no-audit', '--no-fund', '--loglevel=error', `${pkg}@${version}`], {
    stdio: ['ignore', 'inherit', 'inherit'],
    timeout: 15 * 60_000,
  });
  if (r.error) throw r.error;
  if (r.status !== 0) throw new Error(`npm install ${pkg}@${version} exited with status ${r.status}`);
}

export function ensureAgent(name, { allowInstall = true } = {}) {
  const present = findInstalledAgent(name);
  if (present) return present;
  const { pkg, version } = AGENT_CLIS[name];
  if (!allowInstall) throw new Error(`${pkg}@${version} is not installed in ${cacheDirOf(name)}`);
  install(name);
  const installed = findInstalledAgent(name);
  if (!installed) throw new Error(`${pkg}@${version} was installed but does not run here`);
  return installed;
}

const invokedDirectly = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  const names = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  let failed = false;
  for (const name of names.length ? names : Object.keys(AGENT_CLIS)) {
    if (!(name in AGENT_CLIS)) {
      process.stderr.write(`install-agents: unknown agent ${name}\n`);
      failed = true;
      continue;
    }
    try {
      process.stdout.write(`${name} ${ensureAgent(name, { allowInstall: !process.argv.includes('--check') })}\n`);
    } catch (error) {
      process.stderr.write(`install-agents: ${name}: ${error instanceof Error ? error.message : String(error)}\n`);
      failed = true;
    }
  }
  process.exit(failed ? 1 : 0);
}
