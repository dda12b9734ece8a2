/**
 * The release as npm and Claude Code's plugin directory see it (issue 13, items 1 and 4): a free,
 * scoped package name with the `project-memory` command, no runtime dependencies (the bundles
 * carry everything), a tarball of only what runs plus README, LICENSE and CHANGELOG, one version
 * and repository source, and an icon the directory accepts. `npm install -g` of the tarball is
 * measured in test/e2e/install-footprint.e2e.test.ts.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO } from '../helpers/server.js';

const pkg = JSON.parse(fs.readFileSync(path.join(REPO, 'package.json'), 'utf8')) as Record<string, any>;

describe('package.json', () => {
  it('is @project-memory/cli (project-memory is another package on npm) with the project-memory command', () => {
    expect(pkg.name).toBe('@project-memory/cli');
    expect(pkg.bin).toEqual({ 'project-memory': 'server/dist/cli.js' });
    expect(pkg.publishConfig).toEqual({ access: 'public' });
  });

  it('has no runtime dependencies: the bundles inline what they load', () => {
    for (const field of ['dependencies', 'optionalDependencies', 'peerDependencies', 'bundleDependencies']) expect(pkg[field], field).toBeUndefined();
    // What the bundles import, apart from Node's own modules, must be inside them: a bare specifier
    // outside a try/catch would fail on a machine without node_modules (the bundle smoke test runs them).
    const dist = path.join(REPO, 'server/dist');
    const files = fs.readdirSync(dist, { recursive: true }).map(String).filter((f) => /\.c?js$/.test(f));
    const bare = new Set<string>();
    for (const f of files) {
      const text = fs.readFileSync(path.join(dist, f), 'utf8');
      for (const m of text.matchAll(/(?:\bfrom\s*|\bimport\(\s*|\brequire\(\s*)["']([^"'./][^"']*)["']/g)) {
        const spec = m[1]!;
        if (!spec.startsWith('node:') && !spec.includes('${')) bare.add(spec.split('/')[0]!);
      }
    }
    // Node built-ins named without node: by bundled CommonJS code, and optional requires in try/catch.
    const builtins = new Set(['buffer', 'fs', 'process', 'tty', 'util', 'os', 'path', 'crypto', 'events', 'stream', 'url']);
    const optional = new Set(['esprima', 'supports-color']);
    expect([...bare].filter((s) => !builtins.has(s) && !optional.has(s))).toEqual([]);
  });

  it('names the repository once; homepage, bugs and the plugin manifest derive from it, with the version', () => {
    expect(pkg.repository).toEqual({ type: 'git', url: expect.stringMatching(/^git\+https:\/\/github\.com\/[\w-]+\/project-memory\.git$/) });
    const web = pkg.repository.url.replace(/^git\+/, '').replace(/\.git$/, '');
    expect(pkg.homepage).toBe(`${web}#readme`);
    expect(pkg.bugs).toEqual({ url: `${web}/issues` });
    const check = spawnSync(process.execPath, [path.join(REPO, 'scripts/sync-manifests.mjs'), '--check'], { encoding: 'utf8' });
    expect(check.status, check.stderr).toBe(0);
  });

  it('sync-manifests --check fails when a manifest lags behind package.json', () => {
    // A scratch copy of the files it reads, with plugin.json one version behind.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pm-sync-'));
    try {
      for (const rel of ['package.json', '.claude-plugin/plugin.json', '.claude-plugin/marketplace.json', 'server/src/version.ts', 'scripts/sync-manifests.mjs', 'scripts/build-plugin.mjs']) {
        fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
        fs.copyFileSync(path.join(REPO, rel), path.join(dir, rel));
      }
      const manifest = path.join(dir, '.claude-plugin/plugin.json');
      fs.writeFileSync(manifest, JSON.stringify({ ...JSON.parse(fs.readFileSync(manifest, 'utf8')), version: '0.0.9' }));
      const check = spawnSync(process.execPath, [path.join(dir, 'scripts/sync-manifests.mjs'), '--check'], { encoding: 'utf8' });
      expect(check.status).toBe(1);
      expect(check.stderr).toContain('.claude-plugin/plugin.json');
      const fix = spawnSync(process.execPath, [path.join(dir, 'scripts/sync-manifests.mjs')], { encoding: 'utf8' });
      expect(fix.status, fix.stderr).toBe(0);
      expect(JSON.parse(fs.readFileSync(manifest, 'utf8')).version).toBe(pkg.version);
      expect(JSON.parse(fs.readFileSync(path.join(dir, 'plugin/.claude-plugin/plugin.json'), 'utf8')).version).toBe(pkg.version);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('npm pack', () => {
  it('contains only what runs, plus README, LICENSE and CHANGELOG', () => {
    const out = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: REPO, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    const [report] = JSON.parse(out) as [{ name: string; files: { path: string }[]; unpackedSize: number }];
    expect(report.name).toBe('@project-memory/cli');
    const files = report.files.map((f) => f.path).sort();
    const allowed = [
      /^package\.json$/,
      /^README\.md$/,
      /^LICENSE$/,
      /^CHANGELOG\.md$/,
      /^server\/dist\/[\w-]+\.c?js$/,
      /^server\/dist\/(server-)?chunks\/[\w-]+\.js$/,
      /^\.claude-plugin\/(plugin\.json|icon\.png)$/,
      /^hooks\/hooks\.json$/,
      /^commands\/[\w-]+\.md$/,
      /^agents\/[\w-]+\.md$/,
      /^skills\/[\w-]+\/SKILL\.md$/,
    ];
    expect(files.filter((f) => !allowed.some((a) => a.test(f)))).toEqual([]);
    for (const needed of ['README.md', 'LICENSE', 'CHANGELOG.md', 'server/dist/cli.js', 'server/dist/server.js', 'server/dist/hook.cjs', '.claude-plugin/plugin.json', 'hooks/hooks.json']) {
      expect(files, needed).toContain(needed);
    }
    expect(report.unpackedSize).toBeLessThan(5 * 1024 * 1024);
  });
});

describe('the plugin icon', () => {
  /** Width and height from a PNG's IHDR chunk. */
  const pngSize = (buf: Buffer) => {
    expect(buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
    expect(buf.subarray(12, 16).toString('latin1')).toBe('IHDR');
    return { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) };
  };

  it('is a square PNG of 512 to 2048 px under 2 MB at .claude-plugin/icon.png, as the plugin directory asks', () => {
    const icon = fs.readFileSync(path.join(REPO, '.claude-plugin/icon.png'));
    const { width, height } = pngSize(icon);
    expect(width).toBe(height);
    expect(width).toBeGreaterThanOrEqual(512);
    expect(width).toBeLessThanOrEqual(2048);
    expect(icon.length).toBeLessThan(2 * 1024 * 1024);
  });

  it('is what scripts/make-icon.mjs draws, as PNG and SVG', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pm-icon-'));
    try {
      execFileSync(process.execPath, [path.join(REPO, 'scripts/make-icon.mjs'), dir]);
      for (const name of ['icon.png', 'icon.svg']) {
        expect(fs.readFileSync(path.join(dir, name)).equals(fs.readFileSync(path.join(REPO, '.claude-plugin', name))), name).toBe(true);
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
