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
