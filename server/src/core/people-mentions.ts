/**
 * A search hit that names a person says where that person stands now (docs/FORMATS.md#people).
 * A line of memory is written once and read for months: "Jane Doe joined the team (SRE)" reads as
 * current long after Jane's person file stopped linking the project, or her title changed; the
 * line that said so is in another session log, rarely among the same five hits. So a hit naming
 * someone whose person file disagrees with the line ends with that person's status, as a hit in a
 * decision no longer in force ends with its own.
 */
import type { Person } from './people.js';

/** What a line needs of a person: who, their current title, the projects their file links. */
export type PersonStatus = Pick<Person, 'slug' | 'name' | 'title' | 'projects'>;

/** More names than this on one line are left bare: the suffix is a reminder, not a roster. */
const MAX_NAMED = 3;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A person ready to be looked for on many lines: named by `@slug`, or by the full name when it has
 * two words or more (a lone first name such as "Sam" is too common a word to stand for one person).
 */
export interface PersonMatcher {
  readonly person: PersonStatus;
  readonly handle: string;
  /** the name's first word, when the full name counts: a plain test before the pattern */
  readonly firstWord: string | null;
  readonly pattern: RegExp;
}

/** Built once per set of people: compiling a pattern per person per line cost more than the search. */
export function peopleMatchers(people: readonly PersonStatus[]): PersonMatcher[] {
  return people.map((person) => {
    const name = person.name.trim().replace(/\s+/g, ' ');
    const full = name.includes(' ');
    const forms = [`@${escapeRegExp(person.slug)}(?![a-z0-9-])`];
    if (full) forms.push(`(?<![\\p{L}\\p{N}])${escapeRegExp(name).replace(/ /g, '\\s+')}(?![\\p{L}\\p{N}])`);
    return { person, handle: `@${person.slug}`, firstWord: full ? name.slice(0, name.indexOf(' ')) : null, pattern: new RegExp(forms.join('|'), 'u') };
  });
}

/** Where `line` first names the person, and what follows the name; null when it does not. */
function mentionOf(line: string, m: PersonMatcher): { at: number; after: string } | null {
  // Most people are not on a given line: a plain test first, the pattern only for those who may be.
  if (!line.includes(m.handle) && !(m.firstWord !== null && line.includes(m.firstWord))) return null;
  const found = m.pattern.exec(line);
  return found ? { at: found.index, after: line.slice(found.index + found[0].length) } : null;
}

/** "Jane Doe (SRE)", "**Jane Doe** (SRE)": a role written in brackets right after the name. */
const ROLE_AFTER_NAME = /^\**\s*\([^()]{1,80}\)/;
/** "Jane Doe joined the team (SRE)": on a line naming one person, a bracket anywhere is taken as theirs. */
const ROLE_ON_LINE = /\([^()]{1,80}\)/;

/**
 * The status of a person named on a line of `project` (null: a line outside any project, e.g.
 * `_global`), or null when the line agrees with the person file. Not linked to the project: said,
 * with the current title. Linked: the title is given only when the line seems to write a role for
 * them (`alone`: the only person the line names); every line that merely names a colleague would
 * otherwise carry their title.
 */
function statusOf(line: string, after: string, alone: boolean, p: PersonStatus, project: string | null): string | null {
  const title = p.title.trim();
  const unlinked = project !== null && !p.projects.includes(project);
  const shown = title !== '' && line.toLowerCase().includes(title.toLowerCase());
  const otherRole = ROLE_AFTER_NAME.test(after) || (alone && ROLE_ON_LINE.test(line));
  const parts: string[] = [];
  if (title !== '' && !shown && (unlinked || otherRole)) parts.push(`now ${title}`);
  if (unlinked) parts.push('not linked to this project');
  return parts.length ? `@${p.slug}: ${parts.join(', ')}` : null;
}

/**
 * The suffix for a hit line of `project`: `  [@jane-doe: now Staff SRE, not linked to this
 * project]` per person named whose file disagrees with the line, in the order the line names them;
 * '' when there is none. `self` is the slug of the person whose own file the line is in (that file
 * is the status, so it is never annotated with itself).
 */
export function peopleStatusSuffix(line: string, people: readonly PersonMatcher[], project: string | null, self: string | null = null): string {
  const mentions: { p: PersonStatus; at: number; after: string }[] = [];
  for (const m of people) {
    if (m.person.slug === self) continue;
    const mention = mentionOf(line, m);
    if (mention !== null) mentions.push({ p: m.person, ...mention });
  }
  const named: { at: number; status: string }[] = [];
  for (const m of mentions) {
    const status = statusOf(line, m.after, mentions.length === 1, m.p, project);
    if (status !== null) named.push({ at: m.at, status });
  }
  named.sort((a, b) => a.at - b.at);
  return named
    .slice(0, MAX_NAMED)
    .map((n) => `  [${n.status}]`)
    .join('');
}
