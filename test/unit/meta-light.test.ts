/**
 * The hooks read a shared folder's `_meta.yaml` slug and name without a YAML parser
 * (docs/FORMATS.md#meta); what that light reader returns must be what the YAML reader reads, or
 * nothing (the caller then falls back: no slug, the folder's slug as its name).
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseYaml } from '../../server/src/core/yaml-safe.js';
import { sharedNameOf, sharedSlugOf } from '../../server/src/storage/shared-repo.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

const LINES: string[] = [
  'slug: team',
  'slug: "team"',
  "slug: 'team'",
  'slug: "team\'',
  'slug: team"',
  "slug: 'team",
  'slug: team # the shared one',
  'slug:  team  ',
  'name: Team memory',
  'name: "Team memory"',
  "name: 'Team memory'",
  'name: "Team memory\'',
  'name: Team "memory"',
  "name: 'it''s ours'",
  'name: "a \\"quoted\\" name"',
  'name: Team # comment',
  'name: ""',
  'name:',
];

/** What the YAML reader makes of the line, or undefined when it refuses it or reads no string. */
function yamlValue(line: string, key: string): string | undefined {
  try {
    const v = (parseYaml(`${line}\n`, '_meta.yaml') as Record<string, unknown>)[key];
    return typeof v === 'string' ? v : undefined;
  } catch {
    return undefined;
  }
}

describe('the light _meta.yaml reader', () => {
  const base = tempDir();
  it.each(LINES)('%s: the same value as the YAML reader, or none', (line) => {
    const dir = path.join(base, String(LINES.indexOf(line)), '.project-memory');
    writeTree(dir, { '_meta.yaml': `# Project metadata\nid: x\n${line}\n` });
    const key = line.startsWith('slug') ? 'slug' : 'name';
    const light = key === 'slug' ? sharedSlugOf(dir) : sharedNameOf(dir);
    if (light !== null) expect(light).toBe(yamlValue(line, key)?.trim());
  });

  it('reads the plain and quoted forms a person writes', () => {
    const dir = path.join(base, 'plain', '.project-memory');
    writeTree(dir, { '_meta.yaml': 'slug: "team"\nname: Team memory\n' });
    expect([sharedSlugOf(dir), sharedNameOf(dir)]).toEqual(['team', 'Team memory']);
  });
});
