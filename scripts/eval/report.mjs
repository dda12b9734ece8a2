// Sums the per-project measurements of `npm run eval` and prints them as Markdown tables.

const pct = (n, d) => (d === 0 ? '–' : `${((100 * n) / d).toFixed(1)} %`);
const mean = (xs) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);

function merge(into, t) {
  for (const k of ['asked', 'recallCtx', 'recallSearch', 'staleItems', 'staleCtx', 'staleSearch']) into[k] += t[k];
  for (const e of t.examples) if (into.examples.length < 3) into.examples.push(e);
}

export function summarise(results) {
  const names = results[0].systems.map((s) => s.name);
  const checkpoints = results[0].checkpoints;
  return names.map((name, i) => {
    const rows = results.map((r) => r.systems[i]);
    const total = { asked: 0, recallCtx: 0, recallSearch: 0, staleItems: 0, staleCtx: 0, staleSearch: 0, examples: [] };
    const byKind = {};
    for (const row of rows) {
      merge(total, row.total);
      for (const [k, t] of Object.entries(row.byKind))
        merge((byKind[k] ??= { asked: 0, recallCtx: 0, recallSearch: 0, staleItems: 0, staleCtx: 0, staleSearch: 0, examples: [] }), t);
    }
    const tokens = checkpoints.map((_, c) => mean(rows.map((row) => row.tokens[c])));
    const maxTokens = Math.max(...rows.map((row) => row.tokens[row.tokens.length - 1]));
    return {
      name,
      total,
      byKind,
      tokens,
      maxTokens,
      written: rows.reduce((a, r) => a + r.written, 0),
      kept: rows.reduce((a, r) => a + r.kept, 0),
      lost: rows.flatMap((r) => r.lost ?? []).slice(0, 3),
      dreams: rows.reduce((a, r) => a + r.dreams, 0),
    };
  });
}

export function printReport(results, opts, seconds) {
  const systems = summarise(results);
  const checkpoints = results[0].checkpoints;
  const out = [];
  out.push(
    `npm run eval: ${opts.projects} projects × ${opts.sessions} sessions, seed ${opts.seed}; questions after session ${opts.sessions}; tokens = ceil(chars / 4), the product's own estimator`,
  );
  out.push('');
  out.push(
    '| system | recall: context | recall: context + 1 search | stale shown as current: context / + search (target 0) | tokens at session start (mean / max) | growth, session ' +
      `${checkpoints[0]} → ${checkpoints[checkpoints.length - 1]}` +
      ' | no-loss |',
  );
  out.push('|---|---|---|---|---|---|---|');
  for (const s of systems) {
    const t = s.total;
    const first = s.tokens[0];
    const last = s.tokens[s.tokens.length - 1];
    out.push(
      `| ${s.name} | ${pct(t.recallCtx, t.asked)} | ${pct(t.recallSearch, t.asked)} | ${t.staleCtx} / ${t.staleSearch} of ${t.staleItems} | ${Math.round(last)} / ${s.maxTokens} | ${Math.round(first)} → ${Math.round(last)} (×${(last / first).toFixed(2)}) | ${pct(s.kept, s.written)} |`,
    );
  }
  out.push('');
  out.push(`Mean tokens at session start by history length (sessions ${checkpoints.join(', ')}):`);
  out.push('');
  out.push(`| system | ${checkpoints.map((c) => `after ${c}`).join(' | ')} |`);
  out.push(`|---|${checkpoints.map(() => '---').join('|')}|`);
  for (const s of systems) out.push(`| ${s.name} | ${s.tokens.map((x) => Math.round(x)).join(' | ')} |`);
  out.push('');
  out.push('Recall (context / context + search) and stale shown as current (+ search) by question kind:');
  out.push('');
  out.push(
    `| system | ${Object.keys(systems[0].byKind)
      .map((k) => `${k}s`)
      .join(' | ')} |`,
  );
  out.push(
    `|---|${Object.keys(systems[0].byKind)
      .map(() => '---')
      .join('|')}|`,
  );
  for (const s of systems) {
    const cells = Object.values(s.byKind).map(
      (t) => `${pct(t.recallCtx, t.asked)} / ${pct(t.recallSearch, t.asked)}; stale ${t.staleSearch} of ${t.staleItems}`,
    );
    out.push(`| ${s.name} | ${cells.join(' | ')} |`);
  }
  out.push('');
  const asked = systems[0].total.asked;
  const pm = systems[0];
  out.push(
    `${asked} current-fact questions, ${systems[0].total.staleItems} outdated items; project-memory ran /dream ${pm.dreams} times (when the session-start context asked for it).`,
  );
  for (const s of systems) {
    if (s.lost.length) out.push(`${s.name}: not found by search: ${s.lost.map((v) => JSON.stringify(v)).join(', ')}${s.written - s.kept > 3 ? ' …' : ''}`);
    for (const e of s.total.examples.slice(0, 1))
      out.push(`${s.name}, e.g. "${e.query}": showed ${JSON.stringify(e.shown)} as current (current: ${JSON.stringify(e.current)})`);
  }
  out.push(`(${seconds.toFixed(0)} s)`);
  console.log(out.join('\n'));
  return { options: opts, seconds, checkpoints, systems };
}
