#!/usr/bin/env node
// `npm run bench`: the performance targets of docs/ARCHITECTURE.md#performance, measured side by side.
//
//   node scripts/bench/run.mjs [--quick] [--only hook,spawn,substring,ranked,consolidate,sizes,core,history]
//                              [--seed 42] [--runs N] [--fresh] [--json results.json] [--ours DIR]
//
// Generates (once per seed and generator version) a memory root in the temp dir, then runs
// paired, alternated, repeated measurements and prints one line per figure. A figure our server
// cannot produce yet prints "n/a" with the reason; the other lines still run.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateCorpus } from './corpus.mjs';
import { createReport, show } from './report.mjs';
import { benchConsolidate } from './section-consolidate.mjs';
import { benchHistory } from './section-history.mjs';
import { benchRanked, benchSubstring, findRipgrep } from './sections-search.mjs';
import { benchHook, benchSizes, benchSpawn, officialServerPaths } from './sections-startup.mjs';
import { formatMs } from './stats.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../..');
const SECTIONS = ['hook', 'spawn', 'substring', 'ranked', 'consolidate', 'sizes', 'core', 'history'];
const GENERATOR_FILES = ['corpus.mjs', 'prose.mjs', 'vocabulary.mjs', 'project-files.mjs', 'prng.mjs'];

