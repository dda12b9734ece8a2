/** What decisions.md would become after an import (the dry run's proof), by add_decision's rules. */
import { appendDecision, nextDecisionNumber, parseDecisions, renderDecision, setDecisionFieldsMany, type DecisionChanges } from '../decisions.js';
import type { DecisionImport } from './plan.js';

/** The id each import gets (an entry already imported keeps its id) and the resulting text. */
export function simulateDecisions(current: string, imports: readonly DecisionImport[]): { text: string; idOf: Map<string, string> } {
  let text = current;
  const idOf = new Map<string, string>();
  for (const d of imports) {
    const entries = parseDecisions(text).entries;
    const existing = entries.find((e) => e.raw.includes(d.marker));
    if (existing) {
      idOf.set(d.key, existing.id);
      continue;
    }
    const num = nextDecisionNumber(entries);
    const id = `D${num}`;
    const supersedes = d.supersedes.map((k) => idOf.get(k)).filter((x): x is string => x !== undefined);
    text = appendDecision(
      text,
      renderDecision({
        num,
        title: d.title,
        status: d.status,
        date: d.date,
        topic: d.topic,
        location: d.location,
        supersedes: supersedes.join(', ') || undefined,
        body: d.body,
      }),
    );
    if (supersedes.length)
      text = setDecisionFieldsMany(text, new Map<string, DecisionChanges>(supersedes.map((s) => [s, { status: 'Superseded', supersededBy: id }])));
    idOf.set(d.key, id);
  }
  return { text, idOf };
}

/** The id of an entry already imported (its body carries the marker), for re-runs. */
export function importedId(current: string, marker: string): string | undefined {
  return parseDecisions(current).entries.find((e) => e.raw.includes(marker))?.id;
}
