/**
 * Ranked search through the real bundle: ranking by field, freshness after our writes and hand
 * edits, the persisted index (hidden, rebuilt when damaged), all-project merge, and the CLI.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI_BUNDLE, startServer, type RunningServer } from '../helpers/server.js';
import { tempDir } from '../helpers/tmp.js';

/** The server walks a scope for hand edits at most this often. */
const REFRESH_MS = 2000;

let root: string;
let repo: string;
let server: RunningServer;

const filler = (n: number) =>
  Array.from({ length: n }, (_, i) => `Line ${i} talks about release planning, budgets, meetings and the usual weekly chores.`).join('\n');
const P = (rel: string) => path.join(root, 'projects/demo', rel);
const indexFile = (slug = 'demo') => path.join(root, 'projects', slug, '.index/ranked.json');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const rankedPaths = (text: string) =>
  text
    .split('\n')
    .filter((l) => /:\d+: /.test(l))
    .map((l) => l.slice(0, l.indexOf(':')));

function cli(...args: string[]) {
  return spawnSync(process.execPath, [CLI_BUNDLE, ...args], { encoding: 'utf8', cwd: repo, env: { ...process.env, PROJECT_MEMORY_ROOT: root } });
}

beforeAll(async () => {
  const base = tempDir();
  root = path.join(base, 'memory');
  repo = path.join(base, 'repo');
  fs.mkdirSync(repo);
  server = await startServer({ root, cwd: repo });
  await server.ok('create_project', { slug: 'demo', name: 'Demo', paths: [repo] });
  await server.ok('create_project', { slug: 'other', name: 'Other' });
  const files: Record<string, string> = {
    'notes/invoice-retries.md': `# Invoice retries\n\n${filler(12)}\n`,
    'notes/weekly-review.md': `# Weekly review\n\n## Invoice handling\n\n${filler(12)}\n`,
    'notes/tagged.md': `# Misc\n\nSee #invoice for the open questions.\n${filler(12)}\n`,
  };
  for (let i = 0; i < 6; i++) files[`notes/body-${i}.md`] = `# Body ${i}\n\n${filler(6)}\nThe invoice was mentioned once here.\n${filler(6)}\n`;
  for (const [p, content] of Object.entries(files)) await server.ok('write_file', { path: p, content });
  await server.ok('write_file', { project: 'other', path: 'notes/invoice-policy.md', content: `# Invoice policy\n\n${filler(12)}\n` });
});

afterAll(async () => {
  await server.close();
});

