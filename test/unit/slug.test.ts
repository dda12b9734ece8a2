import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MemoryError } from '../../server/src/core/errors.js';
import { assertFilename, assertSlug, isKebabCase, MAX_SLUG_LENGTH, slugify } from '../../server/src/core/slug.js';
import { caught } from '../helpers/errors.js';

describe('isKebabCase', () => {
  it.each(['a', 'my-api', 'ops-2025', '2025', 'a1-b2-c3'])('accepts %j', (s) => {
    expect(isKebabCase(s)).toBe(true);
  });
  it.each(['', '-a', 'a-', 'a--b', 'My-api', 'my_api', 'my api', 'my.api', 'é', 'a\n', 'ａ'])('refuses %j', (s) => {
    expect(isKebabCase(s)).toBe(false);
  });
});

describe('slugify', () => {
  it.each([
    ['Acme Corp', 'acme-corp'],
    ['John Doe', 'john-doe'],
    ['  --Hello,   World!--  ', 'hello-world'],
    ['Café Müller GmbH', 'cafe-muller-gmbh'],
    ['Straße', 'strasse'],
    ['Øresund Bridge', 'oresund-bridge'],
    ['Łódź', 'lodz'],
    ['Ærø', 'aero'],
    ['İstanbul', 'istanbul'],
    ['ＦＵＬＬ ｗｉｄｔｈ', 'full-width'],
    ['ﬁnance', 'finance'],
    ['API v2.0 (draft)', 'api-v2-0-draft'],
    ['snake_case_name', 'snake-case-name'],
    ['x²', 'x2'],
  ])('slugifies %j to %j', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it('cuts to 64 characters without leaving a trailing hyphen', () => {
    const slug = slugify(`${'a'.repeat(63)} b`);
    expect(slug).toBe('a'.repeat(63));
    expect(slugify('x'.repeat(200))).toHaveLength(MAX_SLUG_LENGTH);
  });

  it.each(['', '   ', '---', '日本語', '🙂', '\u0000'])('refuses %j, which has no letter or digit to keep', (name) => {
    const e = caught(() => slugify(name));
    expect(e.code).toBe('INVALID_INPUT');
    expect(e.message).toMatch(/no letters or digits/);
  });

  it('always returns kebab-case of at most 64 characters, or throws INVALID_INPUT', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (name) => {
        try {
          const slug = slugify(name);
          expect(isKebabCase(slug)).toBe(true);
          expect(slug.length).toBeLessThanOrEqual(MAX_SLUG_LENGTH);
        } catch (e) {
          expect(e).toBeInstanceOf(MemoryError);
          expect((e as MemoryError).code).toBe('INVALID_INPUT');
        }
      }),
    );
  });

  it('is idempotent on its own output', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 100 }), (name) => {
        let slug: string;
        try {
          slug = slugify(name);
        } catch {
          return;
        }
        expect(slugify(slug)).toBe(slug);
      }),
    );
  });
});

describe('assertSlug', () => {
  it('returns a valid slug unchanged', () => {
    expect(assertSlug('my-api', 'slug')).toBe('my-api');
  });

  it('names the field and the rule, and suggests the kebab-case form', () => {
    const e = caught(() => assertSlug('My API', 'project slug'));
    expect(e.code).toBe('INVALID_INPUT');
    expect(e.message).toBe('project slug must be kebab-case (lower-case letters and digits joined by single hyphens), got "My API".');
    expect(e.hint).toBe('Use "my-api".');
  });

  it('refuses slugs over 64 characters', () => {
    const e = caught(() => assertSlug('a'.repeat(65), 'slug'));
    expect(e.message).toMatch(/at most 64 characters/);
  });

  it('keeps control characters and newlines out of the message', () => {
    const e = caught(() => assertSlug('evil\nname\u0000', 'slug'));
    expect(e.message).not.toMatch(/[\n\u0000]/);
    expect(e.message).toContain('\\n');
  });

  it('gives a generic example when nothing can be suggested', () => {
    const e = caught(() => assertSlug('???', 'slug'));
    expect(e.hint).toBe('Use e.g. "my-project".');
  });
});

describe('assertFilename', () => {
  it.each(['my-notes-2025.md', 'roadmap.md', 'api-spec.pdf', 'readme', '2025-03-28.md', 'data.json'])('accepts %j', (name) => {
    expect(assertFilename(name)).toBe(name);
  });

  it.each(['_index.yaml', '_meta.yaml', '_status.md', '_Weird Name.MD', '_'])('exempts the internal file %j', (name) => {
    expect(assertFilename(name)).toBe(name);
  });

  it.each([
    ['My Notes.md', 'my-notes.md'],
    ['notes_v2.md', 'notes-v2.md'],
    ['Notes.MD', 'notes.md'],
    ['meeting--notes.md', 'meeting-notes.md'],
    ['café.md', 'cafe.md'],
    ['archive.tar.gz', 'archive-tar.gz'],
    ['-draft.md', 'draft.md'],
  ])('refuses %j and suggests %j', (name, suggestion) => {
    const e = caught(() => assertFilename(name));
    expect(e.code).toBe('INVALID_PATH');
    expect(e.message).toMatch(/kebab-case/);
    expect(e.hint).toBe(`Use "${suggestion}".`);
  });

  it.each(['', '.', '..', 'a/b.md', 'a\\b.md', 'a\nb.md', 'a\u0000.md', '_x/y', '_\n'])('refuses %j, which is not a bare file name', (name) => {
    const e = caught(() => assertFilename(name));
    expect(e.code).toBe('INVALID_PATH');
    expect(e.message).not.toMatch(/[\n\u0000]/);
  });

  it.each(['.md', '.hidden', 'notes.', 'notes.m-d'])('refuses %j (empty stem or bad extension)', (name) => {
    expect(caught(() => assertFilename(name)).code).toBe('INVALID_PATH');
  });

  it('refuses a name over 255 characters', () => {
    expect(caught(() => assertFilename(`${'a'.repeat(253)}.md`)).message).toMatch(/limit is 255/);
  });

  it('accepts every name it suggests', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), fc.constantFrom('md', 'MD', 'yaml', 'p-d-f', ''), (stem, ext) => {
        const name = ext ? `${stem}.${ext}` : stem;
        let error: MemoryError;
        try {
          assertFilename(name);
          return;
        } catch (e) {
          error = e as MemoryError;
        }
        expect(error).toBeInstanceOf(MemoryError);
        const suggestion = /^Use "(.*)"\.$/.exec(error.hint ?? '')?.[1];
        if (suggestion !== undefined) expect(assertFilename(suggestion)).toBe(suggestion);
      }),
    );
  });
});
