import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  appendDecision,
  DECISION_STATUSES,
  nextDecisionNumber,
  normaliseStatus,
  parseDecisions,
  renderDecision,
  renderDecisionStub,
  replaceDecisionEntries,
  setDecisionFields,
  setDecisionFieldsMany,
  validateDecisions,
} from '../../server/src/core/decisions.js';
import { MemoryError } from '../../server/src/core/errors.js';

const FILE = `# Decisions — Demo

Append-only decision log.

## D1 · Use Postgres
- Status: Active
- Date: 2026-10-01
- Topic: storage

We need relational queries.

## D2 · Use bcrypt rounds=12 for password hashing
- Status: Active
- Date: 2026-11-02
- Topic: auth
- Location: src/auth/
- Supersedes: D1
- Owner: alice

Free text body.
Second line.
`;

function codeOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (e) {
    return e instanceof MemoryError ? e.code : 'OTHER';
  }
  return undefined;
}

describe('parseDecisions', () => {
  it('reads the preamble and every field of each entry', () => {
    const { preamble, entries } = parseDecisions(FILE);
    expect(preamble).toBe('# Decisions — Demo\n\nAppend-only decision log.\n\n');
    expect(entries.map((e) => e.id)).toEqual(['D1', 'D2']);
    const d2 = entries[1]!;
    expect(d2).toMatchObject({
      num: 2,
      title: 'Use bcrypt rounds=12 for password hashing',
      status: 'Active',
      date: '2026-11-02',
      topic: 'auth',
      location: 'src/auth/',
      supersedes: 'D1',
      body: 'Free text body.\nSecond line.',
      startLine: 12,
      endLine: 21,
    });
    expect(d2.supersededBy).toBeUndefined();
    expect(d2.fields.map((f) => [f.key, f.value, f.line])).toContainEqual(['Owner', 'alice', 18]);
    expect(d2.raw).toBe(FILE.split('\n').slice(11, 21).join('\n'));
    expect(entries[0]!.endLine).toBe(10);
  });

  it('accepts the separators and field spellings people type by hand', () => {
    const text = [
      '## D3 - Dash title',
      '- status: under review',
      '- DATE: 2026-01-02',
      '## D4: Colon title',
      '* **Status:** retired',
      '* **Superseded-By**: D9',
      '## D5 — Em dash title',
      '',
      '- Status: DRAFT',
      '## D06 Bare title',
      '- Status: Pending',
    ].join('\n');
    const entries = parseDecisions(text).entries;
    expect(entries.map((e) => [e.id, e.title, e.status])).toEqual([
      ['D3', 'Dash title', 'Under Review'],
      ['D4', 'Colon title', 'Retired'],
      ['D5', 'Em dash title', 'Draft'],
      ['D6', 'Bare title', undefined],
    ]);
    expect(entries[1]!.supersededBy).toBe('D9');
    expect(entries[3]!.statusText).toBe('Pending');
    expect(entries[0]!.date).toBe('2026-01-02');
  });

  it('does not start an entry at a heading inside a code fence', () => {
    const text = '## D1 · One\n- Status: Active\n\n```md\n## D2 · Not an entry\n```\nafter\n';
    const { entries } = parseDecisions(text);
    expect(entries).toHaveLength(1);
    expect(entries[0]!.body).toBe('```md\n## D2 · Not an entry\n```\nafter');
  });

  it('reads a compacted stub as an entry with id, title, status, successor and link', () => {
    const stub = renderDecisionStub({
      num: 3,
      title: 'Use JWT — short lived',
      status: 'Superseded',
      supersededBy: 'D9',
      link: 'archive/decisions-202611.md#d3',
    });
    expect(stub).toBe('## D3 · Use JWT — short lived — Superseded by D9 → archive/decisions-202611.md#d3');
    const [e] = parseDecisions(`${stub}\n`).entries;
    expect(e).toMatchObject({
      id: 'D3',
      title: 'Use JWT — short lived',
      status: 'Superseded',
      supersededBy: 'D9',
      stub: { link: 'archive/decisions-202611.md#d3' },
    });
    const [r] = parseDecisions('## D4 - Old idea -- retired -> archive/decisions-202601.md#d4\n').entries;
    expect(r).toMatchObject({ id: 'D4', title: 'Old idea', status: 'Retired', stub: { link: 'archive/decisions-202601.md#d4' } });
  });

  it('treats a file without entries as all preamble', () => {
    expect(parseDecisions('# Decisions\n\nNone yet.\n')).toEqual({ preamble: '# Decisions\n\nNone yet.\n', entries: [] });
  });
});