describe('ranked search', () => {
  it('ranks a title above a heading or tag, and those above mentions in the body', async () => {
    const text = await server.ok('search', { query: 'invoice', mode: 'ranked', limit: 20 });
    const paths = rankedPaths(text);
    expect(paths[0]).toBe('notes/invoice-retries.md');
    expect(new Set(paths.slice(1, 3))).toEqual(new Set(['notes/weekly-review.md', 'notes/tagged.md']));
    expect(paths.slice(3).every((p) => p.startsWith('notes/body-'))).toBe(true);
    expect(paths).toHaveLength(9);
    expect(text).toContain('notes/invoice-retries.md:1: # Invoice retries');
    expect(text).toContain('notes/weekly-review.md:3: ## Invoice handling');
    expect(text).toMatch(/^notes\/body-\d\.md:9: The invoice was mentioned once here\. {2}\[score \d+\.\d\d\]$/m);
    const scores = [...text.matchAll(/\[score (\d+\.\d+)\]/g)].map((m) => Number(m[1]));
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('stems plurals, ignores stop words, and says when a query has no word to rank by', async () => {
    expect(rankedPaths(await server.ok('search', { query: 'the invoices', mode: 'ranked' }))[0]).toBe('notes/invoice-retries.md');
    expect(await server.ok('search', { query: 'the of', mode: 'ranked' })).toMatch(/no word to rank by.*substring/);
  });

  it('limits and filters by path like the other modes, and merges all projects by score', async () => {
    expect(await server.ok('search', { query: 'invoice', mode: 'ranked', limit: 2 })).toMatch(/stopped at 2 hits/);
    expect(
      rankedPaths(await server.ok('search', { query: 'invoice', mode: 'ranked', path: 'notes/body-*.md' })).every((p) => p.startsWith('notes/body-')),
    ).toBe(true);
    const all = await server.ok('search', { query: 'invoice', mode: 'ranked', project: '*', limit: 3 });
    expect(rankedPaths(all)).toContain('projects/other/notes/invoice-policy.md');
    expect(rankedPaths(all)).toContain('projects/demo/notes/invoice-retries.md');
  });

  it('finds what our tools just wrote and forgets what they just deleted', async () => {
    await server.ok('write_file', { path: 'notes/fresh.md', content: '# Fresh\n\nA quasar appeared.\n' });
    expect(await server.ok('search', { query: 'quasar', mode: 'ranked' })).toContain('notes/fresh.md:3: A quasar appeared.');
    await server.ok('patch_file', { path: 'notes/fresh.md', patch: '<<<<<<< SEARCH\nA quasar appeared.\n=======\nA pulsar appeared.\n>>>>>>> REPLACE' });
    expect(await server.ok('search', { query: 'quasar', mode: 'ranked' })).not.toContain('fresh.md');
    expect(await server.ok('search', { query: 'pulsar', mode: 'ranked' })).toContain('notes/fresh.md:3: A pulsar appeared.');
    await server.ok('delete_file', { path: 'notes/fresh.md' });
    expect(await server.ok('search', { query: 'pulsar', mode: 'ranked' })).not.toContain('fresh.md');
  });

  it('picks up files edited, added and deleted by hand within a few seconds', async () => {
    fs.appendFileSync(P('notes/body-0.md'), '\nA zeppelin flew over.\n');
    fs.writeFileSync(P('notes/by-hand.md'), '# By hand\n\nAnother zeppelin.\n');
    fs.rmSync(P('notes/body-5.md'));
    await sleep(REFRESH_MS + 200);
    const text = await server.ok('search', { query: 'zeppelin', mode: 'ranked' });
    expect(new Set(rankedPaths(text))).toEqual(new Set(['notes/body-0.md', 'notes/by-hand.md']));
    expect(rankedPaths(await server.ok('search', { query: 'invoice', mode: 'ranked', limit: 50 }))).not.toContain('notes/body-5.md');
    // Substring search narrowed by the index sees the same.
    expect(await server.ok('search', { query: 'a zeppelin flew' })).toContain('notes/body-0.md:');
  });

  it('keeps its index in a hidden folder that search, manifests and rebuilds never list', async () => {
    // The server writes the index a second after the last change, once searches pause.
    for (let waited = 0; !fs.existsSync(indexFile()) && waited < 10_000; waited += 100) await sleep(100);
    expect(fs.existsSync(indexFile())).toBe(true);
    expect(fs.readFileSync(indexFile(), 'utf8')).toContain('project-memory/ranked-index');
    expect(await server.ok('search', { query: 'project-memory/ranked-index', project: '*' })).toMatch(/^No matches/);
    expect(await server.ok('search', { query: 'ranked-ind', mode: 'regex', project: '*' })).toMatch(/^No matches/);
    expect(await server.ok('get_folder_manifest', {})).not.toContain('.index');
    await server.ok('rebuild_indexes');
    expect(fs.readFileSync(path.join(root, '_refs-index.json'), 'utf8')).not.toContain('.index');
    expect(fs.readFileSync(P('_index.yaml'), 'utf8')).not.toContain('.index');
  });

  it('rebuilds a damaged index file instead of trusting it', async () => {
    await server.close();
    fs.writeFileSync(indexFile(), '{"format":"project-memory/ranked-index","version":1,"docs":[[');
    server = await startServer({ root, cwd: repo });
    expect(rankedPaths(await server.ok('search', { query: 'invoice', mode: 'ranked' }))[0]).toBe('notes/invoice-retries.md');
    await server.close(); // written on exit at the latest
    const stored = JSON.parse(fs.readFileSync(indexFile(), 'utf8')) as { format: string; docs: [string][] };
    expect(stored.format).toBe('project-memory/ranked-index');
    expect(stored.docs.map((d) => d[0])).toContain('notes/invoice-retries.md');
    server = await startServer({ root, cwd: repo });
  });

  it('runs from the CLI and stores the index it built', () => {
    fs.rmSync(path.dirname(indexFile('other')), { recursive: true, force: true });
    const r = cli('search', 'invoice', '--mode', 'ranked', '--project', 'other', '--json');
    expect(r.status, r.stderr).toBe(0);
    const result = JSON.parse(r.stdout) as { mode: string; hits: { path: string; line: number; score: number }[] };
    expect(result.mode).toBe('ranked');
    expect(result.hits[0]).toMatchObject({ path: 'notes/invoice-policy.md', line: 1 });
    expect(result.hits[0]!.score).toBeGreaterThan(0);
    expect(fs.existsSync(indexFile('other'))).toBe(true);
    expect(cli('search', 'invoice', '--mode', 'fuzzy').stderr).toMatch(/--mode must be substring, regex or ranked/);
  });
});

describe('substring search narrowed by the index, through the bundle', () => {
  it('returns what the CLI (a plain scan) returns', async () => {
    await server.ok('search', { query: 'warm', mode: 'ranked', project: '*' }); // loads every index
    const texts = ['notes/invoice-retries.md', 'notes/weekly-review.md', 'notes/body-1.md'].map((p) => fs.readFileSync(P(p), 'utf8'));
    for (let i = 0; i < 12; i++) {
      const text = texts[i % texts.length]!;
      const start = (i * 97) % (text.length - 40);
      const query = text.slice(start, start + 8 + (i % 5) * 6).split('\n')[0]!;
      if (query.trim().length === 0) continue;
      const viaServer = await server.ok('search', { query, project: '*', limit: 1000 });
      const viaCli = cli('search', query, '--project', '*', '--limit', '1000');
      expect(viaServer, query).toBe(viaCli.stdout.trimEnd());
    }
  });
});
