import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { setJsonMembers } from '../../server/src/core/json-edit.js';
import { setYamlMembers } from '../../server/src/core/yaml-edit.js';
import { parseYaml } from '../../server/src/core/yaml-safe.js';
import { handLinesOf, withHandLines } from '../../server/src/core/people-md.js';

describe('setJsonMembers', () => {
  it('replaces only the value span of an existing key, the last of duplicates', () => {
    const text = '{"a": 1, "a": 2.50, "b": [1,\n 2], "n": 12345678901234567890}';
    expect(setJsonMembers(text, { a: 3 })).toBe('{"a": 1, "a": 3, "b": [1,\n 2], "n": 12345678901234567890}');
    expect(setJsonMembers(text, { b: [1, 2] })).toBe(text);
  });

  it('finds keys written with escapes and adds missing ones in the file indentation', () => {
    const text = '{\n    "s\\u0065ssionCount": 1\n}\n';
    expect(setJsonMembers(text, { sessionCount: 2 })).toBe('{\n    "s\\u0065ssionCount": 2\n}\n');
    expect(setJsonMembers(text, { ids: ['D1'] })).toBe('{\n    "s\\u0065ssionCount": 1,\n    "ids": [\n      "D1"\n    ]\n}\n');
    expect(setJsonMembers('{}', { a: 1 })).toBe('{\n  "a": 1\n}');
    expect(setJsonMembers('{\r\n  "x": "y"\r\n}\r\n', { a: [1] })).toBe('{\r\n  "x": "y",\r\n  "a": [\r\n    1\r\n  ]\r\n}\r\n');
  });

  it('refuses text that is not one JSON object', () => {
    for (const bad of ['', '[]', '{"a": 1', '{"a": 1} x', 'null', '{"a": 1,}']) expect(setJsonMembers(bad, { a: 2 })).toBeNull();
  });

  it('always yields JSON whose changed keys hold the new values and whose other keys are unchanged', () => {
    const json = fc.jsonValue({ maxDepth: 2 });
    fc.assert(
      fc.property(
        fc.dictionary(fc.string({ maxLength: 5 }), json),
        fc.dictionary(fc.constantFrom('a', 'b', 'sessionCount'), json),
        fc.boolean(),
        (obj, changes, pretty) => {
          const text = JSON.stringify(obj, null, pretty ? 2 : 0);
          const out = setJsonMembers(text, changes);
          expect(out).not.toBeNull();
          const parsed = JSON.parse(out as string) as Record<string, unknown>;
          expect(JSON.stringify(parsed)).toBe(JSON.stringify(JSON.parse(JSON.stringify({ ...obj, ...changes }))));
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('setYamlMembers', () => {
  it('replaces one field and keeps comments and other keys', () => {
    const text = '# head\nid: "x"  # keep\npaths:\n  - "/a"\nupdated: 2026-01-01\nextra: 1.50\n';
    const out = setYamlMembers(text, { paths: ['/a', '/b'], updated: '2026-02-02' }) as string;
    expect(out).toBe('# head\nid: "x"  # keep\npaths:\n  - "/a"\n  - "/b"\nupdated: "2026-02-02"\nextra: 1.50\n');
    expect(parseYaml(out, 'x')).toEqual({ id: 'x', paths: ['/a', '/b'], updated: '2026-02-02', extra: 1.5 });
    expect(setYamlMembers(text, { paths: ['/a'] })).toBe(text);
    expect(setYamlMembers('id: x', { paths: [] })).toBe('id: x\npaths: []\n');
    expect(setYamlMembers('{id: x}', { paths: [] })).toBeNull();
  });
});

describe('handLinesOf (people.md)', () => {
  const generated = '# People — Demo\n\n_Auto-managed._\n\n## Acme (@acme)\n\n- **Jane** (@jane) — CTO\n';
  it('keeps what the generator did not write, and drops stale generated lines', () => {
    const current = `${generated}- **Old Title** (@jane) — CEO\n- **Gone** (@gone)\n## Other\n\n- **Ann** (@ann)\nCall Bob on Tuesdays.\n`;
    expect(handLinesOf(current, generated)).toEqual(['Call Bob on Tuesdays.']);
    expect(handLinesOf(`${generated}## Contractors\n\n- Carol\n`, generated)).toEqual(['## Contractors', '- Carol']);
    const once = withHandLines(generated, ['- Carol']);
    expect(withHandLines(generated, handLinesOf(once, generated))).toBe(once);
    expect(handLinesOf(generated, generated)).toEqual([]);
  });

  it('reads headings with the one line grammar: a `#` line in fenced code is a hand line, not a title', () => {
    const fenced = '```bash\n# call the vendor first\n## then the bank\n```';
    expect(handLinesOf(`${generated}\n${fenced}\n`, generated)).toEqual(fenced.split('\n'));
  });
});
