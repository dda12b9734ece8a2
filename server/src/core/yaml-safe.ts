/**
 * YAML for memory files, parsed defensively (docs/ARCHITECTURE.md#threats, "Parsers"): a size cap before parsing,
 * YAML 1.2 core schema (so `2025-01-15` stays a string and `no` stays a string), no aliases (a
 * billion-laughs document is refused), unique keys, no explicit tags beyond the core schema, and
 * every error or warning refused with its line.
 *
 * Two hazards found while testing yaml 2.9.1 are handled here:
 * - nesting: the composer recurses per level and, past ~900 levels, catches its own stack overflow;
 *   a stack overflow inside V8's regexp compiler then left the process to abort later ("RegExpCompiler
 *   Allocation failed") on an ordinary parse. So nesting is measured on the CST (built without
 *   recursion) and refused beyond MAX_YAML_NESTING before anything is composed;
 * - prototype pollution: a `__proto__` key becomes an own property, which a later spread or
 *   Object.assign turns into a prototype change; such keys are refused.
 */
import { Composer, type CST, isPair, isScalar, LineCounter, Parser, stringify, visit, type YAMLError } from 'yaml';
import { MemoryError } from './errors.js';

export const MAX_YAML_BYTES = 1024 * 1024;
export const MAX_YAML_NESTING = 64;

const PARSE_OPTIONS = {
  version: '1.2',
  schema: 'core',
  resolveKnownTags: false,
  // Keys are compared as text: `1: a` and `"1": b` would otherwise both become the key "1".
  uniqueKeys: (a: unknown, b: unknown) => (isScalar(a) && isScalar(b) ? String(a.value) === String(b.value) : a === b),
  strict: true,
  logLevel: 'error',
} as const;

function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    else if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

function invalid(what: string, reason: string, line: number | null): MemoryError {
  const where = line === null ? '' : ` (line ${line})`;
  const sentence = reason.replace(/[.\s]+$/, '');
  return new MemoryError(
    'INVALID_FORMAT',
    `${what} is not valid YAML: ${sentence}${where}.`,
    'Fix the YAML at that line: "key: value" pairs, lists as "- item", quote values that contain ": " or start with a special character.',
  );
}

/** The offset of the first collection nested deeper than the limit, or -1. Iterative on purpose. */
function tooDeepAt(tokens: readonly CST.Token[]): number {
  const stack: [CST.Token, number][] = tokens.map((token) => [token, 0]);
  while (stack.length > 0) {
    const [token, depth] = stack.pop() as [CST.Token, number];
    if (token.type === 'document') {
      if (token.value) stack.push([token.value, depth]);
    } else if (token.type === 'block-map' || token.type === 'block-seq' || token.type === 'flow-collection') {
      if (depth + 1 > MAX_YAML_NESTING) return token.offset;
      for (const item of token.items as { key?: CST.Token | null; value?: CST.Token }[]) {
        if (item.key) stack.push([item.key, depth + 1]);
        if (item.value) stack.push([item.value, depth + 1]);
      }
    }
  }
  return -1;
}

/** The first part of a YAML library message, without its position suffix. */
function shortReason(error: YAMLError): string {
  return (error.message.split('\n')[0] as string).replace(/ at line \d+, column \d+:?$/, '');
}

/**
 * Parses one YAML document into plain data (objects, arrays, strings, numbers, booleans, null).
 * `what` names the document in errors, e.g. "projects/my-api/_meta.yaml". `maxBytes` is raised
 * only for files the server itself writes larger (a folder manifest of 20,000 files is ~2 MB).
 */
