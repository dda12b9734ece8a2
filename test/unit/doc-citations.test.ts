/**
 * The repository stands on its own (issue 14 item 7): a comment of server/src, scripts/ or test/
 * cites only documents that are in the repository, and a `docs/<name>.md#<anchor>` citation names
 * an anchor that exists. Citations of the documents the project was built from ("SPEC §4",
 * "seed 000", RELIABILITY.md…) are refused: a reader of the repository cannot open them.
 * Only comments are read in source files (string literals are data: CLAUDE.md is a file the
 * import reads), and the whole text of Markdown files.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ROOTS = ['server/src', 'scripts', 'test'];
const SOURCE = /\.(ts|mts|cts|js|mjs|cjs)$/;
/**
 * Names that are data, not citations: files the import reads from a user's repository, and memory
 * files spelled in another case (what a case-insensitive file system makes of `decisions.md`).
 */
const PRODUCT_FILE_NAMES = new Set(['CLAUDE.md', 'CLAUDE.local.md', 'AGENTS.md', 'MEMORY.md', 'DECISIONS.md', 'SKILL.md']);
/** This file names the refused citations in its self-test. */
const SELF = 'test/unit/doc-citations.test.ts';

function walk(dir: string): string[] {
  const out: string[] = [];
  for (const e of fs.readdirSync(path.join(REPO, dir), { withFileTypes: true })) {
    if (e.name === 'node_modules' || e.name.startsWith('.')) continue;
    const rel = `${dir}/${e.name}`;
    if (e.isDirectory()) out.push(...walk(rel));
    else if (SOURCE.test(e.name) || e.name.endsWith('.md')) out.push(rel);
  }
  return out;
}

/** Every comment of a source file, found by the TypeScript parser (so regex literals and strings never pass for one). */
export function commentsOf(fileName: string, text: string): string[] {
  const sf = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, /\.m?js$|\.cjs$/.test(fileName) ? ts.ScriptKind.JS : ts.ScriptKind.TS);
  const seen = new Map<number, string>();
  const take = (ranges: ts.CommentRange[] | undefined) => {
    for (const r of ranges ?? []) seen.set(r.pos, text.slice(r.pos, r.end));
  };
  const visit = (node: ts.Node) => {
    take(ts.getLeadingCommentRanges(text, node.getFullStart()));
    take(ts.getTrailingCommentRanges(text, node.getEnd()));
    node.forEachChild(visit);
  };
  visit(sf);
  take(ts.getLeadingCommentRanges(text, sf.endOfFileToken.getFullStart()));
  return [...seen.values()];
}

