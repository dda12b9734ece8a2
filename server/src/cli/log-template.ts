/** The template `project-memory log` opens in $EDITOR when no flag is given, and its reading. */
import { parseAtxHeading } from '../core/markdown-blocks.js';

export interface LoggedSession {
  summary?: string;
  outcomes: string[];
  decisions: string[];
  open_questions: string[];
  next_step?: string;
}

const SECTIONS = [
  ['Summary', 'summary'],
  ['Outcomes', 'outcomes'],
  ['Decisions', 'decisions'],
  ['Open questions', 'open_questions'],
  ['Next step', 'next_step'],
] as const;

export function logTemplate(project: string, date: string): string {
  return [
    `# Session of ${date} in ${project}. Fill in what applies; lines starting with # are ignored.`,
    '# Save and quit to log it; leave every section empty to log nothing.',
    '',
    '## Summary',
    '',
    '## Outcomes (one per line, "- " first)',
    '- ',
    '',
    '## Decisions',
    '- ',
    '',
    '## Open questions',
    '- ',
    '',
    '## Next step',
    '',
  ].join('\n');
}

export function parseLogTemplate(text: string): LoggedSession {
  const out: LoggedSession = { outcomes: [], decisions: [], open_questions: [] };
  let current: (typeof SECTIONS)[number][1] | null = null;
  const prose: Record<string, string[]> = { summary: [], next_step: [] };
  for (const raw of text.split('\n')) {
    const line = raw.trimEnd();
    // A section is a level-2 heading of the one line grammar (docs/FORMATS.md#markdown-lines).
    const heading = parseAtxHeading(line);
    if (heading?.level === 2) {
      const found = SECTIONS.find(([label]) => heading.text.toLowerCase().startsWith(label.toLowerCase()));
      current = found ? found[1] : null;
      continue;
    }
    if (line.startsWith('#') || current === null) continue;
    if (current === 'summary' || current === 'next_step') {
      if (line.trim()) prose[current]!.push(line.trim());
      continue;
    }
    const item = line.replace(/^\s*[-*]\s?/, '').trim();
    if (item) out[current].push(item);
  }
  if (prose.summary!.length) out.summary = prose.summary!.join(' ');
  if (prose.next_step!.length) out.next_step = prose.next_step!.join(' ');
  return out;
}
