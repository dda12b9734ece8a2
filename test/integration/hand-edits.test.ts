/**
 * Issue 10, class 7: files a person edits by hand and the tools update partially keep every byte
 * the person wrote; only the derived values change.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../helpers/server.js';
import { tempDir } from '../helpers/tmp.js';

let root: string;
let repo: string;
let server: RunningServer;

beforeAll(async () => {
  const base = tempDir();
  root = path.join(base, 'memory');
  repo = path.join(base, 'repo');
  fs.mkdirSync(repo);
  server = await startServer({ root, cwd: repo });
  await server.ok('create_project', { slug: 'demo', name: 'Demo App', paths: [repo] });
  await server.ok('create_project', { slug: 'other', name: 'Other' });
});

afterAll(async () => {
  await server.close();
});

const P = (rel: string) => path.join(root, 'projects/demo', rel);

describe('manifest.json edited by hand', () => {
  it('keeps duplicate keys, long integers, number spellings and escapes through log_session and add_decision', async () => {
    const hand = [
      '{',
      '  "schemaVersion": 1,',
      '  "note": "first",',
      '  "note": "second",',
      '  "big": 12345678901234567890,',
      '  "price": 1.50,',
      '  "escaped": "ghp_\\u0038abc",',
      '  "nested": {"keep":   [1,2 ,3]},',
      '  "sessionCount": 0',
      '}',
      '',
    ].join('\n');
    fs.writeFileSync(P('manifest.json'), hand);
    await server.ok('log_session', { summary: 'Worked on the manifest.' });
    await server.ok('add_decision', { summary: 'Keep hand edits' });
    const after = fs.readFileSync(P('manifest.json'), 'utf8');
    const data = JSON.parse(after) as Record<string, unknown>;
    expect(data.sessionCount).toBe(1);
    expect(data.activeDecisionIds).toEqual(['D1']);
    expect(typeof data.updated).toBe('string');
    // Every line the person wrote is still there, byte for byte.
    for (const line of hand.split('\n').filter((l) => l && !l.includes('sessionCount'))) {
      expect(after, line).toContain(line.replace(/,$/, ''));
    }
    expect(after).toContain('"note": "first",\n  "note": "second",');
    expect(after).toContain('12345678901234567890');
    expect(after).toContain('1.50');
    expect(after).toContain('\\u0038');
    expect(after).toContain('"sessionCount": 1');
  });

  it('changes nothing when the derived values are already right, and keeps CRLF line ends', async () => {
    const text = fs.readFileSync(P('manifest.json'), 'utf8').replace(/\n/g, '\r\n');
    fs.writeFileSync(P('manifest.json'), text);
    await server.ok('rebuild_indexes', {});
    expect(fs.readFileSync(P('manifest.json'), 'utf8')).toBe(text);
    await server.ok('add_decision', { summary: 'Second decision' });
    const after = fs.readFileSync(P('manifest.json'), 'utf8');
    expect(after.replace(/\r\n/g, '')).not.toContain('\n');
    expect(JSON.parse(after).activeDecisionIds).toEqual(['D1', 'D2']);
  });

  it('leaves an invalid manifest.json exactly as it is', async () => {
    const broken = '{ "schemaVersion": 1, // a comment\n';
    fs.writeFileSync(P('manifest.json'), broken);
    await server.ok('add_decision', { summary: 'Third decision' });
    expect(fs.readFileSync(P('manifest.json'), 'utf8')).toBe(broken);
  });
});

describe('_meta.yaml edited by hand', () => {
  it('keeps comments, extra keys and formatting when use_project binds a path', async () => {
    const meta = path.join(root, 'projects/other/_meta.yaml');
    const original = fs.readFileSync(meta, 'utf8');
    const hand = `${original.trimEnd()}\n# the owner asked for this\ncustom_field: 1.50   # price\n`;
    fs.writeFileSync(meta, hand);
    const bound = path.join(repo, 'sub');
    fs.mkdirSync(bound);
    await server.ok('use_project', { project: 'other', path: bound });
    const after = fs.readFileSync(meta, 'utf8');
    expect(after).toContain(bound);
    expect(after).toContain('# the owner asked for this\ncustom_field: 1.50   # price\n');
    expect(after.split('\n')[0]).toBe(original.split('\n')[0]);
  });
});

describe('people.md edited by hand', () => {
  it('keeps the lines a person added when rebuild_indexes and link tools regenerate it, and says so', async () => {
    await server.ok('create_person', { name: 'Jane Doe', title: 'CTO' });
    await server.ok('link_person_to_project', { person: 'jane-doe', project: 'demo' });
    const rel = 'projects/demo/people.md';
    const file = path.join(root, rel);
    fs.appendFileSync(file, '- Bob from finance (no profile yet)\n\n## Contractors\n\n- Carol, via the agency\n');
    await server.ok('create_person', { name: 'Ann Lee' });
    fs.appendFileSync(path.join(root, '_global/people/ann-lee.md'), '- [[demo]]\n');
    const report = JSON.parse(await server.ok('rebuild_indexes', {})) as { people_md_changed: string[]; people_md_hand_edits: string[] };
    expect(report.people_md_changed).toEqual([rel]);
    expect(report.people_md_hand_edits).toHaveLength(1);
    expect(report.people_md_hand_edits[0]).toContain(`project-memory history ${rel}`);
    const text = fs.readFileSync(file, 'utf8');
    expect(text).toContain('- **Ann Lee** (@ann-lee)');
    expect(text).toContain('- **Jane Doe** (@jane-doe)');
    expect(text).toContain('## Added by hand\n\n- Bob from finance (no profile yet)\n## Contractors\n- Carol, via the agency\n');
    // Converged: the next rebuild and a link call keep the same lines.
    expect(JSON.parse(await server.ok('rebuild_indexes', {})).people_md_changed).toEqual([]);
    await server.ok('unlink_person_from_project', { person: 'ann-lee', project: 'demo' });
    const after = fs.readFileSync(file, 'utf8');
    expect(after).not.toContain('@ann-lee');
    expect(after).toContain('- Bob from finance (no profile yet)');
    expect(after).toContain('- Carol, via the agency');
  });
});
