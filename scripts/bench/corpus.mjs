#!/usr/bin/env node
// Seeded generator of a project-memory root for benchmarks and load tests.
//
//   node scripts/bench/corpus.mjs <root> [--projects 20] [--files 500] [--seed 42] [--repos <dir>]
//   node scripts/bench/corpus.mjs --large <project dir> [--sessions 1000] [--decisions 500] [--memory-lines 2000]
//
// The same seed gives the same bytes (absolute repo paths aside, which are only written when
// `reposDir` is given). Layout and formats follow docs/FORMATS.md.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRandom } from './prng.mjs';
import { buildVocabulary, DOMAIN_WORDS, PEOPLE, TAGS, TOPICS } from './vocabulary.mjs';
import { createProseWriter, capitalize, kebab } from './prose.mjs';
import { addDays, memoryMd, decisionsMd, sessionMd, statusMd, metaYaml, manifestJson, artifactsJson, instructionsMd, makeDecisions } from './project-files.mjs';

export const NOW = '2026-11-29';

/** Share of each folder among the bulk files of a project. */
const FOLDERS = [
  ['knowledge', 0.4],
  ['notes', 0.25],
  ['docs', 0.2],
  ['updates', 0.15],
];

/**
 * Writes a whole memory root under `rootDir` and returns what a benchmark needs to know about it.
 * @param {string} rootDir
 * @param {{ projects?: number, filesPerProject?: number, seed?: number, reposDir?: string,
 *           minBytes?: number, maxBytes?: number }} [options]
 */
export function generateCorpus(rootDir, options = {}) {
  const { projects = 20, filesPerProject = 500, seed = 42, reposDir, minBytes = 1024, maxBytes = 20 * 1024 } = options;
  const vocabulary = buildVocabulary(seed);
  const prose = createProseWriter(vocabulary);
  const random = createRandom(seed, 'root');
  const entries = [];
  const summary = { rootDir, seed, projects: [], files: 0, bytes: 0, planted: { rare: 0, common: 0 } };
  const slugs = new Set();

  for (let p = 0; p < projects; p++) {
    let slug;
    do {
      slug = kebab(`${random.pick(DOMAIN_WORDS)} ${random.pick(DOMAIN_WORDS)}`);
    } while (slugs.has(slug));
    slugs.add(slug);
    const name = capitalize(slug.replace(/-/g, ' '));
    const repoDir = reposDir ? path.join(reposDir, slug) : undefined;
    if (repoDir) fs.mkdirSync(repoDir, { recursive: true });
    const stats = writeProject(path.join(rootDir, 'projects', slug), {
      seed,
      slug,
      name,
      prose,
      filesPerProject,
      minBytes,
      maxBytes,
      paths: repoDir ? [repoDir] : [],
    });
    summary.files += stats.files;
    summary.bytes += stats.bytes;
    summary.planted.rare += stats.planted.rare ?? 0;
    summary.planted.common += stats.planted.common ?? 0;
    summary.projects.push({ slug, name, dir: path.join(rootDir, 'projects', slug), repoDir, files: stats.files });
    entries.push(projectsIndexEntry(slug, name, stats.created, stats.updated, repoDir ? [repoDir] : []));
  }
  writeProjectsIndex(rootDir, entries);
  writeGlobal(rootDir, seed, prose);
  return summary;
}

export function projectsIndexEntry(slug, name, created, updated, paths = []) {
  return { slug, name, status: 'active', type: 'internal', path: `projects/${slug}`, tags: [], aliases: [], paths, created, updated };
}

/** `_projects-index.json` as docs/FORMATS.md#projects-index describes it. */
export function writeProjectsIndex(rootDir, entries) {
  write(path.join(rootDir, '_projects-index.json'), `${JSON.stringify({ projects: entries }, null, 2)}\n`);
}

function writeGlobal(rootDir, seed, prose) {
  const random = createRandom(seed, '_global');
  const lines = ['# Preferences', ''];
  for (let i = 0; i < 12; i++) lines.push(`- ${prose.sentence(random, [])}`);
  write(path.join(rootDir, '_global', 'preferences.md'), `${lines.join('\n')}\n`);
  const patterns = ['# Patterns', ''];
  for (let i = 0; i < 8; i++) patterns.push(`## ${prose.title(random)}`, '', prose.paragraph(random, []), '');
  write(path.join(rootDir, '_global', 'patterns.md'), `${patterns.join('\n')}`);
}

