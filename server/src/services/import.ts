/**
 * `import` (issue 13 item 3, docs/ARCHITECTURE.md#import): brings the memory a user already has into a project. Reads
 * the sources read-only, refuses the whole import if any line looks like a secret, plans in core,
 * writes through the file and decision services, records each source's sha256 in
 * archive/import-log.md, and proves from the written files that every non-blank line landed.
 */
import path from 'node:path';
import { MemoryError } from '../core/errors.js';
import { assertWritable, isAppendOnly, kindOf } from '../core/file-rules.js';
import { planImport, type SourceText } from '../core/import/plan.js';
import { proveLanding, type ImportProof } from '../core/import/proof.js';
import { importedId, simulateDecisions } from '../core/import/simulate.js';
import { classifyAutoMemory, classifyRepoFile, claudeProjectDirName, SOURCE_DIRS } from '../core/import/sources.js';
import { isRealDir, isRealDirChain, listSourceFiles, readSourceFile } from '../storage/import-source.js';
import { homeDir } from '../storage/root.js';
import { addDecision } from './decisions.js';
import { assertFormat, assertText } from './content-checks.js';
import { appendToFile, writeFile } from './files.js';
import { budgetNotes } from './budgets.js';
import { resolveProjectScope } from './scope.js';
import { todayOf, type Workspace } from './workspace.js';

export interface ImportInput {
  project?: string | null;
  /** Folder to import from (default: the working directory). */
  path?: string;
  dryRun?: boolean;
  /** Home folder holding ~/.claude (default: the user's). */
  home?: string;
}

export interface ImportReport {
  project: string;
  from: string;
  dry_run: boolean;
  sources: { path: string; format: string; target: string; lines: number; sha256: string; already_imported: boolean }[];
  written: string[];
  decisions: { source: string; id: string; new: boolean }[];
  proof: ImportProof;
  notes: string[];
}

const LOG = 'archive/import-log.md';

function collectSources(base: string, home: string): SourceText[] {
  const out: SourceText[] = [];
  // No link is followed, neither the file itself (O_NOFOLLOW) nor any folder on the way to it.
  // Links above the folder named (or HOME) are the user's own layout and are not judged.
  const add = (abs: string, c: ReturnType<typeof classifyRepoFile>, from = base) => {
    if (!c || !isRealDirChain(from, path.relative(from, path.dirname(abs)))) return;
    const f = readSourceFile(abs);
    if (f && f.text.trim()) out.push({ ...c, text: f.text, sha256: f.sha256 });
  };
  for (const rel of ['CLAUDE.md', 'CLAUDE.local.md', 'AGENTS.md', 'MEMORY.md', '.cursorrules']) add(path.join(base, rel), classifyRepoFile(rel));
  for (const dir of SOURCE_DIRS) {
    for (const rel of listSourceFiles(path.join(base, dir), (r) => classifyRepoFile(`${dir}/${r}`) !== null))
      add(path.join(base, dir, rel), classifyRepoFile(`${dir}/${rel}`));
  }
  const dirName = claudeProjectDirName(base);
  const auto = path.join(home, '.claude', 'projects', dirName, 'memory');
  for (const rel of listSourceFiles(auto, (r) => classifyAutoMemory(dirName, r) !== null, 2)) add(path.join(auto, rel), classifyAutoMemory(dirName, rel), home);
  return out;
}

/** Every line of every source that looks like a secret; the import is refused as a whole if any. */
async function findSecrets(sources: readonly SourceText[]): Promise<string[]> {
  const { findSecret } = await import('../core/secrets.js');
  const found: string[] = [];
  for (const s of sources) {
    const lines = s.text.split('\n');
    for (let guard = 0; guard < 50; guard++) {
      const hit = await findSecret(lines.join('\n'));
      if (!hit) break;
      found.push(`${s.shown}:${hit.line} (${hit.rule})`);
      // Blank the lines up to the hit (numbers stay) and look again for the next one.
      for (let i = 0; i < hit.line; i++) lines[i] = '';
    }
  }
  return found;
}

