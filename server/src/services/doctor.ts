/**
 * `project-memory doctor [--fix]`: finds what is wrong in a memory root and, with --fix, repairs
 * what can be derived (indexes, manifests, missing scaffold files and folders, leftover temp
 * files). Human-written files are reported, never rewritten.
 */
import { missingSections } from '../core/memory-md.js';
import { PROJECTS_INDEX, renderProjectsIndex } from '../storage/projects-index.js';
import { buildProjectsIndex } from '../storage/projects-index-build.js';
import { countLockFiles, countTempFiles } from '../storage/inspect.js';
import { REFS_INDEX } from '../storage/refs-index.js';
import { inspectPendingJournal, pendingJournalSlugs } from '../storage/journal.js';
import { rebuildIndexes, type RebuildReport } from './rebuild.js';
import { PROJECT_FOLDERS } from './projects.js';
import { ensureCoreFiles, missingCoreFiles } from './core-files.js';
import { resolveScope } from './scope.js';
import { projectBudgetNotes } from './budgets.js';
import { newManifestJson } from '../core/project-files.js';
import { parseDecisions } from '../core/decisions.js';
import { activeIds } from './decisions.js';
import { trashStamp } from './files.js';
import { countSessions } from './sessions.js';
import { todayOf, type Workspace } from './workspace.js';
import { updateText } from '../storage/update-text.js';
import { mergeFindings, repairMerged } from './merge-health.js';
import { lostSharedFolders, refusedSharedFolders } from './shared-attach.js';
import { filesBehindPointer, pointerSlugs, readPointer, SHARED_DIR } from '../storage/shared-repo.js';

export interface Finding {
  path: string;
  problem: string;
  fixable: boolean;
}

export interface DoctorReport {
  root: string;
  projects: number;
  findings: Finding[];
  /**
   * Files over a size budget (core/budgets.ts, docs/FORMATS.md#size-budgets), one sentence each with the pass that fixes
   * them. Not findings: a budget is advice, so it does not make doctor fail.
   */
  budget: string[];
  fixed?: RebuildReport & { created: string[] };
}

/** Why a JSON file is unusable, or null when it holds a JSON object. */
function jsonProblem(ws: Workspace, rel: string): string | null {
  return jsonTextProblem(ws.root.readText(rel));
}

function jsonTextProblem(file: { text: string } | null): string | null {
  if (!file) return 'missing';
  try {
    const data = JSON.parse(file.text) as unknown;
    return data && typeof data === 'object' && !Array.isArray(data) ? null : 'not a JSON object';
  } catch (e) {
    return `invalid JSON (${(e as Error).message})`;
  }
}

/** manifest.json is metadata derived from the project's files, so --fix can regenerate it. */
function checkJson(ws: Workspace, rel: string, findings: Finding[], fixable: boolean): void {
  const problem = jsonProblem(ws, rel);
  if (problem)
    findings.push({
      path: rel,
      problem: fixable && problem !== 'missing' ? `${problem}; --fix regenerates it and keeps the old text in _trash/` : problem,
      fixable,
    });
}

/**
 * Writes a fresh manifest.json (slug, active decisions, session count, default thresholds) in
 * place of a missing or unreadable one; the unreadable text goes to _trash/ so nothing is lost.
 */
function regenerateManifestJson(ws: Workspace, slug: string): boolean {
  const rel = `projects/${slug}/manifest.json`;
  const stamp = trashStamp(ws.now());
  return updateText(ws.root, rel, (old) => {
    if (jsonTextProblem(old) === null) return null;
    // The trash copy is a new file: its BOM is given explicitly (writeText keeps only an existing file's).
    // Kept before the replace (a retry after a concurrent edit keeps the newer text under the same stamp).
    if (old) {
      const trashRel = `_trash/${stamp}/${rel}`;
      ws.root.writeText(trashRel, old.bom ? `\uFEFF${old.text}` : old.text, { expected: ws.root.readText(trashRel) });
    }
    const manifest = JSON.parse(newManifestJson(slug, todayOf(ws))) as Record<string, unknown>;
    manifest.activeDecisionIds = activeIds(parseDecisions(ws.root.readText(`projects/${slug}/decisions.md`)?.text ?? '').entries);
    manifest.sessionCount = countSessions(ws, `projects/${slug}`);
    return `${JSON.stringify(manifest, null, 2)}\n`;
  }).changed;
}

