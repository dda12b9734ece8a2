import { describe, expect, it } from 'vitest';
import { DEFAULT_THRESHOLDS, readThresholds } from '../../server/src/core/thresholds.js';

describe('readThresholds', () => {
  it('uses the defaults when the manifest has no consolidation key or is not an object', () => {
    for (const m of [undefined, null, 3, [], {}, { slug: 'x' }]) expect(readThresholds(m)).toEqual({ thresholds: DEFAULT_THRESHOLDS, problems: [] });
  });

  it('reads valid values and reports each invalid one, falling back to its default', () => {
    const { thresholds, problems } = readThresholds({
      consolidation: { keepSessions: 3, archiveAfter: '9', staleDecisionDays: 0, coreSoftLimit: 12.5, extra: 1 },
    });
    expect(thresholds).toEqual({ keepSessions: 3, archiveAfter: 8, staleDecisionDays: 30, coreSoftLimit: 130 });
    expect(problems).toHaveLength(4);
    expect(problems[0]).toContain('consolidation.archiveAfter must be a positive integer, got "9"');
    expect(problems[3]).toContain('consolidation.extra is not a known threshold');
  });

  it('reports a consolidation value that is not an object, and keepSessions above archiveAfter', () => {
    expect(readThresholds({ consolidation: 'fast' }).problems).toHaveLength(1);
    const r = readThresholds({ consolidation: { keepSessions: 10 } });
    expect(r.thresholds.keepSessions).toBe(10);
    expect(r.problems[0]).toContain('exceeds archiveAfter');
  });
});
