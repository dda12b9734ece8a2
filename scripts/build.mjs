// Builds the committed bundles under server/dist. Readable (not minified): minified bundles
// started 7 % slower here and are unreviewable in a diff. Code splitting keeps the MCP SDK,
// zod and ajv out of everything the CLI loads (they cost ~1.5x a bare node start).
// The hooks get bundles of their own: hook.cjs (session start's answer from the context cache,
// nothing more, since every byte of it is parsed at every run), hook-load.cjs (a loader that runs
// hook-main.cjs through a V8 code cache) and hook-main.cjs, ONE CommonJS file, because a hook runs on every session start
// and edit, where resolving and linking a graph of ESM chunks cost more than the hook's work;
// the edit hooks' handler (with picomatch) is hook-edit.cjs, required only by those events.
// The options are exported so that a test can check what each bundle loads (metafile).
import { build, transformSync } from 'esbuild';
import { realpathSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/**
 * For the hook bundles: (1) the edit hooks' handler (with picomatch) stays in hook-edit.cjs,
 * required only by those events, so session start compiles half the code; (2) `import fs from 'node:fs'` becomes
 * `const fs = require('node:fs')`: esbuild's CommonJS interop would otherwise copy every export
 * of the module into a wrapper object at each of ~40 import sites (~1 ms of a 10 ms budget).
 */
function hookBundlePlugin() {
  return {
    name: 'hook-bundle',
    setup(b) {
      b.onResolve({ filter: /^\.\/edit\.js$/ }, (args) =>
        args.importer.endsWith(path.join('hooks', 'runner.ts')) ? { path: './hook-edit.cjs', external: true } : undefined,
      );
      // The entry (bin/hook.ts) loads its slow path from the bundle next to it, hook-load.cjs.
      b.onResolve({ filter: /^\.\/hook-load\.js$/ }, (args) =>
        args.importer.endsWith(path.join('bin', 'hook.ts')) ? { path: './hook-load.cjs', external: true } : undefined,
      );
      b.onResolve({ filter: /^\.\/auto-dream\.js$/ }, (args) =>
        args.importer.endsWith(path.join('hooks', 'stop.ts')) ? { path: './hook-dream.cjs', external: true } : undefined,
      );
      b.onLoad({ filter: /server[\\/]src[\\/].*\.ts$/ }, async (args) => {
        const source = await readFile(args.path, 'utf8');
        const contents = source.replace(/^import (\w+) from '(node:[\w/]+)';$/gm, "const $1 = require('$2');");
        return { contents, loader: 'ts' };
      });
    },
  };
}

/**
 * For the server bundle: the MCP SDK's Ajv validator is replaced by a stub (see
 * server/src/mcp/no-json-schema-validator.ts). If an SDK update moves the import, this matches
 * nothing and Ajv is simply bundled again.
 */
function withoutAjvPlugin() {
  return {
    name: 'without-ajv',
    setup(b) {
      b.onResolve({ filter: /\/validation\/ajv-provider\.js$/ }, (args) =>
        /@modelcontextprotocol[\\/]sdk[\\/]dist[\\/]esm[\\/]server[\\/]index\.js$/.test(args.importer)
          ? { path: path.join(root, 'server/src/mcp/no-json-schema-validator.ts') }
          : undefined,
      );
    },
  };
}

const common = {
  absWorkingDir: root,
  bundle: true,
  platform: 'node',
  target: 'node20',
  minify: false,
  sourcemap: false,
  legalComments: 'none',
  logLevel: 'warning',
};

/** The hook bundles: hook.cjs (entry), hook-load.cjs (loader), hook-main.cjs, hook-edit.cjs. */
export function hookBuildOptions(outdir) {
  return {
    ...common,
    entryPoints: {
      hook: 'server/src/bin/hook.ts',
      // The V8 code cache loader of hook-main.cjs: required by hook.cjs unless the context cache answers.
      'hook-load': 'server/src/bin/hook-load.ts',
      'hook-main': 'server/src/bin/hook-main.ts',
      'hook-edit': 'server/src/hooks/edit.ts',
      // Opt-in auto-dream at Stop: the consolidation engine, required only when enabled.
      'hook-dream': 'server/src/hooks/auto-dream.ts',
    },
    outdir,
    outExtension: { '.js': '.cjs' },
    format: 'cjs',
    // import() of hook-edit.cjs becomes require(): hook-main.cjs runs inside vm.Script, where a
    // dynamic import() would need a loader callback.
    supported: { 'dynamic-import': false },
    plugins: [hookBundlePlugin()],
  };
}

/**
 * secretlint times each scan with @secretlint/profiler, which keeps every performance mark for
 * the life of the process and, at each end mark, searches all the marks kept so far: a server
 * that scanned 1,800 texts held 36 MB more heap, and each scan got slower than the one before
 * (measured: the secret suites ran 2x slower in one long-lived process than in fresh ones).
 * Nothing reads the timings, so the bundles get a profiler that records nothing.
 */
function withoutSecretlintProfilerPlugin() {
  return {
    name: 'without-secretlint-profiler',
    setup(b) {
      b.onResolve({ filter: /^@secretlint\/profiler$/ }, () => ({ path: 'secretlint-profiler', namespace: 'pm-stub' }));
      b.onLoad({ filter: /^secretlint-profiler$/, namespace: 'pm-stub' }, () => ({
        contents: 'export const secretLintProfiler = { mark() {} };\nexport class SecretLintProfiler { mark() {} }\n',
        loader: 'js',
      }));
    },
  };
}

/**
 * The CLI: ESM with code splitting (one chunk per command). `serve` imports the server's own
 * bundle (`./server.js`, from the composition root bin/cli.ts), so the MCP SDK and zod are not
 * built twice.
 */
export function buildOptions(outdir) {
  return {
    ...common,
    entryPoints: { cli: 'server/src/bin/cli.ts' },
    outdir,
    splitting: true,
    format: 'esm',
    chunkNames: 'chunks/[name]-[hash]',
    plugins: [serverFromCliPlugin(), withoutSecretlintProfilerPlugin()],
    banner: esmBanner,
  };
}

/**
 * The MCP server, built on its own: its use cases load as one chunk (`server-chunks/services-*`)
 * at the first tool call. Built together with the CLI they were split over ~60 chunks shared
 * with the commands, and resolving and linking those made the first call of a server (the first
 * search included) wait twice as long as the code it runs (measured: import of the use cases
 * 160-230 ms CPU as 60 chunks, ~100 ms as one, on a loaded 2-core machine).
 */
export function serverBuildOptions(outdir) {
  return {
    ...common,
    entryPoints: { server: 'server/src/bin/server.ts' },
    outdir,
    splitting: true,
    format: 'esm',
    chunkNames: 'server-chunks/[name]-[hash]',
    plugins: [withoutAjvPlugin(), withoutSecretlintProfilerPlugin()],
    banner: esmBanner,
  };
}

// Some bundled CommonJS dependencies call require(); ESM output has none without this.
const esmBanner = {
  js: "#!/usr/bin/env node\nimport { createRequire as __pmCreateRequire } from 'node:module';\nconst require = __pmCreateRequire(import.meta.url);",
};

/** `project-memory serve` runs the server bundle instead of bundling the server into the CLI. */
function serverFromCliPlugin() {
  return {
    name: 'server-from-cli',
    setup(b) {
      // bin/cli.ts (the composition root) is the entry cli.js, next to server.js.
      b.onResolve({ filter: /^\.\/server\.js$/ }, (args) =>
        args.importer.endsWith(path.join('bin', 'cli.ts')) ? { path: './server.js', external: true } : undefined,
      );
    },
  };
}

/**
 * esbuild names split chunks by content hash, and a hash changes whenever any chunk it imports
 * changes, so one edited line renamed every chunk: each rebuild committed ~2.6 MB of files deleted
 * and added. This renames them after their content's origin instead, so a rebuild is a diff of
 * the lines that changed: an entry-like chunk (`cmd-dream-HASH.js`) becomes `cmd-dream.js`, a
 * shared one (`chunk-HASH.js`) is named after its first source module (`chunk-core-errors.js`).
 */
export function stableChunkNames(outputFiles, metafile, outdir) {
  const rel = (p) => path.relative(outdir, p).split(path.sep).join('/');
  const taken = new Set();
  const renames = new Map();
  const chunks = outputFiles.filter((f) => /^(server-)?chunks\/.+-[A-Z0-9]{8}\.js$/.test(rel(f.path)));
  const sourceName = (file) => {
    const meta = metafile.outputs[path.relative(root, file.path).split(path.sep).join('/')];
    const inputs = Object.keys(meta?.inputs ?? {}).sort();
    const own = inputs.find((i) => i.startsWith('server/src/')) ?? inputs[0] ?? 'shared';
    return own
      .replace(/^server\/src\//, '')
      .replace(/^.*node_modules\//, '')
      .replace(/\.(m|c)?[jt]s$/, '')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .toLowerCase()
      .slice(0, 60);
  };
  // Sorted so that two chunks wanting one name get the same suffixes on every build.
  for (const file of [...chunks].sort((a, b) => rel(a.path).localeCompare(rel(b.path)))) {
    const [, name] = /^(?:server-)?chunks\/(.+)-[A-Z0-9]{8}\.js$/.exec(rel(file.path));
    let wanted = name === 'chunk' ? `chunk-${sourceName(file)}` : name;
    for (let n = 2; taken.has(wanted); n += 1) wanted = `${wanted.replace(/-\d+$/, '')}-${n}`;
    taken.add(wanted);
    renames.set(path.basename(file.path), `${wanted}.js`);
  }
  const pattern = new RegExp([...renames.keys()].map((k) => k.replace(/[.]/g, '\\.')).join('|'), 'g');
  return outputFiles.map((f) => {
    const base = path.basename(f.path);
    const target = renames.has(base) ? path.join(path.dirname(f.path), renames.get(base)) : f.path;
    const text = renames.size ? f.text.replace(pattern, (m) => renames.get(m)) : f.text;
    return { path: target, text };
  });
}

/**
 * V8 keeps the source of every loaded module for the life of the process (functions compile
 * lazily from it), as one byte per character only when every character is Latin-1: one em dash
 * in a comment of the MCP SDK made server.js (~500 KB) a two-byte string, 976 KB of the idle
 * server's heap. esbuild escapes strings but keeps comments verbatim, so the characters beyond
 * Latin-1 in comments are written as `\u{...}` text. Only comments: the result must minify to
 * exactly what the original minifies to (minifying drops comments), else the file is kept as it
 * was (test/integration/bundles.test.ts checks that the server's start-up modules are Latin-1).
 */
export function latin1Comments(text) {
  if (!/[^\x00-\xff]/.test(text)) return text;
  const escaped = text
    .split('\n')
    .map((line) => {
      // A line of a block comment, or the part after `//` (then checked below: `//` may be in a string).
      const at = /^\s*(\/\*|\*)/.test(line) ? 0 : line.indexOf('//');
      if (at < 0) return line;
      const tail = line.slice(at).replace(/[^\x00-\xff]/gu, (c) => `\\u{${c.codePointAt(0).toString(16)}}`);
      return line.slice(0, at) + tail;
    })
    .join('\n');
  if (escaped === text) return text;
  const min = (code) => transformSync(code, { minify: true, format: 'esm', target: 'node20', logLevel: 'silent' }).code;
  return min(escaped) === min(text) ? escaped : text;
}

/** Builds the ESM bundles and writes them under stable chunk names. */
export async function buildEsm(outdir) {
  for (const options of [serverBuildOptions(outdir), buildOptions(outdir)]) {
    const result = await build({ ...options, metafile: true, write: false });
    for (const file of stableChunkNames(result.outputFiles, result.metafile, outdir)) {
      await mkdir(path.dirname(file.path), { recursive: true });
      await writeFile(file.path, latin1Comments(file.text));
    }
  }
}

// Run as a script (node scripts/build.mjs [outdir]), not when imported; realpath because node
// resolves symlinks for import.meta.url but not for argv[1].
if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outdir = process.argv[2] ? path.resolve(process.argv[2]) : path.join(root, 'server/dist');
  await rm(outdir, { recursive: true, force: true });
  await build(hookBuildOptions(outdir));
  await buildEsm(outdir);
  // The repository's own build also refreshes plugin/ (the folder the marketplace installs).
  if (!process.argv[2]) (await import('./build-plugin.mjs')).buildPlugin(root);
}
