/** Real temporary folders, removed after each test file. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

const made: string[] = [];

export function tempDir(prefix = 'pm-test-'): string {
  const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), prefix)));
  made.push(dir);
  return dir;
}

// Removed asynchronously: a synchronous rm of a big tree (1,000 projects, a history of every
// version) keeps the worker's event loop busy long enough on a loaded machine for vitest's 60 s
// progress-report timeout to fail the run (test/setup/loop-watch.ts).
afterAll(async () => {
  await Promise.all(made.splice(0).map((dir) => fs.promises.rm(dir, { recursive: true, force: true, maxRetries: 3 })));
});

/** Builds a file tree from an object: `{ 'a/b.md': 'text' }`. */
export function writeTree(base: string, files: Record<string, string>): void {
  for (const [rel, text] of Object.entries(files)) {
    const abs = path.join(base, rel);
    fs.mkdirSync(path.dirname(abs), { recursive: true });
    fs.writeFileSync(abs, text);
  }
}

/** Every file under a folder with its bytes, for "nothing changed" assertions. */
export function snapshotTree(base: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const ent of fs.readdirSync(dir, { withFileTypes: true })) {
      const abs = path.join(dir, ent.name);
      if (ent.isDirectory()) walk(abs);
      else if (ent.isFile()) out[path.relative(base, abs)] = fs.readFileSync(abs, 'utf8');
      else if (ent.isSymbolicLink()) out[path.relative(base, abs)] = `-> ${fs.readlinkSync(abs)}`;
    }
  };
  walk(base);
  return out;
}
