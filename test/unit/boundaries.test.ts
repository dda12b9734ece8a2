/**
 * Architecture rules that keep the hooks fast and the layers honest (docs/ARCHITECTURE.md#boundaries):
 * the hook path loads no heavy dependency, core/ touches no I/O, adapters go through services/.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type BuildOptions, type Metafile } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO } from '../helpers/server.js';
import { VERSION } from '../../server/src/version.js';

// Inputs are named as esbuild resolved them: node_modules may be a symlink (here to another
// checkout), so the package is matched wherever its node_modules folder is.
const HEAVY = /(^|\/)node_modules\/(@modelcontextprotocol|zod|ajv|yaml|@secretlint|gray-matter)\//;
const fromPackage = (name: string) => (input: string) => input.includes(`node_modules/${name}/`);

let meta: Metafile;
let hookMeta: Metafile;

beforeAll(async () => {
  type Options = (outdir: string) => BuildOptions;
  const { buildOptions, serverBuildOptions, hookBuildOptions } = (await import(pathToFileURL(path.join(REPO, 'scripts/build.mjs')).href)) as {
    buildOptions: Options;
    serverBuildOptions: Options;
    hookBuildOptions: Options;
  };
  // The server and the CLI are two builds (their outputs never share a path): one graph here.
  const [cli, server] = await Promise.all(
    [buildOptions, serverBuildOptions].map((options) => build({ ...options(path.join(REPO, 'server/dist')), metafile: true, write: false, logLevel: 'silent' })),
  );
  meta = { inputs: { ...cli!.metafile!.inputs, ...server!.metafile!.inputs }, outputs: { ...cli!.metafile!.outputs, ...server!.metafile!.outputs } };
  const hooks = await build({ ...hookBuildOptions(path.join(REPO, 'server/dist')), metafile: true, write: false, logLevel: 'silent' });
  hookMeta = hooks.metafile!;
});

describe('the hook bundles that hooks.json runs', () => {
  const inputsOfHookBundle = (name: string) => {
    const found = Object.entries(hookMeta.outputs).find(([out]) => out.endsWith(`/${name}`));
    if (!found) throw new Error(`no hook bundle ${name}`);
    return Object.keys(found[1].inputs);
  };

  it('session start and stop (hook.cjs, hook-main.cjs) load no SDK, zod, ajv, yaml, secretlint, gray-matter or picomatch', () => {
    for (const name of ['hook.cjs', 'hook-main.cjs']) {
      const inputs = inputsOfHookBundle(name);
      expect(inputs.filter((i) => HEAVY.test(i) || /picomatch/.test(i)), name).toEqual([]);
    }
    expect(inputsOfHookBundle('hook-main.cjs')).toContain('server/src/services/context.ts');
  });

  it('the edit hook (hook-edit.cjs) adds only glob matching; the opt-in auto-dream bundle holds the engine', () => {
    expect(inputsOfHookBundle('hook-edit.cjs').filter((i) => HEAVY.test(i))).toEqual([]);
    expect(inputsOfHookBundle('hook-dream.cjs')).toContain('server/src/services/consolidate.ts');
    expect(inputsOfHookBundle('hook-main.cjs')).not.toContain('server/src/services/consolidate.ts');
  });

  it('hooks.json runs every hook through hook.cjs', () => {
    const hooks = JSON.parse(fs.readFileSync(path.join(REPO, 'hooks/hooks.json'), 'utf8')) as { hooks: Record<string, { hooks: { command: string }[] }[]> };
    const commands = Object.values(hooks.hooks).flatMap((groups) => groups.flatMap((g) => g.hooks.map((h) => h.command)));
    expect(commands.length).toBe(3);
    for (const c of commands) expect(c).toMatch(/^node "\$\{CLAUDE_PLUGIN_ROOT\}\/server\/dist\/hook\.cjs" hook (session-start|post-tool-use|stop)$/);
  });
});

/** Every output reachable from `start` by static imports (what node loads before any dynamic import). */
function staticClosure(start: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length) {
    const out = queue.pop()!;
    if (seen.has(out)) continue;
    seen.add(out);
    for (const imp of meta.outputs[out]?.imports ?? []) {
      if (imp.kind === 'import-statement' && !imp.external) queue.push(imp.path);
    }
  }
  return seen;
}

