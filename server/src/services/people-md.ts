/**
 * A project's `people.md` is derived: regenerated from every person file whose `## Projects`
 * section links the project. It is rebuilt under its own lock from the files as they are then,
 * so whichever writer regenerates last records every link made before it (see linkPersonToProject).
 */
import { companyPath, companySlugOf, parseCompany, parsePerson, PEOPLE_DIR, renderPeopleMd, type Person } from '../core/people.js';
import { isKebabCase } from '../core/slug.js';
import { fillTemplate, TEMPLATE_FILES } from '../core/templates.js';
import type { ProjectIndexEntry } from '../core/project-meta.js';
import { readProjectsIndex } from '../storage/projects-index.js';
import { todayOf, type Workspace } from './workspace.js';
import { updateText } from '../storage/update-text.js';

/** Every readable person file. A damaged or unreadable one is left out of the derived view rather than failing every link. */
export function loadPeople(ws: Workspace): Person[] {
  const people: Person[] = [];
  for (const entry of ws.root.list(PEOPLE_DIR)) {
    if (!entry.isFile() || !entry.name.endsWith('.md')) continue;
    const slug = entry.name.slice(0, -3);
    if (!isKebabCase(slug)) continue;
    try {
      const file = ws.root.readText(`${PEOPLE_DIR}/${entry.name}`);
      if (file) people.push(parsePerson(slug, file.text));
    } catch {
      /* unreadable: skipped */
    }
  }
  return people;
}

/** Display names of the companies these people name, from the company files that exist. */
export function companyNamesFor(ws: Workspace, people: readonly Person[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const p of people) {
    const slug = companySlugOf(p.company);
    if (slug === null || names.has(slug)) continue;
    try {
      const file = ws.root.readText(companyPath(slug));
      if (file) names.set(slug, parseCompany(slug, file.text).name);
    } catch {
      /* unreadable: the raw value is shown */
    }
  }
  return names;
}

export interface PeopleMdOutcome {
  /** Root-relative path of the project's people.md. */
  rel: string;
  changed: boolean;
  people: string[];
}

function peopleHeader(ws: Workspace, project: ProjectIndexEntry): string {
  // The user's template wins; a `{{date}}` in it takes the project's creation date so that
  // regenerating on another day changes nothing.
  const template = ws.root.readText('_templates/people.md')?.text ?? (TEMPLATE_FILES['people.md'] as string);
  return fillTemplate(template, { name: project.name, slug: project.slug, date: project.created || todayOf(ws) });
}

/** Regenerates one project's people.md from the person files; writes only when it changed. */
export function regeneratePeopleMd(ws: Workspace, project: ProjectIndexEntry): PeopleMdOutcome {
  const dir = `projects/${project.slug}`;
  const rel = `${dir}/people.md`;
  if (!ws.root.isDirectory(dir)) return { rel, changed: false, people: [] };
  let slugs: string[] = [];
  const { changed } = updateText(ws.root, rel, () => {
    const linked = loadPeople(ws).filter((p) => p.projects.includes(project.slug));
    slugs = linked.map((p) => p.slug).sort();
    return renderPeopleMd(peopleHeader(ws, project), linked, companyNamesFor(ws, linked));
  });
  return { rel, changed, people: slugs };
}

/** `rebuild_indexes`: every project's people.md; returns the paths that changed. */
export function regenerateAllPeopleMd(ws: Workspace, projects: readonly ProjectIndexEntry[]): string[] {
  const changed: string[] = [];
  for (const project of projects) {
    const outcome = regeneratePeopleMd(ws, project);
    if (outcome.changed) changed.push(outcome.rel);
  }
  return changed;
}

const PROFILE_FILE = /^_global\/(people|companies)\/[^/]+\.md$/;

/**
 * A person or company file changed through the generic file tools (write, patch, delete, restore):
 * every project's people.md is derived from those files, so it is regenerated too.
 */
export function refreshPeopleAfterProfileChange(ws: Workspace, rel: string): void {
  if (!PROFILE_FILE.test(rel)) return;
  regenerateAllPeopleMd(ws, readProjectsIndex(ws.root).projects);
}
