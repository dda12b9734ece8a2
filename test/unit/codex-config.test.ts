import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { parse } from 'smol-toml';
import { addCodexEntries, codexHookHash, removeCodexEntries, tomlString } from '../../server/src/core/codex-config.js';

const sha256Hex = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');

describe('Codex config.toml entries', () => {
  it('hashes a hook as Codex 0.171.0 does (value read back from its hooks/list)', () => {
    expect(codexHookHash('session_start', 'startup|resume|clear', 'echo hi', 10, sha256Hex)).toBe(
      'sha256:0a74484d51076a7f93894715c2cb90a9821c5ebc3971e8df6f96e4fe40518aa2',
    );
  });

  it('writes strings TOML reads back exactly, quotes and control characters included', () => {
    for (const s of ['plain', 'a "quoted" \\ path', 'tab\there', 'del\u007f', "it's", 'ünïcødé']) {
      expect((parse(`k = ${tomlString(s)}`) as { k: string }).k).toBe(s);
    }
  });

  it('keeps its group index when the person adds SessionStart hooks after the block, and counts those above it', async () => {
    const entries = { configPath: '/h/c.toml', shown: 'c', serverArgs: ['/s.js'], hookCommand: 'node /h.cjs hook session-start', sha256Hex };
    const group = (c: string) => `[[hooks.SessionStart]]\n[[hooks.SessionStart.hooks]]\ntype = "command"\ncommand = "${c}"\n`;
    const once = addCodexEntries(group('above'), entries);
    const later = `${once}\n${group('below')}`;
    // Re-running setup (say after a move of the install) keeps index 1: one group above the block.
    const again = addCodexEntries(later, { ...entries, serverArgs: ['/moved/s.js'] });
    const state = (parse(again) as { hooks: { state: Record<string, unknown> } }).hooks.state;
    expect(Object.keys(state)).toEqual(['/h/c.toml:session_start:1:0']);
    expect(removeCodexEntries(again, 'c')).toBe(`${group('above')}\n${group('below')}`);
  });

  it('keys the trust by the config path and the index of its group among the SessionStart groups', () => {
    const entries = { configPath: '/h/.codex/config.toml', shown: 'c', serverArgs: ['/s.js'], hookCommand: 'node /h.cjs hook session-start', sha256Hex };
    for (const [text, index] of [
      ['', 0],
      ['[[hooks.SessionStart]]\n[[hooks.SessionStart.hooks]]\ntype = "command"\ncommand = "a"\n', 1],
    ] as const) {
      const out = addCodexEntries(text, entries);
      const state = (parse(out) as { hooks: { state: Record<string, { trusted_hash: string }> } }).hooks.state;
      expect(Object.keys(state)).toEqual([`/h/.codex/config.toml:session_start:${index}:0`]);
      expect(state[`/h/.codex/config.toml:session_start:${index}:0`]?.trusted_hash).toBe(
        codexHookHash('session_start', 'startup|resume|clear|compact', entries.hookCommand, 10, sha256Hex),
      );
      expect(addCodexEntries(out, entries)).toBe(out);
      expect(removeCodexEntries(out, 'c')).toBe(text);
    }
  });
});
