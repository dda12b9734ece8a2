/**
 * A server's first searches are answered from a chunk of their own before the use cases load and
 * before the root is prepared (mcp/lazy.ts, services/search-early.ts): only while that
 * preparation would change nothing (services/prepare-check.ts). These tests make the preparation
 * matter (a file it creates, a projects index it rebuilds, a /dream run it finishes) and check
 * that the first search still gives the prepared answer.
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { generateCorpus } from '../../scripts/bench/corpus.mjs';
import { createMemoryServer } from '../../server/src/mcp/memory-server.js';
import { initRoot } from '../../server/src/services/init.js';
import { openWorkspace } from '../../server/src/services/open.js';
import { preparedForReads, ROOT_FOLDERS, rootLayoutFiles } from '../../server/src/services/prepare-check.js';
import { openPreparedWorkspace } from '../../server/src/services/prepare.js';
import { currentProjectsIndex } from '../../server/src/services/projects.js';
import { searchMemory } from '../../server/src/services/search.js';
import { projectsIndexIsStale } from '../../server/src/storage/projects-index.js';
import { tempDir } from '../helpers/tmp.js';

const closers: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of closers.splice(0)) await close();
});

/** A prepared root with two generated projects. */
function preparedRoot(): string {
  const root = path.join(tempDir(), 'memory');
  generateCorpus(root, { projects: 2, filesPerProject: 12, seed: 7, minBytes: 200, maxBytes: 1200 });
  const ws = openPreparedWorkspace({ root, cwd: root });
  expect(preparedForReads(ws)).toBe(true);
  return root;
}

/** The first search of a fresh server on `root` (in this process, through the MCP client). */
async function firstSearch(root: string, args: Record<string, unknown>): Promise<string> {
  const memory = createMemoryServer('0.0.0', { root, cwd: root, env: { PROJECT_MEMORY_ROOT: root } });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await memory.server.connect(serverSide);
  const client = new Client({ name: 'early-search-test', version: '1' });
  await client.connect(clientSide);
  closers.push(async () => {
    await client.close();
    await memory.server.close();
    await memory.dispose();
  });
  const r = (await client.callTool({ name: 'search', arguments: args })) as { content: { text: string }[]; isError?: boolean };
  expect(r.isError, r.content[0]?.text).toBeFalsy();
  return r.content.map((c) => c.text).join('\n');
}

describe('the preparation check', () => {
  it('names every folder and file initRoot creates (so it cannot miss one)', () => {
    const root = tempDir();
    const ws = openWorkspace({ root, cwd: root, create: true });
    expect(preparedForReads(ws)).toBe(false);
    const created = initRoot(ws, { sweep: false }).created;
    expect([...created].sort()).toEqual([...ROOT_FOLDERS.map((d) => `${d}/`), ...rootLayoutFiles()].sort());
    expect(preparedForReads(ws)).toBe(true);
  });

  it('sees a missing root file, a hand-made project and an interrupted /dream run', () => {
    for (const spoil of [
      (root: string) => fs.rmSync(path.join(root, '_templates', fs.readdirSync(path.join(root, '_templates'))[0]!)),
      (root: string) => fs.rmSync(path.join(root, '_global', 'patterns.md')),
      (root: string) => {
        const meta = path.join(root, 'projects', fs.readdirSync(path.join(root, 'projects'))[0]!, '_meta.yaml');
        fs.utimesSync(meta, new Date(Date.now() + 60_000), new Date(Date.now() + 60_000));
      },
      (root: string) => {
        fs.mkdirSync(path.join(root, '.journal'), { recursive: true });
        fs.writeFileSync(path.join(root, '.journal', `${fs.readdirSync(path.join(root, 'projects'))[0]!}.json`), '{}');
      },
    ]) {
      const root = preparedRoot();
      spoil(root);
      expect(preparedForReads(openWorkspace({ root, cwd: root }))).toBe(false);
    }
  });

  it('is satisfied again after a rebuild that finds the projects index right (meta files touched, not changed)', () => {
    const root = preparedRoot();
    const index = path.join(root, '_projects-index.json');
    const text = fs.readFileSync(index, 'utf8');
    // Every _meta.yaml newer than the index, as after a git checkout of the same content.
    const earlier = new Date(Date.now() - 10_000);
    fs.utimesSync(index, earlier, earlier);
    const ws = openWorkspace({ root, cwd: root });
    expect(projectsIndexIsStale(ws.root)).toBe(true);
    expect(currentProjectsIndex(ws).projects.length).toBe(2);
    expect(fs.readFileSync(index, 'utf8')).toBe(text);
    // Otherwise every call rebuilt it again and every first search took the slow path.
    expect(projectsIndexIsStale(ws.root)).toBe(false);
    expect(preparedForReads(ws)).toBe(true);
  });
});

describe("a server's first search", () => {
  it('finds a root file the preparation creates', async () => {
    const root = preparedRoot();
    fs.rmSync(path.join(root, '_global', 'patterns.md'));
    const text = await firstSearch(root, { query: 'reusable cross-project patterns', project: '_global' });
    expect(text).toMatch(/^patterns\.md:3: _Reusable cross-project patterns\._$/m);
  });

  it('searches a project added by hand since the projects index was written', async () => {
    const root = preparedRoot();
    // The meta of another project, made this one's: what a person copying a folder would do.
    const other = fs.readdirSync(path.join(root, 'projects'))[0]!;
    const meta = fs
      .readFileSync(path.join(root, 'projects', other, '_meta.yaml'), 'utf8')
      .replace(/^id: .*$/m, 'id: "0b6c1e0e-1111-4222-8333-444455556666"')
      .replace(/^slug: .*$/m, 'slug: "hand-made"')
      .replace(/^name: .*$/m, 'name: "Hand made"')
      .replace(/^paths:[^]*?(?=^created:)/m, 'paths: []\n');
    const dir = path.join(root, 'projects', 'hand-made');
    fs.mkdirSync(path.join(dir, 'notes'), { recursive: true });
    fs.writeFileSync(path.join(dir, '_meta.yaml'), meta);
    fs.writeFileSync(path.join(dir, 'notes', 'found.md'), 'The periwinkle lighthouse keeps its lamp lit.\n');
    const index = path.join(root, '_projects-index.json');
    fs.utimesSync(index, new Date(Date.now() - 60_000), new Date(Date.now() - 60_000));
    const text = await firstSearch(root, { query: 'periwinkle lighthouse', project: '*' });
    expect(text).toBe('projects/hand-made/notes/found.md:1: The periwinkle lighthouse keeps its lamp lit.');
  });

  it('gives the hits of a prepared search on a root that needs no preparation', async () => {
    const root = preparedRoot();
    const ws = openWorkspace({ root, cwd: root });
    for (const query of ['the', 'decision', 'rotate the signing keys']) {
      const prepared = searchMemory(ws, { query, project: '*', limit: 1000 }, { useIndex: false });
      const text = await firstSearch(root, { query, project: '*', limit: 1000 });
      expect(text.split('\n').length, query).toBe(prepared.hits.length || 1);
      if (prepared.hits.length) expect(text.split('\n')[0]).toBe(`${prepared.hits[0]!.path}:${prepared.hits[0]!.line}: ${prepared.hits[0]!.text}`);
    }
  });
});
