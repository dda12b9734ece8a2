import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../helpers/server.js';
import { snapshotTree, tempDir } from '../helpers/tmp.js';

let root: string;
let repo: string;
let server: RunningServer;

beforeAll(async () => {
  const base = tempDir();
  root = path.join(base, 'memory');
  repo = path.join(base, 'repo');
  fs.mkdirSync(repo);
  server = await startServer({ root, cwd: repo });
  await server.ok('create_project', { slug: 'demo', name: 'Demo App', paths: [repo] });
  await server.ok('create_project', { slug: 'other', name: 'Other Work' });
});

afterAll(async () => {
  await server.close();
});

const read = (rel: string) => fs.readFileSync(path.join(root, rel), 'utf8');
const peopleMd = (project = 'demo') => read(`projects/${project}/people.md`);

describe('tools/list', () => {
  it('offers the five people tools', async () => {
    const { tools } = await server.client.listTools();
    const names = tools.map((t) => t.name);
    for (const n of ['create_person', 'create_company', 'edit_person_notes', 'link_person_to_project', 'unlink_person_from_project']) {
      const tool = tools.find((t) => t.name === n);
      expect(tool, n).toBeDefined();
      expect(tool!.title, n).toBeTruthy();
      // readOnlyHint false is MCP's default, left out of the compact list; destructiveHint false is said.
      expect(tool!.annotations?.readOnlyHint ?? false, n).toBe(false);
      expect(tool!.annotations?.destructiveHint, n).toBe(false);
      for (const [param, schema] of Object.entries((tool!.inputSchema.properties ?? {}) as Record<string, { description?: string }>)) {
        expect(schema.description, `${n}.${param}`).toBeTruthy();
      }
    }
    // The size budget of the whole list is asserted once, in foundation.test.ts.
    expect(names.length).toBeGreaterThanOrEqual(23);
  });
});

