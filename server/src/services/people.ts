/**
 * People and companies (docs/FORMATS.md#people): create global person and company files from the user's
 * templates, edit a person's notes, and link people to projects. A link lives in the person's
 * `## Projects` section; the project's people.md is regenerated from those links.
 *
 * Locks: a call holds one lock at a time, the person file's first, then people.md's, so two
 * processes can never wait on each other in opposite orders.
 */
import { MemoryError } from '../core/errors.js';
import { assertDisplayName, assertEmail, companyPath, companySlugOf, OTHER_COMPANY, PEOPLE_DIR, personPath, renderProfile } from '../core/people.js';
import { addProjectLink, assertFieldValue, removeProjectLink, setProfileNotes, type NotesMode } from '../core/profile-md.js';
import { assertSlug, isKebabCase, slugify } from '../core/slug.js';
import type { ProjectIndexEntry } from '../core/project-meta.js';
import { TEMPLATE_FILES } from '../core/templates.js';
import { assertNoSecretInFields, assertText, withSecretCheck } from './content-checks.js';
import { afterChange, assertDerivedWritable } from './derived.js';
import { ensureInitialised } from './init.js';
import { regeneratePeopleMd } from './people-md.js';
import { resolveProjectScope } from './scope.js';
import { todayOf, type Workspace } from './workspace.js';
import { updateText } from '../storage/update-text.js';

export interface CreatePersonInput {
  name: string;
  slug?: string;
  title?: string;
  /** A company slug or name; linked as `@slug` when `_global/companies/<slug>.md` exists. */
  company?: string;
  email?: string;
  phone?: string;
  description?: string;
}

export interface CreateCompanyInput {
  name: string;
  slug?: string;
  website?: string;
  industry?: string;
  description?: string;
}

export interface CreatedProfile {
  slug: string;
  /** Root-relative path of the new file. */
  path: string;
}

export interface CreatedPerson extends CreatedProfile {
  /** What the Company field holds. */
  company: string;
  /** True when the company was found in `_global/companies/` and is linked as `@slug`. */
  company_linked: boolean;
}

function readTemplate(ws: Workspace, name: string): string {
  return ws.root.readText(`_templates/${name}`)?.text ?? (TEMPLATE_FILES[name] as string);
}

function slugFor(name: string, explicit: string | undefined): string {
  return explicit !== undefined && explicit !== '' ? assertSlug(explicit, 'slug') : slugify(name);
}

/** The optional one-line fields, checked and trimmed; empty means "not given". */
function oneLineFields(input: Record<string, string | undefined>, limits: Record<string, number>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, value] of Object.entries(input)) {
    if (value === undefined) continue;
    assertText(value, field);
    out[field] = assertFieldValue(value, field, limits[field] ?? 500);
  }
  return out;
}

/** Company as given, or `@slug` when a company file of that slug exists. */
function companyValue(ws: Workspace, given: string): { value: string; linked: boolean } {
  if (given === '' || given.toLowerCase() === OTHER_COMPANY.toLowerCase()) return { value: OTHER_COMPANY, linked: false };
  const slug = companySlugOf(given);
  if (slug !== null && ws.root.exists(companyPath(slug))) return { value: `@${slug}`, linked: true };
  return { value: given, linked: false };
}

function createExclusive(ws: Workspace, rel: string, text: string, what: string, slug: string): void {
  assertDerivedWritable(ws, [rel]);
  updateText(ws.root, rel, (file) => {
    if (file !== null) {
      throw new MemoryError('ALREADY_EXISTS', `A ${what} with the slug "${slug}" already exists (${rel}).`, `Pass another slug, or edit the existing file.`);
    }
    return text;
  });
}

export async function createPerson(ws: Workspace, input: CreatePersonInput): Promise<CreatedPerson> {
  ensureInitialised(ws);
  assertText(input.name, 'name');
  const name = assertDisplayName(input.name);
  const slug = slugFor(name, input.slug);
  const f = oneLineFields(
    { title: input.title, company: input.company, email: input.email, phone: input.phone, description: input.description },
    { title: 200, company: 200, phone: 100, description: 1000 },
  );
  const email = f.email === undefined ? undefined : assertEmail(f.email);
  await assertNoSecretInFields({ name, slug: input.slug, ...f });
  const company = f.company === undefined ? null : companyValue(ws, f.company);
  const rel = personPath(slug);
  const text = renderProfile(readTemplate(ws, 'person.md'), { name, slug, date: todayOf(ws) }, [
    ['Title', f.title],
    ['Company', company?.value],
    ['Email', email],
    ['Phone', f.phone],
    ['Description', f.description],
  ]);
  createExclusive(ws, rel, text, 'person', slug);
  const role = [f.title, company && company.value !== OTHER_COMPANY ? company.value.replace(/^@/, '') : undefined].filter(Boolean).join(', ');
  afterChange(ws, [rel], { description: { description: `Person: ${name}${role ? ` (${role})` : ''}.` } });
  return { slug, path: rel, company: company?.value ?? OTHER_COMPANY, company_linked: company?.linked ?? false };
}

