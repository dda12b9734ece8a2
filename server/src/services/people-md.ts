/**
 * A project's `people.md` is derived: regenerated from every person file whose `## Projects`
 * section links the project. It is rebuilt under its own lock from the files as they are then,
 * so whichever writer regenerates last records every link made before it (see linkPersonToProject).
 */
import path from 'node:path';
import { companyPath, companySlugOf, parseCompany, parsePerson, PEOPLE_DIR, renderPeopleMd, type Person } from '../core/people.js';
import { isKebabCase } from '../core/slug.js';
import { HAND_HEADING, handLinesOf, teamPersonLines, withHandLines } from '../core/people-md.js';
import { preferredEol } from '../core/text-lines.js';
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
  /** Lines a person added to people.md by hand, kept under "## Added by hand" (core/people-md.ts). */
  handLines: number;
}

function peopleHeader(ws: Workspace, project: ProjectIndexEntry): string {
  // The user's template wins; a `{{date}}` in it takes the project's creation date so that
  // regenerating on another day changes nothing.
  const template = ws.root.readText('_templates/people.md')?.text ?? (TEMPLATE_FILES['people.md'] as string);
  return fillTemplate(template, { name: project.name, slug: project.slug, date: project.created || todayOf(ws) });
}

/**
 * Regenerates one project's people.md from the person files; writes only when it changed. Lines a
 * person added by hand are kept (never silently dropped), and a CRLF file stays CRLF. In a shared
 * project the person lines of teammates' people are kept too (core/people-md.ts
 * teamPersonLines): this machine speaks only for the people it links and for `speaksFor`, the
 * people an explicit change of this call is about.
 */
export function regeneratePeopleMd(ws: Workspace, project: ProjectIndexEntry, speaksFor: ReadonlySet<string> = new Set()): PeopleMdOutcome {
  const dir = `projects/${project.slug}`;
  const rel = `${dir}/people.md`;
  if (!ws.root.isDirectory(dir)) return { rel, changed: false, people: [], handLines: 0 };
  const shared = ws.root.mountedDir(project.slug) !== undefined;
  let slugs: string[] = [];
  let handLines = 0;
  const { changed } = updateText(ws.root, rel, (file) => {
    const linked = loadPeople(ws).filter((p) => p.projects.includes(project.slug));
    const ours = new Set([...linked.map((p) => p.slug), ...speaksFor]);
    const team = shared && file ? teamPersonLines(file.text, (slug) => ours.has(slug)) : [];
    slugs = [...linked.map((p) => p.slug), ...team.map((k) => k.slug)].sort();
    const generated = renderPeopleMd(peopleHeader(ws, project), linked, companyNamesFor(ws, linked), team);
    const current = file?.text;
    const hand = current === undefined ? [] : handLinesOf(current, generated);
    handLines = hand.length;
    let text = withHandLines(generated, hand);
    if (current !== undefined && preferredEol(current) === '\r\n') text = text.replace(/\n/g, '\r\n');
    return current === text ? null : text;
  });
  return { rel, changed, people: slugs, handLines };
}

export interface PeopleMdRebuild {
  /** people.md files rewritten. */
  changed: string[];
  /** One sentence per rewritten people.md that holds lines added by hand. */
  notes: string[];
}

/** `rebuild_indexes`: every project's people.md (`speaksFor`: see regeneratePeopleMd). */
export function regenerateAllPeopleMd(ws: Workspace, projects: readonly ProjectIndexEntry[], speaksFor: ReadonlySet<string> = new Set()): PeopleMdRebuild {
  const out: PeopleMdRebuild = { changed: [], notes: [] };
  for (const project of projects) {
    const outcome = regeneratePeopleMd(ws, project, speaksFor);
    if (!outcome.changed) continue;
    out.changed.push(outcome.rel);
    if (outcome.handLines > 0) {
      out.notes.push(
        `${outcome.rel} was regenerated from the person files; its ${outcome.handLines} line(s) added by hand are kept under "${HAND_HEADING}", and the previous text is kept in the file's history (project-memory history ${outcome.rel}).`,
      );
    }
  }
  return out;
}

const PROFILE_FILE = /^_global\/(people|companies)\/[^/]+\.md$/;

/**
 * A person or company file changed through the generic file tools (write, patch, delete, restore):
 * every project's people.md is derived from those files, so it is regenerated too.
 */
export function refreshPeopleAfterProfileChange(ws: Workspace, rel: string): void {
  const m = PROFILE_FILE.exec(rel);
  if (!m) return;
  // A change of this person's own file is this machine's word about that person.
  const person = m[1] === 'people' ? path.posix.basename(rel, '.md') : null;
  regenerateAllPeopleMd(ws, readProjectsIndex(ws.root).projects, new Set(person ? [person] : []));
}
