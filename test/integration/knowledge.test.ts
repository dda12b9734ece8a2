/**
 * The knowledge tools over the real bundle: add_decision, precheck_file, log_session,
 * get_project_context and wrap (docs/FORMATS.md, docs/ARCHITECTURE.md#hook-run).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDecisions, validateDecisions } from '../../server/src/core/decisions.js';
import { startServer, type RunningServer } from '../helpers/server.js';
import { snapshotTree, tempDir, writeTree } from '../helpers/tmp.js';

let base: string;
let root: string;
let repo: string;
let server: RunningServer;

const todayUtc = () => new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

function git(cwd: string, ...args: string[]): string {
  return execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', '-c', 'commit.gpgsign=false', ...args], {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

beforeAll(async () => {
  base = tempDir('pm-knowledge-');
  root = path.join(base, 'memory');
  repo = path.join(base, 'repo');
  fs.mkdirSync(repo);
  server = await startServer({ root, cwd: repo });
  await server.ok('create_project', { slug: 'demo', name: 'Demo App', paths: [repo] });
});

afterAll(async () => {
  await server.close();
});

const projectFile = (slug: string, rel: string) => path.join(root, 'projects', slug, rel);
const readProject = (slug: string, rel: string) => fs.readFileSync(projectFile(slug, rel), 'utf8');
const manifestOf = (slug: string) => JSON.parse(readProject(slug, 'manifest.json')) as Record<string, unknown>;

async function decide(args: Record<string, unknown>, s: RunningServer = server): Promise<string> {
  const text = await s.ok('add_decision', args);
  const m = /Recorded (D\d+)/.exec(text);
  if (!m) throw new Error(`no id in: ${text}`);
  return m[1]!;
}

async function newProject(slug: string, paths: string[] = []): Promise<void> {
  await server.ok('create_project', { slug, name: slug.replace(/-/g, ' '), paths });
}

describe('add_decision', () => {
  beforeAll(async () => {
    await newProject('dec');
  });

  it('numbers decisions D1, D2, … and writes the canonical entry', async () => {
    expect(
      await decide({
        project: 'dec',
        summary: 'Use Postgres for storage',
        topic: 'storage',
        location: 'src/db/',
        body: 'Because of transactions.\n\nAlternatives: SQLite.',
      }),
    ).toBe('D1');
    expect(await decide({ project: 'dec', summary: 'Use pnpm' })).toBe('D2');
    const text = readProject('dec', 'decisions.md');
    expect(text).toContain(
      `## D1 · Use Postgres for storage\n- Status: Active\n- Date: ${todayUtc()}\n- Topic: storage\n- Location: src/db/\n\nBecause of transactions.\n\nAlternatives: SQLite.\n`,
    );
    expect(text).toContain(`## D2 · Use pnpm\n- Status: Active\n- Date: ${todayUtc()}\n`);
    expect(text.endsWith('\n') && !text.endsWith('\n\n')).toBe(true);
  });

  it('marks the superseded entry Superseded + Superseded by and changes no other byte of it', async () => {
    const before = readProject('dec', 'decisions.md');
    const oldEntry = parseDecisions(before).entries.find((e) => e.id === 'D1')!;
    expect(await decide({ project: 'dec', summary: 'Use Postgres 16 with pgvector', topic: 'storage', location: 'src/db/', supersedes: 'D1' })).toBe('D3');
    const after = readProject('dec', 'decisions.md');
    const entries = parseDecisions(after).entries;
    const d1 = entries.find((e) => e.id === 'D1')!;
    expect(d1.status).toBe('Superseded');
    expect(d1.supersededBy).toBe('D3');
    expect(entries.find((e) => e.id === 'D3')!.supersedes).toBe('D1');

    // The new raw entry is the old one with the status value changed and one line inserted.
    const oldLines = oldEntry.raw.split('\n');
    const newLines = d1.raw.split('\n');
    expect(newLines.filter((l) => l === '- Superseded by: D3')).toHaveLength(1);
    const restored = newLines.filter((l) => l !== '- Superseded by: D3').map((l) => (l === '- Status: Superseded' ? '- Status: Active' : l));
    expect(restored).toEqual(oldLines);
    // Everything outside D1 is untouched: the file is the old file plus D3, with D1 changed.
    const d3Start = after.indexOf('## D3 ·');
    const prefix = after.slice(0, d3Start);
    expect(prefix.replace('- Status: Superseded\n', '- Status: Active\n').replace('- Superseded by: D3\n', '')).toBe(
      before.endsWith('\n') ? `${before}\n` : before,
    );
  });

  it('follows a chain D1 ← D3 ← D4 and refuses to supersede an already superseded entry, naming the current one', async () => {
    expect(await decide({ project: 'dec', summary: 'Use managed Postgres', topic: 'storage', supersedes: 'D3' })).toBe('D4');
    const entries = parseDecisions(readProject('dec', 'decisions.md')).entries;
    expect(entries.find((e) => e.id === 'D3')).toMatchObject({ status: 'Superseded', supersededBy: 'D4' });
    expect(entries.find((e) => e.id === 'D1')).toMatchObject({ status: 'Superseded', supersededBy: 'D3' });

    const before = snapshotTree(root);
    const again = await server.call('add_decision', { project: 'dec', summary: 'Use MySQL', supersedes: 'D1' });
    expect(again.isError).toBe(true);
    expect(again.text).toMatch(/D1 is already superseded by D3/);
    // The hint names the live end of the chain, not another superseded entry.
    expect(again.text).toMatch(/Supersede D4 instead/);
    expect(snapshotTree(root)).toEqual(before);
  });

  it('supersedes several entries at once, each named once however it was written', async () => {
    const a = await decide({ project: 'dec', summary: 'Lint with eslint' });
    const b = await decide({ project: 'dec', summary: 'Format with prettier' });
    const c = await decide({ project: 'dec', summary: 'Lint and format with biome', supersedes: `${a}, ${a.toLowerCase()} ${b}` });
    const entries = parseDecisions(readProject('dec', 'decisions.md')).entries;
    expect(entries.find((e) => e.id === c)!.supersedes).toBe(`${a}, ${b}`);
    for (const id of [a, b]) expect(entries.find((e) => e.id === id)).toMatchObject({ status: 'Superseded', supersededBy: c });
  });

  it('nests headings of a body below the entry, so a body can neither end the entry nor forge one', async () => {
    const id = await decide({
      project: 'dec',
      summary: 'Cache with Redis',
      body: '# Context\nWe need a cache.\n## D500 · Forged decision\n- Status: Active\n\n```md\n## kept in a fence\n```',
    });
    const text = readProject('dec', 'decisions.md');
    const entries = parseDecisions(text).entries;
    expect(entries.at(-1)!.id).toBe(id);
    expect(entries.find((e) => e.id === 'D500')).toBeUndefined();
    expect(entries.at(-1)!.body).toBe('### Context\nWe need a cache.\n#### D500 · Forged decision\n- Status: Active\n\n```md\n## kept in a fence\n```');
    expect(validateDecisions(text)).toEqual([]);
    expect(await decide({ project: 'dec', summary: 'Next one' })).toBe(`D${Number(id.slice(1)) + 1}`);
  });

  it('refuses an unknown or malformed id, changing nothing', async () => {
    const before = snapshotTree(root);
    const unknown = await server.call('add_decision', { project: 'dec', summary: 'X', supersedes: 'D99' });
    expect(unknown.isError).toBe(true);
    expect(unknown.text).toMatch(/D99 is not in decisions\.md of dec/);
    const malformed = await server.call('add_decision', { project: 'dec', summary: 'X', supersedes: 'decision one' });
    expect(malformed.isError).toBe(true);
    expect(malformed.text).toMatch(/supersedes must name decision ids/);
    expect(snapshotTree(root)).toEqual(before);
  });

  it('accepts every status, defaults to Active, and refuses others', async () => {
    for (const status of ['Draft', 'Under Review', 'Retired', 'Active']) {
      const id = await decide({ project: 'dec', summary: `A ${status} decision`, status });
      expect(parseDecisions(readProject('dec', 'decisions.md')).entries.find((e) => e.id === id)!.status).toBe(status);
    }
    const bad = await server.call('add_decision', { project: 'dec', summary: 'X', status: 'Maybe' });
    expect(bad.isError).toBe(true);
    const multi = await server.call('add_decision', { project: 'dec', summary: 'line one\nline two' });
    expect(multi.isError).toBe(true);
    expect(multi.text).toMatch(/single line/);
  });

  it('refreshes activeDecisionIds in manifest.json and flags the folder manifest stale', async () => {
    const entries = parseDecisions(readProject('dec', 'decisions.md')).entries;
    const active = entries.filter((e) => e.status === 'Active').map((e) => e.id);
    expect(active).toContain('D2');
    expect(active).not.toContain('D1');
    expect(manifestOf('dec').activeDecisionIds).toEqual(active);
    expect(manifestOf('dec').updated).toBe(todayUtc());
    expect(readProject('dec', '_index.yaml')).toMatch(/^stale: true$/m);
  });

  it('refuses a decision that contains a secret', async () => {
    const pem = [
      '-----BEGIN RSA PRIVATE KEY-----',
      ...Array.from({ length: 4 }, (_, i) => `MIIEpAIBAAKCAQEA${i}`.padEnd(64, 'q')),
      '-----END RSA PRIVATE KEY-----',
    ].join('\n');
    const before = snapshotTree(root);
    const r = await server.call('add_decision', { project: 'dec', summary: 'Deploy key', body: `The key:\n${pem}` });
    expect(r.isError).toBe(true);
    expect(r.text).toMatch(/looks like it contains a secret \(privatekey/);
    expect(snapshotTree(root)).toEqual(before);
  });

  it('loses no decision when 6 server processes add 15 each at once', async () => {
    await newProject('race');
    const servers = await Promise.all(Array.from({ length: 6 }, () => startServer({ root, cwd: repo })));
    try {
      const ids = await Promise.all(
        servers.flatMap((s, k) => Array.from({ length: 15 }, (_, i) => decide({ project: 'race', summary: `Decision ${k}-${i}`, topic: `t${k}` }, s))),
      );
      expect(new Set(ids).size).toBe(90);
      const text = readProject('race', 'decisions.md');
      const entries = parseDecisions(text).entries;
      expect(entries).toHaveLength(90);
      expect(entries.map((e) => e.num).sort((a, b) => a - b)).toEqual(Array.from({ length: 90 }, (_, i) => i + 1));
      expect(new Set(entries.map((e) => e.title)).size).toBe(90);
      expect(validateDecisions(text)).toEqual([]);
      // The manifest is refreshed from the log as it is on disk, so the last writer has them all.
      expect((manifestOf('race').activeDecisionIds as string[]).length).toBe(90);
    } finally {
      await Promise.all(servers.map((s) => s.close()));
    }
  });
});

describe('precheck_file', () => {
  beforeAll(async () => {
    git(repo, 'init', '-q');
    fs.mkdirSync(path.join(repo, 'src/auth'), { recursive: true });
    fs.mkdirSync(path.join(repo, 'src/billing'), { recursive: true });
    fs.writeFileSync(path.join(repo, 'README.md'), 'repo\n');
    git(repo, 'add', '-A');
    git(repo, 'commit', '-q', '-m', 'initial');
    // D1: an old decision (stale by age); D2 and D3 dated 5 days ago (not stale by age).
    await server.ok('append_to_file', {
      project: 'demo',
      path: 'decisions.md',
      content: `## D1 · Sessions expire after 8 hours\n- Status: Active\n- Date: ${daysAgo(400)}\n- Location: src/auth/\n`,
    });
    await server.ok('append_to_file', {
      project: 'demo',
      path: 'decisions.md',
      content: `## D2 · Use bcrypt rounds=12\n- Status: Active\n- Date: ${daysAgo(5)}\n- Location: src/auth/\n\n## D3 · Strict TypeScript everywhere\n- Status: Active\n- Date: ${daysAgo(5)}\n- Location: src/**/*.ts\n\n## D4 · Billing uses Stripe\n- Status: Active\n- Date: ${daysAgo(5)}\n- Location: src/billing/\n\n## D5 · Old auth rule\n- Status: Superseded\n- Date: ${daysAgo(10)}\n- Location: src/auth/\n- Superseded by: D2\n\n## D6 · Retired auth rule\n- Status: Retired\n- Date: ${daysAgo(10)}\n- Location: src/auth/\n\n## D7 · Auth under review\n- Status: Under Review\n- Date: ${daysAgo(2)}\n- Location: src/auth/login.ts\n`,
    });
  });

  it('matches a Location given as a path prefix and as a glob, newest first, without Superseded or Retired ones', async () => {
    const text = await server.ok('precheck_file', { project: 'demo', file: 'src/auth/login.ts' });
    const ids = [...text.matchAll(/^- (D\d+) ·/gm)].map((m) => m[1]);
    expect(ids).toEqual(['D7', 'D3', 'D2', 'D1']);
    expect(text).not.toMatch(/D5|D6|D4/);
    const md = await server.ok('precheck_file', { project: 'demo', file: 'src/auth/README.md' });
    expect([...md.matchAll(/^- (D\d+) ·/gm)].map((m) => m[1])).toEqual(['D2', 'D1']);
    const billing = await server.ok('precheck_file', { project: 'demo', file: 'src/billing/charge.ts' });
    expect([...billing.matchAll(/^- (D\d+) ·/gm)].map((m) => m[1])).toEqual(['D4', 'D3']);
    expect(await server.ok('precheck_file', { project: 'demo', file: 'docs/intro.md' })).toMatch(/No recorded decision covers docs\/intro\.md/);
  });

  it('gives the same answer for an absolute path inside the bound repo and for the repo-relative path', async () => {
    const rel = await server.ok('precheck_file', { project: 'demo', file: 'src/auth/login.ts' });
    const abs = await server.ok('precheck_file', { project: 'demo', file: path.join(repo, 'src/auth/login.ts') });
    expect(abs).toBe(rel);
    // Without `project`, the server's cwd (the bound repo) selects the project.
    expect(await server.ok('precheck_file', { file: 'src/auth/login.ts' })).toBe(rel);
  });

  it('refuses a path outside the bound repositories', async () => {
    const r = await server.call('precheck_file', { project: 'demo', file: '../elsewhere/x.ts' });
    expect(r.isError).toBe(true);
    expect(r.text).toMatch(/outside the repositories bound to demo/);
    const abs = await server.call('precheck_file', { project: 'demo', file: path.join(base, 'elsewhere/x.ts') });
    expect(abs.isError).toBe(true);
    expect(abs.text).toMatch(/outside the repositories bound to demo/);
  });

  it('flags a decision older than staleDecisionDays, and one under review', async () => {
    const text = await server.ok('precheck_file', { project: 'demo', file: 'src/auth/login.ts' });
    expect(text).toMatch(new RegExp(`D1 · .*possibly stale: older than 30 days \\(${daysAgo(400)}\\)`));
    expect(text).toMatch(/D7 · .*possibly stale: under review/);
    expect(text).not.toMatch(/D2 · .*possibly stale/);
    expect(text).toMatch(/Revise a stale one with add_decision\(supersedes\)/);
  });

  it('uses the threshold from manifest.json consolidation.staleDecisionDays', async () => {
    const file = projectFile('demo', 'manifest.json');
    const original = fs.readFileSync(file, 'utf8');
    const m = JSON.parse(original);
    m.consolidation.staleDecisionDays = 3;
    fs.writeFileSync(file, JSON.stringify(m, null, 2));
    try {
      const text = await server.ok('precheck_file', { project: 'demo', file: 'src/billing/charge.ts' });
      expect(text).toMatch(new RegExp(`D4 · .*possibly stale: older than 3 days \\(${daysAgo(5)}\\)`));
    } finally {
      fs.writeFileSync(file, original);
    }
  });

  it('flags a decision when 3 commits touched its Location since its date', async () => {
    const before = await server.ok('precheck_file', { project: 'demo', file: 'src/auth/login.ts' });
    expect(before).not.toMatch(/commits to/);
    for (let i = 1; i <= 3; i++) {
      fs.writeFileSync(path.join(repo, 'src/auth/login.ts'), `export const v = ${i};\n`);
      git(repo, 'add', '-A');
      git(repo, 'commit', '-q', '-m', `auth change ${i}`);
    }
    const text = await server.ok('precheck_file', { project: 'demo', file: 'src/auth/login.ts' });
    expect(text).toMatch(new RegExp(`D2 · .*possibly stale: 3 commits to src/auth/ since ${daysAgo(5)}`));
    // The glob decision counts the same commits through a git glob pathspec.
    expect(text).toMatch(/D3 · .*possibly stale: 3 commits to src\/\*\*\/\*\.ts/);
    // Commits elsewhere do not flag the billing decision.
    expect(await server.ok('precheck_file', { project: 'demo', file: 'src/billing/charge.ts' })).not.toMatch(/D4 · .*possibly stale/);
  });
});

