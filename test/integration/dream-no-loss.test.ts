/**
 * Issue 10 class 5: /dream must never apply a plan whose own no-loss check failed, and hand-written
 * session files whose subsections repeat (`### Outcomes`, `### Next step`, `### Outcomes`) must
 * lose no line in the roll-up.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { CLI_BUNDLE, startServer } from '../helpers/server.js';
import { snapshotTree, tempDir } from '../helpers/tmp.js';
import { bundleForChild } from '../helpers/bundle.js';

let root: string;
let project: string;

function cli(...args: string[]) {
  return spawnSync(process.execPath, [CLI_BUNDLE, ...args, '--root', root], { encoding: 'utf8', env: { ...process.env, PROJECT_MEMORY_ROOT: root } });
}

/** Ten July sessions typed by hand, each repeating `### Outcomes` around a `### Next step`. */
function seedRepeatedSubsections(): void {
  for (let i = 1; i <= 10; i++) {
    const d = `2026-07-${String(i).padStart(2, '0')}`;
    fs.writeFileSync(
      path.join(project, 'sessions', `${d}.md`),
      `# Session — ${d}\n\n## Session 1\n\n### Outcomes\n- Shipped login\n### Next step\nKeep going on day ${i}.\nAsk Bob.\n### Outcomes\nnote typed later\n`,
    );
  }
}

beforeEach(async () => {
  root = path.join(tempDir(), 'memory');
  const server = await startServer({ root });
  await server.ok('create_project', { slug: 'hand', name: 'Hand' });
  await server.close();
  project = path.join(root, 'projects/hand');
});

describe('the no-loss check of /dream', () => {
  it('rolls up session files with repeated subsections without dropping the lines between them', () => {
    seedRepeatedSubsections();
    const r = cli('dream', '--project', 'hand', '--now', '2026-08-30');
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/No-loss check: passed/);
    const archive = fs.readFileSync(path.join(project, 'archive/sessions-202607.md'), 'utf8');
    const rolled = 10 - fs.readdirSync(path.join(project, 'sessions')).filter((n) => n.endsWith('.md')).length;
    expect(rolled).toBeGreaterThan(0);
    // Every rolled session keeps its own next step, both its Outcomes headings and the later note.
    for (let i = 1; i <= rolled; i++) expect(archive).toContain(`Keep going on day ${i}.\nAsk Bob.\n### Outcomes\nnote typed later`);
    expect(archive.match(/^- Shipped login$/gm)).toHaveLength(1);
  });

  it('refuses to apply, changing nothing, when the computed check fails', async () => {
    seedRepeatedSubsections();
    const before = snapshotTree(root);
    // The real service with the real engine, whose report is made to say a line went missing:
    // the refusal must rest on the computed check, whatever the pass that caused it.
    const child = await bundleForChild(
      `import { openPreparedWorkspace } from '@src/services/prepare.ts';
       import { consolidate } from '@src/services/consolidate.ts';
       import { planConsolidation } from '@src/core/consolidate/index.ts';
       const ws = openPreparedWorkspace({ root: process.argv[2] });
       const failing = (...a) => {
         const plan = planConsolidation(...a);
         return { ...plan, report: { ...plan.report, noLoss: { ...plan.report.noLoss, ok: false, missing: [{ line: 'Ask Bob.', count: 3, paths: ['sessions/2026-07-01.md'] }] } } };
       };
       try {
         consolidate(ws, { project: 'hand', dry_run: false, now: '2026-08-30' }, failing);
         console.log('APPLIED');
       } catch (e) {
         console.log(e.code + ': ' + e.message);
       }`,
      'failing-check',
    );
    const r = spawnSync(process.execPath, [child, root], { encoding: 'utf8' });
    expect(r.stdout).toMatch(/^CONFLICT: The no-loss check of this \/dream run of hand failed: 3 line\(s\).*nothing was applied/);
    expect(snapshotTree(root)).toEqual(before);
  });
});
