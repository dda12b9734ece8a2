import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MemoryError } from '../../server/src/core/errors.js';
import { parseFrontmatter, validateKnowledgeFrontmatter } from '../../server/src/core/frontmatter.js';
import { caught } from '../helpers/errors.js';

const knowledge = [
  '---',
  'source: "meeting-2025-01-15"',
  'processed: "2025-01-16"',
  'method: "manual"',
  'model: null',
  'prompt_ref: null',
  '---',
  '# Notes',
  '',
  'Body.',
].join('\n');

describe('parseFrontmatter', () => {
  it('reads the knowledge entry of seed 000', () => {
    expect(parseFrontmatter(knowledge, 'knowledge/notes.md')).toEqual({
      data: { source: 'meeting-2025-01-15', processed: '2025-01-16', method: 'manual', model: null, prompt_ref: null },
      body: '# Notes\n\nBody.',
      raw: 'source: "meeting-2025-01-15"\nprocessed: "2025-01-16"\nmethod: "manual"\nmodel: null\nprompt_ref: null',
    });
  });

  it('returns the text unchanged when there is no front matter', () => {
    for (const text of ['', '# Title\n---\na: 1\n---', ' ---\na: 1\n---', '----\na: 1\n---', 'text']) {
      expect(parseFrontmatter(text, 'x.md')).toEqual({ data: null, body: text, raw: null });
    }
  });

  it('reads an unclosed leading --- as a thematic break, not front matter', () => {
    expect(parseFrontmatter('---\nSome text', 'x.md')).toEqual({ data: null, body: '---\nSome text', raw: null });
  });

  it('reads an empty block as an empty mapping', () => {
    expect(parseFrontmatter('---\n---\nbody', 'x.md')).toEqual({ data: {}, body: 'body', raw: '' });
    expect(parseFrontmatter('---\n# only a comment\n---\nbody', 'x.md')).toEqual({ data: {}, body: 'body', raw: '# only a comment' });
  });

  it('accepts CRLF, a BOM, trailing spaces on delimiters, ---yaml and ---yml', () => {
    expect(parseFrontmatter('\uFEFF---\r\na: 1\r\n---\r\nbody\r\n', 'x.md')).toEqual({ data: { a: 1 }, body: 'body\r\n', raw: 'a: 1' });
    expect(parseFrontmatter('---  \na: 1\n---  \nbody', 'x.md').data).toEqual({ a: 1 });
    expect(parseFrontmatter('---yaml\na: 1\n---\n', 'x.md')).toEqual({ data: { a: 1 }, body: '', raw: 'a: 1' });
    expect(parseFrontmatter('---YML\na: 1\n---', 'x.md')).toEqual({ data: { a: 1 }, body: '', raw: 'a: 1' });
  });

  it('keeps an unquoted date as the string it is', () => {
    expect(parseFrontmatter('---\nprocessed: 2025-01-16\n---\n', 'x.md').data).toEqual({ processed: '2025-01-16' });
  });

  it.each(['js', 'javascript', 'JS', 'coffee', 'json', 'toml', 'yamlx'])('refuses ---%s front matter without evaluating it', (language) => {
    const marker = `pwned_${language}`;
    const text = `---${language}\n{ a: (globalThis.${marker} = 1) }\n---\nbody`;
    const e = caught(() => parseFrontmatter(text, 'x.md'));
    expect(e.code).toBe('INVALID_FORMAT');
    expect(e.message).toBe(`x.md has front matter in "${language}", but only YAML front matter is allowed.`);
    expect((globalThis as Record<string, unknown>)[marker]).toBeUndefined();
  });

  it('refuses ---js even when the block is never closed', () => {
    expect(caught(() => parseFrontmatter('---js\nglobalThis.x = 1', 'x.md')).code).toBe('INVALID_FORMAT');
  });

  it('refuses a line starting with --- inside the block, where gray-matter alone would close it', () => {
    const e = caught(() => parseFrontmatter('---\na: 1\n----\nb: 2\n---\nbody', 'x.md'));
    expect(e.message).toMatch(/line starting with "---" inside its front matter \(line 3\)/);
    expect(caught(() => parseFrontmatter('---\na: 1\n---js\n---\n', 'x.md')).code).toBe('INVALID_FORMAT');
  });

  it('refuses invalid YAML with the line in the file', () => {
    const e = caught(() => parseFrontmatter('---\na: 1\na: 2\n---\nbody', 'notes.md'));
    expect(e.code).toBe('INVALID_FORMAT');
    expect(e.message).toBe('The front matter of notes.md is not valid YAML: Map keys must be unique (line 3).');
  });

  it('refuses aliases, __proto__ keys and custom tags through the safe YAML parser', () => {
    expect(caught(() => parseFrontmatter('---\na: &x 1\nb: *x\n---\n', 'x.md')).message).toMatch(/alias/);
    expect(caught(() => parseFrontmatter('---\n__proto__: {p: 1}\n---\n', 'x.md')).message).toMatch(/__proto__/);
    expect(caught(() => parseFrontmatter('---\na: !!js/function "function(){}"\n---\n', 'x.md')).message).toMatch(/Unresolved tag/);
    expect(({} as Record<string, unknown>)['p']).toBeUndefined();
  });

  it('refuses front matter that is a list or a single value', () => {
    expect(caught(() => parseFrontmatter('---\n- a\n- b\n---\n', 'x.md')).message).toMatch(/must be a YAML mapping .* not a list/);
    expect(caught(() => parseFrontmatter('---\njust text\n---\n', 'x.md')).message).toMatch(/not a single value/);
  });

  it('returns a fresh object on every call, unaffected by earlier mutations (no cache by content)', () => {
    const first = parseFrontmatter('---\na: 1\n---\n', 'x.md');
    (first.data as Record<string, unknown>)['a'] = 'mutated';
    expect(parseFrontmatter('---\na: 1\n---\n', 'x.md').data).toEqual({ a: 1 });
  });

  it('reassembles LF text with non-empty front matter from raw and body', () => {
    const line = fc.string({ maxLength: 20 }).map((s) => s.replace(/[\r\n]/g, ''));
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.stringMatching(/^[a-z][a-z_]{0,8}$/), line), { minLength: 1, maxLength: 5 }),
        fc.string({ maxLength: 50 }),
        (pairs, body) => {
          const keys = new Set(pairs.map(([k]) => k));
          fc.pre(keys.size === pairs.length);
          const raw = pairs.map(([k, v]) => `${k}: ${JSON.stringify(v)}`).join('\n');
          const text = `---\n${raw}\n---\n${body}`;
          const parsed = parseFrontmatter(text, 'x.md');
          expect(parsed.raw).toBe(raw);
          expect(parsed.body).toBe(body);
          expect(`---\n${parsed.raw}\n---\n${parsed.body}`).toBe(text);
          expect(parsed.data).toEqual(Object.fromEntries(pairs));
        },
      ),
    );
  });

  it('never throws anything but INVALID_FORMAT, whatever the text', () => {
    const piece = fc.constantFrom('---', '---js', '---yaml', '\n', '\r\n', 'a: 1', '- x', '&a', '*a', '#', 'body', '----', ' ', '{', '__proto__: 1');
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 12 }).map((p) => p.join('')),
        (text) => {
          try {
            const result = parseFrontmatter(text, 'x.md');
            if (result.data === null) expect(result.body).toBe(text);
          } catch (e) {
            expect(e).toBeInstanceOf(MemoryError);
            expect((e as MemoryError).code).toBe('INVALID_FORMAT');
          }
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('validateKnowledgeFrontmatter', () => {
  const valid = { source: 'meeting-2025-01-15', processed: '2025-01-16', method: 'manual', model: null, prompt_ref: null };

  it('accepts the seed 000 block, nulls where allowed, and extra keys', () => {
    expect(() => validateKnowledgeFrontmatter(valid, 'knowledge/a.md')).not.toThrow();
    expect(() => validateKnowledgeFrontmatter({ ...valid, source: null, processed: null }, 'knowledge/a.md')).not.toThrow();
    expect(() => validateKnowledgeFrontmatter({ ...valid, method: 'summary', model: 'claude-x', prompt_ref: 'p1', title: 'T' }, 'k.md')).not.toThrow();
    expect(() => validateKnowledgeFrontmatter(parseFrontmatter(knowledge, 'k.md').data, 'k.md')).not.toThrow();
  });

  it('asks for front matter when there is none, showing the expected block', () => {
    const e = caught(() => validateKnowledgeFrontmatter(null, 'knowledge/a.md'));
    expect(e.code).toBe('INVALID_FORMAT');
    expect(e.message).toBe('knowledge/a.md must start with a YAML front matter block: a "---" line, the knowledge fields, and a closing "---" line.');
    expect(e.hint).toContain('method: "manual"');
  });

  it('names every missing field in one sentence', () => {
    const e = caught(() => validateKnowledgeFrontmatter({ source: null, method: 'manual' }, 'knowledge/a.md'));
    expect(e.message).toBe('The front matter of knowledge/a.md lacks the required fields "processed", "model", "prompt_ref".');
    expect(caught(() => validateKnowledgeFrontmatter({ ...valid, model: undefined, prompt_ref: null }, 'k.md')).message).not.toMatch(/lacks/);
  });

  it.each([
    [{ processed: '2025-02-30' }, 'The front matter field "processed" of k.md must be a real date in YYYY-MM-DD form or null, got "2025-02-30".'],
    [{ processed: '16/01/2025' }, /"processed" .* got "16\/01\/2025"/],
    [{ processed: 20250116 }, /"processed" .* got 20250116/],
    [{ processed: new Date('2025-01-16') }, /"processed" .* got a mapping/],
    [{ method: 'auto' }, 'The front matter field "method" of k.md must be one of manual, summary, extract, got "auto".'],
    [{ method: null }, /"method" .* got null/],
    [{ source: '' }, /"source" .* non-empty string or null, got ""/],
    [{ source: 42 }, /"source" .* got 42/],
    [{ model: ['a'] }, /"model" .* got a list/],
    [{ prompt_ref: true }, /"prompt_ref" .* got true/],
    [{ model: undefined }, /"model" .* got no value/],
  ])('refuses %j naming the field and the rule', (change, expected) => {
    const e = caught(() => validateKnowledgeFrontmatter({ ...valid, ...change } as Record<string, unknown>, 'k.md'));
    expect(e.code).toBe('INVALID_FORMAT');
    expect(e.message).toMatch(expected);
    expect(e.hint).toContain('prompt_ref: null');
  });
});
