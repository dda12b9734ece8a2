/**
 * fast-check generators of whole projects for the consolidation properties: sessions across
 * months (with repeated outcomes, several sessions a day, hand-edited and CRLF files, undated
 * files, an existing monthly archive), decisions with shared topics and every status (hand-typed
 * spellings, bad dates, duplicate ids, stubs, review dates), an oversized memory.md (missing and
 * extra sections, fences, preamble) and manifests with and without (valid or invalid) thresholds.
 */
import fc from 'fast-check';

type Value<A> = A extends fc.Arbitrary<infer T> ? T : never;
import { appendSessionEntry, renderSessionFile } from '../../server/src/core/sessions.js';
import { CANONICAL_SECTIONS } from '../../server/src/core/memory-md.js';

const BASE = Date.UTC(2026, 6, 1);
export function dayOffset(n: number): string {
  return new Date(BASE + n * 86_400_000).toISOString().slice(0, 10);
}

const OUTCOMES = ['Shipped login', 'Fixed the flaky test', 'Wrote docs', 'Refactored auth', 'Paired with Bob'];

const sessionArb = fc.record({
  day: fc.integer({ min: 0, max: 150 }),
  suffix: fc.constantFrom('', '', '', '-b', '-2'),
  outcomes: fc.subarray(OUTCOMES),
  summary: fc.constantFrom('Worked on auth.', 'Reviewed the plan.\nSecond line.', ''),
  variant: fc.constantFrom('rendered', 'two-sections', 'hand', 'crlf', 'no-title', 'shuffled', 'shuffled'),
  /** For 'shuffled': which of the project's hand-written layouts this file follows. */
  layout: fc.nat(),
});

/** A hand-written layout: `###` subsections in any order, repeated or missing, as people type them. */
const layoutArb = fc.array(
  fc.record({
    name: fc.oneof(
      { arbitrary: fc.constantFrom('Outcomes', 'outcomes', 'Results'), weight: 3 },
      { arbitrary: fc.constantFrom('Next step', 'Summary', 'Decisions', 'Open questions', 'Notes'), weight: 2 },
      { arbitrary: fc.constantFrom('## Session 2', '# Aside'), weight: 1 },
    ),
    items: fc.subarray(OUTCOMES.slice(0, 2)),
    style: fc.constantFrom('bullets', 'tight', 'tight', 'continued', 'lazy', 'prose'),
  }),
  { maxLength: 6 },
);
type Layout = Value<typeof layoutArb>;

/** A hand-written session file whose `###` subsections come in any order, repeated or missing. */
function shuffledSession(layout: Layout, date: string): string {
  const out = [`# Session — ${date}`, '', '## Session 1'];
  // Texts repeat across files on purpose: exact duplicates are what the roll-up drops.
  for (const h of layout) {
    out.push(h.name.startsWith('#') ? h.name : `### ${h.name}`);
    // 'tight' and 'lazy' leave no blank line around the items: the next heading follows at once.
    const tight = h.style === 'tight' || h.style === 'lazy';
    if (!tight) out.push('');
    for (const item of h.items) {
      if (h.style === 'prose') out.push(`${item}, told as a sentence.`);
      else out.push(`- ${item}`);
      if (h.style === 'continued') out.push(`  more about ${item}`);
      if (h.style === 'lazy') out.push(`more about ${item}`);
    }
    if (tight && h.items.length === 0) out.push(`text under ${h.name}`);
    if (!tight) out.push('');
  }
  return out.join('\n') + '\n';
}

function sessionText(s: Value<typeof sessionArb>, date: string, layouts: readonly Layout[]): string {
  const entry = { summary: s.summary || 'Short.', outcomes: s.outcomes, nextStep: 'Keep going.' };
  switch (s.variant) {
    case 'rendered':
      return renderSessionFile(date, entry);
    case 'two-sections':
      return appendSessionEntry(renderSessionFile(date, entry), { outcomes: [...s.outcomes].reverse(), openQuestions: ['Which DB?'] });
    case 'crlf':
      return renderSessionFile(date, entry).replace(/\n/g, '\r\n');
    case 'shuffled':
      return shuffledSession(layouts[s.layout % layouts.length]!, date);
    case 'no-title':
      return `### Outcomes\n${s.outcomes.map((o) => `* ${o}`).join('\n')}\n`;
    default:
      return `# Session ${date}\n\nnotes typed by hand  \n\n## Session 1\n### outcomes\n${s.outcomes.map((o) => `- ${o}\n  detail of ${o}`).join('\n')}\n`;
  }
}

