/** Checks on text a tool is about to store: encoding, size, secrets, and per-kind formats. */
import { invalidDateField } from '../core/dates.js';
import { assertDecisionLogChange } from '../core/decision-rules.js';
import { MemoryError } from '../core/errors.js';
import { MAX_MEMORY_FILE_BYTES } from '../core/limits.js';
import type { FileKind } from '../core/file-rules.js';
import { parseFrontmatter, validateKnowledgeFrontmatter } from '../core/frontmatter.js';
import { validateMeta } from '../core/project-meta.js';
import { formatOf } from '../core/secret-views.js';
import { parseYaml } from '../core/yaml-safe.js';
import { retryingWaits } from '../storage/waits.js';

/** One memory file (core/limits.ts owns the number). */
export const MAX_CONTENT_BYTES = MAX_MEMORY_FILE_BYTES;

export function assertText(text: string, field: string): void {
  if (typeof text !== 'string') throw new MemoryError('INVALID_INPUT', `${field} must be text.`);
  if (!text.isWellFormed()) throw new MemoryError('INVALID_INPUT', `${field} contains an unpaired surrogate character; send valid Unicode text.`);
  if (text.includes('\0')) throw new MemoryError('INVALID_INPUT', `${field} contains a NUL character; memory files are plain text.`);
  const bytes = Buffer.byteLength(text);
  if (bytes > MAX_CONTENT_BYTES)
    throw new MemoryError(
      'TOO_LARGE',
      `${field} is ${bytes} bytes, over the ${MAX_CONTENT_BYTES}-byte limit for one memory file.`,
      'Split it into several files.',
    );
}

/*
 * Secrets (docs/FORMATS.md#secrets): every string a tool stores passes one of these checks.
 * - `assertNoSecretInFields`: short values (names, tags, slugs, paths, descriptions), all at once;
 *   the MCP adapter runs it on every argument of every tool that is not read-only.
 * - `withSecretCheck` + `check(before, after)`: a read-modify-write of a file under its lock is
 *   refused when the file it would leave holds a secret the file did not hold before (a REPLACE
 *   that completes half a token, two fields joined into one line, an escaped form in JSON/YAML).
 * - `assertNoNewSecret`: the same for a caller that holds both texts (a /dream draft).
 * Secret detection is loaded on first use: it is the heaviest dependency and the hooks and
 * read-only calls never need it.
 */
type Finding = import('../core/secrets.js').SecretFinding;

function secretError(field: string, found: Finding): MemoryError {
  return new MemoryError(
    'SECRET_DETECTED',
    `${field} looks like it contains a secret (${found.rule}) on line ${found.line}: ${found.excerpt}`,
    'Memory files must never hold credentials; remove it or refer to where the secret is kept instead.',
  );
}

/** Refuses `text` when it holds a secret; `path` (the file it goes to) selects JSON/YAML decoding. */
export async function assertNoSecret(text: string, field: string, path?: string): Promise<void> {
  const { findSecret } = await import('../core/secrets.js');
  const found = await findSecret(text, { path });
  if (found) throw secretError(field, found);
}

/** Refuses `after` when it holds a secret that `before` (the file as it was) did not. */
export async function assertNoNewSecret(before: string | null, after: string, field: string, path?: string): Promise<void> {
  const { findNewSecret } = await import('../core/secrets.js');
  const found = await findNewSecret(before, after, { path });
  if (found) throw secretError(field, found);
}

/** Every string in `value` (arrays and objects walked), with its field name. */
function stringsOf(value: unknown, name: string, out: [string, string][], depth = 0): void {
  if (typeof value === 'string') out.push([name, value]);
  else if (depth < 8 && Array.isArray(value)) value.forEach((v, i) => stringsOf(v, `${name}[${i}]`, out, depth + 1));
  else if (depth < 8 && value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) stringsOf(v, depth === 0 ? k : `${name}.${k}`, out, depth + 1);
}

/**
 * Refuses when any string in `fields` holds a secret, naming the field. One scan for all of
 * them: the values are joined one per line (a value's own lines are kept), so a token cannot
 * form across two fields, and the reported line is the line within the field.
 */
export async function assertNoSecretInFields(fields: Record<string, unknown>): Promise<void> {
  const entries: [string, string][] = [];
  stringsOf(fields, '', entries);
  const values = entries.filter(([, v]) => v !== '');
  if (values.length === 0) return;
  const { findSecret } = await import('../core/secrets.js');
  const found = await findSecret(values.map(([, v]) => v).join('\n'));
  if (!found) return;
  let line = found.line;
  for (const [name, v] of values) {
    const lines = v.split('\n').length;
    if (line <= lines) throw secretError(name, { ...found, line });
    line -= lines;
  }
  throw secretError('a value', found);
}

/** Thrown under a lock when a change was not scanned yet; caught by withSecretCheck. */
class ScanFirst {
  constructor(
    readonly before: string | null,
    readonly after: string,
  ) {}
}

