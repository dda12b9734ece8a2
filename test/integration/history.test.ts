/**
 * The local history through the real server and CLI (docs/FORMATS.md#history): hand edits captured at the next
 * tool write, identical versions stored once, history invisible to search, manifests, context and
 * refs, restore --at checked like expected_revision, read_file at, the session id recorded, a
 * torn log tail tolerated, and retention never dropping the newest version.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../helpers/server.js';
import { callCli } from '../helpers/cli.js';
import { tempDir } from '../helpers/tmp.js';
import { applyRetention, readEntries } from '../../server/src/storage/history-store.js';

let root: string;
let server: RunningServer;
const SESSION = '5b7c0d2e-1111-4a4a-9e9e-123456789abc';

function hist(...args: string[]) {
  return callCli([...args], { cwd: root, root });
}

function objectFiles(slug = 'demo'): string[] {
  const base = path.join(root, '.history', slug, 'objects');
  if (!fs.existsSync(base)) return [];
  return fs.readdirSync(base).flatMap((shard) =>
    fs
      .readdirSync(path.join(base, shard))
      .filter((n) => n.endsWith('.gz'))
      .map((n) => path.join(base, shard, n)),
  );
}

const revisionIn = (text: string) => /revision ([0-9a-f]{16})/.exec(text)?.[1] as string;

beforeAll(async () => {
  root = tempDir('pm-history-');
  server = await startServer({ root, env: { CLAUDE_CODE_SESSION_ID: SESSION } });
  await server.ok('create_project', { slug: 'demo', name: 'Demo' });
});

afterAll(async () => {
  await server.close();
});

describe('recording', () => {
  it('keeps a hand edit made between two tool writes, byte for byte, with who wrote each version', async () => {
    const v1 = revisionIn(await server.ok('write_file', { project: 'demo', path: 'notes/plan.md', content: 'step one\nstep two\n' }));
    const abs = path.join(root, 'projects/demo/notes/plan.md');
    const hand = '\ufeffstep one\nstep two, edited by hand\r\n';
    fs.writeFileSync(abs, hand);
    await server.ok('patch_file', { project: 'demo', path: 'notes/plan.md', patch: '<<<<<<< SEARCH\nstep one\n=======\nstep 1\n>>>>>>> REPLACE' });

    const list = JSON.parse((await hist('history', 'notes/plan.md', '--project', 'demo', '--json')).stdout) as {
      versions: { rev: string; tool: string; hand_edit: boolean; session?: string }[];
    };
    expect(list.versions.map((v) => v.tool)).toEqual(['patch_file', 'found on disk (not written by a tool)', 'write_file']);
    expect(list.versions[2]).toMatchObject({ rev: v1, session: SESSION });
    const handRev = list.versions[1]!.rev;
    const shown = await hist('history', 'notes/plan.md', '--project', 'demo', '--at', handRev);
    expect(shown.code).toBe(0);
    expect(shown.stdout).toBe(hand.endsWith('\n') ? hand : `${hand}\n`);
    // Byte-exact (BOM, CRLF) through the JSON output too.
    const json = JSON.parse((await hist('history', 'notes/plan.md', '--project', 'demo', '--at', handRev, '--json')).stdout) as { text: string };
    expect(Buffer.from(json.text, 'utf8').equals(Buffer.from(hand, 'utf8'))).toBe(true);
  });

  it('stores identical versions once: alternating two contents adds no object after the first round', async () => {
    const a = `${'a line of the first version\n'.repeat(40)}`;
    const b = `${'a line of the second version\n'.repeat(40)}`;
    await server.ok('write_file', { project: 'demo', path: 'notes/flip.md', content: a });
    await server.ok('write_file', { project: 'demo', path: 'notes/flip.md', content: b });
    const count = objectFiles().length;
    for (let i = 0; i < 4; i++) {
      await server.ok('write_file', { project: 'demo', path: 'notes/flip.md', content: a });
      await server.ok('write_file', { project: 'demo', path: 'notes/flip.md', content: b });
    }
    expect(objectFiles().length).toBe(count);
    const entries = readEntries(root, 'demo').filter((e) => e.path === 'notes/flip.md');
    expect(entries.length).toBe(10);
    // Each object is a gzip of exactly one version.
    const texts = objectFiles().map((f) => zlib.gunzipSync(fs.readFileSync(f)).toString('utf8'));
    expect(texts.filter((t) => t === a).length).toBe(1);
  });

  it('keeps a deleted file, and people.md as edited by hand before rebuild_indexes regenerates it', async () => {
    await server.ok('write_file', { project: 'demo', path: 'notes/gone.md', content: 'soon deleted\n' });
    await server.ok('delete_file', { project: 'demo', path: 'notes/gone.md' });
    const read = await server.call('read_file', { project: 'demo', path: 'notes/gone.md', at: '~1' });
    expect(read.isError).toBe(false);
    expect(read.text).toContain('soon deleted');
    expect(read.text).toContain('by write_file');

    const people = path.join(root, 'projects/demo/people.md');
    const handPeople = `${fs.readFileSync(people, 'utf8')}\n- Ada, added by hand\n`;
    fs.writeFileSync(people, handPeople);
    await server.ok('rebuild_indexes', {});
    if (fs.readFileSync(people, 'utf8') !== handPeople) {
      const list = JSON.parse((await hist('history', 'people.md', '--project', 'demo', '--json')).stdout) as {
        versions: { rev: string; hand_edit: boolean }[];
      };
      const kept = list.versions.find((v) => v.hand_edit)!;
      expect((await hist('history', 'people.md', '--project', 'demo', '--at', kept.rev)).stdout).toBe(handPeople);
    }
  });

  it('tolerates a torn last log line and goes on appending whole lines', async () => {
    const log = path.join(root, '.history/demo/log.jsonl');
    fs.appendFileSync(log, '{"t":"2026-12-01T00:00:00.000Z","path":"notes/to');
    await server.ok('write_file', { project: 'demo', path: 'notes/torn.md', content: 'after a torn tail\n' });
    const r = await hist('history', 'notes/torn.md', '--project', 'demo', '--json');
    expect(r.code).toBe(0);
    expect((JSON.parse(r.stdout) as { versions: unknown[] }).versions.length).toBe(1);
    expect(readEntries(root, 'demo').some((e) => e.path === 'notes/plan.md')).toBe(true);
  });
});

describe('history is never searched, listed, indexed or put in context', () => {
  it('leaves no trace of an overwritten token outside .history', async () => {
    await server.ok('write_file', { project: 'demo', path: 'notes/secretive.md', content: 'the word zebraquartz #zebratag @zebraperson\n' });
    await server.ok('write_file', { project: 'demo', path: 'notes/secretive.md', content: 'nothing to see\n' });
    await server.ok('rebuild_indexes', {});
    for (const mode of ['substring', 'regex', 'ranked']) {
      const r = await server.call('search', { query: 'zebraquartz', mode, project: '*' });
      expect(r.text, mode).not.toContain('secretive');
    }
    expect((await server.call('find_references', { tag: 'zebratag' })).text).not.toContain('secretive');
    expect((await server.ok('get_project_context', { project: 'demo' })).toLowerCase()).not.toContain('zebra');
    expect(await server.ok('get_folder_manifest', { project: 'demo', path: '.' })).not.toContain('history');
    // No file outside .history mentions it (indexes, manifests, refs).
    const hits: string[] = [];
    const walk = (dir: string) => {
      for (const ent of fs.readdirSync(dir, { withFileTypes: true })) {
        const abs = path.join(dir, ent.name);
        if (ent.isDirectory()) {
          if (abs !== path.join(root, '.history')) walk(abs);
        } else if (ent.isFile() && fs.readFileSync(abs, 'utf8').includes('zebraquartz')) hits.push(path.relative(root, abs));
      }
    };
    walk(root);
    expect(hits).toEqual([]);
  });

  it('is unreachable through the file tools', async () => {
    for (const p of ['.history/demo/log.jsonl', 'notes/.history/x.md']) {
      expect((await server.call('write_file', { project: 'demo', path: p, content: 'x\n' })).isError, p).toBe(true);
    }
    expect((await server.call('read_file', { project: 'demo', path: '../../.history/demo/log.jsonl' })).isError).toBe(true);
  });
});

describe('restore --at and read_file at', () => {
  it('restores one version (itself recorded) and refuses when the file changed since it was read', async () => {
    const first = revisionIn(await server.ok('write_file', { project: 'demo', path: 'memory.md', content: '# Memory\n\n## Project overview\n\nFirst.\n' }));
    const second = revisionIn(await server.ok('write_file', { project: 'demo', path: 'memory.md', content: '# Memory\n\n## Project overview\n\nSecond.\n' }));
    const stale = await hist('restore', 'memory.md', '--project', 'demo', '--at', first, '--expected-revision', first);
    expect(stale.code).not.toBe(0);
    expect(stale.stderr).toContain('changed since');
    expect(fs.readFileSync(path.join(root, 'projects/demo/memory.md'), 'utf8')).toContain('Second.');

    const ok = await hist('restore', 'memory.md', '--project', 'demo', '--at', first, '--expected-revision', second, '--json');
    expect(ok.code).toBe(0);
    expect(JSON.parse(ok.stdout)).toMatchObject({ restored: first, replaced: second, changed: true });
    expect(fs.readFileSync(path.join(root, 'projects/demo/memory.md'), 'utf8')).toContain('First.');
    // The restore is a version too: the one it replaced can be put back.
    const back = await server.call('read_file', { project: 'demo', path: 'memory.md', at: second });
    expect(back.text).toContain('Second.');
    const list = JSON.parse((await hist('history', 'memory.md', '--project', 'demo', '--json')).stdout) as { versions: { tool: string }[] };
    expect(list.versions[0]!.tool).toBe('cli restore');

    const diff = await hist('diff', 'memory.md', '--project', 'demo', '--at', second);
    expect(diff.stdout).toContain('-Second.');
    expect(diff.stdout).toContain('+First.');
  });

  it('takes a file path from the current folder inside the project, and keeps the trash restore', async () => {
    const cwd = path.join(root, 'projects/demo/notes');
    const r = await callCli(['history', 'plan.md', '--json'], { cwd, root });
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ project: 'demo', path: 'notes/plan.md' });
    const trashed = fs.readdirSync(path.join(root, '_trash'));
    const stamp = trashed.find((s) => fs.existsSync(path.join(root, '_trash', s, 'projects/demo/notes/gone.md')))!;
    const t = await callCli(['restore', `_trash/${stamp}/projects/demo/notes/gone.md`], { cwd: root, root });
    expect(t.code).toBe(0);
    expect(fs.readFileSync(path.join(root, 'projects/demo/notes/gone.md'), 'utf8')).toBe('soon deleted\n');
  });

  it('answers an unknown revision with one sentence', async () => {
    const r = await server.call('read_file', { project: 'demo', path: 'memory.md', at: 'abcdef0123' });
    expect(r.isError).toBe(true);
    expect(r.text).toMatch(/no recorded version/);
    expect((await hist('history', 'memory.md', '--project', 'demo', '--at', 'zz')).code).toBe(2);
  });
});

describe('retention', () => {
  it('never drops the newest version of any path, whatever the limits', async () => {
    const before = readEntries(root, 'demo');
    const paths = [...new Set(before.map((e) => e.path))];
    const newest = new Map(before.map((e) => [e.path, e.sha]));
    // Two hours ahead: past the grace that protects objects not yet logged.
    const report = applyRetention(root, 'demo', { maxAgeDays: 0.0001, maxBytes: 1 }, Date.now() + 2 * 3600_000);
    const after = readEntries(root, 'demo');
    expect(report.entriesAfter).toBe(paths.length);
    expect(report.objectsRemoved).toBeGreaterThan(0);
    for (const p of paths) {
      const last = after.filter((e) => e.path === p).pop()!;
      expect(last.sha).toBe(newest.get(p));
      if (last.sha) expect(fs.existsSync(path.join(root, '.history/demo/objects', last.sha.slice(0, 2), `${last.sha}.gz`)), p).toBe(true);
    }
    const r = await hist('history', 'notes/flip.md', '--project', 'demo', '--json');
    const versions = (JSON.parse(r.stdout) as { versions: { available: boolean }[] }).versions;
    expect(versions[0]!.available).toBe(true);
  });
});

describe('a .history planted as a link', () => {
  it('makes writes fail with one sentence and never writes where it leads', async () => {
    const other = tempDir('pm-history-link-');
    const outside = tempDir('pm-history-outside-');
    const s = await startServer({ root: other });
    try {
      await s.ok('create_project', { slug: 'demo', name: 'Demo' });
      fs.rmSync(path.join(other, '.history'), { recursive: true, force: true });
      fs.symlinkSync(outside, path.join(other, '.history'));
      const r = await s.call('write_file', { project: 'demo', path: 'notes/x.md', content: 'x\n' });
      expect(r.isError).toBe(true);
      expect(r.text.split('\n').length).toBe(1);
      expect(fs.readdirSync(outside)).toEqual([]);
      expect(fs.existsSync(path.join(other, 'projects/demo/notes/x.md'))).toBe(false);
    } finally {
      await s.close();
    }
  });
});
