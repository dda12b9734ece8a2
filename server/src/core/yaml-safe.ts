/**
 * YAML for hand-editable memory files, parsed defensively: size cap first, no aliases (a
 * billion-laughs document is refused), unique keys, the YAML 1.2 core schema (no dates, no `no` ->
 * false surprises of 1.1), and any warning treated as an error.
 */
import { parseDocument, stringify } from 'yaml';
import { MemoryError } from './errors.js';

export const MAX_YAML_BYTES = 1024 * 1024;

/** Copies into plain data with no inherited prototype surprises (`__proto__` keys are refused). */
function toPlain(value: unknown, what: string, depth = 0): unknown {
  if (depth > 64) throw new MemoryError('INVALID_FORMAT', `${what} is nested more than 64 levels deep.`);
  if (Array.isArray(value)) return value.map((v) => toPlain(v, what, depth + 1));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
      if (k === '__proto__' || k === 'constructor' || k === 'prototype') {
        throw new MemoryError('INVALID_FORMAT', `${what} uses the reserved key "${k}".`);
      }
      out[k] = toPlain(v, what, depth + 1);
    }
    return out;
  }
  return value;
}

export function parseYaml(text: string, what: string): unknown {
  if (Buffer.byteLength(text) > MAX_YAML_BYTES) {
    throw new MemoryError('TOO_LARGE', `${what} is over ${MAX_YAML_BYTES} bytes of YAML.`);
  }
  const doc = parseDocument(text, { schema: 'core', uniqueKeys: true, prettyErrors: false, strict: true, version: '1.2' });
  const problem = doc.errors[0] ?? doc.warnings[0];
  if (problem) {
    const line = problem.linePos?.[0]?.line;
    const reason = problem.message.split('\n')[0]?.replace(/\s+at line \d+.*$/, '') ?? 'parse error';
    throw new MemoryError('INVALID_FORMAT', `${what} is not valid YAML: ${reason}${line ? ` (line ${line})` : ''}.`);
  }
  let value: unknown;
  try {
    value = doc.toJS({ maxAliasCount: 0 });
  } catch (e) {
    throw new MemoryError('INVALID_FORMAT', `${what} is not valid YAML: ${(e as Error).message.split('\n')[0]}.`, 'Memory YAML files may not use anchors and aliases.');
  }
  return toPlain(value, what);
}

/** Deterministic output: no anchors, no line folding, keys in insertion order. */
export function stringifyYaml(value: unknown): string {
  return stringify(value, { aliasDuplicateObjects: false, lineWidth: 0, version: '1.2', schema: 'core' });
}
