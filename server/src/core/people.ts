/**
 * People and companies (docs/FORMATS.md#people): global person files `_global/people/{slug}.md`, company files
 * `_global/companies/{slug}.md`, and each project's auto-managed `people.md`, which is derived
 * from the `## Projects` links of the person files (those links are the source of truth).
 */
import { MemoryError } from './errors.js';
import { assertFieldValue, parseProfile, setProfileField } from './profile-md.js';
import { isKebabCase, slugify } from './slug.js';
import { fillTemplate } from './templates.js';

export const PEOPLE_DIR = '_global/people';
export const COMPANIES_DIR = '_global/companies';
export const OTHER_COMPANY = 'Other';

export const PERSON_FIELDS = ['Title', 'Company', 'Email', 'Phone', 'Description'] as const;
export const COMPANY_FIELDS = ['Website', 'Industry', 'Description'] as const;
export type PersonField = (typeof PERSON_FIELDS)[number];
export type CompanyField = (typeof COMPANY_FIELDS)[number];

export interface Person {
  slug: string;
  name: string;
  title: string;
  /** As written: a company slug (`acme`, `@acme`, `[[acme]]`), a company name, or "Other". */
  company: string;
  email: string;
  phone: string;
  description: string;
  notes: string;
  projects: string[];
}

export interface Company {
  slug: string;
  name: string;
  website: string;
  industry: string;
  description: string;
  notes: string;
  projects: string[];
}

export function personPath(slug: string): string {
  return `${PEOPLE_DIR}/${slug}.md`;
}

export function companyPath(slug: string): string {
  return `${COMPANIES_DIR}/${slug}.md`;
}

/** A display name: one line, 1 to 200 characters. */
export function assertDisplayName(name: string, field = 'name'): string {
  const clean = assertFieldValue(name, field, 200);
  if (clean === '') throw new MemoryError('INVALID_INPUT', `${field} must not be empty.`, 'Give the full name, e.g. "Jane Doe".');
  return clean;
}

/** Loose on purpose (people type addresses by hand): one `@`, something on each side, no spaces. */
export function assertEmail(email: string): string {
  const clean = assertFieldValue(email, 'email', 254);
  if (clean !== '' && !/^[^\s@]+@[^\s@]+$/.test(clean)) {
    throw new MemoryError('INVALID_INPUT', `email must look like name@example.com (one "@", no spaces), got ${JSON.stringify(clean.slice(0, 80))}.`);
  }
  return clean;
}

/** `{{name}}` etc. of a `_templates/` file, then the given fields set (empty values are skipped). */
export function renderProfile(
  template: string,
  vars: { name: string; slug: string; date: string },
  fields: ReadonlyArray<readonly [string, string | undefined]>,
): string {
  let text = fillTemplate(template, vars);
  for (const [label, value] of fields) {
    if (value !== undefined && value !== '') text = setProfileField(text, label, value);
  }
  return text;
}

export function parsePerson(slug: string, text: string): Person {
  const p = parseProfile(text);
  const field = (label: string) => p.fields.get(label.toLowerCase()) ?? '';
  return {
    slug,
    name: p.name ?? slug,
    title: field('Title'),
    company: field('Company'),
    email: field('Email'),
    phone: field('Phone'),
    description: field('Description'),
    notes: p.notes,
    projects: p.projects,
  };
}

export function parseCompany(slug: string, text: string): Company {
  const p = parseProfile(text);
  const field = (label: string) => p.fields.get(label.toLowerCase()) ?? '';
  return {
    slug,
    name: p.name ?? slug,
    website: field('Website'),
    industry: field('Industry'),
    description: field('Description'),
    notes: p.notes,
    projects: p.projects,
  };
}

/** The slug a company reference would have: `@acme`, `[[acme]]`, `acme` or `Acme Corp` -> `acme...`. */
export function companySlugOf(value: string): string | null {
  const bare = stripCompanyMarkup(value);
  if (bare === '' || bare.toLowerCase() === OTHER_COMPANY.toLowerCase()) return null;
  if (isKebabCase(bare)) return bare;
  try {
    return slugify(bare);
  } catch {
    return null;
  }
}

