/**
 * The local history of the files outside the memory root that `setup` and `export` changed
 * (storage/outside-history.ts): `project-memory history ~/.codex/config.toml` lists their versions
 * and `--at REV` prints one, like a memory file's. The version a person had before setup is listed
 * as found on disk.
 */
import { pickVersion, versionsOf, type FileVersion } from '../core/history.js';
import { shownPath } from '../core/agent-setup.js';
import { readEntries, readObject } from '../storage/history-store.js';
import { OUTSIDE_SCOPE } from '../storage/outside-history.js';
import { homeDir } from '../storage/root.js';

export interface OutsideVersionRow {
  rev: string;
  time: string;
  tool: string;
  deleted: boolean;
}

export interface OutsideHistory {
  file: string;
  /** Newest first. */
  versions: OutsideVersionRow[];
}

function versionsFor(rootDir: string, file: string): { shown: string; versions: FileVersion[] } {
  const shown = shownPath(file, homeDir());
  return { shown, versions: versionsOf(readEntries(rootDir, OUTSIDE_SCOPE), shown) };
}

/** The recorded versions of an outside file; null when setup or export never changed it. */
export function outsideHistory(rootDir: string, file: string): OutsideHistory | null {
  const { shown, versions } = versionsFor(rootDir, file);
  if (versions.length === 0) return null;
  return { file: shown, versions: versions.map((v) => ({ rev: v.rev, time: v.t, tool: v.tool, deleted: v.sha === null })).reverse() };
}

/** One recorded version's text (`at`: a REV prefix or ~N). */
export function outsideVersionText(rootDir: string, file: string, at: string): { file: string; rev: string; time: string; tool: string; text: string } | null {
  const { shown, versions } = versionsFor(rootDir, file);
  if (versions.length === 0) return null;
  const v = pickVersion(versions, at, shown);
  const bytes = readObject(rootDir, OUTSIDE_SCOPE, v.sha as string);
  return { file: shown, rev: v.rev, time: v.t, tool: v.tool, text: bytes ? bytes.toString('utf8') : '' };
}
