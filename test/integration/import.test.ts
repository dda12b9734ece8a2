/**
 * `project-memory import` and `import_memory` (issue 13 item 3, docs/ARCHITECTURE.md#import) over the real bundles:
 * every supported format from small fixtures built here, the computed no-loss proof, decisions in
 * order with statuses and links, idempotence, secret refusal, dry run, and an untouched source.
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseDecisions } from '../../server/src/core/decisions.js';
import { callCli, type CliRun } from '../helpers/cli.js';
import { hookInProcess } from '../helpers/hook.js';
import { startServer } from '../helpers/server.js';
import { snapshotTree, tempDir, writeTree } from '../helpers/tmp.js';

let base: string;
let root: string;
let repo: string;
let home: string;

const cli = (args: string[], cwd = repo): Promise<CliRun> => callCli(args, { cwd, root, env: { HOME: home } });
const P = (p: string) => path.join(root, 'projects/demo', p);
const read = (p: string) => fs.readFileSync(P(p), 'utf8');

const JARVIS_DECISIONS = `# Decisions — Demo

Log of design decisions.

## D1 · Use REST for the public API
- Status: Superseded
- Date: 2026-10-01
- Topic: api
- Superseded by: D2

REST first, because partners know it.

## D2 · Use GraphQL for the public API
- Status: Active
- Date: 2026-10-15
- Topic: api
- Supersedes: D1
- Owner: @dana

Partners asked for field selection.

## D3 · Store sessions in Redis
- Status: Under Review
- Date: 2026-10-20
- Location: src/session/

### Why
Fast expiry.
`;

const EVENTS = [
  { id: 'evt_aaa1', type: 'decision', summary: 'use bcrypt rounds=10', timestamp: '2026-09-01T10:00:00Z', location: 'src/auth/' },
  { id: 'evt_bbb2', type: 'note', summary: 'login is slow on cold start', timestamp: '2026-09-02T10:00:00Z' },
  {
    id: 'evt_ccc3',
    type: 'decision',
    summary: 'use bcrypt rounds=12',
    timestamp: '2026-09-03T10:00:00Z',
    location: 'src/auth/',
    supersedes: 'evt_aaa1',
    notes: 'OWASP advice.',
  },
  { id: 'evt_ddd4', type: 'attempt', summary: 'cache hashes', outcome: 'failed', timestamp: '2026-09-04T10:00:00Z' },
]
  .map((e) => JSON.stringify(e))
  .join('\n');

function sourceFiles(): Record<string, string> {
  return {
    'CLAUDE.md': '# Demo\n\nRun `npm test` before committing.\nUse pnpm, never npm install -g.\n',
    '.claude/CLAUDE.md': '# Team rules\n\nReview every PR within a day.\n',
    'CLAUDE.local.md': 'My sandbox is at http://localhost:3001.\n',
    'AGENTS.md': '# Agents\n\n## Build\n\nnpm run build\n',
    'MEMORY.md': '# Project memory\n\n## Architecture\n\nThe server lives in src/server.ts.\n',
    '.cursorrules': 'Prefer functional components.\n',
    '.cursor/rules/style.mdc': '---\ndescription: Style\nglobs: "**/*.ts"\nalwaysApply: false\n---\n\nUse two-space indents.\n',
    'memory-bank/projectbrief.md': '# Project brief\n\nA booking app for clinics.\n',
    'memory-bank/activeContext.md': '# Active context\n\nWorking on the calendar view.\n',
    '.jarvis/memory/preferences.md': '# Preferences\n\n- Short answers.\n',
    '.jarvis/memory/patterns.md': '# Patterns\n\n- Empty states show one action.\n',
    '.jarvis/memory/projects/demo/memory.md':
      '# Demo — core memory\n\n## Project overview\n\nClinic booking app.\n\n## Current focus\n\nCalendar view.\n\n## Risks\n\nDeadline is tight.\n',
    '.jarvis/memory/projects/demo/decisions.md': JARVIS_DECISIONS,
    '.jarvis/memory/projects/demo/sessions/2026-11-20.md': '# Session 2026-11-20\n\nDrew the calendar.\n',
    '.jarvis/memory/projects/demo/archive/old-notes.md': '# Old notes\n\nFirst sketch was a list.\n',
    '.jarvis/memory/projects/demo/manifest.json': '{\n  "schemaVersion": 1,\n  "slug": "demo",\n  "topics": ["api"]\n}\n',
    '.jarvis/memory/projects/demo/artifacts.json': '{\n  "figma": "file-123"\n}\n',
    '.projectmem/events.jsonl': `${EVENTS}\n`,
    '.projectmem/summary.md': '# projectmem - demo\n\nDerived from events.\n',
    '.projectmem/PROJECT_MAP.md': '# Project map\n\n## Structure\n- `src/` — code\n',
  };
}