function parseArgs(argv) {
  const args = { quick: false, fresh: false, seed: 42, only: SECTIONS, runs: undefined, json: undefined, ours: undefined };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const value = () => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${a} needs a value`);
      return v;
    };
    if (a === '--quick') args.quick = true;
    else if (a === '--fresh') args.fresh = true;
    else if (a === '--seed') args.seed = Number(value());
    else if (a === '--runs') args.runs = Number(value());
    else if (a === '--json') args.json = path.resolve(value());
    else if (a === '--ours') args.ours = path.resolve(value());
    else if (a === '--only') {
      args.only = value().split(',');
      const unknown = args.only.filter((s) => !SECTIONS.includes(s));
      if (unknown.length) throw new Error(`unknown section(s) ${unknown.join(', ')}; known: ${SECTIONS.join(', ')}`);
    } else if (a === '--help' || a === '-h') {
      process.stdout.write(
        `usage: node scripts/bench/run.mjs [--quick] [--only ${SECTIONS.join(',')}] [--seed N] [--runs N] [--fresh] [--json FILE] [--ours DIR with server.js, cli.js and the hook bundle]\n`,
      );
      process.exit(0);
    } else throw new Error(`unknown argument ${a}`);
  }
  if (!Number.isInteger(args.seed)) throw new Error('--seed needs an integer');
  return args;
}

/** How much to measure: the full plan takes a few minutes, --quick under one. */
function makePlan({ quick, runs }) {
  const r = (full, fast) => runs ?? (quick ? fast : full);
  return {
    corpus: quick ? { projects: 20, filesPerProject: 100 } : { projects: 20, filesPerProject: 500 },
    process: { runs: r(30, 8), warmups: 3 },
    spawn: { runs: r(15, 4), warmups: 1 },
    search: { runs: r(30, 8), warmups: 3 },
    first: { runs: r(7, 3) },
    ranked: { runs: r(100, 20), warmups: 3 },
    rankedAll: { runs: r(30, 8), warmups: 2 },
    consolidate: { runs: quick ? 1 : Math.min(r(5, 1), 5) },
    history: { runs: r(200, 40) },
    large: quick ? { sessions: 1000, decisions: 500, memoryLines: 2000 } : { sessions: 1000, decisions: 500, memoryLines: 2000 },
  };
}

function generatorHash() {
  const hash = crypto.createHash('sha1');
  for (const f of GENERATOR_FILES) hash.update(fs.readFileSync(path.join(here, f)));
  return hash.digest('hex').slice(0, 10);
}

/** The corpus for this seed and size, generated once and kept in the temp dir. */
function ensureCorpus({ seed, fresh }, plan, log) {
  const { projects, filesPerProject } = plan.corpus;
  const dir = path.join(os.tmpdir(), 'project-memory-bench', `corpus-s${seed}-p${projects}-f${filesPerProject}-${generatorHash()}`);
  const marker = path.join(dir, 'corpus.json');
  if (!fresh && fs.existsSync(marker)) {
    log(`corpus: ${dir} (cached)`);
    return JSON.parse(fs.readFileSync(marker, 'utf8'));
  }
  fs.rmSync(dir, { recursive: true, force: true });
  const started = process.hrtime.bigint();
  const summary = generateCorpus(path.join(dir, 'root'), { projects, filesPerProject, seed, reposDir: path.join(dir, 'repos') });
  log(`corpus: generated ${summary.files} files, ${show.bytes(summary.bytes)} in ${formatMs(Number(process.hrtime.bigint() - started) / 1e6)} -> ${dir}`);
  fs.writeFileSync(marker, JSON.stringify(summary));
  return summary;
}

/** The environment of every child: ours, minus anything a surrounding Claude Code session set. */
function childEnv(root, extra = {}) {
  const env = {};
  for (const [k, v] of Object.entries(process.env)) {
    if (k.startsWith('PROJECT_MEMORY_') || k === 'CLAUDE_PROJECT_DIR' || k === 'CLAUDE_PLUGIN_ROOT') continue;
    env[k] = v;
  }
  return { ...env, PROJECT_MEMORY_ROOT: root, ...extra };
}

/**
 * The session-start hook exactly as Claude Code runs it: the bundle named by the SessionStart
 * command of hooks/hooks.json (`node "${CLAUDE_PLUGIN_ROOT}/<bundle>" hook session-start`).
 */
function hookBundleFromManifest(dir) {
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(repoRoot, 'hooks/hooks.json'), 'utf8'));
    const command = manifest.hooks.SessionStart[0].hooks[0].command;
    const m = /\$\{CLAUDE_PLUGIN_ROOT\}\/([^"\s]+)"?\s+(.*)$/.exec(command);
    if (!m) return undefined;
    const rel = m[1];
    const file = dir ? path.join(dir, path.basename(rel)) : path.join(repoRoot, rel);
    return { file, args: m[2].split(/\s+/) };
  } catch {
    return undefined;
  }
}

function findOurs(dir) {
  const base = dir ?? path.join(repoRoot, 'server/dist');
  const server = path.join(base, 'server.js');
  const cli = path.join(base, 'cli.js');
  const hook = hookBundleFromManifest(dir) ?? { file: cli, args: ['hook', 'session-start'] };
  const missing = [server, cli, hook.file].filter((f) => !fs.existsSync(f));
  return {
    server: fs.existsSync(server) ? server : undefined,
    cli: fs.existsSync(cli) ? cli : undefined,
    hook: fs.existsSync(hook.file) ? hook : undefined,
    missing: missing.length ? `${[...new Set(missing)].map((f) => path.relative(repoRoot, f)).join(', ')} not built (npm run build)` : undefined,
  };
}

async function benchCore(ctx) {
  const { measureRankedCore } = await import('./ranked-core.mjs');
  ctx.report.section('(core) ranked index in process, one project, no server');
  try {
    const project = ctx.projects[0];
    const r = await measureRankedCore(project.dir, { runs: ctx.plan.ranked.runs });
    const info = (measurement, figure, note) => ctx.report.add({ measurement, figure, reference: '—', ratio: '—', target: '—', verdict: 'info', note });
    info(`core: build, ${r.files} files / ${show.bytes(r.textBytes)}`, formatMs(r.buildMs), `${r.terms} terms; reading the files ${formatMs(r.readMs)}`);
    info('core: serialise', formatMs(r.serializeMs), show.bytes(r.serializedBytes));
    info('core: load (deserialise)', formatMs(r.loadMs), `staleEntries ${formatMs(r.staleMs)}`);
    info('core: query p50 (rank + best line from file)', formatMs(r.queryP50), `p95 ${formatMs(r.queryP95)}, rank only ${formatMs(r.rankP50)}`);
    info('core: replace one document', formatMs(r.nextUpdateMs), `first after a load ${formatMs(r.firstUpdateMs)}`);
  } catch (error) {
    ctx.report.unavailable('core: ranked index', '—', error);
  }
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const plan = makePlan(args);
  const report = createReport();
  const log = (line) => process.stdout.write(`${line}\n`);
  const started = process.hrtime.bigint();
  const summary = ensureCorpus(args, plan, log);
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'pm-bench-'));
  const ours = findOurs(args.ours);
  const root = summary.rootDir;
  const ctx = {
    seed: args.seed,
    plan,
    report,
    root,
    projects: summary.projects,
    scratch,
    node: process.execPath,
    ours,
    official: officialServerPaths(repoRoot),
    captured: {},
    env: (extra) => childEnv(root, extra),
    oursServerSpec: (cwd) => ({ name: 'project-memory', command: process.execPath, args: [ours.server], env: childEnv(root), cwd }),
  };
  log(
    `node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, ${os.platform()} ${os.release()}; load ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}; ${args.quick ? 'quick' : 'full'} run`,
  );
  if (!findRipgrep()) log('note: ripgrep (rg) is not on PATH: the substring ratios print n/a (install ripgrep: apt-get install ripgrep)');
  if (ours.missing) log(`note: ${ours.missing}; those lines print n/a`);
  if (args.quick) log('note: --quick uses 100 files per project; the targets are defined on 500 (run without --quick)');
  report.header('figure = ours (median unless marked); ratio = median of per-round ratios, runs alternated');
  const sections = {
    hook: benchHook,
    spawn: benchSpawn,
    substring: benchSubstring,
    ranked: benchRanked,
    consolidate: benchConsolidate,
    sizes: benchSizes,
    core: benchCore,
    history: benchHistory,
  };
  try {
    for (const name of SECTIONS) if (args.only.includes(name)) await sections[name](ctx);
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
  const verdicts = report.rows.map((r) => r.verdict);
  const count = (v) => verdicts.filter((x) => x === v).length;
  log('');
  log(`${count('PASS')} PASS, ${count('MISS')} MISS, ${count('n/a')} n/a in ${formatMs(Number(process.hrtime.bigint() - started) / 1e6)}`);
  if (args.json) {
    fs.writeFileSync(args.json, `${JSON.stringify({ node: process.version, quick: args.quick, seed: args.seed, rows: report.rows }, null, 2)}\n`);
    log(`results: ${args.json}`);
  }
}

main().catch((error) => {
  process.stderr.write(`bench: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
