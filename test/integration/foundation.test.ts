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
  await server.ok('create_project', { slug: 'demo', name: 'Demo App', paths: [repo], aliases: ['the-demo'], tags: ['web'] });
});

afterAll(async () => {
  await server.close();
});

const P = (p: string) => path.join(root, 'projects/demo', p);

/** The tools that never write: the only ones that may say readOnlyHint (every other write is gated). */
const READ_ONLY_TOOLS = new Set([
  'list_projects',
  'read_file',
  'search',
  'get_folder_manifest',
  'find_references',
  'precheck_file',
  'get_project_context',
  'wrap',
]);

describe('tools/list', () => {
  it('offers every tool with a title, a description, described parameters and annotations', async () => {
    const { tools } = await server.client.listTools();
    const names = tools.map((t) => t.name).sort();
    for (const name of [
      'list_projects',
      'create_project',
      'use_project',
      'read_file',
      'search',
      'write_file',
      'patch_file',
      'append_to_file',
      'delete_file',
      'get_folder_manifest',
      'update_file_description',
      'find_references',
      'rebuild_indexes',
    ]) {
      expect(names).toContain(name);
    }
    for (const t of tools) {
      expect(t.title ?? t.annotations?.title, t.name).toBeTruthy();
      expect(t.description!.length, t.name).toBeGreaterThan(20);
      // MCP's defaults (readOnlyHint false, destructiveHint true) are left out of the compact list.
      expect(t.annotations?.openWorldHint, t.name).toBe(false);
      expect(t.annotations?.readOnlyHint ?? false, t.name).toBe(READ_ONLY_TOOLS.has(t.name));
      for (const [param, schema] of Object.entries((t.inputSchema.properties ?? {}) as Record<string, { description?: string }>)) {
        expect(schema.description, `${t.name}.${param}`).toBeTruthy();
      }
    }
    // The budget every session pays (docs/ARCHITECTURE.md#performance): 16 KB for all tools.
    const bytes = Buffer.byteLength(JSON.stringify({ tools }));
    expect(bytes).toBeLessThanOrEqual(16 * 1024);
  });
});

