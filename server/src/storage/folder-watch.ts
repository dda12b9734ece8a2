/**
 * Change notifications for the folders of one search scope (docs/ARCHITECTURE.md#performance-budgets): a
 * counter that every change inside a watched folder moves, so that a search can tell "nothing
 * changed since my last walk" without walking 10,000 files again.
 *
 * Used only where the notification is reliable and synchronous: Linux (inotify queues an event in
 * the system call that changes the folder, before any later request can reach this process) on a
 * local file system. Elsewhere (macOS FSEvents coalesce with a delay; network and FUSE file
 * systems miss other machines' writes) `watchable` says no and the callers keep walking.
 */
import fs from 'node:fs';

/** statfs magic numbers of local Linux file systems whose inotify events are complete. */
const LOCAL_FILE_SYSTEMS: ReadonlySet<number> = new Set([
  0xef53, // ext2/3/4
  0x58465342, // xfs
  0x9123683e, // btrfs
  0x01021994, // tmpfs
  0x794c7630, // overlayfs
  0x2fc12fc1, // zfs
  0xf2f52010, // f2fs
  0xca451a4e, // bcachefs
]);

/** Whether changes under `dir` are reported by watches (Linux, local file system). */
export function watchable(dir: string): boolean {
  if (process.platform !== 'linux') return false;
  try {
    return LOCAL_FILE_SYSTEMS.has(Number(fs.statfsSync(dir).type));
  } catch {
    return false;
  }
}

export class FolderWatch {
  /** Moves on every reported change in a watched folder. */
  generation = 0;
  /** A watch failed (limit reached, folder gone): nothing it says can be trusted any more. */
  broken = false;
  private readonly watchers = new Map<string, fs.FSWatcher>();

  /** `ignored(name)`: entries whose changes never matter (our temp files, hidden folders). */
  constructor(private readonly ignored: (name: string) => boolean) {}

  /**
   * Watches exactly `folders` (absolute) from now on: new ones are added, gone ones dropped.
   * Returns whether any was added: a folder watched only now may have changed unseen before.
   */
  cover(folders: readonly string[]): boolean {
    if (this.broken) return true;
    const wanted = new Set(folders);
    for (const [dir, w] of this.watchers) {
      if (!wanted.has(dir)) {
        w.close();
        this.watchers.delete(dir);
      }
    }
    let added = false;
    for (const dir of wanted) {
      if (this.watchers.has(dir)) continue;
      added = true;
      try {
        const w = fs.watch(dir, { persistent: false }, (_event, name) => {
          if (typeof name === 'string' && this.ignored(name)) return;
          this.generation++;
        });
        w.on('error', () => this.fail());
        this.watchers.set(dir, w);
      } catch {
        this.fail();
        return true;
      }
    }
    return added;
  }

  close(): void {
    for (const w of this.watchers.values()) w.close();
    this.watchers.clear();
  }

  private fail(): void {
    this.broken = true;
    this.generation++;
    this.close();
  }
}
