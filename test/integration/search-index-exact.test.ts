/**
 * Substring search narrowed by the ranked indexes must find exactly what a plain scan of every
 * file finds: same hits, same order, same count of files covered, on random needles cut from the
 * files themselves (any case, any cut, Unicode included), hand edits included.
 */
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateCorpus } from '../../scripts/bench/corpus.mjs';
import { openPreparedWorkspace } from '../../server/src/services/prepare.js';
import { configureRankedIndexes, type RankedIndexes } from '../../server/src/services/ranked-indexes.js';
import { searchMemory, type SearchArgs } from '../../server/src/services/search.js';
import type { Workspace } from '../../server/src/services/workspace.js';
import { tempDir } from '../helpers/tmp.js';

let ws: Workspace;
let indexes: RankedIndexes;
let slugs: string[];
let texts: { scope: string; rel: string; text: string }[];

const UNICODE_NOTE = [
  '# Notes ünïcödé',
  'Die Straße nach İstanbul, ΟΔΟΣ and οδος, the ﬁle of the Kelvin K and the long ſ sign.',
  'STRASSE straße Ǆemal ǆemal — ‘quotes’ and naïve café crème brûlée e\u0301le\u0301ve',
  'σοφός ΣΟΦΌΣ σοφοσ. Ⓐlpha ⓐlpha ℌilbert, the вода river, ﬀ ligature Ⅻ ²',
].join('\n');

beforeAll(() => {
  const root = path.join(tempDir(), 'memory');
  const corpus = generateCorpus(root, { projects: 3, filesPerProject: 30, seed: 11, minBytes: 300, maxBytes: 3000 });
  slugs = corpus.projects.map((p) => p.slug);
  fs.writeFileSync(path.join(root, 'projects', slugs[0] as string, 'notes', 'unicode-note.md'), UNICODE_NOTE);
  fs.mkdirSync(path.join(root, '_global'), { recursive: true });
  fs.writeFileSync(path.join(root, '_global', 'patterns.md'), `${UNICODE_NOTE}\nRotate the SIGNING keys before the quarterly audit.\n`);
  ws = openPreparedWorkspace({ root, cwd: root });
  // Walk on every use, so that hand edits are seen at once and both searches see the same files.
  indexes = configureRankedIndexes(ws.root, { refreshMs: 0 });
  for (const slug of slugs) indexes.acquire({ slug, dir: `projects/${slug}` });
  indexes.acquire({ slug: '_global', dir: '_global' });
  texts = [];
  for (const scope of [...slugs.map((s) => `projects/${s}`), '_global']) {
    const walk = (rel: string) => {
      for (const e of fs.readdirSync(path.join(root, scope, rel), { withFileTypes: true })) {
        if (e.name.startsWith('.')) continue;
        const child = rel ? `${rel}/${e.name}` : e.name;
        if (e.isDirectory()) walk(child);
        else if (e.name.endsWith('.md')) texts.push({ scope, rel: child, text: fs.readFileSync(path.join(root, scope, child), 'utf8') });
      }
    };
    walk('');
  }
});

function both(args: SearchArgs) {
  const plain = searchMemory(ws, args, { useIndex: false });
  const narrowed = searchMemory(ws, args);
  return { plain, narrowed };
}

function flipCase(s: string, pattern: number): string {
  return [...s].map((c, i) => ((pattern >> (i % 16)) & 1 ? c.toUpperCase() : c.toLowerCase())).join('');
}

