#!/usr/bin/env node
// The main job, on a fresh machine: drives the real bundled MCP server over stdio (plain JSON-RPC,
// no dependencies needed) on a temporary memory root, as Claude Code would, and shows what it did.
// Usage: npm run demo [-- --keep]
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const keep = process.argv.includes('--keep');
const base = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'project-memory-demo-')));
const root = path.join(base, 'memory');
const codeRepo = path.join(base, 'my-app');
fs.mkdirSync(path.join(codeRepo, 'src/auth'), { recursive: true });
const env = { ...process.env, PROJECT_MEMORY_ROOT: root, CLAUDE_PROJECT_DIR: codeRepo };

const server = spawn(process.execPath, [path.join(repoRoot, 'server/dist/server.js')], { cwd: codeRepo, env, stdio: ['pipe', 'pipe', 'inherit'] });
const pending = new Map();
let nextId = 1;
readline.createInterface({ input: server.stdout }).on('line', (line) => {
  const msg = JSON.parse(line);
  if (msg.id !== undefined && pending.has(msg.id)) {
    pending.get(msg.id)(msg);
    pending.delete(msg.id);
  }
});
function request(method, params) {
  const id = nextId++;
  server.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', id, method, params })}\n`);
  return new Promise((resolve) => pending.set(id, resolve));
}
async function tool(name, args) {
  const msg = await request('tools/call', { name, arguments: args });
  const text = msg.result.content.map((c) => c.text).join('\n');
  const mark = msg.result.isError ? '✗' : '✓';
  const shown = text
    .split('\n')
    .slice(0, 8)
    .map((l) => `    ${l}`)
    .join('\n');
  console.log(`${mark} ${name} ${JSON.stringify(args).slice(0, 110)}\n${shown}\n`);
  return text;
}

const t0 = Date.now();
await request('initialize', { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'demo', version: '1' } });
server.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' })}\n`);
const list = await request('tools/list', {});
console.log(
  `project-memory server started in ${Date.now() - t0} ms with ${list.result.tools.length} tools (${JSON.stringify(list.result).length} bytes of schemas).\n`,
);

await tool('create_project', { slug: 'my-app', name: 'My App', paths: [codeRepo], tags: ['demo'] });
await tool('patch_file', {
  path: 'memory.md',
  patch:
    '<<<<<<< SEARCH\n## Current focus\n\n_What is being worked on right now._\n=======\n## Current focus\n\nLogin flow: password hashing and session cookies.\n>>>>>>> REPLACE\n',
});
await tool('add_decision', { summary: 'Hash passwords with bcrypt, cost 10', topic: 'auth', location: 'src/auth/' });
await tool('add_decision', {
  summary: 'Hash passwords with bcrypt, cost 12',
  topic: 'auth',
  location: 'src/auth/',
  supersedes: 'D1',
  body: 'Cost 10 is too fast on current hardware.',
});
await tool('write_file', {
  path: 'notes/login-flow.md',
  content: '# Login flow\nAsk @jane-doe about #security review of [[Session cookies]].\n',
  description: 'How login works',
});
await tool('write_file', { path: 'notes/leak.md', content: 'aws_access_key_id = AKIA' + 'Z3MDEMOKEY7QPLWX\n' });
await tool('write_file', { path: '../../etc/passwd', content: 'x' });
await tool('precheck_file', { file: path.join(codeRepo, 'src/auth/login.ts') });
await tool('log_session', { summary: 'Set up the login flow.', outcomes: ['bcrypt cost 12 recorded (D2)'], next_step: 'Write the session cookie middleware.' });
await tool('create_person', { name: 'Jane Doe', title: 'Security lead', email: 'jane@example.com' });
await tool('link_person_to_project', { person: 'jane-doe', project: 'my-app' });
await tool('search', { query: 'bcrypt', project: '*' });
await tool('consolidate', { project: 'my-app', dry_run: true });
await tool('find_references', { tag: 'security' });
server.stdin.end();
// The server saves its search indexes as it exits: let it finish before the root is removed.
await new Promise((resolve) => server.on('exit', resolve));

const hook = spawnSync(process.execPath, [path.join(repoRoot, 'server/dist/cli.js'), 'hook', 'session-start'], {
  input: JSON.stringify({ session_id: 'demo', cwd: codeRepo, hook_event_name: 'SessionStart', source: 'startup' }),
  env,
  encoding: 'utf8',
});
const context = JSON.parse(hook.stdout).hookSpecificOutput.additionalContext;
console.log(`SessionStart hook: the next Claude Code session in ${codeRepo} starts with ${context.length} chars:\n`);
console.log(
  context
    .split('\n')
    .map((l) => `  | ${l}`)
    .join('\n'),
);

if (keep) console.log(`\nThe memory root is kept at ${root}`);
else fs.rmSync(base, { recursive: true, force: true });
