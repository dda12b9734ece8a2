/**
 * Every format that finds headings in Markdown reads the same headings from the same text
 * (docs/FORMATS.md#markdown-lines): memory.md sections, session files, person files, decisions,
 * /dream's core budget pass, the ranked index and the outline, on a shared corpus of indented
 * headings, fence variants and front matter; and `doctor` reports the canonical sections missing
 * that `missingSections()` reports.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { coreBudgetPass } from '../../server/src/core/consolidate/core-budget-pass.js';
import { parseDecisions } from '../../server/src/core/decisions.js';
import { classifyLines, parseAtxHeading } from '../../server/src/core/markdown-blocks.js';
import { CANONICAL_SECTIONS, missingSections, parseSections } from '../../server/src/core/memory-md.js';
import { outline } from '../../server/src/core/outline.js';
import { parseProfile } from '../../server/src/core/profile-md.js';
import { FIELD_WEIGHTS, analyzeDocument } from '../../server/src/core/ranked/analyze.js';
import { parseSessionFile } from '../../server/src/core/sessions.js';
import { DEFAULT_THRESHOLDS } from '../../server/src/core/thresholds.js';
import { withoutPlaceholders } from '../../server/src/services/context.js';
import { diagnose } from '../../server/src/services/doctor.js';
import { joinRecord } from '../../server/src/services/files.js';
import { isEmptyProject } from '../../server/src/services/import-hint.js';
import { openPreparedWorkspace } from '../../server/src/services/prepare.js';
import { createProject } from '../../server/src/services/projects.js';
import { resolveScope } from '../../server/src/services/scope.js';
import { tempDir } from '../helpers/tmp.js';

const WORDS = ['alpha', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot'];
/** A candidate heading every format can name: a decision heading is also a section, a session and a profile section. */
const h = (n: number, indent = '') => `${indent}## D${n} · ${WORDS[n - 1]}`;
const TITLE = ['# Core memory — x', '', h(1), '', 'text'];

/** Each document, with the words of the level-2 headings it really has (CommonMark). */
const CORPUS: { name: string; lines: string[]; headings: string[] }[] = [
  { name: 'indented headings', lines: [...TITLE, h(2, '  '), h(3, '   '), h(4, '    '), h(5, '\t')], headings: ['alpha', 'bravo', 'charlie'] },
  { name: 'a backtick run with a backtick after it is no fence', lines: [...TITLE, '```a```', h(2)], headings: ['alpha', 'bravo'] },
  { name: 'a tilde fence closed by a longer one', lines: [...TITLE, '~~~', h(2), '~~~~', h(3)], headings: ['alpha', 'charlie'] },
  { name: 'a backtick fence not closed by a shorter one', lines: [...TITLE, '````', '```', h(2), '````', h(3)], headings: ['alpha', 'charlie'] },
  { name: 'fences indented by 2 and by 4', lines: [...TITLE, '  ```', h(2), '  ```', h(3), '    ```', h(4)], headings: ['alpha', 'charlie', 'delta'] },
  { name: 'a fence line with text after it does not close', lines: [...TITLE, '```', '``` not a close', h(2), '```', h(3)], headings: ['alpha', 'charlie'] },
  { name: 'tildes inside a backtick fence', lines: [...TITLE, '```', '~~~', h(2), '```', h(3)], headings: ['alpha', 'charlie'] },
  { name: 'a closing fence indented by 3', lines: [...TITLE, '```', h(2), '   ```', h(3)], headings: ['alpha', 'charlie'] },
  { name: 'an unclosed fence', lines: [...TITLE, '```', h(2)], headings: ['alpha'] },
  { name: 'front matter', lines: ['---', h(2), '---', ...TITLE, h(3)], headings: ['alpha', 'charlie'] },
  // The section formats use ATX headings only; the outline and the index also see setext ones.
  { name: 'a setext heading', lines: [...TITLE, '', 'D2 · bravo', '---', '', h(3)], headings: ['alpha', 'charlie'] },
];

const wordsIn = (texts: readonly string[]) => WORDS.filter((w) => texts.some((t) => t.toLowerCase().includes(w)));

/** The level-2 headings each format module finds, as the candidate words they contain. */
const READERS: Record<string, (text: string) => string[]> = {
  'markdown-blocks classifyLines': (t) => wordsIn(classifyLines(t).flatMap((l) => (l.kind === 'text' && parseAtxHeading(l.text)?.level === 2 ? [l.text] : []))),
  'memory-md parseSections': (t) => wordsIn(parseSections(t).sections.map((s) => s.heading)),
  'sessions parseSessionFile': (t) => wordsIn(parseSessionFile(t).sections.map((s) => s.heading)),
  'profile-md parseProfile': (t) => wordsIn(parseProfile(t).sections),
  'decisions parseDecisions': (t) => wordsIn(parseDecisions(t).entries.map((e) => e.title)),
  'core budget pass': (t) => {
    // A limit of one line moves every movable block: each non-canonical section goes whole, under its label.
    const result = coreBudgetPass(new Map([['memory.md', t]]), { ...DEFAULT_THRESHOLDS, coreSoftLimit: 1 }, '2026-01-15', 'x');
    return wordsIn(result.report.moved.map((m) => m.section));
  },
  'ranked analyze (ATX)': (t) => {
    const freq = analyzeDocument('notes/x.md', t.replace(/^D2 · bravo$/m, 'D2 · setext')).frequencies;
    return WORDS.filter((w) => freq.get(w) === FIELD_WEIGHTS.heading);
  },
  'outline (ATX)': (t) =>
    wordsIn(
      outline(t)
        .filter((e) => e.level === 2 && t.split('\n')[e.line - 1]!.trimStart().startsWith('#'))
        .map((e) => e.text),
    ),
};

