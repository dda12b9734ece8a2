// (3) substring search, warm server tool call vs `rg -n -F` whole process;
// (4) ranked search: first query on a cold index, warm p50 in one project and across all.
import fs from 'node:fs';
import path from 'node:path';
import { McpClient, resultText } from './mcp-client.mjs';
import { alternate, repeat, timeProcess } from './measure.mjs';
import { createRandom } from './prng.mjs';
import { show, verdict } from './report.mjs';
import { percentile } from './stats.mjs';
import { buildVocabulary, PLANTED_PHRASES } from './vocabulary.mjs';

/** ripgrep from PATH (Debian: apt-get install ripgrep); undefined when missing. */
export function findRipgrep(env = process.env) {
  for (const dir of (env.PATH ?? '').split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, 'rg');
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      if (fs.statSync(candidate).isFile()) return candidate;
    } catch {
      /* not here */
    }
  }
  return undefined;
}
const NO_RIPGREP = 'n/a: install ripgrep (Debian/Ubuntu: apt-get install ripgrep), the reference of these ratios';
/** Where the storage layer keeps a project's derived search index (removed for "cold" runs). */
export const INDEX_DIR_NAMES = ['.index'];

const ONE_PROJECT_TARGET_MS = 10;
const RANKED_ONE_TARGET_MS = 5;
const RANKED_ALL_TARGET_MS = 50;
const COLD_TARGET_MS = 2000;
const SEARCH_RSS_TARGET_KIB = 200 * 1024;

/** Lines of a search result that look like `path:line: text`. */
export function countHits(text) {
  return text.split('\n').filter((l) => /^[^\s:][^:]*:\d+:/.test(l)).length;
}

async function startOurs(ctx) {
  const client = new McpClient(ctx.oursServerSpec(ctx.projects[0].repoDir));
  await client.initialize();
  return client;
}

export async function benchSubstring(ctx) {
  const { report } = ctx;
  report.section('(3) search, substring: warm server tool call vs rg whole process');
  const phrase = PLANTED_PHRASES.rare.text;
  const allLabel = 'search substring, all projects';
  const oneLabel = 'search substring, one project';
  if (!ctx.ours.server) {
    report.unavailable(allLabel, '≤ 1.00×', ctx.ours.missing);
    report.unavailable(oneLabel, `≤ ${ONE_PROJECT_TARGET_MS} ms`, ctx.ours.missing);
    return;
  }
  const RG = findRipgrep();
  const project = RG ? await projectWithMostHits(ctx, RG, phrase) : ctx.projects[0];
  const rg = (dir) => async () => {
    const run = await timeProcess(RG, ['-n', '-F', phrase, dir], { env: ctx.env() });
    if (run.code !== 0 && run.code !== 1) throw new Error(`rg exited with ${run.code}: ${run.stderr.trim()}`);
    return run.ms;
  };
  let client;
  try {
    client = await startOurs(ctx);
    // Warm: the server keeps one search index per project in memory. The first substring search
    // scans and loads or builds them in the background; a ranked query over every project loads
    // or builds them all now, so that what follows measures the warm server.
    const cold = await client.callTool('search', { query: phrase, project: '*' }, 120_000);
    const warmup = await client.callTool('search', { query: 'warm up', mode: 'ranked', project: '*' }, 300_000);
    report.add({
      measurement: 'search substring, all projects, first call',
      figure: show.ms(cold.ms),
      reference: `index warm-up ${show.ms(warmup.ms)}`,
      ratio: '—',
      target: '—',
      verdict: 'info',
      note: 'no index in memory yet; warm-up: a ranked query over all projects loads (or builds) every index',
    });
    const call = (scope) => async () => (await client.callTool('search', { query: phrase, project: scope })).ms;
    for (const [label, scope, dir, target, limit, unit] of [
      [allLabel, '*', ctx.root, '≤ 1.00×', 1.0, 'ratio'],
      [oneLabel, project.slug, project.dir, `≤ ${ONE_PROJECT_TARGET_MS} ms`, ONE_PROJECT_TARGET_MS, 'ms'],
    ]) {
      try {
        const first = await client.callTool('search', { query: phrase, project: scope });
        const ours = countHits(resultText(first.result));
        if (!RG) {
          const samples = await repeat(call(scope), ctx.plan.search);
          const median = percentile(samples, 50);
          report.add({
            measurement: label,
            figure: show.ms(median),
            reference: 'rg: n/a',
            ratio: 'n/a',
            target,
            verdict: unit === 'ratio' ? 'n/a' : verdict(median, limit),
            note: unit === 'ratio' ? NO_RIPGREP : `hits ${ours}`,
          });
          continue;
        }
        const reference = (await timeProcess(RG, ['-n', '-F', phrase, dir])).stdout.split('\n').filter(Boolean).length;
        const result = await alternate([call(scope), rg(dir)], ctx.plan.search);
        const value = unit === 'ratio' ? result.ratios[0] : result.medians[0];
        report.add({
          measurement: label,
          figure: show.ms(result.medians[0]),
          reference: `rg -n -F ${show.ms(result.medians[1])}`,
          ratio: show.ratio(result.ratios[0]),
          target,
          verdict: verdict(value, limit),
          note: `hits ${ours} vs rg ${reference}`,
        });
      } catch (error) {
        report.unavailable(label, target, error);
      }
    }
    const memory = client.memory();
    report.add({
      measurement: 'server peak RSS (VmHWM) after substring search',
      figure: show.kib(memory?.hwmKiB),
      reference: `now ${show.kib(memory?.rssKiB)}`,
      ratio: '—',
      target: '≤ 200 MiB',
      verdict: verdict(memory?.hwmKiB, SEARCH_RSS_TARGET_KIB),
      note: 'all 21 indexes in memory',
    });
  } catch (error) {
    report.unavailable(allLabel, '≤ 1.00×', error);
  } finally {
    await client?.close();
  }
}

