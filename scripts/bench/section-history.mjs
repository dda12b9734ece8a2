// (7) local history: what keeping every version costs. Two warm servers on two fresh roots, one
// with the history switched off (PROJECT_MEMORY_HISTORY=off, a switch that exists for this
// measurement only), alternate the same write_file of a 100-line memory.md (one line changed per
// write); then the disk that 1,000 such edits leave in <root>/.history.
import fs from 'node:fs';
import path from 'node:path';
import { McpClient } from './mcp-client.mjs';
import { alternate } from './measure.mjs';
import { show, verdict } from './report.mjs';

const RATIO_TARGET = 1.15;
const EDITS = 1000;

function memoryText(version) {
  const lines = ['# Memory', '', '## Project overview', ''];
  for (let i = 0; lines.length < 100; i++) lines.push(`- fact ${i}: the service keeps its state in table t${i} and answers in ${i % 7} ms`);
  // One line changes per version, like a model's typical small edit.
  const k = 4 + (version % 96);
  lines[k] = `${lines[k]} (revised ${version})`;
  return `${lines.join('\n')}\n`;
}

/** Apparent bytes and allocated bytes (st_blocks) of every file under `dir`. */
function diskUse(dir) {
  let bytes = 0;
  let allocated = 0;
  let files = 0;
  const walk = (d) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.isFile()) {
        const st = fs.statSync(p);
        bytes += st.size;
        allocated += st.blocks * 512;
        files++;
      }
    }
  };
  if (fs.existsSync(dir)) walk(dir);
  return { bytes, allocated, files };
}

export async function benchHistory(ctx) {
  const { report } = ctx;
  report.section('(7) local history: write latency and disk');
  const label = 'write_file memory.md (100 lines), history on/off';
  if (!ctx.ours.server) return report.unavailable(label, `≤ ${RATIO_TARGET}×`, ctx.ours.missing);
  const clients = [];
  try {
    const start = async (name, extra) => {
      const root = path.join(ctx.scratch, `history-${name}-${Date.now()}`);
      fs.mkdirSync(root, { recursive: true });
      const client = new McpClient({ ...ctx.oursServerSpec(ctx.scratch), env: ctx.env({ PROJECT_MEMORY_ROOT: root, ...extra }), name });
      clients.push(client);
      await client.initialize();
      await client.callTool('create_project', { slug: 'bench', name: 'Bench' });
      return { client, root };
    };
    const on = await start('history-on', {});
    const off = await start('history-off', { PROJECT_MEMORY_HISTORY: 'off' });
    let version = 0;
    const write = (server) => async () => {
      const { ms } = await server.client.callTool('write_file', { project: 'bench', path: 'memory.md', content: memoryText(version++) });
      return ms;
    };
    const runs = ctx.plan.history.runs;
    const r = await alternate([write(on), write(off)], { runs, warmups: 5 });
    report.add({
      measurement: label,
      figure: show.ms(r.medians[0]),
      reference: `history off ${show.ms(r.medians[1])}`,
      ratio: show.ratio(r.ratios[0]),
      target: `≤ ${RATIO_TARGET}×`,
      verdict: verdict(r.ratios[0], RATIO_TARGET),
      note: `median of ${runs} alternated pairs, warm servers`,
    });

    // Disk: 1,000 edits of one 100-line memory.md on a fresh root.
    const disk = await start('history-disk', {});
    const before = diskUse(path.join(disk.root, '.history'));
    for (let i = 0; i < EDITS; i++) await disk.client.callTool('write_file', { project: 'bench', path: 'memory.md', content: memoryText(i) });
    const after = diskUse(path.join(disk.root, '.history'));
    const memoryBytes = Buffer.byteLength(memoryText(0));
    report.add({
      measurement: `disk for ${EDITS} edits of a 100-line memory.md`,
      figure: show.bytes(after.bytes - before.bytes),
      reference: `${show.bytes(memoryBytes)} per version raw`,
      ratio: '—',
      target: '—',
      verdict: 'info',
      note: `${after.files - before.files} files; allocated ${show.bytes(after.allocated - before.allocated)} (file system blocks)`,
    });
  } catch (error) {
    report.unavailable(label, `≤ ${RATIO_TARGET}×`, error);
  } finally {
    for (const c of clients) await c.close();
  }
}
