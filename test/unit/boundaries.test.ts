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
    [buildOptions, serverBuildOptions].map((options) =>
      build({ ...options(path.join(REPO, 'server/dist')), metafile: true, write: false, logLevel: 'silent' }),
    ),
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
      expect(
        inputs.filter((i) => HEAVY.test(i) || /picomatch/.test(i)),
        name,
      ).toEqual([]);
    }
    expect(inputsOfHookBundle('hook-main.cjs')).toContain('server/src/services/context.ts');
  });

  it('hook.cjs, parsed at every hook run, holds session start from the context cache only: no node:vm or node:os, no code cache loader, no context build', () => {
    const [, out] = Object.entries(hookMeta.outputs).find(([o]) => o.endsWith('/hook.cjs'))!;
    const builtins = out.imports.filter((i) => i.external && i.path.startsWith('node:')).map((i) => i.path);
    expect([...new Set(builtins)].sort()).toEqual(['node:fs', 'node:module', 'node:path']);
    const inputs = inputsOfHookBundle('hook.cjs');
    expect(inputs).toContain('server/src/hooks/context-cache.ts');
    for (const slow of ['server/src/bin/hook-load.ts', 'server/src/hooks/runner.ts', 'server/src/services/context.ts', 'server/src/storage/root.ts'])
      expect(inputs).not.toContain(slow);
    // The rest is required only when the cache cannot answer.
    expect(out.imports.filter((i) => i.external && !i.path.startsWith('node:')).map((i) => i.path)).toEqual(['./hook-load.cjs']);
    expect(inputsOfHookBundle('hook-load.cjs')).toContain('server/src/bin/hook-load.ts');
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

  // The first search of a session is answered before the use cases load (mcp/lazy.ts): its chunk
  // must stay small (measured: the use cases chunk is ~830 KB, most of it YAML and /dream code).
  it('answers search from a chunk of its own that loads no YAML, /dream or use case of other tools', () => {
    const server = outputOfEntry('server/src/bin/server.ts');
    const atStart = staticClosure([server]);
    const early = meta.outputs[server]!.imports.find(
      (i) => i.kind === 'dynamic-import' && 'server/src/mcp/search-services.ts' in (meta.outputs[i.path]?.inputs ?? {}),
    );
    expect(early, 'server.js imports mcp/search-services.ts on demand').toBeDefined();
    const loaded = [...staticClosure([early!.path])].filter((o) => !atStart.has(o));
    const inputs = inputsOf(loaded);
    expect(inputs).toContain('server/src/services/search-scan.ts');
    expect(inputs.filter((i) => HEAVY.test(i) || /js-yaml|diff-match-patch|services\/(consolidate|projects|files|prepare)\.ts$/.test(i))).toEqual([]);
    const bytes = loaded.reduce((sum, o) => sum + meta.outputs[o]!.bytes, 0);
    expect(bytes).toBeLessThan(300 * 1024);
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
      expect(
        inputs.filter((i) => HEAVY.test(i)),
        handler,
      ).toEqual([]);
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

  it('zod is imported only by mcp/', () => {
    const offenders = tsFiles(SRC)
      .filter((f) => !rel(f).startsWith('mcp/'))
      .flatMap((f) =>
        importsOf(f)
          .filter((s) => s === 'zod' || s.startsWith('zod/'))
          .map((s) => `${rel(f)} imports ${s}`),
      );
    expect(offenders).toEqual([]);
  });
});

/** Every import of a TypeScript file: specifier, and whether only types are imported. */
function importEdges(file: string): { spec: string; typeOnly: boolean }[] {
  const text = fs.readFileSync(file, 'utf8');
  const edges = [
    ...[...text.matchAll(/^\s*(import|export)\s([^'"]*?)from\s+['"]([^'"]+)['"]/gm)].map((m) => ({ spec: m[3]!, typeOnly: /^type\s/.test(m[2]!) })),
    ...[...text.matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm)].map((m) => ({ spec: m[1]!, typeOnly: false })),
    ...[...text.matchAll(/(typeof\s+)?\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => ({ spec: m[2]!, typeOnly: m[1] !== undefined })),
  ];
  return edges;
}

/** The layers, innermost first (docs/ARCHITECTURE.md#layers); version.ts is a constant, as pure as core. */
const LAYER_RANK: Record<string, number> = { core: 0, 'version.ts': 0, storage: 1, services: 2, mcp: 3, hooks: 3, cli: 3, viewer: 3, bin: 4 };
const layerOf = (relFile: string) => relFile.split('/')[0]!;

/** The source files of server/src and, for each, the source files it imports (types included). */
function sourceGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const f of tsFiles(SRC)) {
    const targets = importEdges(f)
      .filter((e) => e.spec.startsWith('.'))
      .map((e) => path.join(path.dirname(f), e.spec.replace(/\.js$/, '.ts')))
      .filter((t) => fs.existsSync(t));
    graph.set(rel(f), targets.map(rel));
  }
  return graph;
}

/** Strongly connected components of more than one file (Tarjan), or a file importing itself. */
function cyclesOf(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || (graph.get(v) ?? []).includes(v)) cycles.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return cycles;
}

/**
 * File-system and child-process modules outside storage/, each with its reason: what they touch
 * is the process's own streams, its own bundle, or a program the user runs, not memory files.
 */
const IO_OUTSIDE_STORAGE: Record<string, string> = {
  'hooks/stdio.ts': 'reads the payload from stdin (fd 0) and writes one line to stdout (fd 1) without building a stream',
  'bin/hook.ts': 'the entry stats hook-main.cjs, the build the context cache is kept for; it must stay one small file',
  'bin/hook-load.ts': 'the loader reads hook-main.cjs and its V8 cache',
  'cli/editor.ts': "a scratch file for $EDITOR and the editor's process",
  'cli/cmd-view.ts': 'starts the detached viewer process',
  'services/sync.ts': 'realpath of the root against git (left for the sync owner to move)',
};

describe('the import graph (docs/ARCHITECTURE.md#boundaries)', () => {
  const graph = sourceGraph();

  it('reads every file, and the edges it checks (self-test)', () => {
    expect(graph.size).toBeGreaterThan(150);
    for (const f of graph.keys()) expect(LAYER_RANK[layerOf(f)], `${f} is in no layer`).toBeDefined();
    expect(graph.get('mcp/lazy.ts')).toContain('mcp/services.ts'); // `typeof import(...)` counts
    expect(graph.get('bin/cli.ts')).toContain('hooks/runner.ts'); // dynamic imports count
    // (control) the checks below find a planted backward edge and a planted cycle.
    const planted = new Map(graph);
    planted.set('core/errors.ts', [...(graph.get('core/errors.ts') ?? []), 'services/files.ts']);
    expect(cyclesOf(planted).length).toBeGreaterThan(0);
  });

  it('goes one way: core <- storage <- services <- adapters (mcp, hooks, cli, viewer) <- bin', () => {
    const offenders = [...graph].flatMap(([from, tos]) =>
      tos
        .filter((to) => {
          const a = layerOf(from);
          const b = layerOf(to);
          if (LAYER_RANK[b]! > LAYER_RANK[a]!) return true;
          // Adapters never import one another: what they share is in services/ (cli/hosted.ts).
          return LAYER_RANK[a] === 3 && LAYER_RANK[b] === 3 && a !== b;
        })
        .map((to) => `${from} imports ${to}`),
    );
    expect(offenders).toEqual([]);
  });

  it('has no import cycle between modules', () => {
    expect(cyclesOf(graph)).toEqual([]);
  });

  it('touches the file system and runs processes only in storage/ (types aside), exceptions named', () => {
    const offenders = tsFiles(SRC)
      .filter((f) => !rel(f).startsWith('storage/') && !(rel(f) in IO_OUTSIDE_STORAGE))
      .flatMap((f) =>
        importEdges(f)
          .filter((e) => !e.typeOnly && /^(node:)?(fs|fs\/promises|child_process)$/.test(e.spec))
          .map((e) => `${rel(f)} imports ${e.spec}`),
      );
    expect(offenders).toEqual([]);
    // Each exception is still needed (a stale one would hide a new use).
    for (const f of Object.keys(IO_OUTSIDE_STORAGE)) {
      expect(
        importEdges(path.join(SRC, f)).some((e) => !e.typeOnly && /^(node:)?(fs|child_process)$/.test(e.spec)),
        f,
      ).toBe(true);
    }
  });

  it('core, storage and services print nothing: the adapters decide what is shown', () => {
    const offenders = tsFiles(SRC)
      .filter((f) => ['core', 'storage', 'services'].includes(layerOf(rel(f))))
      .filter((f) => /process\.(stdout|stderr)|console\.(log|error|warn|info)/.test(fs.readFileSync(f, 'utf8')))
      .map(rel);
    expect(offenders).toEqual([]);
  });

  it('replaces no method of the MCP SDK (its request handlers and registerTool are used as offered)', () => {
    const offenders = tsFiles(SRC)
      .filter((f) => /\.(setRequestHandler|registerTool|setNotificationHandler)\s*=[^=]/.test(fs.readFileSync(f, 'utf8')))
      .map(rel);
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
