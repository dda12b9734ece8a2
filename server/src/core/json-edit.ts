/**
 * Byte-preserving edits of a hand-editable JSON object file (manifest.json). Parsing and
 * re-serialising would rewrite everything a person typed: duplicate keys collapse, long integers
 * lose digits, `1.50` becomes `1.5`, `\u0038` escapes become raw characters (so a token the secret
 * check never saw lands on disk). Instead the text is tokenised, the span of one top-level value
 * is found and only that span is replaced; every other byte stays as it was.
 */

interface Member {
  /** The key, decoded (so `"a\u0062"` is `ab`). */
  key: string;
  valueStart: number;
  valueEnd: number;
  /** Offset of the key's opening quote. */
  keyStart: number;
}

interface TopLevel {
  /** Offset of the closing `}` of the top-level object. */
  close: number;
  members: Member[];
}

const WS = new Set([' ', '\t', '\n', '\r']);

function skipWs(text: string, i: number): number {
  while (i < text.length && WS.has(text[i] as string)) i++;
  return i;
}

/** End (exclusive) of the string token starting at the quote at `i`. */
function scanString(text: string, i: number): number {
  let j = i + 1;
  while (j < text.length) {
    const c = text[j];
    if (c === '\\') j += 2;
    else if (c === '"') return j + 1;
    else j++;
  }
  return -1;
}

/** End (exclusive) of the value starting at `i` (text already known to be valid JSON). */
function scanValue(text: string, i: number): number {
  const c = text[i];
  if (c === '"') return scanString(text, i);
  if (c === '{' || c === '[') {
    let depth = 0;
    let j = i;
    while (j < text.length) {
      const d = text[j];
      if (d === '"') {
        j = scanString(text, j);
        if (j < 0) return -1;
        continue;
      }
      if (d === '{' || d === '[') depth++;
      else if (d === '}' || d === ']') {
        depth--;
        if (depth === 0) return j + 1;
      }
      j++;
    }
    return -1;
  }
  let j = i;
  while (j < text.length && !WS.has(text[j] as string) && text[j] !== ',' && text[j] !== '}' && text[j] !== ']') j++;
  return j;
}

/** The top-level object's members with their spans, or null when the text is not one JSON object. */
function topLevel(text: string): TopLevel | null {
  try {
    const data = JSON.parse(text) as unknown;
    if (!data || typeof data !== 'object' || Array.isArray(data)) return null;
  } catch {
    return null;
  }
  let i = skipWs(text, 0);
  if (text[i] !== '{') return null;
  i = skipWs(text, i + 1);
  const members: Member[] = [];
  if (text[i] === '}') return { close: i, members };
  for (;;) {
    const keyStart = i;
    const keyEnd = scanString(text, i);
    if (keyEnd < 0) return null;
    const key = JSON.parse(text.slice(keyStart, keyEnd)) as string;
    i = skipWs(text, keyEnd);
    if (text[i] !== ':') return null;
    const valueStart = skipWs(text, i + 1);
    const valueEnd = scanValue(text, valueStart);
    if (valueEnd < 0) return null;
    members.push({ key, keyStart, valueStart, valueEnd });
    i = skipWs(text, valueEnd);
    if (text[i] === '}') return { close: i, members };
    if (text[i] !== ',') return null;
    i = skipWs(text, i + 1);
  }
}

/** The value rendered as the tools write it, continuation lines indented like its key. */
function render(value: unknown, indent: string, eol: string): string {
  return JSON.stringify(value, null, 2).split('\n').join(`${eol}${indent}`);
}

function lineIndentBefore(text: string, at: number): string {
  let s = at;
  while (s > 0 && (text[s - 1] === ' ' || text[s - 1] === '\t')) s--;
  return s === 0 || text[s - 1] === '\n' ? text.slice(s, at) : '';
}

/**
 * Sets top-level keys of a JSON object text. A key present (the last occurrence, the one every
 * parser reads) has only its value replaced, and only when the value differs; a missing key is
 * added after the last member, in the file's indentation and line ends. Returns null when the
 * text is not a JSON object (the caller leaves such a file alone).
 */
export function setJsonMembers(text: string, changes: Readonly<Record<string, unknown>>): string | null {
  const parsed = topLevel(text);
  if (!parsed) return null;
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const edits: { start: number; end: number; insert: string }[] = [];
  const missing: [string, unknown][] = [];
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) continue;
    const member = parsed.members.filter((m) => m.key === key).at(-1);
    if (!member) {
      missing.push([key, value]);
      continue;
    }
    const old = JSON.parse(text.slice(member.valueStart, member.valueEnd)) as unknown;
    if (JSON.stringify(old) === JSON.stringify(value)) continue;
    edits.push({ start: member.valueStart, end: member.valueEnd, insert: render(value, lineIndentBefore(text, member.keyStart), eol) });
  }
  if (missing.length) {
    const last = parsed.members.at(-1);
    const indent = last ? lineIndentBefore(text, last.keyStart) || '  ' : '  ';
    const added = missing.map(([k, v]) => `${eol}${indent}${JSON.stringify(k)}: ${render(v, indent, eol)}`).join(',');
    if (last) edits.push({ start: last.valueEnd, end: last.valueEnd, insert: `,${added}` });
    else edits.push({ start: parsed.close, end: parsed.close, insert: `${added}${eol}` });
  }
  edits.sort((a, b) => b.start - a.start);
  let out = text;
  for (const e of edits) out = out.slice(0, e.start) + e.insert + out.slice(e.end);
  return out;
}
