import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  assertEmail,
  companySlugOf,
  groupByCompany,
  parseCompany,
  parsePerson,
  renderPeopleMd,
  renderProfile,
  type Person,
} from '../../server/src/core/people.js';
import { teamPersonLines } from '../../server/src/core/people-md.js';
import { addProjectLink, parseProfile, projectLinks, removeProjectLink, setProfileField, setProfileNotes } from '../../server/src/core/profile-md.js';
import { COMPANY, PERSON } from '../../server/src/core/templates.js';
import { caught } from '../helpers/errors.js';

const vars = { name: 'Jane Doe', slug: 'jane-doe', date: '2026-01-05' };

function person(slug: string, name: string, extra: Partial<Person> = {}): Person {
  return { slug, name, title: '', company: 'Other', email: '', phone: '', description: '', notes: '', projects: [], ...extra };
}

describe('renderProfile', () => {
  it('renders a person file in the format of seed 000', () => {
    const text = renderProfile(PERSON, vars, [
      ['Title', 'CTO'],
      ['Email', 'jane@acme.example'],
    ]);
    expect(text).toBe(
      '# Jane Doe\n\n**Title:** CTO\n**Company:** Other\n**Email:** jane@acme.example\n**Phone:**\n**Description:**\n\n## Notes\n_(manual notes empty)_\n\n## Projects\n',
    );
  });

  it('renders a company file with website, industry and description', () => {
    const text = renderProfile(COMPANY, { ...vars, name: 'Acme Corp' }, [['Industry', 'Robotics']]);
    expect(text).toBe('# Acme Corp\n\n**Website:**\n**Industry:** Robotics\n**Description:**\n\n## Notes\n_(manual notes empty)_\n\n## Projects\n');
    expect(parseCompany('acme-corp', text)).toMatchObject({ name: 'Acme Corp', industry: 'Robotics', website: '', projects: [] });
  });

  it('adds a field that a customised template lacks, after the title', () => {
    const text = renderProfile('# {{name}}\n\n## Notes\n', vars, [['Title', 'CTO']]);
    expect(text).toBe('# Jane Doe\n\n**Title:** CTO\n\n## Notes\n');
    expect(renderProfile('# {{name}}', vars, [['Title', 'CTO']])).toBe('# Jane Doe\n\n**Title:** CTO');
  });
});

describe('parsePerson', () => {
  it('reads fields in any order, the ** : ** variant, extra sections and CRLF line ends', () => {
    const text = [
      '---',
      '# not a title: front matter',
      '---',
      '# Jane Doe',
      '',
      '**Email**: jane@acme.example',
      '**company:** @acme',
      '**Title:** CTO',
      '',
      '## Background',
      '**Phone:** not a field: inside a section',
      '',
      '## Notes',
      'Prefers mornings.',
      '',
      '## Projects',
      '- [[billing]]',
      '* [[ops|Operations]] since 2025',
      '- [[billing]]',
      '- not a link',
      '',
    ].join('\r\n');
    const p = parsePerson('jane-doe', text);
    expect(p).toMatchObject({
      name: 'Jane Doe',
      title: 'CTO',
      company: '@acme',
      email: 'jane@acme.example',
      phone: '',
      notes: 'Prefers mornings.',
      projects: ['billing', 'ops'],
    });
    expect(parseProfile(text).sections).toEqual(['background', 'notes', 'projects']);
  });

  it('treats the placeholder as empty notes and falls back to the slug for a missing title', () => {
    expect(parsePerson('x', '**Title:** A\n\n## Notes\n_(manual notes empty)_\n')).toMatchObject({ name: 'x', notes: '' });
  });

  it('ignores ## headings inside fenced code', () => {
    const text = '# A\n\n## Notes\n```\n## Projects\n- [[fake]]\n```\n\n## Projects\n- [[real]]\n';
    expect(projectLinks(text)).toEqual(['real']);
  });
});

describe('setProfileField', () => {
  const base = renderProfile(PERSON, vars, []);

  it('replaces a field in place and leaves every other byte alone', () => {
    const next = setProfileField(base, 'Phone', '+1 555 0100');
    expect(next).toBe(base.replace('**Phone:**\n', '**Phone:** +1 555 0100\n'));
    expect(setProfileField(next, 'phone', '')).toBe(base);
  });

  it('keeps CRLF line ends', () => {
    const crlf = base.replace(/\n/g, '\r\n');
    expect(setProfileField(crlf, 'Title', 'CTO')).toBe(crlf.replace('**Title:**\r\n', '**Title:** CTO\r\n'));
  });

  it('adds a missing field after the last field', () => {
    expect(setProfileField(base, 'Location', 'Berlin')).toContain('**Description:**\n**Location:** Berlin\n\n## Notes');
  });

  it('refuses a value that spans lines', () => {
    expect(caught(() => setProfileField(base, 'Title', 'CTO\n## Projects')).code).toBe('INVALID_INPUT');
  });
});

