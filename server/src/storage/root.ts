/**
 * The memory root: located once (--root, PROJECT_MEMORY_ROOT, ~/.project-memory), canonicalised
 * once (a root that is itself a symlink is resolved at start, so every later containment check
 * compares canonical paths), and the only gateway through which memory files are read or written.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { nodeCrypto } from './lazy-crypto.js';
import { envVar, nonEmpty } from '../core/env.js';
import { MemoryError } from '../core/errors.js';
import { describePath, parseMemoryPath, reservedReason } from '../core/path-rules.js';
import { fullFileHint, MAX_MEMORY_FILE_BYTES, tooLargeError } from '../core/limits.js';
import { resolveContained, type ResolvedPath } from './containment.js';
import { ensureDirContained, MAX_FILE_BYTES, readTextContained, startsWithBom, writeAtomic, type TextFile } from './fs-safe.js';
import type { ExpectedVersion } from './file-identity.js';
import { listAnchored } from './anchored-dir.js';
import { withLock } from './lock.js';
import { watchReplaced } from './late-writes.js';
import { currentEnv } from './environment.js';
import { keepChange, readCurrentBytes, type KeptChange } from './history-store.js';
import type { VersionOrigin } from '../core/history.js';
import { mountOf, mountsOf, registerMount, splitMounted, unregisterMount } from './mounts.js';
import { unmountedSharedProblem } from './shared-repo.js';

/**
 * The user's home folder as the environment in force names it: HOME, else what the system says.
 * os.homedir() alone reads `process.env.HOME`, not the environment of a run inside `withEnv` (a
 * CLI run or a server in a test's process), which must not depend on the process it runs in.
 */
export function homeDir(env: NodeJS.ProcessEnv = currentEnv()): string {
  return envVar(env, 'HOME') ?? os.homedir();
}

/**
 * The root's absolute path. A relative choice is taken from `from` (the folder a CLI command was
 * typed in), else from the process's working directory.
 */
export function locateRootDir(explicit?: string, env: NodeJS.ProcessEnv = currentEnv(), from?: string): string {
  const chosen = nonEmpty(explicit) ?? envVar(env, 'PROJECT_MEMORY_ROOT') ?? path.join(homeDir(env), '.project-memory');
  if (chosen.includes('\0')) throw new MemoryError('INVALID_INPUT', 'The memory root path contains a NUL character.');
  return from === undefined ? path.resolve(chosen) : path.resolve(from, chosen);
}

export function revisionOf(text: string): string {
  return nodeCrypto().createHash('sha256').update(text, 'utf8').digest('hex').slice(0, 16);
}

export interface WriteOptions {
  /**
   * The version this write replaces: the TextFile (or anything with its `identity`) that was read,
   * or null for "the file must not exist yet". The write is refused with StaleVersionError when
   * the file on disk is no longer that version at the rename. Always given: a write that
   * replaced whatever is there would drop what a person's editor (which takes no lock) saved a
   * moment before (docs/ARCHITECTURE.md#writes).
   */
  expected: ExpectedVersion;
  /** Who makes the change, for the local history (default: the current tool call's origin). */
  origin?: VersionOrigin;
}

export class MemoryRoot {
  /** Paths resolved since trackPaths() (see there); undefined while nobody asks. */
  private tracked: Set<string> | undefined;

  /** `located`: the path the root was opened by, before its realpath (`dir`) was taken. */
  private constructor(
    readonly dir: string,
    readonly located: string,
  ) {}

  /** Opens (and with `create`, makes) the root; its realpath is fixed for the life of the object. */
  static open(dir: string, { create = true }: { create?: boolean } = {}): MemoryRoot {
    if (create) {
      try {
        fs.mkdirSync(dir, { recursive: true });
      } catch (e) {
        const code = (e as NodeJS.ErrnoException).code;
        // A file where the root (or one of its parents) should be: one sentence, not an errno.
        if (code === 'EEXIST' || code === 'ENOTDIR')
          throw new MemoryError(
            'INVALID_INPUT',
            `The memory root ${dir} is not a folder (a file is in the way).`,
            'Pass a folder to --root or PROJECT_MEMORY_ROOT.',
          );
        if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS')
          throw new MemoryError('IO', `The memory root ${dir} cannot be created (${code}).`, 'Choose a writable folder with --root.');
        throw e;
      }
    }
    let real: string;
    try {
      real = fs.realpathSync(dir);
    } catch {
      throw new MemoryError(
        'NOT_FOUND',
        `The memory root ${dir} does not exist.`,
        'Run `project-memory init` to create it (or `project-memory new <slug>`), or pass --root.',
      );
    }
    if (!fs.statSync(real).isDirectory()) throw new MemoryError('INVALID_INPUT', `The memory root ${dir} is not a folder.`);
    return new MemoryRoot(real, dir);
  }

  /**
   * From now on, records every path resolved through this root, with each folder on its way (the
   * root included): everything an answer built from this root's reads depends on. The
   * session-start context cache (hooks/context-cache.ts) keeps their stats to know when to rebuild.
   */
  trackPaths(): ReadonlySet<string> {
    return (this.tracked ??= new Set([this.dir]));
  }