function stripCompanyMarkup(value: string): string {
  const v = value.trim();
  const link = /^\[\[([^[\]|]+)(?:\|[^[\]]*)?\]\]$/.exec(v);
  if (link) return (link[1] as string).trim();
  return v.startsWith('@') ? v.slice(1).trim() : v;
}

interface Group {
  key: string;
  heading: string;
  people: Person[];
}

function compareText(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x < y ? -1 : x > y ? 1 : a < b ? -1 : a > b ? 1 : 0;
}

function byName(a: Person, b: Person): number {
  return compareText(a.name, b.name) || compareText(a.slug, b.slug);
}

/**
 * Groups people by company: a company with a file is named from that file (and mentioned as
 * `@slug`, so the refs index links the project to it); any other value groups by its slug form
 * and shows the value as written; no company, or "Other", goes to the "Other" group, last.
 */
export function groupByCompany(people: readonly Person[], companyNames: ReadonlyMap<string, string>): Group[] {
  const groups = new Map<string, Group>();
  const other: Group = { key: '', heading: OTHER_COMPANY, people: [] };
  for (const person of [...people].sort(byName)) {
    const slug = companySlugOf(person.company);
    if (slug === null) {
      other.people.push(person);
      continue;
    }
    const known = companyNames.get(slug);
    const key = known !== undefined ? `file:${slug}` : `name:${slug}`;
    let group = groups.get(key);
    if (!group) {
      group = { key, heading: known !== undefined ? `${oneLine(known)} (@${slug})` : oneLine(stripCompanyMarkup(person.company)), people: [] };
      groups.set(key, group);
    }
    group.people.push(person);
  }
  const sorted = [...groups.values()].sort((a, b) => compareText(a.heading, b.heading) || compareText(a.key, b.key));
  return other.people.length ? [...sorted, other] : sorted;
}

function oneLine(text: string): string {
  return text.replace(/[\r\n]+/g, ' ').trim();
}

export function renderPersonLine(p: Person): string {
  const details = [p.title, p.email].map(oneLine).filter(Boolean);
  return `- **${oneLine(p.name)}** (@${p.slug})${details.length ? ` — ${details.join(' · ')}` : ''}`;
}

/**
 * A person line of a shared project's people.md that this machine does not speak for (another
 * teammate linked that person: core/people-md.ts `teamPersonLines`), kept as written under the
 * company heading it stood under.
 */
export interface KeptPersonLine {
  heading: string;
  name: string;
  slug: string;
  line: string;
}

/**
 * A project's people.md: the project's header (its `_templates/people.md`, filled) and then one
 * `## Company` section per group. The same people give the same bytes, whatever their order.
 * `kept` lines join the group of the same heading (a new one when none), in name order.
 */
export function renderPeopleMd(
  header: string,
  people: readonly Person[],
  companyNames: ReadonlyMap<string, string>,
  kept: readonly KeptPersonLine[] = [],
): string {
  const head = header.replace(/\r\n?/g, '\n').trimEnd();
  const groups = groupByCompany(people, companyNames).map((g) => ({
    heading: g.heading,
    key: g.key,
    rows: g.people.map((p) => ({ name: p.name, slug: p.slug, line: renderPersonLine(p) })),
  }));
  for (const k of kept) {
    let group = groups.find((g) => g.heading === k.heading);
    if (!group) groups.push((group = { heading: k.heading, key: `kept:${k.heading}`, rows: [] }));
    group.rows.push(k);
  }
  if (kept.length) {
    const rank = (g: { heading: string }) => (g.heading === OTHER_COMPANY ? 1 : 0);
    groups.sort((a, b) => rank(a) - rank(b) || compareText(a.heading, b.heading) || compareText(a.key, b.key));
    for (const g of groups) g.rows.sort((a, b) => compareText(a.name, b.name) || compareText(a.slug, b.slug));
  }
  const blocks = groups.map((g) => `## ${g.heading}\n\n${g.rows.map((r) => r.line).join('\n')}`);
  return `${[head, ...blocks].filter(Boolean).join('\n\n')}\n`;
}
