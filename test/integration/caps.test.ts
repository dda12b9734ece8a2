/**
 * Issue 10, class 10: no tool can make a file that the tools cannot read back, titles and
 * summaries have maxima, and outputs that grow with the root are paged or bounded.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../helpers/server.js';
import { tempDir } from '../helpers/tmp.js';

const HEAVY = process.env.PM_HEAVY === '1';
const LIMIT = 2 * 1024 * 1024;
let root: string;
let repo: string;
let server: RunningServer;

beforeAll(async () => {
  const base = tempDir();
  root = path.join(base, 'memory');
  repo = path.join(base, 'repo');
  fs.mkdirSync(repo);
  server = await startServer({ root, cwd: repo });
  await server.ok('create_project', { slug: 'demo', name: 'Demo', paths: [repo] });
});

afterAll(async () => {
  await server.close();
});

const P = (rel: string) => path.join(root, 'projects/demo', rel);
const today = () => new Date().toISOString().slice(0, 10);

describe('growing operations stop at the size of one memory file', () => {
  it('log_session refuses, before writing, the call that would take the day file past 2 MiB; the file stays readable', async () => {
    const outcomes = Array.from({ length: 200 }, (_, i) => `outcome ${i} ${'x'.repeat(1_900)}`);
    const file = P(`sessions/${today()}.md`);
    let refused: string | null = null;
    for (let i = 0; i < 30 && refused === null; i++) {
      const before = fs.existsSync(file) ? fs.readFileSync(file) : null;
      const r = await server.call('log_session', { summary: `part ${i}`, outcomes });
      if (r.isError) {
        refused = r.text;
        expect(fs.readFileSync(file).equals(before as Buffer), 'a refused call changes nothing').toBe(true);
      }
    }
    expect(refused).toMatch(/would be \d+ bytes, over the 2097152-byte limit for one memory file, so nothing was written/);
    expect(fs.statSync(file).size).toBeLessThanOrEqual(LIMIT);
    expect((await server.call('read_file', { path: `sessions/${today()}.md`, limit: 5 })).isError).toBe(false);
    expect((await server.call('consolidate', { dry_run: true })).isError).toBe(false);
  });

  it('add_decision refuses to grow decisions.md past the limit and leaves it as it was', async () => {
    const current = fs.readFileSync(P('decisions.md'), 'utf8');
    const filler = `${current.trimEnd()}\n\n## D1 · Filler\n- Status: Active\n- Date: 2026-01-01\n\n${'f'.repeat(LIMIT - current.length - 200)}\n`;
    fs.writeFileSync(P('decisions.md'), filler);
    const r = await server.call('add_decision', { summary: 'One more', body: 'b'.repeat(5_000) });
    expect(r.isError).toBe(true);
    expect(r.text).toMatch(/decisions\.md.*over the 2097152-byte limit/);
    expect(fs.readFileSync(P('decisions.md'), 'utf8')).toBe(filler);
    fs.writeFileSync(P('decisions.md'), current);
  });

  it('edit_person_notes refuses to grow a person file past the limit', async () => {
    await server.ok('create_person', { name: 'Big Notes' });
    const rel = path.join(root, '_global/people/big-notes.md');
    const text = fs.readFileSync(rel, 'utf8').replace('_(manual notes empty)_', 'n'.repeat(LIMIT - 1_000));
    fs.writeFileSync(rel, text);
    const r = await server.call('edit_person_notes', { person: 'big-notes', notes: 'm'.repeat(5_000) });
    expect(r.isError).toBe(true);
    expect(r.text).toMatch(/over the 2097152-byte limit/);
    expect(fs.readFileSync(rel, 'utf8')).toBe(text);
    fs.rmSync(rel); // every later people.md regeneration would parse it again
  });

  it('refuses a decision title of 100,000 characters or of two lines, and an oversized session summary', async () => {
    const long = await server.call('add_decision', { summary: 't'.repeat(100_000) });
    expect(long.isError).toBe(true);
    expect(long.text).toMatch(/summary is 100000 characters; keep it under 200/);
    expect((await server.call('add_decision', { summary: 'line one\nline two' })).isError).toBe(true);
    expect((await server.call('add_decision', { summary: 'ok', topic: 'x'.repeat(201) })).isError).toBe(true);
    const summary = await server.call('log_session', { summary: 's'.repeat(20_001) });
    expect(summary.isError).toBe(true);
    expect(summary.text).toMatch(/summary is 20001 characters, over the 20000-character limit/);
    expect((await server.call('log_session', { outcomes: Array.from({ length: 201 }, () => 'o') })).isError).toBe(true);
    expect((await server.call('add_decision', { summary: 't'.repeat(200) })).isError).toBe(false);
  });
});

describe('outputs that grow with the root are paged', () => {
  it('get_folder_manifest pages a folder of many files, and every file is on exactly one page', async () => {
    const n = HEAVY ? 20_000 : 1_500;
    fs.mkdirSync(P('docs/many'), { recursive: true });
    for (let i = 0; i < n; i++) fs.writeFileSync(P(`docs/many/file-${String(i).padStart(5, '0')}.md`), 'x\n');
    const first = await server.ok('get_folder_manifest', { path: 'docs/many' });
    expect(first.length).toBeLessThan(60_000);
    expect(first).toContain(`call again with offset 200 for the next page`);
    const names: string[] = [];
    for (let offset = 0; offset < n; offset += 1000) {
      const r = (await server.client.callTool({ name: 'get_folder_manifest', arguments: { path: 'docs/many', offset, limit: 1000 } })) as {
        content: { text: string }[];
      };
      const page = JSON.parse(r.content[1]!.text) as { files: { name: string }[]; files_total: number };
      expect(page.files_total).toBe(n);
      names.push(...page.files.map((f) => f.name));
    }
    expect(names.length).toBe(n);
    expect(new Set(names).size).toBe(n);
    expect((await server.call('get_folder_manifest', { path: 'docs/many', limit: 1001 })).isError).toBe(true);
    fs.rmSync(P('docs/many'), { recursive: true });
  });

  // Heavy: 7,600 files and several parses of a 1 MiB YAML file (seconds each on a loaded machine).
  it.runIf(HEAVY)('keeps the descriptions of a folder whose manifest is over 1 MiB (the tools wrote it, so they read it back)', async () => {
    const stem = 'a-rather-long-file-name-so-that-the-manifest-grows-quickly';
    fs.mkdirSync(P('docs/wide'), { recursive: true });
    for (let i = 0; i < 7_600; i++) fs.writeFileSync(P(`docs/wide/${stem}-${String(i).padStart(5, '0')}.md`), 'x\n');
    await server.ok('update_file_description', { path: `docs/wide/${stem}-00000.md`, description: 'The first one.' });
    expect(fs.statSync(P('docs/wide/_index.yaml')).size).toBeGreaterThan(1024 * 1024);
    await server.ok('write_file', { path: 'docs/wide/added.md', content: 'new\n' });
    const manifest = fs.readFileSync(P('docs/wide/_index.yaml'), 'utf8');
    expect(manifest).toContain('added.md');
    expect(manifest).toContain('The first one.');
    fs.rmSync(P('docs/wide'), { recursive: true });
  });

  it('list_projects pages beyond 100 projects', async () => {
    // Made by hand (create_project 120 times would only slow the suite): the index is built from them.
    const meta = fs.readFileSync(P('_meta.yaml'), 'utf8');
    for (let i = 0; i < 120; i++) {
      fs.mkdirSync(path.join(root, `projects/p-${i}`));
      fs.writeFileSync(
        path.join(root, `projects/p-${i}/_meta.yaml`),
        meta
          .replace(/^slug: .*$/m, `slug: "p-${i}"`)
          .replace(/^id: .*$/m, `id: "id-${i}"`)
          .replace(/^paths:[\s\S]*?(?=^\w)/m, ''),
      );
    }
    // One rebuild for this test and the next (a rebuild of this root takes seconds).
    for (let i = 0; i < 250; i++) fs.writeFileSync(P(`notes/tagged-${i}.md`), `About #bigtag ${i}\n`);
    await server.ok('rebuild_indexes', {});
    const first = await server.ok('list_projects', {});
    expect(first).toContain('Showing projects 1–100 of 121; call again with offset 100 for the next page.');
    const second = await server.ok('list_projects', { offset: 100 });
    expect(second).toContain('(the last page)');
    const slugs = [first, second].flatMap((t) => (JSON.parse(t.slice(0, t.lastIndexOf(']') + 1)) as { slug: string }[]).map((p) => p.slug));
    expect(new Set(slugs).size).toBe(121);
  });

  it('find_references pages, and wrap stays compact with hundreds of active decisions', async () => {
    const refs = await server.ok('find_references', { tag: 'bigtag' });
    expect(refs.split('\n').filter((l) => l.includes('tagged-')).length).toBe(200);
    expect(refs).toContain('call again with offset 200');
    const entries = Array.from({ length: 300 }, (_, i) => `## D${i + 10} · Decision number ${i}\n- Status: Active\n- Date: 2026-01-01\n`).join('\n');
    fs.appendFileSync(P('decisions.md'), `\n${entries}`);
    const wrap = await server.ok('wrap', {});
    expect(wrap).toContain('older active decisions: see decisions.md');
    expect(wrap.length).toBeLessThan(10_000);
  });
});
