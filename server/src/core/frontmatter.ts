/**
 * YAML front matter of Markdown files, and the knowledge-entry schema (docs/FORMATS.md#knowledge).
 *
 * The block is found with the one line grammar every Markdown reader shares
 * (core/markdown-blocks.ts: a first line `---` or `---yaml`, closed by the next line that is
 * exactly `---`) and parsed with the safe YAML parser (core/yaml-safe.ts: no aliases, no custom
 * tags, no `__proto__`). Front matter in any other language (`---js`, `---toml`) is refused, never
 * run. gray-matter is not used: it closes the block at any line that merely starts with `---`,
 * reads an unclosed block to the end of the file, evaluates `---js` with eval and parses YAML with
 * a js-yaml that has no alias limit; with every one of those turned off, what remained of it was
 * one call to our own parser.
 */
import { isIsoDate } from './dates.js';
import { quoteForMessage } from './display.js';
import { MemoryError } from './errors.js';
import { frontMatterLineCount } from './markdown-blocks.js';
import { parseYaml } from './yaml-safe.js';

export interface Frontmatter {
  /** The front matter mapping, or null when the text has no front matter block. */
  data: Record<string, unknown> | null;
  /** The text after the closing `---` line (the whole text when there is no front matter). */
  body: string;
  /** The YAML between the delimiter lines, without them and without the final line break. */
  raw: string | null;
}

/** `---js`, `--- coffee`, `---toml`: a language name after the opening dashes. */
const LANGUAGE_LINE = /^---[ \t]*([A-Za-z][\w+-]*)[ \t]*$/;
const YAML_LANGUAGE = /^ya?ml$/i;

function refuseLanguage(language: string, what: string): never {
  throw new MemoryError(
    'INVALID_FORMAT',
    `${what} has front matter in "${language}", but only YAML front matter is allowed.`,
    'Start the file with a line "---", then YAML "key: value" lines, then a closing "---" line.',
  );
}

/** Splits `text` into lines with their offsets, `\r\n` and `\n` alike. */
function lineOffsets(text: string): { start: number; end: number; next: number }[] {
  const lines: { start: number; end: number; next: number }[] = [];
  let start = 0;
  for (;;) {
    const newline = text.indexOf('\n', start);
    if (newline === -1) {
      lines.push({ start, end: text.length, next: text.length });
      return lines;
    }
    const end = newline > start && text.charCodeAt(newline - 1) === 0x0d ? newline - 1 : newline;
    lines.push({ start, end, next: newline + 1 });
    start = newline + 1;
  }
}

/**
 * Reads the leading YAML front matter of `text`. `what` names the file in errors. A text whose
 * first line is not `---` (or `---yaml`), or whose block is never closed, has no front matter.
 * Front matter in another language (`---js`) and YAML that is invalid or not a mapping are
 * refused with INVALID_FORMAT.
 */
export function parseFrontmatter(text: string, what: string): Frontmatter {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const none: Frontmatter = { data: null, body: text, raw: null };
  if (!source.startsWith('---')) return none;

  const lines = lineOffsets(source);
  const lineText = (i: number): string => {
    const line = lines[i] as { start: number; end: number };
    return source.slice(line.start, line.end);
  };
  const language = LANGUAGE_LINE.exec(lineText(0))?.[1];
  if (language !== undefined && !YAML_LANGUAGE.test(language)) refuseLanguage(language, what);

  const count = frontMatterLineCount(lines.map((_, i) => lineText(i)));
  if (count === 0) return none;
  for (let i = 1; i < count - 1; i++) {
    if (lineText(i).startsWith('---')) {
      throw new MemoryError(
        'INVALID_FORMAT',
        `${what} has a line starting with "---" inside its front matter (line ${i + 1}); only the closing line may start with "---".`,
        'End the front matter with a line that is exactly "---", and do not start other front matter lines with "---".',
      );
    }
  }
  const open = lines[0] as { next: number };
  const close = lines[count - 1] as { start: number; next: number };
  const raw = source.slice(open.next, close.start).replace(/\r?\n$/, '');
  const body = source.slice(close.next);

  // A blank line stands for the opening `---`, so that a line the parser names is the file's line.
  const value = parseYaml(`\n${raw}`, `The front matter of ${what}`);
  if (value === null) return { data: {}, body, raw };
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw new MemoryError(
      'INVALID_FORMAT',
      `The front matter of ${what} must be a YAML mapping of "key: value" lines, not a ${Array.isArray(value) ? 'list' : 'single value'}.`,
      'Write one "key: value" pair per line between the two "---" lines.',
    );
  }
  return { data: value as Record<string, unknown>, body, raw };
}

