// (3) substring search, warm server tool call vs `rg -n -F` whole process;
// (4) ranked search: first query on a cold index, warm p50 in one project and across all.
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
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

/** How long after the handshake the "after a pause" first calls come. */
const FIRST_CALL_PAUSE_MS = 2000;

async function startOurs(ctx) {
  const client = new McpClient(ctx.oursServerSpec(ctx.projects[0].repoDir));
  await client.initialize();
  return client;
}

export async function benchSubstring(ctx) {
  const { report } = ctx;
  report.section('(3) search, substring: tool call vs rg whole process, from the first call after a start');
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
  const scopeDirs = [...ctx.projects.map((p) => p.dir), path.join(ctx.root, '_global')];
  let client;
  try {
    await prepareIndexes(ctx, scopeDirs, phrase);
    // The first calls of fresh servers, each paired with an rg run: with everything a previous
    // server left on disk, then without the ranked indexes (the substring caches stay).
    for (const [state, prepare, pauseMs] of [
      ['ranked + substring caches on disk', () => {}, 0],
      // A session's first search comes after the model's first turn: seconds after the start.
      [`caches on disk, 1st call ${FIRST_CALL_PAUSE_MS / 1000} s after the handshake`, () => {}, FIRST_CALL_PAUSE_MS],
      ['no ranked index on disk', () => removeFiles(scopeDirs, [RANKED_FILE]), 0],
    ]) {
      prepare();
      await firstCalls(ctx, { RG, rg, phrase, project, state, allLabel, oneLabel, pauseMs });
    }
    // Nothing on disk at all (a root never searched): the first call scans every file.
    removeRankedIndexes(scopeDirs);
    client = await startOurs(ctx);
    const scan = await client.callTool('search', { query: phrase, project: '*' }, 120_000);
    const rgScan = RG ? await rg(ctx.root)() : undefined;
    const started = performance.now();
    while (!scopeDirs.every((d) => fs.existsSync(path.join(d, SUBSTRING_FILE))) && performance.now() - started < 120_000) await sleep(100);
    report.add({
      measurement: 'substring, nothing on disk, 1st call (plain scan)',
      figure: show.ms(scan.ms),
      reference: RG ? `rg -n -F ${show.ms(rgScan)}` : 'rg: n/a',
      ratio: RG ? show.ratio(scan.ms / rgScan) : 'n/a',
      target: '—',
      verdict: 'info',
      note: `a root never searched; then the server builds every cache in the background in ${show.ms(performance.now() - started)}`,
    });
    await client.close();
    client = undefined;
    // Warm: a server that has answered a while; the same figures as before, side by side.
    client = await startOurs(ctx);
    await client.callTool('search', { query: phrase, project: '*' }, 120_000);
    const call = (scope) => async () => (await client.callTool('search', { query: phrase, project: scope })).ms;
    for (const [label, scope, dir, target, limit, unit] of [
      [`${allLabel}, warm`, '*', ctx.root, '≤ 1.00×', 1.0, 'ratio'],
      [`${oneLabel}, warm`, project.slug, project.dir, `≤ ${ONE_PROJECT_TARGET_MS} ms`, ONE_PROJECT_TARGET_MS, 'ms'],
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
          note: `hits ${ours} vs rg ${reference}; ratio spread ${spread(result.samples[0], result.samples[1])}`,
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
      note: 'no ranked index loaded: substring search uses the caches',
    });
  } catch (error) {
    report.unavailable(allLabel, '≤ 1.00×', error);
  } finally {
    await client?.close();
  }
}

const RANKED_FILE = 'ranked.json';
const SUBSTRING_FILE = '.index/substring.bin';
/** Calls after the first one, each paired with an rg run, in every fresh server. */
const NEXT_CALLS = 5;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function removeFiles(scopeDirs, names) {
  for (const dir of scopeDirs) for (const index of INDEX_DIR_NAMES) for (const name of names) fs.rmSync(path.join(dir, index, name), { force: true });
}

