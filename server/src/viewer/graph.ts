/**
 * Supersede chains as an inline SVG (D3 → D7 → D9): one row per chain, one column per step, an
 * arrow from each decision to the one that replaced it. Edges come from both fields, `Supersedes`
 * on the newer entry and `Superseded by` on the older, since a hand edit may have written only one.
 */
import { normaliseDecisionId, type DecisionEntry } from '../core/decisions.js';
import { html, type Html } from './html.js';

export interface Edge {
  from: string;
  to: string;
}

export function supersedeEdges(entries: readonly DecisionEntry[]): Edge[] {
  const ids = new Set(entries.map((e) => e.id));
  const out = new Map<string, Edge>();
  const add = (from: string | undefined, to: string | undefined) => {
    if (from && to && from !== to && ids.has(from) && ids.has(to)) out.set(`${from}>${to}`, { from, to });
  };
  for (const e of entries) {
    for (const s of (e.supersedes ?? '').split(/[\s,]+/)) add(normaliseDecisionId(s), e.id);
    for (const s of (e.supersededBy ?? '').split(/[\s,]+/)) add(e.id, normaliseDecisionId(s));
  }
  return [...out.values()];
}

/** Connected groups of decisions linked by supersede edges, each laid out by depth. */
export function chains(entries: readonly DecisionEntry[]): { nodes: { id: string; col: number; row: number }[]; edges: Edge[]; rows: number; cols: number } {
  const edges = supersedeEdges(entries);
  const linked = new Set(edges.flatMap((e) => [e.from, e.to]));
  const num = (id: string) => Number(id.slice(1));
  const neighbours = new Map<string, string[]>();
  for (const e of edges) {
    neighbours.set(e.from, [...(neighbours.get(e.from) ?? []), e.to]);
    neighbours.set(e.to, [...(neighbours.get(e.to) ?? []), e.from]);
  }
  const parents = new Map<string, string[]>();
  for (const e of edges) parents.set(e.to, [...(parents.get(e.to) ?? []), e.from]);
  // Depth = longest path from a chain's start; a cycle (a hand-edited loop) is cut where it closes.
  const depth = new Map<string, number>();
  const depthOf = (id: string, stack: Set<string>): number => {
    const known = depth.get(id);
    if (known !== undefined) return known;
    if (stack.has(id)) return 0;
    stack.add(id);
    const d = Math.max(-1, ...(parents.get(id) ?? []).map((p) => depthOf(p, stack))) + 1;
    stack.delete(id);
    depth.set(id, d);
    return d;
  };
  const nodes: { id: string; col: number; row: number }[] = [];
  const seen = new Set<string>();
  let row = 0;
  let cols = 0;
  for (const start of [...linked].sort((a, b) => num(a) - num(b))) {
    if (seen.has(start)) continue;
    const group: string[] = [];
    const queue = [start];
    seen.add(start);
    while (queue.length) {
      const id = queue.shift() as string;
      group.push(id);
      for (const n of neighbours.get(id) ?? []) {
        if (seen.has(n)) continue;
        seen.add(n);
        queue.push(n);
      }
    }
    const used = new Map<number, number>();
    let height = 1;
    for (const id of group.sort((a, b) => num(a) - num(b))) {
      const col = depthOf(id, new Set());
      const k = used.get(col) ?? 0;
      used.set(col, k + 1);
      height = Math.max(height, k + 1);
      cols = Math.max(cols, col + 1);
      nodes.push({ id, col, row: row + k });
    }
    row += height;
  }
  return { nodes, edges, rows: row, cols };
}

const W = 150;
const H = 34;
const GAP_X = 50;
const GAP_Y = 14;

export function chainGraph(entries: readonly DecisionEntry[], href: (id: string) => string): Html {
  const g = chains(entries);
  if (g.nodes.length === 0) return html`<p class="muted">No decision supersedes another yet.</p>`;
  const byId = new Map(entries.map((e) => [e.id, e]));
  const pos = new Map(g.nodes.map((n) => [n.id, { x: 10 + n.col * (W + GAP_X), y: 10 + n.row * (H + GAP_Y) }]));
  const width = 20 + g.cols * (W + GAP_X) - GAP_X;
  const height = 20 + g.rows * (H + GAP_Y) - GAP_Y;
  const short = (t: string) => (t.length > 18 ? `${t.slice(0, 17)}…` : t);
  return html`<svg id="chains" xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="Supersede chains">
<defs><marker id="arrow" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="7" markerHeight="7" orient="auto"><path class="arrow" d="M0,0 L10,5 L0,10 z"/></marker></defs>
${g.edges.map((e) => {
  const a = pos.get(e.from)!;
  const b = pos.get(e.to)!;
  return html`<path class="edge" data-from="${e.from}" data-to="${e.to}" marker-end="url(#arrow)" d="M${a.x + W},${a.y + H / 2} C${a.x + W + GAP_X / 2},${a.y + H / 2} ${b.x - GAP_X / 2},${b.y + H / 2} ${b.x},${b.y + H / 2}"/>`;
})}
${g.nodes.map((n) => {
  const p = pos.get(n.id)!;
  const e = byId.get(n.id);
  const status = e?.status ?? e?.statusText ?? '';
  return html`<a href="${href(n.id)}"><g class="node${status === 'Superseded' || status === 'Retired' ? ' sup' : ''}" data-id="${n.id}"><title>${n.id} · ${e?.title ?? ''} (${status})</title><rect x="${p.x}" y="${p.y}" width="${W}" height="${H}" rx="5"/><text x="${p.x + 8}" y="${p.y + 14}">${n.id} · ${status}</text><text x="${p.x + 8}" y="${p.y + 28}">${short(e?.title ?? '')}</text></g></a>`;
})}
</svg>`;
}
