/**
 * `_status.md` as every view shows it (the session-start context, `wrap`, CLI `status`). docs/FORMATS.md#status:
 * "The server does not parse _status.md — it reads and returns the raw content", and a person may
 * write it free-form. So a view shows the file's own text, `> As of …:` line and all; only a
 * missing or blank file, or the scaffolded template nobody filled in, reads as "no status set".
 * (A view that picked out the `**Current state:**` fields dropped every free-form status.)
 */
import { fileConflict, leftOutSentence } from './team/conflict-markers.js';

export type StatusView = { set: true; text: string } | { set: false; why: 'missing' | 'template' | 'conflict'; text: string };

/**
 * A file with git conflict markers is left out, its `text` the one sentence that says so
 * (core/team/conflict-markers.ts): no view shows markers, nor one side as the status.
 */
export function statusView(text: string | null, template: string | null): StatusView {
  if (text === null || text.trim() === '') return { set: false, why: 'missing', text: text ?? '' };
  const conflict = fileConflict('_status.md', text);
  if (conflict) return { set: false, why: 'conflict', text: leftOutSentence(conflict) };
  if (template !== null && text === template) return { set: false, why: 'template', text };
  return { set: true, text: text.trimEnd() };
}

/**
 * The fields of `_status.md` (template `status.md`): `**Current state:**`, `**Next action:**`,
 * `**Blocked on:**`, `**Last updated:**`, one line each. Setting a field rewrites only its line,
 * so whatever else a person wrote in the file stays as it was.
 */
import { DATE_SHAPE } from './dates.js';
import { MemoryError } from './errors.js';

export const STATUS_FIELDS = { state: 'Current state', next: 'Next action', blocked: 'Blocked on' } as const;
export type StatusField = keyof typeof STATUS_FIELDS;

const LINE = /^\*\*([^*]+):\*\*[ \t]*(.*)$/;

export function readStatusFields(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const m = LINE.exec(line.trim());
    if (m) out[(m[1] as string).trim()] = (m[2] as string).trim();
  }
  return out;
}

function setLine(lines: string[], label: string, value: string): void {
  const i = lines.findIndex((l) => LINE.exec(l.trim())?.[1]?.trim() === label);
  const line = `**${label}:** ${value}`.trimEnd();
  if (i >= 0) lines[i] = line;
  else {
    const last = lines.findIndex((l) => LINE.exec(l.trim())?.[1]?.trim() === 'Last updated');
    lines.splice(last >= 0 ? last : lines.length, 0, line);
  }
}

export function setStatusFields(text: string, values: Partial<Record<StatusField, string>>, date: string): string {
  const lines = text.replace(/\n$/, '').split('\n');
  for (const [key, value] of Object.entries(values) as [StatusField, string][]) {
    if (/[\r\n]/.test(value)) throw new MemoryError('INVALID_INPUT', `--${key} must be one line.`);
    setLine(lines, STATUS_FIELDS[key], value.trim());
  }
  // The template's "As of" placeholder line says no status was ever set; now one is.
  const asOf = lines.findIndex((l) => l.startsWith('> As of '));
  if (asOf >= 0) {
    const state = values.state?.trim();
    lines[asOf] =
      /no status set yet/.test(lines[asOf] as string) || state
        ? `> As of ${date}${state ? `: ${state}` : '.'}`
        : (lines[asOf] as string).replace(new RegExp(`^> As of ${DATE_SHAPE}`), `> As of ${date}`);
  }
  setLine(lines, 'Last updated', date);
  return `${lines.join('\n')}\n`;
}