const statusSpellings = fc.constantFrom('Active', 'Active', 'active', 'Draft', 'Under Review', 'under-review', 'Superseded', 'Retired', 'RETIRED', 'Pending');
const decisionArb = fc.record({
  status: statusSpellings,
  topic: fc.constantFrom(undefined, 'auth', 'Auth', 'auth', 'db', 'DB', ''),
  day: fc.oneof({ arbitrary: fc.integer({ min: 0, max: 200 }), weight: 9 }, { arbitrary: fc.constant(-1), weight: 1 }),
  sep: fc.constantFrom('·', '-', ':', '—'),
  body: fc.constantFrom('', 'Because it is simpler.', 'Line one.\n\n- a bullet in the body\n\n```\n## not a heading\n```'),
  extra: fc.constantFrom(undefined, '- Owner: alice', '- **Location:** src/auth/'),
  reviewedDay: fc.option(fc.integer({ min: 0, max: 220 }), { nil: undefined }),
  supersedesPrevious: fc.integer({ min: 0, max: 4 }).map((n) => n === 0),
  duplicateId: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
  stub: fc.boolean(),
});

function decisionsText(ds: Value<typeof decisionArb>[]): string {
  const parts = ['# Decisions — Gen\n\nAppend-only log.\n'];
  let num = 0;
  ds.forEach((d, i) => {
    num = d.duplicateId && num > 0 ? num : num + 1;
    if (d.stub && i % 3 === 0) {
      parts.push(`## D${num} ${d.sep} Old stub ${i} — Retired → archive/decisions-202601.md#d${num}\n`);
      return;
    }
    const lines = [`## D${num} ${d.sep} Decision ${i}`, `- Status: ${d.status}`, `- Date: ${d.day === -1 ? '2026-02-30' : dayOffset(d.day)}`];
    if (d.topic !== undefined) lines.push(`- Topic: ${d.topic}`);
    if (d.supersedesPrevious && num > 1) lines.push(`- Supersedes: D${num - 1}`);
    if (d.extra) lines.push(d.extra);
    if (d.reviewedDay !== undefined) lines.push(`- Reviewed: ${dayOffset(d.reviewedDay)}`);
    if (d.body) lines.push('', d.body);
    parts.push(lines.join('\n') + '\n');
  });
  return parts.join('\n');
}

const memorySectionArb = fc.record({
  name: fc.constantFrom(...CANONICAL_SECTIONS, 'Notes', 'Scratch'),
  bullets: fc.integer({ min: 0, max: 40 }),
  paragraph: fc.boolean(),
  fence: fc.boolean(),
  subheading: fc.boolean(),
});

function memoryText(preamble: boolean, sections: Value<typeof memorySectionArb>[]): string {
  const out = ['# Core memory — Gen', ''];
  if (preamble) out.push('Some words before the first section.', '');
  sections.forEach((s, k) => {
    out.push(`## ${s.name}`, '');
    if (s.paragraph) out.push(`Paragraph of ${s.name} ${k}.`, 'It wraps on a second line.', '');
    for (let b = 0; b < s.bullets; b++) out.push(`- ${s.name} item ${b}${b % 7 === 3 ? '\n  continued here' : ''}`);
    if (s.bullets > 0) out.push('');
    if (s.subheading) out.push('### Detail', '', `- detail of ${s.name}`, '');
    if (s.fence) out.push('```sh', '## inside a fence', 'npm test', '```', '');
  });
  return out.join('\n');
}

const thresholdsArb = fc.record({
  keepSessions: fc.integer({ min: 1, max: 6 }),
  archiveAfter: fc.integer({ min: 1, max: 10 }),
  staleDecisionDays: fc.integer({ min: 1, max: 90 }),
  coreSoftLimit: fc.integer({ min: 40, max: 130 }),
});

