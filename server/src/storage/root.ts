/**
 * The memory root: located once (--root, PROJECT_MEMORY_ROOT, ~/.project-memory), canonicalised
 * once (a root that is itself a symlink is resolved at start, so every later containment check
 * compares canonical paths), and the only gateway through which memory files are read or written.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { nodeCrypto } from './lazy-crypto.js';
import { MemoryError } from '../core/errors.js';
import { parseMemoryPath } from '../core/path-rules.js';
import { resolveContained, type ResolvedPath } from './containment.js';
import { ensureDirContained, readTextContained, writeAtomic, type TextFile } from './fs-safe.js';
import type { ExpectedVersion } from './file-identity.js';
import { listAnchored } from './anchored-dir.js';
import { withLock } from './lock.js';

export function locateRootDir(explicit?: string, env: NodeJS.ProcessEnv = process.env): string {
  const chosen = explicit ?? env.PROJECT_MEMORY_ROOT ?? path.join(os.homedir(), '.project-memory');
  if (chosen.includes('\0')) throw new MemoryError('INVALID_INPUT', 'The memory root path contains a NUL character.');
  return path.resolve(chosen);
}

export function revisionOf(text: string): string {
  return nodeCrypto().createHash('sha256').update(text, 'utf8').digest('hex').slice(0, 16);
}

export interface WriteOptions {
  /**
   * The version this write replaces: the TextFile (or anything with its `identity`) that was read,
   * or null for "the file must not exist yet". The write is refused with StaleVersionError when
   * the file on disk is no longer that version at the rename. Omitted: replace whatever is there.
   */
  expected?: ExpectedVersion;
}

export class MemoryRoot {
  private constructor(readonly dir: string) {}

  /** Opens (and with `create`, makes) the root; its realpath is fixed for the life of the object. */
  static open(dir: string, { create = true }: { create?: boolean } = {}): MemoryRoot {
    if (create) fs.mkdirSync(dir, { recursive: true });
    let real: string;
    try {
      real = fs.realpathSync(dir);
    } catch {
      throw new MemoryError('NOT_FOUND', `The memory root ${dir} does not exist.`, 'Run `project-memory init` to create it.');
    }
    if (!fs.statSync(real).isDirectory()) throw new MemoryError('INVALID_INPUT', `The memory root ${dir} is not a folder.`);
    return new MemoryRoot(real);
  }

  /** Resolves a root-relative path (validated syntax, contained, no symlinked leaf). */
  resolve(rel: string): ResolvedPath & { rel: string } {
    const parts = parseMemoryPath(rel);
    const resolved = resolveContained(this.dir, this.dir, parts, rel);
    return { ...resolved, rel: parts.join('/') };
  }

  abs(rel: string): string {
    return this.resolve(rel).abs;
  }

  readText(rel: string, maxBytes?: number): TextFile | null {
    const r = this.resolve(rel);
    if (r.stat === null) return null;
    return readTextContained(this.dir, r.abs, rel, maxBytes);
  }

  writeText(rel: string, text: string, opts: WriteOptions = {}): void {
    const r = this.resolve(rel);
    if (r.stat?.isDirectory()) throw new MemoryError('INVALID_PATH', `"${rel}" is a folder, not a file.`);
    writeAtomic(this.dir, r.abs, text, rel, opts.expected);
  }

  exists(rel: string): boolean {
    return this.resolve(rel).stat !== null;
  }

  isDirectory(rel: string): boolean {
    return this.resolve(rel).stat?.isDirectory() === true;
  }

  /** Plain names in a folder (no recursion); missing folder -> []. */
  list(rel: string): fs.Dirent[] {
    const r = this.resolve(rel);
    if (!r.stat?.isDirectory()) return [];
    return listAnchored(this.dir, r.abs);
  }

  ensureDir(rel: string): void {
    const r = this.resolve(rel);
    if (r.stat?.isDirectory()) return;
    if (r.stat) throw new MemoryError('INVALID_PATH', `"${rel}" exists and is not a folder.`);
    ensureDirContained(this.dir, r.abs);
  }

  lock<T>(key: string, fn: () => T): T {
    return withLock(this.dir, key, fn);
  }
}
