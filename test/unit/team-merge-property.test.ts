/**
 * Issue 12's property: over random interleavings of work on branches and merges between them
 * (real git, the merge rules of core/team/merge-rules.ts, writes through the real format code),
 * every merge is conflict-free in the logs, no decision id repeats, every entry keeps its fields,
 * every line any merged branch wrote is present, and the repair pass (what doctor --fix runs)
 * leaves nothing for a second run. Files are written directly, not through the bundle, for speed:
 * 200 runs behind PM_HEAVY=1, a few by default.
 */
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { appendDecision, nextDecisionNumber, parseDecisions, renderDecision } from '../../server/src/core/decisions.js';
import { appendSessionEntry, parseSessionFile, renderSessionFile } from '../../server/src/core/sessions.js';
import { conflictRegions } from '../../server/src/core/team/conflict-markers.js';
import { gitAttributesText, MERGE_CONFIG } from '../../server/src/core/team/merge-rules.js';
import { decisionMergeProblems, repairDecisions, repairSessionDay } from '../../server/src/core/team/merge-repair.js';
import { appendBlock } from '../../server/src/core/text-lines.js';
import { commitAll, git, gitTry, initRepo, writeFile } from '../helpers/git.js';
import { tempDir } from '../helpers/tmp.js';

const RUNS = process.env.PM_HEAVY === '1' ? 200 : 3;
const BRANCHES = ['main', 'b1', 'b2'] as const;
const DAYS = ['2026-12-01', '2026-12-02'] as const;
// Few distinct texts on purpose: entries on two branches then share lines, which is what folds.
const WORDS = ['Tests pass', 'Ship it', 'auth', 'Use bcrypt', 'Review later', 'Deploy'] as const;

type Op =
  | { kind: 'decision'; branch: number; title: number; topic: number | null; body: number | null; status: 'Active' | 'Draft' }
  | { kind: 'session'; branch: number; day: number; summary: number; outcomes: number[]; next: number | null }
  | { kind: 'update'; branch: number; day: number; text: number }
  | { kind: 'merge'; from: number; into: number; rebase: boolean };

const branch = fc.integer({ min: 0, max: BRANCHES.length - 1 });
const word = fc.integer({ min: 0, max: WORDS.length - 1 });
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('decision' as const),
    branch,
    title: word,
    topic: fc.option(word, { nil: null }),
    body: fc.option(word, { nil: null }),
    status: fc.constantFrom('Active' as const, 'Draft' as const),
  }),
  fc.record({
    kind: fc.constant('session' as const),
    branch,
    day: fc.integer({ min: 0, max: 1 }),
    summary: word,
    outcomes: fc.array(word, { maxLength: 3 }),
    next: fc.option(word, { nil: null }),
  }),
  fc.record({ kind: fc.constant('update' as const), branch, day: fc.integer({ min: 0, max: 1 }), text: word }),
  fc.record({ kind: fc.constant('merge' as const), from: branch, into: branch, rebase: fc.boolean() }),
);

const read = (dir: string, rel: string) => (fs.existsSync(path.join(dir, rel)) ? fs.readFileSync(path.join(dir, rel), 'utf8') : null);
const logs = (dir: string) => [
  'decisions.md',
  ...['sessions', 'updates'].flatMap((f) => (fs.existsSync(path.join(dir, f)) ? fs.readdirSync(path.join(dir, f)).map((n) => `${f}/${n}`) : [])),
];
const meaningful = (line: string) => line.trim() !== '' && !/^## Session \d+$/.test(line) && !line.startsWith('# ');

/** What doctor --fix does to the logs, committed as a person would after a merge. */
function repairAll(dir: string): void {
  for (const rel of logs(dir)) {
    const text = read(dir, rel)!;
    const r = rel === 'decisions.md' ? repairDecisions(text) : rel.startsWith('sessions/') ? repairSessionDay(text) : null;
    if (r && r.changes.length) writeFile(dir, rel, r.text);
  }
  commitAll(dir, 'doctor --fix');
}

/** Whole entries a branch wrote: decision id -> its text; day file -> its sections' parts. */
interface Entries {
  decisions: Map<string, string>;
  sessions: Map<string, string[]>;
}

const sessionKey = (s: { summary: string; outcomes: readonly string[]; nextStep: string }) => JSON.stringify([s.summary, s.outcomes, s.nextStep]);

function checkInvariants(dir: string, written: Set<string>, entries?: Entries): void {
  expect(git(dir, 'diff', '--name-only', '--diff-filter=U')).toBe('');
  const present = new Map<string, Set<string>>();
  for (const rel of logs(dir)) {
    const text = read(dir, rel)!;
    expect(conflictRegions(text), rel).toEqual([]);
    present.set(rel, new Set(text.split('\n')));
    // The repair pass has nothing left to do.
    const again = rel === 'decisions.md' ? repairDecisions(text) : rel.startsWith('sessions/') ? repairSessionDay(text) : null;
    expect(again?.changes ?? [], rel).toEqual([]);
    if (rel.startsWith('sessions/')) {
      const numbers = parseSessionFile(text).sections.map((s) => s.number);
      expect(new Set(numbers).size, rel).toBe(numbers.length);
    }
  }
  const decisions = read(dir, 'decisions.md') ?? '';
  expect(decisionMergeProblems(decisions)).toEqual([]);
  const ids = parseDecisions(decisions).entries.map((e) => e.id);
  expect(new Set(ids).size).toBe(ids.length);
  // Entry by entry: a union merge that folded two entries' common lines would pass the line checks.
  if (entries) {
    const byId = new Map(parseDecisions(decisions).entries.map((e) => [e.id, e.raw]));
    for (const [id, raw] of entries.decisions) expect(byId.get(id), id).toBe(raw);
    for (const [rel, keys] of entries.sessions) {
      const have = parseSessionFile(read(dir, rel) ?? '').sections.map(sessionKey);
      for (const k of keys) expect(have, `${rel}: ${k}`).toContain(k);
    }
  }
  for (const key of written) {
    const [rel, line] = [key.slice(0, key.indexOf('\u0000')), key.slice(key.indexOf('\u0000') + 1)];
    expect(present.get(rel)?.has(line), `${rel}: ${line}`).toBe(true);
  }
}

