#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);

// server/src/core/thresholds.ts
var DEFAULT_THRESHOLDS = Object.freeze({
  keepSessions: 5,
  archiveAfter: 8,
  staleDecisionDays: 30,
  coreSoftLimit: 130
});
var THRESHOLD_KEYS = ["keepSessions", "archiveAfter", "staleDecisionDays", "coreSoftLimit"];
function isPlainObject(v) {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}
function readThresholds(manifestJson) {
  const thresholds = { ...DEFAULT_THRESHOLDS };
  const problems = [];
  if (!isPlainObject(manifestJson)) return { thresholds, problems };
  if (!Object.hasOwn(manifestJson, "consolidation")) return { thresholds, problems };
  const raw = manifestJson["consolidation"];
  if (!isPlainObject(raw)) {
    problems.push('manifest.json "consolidation" must be an object of thresholds; the defaults were used.');
    return { thresholds, problems };
  }
  for (const key of THRESHOLD_KEYS) {
    if (!Object.hasOwn(raw, key)) continue;
    const value = raw[key];
    if (typeof value === "number" && Number.isInteger(value) && value > 0) {
      thresholds[key] = value;
    } else {
      problems.push(
        `manifest.json consolidation.${key} must be a positive integer, got ${JSON.stringify(value)}; the default ${DEFAULT_THRESHOLDS[key]} was used.`
      );
    }
  }
  for (const key of Object.keys(raw)) {
    if (!THRESHOLD_KEYS.includes(key)) {
      problems.push(`manifest.json consolidation.${key} is not a known threshold and was ignored (known: ${THRESHOLD_KEYS.join(", ")}).`);
    }
  }
  if (thresholds.keepSessions > thresholds.archiveAfter) {
    problems.push(
      `manifest.json consolidation.keepSessions (${thresholds.keepSessions}) exceeds archiveAfter (${thresholds.archiveAfter}), so the sessions pass can leave more than archiveAfter summaries.`
    );
  }
  return { thresholds, problems };
}

export {
  DEFAULT_THRESHOLDS,
  readThresholds
};