describe('nextDecisionNumber', () => {
  it('is one more than the highest number, stubs and gaps included', () => {
    expect(nextDecisionNumber([])).toBe(1);
    expect(nextDecisionNumber([{ num: 2 }, { num: 9 }, { num: 4 }])).toBe(10);
  });
});

describe('renderDecision and appendDecision', () => {
  it('renders the canonical layout', () => {
    expect(
      renderDecision({
        num: 7,
        title: 'Use bcrypt',
        status: 'active',
        date: '2026-11-29',
        topic: 'auth',
        location: 'src/auth/',
        supersedes: 'd3',
        body: 'Why.\n',
      }),
    ).toBe('## D7 · Use bcrypt\n- Status: Active\n- Date: 2026-11-29\n- Topic: auth\n- Location: src/auth/\n- Supersedes: D3\n\nWhy.\n');
    expect(renderDecision({ num: 1, title: 'T', status: 'Draft', date: '2026-01-01' })).toBe('## D1 · T\n- Status: Draft\n- Date: 2026-01-01\n');
  });

  it('refuses a bad status, date, number or multi-line title', () => {
    const base = { num: 1, title: 'T', status: 'Active', date: '2026-01-01' };
    expect(codeOf(() => renderDecision({ ...base, status: 'Pending' }))).toBe('INVALID_INPUT');
    expect(codeOf(() => renderDecision({ ...base, date: '2026-02-30' }))).toBe('INVALID_INPUT');
    expect(codeOf(() => renderDecision({ ...base, num: 0 }))).toBe('INVALID_INPUT');
    expect(codeOf(() => renderDecision({ ...base, title: 'a\nb' }))).toBe('INVALID_INPUT');
    expect(codeOf(() => renderDecision({ ...base, supersedes: 'evt_1' }))).toBe('INVALID_INPUT');
  });

  it('leaves exactly one blank line before the new entry and one newline at the end', () => {
    const entry = renderDecision({ num: 3, title: 'New', status: 'Active', date: '2026-11-29' });
    const expected = FILE + '\n' + entry;
    expect(appendDecision(FILE, entry)).toBe(expected);
    expect(appendDecision(FILE.trimEnd(), entry)).toBe(expected);
    expect(appendDecision(FILE + '\n\n  \n', entry)).toBe(expected);
    expect(appendDecision('', entry)).toBe(entry);
    expect(appendDecision('# D\r\n\r\n## D1 · x\r\n- Status: Active\r\n', entry)).toBe(
      '# D\r\n\r\n## D1 · x\r\n- Status: Active\r\n\r\n' + entry.trimEnd().replace(/\n/g, '\r\n') + '\r\n',
    );
  });

  it('round-trips any valid decision through render, append and parse', () => {
    const title = fc.string({ minLength: 1, maxLength: 30 }).filter((s) => s.trim() !== '' && !/[\r\n]/.test(s) && !/[—–-]/.test(s));
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ title, status: fc.constantFrom(...DECISION_STATUSES), topic: fc.option(fc.constantFrom('auth', 'db', 'UI'), { nil: undefined }) }),
          { maxLength: 8 },
        ),
        (decisions) => {
          let text = '# Decisions — P\n';
          decisions.forEach((d, i) => {
            text = appendDecision(text, renderDecision({ num: i + 1, date: '2026-05-05', ...d }));
          });
          const parsed = parseDecisions(text).entries;
          expect(parsed.map((e) => [e.num, e.title, e.status, e.topic])).toEqual(decisions.map((d, i) => [i + 1, d.title.trim(), d.status, d.topic]));
          expect(text.endsWith('\n') && !text.endsWith('\n\n')).toBe(true);
        },
      ),
    );
  });
});

