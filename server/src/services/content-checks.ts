/** Checks on text a tool is about to store: encoding, size, secrets, and per-kind formats. */
import { MemoryError } from '../core/errors.js';
import { MAX_MEMORY_FILE_BYTES } from '../core/limits.js';
import type { FileKind } from '../core/file-rules.js';
import { parseFrontmatter, validateKnowledgeFrontmatter } from '../core/frontmatter.js';
import { validateMeta } from '../core/project-meta.js';
import { parseYaml } from '../core/yaml-safe.js';

/** One memory file (core/limits.ts owns the number). */
export const MAX_CONTENT_BYTES = MAX_MEMORY_FILE_BYTES;

export function assertText(text: string, field: string): void {
  if (typeof text !== 'string') throw new MemoryError('INVALID_INPUT', `${field} must be text.`);
  if (!text.isWellFormed()) throw new MemoryError('INVALID_INPUT', `${field} contains an unpaired surrogate character; send valid Unicode text.`);
  if (text.includes('\0')) throw new MemoryError('INVALID_INPUT', `${field} contains a NUL character; memory files are plain text.`);
  const bytes = Buffer.byteLength(text);
  if (bytes > MAX_CONTENT_BYTES) throw new MemoryError('TOO_LARGE', `${field} is ${bytes} bytes, over the ${MAX_CONTENT_BYTES}-byte limit for one memory file.`, 'Split it into several files.');
}

/**
 * Secret detection is loaded on first use: it is the heaviest dependency and the hooks and
 * read-only calls never need it.
 */
export async function assertNoSecret(text: string, field: string): Promise<void> {
  const { findSecret } = await import('../core/secrets.js');
  const found = await findSecret(text);
  if (found) {
    throw new MemoryError(
      'SECRET_DETECTED',
      `${field} looks like it contains a secret (${found.rule}) on line ${found.line}: ${found.excerpt}`,
      'Memory files must never hold credentials; remove it or refer to where the secret is kept instead.',
    );
  }
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

/** Validates the new content of a file according to what the file is. */
export function assertFormat(kind: FileKind, text: string, shown: string, ctx: { slug: string; currentMetaId?: string | null }): void {
  switch (kind) {
    case 'knowledge': {
      const { data } = parseFrontmatter(text, shown);
      validateKnowledgeFrontmatter(data, shown);
      return;
    }
    case 'meta': {
      const meta = validateMeta(parseYaml(text, shown), shown);
      if (meta.slug !== ctx.slug) throw new MemoryError('INVALID_FORMAT', `${shown}: slug must stay "${ctx.slug}" (the folder name).`);
      if (ctx.currentMetaId && meta.id !== ctx.currentMetaId) throw new MemoryError('INVALID_FORMAT', `${shown}: id never changes (it is "${ctx.currentMetaId}").`);
      return;
    }
    case 'manifest-json': {
      const m = assertJsonObject(text, shown);
      if (typeof m.schemaVersion !== 'number') throw new MemoryError('INVALID_FORMAT', `${shown} needs a numeric schemaVersion (seed 003).`);
      return;
    }
    case 'artifacts-json':
      assertJsonObject(text, shown);
      return;
    default:
      // `shown` is the quoted path ("notes/x.yaml"), so the extension is matched before the quote.
      if (/\.json"?$/.test(shown)) assertJsonObject(text, shown);
      else if (/\.ya?ml"?$/.test(shown)) parseYaml(text, shown);
  }
}
