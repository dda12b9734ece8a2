/**
 * The dream agent's draft of memory.md through the real server and CLI (`consolidate` with
 * `memory_draft`, `project-memory dream --memory-draft`): the draft becomes memory.md, what it
 * leaves out or rewords lands in archive/ with a pointer, the no-loss check covers the whole run,
 * and every refusal (missing section, over budget, secret, bad file) changes no byte.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { CLI_BUNDLE, startServer } from '../helpers/server.js';
import { snapshotTree, tempDir } from '../helpers/tmp.js';

const NOW = '2026-12-01';
const ARCHIVE = 'archive/memory-202612.md';
const POINTER = `- Older detail moved out of core memory: ${ARCHIVE}`;

let root: string;
let project: string;
let scratch: string;

const memoryPath = () => path.join(project, 'memory.md');
const readProject = (rel: string) => fs.readFileSync(path.join(project, rel), 'utf8');

function cli(...args: string[]) {
  return spawnSync(process.execPath, [CLI_BUNDLE, ...args, '--root', root], {
    encoding: 'utf8',
    cwd: scratch,
    env: { ...process.env, PROJECT_MEMORY_ROOT: root },
  });
}

/** Every non-blank trimmed line of the project's Markdown files, with its count. */
function markdownLines(): Map<string, number> {
  const counts = new Map<string, number>();
  for (const [rel, text] of Object.entries(snapshotTree(project))) {
    if (!rel.endsWith('.md')) continue;
    for (const l of text.split('\n')) if (l.trim()) counts.set(l.trim(), (counts.get(l.trim()) ?? 0) + 1);
  }
  return counts;
}

/** A draft of the current memory.md: the 200 constraint lines become one, one focus line reworded, one fact added. */
function draftOf(memory: string): string {
  return memory
    .replace(/(- constraint detail number \d+\n)+/, '- constraints 0-199: see archive (round half-even per line)\n')
    .replace('- keep the invoice API stable', '- the invoice API must stay stable')
    .replace('## Next step\n', '## Next step\n\n- wire up refunds\n');
}

beforeEach(async () => {
  root = path.join(tempDir(), 'memory');
  scratch = tempDir('pm-scratch-');
  const server = await startServer({ root });
  await server.ok('create_project', { slug: 'dreamy', name: 'Dreamy' });
  await server.close();
  project = path.join(root, 'projects/dreamy');
  const memory = fs.readFileSync(memoryPath(), 'utf8');
  const detail = Array.from({ length: 200 }, (_, i) => `- constraint detail number ${i}`).join('\n');
  fs.writeFileSync(
    memoryPath(),
    memory
      .replace('## Constraints\n', `## Constraints\n\n${detail}\n`)
      .replace('## Current focus\n', '## Current focus\n\n- keep the invoice API stable\n- ship the PDF export\n'),
  );
});

