/**
 * Issue 10, class 9: a file's bytes that no tool means to change stay as they were. A leading
 * UTF-8 BOM and CRLF line ends survive every read-modify-write (patch, append, log_session,
 * add_decision, person notes and links, write_file, manifests, /dream), and `dream --undo` gives
 * back exactly the bytes from before.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLI_BUNDLE, startServer, type RunningServer } from '../helpers/server.js';
import { snapshotTree, tempDir } from '../helpers/tmp.js';
import { SCENARIO_FILES, SCENARIO_NOW } from '../fixtures/consolidation-project.js';

const BOM = '\uFEFF';
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
  await server.ok('create_project', { slug: 'shop', name: 'Shop' });
});

afterAll(async () => {
  await server.close();
});

const abs = (rel: string) => path.join(root, rel);
const crlf = (text: string) => text.replace(/\r?\n/g, '\r\n');
/** Writes `text` as a BOM + CRLF file, the way some Windows editors save. */
const plant = (rel: string, text: string) => {
  fs.mkdirSync(path.dirname(abs(rel)), { recursive: true });
  fs.writeFileSync(abs(rel), BOM + crlf(text));
};

function expectBomCrlf(rel: string): string {
  const text = fs.readFileSync(abs(rel), 'utf8');
  expect(text.startsWith(BOM), `${rel} keeps its BOM`).toBe(true);
  expect(text.startsWith(BOM + BOM), `${rel} has one BOM`).toBe(false);
  expect(/(^|[^\r])\n/.test(text), `${rel} has only CRLF line ends: ${JSON.stringify(text.slice(0, 300))}`).toBe(false);
  return text;
}

