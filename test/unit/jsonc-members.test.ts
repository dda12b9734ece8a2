import { describe, expect, it } from 'vitest';
import { putElement, readJsonc, removeElement, removeMember, setMember } from '../../server/src/core/jsonc-members.js';

const server = { command: 'node', args: ['/opt/pm/server/dist/server.js'] };
const path = ['mcpServers', 'project-memory'];
const set = (text: string) => setMember({ text, shown: 'settings.json' }, path, server).text;
const remove = (text: string) => removeMember({ text, shown: 'settings.json' }, path, set);

const FIXTURES: Record<string, string> = {
  empty: '',
  emptyObject: '{}',
  emptyObjectLines: '{\n}\n',
  compact: '{"theme":"dark","n":1}',
  commented: '{\n  // my theme\n  "theme": "dark", // trailing note, with a comma\n  /* block */\n  "n": 1\n}\n',
  trailingComma: '{\n    "theme": "dark",\n}\n',
  tabs: '{\n\t"mcpServers": {\n\t\t"other": { "command": "x" }\n\t}\n}',
  crlf: '{\r\n  "a": [1, 2],\r\n  "mcpServers": {}\r\n}\r\n',
  closeOnLastLine: '{\n  "a": 1}',
  existingServers: '{\n  "mcpServers": {\n    "gh": {\n      "command": "gh"\n    }\n  },\n  "z": true\n}\n',
};

describe('JSONC member edits', () => {
  for (const [name, text] of Object.entries(FIXTURES)) {
    it(`${name}: adds the member, keeps every other byte, is idempotent and removes back to the original`, () => {
      const once = set(text);
      const parsed = readJsonc({ text: once, shown: 'x' });
      expect((parsed.mcpServers as Record<string, unknown>)['project-memory']).toEqual(server);
      // Everything the person had is still there, with the same values.
      const before = readJsonc({ text, shown: 'x' });
      for (const [k, v] of Object.entries(before)) {
        if (k !== 'mcpServers') expect(parsed[k]).toEqual(v);
      }
      expect(set(once)).toBe(once);
      // An empty file or object spread over lines comes back as an empty object: without the
      // local history (the service restores from it) `{}` and `{\n}` look alike once filled.
      if (text === '' || name === 'emptyObjectLines') expect(readJsonc({ text: remove(once) as string, shown: 'x' })).toEqual({});
      else expect(remove(once)).toBe(text);
    });
  }

  it('keeps comments and the original text outside the new member', () => {
    const once = set(FIXTURES.commented as string);
    expect(once).toContain('// my theme\n  "theme": "dark", // trailing note, with a comma\n  /* block */\n  "n": 1');
  });

  it('replaces an older value in place (a moved install) and refuses a non-object on the way', () => {
    const old = set('{"x": 1}').replace('/opt/pm/', '/old/');
    const next = setMember({ text: old, shown: 's' }, path, server);
    expect(next.outcome).toBe('updated');
    expect(readJsonc({ text: next.text, shown: 's' }).mcpServers).toEqual({ 'project-memory': server });
    expect(() => set('{"mcpServers": []}')).toThrow(/"mcpServers" in settings.json is not an object/);
  });

  it('refuses a file that is not JSON with the place of the error, and one that is not an object', () => {
    expect(() => set('{\n  "a": 1,,\n}')).toThrow(/settings\.json is not valid JSON \(\w+ at line 2, column \d+\)/);
    expect(() => set('[1]')).toThrow(/does not hold a JSON object/);
  });

  it('appends an element to an array and takes exactly it out', () => {
    const hook = { matcher: 'startup', hooks: [{ name: 'project-memory', type: 'command', command: 'node h' }] };
    const isOurs = (v: unknown) => JSON.stringify(v).includes('"name":"project-memory"');
    const put = (text: string) => putElement({ text, shown: 's' }, ['hooks', 'SessionStart'], hook, isOurs).text;
    for (const text of ['{}', '{\n  "hooks": {\n    "SessionStart": [\n      { "hooks": [] }\n    ]\n  }\n}\n', '{\n  "hooks": {}\n}']) {
      const once = put(text);
      expect(put(once)).toBe(once);
      const sessionStart = (readJsonc({ text: once, shown: 's' }).hooks as Record<string, unknown[]>).SessionStart;
      expect(sessionStart?.at(-1)).toEqual(hook);
      expect(removeElement({ text: once, shown: 's' }, ['hooks', 'SessionStart'], isOurs, put)).toBe(text);
    }
  });

  it('after a person edited elsewhere, removal takes out the member only', () => {
    const once = set(FIXTURES.existingServers as string).replace('"z": true', '"z": false');
    const back = remove(once) as string;
    expect(readJsonc({ text: back, shown: 's' })).toEqual({ mcpServers: { gh: { command: 'gh' } }, z: false });
  });
});
