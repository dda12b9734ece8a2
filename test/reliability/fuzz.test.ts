/**
 * Bad input through the real server: SEARCH/REPLACE edge cases (property-tested), lone surrogates,
 * refs and front matter round trips, YAML bombs, duplicate keys, `---js` front matter, invalid
 * UTF-8 and deeply nested or `__proto__`-keyed JSON on disk, and requests of 10-100 MB. Each gets
 * a clear error (or a harmless answer), changes nothing it should not, and the server stays up.
 */
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseFrontmatter } from '../../server/src/core/frontmatter.js';
import { extractRefs } from '../../server/src/core/refs.js';
import { parseYaml, stringifyYaml } from '../../server/src/core/yaml-safe.js';
import { tempDir } from '../helpers/tmp.js';
import { byIntensity, HEAVY, makeWorld, snapshotRoot, type World } from './harness.js';
import { rawServer } from './rpc.js';
import { MAX_MESSAGE_BYTES } from '../../server/src/mcp/stdio-transport.js';
import { INTENSITY } from '../helpers/intensity.js';

let w: World;
const P = (p: string) => path.join(w.project, p);
const figures = { properties: 0, cases: 0 };
/** fast-check runs per property (test/helpers/intensity.ts). */
const RUNS = byIntensity(12, 40, 300);

beforeAll(async () => {
  w = await makeWorld();
});
afterAll(async () => {
  await w.server.close();
  console.log(`[fuzz] figures: ${JSON.stringify(figures)}`);
});

/** A refusal whose first line is one sentence; a fix-it example may follow on later lines. */
function expectClearError(r: { isError: boolean; text: string }, what: string, pattern?: RegExp): void {
  expect(r.isError, `${what}: ${r.text.slice(0, 200)}`).toBe(true);
  expect(r.text).not.toMatch(/\n\s+at |The operation failed/);
  expect((r.text.split('\n')[0] as string).length).toBeLessThan(600);
  if (pattern) expect(r.text, what).toMatch(pattern);
  figures.cases++;
}

async function expectServerUp(): Promise<void> {
  expect(await w.server.ok('read_file', { path: '_status.md' })).toContain('Status');
}

const block = (search: string, replace: string) => `<<<<<<< SEARCH\n${search}\n=======\n${replace}\n>>>>>>> REPLACE`;

/** Text that cannot form a marker line and holds no line break. */
const lineText = fc.string({ unit: 'grapheme', maxLength: 30 }).map((s) => s.replace(/[\r\n]/g, ' ').replace(/^([<=>])\1{6}/, 'x'));
const specialReplacement = fc.oneof(
  fc.constantFrom('$&', '$`', "$'", '$$', '$1', '$<name>', '$0', '$&$&', 'a$&b', '$'),
  fc.tuple(lineText, fc.constantFrom('$&', '$`', "$'", '$$'), lineText).map(([a, b, c]) => a + b + c),
  lineText,
);