/** The project whose files hold the phrase most often, so that one-project search has hits. */
async function projectWithMostHits(ctx, RG, phrase) {
  const listed = await timeProcess(RG, ['-c', '-F', phrase, ctx.root], { env: ctx.env() });
  const counts = new Map();
  for (const line of listed.stdout.split('\n')) {
    const m = /^(.*):(\d+)$/.exec(line);
    if (!m) continue;
    const project = ctx.projects.find((p) => m[1].startsWith(`${p.dir}${path.sep}`));
    if (project) counts.set(project, (counts.get(project) ?? 0) + Number(m[2]));
  }
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? ctx.projects[0];
}

/** Queries of 1–3 content words spread over the Zipf ranks (common to rare), seeded. */
export function rankedQueries(seed, count = 40) {
  const vocabulary = buildVocabulary(seed);
  const random = createRandom(seed, 'ranked-queries');
  const word = () => vocabulary[Math.floor(Math.exp(Math.log(160) + random.next() * (Math.log(6000) - Math.log(160))))];
  const queries = [];
  for (let i = 0; i < count; i++) {
    const n = 1 + (i % 3);
    queries.push(Array.from({ length: n }, word).join(' '));
  }
  return queries;
}

export function removeRankedIndexes(projectDirs) {
  for (const dir of projectDirs) for (const name of INDEX_DIR_NAMES) fs.rmSync(path.join(dir, name), { recursive: true, force: true });
}

