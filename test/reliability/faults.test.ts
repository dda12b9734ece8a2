/**
 * Faults: writers killed with SIGKILL at random points, torn log tails, a full disk, read-only
 * files and folders, and a memory root edited by hand while the server runs.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseDecisions } from '../../server/src/core/decisions.js';
import { startServer } from '../helpers/server.js';
import { tempDir } from '../helpers/tmp.js';
import { byIntensity, expectRefusal, HEAVY, snapshotRoot } from './harness.js';
import { rawServer } from './rpc.js';

const figures = { kills: 0, tornTails: 0, ackedWrites: 0, diskFullRefusals: 0, readOnlyRefusals: 0 };
afterAll(() => console.log(`[faults] figures: ${JSON.stringify(figures)}`));

const STATE_PAD = 'x'.repeat(48 * 1024);
const stateText = (tag: string) => `state ${tag}\n${STATE_PAD}\n`;
/** The tag of a complete state file, or null when the text is not one whole version. */
function stateTag(text: string): string | null {
  const m = /^state (\d+-\d+)\n/.exec(text);
  return m && text === stateText(m[1] as string) ? (m[1] as string) : null;
}
const ENTRY_RE = /^- entry \d+-\d+$/;

/** Every derived file of a root (folder manifests, refs and projects indexes), keyed by path. */
function derivedFiles(root: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const ent of fs.readdirSync(dir, { withFileTypes: true })) {
      const abs = path.join(dir, ent.name);
      if (ent.isDirectory() && !ent.name.startsWith('.') && ent.name !== '_trash') walk(abs);
      else if (ent.isFile() && ['_index.yaml', '_refs-index.json', '_projects-index.json'].includes(ent.name))
        out[path.relative(root, abs)] = fs.readFileSync(abs, 'utf8');
    }
  };
  walk(root);
  return out;
}

function manifestNames(text: string): string[] {
  return [...text.matchAll(/^ {2}- name: "?([^"\n]+)"?$/gm)].map((m) => m[1] as string).sort();
}

async function rebuild(root: string, cwd: string): Promise<string> {
  const s = await startServer({ root, cwd });
  try {
    return await s.ok('rebuild_indexes', {});
  } finally {
    await s.close();
  }
}

/**
 * Every fifth kill from the fifth lands in start-up, the others during the writes, so each run
 * has both: 10 kills by default (2 in start-up, 2 torn tails), 40 with
 * PM_THOROUGH=1, 400 with PM_HEAVY=1 (test/helpers/intensity.ts).
 */
const KILLS = byIntensity(10, 40, 400);

