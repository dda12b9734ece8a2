/**
 * Consolidation thresholds (docs/FORMATS.md#thresholds), read from `manifest.json.consolidation`. The manifest is
 * hand-editable, so a bad value never stops a run: it falls back to the default and is reported.
 */

export interface Thresholds {
  /** Session summaries kept verbatim in sessions/ by the sessions pass. */
  keepSessions: number;
  /** The sessions pass runs once sessions/ holds more than this many summaries. */
  archiveAfter: number;
  /** Active decisions older than this many days are flagged Under Review. */
  staleDecisionDays: number;
  /** memory.md line count above which the core budget pass moves detail to archive/. */
  coreSoftLimit: number;
}

export const DEFAULT_THRESHOLDS: Readonly<Thresholds> = Object.freeze({
  keepSessions: 5,
  archiveAfter: 8,
  staleDecisionDays: 30,
  coreSoftLimit: 130,
});

export const THRESHOLD_KEYS = ['keepSessions', 'archiveAfter', 'staleDecisionDays', 'coreSoftLimit'] as const;

export interface ThresholdReading {
  thresholds: Thresholds;
  /** One sentence per value that was ignored or looks wrong; empty when all is well. */
  problems: string[];
}

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Thresholds from a parsed manifest.json (any value); invalid values fall back to the defaults. */
export function readThresholds(manifestJson: unknown): ThresholdReading {
  const thresholds: Thresholds = { ...DEFAULT_THRESHOLDS };
  const problems: string[] = [];
  if (!isPlainObject(manifestJson)) return { thresholds, problems };
  if (!Object.hasOwn(manifestJson, 'consolidation')) return { thresholds, problems };
  const raw = manifestJson['consolidation'];
  if (!isPlainObject(raw)) {
    problems.push('manifest.json "consolidation" must be an object of thresholds; the defaults were used.');
    return { thresholds, problems };
  }
  for (const key of THRESHOLD_KEYS) {
    if (!Object.hasOwn(raw, key)) continue;
    const value = raw[key];
    if (typeof value === 'number' && Number.isInteger(value) && value > 0) {
      thresholds[key] = value;
    } else {
      problems.push(
        `manifest.json consolidation.${key} must be a positive integer, got ${JSON.stringify(value)}; the default ${DEFAULT_THRESHOLDS[key]} was used.`,
      );
    }
  }
  for (const key of Object.keys(raw)) {
    if (!(THRESHOLD_KEYS as readonly string[]).includes(key)) {
      problems.push(`manifest.json consolidation.${key} is not a known threshold and was ignored (known: ${THRESHOLD_KEYS.join(', ')}).`);
    }
  }
  if (thresholds.keepSessions > thresholds.archiveAfter) {
    problems.push(
      `manifest.json consolidation.keepSessions (${thresholds.keepSessions}) exceeds archiveAfter (${thresholds.archiveAfter}), so the sessions pass can leave more than archiveAfter summaries.`,
    );
  }
  return { thresholds, problems };
}
