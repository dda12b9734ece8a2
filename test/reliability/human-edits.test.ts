/**
 * A person edits the files the tools write. Their editor takes none of our locks, so every tool
 * read-modify-write must check, just before it replaces a file, that the file is still the
 * version it read (and redo the change if not). Here a "human" process adds a line every 100 ms
 * to memory.md, decisions.md and today's session file, as an editor would (a plain append, or
 * read + write a temp file + rename), while 3 servers, a dream loop and hook processes write the
 * same files. Every human line and every tool write that reported success must be somewhere in
 * the project afterwards (a dream may move lines to archive/, never drop them).
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { cleanEnv } from '../helpers/cli.js';
import { CLI_BUNDLE, REPO, startServer } from '../helpers/server.js';
import { daysFromToday } from '../helpers/dates.js';
import { tempDir } from '../helpers/tmp.js';
import { byIntensity } from './harness.js';
import { rawServer, type RawServer } from './rpc.js';

const run = promisify(execFile);
const DURATION_MS = byIntensity(2_500, 6_000, 40_000);
const HOOK_BUNDLE = path.join(REPO, 'server/dist/hook.cjs');
const FUTURE = daysFromToday(90);

/** The person: one line to each file every 100 ms; prints the lines it wrote, as JSON, at the end. */
const HUMAN = `
const fs = require('node:fs');
const path = require('node:path');
const [mode, ms, ...files] = process.argv.slice(2);
const end = Date.now() + Number(ms);
const written = [];
let n = 0;
let pending = 0;
function done() {
  if (pending === 0) process.stdout.write(JSON.stringify(written));
  else setTimeout(done, 10);
}
function tick() {
  if (Date.now() >= end) return done();
  for (const f of files) {
    const token = 'H:' + mode + ':' + path.basename(f) + ':' + n + ';';
    try {
      if (mode === 'append') fs.appendFileSync(f, '- ' + token + '\\n');
      else if (mode === 'held') {
        // Opened now, written a few ms later: an append descheduled between its open and its
        // write, or a logger that keeps its file open.
        const fd = fs.openSync(f, 'a');
        pending++;
        setTimeout(() => {
          try {
            fs.writeSync(fd, '- ' + token + '\\n');
            written.push(token);
          } finally {
            fs.closeSync(fd);
            pending--;
          }
        }, Math.floor(Math.random() * 25));
        continue;
      } else {
        const cur = fs.readFileSync(f, 'utf8');
        const tmp = path.join(path.dirname(f), '.' + path.basename(f) + '.editor-swap');
        fs.writeFileSync(tmp, cur + (cur === '' || cur.endsWith('\\n') ? '' : '\\n') + '- ' + token + '\\n');
        fs.renameSync(tmp, f);
      }
      written.push(token);
    } catch (e) { /* the file was briefly absent: the editor tries again next time */ }
  }
  n++;
  setTimeout(tick, 100);
}
tick();
`;

interface Tally {
  tool: string[];
  errors: string[];
}

/** Every text under `dir`, joined: a line kept anywhere (archive/ included) is not lost. */
function allText(dir: string): string {
  let out = '';
  for (const ent of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, ent.name);
    if (ent.isDirectory()) out += allText(full);
    else if (ent.isFile()) out += `${fs.readFileSync(full, 'utf8')}\n`;
  }
  return out;
}

async function toolClient(s: RawServer, i: number, until: number, t: Tally): Promise<void> {
  for (let k = 0; Date.now() < until; k++) {
    const token = `T:s${i}:${k};`;
    let r;
    if (k % 3 === 0) r = await s.call('add_decision', { summary: `Decision ${token}` });
    else if (k % 3 === 1) r = await s.call('log_session', { summary: `Session ${token}` });
    else {
      const read = await s.call('read_file', { path: 'memory.md', limit: 1 });
      const first = read.text.split('\n')[1] ?? '';
      r = await s.call('patch_file', { path: 'memory.md', patch: ['<<<<<<< SEARCH', first, '=======', `${first}\n- ${token}`, '>>>>>>> REPLACE'].join('\n') });
    }
    if (r.isError) {
      // A dream may move or rewrite the line a patch searched for; that is a refusal, not a loss.
      if (!/NO_MATCH|does not appear|not found|no longer/i.test(r.text)) t.errors.push(r.text.slice(0, 200));
    } else t.tool.push(token);
  }
}

async function dreamLoop(root: string, repo: string, until: number): Promise<{ runs: number; applied: number; outcomes: Record<string, number> }> {
  let applied = 0;
  let runs = 0;
  const outcomes: Record<string, number> = {};
  while (Date.now() < until) {
    // A date months ahead makes every session old, so each run has work: it archives them.
    const r = await run(process.execPath, [CLI_BUNDLE, 'dream', '--project', 'demo', '--now', FUTURE], {
      cwd: repo,
      env: { ...cleanEnv(), PROJECT_MEMORY_ROOT: root },
    }).catch((e: { stdout?: string; stderr?: string }) => ({ stdout: e.stdout ?? '', stderr: e.stderr ?? '' }));
    runs++;
    if (/^Consolidated/.test(r.stdout)) applied++;
    const first = `${r.stdout}${r.stderr}`.split('\n')[0]!.replace(/\d+/g, 'N').slice(0, 80);
    outcomes[first] = (outcomes[first] ?? 0) + 1;
  }
  return { runs, applied, outcomes };
}

