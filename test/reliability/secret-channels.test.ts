/**
 * Secrets through every channel that reaches disk (issue 10, class 8): not only file contents but
 * names, tags, aliases, slugs, file names, bound paths, descriptions, decision and session fields,
 * person notes, a patch that completes half a token already in the file, and escaped forms in
 * JSON, YAML and Markdown. Every refusal names a line, echoes no secret and changes nothing; the
 * benign corpus passes the same channels.
 *
 * By default each channel takes every eighth format (a different eighth per channel, so every
 * format is taken by several channels); PM_HEAVY=1 runs every channel with every format.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findSecret } from '../../server/src/core/secrets.js';
import { byIntensity, expectRefusal, HEAVY, INTENSITY, makeWorld, snapshotRoot, type World } from './harness.js';
import { BENIGN_LOOKALIKES, BENIGN_SAMPLES, encodedForms, KEBAB_SECRETS, SECRET_SAMPLES, tokenOf } from './secret-samples.js';

let w: World;
const STRIDE = byIntensity(8, 8, 1);
const figures = {
  mode: INTENSITY,
  channels: 0,
  formats: SECRET_SAMPLES.length,
  calls: 0,
  caught: 0,
  halfTokenCases: 0,
  escapedForms: 0,
  kebabCalls: 0,
  benignCalls: 0,
  benignPassed: 0,
};
const SECRET_REFUSAL = /looks like it contains a secret \(.+\) on line \d+/;

/** Samples whose token is a secret by itself (not an AWS key without its name, not a PEM body). */
const standalone = new Set<number>();

beforeAll(async () => {
  for (const [i, [, text]] of SECRET_SAMPLES.entries()) if (await findSecret(tokenOf(text))) standalone.add(i);
  w = await makeWorld();
  await w.server.ok('write_file', { path: 'notes/target.md', content: '# Target\n\nalpha\n' });
  await w.server.ok('create_person', { name: 'Jane Doe' });
});
afterAll(async () => {
  await w?.server.close();
  console.log(`[secret-channels] figures: ${JSON.stringify(figures)}`);
});

/** [channel, tool, arguments, carries only the token (a name, slug or path)] */
type Channel = [string, string, (text: string, i: number) => Record<string, unknown>, boolean?];
/** A one-line field gets the sample on one line (a PEM block keeps its header). */
const oneLine = (t: string) => t.replace(/\r?\n/g, ' ');
const CHANNELS: Channel[] = [
  ['write_file content', 'write_file', (t, i) => ({ path: `notes/c-${i}.md`, content: `# Notes\n\n${t}\n` })],
  ['patch_file REPLACE', 'patch_file', (t) => ({ path: 'notes/target.md', patch: `<<<<<<< SEARCH\nalpha\n=======\nalpha\n${t}\n>>>>>>> REPLACE` })],
  ['append_to_file', 'append_to_file', (t) => ({ path: 'updates/2026-06-01.md', content: `- ${t}` })],
  ['add_decision summary', 'add_decision', (t) => ({ summary: oneLine(t) })],
  ['add_decision body', 'add_decision', (t) => ({ summary: 'Rotate the keys', body: t })],
  ['add_decision topic', 'add_decision', (t) => ({ summary: 'Rotate the keys', topic: oneLine(t) })],
  ['add_decision location', 'add_decision', (t) => ({ summary: 'Rotate the keys', location: oneLine(t) })],
  ['log_session summary', 'log_session', (t) => ({ summary: t })],
  ['log_session outcomes', 'log_session', (t) => ({ summary: 'Deploy work.', outcomes: ['green', t] })],
  ['log_session decisions', 'log_session', (t) => ({ summary: 'Deploy work.', decisions: [t] })],
  ['log_session open_questions', 'log_session', (t) => ({ summary: 'Deploy work.', open_questions: [t] })],
  ['log_session next_step', 'log_session', (t) => ({ summary: 'Deploy work.', next_step: t })],
  ['create_project name', 'create_project', (t, i) => ({ slug: `p-name-${i}`, name: oneLine(t) })],
  ['create_project tags', 'create_project', (t, i) => ({ slug: `p-tags-${i}`, name: 'P', tags: ['ops', oneLine(t)] })],
  ['create_project aliases', 'create_project', (t, i) => ({ slug: `p-alias-${i}`, name: 'P', aliases: [tokenOf(t)] }), true],
  ['create_project slug', 'create_project', (t) => ({ slug: tokenOf(t), name: 'P' }), true],
  ['create_project paths', 'create_project', (t, i) => ({ slug: `p-path-${i}`, name: 'P', paths: [`/srv/${tokenOf(t)}`] }), true],
  ['use_project path', 'use_project', (t) => ({ project: 'demo', path: `/srv/${tokenOf(t)}/app` }), true],
  ['write_file file name', 'write_file', (t) => ({ path: `notes/${tokenOf(t)}.md`, content: 'plain\n' }), true],
  ['write_file description', 'write_file', (t, i) => ({ path: `notes/d-${i}.md`, content: 'plain\n', description: oneLine(t) })],
  ['write_file read_when', 'write_file', (t, i) => ({ path: `notes/r-${i}.md`, content: 'plain\n', read_when: oneLine(t) })],
  ['update_file_description description', 'update_file_description', (t) => ({ path: 'notes/target.md', description: oneLine(t) })],
  ['update_file_description read_when', 'update_file_description', (t) => ({ path: 'notes/target.md', read_when: oneLine(t) })],
  ['create_person name', 'create_person', (t, i) => ({ name: oneLine(t), slug: `person-${i}` })],
  ['create_person description', 'create_person', (t, i) => ({ name: `Person ${i}`, description: oneLine(t) })],
  ['create_company description', 'create_company', (t, i) => ({ name: `Company ${i}`, description: oneLine(t) })],
  ['edit_person_notes', 'edit_person_notes', (t) => ({ person: 'jane-doe', notes: t })],
];
figures.channels = CHANNELS.length + 2; // + the half-token patch and the escaped forms

