/** The consolidation workload of docs/ARCHITECTURE.md#performance: 1,000 sessions, 500 decisions, a ~2,000-line memory.md. */
import { renderSessionFile } from '../server/src/core/sessions.js';
import { CANONICAL_SECTIONS } from '../server/src/core/memory-md.js';

export function bigProject(): Record<string, string> {
  const files: Record<string, string> = {};
  const day = (n: number) => new Date(Date.UTC(2024, 0, 1) + n * 86_400_000).toISOString().slice(0, 10);
  for (let i = 0; i < 1000; i++) {
    files[`sessions/${day(i)}.md`] = renderSessionFile(day(i), {
      summary: `Session ${i}: worked on feature ${i % 37}.`,
      outcomes: [`Outcome ${i % 50}`, `Shipped part ${i}`, 'Kept the build green'],
      decisions: [`D${(i % 500) + 1} discussed`],
      nextStep: 'Continue.',
    });
  }
  const decisions = ['# Decisions — Bench\n\nLog.\n'];
  for (let n = 1; n <= 500; n++) {
    const status = n % 10 === 0 ? 'Retired' : n % 7 === 0 ? 'Draft' : 'Active';
    decisions.push(
      `## D${n} · Decision number ${n}\n- Status: ${status}\n- Date: ${day(n * 2)}\n- Topic: topic-${n % 40}\n\nBody of decision ${n}.\nSecond line ${n}.\n`,
    );
  }
  files['decisions.md'] = decisions.join('\n');
  const memory = ['# Core memory — Bench', ''];
  for (const s of CANONICAL_SECTIONS) {
    memory.push(`## ${s}`, '');
    for (let b = 0; b < 245; b++) memory.push(`- ${s} detail ${b}`);
    memory.push('');
  }
  files['memory.md'] = memory.join('\n');
  files['manifest.json'] =
    JSON.stringify(
      {
        schemaVersion: 1,
        slug: 'bench',
        updated: '2024-01-01',
        topics: [],
        activeDecisionIds: [],
        importantFiles: ['memory.md'],
        sessionCount: 1000,
        artifactFile: 'artifacts.json',
      },
      null,
      2,
    ) + '\n';
  files['artifacts.json'] = '{}\n';
  return files;
}
