// Scores what a system showed the agent against the generator's ground truth. Pure. A system's
// view is two ordered lists of text units (lines, or a graph's observations): the session-start
// context, and the results of one search for the question's words, best first.

/** Words that mark a decision as no longer in force, on the line that names it. */
const DEAD_DECISION = /supersed|retir|replace|revoked|dropped|no longer/i;
/**
 * Words that mark a person as gone from the team, on the line that names them. "not linked" is
 * "unlinked" said of the present: project-memory's ranked hits say it of a person whose file no
 * longer links the project (`[@slug: not linked to this project]`), as a line of any system may.
 */
const GONE_PERSON = /\bleft\b|\bleaves\b|departed|no longer|unlinked|not linked|removed/i;

/**
 * Where the agent first meets `s`: 0 anywhere in the context (one document, read whole, so no
 * order inside it), else 1 + its position in the search results, else Infinity (never shown).
 */
function rankOf(ctx, search, s) {
  if (s === null) return Infinity;
  if (ctx.some((u) => u.includes(s))) return 0;
  const i = search.findIndex((u) => u.includes(s));
  return i === -1 ? Infinity : i + 1;
}

/** Named somewhere, and never with a word saying it is dead or gone. */
function unmarked(units, s, dead) {
  const naming = units.filter((u) => u.includes(s));
  return naming.length > 0 && !naming.some((u) => dead.test(u));
}

/**
 * The outdated items the agent is shown as current. A fact's old value: met before the current
 * value (or the current value is not shown at all); a unit holding both ("changed to X (was Y)")
 * ranks them equal. A superseded or retired decision, or a person who left: met before the
 * current answer (if any), and no unit naming it says it is no longer in force.
 */
export function staleShown(question, ctx, search) {
  const current = rankOf(ctx, search, question.current);
  const dead = question.kind === 'person' ? GONE_PERSON : DEAD_DECISION;
  const units = [...ctx, ...search];
  return question.stale.filter((s) => rankOf(ctx, search, s) < current && (question.kind === 'fact' || unmarked(units, s, dead)));
}

/** One question: recall in the context alone and with the search, and the stale items shown as current. */
export function scoreQuestion(question, ctx, search) {
  const has = (units) => question.current !== null && units.some((u) => u.includes(question.current));
  const recallCtx = has(ctx);
  const recallSearch = recallCtx || has(search);
  return {
    asked: question.current !== null,
    recallCtx,
    recallSearch,
    staleItems: question.stale.length,
    staleCtx: staleShown(question, ctx, []),
    staleSearch: staleShown(question, ctx, search),
  };
}

export function emptyTally() {
  return { asked: 0, recallCtx: 0, recallSearch: 0, staleItems: 0, staleCtx: 0, staleSearch: 0, examples: [] };
}

export function addScore(tally, question, score) {
  if (score.asked) {
    tally.asked++;
    if (score.recallCtx) tally.recallCtx++;
    if (score.recallSearch) tally.recallSearch++;
  }
  tally.staleItems += score.staleItems;
  tally.staleCtx += score.staleCtx.length;
  tally.staleSearch += score.staleSearch.length;
  if (score.staleSearch.length && tally.examples.length < 3)
    tally.examples.push({ query: question.query, current: question.current, shown: score.staleSearch[0] });
  return tally;
}

/** chars/4, rounded up: the estimator the product uses for its context budget (core/context-budget.ts). */
export function estimateTokens(text) {
  return Math.ceil(text.length / 4);
}
