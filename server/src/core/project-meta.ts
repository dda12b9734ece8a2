/** `_meta.yaml` (docs/FORMATS.md#meta, with `aliases` and `paths`) and the `_projects-index.json` built from it. */
import { isIsoDate } from './dates.js';
import { MemoryError } from './errors.js';
import { isKebabCase } from './slug.js';

export const PROJECT_STATUSES = ['active', 'paused', 'completed', 'archived'] as const;
export const PROJECT_TYPES = ['client', 'internal', 'research', 'personal'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];
export type ProjectType = (typeof PROJECT_TYPES)[number];

export interface ProjectMeta {
  id: string;
  slug: string;
  name: string;
  status: ProjectStatus;
  type: ProjectType;
  company: string | null;
  owner: string | null;
  team: string[];
  tags: string[];
  aliases: string[];
  paths: string[];
  created: string;
  updated: string;
}

export interface ProjectIndexEntry {
  /** The `_meta.yaml` id (a UUID that never changes); '' in an index built before ids were kept. */
  id: string;
  slug: string;
  name: string;
  status: string;
  type: string;
  path: string;
  tags: string[];
  aliases: string[];
  paths: string[];
  created: string;
  updated: string;
}

export interface ProjectsIndex {
  projects: ProjectIndexEntry[];
}

function stringList(value: unknown, field: string, where: string): string[] {
  if (value == null) return [];
  if (!Array.isArray(value) || value.some((v) => typeof v !== 'string')) {
    throw new MemoryError('INVALID_FORMAT', `${where}: ${field} must be a list of strings.`);
  }
  return value as string[];
}

function nullableString(value: unknown, field: string, where: string): string | null {
  if (value == null) return null;
  if (typeof value !== 'string') throw new MemoryError('INVALID_FORMAT', `${where}: ${field} must be a string or null.`);
  return value;
}

/** Validates a parsed `_meta.yaml`; `where` names the file in error sentences. */
export function validateMeta(data: unknown, where: string): ProjectMeta {
  if (!data || typeof data !== 'object' || Array.isArray(data)) {
    throw new MemoryError('INVALID_FORMAT', `${where} must be a YAML mapping of project fields.`);
  }
  const o = data as Record<string, unknown>;
  const str = (k: string): string => {
    const v = o[k];
    if (typeof v !== 'string' || v.length === 0) throw new MemoryError('INVALID_FORMAT', `${where}: ${k} must be a non-empty string.`);
    return v;
  };
  const slug = str('slug');
  if (!isKebabCase(slug)) throw new MemoryError('INVALID_FORMAT', `${where}: slug "${slug}" must be kebab-case (lowercase letters, digits and hyphens).`);
  const status = str('status');
  if (!(PROJECT_STATUSES as readonly string[]).includes(status)) {
    throw new MemoryError('INVALID_FORMAT', `${where}: status must be one of ${PROJECT_STATUSES.join(', ')}, got "${status}".`);
  }
  const type = str('type');
  if (!(PROJECT_TYPES as readonly string[]).includes(type)) {
    throw new MemoryError('INVALID_FORMAT', `${where}: type must be one of ${PROJECT_TYPES.join(', ')}, got "${type}".`);
  }
  for (const k of ['created', 'updated']) {
    if (!isIsoDate(str(k))) throw new MemoryError('INVALID_FORMAT', `${where}: ${k} must be a date in YYYY-MM-DD form.`);
  }
  return {
    id: str('id'),
    slug,
    name: str('name'),
    status: status as ProjectStatus,
    type: type as ProjectType,
    company: nullableString(o.company, 'company', where),
    owner: nullableString(o.owner, 'owner', where),
    team: stringList(o.team, 'team', where),
    tags: stringList(o.tags, 'tags', where),
    aliases: stringList(o.aliases, 'aliases', where),
    paths: stringList(o.paths, 'paths', where),
    created: o.created as string,
    updated: o.updated as string,
  };
}

