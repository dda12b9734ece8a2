/**
 * Ranked hits that name a person end with that person's current status (core/people-mentions.ts):
 * the person files are the source of truth for who is on a project and with which title
 * (docs/FORMATS.md#people). They are read once per process and re-read only when one changed
 * (size or ctime), so a search pays a stat per person file, not a read.
 */
import { parsePerson, PEOPLE_DIR } from '../core/people.js';
import { peopleStatusSuffix, type PersonStatus } from '../core/people-mentions.js';
import { isKebabCase } from '../core/slug.js';
import { statScopeFile } from '../storage/scope-files.js';
import type { MemoryRoot } from '../storage/root.js';
import type { Scope } from './scope.js';
import type { SearchHit } from './search-hit.js';

interface Held {
  stamp: string;
  person: PersonStatus;
}

const byRoot = new Map<string, Map<string, Held>>();
/** `people/<slug>.md` relative to the `_global` scope. */
const PEOPLE_IN_GLOBAL = PEOPLE_DIR.slice('_global/'.length);

/** Every readable person file, as it is now; a damaged or unreadable one is left out. */
function currentPeople(root: MemoryRoot): PersonStatus[] {
  let held = byRoot.get(root.dir);
  if (!held) byRoot.set(root.dir, (held = new Map()));
  const seen = new Set<string>();
  for (const entry of root.list(PEOPLE_DIR)) {
    if (!entry.isFile() || !entry.name.endsWith('.md')) continue;
    const slug = entry.name.slice(0, -3);
    if (!isKebabCase(slug)) continue;
    const st = statScopeFile(root.dir, '_global', `${PEOPLE_IN_GLOBAL}/${entry.name}`);
    if (!st) continue;
    seen.add(slug);
    const stamp = `${st.size}:${st.ctimeMs}:${st.mtimeMs}`;
    if (held.get(slug)?.stamp === stamp) continue;
    try {
      const file = root.readText(`${PEOPLE_DIR}/${entry.name}`);
      if (file) held.set(slug, { stamp, person: parsePerson(slug, file.text) });
      else held.delete(slug);
    } catch {
      held.delete(slug); // unreadable: no status rather than a failed search
    }
  }
  for (const slug of [...held.keys()]) if (!seen.has(slug)) held.delete(slug);
  return [...held.values()].map((h) => h.person);
}

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
  const people = currentPeople(root);
  if (people.length === 0) return [...hits];
  return hits.map((hit) => {
    const { project, self } = placeOf(hit, scopes, all);
    const suffix = peopleStatusSuffix(hit.text, people, project, self);
    return suffix ? { ...hit, text: hit.text + suffix } : hit;
  });
}
