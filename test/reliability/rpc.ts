/**
 * A bare JSON-RPC driver for the bundled server: requests are written to its stdin without waiting
 * for the handshake, so a process can be killed at any point of its work, and many processes can
 * run at once without the SDK client's overhead.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { SERVER_BUNDLE } from '../helpers/server.js';

export interface RpcResult {
  id: number;
  isError: boolean;
  text: string;
}

export interface RawServer {
  child: ChildProcess;
  /** Sends a tools/call; resolves with its result (or rejects when the process dies first). */
  call(name: string, args: Record<string, unknown>): Promise<RpcResult>;
  /** Results received so far, in arrival order. */
  results: RpcResult[];
  kill(signal?: NodeJS.Signals): Promise<void>;
  close(): Promise<void>;
  exited: Promise<number | null>;
}

export function rawServer(opts: { root: string; cwd: string; env?: Record<string, string> }): RawServer {
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) if (v !== undefined && !k.startsWith('CLAUDE')) env[k] = v;
  Object.assign(env, { PROJECT_MEMORY_ROOT: opts.root }, opts.env ?? {});
  const child = spawn(process.execPath, [SERVER_BUNDLE], { cwd: opts.cwd, env, stdio: ['pipe', 'pipe', 'pipe'] });
  const pending = new Map<number, { resolve: (r: RpcResult) => void; reject: (e: Error) => void }>();
  const results: RpcResult[] = [];
  let buffer = '';
  let nextId = 1;
  child.stderr!.on('data', () => undefined);
  child.stdin!.on('error', () => undefined);
  child.stdout!.on('data', (chunk: Buffer) => {
    buffer += chunk.toString('utf8');
    let nl: number;
    while ((nl = buffer.indexOf('\n')) >= 0) {
      const line = buffer.slice(0, nl);
      buffer = buffer.slice(nl + 1);
      if (!line.trim()) continue;
      const msg = JSON.parse(line) as { id?: number; result?: { content?: { text?: string }[]; isError?: boolean }; error?: { message: string } };
      if (typeof msg.id !== 'number' || msg.id === 0) continue;
      const r: RpcResult = {
        id: msg.id,
        isError: msg.error !== undefined || msg.result?.isError === true,
        text: msg.error ? msg.error.message : (msg.result?.content ?? []).map((c) => c.text ?? '').join('\n'),
      };
      results.push(r);
      pending.get(msg.id)?.resolve(r);
      pending.delete(msg.id);
    }
  });
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      for (const p of pending.values()) p.reject(new Error('server exited'));
      pending.clear();
      resolve(code);
    }),
  );
  const send = (msg: unknown) => child.stdin!.write(`${JSON.stringify(msg)}\n`);
  send({
    jsonrpc: '2.0',
    id: 0,
    method: 'initialize',
    params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'reliability', version: '1' } },
  });
  send({ jsonrpc: '2.0', method: 'notifications/initialized' });
  return {
    child,
    results,
    exited,
    call(name, args) {
      const id = nextId++;
      return new Promise<RpcResult>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        send({ jsonrpc: '2.0', id, method: 'tools/call', params: { name, arguments: args } });
      });
    },
    async kill(signal = 'SIGKILL') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
    async close() {
      child.stdin!.end();
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