describe('BOM and CRLF files through the tools', () => {
  it('patch_file keeps them', async () => {
    plant('projects/demo/notes/plan.md', '# Plan\n\nfirst line\nsecond line\n');
    await server.ok('patch_file', { path: 'notes/plan.md', patch: '<<<<<<< SEARCH\nfirst line\n=======\nfirst line, edited\nand a new one\n>>>>>>> REPLACE' });
    expect(expectBomCrlf('projects/demo/notes/plan.md')).toContain('first line, edited\r\nand a new one\r\n');
  });

  it('write_file keeps the BOM of the file it replaces', async () => {
    plant('projects/demo/notes/w.md', '# W\n');
    await server.ok('write_file', { path: 'notes/w.md', content: '# W\r\n\r\nnew\r\n' });
    expect(expectBomCrlf('projects/demo/notes/w.md')).toBe(`${BOM}# W\r\n\r\nnew\r\n`);
  });

  it('append_to_file keeps them', async () => {
    plant('projects/demo/updates/2026-05-01.md', '# Updates 2026-05-01\n\n- one\n');
    await server.ok('append_to_file', { path: 'updates/2026-05-01.md', content: '- two\n- three' });
    expect(expectBomCrlf('projects/demo/updates/2026-05-01.md')).toContain('- one\r\n- two\r\n- three\r\n');
  });

  it('log_session keeps them, and so does the manifest.json update it makes', async () => {
    const day = new Date().toISOString().slice(0, 10);
    plant(`projects/demo/sessions/${day}.md`, `# Session — ${day}\n\n## Session 1\n\n### Summary\n\nMorning.\n`);
    const manifest = fs.readFileSync(abs('projects/demo/manifest.json'), 'utf8');
    fs.writeFileSync(abs('projects/demo/manifest.json'), BOM + crlf(manifest));
    await server.ok('log_session', { summary: 'Afternoon.', outcomes: ['Shipped'] });
    expect(expectBomCrlf(`projects/demo/sessions/${day}.md`)).toMatch(/## Session 2\r\n[\s\S]*Afternoon\.\r\n/);
    expect(JSON.parse(expectBomCrlf('projects/demo/manifest.json').slice(1)).sessionCount).toBe(1);
  });

  it('add_decision keeps them, also when it marks an older decision superseded', async () => {
    const current = fs.readFileSync(abs('projects/demo/decisions.md'), 'utf8');
    plant('projects/demo/decisions.md', `${current.trimEnd()}\n\n## D1 · Use Postgres\n- Status: Active\n- Date: 2026-01-10\n`);
    await server.ok('add_decision', { summary: 'Use Postgres 16', supersedes: 'D1', body: 'Newer.\nWith two lines.' });
    const text = expectBomCrlf('projects/demo/decisions.md');
    expect(text).toContain('Superseded');
    expect(text).toContain('## D2 · Use Postgres 16');
  });

  it('edit_person_notes and link_person_to_project keep them', async () => {
    await server.ok('create_person', { name: 'Jane Doe' });
    const rel = '_global/people/jane-doe.md';
    plant(rel, fs.readFileSync(abs(rel), 'utf8'));
    await server.ok('edit_person_notes', { person: 'jane-doe', notes: 'Likes tea.\nPrefers mornings.' });
    expect(expectBomCrlf(rel)).toContain('Likes tea.\r\nPrefers mornings.');
    await server.ok('edit_person_notes', { person: 'jane-doe', notes: 'Replaced.', mode: 'replace' });
    expectBomCrlf(rel);
    await server.ok('link_person_to_project', { person: 'jane-doe', project: 'demo' });
    expect(expectBomCrlf(rel)).toContain('demo');
  });

  it('use_project keeps them in _meta.yaml', async () => {
    const rel = 'projects/shop/_meta.yaml';
    plant(rel, fs.readFileSync(abs(rel), 'utf8'));
    const bound = path.join(repo, 'shop');
    fs.mkdirSync(bound);
    await server.ok('use_project', { project: 'shop', path: bound });
    expect(expectBomCrlf(rel)).toContain(bound);
  });
});

describe('/dream on BOM and CRLF files', () => {
  it('keeps BOM and line ends of the files it rewrites, and --undo restores every byte', () => {
    const dir = 'projects/shop';
    for (const [rel, text] of Object.entries(SCENARIO_FILES)) plant(`${dir}/${rel}`, text);
    const memoryFiles = () => Object.fromEntries(Object.entries(snapshotTree(abs(dir))).filter(([p]) => !p.endsWith('_index.yaml')));
    const before = memoryFiles();
    const cli = (...args: string[]) => spawnSync(process.execPath, [CLI_BUNDLE, ...args, '--root', root], { encoding: 'utf8' });
    const run = cli('dream', '--project', 'shop', '--now', SCENARIO_NOW);
    expect(run.status, run.stderr).toBe(0);
    const after = memoryFiles();
    const modified = Object.keys(before).filter((p) => after[p] !== undefined && after[p] !== before[p]);
    expect(modified.length).toBeGreaterThan(0);
    for (const p of modified) expectBomCrlf(`${dir}/${p}`);
    const undo = cli('dream', '--project', 'shop', '--undo');
    expect(undo.status, undo.stderr).toBe(0);
    const restored = memoryFiles();
    const differing = Object.keys(before).filter((p) => restored[p] !== before[p]);
    expect(differing).toEqual([]);
    expect(Object.keys(restored).sort()).toEqual(Object.keys(before).sort());
  });
});

describe("/dream with the agent's draft of a BOM and CRLF memory.md", () => {
  it("writes the draft with the file's BOM and CRLF line ends, and --undo restores every byte", () => {
    const rel = 'projects/demo/memory.md';
    const memory = fs
      .readFileSync(abs(rel), 'utf8')
      .replace(/^\uFEFF/, '')
      .replace(/\r\n/g, '\n');
    plant(rel, memory);
    const before = fs.readFileSync(abs(rel));
    const draft = path.join(tempDir('pm-draft-'), 'draft.md');
    fs.writeFileSync(draft, memory.replace('## Next step\n', '## Next step\n\n- a new fact from the draft\n'));
    const cli = (...args: string[]) => spawnSync(process.execPath, [CLI_BUNDLE, ...args, '--root', root], { encoding: 'utf8' });
    const run = cli('dream', '--project', 'demo', '--memory-draft', draft);
    expect(run.status, run.stderr).toBe(0);
    expect(expectBomCrlf(rel)).toContain('- a new fact from the draft\r\n');
    const undo = cli('dream', '--project', 'demo', '--undo');
    expect(undo.status, undo.stderr).toBe(0);
    expect(fs.readFileSync(abs(rel)).equals(before)).toBe(true);
  });
});
