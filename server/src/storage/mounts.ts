/**
 * Shared projects (docs/FORMATS.md#team): a project whose memory lives in a code repository's
 * `.project-memory/` folder is "mounted" at `projects/<slug>` of the memory root. Every
 * root-relative path `projects/<slug>/...` then names a file of that folder, and the containment
 * checks accept paths inside the mounted folder as if they were inside the root. The table lives
 * here, below containment, so that the one containment rule knows it; it is filled only through
 * `MemoryRoot.mount` after the folder was checked (a real folder, canonical, no links inside).
 */
import path from 'node:path';

/** Canonical root dir -> slug -> canonical mounted folder. */
const table = new Map<string, Map<string, string>>();

export function registerMount(rootDir: string, slug: string, dir: string): void {
  let mounts = table.get(rootDir);
  if (!mounts) table.set(rootDir, (mounts = new Map()));
  mounts.set(slug, dir);
}

export function unregisterMount(rootDir: string, slug: string): void {
  table.get(rootDir)?.delete(slug);
}

export function mountOf(rootDir: string, slug: string): string | undefined {
  return table.get(rootDir)?.get(slug);
}

export function mountsOf(rootDir: string): ReadonlyMap<string, string> {
  return table.get(rootDir) ?? new Map();
}

/** `projects/<slug>` and the rest of a root-relative path, when the slug is mounted. */
export function splitMounted(rootDir: string, rel: string): { dir: string; rest: string[] } | null {
  const mounts = table.get(rootDir);
  if (!mounts || mounts.size === 0) return null;
  const parts = rel.split('/').filter((p) => p !== '' && p !== '.');
  if (parts.length < 2 || parts[0] !== 'projects') return null;
  const dir = mounts.get(parts[1] as string);
  return dir === undefined ? null : { dir, rest: parts.slice(2) };
}

/** The absolute path of a root-relative path, through a mount when it names a shared project. */
export function mountedAbs(rootDir: string, rel: string): string {
  const m = splitMounted(rootDir, rel);
  if (m) return path.join(m.dir, ...m.rest);
  return rel ? path.join(rootDir, rel) : rootDir;
}

function inside(base: string, candidate: string): boolean {
  const rel = path.relative(base, candidate);
  return rel === '' || (!path.isAbsolute(rel) && rel !== '..' && !rel.startsWith(`..${path.sep}`));
}

/** Whether `candidate` lies inside one of the folders mounted in `rootDir`. */
export function insideMount(rootDir: string, candidate: string): boolean {
  const mounts = table.get(rootDir);
  if (!mounts) return false;
  for (const dir of mounts.values()) if (inside(dir, candidate)) return true;
  return false;
}