/** A top-level `key: value` line: plain, or quoted with no escape in it (`'it''s'`, `"a\"b"` are not). */
const plainLine = (key: string): RegExp =>
  new RegExp(String.raw`^${key}:[ \t]*(?:"([^"\\\n]{1,200})"|'([^'\n]{1,200})'|([^\s"'#][^#\n]{0,199}?))[ \t]*$`, 'mu');
const PLAIN_META_LINE = { slug: plainLine('slug'), name: plainLine('name') } as const;

/**
 * The slug or name of a `_meta.yaml` read without a YAML parser, for the hooks (they stay light):
 * the value of a one-line plain or quoted scalar, trimmed, which the YAML reader reads the same;
 * null for any other form (the caller falls back as it would for a missing value). A slug is
 * also checked to be kebab-case.
 */
export function plainMetaValue(text: string, key: keyof typeof PLAIN_META_LINE): string | null {
  const m = PLAIN_META_LINE[key].exec(text);
  const value = m ? (m[1] ?? m[2] ?? m[3] ?? '').trim() : '';
  if (value === '' || /[\u0000-\u001f]/u.test(value)) return null;
  return key === 'slug' && !isKebabCase(value) ? null : value;
}

export const META_HEADER = '# Project metadata — auto-populated by create_project, human-editable thereafter.\n';

export function indexEntryFor(meta: ProjectMeta): ProjectIndexEntry {
  return {
    id: meta.id,
    slug: meta.slug,
    name: meta.name,
    status: meta.status,
    type: meta.type,
    path: `projects/${meta.slug}`,
    tags: meta.tags,
    aliases: meta.aliases,
    paths: meta.paths,
    created: meta.created,
    updated: meta.updated,
  };
}

/**
 * The one rule of how a `project` argument names a project (a registered id, alias, or
 * absolute path, and the slug; docs/ARCHITECTURE.md#rules): slug first, then alias, then the `_meta.yaml` id. An
 * absolute path is matched against the bound repositories by services/scope.ts.
 */
export function findProjectByKey(index: ProjectsIndex, key: string): ProjectIndexEntry | undefined {
  return (
    index.projects.find((p) => p.slug === key) ??
    index.projects.find((p) => p.aliases.includes(key)) ??
    index.projects.find((p) => p.id !== '' && p.id === key.toLowerCase())
  );
}

/** Whether an index lacks something a `_meta.yaml` has (built before ids were indexed): rebuild it. */
export function indexLacksIds(index: ProjectsIndex): boolean {
  return index.projects.some((p) => p.id === '');
}

/** Reads `_projects-index.json` defensively: it is derived and may be damaged or hand-edited. */
export function normaliseProjectsIndex(data: unknown): ProjectsIndex {
  const list = data && typeof data === 'object' && Array.isArray((data as { projects?: unknown }).projects) ? (data as { projects: unknown[] }).projects : [];
  const projects: ProjectIndexEntry[] = [];
  for (const raw of list) {
    if (!raw || typeof raw !== 'object') continue;
    const p = raw as Record<string, unknown>;
    if (typeof p.slug !== 'string' || !isKebabCase(p.slug)) continue;
    const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
    const s = (v: unknown): string => (typeof v === 'string' ? v : '');
    projects.push({
      id: s(p.id),
      slug: p.slug,
      name: s(p.name) || p.slug,
      status: s(p.status),
      type: s(p.type),
      path: `projects/${p.slug}`,
      tags: strings(p.tags),
      aliases: strings(p.aliases),
      paths: strings(p.paths),
      created: s(p.created),
      updated: s(p.updated),
    });
  }
  return { projects };
}

/**
 * What an empty project list says. "No projects yet" only when there are none at all: a filter
 * that matches nothing says so, and how many projects exist (list_projects status=archived).
 */
export function emptyProjectListSentence(total: number, filter: { status?: string; tag?: string }, createHint: string): string {
  const wanted = [filter.status ? `status "${filter.status}"` : '', filter.tag ? `tag "${filter.tag}"` : ''].filter(Boolean).join(' and ');
  if (total === 0 || !wanted) return `No projects yet. ${createHint}`;
  return `No project has ${wanted}; ${total} project(s) exist with other ${filter.status ? 'statuses' : 'tags'} (list them without the filter).`;
}