function writeProject(dir, { seed, slug, name, prose, filesPerProject, minBytes, maxBytes, paths }) {
  const random = createRandom(seed, `project:${slug}`);
  const created = addDays(NOW, -random.int(200, 900));
  const updated = addDays(NOW, -random.int(0, 20));
  let files = 0;
  let bytes = 0;
  const planted = {};
  const put = (rel, text) => {
    write(path.join(dir, rel), text);
    files++;
    bytes += Buffer.byteLength(text);
  };

  const decisions = makeDecisions(random, prose, { count: random.int(8, 30), from: created, to: updated });
  const sessionDates = distinctDates(random, random.int(3, 7), addDays(NOW, -60), addDays(NOW, -1));
  put('_meta.yaml', metaYaml({ id: uuid(random), slug, name, created, updated, paths }));
  put('_status.md', statusMd(random, prose, name, updated));
  put('_instructions.md', instructionsMd(name));
  put('memory.md', memoryMd(random, prose, { name, decisions, lines: random.int(60, 110) }));
  put('decisions.md', decisionsMd(name, decisions));
  for (const date of sessionDates) put(`sessions/${date}.md`, sessionMd(random, prose, date, decisions));
  put('manifest.json', manifestJson({ slug, updated, decisions, sessionCount: sessionDates.length, topics: topicsOf(decisions) }));
  put('artifacts.json', artifactsJson(random, prose, slug));

  const bulk = bulkFileNames(random, prose, filesPerProject);
  const linkTitles = bulk.slice(0, 40).map((f) => f.title);
  for (const file of bulk) {
    const fileRandom = createRandom(seed, `file:${slug}/${file.rel}`);
    const targetBytes = fileRandom.int(minBytes, maxBytes);
    const { text, planted: keys } = prose.document(fileRandom, { heading: file.title, targetBytes, linkTitles });
    for (const k of keys) planted[k] = (planted[k] ?? 0) + 1;
    const frontMatter = file.folder === 'knowledge' ? knowledgeFrontMatter(fileRandom) : '';
    put(file.rel, frontMatter + text);
  }
  return { files, bytes, planted, created, updated };
}

function bulkFileNames(random, prose, count) {
  const files = [];
  const used = new Set();
  const updateDates = distinctDates(random, Math.round(count * FOLDERS[3][1]), addDays(NOW, -730), NOW);
  let u = 0;
  for (let i = 0; i < count; i++) {
    const folder = pickWeighted(random, FOLDERS);
    if (folder === 'updates' && u < updateDates.length) {
      const date = updateDates[u++];
      files.push({ folder, rel: `updates/${date}.md`, title: `Update ${date}` });
      continue;
    }
    const actualFolder = folder === 'updates' ? 'notes' : folder;
    let title;
    let rel;
    do {
      title = prose.title(random, random.int(2, 4));
      rel = `${actualFolder}/${kebab(title)}.md`;
    } while (used.has(rel));
    used.add(rel);
    files.push({ folder: actualFolder, rel, title });
  }
  return files;
}

function knowledgeFrontMatter(random) {
  const processed = addDays(NOW, -random.int(1, 700));
  const method = random.pick(['manual', 'summary', 'extract']);
  const source = random.chance(0.8) ? `"meeting-${addDays(processed, -random.int(0, 5))}"` : 'null';
  const model = method === 'manual' ? 'null' : '"claude-sonnet"';
  const promptRef = method === 'manual' ? 'null' : `"prompts/${method}-v${random.int(1, 4)}"`;
  return `---\nsource: ${source}\nprocessed: "${processed}"\nmethod: "${method}"\nmodel: ${model}\nprompt_ref: ${promptRef}\n---\n`;
}

/**
 * A project folder sized for the consolidation benchmark: many sessions, a long decision log with
 * shared topics and stale entries, and a memory.md far over the core budget.
 * @param {string} dir the project folder (`<root>/projects/<slug>`); its basename is the slug
 * @param {{ sessions?: number, decisions?: number, memoryLines?: number, seed?: number, now?: string }} [options]
 */