describe('writers killed with SIGKILL', () => {
  it(
    `leave every file old or new, repair torn tails, and rebuild to the same derived files (${KILLS} kills)`,
    async () => {
      const base = tempDir('pm-kill-');
      const root = path.join(base, 'memory');
      const repo = path.join(base, 'repo');
      fs.mkdirSync(repo);
      const setup = await startServer({ root, cwd: repo });
      await setup.ok('create_project', { slug: 'demo', name: 'Demo', paths: [repo] });
      await setup.close();
      const P = (p: string) => path.join(root, 'projects/demo', p);
      const sentStates = new Set<string>();
      const ackedEntries = new Set<string>();
      const ackedDecisions = new Set<string>();
      const fragments = new Set<string>();
      let pendingRepair: { file: string; fragment: string } | null = null;
      const kills = KILLS;
      for (let i = 0; i < kills; i++) {
        const s = rawServer({ root, cwd: repo });
        // Calls go one after another, so that the writes spread over time and a kill chosen at
        // random after the first answer lands before, inside or after any one of them.
        const writer = (async () => {
          for (let k = 0; k < 40; k++) {
            const tag = `${i}-${k}`;
            const op = k % 3;
            let r;
            if (op === 0) {
              sentStates.add(tag);
              r = await s.call('write_file', { path: 'notes/state.md', content: stateText(tag) });
            } else if (op === 1) {
              r = await s.call('append_to_file', { path: 'updates/2026-01-01.md', content: `- entry ${tag}` });
              if (!r.isError) ackedEntries.add(`- entry ${tag}`);
            } else {
              r = await s.call('add_decision', { summary: `Decision ${tag}`, body: `Body of ${tag}.` });
              if (!r.isError) ackedDecisions.add(`Decision ${tag}`);
            }
            if (!r.isError) figures.ackedWrites++;
          }
        })().catch(() => undefined);
        const firstAnswer = new Promise<void>((resolve) => {
          const poll = setInterval(() => {
            if (s.results.length > 0 || s.child.exitCode !== null) {
              clearInterval(poll);
              resolve();
            }
          }, 1);
        });
        // One kill in five (every fifth, from the fifth on, so that a short run has them too and the
        // first runs write the files torn below) lands during start-up or the first call; the rest
        // during the writes.
        if (i % 5 === 4) await Promise.race([firstAnswer, new Promise((r) => setTimeout(r, Math.random() * 400))]);
        else {
          await firstAnswer;
          await new Promise((r) => setTimeout(r, Math.random() * 120));
        }
        await s.kill('SIGKILL');
        await writer;
        figures.kills++;

        // Old or new: never a torn memory file.
        if (fs.existsSync(P('notes/state.md'))) {
          const tag = stateTag(fs.readFileSync(P('notes/state.md'), 'utf8'));
          expect(tag !== null && sentStates.has(tag), `state.md torn after kill ${i}`).toBe(true);
        }
        const log = fs.existsSync(P('updates/2026-01-01.md')) ? fs.readFileSync(P('updates/2026-01-01.md'), 'utf8') : '';
        const lines = log.split('\n');
        if (pendingRepair?.file === 'updates' && log.length > pendingRepair.fragment.length + 1 && !log.endsWith(pendingRepair.fragment)) {
          expect(log).toContain(`${pendingRepair.fragment}\n`);
          pendingRepair = null;
        }
        for (const line of lines.slice(0, -1))
          expect(ENTRY_RE.test(line) || fragments.has(line) || line === '', `bad log line after kill ${i}: ${JSON.stringify(line)}`).toBe(true);
        for (const e of ackedEntries) expect(lines, `acknowledged ${e} lost`).toContain(e);
        const decisions = fs.readFileSync(P('decisions.md'), 'utf8');
        const parsed = parseDecisions(decisions);
        const ids = parsed.entries.map((e) => e.id);
        expect(new Set(ids).size, `duplicate decision id after kill ${i}`).toBe(ids.length);
        const titles = parsed.entries.map((e) => e.title);
        for (const d of ackedDecisions) expect(titles, `acknowledged ${d} lost`).toContain(d);
        if (pendingRepair?.file === 'decisions' && parsed.entries.length > 0 && !decisions.endsWith(pendingRepair.fragment)) {
          expect(decisions).toContain(`${pendingRepair.fragment}\n`);
          pendingRepair = null;
        }

        // Every fifth run from the third, tear a log's last line as a crashed non-atomic editor
        // would: the updates log, then decisions.md, in turn (so even 10 kills tear both).
        const tearWhich = Math.floor(i / 5) % 2 === 0 ? 'updates' : 'decisions';
        const tearFile = tearWhich === 'updates' ? P('updates/2026-01-01.md') : P('decisions.md');
        // (On a loaded machine no writer may have got to the updates log yet: nothing to tear.)
        if (i % 5 === 2 && pendingRepair === null && fs.existsSync(tearFile)) {
          const which = tearWhich;
          const file = tearFile;
          const text = fs.readFileSync(file, 'utf8').replace(/\n+$/, '');
          const lastStart = text.lastIndexOf('\n') + 1;
          const cut = lastStart + Math.max(1, Math.floor((text.length - lastStart) / 2));
          const fragment = text.slice(lastStart, cut);
          ackedEntries.delete(text.slice(lastStart)); // destroyed on purpose, not lost by a writer
          fs.truncateSync(file, Buffer.byteLength(text.slice(0, cut)));
          fragments.add(fragment);
          pendingRepair = { file: which, fragment };
          figures.tornTails++;
        }
      }
      expect(figures.ackedWrites).toBeGreaterThan(kills / 2);
      expect(figures.tornTails, 'no torn tail was repaired').toBeGreaterThan(0);

      // Copies before rebuilding: one keeps the folder manifests (they hold descriptions, which only
      // live there), one starts from no derived file at all.
      const keep = path.join(base, 'copy-keep');
      const clean = path.join(base, 'copy-clean');
      for (const c of [keep, clean]) fs.cpSync(root, c, { recursive: true, verbatimSymlinks: true });
      for (const rel of ['_refs-index.json', '_projects-index.json', '_index.yaml']) fs.rmSync(path.join(keep, rel), { force: true });
      for (const rel of Object.keys(derivedFiles(clean))) fs.rmSync(path.join(clean, rel));
      const firstRebuild = JSON.parse(await rebuild(root, repo)) as { manifest_json_changed: string[] };
      const second = JSON.parse(await rebuild(root, repo)) as Record<string, unknown>;
      expect(second).toMatchObject({
        projects_index_changed: false,
        root_manifest_changed: false,
        manifests_changed: [],
        refs_index_changed: false,
        manifest_json_changed: [],
      });
      await rebuild(keep, repo);
      await rebuild(clean, repo);
      const killed = derivedFiles(root);
      expect(derivedFiles(keep)).toEqual(killed);
      const fromNothing = derivedFiles(clean);
      expect(Object.keys(fromNothing).sort()).toEqual(Object.keys(killed).sort());
      for (const rel of ['_refs-index.json', '_projects-index.json']) expect(fromNothing[rel], rel).toBe(killed[rel]);
      for (const [rel, text] of Object.entries(killed)) {
        if (rel.endsWith('_index.yaml')) expect(manifestNames(fromNothing[rel] as string), rel).toEqual(manifestNames(text));
      }
      // No temp file of a killed writer is listed anywhere.
      for (const text of Object.values(killed)) expect(text).not.toContain('.pm-tmp');
      // manifest.json's active decision list matches decisions.md after the rebuild (a kill between
      // the two files leaves it behind until then).
      const afterKills = parseDecisions(fs.readFileSync(P('decisions.md'), 'utf8')).entries;
      const manifest = JSON.parse(fs.readFileSync(P('manifest.json'), 'utf8')) as { activeDecisionIds: string[] };
      expect(manifest.activeDecisionIds).toEqual(afterKills.filter((e) => e.status === 'Active' && !e.stub).map((e) => e.id));
      expect(fs.readFileSync(path.join(keep, 'projects/demo/manifest.json'), 'utf8')).toBe(fs.readFileSync(P('manifest.json'), 'utf8'));

      // One more clean append repairs a tail still torn.
      const finish = await startServer({ root, cwd: repo });
      await finish.ok('append_to_file', { path: 'updates/2026-01-01.md', content: '- entry 999999-0' });
      await finish.ok('add_decision', { summary: 'Decision 999999-0' });
      await finish.close();
      if (pendingRepair) {
        const text = fs.readFileSync(pendingRepair.file === 'updates' ? P('updates/2026-01-01.md') : P('decisions.md'), 'utf8');
        expect(text).toContain(`${pendingRepair.fragment}\n`);
      }
      const finalDecisions = parseDecisions(fs.readFileSync(P('decisions.md'), 'utf8')).entries;
      expect(finalDecisions.at(-1)?.title).toBe('Decision 999999-0');

      console.log(
        `[faults] ${kills} kills, ${figures.ackedWrites} acknowledged writes, ${finalDecisions.length} decisions, ${figures.tornTails} torn tails repaired, manifest.json repaired by the rebuild: ${firstRebuild.manifest_json_changed.length > 0}`,
      );
    },
    HEAVY ? 900_000 : 180_000,
  );
});

