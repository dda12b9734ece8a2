/**
 * Session summaries, `sessions/YYYY-MM-DD.md` (docs/FORMATS.md#sessions): a `# Session — <date>` title, then one
 * `## Session <n>` section per session of that day, each with the subsections that have content:
 * `### Summary`, `### Outcomes`, `### Decisions`, `### Open questions`, `### Next step`.
 * Parsing tolerates hand edits: any level-2 heading opens a section, subsection names in any case
 * (and a few synonyms), `*`/`+`/numbered bullets, and subsections written before any section.
 */
import { assertIsoDate, firstDateIn } from './dates.js';
import { MemoryError } from './errors.js';
import { atxHeadingOf, classify, nestAtxHeadings } from './markdown-blocks.js';
import { appendBlock, contentLines, isBlank } from './text-lines.js';

export interface SessionEntry {
  summary?: string;
  outcomes?: readonly string[];
  decisions?: readonly string[];
  openQuestions?: readonly string[];
  nextStep?: string;
}

export interface SessionSection {
  /** N of `## Session N`; undefined for other headings and for text before any section. */
  number: number | undefined;
  /** The level-2 heading text ('' for subsections written before any section). */
  heading: string;
  /** 1-indexed line of the heading (of the first subsection for an implicit section). */
  startLine: number;
  summary: string;
  outcomes: string[];
  decisions: string[];
  openQuestions: string[];
  nextStep: string;
}

export interface ParsedSessionFile {
  title: string | undefined;
  /** The YYYY-MM-DD found in the title, if any. */
  date: string | undefined;
  sections: SessionSection[];
}

/** One list item with its continuation lines. */
export interface SessionBullet {
  /** The item's lines, each trimmed, joined by `\n` (the bullet marker included): an exact-duplicate key. */
  text: string;
  /** 1-indexed first and last line. */
  startLine: number;
  endLine: number;
}

type Part = 'summary' | 'outcomes' | 'decisions' | 'openQuestions' | 'nextStep';
const LIST_PARTS: readonly Part[] = ['outcomes', 'decisions', 'openQuestions'];

const SUBSECTIONS: readonly [Part, string][] = [
  ['summary', 'Summary'],
  ['outcomes', 'Outcomes'],
  ['decisions', 'Decisions'],
  ['openQuestions', 'Open questions'],
  ['nextStep', 'Next step'],
];

const PART_BY_NAME: Readonly<Record<string, Part>> = {
  summary: 'summary',
  outcomes: 'outcomes',
  outcome: 'outcomes',
  results: 'outcomes',
  decisions: 'decisions',
  decision: 'decisions',
  openquestions: 'openQuestions',
  openquestion: 'openQuestions',
  questions: 'openQuestions',
  nextstep: 'nextStep',
  nextsteps: 'nextStep',
};

// A top-level item: deeper-indented bullets are continuation lines of their parent.
/** The text of a numbered section heading (`## Session 3 — auth`): its prefix and its number. */
export const SESSION_NUMBER = /^(session\s*)(\d+)\b/i;
const BULLET = /^ ?(?:[-*+]|\d{1,9}[.)])[ \t]+/;
/**
 * Headings written inside a part are nested below its `###` heading (`## X` becomes `##### X`):
 * left as they are, a `## Session 7` in a summary would open a section of its own and renumber
 * every later session of the day.
 */
function nestHeadings(text: string): string {
  return nestAtxHeadings(text, 3, 3);
}

function cleanItem(item: string): string {
  return nestHeadings(item.replace(/\r\n/g, '\n'))
    .trim()
    .replace(/^(?:[-*+]|\d{1,9}[.)])[ \t]+/, '')
    .replace(/\n[ \t]*/g, '\n  ');
}

function renderSection(number: number, entry: SessionEntry): string {
  const blocks: string[] = [`## Session ${number}`];
  for (const [part, title] of SUBSECTIONS) {
    if (LIST_PARTS.includes(part)) {
      const items = ((entry[part] as readonly string[] | undefined) ?? []).map(cleanItem).filter((i) => i !== '');
      if (items.length > 0) blocks.push(`### ${title}`, items.map((i) => `- ${i}`).join('\n'));
    } else {
      const text = nestHeadings(((entry[part] as string | undefined) ?? '').replace(/\r\n/g, '\n')).trim();
      if (text !== '') blocks.push(`### ${title}`, text);
    }
  }
  if (blocks.length === 1) {
    throw new MemoryError('INVALID_INPUT', 'A session summary needs at least one of summary, outcomes, decisions, open questions or next step.');
  }
  return blocks.join('\n\n') + '\n';
}

/** A new session file for `date` holding one section, `## Session 1`. */
export function renderSessionFile(date: string, entry: SessionEntry): string {
  assertIsoDate(date, 'The session date');
  return `# Session — ${date}\n\n${renderSection(1, entry)}`;
}

/**
 * Appends the next `## Session N` section to an existing day file. N is one more than the highest
 * numbered section; a hand-written file with content but no numbered section counts as session 1.
 */
export function appendSessionEntry(existingText: string, entry: SessionEntry): string {
  return appendBlock(existingText, renderSection(nextSessionNumber(existingText), entry));
}

