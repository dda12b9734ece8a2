/**
 * docs/REFERENCE.md is generated from the two tables the product itself serves: the MCP tool
 * registry (as a client reads it from tools/list) and the CLI's command table (cli/commands.ts).
 * This test renders it from the sources and fails when the committed file differs;
 * `npm run docs:reference` writes it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMMANDS } from '../../server/src/cli/commands.js';
import { renderReference, type ListedTool } from '../helpers/reference.js';
import { REPO, startServer } from '../helpers/server.js';
import { tempDir } from '../helpers/tmp.js';

const REFERENCE = path.join(REPO, 'docs/REFERENCE.md');

describe('docs/REFERENCE.md', () => {
  it('is what the tool registry and the CLI command table generate', async () => {
    const root = tempDir();
    const server = await startServer({ root });
    let tools: ListedTool[];
    try {
      tools = (await server.client.listTools()).tools as ListedTool[];
    } finally {
      await server.close();
    }
    const text = renderReference(tools, COMMANDS);
    if (process.env.PM_WRITE_REFERENCE === '1') fs.writeFileSync(REFERENCE, text);
    const committed = fs.existsSync(REFERENCE) ? fs.readFileSync(REFERENCE, 'utf8') : '';
    expect(committed, 'docs/REFERENCE.md is stale: run `npm run docs:reference`').toBe(text);
  });

  it('lists every tool and every command with its parameters', () => {
    const text = renderReference(
      [
        {
          name: 'demo_tool',
          description: 'Does a thing.',
          annotations: { readOnlyHint: true },
          inputSchema: {
            type: 'object',
            properties: { path: { type: 'string', description: 'Where.' }, n: { type: 'integer', minimum: 1 }, mode: { type: 'string', enum: ['a', 'b'] } },
            required: ['path'],
          },
        },
      ],
      { x: { summary: 'Runs x.', usage: 'x <a> [--b]' } },
    );
    expect(text).toContain('### `demo_tool`');
    expect(text).toContain('| `path` | string | yes | Where. |');
    expect(text).toContain('| `n` | integer ≥ 1 | no |  |');
    expect(text).toContain('| `mode` | `a` \\| `b` | no |  |');
    expect(text).toContain('read-only');
    expect(text).toContain('### `project-memory x`');
    expect(text).toContain('project-memory x <a> [--b]');
  });
});
