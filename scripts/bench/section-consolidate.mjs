// (5) `consolidate` on a large project: 1,000 sessions, 500 decisions, a 2,000-line memory.md.
// Each timed run gets a freshly generated project (a run changes the files), all in one root
// served by one warm server; the first project is a warm-up.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { generateLargeProject, NOW, writeProjectsIndex } from './corpus.mjs';
import { McpClient, resultText } from './mcp-client.mjs';
import { show, verdict } from './report.mjs';
import { median } from './stats.mjs';

const TARGET_MS = 1000;

/** relative path -> content hash, for every file under `dir`. */
export function fileHashes(dir) {
  const hashes = new Map();
  const walk = (rel) => {
    for (const e of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const child = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) walk(child);
      else if (e.isFile())
        hashes.set(
          child,
          crypto
            .createHash('sha1')
            .update(fs.readFileSync(path.join(dir, child)))
            .digest('hex'),
        );
    }
  };
  walk('');
  return hashes;
}

/** Non-blank lines (trimmed) of every Markdown file under `dir` (JSON metadata is derived), as a set. */
function lineSet(dir) {
  const lines = new Set();
  const walk = (rel) => {
    for (const e of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const child = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) walk(child);
      else if (e.isFile() && e.name.endsWith('.md')) {
        for (const l of fs.readFileSync(path.join(dir, child), 'utf8').split('\n')) if (l.trim()) lines.add(l.trim());
      }
    }
  };
  walk('');
  return lines;
}

export async function benchConsolidate(ctx) {
  const { report } = ctx;
  report.section('(5) consolidate, large project');
  const { sessions, decisions, memoryLines } = ctx.plan.large;
  const label = `consolidate ${sessions} sessions/${decisions} decisions/${memoryLines} lines`;
  if (!ctx.ours.server) return report.unavailable(label, `≤ ${TARGET_MS} ms`, ctx.ours.missing);
  const root = path.join(ctx.scratch, `consolidate-${Date.now()}`);
  const count = ctx.plan.consolidate.runs + 1;
  const entries = [];
  for (let i = 0; i < count; i++) {
    entries.push(generateLargeProject(path.join(root, 'projects', `large-history-${i}`), { ...ctx.plan.large, seed: ctx.seed }));
  }
  writeProjectsIndex(root, entries);
  let client;
  try {
    client = new McpClient({ ...ctx.oursServerSpec(ctx.scratch), env: ctx.env({ PROJECT_MEMORY_ROOT: root }) });
    await client.initialize();
    const consolidate = (slug) => client.callTool('consolidate', { project: slug, dry_run: false, now: NOW }, 300_000);
    const probeDir = path.join(root, 'projects', entries[1].slug);
    const linesBefore = lineSet(probeDir);
    const times = [];
    for (let i = 0; i < count; i++) {
      const { ms } = await consolidate(entries[i].slug);
      if (i > 0) times.push(ms);
    }
    const value = median(times);
    report.add({
      measurement: label,
      figure: show.ms(value),
      reference: '—',
      ratio: '—',
      target: `≤ ${TARGET_MS} ms`,
      verdict: verdict(value, TARGET_MS),
      note: `median of ${times.length}, warm server`,
    });
    const after = lineSet(probeDir);
    let lost = 0;
    for (const l of linesBefore) if (!after.has(l)) lost++;
    const hashesBefore = fileHashes(probeDir);
    const again = await consolidate(entries[1].slug);
    const hashesAfter = fileHashes(probeDir);
    const changed = [...new Set([...hashesBefore.keys(), ...hashesAfter.keys()])].filter((k) => hashesBefore.get(k) !== hashesAfter.get(k));
    report.add({
      measurement: 'consolidate again (idempotent, nothing to do)',
      figure: show.ms(again.ms),
      reference: '—',
      ratio: '—',
      target: '0 files changed',
      verdict: changed.length === 0 ? 'PASS' : 'MISS',
      note: changed.length ? `changed: ${changed.slice(0, 5).join(', ')}` : `${resultText(again.result).split('\n')[0]?.slice(0, 80) ?? ''}`,
    });
    report.add({
      measurement: 'consolidate: distinct .md lines lost',
      figure: String(lost),
      reference: `of ${linesBefore.size}`,
      ratio: '—',
      target: '0',
      verdict: lost === 0 ? 'PASS' : 'MISS',
      note: lost ? 'a line may legitimately change in place (a status); check the report' : undefined,
    });
  } catch (error) {
    report.unavailable(label, `≤ ${TARGET_MS} ms`, error);
  } finally {
    await client?.close();
    fs.rmSync(root, { recursive: true, force: true });
  }
}
