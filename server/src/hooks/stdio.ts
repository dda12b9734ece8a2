/**
 * The hooks' standard streams, without process.stdin/stdout: touching those builds a stream and
 * loads node's net and stream modules (~8 ms of a hook that should cost little more than a bare
 * node start). Shared by the loader (bin/hook.ts), which answers session start from its cache
 * before any other code is loaded, and by the runner.
 */
import fs from 'node:fs';

const MAX_STDIN_BYTES = 4 * 1024 * 1024;

/** What a synchronous read of stdin got: all of it (`done`), or what came before EAGAIN. */
export interface StdinRead {
  chunks: Buffer[];
  size: number;
  done: boolean;
}

/** Reads the payload synchronously; a non-blocking stdin that has nothing yet stops at EAGAIN. */
export function readStdinSync(): StdinRead {
  const read: StdinRead = { chunks: [], size: 0, done: true };
  let kind: fs.Stats;
  try {
    kind = fs.fstatSync(0);
  } catch {
    return read;
  }
  if (kind.isCharacterDevice()) return read; // a terminal: run by hand, no payload
  // Read into one buffer until it is full (a payload fits): no copy, no concatenation.
  let chunk = Buffer.allocUnsafe(64 * 1024);
  let used = 0;
  try {
    for (;;) {
      const n = fs.readSync(0, chunk, used, chunk.length - used, null);
      if (n === 0) break;
      used += n;
      read.size += n;
      if (read.size > MAX_STDIN_BYTES) break;
      if (used === chunk.length) {
        read.chunks.push(chunk);
        chunk = Buffer.allocUnsafe(64 * 1024);
        used = 0;
      }
    }
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EAGAIN') throw e;
    read.done = false;
  }
  if (used > 0) read.chunks.push(chunk.subarray(0, used));
  return read;
}

/** The text of what was read (a payload is one chunk: no Buffer.concat on the fast path). */
export function stdinText(read: StdinRead): string {
  return read.chunks.length === 1 ? read.chunks[0]!.toString('utf8') : Buffer.concat(read.chunks).toString('utf8');
}

/** The whole payload: a read stopped by EAGAIN goes on the asynchronous way. */
export async function finishStdin(read: StdinRead): Promise<string> {
  if (!read.done) {
    for await (const chunk of process.stdin) {
      read.chunks.push(chunk as Buffer);
      read.size += (chunk as Buffer).length;
      if (read.size > MAX_STDIN_BYTES) break;
    }
    read.done = true;
  }
  return stdinText(read);
}

/**
 * Writes straight to the file descriptor. The output is at most a few KB, so one write suffices;
 * a pipe that is momentarily full (EAGAIN) is retried.
 */
export function writeAll(fd: number, text: string): void {
  const data = Buffer.from(text.endsWith('\n') ? text : `${text}\n`, 'utf8');
  let off = 0;
  while (off < data.length) {
    try {
      off += fs.writeSync(fd, data, off);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EAGAIN') return;
    }
  }
}
