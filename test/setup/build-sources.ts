// Most tests drive the bundles under server/dist as separate processes (the server over stdio, the
// hooks, the CLI). Building them from the sources before every run makes those tests exercise what
// the sources say, not whatever bundle was last committed; CI's check-dist separately proves the
// committed bundle equals a fresh build. The build takes under a second.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export default function setup(): void {
  execFileSync(process.execPath, [path.join(repo, 'scripts/build.mjs')], { cwd: repo, stdio: 'inherit' });
}