function outputOfEntry(entry: string): string {
  const found = Object.entries(meta.outputs).find(([, o]) => o.entryPoint === entry);
  if (!found) throw new Error(`no output for ${entry}`);
  return found[0];
}

function outputContaining(input: string): string {
  const found = Object.entries(meta.outputs).find(([, o]) => input in o.inputs);
  if (!found) throw new Error(`no output contains ${input}`);
  return found[0];
}

function inputsOf(outputs: Iterable<string>): string[] {
  return [...outputs].flatMap((o) => Object.keys(meta.outputs[o]!.inputs));
}

describe('the first tool call of the MCP server', () => {
  // Resolving and linking ~60 chunks shared with the CLI took longer than evaluating the code
  // (the first search after a start waited for it): the use cases are one chunk of the server's.
  it('loads its use cases from a few files, not from a graph of chunks shared with the CLI', () => {
    const server = outputOfEntry('server/src/bin/server.ts');
    const atStart = staticClosure([server]);
    const lazy = meta.outputs[server]!.imports.find((i) => i.kind === 'dynamic-import' && 'server/src/mcp/services.ts' in (meta.outputs[i.path]?.inputs ?? {}));
    expect(lazy, 'server.js imports mcp/services.ts on demand').toBeDefined();
    const loadedThen = [...staticClosure([lazy!.path])].filter((o) => !atStart.has(o));
    expect(loadedThen.length, loadedThen.join(', ')).toBeLessThanOrEqual(3);
  });

  it('does not load a JavaScript parser for js-yaml (gray-matter) at run time', () => {
    const dist = path.join(REPO, 'server/dist');
    const files = fs.readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.js'));
    expect(files.length).toBeGreaterThan(3);
    expect(files.filter((f) => fs.readFileSync(path.join(dist, f), 'utf8').includes('_require("esprima")'))).toEqual([]);
  });
});

