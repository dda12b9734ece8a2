/**
 * One region of a person's text file that project-memory owns, between two marker lines
 * (docs/AGENTS-SETUP.md#marked-regions): `setup <agent>` keeps its block in an agent's
 * instructions file or TOML configuration this way, `export` its generated block in AGENTS.md or
 * CLAUDE.md. Every byte outside the region stays as the person wrote it; the region is added at the
 * end of the file; putting the same body again changes nothing; removing it gives back, byte for
 * byte, the text it was added to when nothing else changed since.
 *
 * Markers are comment lines of the file's own language, so the file stays valid and a person sees
 * what the region is and how to take it out:
 *   Markdown: `<!-- BEGIN project-memory <id>: <note> -->` … `<!-- END project-memory <id> -->`
 *   TOML:     `# BEGIN project-memory <id>: <note>` … `# END project-memory <id>`
 * In Markdown a marker inside a code fence is text, not a marker (core/markdown-blocks.ts reads the
 * lines), so a README that shows the markers in an example is left alone.
 */
import { MemoryError } from './errors.js';
import { classifyLines, splitLines, unclosedFence } from './markdown-blocks.js';

export type CommentStyle = 'markdown' | 'hash';

export interface RegionSpec {
  style: CommentStyle;
  /** Names the region among others of project-memory in the same file (`setup`, `export`). */
  id: string;
  /** Shown on the BEGIN line: what wrote the region and how to remove it. One line. */
  note: string;
  /** How the file is named in messages (`~/.codex/AGENTS.md`). */
  shown: string;
}

interface Line {
  text: string;
  /** Offset of the line's first character and of the character after its terminator. */
  start: number;
  end: number;
  marker?: 'begin' | 'end';
}

const MARKER = /^[ \t]*(?:<!--|#)[ \t]*(BEGIN|END) project-memory ([A-Za-z0-9_-]+)\b/;

function markerOf(text: string, style: CommentStyle, id: string): 'begin' | 'end' | undefined {
  const m = MARKER.exec(text);
  if (!m || m[2] !== id) return undefined;
  const isComment = style === 'markdown' ? /^[ \t]*<!--/.test(text) : /^[ \t]*#/.test(text);
  if (!isComment) return undefined;
  return m[1] === 'BEGIN' ? 'begin' : 'end';
}

function linesOf(text: string, style: CommentStyle, id: string): Line[] {
  const out: Line[] = [];
  let at = 0;
  while (at < text.length) {
    const nl = text.indexOf('\n', at);
    const end = nl < 0 ? text.length : nl + 1;
    const raw = text.slice(at, nl < 0 ? text.length : nl).replace(/\r$/, '');
    out.push({ text: raw, start: at, end });
    at = end;
  }
  // Front matter and code are content in Markdown: a marker line there is an example, not a marker.
  const content = style === 'markdown' ? classifyLines(text).map((l) => l.kind !== 'text') : [];
  out.forEach((line, i) => {
    if (content[i]) return;
    const kind = markerOf(line.text, style, id);
    if (kind) line.marker = kind;
  });
  return out;
}

/** The region's span: from its BEGIN line's start to the end of its END line (terminator included). */
export interface RegionSpan {
  start: number;
  end: number;
  /** The text between the marker lines. */
  body: string;
}

/** The region, or null when the file has none; a BEGIN without its END (or the reverse, or two regions) is refused. */
export function findRegion(text: string, spec: RegionSpec): RegionSpan | null {
  const lines = linesOf(text, spec.style, spec.id);
  const begins = lines.filter((l) => l.marker === 'begin');
  const ends = lines.filter((l) => l.marker === 'end');
  if (begins.length === 0 && ends.length === 0) return null;
  const broken = (what: string) =>
    new MemoryError(
      'INVALID_FORMAT',
      `${spec.shown} has ${what} of the project-memory ${spec.id} block, so it cannot tell which lines are its own.`,
      'Fix or delete the marker lines by hand (keep one BEGIN and one END line around the block), then run the command again.',
    );
  if (begins.length > 1 || ends.length > 1) throw broken('more than one copy');
  if (begins.length !== ends.length) throw broken(begins.length ? 'a BEGIN line without its END line' : 'an END line without its BEGIN line');
  const [begin, end] = [begins[0] as Line, ends[0] as Line];
  if (end.start < begin.start) throw broken('an END line before its BEGIN line');
  return { start: begin.start, end: end.end, body: text.slice(begin.end, end.start) };
}

function eolOf(text: string): string {
  return text.includes('\r\n') ? '\r\n' : '\n';
}

function markerLine(spec: RegionSpec, kind: 'BEGIN' | 'END'): string {
  const label = kind === 'BEGIN' ? `BEGIN project-memory ${spec.id}: ${spec.note}` : `END project-memory ${spec.id}`;
  return spec.style === 'markdown' ? `<!-- ${label} -->` : `# ${label}`;
}

/** The region as it is written: marker lines around `body` (its lines in the file's line ends). */
function renderRegion(spec: RegionSpec, body: string, eol: string): string {
  const lines = body.replace(/\r\n/g, '\n').replace(/\n+$/, '').split('\n');
  return [markerLine(spec, 'BEGIN'), ...lines, markerLine(spec, 'END')].join(eol) + eol;
}

/**
 * `text` with the region holding `body`: replaced in place when the file has one, else appended at
 * the end, after one blank line (or, in a file whose last line has no line end, right after that
 * line's new end). The same body twice gives the same text.
 */
export function putRegion(text: string, spec: RegionSpec, body: string): string {
  const eol = eolOf(text);
  const found = findRegion(text, spec);
  const region = renderRegion(spec, body, eol);
  if (found) return text.slice(0, found.start) + region + text.slice(found.end);
  if (spec.style === 'markdown' && unclosedFence(splitLines(text))) {
    throw new MemoryError(
      'INVALID_FORMAT',
      `${spec.shown} ends inside a code block that is never closed, so a block added at its end would be shown as code.`,
      'Close the code block (a line of ``` after it), then run the command again.',
    );
  }
  // One line end either way, so that the text before can be told back exactly (removeRegion).
  return text === '' ? region : `${text}${eol}${region}`;
}

/**
 * `text` without the region. When the rest of the file is as `putRegion` left it, the result is the
 * text it was given, byte for byte (a blank line before the region: the file ended with a line end;
 * none: it did not). Otherwise the region's lines and one blank line before them go. Null when the
 * file has no region.
 */
export function removeRegion(text: string, spec: RegionSpec): string | null {
  const found = findRegion(text, spec);
  if (!found) return null;
  const before = text.slice(0, found.start);
  const after = text.slice(found.end);
  const eol = eolOf(text);
  if (after === '') {
    const original = before === '' ? '' : before.endsWith(eol) ? before.slice(0, -eol.length) : null;
    if (original !== null && putRegion(original, spec, found.body) === text) return original;
  }
  // Edited around since: take out the region and the blank line that separated it.
  const trimmed = before.endsWith(`${eol}${eol}`) ? before.slice(0, -eol.length) : before;
  return trimmed + after;
}
