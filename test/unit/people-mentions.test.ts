/** A hit naming a person carries that person's current status (core/people-mentions.ts). */
import { describe, expect, it } from 'vitest';
import { peopleMatchers, peopleStatusSuffix as suffixOf, type PersonStatus } from '../../server/src/core/people-mentions.js';

const peopleStatusSuffix = (line: string, people: PersonStatus[], project: string | null, self?: string) =>
  suffixOf(line, peopleMatchers(people), project, self);

const jane: PersonStatus = { slug: 'jane-doe', name: 'Jane Doe', title: 'Staff SRE', projects: ['demo'] };
const omar: PersonStatus = { slug: 'omar-ali', name: 'Omar Ali', title: 'Backend', projects: ['other'] };
const sam: PersonStatus = { slug: 'sam', name: 'Sam', title: '', projects: [] };
const people = [jane, omar, sam];

describe('peopleStatusSuffix', () => {
  it('says a person named on a line of a project their file no longer links is not linked to it, with their title', () => {
    expect(peopleStatusSuffix('- 2026-03-02: Omar Ali joined the team (Backend)', people, 'demo')).toBe('  [@omar-ali: not linked to this project]');
    expect(peopleStatusSuffix('Paired with @omar-ali on the pool', people, 'demo')).toBe('  [@omar-ali: now Backend, not linked to this project]');
  });

  it('gives the current title when the line writes another role after the name, and both when both changed', () => {
    expect(peopleStatusSuffix('Jane Doe joined the team (SRE intern)', people, 'demo')).toBe('  [@jane-doe: now Staff SRE]');
    expect(peopleStatusSuffix('Jane Doe and Omar Ali paired (on the pool)', people, 'demo')).toBe('  [@omar-ali: now Backend, not linked to this project]');
    expect(peopleStatusSuffix('- Jane Doe (SRE intern) joined the team', people, 'demo')).toBe('  [@jane-doe: now Staff SRE]');
    expect(peopleStatusSuffix('- **Jane Doe** (intern)', people, 'demo')).toBe('  [@jane-doe: now Staff SRE]');
    expect(peopleStatusSuffix('Jane Doe fixed the pool', people, 'demo')).toBe('');
    expect(peopleStatusSuffix('Omar Ali joined (intern)', people, 'demo')).toBe('  [@omar-ali: now Backend, not linked to this project]');
  });

  it('leaves a line that agrees with the person file as it is', () => {
    expect(peopleStatusSuffix('Jane Doe joined the team (Staff SRE)', people, 'demo')).toBe('');
    expect(peopleStatusSuffix('- **Jane Doe** (@jane-doe) — Staff SRE', people, 'demo')).toBe('');
    expect(peopleStatusSuffix('Omar Ali (Backend) reviewed it', people, 'other')).toBe('');
  });

  it('outside a project only the title is checked, and a person file is never annotated with itself', () => {
    expect(peopleStatusSuffix('Omar Ali (Backend) prefers short PRs', people, null)).toBe('');
    expect(peopleStatusSuffix('# Jane Doe', people, null, 'jane-doe')).toBe('');
    expect(peopleStatusSuffix('Mentored by Jane Doe (intern)', people, null, 'omar-ali')).toBe('  [@jane-doe: now Staff SRE]');
  });

  it('matches whole names and slugs only; a one-word name needs its @slug', () => {
    expect(peopleStatusSuffix('Omar Alison and Jane Does', people, 'demo')).toBe('');
    expect(peopleStatusSuffix('@omar-ali-2 was here', people, 'demo')).toBe('');
    expect(peopleStatusSuffix('Sam said so', people, 'demo')).toBe('');
    expect(peopleStatusSuffix('@sam said so', people, 'demo')).toBe('  [@sam: not linked to this project]');
  });

  it('lists people in the order the line names them, at most three', () => {
    const many: PersonStatus[] = ['a', 'b', 'c', 'd'].map((s) => ({ slug: `p-${s}`, name: `P ${s}`, title: '', projects: [] }));
    expect(peopleStatusSuffix('Omar Ali met Jane Doe (intern)', people, 'demo')).toBe(
      '  [@omar-ali: now Backend, not linked to this project]  [@jane-doe: now Staff SRE]',
    );
    expect(peopleStatusSuffix('@p-d @p-c @p-b @p-a', many, 'demo')).toBe(
      '  [@p-d: not linked to this project]  [@p-c: not linked to this project]  [@p-b: not linked to this project]',
    );
  });
});
