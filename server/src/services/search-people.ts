/**
 * Ranked hits that name a person end with that person's current status (core/people-mentions.ts):
 * the person files are the source of truth for who is on a project and with which title
 * (docs/FORMATS.md#people). They are read once per process and kept as the ranked indexes are:
 * our own writes reach them through `notePeopleChange` (derived.ts, after every write) before the
 * next search; files edited by hand are found by a check of every file's size and times, done at
 * most every RECHECK_MS (a stat per person file on every search cost more than the search).
 */
import { parsePerson, PEOPLE_DIR } from '../core/people.js';
import { peopleMatchers, peopleStatusSuffix, type PersonMatcher, type PersonStatus } from '../core/people-mentions.js';
import { isKebabCase } from '../core/slug.js';
import { statScopeFile } from '../storage/scope-files.js';
import type { MemoryRoot } from '../storage/root.js';
import type { Scope } from './scope.js';
import type { SearchHit } from './search-hit.js';

interface Held {
  stamp: string;
  person: PersonStatus;
}

interface PeopleCache {
  held: Map<string, Held>;
  /** when every file was last checked (0: never) */
  checkedAt: number;
  /** person files our own writes changed since */
  changed: Set<string>;
  /** built from `held` when it last changed (null: to build again) */
  matchers: PersonMatcher[] | null;
}

/** As the ranked indexes' walk for hand edits (services/ranked-indexes.ts). */
const RECHECK_MS = 2000;
const byRoot = new Map<string, PeopleCache>();
/** `people/<slug>.md` relative to the `_global` scope. */
const PEOPLE_IN_GLOBAL = PEOPLE_DIR.slice('_global/'.length);

/** Reads one person file into the cache when its size or times changed; false when it is gone. */
function refreshOne(root: MemoryRoot, cache: PeopleCache, name: string): boolean {
  const slug = name.slice(0, -3);
  const st = statScopeFile(root.dir, '_global', `${PEOPLE_IN_GLOBAL}/${name}`);
  if (!st) return false;
  const stamp = `${st.size}:${st.ctimeMs}:${st.mtimeMs}`;
  if (cache.held.get(slug)?.stamp === stamp) return true;
  try {
    const file = root.readText(`${PEOPLE_DIR}/${name}`);
    if (!file) return false;
    cache.held.set(slug, { stamp, person: parsePerson(slug, file.text) });
    cache.matchers = null;
    return true;
  } catch {
    return false; // unreadable: no status rather than a failed search
  }
}

/** Every readable person file, as it is now (hand edits: as of at most RECHECK_MS ago). */
function currentPeople(root: MemoryRoot, now: number): PersonMatcher[] {
  let cache = byRoot.get(root.dir);
  if (!cache) byRoot.set(root.dir, (cache = { held: new Map(), checkedAt: 0, changed: new Set(), matchers: null }));
  const { held } = cache;
  const forget = (slug: string) => {
    if (held.delete(slug)) cache.matchers = null;
  };
  if (cache.checkedAt === 0 || now - cache.checkedAt >= RECHECK_MS) {
    const seen = new Set<string>();
    for (const entry of root.list(PEOPLE_DIR)) {
      if (!entry.isFile() || !entry.name.endsWith('.md') || !isKebabCase(entry.name.slice(0, -3))) continue;
      if (refreshOne(root, cache, entry.name)) seen.add(entry.name.slice(0, -3));
    }
    for (const slug of [...held.keys()]) if (!seen.has(slug)) forget(slug);
    cache.checkedAt = now;
  } else {
    for (const name of cache.changed) if (!refreshOne(root, cache, name)) forget(name.slice(0, -3));
  }
  cache.changed.clear();
  return (cache.matchers ??= peopleMatchers([...held.values()].map((h) => h.person)));
}

/** Called after every write (derived.ts): a person file written is read again by the next search. */
export function notePeopleChange(root: MemoryRoot, rootRels: readonly string[]): void {
  const cache = byRoot.get(root.dir);
  if (!cache) return;
  for (const rel of rootRels) {
    const m = PERSON_FILE.exec(rel);
    if (m) cache.changed.add(m[1] as string);
  }
}

const PERSON_FILE = new RegExp(`^${PEOPLE_DIR}/([a-z0-9]+(?:-[a-z0-9]+)*\\.md)$`);

/** The project a hit's path is in (null: `_global`), and the person whose own file it is. */
function placeOf(hit: SearchHit, scopes: readonly Scope[], all: boolean): { project: string | null; self: string | null } {
  let scope: Scope | undefined = scopes[0];
  let rel = hit.path;
  if (all) {
    scope = scopes.find((s) => hit.path.startsWith(`${s.dir}/`));
    rel = scope ? hit.path.slice(scope.dir.length + 1) : hit.path;
  }
  if (!scope || scope.kind === 'global') {
    const own = new RegExp(`^${PEOPLE_IN_GLOBAL}/([a-z0-9-]+)\\.md$`).exec(rel);
    return { project: null, self: own ? (own[1] as string) : null };
  }
  return { project: scope.slug, self: null };
}

/** The hits, each naming a person whose file disagrees with the line ending with that status. */
export function withPeopleStatus(root: MemoryRoot, hits: readonly SearchHit[], scopes: readonly Scope[], all: boolean): SearchHit[] {
  if (hits.length === 0) return [...hits];
  const people = currentPeople(root, Date.now());
  if (people.length === 0) return [...hits];
  return hits.map((hit) => {
    const { project, self } = placeOf(hit, scopes, all);
    const suffix = peopleStatusSuffix(hit.text, people, project, self);
    return suffix ? { ...hit, text: hit.text + suffix } : hit;
  });
}
