// package.json is the one source of the version and of the repository URL. This writes them where
// Claude Code and the code read them: homepage and bugs in package.json, version, homepage and
// repository in .claude-plugin/plugin.json (and its copy in plugin/), the marketplace entry's
// version, and server/src/version.ts. To release: set "version" (and, once known, the real
// repository.url) in package.json, run this, add the CHANGELOG section.
//
// Usage: node scripts/sync-manifests.mjs [--check]   (--check: write nothing, exit 1 if out of step)
import { readFileSync, realpathSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildPlugin } from './build-plugin.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PLUGIN_NAME = 'project-memory';
const VERSION_TS = 'server/src/version.ts';

const readJson = (rel) => JSON.parse(readFileSync(path.join(root, rel), 'utf8'));
const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

/** The web address of the repository: `git+https://host/o/r.git` -> `https://host/o/r`. */
export function repositoryWeb(pkg) {
  const url = typeof pkg.repository === 'string' ? pkg.repository : pkg.repository?.url;
  if (!url) throw new Error('package.json has no repository.url');
  return url.replace(/^git\+/, '').replace(/\.git$/, '');
}

/** Every file whose content must change: `[{ file, text }]` (empty when all are in step). */
export function plan() {
  const pkg = readJson('package.json');
  const web = repositoryWeb(pkg);
  const changes = [];
  const json = (file, edit) => {
    const before = readJson(file);
    const after = edit(structuredClone(before));
    if (!same(before, after)) changes.push({ file, text: `${JSON.stringify(after, null, 2)}\n` });
  };
  json('package.json', (p) => ({ ...p, homepage: `${web}#readme`, bugs: { url: `${web}/issues` } }));
  json('.claude-plugin/plugin.json', (p) => ({ ...p, version: pkg.version, homepage: `${web}#readme`, repository: web }));
  json('.claude-plugin/marketplace.json', (m) => {
    for (const entry of m.plugins) if (entry.name === PLUGIN_NAME) entry.version = pkg.version;
    return m;
  });
  const ts = readFileSync(path.join(root, VERSION_TS), 'utf8');
  const wanted = ts.replace(/export const VERSION = '[^']*';/, `export const VERSION = '${pkg.version}';`);
  if (wanted !== ts) changes.push({ file: VERSION_TS, text: wanted });
  return changes;
}

if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const changes = plan();
  if (process.argv.includes('--check')) {
    if (changes.length) {
      console.error(`Out of step with package.json: ${changes.map((c) => c.file).join(', ')}. Run node scripts/sync-manifests.mjs.`);
      process.exit(1);
    }
  } else {
    for (const { file, text } of changes) writeFileSync(path.join(root, file), text);
    if (changes.length) buildPlugin(root);
    console.log(changes.length ? `Updated ${changes.map((c) => c.file).join(', ')}.` : 'Already in step with package.json.');
  }
}
