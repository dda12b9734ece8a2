/**
 * `manifest.json` upkeep (docs/FORMATS.md#manifest-json: /dream refreshes it). The file is hand-editable: an invalid
 * one is left alone (and reported by doctor), never overwritten; only the derived keys' values change.
 */
import { setJsonMembers } from '../core/json-edit.js';
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
 * Only the values of the changed keys are replaced in the text (core/json-edit.ts): every other
 * byte a person wrote stays, duplicate keys, number spellings and escapes included.
 * Values derived from other files (active decisions, session count) should be passed as a function:
 * it runs under the lock, so that concurrent writers, whatever their order, leave the newest state.
 */
export function updateManifestJson(root: MemoryRoot, scope: Scope, changes: Record<string, unknown> | (() => Record<string, unknown>)): boolean {
  const rel = `${scope.dir}/manifest.json`;
  let valid = false;
  updateText(root, rel, (file) => {
    if (!file) return null;
    // Only the given members' values change; every other byte a person wrote stays (core/json-edit.ts).
    const next = setJsonMembers(file.text, typeof changes === 'function' ? changes() : changes);
    valid = next !== null;
    return next === null || next === file.text ? null : next;
  });
  return valid;
}
