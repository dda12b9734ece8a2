// (1) SessionStart hook vs `node -e 0`, (2) server spawn -> tools/list vs the official servers,
// (6) sizes: tools/list JSON and the session-start context.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { McpClient } from './mcp-client.mjs';
import { alternate, timeProcess } from './measure.mjs';
import { show, verdict } from './report.mjs';

const HOOK_TARGET = 1.1;
const SPAWN_TARGET = 0.7;
const IDLE_RSS_TARGET_KIB = 60 * 1024;
const TOOLS_LIST_TARGET_BYTES = 16 * 1024;
const CONTEXT_TARGET_CHARS = 8000;

export function sessionStartPayload(cwd) {
  return JSON.stringify({ session_id: 'bench', cwd, hook_event_name: 'SessionStart', source: 'startup' });
}

export async function benchHook(ctx) {
  const { report } = ctx;
  const label = 'SessionStart hook, whole process, p50';
  report.section('(1) SessionStart hook');
  if (!ctx.ours.hook) return report.unavailable(label, `≤ ${HOOK_TARGET.toFixed(2)}×`, ctx.ours.missing);
  const project = ctx.projects[0];
  const input = sessionStartPayload(project.repoDir);
  const env = ctx.env();
  // The command of hooks/hooks.json; the warm-ups also leave the hook's code cache in place.
  const hook = () => timeProcess(ctx.node, [ctx.ours.hook.file, ...ctx.ours.hook.args], { input, env, cwd: project.repoDir });
  const bare = () => timeProcess(ctx.node, ['-e', '0'], { input, env, cwd: project.repoDir });
  try {
    const probe = await hook();
    if (probe.code !== 0) throw new Error(`hook exited with ${probe.code}: ${probe.stderr.trim().split('\n').pop() ?? ''}`);
    ctx.captured.hookOutput = probe.stdout;
    const result = await alternate([async () => (await hook()).ms, async () => (await bare()).ms], ctx.plan.process);
    report.add({
      measurement: label,
      figure: show.ms(result.medians[0]),
      reference: `node -e 0 ${show.ms(result.medians[1])}`,
      note: path.relative(path.resolve(path.dirname(ctx.ours.hook.file), '../..'), ctx.ours.hook.file),
      ratio: show.ratio(result.ratios[0]),
      target: `≤ ${HOOK_TARGET.toFixed(2)}×`,
      verdict: verdict(result.ratios[0], HOOK_TARGET),
    });
  } catch (error) {
    report.unavailable(label, `≤ ${HOOK_TARGET.toFixed(2)}×`, error);
  }
  // The same start when the memory changed since the last session: the context cache
  // (server/src/hooks/context-cache.ts) is removed before each run, so the hook builds the
  // context and keeps it again; the V8 code cache stays.
  const rebuiltLabel = 'SessionStart hook, context rebuilt, p50';
  try {
    const data = fs.mkdtempSync(path.join(os.tmpdir(), 'pm-bench-hook-'));
    fs.chmodSync(data, 0o700);
    const sessions = path.join(data, 'sessions');
    const dropContext = () => {
      for (const name of fs.existsSync(sessions) ? fs.readdirSync(sessions) : [])
        if (name.startsWith('context-')) fs.rmSync(path.join(sessions, name), { force: true });
    };
    const rebuilt = async () => {
      dropContext();
      return (
        await timeProcess(ctx.node, [ctx.ours.hook.file, ...ctx.ours.hook.args], { input, env: { ...env, CLAUDE_PLUGIN_DATA: data }, cwd: project.repoDir })
      ).ms;
    };
    await rebuilt(); // leaves the V8 code cache in `data`
    const result = await alternate([rebuilt, async () => (await bare()).ms], ctx.plan.process);
    fs.rmSync(data, { recursive: true, force: true });
    report.add({
      measurement: rebuiltLabel,
      figure: show.ms(result.medians[0]),
      reference: `node -e 0 ${show.ms(result.medians[1])}`,
      ratio: show.ratio(result.ratios[0]),
      target: '—',
      verdict: 'info',
      note: 'memory changed since the last start',
    });
  } catch (error) {
    report.unavailable(rebuiltLabel, '—', error);
  }
}