async function hookLoop(root: string, repo: string, until: number): Promise<{ runs: number; dreams: number }> {
  let runs = 0;
  let dreams = 0;
  const env = { ...cleanEnv(), PROJECT_MEMORY_ROOT: root, PROJECT_MEMORY_AUTO_DREAM: 'on' };
  for (let k = 0; Date.now() < until; k++) {
    const id = `human-edits-${k}`;
    for (const event of ['session-start', 'stop']) {
      const child = execFile(process.execPath, [HOOK_BUNDLE, 'hook', event], { cwd: repo, env });
      let out = '';
      child.stdout!.on('data', (c: Buffer) => (out += c.toString()));
      child.stdin!.end(JSON.stringify({ session_id: id, cwd: repo, hook_event_name: event, source: 'startup', stop_hook_active: false }));
      await new Promise((resolve) => child.once('exit', resolve));
      runs++;
      if (/project-memory consolidated/.test(out)) dreams++;
    }
  }
  return { runs, dreams };
}

async function measure(mode: 'append' | 'held' | 'rename'): Promise<Record<string, unknown>> {
  const base = tempDir('pm-human-');
  const root = path.join(base, 'memory');
  const repo = path.join(base, 'repo');
  fs.mkdirSync(repo);
  const setup = await startServer({ root, cwd: repo });
  await setup.ok('create_project', { slug: 'demo', name: 'Demo', paths: [repo] });
  await setup.ok('add_decision', { summary: 'First decision' });
  const logged = /in demo\/(sessions\/[0-9-]+\.md)/.exec(await setup.ok('log_session', { summary: 'First session' }))![1]!;
  await setup.close();
  const project = path.join(root, 'projects/demo');
  const files = ['memory.md', 'decisions.md', logged].map((f) => path.join(project, f));

  const servers = Array.from({ length: 3 }, () => rawServer({ root, cwd: repo }));
  await Promise.all(servers.map((s) => s.call('list_projects', {})));
  const script = path.join(base, 'human.cjs');
  fs.writeFileSync(script, HUMAN);
  const until = Date.now() + DURATION_MS;
  const human = run(process.execPath, [script, mode, String(DURATION_MS), ...files]);
  const tallies: Tally[] = servers.map(() => ({ tool: [], errors: [] }));
  const [humanOut, , dreams, hooks] = await Promise.all([
    human,
    Promise.all(servers.map((s, i) => toolClient(s, i, until, tallies[i]!))),
    dreamLoop(root, repo, until),
    hookLoop(root, repo, until),
  ]);
  await Promise.all(servers.map((s) => s.close()));

  const text = allText(project);
  const humanLines = JSON.parse(humanOut.stdout) as string[];
  const toolWrites = tallies.flatMap((t) => t.tool);
  return {
    mode,
    seconds: DURATION_MS / 1000,
    human_lines: humanLines.length,
    human_lost: humanLines.filter((l) => !text.includes(l)),
    tool_writes: toolWrites.length,
    tool_lost: toolWrites.filter((l) => !text.includes(l)),
    dreams: dreams.runs,
    dreams_applied: dreams.applied,
    dream_outcomes: dreams.outcomes,
    hook_runs: hooks.runs,
    hook_dreams_applied: hooks.dreams,
    errors: tallies.flatMap((t) => t.errors),
  };
}

describe('a person editing the files the tools write', () => {
  it(
    `loses no line appended by hand (fs.appendFileSync) while 3 servers, a dream and hooks write them (${DURATION_MS / 1000} s)`,
    async () => {
      const m = await measure('append');
      console.log('human edits (append):', JSON.stringify(m));
      expect(m.errors).toEqual([]);
      expect(m.human_lost).toEqual([]);
      expect(m.tool_lost).toEqual([]);
    },
    DURATION_MS + 120_000,
  );

  it(
    `loses no line appended through a descriptor opened a moment before (${DURATION_MS / 1000} s)`,
    async () => {
      // The write lands 0-25 ms after the open, often after a tool's replace of that file: it
      // goes into the replaced version, and storage/late-writes.ts must put it back.
      const m = await measure('held');
      console.log('human edits (held):', JSON.stringify(m));
      expect(m.errors).toEqual([]);
      expect(m.human_lost).toEqual([]);
      expect(m.tool_lost).toEqual([]);
    },
    DURATION_MS + 120_000,
  );

  it(
    `loses no line saved by an editor that writes a temp file and renames it (${DURATION_MS / 1000} s)`,
    async () => {
      const m = await measure('rename');
      // The editor's own save is an unlocked read-modify-write: it can overwrite a tool write made
      // between its read and its rename. That is the editor's loss to report, not ours to prevent.
      // An editor's rename that lands between our last check and our own rename is the one loss of
      // a person's line that remains (storage/replace.ts; Node has no rename that refuses to replace
      // or swaps). The window is microseconds, but on a loaded 2-core machine a process can be
      // descheduled inside it: measured 0-1 of ~170 lines alone, 3 of ~140 under the full suite.
      // Before the version checks, 6-16 % of these lines were lost; 4 % still catches that.
      console.log('human edits (rename):', JSON.stringify(m));
      expect(m.errors).toEqual([]);
      expect((m.human_lost as string[]).length).toBeLessThanOrEqual(Math.floor((m.human_lines as number) / 25));
    },
    DURATION_MS + 120_000,
  );
});
