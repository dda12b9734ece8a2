/**
 * Decoded views of a text, so that a secret written in an escaped form is seen as what a program
 * reading the file gets: JSON/JavaScript/YAML escapes (`\u0067`, `\x67`, `\U00000067`, `\/`),
 * percent-encoding (`%67`) and HTML character references (`&#103;`), and a line continued with `\`
 * at its end (a YAML double-quoted scalar, in a `.yaml` file or in front matter; a shell command),
 * the one form in which two lines of the file make one word. Both views are plain text
 * transforms, linear in the text: parsing a large YAML file to find its scalars took seconds.
 *
 * Each view maps a range of its text back to the spans of the original that produced it, so a
 * finding names the original line and masks the original characters.
 */

export interface View {
  text: string;
  /** Original spans [start, end) that produced view[start, end). */
  origin(start: number, end: number): [number, number][];
}

const ESCAPED = /\\|%[0-9A-Fa-f]{2}|&#/;
const SIMPLE_ESCAPES: Record<string, string> = { n: ' ', r: ' ', t: ' ', b: '', f: '', v: '', '0': '', a: '', e: '', N: '', _: '\u00a0', L: ' ', P: ' ' };

/** Decodes the escapes of one whitespace-free word; returns it unchanged when there are none. */
export function decodeWord(word: string): string {
  if (!ESCAPED.test(word)) return word;
  let out = word.replace(
    /\\(?:u\{([0-9A-Fa-f]{1,6})\}|u([0-9A-Fa-f]{4})|U([0-9A-Fa-f]{8})|x([0-9A-Fa-f]{2})|(.))/gs,
    (whole, braced, u4, u8, x2, other: string | undefined) => {
      const hex = braced ?? u4 ?? u8 ?? x2;
      if (hex !== undefined) {
        const code = parseInt(hex, 16);
        // Lone surrogates from \uD83D\uDE00 are joined again by the concatenation below.
        return code <= 0x10ffff ? (code >= 0xd800 && code <= 0xdfff ? String.fromCharCode(code) : String.fromCodePoint(code)) : whole;
      }
      return other !== undefined && other in SIMPLE_ESCAPES ? (SIMPLE_ESCAPES[other] as string) : (other ?? '');
    },
  );
  out = out.replace(/%([0-9A-Fa-f]{2})/g, (whole, hex: string) => {
    const code = parseInt(hex, 16);
    return code < 0x80 ? String.fromCharCode(code) : whole;
  });
  out = out.replace(/&#(?:[xX]([0-9A-Fa-f]{1,6})|([0-9]{1,7}));/g, (whole, hex: string | undefined, dec: string | undefined) => {
    const code = hex !== undefined ? parseInt(hex, 16) : Number(dec);
    return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : whole;
  });
  return out;
}

/**
 * A view's text is built from pieces of the original: copied runs (mapped character for
 * character) and decoded words (mapped to the whole word). Pieces are in view order.
 */
class PieceMap {
  private readonly viewStarts: number[] = [];
  private readonly pieces: { view: number; length: number; orig: number; origEnd: number; exact: boolean }[] = [];

  add(view: number, length: number, orig: number, origEnd: number, exact: boolean): void {
    if (length === 0 && exact) return;
    this.viewStarts.push(view);
    this.pieces.push({ view, length, orig, origEnd, exact });
  }

  origin(start: number, end: number): [number, number][] {
    let low = 0;
    let high = this.viewStarts.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      const p = this.pieces[mid] as { view: number; length: number };
      if (p.view + p.length <= start) low = mid + 1;
      else high = mid;
    }
    const out: [number, number][] = [];
    for (let i = low; i < this.pieces.length; i++) {
      const p = this.pieces[i] as { view: number; length: number; orig: number; origEnd: number; exact: boolean };
      if (p.view >= end) break;
      if (!p.exact) out.push([p.orig, p.origEnd]);
      else out.push([p.orig + Math.max(0, start - p.view), p.orig + Math.min(p.length, end - p.view)]);
    }
    return out;
  }
}

const WORD = /\S+/g;

/**
 * The lines that contain an escape, each decoded word by word (an escape never spans whitespace),
 * joined by newlines; null when no line changes. `input` is the text to decode and `base` maps
 * its offsets to the original (for a view of a view).
 */
export function escapeView(text: string, base?: View): View | null {
  if (!ESCAPED.test(text)) return null;
  const map = new PieceMap();
  const parts: string[] = [];
  let viewLength = 0;
  let lineStart = 0;
  while (lineStart <= text.length) {
    const nl = text.indexOf('\n', lineStart);
    const lineEnd = nl === -1 ? text.length : nl;
    const line = text.slice(lineStart, lineEnd);
    if (ESCAPED.test(line)) {
      const changes: [number, number, string][] = [];
      for (const m of line.matchAll(WORD)) {
        const decoded = decodeWord(m[0]);
        if (decoded !== m[0]) changes.push([m.index as number, (m.index as number) + m[0].length, decoded]);
      }
      if (changes.length > 0) {
        let view = viewLength + (parts.length > 0 ? 1 : 0);
        let at = 0;
        const pieces: string[] = [];
        for (const [from, to, decoded] of changes) {
          map.add(view, from - at, lineStart + at, lineStart + from, true);
          pieces.push(line.slice(at, from));
          view += from - at;
          map.add(view, decoded.length, lineStart + from, lineStart + to, false);
          pieces.push(decoded);
          view += decoded.length;
          at = to;
        }
        map.add(view, line.length - at, lineStart + at, lineEnd, true);
        pieces.push(line.slice(at));
        view += line.length - at;
        parts.push(pieces.join(''));
        viewLength = view;
      }
    }
    if (nl === -1) break;
    lineStart = nl + 1;
  }
  if (parts.length === 0) return null;
  return { text: parts.join('\n'), origin: (start, end) => compose(base, map.origin(start, end)) };
}

function compose(base: View | undefined, spans: [number, number][]): [number, number][] {
  return base ? spans.flatMap(([s, e]) => base.origin(s, e)) : spans;
}

/**
 * The text with every line that ends in `\` joined to the next (its indentation dropped): how a
 * YAML double-quoted scalar, a shell command or a C string reads a continued line, the one form
 * in which two lines of a file make one word. Escapes in the joined text are decoded as well.
 */
export function continuationView(text: string): View | null {
  if (!/\\\r?\n/.test(text)) return null;
  const map = new PieceMap();
  const parts: string[] = [];
  let at = 0;
  let view = 0;
  for (const m of text.matchAll(/\\\r?\n[ \t]*/g)) {
    const from = m.index as number;
    map.add(view, from - at, at, from, true);
    parts.push(text.slice(at, from));
    view += from - at;
    at = from + m[0].length;
  }
  map.add(view, text.length - at, at, text.length, true);
  parts.push(text.slice(at));
  const joined: View = { text: parts.join(''), origin: (s, e) => map.origin(s, e) };
  return escapeView(joined.text, joined) ?? joined;
}

export type TextFormat = 'json' | 'yaml' | 'markdown' | 'text';

export function formatOf(path: string | undefined): TextFormat {
  if (!path) return 'text';
  if (/\.json$/i.test(path)) return 'json';
  if (/\.ya?ml$/i.test(path)) return 'yaml';
  if (/\.(?:md|markdown)$/i.test(path)) return 'markdown';
  return 'text';
}