describe('SEARCH/REPLACE through the server', () => {
  it(
    "splices exactly, whatever the replacement holds ($&, $`, $', $$) and whatever the line ends (LF, CRLF)",
    async () => {
      let n = 0;
      await fc.assert(
        fc.asyncProperty(
          fc.array(lineText, { minLength: 1, maxLength: 8 }),
          fc.nat(),
          specialReplacement,
          fc.boolean(),
          async (lines, pick, replacement, crlf) => {
            const eol = crlf ? '\r\n' : '\n';
            // A unique target line, so that SEARCH matches exactly once.
            const i = pick % lines.length;
            const unique = lines.map((l, k) => `L${k}#${l}`);
            const content = `${unique.join(eol)}${eol}`;
            const file = `notes/prop-${n++}.md`;
            await w.server.ok('write_file', { path: file, content });
            const target = unique[i] as string;
            const r = await w.server.call('patch_file', { path: file, patch: block(target, replacement) });
            expect(r.isError, r.text).toBe(false);
            const start = content.indexOf(target);
            const expected = content.slice(0, start) + replacement + content.slice(start + target.length);
            expect(fs.readFileSync(P(file), 'utf8')).toBe(expected);
            await w.server.ok('delete_file', { path: file });
          },
        ),
        { numRuns: RUNS },
      );
      figures.properties++;
    },
    HEAVY ? 600_000 : 60_000,
  );

  it('refuses empty, malformed, surrogate-bearing and oversized patches, changing nothing', async () => {
    await w.server.ok('write_file', { path: 'notes/target.md', content: 'alpha\nbeta\ngamma\n' });
    const before = snapshotRoot(w.root);
    const cases: [string, RegExp][] = [
      ['', /SEARCH|patch/i],
      ['no markers at all', /SEARCH/],
      [block('', 'x'), /empty|SEARCH/i],
      [block('missing', 'x'), /does not occur|closest/i],
      [block('a', 'x'), /more than once|several|lines/i],
      [`<<<<<<< SEARCH\nalpha\n=======\nx`, /REPLACE|marker|format/i],
      [block('alpha', 'lone \ud800 surrogate'), /surrogate/],
      [block('alpha\udc00', 'x'), /surrogate/],
      [block('alpha', 'x'.repeat(2 * 1024 * 1024 + 1)), /over the .*limit/],
      [block('alpha', 'nul \0 char'), /NUL/],
    ];
    for (const [patch, pattern] of cases)
      expectClearError(await w.server.call('patch_file', { path: 'notes/target.md', patch }), `patch ${JSON.stringify(patch.slice(0, 40))}`, pattern);
    expect(snapshotRoot(w.root)).toEqual(before);
    // A block may delete a line, and a 1 MB block applies.
    await w.server.ok('patch_file', { path: 'notes/target.md', patch: block('beta\n', '') });
    expect(fs.readFileSync(P('notes/target.md'), 'utf8')).toBe('alpha\ngamma\n');
    const big = 'b'.repeat(1024 * 1024);
    await w.server.ok('patch_file', { path: 'notes/target.md', patch: block('gamma', big) });
    expect(fs.readFileSync(P('notes/target.md'), 'utf8')).toBe(`alpha\n${big}\n`);
  });
});

describe('lone surrogates in any text field', () => {
  it('are refused by every tool that stores or matches text', async () => {
    await w.server.ok('write_file', { path: 'notes/plain.md', content: 'plain\n' });
    const before = snapshotRoot(w.root);
    const bad = 'broken \ud83d text';
    const calls: [string, Record<string, unknown>][] = [
      ['write_file', { path: 'notes/s.md', content: bad }],
      ['write_file', { path: `notes/${bad}.md`, content: 'x' }],
      ['append_to_file', { path: 'updates/2026-04-01.md', content: bad }],
      ['add_decision', { summary: bad }],
      ['add_decision', { summary: 'ok', body: bad }],
      ['log_session', { summary: bad }],
      ['create_person', { name: bad }],
      ['update_file_description', { path: 'notes/plain.md', description: bad }],
      ['search', { query: bad }],
    ];
    for (const [tool, args] of calls) expectClearError(await w.server.call(tool, args), `${tool} with a lone surrogate`, /surrogate|valid/i);
    expect(snapshotRoot(w.root)).toEqual(before);
  });
});

