/**
 * Contention: 8 server processes share one memory root for a bounded time, each doing a mix of
 * writes. Every client counts what it believes it did; at the end the files must agree exactly
 * (no lost update, no duplicate decision id, no torn file) and a rebuild finds nothing to change.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseDecisions } from '../../server/src/core/decisions.js';
import { startServer } from '../helpers/server.js';
import { tempDir } from '../helpers/tmp.js';
import { byIntensity } from './harness.js';
import { rawServer, type RawServer } from './rpc.js';

const CLIENTS = byIntensity(4, 8, 16);
const DURATION_MS = byIntensity(3_000, 8_000, 60_000);

interface Tally {
  patches: number;
  conflicts: number;
  appends: string[];
  decisions: string[];
  people: string[];
  deleted: string[];
  errors: string[];
}

function revisionOf(readText: string): string {
  return /revision ([0-9a-f]{16})/.exec(readText)![1]!;
}

/** The file text after read_file's header line. */
function bodyOf(readText: string): string {
  return readText.slice(readText.indexOf('\n') + 1);
}

async function client(s: RawServer, c: number, until: number, t: Tally): Promise<void> {
  let k = 0;
  while (Date.now() < until) {
    k++;
    const op = k % 5;
    if (op === 0 || op === 3) {
      // Read-modify-write of the shared file, guarded by expected_revision, retried on conflict.
      for (;;) {
        const read = await s.call('read_file', { path: 'notes/shared.md' });
        const text = bodyOf(read.text);
        const mine = new RegExp(`^client-${c}: (\\d+)$`, 'm').exec(text)!;
        const total = /^total: (\d+)$/m.exec(text)!;
        const patch = [
          '<<<<<<< SEARCH',
          mine[0],
          '=======',
          `client-${c}: ${Number(mine[1]) + 1}`,
          '>>>>>>> REPLACE',
          '<<<<<<< SEARCH',
          total[0],
          '=======',
          `total: ${Number(total[1]) + 1}`,
          '>>>>>>> REPLACE',
        ].join('\n');
        const r = await s.call('patch_file', { path: 'notes/shared.md', patch, expected_revision: revisionOf(read.text) });
        if (!r.isError) {
          t.patches++;
          break;
        }
        if (/changed since revision/.test(r.text)) {
          t.conflicts++;
          continue;
        }
        t.errors.push(`patch: ${r.text}`);
        break;
      }
    } else if (op === 1) {
      const line = `- c${c} n${k}`;
      const r = await s.call('append_to_file', { path: 'updates/2026-03-01.md', content: line });
      if (r.isError) t.errors.push(`append: ${r.text}`);
      else t.appends.push(line);
    } else if (op === 2) {
      const summary = `Client ${c} decision ${k}`;
      const r = await s.call('add_decision', { summary, topic: `t${c}` });
      if (r.isError) t.errors.push(`decision: ${r.text}`);
      else t.decisions.push(summary);
    } else {
      // Alternately a person, and a note written then soft-deleted.
      if (k % 2 === 0) {
        const slug = `p${c}-n${k}`;
        const r = await s.call('create_person', { name: `Person ${c} ${k}`, slug });
        if (r.isError) t.errors.push(`person: ${r.text}`);
        else t.people.push(slug);
      } else {
        const file = `notes/c${c}-n${k}.md`;
        const w = await s.call('write_file', { path: file, content: `note ${c} ${k}\n` });
        const d = w.isError ? w : await s.call('delete_file', { path: file });
        if (d.isError) t.errors.push(`delete: ${d.text}`);
        else t.deleted.push(file);
      }
    }
  }
}