/** Spawns, initializes, lists tools; returns ms from spawn to the tools/list answer. */
async function spawnToToolsList(spec, sink) {
  const client = new McpClient(spec);
  try {
    await client.initialize();
    const answer = await client.request('tools/list');
    sink.bytes = Buffer.byteLength(JSON.stringify(answer.result));
    sink.tools = answer.result?.tools?.length;
    const memory = client.memory();
    if (memory) (sink.rss ??= []).push(memory.rssKiB);
    return answer.sinceStartMs;
  } finally {
    client.child.kill('SIGKILL');
    await client.exited;
  }
}

export async function benchSpawn(ctx) {
  const { report } = ctx;
  report.section('(2) server spawn → first tools/list answered');
  const servers = [];
  if (ctx.ours.server) {
    servers.push({ name: 'project-memory', spec: ctx.oursServerSpec(ctx.projects[0].repoDir), sink: {} });
  }
  const memoryFile = path.join(ctx.scratch, 'server-memory.jsonl');
  servers.push({
    name: 'server-filesystem',
    spec: { name: 'server-filesystem', command: ctx.node, args: [ctx.official.filesystem, ctx.root], env: ctx.env(), cwd: ctx.scratch },
    sink: {},
  });
  servers.push({
    name: 'server-memory',
    spec: { name: 'server-memory', command: ctx.node, args: [ctx.official.memory], env: { ...ctx.env(), MEMORY_FILE_PATH: memoryFile }, cwd: ctx.scratch },
    sink: {},
  });
  const label = 'spawn → tools/list, project-memory';
  try {
    const result = await alternate(
      servers.map((s) => () => spawnToToolsList(s.spec, s.sink)),
      ctx.plan.spawn,
    );
    const reference = result.medians[servers.length - 1];
    const byName = new Map(servers.map((s, i) => [s.name, { ...s, median: result.medians[i], ratio: result.ratios[i] }]));
    const ours = byName.get('project-memory');
    if (ours) {
      report.add({
        measurement: label,
        figure: show.ms(ours.median),
        reference: `server-memory ${show.ms(reference)}`,
        ratio: show.ratio(ours.ratio),
        target: `≤ ${SPAWN_TARGET.toFixed(2)}×`,
        verdict: verdict(ours.ratio, SPAWN_TARGET),
      });
    } else report.unavailable(label, `≤ ${SPAWN_TARGET.toFixed(2)}×`, ctx.ours.missing);
    const fsServer = byName.get('server-filesystem');
    report.add({
      measurement: 'spawn → tools/list, server-filesystem',
      figure: show.ms(fsServer.median),
      reference: `server-memory ${show.ms(reference)}`,
      ratio: show.ratio(fsServer.ratio),
      target: '—',
      verdict: 'info',
    });
    const rss = (s) => (s?.sink.rss?.length ? Math.max(...s.sink.rss) : NaN);
    if (ours) {
      report.add({
        measurement: 'server RSS right after tools/list',
        figure: show.kib(rss(ours)),
        reference: `server-memory ${show.kib(rss(byName.get('server-memory')))}`,
        ratio: show.ratio(rss(ours) / rss(byName.get('server-memory'))),
        target: '≤ 60 MiB',
        verdict: verdict(rss(ours), IDLE_RSS_TARGET_KIB),
      });
    }
    if (ours) await benchSettledRss(ctx, ours.spec, rss(byName.get('server-memory')));
    ctx.captured.toolsList = Object.fromEntries(servers.map((s) => [s.name, s.sink]));
  } catch (error) {
    report.unavailable(label, `≤ ${SPAWN_TARGET.toFixed(2)}×`, error);
  }
}

/** A server prepares the root and loads its use cases 250 ms after the handshake: idle after that. */
const SETTLE_MS = 3000;

