/**
 * The state a session starts with (services/session-state.ts over storage/session-state.ts), as
 * files: resume and compact leave the state file itself in place (not rewritten, only touched, so
 * that the sweep still sees it as live), and a fresh start or /clear replaces it with a fresh
 * state. Also the sweep: due once a day, it removes only old state files.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pruneStates, readState, startSessionState, writeState } from '../../server/src/services/session-state.js';
import { PROC_FD } from '../../server/src/storage/environment.js';
import { tempDir } from '../helpers/tmp.js';

const MONTH_AGO = (Date.now() - 30 * 86_400_000) / 1000;

function setup() {
  const data = tempDir('pm-state-');
  fs.chmodSync(data, 0o700);
  const env = { CLAUDE_PLUGIN_DATA: data } as NodeJS.ProcessEnv;
  const file = (id: string) => path.join(data, 'sessions', `${id}.json`);
  return { data, env, file };
}

describe('session start and the state file', () => {
  it('resume and compact keep the file itself, touched; startup and /clear replace it', () => {
    const { env, file } = setup();
    startSessionState(env, { session_id: 's1', source: 'startup' }, 'demo');
    const started = readState(env, 's1')!;
    writeState(env, 's1', { ...started, codeChanged: ['src/a.ts'] });
    const text = fs.readFileSync(file('s1'), 'utf8');
    for (const source of ['resume', 'compact']) {
      const ino = fs.statSync(file('s1')).ino;
      fs.utimesSync(file('s1'), MONTH_AGO, MONTH_AGO);
      startSessionState(env, { session_id: 's1', source }, 'demo');
      const st = fs.statSync(file('s1'));
      expect(st.ino, source).toBe(ino);
      expect(fs.readFileSync(file('s1'), 'utf8')).toBe(text);
      // Touched: a week-long resumed session is not swept as ended.
      expect(Date.now() - st.mtimeMs).toBeLessThan(86_400_000);
    }
    for (const source of ['clear', 'startup']) {
      writeState(env, 's1', { ...readState(env, 's1')!, codeChanged: ['src/b.ts'], reminded: true });
      startSessionState(env, { session_id: 's1', source }, 'demo');
      const fresh = readState(env, 's1')!;
      expect(fresh).toMatchObject({ project: 'demo', codeChanged: [], cited: [], reminded: false });
      expect(fs.statSync(file('s1')).mode & 0o777).toBe(0o600);
    }
    // No temp file is left next to the state.
    expect(fs.readdirSync(path.dirname(file('s1'))).filter((n) => n.endsWith('.pm-tmp'))).toEqual([]);
  });

  it('a resumed state that is not exactly what it reads as is written back normalized', () => {
    const { env, file } = setup();
    startSessionState(env, { session_id: 's2', source: 'startup' }, null);
    fs.writeFileSync(file('s2'), JSON.stringify({ codeChanged: ['x.ts', 7], startedAt: 5, extra: true }));
    startSessionState(env, { session_id: 's2', source: 'resume' }, null);
    expect(JSON.parse(fs.readFileSync(file('s2'), 'utf8'))).toEqual({ startedAt: 5, project: null, codeChanged: ['x.ts'], cited: [], reminded: false });
  });

  it('a session start with no state yet writes a fresh one; an id that is not a name writes nothing', () => {
    const { env, file, data } = setup();
    startSessionState(env, { session_id: 'new-one', source: 'resume' }, 'p');
    expect(readState(env, 'new-one')).toMatchObject({ project: 'p', codeChanged: [] });
    startSessionState(env, { session_id: '../escape', source: 'startup' }, 'p');
    expect(fs.existsSync(path.join(data, 'escape.json'))).toBe(false);
    expect(fs.readdirSync(path.dirname(file('x'))).sort()).toEqual(['.pruned', 'new-one.json']);
  });

  it('the daily sweep removes old state files only', () => {
    const { env, file } = setup();
    startSessionState(env, { session_id: 'old', source: 'resume' }, null);
    startSessionState(env, { session_id: 'live', source: 'resume' }, null);
    const dir = path.dirname(file('old'));
    fs.writeFileSync(path.join(dir, 'notes.txt'), 'not ours');
    for (const name of ['old.json', 'notes.txt']) fs.utimesSync(path.join(dir, name), MONTH_AGO, MONTH_AGO);
    pruneStates(env);
    expect(fs.readdirSync(dir).sort()).toEqual(['.pruned', 'live.json', 'notes.txt']);
    // Swept today already: an old file made now stays until tomorrow's sweep.
    fs.writeFileSync(file('old'), '{}');
    fs.utimesSync(file('old'), MONTH_AGO, MONTH_AGO);
    pruneStates(env);
    expect(fs.existsSync(file('old'))).toBe(true);
  });
});

describe('the state folder swapped for a link after it was opened', () => {
  it("neither sweeps nor writes the folder the link leads to (a person's old package.json)", () => {
    const { data, env, file } = setup();
    writeState(env, 's1', { startedAt: 1, project: null, codeChanged: [], cited: [], reminded: false });
    const outside = tempDir('pm-state-outside-');
    const old = path.join(outside, 'package.json');
    fs.writeFileSync(old, '{"name":"mine"}\n');
    fs.utimesSync(old, MONTH_AGO, MONTH_AGO);
    // The folder stays open in this process (opened once per process); its path now leads out.
    const aside = path.join(data, 'sessions-aside');
    fs.renameSync(path.join(data, 'sessions'), aside);
    fs.symlinkSync(outside, path.join(data, 'sessions'));
    fs.utimesSync(path.join(aside, 's1.json'), MONTH_AGO, MONTH_AGO);
    pruneStates(env);
    writeState(env, 's2', { startedAt: 2, project: null, codeChanged: [], cited: [], reminded: false });
    expect(fs.readdirSync(outside)).toEqual(['package.json']);
    expect(fs.readFileSync(old, 'utf8')).toBe('{"name":"mine"}\n');
    // Through /proc the opened folder itself is swept and written; without it, nothing is done
    // once its path no longer leads to it.
    expect(fs.existsSync(file('s2'))).toBe(false);
    expect(fs.readdirSync(aside).filter((n) => n.endsWith('.json'))).toEqual(PROC_FD ? ['s2.json'] : ['s1.json']);
  });
});