/** Mounts a small tmpfs (root only); null with the reason when the system refuses. */
function mountTmpfs(dir: string, size: string): string | null {
  fs.mkdirSync(dir, { recursive: true });
  const r = spawnSync('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', dir], { encoding: 'utf8' });
  return r.status === 0 ? null : (r.stderr || r.error?.message || `mount exited ${r.status}`).trim();
}

function umount(dir: string): void {
  spawnSync('umount', ['-l', dir]);
}

describe('a full disk', () => {
  it('refuses writes with a clear sentence and leaves nothing half-written', async (ctx) => {
    const mountPoint = path.join(tempDir('pm-full-'), 'disk');
    const refused = mountTmpfs(mountPoint, '512k');
    if (refused !== null) {
      console.log(`[faults] full-disk test skipped: cannot mount a tmpfs here (${refused}).`);
      ctx.skip();
      return;
    }
    try {
      await fullDisk(mountPoint);
    } finally {
      umount(mountPoint);
    }
  });
});

async function fullDisk(mountPoint: string): Promise<void> {
  const root = path.join(mountPoint, 'memory');
  const repo = tempDir('pm-full-repo-');
  const s = await startServer({ root, cwd: repo });
  try {
    await s.ok('create_project', { slug: 'demo', name: 'Demo', paths: [repo] });
    await s.ok('write_file', { path: 'notes/keep.md', content: 'old text\n' });
    await s.ok('append_to_file', { path: 'updates/2026-01-01.md', content: '- first' });
    // Fill the disk, leaving a few KB: small writes may still fit, big ones cannot.
    const filler = path.join(mountPoint, 'filler');
    const fd = fs.openSync(filler, 'w');
    const chunk = Buffer.alloc(4096, 0x66);
    try {
      for (;;) fs.writeSync(fd, chunk);
    } catch (e) {
      expect((e as NodeJS.ErrnoException).code).toBe('ENOSPC');
    } finally {
      fs.closeSync(fd);
    }
    fs.truncateSync(filler, fs.statSync(filler).size - 8 * 1024);
    const before = snapshotRoot(root);
    const big = `${'y'.repeat(200 * 1024)}\n`;
    const attempts: [string, Record<string, unknown>][] = [
      ['write_file', { path: 'notes/keep.md', content: big }],
      ['write_file', { path: 'notes/new-file.md', content: big }],
      ['append_to_file', { path: 'updates/2026-01-01.md', content: `- ${big}` }],
      ['add_decision', { summary: 'Too big', body: big }],
      ['write_file', { path: 'docs/deep/er/new.md', content: big }],
    ];
    for (const [tool, args] of attempts) {
      const r = await s.call(tool, args);
      expectRefusal(r, `${tool} on a full disk`, /disk is full|nothing was changed|not written/i);
      figures.diskFullRefusals++;
    }
    const after = snapshotRoot(root);
    const changed = Object.keys({ ...before, ...after }).filter((k) => before[k] !== after[k]);
    expect(changed).toEqual([]);
    expect(Object.keys(after).filter((k) => k.endsWith('.pm-tmp'))).toEqual([]);
    expect(fs.readFileSync(path.join(root, 'projects/demo/notes/keep.md'), 'utf8')).toBe('old text\n');
    // The server is still up and works again once space is freed.
    fs.rmSync(filler);
    await s.ok('write_file', { path: 'notes/keep.md', content: 'new text\n' });
    await s.ok('append_to_file', { path: 'updates/2026-01-01.md', content: '- second' });
    expect(fs.readFileSync(path.join(root, 'projects/demo/updates/2026-01-01.md'), 'utf8')).toBe('- first\n- second\n');
  } finally {
    await s.close();
  }
}