function nonBlankLines(files: Record<string, string>, skip: string[]): number {
  return Object.entries(files)
    .filter(([k]) => !skip.includes(k))
    .reduce((n, [, t]) => n + t.split('\n').filter((l) => l.trim()).length, 0);
}

beforeAll(async () => {
  base = tempDir('pm-import-');
  root = path.join(base, 'memory');
  repo = path.join(base, 'my.repo');
  home = path.join(base, 'home');
  fs.mkdirSync(repo);
  writeTree(repo, sourceFiles());
  // Claude Code's auto memory: the repo path with every non-alphanumeric character as "-".
  const autoDir = path.join(home, '.claude/projects', repo.replace(/[^A-Za-z0-9]/g, '-'), 'memory');
  writeTree(autoDir, { 'MEMORY.md': '- [Debugging](debugging.md)\n', 'debugging.md': 'Flaky test: clear the cache first.\n' });
  const server = await startServer({ root, cwd: repo });
  try {
    await server.ok('create_project', { slug: 'demo', name: 'Demo', paths: [repo] });
    await server.ok('create_project', { slug: 'mcp', name: 'Via MCP' });
  } finally {
    await server.close();
  }
});

describe('project-memory import', () => {
  it('--dry-run shows where each source goes and changes nothing', async () => {
    const before = snapshotTree(root);
    const r = await cli(['import', '--dry-run']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/Plan \(dry run, nothing written\)/);
    expect(r.stdout).toMatch(/CLAUDE\.md \(claude-md, 3 lines\) -> knowledge\/imported-claude-md\.md/);
    expect(r.stdout).toMatch(/\.jarvis\/memory\/projects\/demo\/decisions\.md \(jarvis, \d+ lines\) -> decisions\.md/);
    expect(r.stdout).toMatch(/~\/\.claude\/projects\/.*my-repo\/memory\/debugging\.md/);
    expect(r.stdout).not.toMatch(/summary\.md/);
    expect(r.stdout.split('\n').filter((l) => l.length > 100)).toEqual([]);
    const expected = nonBlankLines(sourceFiles(), ['.projectmem/summary.md']) + 2;
    expect(r.stdout).toContain(`No-loss proof: ${expected} of ${expected} non-blank source lines`);
    expect(snapshotTree(root)).toEqual(before);
  });

  it('imports every format, proves no line was lost, and leaves the source byte for byte', async () => {
    const source = snapshotTree(repo);
    const autoBefore = snapshotTree(home);
    const r = await cli(['import', '--json']);
    expect(r.code, r.stderr).toBe(0);
    const report = JSON.parse(r.stdout) as { proof: { lines: number; landed: number; missing: unknown[] }; sources: { format: string }[] };
    expect(report.proof.missing).toEqual([]);
    expect(report.proof.landed).toBe(nonBlankLines(sourceFiles(), ['.projectmem/summary.md']) + 2);
    expect(new Set(report.sources.map((s) => s.format))).toEqual(
      new Set(['claude-md', 'claude-auto-memory', 'agents-md', 'project-mem-mcp', 'jarvis', 'projectmem', 'memory-bank', 'cursor-rules']),
    );
    expect(snapshotTree(repo)).toEqual(source);
    expect(snapshotTree(home)).toEqual(autoBefore);

    // Documents become knowledge files with the front matter docs/FORMATS.md#knowledge requires.
    const claude = read('knowledge/imported-claude-md.md');
    expect(claude).toMatch(/^---\nsource: "CLAUDE.md"\nprocessed: "\d{4}-\d{2}-\d{2}"\nmethod: "extract"/);
    expect(claude).toContain('Use pnpm, never npm install -g.');
    expect(read('knowledge/imported-cursor-rules-style-mdc.md')).toContain('Use two-space indents.');
    expect(fs.readdirSync(P('knowledge'))).toEqual(
      expect.arrayContaining(['imported-claude-auto-memory-debugging-md.md', 'imported-memory-bank-activecontext-md.md']),
    );

    // Jarvis core memory: canonical sections under the same section, the rest in notes/.
    const memory = read('memory.md');
    expect(memory.indexOf('Clinic booking app.')).toBeGreaterThan(memory.indexOf('## Project overview'));
    expect(memory.indexOf('Clinic booking app.')).toBeLessThan(memory.indexOf('## Current focus'));
    expect(read('notes/imported-jarvis-memory-projects-demo-memory-md.md')).toContain('Deadline is tight.');
    expect(read('sessions/2026-11-20.md')).toContain('Drew the calendar.');
    expect(fs.readFileSync(path.join(root, '_global/preferences.md'), 'utf8')).toContain('- Short answers.');
    expect(fs.readFileSync(path.join(root, '_global/patterns.md'), 'utf8')).toContain('- Empty states show one action.');

    // Decisions keep their order, statuses, dates and links; supersede chains are mapped to new ids.
    const entries = parseDecisions(read('decisions.md')).entries;
    const byTitle = (t: string) => entries.find((e) => e.title === t)!;
    expect(entries.map((e) => e.title)).toEqual([
      'Use REST for the public API',
      'Use GraphQL for the public API',
      'Store sessions in Redis',
      'use bcrypt rounds=10',
      'use bcrypt rounds=12',
    ]);
    const rest = byTitle('Use REST for the public API');
    const gql = byTitle('Use GraphQL for the public API');
    expect([rest.status, rest.supersededBy, rest.date]).toEqual(['Superseded', gql.id, '2026-10-01']);
    expect([gql.status, gql.supersedes, gql.topic]).toEqual(['Active', rest.id, 'api']);
    expect(gql.body).toContain('- Owner: @dana');
    expect([byTitle('Store sessions in Redis').status, byTitle('Store sessions in Redis').location]).toEqual(['Under Review', 'src/session/']);
    const r10 = byTitle('use bcrypt rounds=10');
    const r12 = byTitle('use bcrypt rounds=12');
    expect([r10.status, r10.supersededBy, r12.supersedes, r12.date]).toEqual(['Superseded', r12.id, r10.id, '2026-09-03']);
    expect(read('notes/imported-projectmem-events-jsonl.md')).toMatch(/attempt · failed: cache hashes \(evt_ddd4\)/);
    expect(read('archive/import-log.md')).toContain('· CLAUDE.md');
  });

  it('re-running imports nothing new and writes no file', async () => {
    const before = snapshotTree(root);
    const r = await cli(['import']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/Nothing new to write/);
    expect(r.stdout).toMatch(/Decisions: 0 new, 5 already there/);
    expect(r.stdout).toMatch(/No-loss proof: (\d+) of \1 /);
    expect(snapshotTree(root)).toEqual(before);
  });

  it('a changed source brings in only its new lines', async () => {
    const other = path.join(base, 'other');
    writeTree(other, { 'AGENTS.md': 'Line one.\n' });
    expect((await cli(['import', other])).code).toBe(0);
    fs.appendFileSync(path.join(other, 'AGENTS.md'), 'Line two.\n');
    const r = await cli(['import', other]);
    expect(r.code, r.stderr).toBe(0);
    const text = read('knowledge/imported-agents-md.md');
    expect(text.match(/Line one\./g)).toHaveLength(1);
    expect(text).toContain('Line two.');
  });

  it('a changed JSON source gets a verbatim copy of its own, so JSON stays JSON', async () => {
    const manifest = path.join(repo, '.jarvis/memory/projects/demo/manifest.json');
    const original = fs.readFileSync(manifest, 'utf8');
    try {
      fs.writeFileSync(manifest, '{\n  "schemaVersion": 1,\n  "slug": "demo",\n  "topics": ["api", "auth"]\n}\n');
      const r = await cli(['import']);
      expect(r.code, r.stderr).toBe(0);
      const dir = P('archive/imported/jarvis/demo');
      const copies = fs.readdirSync(dir).filter((f) => f.startsWith('manifest'));
      expect(copies).toHaveLength(2);
      for (const c of copies) expect(() => JSON.parse(fs.readFileSync(path.join(dir, c), 'utf8'))).not.toThrow();
    } finally {
      fs.writeFileSync(manifest, original);
    }
  });

  it('refuses the whole import when a source line looks like a secret, naming file and line', async () => {
    const leaky = path.join(base, 'leaky');
    writeTree(leaky, {
      'CLAUDE.md': 'Fine line.\n',
      'AGENTS.md': '# Agents\n\nbot token: ghp_a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7R8\n',
      'memory-bank/tech.md': 'ok\nok\nkey ghp_Z1y2X3w4V5u6T7s8R9q0P1o2N3m4L5k6J7i8\n',
    });
    const before = snapshotTree(root);
    const r = await cli(['import', leaky]);
    expect(r.code).not.toBe(0);
    expect(r.stderr).toMatch(/AGENTS\.md:3/);
    expect(r.stderr).toMatch(/memory-bank\/tech\.md:3/);
    expect(r.stderr).not.toMatch(/ghp_a1B2/);
    expect(snapshotTree(root)).toEqual(before);
  });
});

