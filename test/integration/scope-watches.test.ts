/**
 * A server trusts a walk of a scope for as long as its folder watches report no change
 * (services/scope-watches.ts): searches then skip the walk, yet every change another process
 * makes (edit, new folder, rename, removal) is seen by the next search, exactly as a plain scan.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateCorpus } from '../../scripts/bench/corpus.mjs';
import { openPreparedWorkspace } from '../../server/src/services/prepare.js';
import { configureRankedIndexes } from '../../server/src/services/ranked-indexes.js';
import { checkScopesInBackground } from '../../server/src/services/scope-checks.js';
import { closeScopeWatches, scopeWatchesOf } from '../../server/src/services/scope-watches.js';
import { searchMemory, type SearchArgs } from '../../server/src/services/search.js';
import { configureSubstringCaches, type SubstringCaches } from '../../server/src/services/substring-cache.js';
import type { Workspace } from '../../server/src/services/workspace.js';
import { listScopeFiles } from '../../server/src/storage/scope-files.js';
import { saveSubstringCache, SubstringCacheBuilder } from '../../server/src/storage/substring-store.js';
import { tempDir } from '../helpers/tmp.js';

const linux = process.platform === 'linux';
let ws: Workspace;
let caches: SubstringCaches;
let slug: string;
let projectDir: string;

/** What another process does: a write the server hears of only through its watches. */
function elsewhere(code: string): void {
  execFileSync(process.execPath, ['-e', `const fs = require('node:fs'); ${code}`], { cwd: projectDir });
}

/** As the server does before each search: handle every notification already queued. */
const drained = () => new Promise((resolve) => setImmediate(resolve));

function sameAsScan(args: SearchArgs) {
  const plain = searchMemory(ws, args, { useIndex: false });
  const narrowed = searchMemory(ws, args);
  expect(narrowed.hits, JSON.stringify(args)).toEqual(plain.hits);
  return narrowed.hits;
}

beforeAll(() => {
  const root = path.join(tempDir(), 'memory');
  const corpus = generateCorpus(root, { projects: 2, filesPerProject: 30, seed: 7, minBytes: 300, maxBytes: 2000 });
  slug = corpus.projects[0]!.slug;
  projectDir = path.join(root, 'projects', slug);
  ws = openPreparedWorkspace({ root, cwd: root });
  configureRankedIndexes(ws.root, {});
  // refreshMs 0: without the watches every search would walk.
  caches = configureSubstringCaches(ws.root, { refreshMs: 0, watch: true });
  const dir = `projects/${slug}`;
  const builder = new SubstringCacheBuilder(ws.root.dir, dir, listScopeFiles(ws.root.dir, dir), 0);
  builder.step();
  saveSubstringCache(ws.root, dir, slug, builder.bytes());
});

afterAll(() => {
  caches.close();
  closeScopeWatches(ws.root.dir);
});

