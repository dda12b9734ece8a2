/**
 * The secret scanner in process, over the whole corpus: every format as written, in every
 * escaped form a JSON or YAML reader decodes, in kebab-case names and paths, and as a change
 * that completes half a token; and the benign corpus, as written and wrapped in JSON and YAML.
 */
import { describe, expect, it } from 'vitest';
import { findNewSecret, findSecret } from '../../server/src/core/secrets.js';
import { BENIGN_LOOKALIKES, BENIGN_SAMPLES, encodedForms, KEBAB_SECRETS, SECRET_SAMPLES, tokenOf } from '../reliability/secret-samples.js';

const BENIGN = [...BENIGN_SAMPLES, ...BENIGN_LOOKALIKES];

describe('every format, as written and escaped', () => {
  it(`finds all ${SECRET_SAMPLES.length} formats as written, without echoing them`, async () => {
    const missed: string[] = [];
    for (const [name, text] of SECRET_SAMPLES) {
      const f = await findSecret(text);
      if (!f) missed.push(name);
      else if (tokenOf(text) && f.excerpt.includes(tokenOf(text))) missed.push(`${name} (echoed)`);
    }
    expect(missed).toEqual([]);
  });

  it('has a token to escape in every sample', () => {
    for (const [name, text] of SECRET_SAMPLES) expect(tokenOf(text).length, name).toBeGreaterThanOrEqual(16);
  });

  it('finds every format in each escaped form of JSON, YAML, front matter, %XX and &#NN;', async () => {
    const missed: string[] = [];
    let forms = 0;
    for (const [name, text] of SECRET_SAMPLES) {
      for (const [encoding, suffix, encoded] of encodedForms(text)) {
        forms++;
        const f = await findSecret(encoded, { path: `notes/sample${suffix}` });
        if (!f) missed.push(`${name} as ${encoding}`);
        else expect(f.excerpt, `${name} as ${encoding}`).not.toContain(tokenOf(text).slice(-12));
      }
    }
    expect(missed).toEqual([]);
    expect(forms).toBe(SECRET_SAMPLES.length * 6);
  });

  it('finds kebab-case tokens in slugs, file names and bound paths', async () => {
    for (const [name, token] of KEBAB_SECRETS) {
      for (const shape of [token, `notes/${token}.md`, `projects/${token}/memory.md`, `/srv/repos/${token}/app`]) {
        expect(await findSecret(shape), `${name} in ${shape}`).not.toBeNull();
      }
    }
  });

  it('names the original line of an escaped secret and masks it there', async () => {
    const [, json] = SECRET_SAMPLES.find(([n]) => n === 'Stripe live secret key') as [string, string];
    const [, , encoded] = encodedForms(json)[0] as [string, string, string];
    const f = await findSecret(`{\n  "a": 1,\n  "b": ${encoded.slice('{"note": '.length, -2)}\n}\n`, { path: 'x.json' });
    expect(f).toMatchObject({ line: 3, rule: 'extra/stripe/SECRET_KEY' });
    expect(f?.excerpt).toMatch(/^ {2}"b": \*+$/);
  });
});

describe('a change is refused for the secret it adds', () => {
  it('completing half a token already in the file', async () => {
    for (const [name, text] of SECRET_SAMPLES) {
      const token = tokenOf(text);
      if (!token) continue;
      const cut = text.indexOf(token) + Math.floor(token.length / 2);
      const before = `# Notes\n\n${text.slice(0, cut)}\n`;
      if (await findSecret(before)) continue; // the first half is a secret already (a PEM header)
      const after = `# Notes\n\n${text}\n`;
      expect(await findNewSecret(before, after), name).not.toBeNull();
    }
  });

  it('but not for a secret the file already held, unless the change copies it', async () => {
    const [, text] = SECRET_SAMPLES[3] as [string, string];
    const before = `# Notes\n\n${text}\n`;
    expect(await findNewSecret(before, `${before}- one more line\n`)).toBeNull();
    expect(await findNewSecret(before, `${before}- copy: ${text}\n`)).toMatchObject({ line: 4 });
    expect(await findNewSecret(null, before)).toMatchObject({ line: 3 });
  });
});

describe('the benign corpus', () => {
  it(`passes all ${BENIGN.length} ordinary notes, as written and inside JSON and YAML files`, async () => {
    const flagged: string[] = [];
    for (const note of BENIGN) {
      const forms: [string, string][] = [
        ['notes/n.md', note],
        ['notes/n.json', `{"note": ${JSON.stringify(note)}}\n`],
        ['notes/n.yaml', `note: ${JSON.stringify(note)}\n`],
        ['notes/n.md', `---\ndescription: ${JSON.stringify(note)}\n---\n\n${note}\n`],
      ];
      for (const [path, text] of forms) {
        const f = await findSecret(text, { path });
        if (f) flagged.push(`${note.slice(0, 40)} in ${path}: ${f.rule}`);
      }
    }
    expect(flagged).toEqual([]);
  });
});