describe('log_session', () => {
  beforeAll(async () => {
    await newProject('logs');
  });

  it('writes sessions/YYYY-MM-DD.md, and a second call the same day adds ## Session 2', async () => {
    const first = await server.ok('log_session', { project: 'logs', summary: 'Set up the repo.', outcomes: ['CI green'], next_step: 'Write the parser' });
    expect(first).toMatch(/Saved session 1 in logs\/sessions\/\d{4}-\d{2}-\d{2}\.md \(1 in sessions\/\)/);
    const rel = `sessions/${todayUtc()}.md`;
    const text1 = readProject('logs', rel);
    expect(text1).toMatch(/^# Session — \d{4}-\d{2}-\d{2}/);
    expect(text1).toContain('## Session 1');
    expect(text1).toContain('- CI green');
    expect(text1).toContain('Write the parser');
    const second = await server.ok('log_session', { project: 'logs', summary: 'Wrote the parser.', outcomes: ['parser done'], open_questions: ['Streaming?'] });
    expect(second).toMatch(/Saved session 2/);
    const text2 = readProject('logs', rel);
    expect(text2.startsWith(text1.trimEnd())).toBe(true);
    expect(text2).toContain('## Session 2');
    expect(text2).toContain('Streaming?');
    expect(fs.readdirSync(projectFile('logs', 'sessions')).filter((n) => n.endsWith('.md'))).toEqual([`${todayUtc()}.md`]);
  });

  it('nests headings written in a summary, so they cannot open or renumber a session', async () => {
    await newProject('logs-headings');
    const first = await server.ok('log_session', { project: 'logs-headings', summary: 'Done.\n## Session 7\nnot a section', outcomes: ['# big\nitem'] });
    expect(first).toMatch(/Saved session 1 /);
    expect(await server.ok('log_session', { project: 'logs-headings', summary: 'Again.' })).toMatch(/Saved session 2 /);
    const text = readProject('logs-headings', `sessions/${todayUtc()}.md`);
    expect(text.match(/^## .*/gm)).toEqual(['## Session 1', '## Session 2']);
    expect(text).toContain('Done.\n##### Session 7\nnot a section');
    expect(text).toContain('- #### big\n  item');
  });

  it('refreshes sessionCount and updated in manifest.json', async () => {
    const file = projectFile('logs', 'manifest.json');
    const m = JSON.parse(fs.readFileSync(file, 'utf8'));
    m.updated = '2020-01-01';
    fs.writeFileSync(file, `${JSON.stringify(m, null, 2)}\n`);
    writeTree(projectFile('logs', 'sessions'), { '2020-01-02.md': '# Session — 2020-01-02\n\n## Session 1\n\n### Summary\nOld.\n' });
    await server.ok('log_session', { project: 'logs', summary: 'Third.' });
    expect(manifestOf('logs')).toMatchObject({ sessionCount: 2, updated: todayUtc() });
  });

  it('refuses a summary that contains a secret, writing nothing', async () => {
    const before = snapshotTree(root);
    const r = await server.call('log_session', {
      project: 'logs',
      summary: 'Deployed.',
      outcomes: ['deployed', `used token ghp_${'a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8'}`],
    });
    expect(r.isError).toBe(true);
    // The field is named, and the line is the line within it.
    expect(r.text).toMatch(/outcomes\[1\] looks like it contains a secret \(github[^)]*\) on line 1/);
    expect(r.text).not.toContain('a1B2c3D4e5F6g7H8i9J0');
    expect(snapshotTree(root)).toEqual(before);
  });
});

describe('get_project_context', () => {
  beforeAll(async () => {
    await newProject('ctx');
    // big: a long status too; mid: a normal status. Both: 400-line memory.md, 60 decisions, 9 sessions.
    for (const slug of ['big', 'mid']) {
      await newProject(slug);
      const dir = projectFile(slug, '');
      const memory = [
        '# Memory',
        '',
        '## Project overview',
        ...Array.from({ length: 395 }, (_, i) => `- memory fact number ${i + 1} with some words to make it longer`),
        '## Next step',
        'ship',
      ].join('\n');
      const decisions = [
        '# Decisions',
        ...Array.from({ length: 60 }, (_, i) => `\n## D${i + 1} · Decision number ${i + 1} about the project\n- Status: Active\n- Date: ${todayUtc()}\n`),
      ].join('\n');
      const statusLines =
        slug === 'big' ? Array.from({ length: 120 }, (_, i) => `- status line ${i + 1}: something is going on in the big project`) : ['- all good'];
      writeTree(dir, {
        'memory.md': `${memory}\n`,
        'decisions.md': `${decisions}\n`,
        '_status.md': `${['# Status', '', '**Current state:** busy', ...statusLines].join('\n')}\n`,
        '_instructions.md': '# Instructions\n\nAlways run the tests.\n',
      });
      for (let i = 1; i <= 9; i++) writeTree(dir, { [`sessions/2026-01-0${i}.md`]: `# Session — 2026-01-0${i}\n\n## Session 1\n\n### Summary\nDay ${i}.\n` });
    }
  });

  it('orders status, instructions, memory, preferences, active decisions, pointers (SPEC §4)', async () => {
    writeTree(projectFile('ctx', ''), {
      '_status.md': '# Status — ctx\n\n**Current state:** STATUS-MARK\n',
      '_instructions.md': '# Instructions\n\nINSTRUCTIONS-MARK\n',
      'memory.md': '# Memory\n\n## Current focus\nMEMORY-MARK\n',
    });
    writeTree(path.join(root, '_global'), { 'preferences.md': '# Preferences\n\nPREFERENCES-MARK\n' });
    await decide({ project: 'ctx', summary: 'DECISION-MARK' });
    await server.ok('log_session', { project: 'ctx', summary: 'x' });
    const text = await server.ok('get_project_context', { project: 'ctx' });
    const marks = ['STATUS-MARK', 'INSTRUCTIONS-MARK', 'MEMORY-MARK', 'PREFERENCES-MARK', 'DECISION-MARK', '## What else exists'];
    const positions = marks.map((m) => text.indexOf(m));
    for (const p of positions) expect(p).toBeGreaterThan(-1);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(text).toContain('- D1 · DECISION-MARK');
    expect(text).toMatch(/sessions\/: 1 summary file/);
    expect(text.trimEnd().split('\n').at(-1)).toMatch(/~\d+ tokens/);
    expect(text).not.toMatch(/\/dream|consolidation/);
  });

  it('suggests /dream for too many sessions alone, and for a long memory.md alone', async () => {
    await newProject('many-sessions');
    for (let i = 1; i <= 9; i++)
      writeTree(projectFile('many-sessions', 'sessions'), { [`2026-02-0${i}.md`]: `# Session — 2026-02-0${i}\n\n## Session 1\n\n### Summary\nx\n` });
    const first = (await server.ok('get_project_context', { project: 'many-sessions' })).split('\n');
    expect(first[1]).toBe('Memory needs consolidation (9 session summaries (over 8)): run /project-memory:dream.');
    await newProject('long-memory');
    writeTree(projectFile('long-memory', ''), { 'memory.md': `${Array.from({ length: 131 }, (_, i) => `line ${i}`).join('\n')}\n` });
    const second = (await server.ok('get_project_context', { project: 'long-memory' })).split('\n');
    expect(second[1]).toBe('Memory needs consolidation (memory.md has 131 lines (over 130)): run /project-memory:dream.');
    // At the threshold, no suggestion.
    writeTree(projectFile('long-memory', ''), { 'memory.md': `${Array.from({ length: 130 }, (_, i) => `line ${i}`).join('\n')}\n` });
    expect(await server.ok('get_project_context', { project: 'long-memory' })).not.toMatch(/dream/);
  });

  it('shows an untouched template as a short note', async () => {
    await newProject('fresh');
    const text = await server.ok('get_project_context', { project: 'fresh' });
    expect(text).toMatch(/## Status \(_status\.md\)\n\(still the template: fill it in as you learn; path "_status\.md"\)/);
    expect(text).toMatch(/## Core memory \(memory\.md\)\n\(still the template/);
    expect(text.length).toBeLessThan(2000);
  });

  const PARTS = [
    '## Status (_status.md)',
    '## Instructions (_instructions.md)',
    '## Core memory (memory.md)',
    '## Preferences (_global/preferences.md)',
    '## Active decisions (decisions.md)',
    '## What else exists',
  ];

  /** For each part in priority order: shown in full, cut partly (with a marker), or cut whole. */
  function partStates(text: string): string[] {
    // Under a tight budget the headings shrink to the file name (`## _status.md`) before _status.md is cut.
    const headings = PARTS.map((h) => {
      const short = /\(([^)]+\.md)\)$/.exec(h) && !h.startsWith('## Active') ? `## ${/\(([^)]+)\)$/.exec(h)![1]}` : h;
      return text.includes(`\n${h}\n`) ? h : short;
    });
    const at = headings.map((h) => text.indexOf(`\n${h}\n`));
    return at.map((start, i) => {
      // An untouched template (here the preferences) is dropped whole, heading and all.
      if (start === -1) return 'dropped';
      const end = at.slice(i + 1).find((x) => x > -1) ?? text.lastIndexOf('\n\n');
      const body = text.slice(start + headings[i]!.length + 2, end);
      if (body.startsWith('[cut to fit the budget:')) return 'cut';
      return /\[… \d+ more line\(s\) cut to fit the budget/.test(body) ? 'partial' : 'full';
    });
  }

  for (const [slug, budget, expected] of [
    // Lower-priority parts are cut first; afterwards a small part that fits in what is left is
    // restored whole or, for a long one, as many of its first lines as fit.
    ['big', 8000, ['full', 'full', 'partial', 'full', 'cut', 'cut']],
    // big at 2000: its _status.md alone is over the budget, so after every other part it is cut
    // too (headings shrunk first).
    ['big', 2000, ['partial', 'full', 'cut', 'full', 'cut', 'cut']],
    ['mid', 8000, ['full', 'full', 'partial', 'full', 'cut', 'cut']],
    ['mid', 2000, ['full', 'full', 'partial', 'full', 'cut', 'cut']],
  ] as const) {
    it(`fits ${slug} into budget_chars=${budget}, cutting lower-priority parts first and saying where to read them`, async () => {
      const text = await server.ok('get_project_context', { project: slug, budget_chars: budget });
      expect(text.length).toBeLessThanOrEqual(budget);
      expect(text.length).toBeGreaterThan(budget * 0.8);
      const last = text.trimEnd().split('\n').at(-1)!;
      expect(last).toMatch(/~\d+ tokens/);
      const tokens = Number(/~(\d+) tokens/.exec(last)![1]);
      expect(Math.abs(tokens - text.length / 4)).toBeLessThan(10);
      expect(text).toContain('**Current state:** busy');
      // Parts keep their order and are cut from the least important up.
      // The preferences are still a placeholder when this test runs alone: dropped whole, not cut.
      expect(partStates(text).map((st, i) => (st === 'dropped' && i === 3 ? 'full' : st))).toEqual(expected);
      // Each cut says where the full text is.
      const cuts = [...text.matchAll(/\[(?:… \d+ more line\(s\) cut|cut to fit)[^\]]*\]/g)].map((m) => m[0]);
      expect(cuts.length).toBeGreaterThan(0);
      for (const c of cuts) expect(c).toMatch(/read_file path="[^"]+"|search path=|get_folder_manifest/);
      expect(text).toMatch(/read_file path="memory\.md"/);
      // The suggestion to consolidate: 9 sessions (over 8) and 400 memory lines (over 130).
      expect(text).toMatch(
        /Memory needs consolidation \(9 session summaries \(over 8\); memory\.md has 400 lines \(over 130\)\): run \/project-memory:dream\./,
      );
    });
  }

  it('cuts whole lines and keeps the rest readable at the given offset', async () => {
    const text = await server.ok('get_project_context', { project: 'big', budget_chars: 2000 });
    const m = /\[… (\d+) more line\(s\) cut to fit the budget: read_file path="([^"]+)" offset=(\d+)\]/.exec(text);
    expect(m).not.toBeNull();
    const file = readProject('big', m![2]!).split('\n');
    // The line just before the cut marker is the line before `offset` in the file.
    const shown = text.slice(0, m!.index).trimEnd().split('\n');
    expect(shown.at(-1)).toBe(file[Number(m![3]) - 2]);
  });

  it('works on a root with 10,000 files and reads only a few small files to do it', async () => {
    const many = tempDir('pm-many-');
    const manyRoot = path.join(many, 'memory');
    const manyRepo = path.join(many, 'repo');
    fs.mkdirSync(manyRepo);
    // A process of its own: the kernel counts its reads (/proc/PID/io).
    const s = await startServer({ root: manyRoot, cwd: manyRepo, spawn: true });
    try {
      for (let p = 0; p < 20; p++) await s.ok('create_project', { slug: `p${p}`, name: `P ${p}`, paths: p === 0 ? [manyRepo] : [] });
      const filler = 'x'.repeat(200);
      for (let p = 0; p < 20; p++) {
        const dir = path.join(manyRoot, 'projects', `p${p}`, 'notes');
        // Asynchronous writes, so that the worker stays responsive (test/setup/loop-watch.ts).
        await Promise.all(Array.from({ length: 500 }, (_, f) => fs.promises.writeFile(path.join(dir, `note-${f}.md`), `# Note ${f}\n\n${filler} ${p}/${f}\n`)));
      }
      // Bytes and read calls of the server process, from the kernel's own count (Linux).
      const pid = (s.client.transport as unknown as { pid: number | null }).pid;
      const io = (): { rchar: number; syscr: number } => {
        const t = fs.readFileSync(`/proc/${pid}/io`, 'utf8');
        return { rchar: Number(/rchar: (\d+)/.exec(t)![1]), syscr: Number(/syscr: (\d+)/.exec(t)![1]) };
      };
      await s.ok('get_project_context', {}); // warm-up: lazy modules load on first use
      const before = io();
      const started = performance.now();
      const text = await s.ok('get_project_context', {});
      const ms = performance.now() - started;
      const after = io();
      expect(text).toMatch(/# Project memory: P 0 \(p0\)/);
      expect(text).toMatch(/- notes\/: 500 file\(s\)/);
      const read = { bytes: after.rchar - before.rchar, calls: after.syscr - before.syscr };
      console.log(`get_project_context on 10,000 files: ${ms.toFixed(1)} ms, ${read.bytes} bytes in ${read.calls} read calls`);
      // The notes alone are over 2 MB; the context reads a handful of small files.
      expect(read.bytes).toBeLessThan(64 * 1024);
      expect(read.calls).toBeLessThan(200);
    } finally {
      await s.close();
    }
  });
});

describe('wrap', () => {
  it('gives the raw status, current focus, active decisions, recent session outcomes and the next step', async () => {
    await newProject('wrapped');
    writeTree(projectFile('wrapped', ''), {
      '_status.md': '# Status — wrapped\n\n> As of 2026-01-01\n\n**Current state:** Beta live\n**Next action:** Invite users\n**Blocked on:** Nothing\n',
      'memory.md': '# Memory\n\n## Project overview\nA thing.\n\n## Current focus\nOnboarding flow\n\n## Next step\nShip the invite email\n',
    });
    await decide({ project: 'wrapped', summary: 'Email via SES', location: 'src/mail/' });
    const d2 = await decide({ project: 'wrapped', summary: 'Old idea' });
    await decide({ project: 'wrapped', summary: 'New idea', supersedes: d2 });
    await server.ok('log_session', { project: 'wrapped', summary: 'Built invites.', outcomes: ['invite form done', 'tests pass'] });
    const text = await server.ok('wrap', { project: 'wrapped' });
    expect(text).toMatch(/^## Wrap — wrapped \(wrapped\), \d{4}-\d{2}-\d{2}/);
    // _status.md as written (docs/FORMATS.md#status: returned raw, not parsed; issue 11 item 1).
    expect(text).toContain('**Status**\n# Status — wrapped\n\n> As of 2026-01-01\n\n**Current state:** Beta live\n**Next action:** Invite users\n');
    expect(text).toContain('**Current focus**\nOnboarding flow');
    expect(text).toContain('- D1 · Email via SES (src/mail/)');
    expect(text).toContain('- D3 · New idea');
    expect(text).not.toContain('Old idea');
    expect(text).toContain(`- ${todayUtc()}: invite form done; tests pass`);
    expect(text).toContain('**Next step**\nShip the invite email');
  });
});
