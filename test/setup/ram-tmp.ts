// The suites' temporary folders on a RAM file system (tmpfs) when the machine has one. The product
// fsyncs every write and the folder of every rename (docs/ARCHITECTURE.md#writes), which is the
// right cost for a person's memory and the wrong one for a thousand throw-away roots: on this
// 2-core machine, equally loaded, three storage-heavy files (knowledge, dream, durability) took
// 101 s on the disk and 43 s on /dev/shm. What the
// tests prove does not change: a killed process leaves its writes in the page cache either way,
// and no test can cut the power. `npm run test:thorough` (PM_THOROUGH) and PM_HEAVY keep the
// disk, so CI still runs the reliability loops through real fsyncs; PM_TEST_ON_DISK=1 keeps it
// for any run. The folder is made when the config loads, so every worker inherits TMPDIR, and
// removed by the global teardown.
import fs from 'node:fs';
import path from 'node:path';

const RAM = '/dev/shm';
const PREFIX = 'pm-tests-';

/** Points TMPDIR at a fresh folder on tmpfs for this run; returns it, or null to keep the disk. */
export function useRamTmp(env: NodeJS.ProcessEnv = process.env): string | null {
  if (env.PM_TEST_ON_DISK === '1' || env.PM_THOROUGH === '1' || env.PM_HEAVY === '1') return null;
  if (env.PM_RAM_TMP !== undefined) return env.PM_RAM_TMP; // already made by this run's config
  try {
    if (!fs.statSync(RAM).isDirectory()) return null;
    const dir = fs.mkdtempSync(path.join(RAM, PREFIX));
    env.TMPDIR = dir;
    env.PM_RAM_TMP = dir;
    return dir;
  } catch {
    return null; // no tmpfs (macOS) or not writable: the disk it is
  }
}

/** vitest global set-up: its teardown removes this run's RAM folder. */
export default function setup(): () => void {
  return () => {
    const dir = process.env.PM_RAM_TMP;
    if (dir && path.dirname(dir) === RAM && path.basename(dir).startsWith(PREFIX)) fs.rmSync(dir, { recursive: true, force: true });
  };
}
