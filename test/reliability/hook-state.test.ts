/**
 * The hooks' per-user state folder when CLAUDE_PLUGIN_DATA is unset (issue 10, class 4):
 * `$TMPDIR/project-memory-<uid>` is a name another local user can take first. Whatever is found
 * there (a folder of another uid, a link, a folder anyone may write to, a planted `sessions`),
 * the hooks write, prune and cache nothing in it, still exit 0, and give the same context.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { cleanEnv } from '../helpers/cli.js';
import { REPO, startServer } from '../helpers/server.js';
import { tempDir } from '../helpers/tmp.js';
import { snapshotDeep } from './harness.js';

const HOOK_BUNDLE = path.join(REPO, 'server/dist/hook.cjs');
const OTHER_UID = 65534;
const uid = process.getuid?.() ?? 0;
let root: string;
let repo: string;

beforeAll(async () => {
  const base = tempDir('pm-hookstate-');
  root = path.join(base, 'memory');
  repo = path.join(base, 'repo');
  fs.mkdirSync(path.join(repo, 'src'), { recursive: true });
  const s = await startServer({ root, cwd: repo });
  await s.ok('create_project', { slug: 'demo', name: 'Demo', paths: [repo] });
  await s.ok('add_decision', { summary: 'Use tabs', rationale: 'house style' });
  await s.close();
});

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** One run of hook.cjs with TMPDIR set (the state folder is the process's), awaited. */
function hook(event: string, payload: Record<string, unknown>, tmp: string): Promise<Run> {
  const env = cleanEnv();
  Object.assign(env, { TMPDIR: tmp, PROJECT_MEMORY_ROOT: root, HOME: tmp });
  return new Promise((resolve, reject) => {
    const child = execFile(process.execPath, [HOOK_BUNDLE, 'hook', event], { cwd: repo, env, encoding: 'utf8', timeout: 30_000 }, (error, stdout, stderr) => {
      if (error && typeof error.code !== 'number') reject(error);
      else resolve({ code: error ? (error.code as number) : 0, stdout, stderr });
    });
    child.stdin!.end(JSON.stringify(payload));
  });
}

/** A session: start, an edit, stop (one after another); returns the runs. */
async function session(tmp: string, id: string): Promise<Run[]> {
  return [
    await hook('session-start', { session_id: id, cwd: repo, source: 'startup' }, tmp),
    await hook('post-tool-use', { session_id: id, cwd: repo, tool_name: 'Edit', tool_input: { file_path: path.join(repo, 'src/a.ts') } }, tmp),
    await hook('stop', { session_id: id, cwd: repo }, tmp),
  ];
}

const MONTH_AGO = (Date.now() - 30 * 86_400_000) / 1000;

/** A folder of the attacker's choosing, holding an old state-like file the prune would take. */
function attackerFolder(owner: number): string {
  const dir = tempDir('pm-attacker-');
  fs.writeFileSync(path.join(dir, 'old-session.json'), '{}');
  fs.utimesSync(path.join(dir, 'old-session.json'), MONTH_AGO, MONTH_AGO);
  fs.mkdirSync(path.join(dir, 'sessions'));
  fs.writeFileSync(path.join(dir, 'sessions/old-session.json'), '{}');
  fs.utimesSync(path.join(dir, 'sessions/old-session.json'), MONTH_AGO, MONTH_AGO);
  fs.chownSync(dir, owner, owner);
  fs.chownSync(path.join(dir, 'sessions'), owner, owner);
  return dir;
}

describe('the hook state folder without CLAUDE_PLUGIN_DATA', () => {
  it('is made by the hook as this user, mode 0700, with 0600 state files (the reference run)', async () => {
    const tmp = tempDir('pm-tmpdir-');
    for (const r of await session(tmp, 'ref')) expect(r.code, r.stderr).toBe(0);
    const base = path.join(tmp, `project-memory-${uid}`);
    for (const d of [base, path.join(base, 'sessions')]) {
      const st = fs.lstatSync(d);
      expect(st.isDirectory()).toBe(true);
      expect(st.uid).toBe(uid);
      expect(st.mode & 0o777).toBe(0o700);
    }
    const state = fs.lstatSync(path.join(base, 'sessions/ref.json'));
    expect(st0600(state)).toBe(true);
  });

  it('writes, prunes and caches nothing in a folder it does not own, a link, or a folder others may write to', async () => {
    const refTmp = tempDir('pm-tmpdir-');
    const reference = (await session(refTmp, 's1')).map((r) => r.stdout);
    expect(reference[0]).toContain('Use tabs');
    const cases: [string, (base: string) => string[]][] = [
      [
        'a folder owned by another uid',
        (base) => {
          fs.mkdirSync(base, { mode: 0o755 });
          fs.chownSync(base, OTHER_UID, OTHER_UID);
          return [base];
        },
      ],
      [
        'a folder of another uid, left writable by all',
        (base) => {
          fs.mkdirSync(base);
          fs.chmodSync(base, 0o777);
          fs.chownSync(base, OTHER_UID, OTHER_UID);
          return [base];
        },
      ],
      [
        'a link to a folder of another uid',
        (base) => {
          const target = attackerFolder(OTHER_UID);
          fs.symlinkSync(target, base);
          return [target];
        },
      ],
      [
        'a link to a private folder of this user',
        (base) => {
          const target = attackerFolder(uid);
          fs.chmodSync(target, 0o700);
          fs.symlinkSync(target, base);
          return [target];
        },
      ],
      [
        'a folder of this user with mode 0777',
        (base) => {
          fs.mkdirSync(base);
          fs.chmodSync(base, 0o777);
          return [base];
        },
      ],
      [
        'our folder with a sessions link planted in it',
        (base) => {
          fs.mkdirSync(base, { mode: 0o700 });
          const target = attackerFolder(OTHER_UID);
          fs.symlinkSync(path.join(target, 'sessions'), path.join(base, 'sessions'));
          return [target];
        },
      ],
      [
        'our folder with a sessions folder of another uid',
        (base) => {
          fs.mkdirSync(base, { mode: 0o700 });
          fs.mkdirSync(path.join(base, 'sessions'), { mode: 0o777 });
          fs.chmodSync(path.join(base, 'sessions'), 0o777);
          fs.chownSync(path.join(base, 'sessions'), OTHER_UID, OTHER_UID);
          return [path.join(base, 'sessions')];
        },
      ],
    ];
    // Each case has a TMPDIR of its own: the sessions run side by side.
    const problems = await Promise.all(
      cases.map(async ([name, make]) => {
        const found: string[] = [];
        const tmp = tempDir('pm-tmpdir-');
        const watched = make(path.join(tmp, `project-memory-${uid}`));
        const before = watched.map((d) => snapshotDeep(d));
        const runs = await session(tmp, 's1');
        runs.forEach((r, i) => {
          if (r.code !== 0) found.push(`${name}: run ${i} exited ${r.code}: ${r.stderr.slice(0, 200)}`);
        });
        if (runs[0]!.stdout !== reference[0]) found.push(`${name}: the SessionStart context differs`);
        watched.forEach((d, i) => {
          const after = snapshotDeep(d);
          if (JSON.stringify(after) !== JSON.stringify(before[i])) found.push(`${name}: changed ${d}: ${Object.keys(after).join(', ')}`);
        });
        return found;
      }),
    );
    expect(problems.flat()).toEqual([]);
  });
});

function st0600(st: fs.Stats): boolean {
  return st.isFile() && st.uid === uid && (st.mode & 0o777) === 0o600;
}