/**
 * Runs `write` (a read-modify-write under a file lock, which is synchronous) so that it stores
 * only a change that was scanned: `check(before, after)`, called under the lock just before the
 * write, throws out of the lock the first time it sees a change; the change is scanned (async,
 * outside the lock) and `write` runs again. If the file changed meanwhile, the new change is
 * scanned in turn, so what is written is always exactly what was scanned.
 */
const RESCAN_FOR_MS = 10_000;

export async function withSecretCheck<T>(
  field: string,
  path: string | undefined,
  write: (check: (before: string | null, after: string) => void) => T,
): Promise<T> {
  const cleared: [string | null, string][] = [];
  // An append that starts a new line adds the same text whatever was appended before it by
  // others meanwhile (no token spans a line break that is not a `\` continuation), so a cleared
  // suffix stays cleared: concurrent appenders do not rescan each other's records forever.
  const lineStart = (b: string | null) => b === null || b === '' || (b.endsWith('\n') && !/\\\r?\n$/.test(b));
  const suffixOf = (b: string | null, a: string) => (lineStart(b) && a.startsWith(b ?? '') ? a.slice((b ?? '').length) : null);
  const check = (before: string | null, after: string) => {
    if (before === after) return;
    const suffix = suffixOf(before, after);
    if (cleared.some(([b, a]) => (b === before && a === after) || (suffix !== null && suffixOf(b, a) === suffix))) return;
    throw new ScanFirst(before, after);
  };
  // Rounds go on while the file keeps changing, for at least 20 and up to RESCAN_FOR_MS (a loaded
  // machine scans slowly; see storage/update-text.ts for the same rule).
  const deadline = Date.now() + RESCAN_FOR_MS;
  for (let attempt = 0; attempt < 20 || Date.now() < deadline; attempt++) {
    try {
      // A lock held by another process is waited for here, keeping the scans already made.
      return await retryingWaits(() => write(check));
    } catch (e) {
      if (!(e instanceof ScanFirst)) throw e;
      await assertNoNewSecret(e.before, e.after, field, path);
      cleared.push([e.before, e.after]);
    }
  }
  throw new MemoryError('CONFLICT', `${field}: the file kept changing while it was being checked, so nothing was written.`, 'Try again.');
}

function assertJsonObject(text: string, shown: string): Record<string, unknown> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    throw new MemoryError('INVALID_FORMAT', `${shown} must be valid JSON: ${(e as Error).message}.`);
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) throw new MemoryError('INVALID_FORMAT', `${shown} must hold a JSON object.`);
  return data as Record<string, unknown>;
}

/** docs/FORMATS.md#dates: every date field (`updated`, `created`, `…_date`) holds a real YYYY-MM-DD date or null. */
function assertDateFields(data: Record<string, unknown>, shown: string): void {
  const bad = invalidDateField(data);
  if (bad) {
    throw new MemoryError(
      'INVALID_FORMAT',
      `${shown}: ${bad.key} must be a real date in YYYY-MM-DD form (or null), got ${JSON.stringify(bad.value)}.`,
      'Check the month (01-12) and the day of the month.',
    );
  }
}

/**
 * Validates the new content of a file according to what the file is. `path` is the file's path
 * (messages quote it); `before` is the file as it was (null or absent: a new file); decisions.md
 * is judged on the change (core/decision-rules.ts).
 */
export function assertFormat(kind: FileKind, text: string, path: string, ctx: { slug: string; currentMetaId?: string | null; before?: string | null }): void {
  const shown = `"${path}"`;
  switch (kind) {
    case 'decisions':
      assertDecisionLogChange(ctx.before ?? '', text);
      return;
    case 'knowledge': {
      const { data } = parseFrontmatter(text, shown);
      validateKnowledgeFrontmatter(data, shown);
      return;
    }
    case 'meta': {
      const meta = validateMeta(parseYaml(text, shown), shown);
      if (meta.slug !== ctx.slug) throw new MemoryError('INVALID_FORMAT', `${shown}: slug must stay "${ctx.slug}" (the folder name).`);
      if (ctx.currentMetaId && meta.id !== ctx.currentMetaId)
        throw new MemoryError('INVALID_FORMAT', `${shown}: id never changes (it is "${ctx.currentMetaId}").`);
      return;
    }
    case 'manifest-json': {
      const m = assertJsonObject(text, shown);
      if (typeof m.schemaVersion !== 'number')
        throw new MemoryError('INVALID_FORMAT', `${shown} needs a numeric schemaVersion (for example "schemaVersion": 1).`);
      assertDateFields(m, shown);
      return;
    }
    case 'artifacts-json':
      assertDateFields(assertJsonObject(text, shown), shown);
      return;
    default:
      // The one rule that names a file's data format (the secret scanner decodes by it too).
      if (formatOf(path) === 'json') assertJsonObject(text, shown);
      else if (formatOf(path) === 'yaml') parseYaml(text, shown);
  }
}
