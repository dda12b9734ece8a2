/**
 * Substring search narrowed by the trigram caches (no ranked index in memory) must find exactly
 * what a plain scan finds, however the files changed since the cache was built: edited, removed
 * or added by hand, rewritten by another process (same size, mtime put back), and while another
 * process replaces or damages the cache file itself.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateCorpus } from '../../scripts/bench/corpus.mjs';
import { openPreparedWorkspace } from '../../server/src/services/prepare.js';
import { configureRankedIndexes } from '../../server/src/services/ranked-indexes.js';
import { searchMemory, type SearchArgs } from '../../server/src/services/search.js';
import { configureSubstringCaches, type SubstringCaches } from '../../server/src/services/substring-cache.js';
import type { Workspace } from '../../server/src/services/workspace.js';
import { listScopeFiles } from '../../server/src/storage/scope-files.js';
import { saveSubstringCache, substringCachePath, SubstringCacheBuilder } from '../../server/src/storage/substring-store.js';
import { tempDir } from '../helpers/tmp.js';

let ws: Workspace;
let caches: SubstringCaches;
let slugs: string[];
let texts: { scope: string; rel: string; text: string }[];

const UNICODE_NOTE = [
  '# Notes ünïcödé',
  'Die Straße nach İstanbul, ΟΔΟΣ and οδος, the ﬁle of the \u212Aelvin sign and the long ſign.',
  'σοφός ΣΟΦΌΣ σοφοσ. Ⓐlpha ⓐlpha ℌilbert, the вода river, ﬀ ligature Ⅻ ² ma\u212Ae ca\u017Fe',
].join('\n');

const scopeDirs = () => [...slugs.map((s) => `projects/${s}`), '_global'];
const slugOf = (dir: string) => (dir === '_global' ? '_global' : dir.slice('projects/'.length));

/** Builds and stores every scope's cache now, trusting files however recent (racy window 0). */
function buildCaches(racyMs = 0): void {
  for (const dir of scopeDirs()) {
    const builder = new SubstringCacheBuilder(ws.root.dir, dir, listScopeFiles(ws.root.dir, dir), racyMs);
    builder.step();
    saveSubstringCache(ws.root, dir, slugOf(dir), builder.bytes());
  }
}

