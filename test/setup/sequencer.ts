/**
 * Starts the longest test files first. The pool hands files to its two workers in the order given
 * here, so a long file handed out last runs alone while the other worker has nothing left: with
 * vitest's own order (longest first only when node_modules/.vite holds a results cache from an
 * earlier run, which a fresh clone or CI does not), a quiet run kept both workers busy for 146 s
 * of its 289 s and ran one file at a time for 98 s. Longest first leaves only short files for the end.
 *
 * The durations come from file-weights.json (seconds per file, measured; `npm run test:weights`
 * refreshes it from a vitest JSON report), not from the cache, so that every machine orders the
 * same way. A file the table does not know yet is weighed by its size at the table's average
 * seconds per byte. Only the order changes: every file still runs, in its own process.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

export const WEIGHTS = path.join(path.dirname(fileURLToPath(import.meta.url)), 'file-weights.json');
const ROOT = path.resolve(path.dirname(WEIGHTS), '../..');

/** Seconds by path relative to the repository (forward slashes), as the table stores them. */
export function readWeights(file = WEIGHTS): Map<string, number> {
  const table = JSON.parse(fs.readFileSync(file, 'utf8')) as { seconds: Record<string, number> };
  return new Map(Object.entries(table.seconds));
}

/** The weight of every file: the table's seconds, else its size times the table's seconds per byte. */
export function weigh(files: string[], weights: Map<string, number>, root = ROOT): Map<string, number> {
  const size = (file: string): number => {
    try {
      return fs.statSync(file).size;
    } catch {
      return 0;
    }
  };
  const key = (file: string): string => path.relative(root, file).split(path.sep).join('/');
  let knownSeconds = 0;
  let knownBytes = 0;
  for (const file of files) {
    const seconds = weights.get(key(file));
    if (seconds === undefined) continue;
    knownSeconds += seconds;
    knownBytes += size(file);
  }
  const perByte = knownBytes > 0 ? knownSeconds / knownBytes : 0;
  return new Map(files.map((file) => [file, weights.get(key(file)) ?? size(file) * perByte]));
}

export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const weight = weigh(
      files.map((spec) => spec.moduleId),
      readWeights(),
    );
    // Ties (files of equal weight) by path, so that the order is the same on every run.
    return [...files].sort((a, b) => weight.get(b.moduleId)! - weight.get(a.moduleId)! || (a.moduleId < b.moduleId ? -1 : a.moduleId > b.moduleId ? 1 : 0));
  }
}
