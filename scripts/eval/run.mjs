// `npm run eval`: the memory lifecycle, measured. Generated project histories are written through
// project-memory's real bundles and through three baselines; at checkpoints each system shows
// what an agent would see at session start and after one search, and the scorer compares that to
// the generator's ground truth. Offline, seeded, deterministic in everything but timing.
//   node scripts/eval/run.mjs [--quick] [--projects N] [--sessions N] [--seed N] [--jobs N] [--json FILE]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateHistory, questionsAt } from './generator.mjs';
import { addScore, emptyTally, estimateTokens, scoreQuestion } from './scorer.mjs';
import { ProductSystem } from './systems/product.mjs';
import { NotesSystem } from './systems/notes.mjs';
import { GraphSystem } from './systems/graph.mjs';
import { printReport } from './report.mjs';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SERVER = path.join(REPO, 'server/dist/server.js');
const HOOK = path.join(REPO, 'server/dist/hook.cjs');

function parseArgs(argv) {
  const o = { projects: 50, sessions: 40, seed: 15, jobs: 2, json: null };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const next = () => argv[++i];
    if (a === '--quick') Object.assign(o, { projects: 6, sessions: 20 });
    else if (a === '--projects') o.projects = Number(next());
    else if (a === '--sessions') o.sessions = Number(next());
    else if (a === '--seed') o.seed = Number(next());
    else if (a === '--jobs') o.jobs = Number(next());
    else if (a === '--json') o.json = next();
    else throw new Error(`unknown option ${a}`);
  }
  if (!(o.projects >= 1 && o.sessions >= 4 && o.jobs >= 1)) throw new Error('need --projects >= 1, --sessions >= 4, --jobs >= 1');
  return o;
}

const KINDS = ['fact', 'decision', 'person'];

function makeSystems(dir, repo) {
  return [
    new ProductSystem({ dir: path.join(dir, 'pm'), repo }),
    new NotesSystem({ dir: path.join(dir, 'claude'), name: 'MEMORY.md (first 200 lines)', file: 'MEMORY.md', loadLines: 200 }),
    new NotesSystem({ dir: path.join(dir, 'notes'), name: 'notes file (read whole)', file: 'notes.md', loadLines: Infinity }),
    new GraphSystem({ dir: path.join(dir, 'graph') }),
  ];
}

/** One project's whole history through every system; returns per-system measurements. */
async function runProject(index, opts, scratch) {
  const history = generateHistory(opts.seed, index, { sessions: opts.sessions });
  const dir = path.join(scratch, history.slug);
  const systems = makeSystems(dir, path.join(dir, 'repo'));
  const checkpoints = [...new Set([0.25, 0.5, 0.75, 1].map((f) => Math.max(1, Math.round(opts.sessions * f))))];
  const result = systems.map((s) => ({
    name: s.name,
    tokens: [],
    byKind: Object.fromEntries(KINDS.map((k) => [k, emptyTally()])),
    total: emptyTally(),
    written: 0,
    kept: 0,
    dreams: 0,
  }));
  try {
    for (const s of systems) await s.open(history, SERVER, HOOK);
    for (const session of history.sessions) {
      for (const s of systems) await s.session(session);
      if (!checkpoints.includes(session.n)) continue;
      const final = session.n === opts.sessions;
      const { questions, truth } = questionsAt(history, session.n);
      for (const [i, s] of systems.entries()) {
        const ctx = await s.context();
        result[i].tokens.push(estimateTokens(ctx.text));
        if (!final) continue;
        const searched = new Map();
        for (const q of questions) {
          if (!searched.has(q.query)) searched.set(q.query, await s.search(q.query));
          const score = scoreQuestion(q, ctx.units, searched.get(q.query));
          addScore(result[i].byKind[q.kind], q, score);
          addScore(result[i].total, q, score);
        }
        for (const value of truth.written) {
          result[i].written++;
          if (await s.found(value)) result[i].kept++;
          else if ((result[i].lost ??= []).length < 3) result[i].lost.push(value);
        }
      }
    }
  } finally {
    for (const s of systems) await s.close().catch(() => {});
    systems.forEach((s, i) => (result[i].dreams = s.dreams));
  }
  return { slug: history.slug, checkpoints, systems: result };
}

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  for (const f of [SERVER, HOOK]) if (!fs.existsSync(f)) throw new Error(`${path.relative(REPO, f)} is missing: run npm run build first`);
  // tmpfs when there is one: the product fsyncs every write (durability), which on a loaded disk
  // costs more than the whole evaluation measures; what is measured does not depend on it.
  const base = fs.existsSync('/dev/shm') && process.env.PM_EVAL_TMP === undefined ? '/dev/shm' : (process.env.PM_EVAL_TMP ?? os.tmpdir());
  const scratch = fs.mkdtempSync(path.join(base, 'pm-eval-'));
  const started = performance.now();
  const results = new Array(opts.projects);
  let nextIndex = 0;
  let done = 0;
  const worker = async () => {
    while (nextIndex < opts.projects) {
      const index = nextIndex++;
      results[index] = await runProject(index, opts, scratch);
      done++;
      if (process.stderr.isTTY) process.stderr.write(`\r${done}/${opts.projects} projects`);
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(opts.jobs, opts.projects) }, worker));
  } finally {
    if (process.stderr.isTTY) process.stderr.write('\n');
    fs.rmSync(scratch, { recursive: true, force: true });
  }
  const seconds = (performance.now() - started) / 1000;
  const summary = printReport(results, opts, seconds);
  if (globalThis.__evalProfile) for (const [k, ms] of [...globalThis.__evalProfile].sort((a, b) => b[1] - a[1])) console.error(`${k}: ${ms.toFixed(0)} ms`);
  if (opts.json) fs.writeFileSync(opts.json, `${JSON.stringify(summary, null, 2)}\n`);
}

main().catch((error) => {
  console.error(`eval failed: ${error.stack ?? error}`);
  process.exit(1);
});