/** GitHub's anchor of a heading, and every explicit `<a id>`: what `#anchor` may name. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  for (const m of markdown.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(m[1]!);
  for (const m of markdown.matchAll(/^#{1,6}[ \t]+(.+?)[ \t#]*$/gm)) {
    anchors.add(
      m[1]!
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\s_-]/gu, '')
        .trim()
        .replace(/\s/g, '-'),
    );
  }
  return anchors;
}

const OUTSIDE = [/\bSPEC\s*§/, /§\s*\d/, /\bseeds?\s+0\d\d\b/i];

/** Problems of one piece of text (a comment or a Markdown file) of `file`; `exists` answers for repository paths. */
export function citationProblems(
  file: string,
  text: string,
  exists: (rel: string) => boolean,
  basenames: Set<string>,
  anchors: (rel: string) => Set<string>,
): string[] {
  const problems: string[] = [];
  for (const re of OUTSIDE) {
    const m = re.exec(text);
    if (m) {
      problems.push(`${file}: cites "${m[0]}", a document outside the repository; cite docs/FORMATS.md or docs/ARCHITECTURE.md`);
      break;
    }
  }
  // A document is named in capitals (README.md, FINDINGS.md; not a YYYY-MM-DD.md placeholder), or lives under docs/.
  for (const m of text.matchAll(/(?<![\w./-])((?:[\w.-]+\/)*)((?![YMD_-]+\.md)[A-Z][A-Z0-9_-]*\.md|(?<=docs\/)[\w.-]+\.md)(#[\w-]+)?(?![\w-])/g)) {
    const [, dir = '', name = '', hash] = m;
    const rel = `${dir}${name}`;
    if (!dir) {
      if (!basenames.has(name) && !PRODUCT_FILE_NAMES.has(name)) problems.push(`${file}: cites ${name}, which is not a file of the repository`);
      continue;
    }
    const candidates = [rel, path.posix.join(path.posix.dirname(file), rel)];
    const found = candidates.find((c) => exists(c));
    if (!found) {
      if (!PRODUCT_FILE_NAMES.has(name) && !rel.startsWith('.')) problems.push(`${file}: cites ${rel}, which is not in the repository`);
      continue;
    }
    if (hash && !anchors(found).has(hash.slice(1))) problems.push(`${file}: cites ${rel}${hash}, but ${found} has no anchor ${hash}`);
  }
  return problems;
}

const exists = (rel: string) => fs.existsSync(path.join(REPO, rel)) && fs.statSync(path.join(REPO, rel)).isFile();
const anchorCache = new Map<string, Set<string>>();
const anchorsAt = (rel: string) => {
  let a = anchorCache.get(rel);
  if (!a) anchorCache.set(rel, (a = anchorsOf(fs.readFileSync(path.join(REPO, rel), 'utf8'))));
  return a;
};
const repoBasenames = (): Set<string> => {
  const names = new Set<string>();
  const visit = (dir: string) => {
    for (const e of fs.readdirSync(path.join(REPO, dir), { withFileTypes: true })) {
      if (e.name === 'node_modules' || e.name === '.git' || e.name === 'dist') continue;
      if (e.isDirectory()) visit(dir ? `${dir}/${e.name}` : e.name);
      else if (e.name.endsWith('.md')) names.add(e.name);
    }
  };
  visit('');
  return names;
};

describe('citations in comments', () => {
  it('(self-test) finds outside documents, missing paths and missing anchors, and passes good ones', () => {
    const basenames = new Set(['FINDINGS.md']);
    const anchors = () => new Set(['decisions']);
    const check = (t: string) => citationProblems('server/src/x.ts', t, (rel) => rel === 'docs/FORMATS.md', basenames, anchors);
    expect(check('see SPEC §4')).toHaveLength(1);
    expect(check('the format of seed 000')).toHaveLength(1);
    expect(check('RELIABILITY.md "Parsers"')).toHaveLength(1);
    expect(check('see shared/CLAUDE-CODE.md')).toHaveLength(1);
    expect(check('docs/FORMATS.md#nope')).toHaveLength(1);
    expect(check('docs/GONE.md#decisions')).toHaveLength(1);
    expect(check('docs/FORMATS.md#decisions, FINDINGS.md, memory.md, CLAUDE.md')).toEqual([]);
    const comments = commentsOf('x.ts', "const re = /\\/\\/ SPEC §1/; const s = '/* seed 000 */';\n// a comment\n/** another */ f();\n");
    expect(comments).toEqual(['// a comment', '/** another */']);
  });

  it('every document a comment cites is in the repository, anchors included', () => {
    const basenames = repoBasenames();
    const files = ROOTS.flatMap(walk).filter((f) => f !== SELF);
    expect(files.length).toBeGreaterThan(100);
    const problems = files.flatMap((file) => {
      const text = fs.readFileSync(path.join(REPO, file), 'utf8');
      // Parsing is the cost: a file with no candidate at all has nothing to check.
      if (!/\.md\b|§|\bseeds?\s+0/i.test(text)) return [];
      const parts = file.endsWith('.md') ? [text] : commentsOf(file, text);
      return parts.flatMap((part) => citationProblems(file, part, exists, basenames, anchorsAt));
    });
    expect(problems).toEqual([]);
  });

  it('the docs/ pages link only to anchors and files that exist', () => {
    const basenames = repoBasenames();
    const problems = fs
      .readdirSync(path.join(REPO, 'docs'))
      .filter((n) => n.endsWith('.md'))
      .flatMap((n) => {
        const text = fs.readFileSync(path.join(REPO, 'docs', n), 'utf8');
        const links = [...text.matchAll(/\]\(([^)#\s]*)(#[^)\s]+)?\)/g)].map((m) => `docs/${m[1] || n}${m[2] ?? ''}`);
        return citationProblems(`docs/${n}`, links.join('\n'), exists, basenames, anchorsAt);
      });
    expect(problems).toEqual([]);
  });
});
