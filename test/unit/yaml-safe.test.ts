import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MemoryError } from '../../server/src/core/errors.js';
import { MAX_YAML_NESTING, parseYaml, stringifyYaml } from '../../server/src/core/yaml-safe.js';
import { caught } from '../helpers/errors.js';

describe('parseYaml', () => {
  it('parses the seed 000 folder manifest', () => {
    const text = [
      '# Auto-managed by the MCP server.',
      'last_updated: "2025-01-15"',
      'stale: false',
      'description: null',
      'files:',
      '  - name: "roadmap.md"',
      '    description: "Product roadmap."',
      '    stale_after: null',
    ].join('\n');
    expect(parseYaml(text, '_index.yaml')).toEqual({
      last_updated: '2025-01-15',
      stale: false,
      description: null,
      files: [{ name: 'roadmap.md', description: 'Product roadmap.', stale_after: null }],
    });
  });

  it('keeps YAML 1.1 look-alikes as strings: dates, yes/no/on/off, sexagesimals', () => {
    expect(parseYaml('d: 2025-01-15\nt: 2025-01-15T10:00:00Z\nn: no\ny: yes\no: on\nf: off\ns: 1:30\nz: 012', 'x')).toEqual({
      d: '2025-01-15',
      t: '2025-01-15T10:00:00Z',
      n: 'no',
      y: 'yes',
      o: 'on',
      f: 'off',
      s: '1:30',
      z: 12,
    });
  });

  it('returns null for an empty or comment-only document, and scalars as they are', () => {
    expect(parseYaml('', 'x')).toBeNull();
    expect(parseYaml('# only a comment\n', 'x')).toBeNull();
    expect(parseYaml('42', 'x')).toBe(42);
    expect(parseYaml('- a\n- b', 'x')).toEqual(['a', 'b']);
  });

  it('accepts CRLF line endings and a BOM', () => {
    expect(parseYaml('\uFEFFa: 1\r\nb: [x, y]\r\n', 'x')).toEqual({ a: 1, b: ['x', 'y'] });
  });

  it.each([
    ['a: 1\na: 2\n', /^f\.yaml is not valid YAML: Map keys must be unique \(line 2\)\.$/],
    ['"a": 1\n\'a\': 2\n', /Map keys must be unique \(line 2\)/],
    ['1: a\n"1": b\n', /Map keys must be unique \(line 2\)/],
    ['a: [1\n', /line 2/],
    ['a: b: c\n', /Nested mappings are not allowed in compact mappings \(line 1\)/],
    ['k: 1\n  bad: indent\n', /\(line \d\)/],
    ['@foo', /reserved character @ \(line 1\)/],
    ['--- a\n--- b\n', /more than one document .* \(line 2\)/],
    ['a: 1\n...\nb: 2', /more than one document/],
    ['a: !!js/function "x"\n', /Unresolved tag: tag:yaml.org,2002:js\/function \(line 1\)/],
    ['a: !custom x\n', /Unresolved tag/],
    ['a: !!binary aGVsbG8=\n', /Unresolved tag/],
    ['a: !!timestamp 2025-01-01\n', /Unresolved tag/],
    ['a: !!set {x, y}\n', /Unresolved tag/],
    ['a: &anchor [1]\nb: *anchor\n', /alias \*anchor.* \(line 2\)/],
    ['? [a, b]\n: c\n', /keys must be plain text \(line 1\)/],
    ['? {a: 1}\n: c\n', /keys must be plain text/],
    ['__proto__: {polluted: true}\n', /the key "__proto__" is not allowed \(line 1\)/],
    ['a:\n  b:\n    "__proto__": 1\n', /"__proto__" is not allowed \(line 3\)/],
    ['- {__proto__: x}\n', /"__proto__"/],
    ['a: "unterminated\n', /line/],
    ['\t- tab indented\n', /line 1/],
  ])('refuses %j with one sentence that names the problem and the line', (text, expected) => {
    const e = caught(() => parseYaml(text, 'f.yaml'));
    expect(e.code).toBe('INVALID_FORMAT');
    expect(e.message).toMatch(/^f\.yaml is not valid YAML: /);
    expect(e.message).toMatch(expected);
    expect(e.message).not.toContain('\n');
    expect(e.hint).toBeTruthy();
  });

  it('refuses a billion-laughs document without expanding it', () => {
    const lines = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]'];
    for (let i = 1; i < 9; i++) {
      const prev = String.fromCharCode(96 + i);
      lines.push(`${String.fromCharCode(97 + i)}: &${String.fromCharCode(97 + i)} [${Array(9).fill(`*${prev}`).join(',')}]`);
    }
    expect(caught(() => parseYaml(lines.join('\n'), 'bomb.yaml')).message).toMatch(/alias/);
  });

  it('never pollutes Object.prototype', () => {
    for (const text of ['__proto__:\n  polluted: yes', 'constructor:\n  prototype:\n    polluted: yes', '"__proto__": {"polluted": 1}']) {
      try {
        const value = parseYaml(text, 'x') as Record<string, unknown>;
        Object.assign({}, value);
        void { ...value };
      } catch {
        // refused: fine
      }
    }
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('returns objects with the ordinary prototype and no __proto__ own key', () => {
    const value = parseYaml('a: {b: 1}', 'x') as Record<string, unknown>;
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.getPrototypeOf(value['a'])).toBe(Object.prototype);
  });

  it(`accepts nesting up to ${MAX_YAML_NESTING} levels and refuses deeper, flow or block`, () => {
    const flow = (n: number) => '['.repeat(n) + ']'.repeat(n);
    const block = (n: number) => `${'- '.repeat(n)}x`;
    expect(() => parseYaml(flow(MAX_YAML_NESTING), 'x')).not.toThrow();
    expect(() => parseYaml(block(MAX_YAML_NESTING), 'x')).not.toThrow();
    expect(caught(() => parseYaml(flow(MAX_YAML_NESTING + 1), 'x')).message).toMatch(/nests more than 64 levels deep \(line 1\)/);
    expect(caught(() => parseYaml(block(MAX_YAML_NESTING + 1), 'x')).message).toMatch(/nests more than 64 levels/);
    const indented = Array.from({ length: 100 }, (_, i) => `${' '.repeat(i)}k${i}:`).join('\n');
    expect(caught(() => parseYaml(indented, 'x')).message).toMatch(/nests more than 64 levels deep \(line 65\)/);
  });

  // Regression: in yaml 2.9.1 a 999-level flow sequence followed by a 999-level block sequence
  // aborted the whole process (V8 "RegExpCompiler Allocation failed").
  it('survives the deep-nesting sequence that once aborted the process', () => {
    expect(caught(() => parseYaml('['.repeat(999) + ']'.repeat(999), 'x')).code).toBe('INVALID_FORMAT');
    expect(caught(() => parseYaml(`${'- '.repeat(999)}x`, 'x')).code).toBe('INVALID_FORMAT');
    expect(caught(() => parseYaml('['.repeat(400_000) + ']'.repeat(400_000), 'x')).code).toBe('INVALID_FORMAT');
    expect(parseYaml('a: [1, 2]', 'x')).toEqual({ a: [1, 2] });
  });

  it('refuses more than 1 MiB, counted in UTF-8 bytes, before parsing', () => {
    const ascii = `a: "${'x'.repeat(1024 * 1024)}"`;
    expect(caught(() => parseYaml(ascii, 'big.yaml')).code).toBe('TOO_LARGE');
    const multibyte = `a: "${'é'.repeat(600_000)}"`; // 600k chars, 1.2 MB
    expect(multibyte.length).toBeLessThan(1024 * 1024);
    expect(caught(() => parseYaml(multibyte, 'big.yaml')).message).toBe('big.yaml is larger than the 1 MiB that a YAML file may have.');
    expect(parseYaml(`a: "${'x'.repeat(1000)}"`, 'x')).toEqual({ a: 'x'.repeat(1000) });
  });

  it('never throws anything but a MemoryError, whatever the input', () => {
    const yamlish = fc
      .array(
        fc.constantFrom(
          'a',
          ':',
          ' ',
          '\n',
          '- ',
          '[',
          ']',
          '{',
          '}',
          '&x ',
          '*x',
          '!!',
          '"',
          "'",
          '#',
          '---',
          '...',
          '? ',
          '|',
          '>',
          '\t',
          '%YAML 1.1\n',
          '__proto__',
          '\ud800',
          '0x1',
          '~',
        ),
        { maxLength: 40 },
      )
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(fc.oneof(yamlish, fc.string({ unit: 'binary', maxLength: 100 })), (text) => {
        try {
          parseYaml(text, 'x');
        } catch (e) {
          expect(e).toBeInstanceOf(MemoryError);
          expect((e as MemoryError).code).toBe('INVALID_FORMAT');
        }
      }),
      { numRuns: 3000 },
    );
  });
});

