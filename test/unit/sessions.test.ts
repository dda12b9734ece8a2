import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { appendSessionEntry, outcomeBullets, parseSessionFile, renderSessionFile } from '../../server/src/core/sessions.js';
import { MemoryError } from '../../server/src/core/errors.js';

describe('renderSessionFile', () => {
  it('writes the title, session 1 and only the subsections that have content', () => {
    expect(renderSessionFile('2026-11-29', { summary: 'Did auth.', outcomes: ['Login works', '- Logout works'], nextStep: 'Tests.' })).toBe(
      '# Session — 2026-11-29\n\n## Session 1\n\n### Summary\n\nDid auth.\n\n### Outcomes\n\n- Login works\n- Logout works\n\n### Next step\n\nTests.\n',
    );
  });

  it('refuses an empty summary and a bad date', () => {
    expect(() => renderSessionFile('2026-11-29', { outcomes: [' '] })).toThrow(MemoryError);
    expect(() => renderSessionFile('2026-11-31', { summary: 'x' })).toThrow(MemoryError);
  });
});

describe('appendSessionEntry', () => {
  it('numbers the new section after the highest one and keeps one blank line between them', () => {
    const first = renderSessionFile('2026-11-29', { summary: 'One.' });
    const second = appendSessionEntry(first, { decisions: ['D4'], openQuestions: ['Why?'] });
    expect(second).toBe(first + '\n## Session 2\n\n### Decisions\n\n- D4\n\n### Open questions\n\n- Why?\n');
    expect(parseSessionFile(appendSessionEntry(second + '\n\n', { summary: 'Three.' })).sections.map((s) => s.number)).toEqual([1, 2, 3]);
  });

  it('counts hand-written content without numbered sections as session 1', () => {
    expect(appendSessionEntry('# Session — 2026-11-29\n\nNotes typed by hand', { summary: 'x' })).toContain('## Session 2');
    expect(appendSessionEntry('# Session — 2026-11-29\n', { summary: 'x' })).toContain('## Session 1');
  });
});

describe('parseSessionFile', () => {
  it('reads what renderSessionFile wrote', () => {
    fc.assert(
      fc.property(
        fc.record({
          summary: fc.constantFrom('', 'A summary.', 'Two\nlines.'),
          outcomes: fc.array(fc.constantFrom('Shipped login', 'Fixed bug #4', 'Wrote docs'), { maxLength: 3 }),
          decisions: fc.array(fc.constantFrom('D1 adopted', 'D2 dropped'), { maxLength: 2 }),
          openQuestions: fc.array(fc.constantFrom('Which DB?', 'Who owns it?'), { maxLength: 2 }),
          nextStep: fc.constantFrom('', 'Write tests.'),
        }),
        (entry) => {
          const empty = !entry.summary && !entry.nextStep && entry.outcomes.length + entry.decisions.length + entry.openQuestions.length === 0;
          fc.pre(!empty);
          const parsed = parseSessionFile(renderSessionFile('2026-01-05', entry));
          expect(parsed.date).toBe('2026-01-05');
          expect(parsed.sections).toHaveLength(1);
          expect(parsed.sections[0]).toMatchObject({ number: 1, ...entry });
        },
      ),
    );
  });

  it('tolerates hand edits: other bullets, synonyms, continuation lines and subsections before any section', () => {
    const text = [
      '# Session 2026-03-04',
      '### outcome',
      '* first',
      '  continued',
      '1. second',
      '',
      'a paragraph item',
      '## Afternoon',
      '### Next Steps',
      'Ship it.',
      '```',
      '### Outcomes (not a heading, in a fence)',
      '```',
    ].join('\n');
    const parsed = parseSessionFile(text);
    expect(parsed.date).toBe('2026-03-04');
    expect(parsed.sections.map((s) => [s.number, s.heading, s.outcomes, s.nextStep])).toEqual([
      [undefined, '', ['first continued', 'second', 'a paragraph item'], ''],
      [undefined, 'Afternoon', [], 'Ship it.\n```\n### Outcomes (not a heading, in a fence)\n```'],
    ]);
  });
});

describe('outcomeBullets', () => {
  it('gives each outcome bullet with its trimmed lines and line range', () => {
    const text = '# Session — 2026-01-01\n\n## Session 1\n\n### Outcomes\n\n- one\n  - nested\n- two  \n\n### Decisions\n\n- not an outcome\n';
    expect(outcomeBullets(text)).toEqual([
      { text: '- one\n- nested', startLine: 7, endLine: 8 },
      { text: '- two', startLine: 9, endLine: 9 },
    ]);
  });
});
