/** A small argv parser: `--flag`, `--key value`, `--key=value`, positionals. */
import { MemoryError } from '../core/errors.js';

export interface ParsedArgs {
  command: string | undefined;
  positionals: string[];
  flags: Record<string, string | true>;
  /** Every value of each value flag, in order: repeatable flags such as `log --outcome`. */
  lists?: Record<string, string[]>;
}

const VALUE_FLAGS = new Set([
  'root',
  'project',
  'now',
  'mode',
  'path',
  'limit',
  'budget',
  'topic',
  'location',
  'supersedes',
  'status',
  'body',
  'name',
  'type',
  'tag',
  'memory-draft',
  'at',
  'expected-revision',
]);
// The commands for people (new, log, status): on their own line so that other commands' flags merge cleanly.
for (const f of ['summary', 'outcome', 'decision', 'question', 'next', 'bind', 'state', 'blocked', 'date']) VALUE_FLAGS.add(f);
// setup and export.
for (const f of ['to', 'file']) VALUE_FLAGS.add(f);
// The viewer (view).
for (const f of ['port', 'idle-minutes']) VALUE_FLAGS.add(f);
// share (its usage says `--repo DIR`).
VALUE_FLAGS.add('repo');

export function parseArgs(argv: readonly string[]): ParsedArgs {
  const positionals: string[] = [];
  const flags: Record<string, string | true> = Object.create(null) as Record<string, string | true>;
  const lists: Record<string, string[]> = Object.create(null) as Record<string, string[]>;
  const setValue = (key: string, value: string) => {
    flags[key] = value;
    (lists[key] ??= []).push(value);
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] as string;
    if (a === '--') {
      positionals.push(...argv.slice(i + 1));
      break;
    }
    if (a.startsWith('--')) {
      const eq = a.indexOf('=');
      const key = eq > 0 ? a.slice(2, eq) : a.slice(2);
      if (eq > 0) setValue(key, a.slice(eq + 1));
      else if (VALUE_FLAGS.has(key)) {
        const v = argv[i + 1];
        if (v === undefined || v.startsWith('--')) throw new MemoryError('INVALID_INPUT', `--${key} needs a value.`);
        setValue(key, v);
        i++;
      } else flags[key] = true;
    } else if (a.startsWith('-') && a.length > 1) {
      if (a === '-h') flags.help = true;
      else throw new MemoryError('INVALID_INPUT', `Unknown option ${a}.`, 'Run project-memory --help.');
    } else positionals.push(a);
  }
  return { command: positionals.shift(), positionals, flags, lists };
}

export function stringFlag(flags: ParsedArgs['flags'], key: string): string | undefined {
  const v = flags[key];
  if (v === true) throw new MemoryError('INVALID_INPUT', `--${key} needs a value.`);
  return v;
}

export function assertKnownFlags(flags: ParsedArgs['flags'], allowed: readonly string[]): void {
  const all = new Set([...allowed, 'root', 'json', 'help', 'project']);
  for (const key of Object.keys(flags)) {
    if (!all.has(key)) throw new MemoryError('INVALID_INPUT', `Unknown option --${key}.`, 'Run project-memory --help.');
  }
}

/** All values of a repeatable flag (`--outcome a --outcome b`); [] when absent. */
export function listFlag(args: ParsedArgs, key: string): string[] {
  if (args.flags[key] === true) throw new MemoryError('INVALID_INPUT', `--${key} needs a value.`);
  return args.lists?.[key] ?? [];
}