export async function benchRanked(ctx) {
  const { report } = ctx;
  report.section('(4) search, ranked');
  const labels = {
    cold: 'ranked, cold: first query, one project, no index',
    coldAll: 'ranked, cold: then first query over all projects',
    one: 'ranked, warm, one project, p50',
    all: 'ranked, warm, all projects, p50',
    persisted: 'ranked, restarted server, index on disk, 1st query',
    persistedAll: 'ranked, restarted server, then all projects',
  };
  if (!ctx.ours.server) {
    for (const label of Object.values(labels)) report.unavailable(label, '—', ctx.ours.missing);
    return;
  }
  const queries = rankedQueries(ctx.seed);
  const project = ctx.projects[0];
  const ranked = (client, scope, q) => client.callTool('search', { query: q, mode: 'ranked', project: scope }, 120_000);
  let client;
  try {
    removeRankedIndexes(ctx.projects.map((p) => p.dir));
    client = await startOurs(ctx);
    const cold = await ranked(client, project.slug, queries[0]);
    report.add({
      measurement: labels.cold,
      figure: show.ms(cold.ms),
      reference: '—',
      ratio: '—',
      target: '≤ 2000 ms',
      verdict: verdict(cold.ms, COLD_TARGET_MS),
      note: `${countHits(resultText(cold.result))} hits`,
    });
    const coldAll = await ranked(client, '*', queries[1]);
    report.add({
      measurement: labels.coldAll,
      figure: show.ms(coldAll.ms),
      reference: '—',
      ratio: '—',
      target: '—',
      verdict: 'info',
      note: `${ctx.projects.length - 1} indexes built`,
    });
    const one = await repeat(async (i) => (await ranked(client, project.slug, queries[i % queries.length])).ms, ctx.plan.ranked);
    const onePass = percentile(one, 50);
    report.add({
      measurement: labels.one,
      figure: show.ms(onePass),
      reference: `p95 ${show.ms(percentile(one, 95))}`,
      ratio: '—',
      target: `≤ ${RANKED_ONE_TARGET_MS} ms`,
      verdict: verdict(onePass, RANKED_ONE_TARGET_MS),
    });
    const all = await repeat(async (i) => (await ranked(client, '*', queries[i % queries.length])).ms, ctx.plan.rankedAll);
    const allPass = percentile(all, 50);
    report.add({
      measurement: labels.all,
      figure: show.ms(allPass),
      reference: `p95 ${show.ms(percentile(all, 95))}`,
      ratio: '—',
      target: `≤ ${RANKED_ALL_TARGET_MS} ms`,
      verdict: verdict(allPass, RANKED_ALL_TARGET_MS),
    });
    const memory = client.memory();
    report.add({
      measurement: 'server peak RSS (VmHWM) after cold ranked builds',
      figure: show.kib(memory?.hwmKiB),
      reference: `now ${show.kib(memory?.rssKiB)}`,
      ratio: '—',
      target: '≤ 200 MiB',
      verdict: verdict(memory?.hwmKiB, SEARCH_RSS_TARGET_KIB),
    });
    // A polite close lets the server persist its indexes, if it persists on shutdown.
    await client.close();
    client = await startOurs(ctx);
    const persisted = await ranked(client, project.slug, queries[2]);
    const indexFiles = ctx.projects.filter((p) => INDEX_DIR_NAMES.some((n) => fs.existsSync(path.join(p.dir, n)))).length;
    report.add({
      measurement: labels.persisted,
      figure: show.ms(persisted.ms),
      reference: '—',
      ratio: '—',
      target: '≤ 2000 ms',
      verdict: verdict(persisted.ms, COLD_TARGET_MS),
      note: `${indexFiles}/${ctx.projects.length} projects have ${INDEX_DIR_NAMES.join('|')}/ on disk`,
    });
    const persistedAll = await ranked(client, '*', queries[3]);
    const after = client.memory();
    report.add({
      measurement: labels.persistedAll,
      figure: show.ms(persistedAll.ms),
      reference: `peak RSS ${show.kib(after?.hwmKiB)}`,
      ratio: '—',
      target: '≤ 200 MiB',
      verdict: verdict(after?.hwmKiB, SEARCH_RSS_TARGET_KIB),
      note: 'verdict on the peak RSS',
    });
  } catch (error) {
    report.unavailable('ranked search', '—', error);
  } finally {
    await client?.close();
  }
}
