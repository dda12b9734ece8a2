#!/usr/bin/env node
// Installs the pinned Claude Code CLI into .cache/claude-code for the end-to-end tests and prints
// the path of its native binary on stdout (progress goes to stderr). The binary is ~400 MB, so it
// is fetched on demand instead of being a devDependency every contributor pays for.
//
// We run the platform package's binary directly instead of the wrapper's bin/claude.exe: the
// wrapper only becomes the real binary after its postinstall, which newer npm versions may not run.
//
// Usage: node scripts/install-claude.mjs [--check]   (--check: never install, exit 1 if absent)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const CLAUDE_CODE_VERSION = '2.1.332';
const WRAPPER_PACKAGE = '@anthropic-ai/claude-code';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const cacheDir = path.join(repoRoot, '.cache', 'claude-code');

function platformSuffix() {
  const { platform, arch } = process;
  if (platform === 'linux') {
    // glibcVersionRuntime is only reported by a glibc-linked Node: its absence means musl.
    const header = /** @type {any} */ (process.report?.getReport())?.header;
    return header?.glibcVersionRuntime ? `linux-${arch}` : `linux-${arch}-musl`;
  }
  return `${platform}-${arch}`;
}

function binaryCandidates() {
  const modules = path.join(cacheDir, 'node_modules');
  const exe = process.platform === 'win32' ? 'claude.exe' : 'claude';
  return [path.join(modules, `${WRAPPER_PACKAGE}-${platformSuffix()}`, exe), path.join(modules, WRAPPER_PACKAGE, 'bin', 'claude.exe')];
}

function installedWrapperVersion() {
  const manifest = path.join(cacheDir, 'node_modules', WRAPPER_PACKAGE, 'package.json');
  if (!existsSync(manifest)) return undefined;
  try {
    return JSON.parse(readFileSync(manifest, 'utf8')).version;
  } catch {
    return undefined;
  }
}

/** Runs `<binary> --version` offline in a throwaway HOME; returns the printed version or undefined. */
function probeVersion(binary) {
  const home = mkdtempSync(path.join(tmpdir(), 'claude-version-home-'));
  try {
    const result = spawnSync(binary, ['--version'], {
      encoding: 'utf8',
      timeout: 30_000,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        PATH: process.env.PATH ?? '/usr/bin:/bin',
        HOME: home,
        DISABLE_AUTOUPDATER: '1',
        DISABLE_TELEMETRY: '1',
        CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: '1',
      },
    });
    if (result.status !== 0) return undefined;
    return /(\d+\.\d+\.\d+)/.exec(result.stdout)?.[1];
  } finally {
    rmSync(home, { recursive: true, force: true });
  }
}

/** The path of a working pinned binary in the cache, or undefined. */
export function findInstalledClaude() {
  if (installedWrapperVersion() !== CLAUDE_CODE_VERSION) return undefined;
  for (const candidate of binaryCandidates()) {
    if (existsSync(candidate) && probeVersion(candidate) === CLAUDE_CODE_VERSION) return candidate;
  }
  return undefined;
}

function install() {
  mkdirSync(cacheDir, { recursive: true });
  process.stderr.write(`Installing ${WRAPPER_PACKAGE}@${CLAUDE_CODE_VERSION} into ${cacheDir} (~400 MB)...\n`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(
    npm,
    [
      'install',
      '--prefix',
      cacheDir,
      '--no-save',
      '--no-package-lock',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      `${WRAPPER_PACKAGE}@${CLAUDE_CODE_VERSION}`,
    ],
    { stdio: ['ignore', 'inherit', 'inherit'], timeout: 15 * 60_000 },
  );
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`npm install exited with status ${result.status}`);
}

export function ensureClaude({ allowInstall = true } = {}) {
  const present = findInstalledClaude();
  if (present) return present;
  if (!allowInstall) throw new Error(`Claude Code ${CLAUDE_CODE_VERSION} is not installed in ${cacheDir}`);
  install();
  const installed = findInstalledClaude();
  if (!installed) {
    throw new Error(`Claude Code ${CLAUDE_CODE_VERSION} was installed but no working binary was found for ${platformSuffix()}`);
  }
  return installed;
}

const invokedDirectly = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  try {
    const binary = ensureClaude({ allowInstall: !process.argv.includes('--check') });
    process.stdout.write(`${binary}\n`);
  } catch (error) {
    process.stderr.write(`install-claude: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}
