/**
 * What a user or the model reads (tool descriptions, error messages and hints, CLI help, templates,
 * the plugin's commands, agents and skills) names commands and files the user has, never the
 * documents this product was built from: the seeds, the specification, the design guides, issue
 * numbers. Every string literal of the sources is scanned (comments keep their citations: they are
 * for the people working on the code).
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/** Documents and records of the making of the product, which a user does not have. */
const INTERNAL_CITATION =
  /\bseeds? \d{3}\b|\bSPEC(?:\.md)?\b|\bGUIDE\.md\b|\bRELIABILITY(?:\.md)?\b|\bPERFORMANCE\.md\b|\bCLAUDE-CODE\.md\b|\bFINDINGS\.md\b|\bARCHITECTURE\.md\b|\b[Ii]ssue #?\d+\b|\bitem \d+\b/;

/** The text of every string literal and template literal (its fixed parts) in `source`. */
function stringsOf(file: string, source: string): { text: string; line: number }[] {
  const out: { text: string; line: number }[] = [];
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false);
  const add = (node: ts.Node, text: string) => out.push({ text, line: sf.getLineAndCharacterOfPosition(node.getStart(sf)).line + 1 });
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) add(node, node.text);
    else if (ts.isTemplateExpression(node)) add(node, [node.head.text, ...node.templateSpans.map((s) => s.literal.text)].join('…'));
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

function filesUnder(dir: string, ext: RegExp): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => ext.test(f))
    .map((f) => path.join(dir, f));
}

describe('user-facing text', () => {
  it('cites no internal document in any string of the sources', () => {
    const found: string[] = [];
    for (const file of filesUnder(path.resolve('server/src'), /\.ts$/)) {
      for (const s of stringsOf(file, fs.readFileSync(file, 'utf8'))) {
        const m = INTERNAL_CITATION.exec(s.text);
        if (m) found.push(`${path.relative(process.cwd(), file)}:${s.line}: "${m[0]}" in ${JSON.stringify(s.text.slice(0, 120))}`);
      }
    }
    expect(found).toEqual([]);
  });

  it("cites none in the plugin's commands, agents, skills and hook settings", () => {
    const found: string[] = [];
    for (const dir of ['commands', 'agents', 'skills', 'hooks']) {
      for (const file of filesUnder(path.resolve(dir), /\.(md|json)$/)) {
        fs.readFileSync(file, 'utf8')
          .split('\n')
          .forEach((line, i) => {
            const m = INTERNAL_CITATION.exec(line);
            if (m) found.push(`${dir}/${path.relative(path.resolve(dir), file)}:${i + 1}: "${m[0]}"`);
          });
      }
    }
    expect(found).toEqual([]);
  });

  it('(control) finds a citation in a message, a hint and a template, and none in comments', () => {
    const source = [
      '// seed 003 says so (a comment: allowed)',
      "throw new MemoryError('INVALID_FORMAT', 'x needs a numeric schemaVersion (seed 003).');",
      'const hint = `See RELIABILITY.md for ${what}.`;',
      "const description = 'Write a file (issue 12).';",
    ].join('\n');
    const hits = stringsOf('control.ts', source).filter((s) => INTERNAL_CITATION.test(s.text));
    expect(hits.map((h) => h.line)).toEqual([2, 3, 4]);
    expect(INTERNAL_CITATION.test('Run `project-memory doctor --fix`; see docs/TEAM.md.')).toBe(false);
  });
});
