/**
 * A ranked hit naming a person says where the person stands now (core/people-mentions.ts): the
 * "joined the team" line of someone since unlinked, or shown with an old title, is not read as current.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../helpers/server.js';
import { tempDir } from '../helpers/tmp.js';

let root: string;
let server: RunningServer;

beforeAll(async () => {
  const base = tempDir('pm-people-search-');
  root = path.join(base, 'memory');
  const repo = path.join(base, 'repo');
  fs.mkdirSync(repo);
  server = await startServer({ root, cwd: repo });
  await server.ok('create_project', { slug: 'demo', name: 'Demo App', paths: [repo] });
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
    lines = hitLines(await server.ok('search', { query: 'joined team', mode: 'ranked', project: '*' }));
    expect(lineOf(lines, 'Rita Moreno'), lines.join('\n')).toMatch(/\(SRE\)\s+\[@rita-moreno: now Engineering manager\]$/);
    expect(lineOf(lines, 'Omar Ali')).toMatch(/\[@omar-ali: not linked to this project\]$/);
  });
});