describe.runIf(linux)('walks vouched for by folder watches', () => {
  const args = (query: string): SearchArgs => ({ query, project: slug });

  it('walks twice (watches set up, then a walk they vouch for), then no more while nothing changes', async () => {
    const walks = () => caches.walks;
    const start = walks();
    sameAsScan(args('zebra crossing at noon'));
    sameAsScan(args('zebra crossing at noon'));
    const settled = walks();
    // sameAsScan's plain scans walk on their own; only the narrowed searches count here.
    expect(settled - start).toBe(2);
    await drained();
    for (let i = 0; i < 5; i++) sameAsScan(args('quarterly audit'));
    expect(walks()).toBe(settled);
  });

  it('sees an edit, a new folder, a rename and a removal made by another process', async () => {
    sameAsScan(args('warm up'));
    sameAsScan(args('warm up'));
    const target = fs.readdirSync(path.join(projectDir, 'notes')).find((n) => n.endsWith('.md'))!;

    elsewhere(`fs.appendFileSync('notes/${target}', '\\nthe amber falcon flies at dusk\\n');`);
    await drained();
    expect(sameAsScan(args('amber falcon'))).toHaveLength(1);

    sameAsScan(args('warm up'));
    elsewhere(`fs.mkdirSync('fresh/deeper', { recursive: true }); fs.writeFileSync('fresh/deeper/n.md', 'a cobalt heron waits\\n');`);
    await drained();
    expect(sameAsScan(args('cobalt heron')).map((h) => h.path)).toEqual(['fresh/deeper/n.md']);

    // The new folders are watched from the walk that found them: a change in them is seen too.
    sameAsScan(args('warm up'));
    sameAsScan(args('warm up'));
    elsewhere(`fs.appendFileSync('fresh/deeper/n.md', 'and a silver otter\\n');`);
    await drained();
    expect(sameAsScan(args('silver otter'))).toHaveLength(1);

    elsewhere(`fs.renameSync('fresh/deeper/n.md', 'fresh/deeper/m.md');`);
    await drained();
    expect(sameAsScan(args('cobalt heron')).map((h) => h.path)).toEqual(['fresh/deeper/m.md']);

    elsewhere(`fs.rmSync('fresh', { recursive: true });`);
    await drained();
    expect(sameAsScan(args('cobalt heron'))).toEqual([]);
  });

  it('gives no token to a walk during which something changed, nor to one that had to add a watch', async () => {
    const watches = scopeWatchesOf(ws.root.dir);
    const scope = { slug, dir: `projects/${slug}` };
    watches.walk(scope);
    const vouched = watches.walk(scope);
    expect(vouched.token).toBeTypeOf('number');
    expect(watches.unchangedSince(scope, vouched.token!)).toBe(true);
    fs.writeFileSync(path.join(projectDir, 'notes', 'touch.md'), 'x\n');
    await drained();
    expect(watches.unchangedSince(scope, vouched.token!)).toBe(false);
    fs.mkdirSync(path.join(projectDir, 'another'));
    await drained();
    expect(watches.walk(scope).token).toBeUndefined(); // `another` is watched only from this walk
    expect(watches.walk(scope).token).toBeTypeOf('number');
  });
});

describe.runIf(linux)('a scope too large to watch', () => {
  it('is walked every time, with no token, rather than spending the inotify budget', () => {
    const big = path.join(ws.root.dir, 'projects', 'many-folders');
    for (let i = 0; i < 2001; i++) fs.mkdirSync(path.join(big, `f${i}`), { recursive: true });
    const watches = scopeWatchesOf(ws.root.dir);
    const scope = { slug: 'many-folders', dir: 'projects/many-folders' };
    expect(watches.walk(scope).token).toBeUndefined();
    expect(watches.walk(scope).token).toBeUndefined();
    // (control) the same scope with fewer folders is vouched for from its second walk.
    for (let i = 10; i < 2001; i++) fs.rmdirSync(path.join(big, `f${i}`));
    closeScopeWatches(ws.root.dir);
    const fresh = scopeWatchesOf(ws.root.dir);
    fresh.walk(scope);
    expect(fresh.walk(scope).token).toBeTypeOf('number');
    fs.rmSync(big, { recursive: true });
  });
});

describe.runIf(linux)('the walks a server makes after it starts', () => {
  it('leave every scope vouched for, so that the first search walks nothing', async () => {
    closeScopeWatches(ws.root.dir); // no folder watched yet: the first walk sets the watches up
    caches = configureSubstringCaches(ws.root, { refreshMs: 0, watch: true });
    const stop = checkScopesInBackground(ws, caches);
    try {
      const deadline = Date.now() + 10_000;
      // Two walks of the one scope with a cache on disk; the others have none and are skipped.
      while (caches.walks < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      expect(caches.walks).toBe(2);
      await drained();
      searchMemory(ws, { query: 'quarterly audit', project: slug });
      searchMemory(ws, { query: 'quarterly audit', project: '*' });
      expect(caches.walks).toBe(2);
    } finally {
      stop();
    }
  });
});

describe('without watches (the CLI, other platforms)', () => {
  it('walks on every search once the refresh period is over', () => {
    const plain = configureSubstringCaches(ws.root, { refreshMs: 0 });
    try {
      const start = plain.walks;
      for (let i = 0; i < 3; i++) searchMemory(ws, { query: 'quarterly audit', project: slug });
      expect(plain.walks - start).toBe(3);
    } finally {
      plain.close();
      caches = configureSubstringCaches(ws.root, { refreshMs: 0, watch: true });
    }
  });
});