describe('setProfileNotes', () => {
  const base = renderProfile(PERSON, vars, []);

  it('replaces the placeholder', () => {
    expect(setProfileNotes(base, 'Met at the kickoff.', 'replace')).toContain('## Notes\nMet at the kickoff.\n\n## Projects\n');
  });

  it('appends after existing notes with a blank line between', () => {
    const once = setProfileNotes(base, 'First.', 'append');
    expect(once).toContain('## Notes\nFirst.\n\n## Projects');
    const twice = setProfileNotes(once, 'Second.\n', 'append');
    expect(twice).toContain('## Notes\nFirst.\n\nSecond.\n\n## Projects');
    expect(parsePerson('jane-doe', twice).notes).toBe('First.\n\nSecond.');
  });

  it('replacing with nothing restores the placeholder', () => {
    expect(setProfileNotes(setProfileNotes(base, 'x', 'replace'), '', 'replace')).toBe(base);
  });

  it('refuses # and ## headings and unclosed fences, but allows them fenced and allows ###', () => {
    expect(caught(() => setProfileNotes(base, 'a\n## Projects\n- [[x]]', 'append')).message).toMatch(/level-1 or level-2 heading/);
    expect(caught(() => setProfileNotes(base, '# Title', 'append')).code).toBe('INVALID_INPUT');
    expect(caught(() => setProfileNotes(base, '```\ncode', 'append')).message).toMatch(/code fence open/);
    expect(caught(() => setProfileNotes(base, '', 'append')).message).toMatch(/nothing to append/);
    const ok = setProfileNotes(base, '### Call\n```md\n## not a heading\n```', 'append');
    expect(parsePerson('jane-doe', ok).notes).toBe('### Call\n```md\n## not a heading\n```');
    expect(projectLinks(addProjectLink(ok, 'p'))).toEqual(['p']);
  });

  it('keeps other sections and creates a missing Notes section before Projects', () => {
    const custom = '# A\n\n**Title:**\n\n## Background\nKeep me.\n\n## Projects\n- [[p]]\n';
    const next = setProfileNotes(custom, 'New.', 'replace');
    expect(next).toBe('# A\n\n**Title:**\n\n## Background\nKeep me.\n\n## Notes\nNew.\n\n## Projects\n- [[p]]\n');
  });

  it('leaves a section that follows Notes where it is', () => {
    const custom = '# A\n\n## Notes\nold\n\n## Extra\nstays\n';
    expect(setProfileNotes(custom, 'new', 'replace')).toBe('# A\n\n## Notes\nnew\n\n## Extra\nstays\n');
  });
});

