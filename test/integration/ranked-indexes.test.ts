/**
 * The process's ranked indexes (services/ranked-indexes.ts) on a real root: background warm-up,
 * the memory budget, our own writes applied without a walk, and when indexes reach the disk.
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { generateCorpus } from '../../scripts/bench/corpus.mjs';
import { deserializeIndex, rankDocuments } from '../../server/src/core/ranked/index.js';
import { writeFile } from '../../server/src/services/files.js';
import { openPreparedWorkspace } from '../../server/src/services/prepare.js';
import { configureRankedIndexes } from '../../server/src/services/ranked-indexes.js';
import type { Workspace } from '../../server/src/services/workspace.js';
import { tempDir } from '../helpers/tmp.js';

let ws: Workspace;
let scopes: { slug: string; dir: string }[];

const indexFile = (slug: string) => path.join(ws.root.dir, 'projects', slug, '.index/ranked.json');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(condition: () => boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await sleep(20);
  }
}

beforeEach(() => {
  const root = path.join(tempDir(), 'memory');
  const corpus = generateCorpus(root, { projects: 3, filesPerProject: 20, seed: 5, minBytes: 300, maxBytes: 2000 });
  scopes = corpus.projects.map((p) => ({ slug: p.slug, dir: `projects/${p.slug}` }));
  ws = openPreparedWorkspace({ root, cwd: root });
});

describe('ranked indexes held by a process', () => {
  it('builds an index in the background after a miss, then serves it from memory', async () => {
    const indexes = configureRankedIndexes(ws.root, { warmInBackground: true });
    const [a] = scopes;
    expect(indexes.peek(a!)).toBeUndefined();
    await until(() => indexes.loadedScopes().includes(a!.slug));
    expect(indexes.peek(a!)!.docCount).toBeGreaterThan(20);
  });

  it('loads a stored index in the background', async () => {
    const first = configureRankedIndexes(ws.root, {}); // immediate persistence
    first.acquire(scopes[0]!);
    first.endOfCall();
    expect(fs.existsSync(indexFile(scopes[0]!.slug))).toBe(true);
    const indexes = configureRankedIndexes(ws.root, { warmInBackground: true });
    expect(indexes.peek(scopes[0]!)).toBeUndefined();
    await until(() => indexes.loadedScopes().length === 1);
  });

  it('returns a failure to store an index to the caller, or hands it to onWarning, and prints nothing itself', () => {
    // A file where the index folder goes: storing fails, the index itself still serves.
    const blocked = path.dirname(indexFile(scopes[0]!.slug));
    fs.rmSync(blocked, { recursive: true, force: true });
    fs.writeFileSync(blocked, 'not a folder');
    const kept = configureRankedIndexes(ws.root, {});
    expect(kept.acquire(scopes[0]!).docCount).toBeGreaterThan(0);
    const warnings = kept.endOfCall();
    expect(warnings).toEqual([expect.stringMatching(new RegExp(`could not store the search index of ${scopes[0]!.slug}`))]);
    expect(kept.endOfCall()).toEqual([]); // taken once
    const told: string[] = [];
    const handed = configureRankedIndexes(ws.root, { onWarning: (t) => told.push(t) });
    handed.acquire(scopes[0]!);
    expect(handed.endOfCall()).toEqual([]);
    handed.flush();
    expect(told.length).toBeGreaterThan(0);
  });

  it('keeps indexes within the memory budget, least recently used out first, stored before', () => {
    const indexes = configureRankedIndexes(ws.root, { budgetBytes: 1 });
    for (const s of scopes) indexes.acquire(s);
    expect(indexes.loadedScopes()).toEqual([scopes[2]!.slug]);
    expect(fs.existsSync(indexFile(scopes[0]!.slug))).toBe(true);
    expect(fs.existsSync(indexFile(scopes[1]!.slug))).toBe(true);
  });

  it('applies our own writes without waiting for a walk', async () => {
    const indexes = configureRankedIndexes(ws.root, { refreshMs: 3_600_000 });
    const [a] = scopes;
    indexes.acquire(a!);
    await writeFile(ws, { project: a!.slug, path: 'notes/heliotrope.md', content: '# Heliotrope\n\nA heliotrope note.\n' });
    expect(rankDocuments(indexes.acquire(a!), 'heliotrope', 5).map((d) => d.path)).toEqual(['notes/heliotrope.md']);
    // A file written by hand waits for the next walk (here: an hour away).
    fs.writeFileSync(path.join(ws.root.dir, a!.dir, 'notes/by-hand.md'), 'heliotrope by hand\n');
    expect(rankDocuments(indexes.acquire(a!), 'heliotrope', 5).map((d) => d.path)).toEqual(['notes/heliotrope.md']);
  });

  it('stores a changed index once the process is quiet, and everything on close', async () => {
    const indexes = configureRankedIndexes(ws.root, { persist: 'debounced', debounceMs: 50 });
    const [a, b] = scopes;
    indexes.acquire(a!);
    await until(() => fs.existsSync(indexFile(a!.slug)), 5_000);
    const stored = deserializeIndex(fs.readFileSync(indexFile(a!.slug), 'utf8'));
    expect(stored?.docCount).toBe(indexes.acquire(a!).docCount);
    indexes.acquire(b!);
    indexes.close();
    expect(fs.existsSync(indexFile(b!.slug))).toBe(true);
  });
});