export async function importMemory(ws: Workspace, input: ImportInput): Promise<ImportReport> {
  const scope = resolveProjectScope(ws, input.project, 'Imports');
  const base = path.resolve(ws.cwd, input.path ?? '.');
  if (!isRealDir(base)) throw new MemoryError('NOT_FOUND', `${base} is not a folder.`, 'Give the folder of the repository whose memory to import.');
  const sources = collectSources(base, input.home ?? homeDir());
  const secrets = await findSecrets(sources);
  if (secrets.length) {
    throw new MemoryError(
      'SECRET_DETECTED',
      `Nothing was imported: ${secrets.length} source line(s) look like secrets: ${secrets.join(', ')}.`,
      'Remove them from the source (or leave that file out), then import again.',
    );
  }
  const date = todayOf(ws);
  const rel = (scopeKind: 'project' | 'global', p: string) => (scopeKind === 'global' ? `_global/${p}` : `${scope.dir}/${p}`);
  const read = (scopeKind: 'project' | 'global', p: string) => ws.root.readText(rel(scopeKind, p))?.text ?? null;
  const plan = planImport(sources, read, date);
  const log = read('project', LOG) ?? '';
  const dryRun = input.dryRun !== false;
  const written: string[] = [];
  const decisions: ImportReport['decisions'] = [];
  let idOf: Map<string, string>;

  if (dryRun) {
    const sim = simulateDecisions(read('project', 'decisions.md') ?? '', plan.decisions);
    idOf = sim.idOf;
    const after = new Map(plan.writes.map((w) => [w.scope === 'global' ? `_global/${w.path}` : w.path, w.after]));
    after.set('decisions.md', sim.text);
    written.push(...plan.writes.map((w) => (w.scope === 'global' ? `_global/${w.path}` : w.path)));
    for (const d of plan.decisions)
      decisions.push({ source: d.key, id: sim.idOf.get(d.key) ?? '?', new: importedId(read('project', 'decisions.md') ?? '', d.marker) === undefined });
    const proof = proveLanding(
      plan.landings,
      (t) => after.get(t) ?? (t.startsWith('_global/') ? read('global', t.slice(8)) : read('project', t)) ?? '',
      (k) => idOf.get(k),
    );
    return report(scope.slug, base, true, sources, log, written, decisions, proof, plan.notes);
  }

  // Everything the writes and add_decision would refuse is checked first, so a refused import
  // changes no file (the plan is fully built before any write).
  for (const w of plan.writes) {
    const parts = w.path.split('/');
    const kind = assertWritable(parts, `"${w.path}"`, w.scope);
    assertText(w.after, `"${w.path}"`);
    assertFormat(kind, w.after, w.path, { slug: scope.slug, before: w.before });
  }
  simulateDecisions(read('project', 'decisions.md') ?? '', plan.decisions);

  for (const w of plan.writes) {
    const project = w.scope === 'global' ? '_global' : scope.slug;
    if (w.before !== null && w.append !== undefined && isAppendOnly(kindOf(w.path.split('/'))))
      await appendToFile(ws, { project, path: w.path, content: w.append });
    else await writeFile(ws, { project, path: w.path, content: w.after });
    written.push(w.scope === 'global' ? `_global/${w.path}` : w.path);
  }
  idOf = new Map();
  for (const d of plan.decisions) {
    const existing = importedId(read('project', 'decisions.md') ?? '', d.marker);
    if (existing) {
      idOf.set(d.key, existing);
      decisions.push({ source: d.key, id: existing, new: false });
      continue;
    }
    const supersedes = d.supersedes
      .map((k) => idOf.get(k))
      .filter(Boolean)
      .join(', ');
    const r = await addDecision(ws, {
      project: scope.slug,
      summary: d.title,
      status: d.status,
      date: d.date,
      topic: d.topic,
      location: d.location,
      supersedes: supersedes || undefined,
      body: d.body,
    });
    idOf.set(d.key, r.id);
    decisions.push({ source: d.key, id: r.id, new: true });
  }
  if (decisions.some((d) => d.new)) written.push('decisions.md');
  const fresh = sources.filter((s) => !log.includes(`${s.sha256} · ${s.shown}`));
  if (fresh.length) {
    const head = log || '# Import log\n\nOne line per imported source file: date · sha256 · path (re-imports skip what is already here).\n';
    await writeFile(ws, {
      project: scope.slug,
      path: LOG,
      content: `${head.replace(/\n*$/, '\n')}${fresh.map((s) => `- ${date} · ${s.sha256} · ${s.shown}`).join('\n')}\n`,
    });
    written.push(LOG);
  }
  const proof = proveLanding(
    plan.landings,
    (t) => (t.startsWith('_global/') ? read('global', t.slice(8)) : read('project', t)) ?? '',
    (k) => idOf.get(k),
  );
  // Imported files over a size budget (docs/FORMATS.md#size-budgets) are kept as imported; the report says what fixes them.
  const budget = budgetNotes(ws, scope, [...new Set(written.filter((w) => !w.startsWith('_global/')))]);
  return report(scope.slug, base, false, sources, log, written, decisions, proof, [...plan.notes, ...budget]);
}

