/**
 * Metadata pass (docs/FORMATS.md#manifest-json): manifest.json and artifacts.json must be valid JSON. An invalid
 * file is reported and never overwritten (it may hold hand edits that only need a comma). In a valid
 * manifest the derived keys are refreshed: `sessionCount` (files in sessions/), `activeDecisionIds`
 * (Active entries of decisions.md, by number), `importantFiles` (kept, plus memory.md and
 * decisions.md when missing) and `updated` (= now, only when something else changed in the run, so
 * a run with nothing to do writes nothing). Only the changed keys' values are replaced in the text
 * (json-edit.ts): every other byte a person wrote stays, duplicate keys and number spellings included.
 */
import { parseDecisions } from '../decisions.js';
import { setJsonMembers } from '../json-edit.js';
import { emptyAccounting } from './inventory.js';
import { sessionFiles } from './sessions-pass.js';
import type { FileState, PassResult } from './types.js';

export interface JsonFileStatus {
  present: boolean;
  valid: boolean;
  /** Why the file was not valid or not refreshed. */
  problem?: string;
}

export interface MetadataReport {
  manifest: JsonFileStatus & { changedKeys: string[] };
  artifacts: JsonFileStatus;
}

const MANIFEST = 'manifest.json';
const ARTIFACTS = 'artifacts.json';
const REQUIRED_IMPORTANT_FILES = ['memory.md', 'decisions.md'];
/** Keys whose old values are recomputed from other files (the no-loss check leaves them out). */
export const DERIVED_MANIFEST_KEYS = ['updated', 'sessionCount', 'activeDecisionIds'] as const;

type JsonObject = Record<string, unknown>;

function parseObject(text: string | undefined, path: string): { status: JsonFileStatus; value?: JsonObject } {
  if (text === undefined) return { status: { present: false, valid: false, problem: `${path} is missing.` } };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    const reason = e instanceof Error ? e.message : String(e);
    return { status: { present: true, valid: false, problem: `${path} is not valid JSON (${reason}); it was left unchanged.` } };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { status: { present: true, valid: false, problem: `${path} must hold a JSON object; it was left unchanged.` } };
  }
  return { status: { present: true, valid: true }, value: value as JsonObject };
}

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The parsed manifest.json, or undefined when it is missing or not a JSON object. */
export function readManifest(files: FileState): JsonObject | undefined {
  return parseObject(files.get(MANIFEST), MANIFEST).value;
}

/**
 * @param otherChanges whether any other pass changed a file: only then does `updated` move.
 */
export function metadataPass(files: FileState, now: string, otherChanges: boolean): PassResult<MetadataReport> {
  const manifest = parseObject(files.get(MANIFEST), MANIFEST);
  const artifacts = parseObject(files.get(ARTIFACTS), ARTIFACTS);
  const report: MetadataReport = { manifest: { ...manifest.status, changedKeys: [] }, artifacts: artifacts.status };
  const result: PassResult<MetadataReport> = { writes: new Map(), deletes: [], accounting: emptyAccounting(), report };
  const m = manifest.value;
  if (!m) return result;

  const next = new Map<string, unknown>();
  next.set('sessionCount', sessionFiles(files.keys()).length);
  const decisions = files.get('decisions.md');
  const active = decisions === undefined ? [] : parseDecisions(decisions).entries.filter((e) => e.status === 'Active' && !e.stub);
  next.set('activeDecisionIds', [...new Set(active.sort((a, b) => a.num - b.num).map((e) => e.id))]);
  const important = m['importantFiles'];
  if (important === undefined) {
    next.set('importantFiles', [...REQUIRED_IMPORTANT_FILES]);
  } else if (Array.isArray(important)) {
    next.set('importantFiles', [...important, ...REQUIRED_IMPORTANT_FILES.filter((f) => !important.includes(f))]);
  } else {
    report.manifest.problem = 'manifest.json "importantFiles" is not an array; it was left unchanged.';
  }

  const changedKeys: string[] = [];
  for (const [key, value] of next) if (!Object.hasOwn(m, key) || !sameJson(m[key], value)) changedKeys.push(key);
  if ((otherChanges || changedKeys.length > 0) && m['updated'] !== now) changedKeys.unshift('updated');
  if (changedKeys.length === 0) return result;
  next.set('updated', now);
  const edited = setJsonMembers(files.get(MANIFEST) as string, Object.fromEntries(changedKeys.map((k) => [k, next.get(k)])));
  if (edited === null) return result;
  result.writes.set(MANIFEST, edited);
  result.accounting.derivedJsonKeys[MANIFEST] = [...DERIVED_MANIFEST_KEYS];
  report.manifest.changedKeys = changedKeys;
  return result;
}
