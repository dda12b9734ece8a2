/**
 * Secrets: every common key format is refused by every tool that stores text (write_file,
 * patch_file, append_to_file, add_decision, log_session), naming the line without echoing the
 * secret and changing nothing; a corpus of ordinary notes passes all of them.
 */
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefusal, makeWorld, snapshotRoot, type World } from './harness.js';
import { BENIGN_SAMPLES, SECRET_SAMPLES } from './secret-samples.js';

let w: World;
const figures = { formats: SECRET_SAMPLES.length, secretCalls: 0, caught: 0, benignNotes: BENIGN_SAMPLES.length, benignCalls: 0, passed: 0 };

beforeAll(async () => {
  w = await makeWorld();
  await w.server.ok('write_file', { path: 'notes/target.md', content: '# Target\n\nalpha\n' });
});
afterAll(async () => {
  await w.server.close();
  console.log(`[secrets] figures: ${JSON.stringify(figures)}`);
});

type Carrier = [string, (text: string, i: number) => Record<string, unknown>];
const CARRIERS: Carrier[] = [
  ['write_file', (text, i) => ({ path: `notes/note-${i}.md`, content: `# Deploy notes\n\nContext first.\n${text}\nMore after.\n` })],
  ['patch_file', (text) => ({ path: 'notes/target.md', patch: `<<<<<<< SEARCH\nalpha\n=======\nalpha\n${text}\n>>>>>>> REPLACE` })],
  ['append_to_file', (text) => ({ path: 'updates/2026-06-01.md', content: `- ${text}` })],
  ['add_decision', (text) => ({ summary: 'Rotate the deploy credentials', body: `Why:\n${text}` })],
  ['log_session', (text) => ({ summary: 'Worked on the deploy pipeline.', outcomes: ['Pipeline green', text] })],
];

/** Long words with a digit: the token-like parts of a sample, which a message must never echo. */
function tokensOf(text: string): string[] {
  return text.split(/[\s"'`,{}()]+/).filter((t) => t.length >= 20 && /\d/.test(t));
}

describe('the secret detector through every tool that stores text', () => {
  it(`refuses all ${SECRET_SAMPLES.length} key formats in each of ${CARRIERS.length} tools, without echoing them or changing anything`, async () => {
    const before = snapshotRoot(w.root);
    const misses: string[] = [];
    for (const [i, [name, text]] of SECRET_SAMPLES.entries()) {
      for (const [tool, args] of CARRIERS) {
        const r = await w.server.call(tool, args(text, i));
        figures.secretCalls++;
        if (!r.isError || !/looks like it contains a secret .* on line \d+/.test(r.text)) {
          misses.push(`${name} via ${tool}: ${r.text.slice(0, 120)}`);
          continue;
        }
        expectRefusal(r, `${name} via ${tool}`);
        for (const token of tokensOf(text)) expect(r.text, `${name} via ${tool} echoed its secret`).not.toContain(token);
        figures.caught++;
      }
    }
    expect(misses).toEqual([]);
    expect(snapshotRoot(w.root)).toEqual(before);
  }, 600_000);

  // secretlint's profiler kept a performance mark per scan step for the life of the process and
  // searched them all at each step: a long-lived server slowed down with every scan (the bundles
  // stub it, scripts/build.mjs). Visible only with the server in this process.
  it('keeps no record per scan, so a long-lived server does not slow down', async (ctx) => {
    if (w.server.spawned) ctx.skip();
    const before = performance.getEntriesByType('mark').length;
    for (let i = 0; i < 20; i++) await w.server.call('append_to_file', { path: 'updates/2026-06-02.md', content: `- ordinary note ${i}` });
    expect(performance.getEntriesByType('mark').length - before).toBe(0);
  });

  it(`lets all ${BENIGN_SAMPLES.length} ordinary notes through each tool`, async () => {
    const flagged: string[] = [];
    for (const [i, text] of BENIGN_SAMPLES.entries()) {
      await w.server.ok('write_file', { path: `notes/benign-target-${i}.md`, content: 'alpha\n' });
      for (const [tool, args] of CARRIERS) {
        const a = args(text, 1000 + i);
        if (tool === 'patch_file') a.path = `notes/benign-target-${i}.md`;
        const r = await w.server.call(tool, a);
        figures.benignCalls++;
        if (r.isError) flagged.push(`${text.slice(0, 50)} via ${tool}: ${r.text.slice(0, 160)}`);
        else figures.passed++;
      }
    }
    expect(flagged).toEqual([]);
    const log = fs.readFileSync(path.join(w.project, 'updates/2026-06-01.md'), 'utf8');
    for (const text of BENIGN_SAMPLES) expect(log).toContain(`- ${text.split('\n')[0]}`);
  }, 600_000);
});
