/** Bundles a TypeScript module to a temp .mjs so that child processes can run it directly. */
import path from 'node:path';
import { build } from 'esbuild';
import { REPO } from './server.js';
import { tempDir } from './tmp.js';

export async function bundleForChild(entrySource: string, name = 'child'): Promise<string> {
  const dir = tempDir('pm-child-');
  const entry = path.join(dir, `${name}.ts`);
  const out = path.join(dir, `${name}.mjs`);
  const fs = await import('node:fs');
  fs.writeFileSync(entry, entrySource.replaceAll('@src/', `${path.join(REPO, 'server/src')}/`));
  await build({
    entryPoints: [entry],
    outfile: out,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    logLevel: 'error',
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
    nodePaths: [path.join(REPO, 'node_modules')],
  });
  return out;
}
