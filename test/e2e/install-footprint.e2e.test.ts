// What `claude plugin install project-memory@project-memory` leaves in Claude Code's plugin cache,
// measured with the real CLI in throwaway HOMEs, from the three places a user installs from: a git
// URL (as from GitHub: Claude Code clones it, copies the plugin into the cache and runs it from
// there), a clean clone on disk, and a developer checkout with node_modules/ and .cache/.
//
// Why it needs care (established here, see scripts/build-plugin.mjs): the install copies the whole
// folder the marketplace entry names, .gitignore not read, and runs `npm ci` in the copy when it
// holds package.json next to a lockfile. So the entry names plugin/, which holds only what runs.
// npm is pointed at a dead local registry: a package install shows as requests there (offline it
// would otherwise fail quietly and leave a small folder that looks right).
//
// The figures go to stdout (`footprint:` lines) for the README.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, readlinkSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  claudeUnavailable,
  claudeCommand,
  createSandbox,
  describeRun,
  marketplaceAdd,
  pluginInstall,
  runClaude,
  type ProcessResult,
  type Sandbox,
} from './claude-runner.js';
import { startFakeAnthropic } from './fake-anthropic.js';
import { serveGitRepos, startDeadRegistry } from './git-http.js';
import { MARKETPLACE, PLUGIN, REPO_ROOT, SERVER_LABEL } from './product-plugin.js';

const unavailable = claudeUnavailable();
const MAX_BYTES = 5 * 1024 * 1024;
/**
 * At most 3 s; on a loaded machine the CLI's own start (`claude plugin list`, measured in the same
 * HOME) can take most of that, so the bound is then that start plus one second.
 */
const MAX_INSTALL_MS = 3_000;

interface Tree {
  bytes: number;
  files: number;
  links: string[];
  /** node_modules folders anywhere in the tree. */
  nodeModules: string[];
  /** package.json files under a node_modules: the installed packages. */
  packages: number;
}

/** Walks without following links: what the folder itself holds on disk. */
function measure(dir: string): Tree {
  const tree: Tree = { bytes: 0, files: 0, links: [], nodeModules: [], packages: 0 };
  const walk = (d: string, inModules: boolean) => {
    for (const name of readdirSync(d)) {
      const full = path.join(d, name);
      const stat = lstatSync(full);
      if (stat.isSymbolicLink()) tree.links.push(path.relative(dir, full));
      else if (stat.isDirectory()) {
        if (name === 'node_modules') tree.nodeModules.push(path.relative(dir, full));
        walk(full, inModules || name === 'node_modules');
      } else {
        tree.files++;
        tree.bytes += stat.size;
        if (inModules && name === 'package.json') tree.packages++;
      }
    }
  };
  walk(dir, false);
  return tree;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

/**
 * The files a clone of the working tree would have (tracked and new, not ignored), copied with
 * their working-tree contents (so the suite tests the code under review) and links kept as links.
 */
function cleanClone(dest: string): string {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: REPO_ROOT, encoding: 'utf8' });
  for (const rel of new Set(listed.split('\0').filter(Boolean))) {
    const from = path.join(REPO_ROOT, rel);
    if (!existsSync(from) && !isLink(from)) continue; // deleted in the working tree
    const to = path.join(dest, rel);
    mkdirSync(path.dirname(to), { recursive: true });
    if (isLink(from)) symlinkSync(readlinkSync(from), to);
    else cpSync(from, to);
  }
  return dest;
}

function isLink(file: string): boolean {
  try {
    return lstatSync(file).isSymbolicLink();
  } catch {
    return false;
  }
}

