#!/usr/bin/env node
// Installs the pinned Codex CLI, Gemini CLI, Copilot CLI and OpenCode into .cache/<name>-cli for the
// end-to-end tests of `project-memory setup codex|gemini|copilot|opencode` (test/e2e/agents.e2e.test.ts) and prints, per line,
// `<name> <path of the entry to run with node>` or `<name> native <binary>` (progress on stderr). Fetched on demand, like
// Claude Code (scripts/install-claude.mjs): ~420 MB for Codex, ~100 MB for Gemini, ~190 MB for Copilot, ~360 MB for OpenCode.
//
// Usage: node scripts/install-agents.mjs [--check] [codex|gemini|copilot|opencode ...]   (--check: never install)
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
  // A native binary in the platform package (the wrapper's own bin is only linked by a postinstall
  // script, which newer npm versions may not run): printed as `native <path>`, run directly.
  opencode: { pkg: 'opencode-ai', version: '1.18.33', native: true, approxMb: 360 },
};

function platformSuffix() {
  const { platform, arch } = process;
  if (platform === 'linux') {
    // glibcVersionRuntime is only reported by a glibc-linked Node: its absence means musl.
    const header = /** @type {any} */ (process.report?.getReport())?.header;
    return header?.glibcVersionRuntime ? `linux-${arch}` : `linux-${arch}-musl`;
  }
  return platform === 'win32' ? `windows-${arch}` : `${platform}-${arch}`;
}

/** The file to run: a node entry of the package, or the native binary of the platform package. */
function entryFile(name) {
  const { pkg, entry, native } = AGENT_CLIS[name];
  const modules = path.join(cacheDirOf(name), 'node_modules');
  if (!native) return path.join(modules, pkg, entry);
  return path.join(modules, `${pkg.replace(/-ai$/, '')}-${platformSuffix()}`, 'bin', process.platform === 'win32' ? 'opencode.exe' : 'opencode');
}

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

/** `<entry> --version` offline in a throwaway HOME: the version it prints, or undefined. */
function probe(entry, native) {
  const home = mkdtempSync(path.join(tmpdir(), 'agent-version-home-'));
  try {
    const r = spawnSync(native ? entry : process.execPath, native ? ['--version'] : [entry, '--version'], {
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
  const { version, native } = AGENT_CLIS[name];
  if (installedVersion(name) !== version) return undefined;
  const file = entryFile(name);
  return existsSync(file) && probe(file, native) === version ? file : undefined;
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
      const entry = ensureAgent(name, { allowInstall: !process.argv.includes('--check') });
      process.stdout.write(`${name} ${AGENT_CLIS[name].native ? 'native ' : ''}${entry}\n`);
    } catch (error) {
      process.stderr.write(`install-agents: ${name}: ${error instanceof Error ? error.message : String(error)}\n`);
      failed = true;
    }
  }
  process.exit(failed ? 1 : 0);
}