describe('refs extraction through the server', () => {
  const word = fc.stringMatching(/^[a-z][a-z0-9-]{0,8}$/);
  const piece = fc.oneof(
    word.map((s) => `@${s}`),
    word.map((s) => `#${s}`),
    word.map((s) => `[[${s}]]`),
    word.map((s) => `\`@${s}\``),
    word.map((s) => `\n\`\`\`\n#${s} @${s}\n\`\`\`\n`),
    word.map((s) => `${s}@example.com`),
    word.map((s) => `# ${s}`),
    fc.constantFrom('#fff', 'http://x.y/#frag', '[[', ']]', '@', '#', '\r\n', '\n', ' '),
    fc.string({ maxLength: 12 }).map((s) => s.replace(/[\ud800-\udfff]/g, '')),
  );
  it(
    'indexes exactly what the file says outside code, and the index stays valid JSON',
    async () => {
      let n = 0;
      await fc.assert(
        fc.asyncProperty(fc.array(piece, { maxLength: 12 }), async (pieces) => {
          const text = `${pieces.join(' ')}\n`;
          if (text.includes('\0')) return;
          const file = `notes/refs-${n++}.md`;
          const r = await w.server.call('write_file', { path: file, content: text });
          if (r.isError) {
            // Only a secret-looking accident may refuse arbitrary prose.
            expect(r.text).toMatch(/secret/);
            return;
          }
          const index = JSON.parse(fs.readFileSync(path.join(w.root, '_refs-index.json'), 'utf8')) as {
            entries: Record<string, { refs: string[]; tags: string[]; links: string[] }>;
          };
          const expected = extractRefs(text);
          const entry = index.entries[`projects/demo/${file}`];
          if (expected.refs.length + expected.tags.length + expected.links.length === 0) expect(entry).toBeUndefined();
          else expect({ refs: entry!.refs, tags: entry!.tags, links: entry!.links }).toEqual(expected);
          for (const ref of expected.refs.slice(0, 1)) expect(await w.server.ok('find_references', { ref })).toContain(file);
          await w.server.ok('delete_file', { path: file });
        }),
        { numRuns: RUNS },
      );
      figures.properties++;
    },
    HEAVY ? 600_000 : 60_000,
  );
});

const KNOWLEDGE_HEAD = 'source: notes\nprocessed: 2026-01-01\nmethod: manual\nmodel: null\nprompt_ref: null\n';