export const projectArb = fc
  .record({
    sessions: fc.array(sessionArb, { maxLength: 24 }),
    // Few layouts per project: people repeat their habits, and repeated text is what dedupe meets.
    layouts: fc.array(layoutArb, { minLength: 1, maxLength: 3 }),
    undatedSession: fc.boolean(),
    existingArchive: fc.option(fc.subarray(OUTCOMES, { minLength: 1 }), { nil: undefined }),
    decisions: fc.array(decisionArb, { maxLength: 14 }),
    memory: fc.option(fc.record({ preamble: fc.boolean(), sections: fc.array(memorySectionArb, { maxLength: 10 }) }), { nil: undefined, freq: 8 }),
    manifest: fc.constantFrom('valid', 'valid', 'thresholds', 'bad-thresholds', 'invalid', 'missing'),
    thresholds: thresholdsArb,
    artifacts: fc.constantFrom('valid', 'invalid', 'missing'),
    nowDay: fc.integer({ min: 60, max: 260 }),
    crlf: fc.integer({ min: 0, max: 5 }).map((n) => n === 0),
  })
  .map((p) => {
    const files: Record<string, string> = {};
    for (const s of p.sessions) {
      const date = dayOffset(s.day);
      const path = `sessions/${date}${s.suffix}.md`;
      if (!(path in files)) files[path] = sessionText(s, date, p.layouts);
    }
    if (p.undatedSession) files['sessions/notes.md'] = '# Loose notes\n\n### Outcomes\n\n- Shipped login\n';
    if (p.existingArchive) {
      const month = dayOffset(0).slice(0, 7).replace('-', '');
      files[`archive/sessions-${month}.md`] =
        `# Sessions archive\n\n# Session — ${dayOffset(0)}\n\n### Outcomes\n\n${p.existingArchive.map((o) => `- ${o}`).join('\n')}\n`;
    }
    const eol = (text: string) => (p.crlf ? text.replace(/\n/g, '\r\n') : text);
    if (p.decisions.length > 0) files['decisions.md'] = eol(decisionsText(p.decisions));
    if (p.memory) files['memory.md'] = eol(memoryText(p.memory.preamble, p.memory.sections));
    const manifest: Record<string, unknown> = {
      schemaVersion: 1,
      slug: 'gen',
      updated: '2026-07-01',
      topics: ['auth'],
      extraKey: { kept: true },
      sessionCount: 3,
    };
    if (p.manifest === 'thresholds') manifest['consolidation'] = p.thresholds;
    if (p.manifest === 'bad-thresholds') manifest['consolidation'] = { keepSessions: 0, archiveAfter: 'x', coreSoftLimit: 50 };
    if (p.manifest === 'invalid') files['manifest.json'] = '{ "slug": "gen", }\n';
    else if (p.manifest !== 'missing') files['manifest.json'] = JSON.stringify(manifest) + '\n';
    if (p.artifacts === 'valid') files['artifacts.json'] = '{"figma":[{"id":"1:2"}]}\n';
    if (p.artifacts === 'invalid') files['artifacts.json'] = '{figma}\n';
    return { files, now: dayOffset(p.nowDay) };
  });

/**
 * Only hand-written session files, enough of them for the roll-up to run, few months so that the
 * same layouts meet in one archive file: where duplicate-outcome removal meets odd layouts.
 */
export const handSessionSetArb = fc
  .record({
    layouts: fc.array(layoutArb, { minLength: 1, maxLength: 3 }),
    sessions: fc.array(fc.record({ day: fc.integer({ min: 0, max: 45 }), layout: fc.nat() }), { minLength: 9, maxLength: 20 }),
  })
  .map((p) => {
    const files: Record<string, string> = {};
    p.sessions.forEach((s, i) => {
      const date = dayOffset(s.day);
      files[`sessions/${date}${i % 2 ? `-${i}` : ''}.md`] ??= shuffledSession(p.layouts[s.layout % p.layouts.length]!, date);
    });
    return { files, now: dayOffset(60) };
  });
