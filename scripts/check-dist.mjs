// Fails when the committed bundle or plugin/ differs from a fresh build: the plugin is installed
// by copying plugin/ (which links the bundle), so a stale one would ship old code to every user.
import { execFileSync } from 'node:child_process';
import { lstatSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildPlugin } from './build-plugin.mjs';

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
  // plugin/: the same files, and links with the same target (never followed).
  const freshPlugin = buildPlugin(root, path.join(fresh, 'plugin'));
  const entries = (dir, base = dir) =>
    readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name);
      const stat = lstatSync(full);
      if (stat.isDirectory()) return entries(full, base);
      const kind = stat.isSymbolicLink() ? `link -> ${readlinkSync(full)}` : readFileSync(full).toString('base64');
      return [[path.relative(base, full), kind]];
    });
  let committedPlugin = [];
  try {
    committedPlugin = entries(path.join(root, 'plugin'));
  } catch {
    problems.push('plugin/ is missing');
  }
  const want = new Map(entries(freshPlugin));
  const have = new Map(committedPlugin);
  for (const f of new Set([...want.keys(), ...have.keys()])) {
    if (!have.has(f)) problems.push(`missing from plugin/: ${f}`);
    else if (!want.has(f)) problems.push(`not produced by a fresh build: plugin/${f}`);
    else if (have.get(f) !== want.get(f)) problems.push(`differs: plugin/${f}`);
  }
  if (problems.length) {
    console.error(`server/dist or plugin/ is stale; run \`npm run build\` and commit the result:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log('server/dist and plugin/ match a fresh build.');
} finally {
  rmSync(fresh, { recursive: true, force: true });
}