async function expectSecretRefusal(tool: string, args: Record<string, unknown>, what: string, token: string, misses: string[]): Promise<void> {
  const r = await w.server.call(tool, args);
  figures.calls++;
  if (!r.isError || !SECRET_REFUSAL.test(r.text)) {
    misses.push(`${what}: ${r.text.slice(0, 140)}`);
    return;
  }
  expectRefusal(r, what);
  if (token.length >= 16) expect(r.text, `${what} echoed its secret`).not.toContain(token.slice(-12));
  figures.caught++;
}

describe('secrets through every channel that stores a string', () => {
  it(`refuses every format through each of ${CHANNELS.length} argument channels, changing nothing`, async () => {
    const before = snapshotRoot(w.root);
    const misses: string[] = [];
    for (const [c, [channel, tool, args, tokenOnly]] of CHANNELS.entries()) {
      for (const [i, [name, text]] of SECRET_SAMPLES.entries()) {
        if ((i + c) % STRIDE !== 0 || (tokenOnly && !standalone.has(i))) continue;
        await expectSecretRefusal(tool, args(text, i), `${name} via ${channel}`, tokenOf(text), misses);
      }
    }
    expect(misses).toEqual([]);
    expect(snapshotRoot(w.root)).toEqual(before);
  }, 900_000);

  it('refuses a patch whose REPLACE completes half a token already in the file', async () => {
    const misses: string[] = [];
    const cases: [string, string, string, string, string][] = [];
    for (const [i, [name, text]] of SECRET_SAMPLES.entries()) {
      const token = tokenOf(text);
      const cut = text.indexOf(token) + Math.floor(token.length / 2);
      const [head, tail] = [text.slice(0, cut), text.slice(cut)];
      const path = `notes/half-${i}.md`;
      const setup = await w.server.call('write_file', { path, content: `# Half\n\n${head}\n` });
      if (setup.isError) continue; // the first half alone is refused already (a PEM header)
      cases.push([name, path, head.split('\n').pop() as string, tail.split('\n')[0] as string, token]);
    }
    figures.halfTokenCases = cases.length;
    const before = snapshotRoot(w.root);
    for (const [name, path, last, rest, token] of cases) {
      await expectSecretRefusal(
        'patch_file',
        { path, patch: `<<<<<<< SEARCH\n${last}\n=======\n${last}${rest}\n>>>>>>> REPLACE` },
        `${name} completed by patch_file`,
        token,
        misses,
      );
    }
    expect(misses).toEqual([]);
    expect(snapshotRoot(w.root)).toEqual(before);
    // The others are refused at their first half already (a PEM header, a credential assignment).
    expect(cases.length).toBeGreaterThanOrEqual(36);
  }, 900_000);

  it('refuses every format in each escaped form (JSON, YAML, front matter, %XX, &#NN;)', async () => {
    const before = snapshotRoot(w.root);
    const misses: string[] = [];
    for (const [i, [name, text]] of SECRET_SAMPLES.entries()) {
      for (const [e, [encoding, suffix, encoded]] of encodedForms(text).entries()) {
        if ((i + e) % (HEAVY ? 1 : 6) !== 0) continue;
        figures.escapedForms++;
        await expectSecretRefusal('write_file', { path: `notes/enc-${i}-${e}${suffix}`, content: encoded }, `${name} as ${encoding}`, tokenOf(text), misses);
      }
    }
    expect(misses).toEqual([]);
    expect(snapshotRoot(w.root)).toEqual(before);
  }, 900_000);

  it('refuses kebab-case tokens that pass every slug and file-name rule', async () => {
    const before = snapshotRoot(w.root);
    const misses: string[] = [];
    for (const [name, token] of KEBAB_SECRETS) {
      const calls: [string, Record<string, unknown>][] = [
        ['create_project', { slug: token, name: 'P' }],
        ['create_project', { slug: 'kebab-alias', name: 'P', aliases: [token] }],
        ['create_person', { name: 'Someone Else', slug: token }],
        ['write_file', { path: `notes/${token}.md`, content: 'plain\n' }],
        ['use_project', { project: 'demo', path: `/srv/${token}` }],
      ];
      for (const [tool, args] of calls) {
        figures.kebabCalls++;
        await expectSecretRefusal(tool, args, `${name} as ${tool} ${Object.keys(args).join('/')}`, token, misses);
      }
    }
    expect(misses).toEqual([]);
    expect(snapshotRoot(w.root)).toEqual(before);
  }, 900_000);

  it('lets the benign corpus through the same channels', async () => {
    const flagged: string[] = [];
    const benign = [...BENIGN_SAMPLES, ...BENIGN_LOOKALIKES];
    const channels = CHANNELS.filter(([, , , tokenOnly]) => !tokenOnly);
    for (const [c, [channel, tool, args]] of channels.entries()) {
      for (const [i, text] of benign.entries()) {
        if ((i + c) % (HEAVY ? 1 : 12) !== 0) continue;
        const a = args(text, 5000 + i);
        // A note is not always a valid value for the field; only the secret check is judged.
        const r = await w.server.call(tool, a);
        figures.benignCalls++;
        if (r.isError && SECRET_REFUSAL.test(r.text)) flagged.push(`${text.slice(0, 40)} via ${channel}: ${r.text.slice(0, 160)}`);
        else figures.benignPassed++;
      }
    }
    expect(flagged).toEqual([]);
  }, 900_000);
});