describe('substring search with the ranked indexes', () => {
  it('has the indexes in memory (otherwise this test would compare the scan with itself)', () => {
    expect(indexes.loadedScopes().sort()).toEqual([...slugs, '_global'].sort());
  });

  it('finds the same hits as a plain scan for needles cut from the files', () => {
    fc.assert(
      fc.property(
        fc.nat(),
        fc.nat(),
        fc.integer({ min: 1, max: 48 }),
        fc.nat(0xffff),
        fc.boolean(),
        fc.constantFrom('*', 'one', '_global'),
        fc.constantFrom(undefined, 'knowledge', 'notes/*.md'),
        (which, from, length, casePattern, caseSensitive, scopeKind, filter) => {
          // One needle in three comes from the Unicode files, where case folding is subtle.
          const unicode = texts.filter((t) => t.text.includes('ΣΟΦΌΣ'));
          const source = which % 3 === 0 ? unicode[which % unicode.length]! : texts[which % texts.length]!;
          const start = from % Math.max(1, source.text.length);
          let needle = source.text.slice(start, start + length).split('\n')[0]!;
          if (needle.length === 0 || !needle.isWellFormed()) return;
          if (!caseSensitive) needle = flipCase(needle, casePattern);
          const project =
            scopeKind === '*' ? '*' : scopeKind === '_global' ? '_global' : source.scope.startsWith('projects/') ? source.scope.slice(9) : '_global';
          const { plain, narrowed } = both({ query: needle, case_sensitive: caseSensitive, project, path: filter, limit: 1000 });
          expect(narrowed.hits, JSON.stringify({ needle, project, filter, caseSensitive })).toEqual(plain.hits);
          expect(narrowed.truncated).toBe(plain.truncated);
          // A scan stopped by the limit has not reached every file; otherwise both cover all.
          if (!plain.truncated) expect(narrowed.files_searched).toBe(plain.files_searched);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('finds the same hits for Unicode needles that fold differently in case', () => {
    for (const needle of [
      'ΟΔΟΣ and ΟΔΟΣ',
      'the FILE of',
      'straße nach',
      'STRASSE',
      'kelvin k and',
      'long s sign',
      'σοφοσ ΣΟΦΌΣ σοφοσ',
      ' ⓐlpha ',
      'ǅemal ǅemal',
      'the \u212Aelvin',
      ' ſign',
      'a ſ b',
      'ΣΟΦΌΣ σοφος.',
      'the \u1C80ода river',
    ]) {
      for (const case_sensitive of [false, true]) {
        const { plain, narrowed } = both({ query: needle, case_sensitive, project: '*' });
        expect(narrowed.hits, needle).toEqual(plain.hits);
      }
    }
  });

  it('stops at the limit after the same hits as a plain scan', () => {
    const { plain, narrowed } = both({ query: ' the ', project: '*', limit: 7 });
    expect(plain.truncated).toBe(true);
    expect(narrowed.hits).toEqual(plain.hits);
  });

  it('sees files edited, added and removed by hand', () => {
    const dir = path.join(ws.root.dir, 'projects', slugs[1] as string);
    const edited = texts.find((t) => t.scope === `projects/${slugs[1]}` && t.rel.startsWith('knowledge/'))!;
    fs.appendFileSync(path.join(dir, edited.rel), '\nA zebra-crossing of unusual words appears here.\n');
    fs.writeFileSync(path.join(dir, 'notes', 'hand-made.md'), 'Another zebra-crossing of unusual words.\n');
    const gone = texts.find((t) => t.scope === `projects/${slugs[1]}` && t.rel.startsWith('docs/'))!;
    fs.rmSync(path.join(dir, gone.rel));
    for (const query of [
      'zebra-crossing of unusual',
      'a zebra-crossing of',
      gone.text
        .split('\n')
        .find((l) => l.length > 30)!
        .slice(2, 28),
    ]) {
      const { plain, narrowed } = both({ query, project: '*' });
      expect(narrowed.hits, query).toEqual(plain.hits);
    }
    expect(searchMemory(ws, { query: 'zebra-crossing of unusual', project: '*' }).hits.map((h) => h.path)).toEqual([
      `projects/${slugs[1]}/${edited.rel}`,
      `projects/${slugs[1]}/notes/hand-made.md`,
    ]);
  });
});
