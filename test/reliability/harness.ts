/**
 * Shared set-up of the reliability suites: a memory root with one project, driven through the real
 * bundled server, next to an "outside" folder and prefix siblings of the root that no tool may
 * touch. Snapshots record folders, files and links, so "nothing changed" covers all three.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { startServer, type RunningServer, type ToolOutcome } from '../helpers/server.js';
import { tempDir } from '../helpers/tmp.js';

export const OUTSIDE_MARK = 'OUTSIDE-SECRET-7f3a';

export interface World {
  base: string;
  root: string;
  repo: string;
  outside: string;
  project: string;
  server: RunningServer;
}

export { byIntensity, HEAVY, INTENSITY } from '../helpers/intensity.js';

export async function makeWorld(opts: { env?: Record<string, string> } = {}): Promise<World> {
  const base = tempDir('pm-rely-');
  const root = path.join(base, 'memory');
  const repo = path.join(base, 'repo');
  const outside = path.join(base, 'outside');
  fs.mkdirSync(repo, { recursive: true });
  fs.mkdirSync(outside, { recursive: true });
  fs.writeFileSync(path.join(outside, 'secret.md'), `${OUTSIDE_MARK}\n`);
  const server = await startServer({ root, cwd: repo, env: opts.env });
  await server.ok('create_project', { slug: 'demo', name: 'Demo', paths: [repo] });
  return { base, root, repo, outside, project: path.join(root, 'projects/demo'), server };
}

/** Every folder, file (bytes as latin1) and link under `dir`, keyed by relative path. */
export function snapshotDeep(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (abs: string) => {
    for (const ent of fs.readdirSync(abs, { withFileTypes: true })) {
      const full = path.join(abs, ent.name);
      const rel = path.relative(dir, full);
      if (ent.isSymbolicLink()) out[rel] = `-> ${fs.readlinkSync(full)}`;
      else if (ent.isDirectory()) {
        out[`${rel}/`] = 'dir';
        walk(full);
      } else if (ent.isFile()) out[rel] = fs.readFileSync(full, 'latin1');
      else out[rel] = 'special';
    }
  };
  if (fs.existsSync(dir)) walk(dir);
  return out;
}

/**
 * The kernel's record (inotify, through fs.watch) of every change under `dir`: a file created,
 * written, linked, renamed, removed or given new attributes, in every folder there at the start
 * (a folder created later shows as a change of its parent). A read makes no event. The check
 * after a call costs two turns of the event loop, where a snapshot reads the whole tree: suites
 * that make hundreds of calls take this after each call and a snapshot after each batch of
 * calls, so that a change the watch could miss is still found, by its batch.
 */
export interface TreeWatch {
  /** The changes reported since the last call (paths relative to `dir`), once every event due is in. */
  take(): Promise<string[]>;
  close(): void;
}

export function watchTree(dir: string, skip: (rel: string) => boolean = () => false): TreeWatch {
  let events: string[] = [];
  const watchers: fs.FSWatcher[] = [];
  const add = (abs: string) => {
    watchers.push(
      fs.watch(abs, (type, name) => {
        const rel = path.relative(dir, path.join(abs, String(name)));
        if (!skip(rel)) events.push(`${type} ${rel}`);
      }),
    );
    for (const ent of fs.readdirSync(abs, { withFileTypes: true })) {
      const full = path.join(abs, ent.name);
      if (ent.isDirectory() && !skip(path.relative(dir, full))) add(full);
    }
  };
  add(dir);
  return {
    async take() {
      // The kernel queued the events when the call made its changes; two turns of the loop pass
      // one poll phase at least, where libuv reads them.
      for (let i = 0; i < 2; i++) await new Promise((resolve) => setImmediate(resolve));
      const out = events;
      events = [];
      return out;
    },
    close() {
      for (const w of watchers) w.close();
    },
  };
}

/**
 * Snapshot of the root without the lock folder (its empty state is not content) and without the
 * search indexes under `.index/`, which the server persists in the background, a second after
 * the last change.
 */
export function snapshotRoot(root: string): Record<string, string> {
  const snap = snapshotDeep(root);
  for (const k of Object.keys(snap)) if (isServerScratch(k)) delete snap[k];
  return snap;
}

export function isServerScratch(rel: string): boolean {
  return rel.startsWith('.locks') || rel.includes('/.locks') || rel.startsWith('.index') || rel.includes('/.index');
}

/** A refusal: isError, one plain sentence (plus an optional hint sentence), no stack, no outside data. */
export function expectRefusal(r: ToolOutcome, what: string, pattern?: RegExp): void {
  expect(r.isError, `${what}: expected a refusal, got ${r.text.slice(0, 200)}`).toBe(true);
  expect(r.text, what).not.toMatch(/\n\s+at /);
  expect(r.text, what).not.toContain(OUTSIDE_MARK);
  expect(r.text.split('\n').length, `${what}: ${r.text}`).toBe(1);
  expect(r.text.length, what).toBeLessThan(600);
  if (pattern) expect(r.text, what).toMatch(pattern);
}
