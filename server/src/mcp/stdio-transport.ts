/**
 * The stdio transport of the server, with a bounded line reader. The SDK's reader copies its whole
 * buffer on every chunk and, past 10 MB, closes the transport: one tool call with a 10 MB
 * `content` would end the session, the caller waiting forever for an answer. Here a line is
 * gathered as a list of chunks (linear time); a line over the cap is skipped as it streams in,
 * keeping only its head and tail to find its id, and is answered with a "too large" tool error
 * (a JSON-RPC error for other methods), so the caller learns why and the session goes on.
 */
import process from 'node:process';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { JSONRPCMessageSchema, type JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';

/** Any valid call is far smaller: content and patches are capped at 2 MB of text. */
export const MAX_MESSAGE_BYTES = 16 * 1024 * 1024;
const KEPT_BYTES = 64 * 1024;

interface Oversized {
  head: Buffer;
  tail: Buffer;
  size: number;
}

type RequestId = string | number;

/** The id of a request whose body was skipped: SDK clients put it last, others often first. */
export function findRequestId(head: string, tail: string): RequestId | null {
  const value = '(-?\\d+|"(?:[^"\\\\]|\\\\.)*")';
  const last = new RegExp(`"id"\\s*:\\s*${value}\\s*\\}\\s*$`).exec(tail);
  const first = new RegExp(`^\\s*\\{(?:\\s*"(?:jsonrpc|method)"\\s*:\\s*"[^"]*"\\s*,)*\\s*"id"\\s*:\\s*${value}`).exec(head);
  const raw = last?.[1] ?? first?.[1];
  if (raw === undefined) return null;
  try {
    return JSON.parse(raw) as RequestId;
  } catch {
    return null;
  }
}

export function findMethod(head: string): string | null {
  return /^\s*\{(?:\s*"(?:jsonrpc|id)"\s*:\s*(?:"[^"]*"|-?\d+)\s*,)*\s*"method"\s*:\s*"([^"]*)"/.exec(head)?.[1] ?? null;
}

export function tooLargeReply(size: number, head: string, tail: string): JSONRPCMessage | null {
  const id = findRequestId(head, tail);
  if (id === null) return null;
  const mb = (size / (1024 * 1024)).toFixed(1);
  const sentence = `The request is ${mb} MB, over the ${MAX_MESSAGE_BYTES / (1024 * 1024)} MB limit of one call, so it was not read and nothing was changed.`;
  if (findMethod(head) === 'tools/call') {
    const text = `${sentence} Memory files hold at most 2 MB of text: split it into several files.`;
    return { jsonrpc: '2.0', id, result: { content: [{ type: 'text', text }], isError: true } };
  }
  return { jsonrpc: '2.0', id, error: { code: -32600, message: sentence } };
}

export class BoundedStdioServerTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;

  private chunks: Buffer[] = [];
  private size = 0;
  private oversized: Oversized | null = null;
  private started = false;

  constructor(
    private readonly stdin: NodeJS.ReadableStream = process.stdin,
    private readonly stdout: NodeJS.WritableStream = process.stdout,
    private readonly maxBytes = MAX_MESSAGE_BYTES,
  ) {}

  private readonly onData = (chunk: Buffer | string) => {
    const buf = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
    let start = 0;
    for (;;) {
      const nl = buf.indexOf(10, start);
      this.take(nl === -1 ? buf.subarray(start) : buf.subarray(start, nl));
      if (nl === -1) return;
      this.endLine();
      start = nl + 1;
    }
  };

  private readonly onStreamError = (error: Error) => this.onerror?.(error);

  private take(piece: Buffer): void {
    if (piece.length === 0) return;
    if (this.oversized) {
      const tail = Buffer.concat([this.oversized.tail, piece]);
      this.oversized.tail = tail.subarray(Math.max(0, tail.length - KEPT_BYTES));
      this.oversized.size += piece.length;
      return;
    }
    if (this.size + piece.length > this.maxBytes) {
      const all = Buffer.concat([...this.chunks, piece]);
      this.oversized = { head: all.subarray(0, KEPT_BYTES), tail: all.subarray(Math.max(0, all.length - KEPT_BYTES)), size: all.length };
      this.chunks = [];
      this.size = 0;
      return;
    }
    this.chunks.push(piece);
    this.size += piece.length;
  }

  private endLine(): void {
    if (this.oversized) {
      const { head, tail, size } = this.oversized;
      this.oversized = null;
      const reply = tooLargeReply(size, head.toString('utf8'), tail.toString('utf8'));
      if (reply) void this.send(reply);
      else this.onerror?.(new Error(`Dropped a ${size}-byte message without an id: over the size limit.`));
      return;
    }
    const line = Buffer.concat(this.chunks).toString('utf8').replace(/\r$/, '');
    this.chunks = [];
    this.size = 0;
    if (line.trim() === '') return;
    let message: JSONRPCMessage;
    try {
      message = JSONRPCMessageSchema.parse(JSON.parse(line));
    } catch (e) {
      this.onerror?.(e instanceof Error ? e : new Error(String(e)));
      return;
    }
    this.onmessage?.(message);
  }

  async start(): Promise<void> {
    if (this.started) throw new Error('The stdio transport is already started.');
    this.started = true;
    this.stdin.on('data', this.onData);
    this.stdin.on('error', this.onStreamError);
  }

  async close(): Promise<void> {
    this.stdin.off('data', this.onData);
    this.stdin.off('error', this.onStreamError);
    if (this.stdin.listenerCount('data') === 0) this.stdin.pause();
    this.chunks = [];
    this.oversized = null;
    this.onclose?.();
  }

  send(message: JSONRPCMessage): Promise<void> {
    return new Promise((resolve) => {
      if (this.stdout.write(`${JSON.stringify(message)}\n`)) resolve();
      else this.stdout.once('drain', resolve);
    });
  }
}
