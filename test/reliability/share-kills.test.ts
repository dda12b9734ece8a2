/**
 * `share` and `unshare` killed with SIGKILL at random points (services/share.ts, the journaled
 * move): after each kill, the next command completes the move or undoes it, and the memory is
 * whole in exactly one place, every file a person made (hidden drafts, `_templates/`, a `_trash/`
 * subfolder, empty folders, hundreds of notes) with its bytes, no journal, staging folder or
 * set-aside folder left in the root or the repository. The project holds enough files that a
 * move takes a while; each kill lands at a random time within the measured length of an
 * uninterrupted run, so every phase (copy, commit point, removal of the old place) is reached
 * over the runs. 6 kills by default, 30 with PM_THOROUGH=1, 200 with PM_HEAVY=1.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { callCli, cleanEnv } from '../helpers/cli.js';
import { git, initRepo } from '../helpers/git.js';
import { CLI_BUNDLE } from '../helpers/server.js';
import { snapshotTree, tempDir } from '../helpers/tmp.js';
import { byIntensity } from './harness.js';

vi.setConfig({ testTimeout: 600_000 });

const KILLS = byIntensity(6, 30, 200);
const NOTES = 400;
const figures = { kills: 0, midMove: 0, completed: 0, undone: 0, shareMs: 0, unshareMs: 0, shareMoveMs: 0, unshareMoveMs: 0 };
afterAll(() => console.log(`[share-kills] figures: ${JSON.stringify(figures)}`));

/** Memory files of a project folder, without derived ones and the move's own: path -> text. */
function memoryOf(dir: string): Record<string, string> {
  const all = snapshotTree(dir);
  for (const k of Object.keys(all)) {
    // Derived files, a killed writer's temp file (swept later), the move's own files.
    if (/(^|\/)_index\.yaml$|^\.index\/|\.pm-tmp$|^\.gitignore$|^\.gitattributes$|^\.shared$/.test(k)) delete all[k];
    // The bindings move between _meta.yaml (in the root) and the pointer (shared): compared apart.
    else if (k === '_meta.yaml') all[k] = all[k]!.replace(/^paths:[^\n]*\n(?: {2}- [^\n]*\n)*/m, '');
  }
  return all;
}

function emptyFolders(dir: string): string[] {
  const out: string[] = [];
  const walk = (abs: string, rel: string) => {
    // A folder manifest (derived) is made in every folder the rebuild walks.
    const entries = fs.readdirSync(abs, { withFileTypes: true }).filter((e) => e.name !== '_index.yaml');
    if (entries.length === 0) out.push(rel);
    for (const e of entries) if (e.isDirectory() && e.name !== '.index') walk(path.join(abs, e.name), `${rel}${e.name}/`);
  };
  walk(dir, '');
  return out.sort();
}

function hiddenLeftovers(dir: string, keep: readonly string[]): string[] {
  return fs.readdirSync(dir).filter((n) => n.startsWith('.') && !keep.includes(n));
}

