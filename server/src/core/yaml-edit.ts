/**
 * Byte-preserving edits of a hand-editable YAML mapping (`_meta.yaml`): a tool that changes one
 * field (`paths`, `updated`) replaces that field's lines only, so a person's comments, key order,
 * quoting and extra keys stay as they were. The text must already be valid (see yaml-safe.ts).
 */
import { isMap, isScalar, parseDocument } from 'yaml';
import { stringifyYaml } from './yaml-safe.js';

/**
 * Sets top-level keys of a block-mapping YAML text. A key present has its `key: value` lines
 * replaced (only when the value differs); a missing key is appended at the end. Returns null when
 * the text is not a top-level block mapping, so that the caller can fall back.
 */
export function setYamlMembers(text: string, changes: Readonly<Record<string, unknown>>): string | null {
  const doc = parseDocument(text, { version: '1.2', schema: 'core', keepSourceTokens: false });
  if (doc.errors.length || !isMap(doc.contents) || doc.contents.flow) return null;
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const pairs = doc.contents.items;
  const edits: { start: number; end: number; insert: string }[] = [];
  const appended: string[] = [];
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) continue;
    const rendered = stringifyYaml({ [key]: value })
      .replace(/\n$/, '')
      .split('\n')
      .join(eol);
    const pair = pairs.filter((p) => isScalar(p.key) && String(p.key.value) === key).at(-1);
    if (!pair) {
      appended.push(rendered);
      continue;
    }
    const keyRange = (pair.key as { range?: [number, number, number] }).range;
    const valueRange = (pair.value as { range?: [number, number, number] } | null)?.range;
    if (!keyRange || !valueRange) return null;
    // Only a key at the start of its line can be re-rendered as a whole `key: value` block.
    if (keyRange[0] > 0 && text[keyRange[0] - 1] !== '\n') return null;
    const current = (pair.value as { toJSON?: () => unknown } | null)?.toJSON?.() ?? null;
    if (JSON.stringify(current) === JSON.stringify(value)) continue;
    const end = valueRange[1];
    const slice = text.slice(keyRange[0], end);
    const tail = slice.endsWith('\r\n') ? '\r\n' : slice.endsWith('\n') ? '\n' : '';
    edits.push({ start: keyRange[0], end, insert: rendered + tail });
  }
  edits.sort((a, b) => b.start - a.start);
  let out = text;
  for (const e of edits) out = out.slice(0, e.start) + e.insert + out.slice(e.end);
  if (appended.length) {
    const sep = out === '' || out.endsWith('\n') ? '' : eol;
    out = `${out}${sep}${appended.join(eol)}${eol}`;
  }
  return out;
}
