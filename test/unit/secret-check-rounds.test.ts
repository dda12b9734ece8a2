/**
 * services/content-checks.ts withSecretCheck: a change is written only once it was scanned, and a
 * file that changes meanwhile is scanned again. On a loaded machine a scan takes long enough that
 * a person typing a line every 100 ms changes the file before every round, so the rounds go on
 * for a time, not only a count.
 */
import { describe, expect, it } from 'vitest';
import { withSecretCheck } from '../../server/src/services/content-checks.js';

describe('withSecretCheck', () => {
  it('writes once the file stops changing, even after more than 20 rounds', async () => {
    let before = 'one\n';
    let rounds = 0;
    const written = await withSecretCheck('memory.md', 'memory.md', (check) => {
      rounds++;
      // A line typed each round, and the tool's change at the top: never a mere suffix of before.
      if (rounds <= 25) before = `${before}hand ${rounds}\n`;
      const after = `new\n${before}`;
      check(before, after);
      return after;
    });
    expect(rounds).toBe(26);
    expect(written).toBe(`new\n${before}`);
  }, 60_000);

  it('refuses a change that contains a secret, whatever the rounds', async () => {
    const key = ['AKIA', 'QWERTYUIOPASDFGH'].join('');
    await expect(
      withSecretCheck('memory.md', 'memory.md', (check) => {
        check('one\n', `one\naws_access_key_id = ${key}\n`);
        return 'never';
      }),
    ).rejects.toThrow(/secret|key|credential/i);
  });
});
