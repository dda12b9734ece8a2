/**
 * Case and Unicode twins through the real server: on macOS `DECISIONS.md` is `decisions.md`, so on
 * every OS the tools treat it as the append-only log, and never make a second file that a
 * case-insensitive file system would merge with the first.
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../helpers/server.js';
import { tempDir } from '../helpers/tmp.js';

let server: RunningServer;
let project: string;

beforeAll(async () => {
  const base = tempDir('pm-case-');
  const root = path.join(base, 'memory');
  const repo = path.join(base, 'repo');
  fs.mkdirSync(repo);
  server = await startServer({ root, cwd: repo });
  await server.ok('create_project', { slug: 'demo', name: 'Demo', paths: [repo] });
  await server.ok('add_decision', { summary: 'Use SQLite' });
  project = path.join(root, 'projects/demo');
});

afterAll(async () => server.close());

const names = (dir: string) => fs.readdirSync(path.join(project, dir)).sort();

describe('case-insensitive names through the tools', () => {
  it('refuses write_file DECISIONS.md as the append-only decision log, creating no second file', async () => {
    const before = fs.readFileSync(path.join(project, 'decisions.md'), 'utf8');
    const r = await server.call('write_file', { path: 'DECISIONS.md', content: '# Decisions\n\nwiped\n' });
    expect(r.isError).toBe(true);
    expect(r.text).toMatch(/append-only/);
    expect(fs.readFileSync(path.join(project, 'decisions.md'), 'utf8')).toBe(before);
    expect(names('.').filter((n) => n.toLowerCase() === 'decisions.md')).toEqual(['decisions.md']);
  });

  it('appends to the one decision log when append_to_file names it Decisions.md', async () => {
    await server.ok('append_to_file', { path: 'Decisions.md', content: 'A hand-written note under the log.' });
    expect(fs.readFileSync(path.join(project, 'decisions.md'), 'utf8')).toMatch(/A hand-written note under the log\.\n$/);
    expect(names('.').filter((n) => n.toLowerCase() === 'decisions.md')).toEqual(['decisions.md']);
  });

  it('validates _META.yaml as the project metadata', async () => {
    const before = fs.readFileSync(path.join(project, '_meta.yaml'), 'utf8');
    const r = await server.call('write_file', { path: '_META.yaml', content: 'name: Replaced without validation\n' });
    expect(r.isError).toBe(true);
    expect(fs.readFileSync(path.join(project, '_meta.yaml'), 'utf8')).toBe(before);
    expect(names('.').filter((n) => n.toLowerCase() === '_meta.yaml')).toEqual(['_meta.yaml']);
  });

  it('refuses a new file whose name differs from an existing one only in letter case', async () => {
    // Names starting with "_" escape the kebab-case rule, so only this check keeps them apart.
    await server.ok('write_file', { path: 'notes/_draft.md', content: 'first\n' });
    const r = await server.call('write_file', { path: 'notes/_Draft.md', content: 'second\n' });
    expect(r.isError).toBe(true);
    expect(r.text).toMatch(/only in letter case/);
    expect(names('notes').filter((n) => n.toLowerCase() === '_draft.md')).toEqual(['_draft.md']);
    expect(fs.readFileSync(path.join(project, 'notes/_draft.md'), 'utf8')).toBe('first\n');
  });

  it('opens a file stored in NFD (as macOS may store it) when the tool names it in NFC, instead of missing it', async () => {
    const nfd = 'café.md'.normalize('NFD');
    fs.writeFileSync(path.join(project, 'notes', nfd), 'kept\n');
    expect(await server.ok('read_file', { path: 'notes/café.md'.normalize('NFC') })).toMatch(/kept/);
    await server.ok('delete_file', { path: 'notes/café.md'.normalize('NFC') });
    expect(names('notes').filter((n) => n.normalize('NFC') === 'café.md')).toEqual([]);
  });
});