describe('project links', () => {
  const base = renderProfile(PERSON, vars, []);

  it('adds - [[slug]] under ## Projects, idempotently and in sorted position', () => {
    let text = addProjectLink(base, 'mango');
    expect(text.endsWith('## Projects\n- [[mango]]\n')).toBe(true);
    expect(addProjectLink(text, 'mango')).toBe(text);
    text = addProjectLink(addProjectLink(text, 'apple'), 'zebra');
    expect(text.endsWith('## Projects\n- [[apple]]\n- [[mango]]\n- [[zebra]]\n')).toBe(true);
  });

  it('keeps hand-written lines of the section', () => {
    const text = '# A\n\n## Projects\n_Since 2024:_\n- [[b]] lead\n\nSee also the wiki.\n';
    expect(addProjectLink(text, 'a')).toBe('# A\n\n## Projects\n_Since 2024:_\n- [[a]]\n- [[b]] lead\n\nSee also the wiki.\n');
    expect(removeProjectLink(text, 'b')).toBe('# A\n\n## Projects\n_Since 2024:_\n\nSee also the wiki.\n');
  });

  it("creates the section when missing and matches the file's line ends", () => {
    expect(addProjectLink('# A\r\n\r\n## Notes\r\nx', 'p')).toBe('# A\r\n\r\n## Notes\r\nx\r\n\r\n## Projects\r\n- [[p]]\r\n');
  });

  it('removes every duplicate and is a no-op when the link is absent', () => {
    const text = '# A\n\n## Projects\n- [[p]]\n- [[q]]\n- [[p]]\n';
    expect(removeProjectLink(text, 'p')).toBe('# A\n\n## Projects\n- [[q]]\n');
    expect(removeProjectLink(text, 'zz')).toBe(text);
  });

  it('refuses a slug that is not kebab-case', () => {
    expect(caught(() => addProjectLink(base, 'Bad Slug')).code).toBe('INVALID_INPUT');
  });

  const slugArb = fc.stringMatching(/^[a-z0-9]{1,6}(-[a-z0-9]{1,4})?$/);
  const fieldArb = fc.stringMatching(/^[A-Za-z0-9 .,@+-]{0,20}$/);
  const profileArb = fc
    .record({
      title: fieldArb,
      email: fieldArb,
      links: fc.uniqueArray(slugArb, { maxLength: 6 }),
      sortLinks: fc.boolean(),
      extra: fc.option(fc.stringMatching(/^[a-z ]{0,30}$/), { nil: undefined }),
      crlf: fc.boolean(),
      finalNewline: fc.boolean(),
      notes: fc.option(fc.stringMatching(/^[A-Za-z .\n]{1,40}$/), { nil: undefined }),
    })
    .map(({ title, email, links, sortLinks, extra, crlf, finalNewline, notes }) => {
      let text = renderProfile(PERSON, vars, [
        ['Title', title],
        ['Email', email],
      ]);
      if (notes !== undefined && notes.trim()) text = setProfileNotes(text, notes, 'replace');
      const ordered = sortLinks ? [...links].sort() : links;
      text += ordered.map((l) => `- [[${l}]]\n`).join('');
      if (extra !== undefined) text += `\n## Extra\n${extra}\n`;
      if (!finalNewline) text = text.replace(/\n$/, '');
      return crlf ? text.replace(/\n/g, '\r\n') : text;
    });

  it('link then unlink gives back the original bytes (property)', () => {
    fc.assert(
      fc.property(profileArb, slugArb, (text, slug) => {
        fc.pre(!projectLinks(text).includes(slug));
        const linked = addProjectLink(text, slug);
        expect(projectLinks(linked)).toContain(slug);
        expect(removeProjectLink(linked, slug)).toBe(text);
      }),
    );
  });

  it('linking a set of projects gives the same sorted file whatever the order (property)', () => {
    fc.assert(
      fc.property(fc.uniqueArray(slugArb, { minLength: 1, maxLength: 8 }), fc.func(fc.integer()), (slugs, key) => {
        const base = renderProfile(PERSON, vars, []);
        const shuffled = [...slugs].sort((a, b) => key(a) - key(b) || (a < b ? -1 : 1));
        const a = slugs.reduce(addProjectLink, base);
        const b = shuffled.reduce(addProjectLink, base);
        expect(a).toBe(b);
        expect(projectLinks(a)).toEqual([...slugs].sort());
      }),
    );
  });
});

describe('email and company references', () => {
  it('accepts loose addresses and refuses ones without exactly one @ or with spaces', () => {
    expect(assertEmail(' jane+x@acme.example ')).toBe('jane+x@acme.example');
    expect(assertEmail('')).toBe('');
    for (const bad of ['jane', 'jane@@acme', 'a@b@c', 'jane doe@acme.example']) expect(caught(() => assertEmail(bad)).code).toBe('INVALID_INPUT');
  });

  it.each([
    ['acme-corp', 'acme-corp'],
    ['@acme-corp', 'acme-corp'],
    ['[[acme-corp]]', 'acme-corp'],
    ['Acme Corp', 'acme-corp'],
    ['Other', null],
    ['', null],
    ['!!!', null],
  ])('companySlugOf(%j) is %j', (value, slug) => {
    expect(companySlugOf(value)).toBe(slug);
  });
});