describe('front matter', () => {
  const value = fc.oneof(
    fc.string({ maxLength: 20 }).map((s) => s.replace(/[\ud800-\udfff\0]/g, '')),
    fc.constantFrom(
      'yes',
      'no',
      'null',
      '~',
      '0x1F',
      '1e3',
      '2026-01-01',
      ': colon',
      '# hash',
      '"quoted"',
      "'single'",
      '---',
      '- dash',
      '{a: 1}',
      '[x]',
      '&anchor',
      '*alias',
      '!!str x',
      '%YAML',
    ),
    fc.integer(),
    fc.boolean(),
  );
  it(
    'round-trips through write_file and read_file byte for byte, and parses back to the same data',
    async () => {
      let n = 0;
      await fc.assert(
        fc.asyncProperty(value, fc.array(value, { maxLength: 4 }), async (title, tags) => {
          const yaml = stringifyYaml({ title, tags });
          const text = `---\n${KNOWLEDGE_HEAD}${yaml.endsWith('\n') ? yaml : `${yaml}\n`}---\n\n# Body\n`;
          const file = `knowledge/fm-${n++}.md`;
          const r = await w.server.call('write_file', { path: file, content: text });
          if (r.isError) {
            expect(r.text).toMatch(/secret/);
            return;
          }
          const read = await w.server.ok('read_file', { path: file });
          expect(read.slice(read.indexOf('\n') + 1)).toBe(text);
          const { data } = parseFrontmatter(fs.readFileSync(P(file), 'utf8'), file);
          expect(data).toMatchObject({ title, tags });
          await w.server.ok('delete_file', { path: file });
        }),
        { numRuns: RUNS },
      );
      figures.properties++;
    },
    HEAVY ? 600_000 : 60_000,
  );

  it('refuses YAML bombs, duplicate keys and executable front matter quickly, running nothing', async () => {
    const sentinel = path.join(tempDir('pm-js-'), 'pwned');
    const laughs = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]'];
    for (let i = 1; i < 9; i++)
      laughs.push(
        `${String.fromCharCode(97 + i)}: &${String.fromCharCode(97 + i)} [${Array(9)
          .fill(`*${String.fromCharCode(96 + i)}`)
          .join(',')}]`,
      );
    const bomb = laughs.join('\n');
    const js = `require('fs').writeFileSync(${JSON.stringify(sentinel)}, 'x')`;
    const before = snapshotRoot(w.root);
    const cases: [string, string, RegExp][] = [
      ['knowledge/bomb.md', `---\n${KNOWLEDGE_HEAD}${bomb}\n---\nx\n`, /alias/i],
      ['knowledge/dup.md', `---\n${KNOWLEDGE_HEAD}title: a\ntitle: b\n---\nx\n`, /unique|duplicate/i],
      ['knowledge/js.md', `---js\n${js}\n---\nx\n`, /only YAML/],
      ['knowledge/js2.md', `---javascript\n${js}\n---\nx\n`, /only YAML/],
      ['knowledge/js3.md', `--- js\n${js}\n---\nx\n`, /only YAML|front matter/],
      ['knowledge/js4.md', `---JS\n${js}\n---\nx\n`, /only YAML|front matter/],
      ['knowledge/coffee.md', `---coffee\n${js}\n---\nx\n`, /only YAML/],
      ['knowledge/deep.md', `---\n${KNOWLEDGE_HEAD}x: ${'['.repeat(5000)}${']'.repeat(5000)}\n---\nx\n`, /nests|deep/i],
      ['knowledge/tag.md', `---\n${KNOWLEDGE_HEAD}x: !!js/function "function(){}"\n---\nx\n`, /tag|unresolved|front matter/i],
      ['_meta.yaml', `${bomb}\n`, /alias|slug|meta/i],
      ['_meta.yaml', 'id: x\nid: y\nslug: demo\n', /unique|duplicate/i],
      ['notes/data.yaml', `${bomb}\n`, /alias/i],
    ];
    for (const [file, content, pattern] of cases) {
      const t0 = Date.now();
      expectClearError(await w.server.call('write_file', { path: file, content }), `${file}`, pattern);
      expect(Date.now() - t0).toBeLessThan(5_000);
    }
    expect(fs.existsSync(sentinel)).toBe(false);
    expect(snapshotRoot(w.root)).toEqual(before);
  });

  it('refuses __proto__ keys in YAML and never pollutes prototypes', async () => {
    expect(() => parseYaml('__proto__:\n  polluted: yes\n', 'test')).toThrow(/__proto__/);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    const before = snapshotRoot(w.root);
    expectClearError(
      await w.server.call('write_file', { path: 'knowledge/proto.md', content: `---\n${KNOWLEDGE_HEAD}__proto__:\n  polluted: true\n---\nbody\n` }),
      'proto front matter',
      /__proto__/,
    );
    expectClearError(await w.server.call('write_file', { path: 'notes/proto.yaml', content: '__proto__:\n  polluted: true\n' }), 'proto yaml', /__proto__/);
    expect(snapshotRoot(w.root)).toEqual(before);
    // constructor.prototype is only data: stored as written.
    const ctor = `---\n${KNOWLEDGE_HEAD}constructor:\n  prototype:\n    polluted: true\n---\nbody\n`;
    const r = await w.server.call('write_file', { path: 'knowledge/ctor.md', content: ctor });
    if (r.isError) expectClearError(r, 'constructor front matter', /constructor|key/);
    else expect(fs.readFileSync(P('knowledge/ctor.md'), 'utf8')).toBe(ctor);
    await expectServerUp();
  });
});