beforeAll(() => {
  const root = path.join(tempDir(), 'memory');
  const corpus = generateCorpus(root, { projects: 3, filesPerProject: 30, seed: 12, minBytes: 300, maxBytes: 3000 });
  slugs = corpus.projects.map((p) => p.slug);
  fs.writeFileSync(path.join(root, 'projects', slugs[0] as string, 'notes', 'unicode-note.md'), UNICODE_NOTE);
  fs.mkdirSync(path.join(root, '_global'), { recursive: true });
  fs.writeFileSync(path.join(root, '_global', 'patterns.md'), `${UNICODE_NOTE}\nRotate the SIGNING keys before the quarterly audit.\n`);
  ws = openPreparedWorkspace({ root, cwd: root });
  // No ranked index in memory: substring search must go through the caches (or scan).
  configureRankedIndexes(ws.root, {});
  caches = configureSubstringCaches(ws.root, { refreshMs: 0 });
  buildCaches();
  texts = [];
  for (const scope of scopeDirs()) {
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
  expect(narrowed.hits, JSON.stringify(args)).toEqual(plain.hits);
  expect(narrowed.truncated).toBe(plain.truncated);
  if (!plain.truncated) expect(narrowed.files_searched).toBe(plain.files_searched);
  return { plain, narrowed };
}

function flipCase(s: string, pattern: number): string {
  return [...s].map((c, i) => ((pattern >> (i % 16)) & 1 ? c.toUpperCase() : c.toLowerCase())).join('');
}

describe('substring search with the trigram caches', () => {
  it('narrows: a rare phrase reads a few files, not all (otherwise the scan is compared with itself)', () => {
    const scope = { slug: '_global', dir: '_global' };
    const files = caches.candidates(scope, 'rotate the signing keys before', false, null);
    expect(files?.toRead).toEqual(['patterns.md']);
    const one = caches.candidates({ slug: slugs[1]!, dir: `projects/${slugs[1]}` }, 'rotate the signing keys before', false, null);
    expect(one!.covered).toBeGreaterThan(20);
    expect(one!.toRead.length).toBeLessThan(one!.covered / 4);
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
          const unicode = texts.filter((t) => t.text.includes('ΣΟΦΌΣ'));
          const source = which % 3 === 0 ? unicode[which % unicode.length]! : texts[which % texts.length]!;
          const start = from % Math.max(1, source.text.length);
          let needle = source.text.slice(start, start + length).split('\n')[0]!;
          if (needle.length === 0 || !needle.isWellFormed()) return;
          if (!caseSensitive) needle = flipCase(needle, casePattern);
          const project =
            scopeKind === '*' ? '*' : scopeKind === '_global' ? '_global' : source.scope.startsWith('projects/') ? source.scope.slice(9) : '_global';
          both({ query: needle, case_sensitive: caseSensitive, project, path: filter, limit: 1000 });
        },
      ),
      { numRuns: 300 },
    );
  });

  it('finds the same hits for needles whose letters match other bytes (Kelvin sign, long s)', () => {
    for (const needle of [
      'the kelvin sign',
      'THE KELVIN',
      'make case',
      'MAKE',
      'long sign',
      'LONG SIGN',
      'the \u212Aelvin',
      ' \u017Fign',
      'straße nach',
      'ΟΔΟΣ and οδος',
      'ca\u017Fe',
      'ﬁle of',
    ]) {
      for (const case_sensitive of [false, true]) both({ query: needle, case_sensitive, project: '*' });
    }
  });

  it('sees files edited, added and removed by hand since the cache was built', () => {
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
      both({ query, project: '*' });
    }
    expect(searchMemory(ws, { query: 'zebra-crossing of unusual', project: '*' }).hits.map((h) => h.path)).toEqual([
      `projects/${slugs[1]}/${edited.rel}`,
      `projects/${slugs[1]}/notes/hand-made.md`,
    ]);
  });

  it('sees files renamed by hand, within a folder and into another one', () => {
    const dir = path.join(ws.root.dir, 'projects', slugs[0] as string);
    fs.writeFileSync(path.join(dir, 'notes', 'before-rename.md'), 'The marmalade telescope points north.\n');
    fs.writeFileSync(path.join(dir, 'notes', 'moving-out.md'), 'The marmalade compass points south.\n');
    buildCaches();
    both({ query: 'marmalade', project: '*' });
    fs.renameSync(path.join(dir, 'notes', 'before-rename.md'), path.join(dir, 'notes', 'after-rename.md'));
    fs.renameSync(path.join(dir, 'notes', 'moving-out.md'), path.join(dir, 'knowledge', 'moved-in.md'));
    const { narrowed } = both({ query: 'marmalade', project: '*' });
    expect(narrowed.hits.map((h) => h.path)).toEqual([`projects/${slugs[0]}/knowledge/moved-in.md`, `projects/${slugs[0]}/notes/after-rename.md`]);
  });

  it('sees a file another process rewrote with the same size and its old mtime put back', () => {
    const file = path.join(ws.root.dir, 'projects', slugs[2] as string, 'memory.md');
    // A whole second, which utimes sets exactly (a fraction would come back rounded).
    fs.utimesSync(file, 1_700_000_000, 1_700_000_000);
    buildCaches();
    both({ query: 'qqq-other-process', project: '*' });
    const st = fs.statSync(file);
    const bytes = fs.readFileSync(file);
    Buffer.from('QQQ-other-process\n').copy(bytes, 0);
    const replaced = bytes.toString('latin1');
    execFileSync(process.execPath, [
      '-e',
      'const fs=require("fs");const [f,t,m]=process.argv.slice(1);fs.writeFileSync(f,Buffer.from(t,"latin1"));fs.utimesSync(f,+m/1000,+m/1000);',
      file,
      replaced,
      String(st.mtimeMs),
    ]);
    expect(fs.statSync(file).mtimeMs).toBe(st.mtimeMs);
    const { narrowed } = both({ query: 'qqq-other-process', project: '*' });
    expect(narrowed.hits.map((h) => h.path)).toEqual([`projects/${slugs[2]}/memory.md`]);
  });

  it('reads the new table when another process replaced the cache, and scans when it is damaged', () => {
    const dir = `projects/${slugs[0]}`;
    const note = path.join(ws.root.dir, dir, 'notes', 'later.md');
    fs.writeFileSync(note, 'the yellow submarine of project zero\n');
    execFileSync(process.execPath, ['-e', 'setTimeout(()=>{},5)']);
    buildCaches(); // as another server would, now with later.md in its table
    both({ query: 'yellow submarine of', project: '*' });
    expect(caches.candidates({ slug: slugs[0]!, dir }, 'yellow submarine of', false, null)?.toRead).toEqual(['notes/later.md']);
    const cacheFile = substringCachePath(ws.root.dir, dir);
    fs.writeFileSync(cacheFile, fs.readFileSync(cacheFile).subarray(0, 100));
    expect(caches.candidates({ slug: slugs[0]!, dir }, 'yellow submarine of', false, null)).toBeUndefined();
    both({ query: 'yellow submarine of', project: '*' });
  });

  it('never trusts a file read within the racy window of its last change', () => {
    const dir = `projects/${slugs[2]}`;
    const builder = new SubstringCacheBuilder(ws.root.dir, dir, listScopeFiles(ws.root.dir, dir), 60_000);
    builder.step();
    saveSubstringCache(ws.root, dir, slugs[2]!, builder.bytes());
    const files = caches.candidates({ slug: slugs[2]!, dir }, 'rotate the signing keys before', false, null)!;
    expect(files.toRead.length).toBe(files.covered);
  });
});
