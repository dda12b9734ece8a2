/** The viewer's pure parts: the escaping template tag, and the supersede-chain layout. */
import { describe, expect, it } from 'vitest';
import { parseDecisions } from '../../server/src/core/decisions.js';
import { chains, supersedeEdges } from '../../server/src/viewer/graph.js';
import { CSP, CSS, CSS_HASH, html, join } from '../../server/src/viewer/html.js';
import crypto from 'node:crypto';

describe('html``', () => {
  it('escapes every interpolated value, in text and in attributes, and nested lists', () => {
    const evil = `"><script>alert('x')</script>&`;
    expect(html`<a title="${evil}">${evil}</a>`.value).toBe(
      '<a title="&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;">&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;&amp;</a>',
    );
    expect(html`<ul>${['<b>', ['<i>']].map((x) => html`<li>${x}</li>`)}</ul>`.value).toBe('<ul><li>&lt;b&gt;</li><li>&lt;i&gt;</li></ul>');
    expect(join(['<a>', html`<b>`], '<').value).toBe('&lt;a&gt;&lt;<b>');
    expect(html`${null}${undefined}${false}${0}`.value).toBe('0');
  });

  it('allows the inline style by its hash and nothing else', () => {
    expect(CSS_HASH).toBe(`sha256-${crypto.createHash('sha256').update(CSS).digest('base64')}`);
    expect(CSP).toMatch(/^default-src 'none';/);
    expect(CSP).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
  });
});

const log = (entries: string) => parseDecisions(`# Decisions\n\n${entries}`).entries;

describe('supersede chains', () => {
  it('takes edges from Supersedes and from Superseded by, once each', () => {
    const e = log(
      '## D1 · a\n- Status: Superseded\n- Superseded by: D2\n\n## D2 · b\n- Status: Active\n- Supersedes: D1\n\n## D3 · c\n- Status: Active\n- Supersedes: D9\n',
    );
    expect(supersedeEdges(e)).toEqual([{ from: 'D1', to: 'D2' }]);
  });

  it('lays out a chain by depth and a merge of two into one', () => {
    const g = chains(
      log(
        '## D1 · a\n- Status: Superseded\n\n## D2 · b\n- Status: Superseded\n\n## D3 · c\n- Status: Active\n- Supersedes: D1, D2\n\n## D4 · d\n- Supersedes: D3\n',
      ),
    );
    expect(g.nodes).toEqual([
      { id: 'D1', col: 0, row: 0 },
      { id: 'D2', col: 0, row: 1 },
      { id: 'D3', col: 1, row: 0 },
      { id: 'D4', col: 2, row: 0 },
    ]);
    expect(g.cols).toBe(3);
  });

  it('survives a hand-edited loop (D1 → D2 → D1)', () => {
    const g = chains(log('## D1 · a\n- Superseded by: D2\n\n## D2 · b\n- Superseded by: D1\n'));
    expect(g.nodes.map((n) => n.id).sort()).toEqual(['D1', 'D2']);
  });
});