export function generateLargeProject(dir, options = {}) {
  const { sessions = 1000, decisions: decisionCount = 500, memoryLines = 2000, seed = 42, now = NOW } = options;
  const slug = path.basename(dir);
  const name = capitalize(slug.replace(/-/g, ' '));
  const vocabulary = buildVocabulary(seed);
  const prose = createProseWriter(vocabulary);
  const random = createRandom(seed, `large:${slug}`);
  const created = addDays(now, -(sessions + 30));
  const updated = addDays(now, -1);
  const decisions = makeDecisions(random, prose, { count: decisionCount, from: created, to: updated, retiredRate: 0.05 });
  write(path.join(dir, '_meta.yaml'), metaYaml({ id: uuid(random), slug, name, created, updated, paths: [] }));
  write(path.join(dir, '_status.md'), statusMd(random, prose, name, updated));
  write(path.join(dir, 'memory.md'), memoryMd(random, prose, { name, decisions, lines: memoryLines }));
  write(path.join(dir, 'decisions.md'), decisionsMd(name, decisions));
  // Outcomes repeat across sessions on purpose: the roll-up dedupes exact duplicates.
  const sharedOutcomes = Array.from({ length: 40 }, () => prose.sentence(random, []));
  for (let i = sessions; i >= 1; i--) {
    const date = addDays(now, -i);
    write(path.join(dir, 'sessions', `${date}.md`), sessionMd(random, prose, date, decisions, sharedOutcomes));
  }
  write(path.join(dir, 'manifest.json'), manifestJson({ slug, updated, decisions, sessionCount: sessions, topics: topicsOf(decisions) }));
  write(path.join(dir, 'artifacts.json'), artifactsJson(random, prose, slug));
  return projectsIndexEntry(slug, name, created, updated);
}

function topicsOf(decisions) {
  return [...new Set(decisions.map((d) => d.topic).filter(Boolean))].sort();
}

function distinctDates(random, count, from, to) {
  const span = daysFrom(from, to);
  const n = Math.min(count, span + 1);
  const picked = new Set();
  while (picked.size < n) picked.add(random.int(0, span));
  return [...picked].sort((a, b) => a - b).map((d) => addDays(from, d));
}

function daysFrom(from, to) {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

function pickWeighted(random, weighted) {
  let x = random.next();
  for (const [value, weight] of weighted) {
    if (x < weight) return value;
    x -= weight;
  }
  return weighted[weighted.length - 1][0];
}

function uuid(random) {
  const hex = () => Math.floor(random.next() * 16).toString(16);
  const part = (n) => Array.from({ length: n }, hex).join('');
  return `${part(8)}-${part(4)}-4${part(3)}-a${part(3)}-${part(12)}`;
}

function write(file, text) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
}

export { PEOPLE, TAGS, TOPICS };

function parseArgs(argv) {
  const args = { _: [] };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a.startsWith('--')) {
      const key = a.slice(2);
      const next = argv[i + 1];
      if (next === undefined || next.startsWith('--')) args[key] = true;
      else {
        args[key] = next;
        i++;
      }
    } else args._.push(a);
  }
  return args;
}

function main() {
  const args = parseArgs(process.argv.slice(2));
  const num = (v, d) => (v === undefined ? d : Number(v));
  const started = process.hrtime.bigint();
  if (args.large) {
    const dir = path.resolve(String(args.large));
    const entry = generateLargeProject(dir, {
      sessions: num(args.sessions, 1000),
      decisions: num(args.decisions, 500),
      memoryLines: num(args['memory-lines'], 2000),
      seed: num(args.seed, 42),
    });
    process.stdout.write(`${JSON.stringify(entry)}\n`);
  } else {
    const root = args._[0];
    if (!root) {
      process.stderr.write('usage: corpus.mjs <root> [--projects N] [--files N] [--seed N] [--repos DIR] | --large <project dir>\n');
      process.exit(2);
    }
    const summary = generateCorpus(path.resolve(root), {
      projects: num(args.projects, 20),
      filesPerProject: num(args.files, 500),
      seed: num(args.seed, 42),
      reposDir: args.repos ? path.resolve(String(args.repos)) : undefined,
    });
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    process.stderr.write(`${summary.files} files, ${(summary.bytes / 1048576).toFixed(1)} MiB in ${ms.toFixed(0)} ms\n`);
    process.stdout.write(`${JSON.stringify({ ...summary, projects: summary.projects.map((p) => p.slug) })}\n`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
