/** `project-memory log`'s $EDITOR template is read back with the one Markdown line grammar (docs/FORMATS.md#markdown-lines). */
import { describe, expect, it } from 'vitest';
import { logTemplate, parseLogTemplate } from '../../server/src/cli/log-template.js';

describe('parseLogTemplate', () => {
  it('reads the template as written, its comment lines ignored', () => {
    const filled = logTemplate('demo', '2026-12-01')
      .replace('## Summary\n', '## Summary\nShipped the importer.\n')
      .replace('## Decisions\n- ', '## Decisions\n- Keep SQLite');
    expect(parseLogTemplate(filled)).toEqual({ summary: 'Shipped the importer.', outcomes: [], decisions: ['Keep SQLite'], open_questions: [] });
  });

  it('takes an indented heading or one with closing hashes for its section, as every other format does', () => {
    expect(parseLogTemplate('  ## Summary\nShipped it.\n\n## Next step ##\nRelease.\n')).toEqual({
      summary: 'Shipped it.',
      next_step: 'Release.',
      outcomes: [],
      decisions: [],
      open_questions: [],
    });
  });
});