describe('consolidate with memory_draft, through the real server', () => {
  it('dry run shows what the draft would move; apply makes memory.md the draft + pointer and archives the rest; again changes nothing', async () => {
    const before = fs.readFileSync(memoryPath(), 'utf8');
    const draft = draftOf(before);
    const draftFile = path.join(scratch, 'draft.md');
    fs.writeFileSync(draftFile, draft);
    const linesBefore = markdownLines();
    const server = await startServer({ root });
    try {
      const tree = snapshotTree(root);
      const plan = await server.ok('consolidate', { project: 'dreamy', now: NOW, memory_draft: draftFile });
      expect(plan).toMatch(/^Plan for dreamy \(dry run/);
      expect(plan).toMatch(
        /- Draft of memory\.md: 237 → 41 lines; 18 lines kept verbatim, 3 new or reworded lines; 201 lines left out \(or reworded\) moved to archive\/memory-202612\.md/,
      );
      expect(plan).toContain('    - moved: - keep the invoice API stable');
      expect(plan).toContain('    - moved: - constraint detail number 0');
      expect(plan).toMatch(/… and 181 more in archive\/memory-202612\.md/);
      expect(plan).toMatch(/No-loss check: passed/);
      expect(snapshotTree(root)).toEqual(tree);

      const applied = await server.ok('consolidate', { project: 'dreamy', now: NOW, dry_run: false, memory_draft: draftFile });
      expect(applied).toMatch(/Applied consolidation of dreamy/);
      expect(applied).toMatch(/No-loss check: passed — all \d+ non-blank lines from before are present after/);
      expect(readProject('memory.md')).toBe(
        draft.replace(
          '_Where deeper context lives: decisions.md, sessions/, archive/._\n',
          `_Where deeper context lives: decisions.md, sessions/, archive/._\n${POINTER}\n`,
        ),
      );
      const archive = readProject(ARCHIVE);
      expect(archive).toMatch(/^# Core memory archive — 2026-12\n/);
      expect(archive).toContain(
        `## ${NOW} — left out of memory.md by the /dream draft\n\n### Current focus\n\n- keep the invoice API stable\n\n### Constraints\n\n- constraint detail number 0\n`,
      );
      // Independent of the engine: every Markdown line of the project before is still in it.
      const linesAfter = markdownLines();
      for (const [line, n] of linesBefore) expect(linesAfter.get(line) ?? 0, line).toBeGreaterThanOrEqual(n);
      expect(readProject('archive/consolidation-log.md')).toMatch(/- Draft of memory\.md: 237 → 41 lines/);

      const settled = snapshotTree(root);
      expect(await server.ok('consolidate', { project: 'dreamy', now: NOW, dry_run: false, memory_draft: draftFile })).toMatch(/Nothing to consolidate/);
      expect(snapshotTree(root)).toEqual(settled);
    } finally {
      await server.close();
    }
  });

  it('refuses, in one sentence and changing no byte, a draft missing a section, over budget, with a secret, or not a plain UTF-8 file', async () => {
    const before = fs.readFileSync(memoryPath(), 'utf8');
    const good = draftOf(before);
    const file = (name: string, content: string | Buffer) => {
      const p = path.join(scratch, name);
      fs.writeFileSync(p, content);
      return p;
    };
    fs.symlinkSync(file('real.md', good), path.join(scratch, 'link.md'));
    const cases: [string, RegExp][] = [
      [
        file('no-section.md', good.replace('## Key artifacts\n', '')),
        /^The draft of memory\.md has no "## Key artifacts" section, and every canonical section must stay, so nothing was changed\./,
      ],
      [
        file('long.md', good.replace('## Next step\n', `## Next step\n\n${'- more\n'.repeat(140)}`)),
        /over the 130-line budget \(coreSoftLimit\), so nothing was changed\./,
      ],
      [
        file('secret.md', good.replace('- wire up refunds', `- deploy key ${['gh', 'p_', 'A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8'].join('')}`)),
        /^memory_draft looks like it contains a secret/,
      ],
      [file('latin1.md', Buffer.from(good.replace('Dreamy', 'Dr\u00e9amy'), 'latin1')), /^memory_draft .* is not valid UTF-8 text\./],
      [path.join(scratch, 'link.md'), /^memory_draft .* is a symbolic link/],
      [path.join(scratch, 'missing.md'), /^memory_draft .* does not exist\./],
      ['draft.md', /^memory_draft must be an absolute path/],
      [scratch, /^memory_draft .* is not a regular file/],
    ];
    const server = await startServer({ root });
    try {
      const tree = snapshotTree(root);
      for (const [draft, message] of cases) {
        const r = await server.call('consolidate', { project: 'dreamy', now: NOW, dry_run: false, memory_draft: draft });
        expect(r.isError, draft).toBe(true);
        expect(r.text, draft).toMatch(message);
        expect(snapshotTree(root), draft).toEqual(tree);
      }
    } finally {
      await server.close();
    }
  });
});

describe('project-memory dream --memory-draft', () => {
  it('applies a draft given relative to the current folder, and --undo restores memory.md byte for byte', () => {
    const before = fs.readFileSync(memoryPath(), 'utf8');
    fs.writeFileSync(path.join(scratch, 'draft.md'), draftOf(before));
    const dry = cli('dream', '--project', 'dreamy', '--now', NOW, '--dry-run', '--memory-draft', 'draft.md');
    expect(dry.status, dry.stderr).toBe(0);
    // The CLI wraps its report at 100 columns: continuation lines are indented.
    expect(dry.stdout.replace(/\n +/g, ' ')).toMatch(/201 lines left out \(or reworded\) moved to archive\/memory-202612\.md/);
    expect(fs.readFileSync(memoryPath(), 'utf8')).toBe(before);

    const run = cli('dream', '--project', 'dreamy', '--now', NOW, '--memory-draft', 'draft.md');
    expect(run.status, run.stderr).toBe(0);
    expect(fs.readFileSync(memoryPath(), 'utf8')).toContain('- constraints 0-199: see archive (round half-even per line)');
    expect(readProject(ARCHIVE)).toContain('- constraint detail number 199');

    expect(cli('dream', '--project', 'dreamy', '--undo').status).toBe(0);
    expect(fs.readFileSync(memoryPath(), 'utf8')).toBe(before);
    expect(fs.existsSync(path.join(project, ARCHIVE))).toBe(false);

    const refused = cli('dream', '--project', 'dreamy', '--now', NOW, '--memory-draft', 'nope.md');
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toMatch(/memory_draft .*nope\.md does not exist/);
  });
});
