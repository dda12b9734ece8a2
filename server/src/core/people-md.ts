/**
 * A project's people.md is generated from the person files' links, but people open it and add a
 * line ("- Bob from finance, no profile yet"). Regeneration must not drop that line without a word:
 * every line that the generator did not write is kept, in order, under HAND_HEADING at the end.
 * What the generator writes: the header (a `# ` title and the template's lines), `## ` company
 * headings, and person lines in its own shape `- **Name** (@slug)…` (also of a person whose file
 * was deleted since). Idempotent: a second regeneration keeps the same lines.
 */
import { atxHeadingOf, classify } from './markdown-blocks.js';
import { OTHER_COMPANY, type KeptPersonLine } from './people.js';
import { contentLines } from './text-lines.js';

const HAND_TITLE = 'Added by hand';
export const HAND_HEADING = `## ${HAND_TITLE}`;

const PERSON_LINE = /^- \*\*.*\*\* \(@[a-z0-9]+(?:-[a-z0-9]+)*\)(?: — .*)?$/;
const PERSON_PARTS = /^- \*\*(.*)\*\* \(@([a-z0-9]+(?:-[a-z0-9]+)*)\)/;

/** The lines of `current` that regenerating it as `generated` would lose and that no generator run wrote. */
export function handLinesOf(current: string, generated: string): string[] {
  const derived = new Set(contentLines(generated));
  const kept: string[] = [];
  // A `## ` heading is kept only when a kept line follows it: a company heading whose people are
  // all derived lines is the generator's, a "## Contractors" over hand lines is the person's.
  let heading: string | null = null;
  let inHandSection = false;
  const lines = contentLines(current);
  const kinds = classify(lines);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const l = kinds[i]!;
    if (atxHeadingOf(l, 2)?.text === HAND_TITLE) {
      // Nothing generated ever follows the hand section: from here on every line is the person's.
      inHandSection = true;
      heading = null;
      continue;
    }
    if (l.text.trim() === '') continue;
    if (inHandSection) {
      kept.push(line);
      continue;
    }
    // Headings are those of the one line grammar (core/markdown-blocks.ts): a `#` line in fenced code is text.
    if (atxHeadingOf(l, 1)) continue;
    if (atxHeadingOf(l, 2)) {
      heading = line;
      continue;
    }
    if (derived.has(line) || PERSON_LINE.test(l.text)) {
      heading = null; // a heading over generated lines is the generator's
      continue;
    }
    if (heading !== null && !derived.has(heading)) kept.push(heading);
    heading = null;
    kept.push(line);
  }
  return kept;
}

/** The generated text with the kept hand lines appended under HAND_HEADING. */
export function withHandLines(generated: string, lines: readonly string[]): string {
  if (lines.length === 0) return generated;
  return `${generated.trimEnd()}\n\n${HAND_HEADING}\n\n${lines.join('\n')}\n`;
}

/**
 * A shared project's people.md (docs/FORMATS.md#team) is the team's: each teammate's machine
 * derives it from its own person files, and a teammate's root lacks the others' people. So a
 * regeneration on one machine keeps every generated person line it cannot speak for: the lines of
 * `current` (outside the hand section) whose person `speaksFor` says no to, each with the company
 * heading it stands under. A machine speaks for the people it links to the project and for those
 * an explicit change on it is about (an unlink, an edit or deletion of that person's file).
 */
export function teamPersonLines(current: string, speaksFor: (slug: string) => boolean): KeptPersonLine[] {
  const kept: KeptPersonLine[] = [];
  const lines = contentLines(current);
  const kinds = classify(lines);
  let heading = OTHER_COMPANY;
  for (let i = 0; i < lines.length; i++) {
    const l = kinds[i]!;
    const h2 = atxHeadingOf(l, 2);
    if (h2?.text === HAND_TITLE) break; // everything below is a person's own text (handLinesOf)
    if (h2) {
      heading = h2.text;
      continue;
    }
    if (!PERSON_LINE.test(l.text)) continue;
    const m = PERSON_PARTS.exec(l.text);
    if (m && !speaksFor(m[2]!) && !kept.some((k) => k.slug === m[2])) kept.push({ heading, name: m[1]!, slug: m[2]!, line: l.text });
  }
  return kept;
}
