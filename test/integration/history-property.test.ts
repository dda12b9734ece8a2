/**
 * The local history's promise (docs/FORMATS.md#history), as a property: whatever sequence of tool writes, patches,
 * appends, deletes, restores, hand edits and /dream runs (with and without a memory.md draft) happens, every version that a tool call
 * replaced or produced is recoverable byte for byte at the end (default retention keeps all).
 * Runs the services in process on a real temp root; PM_HEAVY=1 runs many more sequences.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { openWorkspace } from '../../server/src/services/open.js';
import { prepareWorkspace } from '../../server/src/services/prepare.js';
import { createProject } from '../../server/src/services/projects.js';
import { appendToFile, deleteFile, patchFile, writeFile } from '../../server/src/services/files.js';
import { consolidate } from '../../server/src/services/consolidate.js';
import { listHistory, readVersion, restoreVersion } from '../../server/src/services/history.js';
import type { Workspace } from '../../server/src/services/workspace.js';
import { tempDir } from '../helpers/tmp.js';

const HEAVY = process.env.PM_HEAVY === '1';
const FILES = ['memory.md', 'notes/a.md', 'notes/b.md', 'docs/c.md'] as const;
const SESSION = 'sessions/2026-11-02.md';

const line = fc.constantFrom('alpha', 'beta', 'gamma', '- item one', '- item two', '## Heading', '', 'delta café');
const body = fc.array(line, { minLength: 1, maxLength: 6 }).map((ls) => `${ls.join('\n')}\n`);
const file = fc.constantFrom(...FILES);

type Op =
  | { kind: 'write'; file: string; text: string }
  | { kind: 'patch'; file: string; text: string }
  | { kind: 'append'; text: string }
  | { kind: 'delete'; file: string }
  | { kind: 'restore'; file: string; back: number }
  | { kind: 'hand'; file: string; text: string; bom: boolean }
  | { kind: 'dream' }
  | { kind: 'draft'; drop: number; text: string };

const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('write' as const), file, text: body }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('patch' as const), file, text: body }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('append' as const), text: body }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), file }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('restore' as const), file, back: fc.nat(4) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('hand' as const), file, text: body, bom: fc.boolean() }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'dream' as const }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('draft' as const), drop: fc.integer({ min: 2, max: 4 }), text: body }) },
);

/** Every file of the project folder (server folders and temp files aside), as bytes. */
function snapshot(dir: string): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  const walk = (rel: string) => {
    for (const ent of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      if (ent.name.startsWith('.')) continue;
      const child = rel ? `${rel}/${ent.name}` : ent.name;
      if (ent.isDirectory()) walk(child);
      else if (ent.isFile()) out.set(child, fs.readFileSync(path.join(dir, child)));
    }
  };
  walk('');
  return out;
}

const sha = (b: Buffer) => crypto.createHash('sha256').update(b).digest('hex');

async function runTool(ws: Workspace, o: Op): Promise<void> {
  const project = 'demo';
  switch (o.kind) {
    case 'write':
      await writeFile(ws, { project, path: o.file, content: o.text });
      return;
    case 'patch': {
      const current = ws.root.readText(`projects/demo/${o.file}`)?.text;
      const first = current?.split('\n').find((l) => l.trim() !== '');
      if (!first) return;
      await patchFile(ws, { project, path: o.file, patch: `<<<<<<< SEARCH\n${first}\n=======\n${o.text.trimEnd()}\n>>>>>>> REPLACE` });
      return;
    }
    case 'append':
      await appendToFile(ws, { project, path: SESSION, content: `## Session\n\n### Summary\n\n${o.text}` });
      return;
    case 'delete':
      deleteFile(ws, { project, path: o.file });
      return;
    case 'restore': {
      const versions = listHistory(ws, { project, path: o.file }).versions.filter((v) => !v.deleted);
      const v = versions[Math.min(o.back, versions.length - 1)];
      if (v) await restoreVersion(ws, { project, path: o.file, at: v.rev });
      return;
    }
    case 'dream':
      // Low thresholds, so that the passes really rewrite sessions, memory.md and archive/.
      consolidate(ws, { project, dry_run: false, now: '2026-12-01', thresholds: { keepSessions: 1, archiveAfter: 2, coreSoftLimit: 12 } });
      return;
    case 'draft': {
      // /dream's judgment step: a draft of memory.md handed to consolidate, dropping some lines.
      const current = ws.root.readText('projects/demo/memory.md')?.text ?? '';
      const kept = current.split('\n').filter((l, i) => l.startsWith('#') || i % o.drop !== 0);
      consolidate(ws, { project, dry_run: false, now: '2026-12-01', memoryDraft: `${kept.join('\n').trimEnd()}\n${o.text}` });
      return;
    }
    case 'hand':
      return;
  }
}

describe('local history: every version a tool replaced or produced is recoverable', () => {
  it('holds for random sequences of writes, patches, appends, deletes, restores, hand edits and dreams', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: HEAVY ? 40 : 12 }), async (ops) => {
        const root = tempDir('pm-hist-prop-');
        const ws = prepareWorkspace(openWorkspace({ root, cwd: root, create: true }));
        await createProject(ws, { slug: 'demo', name: 'Demo' });
        const dir = path.join(root, 'projects/demo');
        for (const day of ['2026-10-01', '2026-10-15', '2026-11-01']) {
          fs.writeFileSync(
            path.join(dir, `sessions/${day}.md`),
            `# Session — ${day}\n\n## Session 1\n\n### Summary\n\nWork of ${day}.\n\n### Outcomes\n\n- shipped ${day}\n`,
          );
        }
        const must = new Map<string, Set<string>>(); // path -> sha256 of versions to recover
        const bytesOf = new Map<string, Buffer>();
        const need = (p: string, b: Buffer) => {
          const s = sha(b);
          bytesOf.set(s, b);
          if (!must.has(p)) must.set(p, new Set());
          must.get(p)!.add(s);
        };
        for (const [p, b] of snapshot(dir)) need(p, b); // created by create_project
        for (const o of ops) {
          if (o.kind === 'hand') {
            const abs = path.join(dir, o.file);
            fs.mkdirSync(path.dirname(abs), { recursive: true });
            fs.writeFileSync(abs, `${o.bom ? '\ufeff' : ''}${o.text}`);
            continue;
          }
          const before = snapshot(dir);
          try {
            await runTool(ws, o);
          } catch {
            // A refused call (no match, nothing to restore...) is part of the sequence.
          }
          const after = snapshot(dir);
          // Whatever a tool call changed: the bytes it replaced and the bytes it left.
          for (const p of new Set([...before.keys(), ...after.keys()])) {
            const a = before.get(p);
            const b = after.get(p);
            if (a && b && a.equals(b)) continue;
            if (a) need(p, a);
            if (b) need(p, b);
          }
        }
        for (const [p, shas] of must) {
          for (const s of shas) {
            const onDisk = fs.existsSync(path.join(dir, p)) ? fs.readFileSync(path.join(dir, p)) : null;
            if (onDisk && sha(onDisk) === s) continue;
            const v = readVersion(ws, { project: 'demo', path: p, at: s.slice(0, 16) });
            expect(Buffer.from(v.text, 'utf8').equals(bytesOf.get(s)!), `${p} @ ${s.slice(0, 16)}`).toBe(true);
          }
        }
        fs.rmSync(root, { recursive: true, force: true });
      }),
      { numRuns: HEAVY ? 300 : 6, seed: HEAVY ? undefined : 20261201 },
    );
  }, 300_000);
});
