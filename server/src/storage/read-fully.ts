/**
 * The one loop that reads an open file into a buffer: `readSync` may return fewer bytes than asked
 * (a pipe, a network file system, a file being written), so every reader of a whole file loops.
 */
import fs from 'node:fs';

/**
 * Reads `fd` from its first byte into `buf` until `length` bytes (default: the buffer's length)
 * or the end of the file; returns how many bytes it read (fewer when the file is shorter).
 */
export function readFully(fd: number, buf: Uint8Array, length = buf.length): number {
  let off = 0;
  while (off < length) {
    const n = fs.readSync(fd, buf, off, length - off, off);
    if (n === 0) break;
    off += n;
  }
  return off;
}