function git(cwd: string, ...args: string[]): void {
  execFileSync('git', ['-c', 'user.name=e2e', '-c', 'user.email=e2e@example.invalid', '-c', 'init.defaultBranch=main', ...args], {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

interface Installed {
  add: ProcessResult;
  install: ProcessResult;
  /** `claude plugin list` in the same HOME: the CLI's start-up cost on this machine right now. */
  startMs: number;
  installPath: string;
  cache: Tree;
  registryRequests: string[];
  debugLog: string;
}

let registry: Awaited<ReturnType<typeof startDeadRegistry>>;
const sandboxes: Sandbox[] = [];

/** marketplace add + plugin install in a fresh HOME, npm pointed at the dead registry. */
async function installFrom(source: string, label: string): Promise<Installed & { sandbox: Sandbox }> {
  const sandbox = createSandbox(`pm-footprint-${label}-`);
  sandboxes.push(sandbox);
  const env = { npm_config_registry: registry.url, npm_config_fetch_retries: '0' };
  const before = registry.requests.length;
  const add = await marketplaceAdd(source, sandbox, { env });
  expect(add.exitCode, add.stdout + add.stderr).toBe(0);
  const debugFile = path.join(sandbox.root, 'install-debug.log');
  const install = await pluginInstall(`${PLUGIN}@${MARKETPLACE}`, sandbox, { env, debugFile });
  expect(install.exitCode, install.stdout + install.stderr).toBe(0);
  const installed = JSON.parse(readFileSync(path.join(sandbox.home, '.claude/plugins/installed_plugins.json'), 'utf8')) as {
    plugins: Record<string, Array<{ installPath: string }>>;
  };
  const installPath = installed.plugins[`${PLUGIN}@${MARKETPLACE}`]![0]!.installPath;
  const cache = measure(path.join(sandbox.home, '.claude/plugins/cache'));
  const debugLog = existsSync(debugFile) ? readFileSync(debugFile, 'utf8') : '';
  const startMs = (await claudeCommand(['plugin', 'list'], sandbox, { env })).durationMs;
  const result = { add, install, startMs, installPath, cache, registryRequests: registry.requests.slice(before), debugLog, sandbox };
  console.log(
    `footprint: ${label}: cache ${mb(cache.bytes)} in ${cache.files} files, ${cache.packages} packages, ` +
      `${result.registryRequests.length} registry requests, install ${install.durationMs} ms (CLI start ${startMs} ms)`,
  );
  return result;
}

/** The plugin as it must land: exactly what runs, real files only, no package to install. */
function expectLean(result: Installed): void {
  const { cache } = result;
  expect(cache.bytes).toBeLessThanOrEqual(MAX_BYTES);
  expect(cache.nodeModules).toEqual([]);
  expect(cache.packages).toBe(0);
  expect(cache.links).toEqual([]);
  expect(result.registryRequests).toEqual([]);
  expect(result.debugLog).not.toContain('Installing plugin dependencies');
  expect(result.install.durationMs).toBeLessThanOrEqual(Math.max(MAX_INSTALL_MS, result.startMs + 1_000));
  const top = readdirSync(result.installPath)
    .filter((n) => n !== '.in_use')
    .sort();
  expect(top).toEqual(['.claude-plugin', 'LICENSE', 'agents', 'commands', 'hooks', 'server', 'skills']);
  expect(readdirSync(path.join(result.installPath, 'server'))).toEqual(['dist']);
  for (const file of ['server/dist/server.js', 'server/dist/hook.cjs', 'server/dist/cli.js', 'hooks/hooks.json', '.claude-plugin/plugin.json']) {
    expect(existsSync(path.join(result.installPath, file)), file).toBe(true);
  }
}

beforeAll(async () => {
  if (unavailable) return;
  registry = await startDeadRegistry();
});

afterAll(async () => {
  await registry?.close();
  for (const s of sandboxes) s.cleanup();
});

describe.skipIf(unavailable)('claude plugin validate --strict --profile directory (what the plugin directory checks)', () => {
  it.each([
    ['the repository root (marketplace and plugin)', ''],
    ['plugin/, the folder the marketplace installs', 'plugin'],
  ])('passes for %s: icon, README, manifests', async (_label, rel) => {
    const sandbox = createSandbox('pm-validate-');
    sandboxes.push(sandbox);
    const result = await claudeCommand(['plugin', 'validate', '--strict', '--profile', 'directory', path.join(REPO_ROOT, rel)], sandbox);
    const output = result.stdout + result.stderr;
    expect(output).not.toContain('ICON_MISSING');
    expect(output).toContain('These checks found nothing to report');
    expect(result.exitCode, output).toBe(0);
  });
});

describe.skipIf(unavailable)('the installed plugin', () => {
  it('from a git URL (as from GitHub): a few MB in the cache, no packages, and a session runs it from there', async () => {
    const work = createSandbox('pm-footprint-git-src-');
    sandboxes.push(work);
    const clone = cleanClone(path.join(work.root, 'clone'));
    git(clone, 'init', '-q');
    git(clone, 'add', '-A');
    git(clone, 'commit', '-q', '-m', 'snapshot');
    mkdirSync(path.join(work.root, 'srv'));
    git(work.root, 'clone', '-q', '--bare', clone, path.join(work.root, 'srv', 'project-memory.git'));
    const host = await serveGitRepos(path.join(work.root, 'srv'));
    try {
      const result = await installFrom(host.url('project-memory.git'), 'git-url');
      expectLean(result);
      expect(host.requests.some((r) => r.includes('git-upload-pack'))).toBe(true);
      // Claude Code's own clone of the marketplace, outside the plugin cache, for the figures.
      const marketplaceClone = measure(path.join(result.sandbox.home, '.claude/plugins/marketplaces'));
      console.log(`footprint: git-url: marketplace clone ${mb(marketplaceClone.bytes)} in ${marketplaceClone.files} files`);

      // A session loads the cached copy: hooks and MCP server run from it, with no node_modules.
      const fake = await startFakeAnthropic(() => 'Hello.');
      try {
        const run = await runClaude({ prompt: 'hello', sandbox: result.sandbox, baseUrl: fake.url, timeoutMs: 90_000 });
        expect(run.exitCode, describeRun(run)).toBe(0);
        expect(run.init?.plugins).toContainEqual(expect.objectContaining({ name: PLUGIN, path: result.installPath }));
        expect(run.init?.mcp_servers).toContainEqual(expect.objectContaining({ name: SERVER_LABEL, status: 'connected' }));
        const start = run.hookResponses.filter((h) => h.hook_event === 'SessionStart');
        expect(start).toHaveLength(1);
        expect(start[0]).toMatchObject({ exit_code: 0 });
        expect(start[0]!.stdout ?? start[0]!.output ?? '').toContain('project-memory');
      } finally {
        await fake.close();
      }
    } finally {
      await host.close();
    }
  });

  it('from a clean clone on disk: a few MB, no packages', async () => {
    const work = createSandbox('pm-footprint-clone-src-');
    sandboxes.push(work);
    const clone = cleanClone(path.join(work.root, 'clone'));
    expect(existsSync(path.join(clone, 'package-lock.json'))).toBe(true);
    expectLean(await installFrom(clone, 'clean-clone'));
  });

  it('from a developer checkout with node_modules/ and .cache/: the same few MB, no packages', async () => {
    // The repository itself: the e2e suite runs Claude Code from its .cache/ and tests from node_modules/.
    expect(existsSync(path.join(REPO_ROOT, 'node_modules'))).toBe(true);
    expect(existsSync(path.join(REPO_ROOT, '.cache'))).toBe(true);
    const checkout = measure(REPO_ROOT);
    console.log(`footprint: developer checkout itself: ${mb(checkout.bytes)}, ${checkout.packages} packages`);
    expectLean(await installFrom(REPO_ROOT, 'dev-checkout'));
  });

  it('would copy the repository and run npm ci if the marketplace entry named the repository root (why plugin/ exists)', async () => {
    const work = createSandbox('pm-footprint-root-src-');
    sandboxes.push(work);
    const clone = cleanClone(path.join(work.root, 'clone'));
    const manifest = path.join(clone, '.claude-plugin/marketplace.json');
    const marketplace = JSON.parse(readFileSync(manifest, 'utf8')) as { plugins: Array<{ source: string }> };
    marketplace.plugins[0]!.source = './';
    writeFileSync(manifest, JSON.stringify(marketplace));
    const result = await installFrom(clone, 'root-entry');
    expect(existsSync(path.join(result.installPath, 'test'))).toBe(true);
    expect(result.debugLog).toContain('Installing plugin dependencies: npm ci');
    expect(result.registryRequests.length).toBeGreaterThan(0);
  });
});

describe('npm install -g of the packed tarball', () => {
  it('adds one package, no dependencies, and the project-memory command runs from it', async () => {
    const work = createSandbox('pm-footprint-npm-');
    sandboxes.push(work);
    const dead = await startDeadRegistry();
    try {
      const npm = (args: string[]) =>
        execFileSync('npm', args, {
          cwd: REPO_ROOT,
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'pipe'],
          env: {
            ...process.env,
            HOME: work.home,
            npm_config_cache: path.join(work.root, 'npm-cache'),
            npm_config_registry: dead.url,
            npm_config_fetch_retries: '0',
          },
        });
      npm(['pack', '--ignore-scripts', '--pack-destination', work.root]);
      const tarball = readdirSync(work.root).find((n) => n.endsWith('.tgz'))!;
      expect(tarball).toBe(`project-memory-cli-${(JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { version: string }).version}.tgz`);
      const prefix = path.join(work.root, 'prefix');
      const started = Date.now();
      const out = npm(['install', '-g', '--prefix', prefix, '--no-audit', '--no-fund', '--ignore-scripts', path.join(work.root, tarball)]);
      const installMs = Date.now() - started;
      expect(out).toMatch(/added 1 package\b/);
      expect(dead.requests).toEqual([]);
      const modules = path.join(prefix, 'lib', 'node_modules');
      const installed = measure(modules);
      expect(readdirSync(modules)).toEqual(['@project-memory']);
      expect(readdirSync(path.join(modules, '@project-memory'))).toEqual(['cli']);
      expect(installed.nodeModules).toEqual([]);
      console.log(`footprint: npm install -g: 1 package, ${mb(installed.bytes)} in ${installed.files} files, ${installMs} ms`);
      const version = execFileSync(path.join(prefix, 'bin', 'project-memory'), ['--version'], {
        encoding: 'utf8',
        env: { PATH: process.env.PATH ?? '', HOME: work.home },
      });
      expect(version.trim()).toMatch(/\d+\.\d+\.\d+/);
    } finally {
      await dead.close();
    }
  });
});
