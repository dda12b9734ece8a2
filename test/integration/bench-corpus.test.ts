import { afterAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateCorpus, generateLargeProject } from '../../scripts/bench/corpus.mjs';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'pm-corpus-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

function snapshot(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (rel: string): void => {
    for (const entry of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(child);
      else files.set(child, fs.readFileSync(path.join(dir, child), 'utf8'));
    }
  };
  walk('');
  return files;
}

const small = { projects: 3, filesPerProject: 40 };

describe('generateCorpus', () => {
  it('writes the same bytes twice for one seed', () => {
    generateCorpus(path.join(tmp, 'a'), { ...small, seed: 7 });
    generateCorpus(path.join(tmp, 'b'), { ...small, seed: 7 });
    const a = snapshot(path.join(tmp, 'a'));
    const b = snapshot(path.join(tmp, 'b'));
    expect([...a.keys()].sort()).toEqual([...b.keys()].sort());
    for (const [rel, text] of a) expect(b.get(rel), rel).toBe(text);
  });

  it('writes a different corpus for another seed', () => {
    generateCorpus(path.join(tmp, 'c'), { ...small, seed: 8 });
    const a = snapshot(path.join(tmp, 'a'));
    const c = snapshot(path.join(tmp, 'c'));
    expect(a.get('_projects-index.json')).not.toBe(c.get('_projects-index.json'));
  });

  it('lays out every project as SPEC §2 describes', () => {
    const summary = generateCorpus(path.join(tmp, 'd'), { ...small, seed: 42 });
    const index = JSON.parse(fs.readFileSync(path.join(tmp, 'd', '_projects-index.json'), 'utf8'));
    expect(index.projects.map((p: { slug: string }) => p.slug)).toEqual(summary.projects.map((p) => p.slug));
    for (const project of summary.projects) {
      const files = snapshot(project.dir);
      for (const name of ['_meta.yaml', '_status.md', 'memory.md', 'decisions.md', 'manifest.json', 'artifacts.json']) {
        expect(files.has(name), name).toBe(true);
      }
      const manifest = JSON.parse(files.get('manifest.json')!);
      expect(Object.keys(manifest)).toEqual([
        'schemaVersion',
        'slug',
        'updated',
        'topics',
        'activeDecisionIds',
        'importantFiles',
        'sessionCount',
        'artifactFile',
      ]);
      const sessions = [...files.keys()].filter((k) => k.startsWith('sessions/'));
      expect(manifest.sessionCount).toBe(sessions.length);
      for (const s of sessions) expect(s).toMatch(/^sessions\/\d{4}-\d{2}-\d{2}\.md$/);
      JSON.parse(files.get('artifacts.json')!);

      const sections = files
        .get('memory.md')!
        .split('\n')
        .filter((l) => l.startsWith('## '));
      expect(sections).toEqual([
        '## Project overview',
        '## Current focus',
        '## Constraints',
        '## Active decisions summary',
        '## Key artifacts',
        '## Recent outcome',
        '## Next step',
        '## Deep links / pointers',
      ]);
      const decisions = files.get('decisions.md')!;
      expect(decisions).toMatch(/^## D1 · .+\n- Status: (Draft|Active|Under Review|Superseded|Retired)\n- Date: \d{4}-\d{2}-\d{2}\n/m);

      const bulk = [...files.keys()].filter((k) => /^(knowledge|notes|docs|updates)\//.test(k));
      expect(bulk.length).toBe(40);
      for (const rel of bulk) {
        expect(rel).toMatch(/^[a-z]+\/[a-z0-9-]+\.md$/);
        const size = Buffer.byteLength(files.get(rel)!);
        expect(size).toBeGreaterThanOrEqual(1024);
        expect(size).toBeLessThan(21 * 1024 + 600);
        if (rel.startsWith('knowledge/')) {
          expect(files.get(rel)).toMatch(
            /^---\nsource: .*\nprocessed: "\d{4}-\d{2}-\d{2}"\nmethod: "(manual|summary|extract)"\nmodel: .*\nprompt_ref: .*\n---\n# /,
          );
        }
      }
    }
  });

  it('binds each project to a repo folder when reposDir is given', () => {
    const reposDir = path.join(tmp, 'repos');
    const summary = generateCorpus(path.join(tmp, 'e'), { projects: 2, filesPerProject: 5, reposDir });
    for (const project of summary.projects) {
      expect(fs.statSync(project.repoDir!).isDirectory()).toBe(true);
      expect(fs.readFileSync(path.join(project.dir, '_meta.yaml'), 'utf8')).toContain(JSON.stringify(project.repoDir));
    }
  });
});

describe('generateLargeProject', () => {
  it('writes the requested sessions, decisions and memory lines, the same for one seed', () => {
    const one = path.join(tmp, 'l1', 'projects', 'big');
    const two = path.join(tmp, 'l2', 'projects', 'big');
    const options = { sessions: 30, decisions: 20, memoryLines: 200 };
    generateLargeProject(one, options);
    generateLargeProject(two, options);
    const a = snapshot(one);
    expect(a).toEqual(snapshot(two));
    expect([...a.keys()].filter((k) => k.startsWith('sessions/')).length).toBe(30);
    expect(a.get('decisions.md')!.match(/^## D\d+ · /gm)!.length).toBe(20);
    const lines = a.get('memory.md')!.split('\n').length;
    expect(lines).toBeGreaterThanOrEqual(190);
    expect(lines).toBeLessThanOrEqual(210);
  });
});
