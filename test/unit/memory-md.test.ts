import { describe, expect, it } from 'vitest';
import { addMissingSections, CANONICAL_SECTIONS, missingSections, parseSections, renderMemoryTemplate } from '../../server/src/core/memory-md.js';

describe('renderMemoryTemplate', () => {
  it('has the title and every canonical section in order, each with an italic placeholder', () => {
    const text = renderMemoryTemplate('Demo App');
    expect(text.startsWith('# Core memory — Demo App\n\n## Project overview\n\n_')).toBe(true);
    const parsed = parseSections(text);
    expect(parsed.title).toBe('Core memory — Demo App');
    expect(parsed.sections.map((s) => s.canonical)).toEqual([...CANONICAL_SECTIONS]);
    for (const s of parsed.sections) expect(s.body).toMatch(/^_[^\n]+_$/);
    expect(missingSections(text)).toEqual([]);
    expect(text.endsWith('_\n')).toBe(true);
  });
});

describe('parseSections', () => {
  it('splits at level-2 headings outside code fences and matches canonical names loosely', () => {
    const text = '# Core memory — X\nintro\n\n## current FOCUS:\n- a\n```\n## not a heading\n```\n## Deep links/pointers\n- b\n';
    const parsed = parseSections(text);
    expect(parsed.preamble).toBe('intro');
    expect(parsed.sections.map((s) => [s.heading, s.canonical, s.headingLine, s.endLine])).toEqual([
      ['current FOCUS:', 'Current focus', 4, 8],
      ['Deep links/pointers', 'Deep links / pointers', 9, 10],
    ]);
    expect(parsed.sections[0]!.body).toBe('- a\n```\n## not a heading\n```');
  });
});

describe('missingSections and addMissingSections', () => {
  it('adds each missing section before the next present one, in canonical order, changing nothing else', () => {
    const text = '# Core memory — X\n\n## Current focus\n- a\n\n## Next step\n- b\n';
    expect(missingSections(text)).toEqual([
      'Project overview',
      'Constraints',
      'Active decisions summary',
      'Key artifacts',
      'Recent outcome',
      'Deep links / pointers',
    ]);
    const out = addMissingSections(text);
    expect(parseSections(out).sections.map((s) => s.canonical)).toEqual([...CANONICAL_SECTIONS]);
    expect(missingSections(out)).toEqual([]);
    expect(addMissingSections(out)).toBe(out);
    expect(out.replace(/## (?!Current focus|Next step)[^\n]*\n\n_[^\n]*_\n\n?/g, '').trimEnd() + '\n').toBe(text);
  });

  it('fills an empty file with every section', () => {
    expect(missingSections(addMissingSections(''))).toEqual([]);
  });
});
