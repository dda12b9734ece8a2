/**
 * Case-insensitive, normalisation-insensitive file systems (the macOS default): names that are one
 * file there must be one file for every rule and every lock, on every OS.
 */
import { describe, expect, it } from 'vitest';
import { assertAppendable, assertWritable, canonicalParts, isAppendOnly, kindOf } from '../../server/src/core/file-rules.js';
import { nameKey, reservedReason } from '../../server/src/core/path-rules.js';
import { lockNameFor } from '../../server/src/storage/lock.js';
import { fileLockKey } from '../../server/src/storage/update-text.js';

const nfd = (s: string) => s.normalize('NFD');

describe('names compared as a case-insensitive file system would', () => {
  it('classifies DECISIONS.md as the append-only log and _META.yaml as the project metadata', () => {
    expect(kindOf(['DECISIONS.md'])).toBe('decisions');
    expect(kindOf(['Decisions.MD'])).toBe('decisions');
    expect(isAppendOnly(kindOf(['DECISIONS.md']))).toBe(true);
    expect(kindOf(['_META.yaml'])).toBe('meta');
    expect(kindOf(['Memory.md'])).toBe('memory');
    expect(kindOf(['MANIFEST.JSON'])).toBe('manifest-json');
    expect(kindOf(['SESSIONS', '2026-03-01.md'])).toBe('session');
    expect(kindOf(['Knowledge', 'topic.MD'])).toBe('knowledge');
    expect(assertAppendable(['Updates', '2026-03-01.md'], 'x')).toBe('update');
  });

  it('refuses PEOPLE.md as the auto-managed people.md once spelled canonically', () => {
    expect(() => assertWritable(canonicalParts(['PEOPLE.md']), '"PEOPLE.md"', 'project')).toThrow(/auto-managed/);
    expect(assertWritable(canonicalParts(['DECISIONS.md']), '"DECISIONS.md"', 'project')).toBe('decisions');
  });

  it('spells the fixed names canonically, and leaves other names as given', () => {
    expect(canonicalParts(['DECISIONS.md'])).toEqual(['decisions.md']);
    expect(canonicalParts(['_Meta.YAML'])).toEqual(['_meta.yaml']);
    expect(canonicalParts(['Sessions', '2026-03-01.md'])).toEqual(['sessions', '2026-03-01.md']);
    expect(canonicalParts(['notes', 'Ideas.md'])).toEqual(['notes', 'Ideas.md']);
    expect(canonicalParts(['notes', 'DECISIONS.md'])).toEqual(['notes', 'DECISIONS.md']);
  });

  it('folds case and Unicode form into one key (NFC and NFD, ß and SS)', () => {
    expect(nameKey(nfd('Café.md'))).toBe(nameKey('café.md'));
    expect(nameKey('STRASSE.md')).toBe(nameKey('straße.md'));
    expect(nameKey('notes.md')).not.toBe(nameKey('notes2.md'));
  });

  it('keeps reserved names reserved in every case and Unicode form', () => {
    for (const name of ['_INDEX.yaml', '_Index.Yaml', '_PROJECTS-INDEX.json', '_Refs-Index.JSON']) expect(reservedReason([name])).not.toBeNull();
    for (const dir of ['_TRASH', '.LOCKS', '.Journal', '.INDEX', '_Templates']) expect(reservedReason([dir, 'x.md'])).not.toBeNull();
    expect(reservedReason(['notes', 'x.PM-TMP'])).not.toBeNull();
  });

  it('gives one lock to the names one file system entry has', () => {
    const key = (rel: string) => lockNameFor(fileLockKey(rel));
    expect(key('projects/demo/DECISIONS.md')).toBe(key('projects/demo/decisions.md'));
    expect(key('projects/Demo/Sessions/2026-03-01.md')).toBe(key('projects/demo/sessions/2026-03-01.md'));
    expect(key(nfd('projects/demo/notes/café.md'))).toBe(key('projects/demo/notes/café.md'));
    expect(key('projects/demo/notes/a.md')).not.toBe(key('projects/demo/notes/b.md'));
  });
});