describe('import_memory (MCP)', () => {
  it('plans by default and imports with dry_run: false', async () => {
    const src = path.join(base, 'mcp-src');
    writeTree(src, { 'AGENTS.md': '# Agents\n\nAlways run lint.\n' });
    const server = await startServer({ root, cwd: src, env: { HOME: home } });
    try {
      const before = snapshotTree(root);
      const plan = await server.ok('import_memory', { project: 'mcp', path: src });
      expect(plan).toMatch(/Plan \(dry run/);
      expect(snapshotTree(root)).toEqual(before);
      const done = await server.ok('import_memory', { project: 'mcp', path: src, dry_run: false });
      expect(done).toMatch(/No-loss proof: 2 of 2/);
      expect(fs.readFileSync(path.join(root, 'projects/mcp/knowledge/imported-agents-md.md'), 'utf8')).toContain('Always run lint.');
    } finally {
      await server.close();
    }
  });
});

describe('the session-start hint offers the import', () => {
  const sessionStart = async (cwd: string): Promise<string> => {
    const r = await hookInProcess(
      'session-start',
      { session_id: `s-${Math.random().toString(36).slice(2)}`, cwd, hook_event_name: 'SessionStart', source: 'startup' },
      { root, env: { HOME: home, CLAUDE_PLUGIN_DATA: path.join(base, 'plugin-data') } },
    );
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toBe('');
    return (JSON.parse(r.stdout) as { hookSpecificOutput: { additionalContext: string } }).hookSpecificOutput.additionalContext;
  };

  it("in an unbound folder that holds another tool's memory, and not in one that holds none", async () => {
    const unbound = path.join(base, 'unbound');
    writeTree(unbound, { 'CLAUDE.md': 'x\n', '.jarvis/memory/preferences.md': 'y\n' });
    expect(await sessionStart(unbound)).toMatch(
      /memory from other tools \(CLAUDE\.md, \.jarvis\/memory\/\); once bound, preview importing it with `project-memory import --dry-run`/,
    );
    const bare = path.join(base, 'bare');
    fs.mkdirSync(bare);
    expect(await sessionStart(bare)).not.toMatch(/import/);
  });

  it('in a bound project while it is empty, and no longer once imported', async () => {
    const fresh = path.join(base, 'fresh');
    writeTree(fresh, { 'AGENTS.md': '# Agents\n\nShip small.\n' });
    const server = await startServer({ root, cwd: fresh });
    try {
      await server.ok('create_project', { slug: 'fresh', name: 'Fresh', paths: [fresh] });
    } finally {
      await server.close();
    }
    expect(await sessionStart(fresh)).toMatch(/this project is still empty .*\(AGENTS\.md\).*project-memory import --dry-run/);
    expect((await cli(['import'], fresh)).code).toBe(0);
    expect(await sessionStart(fresh)).not.toMatch(/project-memory import/);
  });
});

describe('the source reader', () => {
  it('follows no link (file or folder), keeps output within 100 columns, and resolves PATH from the current folder', async () => {
    const outside = path.join(base, 'outside');
    writeTree(outside, { 'private.md': 'Not for memory.\n', 'memory/preferences.md': 'Not either.\n' });
    const linked = path.join(base, 'linked');
    writeTree(linked, { 'AGENTS.md': 'Real file.\n' });
    fs.symlinkSync(path.join(outside, 'private.md'), path.join(linked, 'CLAUDE.md'));
    fs.mkdirSync(path.join(linked, '.jarvis'));
    fs.symlinkSync(path.join(outside, 'memory'), path.join(linked, '.jarvis/memory'));
    fs.symlinkSync(outside, path.join(linked, 'memory-bank'));
    const r = await cli(['import', '--dry-run', 'linked', '--project', 'demo'], base);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/AGENTS\.md \(agents-md, 1 lines\)/);
    expect(r.stdout).not.toMatch(/CLAUDE\.md|preferences|private/);
    const wide = (await cli(['import', '--dry-run'])).stdout.split('\n').filter((l) => l.length > 100);
    expect(wide).toEqual([]);
  });

  it('keeps a decision whose status or link it cannot carry over, verbatim in its body', async () => {
    const odd = path.join(base, 'odd');
    writeTree(odd, { '.jarvis/memory/projects/x/decisions.md': '## D1 · Odd one\n- Status: Parked\n- Supersedes: D7\n\nWhy not.\n' });
    const r = await cli(['import', odd, '--json']);
    expect(r.code, r.stderr).toBe(0);
    expect((JSON.parse(r.stdout) as { proof: { missing: unknown[] } }).proof.missing).toEqual([]);
    const odd1 = parseDecisions(read('decisions.md')).entries.find((e) => e.title === 'Odd one')!;
    expect(odd1.status).toBe('Draft');
    expect(odd1.body).toContain('- Status: Parked');
    expect(odd1.body).toContain('- Supersedes: D7');
  });
});