describe('hostile files on disk', () => {
  it('invalid UTF-8 files give a clear error on read and do not break search, context, wrap or rebuild', async () => {
    fs.writeFileSync(P('notes/latin1.md'), Buffer.from('caf\xe9 cr\xe8me\n', 'latin1'));
    fs.writeFileSync(P('notes/overlong.md'), Buffer.from([0x41, 0xc0, 0xaf, 0x0a]));
    fs.writeFileSync(P('notes/surrogate.md'), Buffer.from([0x41, 0xed, 0xa0, 0x80, 0x0a]));
    for (const f of ['notes/latin1.md', 'notes/overlong.md', 'notes/surrogate.md']) expectClearError(await w.server.call('read_file', { path: f }), f, /UTF-8/);
    expectClearError(await w.server.call('patch_file', { path: 'notes/latin1.md', patch: block('caf', 'x') }), 'patch invalid utf-8', /UTF-8/);
    for (const [tool, args] of [
      ['search', { query: 'cr' }],
      ['search', { query: 'c.f', mode: 'regex' }],
      ['get_project_context', {}],
      ['wrap', {}],
      ['rebuild_indexes', {}],
      ['get_folder_manifest', { path: 'notes' }],
    ] as const) {
      const r = await w.server.call(tool, args);
      expect(r.text, tool).not.toMatch(/The operation failed|\n\s+at /);
    }
    const memory = fs.readFileSync(P('memory.md'));
    fs.writeFileSync(P('memory.md'), Buffer.concat([memory, Buffer.from([0xff, 0xfe, 0x0a])]));
    for (const tool of ['get_project_context', 'wrap']) {
      const r = await w.server.call(tool, {});
      expect(r.text, tool).not.toMatch(/The operation failed|\n\s+at /);
    }
    fs.writeFileSync(P('memory.md'), memory);
    for (const f of ['notes/latin1.md', 'notes/overlong.md', 'notes/surrogate.md']) fs.rmSync(P(f));
    await expectServerUp();
  });

  it('deeply nested or __proto__-keyed JSON in the indexes and manifest.json crashes nothing', async () => {
    const deepArray = `${'['.repeat(200_000)}${']'.repeat(200_000)}`;
    const deepObject = `${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`;
    const proto = '{"__proto__": {"polluted": true}, "projects": [], "entries": {"__proto__": {"refs": ["x"]}}}';
    const files = [path.join(w.root, '_projects-index.json'), path.join(w.root, '_refs-index.json'), P('manifest.json')];
    const saved = files.map((f) => fs.readFileSync(f));
    for (const body of [deepArray, deepObject, proto]) {
      for (const f of files) fs.writeFileSync(f, body);
      for (const [tool, args] of [
        ['list_projects', {}],
        ['find_references', { ref: 'x' }],
        ['search', { query: 'Status', project: '*' }],
        ['get_project_context', { project: 'demo' }],
        ['add_decision', { project: 'demo', summary: 'Survives hostile JSON' }],
        ['rebuild_indexes', {}],
        ['list_projects', {}],
      ] as const) {
        const r = await w.server.call(tool, args);
        expect(r.text, `${tool} with ${body.slice(0, 20)}`).not.toMatch(/The operation failed|\n\s+at |Maximum call stack/);
        figures.cases++;
      }
      // The rebuild restored the derived indexes from the files.
      expect(JSON.parse(fs.readFileSync(files[0] as string, 'utf8')).projects.map((p: { slug: string }) => p.slug)).toContain('demo');
    }
    files.forEach((f, i) => fs.writeFileSync(f, saved[i] as Buffer));
    await expectServerUp();
  });

  it('YAML bombs and executable front matter planted on disk are never expanded or run', async () => {
    const sentinel = path.join(tempDir('pm-planted-js-'), 'pwned');
    const laughs = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]'];
    for (let i = 1; i < 9; i++)
      laughs.push(
        `${String.fromCharCode(97 + i)}: &${String.fromCharCode(97 + i)} [${Array(9)
          .fill(`*${String.fromCharCode(96 + i)}`)
          .join(',')}]`,
      );
    const bomb = `${laughs.join('\n')}\n`;
    await w.server.ok('create_project', { slug: 'bombed', name: 'Bombed' });
    const B = (p: string) => path.join(w.root, 'projects/bombed', p);
    fs.writeFileSync(B('_meta.yaml'), bomb);
    fs.writeFileSync(B('notes/_index.yaml'), bomb);
    fs.writeFileSync(P('knowledge/planted-js.md'), `---js\nrequire('fs').writeFileSync(${JSON.stringify(sentinel)}, 'x')\n---\n# Planted\n`);
    fs.writeFileSync(P('knowledge/planted-bomb.md'), `---\n${bomb}---\n# Bomb\n`);
    for (const [tool, args] of [
      ['list_projects', {}],
      ['rebuild_indexes', {}],
      ['get_folder_manifest', { project: 'bombed', path: 'notes' }],
      ['search', { query: 'Planted', project: '*' }],
      ['get_project_context', { project: 'demo' }],
      ['consolidate', { project: 'demo', dry_run: true }],
      ['read_file', { path: 'knowledge/planted-js.md' }],
      ['write_file', { path: 'knowledge/planted-js.md', content: '# replaced without front matter\n' }],
    ] as const) {
      const t0 = Date.now();
      const r = await w.server.call(tool, args);
      expect(r.text, tool).not.toMatch(/The operation failed|\n\s+at |Maximum call stack/);
      expect(Date.now() - t0, tool).toBeLessThan(5_000);
      figures.cases++;
    }
    expect(fs.existsSync(sentinel)).toBe(false);
    const report = JSON.parse(await w.server.ok('rebuild_indexes', {})) as { problems: { path: string }[] };
    expect(report.problems.map((p) => p.path)).toContain('projects/bombed/_meta.yaml');
    expect(fs.readFileSync(B('notes/_index.yaml'), 'utf8')).not.toContain('&a');
    for (const f of ['knowledge/planted-js.md', 'knowledge/planted-bomb.md']) fs.rmSync(P(f), { force: true });
    await expectServerUp();
  });

  it('keeps a hand-added __proto__ key of manifest.json when the tools update it', async () => {
    const manifest = JSON.parse(fs.readFileSync(P('manifest.json'), 'utf8')) as Record<string, unknown>;
    const text = JSON.stringify(manifest, null, 2).replace(/^\{/, '{\n  "__proto__": { "note": "kept by hand" },');
    fs.writeFileSync(P('manifest.json'), text);
    await w.server.ok('add_decision', { summary: 'Touches manifest.json' });
    const after = fs.readFileSync(P('manifest.json'), 'utf8');
    expect(after).toContain('"__proto__"');
    expect(after).toContain('kept by hand');
    expect(JSON.parse(after).activeDecisionIds.length).toBeGreaterThan(0);
  });
});

