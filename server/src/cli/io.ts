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

export function emit(io: CliIo, value: unknown, human: () => string): void {
  io.out(io.json ? JSON.stringify(value, null, 2) : human());
}

/** Output for people stays within this many columns (a split terminal, a pasted issue). */
export const COLUMNS = 100;

/** Wraps one line at spaces to `width`, continuation lines indented by `indent`. */
export function wrapLine(line: string, width = COLUMNS, indent = ''): string[] {
  if (line.length <= width) return [line];
  const out: string[] = [];
  const lead = /^ */.exec(line)?.[0] ?? '';
  let current = lead;
  for (const word of line.slice(lead.length).split(' ')) {
    const next = current.trim() ? `${current} ${word}` : current + word;
    if (next.length > width && current.trim()) {
      out.push(current);
      current = indent + word;
    } else current = next;
  }
  if (current.trim()) out.push(current);
  return out;
}
