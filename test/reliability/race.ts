/**
 * The check-then-use race (docs/ARCHITECTURE.md#threats): a child process swaps a folder or a file for a
 * symlink to the outside in a tight loop while the server reads and writes through it. Escapes are
 * counted two ways: outside content in a tool's answer, and any inotify event (create, modify,
 * delete, rename) in the outside folders, which also catches a file created and removed again.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const SWAPPER = `
import fs from 'node:fs';
const pairs = JSON.parse(process.argv[2]);
process.stdout.write('ready\\n');
let swaps = 0;
for (;;) {
  for (const [target, outside] of pairs) {
    const real = target + '-real';
    try { fs.renameSync(target, real); } catch {}
    try { fs.symlinkSync(outside, target); } catch {}
  }
  for (const [target] of pairs) {
    const real = target + '-real';
    try { fs.rmSync(target, { recursive: true, force: true }); } catch {}
    try { fs.renameSync(real, target); } catch {}
  }
  if (++swaps % 1000 === 0) process.stdout.write('');
}
`;

export interface Swapper {
  stop(): Promise<void>;
}

/** Starts swapping each [target, outsideTarget] pair; resolves once the child runs. */
export async function startSwapper(dir: string, pairs: [string, string][]): Promise<Swapper> {
  const script = path.join(dir, 'swapper.mjs');
  fs.writeFileSync(script, SWAPPER);
  const child: ChildProcess = spawn(process.execPath, [script, JSON.stringify(pairs)], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve) => child.stdout!.once('data', () => resolve()));
  return {
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGKILL');
      await exited;
      // Leave each target as the real thing again.
      for (const [target] of pairs) {
        const real = `${target}-real`;
        try {
          if (fs.lstatSync(target).isSymbolicLink()) fs.unlinkSync(target);
        } catch {
          /* absent */
        }
        if (fs.existsSync(real) && !fs.existsSync(target)) fs.renameSync(real, target);
        fs.rmSync(real, { recursive: true, force: true });
      }
    },
  };
}

/** Counts file-system events in the given folders (and their subfolders at start). */
export function watchFolders(dirs: string[]): { events: string[]; close(): void } {
  const events: string[] = [];
  const watchers: fs.FSWatcher[] = [];
  const add = (dir: string) => {
    watchers.push(fs.watch(dir, (type, name) => events.push(`${type} ${path.join(dir, String(name))}`)));
    for (const ent of fs.readdirSync(dir, { withFileTypes: true })) if (ent.isDirectory()) add(path.join(dir, ent.name));
  };
  for (const d of dirs) add(d);
  return {
    events,
    close: () => {
      for (const w of watchers) w.close();
    },
  };
}