/**
 * The idle figure that lasts: RSS once the deferred preparation has run (the row above is taken
 * right after tools/list, before it), in fresh servers that get no tool call.
 */
async function benchSettledRss(ctx, spec, serverMemoryKiB) {
  const samples = [];
  for (let i = 0; i < 3; i++) {
    const client = new McpClient(spec);
    try {
      await client.initialize();
      await client.request('tools/list');
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      const memory = client.memory();
      if (memory) samples.push(memory.rssKiB);
    } finally {
      client.child.kill('SIGKILL');
      await client.exited;
    }
  }
  if (samples.length === 0) return;
  const value = Math.max(...samples);
  ctx.report.add({
    measurement: `server RSS ${SETTLE_MS / 1000} s after tools/list (settled)`,
    figure: show.kib(value),
    reference: `server-memory ${show.kib(serverMemoryKiB)}`,
    ratio: show.ratio(value / serverMemoryKiB),
    target: '≤ 60 MiB',
    verdict: verdict(value, IDLE_RSS_TARGET_KIB),
    note: 'root prepared, use cases loaded, no tool call; worst of 3',
  });
}

export async function benchSizes(ctx) {
  const { report } = ctx;
  report.section('(6) sizes: what every session pays');
  const toolsLabel = 'tools/list JSON result, all tool schemas';
  const listed = ctx.captured.toolsList?.['project-memory'];
  if (listed?.bytes) {
    const fsBytes = ctx.captured.toolsList['server-filesystem']?.bytes;
    report.add({
      measurement: toolsLabel,
      figure: show.bytes(listed.bytes),
      reference: fsBytes ? `server-filesystem ${show.bytes(fsBytes)}` : '—',
      ratio: fsBytes ? show.ratio(listed.bytes / fsBytes) : '—',
      target: '≤ 16 KiB',
      verdict: verdict(listed.bytes, TOOLS_LIST_TARGET_BYTES),
      note: listed.tools ? `${listed.tools} tools` : undefined,
    });
  } else report.unavailable(toolsLabel, '≤ 16 KiB', ctx.ours.missing ?? 'tools/list was not measured (section 2 failed or was skipped)');

  const contextLabel = 'session-start context (additionalContext)';
  try {
    let output = ctx.captured.hookOutput;
    if (output === undefined) {
      if (!ctx.ours.hook) throw new Error(ctx.ours.missing);
      const project = ctx.projects[0];
      const run = await timeProcess(ctx.node, [ctx.ours.hook.file, ...ctx.ours.hook.args], {
        input: sessionStartPayload(project.repoDir),
        env: ctx.env(),
        cwd: project.repoDir,
      });
      output = run.stdout;
    }
    const context = extractContext(output);
    report.add({
      measurement: contextLabel,
      figure: show.chars(context.length),
      reference: `stdout ${show.bytes(Buffer.byteLength(output))}`,
      ratio: '—',
      target: '≤ 8,000 ch',
      verdict: verdict(context.length, CONTEXT_TARGET_CHARS),
    });
  } catch (error) {
    report.unavailable(contextLabel, '≤ 8,000 ch', error);
  }
}

/** `hookSpecificOutput.additionalContext` of a SessionStart hook's stdout (or plain stdout). */
export function extractContext(stdout) {
  const trimmed = stdout.trim();
  if (!trimmed.startsWith('{')) return trimmed;
  const parsed = JSON.parse(trimmed);
  const context = parsed?.hookSpecificOutput?.additionalContext;
  if (typeof context !== 'string') throw new Error('hook printed JSON without hookSpecificOutput.additionalContext');
  return context;
}

export function officialServerPaths(repoRoot) {
  const memory = path.join(repoRoot, 'node_modules/@modelcontextprotocol/server-memory/dist/index.js');
  const filesystem = path.join(repoRoot, 'node_modules/@modelcontextprotocol/server-filesystem/dist/index.js');
  for (const file of [memory, filesystem]) {
    if (!fs.existsSync(file)) throw new Error(`${file} is missing: the official servers come from the npm registry`);
  }
  return { memory, filesystem };
}
