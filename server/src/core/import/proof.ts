/**
 * The no-loss proof of an import, computed from the memory files as they are (or would be) after
 * it: every non-blank source line is looked up in the one file the plan sent it to.
 */
import { parseDecisions, type DecisionEntry } from '../decisions.js';
import { lineSet, normaliseLine, type LineLanding } from './plan.js';

export interface ImportProof {
  lines: number;
  landed: number;
  missing: { source: string; line: number; target: string }[];
  /** Lines per target file. */
  byTarget: Record<string, number>;
}

/** `finalText(target)` is the target's text after the import; `idOf(key)` the decision id an imported decision got. */
export function proveLanding(landings: readonly LineLanding[], finalText: (target: string) => string, idOf: (key: string) => string | undefined): ImportProof {
  const sets = new Map<string, Set<string>>();
  const entries = new Map<string, Map<string, DecisionEntry>>();
  const setOf = (t: string) => sets.get(t) ?? sets.set(t, lineSet(finalText(t))).get(t)!;
  const entryOf = (t: string, key: string): DecisionEntry | undefined => {
    let byId = entries.get(t);
    if (!byId) entries.set(t, (byId = new Map(parseDecisions(finalText(t)).entries.map((e) => [e.id, e]))));
    const id = idOf(key);
    return id ? byId.get(id) : undefined;
  };
  const proof: ImportProof = { lines: landings.length, landed: 0, missing: [], byTarget: {} };
  for (const l of landings) {
    const c = l.check;
    let ok = false;
    if (c.kind === 'line') ok = setOf(l.target).has(c.text);
    else {
      const e = entryOf(l.target, c.key);
      if (e && c.kind === 'decision-title') ok = e.title === c.title.trim();
      else if (e && c.kind === 'decision-text') ok = lineSet(e.raw).has(normaliseLine(c.text)) || e.raw.includes(c.text);
      else if (e && c.kind === 'decision-link') {
        const have = (c.field === 'supersedes' ? e.supersedes : e.supersededBy) ?? '';
        ok = c.refs.every((r) => {
          const id = idOf(r);
          return id !== undefined && have.split(/[\s,]+/).includes(id);
        });
      }
    }
    if (ok) {
      proof.landed++;
      proof.byTarget[l.target] = (proof.byTarget[l.target] ?? 0) + 1;
    } else proof.missing.push({ source: l.source, line: l.line, target: l.target });
  }
  return proof;
}
