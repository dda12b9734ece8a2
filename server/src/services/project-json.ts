/**
 * `manifest.json` upkeep (seed 003: "refresh manifest.json"). The file is hand-editable: an invalid
 * one is left alone (and reported by doctor), never overwritten; unknown keys and order are kept.
 */
import { readThresholds, type Thresholds } from '../core/thresholds.js';
import type { MemoryRoot } from '../storage/root.js';
import type { Scope } from './scope.js';
import type { TextFile } from '../storage/fs-safe.js';
import { updateText } from '../storage/update-text.js';

export function readManifestJson(root: MemoryRoot, scope: Scope): Record<string, unknown> | null {
  return parseManifestJson(root.readText(`${scope.dir}/manifest.json`));
}

function parseManifestJson(file: TextFile | null): Record<string, unknown> | null {
  if (!file) return null;
  try {
    const data = JSON.parse(file.text) as unknown;
    return data && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function thresholdsOf(root: MemoryRoot, scope: Scope): Thresholds {
  return readThresholds(readManifestJson(root, scope)).thresholds;
}

/**
 * Applies `changes` to manifest.json under its lock; returns false when the file is missing or invalid.
 * Values derived from other files (active decisions, session count) should be passed as a function:
 * it runs under the lock, so that concurrent writers, whatever their order, leave the newest state.
 */
export function updateManifestJson(root: MemoryRoot, scope: Scope, changes: Record<string, unknown> | (() => Record<string, unknown>)): boolean {
  const rel = `${scope.dir}/manifest.json`;
  let valid = false;
  updateText(root, rel, (file) => {
    const current = parseManifestJson(file);
    valid = current !== null;
    if (!current) return null;
    // A null-prototype object: a hand-written "__proto__" key stays an ordinary key (with {} it
    // would set the prototype and silently vanish from the file).
    const next = Object.create(null) as Record<string, unknown>;
    for (const [k, v] of Object.entries(current)) next[k] = v;
    for (const [k, v] of Object.entries(typeof changes === 'function' ? changes() : changes)) next[k] = v;
    const before = `${JSON.stringify(current, null, 2)}\n`;
    const after = `${JSON.stringify(next, null, 2)}\n`;
    return before === after ? null : after;
  });
  return valid;
}