describe('every format reads the same headings', () => {
  for (const doc of CORPUS) {
    const text = doc.lines.join('\n') + '\n';
    it(doc.name, () => {
      const seen = Object.fromEntries(Object.entries(READERS).map(([name, read]) => [name, read(text)]));
      expect(seen).toEqual(Object.fromEntries(Object.keys(READERS).map((name) => [name, doc.headings])));
    });
  }

  it('a setext heading is a heading for the outline and the index, not a section', () => {
    const text = CORPUS.find((d) => d.name === 'a setext heading')!.lines.join('\n');
    expect(outline(text).map((e) => e.text)).toContain('D2 · bravo');
    expect(analyzeDocument('notes/x.md', text).frequencies.get('bravo')).toBe(FIELD_WEIGHTS.heading);
    expect(parseSections(text).sections.map((s) => s.heading)).not.toContain('D2 · bravo');
  });
});

describe('doctor and missingSections agree', () => {
  const variants: Record<string, string> = {
    'headings as the template writes them': CANONICAL_SECTIONS.map((s) => `## ${s}\n\ntext\n`).join('\n'),
    'lower case with colons': CANONICAL_SECTIONS.map((s) => `## ${s.toLowerCase()}:\n\ntext\n`).join('\n'),
    'indented by two spaces, closing hashes': CANONICAL_SECTIONS.map((s) => `  ## ${s} ##\n\ntext\n`).join('\n'),
    'some inside a fence, some indented by four': CANONICAL_SECTIONS.map((s, i) =>
      i % 3 === 0 ? `~~~\n## ${s}\n~~~\n` : i % 3 === 1 ? `    ## ${s}\n` : `## ${s}\n`,
    ).join('\n'),
  };

  it('on memory.md variants', async () => {
    const root = path.join(tempDir('pm-mdgrammar-'), 'memory');
    const ws = openPreparedWorkspace({ root, cwd: root, create: true });
    await createProject(ws, { slug: 'demo', name: 'Demo' });
    const memory = path.join(root, 'projects/demo/memory.md');
    const reported: Record<string, string[]> = {};
    const expected: Record<string, string[]> = {};
    for (const [name, body] of Object.entries(variants)) {
      const text = `# Core memory — Demo\n\n${body}`;
      fs.writeFileSync(memory, text);
      const finding = diagnose(ws).findings.find((f) => f.path === 'projects/demo/memory.md');
      reported[name] = finding ? finding.problem.replace(/^missing canonical sections: /, '').split(', ') : [];
      expected[name] = missingSections(text);
    }
    expect(reported).toEqual(expected);
    expect(expected['lower case with colons']).toEqual([]);
    expect(expected['indented by two spaces, closing hashes']).toEqual([]);
    expect(expected['some inside a fence, some indented by four']).toHaveLength(6);
  });
});

describe('the session-start context and parseSections agree', () => {
  it('lists an empty section whatever its heading looks like, and keeps a fenced one', () => {
    for (const heading of ['## Empty', '  ## Empty', '   ## Empty ##']) {
      const text = `# Core memory — x\n\n${heading}\n\n## Full\n\ntext\n`;
      expect(parseSections(text).sections.map((s) => [s.heading, s.body])).toEqual([
        ['Empty', ''],
        ['Full', 'text'],
      ]);
      expect(withoutPlaceholders(text), heading).toBe('# Core memory — x\n\n## Full\n\ntext\n\n(Empty sections, fill them in as you learn: Empty.)');
    }
    for (const last of ['## Empty', '  ## Empty', '## Empty\n\n  ']) {
      expect(withoutPlaceholders(`# Core memory — x\n\n## Full\n\ntext\n\n${last}`), last).toBe(
        '# Core memory — x\n\n## Full\n\ntext\n\n(Empty sections, fill them in as you learn: Empty.)',
      );
    }
    const fenced = '# Core memory — x\n\n## Full\n\n```\n## Empty\n```\n';
    expect(withoutPlaceholders(fenced)).toBe(fenced);
  });
});

describe('the session-start import offer and parseDecisions agree', () => {
  it('counts a project with decisions as recorded, and one with a fenced example only as empty', async () => {
    const root = path.join(tempDir('pm-mdgrammar-'), 'memory');
    const ws = openPreparedWorkspace({ root, cwd: root, create: true });
    await createProject(ws, { slug: 'demo', name: 'Demo' });
    const decisions = path.join(root, 'projects/demo/decisions.md');
    const seen: Record<string, [boolean, number]> = {};
    for (const [name, body] of Object.entries({ indented: '   ## D1 · Use SQLite\n- Status: Active\n', fenced: '```\n## D1 · An example\n```\n' })) {
      const text = `# Decisions\n\n${body}`;
      fs.writeFileSync(decisions, text);
      seen[name] = [isEmptyProject(ws, resolveScope(ws, 'demo')), parseDecisions(text).entries.length];
    }
    expect(seen).toEqual({ indented: [false, 1], fenced: [true, 0] });
  });
});

describe('append_to_file and the line grammar agree on a heading record', () => {
  it('puts a blank line before a record that opens with a heading, and only then', () => {
    expect(joinRecord('text\n', '  ## Entry\nbody\n')).toBe('text\n\n  ## Entry\nbody\n');
    expect(joinRecord('text\r\n', '## Entry\r\nbody\r\n')).toBe('text\r\n\r\n## Entry\r\nbody\r\n');
    expect(joinRecord('text\n', '#tag and more\n')).toBe('text\n#tag and more\n');
  });
});