export function parseYaml(text: string, what: string, maxBytes = MAX_YAML_BYTES): unknown {
  if (text.length > maxBytes || utf8Length(text) > maxBytes) {
    throw new MemoryError(
      'TOO_LARGE',
      `${what} is larger than the ${maxBytes === MAX_YAML_BYTES ? '1 MiB' : `${maxBytes} bytes`} that a YAML file may have.`,
      'Split the data into smaller files, or move long text into Markdown.',
    );
  }
  const lineCounter = new LineCounter();
  const lineOf = (offset: number): number => lineCounter.linePos(offset).line;
  const tokens = Array.from(new Parser(lineCounter.addNewLine).parse(text));
  const deep = tooDeepAt(tokens);
  if (deep !== -1) throw invalid(what, `it nests more than ${MAX_YAML_NESTING} levels deep`, lineOf(deep));

  const docs = Array.from(new Composer(PARSE_OPTIONS).compose(tokens, true, text.length));
  const doc = docs[0];
  if (!doc) return null;
  if (docs.length > 1) throw invalid(what, 'it holds more than one document (a second "---" line)', lineOf((docs[1] as typeof doc).range[0]));
  const problem = doc.errors[0] ?? doc.warnings[0];
  if (problem) throw invalid(what, shortReason(problem), lineOf(problem.pos[0]));

  let refusal: MemoryError | null = null;
  visit(doc, {
    Alias(_, node) {
      refusal = invalid(what, `it uses the alias *${node.source}, and memory files do not allow aliases`, lineOf(node.range?.[0] ?? 0));
      return visit.BREAK;
    },
    Pair(_, pair) {
      if (!isPair(pair)) return undefined;
      const key = pair.key;
      if (key !== null && !isScalar(key)) {
        const offset = (key as { range?: [number, number, number] }).range?.[0] ?? 0;
        refusal = invalid(what, 'a key is a list or a mapping; keys must be plain text', lineOf(offset));
        return visit.BREAK;
      }
      if (isScalar(key) && String(key.value) === '__proto__') {
        refusal = invalid(what, 'the key "__proto__" is not allowed', lineOf(key.range?.[0] ?? 0));
        return visit.BREAK;
      }
      return undefined;
    },
  });
  if (refusal) throw refusal;
  try {
    return doc.toJS({ maxAliasCount: 0 });
  } catch (e) {
    throw invalid(what, e instanceof Error ? e.message : String(e), null);
  }
}

/** A checked copy of plain data, so that stringify output always parses back to an equal value. */
function plainData(value: unknown, path: string, ancestors: Set<object>): unknown {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new MemoryError('INVALID_INPUT', `Cannot write ${path} as YAML: ${value} is not a finite number.`);
    return Object.is(value, -0) ? 0 : value;
  }
  if (typeof value !== 'object') throw new MemoryError('INVALID_INPUT', `Cannot write ${path} as YAML: a ${typeof value} is not plain data.`);
  if (ancestors.has(value)) throw new MemoryError('INVALID_INPUT', `Cannot write ${path} as YAML: it contains itself.`);
  ancestors.add(value);
  try {
    if (Array.isArray(value)) {
      return value.map((item, i) => {
        if (item === undefined) throw new MemoryError('INVALID_INPUT', `Cannot write ${path}[${i}] as YAML: it is undefined.`);
        return plainData(item, `${path}[${i}]`, ancestors);
      });
    }
    const proto = Object.getPrototypeOf(value) as unknown;
    if (proto !== Object.prototype && proto !== null) {
      throw new MemoryError('INVALID_INPUT', `Cannot write ${path} as YAML: only plain objects and arrays are data.`);
    }
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      if (key === '__proto__') throw new MemoryError('INVALID_INPUT', `Cannot write ${path} as YAML: the key "__proto__" is not allowed.`);
      if (item === undefined) continue;
      out[key] = plainData(item, `${path}.${key}`, ancestors);
    }
    return out;
  } finally {
    ancestors.delete(value);
  }
}

/**
 * Deterministic YAML for plain data: keys in insertion order, no anchors or aliases, no line
 * folding, string values always double-quoted (as in the examples of docs/FORMATS.md, and so that YAML 1.1
 * readers do not turn "2025-01-15" into a date or "no" into false), keys quoted only when needed.
 */
export function stringifyYaml(value: unknown): string {
  return stringify(plainData(value, 'value', new Set()), {
    version: '1.2',
    schema: 'core',
    aliasDuplicateObjects: false,
    lineWidth: 0,
    minContentWidth: 0,
    indent: 2,
    indentSeq: true,
    defaultStringType: 'QUOTE_DOUBLE',
    defaultKeyType: 'PLAIN',
    doubleQuotedAsJSON: true,
  });
}
