// `npm run eval` (scripts/eval): the generator must be reproducible, and the scorer must count
// recall and stale-as-current exactly as documented, or the eval's table means nothing.
import { describe, expect, it } from 'vitest';
import { generateHistory, questionsAt, truthAt, type Question } from '../../scripts/eval/generator.mjs';
import { addScore, emptyTally, estimateTokens, scoreQuestion } from '../../scripts/eval/scorer.mjs';

describe('eval history generator', () => {
  it('generates the same history and questions for the same seed, another for another seed', () => {
    const a = generateHistory(7, 3, { sessions: 30 });
    expect(generateHistory(7, 3, { sessions: 30 })).toEqual(a);
    expect(questionsAt(generateHistory(7, 3, { sessions: 30 }), 30).questions).toEqual(questionsAt(a, 30).questions);
    expect(generateHistory(8, 3, { sessions: 30 })).not.toEqual(a);
    // A project does not depend on how many sessions were asked for after it.
    expect(generateHistory(7, 3, { sessions: 40 }).sessions.slice(0, 30)).toEqual(a.sessions);
  });

  it('keeps its ground truth consistent: dead decisions are not active, people who left are not on the team', () => {
    for (let i = 0; i < 5; i++) {
      const h = generateHistory(15, i, { sessions: 40 });
      const t = truthAt(h, 40);
      const active = new Set(t.active.values());
      for (const d of t.dead) expect(active.has(d)).toBe(false);
      for (const p of t.left) expect(t.team).not.toContain(p);
      for (const q of questionsAt(h, 40).questions) if (q.current !== null) expect(q.stale).not.toContain(q.current);
      const dates = h.sessions.map((s) => s.date);
      expect([...dates].sort()).toEqual(dates);
    }
  });
});

const fact: Question = { kind: 'fact', query: 'database', current: 'PostgreSQL 16.1', stale: ['MySQL 8.0'] };
const decision: Question = { kind: 'decision', query: 'caching', current: 'Use Redis for caching', stale: ['Use Memcached for caching'] };
const gone: Question = { kind: 'person', query: 'team', current: null, stale: ['Ana Bo'] };

describe('eval scorer', () => {
  it('counts a current fact in the context, or found by the search, as recalled', () => {
    expect(scoreQuestion(fact, ['- Database: PostgreSQL 16.1'], [])).toMatchObject({ recallCtx: true, recallSearch: true, staleCtx: [], staleSearch: [] });
    expect(scoreQuestion(fact, ['nothing here'], ['x.md:3: Database: PostgreSQL 16.1'])).toMatchObject({ recallCtx: false, recallSearch: true });
    expect(scoreQuestion(fact, ['nothing'], ['nothing either'])).toMatchObject({ recallCtx: false, recallSearch: false, staleSearch: [] });
  });

  it('counts an old value shown without the current one, or ranked above it, as stale', () => {
    expect(scoreQuestion(fact, ['- Database: MySQL 8.0'], ['- Database: PostgreSQL 16.1'])).toMatchObject({
      recallSearch: true,
      staleCtx: ['MySQL 8.0'],
      staleSearch: ['MySQL 8.0'],
    });
    expect(scoreQuestion(fact, [], ['a: Database: MySQL 8.0', 'b: Database: PostgreSQL 16.1']).staleSearch).toEqual(['MySQL 8.0']);
    expect(scoreQuestion(fact, [], ['b: Database: PostgreSQL 16.1', 'a: Database: MySQL 8.0']).staleSearch).toEqual([]);
    // One unit naming both ranks them equal; the context is read whole, so order inside it is no rank.
    expect(scoreQuestion(fact, [], ['Database changed to PostgreSQL 16.1 (was MySQL 8.0)']).staleSearch).toEqual([]);
    expect(scoreQuestion(fact, ['Database: MySQL 8.0', 'Database: PostgreSQL 16.1'], []).staleCtx).toEqual([]);
  });

  it('counts a dead decision or a departed person as stale only when nothing visible marks them', () => {
    expect(scoreQuestion(decision, ['- D2 · Use Redis for caching'], ['## D1 · Use Memcached for caching']).staleSearch).toEqual([]);
    expect(scoreQuestion(decision, [], ['## D1 · Use Memcached for caching', '## D2 · Use Redis for caching']).staleSearch).toEqual([
      'Use Memcached for caching',
    ]);
    expect(scoreQuestion(decision, [], ['## D1 · Use Memcached for caching', 'Replaces "Use Memcached for caching".']).staleSearch).toEqual([]);
    expect(scoreQuestion(gone, ['- Ana Bo joined the team (QA)'], []).staleCtx).toEqual(['Ana Bo']);
    expect(scoreQuestion(gone, ['- Ana Bo joined the team (QA)'], ['- Ana Bo left the team']).staleSearch).toEqual([]);
    expect(scoreQuestion(gone, [], [])).toMatchObject({ asked: false, staleSearch: [] });
  });

  it('reads the status a ranked hit ends with: a decision no longer in force, a person the project no longer links', () => {
    const superseded = 'decisions.md:9: ## D1 · Use Memcached for caching  [D1: Superseded by D2]  [score 2.1]';
    expect(scoreQuestion(decision, [], [superseded, 'decisions.md:20: ## D2 · Use Redis for caching']).staleSearch).toEqual([]);
    expect(scoreQuestion(decision, [], ['decisions.md:9: ## D1 · Use Memcached for caching  [D1: Retired]']).staleSearch).toEqual([]);
    // The marker must be on a line naming the decision: a status on another hit marks nothing.
    expect(
      scoreQuestion(decision, [], ['decisions.md:9: ## D1 · Use Memcached for caching', 'decisions.md:30: ## D5 · Use gzip  [D5: Superseded by D6]'])
        .staleSearch,
    ).toEqual(['Use Memcached for caching']);
    const unlinked = 'sessions/2026-03-01.md:12: - Ana Bo joined the team (QA)  [@ana-bo: not linked to this project]  [score 1.8]';
    expect(scoreQuestion(gone, [], [unlinked]).staleSearch).toEqual([]);
    expect(scoreQuestion(gone, [], ['sessions/2026-03-01.md:12: - Ana Bo joined the team (QA)  [@ana-bo: now QA lead]']).staleSearch).toEqual(['Ana Bo']);
  });

  it('tallies questions, recalls and stale items', () => {
    const tally = emptyTally();
    addScore(tally, fact, scoreQuestion(fact, ['- Database: MySQL 8.0'], ['- Database: PostgreSQL 16.1']));
    addScore(tally, decision, scoreQuestion(decision, ['- D2 · Use Redis for caching'], []));
    addScore(tally, gone, scoreQuestion(gone, ['Ana Bo joined'], []));
    expect(tally).toMatchObject({ asked: 2, recallCtx: 1, recallSearch: 2, staleItems: 3, staleCtx: 2, staleSearch: 2 });
    expect(tally.examples[0]).toEqual({ query: 'database', current: 'PostgreSQL 16.1', shown: 'MySQL 8.0' });
    expect(estimateTokens('x'.repeat(9))).toBe(3);
  });
});
