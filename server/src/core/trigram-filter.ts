/**
 * Byte trigrams as a prefilter for substring search, for scopes whose ranked index is not in
 * memory (a server's first calls): which files can contain a needle at all, from a bitmap per
 * trigram row instead of reading every file. A file's trigrams are hashed into ROWS rows; a file
 * can hold the needle only if every row of the needle's trigrams has the file's bit set.
 *
 * Exactness: the trigrams are taken over a folded symbol stream (ASCII A-Z as a-z, and the only
 * two non-ASCII characters that a `/iu` search equates with ASCII letters, U+212A KELVIN SIGN as
 * `k` and U+017F LONG S as `s`). Folding only merges symbols, so it never hides a file:
 * - case-sensitive: the needle's bytes occur verbatim, so its folded stream occurs in the file's;
 * - ignoring case: each ASCII character of the needle matches a file character that folds to the
 *   same symbol (checked over every code point: only those two fold onto ASCII), so runs of
 *   ASCII characters are used; non-ASCII needle characters break the runs (they may match
 *   characters of other byte lengths).
 */

/** Rows of the filter: 2^14 bits per file, ~1 MB per 500 files. */
export const TRIGRAM_ROW_BITS = 14;
export const TRIGRAM_ROWS = 1 << TRIGRAM_ROW_BITS;
/** A needle with more trigrams than this uses an even spread of them: enough to narrow. */
const MAX_NEEDLE_ROWS = 64;

function row(a: number, b: number, c: number): number {
  return Math.imul((a << 16) | (b << 8) | c, 0x9e3779b1) >>> (32 - TRIGRAM_ROW_BITS);
}

/** Calls `each(row)` for every trigram of the folded bytes (rows repeat; callers set bits). */
export function forEachTrigramRow(bytes: Uint8Array, each: (row: number) => void): void {
  let a = -1;
  let b = -1;
  const n = bytes.length;
  for (let i = 0; i < n; i++) {
    let s = bytes[i] as number;
    if (s >= 65 && s <= 90) s += 32;
    else if (s === 0xe2 && bytes[i + 1] === 0x84 && bytes[i + 2] === 0xaa) {
      s = 107; // KELVIN SIGN -> k
      i += 2;
    } else if (s === 0xc5 && bytes[i + 1] === 0xbf) {
      s = 115; // LONG S -> s
      i += 1;
    }
    if (a >= 0) each(row(a, b, s));
    a = b;
    b = s;
  }
}

/**
 * The rows a file must have for `needle`, sorted and distinct; undefined when the needle has no
 * usable trigram (then every file must be read).
 */
export function needleTrigramRows(needle: string, caseSensitive: boolean): number[] | undefined {
  const rows = new Set<number>();
  const runs = caseSensitive ? [needle] : needle.split(/[^\x00-\x7f]+/);
  for (const run of runs) forEachTrigramRow(Buffer.from(run, 'utf8'), (r) => rows.add(r));
  if (rows.size === 0) return undefined;
  const sorted = [...rows].sort((x, y) => x - y);
  if (sorted.length <= MAX_NEEDLE_ROWS) return sorted;
  const step = sorted.length / MAX_NEEDLE_ROWS;
  return Array.from({ length: MAX_NEEDLE_ROWS }, (_, i) => sorted[Math.floor(i * step)] as number);
}

/** Bytes of one row for `files` files (one bit per file, file i at bit i % 8 of byte i / 8). */
export function rowBytesFor(files: number): number {
  return Math.ceil(files / 8);
}

/** Sets file `col`'s bits in a bit-sliced matrix of TRIGRAM_ROWS rows of `rowBytes` bytes. */
export function addFileToMatrix(matrix: Uint8Array, rowBytes: number, col: number, bytes: Uint8Array): void {
  const byte = col >> 3;
  const bit = 1 << (col & 7);
  forEachTrigramRow(bytes, (r) => {
    const at = r * rowBytes + byte;
    matrix[at] = (matrix[at] as number) | bit;
  });
}