function report(
  project: string,
  from: string,
  dryRun: boolean,
  sources: readonly SourceText[],
  log: string,
  written: string[],
  decisions: ImportReport['decisions'],
  proof: ImportProof,
  notes: string[],
): ImportReport {
  return {
    project,
    from,
    dry_run: dryRun,
    sources: sources.map((s) => ({
      path: s.shown,
      format: s.format,
      target: s.target,
      lines: s.text.split(/\r?\n/).filter((l) => l.trim()).length,
      sha256: s.sha256,
      already_imported: log.includes(`${s.sha256} · ${s.shown}`),
    })),
    written,
    decisions,
    proof,
    notes,
  };
}

/** Words of `text` in lines of at most `width` columns, continuation lines indented. */
function wrap(text: string, width = 100, indent = '    '): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + 1 + word.length > width) {
      out.push(line);
      line = indent + word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) out.push(line);
  return out;
}

/** The report as text, within 100 columns. */
export function formatImport(r: ImportReport): string {
  const out = wrap(`${r.dry_run ? 'Plan (dry run, nothing written)' : 'Imported'} from ${r.from} into ${r.project}:`);
  if (r.sources.length === 0)
    out.push(
      ...wrap('  No memory source found (CLAUDE.md, AGENTS.md, MEMORY.md, .jarvis/, .projectmem/, memory-bank/, .cursor/rules, ~/.claude auto memory).'),
    );
  for (const s of r.sources) {
    const head = `  ${s.path} (${s.format}, ${s.lines} lines)`;
    const tail = `-> ${s.target}${s.already_imported ? ' [already imported]' : ''}`;
    // Within 100 columns: a long source path puts its target on the next line.
    out.push(...(head.length + tail.length < 100 ? [`${head} ${tail}`] : [head, `      ${tail}`]));
  }
  const newDecisions = r.decisions.filter((d) => d.new);
  if (r.decisions.length)
    out.push(
      ...wrap(
        `Decisions: ${newDecisions.length} new${newDecisions.length ? ` (${newDecisions.map((d) => d.id).join(', ')})` : ''}, ${r.decisions.length - newDecisions.length} already there.`,
      ),
    );
  out.push(...wrap(r.written.length ? `${r.dry_run ? 'Would write' : 'Wrote'}: ${r.written.join(', ')}` : 'Nothing new to write.'));
  out.push(`No-loss proof: ${r.proof.landed} of ${r.proof.lines} non-blank source lines found in their memory file.`);
  for (const m of r.proof.missing.slice(0, 20)) out.push(`  MISSING ${m.source}:${m.line} -> ${m.target}`);
  for (const n of r.notes) out.push(...wrap(`Note: ${n}`));
  return out.join('\n');
}