describe('requests of 10-100 MB', () => {
  it('are refused quickly as too large, and the server stays up', async () => {
    const dir = tempDir('pm-huge-');
    const sizes = byIntensity([10, 100], [10, 50, 100], [10, 25, 50, 100]);
    const s = rawServer({ root: w.root, cwd: w.repo });
    const timings: string[] = [];
    try {
      await s.call('list_projects', {});
      const before = snapshotRoot(w.root);
      for (const mb of sizes) {
        const big = 'z'.repeat(mb * 1024 * 1024);
        const calls = [
          ['write_file', { path: 'notes/huge.md', content: big }],
          ['append_to_file', { path: 'updates/2026-05-01.md', content: big }],
          ['patch_file', { path: 'notes/plain.md', patch: block('plain', big) }],
          ['add_decision', { summary: 'Huge', body: big }],
        ] as const;
        // Past the transport's cap (16 MB) the line is refused before any tool sees it, the same
        // way for every tool: a quick run sends one such call per size, each tool below the cap.
        const overCap = mb * 1024 * 1024 > MAX_MESSAGE_BYTES;
        for (const [tool, args] of overCap && INTENSITY === 'quick' ? calls.slice(0, 1) : calls) {
          const t0 = Date.now();
          const r = await s.call(tool, args);
          timings.push(`${tool} ${mb} MB: ${Date.now() - t0} ms`);
          expect(r.isError, `${tool} ${mb} MB`).toBe(true);
          expect(r.text).toMatch(/over the .*limit/);
          expect(Date.now() - t0).toBeLessThan(15_000);
          figures.cases++;
        }
        const draft = path.join(dir, `draft-${mb}.md`);
        fs.writeFileSync(draft, big);
        const r = await s.call('write_file', { path: 'notes/huge.md', content_file: draft });
        expect(r.text).toMatch(/over the .*limit/);
        fs.rmSync(draft);
        expect((await s.call('read_file', { path: '_status.md' })).isError).toBe(false);
      }
      expect(snapshotRoot(w.root)).toEqual(before);
    } finally {
      await s.close();
    }
    // The SDK client puts the id last: the transport finds it there too.
    const r = await w.server.call('write_file', { path: 'notes/huge.md', content: 'y'.repeat(20 * 1024 * 1024) });
    expect(r.isError).toBe(true);
    expect(r.text).toMatch(/over the .*limit/);
    await expectServerUp();
    console.log(`[fuzz] oversized requests: ${timings.join('; ')}`);
  });
});