describe('share and unshare killed at random points', () => {
  it(`leave the memory whole in one place after each of ${KILLS} kills`, async () => {
    const base = tempDir('pm-share-kill-');
    const root = path.join(base, 'memory');
    const repo = initRepo(path.join(base, 'code', 'app'));
    fs.writeFileSync(path.join(repo, 'main.ts'), 'export {};\n');
    git(repo, 'add', '-A');
    git(repo, 'commit', '-q', '-m', 'code');
    const env = { ...cleanEnv(), PROJECT_MEMORY_ROOT: root, HOME: base, GIT_CONFIG_NOSYSTEM: '1' };
    const cli = (args: string[]) => callCli(args, { cwd: repo, env: { PROJECT_MEMORY_ROOT: root, HOME: base, GIT_CONFIG_NOSYSTEM: '1' } });
    expect((await cli(['new', 'app', '--name', 'App', '--bind', repo])).code).toBe(0);
    const own = path.join(root, 'projects', 'app');
    const shared = path.join(repo, '.project-memory');
    fs.writeFileSync(path.join(own, '.draft.md'), 'hidden draft\n');
    fs.mkdirSync(path.join(own, '_templates'));
    fs.writeFileSync(path.join(own, '_templates', 'meeting.md'), '# Meeting\n');
    fs.mkdirSync(path.join(own, '_trash', 'old'), { recursive: true });
    fs.writeFileSync(path.join(own, '_trash', 'old', 'kept.md'), 'kept\n');
    fs.mkdirSync(path.join(own, 'scratch', 'empty'), { recursive: true });
    fs.mkdirSync(path.join(own, 'notes', 'bulk'), { recursive: true });
    for (let i = 0; i < NOTES; i++) fs.writeFileSync(path.join(own, 'notes', 'bulk', `note-${i}.md`), `# Note ${i}\n\n${'text '.repeat(300)}\n`);
    const memory = memoryOf(own);
    const empties = emptyFolders(own).filter((f) => f.startsWith('scratch/'));

    const journal = path.join(root, '.journal', 'moves', 'app.json');
    /**
     * Runs the bundled CLI. `kill`: after `ms` from the start, or after `ms` from the moment the
     * move's journal appears (the move proper: copy, commit point, removal of the old place).
     * Resolves with the run's length and how long its journal was seen.
     */
    const run = (command: 'share' | 'unshare', kill: { from: 'start' | 'journal'; ms: number } | null) =>
      new Promise<{ ms: number; journalMs: number; killed: boolean; code: number | null }>((resolve, reject) => {
        const started = Date.now();
        const child = spawn(process.execPath, [CLI_BUNDLE, command], { cwd: repo, env, stdio: 'ignore' });
        let killed = false;
        let seen: number | null = null;
        let gone: number | null = null;
        const fire = () => (killed = child.kill('SIGKILL'));
        const timer = kill?.from === 'start' ? setTimeout(fire, kill.ms) : null;
        const poll = setInterval(() => {
          const there = fs.existsSync(journal);
          if (there && seen === null) {
            seen = Date.now();
            if (kill?.from === 'journal') setTimeout(fire, kill.ms);
          } else if (!there && seen !== null && gone === null) gone = Date.now();
        }, 1);
        child.on('error', reject);
        child.on('exit', (code) => {
          if (timer) clearTimeout(timer);
          clearInterval(poll);
          resolve({ ms: Date.now() - started, journalMs: seen === null ? 0 : (gone ?? Date.now()) - seen, killed: killed && code === null, code });
        });
      });

    const isShared = () => fs.existsSync(path.join(own, '.shared'));
    /** The one place the memory is, checked whole; after the next command has prepared the root. */
    const check = (label: string): 'shared' | 'own' => {
      expect(fs.readdirSync(path.join(root, '.journal', 'moves')), label).toEqual([]);
      expect(hiddenLeftovers(path.dirname(shared), ['.git']), label).toEqual(isShared() ? ['.project-memory'] : []);
      expect(hiddenLeftovers(path.join(root, 'projects'), []), label).toEqual([]);
      if (isShared()) {
        expect(JSON.parse(fs.readFileSync(path.join(own, '.shared'), 'utf8')).dir, label).toBe(shared);
        expect(fs.readdirSync(own), label).toEqual(['.shared']);
        expect(memoryOf(shared), label).toEqual(memory);
        expect(emptyFolders(shared), label).toEqual(expect.arrayContaining(empties));
        return 'shared';
      }
      expect(fs.existsSync(shared), label).toBe(false);
      expect(memoryOf(own), label).toEqual(memory);
      expect(emptyFolders(own), label).toEqual(expect.arrayContaining(empties));
      return 'own';
    };

    // Uninterrupted runs first: they measure how long each run and each move take.
    const measured = { share: { ms: 0, journalMs: 0 }, unshare: { ms: 0, journalMs: 0 } };
    for (const command of ['share', 'unshare'] as const) {
      const r = await run(command, null);
      expect(r.code).toBe(0);
      measured[command] = r;
      expect(check(command)).toBe(command === 'share' ? 'shared' : 'own');
    }
    figures.shareMs = measured.share.ms;
    figures.unshareMs = measured.unshare.ms;
    figures.shareMoveMs = measured.share.journalMs;
    figures.unshareMoveMs = measured.unshare.journalMs;
    expect(Math.min(measured.share.journalMs, measured.unshare.journalMs), 'the journal was never seen').toBeGreaterThan(0);

    for (let i = 0; i < KILLS; i++) {
      const command = isShared() ? 'unshare' : 'share';
      const m = measured[command];
      // Two kills in three within the move proper, the others anywhere in the run.
      const kill =
        i % 3 === 2
          ? { from: 'start' as const, ms: Math.floor(m.ms * Math.random()) }
          : { from: 'journal' as const, ms: Math.floor(m.journalMs * 1.2 * Math.random()) };
      const r = await run(command, kill);
      if (r.killed) figures.kills++;
      if (fs.existsSync(journal)) figures.midMove++;
      // The next command, whichever it is, finishes or undoes the move before it reads.
      const next = await cli(['status', '--project', 'app']);
      expect(next.code, next.stderr).toBe(0);
      const where = check(`kill ${i} during ${command}`);
      if ((command === 'share') === (where === 'shared')) figures.completed++;
      else figures.undone++;
    }
    expect(figures.kills).toBeGreaterThan(0);
  });
});