describe('people.md', () => {
  const header = '# People — Demo\n\n_Auto-managed: link people with `link_person_to_project`._\n';
  const companies = new Map([['acme-corp', 'Acme Corporation']]);
  const people = [
    person('zoe', 'Zoe Zed', { company: 'Other', title: 'Advisor' }),
    person('bob', 'Bob Roe', { company: '@acme-corp', title: 'CTO', email: 'bob@acme.example' }),
    person('al', 'Al Bee', { company: 'acme-corp' }),
    person('cy', 'Cy Dee', { company: 'Beta Labs', email: 'cy@beta.example' }),
    person('di', 'Di Eff', { company: 'beta labs' }),
    person('ed', 'Ed Gee', { company: '' }),
  ];

  it('groups people by company, names companies from their files, and puts Other last', () => {
    expect(renderPeopleMd(header, people, companies)).toBe(
      [
        '# People — Demo',
        '',
        '_Auto-managed: link people with `link_person_to_project`._',
        '',
        '## Acme Corporation (@acme-corp)',
        '',
        '- **Al Bee** (@al)',
        '- **Bob Roe** (@bob) — CTO · bob@acme.example',
        '',
        '## Beta Labs',
        '',
        '- **Cy Dee** (@cy) — cy@beta.example',
        '- **Di Eff** (@di)',
        '',
        '## Other',
        '',
        '- **Ed Gee** (@ed)',
        '- **Zoe Zed** (@zoe) — Advisor',
        '',
      ].join('\n'),
    );
  });

  it('is the header alone when nobody is linked', () => {
    expect(renderPeopleMd(header, [], companies)).toBe(header);
  });

  it('is the same whatever order the people come in (property)', () => {
    const expected = renderPeopleMd(header, people, companies);
    fc.assert(
      fc.property(fc.shuffledSubarray(people, { minLength: people.length, maxLength: people.length }), (order) => {
        expect(renderPeopleMd(header, order, companies)).toBe(expected);
      }),
    );
  });

  it('orders groups by name with Other last, for any companies (property)', () => {
    const companyArb = fc.constantFrom('Other', '', 'Acme Corp', '@acme-corp', 'Zed Inc', 'Beta', 'alpha');
    fc.assert(
      fc.property(fc.uniqueArray(fc.tuple(fc.stringMatching(/^[a-z]{1,8}$/), companyArb), { selector: (t) => t[0], maxLength: 10 }), (rows) => {
        const ps = rows.map(([slug, company]) => person(slug, slug.toUpperCase(), { company }));
        const headings = groupByCompany(ps, companies).map((g) => g.heading);
        const other = headings.indexOf('Other');
        if (other >= 0) expect(other).toBe(headings.length - 1);
        const named = headings.filter((h) => h !== 'Other').map((h) => h.toLowerCase());
        expect(named).toEqual([...named].sort());
        expect(groupByCompany([...ps].reverse(), companies)).toEqual(groupByCompany(ps, companies));
      }),
    );
  });
});

describe("a shared project's people.md: teammates' lines", () => {
  const header = '# People — App';
  const current = [
    header,
    '',
    '## Acme',
    '',
    '- **Carol Lead** (@carol-lead) — Tech lead',
    '- **Zed Old** (@zed-old)',
    '',
    '## Other',
    '',
    '- **Ann Free** (@ann-free)',
    '',
    '## Added by hand',
    '',
    '- **Hand Made** (@hand-made)',
    '',
  ].join('\n');

  it('keeps the person lines this machine does not speak for, each under its heading, never the hand section', () => {
    const kept = teamPersonLines(current, (slug) => slug === 'zed-old');
    expect(kept).toEqual([
      { heading: 'Acme', name: 'Carol Lead', slug: 'carol-lead', line: '- **Carol Lead** (@carol-lead) — Tech lead' },
      { heading: 'Other', name: 'Ann Free', slug: 'ann-free', line: '- **Ann Free** (@ann-free)' },
    ]);
  });

  it('renders them in the group of the same heading, by name, with Other last', () => {
    const kept = teamPersonLines(current, () => false).filter((k) => k.slug !== 'zed-old');
    const text = renderPeopleMd(header, [person('bob-b', 'Bob B', { company: 'Acme' }), person('yan', 'Yan', { company: 'Beta' })], new Map(), kept);
    expect(text).toBe(
      `${header}\n\n## Acme\n\n- **Bob B** (@bob-b)\n- **Carol Lead** (@carol-lead) — Tech lead\n\n## Beta\n\n- **Yan** (@yan)\n\n## Other\n\n- **Ann Free** (@ann-free)\n`,
    );
    // Without kept lines, the same bytes as before.
    expect(renderPeopleMd(header, [person('yan', 'Yan', { company: 'Beta' })], new Map(), [])).toBe(`${header}\n\n## Beta\n\n- **Yan** (@yan)\n`);
  });
});
