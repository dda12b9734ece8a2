// The layer rules of docs/ARCHITECTURE.md#layers as two ESLint rules over server/src:
// `layers/direction` (an import goes only to a lower layer or to its own) and `layers/no-cycle`
// (no module imports itself back through a chain of imports).
// Hand-written rather than eslint-plugin-import-x: that plugin depends on a native resolver
// (unrs-resolver), and both rules need only the relative imports of our own files, which the
// TypeScript scanner already in devDependencies lists exactly.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * What each layer may import, besides itself and the files at the top of server/src (version.ts).
 * cli is the command dispatcher: it starts the hook runner (`hook`), the viewer (`view`) and the
 * MCP server (`serve`); the other adapters know nothing of each other.
 */
export const MAY_IMPORT = {
  core: [],
  storage: ['core'],
  services: ['core', 'storage'],
  mcp: ['core', 'services'],
  hooks: ['core', 'services'],
  viewer: ['core', 'services'],
  cli: ['core', 'services', 'hooks', 'viewer', 'mcp'],
  bin: ['core', 'storage', 'services', 'mcp', 'hooks', 'viewer', 'cli'],
};

/** `foo.js` in a specifier names `foo.ts` in the sources (NodeNext resolution). */
function resolveRelative(fromFile, spec) {
  if (!spec.startsWith('./') && !spec.startsWith('../')) return null;
  const target = path.resolve(path.dirname(fromFile), spec);
  for (const candidate of [target.replace(/\.(m|c)?js$/, '.$1ts'), target, `${target}.ts`, path.join(target, 'index.ts')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

function srcRootOf(file) {
  const marker = `${path.sep}server${path.sep}src${path.sep}`;
  const at = file.lastIndexOf(marker);
  return at < 0 ? null : file.slice(0, at + marker.length - 1);
}

/** The layer of a file under server/src: its first folder, or '' for the files at the top. */
function layerOf(src, file) {
  const parts = path.relative(src, file).split(path.sep);
  return parts.length === 1 ? '' : parts[0];
}

/** `a/b.ts -> c/d.ts` pairs, relative to server/src, that the rule lets through for now. */
function allowanceSet(options) {
  return new Set((options?.allow ?? []).map((pair) => pair.replace(/\s+/g, ' ').trim()));
}

const allowOption = [
  {
    type: 'object',
    properties: { allow: { type: 'array', items: { type: 'string' } } },
    additionalProperties: false,
  },
];

/** Relative imports of a file: static, `import type`, re-exports and `import()` alike. */
function importsOf(file, text) {
  const info = ts.preProcessFile(text, true, true);
  return info.importedFiles.map((i) => i.fileName);
}

/**
 * Walks the statements ESLint parsed for the specifiers this rule checks, with their nodes, so a
 * report points at the import itself.
 */
function importNodes(onImport) {
  const visit = (node) => {
    if (node.source && typeof node.source.value === 'string') onImport(node, node.source.value);
  };
  return {
    ImportDeclaration: visit,
    ExportNamedDeclaration: visit,
    ExportAllDeclaration: visit,
    ImportExpression: visit,
  };
}

/** Reports, in the file an allowance names, an allowance that matches no import any more. */
function reportStale(context, allowances, seen, src, file) {
  const me = path.relative(src, file).split(path.sep).join('/');
  for (const pair of allowances) {
    if (pair.startsWith(`${me} -> `) && !seen.has(pair)) {
      context.report({ loc: { line: 1, column: 0 }, messageId: 'stale', data: { pair } });
    }
  }
}

const direction = {
  meta: {
    type: 'problem',
    docs: { description: 'An import goes only down the layers of docs/ARCHITECTURE.md#layers' },
    schema: allowOption,
    messages: {
      upward:
        '{{from}}/ may not import {{to}}/ ({{spec}}): layers go core <- storage <- services <- adapters (mcp, hooks, viewer; cli dispatches to them) <- bin.',
      stale: 'The allowance "{{pair}}" is not needed any more: remove it from eslint.config.js.',
    },
  },
  create(context) {
    const file = context.filename;
    const src = srcRootOf(file);
    if (!src) return {};
    const from = layerOf(src, file);
    const allowed = MAY_IMPORT[from];
    const allowances = allowanceSet(context.options[0]);
    const seen = new Set();
    const rel = (f) => path.relative(src, f).split(path.sep).join('/');
    const handlers = importNodes((node, spec) => {
      const target = resolveRelative(file, spec);
      if (!target || !target.startsWith(src + path.sep)) return;
      const to = layerOf(src, target);
      if (to === '' || to === from || !allowed || allowed.includes(to)) return;
      const pair = `${rel(file)} -> ${rel(target)}`;
      if (allowances.has(pair)) {
        seen.add(pair);
        return;
      }
      context.report({ node: node.source, messageId: 'upward', data: { from, to, spec } });
    });
    handlers['Program:exit'] = () => reportStale(context, allowances, seen, src, file);
    return handlers;
  },
};

/** One import graph of server/src per lint run, keyed by its folder. */
const graphs = new Map();

function graphOf(src) {
  let graph = graphs.get(src);
  if (graph) return graph;
  graph = new Map();
  const files = fs
    .readdirSync(src, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile() && d.name.endsWith('.ts'))
    .map((d) => path.join(d.parentPath, d.name));
  for (const f of files) {
    const targets = importsOf(f, fs.readFileSync(f, 'utf8'))
      .map((s) => resolveRelative(f, s))
      .filter((t) => t !== null);
    graph.set(f, targets);
  }
  graphs.set(src, graph);
  return graph;
}

/**
 * A shortest chain of imports from `start` back to `goal`, or null (breadth-first). An allowed
 * edge is left out, so allowing one import of a cycle lets the whole cycle through.
 */
function pathBack(graph, start, goal, skip) {
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length) {
    const at = queue.shift();
    for (const next of graph.get(at) ?? []) {
      if (skip(at, next)) continue;
      if (next === goal) {
        const chain = [at];
        for (let p = previous.get(at); p; p = previous.get(p)) chain.unshift(p);
        return chain;
      }
      if (!previous.has(next)) {
        previous.set(next, at);
        queue.push(next);
      }
    }
  }
  return null;
}

const noCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'No module of server/src imports itself back, type imports included' },
    schema: allowOption,
    messages: {
      cycle: 'Import cycle: {{chain}}. Move what both sides need into a lower module.',
      stale: 'The allowance "{{pair}}" is not needed any more: remove it from eslint.config.js.',
    },
  },
  create(context) {
    const file = context.filename;
    const src = srcRootOf(file);
    if (!src) return {};
    const allowances = allowanceSet(context.options[0]);
    const seen = new Set();
    const rel = (f) => path.relative(src, f).split(path.sep).join('/');
    // The file on disk is what the graph holds; the text being linted decides what is reported.
    const graph = graphOf(src);
    const handlers = importNodes((node, spec) => {
      const target = resolveRelative(file, spec);
      if (!target || !target.startsWith(src + path.sep)) return;
      const pair = `${rel(file)} -> ${rel(target)}`;
      const skip = (a, b) => allowances.has(`${rel(a)} -> ${rel(b)}`);
      const chain = target === file ? [] : pathBack(graph, target, file, skip);
      if (!chain) return;
      if (allowances.has(pair)) {
        // Still a cycle, so the allowance is still needed.
        seen.add(pair);
        return;
      }
      const names = [file, ...chain, file].map(rel).join(' -> ');
      context.report({ node: node.source, messageId: 'cycle', data: { chain: names } });
    });
    handlers['Program:exit'] = () => reportStale(context, allowances, seen, src, file);
    return handlers;
  },
};

export default {
  meta: { name: 'project-memory-layers' },
  rules: { direction, 'no-cycle': noCycle },
};