/** 10th–90th percentile of the per-pair ratios a/b: how noisy the machine was. */
function spread(a, b) {
  const ratios = a.map((x, i) => x / b[i]);
  return `${show.ratio(percentile(ratios, 10))}–${show.ratio(percentile(ratios, 90))}`;
}

/**
 * What an earlier session leaves on disk: every ranked index (a ranked query over all projects,
 * written on exit) and every substring cache (built in the background after a substring call).
 */
async function prepareIndexes(ctx, scopeDirs, phrase) {
  removeRankedIndexes(scopeDirs);
  const client = await startOurs(ctx);
  try {
    await client.callTool('search', { query: phrase, project: '*' }, 120_000);
    await client.callTool('search', { query: 'warm up', mode: 'ranked', project: '*' }, 300_000);
    const started = performance.now();
    while (!scopeDirs.every((d) => fs.existsSync(path.join(d, SUBSTRING_FILE)))) {
      if (performance.now() - started > 120_000) throw new Error('the server did not write every substring cache within 120 s');
      await sleep(100);
    }
  } finally {
    await client.close();
  }
}

/**
 * Fresh servers, one per round and scope: the first call (all projects, or one project) and the
 * next NEXT_CALLS, each paired with `rg -n -F` on the same folder in the same round.
 */
async function firstCalls(ctx, { RG, rg, phrase, project, state, allLabel, oneLabel, pauseMs = 0 }) {
  const { report } = ctx;
  const rounds = ctx.plan.first.runs;
  for (const [label, scope, dir] of [
    [allLabel, '*', ctx.root],
    [oneLabel, project.slug, project.dir],
  ]) {
    const firstMs = [];
    const firstRatio = [];
    const worstNextRatio = [];
    const worstNextMs = [];
    let hits = 0;
    for (let round = 0; round < rounds; round++) {
      const client = await startOurs(ctx);
      try {
        if (pauseMs) await sleep(pauseMs);
        const first = await client.callTool('search', { query: phrase, project: scope }, 120_000);
        hits = countHits(resultText(first.result));
        const ref = RG ? await rg(dir)() : NaN;
        firstMs.push(first.ms);
        firstRatio.push(first.ms / ref);
        let worst = 0;
        let worstMs = 0;
        for (let k = 0; k < NEXT_CALLS; k++) {
          const next = await client.callTool('search', { query: phrase, project: scope }, 120_000);
          const r = RG ? await rg(dir)() : NaN;
          worst = Math.max(worst, next.ms / r);
          worstMs = Math.max(worstMs, next.ms);
        }
        worstNextRatio.push(worst);
        worstNextMs.push(worstMs);
      } finally {
        await client.close();
      }
    }
    const all = scope === '*';
    const rgHits = RG ? (await timeProcess(RG, ['-n', '-F', phrase, dir])).stdout.split('\n').filter(Boolean).length : 'n/a';
    const row = (what, ms, ratios) => {
      const medianMs = percentile(ms, 50);
      const medianRatio = percentile(ratios, 50);
      report.add({
        measurement: `${label}, ${what}`,
        figure: show.ms(medianMs),
        reference: RG ? `rg ${show.ratio(percentile(ratios, 0))}–${show.ratio(percentile(ratios, 100))}` : 'rg: n/a',
        ratio: RG ? show.ratio(medianRatio) : 'n/a',
        target: all ? '≤ 1.00×' : `≤ ${ONE_PROJECT_TARGET_MS} ms`,
        verdict: all ? (RG ? verdict(medianRatio, 1.0) : 'n/a') : verdict(Math.max(...ms), ONE_PROJECT_TARGET_MS),
        note: `${state}; ${rounds} fresh servers; hits ${hits} vs rg ${rgHits}${all ? '' : '; verdict on the slowest'}`,
      });
    };
    row('1st call', firstMs, firstRatio);
    row(`worst of next ${NEXT_CALLS}`, worstNextMs, worstNextRatio);
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
