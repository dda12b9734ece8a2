#!/usr/bin/env node
// In-process figures of the ranked core on one generated project: build, serialise, load, query.
// The TypeScript source is bundled on the fly with esbuild, so no build of server/dist is needed.
//
//   node scripts/bench/ranked-core.mjs [--files 500] [--seed 42] [--runs 200]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { generateCorpus } from './corpus.mjs';
import { median, percentile, formatMs } from './stats.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export async function loadRankedCore() {
  const outfile = path.join(os.tmpdir(), `pm-ranked-core-${process.pid}.mjs`);
  await build({
    absWorkingDir: repoRoot,
    entryPoints: ['server/src/core/ranked/index.ts'],
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    logLevel: 'warning',
  });
  try {
    return await import(pathToFileURL(outfile).href);
  } finally {
    fs.rmSync(outfile, { force: true });
  }
}

/** Every Markdown file of a project folder, relative paths with `/`, skipping dot folders. */
export function listProjectFiles(projectDir) {
  const files = [];
  const walk = (rel) => {
    for (const e of fs.readdirSync(path.join(projectDir, rel), { withFileTypes: true })) {
      if (e.name.startsWith('.')) continue;
      const child = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) walk(child);
      else if (e.isFile() && e.name.endsWith('.md')) {
        const st = fs.statSync(path.join(projectDir, child));
        files.push({ path: child, mtimeMs: st.mtimeMs, size: st.size });
      }
    }
  };
  walk('');
  return files;
}

const ms = (start) => Number(process.hrtime.bigint() - start) / 1e6;

/** Measures the core on `projectDir`; returns figures in ms and bytes. */
export async function measureRankedCore(projectDir, { runs = 200, queries } = {}) {
  const core = await loadRankedCore();
  const files = listProjectFiles(projectDir);
  let t = process.hrtime.bigint();
  const docs = files.map((f) => ({ ...f, text: fs.readFileSync(path.join(projectDir, f.path), 'utf8') }));
  const readMs = ms(t);
  t = process.hrtime.bigint();
  const index = core.buildIndex(docs);
  const buildMs = ms(t);
  t = process.hrtime.bigint();
  const serialized = core.serializeIndex(index);
  const serializeMs = ms(t);
  const loadTimes = [];
  let loaded;
  for (let i = 0; i < 7; i++) {
    t = process.hrtime.bigint();
    loaded = core.deserializeIndex(serialized);
    loadTimes.push(ms(t));
  }
  if (!loaded) throw new Error('deserializeIndex refused its own output');
  t = process.hrtime.bigint();
  const stale = core.staleEntries(loaded, files);
  const staleMs = ms(t);
  if (stale.changed.length || stale.removed.length) throw new Error('fresh index reported stale entries');

  const readText = (p) => {
    try {
      return fs.readFileSync(path.join(projectDir, p), 'utf8');
    } catch {
      return undefined;
    }
  };
  const qs = queries ?? defaultQueries(core.documentFrequencies(loaded));
  const first = process.hrtime.bigint();
  core.query(loaded, qs[0], 10, readText);
  const firstQueryMs = ms(first);
  const rankOnly = [];
  const withLines = [];
  for (let i = 0; i < runs; i++) {
    const q = qs[i % qs.length];
    t = process.hrtime.bigint();
    core.rankDocuments(loaded, q, 10);
    rankOnly.push(ms(t));
    t = process.hrtime.bigint();
    core.query(loaded, q, 10, readText);
    withLines.push(ms(t));
  }
  t = process.hrtime.bigint();
  const victim = files[Math.floor(files.length / 2)];
  core.addOrReplaceDocument(loaded, victim.path, readText(victim.path), victim.mtimeMs + 1, victim.size);
  const firstUpdateMs = ms(t);
  t = process.hrtime.bigint();
  core.addOrReplaceDocument(loaded, victim.path, readText(victim.path), victim.mtimeMs + 2, victim.size);
  const nextUpdateMs = ms(t);
  return {
    files: files.length,
    textBytes: docs.reduce((s, d) => s + d.size, 0),
    terms: core.documentFrequencies(index).size,
    readMs,
    buildMs,
    serializeMs,
    serializedBytes: Buffer.byteLength(serialized),
    loadMs: median(loadTimes),
    staleMs,
    firstQueryMs,
    rankP50: percentile(rankOnly, 50),
    queryP50: percentile(withLines, 50),
    queryP95: percentile(withLines, 95),
    firstUpdateMs,
    nextUpdateMs,
  };
}

/** Mid-frequency terms of the index: one-, two- and three-word queries that match something. */
function defaultQueries(documentFrequencies) {
  const terms = [...documentFrequencies]
    .filter(([, df]) => df >= 20 && df <= 400)
    .map(([t]) => t)
    .sort();
  const qs = [];
  for (let i = 0; i + 2 < terms.length && qs.length < 60; i += 7) {
    qs.push(terms[i], `${terms[i]} ${terms[i + 1]}`, `${terms[i]} ${terms[i + 1]} ${terms[i + 2]}`);
  }
  return qs.length > 0 ? qs : ['project decision'];
}

async function main() {
  const args = process.argv.slice(2);
  const opt = (name, d) => {
    const i = args.indexOf(`--${name}`);
    return i === -1 ? d : Number(args[i + 1]);
  };
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pm-ranked-'));
  try {
    const summary = generateCorpus(dir, { projects: 1, filesPerProject: opt('files', 500), seed: opt('seed', 42) });
    const project = summary.projects[0];
    const r = await measureRankedCore(project.dir, { runs: opt('runs', 200) });
    const lines = [
      `project: ${r.files} files, ${(r.textBytes / 1048576).toFixed(1)} MiB, ${r.terms} terms`,
      `read files ${formatMs(r.readMs)}, build ${formatMs(r.buildMs)}, serialise ${formatMs(r.serializeMs)} -> ${(r.serializedBytes / 1024).toFixed(0)} KiB`,
      `load (median of 7) ${formatMs(r.loadMs)}, staleEntries ${formatMs(r.staleMs)}`,
      `first query on the loaded index ${formatMs(r.firstQueryMs)}`,
      `rank only p50 ${formatMs(r.rankP50)}; with line+snippet p50 ${formatMs(r.queryP50)}, p95 ${formatMs(r.queryP95)}`,
      `replace one document: first after load ${formatMs(r.firstUpdateMs)} (inverts postings), next ${formatMs(r.nextUpdateMs)}`,
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
