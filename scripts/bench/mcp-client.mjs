// A minimal MCP client over stdio: newline-delimited JSON-RPC, no SDK, so that the benchmark
// measures the servers and not a client library. Reads peak RSS from /proc (Linux).
import { spawn } from 'node:child_process';
import fs from 'node:fs';

export const PROTOCOL_VERSION = '2025-06-18';

/** A tool call that came back as a JSON-RPC error or with `isError: true`. */
export class ToolCallError extends Error {
  constructor(message) {
    super(message);
    this.name = 'ToolCallError';
  }
}

export class McpClient {
  /**
   * Spawns the server; `startedAt` (hrtime bigint) is taken just before the spawn, so that
   * spawn -> first answer can be measured from it.
   */
  constructor({ command, args = [], env, cwd, name = command }) {
    this.name = name;
    this.nextId = 1;
    this.pending = new Map();
    this.stderrTail = '';
    this.buffer = '';
    this.startedAt = process.hrtime.bigint();
    this.child = spawn(command, args, { cwd, env, stdio: ['pipe', 'pipe', 'pipe'] });
    this.pid = this.child.pid;
    this.child.stdin.on('error', () => {});
    this.child.stdout.setEncoding('utf8');
    this.child.stdout.on('data', (chunk) => this.onData(chunk));
    this.child.stderr.setEncoding('utf8');
    this.child.stderr.on('data', (chunk) => {
      this.stderrTail = (this.stderrTail + chunk).slice(-4000);
    });
    this.exited = new Promise((resolve) => {
      this.child.on('error', (error) => {
        this.exitInfo = `could not start: ${error.message}`;
        this.failAll(new Error(`${this.name}: ${this.exitInfo}`));
        resolve();
      });
      this.child.on('exit', (code, signal) => {
        this.exitInfo = `exited with ${signal ?? code}`;
        this.failAll(new Error(`${this.name} ${this.exitInfo}${this.stderrTail ? `: ${lastLine(this.stderrTail)}` : ''}`));
        resolve();
      });
    });
  }

  onData(chunk) {
    this.buffer += chunk;
    let newline;
    while ((newline = this.buffer.indexOf('\n')) !== -1) {
      const line = this.buffer.slice(0, newline).trim();
      this.buffer = this.buffer.slice(newline + 1);
      if (!line) continue;
      let message;
      try {
        message = JSON.parse(line);
      } catch {
        continue; // a stray log line on stdout; the server's bug, not the benchmark's
      }
      const waiter = message.id !== undefined ? this.pending.get(message.id) : undefined;
      if (!waiter) continue;
      this.pending.delete(message.id);
      clearTimeout(waiter.timer);
      waiter.resolve({ message, bytes: Buffer.byteLength(line), at: process.hrtime.bigint() });
    }
  }

  failAll(error) {
    for (const waiter of this.pending.values()) {
      clearTimeout(waiter.timer);
      waiter.reject(error);
    }
    this.pending.clear();
  }

  send(message) {
    this.child.stdin.write(`${JSON.stringify(message)}\n`);
  }

  notify(method, params) {
    this.send({ jsonrpc: '2.0', method, ...(params ? { params } : {}) });
  }

  /** Resolves with { result, ms, bytes }; rejects on a JSON-RPC error, a timeout or an exit. */
  request(method, params, timeoutMs = 30_000) {
    if (this.exitInfo) return Promise.reject(new Error(`${this.name} ${this.exitInfo}`));
    const id = this.nextId++;
    const sentAt = process.hrtime.bigint();
    const answered = new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new Error(`${this.name}: no answer to ${method} within ${timeoutMs} ms`));
      }, timeoutMs);
      this.pending.set(id, { resolve, reject, timer });
    });
    this.send({ jsonrpc: '2.0', id, method, ...(params ? { params } : {}) });
    return answered.then(({ message, bytes, at }) => {
      if (message.error) throw new ToolCallError(`${method}: ${message.error.message ?? JSON.stringify(message.error)}`);
      return { result: message.result, ms: Number(at - sentAt) / 1e6, bytes, sinceStartMs: Number(at - this.startedAt) / 1e6 };
    });
  }

  async initialize() {
    const answer = await this.request('initialize', {
      protocolVersion: PROTOCOL_VERSION,
      capabilities: {},
      clientInfo: { name: 'project-memory-bench', version: '1.0.0' },
    });
    this.notify('notifications/initialized');
    return answer;
  }

  /** Calls a tool; rejects with ToolCallError when the result has `isError: true`. */
  async callTool(name, args, timeoutMs) {
    const answer = await this.request('tools/call', { name, arguments: args }, timeoutMs);
    if (answer.result?.isError) throw new ToolCallError(`${name}: ${resultText(answer.result).slice(0, 300)}`);
    return answer;
  }

  /** { rssKiB, hwmKiB } of the server process, or undefined when /proc cannot tell. */
  memory() {
    try {
      const status = fs.readFileSync(`/proc/${this.pid}/status`, 'utf8');
      const field = (key) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
      return { rssKiB: field('VmRSS'), hwmKiB: field('VmHWM') };
    } catch {
      return undefined;
    }
  }

  /** Closes stdin (the polite MCP shutdown), then escalates if the server lingers. */
  async close(graceMs = 3000) {
    if (this.exitInfo) return;
    this.child.stdin.end();
    const timeout = (ms) => new Promise((resolve) => setTimeout(resolve, ms).unref());
    await Promise.race([this.exited, timeout(graceMs)]);
    if (this.exitInfo) return;
    this.child.kill('SIGTERM');
    await Promise.race([this.exited, timeout(1000)]);
    if (!this.exitInfo) this.child.kill('SIGKILL');
    await this.exited;
  }
}

/** The text content of a tool result, joined. */
export function resultText(result) {
  if (!result || !Array.isArray(result.content)) return '';
  return result.content
    .filter((c) => c && c.type === 'text')
    .map((c) => c.text)
    .join('\n');
}

function lastLine(text) {
  const lines = text.trim().split('\n');
  return lines[lines.length - 1].slice(0, 300);
}
