import path from 'node:path';

/**
 * What a CLI command gets from the process that runs it: its output (text for people, `--json`
 * for scripts), the folder it was typed in and its environment. Commands read these here, never
 * from `process`, so that one invocation is a value: the composition root (bin/cli.ts) passes the
 * process's own, a test runs many invocations in one process, each with its own.
 */
export interface CliIo {
  json: boolean;
  out(text: string): void;
  err(text: string): void;
  /** The folder the command was typed in: relative paths in arguments are taken from it. */
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** stderr is a terminal: progress notes are for a person watching, not for a pipe or a log. */
  errIsTerminal: boolean;
}

/** The process as the CLI sees it (bin/cli.ts passes the real one). */
export interface CliProcess {
  cwd: string;
  env: NodeJS.ProcessEnv;
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown; isTTY?: boolean };
}

export function nodeProcess(): CliProcess {
  return { cwd: process.cwd(), env: process.env, stdout: process.stdout, stderr: process.stderr };
}

export function consoleIo(json: boolean, proc: CliProcess = nodeProcess()): CliIo {
  return {
    json,
    out: (t) => proc.stdout.write(t.endsWith('\n') ? t : `${t}\n`),
    err: (t) => proc.stderr.write(t.endsWith('\n') ? t : `${t}\n`),
    cwd: proc.cwd,
    env: proc.env,
    errIsTerminal: proc.stderr.isTTY === true,
  };
}

/** A path typed on the command line, taken from the folder the command was typed in. */
export function typedPath(io: Pick<CliIo, 'cwd'>, typed: string): string {
  return path.resolve(io.cwd, typed);
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
