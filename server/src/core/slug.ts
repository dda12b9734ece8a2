/**
 * Naming rules of the memory root (docs/FORMATS.md#naming): slugs and file names are kebab-case; names that start
 * with `_` are internal and exempt. Errors name the rule and suggest the kebab-case form.
 */
import { quoteForMessage } from './display.js';
import { MemoryError } from './errors.js';

export const MAX_SLUG_LENGTH = 64;
/** File systems limit one path component to 255 bytes; kebab-case names are ASCII, so chars = bytes. */
const MAX_FILENAME_LENGTH = 255;

const KEBAB_CASE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const EXTENSION = /^[a-z0-9]+$/;

/**
 * Letters that NFKD does not decompose into an ASCII base letter. Without this table
 * "Straße" would become "stra-e" instead of "strasse".
 */
const TRANSLITERATION: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  ħ: 'h',
  ŧ: 't',
};

export function isKebabCase(s: string): boolean {
  return KEBAB_CASE.test(s);
}

/** The kebab-case form of `name`, or '' when nothing of it survives. */
function toKebabCase(name: string): string {
  const ascii = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[ßæœøłđðþıħŧ]/g, (letter) => TRANSLITERATION[letter] ?? '-');
  const kebab = ascii.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
  return kebab.slice(0, MAX_SLUG_LENGTH).replace(/-+$/, '');
}

/** Turns a display name into a slug: "Café Müller GmbH" -> "cafe-muller-gmbh". */
export function slugify(name: string): string {
  const slug = toKebabCase(name);
  if (slug === '') {
    throw new MemoryError(
      'INVALID_INPUT',
      `Cannot make a slug from ${quoteForMessage(name)}: it has no letters or digits.`,
      'Give a name that contains at least one letter or digit, e.g. "Acme Corp" -> "acme-corp".',
    );
  }
  return slug;
}

/** Returns `slug` when it is kebab-case and at most 64 characters; otherwise throws INVALID_INPUT. */
export function assertSlug(slug: string, field: string): string {
  if (isKebabCase(slug) && slug.length <= MAX_SLUG_LENGTH) return slug;
  const suggestion = toKebabCase(slug);
  const rule =
    slug.length > MAX_SLUG_LENGTH
      ? `${field} must be at most ${MAX_SLUG_LENGTH} characters, got ${slug.length}.`
      : `${field} must be kebab-case (lower-case letters and digits joined by single hyphens), got ${quoteForMessage(slug)}.`;
  const hint = suggestion !== '' && suggestion !== slug ? `Use "${suggestion}".` : 'Use e.g. "my-project".';
  throw new MemoryError('INVALID_INPUT', rule, hint);
}

/**
 * Checks a file's base name (no directories): a kebab-case stem and an optional lower-case
 * alphanumeric extension, e.g. `my-notes-2025.md`. Names starting with `_` are internal files
 * (`_index.yaml`) and exempt from the naming rule, but never from the basic sanity checks.
 */
export function assertFilename(basename: string): string {
  if (basename === '' || basename === '.' || basename === '..' || /[/\\\p{Cc}]/u.test(basename)) {
    throw new MemoryError(
      'INVALID_PATH',
      `${quoteForMessage(basename)} is not a file name: it must be non-empty and contain no slash, backslash or control character.`,
      'Pass the directory part in the path and a kebab-case name such as "meeting-notes.md".',
    );
  }
  if (basename.length > MAX_FILENAME_LENGTH) {
    throw new MemoryError(
      'INVALID_PATH',
      `File name is ${basename.length} characters long; the limit is ${MAX_FILENAME_LENGTH}.`,
      'Use a shorter kebab-case name.',
    );
  }
  if (basename.startsWith('_')) return basename;

  const dot = basename.lastIndexOf('.');
  const stem = dot === -1 ? basename : basename.slice(0, dot);
  const extension = dot === -1 ? null : basename.slice(dot + 1);
  if (isKebabCase(stem) && (extension === null || EXTENSION.test(extension))) return basename;

  const suggestedStem = toKebabCase(stem);
  const suggestedExtension = extension === null ? '' : extension.toLowerCase().replace(/[^a-z0-9]/g, '');
  const suggestion = suggestedStem === '' ? null : suggestedExtension ? `${suggestedStem}.${suggestedExtension}` : suggestedStem;
  throw new MemoryError(
    'INVALID_PATH',
    `File name ${quoteForMessage(basename)} breaks the naming rule: kebab-case name (lower-case letters and digits joined by single hyphens) and an optional lower-case extension; only internal files may start with "_".`,
    suggestion ? `Use "${suggestion}".` : 'Use a name such as "meeting-notes.md".',
  );
}
