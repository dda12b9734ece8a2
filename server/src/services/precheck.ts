/**
 * `precheck_file` (docs/FORMATS.md#decisions): the decisions whose Location covers a repo file. Also run by the
 * edit hook, so it stays free of the write path (no YAML, no secret scanner).
 */
import path from 'node:path';
import picomatch from 'picomatch';
import { daysBetween } from '../core/dates.js';
import { MemoryError } from '../core/errors.js';
import { parseDecisions } from '../core/decisions.js';
import { isInside } from '../storage/containment.js';
import { toRepoPath } from './repo-paths.js';
import { commitsSince } from '../storage/git.js';
import { thresholdsOf } from './project-json.js';
import { resolveProjectScope } from './scope.js';
import { todayOf, type Workspace } from './workspace.js';

export interface PrecheckHit {
  id: string;
  title: string;
  status: string;
  date: string | undefined;
  location: string;
  topic?: string;
  possibly_stale: boolean;
  reasons: string[];
}

export interface PrecheckResult {
  project: string;
  file: string;
  decisions: PrecheckHit[];
}

/** A Location is one or more paths or globs, separated by commas. */
function locationPatterns(location: string): string[] {
  return location
    .split(',')
    .map((s) => s.trim().replace(/^`|`$/g, '').replace(/^\.\//, ''))
    .filter(Boolean);
}

export function locationCovers(location: string, repoRelative: string, repo: string | null): boolean {
  const file = repoRelative.split(path.sep).join('/');
  return locationPatterns(location).some((raw) => {
    let pattern = raw;
    if (path.isAbsolute(pattern)) {
      if (!repo || !isInside(repo, pattern)) return false;
      pattern = path.relative(repo, pattern).split(path.sep).join('/');
    }
    if (/[*?[\]{}]/.test(pattern)) return picomatch(pattern, { dot: true })(file);
    const prefix = pattern.replace(/\/+$/, '');
    return prefix === '' || file === prefix || file.startsWith(`${prefix}/`);
  });
}

export const STALE_COMMITS = 3;

export function precheckFile(
  ws: Workspace,
  args: { project?: string | null; file: string; git?: boolean; /** Where a relative file was typed (the CLI's current folder). */ from?: string },
): PrecheckResult {
  const scope = resolveProjectScope(ws, args.project, 'Decisions');
  if (typeof args.file !== 'string' || args.file.trim() === '' || args.file.includes('\0')) {
    throw new MemoryError('INVALID_INPUT', 'file must be a repository path, e.g. "src/auth/login.ts" or an absolute path.');
  }
  const { repo, rel } = toRepoPath(scope, args.file, { what: 'File', cwd: ws.cwd, from: args.from });
  const text = ws.root.readText(`${scope.dir}/decisions.md`)?.text ?? '';
  const { staleDecisionDays } = thresholdsOf(ws.root, scope);
  const today = todayOf(ws);
  const hits: PrecheckHit[] = [];
  for (const e of parseDecisions(text).entries) {
    if (e.stub || !e.location || e.status === 'Superseded' || e.status === 'Retired') continue;
    if (!locationCovers(e.location, rel, repo)) continue;
    const reasons: string[] = [];
    if (e.date && daysBetween(e.date, today) > staleDecisionDays) reasons.push(`older than ${staleDecisionDays} days (${e.date})`);
    if (e.status === 'Under Review') reasons.push('under review');
    if (args.git !== false && repo && e.date) {
      const n = commitsSince(
        repo,
        e.date,
        locationPatterns(e.location).map((p) => (/[*?[\]{}]/.test(p) ? `:(glob)${p}` : p)),
      );
      if (n !== null && n >= STALE_COMMITS) reasons.push(`${n} commits to ${e.location} since ${e.date}`);
    }
    hits.push({
      id: e.id,
      title: e.title,
      status: e.statusText ?? e.status ?? 'unknown',
      date: e.date,
      location: e.location,
      ...(e.topic ? { topic: e.topic } : {}),
      possibly_stale: reasons.length > 0,
      reasons,
    });
  }
  hits.sort((a, b) => (b.date ?? '').localeCompare(a.date ?? '') || Number(b.id.slice(1)) - Number(a.id.slice(1)));
  return { project: scope.slug, file: rel, decisions: hits };
}

export function formatPrecheck(r: PrecheckResult): string {
  if (r.decisions.length === 0) return `No recorded decision covers ${r.file} (${r.project}).`;
  const lines = [`Decisions covering ${r.file} (${r.project}), newest first:`];
  for (const d of r.decisions) {
    lines.push(
      `- ${d.id} · ${d.title} [${d.status}, ${d.date ?? 'no date'}, ${d.location}]${d.possibly_stale ? ` — possibly stale: ${d.reasons.join('; ')}` : ''}`,
    );
  }
  if (r.decisions.some((d) => d.possibly_stale)) lines.push('Revise a stale one with add_decision(supersedes).');
  return lines.join('\n');
}
