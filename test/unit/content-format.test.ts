/**
 * assertFormat is keyed on the file's path (issue 14 item 4): it reads the data format from the
 * path by the one rule that names it (core/secret-views.ts formatOf) and quotes the path itself in
 * its messages, so no caller passes a display string for it to pick an extension out of.
 */
import { describe, expect, it } from 'vitest';
import { assertFormat } from '../../server/src/services/content-checks.js';

const ctx = { slug: 'demo' };

describe('assertFormat', () => {
  it('checks a .json or .yaml file by its path and names it quoted once', () => {
    expect(() => assertFormat('other', '{ not json', 'notes/data.json', ctx)).toThrow(/^"notes\/data\.json" must be valid JSON/);
    expect(() => assertFormat('other', '[1, 2]', 'docs/list.json', ctx)).toThrow(/^"docs\/list\.json" must hold a JSON object/);
    expect(() => assertFormat('other', 'a: [unclosed\n', 'notes/data.yml', ctx)).toThrow(/"notes\/data\.yml"/);
  });

  it('leaves other files alone, and accepts valid data', () => {
    expect(() => assertFormat('other', '{ not json', 'notes/data.md', ctx)).not.toThrow();
    expect(() => assertFormat('other', '{ not json', 'notes/json', ctx)).not.toThrow();
    expect(() => assertFormat('other', '{ "ok": true }', 'notes/data.json', ctx)).not.toThrow();
  });
});