function chattrWorks(probeDir: string): boolean {
  const probe = path.join(probeDir, 'chattr-probe');
  fs.writeFileSync(probe, 'x');
  const ok = spawnSync('chattr', ['+i', probe]).status === 0;
  spawnSync('chattr', ['-i', probe]);
  fs.rmSync(probe, { force: true });
  return ok;
}

describe('read-only files and folders (root ignores permission bits, so immutability and ro mounts stand in)', () => {
  const probeDir = tempDir('pm-ro-probe-');
  const canChattr = chattrWorks(probeDir);
  if (!canChattr) console.log('[faults] chattr +i is not available on this file system; immutable-file tests skipped.');

  it.skipIf(!canChattr)('an immutable file or folder refuses writes with one sentence and changes nothing', async () => {
    const base = tempDir('pm-ro-');
    const root = path.join(base, 'memory');
    const repo = path.join(base, 'repo');
    const s = await startServer({ root, cwd: repo });
    const locked: string[] = [];
    try {
      await s.ok('create_project', { slug: 'demo', name: 'Demo', paths: [repo] });
      await s.ok('write_file', { path: 'notes/frozen.md', content: 'frozen\n' });
      await s.ok('write_file', { path: 'docs/k.md', content: 'k\n' });
      const P = (p: string) => path.join(root, 'projects/demo', p);
      execFileSync('chattr', ['+i', P('notes/frozen.md')]);
      locked.push(P('notes/frozen.md'));
      execFileSync('chattr', ['+i', P('docs')]);
      locked.push(P('docs'));
      const before = snapshotRoot(root);
      const attempts: [string, Record<string, unknown>][] = [
        ['write_file', { path: 'notes/frozen.md', content: 'thawed\n' }],
        ['patch_file', { path: 'notes/frozen.md', patch: '<<<<<<< SEARCH\nfrozen\n=======\nthawed\n>>>>>>> REPLACE' }],
        ['delete_file', { path: 'notes/frozen.md' }],
        ['write_file', { path: 'docs/new.md', content: 'n\n' }],
        ['write_file', { path: 'docs/k.md', content: 'k2\n' }],
        ['delete_file', { path: 'docs/k.md' }],
      ];
      for (const [tool, args] of attempts) {
        expectRefusal(await s.call(tool, args), `${tool} on an immutable target`, /Permission denied|not written|nothing was changed/i);
        figures.readOnlyRefusals++;
      }
      const after = snapshotRoot(root);
      expect(Object.keys({ ...before, ...after }).filter((k) => before[k] !== after[k])).toEqual([]);
      expect(await s.ok('read_file', { path: 'notes/frozen.md' })).toContain('frozen');
      expect(await s.ok('search', { query: 'frozen' })).toContain('notes/frozen.md:1');
    } finally {
      for (const p of locked) spawnSync('chattr', ['-i', p]);
      await s.close();
    }
  });

  it('a memory root on a read-only mount refuses writes and still serves reads', async (ctx) => {
    const base = tempDir('pm-rofs-');
    const root = path.join(base, 'memory');
    const repo = path.join(base, 'repo');
    const setup = await startServer({ root, cwd: repo });
    await setup.ok('create_project', { slug: 'demo', name: 'Demo', paths: [repo] });
    await setup.ok('write_file', { path: 'notes/a.md', content: 'alpha\n' });
    await setup.close();
    const bind = spawnSync('mount', ['--bind', root, root]);
    if (bind.status !== 0) {
      console.log('[faults] read-only bind mounts are not permitted here; test skipped.');
      ctx.skip();
      return;
    }
    try {
      expect(spawnSync('mount', ['-o', 'remount,bind,ro', root]).status).toBe(0);
      const s = await startServer({ root, cwd: repo });
      try {
        const before = snapshotRoot(root);
        for (const [tool, args] of [
          ['write_file', { path: 'notes/a.md', content: 'beta\n' }],
          ['append_to_file', { path: 'updates/2026-01-01.md', content: '- x' }],
          ['add_decision', { summary: 'On a read-only disk' }],
          ['delete_file', { path: 'notes/a.md' }],
        ] as const) {
          expectRefusal(await s.call(tool, args), `${tool} on a read-only mount`, /Permission denied|read-only|not written/i);
          figures.readOnlyRefusals++;
        }
        expect(snapshotRoot(root)).toEqual(before);
        expect(await s.ok('read_file', { path: 'notes/a.md' })).toContain('alpha');
        expect(await s.ok('search', { query: 'alpha' })).toContain('notes/a.md:1');
      } finally {
        await s.close();
      }
    } finally {
      umount(root);
    }
  });
});

