/**
 * A ranked hit that could be read as current says when it is not: a hit naming a person says where
 * the person stands now (core/people-mentions.ts), the "joined the team" line of someone since
 * unlinked, or shown with an old title; a hit in a decision no longer in force, in decisions.md or
 * in the archive /dream moved it to, ends with the decision's status.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../helpers/server.js';
import { tempDir } from '../helpers/tmp.js';

let root: string;
let project: string;
let server: RunningServer;

beforeAll(async () => {
  const base = tempDir('pm-people-search-');
  root = path.join(base, 'memory');
  const repo = path.join(base, 'repo');
  fs.mkdirSync(repo);
  project = path.join(root, 'projects/demo');
  server = await startServer({ root, cwd: repo });
  await server.ok('create_project', { slug: 'demo', name: 'Demo App', paths: [repo] });
  // What the decisions pass of /dream writes: the entry verbatim in archive/decisions-YYYYMM.md
  // and a one-line stub in decisions.md (docs/FORMATS.md#decisions).
  fs.mkdirSync(path.join(project, 'archive'), { recursive: true });
  fs.writeFileSync(
    path.join(project, 'archive/decisions-202601.md'),
    '# Decisions archive — 2026-01\n\n## D1 · Cache sessions in Memcached\n- Status: Superseded\n- Date: 2026-01-10\n- Topic: sessions\n- Superseded by: D2\n\nFast enough.\n\n## D3 · Sign cookies with HMAC\n- Status: Retired\n- Date: 2026-01-12\n\nNo longer needed.\n',
  );
  await server.ok('create_person', { name: 'Rita Moreno', title: 'SRE' });
  await server.ok('create_person', { name: 'Omar Ali', title: 'Backend' });
  for (const person of ['rita-moreno', 'omar-ali']) await server.ok('link_person_to_project', { person });
  // One file each: a ranked hit is a file's best line, and both lines must be hits.
  await server.ok('write_file', { path: 'notes/staffing-rita.md', content: '# Staffing\n\n- Rita Moreno joined the team (SRE)\n' });
  await server.ok('write_file', { path: 'notes/staffing-omar.md', content: '# Staffing\n\n- Omar Ali joined the team (Backend)\n' });
});

afterAll(async () => {
  await server.close();
});

/** Each ranked hit line (`path:line: text  [score n]`), without its score. */
const hitLines = (text: string) =>
  text
    .split('\n')
    .filter((l) => /:\d+: /.test(l))
    .map((l) => l.replace(/\s+\[score [\d.]+\]$/, ''));
const lineOf = (lines: string[], name: string) => lines.find((l) => l.includes(`${name} joined the team`));

describe('ranked hits naming a person', () => {
  it('leave a line that agrees with the person files unchanged', async () => {
    const lines = hitLines(await server.ok('search', { query: 'joined team', mode: 'ranked' }));
    expect(lineOf(lines, 'Rita Moreno'), lines.join('\n')).toMatch(/joined the team \(SRE\)$/);
  });

  it('end with "not linked to this project" once the person is unlinked, and with the new title after a hand edit', async () => {
    await server.ok('unlink_person_from_project', { person: 'omar-ali' });
    let lines = hitLines(await server.ok('search', { query: 'joined team', mode: 'ranked' }));
    expect(lineOf(lines, 'Omar Ali'), lines.join('\n')).toMatch(/\(Backend\)\s+\[@omar-ali: not linked to this project\]$/);
    expect(lineOf(lines, 'Rita Moreno')).not.toMatch(/\[@/);

    const file = path.join(root, '_global/people/rita-moreno.md');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('**Title:** SRE', '**Title:** Engineering manager'));
    // A hand edit is seen within 2 s, as by the ranked indexes (services/search-people.ts).
    await new Promise((resolve) => setTimeout(resolve, 2100));
    lines = hitLines(await server.ok('search', { query: 'joined team', mode: 'ranked', project: '*' }));
    expect(lineOf(lines, 'Rita Moreno'), lines.join('\n')).toMatch(/\(SRE\)\s+\[@rita-moreno: now Engineering manager\]$/);
    expect(lineOf(lines, 'Omar Ali')).toMatch(/\[@omar-ali: not linked to this project\]$/);
  });
});

describe('ranked hits in a decision no longer in force', () => {
  it('end with its status in the archive /dream moves it to, as in decisions.md', async () => {
    const lines = hitLines(await server.ok('search', { query: 'memcached sessions cache', mode: 'ranked' }));
    const archived = lines.find((l) => l.startsWith('archive/decisions-202601.md:'));
    expect(archived, lines.join('\n')).toMatch(/Memcached.*\s+\[D1: Superseded by D2\]$/);
    const retired = hitLines(await server.ok('search', { query: 'hmac cookies', mode: 'ranked' })).find((l) => l.startsWith('archive/'));
    expect(retired).toMatch(/\[D3: Retired\]$/);
  });
});