describe('several servers on one memory root', () => {
  it(
    `lose no update under mixed concurrent writes (${CLIENTS} processes, ${DURATION_MS / 1000} s)`,
    async () => {
      const base = tempDir('pm-contention-');
      const root = path.join(base, 'memory');
      const repo = path.join(base, 'repo');
      fs.mkdirSync(repo);
      const setup = await startServer({ root, cwd: repo });
      await setup.ok('create_project', { slug: 'demo', name: 'Demo', paths: [repo] });
      const lines = ['# Shared counters', '', 'total: 0', ...Array.from({ length: CLIENTS }, (_, c) => `client-${c}: 0`), ''];
      await setup.ok('write_file', { path: 'notes/shared.md', content: lines.join('\n') });
      await setup.close();

      const servers = Array.from({ length: CLIENTS }, () => rawServer({ root, cwd: repo }));
      const tallies: Tally[] = servers.map(() => ({ patches: 0, conflicts: 0, appends: [], decisions: [], people: [], deleted: [], errors: [] }));
      // Every process answers once before the clock starts, so start-up does not eat the budget.
      await Promise.all(servers.map((s) => s.call('list_projects', {})));
      const until = Date.now() + DURATION_MS;
      await Promise.all(servers.map((s, c) => client(s, c, until, tallies[c]!)));
      await Promise.all(servers.map((s) => s.close()));

      const P = (p: string) => path.join(root, 'projects/demo', p);
      const counts = {
        processes: CLIENTS,
        patches: tallies.reduce((n, t) => n + t.patches, 0),
        conflicts_retried: tallies.reduce((n, t) => n + t.conflicts, 0),
        appends: tallies.reduce((n, t) => n + t.appends.length, 0),
        decisions: tallies.reduce((n, t) => n + t.decisions.length, 0),
        people: tallies.reduce((n, t) => n + t.people.length, 0),
        deletes: tallies.reduce((n, t) => n + t.deleted.length, 0),
        lost: 0,
      };
      expect(tallies.flatMap((t) => t.errors)).toEqual([]);

      // Shared file: each client's line and the total equal what the clients believe they did.
      const shared = fs.readFileSync(P('notes/shared.md'), 'utf8');
      for (let c = 0; c < CLIENTS; c++) {
        const onDisk = Number(new RegExp(`^client-${c}: (\\d+)$`, 'm').exec(shared)![1]);
        counts.lost += Math.abs(tallies[c]!.patches - onDisk);
      }
      counts.lost += Math.abs(Number(/^total: (\d+)$/m.exec(shared)![1]) - counts.patches);

      // Append-only log: exactly the acknowledged lines, each once, none torn.
      const log = fs.readFileSync(P('updates/2026-03-01.md'), 'utf8');
      expect(log.endsWith('\n')).toBe(true);
      const logged = log.split('\n').filter(Boolean);
      for (const line of logged) expect(line).toMatch(/^- c\d+ n\d+$/);
      expect(new Set(logged).size).toBe(logged.length);
      const acked = tallies.flatMap((t) => t.appends);
      counts.lost += acked.filter((l) => !logged.includes(l)).length;
      expect(logged.sort()).toEqual([...acked].sort());

      // Decisions: one entry per acknowledged call, ids unique and consecutive.
      const entries = parseDecisions(fs.readFileSync(P('decisions.md'), 'utf8')).entries;
      const ids = entries.map((e) => e.num);
      expect(new Set(ids).size).toBe(ids.length);
      expect([...ids].sort((a, b) => a - b)).toEqual(Array.from({ length: ids.length }, (_, i) => i + 1));
      const titles = entries.map((e) => e.title);
      const ackedDecisions = tallies.flatMap((t) => t.decisions);
      counts.lost += ackedDecisions.filter((d) => !titles.includes(d)).length;
      expect(titles.sort()).toEqual([...ackedDecisions].sort());
      const manifest = JSON.parse(fs.readFileSync(P('manifest.json'), 'utf8')) as { activeDecisionIds: string[] };
      expect(manifest.activeDecisionIds.length).toBe(entries.filter((e) => e.status === 'Active').length);

      // People and deletions.
      for (const slug of tallies.flatMap((t) => t.people)) {
        if (!fs.existsSync(path.join(root, '_global/people', `${slug}.md`))) counts.lost++;
      }
      for (const file of tallies.flatMap((t) => t.deleted)) expect(fs.existsSync(P(file)), file).toBe(false);
      const trashed = fs
        .readdirSync(path.join(root, '_trash'), { recursive: true })
        .map(String)
        .filter((f) => f.endsWith('.md'));
      expect(trashed.length).toBe(counts.deletes);

      // No torn or temporary file anywhere, and no lock left behind.
      const all = fs.readdirSync(root, { recursive: true }).map(String);
      expect(all.filter((f) => f.endsWith('.pm-tmp'))).toEqual([]);
      expect(all.filter((f) => f.endsWith('.lock'))).toEqual([]);
      const strict = new TextDecoder('utf-8', { fatal: true });
      for (const f of all.filter((x) => /\.(md|yaml|json)$/.test(x))) {
        const bytes = fs.readFileSync(path.join(root, f));
        const text = strict.decode(bytes);
        if (f.endsWith('.json')) JSON.parse(text);
      }

      // The indexes kept up: a rebuild finds nothing to change.
      const check = await startServer({ root, cwd: repo });
      try {
        const report = JSON.parse(await check.ok('rebuild_indexes', {})) as Record<string, unknown>;
        expect(report).toMatchObject({
          projects_index_changed: false,
          root_manifest_changed: false,
          manifests_changed: [],
          people_md_changed: [],
          refs_index_changed: false,
          manifest_json_changed: [],
        });
      } finally {
        await check.close();
      }
      console.log(`[contention] ${JSON.stringify(counts)}`);
      expect(counts.lost).toBe(0);
      expect(counts.patches).toBeGreaterThan(CLIENTS);
    },
    DURATION_MS + 120_000,
  );
});
