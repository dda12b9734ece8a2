/**
 * Reading the environment (issue 11 item 7). A variable set to the empty string (or only blanks)
 * is unset: `PROJECT_MEMORY_ROOT= cmd` or a plugin config that leaves a field blank means "use the
 * default", never "the working directory" (path.resolve('') is the cwd) nor "zero". Every read of
 * a variable in the server, the hooks and the CLI goes through `envVar`, so `env.X ?? fallback`
 * cannot treat "" as a value again. Pure: it takes the environment as an argument.
 */

export type Env = Readonly<Record<string, string | undefined>>;

/** The variable's value, or undefined when it is missing, empty or only whitespace. */
export function envVar(env: Env, name: string): string | undefined {
  return nonEmpty(env[name]);
}

/** The same rule for a value given by other means (a `--root ""` flag): blank is not given. */
export function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value;
}