export function diagnose(ws: Workspace): DoctorReport {
  const findings: Finding[] = [];
  const budget: string[] = [];
  const { root } = ws;
  for (const dir of ['projects', '_global', '_templates', '_trash']) {
    if (!root.isDirectory(dir)) findings.push({ path: `${dir}/`, problem: 'missing folder', fixable: true });
  }
  const { index, problems } = buildProjectsIndex(root);
  // A shared project whose clone is gone reads as an empty folder: one sentence says why, in
  // place of the missing `_meta.yaml` that follows from it.
  const lost = lostSharedFolders(root);
  for (const { slug, dir } of lost) {
    findings.push({
      path: `projects/${slug}/.shared`,
      problem: `The shared memory folder ${dir} of project "${slug}" no longer exists (its clone was moved or deleted); run \`project-memory status --project ${slug}\` inside a clone of the repository (clone it again if none is left) to use that clone's .project-memory/, or \`project-memory unbind --project ${slug}\` to stop using it on this machine.`,
      fixable: false,
    });
  }
  // Files left in the root's folder of a shared project are hidden behind its pointer.
  for (const slug of pointerSlugs(root.dir)) {
    const hidden = filesBehindPointer(root.dir, slug);
    if (hidden.length === 0) continue;
    const dir = readPointer(root.dir, slug)?.dir ?? 'its repository';
    findings.push({
      path: `projects/${slug}/`,
      problem: `${hidden.length === 20 ? '20 or more' : hidden.length} file(s) in the memory root's folder of shared project "${slug}" are hidden behind its pointer (${hidden.slice(0, 5).join(', ')}${hidden.length > 5 ? ', …' : ''}); move what you need into ${dir} by hand, then delete them.`,
      fixable: false,
    });
  }
  // A shared folder refused as untrusted (storage/shared-repo.ts) is not used: one sentence says why.
  const refusedOnes = refusedSharedFolders(root);
  for (const { slug, problem } of refusedOnes) findings.push({ path: `projects/${slug}/.shared`, problem, fixable: false });
  if (ws.sharedProblem) findings.push({ path: `${SHARED_DIR}/`, problem: ws.sharedProblem, fixable: false });
  const lostMeta = new Set([...lost, ...refusedOnes].map(({ slug }) => `projects/${slug}/_meta.yaml`));
  for (const p of problems) if (!lostMeta.has(p.path)) findings.push({ path: p.path, problem: p.message, fixable: false });
  if (root.readText(PROJECTS_INDEX)?.text !== renderProjectsIndex(index)) {
    findings.push({ path: PROJECTS_INDEX, problem: 'out of date with the _meta.yaml files', fixable: true });
  }
  for (const p of index.projects) {
    const dir = `projects/${p.slug}`;
    for (const folder of PROJECT_FOLDERS) {
      if (!root.isDirectory(`${dir}/${folder}`)) findings.push({ path: `${dir}/${folder}/`, problem: 'missing folder', fixable: true });
    }
    const scope = resolveScope(ws, p.slug, index);
    budget.push(...projectBudgetNotes(ws, scope).map((n) => `${dir}/${n}`));
    const missing = missingCoreFiles(ws, scope);
    for (const file of missing) findings.push({ path: `${dir}/${file}`, problem: 'missing core file; --fix initialises it', fixable: true });
    if (!missing.includes('manifest.json')) checkJson(ws, `${dir}/manifest.json`, findings, true);
    if (!missing.includes('artifacts.json')) checkJson(ws, `${dir}/artifacts.json`, findings, false);
    const memory = root.readText(`${dir}/memory.md`);
    if (memory) {
      const missing = missingSections(memory.text);
      if (missing.length) findings.push({ path: `${dir}/memory.md`, problem: `missing canonical sections: ${missing.join(', ')}`, fixable: false });
    }
  }
  for (const dir of [...index.projects.map((p) => `projects/${p.slug}`), '_global']) findings.push(...mergeFindings(ws, dir));
  // What --fix's rebuild would rewrite, computed without writing: a hand-added or hand-removed
  // file leaves its folder manifest and the refs index behind.
  if (index.projects.length || root.isDirectory('_global')) {
    const would = rebuildIndexes(ws, { dryRun: true });
    const derived = [
      ...(would.root_manifest_changed ? ['_index.yaml'] : []),
      ...would.manifests_changed,
      ...would.manifest_json_changed,
      ...(would.refs_index_changed ? [REFS_INDEX] : []),
    ];
    for (const rel of derived) findings.push({ path: rel, problem: 'derived file out of date with the files', fixable: true });
  }
  const temps = countTempFiles(root.dir);
  if (temps > 0) findings.push({ path: '.', problem: `${temps} temp file(s) left by interrupted writes`, fixable: true });
  // An interrupted /dream run that recovery left because a file changed since (never guessed at).
  for (const slug of pendingJournalSlugs(root)) {
    const u = inspectPendingJournal(root, slug);
    if (u) findings.push({ path: u.journal, problem: `${u.message} ${u.hint}`, fixable: false });
  }
  const locks = countLockFiles(root);
  if (locks) findings.push({ path: '.locks/', problem: `${locks} lock file(s) present (stale ones are broken automatically)`, fixable: false });
  // Counted from the _meta.yaml files: the index may be the very thing that is out of date.
  return { root: root.dir, projects: index.projects.length, findings, budget };
}

export function fix(ws: Workspace): DoctorReport {
  const created: string[] = [];
  const { root } = ws;
  for (const p of buildProjectsIndex(root).index.projects) {
    for (const folder of PROJECT_FOLDERS) {
      const rel = `projects/${p.slug}/${folder}`;
      if (!root.isDirectory(rel)) {
        root.ensureDir(rel);
        created.push(`${rel}/`);
      }
    }
    // Before the manifest check: a union-merged manifest.json is re-read, not regenerated.
    created.push(...repairMerged(ws, `projects/${p.slug}`));
    created.push(...ensureCoreFiles(ws, resolveScope(ws, p.slug, { projects: [p] })));
    if (regenerateManifestJson(ws, p.slug)) created.push(`projects/${p.slug}/manifest.json`);
  }
  const rebuilt = rebuildIndexes(ws);
  const after = diagnose(ws);
  return { ...after, fixed: { ...rebuilt, created } };
}
