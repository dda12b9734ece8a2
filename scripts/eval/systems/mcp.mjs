// Spawns an MCP server over stdio and drives it with the MCP SDK client, as Claude Code and the
// tests do.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';

/** The environment without Claude Code's own variables, plus `extra`. */
export function cleanEnv(extra) {
  const env = {};
  for (const [k, v] of Object.entries(process.env)) if (v !== undefined && !k.startsWith('CLAUDE') && !k.startsWith('PROJECT_MEMORY')) env[k] = v;
  return Object.assign(env, extra);
}

export async function spawnMcp({ args, env, cwd, name }) {
  const transport = new StdioClientTransport({ command: process.execPath, args, env, cwd, stderr: 'pipe' });
  let stderr = '';
  transport.stderr?.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-2000);
  });
  const client = new Client({ name: 'project-memory-eval', version: '1.0.0' });
  await client.connect(transport);
  let calls = 0;
  const call = async (tool, toolArgs = {}) => {
    calls++;
    const t0 = performance.now();
    const r = await client.callTool({ name: tool, arguments: toolArgs }, undefined, { timeout: 120_000 });
    if (process.env.PM_EVAL_PROFILE) {
      const k = `${name} ${tool}`;
      const p = (globalThis.__evalProfile ??= new Map());
      p.set(k, (p.get(k) ?? 0) + performance.now() - t0);
    }
    const text = (r.content ?? []).map((c) => c.text ?? '').join('\n');
    if (r.isError) throw new Error(`${name} ${tool} failed: ${text.slice(0, 400)}${stderr ? ` (stderr: ${stderr.slice(-300)})` : ''}`);
    return text;
  };
  return { call, calls: () => calls, close: () => client.close() };
}
