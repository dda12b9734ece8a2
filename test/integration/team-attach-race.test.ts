/**
 * A teammate's first session in a clone of a shared repository starts the SessionStart hook and
 * the MCP server at the same moment, on a memory root that does not exist yet: both create the
 * root and attach the repository's shared folder (services/shared-attach.ts). Each must end up
 * using it; neither may take the other's half-made pointer folder for a personal project.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleForChild } from '../helpers/bundle.js';
import { initRepo } from '../helpers/git.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

const META = `id: 00000000-0000-4000-8000-000000000002\nslug: team\nname: Team\ntype: internal\nstatus: active\ncompany: ''\nowner: ''\nteam: []\ntags: []\ncreated: 2026-01-01\nupdated: 2026-01-01\naliases: []\npaths: []\n`;

const CHILD = `
import { openWorkspace } from '@src/services/open.ts';
const [root, cwd] = process.argv.slice(2);
const ws = openWorkspace({ root, cwd, env: { PROJECT_MEMORY_ROOT: root } });
process.stdout.write(JSON.stringify({ slug: ws.shared?.slug ?? null, problem: ws.sharedProblem }));
`;

function run(child: string, root: string, cwd: string): Promise<{ slug: string | null; problem: string | null }> {
  return new Promise((resolve, reject) => {
    const p = spawn(process.execPath, [child, root, cwd], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    p.stdout.on('data', (d) => (out += d));
    p.stderr.on('data', (d) => (err += d));
    p.on('close', (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`exit ${code}: ${err}`))));
  });
}

describe('the first sessions of a clone, started together on a new memory root', () => {
  it('all attach the shared folder', async () => {
    const child = await bundleForChild(CHILD, 'attach');
    const refused: string[] = [];
    for (let round = 0; round < 8; round++) {
      const base = tempDir('pm-attach-race-');
      const repo = initRepo(path.join(base, 'repo'));
      writeTree(path.join(repo, '.project-memory'), { '_meta.yaml': META, '_status.md': '# Status\n' });
      const root = path.join(base, 'memory');
      const results = await Promise.all(Array.from({ length: 4 }, () => run(child, root, repo)));
      for (const r of results) if (r.slug !== 'team') refused.push(r.problem ?? 'not attached');
    }
    expect(refused).toEqual([]);
  }, 120_000);
});
