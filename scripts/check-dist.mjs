// Fails when the committed bundle differs from a fresh build: a plugin is installed by copying
// the repository, so a stale server/dist would ship old code to every user.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const committed = path.join(root, 'server/dist');
const fresh = mkdtempSync(path.join(tmpdir(), 'pm-dist-'));

function list(dir, base = dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...list(full, base));
    else out.push(path.relative(base, full));
  }
  return out.sort();
}

try {
  execFileSync(process.execPath, [path.join(root, 'scripts/build.mjs'), fresh], { stdio: 'inherit' });
  const a = list(committed);
  const b = list(fresh);
  const problems = [];
  for (const f of new Set([...a, ...b])) {
    if (!a.includes(f)) problems.push(`missing from server/dist: ${f}`);
    else if (!b.includes(f)) problems.push(`not produced by a fresh build: ${f}`);
    else if (!readFileSync(path.join(committed, f)).equals(readFileSync(path.join(fresh, f)))) problems.push(`differs: ${f}`);
  }
  if (problems.length) {
    console.error(`server/dist is stale; run \`npm run build\` and commit the result:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log('server/dist matches a fresh build.');
} finally {
  rmSync(fresh, { recursive: true, force: true });
}