describe('stringifyYaml', () => {
  it('writes the seed 000 folder manifest in its documented form', () => {
    const manifest = {
      last_updated: '2025-01-15',
      stale: false,
      description: null,
      last_entry_date: null,
      files: [{ name: 'roadmap.md', description: 'Product roadmap and milestone timeline.', read_when: 'Planning: next sprint', stale_after: null }],
    };
    expect(stringifyYaml(manifest)).toBe(
      [
        'last_updated: "2025-01-15"',
        'stale: false',
        'description: null',
        'last_entry_date: null',
        'files:',
        '  - name: "roadmap.md"',
        '    description: "Product roadmap and milestone timeline."',
        '    read_when: "Planning: next sprint"',
        '    stale_after: null',
        '',
      ].join('\n'),
    );
  });

  it('writes empty collections in flow style, and never folds long lines', () => {
    const long = 'word '.repeat(100).trim();
    expect(stringifyYaml({ tags: [], meta: {}, long })).toBe(`tags: []\nmeta: {}\nlong: "${long}"\n`);
  });

  it('quotes keys only when needed', () => {
    expect(stringifyYaml({ plain_key: 1, 'needs: quotes': 2, '': 3 })).toBe('plain_key: 1\n"needs: quotes": 2\n"": 3\n');
  });

  it('escapes line breaks and control characters inside strings', () => {
    expect(stringifyYaml({ s: 'a\nb\t\u0000' })).toBe('s: "a\\nb\\t\\u0000"\n');
  });

  it('writes a shared object twice instead of an anchor and alias', () => {
    const shared = { a: 1 };
    const text = stringifyYaml({ x: shared, y: shared });
    expect(text).not.toMatch(/[&*]/);
    expect(parseYaml(text, 'x')).toEqual({ x: { a: 1 }, y: { a: 1 } });
  });

  it('skips undefined properties and writes -0 as 0', () => {
    expect(stringifyYaml({ a: undefined, b: -0 })).toBe('b: 0\n');
  });

  it.each([
    ['NaN', { n: Number.NaN }],
    ['Infinity', { n: Number.POSITIVE_INFINITY }],
    ['a function', { f: () => 1 }],
    ['a bigint', { b: 1n }],
    ['a Date', { d: new Date(0) }],
    ['a Map', { m: new Map() }],
    ['an undefined array item', { a: [undefined] }],
    ['a __proto__ key', JSON.parse('{"__proto__": {"x": 1}}') as unknown],
    ['undefined', undefined],
  ])('refuses %s', (_name, value) => {
    expect(caught(() => stringifyYaml(value)).code).toBe('INVALID_INPUT');
  });

  it('refuses a cycle instead of overflowing the stack', () => {
    const a: Record<string, unknown> = {};
    a['self'] = a;
    expect(caught(() => stringifyYaml(a)).message).toMatch(/contains itself/);
  });

  const plainValue = fc.letrec((tie) => ({
    value: fc.oneof(
      { depthSize: 'small' },
      fc.constant(null),
      fc.boolean(),
      fc.integer(),
      fc.double({ noNaN: true, noDefaultInfinity: true }),
      fc.string({ unit: 'binary', maxLength: 30 }),
      fc.constantFrom('2025-01-15', 'no', 'yes', 'null', '~', '0x10', '1e3', '- x', 'a: b', '#c', '', ' padded ', "it's", '"q"', '\\'),
      fc.array(tie('value'), { maxLength: 4 }),
      fc.dictionary(
        fc.string({ unit: 'binary', maxLength: 10 }).filter((k) => k !== '__proto__'),
        tie('value'),
        { maxKeys: 4 },
      ),
    ),
  })).value;

  it('round-trips: parseYaml(stringifyYaml(v)) equals v for plain data', () => {
    fc.assert(
      fc.property(plainValue, (value) => {
        const normalised = JSON.parse(JSON.stringify(value)) as unknown;
        expect(parseYaml(stringifyYaml(value), 'x')).toEqual(normalised);
      }),
      { numRuns: 2000 },
    );
  });

  it('is deterministic: the same value always gives the same text', () => {
    fc.assert(
      fc.property(plainValue, (value) => {
        expect(stringifyYaml(structuredClone(value))).toBe(stringifyYaml(value));
      }),
    );
  });
});