/** The N that appendSessionEntry gives the next section (log_session reports this number). */
export function nextSessionNumber(existingText: string): number {
  const parsed = parseSessionFile(existingText);
  let highest = 0;
  for (const s of parsed.sections) if (s.number !== undefined && s.number > highest) highest = s.number;
  if (highest === 0) {
    const hasContent = classify(contentLines(existingText)).some((l) => !isBlank(l.text) && !atxHeadingOf(l, 1));
    highest = hasContent ? 1 : 0;
  }
  return highest + 1;
}

type Line = { line: number; text: string };

interface Collected {
  section: SessionSection;
  /**
   * Each part's lines, one run per `###` subsection: a hand-written file may repeat a subsection
   * (`### Outcomes`, `### Next step`, `### Outcomes`), and a list item never continues across a
   * heading, so the runs are read apart (else an item's line span would cover the lines between).
   */
  parts: Map<Part, Line[][]>;
}

function bulletsOf(lines: readonly Line[]): { items: string[]; bullets: SessionBullet[] } {
  const items: string[] = [];
  const bullets: SessionBullet[] = [];
  let current: { texts: string[]; raw: string[]; start: number; end: number; isBullet: boolean } | null = null;
  let afterBlank = true;
  const flush = () => {
    if (!current) return;
    items.push(current.texts.join(' '));
    if (current.isBullet) bullets.push({ text: current.raw.join('\n'), startLine: current.start, endLine: current.end });
    current = null;
  };
  for (const { line, text } of lines) {
    if (isBlank(text)) {
      afterBlank = true;
      continue;
    }
    const marker = BULLET.exec(text);
    const indented = /^[ \t]/.test(text);
    if (marker) {
      flush();
      current = { texts: [text.slice(marker[0].length).trim()], raw: [text.trim()], start: line, end: line, isBullet: true };
    } else if (current && (indented || !afterBlank)) {
      current.texts.push(text.trim());
      current.raw.push(text.trim());
      current.end = line;
    } else {
      flush();
      current = { texts: [text.trim()], raw: [text.trim()], start: line, end: line, isBullet: false };
    }
    afterBlank = false;
  }
  flush();
  return { items, bullets };
}

function collect(text: string): { title: string | undefined; collected: Collected[] } {
  const lines = contentLines(text);
  const classified = classify(lines);
  let title: string | undefined;
  const collected: Collected[] = [];
  let current: Collected | undefined;
  let part: Part | undefined;
  const open = (number: number | undefined, heading: string, line: number) => {
    current = {
      section: { number, heading, startLine: line, summary: '', outcomes: [], decisions: [], openQuestions: [], nextStep: '' },
      parts: new Map(),
    };
    collected.push(current);
    part = undefined;
  };
  for (let i = 0; i < lines.length; i++) {
    const text = lines[i]!;
    const line = classified[i]!;
    const h1 = atxHeadingOf(line, 1);
    if (h1) {
      // A later level-1 heading (e.g. the next session in an archive roll-up) ends the subsection.
      if (title === undefined && collected.length === 0) title = h1.text;
      else part = undefined;
      continue;
    }
    const h2 = atxHeadingOf(line, 2);
    // A hand-written summary often uses `## Outcomes` where the tools write `### Outcomes`: a
    // level-2 heading that names a part is that part (its bullets are deduped in a roll-up).
    const h2Part = h2 ? PART_BY_NAME[h2.text.toLowerCase().replace(/[^a-z]/g, '')] : undefined;
    if (h2 && !h2Part) {
      const n = SESSION_NUMBER.exec(h2.text);
      open(n ? Number(n[2]) : undefined, h2.text, i + 1);
      continue;
    }
    const h3 = h2Part ? h2 : atxHeadingOf(line, 3);
    if (h3) {
      if (!current) open(undefined, '', i + 1);
      part = PART_BY_NAME[h3.text.toLowerCase().replace(/[^a-z]/g, '')];
      if (part) {
        const runs = current!.parts.get(part) ?? [];
        runs.push([]);
        current!.parts.set(part, runs);
      }
      continue;
    }
    if (current && part)
      current.parts
        .get(part)!
        .at(-1)!
        .push({ line: i + 1, text });
  }
  return { title, collected };
}

export function parseSessionFile(text: string): ParsedSessionFile {
  const { title, collected } = collect(text);
  for (const { section, parts } of collected) {
    for (const [part, runs] of parts) {
      if (LIST_PARTS.includes(part)) {
        for (const run of runs) (section[part] as string[]).push(...bulletsOf(run).items);
      } else {
        const key = part as 'summary' | 'nextStep';
        const joined = runs
          .flat()
          .map((l) => l.text.trimEnd())
          .join('\n')
          .trim();
        section[key] = section[key] === '' ? joined : `${section[key]}\n\n${joined}`;
      }
    }
  }
  const date = title ? firstDateIn(title) : undefined;
  return { title, date, sections: collected.map((c) => c.section) };
}

/** The bullet items under every `### Outcomes` heading, with their lines (for exact-duplicate checks). */
export function outcomeBullets(text: string): SessionBullet[] {
  const out: SessionBullet[] = [];
  for (const { parts } of collect(text).collected) {
    for (const run of parts.get('outcomes') ?? []) out.push(...bulletsOf(run).bullets);
  }
  return out;
}