describe('create_person and create_company', () => {
  it('creates a person file in the format of seed 000 and lists it in the people manifest', async () => {
    const r = await server.ok('create_person', { name: 'Jane Doe', title: 'CTO', email: 'jane@acme.example' });
    expect(r).toContain('_global/people/jane-doe.md');
    expect(read('_global/people/jane-doe.md')).toBe(
      '# Jane Doe\n\n**Title:** CTO\n**Company:** Other\n**Email:** jane@acme.example\n**Phone:**\n**Description:**\n\n## Notes\n_(manual notes empty)_\n\n## Projects\n',
    );
    const manifest = read('_global/people/_index.yaml');
    expect(manifest).toMatch(/name: "?jane-doe\.md/);
    expect(manifest).toContain('Person: Jane Doe (CTO).');
  });

  it('links a person to an existing company given by name, and keeps an unknown company as written', async () => {
    await server.ok('create_company', { name: 'Acme Corp', website: 'https://acme.example', industry: 'Robotics' });
    expect(read('_global/companies/acme-corp.md')).toBe(
      '# Acme Corp\n\n**Website:** https://acme.example\n**Industry:** Robotics\n**Description:**\n\n## Notes\n_(manual notes empty)_\n\n## Projects\n',
    );
    expect(read('_global/companies/_index.yaml')).toContain('Company: Acme Corp (Robotics).');
    await server.ok('create_person', { name: 'Bob Roe', company: 'Acme Corp', title: 'Engineer' });
    expect(read('_global/people/bob-roe.md')).toContain('**Company:** @acme-corp\n');
    const unknown = await server.ok('create_person', { name: 'Cy Dee', slug: 'cy', company: 'Beta Labs', phone: '+1 555 0100' });
    expect(unknown).toMatch(/no company file "Beta Labs".*create_company/);
    expect(read('_global/people/cy.md')).toContain('**Company:** Beta Labs\n**Email:**\n**Phone:** +1 555 0100\n');
    expect(JSON.parse(read('_refs-index.json')).entries['_global/people/bob-roe.md'].refs).toEqual(['acme-corp']);
  });

  it("scaffolds from the user's own _templates/person.md", async () => {
    const template = path.join(root, '_templates/person.md');
    const original = fs.readFileSync(template, 'utf8');
    fs.writeFileSync(template, original.replace('## Notes', '## Background\n_(where we met)_\n\n## Notes'));
    try {
      await server.ok('create_person', { name: 'Templated Tess' });
      expect(read('_global/people/templated-tess.md')).toContain('## Background\n_(where we met)_\n\n## Notes');
    } finally {
      fs.writeFileSync(template, original);
    }
  });

  it('refuses a taken slug and bad input, changing no file', async () => {
    const before = snapshotTree(root);
    const dup = await server.call('create_person', { name: 'Jane Doe' });
    expect(dup).toMatchObject({ isError: true });
    expect(dup.text).toMatch(/already exists/);
    expect((await server.call('create_company', { name: 'ACME corp' })).text).toMatch(/already exists/);
    const bad: [string, Record<string, unknown>, RegExp][] = [
      ['create_person', { name: 'X Y', email: 'not-an-address' }, /email must look like/],
      ['create_person', { name: 'X Y', email: 'a b@c.d' }, /email/],
      ['create_person', { name: 'X Y', title: 'CTO\n## Projects' }, /one line/],
      ['create_person', { name: 'X Y', slug: 'Bad Slug' }, /kebab-case/],
      ['create_person', { name: '!!!' }, /no letters or digits/],
      ['create_person', { name: '   ' }, /must not be empty/],
      ['create_person', { name: 'X Y', description: 'key ghp_abcdefghijklmnopqrstuvwxyz0123456789' }, /secret/],
      ['create_company', { name: 'Z', website: 'https://a b' }, /website/],
      ['edit_person_notes', { person: 'nobody-here', notes: 'x' }, /no person "nobody-here".*Known people: .*jane-doe.*create_person/s],
      ['edit_person_notes', { person: 'jane-doe', notes: 'a\n## Projects\n- [[evil]]' }, /heading/],
      ['edit_person_notes', { person: 'jane-doe', notes: '```\nunclosed' }, /code fence/],
      ['edit_person_notes', { person: 'jane-doe', notes: `Their key: ${'AKIA' + 'IOSFODNN7ABCDEFG'}` }, /secret/],
      ['link_person_to_project', { person: 'nobody-here', project: 'demo' }, /no person "nobody-here"/],
      ['link_person_to_project', { person: 'jane-doe', project: 'no-such-project' }, /no project/],
      ['link_person_to_project', { person: 'jane-doe', project: '_global' }, /not to _global/],
      ['link_person_to_project', { person: '../../etc/passwd', project: 'demo' }, /no person/],
    ];
    for (const [tool, args, message] of bad) {
      const r = await server.call(tool, args);
      expect(r.isError, `${tool} ${JSON.stringify(args)}`).toBe(true);
      expect(r.text, `${tool} ${JSON.stringify(args)}`).toMatch(message);
    }
    expect(snapshotTree(root)).toEqual(before);
  });
});

describe('edit_person_notes', () => {
  it('replaces the placeholder, appends, and replaces again', async () => {
    const file = '_global/people/jane-doe.md';
    await server.ok('edit_person_notes', { person: 'jane-doe', notes: 'Met at the kickoff.', mode: 'replace' });
    expect(read(file)).toContain('## Notes\nMet at the kickoff.\n\n## Projects\n');
    await server.ok('edit_person_notes', { person: '@jane-doe', notes: 'Prefers e-mail.' });
    expect(read(file)).toContain('## Notes\nMet at the kickoff.\n\nPrefers e-mail.\n\n## Projects\n');
    await server.ok('edit_person_notes', { person: 'Jane Doe', notes: '### Style\nShort.', mode: 'replace' });
    expect(read(file)).toContain('## Notes\n### Style\nShort.\n\n## Projects\n');
    expect(await server.ok('edit_person_notes', { person: 'jane-doe', notes: '### Style\nShort.', mode: 'replace' })).toMatch(/unchanged/);
  });
});

describe('link_person_to_project and unlink_person_from_project', () => {
  it('updates the person file and regenerates people.md grouped by company', async () => {
    const r = await server.ok('link_person_to_project', { person: 'jane-doe', project: 'demo' });
    expect(r).toMatch(/jane-doe is linked to demo.*lists: jane-doe/s);
    await server.ok('link_person_to_project', { person: 'bob-roe' }); // the project bound to the working directory
    await server.ok('link_person_to_project', { person: 'cy', project: 'demo' });
    await server.ok('link_person_to_project', { person: 'cy', project: 'other' });
    expect(read('_global/people/cy.md').endsWith('## Projects\n- [[demo]]\n- [[other]]\n')).toBe(true);
    expect(peopleMd()).toBe(
      [
        '# People — Demo App',
        '',
        '_Auto-managed: link people with `link_person_to_project`._',
        '',
        '## Acme Corp (@acme-corp)',
        '',
        '- **Bob Roe** (@bob-roe) — Engineer',
        '',
        '## Beta Labs',
        '',
        '- **Cy Dee** (@cy)',
        '',
        '## Other',
        '',
        '- **Jane Doe** (@jane-doe) — CTO · jane@acme.example',
        '',
      ].join('\n'),
    );
    expect(peopleMd('other')).toContain('## Beta Labs\n\n- **Cy Dee** (@cy)\n');
    expect(peopleMd('other')).not.toContain('jane-doe');
    const refs = JSON.parse(read('_refs-index.json')).entries;
    expect(refs['projects/demo/people.md'].refs).toEqual(['acme-corp', 'bob-roe', 'cy', 'jane-doe']);
    expect(refs['_global/people/cy.md'].links).toEqual(['demo', 'other']);
    expect(await server.ok('find_references', { ref: 'cy' })).toContain('projects/other/people.md');
  });

  it('is idempotent: linking twice changes nothing', async () => {
    const before = snapshotTree(root);
    expect(await server.ok('link_person_to_project', { person: 'jane-doe', project: 'demo' })).toMatch(/no change/);
    expect(snapshotTree(root)).toEqual(before);
  });

  it('unlinks from both sides and keeps the other links', async () => {
    await server.ok('unlink_person_from_project', { person: 'cy', project: 'demo' });
    expect(read('_global/people/cy.md').endsWith('## Projects\n- [[other]]\n')).toBe(true);
    expect(peopleMd()).not.toContain('Cy Dee');
    expect(peopleMd()).not.toContain('## Beta Labs');
    expect(peopleMd('other')).toContain('Cy Dee');
    expect(JSON.parse(read('_refs-index.json')).entries['projects/demo/people.md'].refs).not.toContain('cy');
    expect(await server.ok('unlink_person_from_project', { person: 'cy', project: 'demo' })).toMatch(/not linked to demo \(no change\)/);
  });

  it('names a company from its file when the file appears later, at the next regeneration', async () => {
    await server.ok('create_company', { name: 'Beta Laboratories', slug: 'beta-labs' });
    await server.ok('link_person_to_project', { person: 'cy', project: 'other' });
    expect(peopleMd('other')).toContain('## Beta Laboratories (@beta-labs)\n\n- **Cy Dee** (@cy)');
  });
});

describe('people.md is auto-managed', () => {
  it('is refused by write_file, patch_file and delete_file', async () => {
    expect((await server.call('write_file', { path: 'people.md', content: '# mine\n' })).text).toMatch(/auto-managed/);
    expect((await server.call('patch_file', { path: 'people.md', patch: '<<<<<<< SEARCH\n# People\n=======\n# Mine\n>>>>>>> REPLACE' })).text).toMatch(
      /auto-managed/,
    );
    expect((await server.call('delete_file', { path: 'people.md' })).isError).toBe(true);
  });

  it('is regenerated by rebuild_indexes from the person files, then left alone', async () => {
    fs.writeFileSync(path.join(root, 'projects/demo/people.md'), '# hand-edited\n');
    const person = path.join(root, '_global/people/templated-tess.md');
    fs.appendFileSync(person, '- [[demo]]\n');
    const r = JSON.parse(await server.ok('rebuild_indexes', {}));
    expect(r.people_md_changed).toEqual(['projects/demo/people.md']);
    expect(peopleMd()).toContain('- **Templated Tess** (@templated-tess)');
    expect(peopleMd()).toContain('- **Jane Doe** (@jane-doe)');
    const again = JSON.parse(await server.ok('rebuild_indexes', {}));
    expect(again.people_md_changed).toEqual([]);
  });
});

describe('several server processes on one root', () => {
  it('loses no link when 4 servers link people to one project at the same moment, round after round', async () => {
    const servers = await Promise.all([0, 1, 2, 3].map(() => startServer({ root, cwd: repo })));
    try {
      await server.ok('create_project', { slug: 'busy', name: 'Busy' });
      const slugs = Array.from({ length: 32 }, (_, i) => `worker-${i + 1}`);
      await Promise.all(slugs.map((slug, i) => servers[i % 4]!.ok('create_person', { name: `Worker ${i + 1}`, slug })));
      // Rounds of 4 simultaneous links (one per server) make the 4 regenerations of people.md
      // overlap; after every round people.md must list everyone linked so far.
      for (let round = 0; round < slugs.length / 4; round++) {
        const batch = slugs.slice(round * 4, round * 4 + 4);
        await Promise.all(batch.map((person, i) => servers[i]!.ok('link_person_to_project', { person, project: 'busy' })));
        const md = peopleMd('busy');
        const missing = slugs.slice(0, round * 4 + 4).filter((slug) => !md.includes(`(@${slug})`));
        expect(missing, `round ${round}`).toEqual([]);
      }
      const refs = JSON.parse(read('_refs-index.json')).entries;
      expect(refs['projects/busy/people.md'].refs).toHaveLength(slugs.length);
      const manifest = read('_global/people/_index.yaml');
      for (const slug of slugs) expect(manifest).toMatch(new RegExp(`name: "?${slug}\\.md`));
    } finally {
      await Promise.all(servers.map((s) => s.close()));
    }
  });

  it('keeps every link when 4 servers link one person to 4 projects at once', async () => {
    const servers = await Promise.all([0, 1, 2, 3].map(() => startServer({ root, cwd: repo })));
    try {
      const projects = ['p-one', 'p-two', 'p-three', 'p-four'];
      for (const slug of projects) await server.ok('create_project', { slug, name: slug });
      await Promise.all(projects.map((project, i) => servers[i]!.ok('link_person_to_project', { person: 'worker-1', project })));
      expect(read('_global/people/worker-1.md').endsWith('- [[busy]]\n- [[p-four]]\n- [[p-one]]\n- [[p-three]]\n- [[p-two]]\n')).toBe(true);
      for (const slug of projects) expect(peopleMd(slug)).toContain('(@worker-1)');
    } finally {
      await Promise.all(servers.map((s) => s.close()));
    }
  });
});

describe('people.md follows person files edited through the file tools', () => {
  it('regenerates people.md when a linked person file is patched or deleted', async () => {
    const server = await startServer({ root: path.join(tempDir(), 'memory') });
    try {
      await server.ok('create_project', { slug: 'site', name: 'Site' });
      await server.ok('create_person', { name: 'Ada Lovelace', title: 'Analyst' });
      await server.ok('link_person_to_project', { person: 'ada-lovelace', project: 'site' });
      const peopleMd = async () => await server.ok('read_file', { project: 'site', path: 'people.md' });
      expect(await peopleMd()).toContain('Analyst');
      await server.ok('patch_file', {
        project: '_global',
        path: 'people/ada-lovelace.md',
        patch: '<<<<<<< SEARCH\n**Title:** Analyst\n=======\n**Title:** Chief Analyst\n>>>>>>> REPLACE',
      });
      expect(await peopleMd()).toContain('Chief Analyst');
      await server.ok('delete_file', { project: '_global', path: 'people/ada-lovelace.md' });
      expect(await peopleMd()).not.toContain('Ada Lovelace');
    } finally {
      await server.close();
    }
  });
});