export const KNOWLEDGE_METHODS = ['manual', 'summary', 'extract'] as const;

const KNOWLEDGE_EXAMPLE = [
  'Start the file with:',
  '---',
  'source: "meeting-2025-01-15"     # original source; null if unknown',
  'processed: "2025-01-16"          # YYYY-MM-DD; null if not yet processed',
  'method: "manual"                 # manual | summary | extract',
  'model: null                      # AI model used, if any',
  'prompt_ref: null                 # reference to the prompt used, if any',
  '---',
].join('\n');

type FieldRule = { field: string; check: (value: unknown) => boolean; rule: string };

const KNOWLEDGE_FIELDS: readonly FieldRule[] = [
  { field: 'source', check: (v) => v === null || (typeof v === 'string' && v.trim() !== ''), rule: 'a non-empty string or null' },
  { field: 'processed', check: (v) => v === null || (typeof v === 'string' && isIsoDate(v)), rule: 'a real date in YYYY-MM-DD form or null' },
  { field: 'method', check: (v) => typeof v === 'string' && (KNOWLEDGE_METHODS as readonly string[]).includes(v), rule: 'one of manual, summary, extract' },
  { field: 'model', check: (v) => v === null || (typeof v === 'string' && v.trim() !== ''), rule: 'a non-empty string or null' },
  { field: 'prompt_ref', check: (v) => v === null || (typeof v === 'string' && v.trim() !== ''), rule: 'a non-empty string or null' },
];

function describeValue(value: unknown): string {
  if (typeof value === 'string') return quoteForMessage(value, 40);
  if (value === null || typeof value === 'boolean' || typeof value === 'number') return String(value);
  if (value === undefined) return 'no value';
  return Array.isArray(value) ? 'a list' : 'a mapping';
}

/**
 * Checks the front matter every `knowledge/*.md` file must have (docs/FORMATS.md#knowledge). Other keys are allowed:
 * the files stay human-editable. `path` names the file in errors.
 */
export function validateKnowledgeFrontmatter(data: Record<string, unknown> | null, path: string): void {
  if (data === null) {
    throw new MemoryError(
      'INVALID_FORMAT',
      `${path} must start with a YAML front matter block: a "---" line, the knowledge fields, and a closing "---" line.`,
      KNOWLEDGE_EXAMPLE,
    );
  }
  const missing = KNOWLEDGE_FIELDS.filter(({ field }) => !Object.prototype.hasOwnProperty.call(data, field)).map(({ field }) => field);
  if (missing.length > 0) {
    const names = missing.map((f) => `"${f}"`).join(', ');
    throw new MemoryError(
      'INVALID_FORMAT',
      `The front matter of ${path} lacks the required field${missing.length > 1 ? 's' : ''} ${names}.`,
      KNOWLEDGE_EXAMPLE,
    );
  }
  for (const { field, check, rule } of KNOWLEDGE_FIELDS) {
    const value = data[field];
    if (!check(value)) {
      throw new MemoryError('INVALID_FORMAT', `The front matter field "${field}" of ${path} must be ${rule}, got ${describeValue(value)}.`, KNOWLEDGE_EXAMPLE);
    }
  }
}
