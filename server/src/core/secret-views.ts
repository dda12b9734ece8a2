/**
 * Decoded views of a text, so that a secret written in an escaped form is seen as what a program
 * reading the file gets: JSON/JavaScript/YAML escapes (`\u0067`, `\x67`, `\U00000067`, `\/`),
 * percent-encoding (`%67`) and HTML character references (`&#103;`), and, in YAML (a `.yaml` file
 * or a Markdown file's front matter), a double-quoted scalar continued with `\` at the end of a
 * line, the one YAML form that joins two lines of the file into one word.
 *
 * Each view maps a range of its text back to the spans of the original that produced it, so a
 * finding names the original line and masks the original characters.
 */
import { isScalar, parseAllDocuments, visit } from 'yaml';

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
  let out = word.replace(/\\(?:u\{([0-9A-Fa-f]{1,6})\}|u([0-9A-Fa-f]{4})|U([0-9A-Fa-f]{8})|x([0-9A-Fa-f]{2})|(.))/gs, (whole, braced, u4, u8, x2, other: string | undefined) => {
    const hex = braced ?? u4 ?? u8 ?? x2;
    if (hex !== undefined) {
      const code = parseInt(hex, 16);
      // Lone surrogates from \uD83D\uDE00 are joined again by the concatenation below.
      return code <= 0x10ffff ? (code >= 0xd800 && code <= 0xdfff ? String.fromCharCode(code) : String.fromCodePoint(code)) : whole;
    }
    return other !== undefined && other in SIMPLE_ESCAPES ? (SIMPLE_ESCAPES[other] as string) : (other ?? '');
  });
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
 * The lines that contain an escape, each decoded word by word (an escape never spans whitespace),
 * joined by newlines; null when no line changes.
 */
export function escapeView(text: string): View | null {
  if (!ESCAPED.test(text)) return null;
  // For each decoded piece: [viewStart, viewEnd, originalStart, originalEnd].
  const pieces: [number, number, number, number][] = [];
  const parts: string[] = [];
  let viewLength = 0;
  let lineStart = 0;
  while (lineStart <= text.length) {
    const nl = text.indexOf('\n', lineStart);
    const lineEnd = nl === -1 ? text.length : nl;
    const line = text.slice(lineStart, lineEnd);
    if (ESCAPED.test(line)) {
      const decoded: string[] = [];
      let lineView = viewLength + (parts.length > 0 ? 1 : 0);
      const base = lineView;
      for (const m of line.matchAll(/\S+|\s+/g)) {
        const piece = /\s/.test(m[0][0] as string) ? m[0] : decodeWord(m[0]);
        pieces.push([lineView, lineView + piece.length, lineStart + (m.index as number), lineStart + (m.index as number) + m[0].length]);
        decoded.push(piece);
        lineView += piece.length;
      }
      const joined = decoded.join('');
      if (joined !== line) {
        parts.push(joined);
        viewLength = base + joined.length;
      } else {
        while (pieces.length > 0 && (pieces[pieces.length - 1] as [number, number, number, number])[0] >= base) pieces.pop();
      }
    }
    if (nl === -1) break;
    lineStart = nl + 1;
  }
  if (parts.length === 0) return null;
  return {
    text: parts.join('\n'),
    origin: (start, end) => pieces.filter(([vs, ve]) => vs < end && ve > start).map(([, , os, oe]) => [os, oe]),
  };
}

/** The YAML part of a text of this format, as [offset, yaml text], or null. */
function yamlPart(text: string, format: TextFormat): [number, string] | null {
  if (format === 'yaml') return [0, text];
  if (format !== 'markdown') return null;
  const m = /^(\uFEFF?---[ \t]*\r?\n)([\s\S]*?\r?\n)---[ \t]*(?:\r?\n|$)/.exec(text);
  return m ? [(m[1] as string).length, m[2] as string] : null;
}

export type TextFormat = 'json' | 'yaml' | 'markdown' | 'text';

export function formatOf(path: string | undefined): TextFormat {
  if (!path) return 'text';
  if (/\.json$/i.test(path)) return 'json';
  if (/\.ya?ml$/i.test(path)) return 'yaml';
  if (/\.(?:md|markdown)$/i.test(path)) return 'markdown';
  return 'text';
}

/**
 * The string values of a YAML text (or front matter) that span lines joined by a `\` line
 * continuation in double quotes, as they parse; null when there are none. Only such scalars are
 * added: every other decoding works inside one word and is covered by `escapeView`.
 */
export function yamlView(text: string, format: TextFormat): View | null {
  const part = yamlPart(text, format);
  if (!part || !/\\\r?\n/.test(part[1])) return null;
  const [offset, source] = part;
  const values: [string, number, number][] = [];
  let docs;
  try {
    docs = parseAllDocuments(source, { version: '1.2', strict: false, uniqueKeys: false, prettyErrors: false });
  } catch {
    return null;
  }
  for (const doc of Array.isArray(docs) ? docs : [docs]) {
    visit(doc, {
      Scalar(_key, node) {
        if (!isScalar(node) || node.type !== 'QUOTE_DOUBLE' || typeof node.value !== 'string' || !node.range) return;
        const [start, end] = node.range;
        if (/\\\r?\n/.test(source.slice(start, end))) values.push([node.value, offset + start, offset + end]);
      },
    });
  }
  if (values.length === 0) return null;
  const starts: number[] = [];
  let at = 0;
  for (const [value] of values) {
    starts.push(at);
    at += value.length + 1;
  }
  return {
    text: values.map(([v]) => v).join('\n'),
    origin: (start, end) =>
      values.filter((_v, i) => (starts[i] as number) < end && (starts[i] as number) + (values[i] as [string, number, number])[0].length > start).map(([, os, oe]) => [os, oe]),
  };
}