describe('a memory root edited by hand while the server runs', () => {
  it('reads, search, manifests, references and rebuild see the files as they are', async () => {
    const base = tempDir('pm-hand-');
    const root = path.join(base, 'memory');
    const repo = path.join(base, 'repo');
    const s = await startServer({ root, cwd: repo });
    try {
      await s.ok('create_project', { slug: 'demo', name: 'Demo', paths: [repo] });
      await s.ok('write_file', { path: 'notes/old.md', content: 'old words about #legacy\n' });
      await s.ok('write_file', { path: 'notes/changed.md', content: 'before the edit\n' });
      const P = (p: string) => path.join(root, 'projects/demo', p);
      // Hand edits: add, remove, change, a new folder, and the project's own meta.
      fs.writeFileSync(P('notes/hand-added.md'), 'written by hand, mentions @jane-roe and #handmade\n');
      fs.rmSync(P('notes/old.md'));
      fs.writeFileSync(P('notes/changed.md'), 'after the edit\n');
      fs.mkdirSync(P('notes/new-folder'));
      fs.writeFileSync(P('notes/new-folder/deep.md'), 'deep hand file\n');
      const meta = fs.readFileSync(P('_meta.yaml'), 'utf8');
      fs.writeFileSync(P('_meta.yaml'), meta.replace(/^name: .*$/m, 'name: Renamed By Hand'));

      expect(await s.ok('read_file', { path: 'notes/changed.md' })).toContain('after the edit');
      expect(await s.ok('read_file', { path: 'notes/hand-added.md' })).toContain('written by hand');
      expectRefusal(await s.call('read_file', { path: 'notes/old.md' }), 'removed file', /does not exist/);
      expect(await s.ok('search', { query: 'by hand' })).toContain('notes/hand-added.md:1');
      expect(await s.ok('search', { query: 'before the edit' })).toMatch(/No matches/);
      expect(await s.ok('search', { query: 'old words' })).toMatch(/No matches/);
      expect(await s.ok('search', { query: 'deep hand' })).toContain('notes/new-folder/deep.md:1');
      const manifest = await s.ok('get_folder_manifest', { path: 'notes' });
      expect(manifest).toContain('hand-added.md');
      expect(manifest).not.toContain('old.md');
      expect(await s.ok('get_folder_manifest', { path: 'notes/new-folder' })).toContain('deep.md');
      expect(await s.ok('list_projects', {})).toContain('Renamed By Hand');
      const report = JSON.parse(await s.ok('rebuild_indexes', {})) as { refs_index_changed: boolean };
      expect(report.refs_index_changed).toBe(true);
      expect(await s.ok('find_references', { ref: 'jane-roe' })).toContain('projects/demo/notes/hand-added.md');
      expect(await s.ok('find_references', { tag: 'legacy' })).toMatch(/No file mentions/);
      // A file changed by hand after it was read: the stale revision is refused.
      const rev = /revision ([0-9a-f]{16})/.exec(await s.ok('read_file', { path: 'notes/changed.md' }))![1];
      fs.writeFileSync(P('notes/changed.md'), 'edited again by hand\n');
      expectRefusal(
        await s.call('write_file', { path: 'notes/changed.md', content: 'tool text\n', expected_revision: rev }),
        'stale revision',
        /changed since/,
      );
      expect(fs.readFileSync(P('notes/changed.md'), 'utf8')).toBe('edited again by hand\n');
    } finally {
      await s.close();
    }
  });
});