describe('the hook path of the CLI bundle', () => {
  it('loads no MCP SDK, zod, ajv, yaml, secretlint or gray-matter', () => {
    const cli = outputOfEntry('server/src/bin/cli.ts');
    const runner = outputContaining('server/src/hooks/runner.ts');
    expect(meta.outputs[cli]!.imports).toContainEqual(expect.objectContaining({ path: runner, kind: 'dynamic-import' }));
    // Each event's handler is imported on demand by the runner; check every one of them.
    const handlers = ['session-start', 'edit', 'stop'].map((h) => outputContaining(`server/src/hooks/${h}.ts`));
    for (const handler of handlers) {
      expect(meta.outputs[runner]!.imports).toContainEqual(expect.objectContaining({ path: handler, kind: 'dynamic-import' }));
      const inputs = inputsOf(staticClosure([cli, runner, handler]));
      expect(inputs.filter((i) => HEAVY.test(i)), handler).toEqual([]);
    }
    const sessionStart = inputsOf(staticClosure([cli, runner, handlers[0]!]));
    expect(sessionStart).toContain('server/src/services/context.ts');
    // Session start must not pay for glob matching either (it is only needed on edits).
    expect(sessionStart.filter((i) => /picomatch/.test(i))).toEqual([]);
  });

  it('the CLI entry alone (help, version, argument errors) loads no command module', () => {
    const inputs = inputsOf(staticClosure([outputOfEntry('server/src/bin/cli.ts')]));
    expect(inputs.filter((i) => HEAVY.test(i) || /server\/src\/(services|hooks|mcp)\//.test(i))).toEqual([]);
  });

  it('(control) the MCP server does load the SDK and zod, so the check above can fail', () => {
    const inputs = inputsOf(staticClosure([outputOfEntry('server/src/bin/server.ts')]));
    expect(inputs.some(fromPackage('@modelcontextprotocol/sdk'))).toBe(true);
    expect(inputs.some(fromPackage('zod'))).toBe(true);
    expect(inputs.filter((i) => HEAVY.test(i)).length).toBeGreaterThan(20);
    // …and the whole CLI bundle has the heavy parts too, behind dynamic imports (serve, writes).
    expect(Object.keys(meta.inputs).some(fromPackage('@secretlint/core'))).toBe(true);
    expect(Object.keys(meta.inputs).some(fromPackage('yaml'))).toBe(true);
  });
});

describe('the viewer (project-memory view)', () => {
  it('is in no hook bundle, not in the MCP server, and loaded by the CLI only when view runs', () => {
    const viewer = (i: string) => i.startsWith('server/src/viewer/') || i === 'server/src/services/viewer-data.ts' || i === 'server/src/cli/cmd-view.ts';
    for (const [out, o] of Object.entries(hookMeta.outputs)) expect(Object.keys(o.inputs).filter(viewer), out).toEqual([]);
    expect(inputsOf(staticClosure([outputOfEntry('server/src/bin/server.ts')])).filter(viewer)).toEqual([]);
    expect(inputsOf(staticClosure([outputOfEntry('server/src/bin/cli.ts')])).filter(viewer)).toEqual([]);
    // (control) the CLI bundle does hold it, behind the dynamic import of its command.
    expect(Object.keys(meta.outputs[outputContaining('server/src/viewer/server.ts')]!.inputs).some((i) => i.startsWith('server/src/viewer/'))).toBe(true);
  });
});

/** Module specifiers a TypeScript file imports, statically or dynamically (re-exports included). */
function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const specs = [
    ...text.matchAll(/^\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]/gm),
    ...text.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm),
    ...text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g),
  ];
  return specs.map((m) => m[1]!);
}

function tsFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((d) => d.isFile() && d.name.endsWith('.ts'))
    .map((d) => path.join(d.parentPath, d.name));
}

const SRC = path.join(REPO, 'server/src');
const rel = (f: string) => path.relative(SRC, f);

describe('import boundaries', () => {
  it('finds the imports it checks (self-test of the scanner)', () => {
    expect(importsOf(path.join(SRC, 'services/content-checks.ts'))).toEqual(expect.arrayContaining(['../core/errors.js', '../core/secrets.js']));
  });

  it('core/ is pure: no file system, no child processes', () => {
    const offenders = tsFiles(path.join(SRC, 'core')).flatMap((f) =>
      importsOf(f)
        .filter((s) => /^(node:)?(fs|fs\/promises|child_process)$/.test(s))
        .map((s) => `${rel(f)} imports ${s}`),
    );
    expect(offenders).toEqual([]);
  });

  it('the adapters (mcp/, hooks/, cli/, viewer/) reach storage only through services/', () => {
    const offenders = ['mcp', 'hooks', 'cli', 'viewer'].flatMap((layer) =>
      tsFiles(path.join(SRC, layer)).flatMap((f) =>
        importsOf(f)
          .filter((s) => s.startsWith('../storage/'))
          .map((s) => `${rel(f)} imports ${s}`),
      ),
    );
    expect(offenders).toEqual([]);
  });

  it('zod is imported only by mcp/', () => {
    const offenders = tsFiles(SRC)
      .filter((f) => !rel(f).startsWith('mcp/'))
      .flatMap((f) => importsOf(f).filter((s) => s === 'zod' || s.startsWith('zod/')).map((s) => `${rel(f)} imports ${s}`));
    expect(offenders).toEqual([]);
  });
});

describe('version', () => {
  it('package.json and server/src/version.ts agree', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(REPO, 'package.json'), 'utf8')) as { version: string };
    expect(VERSION).toBe(pkg.version);
    expect(VERSION).toMatch(/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/);
  });
});
