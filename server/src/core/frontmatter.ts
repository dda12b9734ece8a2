/**
 * Front matter of knowledge entries. gray-matter 4.0.3 evaluates `---js` front matter with eval
 * even when told the language is YAML, and its bundled js-yaml has no alias limit; so its JS
 * engines are replaced by functions that throw, its YAML engine by parseYaml, and options are
 * passed on every call (without options it caches by content and leaks mutations between calls).
 */
import matter from 'gray-matter';
import { isIsoDate } from './dates.js';
import { MemoryError } from './errors.js';
import { parseYaml, stringifyYaml } from './yaml-safe.js';

const KNOWLEDGE_METHODS = ['manual', 'summary', 'extract'] as const;

export interface ParsedFrontmatter {
  data: Record<string, unknown> | null;
  body: string;
  raw: string | null;
}

function refuse(): never {
  throw new MemoryError('INVALID_FORMAT', 'Front matter must be YAML; JavaScript front matter is never evaluated.');
}

export function parseFrontmatter(text: string, what: string): ParsedFrontmatter {
  const opening = /^\uFEFF?---([^\n\r]*)\r?\n/.exec(text);
  if (!opening) return { data: null, body: text, raw: null };
  const language = (opening[1] ?? '').trim().toLowerCase();
  if (language !== '' && language !== 'yaml' && language !== 'yml') {
    throw new MemoryError('INVALID_FORMAT', `${what} declares "---${language}" front matter; only YAML front matter is allowed.`);
  }
  let parsed: matter.GrayMatterFile<string>;
  try {
    parsed = matter(text, {
      language: 'yaml',
      engines: {
        yaml: { parse: (s: string) => (parseYaml(s, `${what} front matter`) ?? {}) as object, stringify: (o: object) => stringifyYaml(o) },
        js: refuse,
        javascript: refuse,
      } as never,
    });
  } catch (e) {
    if (e instanceof MemoryError) throw e;
    throw new MemoryError('INVALID_FORMAT', `${what} has unreadable front matter: ${(e as Error).message.split('\n')[0]}.`);
  }
  const data = parsed.data as unknown;
  if (data !== null && (typeof data !== 'object' || Array.isArray(data))) {
    throw new MemoryError('INVALID_FORMAT', `${what} front matter must be a mapping of keys to values.`);
  }
  return { data: data as Record<string, unknown>, body: parsed.content, raw: parsed.matter };
}

const EXPECTED = 'Start the file with:\n---\nsource: "meeting-2025-01-15"\nprocessed: "2025-01-16"\nmethod: manual\nmodel: null\nprompt_ref: null\n---';

/** Seed 000: every knowledge entry starts with source, processed, method, model, prompt_ref. */
export function validateKnowledgeFrontmatter(data: Record<string, unknown> | null, path: string): void {
  if (!data) throw new MemoryError('INVALID_FORMAT', `${path} is a knowledge entry and must start with YAML front matter.`, EXPECTED);
  const nullableString = (key: string) => {
    if (!(key in data)) throw new MemoryError('INVALID_FORMAT', `${path} front matter is missing "${key}".`, EXPECTED);
    const v = data[key];
    if (v !== null && typeof v !== 'string') throw new MemoryError('INVALID_FORMAT', `${path} front matter "${key}" must be text or null.`, EXPECTED);
    return v as string | null;
  };
  nullableString('source');
  const processed = nullableString('processed');
  if (processed !== null && !isIsoDate(processed)) {
    throw new MemoryError('INVALID_FORMAT', `${path} front matter "processed" must be a YYYY-MM-DD date or null, got "${processed}".`, EXPECTED);
  }
  const method = data.method;
  if (typeof method !== 'string' || !(KNOWLEDGE_METHODS as readonly string[]).includes(method)) {
    throw new MemoryError('INVALID_FORMAT', `${path} front matter "method" must be one of ${KNOWLEDGE_METHODS.join(', ')}.`, EXPECTED);
  }
  nullableString('model');
  nullableString('prompt_ref');
}