  /** Resolves a root-relative path (validated syntax, contained, no symlinked leaf). */
  resolve(rel: string): ResolvedPath & { rel: string } {
    const parts = parseMemoryPath(rel);
    // A shared project's files live in its repository's folder (storage/mounts.ts); the same
    // no-link rule applies below it, and the mounted folder itself was checked at mount.
    const m = parts.length >= 2 && parts[0] === 'projects' ? splitMounted(this.dir, parts.join('/')) : null;
    if (this.tracked) {
      // Before resolving: a path refused for a link on its way depends on that link as well. The
      // paths are the real ones, in the repository for a shared project.
      let at = m ? m.dir : this.dir;
      for (const part of m ? m.rest : parts) this.tracked.add((at = path.join(at, part)));
    }
    const resolved = m ? resolveContained(this.dir, m.dir, m.rest, rel) : resolveContained(this.dir, this.dir, parts, rel);
    return { ...resolved, rel: parts.join('/') };
  }

  /**
   * Makes `projects/<slug>` name `dir` (canonical, a real folder checked by the caller) for the
   * life of this process. The folder `projects/<slug>` of the root keeps only the pointer.
   */
  mount(slug: string, dir: string): void {
    registerMount(this.dir, slug, dir);
  }

  unmount(slug: string): void {
    unregisterMount(this.dir, slug);
  }

  mountedDir(slug: string): string | undefined {
    return mountOf(this.dir, slug);
  }

  /** The slugs of the shared projects mounted in this process. */
  mountedSlugs(): string[] {
    return [...mountsOf(this.dir).keys()];
  }

  abs(rel: string): string {
    return this.resolve(rel).abs;
  }

  /**
   * `resolve` for a change of the file or folder: a path of a shared project whose folder is not
   * mounted (its checkout is missing or refused) is refused, never written behind the pointer.
   */
  private resolveForChange(rel: string): ResolvedPath & { rel: string } {
    const r = this.resolve(rel);
    const parts = r.rel.split('/');
    if (parts.length >= 2 && parts[0] === 'projects' && mountOf(this.dir, parts[1] as string) === undefined) {
      const problem = unmountedSharedProblem(this.dir, parts[1] as string);
      if (problem) throw problem;
    }
    return r;
  }

  readText(rel: string, maxBytes?: number): TextFile | null {
    const r = this.resolve(rel);
    if (r.stat === null) return null;
    return readTextContained(this.dir, r.abs, rel, maxBytes);
  }

  /**
   * Replaces (or creates) a file with `text`. A BOM the file starts with is kept: reads hand the
   * text over without it, so every read-modify-write would otherwise drop it. Every write and
   * every growth of a file passes here, so the size limit (core/limits.ts) is checked here, before
   * anything is written: a memory file at most 2 MiB, a derived index or trash copy at most what a
   * read accepts. The version on disk and the new one go to the local history first (see
   * storage/history-store.ts): call it under the file's lock, as every read-modify-write does.
   */
  writeText(rel: string, text: string, opts: WriteOptions): void {
    const r = this.resolveForChange(rel);
    if (r.stat?.isDirectory()) throw new MemoryError('INVALID_PATH', `"${rel}" is a folder, not a file.`);
    const limit = reservedReason(parseMemoryPath(r.rel)) ? MAX_FILE_BYTES : MAX_MEMORY_FILE_BYTES;
    const bytes = Buffer.byteLength(text);
    if (bytes > limit) throw tooLargeError(describePath(rel), bytes, limit, fullFileHint(r.rel));
    const data = Buffer.from(r.stat && !text.startsWith('\uFEFF') && startsWithBom(r.abs) ? `\uFEFF${text}` : text, 'utf8');
    keepChange(this.dir, r.rel, r.abs, data, opts.origin).around(() =>
      writeAtomic(this.dir, r.abs, data, rel, opts.expected, watchReplaced(this.dir, r.rel, r.abs)),
    );
  }

  /**
   * For changes that do not go through writeText (a delete that moves the file to the trash, a
   * file moved back from it, a journal apply): keeps what is on disk at `rel` and `next` (null:
   * the file is about to go). Call under the file's lock: `keepVersion(...).around(change)`.
   */
  keepVersion(rel: string, next: string | { movedFrom: string } | null, opts: Omit<WriteOptions, 'expected'> = {}): KeptChange {
    const r = this.resolveForChange(rel);
    let data: Buffer | null;
    if (next === null) data = null;
    else if (typeof next === 'string') data = Buffer.from(next, 'utf8');
    else {
      const from = this.resolve(next.movedFrom);
      data = readCurrentBytes(this.dir, from.abs, from.rel)?.bytes ?? null;
    }
    return keepChange(this.dir, r.rel, r.abs, data, opts.origin);
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
    const r = this.resolveForChange(rel);
    if (r.stat?.isDirectory()) return;
    if (r.stat) throw new MemoryError('INVALID_PATH', `"${rel}" exists and is not a folder.`);
    ensureDirContained(this.dir, r.abs);
  }

  lock<T>(key: string, fn: () => T): T {
    return withLock(this.dir, key, fn);
  }
}
