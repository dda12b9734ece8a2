/** Shapes shared by the consolidation passes (docs/ARCHITECTURE.md#dream). */
import type { LineAccounting } from './inventory.js';

/** A project's files, by path relative to the project folder (`memory.md`, `sessions/2026-11-29.md`, ...). */
export interface ProjectSnapshot {
  projectName: string;
  /**
   * `memory.md`, `decisions.md`, `manifest.json`, `artifacts.json`, every `sessions/*.md` and the
   * existing `archive/*.md` files (the passes append to them); other files are carried along untouched.
   */
  files: Readonly<Record<string, string>>;
}

/** The working state the passes read: path -> content, after the passes that ran before. */
export type FileState = ReadonlyMap<string, string>;

/** What one pass wants changed, why, and what it reports. */
export interface PassResult<R> {
  /** Full new content by path. */
  writes: Map<string, string>;
  deletes: string[];
  accounting: LineAccounting;
  report: R;
}

/** `YYYYMM` of a `YYYY-MM-DD` date, as used in archive file names. */
export function yearMonth(date: string): string {
  return date.slice(0, 4) + date.slice(5, 7);
}