describe('setDecisionFields', () => {
  it('changes only the status value, keeping how the key was written', () => {
    const text = '## D1 · T\n-  status:   active  \n- Date: 2026-01-01\n\nBody.\n';
    expect(setDecisionFields(text, 'D1', { status: 'Under Review' })).toBe('## D1 · T\n-  status:   Under Review  \n- Date: 2026-01-01\n\nBody.\n');
  });

  it('leaves the text identical when the status already matches', () => {
    const text = '## D1 · T\n- Status: under review\n';
    expect(setDecisionFields(text, 'd1', { status: 'Under Review' })).toBe(text);
  });

  it('adds Superseded by and a dated note after the last field line', () => {
    const out = setDecisionFields(FILE, 'D1', {
      status: 'Superseded',
      supersededBy: 'D2',
      note: { date: '2026-11-29', text: 'superseded by D2 (same topic)' },
    });
    expect(out).toBe(
      FILE.replace(
        '- Status: Active\n- Date: 2026-10-01\n- Topic: storage\n',
        '- Status: Superseded\n- Date: 2026-10-01\n- Topic: storage\n- Superseded by: D2\n- Review note: 2026-11-29 — superseded by D2 (same topic)\n',
      ),
    );
  });

  it('inserts a missing Status right after the heading of an entry without fields', () => {
    expect(setDecisionFields('## D1 · T\n\nBody.\n', 'D1', { status: 'Retired', supersededBy: 'D2' })).toBe(
      '## D1 · T\n- Status: Retired\n- Superseded by: D2\n\nBody.\n',
    );
  });

  it('keeps a missing final newline and CRLF line ends', () => {
    expect(setDecisionFields('## D1 · T\n- Status: Active', 'D1', { supersededBy: 'D2' })).toBe('## D1 · T\n- Status: Active\n- Superseded by: D2');
    expect(setDecisionFields('## D1 · T\r\n- Status: Active\r\n', 'D1', { status: 'Retired', supersededBy: 'D2' })).toBe(
      '## D1 · T\r\n- Status: Retired\r\n- Superseded by: D2\r\n',
    );
  });

  it('fails with NOT_FOUND, INVALID_INPUT or INVALID_FORMAT naming the rule', () => {
    expect(codeOf(() => setDecisionFields(FILE, 'D9', { status: 'Active' }))).toBe('NOT_FOUND');
    expect(codeOf(() => setDecisionFields(FILE, 'D1', { status: 'Done' }))).toBe('INVALID_INPUT');
    expect(codeOf(() => setDecisionFields(FILE, 'D1', { supersededBy: 'nine' }))).toBe('INVALID_INPUT');
    expect(codeOf(() => setDecisionFields(FILE, 'D1', { note: { date: '2026-13-01', text: 'x' } }))).toBe('INVALID_INPUT');
    expect(codeOf(() => setDecisionFields('## D1 · a\n## D1 · b\n', 'D1', { status: 'Active' }))).toBe('INVALID_FORMAT');
    expect(codeOf(() => setDecisionFields('## D1 · a — Retired → archive/x.md#d1\n', 'D1', { status: 'Active' }))).toBe('INVALID_INPUT');
  });

  it('changes no other line, whatever the entries look like', () => {
    const entryArb = fc.record({
      sep: fc.constantFrom('·', '-', ':', '—'),
      statusKey: fc.constantFrom('Status', 'status', '**Status:**'),
      status: fc.constantFrom('Active', 'active', 'Draft', 'Under review'),
      extra: fc.array(fc.constantFrom('- Owner: bob', '- Topic: auth', '- Date: 2026-01-01', 'plain text', '', '- bullet in body'), { maxLength: 4 }),
    });
    fc.assert(
      fc.property(
        fc.array(entryArb, { minLength: 1, maxLength: 5 }),
        fc.nat(),
        fc.constantFrom('Retired', 'Superseded', 'Under Review'),
        (entries, pick, status) => {
          const text =
            entries
              .map((e, i) =>
                [
                  `## D${i + 1} ${e.sep} Title ${i + 1}`,
                  e.statusKey.includes(':') ? `- ${e.statusKey} ${e.status}` : `- ${e.statusKey}: ${e.status}`,
                  ...e.extra,
                ].join('\n'),
              )
              .join('\n\n') + '\n';
          const target = (pick % entries.length) + 1;
          const out = setDecisionFields(text, `D${target}`, { status, supersededBy: 'D99' });
          const before = text.split('\n');
          const after = out.split('\n');
          // Removing the one inserted Superseded-by line (if any) leaves the same lines except the status one.
          const inserted = after.findIndex((l) => l === '- Superseded by: D99');
          if (inserted >= 0) after.splice(inserted, 1);
          expect(after).toHaveLength(before.length);
          const changed = before.map((l, i) => (l === after[i] ? -1 : i)).filter((i) => i >= 0);
          expect(changed.length).toBeLessThanOrEqual(1);
          for (const i of changed) expect(normaliseStatus(after[i]!.replace(/^.*:\**\s*/, ''))).toBe(status);
          expect(parseDecisions(out).entries[target - 1]!.status).toBe(status);
        },
      ),
    );
  });

  it('edits several entries in one pass', () => {
    const out = setDecisionFieldsMany(
      FILE,
      new Map([
        ['D1', { status: 'Superseded', supersededBy: 'D2' }],
        ['D2', { status: 'Under Review' }],
      ]),
    );
    expect(parseDecisions(out).entries.map((e) => [e.status, e.supersededBy])).toEqual([
      ['Superseded', 'D2'],
      ['Under Review', undefined],
    ]);
  });
});