describe('create_project and the root layout', () => {
  it('scaffolds every file and folder of a project', () => {
    for (const f of [
      '_status.md',
      '_instructions.md',
      '_guide.md',
      '_index.yaml',
      '_meta.yaml',
      'memory.md',
      'manifest.json',
      'artifacts.json',
      'people.md',
      'companies.md',
      'decisions.md',
      'correspondence/email-threads.md',
      'correspondence/calls.md',
      'correspondence/messages.md',
    ]) {
      expect(fs.existsSync(P(f)), f).toBe(true);
    }
    for (const d of ['knowledge', 'correspondence', 'updates', 'docs', 'notes', 'sessions', 'archive']) {
      expect(fs.existsSync(P(`${d}/_index.yaml`)), d).toBe(true);
    }
    const memory = fs.readFileSync(P('memory.md'), 'utf8');
    for (const s of [
      'Project overview',
      'Current focus',
      'Constraints',
      'Active decisions summary',
      'Key artifacts',
      'Recent outcome',
      'Next step',
      'Deep links / pointers',
    ]) {
      expect(memory).toContain(`## ${s}`);
    }
    expect(fs.readFileSync(P('_status.md'), 'utf8')).toContain('# Status — Demo App');
    expect(fs.readFileSync(P('updates/_index.yaml'), 'utf8')).toMatch(/description: "?Chronological update log/);
    const manifest = JSON.parse(fs.readFileSync(P('manifest.json'), 'utf8'));
    expect(manifest).toMatchObject({ schemaVersion: 1, slug: 'demo', sessionCount: 0, artifactFile: 'artifacts.json' });
    const index = JSON.parse(fs.readFileSync(path.join(root, '_projects-index.json'), 'utf8'));
    expect(index.projects[0]).toMatchObject({ slug: 'demo', name: 'Demo App', path: 'projects/demo', tags: ['web'], aliases: ['the-demo'], paths: [repo] });
    expect(fs.readFileSync(path.join(root, '_index.yaml'), 'utf8')).toMatch(/slug: "?demo/);
    for (const d of ['_global/people', '_global/companies', '_templates', '_trash']) expect(fs.existsSync(path.join(root, d)), d).toBe(true);
  });

  it('refuses a duplicate slug, a bad slug and a taken alias, changing nothing', async () => {
    const before = snapshotTree(root);
    expect((await server.call('create_project', { slug: 'demo', name: 'Again' })).text).toMatch(/already exists/);
    const bad = await server.call('create_project', { slug: 'Bad Slug', name: 'X' });
    expect(bad.isError).toBe(true);
    expect(bad.text).toMatch(/kebab-case/);
    expect((await server.call('create_project', { slug: 'other', name: 'X', aliases: ['the-demo'] })).text).toMatch(/alias "the-demo" already names/);
    expect(snapshotTree(root)).toEqual(before);
  });

  it('lists projects with status and tag filters', async () => {
    expect(await server.ok('list_projects', {})).toContain('"slug": "demo"');
    expect(await server.ok('list_projects', { tag: 'nope' })).toMatch(/No project has tag "nope"; 1 project\(s\) exist/);
  });
});

describe('project resolution', () => {
  it('uses the repository bound to the working directory when project is omitted', async () => {
    expect(await server.ok('read_file', { path: '_status.md' })).toContain('Status — Demo App');
  });

  it('accepts a slug, an alias or an absolute path inside the bound repository', async () => {
    for (const project of ['demo', 'the-demo', path.join(repo, 'src/x.ts')]) {
      expect(await server.ok('read_file', { project, path: '_status.md' })).toContain('Demo App');
    }
  });

  it('lists the known projects and how to bind one when none matches', async () => {
    const r = await server.call('read_file', { project: 'nope', path: '_status.md' });
    expect(r.isError).toBe(true);
    expect(r.text).toMatch(/no project with the slug, alias or id "nope".*Known projects: demo.*use_project/s);
  });
});

describe('read_file', () => {
  it('returns whole files with the line count and revision', async () => {
    const r = await server.ok('read_file', { path: 'memory.md' });
    expect(r).toMatch(/^memory\.md \(demo\) · \d+ lines · revision [0-9a-f]{16}/);
  });

  it('returns a heading outline with line numbers', async () => {
    const r = await server.ok('read_file', { path: 'memory.md', head_only: true });
    expect(r).toMatch(/\n1: # Core memory — Demo App/);
    expect(r).toMatch(/\d+: ## Next step/);
  });

  it('returns a 1-indexed line range', async () => {
    await server.ok('write_file', { path: 'notes/lines.md', content: 'one\ntwo\nthree\nfour\n' });
    const r = await server.ok('read_file', { path: 'notes/lines.md', offset: 2, limit: 2 });
    expect(r).toContain('lines 2-3 of 4');
    expect(r.endsWith('two\nthree')).toBe(true);
  });

  it('says clearly when a file does not exist', async () => {
    const r = await server.call('read_file', { path: 'notes/missing.md' });
    expect(r).toMatchObject({ isError: true });
    expect(r.text).toMatch(/does not exist in demo/);
  });
});

describe('write_file', () => {
  it('creates a file, adds it to the folder manifest with its description, and indexes its refs', async () => {
    const r = await server.ok('write_file', {
      path: 'notes/api-ideas.md',
      content: '# API ideas\nTalk to @john-doe about #integration and [[API Design]].\n`@not-a-ref` #fff\n',
      description: 'Ideas for the API',
      read_when: 'Designing endpoints',
    });
    expect(r).toMatch(/^Created notes\/api-ideas\.md/);
    const manifest = fs.readFileSync(P('notes/_index.yaml'), 'utf8');
    expect(manifest).toMatch(/name: "?api-ideas\.md/);
    expect(manifest).toMatch(/description: "?Ideas for the API/);
    const refs = JSON.parse(fs.readFileSync(path.join(root, '_refs-index.json'), 'utf8'));
    expect(refs.entries['projects/demo/notes/api-ideas.md']).toEqual({
      path: 'projects/demo/notes/api-ideas.md',
      refs: ['john-doe'],
      tags: ['integration'],
      links: ['API Design'],
    });
    expect(await server.ok('find_references', { ref: 'john-doe' })).toContain('projects/demo/notes/api-ideas.md');
    expect(await server.ok('find_references', { tag: '#integration', project: 'demo' })).toContain('api-ideas.md');
  });

  it('writes from a content_file draft outside the root', async () => {
    const draft = path.join(tempDir(), 'draft.md');
    fs.writeFileSync(draft, '\uFEFF# Drafted\nshrunk memory\n');
    await server.ok('write_file', { path: 'notes/drafted.md', content_file: draft });
    expect(fs.readFileSync(P('notes/drafted.md'), 'utf8')).toBe('# Drafted\nshrunk memory\n');
  });

  it('refuses bad drafts with one sentence each, changing nothing', async () => {
    const dir = tempDir();
    const empty = path.join(dir, 'empty.md');
    fs.writeFileSync(empty, '');
    const binary = path.join(dir, 'bin.md');
    fs.writeFileSync(binary, Buffer.from([0xc3, 0x28, 0x0a]));
    const before = snapshotTree(root);
    const cases: [string, RegExp][] = [
      ['relative/draft.md', /absolute path/],
      [empty, /empty/],
      [binary, /not valid UTF-8/],
      [dir, /not a regular file/],
      ['/dev/zero', /not a regular file/],
      [path.join(dir, 'missing.md'), /does not exist/],
    ];
    for (const [file, message] of cases) {
      const r = await server.call('write_file', { path: 'notes/x.md', content_file: file });
      expect(r.isError, file).toBe(true);
      expect(r.text, file).toMatch(message);
      expect(r.text).not.toMatch(/\n\s+at /);
    }
    const both = await server.call('write_file', { path: 'notes/x.md', content: 'a', content_file: empty });
    expect(both.text).toMatch(/exactly one of content/);
    expect(snapshotTree(root)).toEqual(before);
  });

  it('refuses secrets with the line that matched, without echoing the secret', async () => {
    const key = 'AKIA' + 'IOSFODNN7EXAMPLE'.replace('EXAMPLE', 'ABCDEFG').slice(0, 16);
    const r = await server.call('write_file', { path: 'notes/creds.md', content: `# Creds\nok line\naws: ${key}\n` });
    expect(r.isError).toBe(true);
    expect(r.text).toMatch(/secret.*line 3/);
    expect(r.text).not.toContain(key);
    expect(fs.existsSync(P('notes/creds.md'))).toBe(false);
  });

  it('enforces naming, reserved files, knowledge front matter and JSON validity', async () => {
    const before = snapshotTree(root);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ path: 'notes/My Notes.md', content: 'x' }, /naming rule.*Use "my-notes\.md"/],
      [{ path: '_index.yaml', content: 'x' }, /auto-managed/],
      [{ path: 'notes/_INDEX.yaml', content: 'x' }, /auto-managed/],
      [{ path: 'people.md', content: 'x' }, /link_person_to_project/],
      [{ path: 'knowledge/topic.md', content: '# no front matter\n' }, /front matter/],
      [{ path: 'knowledge/topic.md', content: '---\nsource: x\nprocessed: "2025-13-45"\nmethod: manual\nmodel: null\nprompt_ref: null\n---\n' }, /processed/],
      [{ path: 'knowledge/evil.md', content: '---js\nrequire("fs").writeFileSync("/tmp/pwned","")\n---\n' }, /only YAML front matter/],
      [{ path: 'manifest.json', content: '{ not json' }, /valid JSON/],
      [{ path: 'decisions.md', content: 'replaced' }, /append-only/],
      [{ path: '../../etc/passwd', content: 'x' }, /leave the memory root/],
      [{ path: 'notes/a\nb.md', content: 'x' }, /control/],
    ];
    for (const [args, message] of cases) {
      const r = await server.call('write_file', args);
      expect(r.isError, JSON.stringify(args)).toBe(true);
      expect(r.text, JSON.stringify(args)).toMatch(message);
    }
    expect(snapshotTree(root)).toEqual(before);
    expect(fs.existsSync('/tmp/pwned')).toBe(false);
  });

  it('accepts a valid knowledge entry', async () => {
    await server.ok('write_file', {
      path: 'knowledge/billing.md',
      content: '---\nsource: "meeting-2025-01-15"\nprocessed: "2025-01-16"\nmethod: manual\nmodel: null\nprompt_ref: null\n---\n# Billing\n',
    });
  });

  it('refuses a write whose expected_revision is stale (no lost update)', async () => {
    await server.ok('write_file', { path: 'notes/shared.md', content: 'v1\n' });
    const rev = /revision ([0-9a-f]{16})/.exec(await server.ok('read_file', { path: 'notes/shared.md' }))![1];
    await server.ok('write_file', { path: 'notes/shared.md', content: 'v2 by session A\n', expected_revision: rev });
    const late = await server.call('write_file', { path: 'notes/shared.md', content: 'v2 by session B\n', expected_revision: rev });
    expect(late.isError).toBe(true);
    expect(late.text).toMatch(/changed since revision/);
    expect(fs.readFileSync(P('notes/shared.md'), 'utf8')).toBe('v2 by session A\n');
  });
});

describe('patch_file', () => {
  it('applies several SEARCH/REPLACE blocks, all or nothing, inserting $& literally', async () => {
    await server.ok('write_file', { path: 'notes/patch.md', content: 'alpha\nbeta\ngamma\n' });
    const patch = '<<<<<<< SEARCH\nalpha\n=======\nALPHA $& $1\n>>>>>>> REPLACE\n<<<<<<< SEARCH\ngamma\n=======\nGAMMA\n>>>>>>> REPLACE\n';
    expect(await server.ok('patch_file', { path: 'notes/patch.md', patch })).toMatch(/2 block/);
    expect(fs.readFileSync(P('notes/patch.md'), 'utf8')).toBe('ALPHA $& $1\nbeta\nGAMMA\n');
    const partial = '<<<<<<< SEARCH\nbeta\n=======\nBETA\n>>>>>>> REPLACE\n<<<<<<< SEARCH\nmissing\n=======\nx\n>>>>>>> REPLACE\n';
    const r = await server.call('patch_file', { path: 'notes/patch.md', patch: partial });
    expect(r.isError).toBe(true);
    expect(fs.readFileSync(P('notes/patch.md'), 'utf8')).toBe('ALPHA $& $1\nbeta\nGAMMA\n');
  });

  it('shows the closest passage and its line when a SEARCH does not match', async () => {
    await server.ok('write_file', { path: 'notes/fuzzy.md', content: '# Title\n\nThe quick brown fox jumps over the lazy dog.\nEnd.\n' });
    const r = await server.call('patch_file', {
      path: 'notes/fuzzy.md',
      patch: '<<<<<<< SEARCH\nThe quick brown fox jumped over the lazy dog.\n=======\nx\n>>>>>>> REPLACE\n',
    });
    expect(r.isError).toBe(true);
    expect(r.text).toMatch(/line 3/);
    expect(r.text).toContain('The quick brown fox jumps over the lazy dog.');
  });

  it('lists the lines of every match when a SEARCH matches several times', async () => {
    await server.ok('write_file', { path: 'notes/dupes.md', content: 'x\nsame\ny\nsame\n' });
    const r = await server.call('patch_file', { path: 'notes/dupes.md', patch: '<<<<<<< SEARCH\nsame\n=======\nz\n>>>>>>> REPLACE\n' });
    expect(r.isError).toBe(true);
    expect(r.text).toMatch(/2.*4/);
  });

  it('refuses malformed patches and patches of decisions.md', async () => {
    expect((await server.call('patch_file', { path: 'notes/dupes.md', patch: 'just text' })).text).toMatch(/SEARCH/);
    expect((await server.call('patch_file', { path: 'decisions.md', patch: '<<<<<<< SEARCH\na\n=======\nb\n>>>>>>> REPLACE\n' })).text).toMatch(/append-only/);
  });
});

describe('append_to_file', () => {
  it('appends to append-only logs and keeps the manifests right', async () => {
    await server.ok('append_to_file', { path: 'updates/2026-11-29.md', content: '- shipped the importer' });
    await server.ok('append_to_file', { path: 'updates/2026-11-29.md', content: '- fixed the exporter' });
    expect(fs.readFileSync(P('updates/2026-11-29.md'), 'utf8')).toBe('- shipped the importer\n- fixed the exporter\n');
    const updates = fs.readFileSync(P('updates/_index.yaml'), 'utf8');
    expect(updates).toMatch(/last_entry_date: "?2026-11-29/);
    expect(updates).toContain('files: []');
    await server.ok('append_to_file', { path: 'decisions.md', content: '## D1 · Appended by hand\n- Status: Active\n- Date: 2026-11-29\n' });
    expect(fs.readFileSync(P('_index.yaml'), 'utf8')).toContain('stale: true');
  });

  it('completes a torn last line before appending', async () => {
    fs.writeFileSync(P('correspondence/calls.md'), '# Calls\n- call with ACME (torn');
    await server.ok('append_to_file', { path: 'correspondence/calls.md', content: '- second call' });
    expect(fs.readFileSync(P('correspondence/calls.md'), 'utf8')).toBe('# Calls\n- call with ACME (torn\n- second call\n');
  });

  it('refuses files that are not append-only', async () => {
    const r = await server.call('append_to_file', { path: 'memory.md', content: 'x' });
    expect(r.text).toMatch(/not an append-only file/);
  });
});

describe('delete_file', () => {
  it('moves the file to _trash with its original path and updates the indexes', async () => {
    await server.ok('write_file', { path: 'notes/old.md', content: 'mentions @john-doe\n' });
    const r = await server.ok('delete_file', { path: 'notes/old.md' });
    const trash = /to (_trash\/\S+)$/.exec(r)![1]!;
    expect(trash).toMatch(/^_trash\/\d{8}T\d{9}Z\/projects\/demo\/notes\/old\.md$/);
    expect(fs.readFileSync(path.join(root, trash), 'utf8')).toBe('mentions @john-doe\n');
    expect(fs.existsSync(P('notes/old.md'))).toBe(false);
    expect(fs.readFileSync(P('notes/_index.yaml'), 'utf8')).not.toContain('old.md');
    expect(fs.readFileSync(path.join(root, '_refs-index.json'), 'utf8')).not.toContain('notes/old.md');
  });

  it('refuses structural and derived files and missing ones', async () => {
    expect((await server.call('delete_file', { path: '_meta.yaml' })).text).toMatch(/cannot be deleted/);
    expect((await server.call('delete_file', { path: '_index.yaml' })).text).toMatch(/cannot be deleted/);
    expect((await server.call('delete_file', { path: 'notes/never.md' })).text).toMatch(/does not exist/);
  });
});

/** The file the search and manifest tests read: each writes it, so each passes alone and in any order. */
const writeSearchFixture = () => server.ok('write_file', { path: 'notes/search-me.md', content: 'first\nThe Needle is here\nlast needle\n' });

describe('search', () => {
  it('finds substrings case-insensitively by default with path:line: text hits', async () => {
    await writeSearchFixture();
    const r = await server.ok('search', { query: 'needle' });
    expect(r).toContain('notes/search-me.md:2: The Needle is here');
    expect(r).toContain('notes/search-me.md:3: last needle');
    const cs = await server.ok('search', { query: 'Needle', case_sensitive: true });
    expect(cs).toContain(':2:');
    expect(cs).not.toContain(':3:');
  });

  it('searches with a regex, a path prefix or glob, across all projects, and within a limit', async () => {
    await writeSearchFixture();
    expect(await server.ok('search', { query: 'N[e]+dle', mode: 'regex', path: 'notes' })).toContain('search-me.md:2');
    expect(await server.ok('search', { query: 'needle', path: 'notes/search-*.md' })).toContain('search-me.md');
    expect(await server.ok('search', { query: 'needle', path: 'knowledge' })).toMatch(/No matches/);
    expect(await server.ok('search', { query: 'needle', project: '*' })).toContain('projects/demo/notes/search-me.md:2:');
    expect(await server.ok('search', { query: 'needle', limit: 1 })).toMatch(/stopped at 1 hits/);
    expect((await server.call('search', { query: '(unclosed', mode: 'regex' })).text).toMatch(/not a valid regular expression/);
  });
});

describe('manifests and indexes', () => {
  it('reads a folder manifest and updates one file description', async () => {
    await writeSearchFixture();
    await server.ok('update_file_description', { path: 'notes/search-me.md', description: 'Search fixture', stale_after: 'never' });
    const r = await server.ok('get_folder_manifest', { path: 'notes' });
    expect(r).toContain('"description": "Search fixture"');
    expect(r).toContain('"stale_after": "never"');
  });

  it('rebuilds every derived file from the Markdown, never trusting the old ones', async () => {
    fs.writeFileSync(path.join(root, '_refs-index.json'), '{"entries": {"bogus.md": {"refs": ["x"]}}}');
    fs.writeFileSync(path.join(root, '_projects-index.json'), 'garbage');
    fs.writeFileSync(P('notes/by-hand.md'), 'added by hand with #handmade\n');
    const r = JSON.parse(await server.ok('rebuild_indexes', {}));
    expect(r.refs_index_changed).toBe(true);
    expect(r.projects_index_changed).toBe(true);
    expect(r.manifests_changed).toContain('projects/demo/notes/_index.yaml');
    const refs = fs.readFileSync(path.join(root, '_refs-index.json'), 'utf8');
    expect(refs).not.toContain('bogus.md');
    expect(refs).toContain('"handmade"');
    const again = JSON.parse(await server.ok('rebuild_indexes', {}));
    expect(again).toMatchObject({ refs_index_changed: false, projects_index_changed: false, manifests_changed: [] });
  });
});

describe('use_project', () => {
  it('binds a repository path, moving it from another project', async () => {
    const other = path.join(tempDir(), 'other-repo');
    fs.mkdirSync(other);
    await server.ok('create_project', { slug: 'second', name: 'Second', paths: [other] });
    const r = await server.ok('use_project', { project: 'demo', path: other });
    expect(r).toMatch(/moved from "second"/);
    expect(await server.ok('read_file', { project: path.join(other, 'x'), path: '_status.md' })).toContain('Demo App');
  });
});

describe('regex search against catastrophic backtracking', () => {
  it('stops a pattern that backtracks forever with one sentence, and the server keeps answering', async () => {
    await server.ok('write_file', { path: 'notes/redos.md', content: `${'a'.repeat(40)}b\n` });
    const started = Date.now();
    const r = await server.call('search', { query: '(a+)+$', mode: 'regex', path: 'notes/redos.md' });
    expect(r.isError).toBe(true);
    expect(r.text).toMatch(/ran longer than 5 seconds/);
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(await server.ok('search', { query: 'a{3}b', mode: 'regex', path: 'notes/redos.md' })).toContain('notes/redos.md:1:');
  });
});
