import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { findRegion, putRegion, removeRegion, type RegionSpec } from '../../server/src/core/marked-region.js';

const md: RegionSpec = { style: 'markdown', id: 'setup', note: 'added by `project-memory setup codex`', shown: 'AGENTS.md' };
const toml: RegionSpec = { style: 'hash', id: 'setup', note: 'added by `project-memory setup codex`', shown: 'config.toml' };
const body = 'Call `get_project_context` first.\n';

describe('marked regions', () => {
  it('appends a region after a blank line and puts it back in place when the body changes', () => {
    const text = '# Team rules\n\nBe kind.\n';
    const once = putRegion(text, md, body);
    expect(once).toBe(`${text}\n<!-- BEGIN project-memory setup: added by \`project-memory setup codex\` -->\n${body}<!-- END project-memory setup -->\n`);
    expect(putRegion(once, md, body)).toBe(once);
    const changed = putRegion(once, md, 'Other.\n');
    expect(changed.startsWith(text)).toBe(true);
    expect(changed).toContain('\nOther.\n<!-- END');
    expect(findRegion(changed, md)?.body).toBe('Other.\n');
  });

  it('gives back the original text byte for byte, whatever its ending, line ends or emptiness', () => {
    const lines = fc.array(fc.constantFrom('a', '', '  b', '# h', 'x = 1', '```', '\t'), { maxLength: 6 });
    fc.assert(
      fc.property(lines, fc.constantFrom('\n', '\r\n'), fc.boolean(), fc.constantFrom(md, toml), (ls, eol, finalEol, spec) => {
        const text = ls.join(eol) + (finalEol && ls.length ? eol : '');
        if (spec.style === 'markdown' && ls.filter((l) => l === '```').length % 2 === 1) {
          expect(() => putRegion(text, spec, body)).toThrow(/ends inside a code block that is never closed/);
          return;
        }
        const withRegion = putRegion(text, spec, body);
        expect(findRegion(withRegion, spec)).not.toBeNull();
        expect(putRegion(withRegion, spec, body)).toBe(withRegion);
        expect(removeRegion(withRegion, spec)).toBe(text);
      }),
      { numRuns: 300 },
    );
  });

  it('keeps text a person added after the region when removing it', () => {
    const withRegion = `${putRegion('intro\n', toml, 'x = 1\n')}[later]\ny = 2\n`;
    expect(removeRegion(withRegion, toml)).toBe('intro\n[later]\ny = 2\n');
  });

  it('ignores marker lines inside a Markdown code fence, and another id', () => {
    const text = '```\n<!-- BEGIN project-memory setup: example -->\n```\n<!-- BEGIN project-memory export: x -->\nA\n<!-- END project-memory export -->\n';
    expect(findRegion(text, md)).toBeNull();
    expect(removeRegion(putRegion(text, md, body), md)).toBe(text);
  });

  it('refuses broken or duplicated markers with one sentence naming the file', () => {
    const begin = '<!-- BEGIN project-memory setup: x -->\n';
    const end = '<!-- END project-memory setup -->\n';
    for (const text of [begin, end, `${end}${begin}`, `${begin}${end}${begin}${end}`]) {
      expect(() => putRegion(text, md, body)).toThrow(/AGENTS\.md has .* of the project-memory setup block/);
    }
  });
});