describe('replaceDecisionEntries', () => {
  it('replaces an entry by a stub and keeps the blank line after it', () => {
    const out = replaceDecisionEntries(FILE, new Map([['D1', '## D1 · Use Postgres — Retired → archive/decisions-202610.md#d1']]));
    expect(out).toBe(FILE.replace(/## D1 · Use Postgres\n[\s\S]*?queries\.\n/, '## D1 · Use Postgres — Retired → archive/decisions-202610.md#d1\n'));
  });
});

describe('validateDecisions', () => {
  it('reports duplicate ids, bad or missing dates and statuses, dangling references and stray sections', () => {
    const text = [
      '# Decisions',
      '## D1 · A',
      '- Status: Active',
      '- Date: 2026-02-30',
      '## D1 · B',
      '- Status: Maybe',
      '- Date: 2026-01-01',
      '- Supersedes: D7',
      '## Notes',
      'loose',
      '## D2 · C — Retired → archive/decisions-202601.md#d2',
    ].join('\n');
    const problems = validateDecisions(text);
    expect(problems.map((p) => [p.code, p.line])).toEqual([
      ['INVALID_DATE', 2],
      ['DUPLICATE_ID', 5],
      ['UNKNOWN_STATUS', 5],
      ['UNKNOWN_REFERENCE', 5],
      ['STRAY_SECTION', 9],
    ]);
    expect(validateDecisions(FILE)).toEqual([]);
    expect(validateDecisions('## D1 · A\n').map((p) => p.code)).toEqual(['MISSING_STATUS', 'MISSING_DATE']);
  });
});
