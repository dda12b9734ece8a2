/**
 * The no-loss check of consolidation (docs/ARCHITECTURE.md#dream), computed from the files, not assumed: every
 * non-blank line (trimmed) of the project before a run must still exist after it, as many times,
 * somewhere in the project (in place or in archive/). The only exceptions are declared by the
 * passes and are themselves checked:
 * - an exact duplicate outcome dropped during a roll-up: allowed only while a copy of the line remains;
 * - a line changed by design (a Status value): allowed only when the new line exists.
 * JSON files are compared by their values (key path = value), not their formatting; the keys that are
 * derived from the other files (`updated`, `sessionCount`, `activeDecisionIds` of manifest.json) are
 * recomputed, so their old values are not information and are left out on purpose.
 */

export interface DroppedDuplicate {
  path: string;
  /** The trimmed line. */
  line: string;
}

export interface ModifiedLine {
  path: string;
  /** The trimmed line before and after the change. */
  before: string;
  after: string;
  reason: string;
}

export interface LineAccounting {
  droppedDuplicates: DroppedDuplicate[];
  modified: ModifiedLine[];
  /** Top-level keys of a JSON file (by path) that are recomputed from other files. */
  derivedJsonKeys: Record<string, readonly string[]>;
}

export function emptyAccounting(): LineAccounting {
  return { droppedDuplicates: [], modified: [], derivedJsonKeys: {} };
}

export function mergeAccounting(parts: readonly LineAccounting[]): LineAccounting {
  const out = emptyAccounting();
  for (const p of parts) {
    out.droppedDuplicates.push(...p.droppedDuplicates);
    out.modified.push(...p.modified);
    for (const [path, keys] of Object.entries(p.derivedJsonKeys)) out.derivedJsonKeys[path] = [...(out.derivedJsonKeys[path] ?? []), ...keys];
  }
  return out;
}

export interface MissingLine {
  line: string;
  /** How many copies are unaccounted for. */
  count: number;
  /** Files that held the line before. */
  paths: string[];
}

export interface InventoryResult {
  ok: boolean;
  /** Non-blank lines (and JSON values) counted before and after. */
  linesBefore: number;
  linesAfter: number;
  /** Declared exceptions, as counted lines. */
  droppedDuplicates: number;
  modifiedByDesign: number;
  missing: MissingLine[];
  /** Declared exceptions that did not hold (a dropped line with no remaining copy, a change whose new line is absent). */
  unjustified: string[];
}

type Counts = Map<string, number>;

function add(counts: Counts, key: string, n = 1): void {
  counts.set(key, (counts.get(key) ?? 0) + n);
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false };
  }
}

/**
 * An empty array or object is recorded as a marker (`key=[]`) so that removing it counts as a loss.
 * The marker says only "this container exists": `markFilled` (used for the state after a run) also
 * records it for a container that has items, so an empty list the metadata pass filled
 * (`"importantFiles": []` becoming `["memory.md", …]`) is not reported as a lost line.
 */
function flattenJson(path: string, value: unknown, skipTopKeys: ReadonlySet<string>, out: (key: string) => void, markFilled = false): void {
  const walk = (prefix: string, v: unknown, depth: number): void => {
    if (Array.isArray(v)) {
      if (v.length === 0 || markFilled) out(`${prefix}=[]`);
      for (const item of v) walk(`${prefix}[]`, item, depth + 1);
    } else if (typeof v === 'object' && v !== null) {
      const keys = Object.keys(v);
      if (keys.length === 0 || markFilled) out(`${prefix}={}`);
      for (const k of keys) {
        if (depth === 0 && skipTopKeys.has(k)) continue;
        walk(`${prefix}.${JSON.stringify(k)}`, (v as Record<string, unknown>)[k], depth + 1);
      }
    } else {
      out(`${prefix}=${JSON.stringify(v)}`);
    }
  };
  walk(`${path}:`, value, 0);
}

function inventoryOf(
  files: Readonly<Record<string, string>>,
  derived: Record<string, readonly string[]>,
  forPath?: Map<string, Set<string>>,
  markFilled = false,
): Counts {
  const counts: Counts = new Map();
  for (const path of Object.keys(files).sort()) {
    const text = files[path]!;
    const record = (key: string) => {
      add(counts, key);
      if (forPath) {
        const set = forPath.get(key) ?? new Set<string>();
        set.add(path);
        forPath.set(key, set);
      }
    };
    if (path.endsWith('.json')) {
      const parsed = parseJson(text);
      if (parsed.ok) {
        flattenJson(path, parsed.value, new Set(derived[path] ?? []), record, markFilled);
        continue;
      }
    }
    let start = 0;
    while (start <= text.length) {
      const nl = text.indexOf('\n', start);
      const end = nl === -1 ? text.length : nl;
      const line = text.slice(start, end).trim();
      if (line !== '') record(line);
      if (nl === -1) break;
      start = nl + 1;
    }
  }
  return counts;
}

function total(counts: Counts): number {
  let n = 0;
  for (const v of counts.values()) n += v;
  return n;
}

/** Compares the project's files before and after a run; see the module comment for the rules. */
export function lineInventory(
  before: Readonly<Record<string, string>>,
  after: Readonly<Record<string, string>>,
  accounting: LineAccounting = emptyAccounting(),
): InventoryResult {
  const paths = new Map<string, Set<string>>();
  const b = inventoryOf(before, accounting.derivedJsonKeys, paths);
  const a = inventoryOf(after, accounting.derivedJsonKeys, undefined, true);
  const allowed: Counts = new Map();
  for (const d of accounting.droppedDuplicates) add(allowed, d.line);
  for (const m of accounting.modified) add(allowed, m.before);

  const missing: MissingLine[] = [];
  for (const [line, nBefore] of b) {
    const deficit = nBefore - (a.get(line) ?? 0) - (allowed.get(line) ?? 0);
    if (deficit > 0) missing.push({ line, count: deficit, paths: [...(paths.get(line) ?? [])].sort() });
  }
  const unjustified: string[] = [];
  for (const d of accounting.droppedDuplicates) {
    if (!a.has(d.line)) unjustified.push(`"${d.line}" was dropped from ${d.path} as a duplicate, but no copy of it remains.`);
  }
  for (const m of accounting.modified) {
    if (!a.has(m.after)) unjustified.push(`"${m.before}" in ${m.path} was changed to "${m.after}", which is not in the result.`);
  }
  missing.sort((x, y) => (x.line < y.line ? -1 : x.line > y.line ? 1 : 0));
  return {
    ok: missing.length === 0 && unjustified.length === 0,
    linesBefore: total(b),
    linesAfter: total(a),
    droppedDuplicates: accounting.droppedDuplicates.length,
    modifiedByDesign: accounting.modified.length,
    missing,
    unjustified,
  };
}

/** The project's files after a plan's writes and deletes (pure; used for previews, checks and tests). */
export function applyChanges(
  files: Readonly<Record<string, string>>,
  writes: Readonly<Record<string, string>>,
  deletes: readonly string[],
): Record<string, string> {
  const out = new Map<string, string>();
  const gone = new Set(deletes);
  for (const path of Object.keys(files)) if (!gone.has(path)) out.set(path, files[path]!);
  for (const path of Object.keys(writes)) out.set(path, writes[path]!);
  return Object.fromEntries([...out.keys()].sort().map((p) => [p, out.get(p)!]));
}
