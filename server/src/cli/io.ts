/** Output of CLI commands: text for people, `--json` for scripts. */
export interface CliIo {
  json: boolean;
  out(text: string): void;
  err(text: string): void;
}

export function consoleIo(json: boolean): CliIo {
  return {
    json,
    out: (t) => process.stdout.write(t.endsWith('\n') ? t : `${t}\n`),
    err: (t) => process.stderr.write(t.endsWith('\n') ? t : `${t}\n`),
  };
}

/** Our own prose (reports, lists, confirmations): wrapped to {@link COLUMNS} for people. */
export function emit(io: CliIo, value: unknown, human: () => string): void {
  io.out(io.json ? JSON.stringify(value, null, 2) : wrapText(human()));
}

/**
 * A memory file's content, a stored version, a diff or the injected context: printed exactly as it
 * is, since wrapping it would change what a person copies or pipes. `--json` still gives JSON.
 */
export function emitContent(io: CliIo, value: unknown, content: () => string): void {
  io.out(io.json ? JSON.stringify(value, null, 2) : content());
}

/** Wraps every line of `text`; continuation lines keep the line's indentation plus two spaces. */
export function wrapText(text: string, width = COLUMNS): string {
  return text
    .split('\n')
    .flatMap((line) => wrapLine(line, width, `${/^ */.exec(line)?.[0] ?? ''}  `))
    .join('\n');
}

/** Output for people stays within this many columns (a split terminal, a pasted issue). */
export const COLUMNS = 100;

/** Wraps one line at spaces to `width`, continuation lines indented by `indent`. */
export function wrapLine(line: string, width = COLUMNS, indent = ''): string[] {
  if (line.length <= width) return [line];
  const out: string[] = [];
  const lead = /^ */.exec(line)?.[0] ?? '';
  let current = lead;
  for (const word of splitLongWords(line.slice(lead.length).split(' '), width - indent.length)) {
    const next = current.trim() ? `${current} ${word}` : current + word;
    if (next.length > width && current.trim()) {
      out.push(current);
      current = indent + word;
    } else current = next;
  }
  if (current.trim()) out.push(current);
  return out;
}

/** A token longer than the line (a long path, a hash run) is cut so no line passes the width. */
function splitLongWords(words: string[], room: number): string[] {
  const max = Math.max(20, room);
  return words.flatMap((w) => {
    if (w.length <= max) return [w];
    const parts: string[] = [];
    for (let i = 0; i < w.length; i += max) parts.push(w.slice(i, i + max));
    return parts;
  });
}