function run(ops: readonly Op[]): void {
  const dir = initRepo(path.join(tempDir('pm-prop-'), 'repo'));
  for (const [k, v] of MERGE_CONFIG) git(dir, 'config', k, v);
  writeFile(dir, '.gitattributes', gitAttributesText());
  writeFile(dir, 'decisions.md', '# Decisions\n\n## D1 · Seed\n- Status: Active\n- Date: 2026-11-30\n');
  commitAll(dir, 'seed');
  for (const b of BRANCHES.slice(1)) git(dir, 'branch', b);
  // What each branch has written, or received by merging: "rel\0line" keys.
  const written = new Map<string, Set<string>>(BRANCHES.map((b) => [b, new Set<string>()]));
  const entries = new Map<string, Entries>(BRANCHES.map((b) => [b, { decisions: new Map(), sessions: new Map() }]));
  let tag = 0;
  const note = (b: string, rel: string, text: string) => {
    for (const line of text.split('\n')) if (meaningful(line)) written.get(b)!.add(`${rel}\u0000${line}`);
  };
  for (const o of ops) {
    if (o.kind === 'merge') {
      const from = BRANCHES[o.from]!;
      const into = BRANCHES[o.into]!;
      if (from === into) continue;
      git(dir, 'checkout', '-q', into);
      const r = o.rebase ? gitTry(dir, 'rebase', '-q', from) : gitTry(dir, 'merge', '-q', '--no-edit', from);
      expect(r.code, r.out).toBe(0);
      repairAll(dir);
      for (const k of written.get(from)!) written.get(into)!.add(k);
      const [src, dst] = [entries.get(from)!, entries.get(into)!];
      for (const [id, raw] of src.decisions) dst.decisions.set(id, raw);
      for (const [rel, keys] of src.sessions) dst.sessions.set(rel, [...new Set([...(dst.sessions.get(rel) ?? []), ...keys])]);
      checkInvariants(dir, written.get(into)!, entries.get(into)!);
      continue;
    }
    const b = BRANCHES[o.branch]!;
    git(dir, 'checkout', '-q', b);
    if (o.kind === 'decision') {
      const current = read(dir, 'decisions.md')!;
      // A random tag in the product; a counter here, so the run is reproducible from its seed.
      const t = `${String.fromCharCode(97 + (tag % 26))}${String.fromCharCode(97 + (Math.floor(tag / 26) % 26))}x${2 + (tag % 8)}`;
      tag++;
      const rendered = renderDecision({
        num: nextDecisionNumber(parseDecisions(current).entries),
        tag: t,
        title: `${WORDS[o.title]} ${tag}`,
        status: o.status,
        date: DAYS[0],
        topic: o.topic === null ? undefined : WORDS[o.topic],
        body: o.body === null ? undefined : WORDS[o.body],
      });
      writeFile(dir, 'decisions.md', appendDecision(current, rendered));
      note(b, 'decisions.md', rendered);
      const entry = parseDecisions(`# D\n\n${rendered}`).entries[0]!;
      entries.get(b)!.decisions.set(entry.id, entry.raw);
    } else if (o.kind === 'session') {
      const rel = `sessions/${DAYS[o.day]}.md`;
      const current = read(dir, rel);
      const entry = { summary: `${WORDS[o.summary]}`, outcomes: o.outcomes.map((w) => WORDS[w]!), nextStep: o.next === null ? undefined : WORDS[o.next] };
      const next = current === null ? renderSessionFile(DAYS[o.day]!, entry) : appendSessionEntry(current, entry);
      writeFile(dir, rel, next);
      note(b, rel, next.slice(current?.length ?? 0));
      const mine = entries.get(b)!.sessions;
      mine.set(rel, [...(mine.get(rel) ?? []), sessionKey(parseSessionFile(next).sections.at(-1)!)]);
    } else {
      const rel = `updates/${DAYS[o.day]}.md`;
      const line = `- ${WORDS[o.text]} (${b})`;
      writeFile(dir, rel, appendBlock(read(dir, rel) ?? '', line));
      note(b, rel, line);
    }
    commitAll(dir, o.kind);
  }
}

describe('random interleavings of branch work and merges (real git)', () => {
  it('never conflict in the logs, never repeat an id, never lose a line', async () => {
    // Async only to yield between runs: 200 synchronous runs starve vitest's worker RPC.
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 4, maxLength: 24 }), async (ops) => {
        run(ops);
        await new Promise((r) => setImmediate(r));
      }),
      { numRuns: RUNS },
    );
  }, 1_800_000);
});