export async function createCompany(ws: Workspace, input: CreateCompanyInput): Promise<CreatedProfile> {
  ensureInitialised(ws);
  assertText(input.name, 'name');
  const name = assertDisplayName(input.name);
  const slug = slugFor(name, input.slug);
  const f = oneLineFields({ website: input.website, industry: input.industry, description: input.description }, { industry: 200, description: 1000 });
  if (f.website && /\s/.test(f.website)) throw new MemoryError('INVALID_INPUT', 'website must be one address without spaces, e.g. "https://acme.example".');
  await assertNoSecretInFields({ name, slug: input.slug, ...f });
  const rel = companyPath(slug);
  const text = renderProfile(readTemplate(ws, 'company.md'), { name, slug, date: todayOf(ws) }, [
    ['Website', f.website],
    ['Industry', f.industry],
    ['Description', f.description],
  ]);
  createExclusive(ws, rel, text, 'company', slug);
  afterChange(ws, [rel], { description: { description: `Company: ${name}${f.industry ? ` (${f.industry})` : ''}.` } });
  return { slug, path: rel };
}

function knownSlugs(ws: Workspace, dir: string): string[] {
  return ws.root
    .list(dir)
    .filter((e) => e.isFile() && e.name.endsWith('.md'))
    .map((e) => e.name.slice(0, -3))
    .filter(isKebabCase)
    .sort();
}

/** A person given as slug, `@slug`, `[[slug]]` or full name -> the slug of an existing person file. */
export function resolvePerson(ws: Workspace, person: string): { slug: string; rel: string } {
  if (typeof person !== 'string' || person.trim() === '') throw new MemoryError('INVALID_INPUT', 'person must name a person by slug, e.g. "jane-doe".');
  const bare = person
    .trim()
    .replace(/^@/, '')
    .replace(/^\[\[(.+)\]\]$/, '$1')
    .trim();
  const slug = isKebabCase(bare) ? assertSlug(bare, 'person') : slugify(bare);
  const rel = personPath(slug);
  if (ws.root.exists(rel)) return { slug, rel };
  const known = knownSlugs(ws, PEOPLE_DIR);
  const some = known.length > 12 ? `${known.slice(0, 12).join(', ')}, …` : known.join(', ');
  throw new MemoryError(
    'NOT_FOUND',
    `There is no person "${slug}" in ${PEOPLE_DIR}.`,
    known.length ? `Known people: ${some}. Create a new one with create_person.` : 'Create the person first with create_person.',
  );
}

/** Read-modify-write of one person file under its lock; false when nothing changed. */
async function editPersonFile(ws: Workspace, person: { slug: string; rel: string }, edit: (text: string) => string, peopleMd?: string): Promise<boolean> {
  assertDerivedWritable(ws, peopleMd ? [person.rel, peopleMd] : [person.rel]);
  return withSecretCheck(
    'notes',
    person.rel,
    (check) =>
      updateText(ws.root, person.rel, (file) => {
        if (!file)
          throw new MemoryError('NOT_FOUND', `The person file ${person.rel} disappeared while it was being edited.`, 'Create it again with create_person.');
        const next = edit(file.text);
        if (next === file.text) return null;
        assertText(next, `${person.rel} after the edit`);
        check(file.text, next);
        return next;
      }).changed,
  );
}

export interface EditNotesInput {
  person: string;
  notes: string;
  mode?: NotesMode;
}

export async function editPersonNotes(ws: Workspace, input: EditNotesInput): Promise<{ person: string; path: string; changed: boolean; mode: NotesMode }> {
  const mode = input.mode ?? 'append';
  if (mode !== 'replace' && mode !== 'append')
    throw new MemoryError('INVALID_INPUT', `mode must be "replace" or "append", got ${JSON.stringify(String(mode))}.`);
  assertText(input.notes, 'notes');
  const person = resolvePerson(ws, input.person);
  await assertNoSecretInFields({ person: input.person });
  const changed = await editPersonFile(ws, person, (text) => setProfileNotes(text, input.notes, mode));
  if (changed) afterChange(ws, [person.rel]);
  return { person: person.slug, path: person.rel, changed, mode };
}

export interface LinkInput {
  person: string;
  project?: string | null;
}

export interface LinkResult {
  person: string;
  project: string;
  /** Whether the person file changed (false: it was already linked / not linked). */
  changed: boolean;
  /** Root-relative path of the regenerated people.md. */
  people_md: string;
  /** Slugs of everyone now linked to the project. */
  people: string[];
}

async function setLink(ws: Workspace, input: LinkInput, link: boolean): Promise<LinkResult> {
  const scope = resolveProjectScope(ws, input.project, 'People links');
  const person = resolvePerson(ws, input.person);
  const changed = await editPersonFile(
    ws,
    person,
    (text) => (link ? addProjectLink(text, scope.slug) : removeProjectLink(text, scope.slug)),
    `${scope.dir}/people.md`,
  );
  // Regenerated even when the link was already there: it also heals a hand-edited people.md.
  const md = regeneratePeopleMd(ws, scope.entry as ProjectIndexEntry, new Set([person.slug]));
  const rels = [...(changed ? [person.rel] : []), ...(md.changed ? [md.rel] : [])];
  if (rels.length) afterChange(ws, rels);
  return { person: person.slug, project: scope.slug, changed, people_md: md.rel, people: md.people };
}

export async function linkPersonToProject(ws: Workspace, input: LinkInput): Promise<LinkResult> {
  return setLink(ws, input, true);
}

export async function unlinkPersonFromProject(ws: Workspace, input: LinkInput): Promise<LinkResult> {
  return setLink(ws, input, false);
}
