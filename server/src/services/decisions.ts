/** `add_decision`, over the decisions.md log of docs/FORMATS.md#decisions. */
import { MemoryError } from '../core/errors.js';
import {
  appendDecision,
  formatDecisionId,
  nextDecisionNumber,
  normaliseDecisionId,
  parseDecisions,
  renderDecision,
  setDecisionFieldsMany,
  type DecisionChanges,
  type DecisionEntry,
} from '../core/decisions.js';
import { assertDecisionLogChange } from '../core/decision-rules.js';
import { fillTemplate, TEMPLATE_FILES } from '../core/templates.js';
import { assertMaxChars, assertTitle, MAX_TITLE_CHARS } from '../core/limits.js';
import { assertNoSecretInFields, assertText } from './content-checks.js';
import { afterChange, assertDerivedWritable } from './derived.js';
import { updateManifestJson } from './project-json.js';
import { resolveProjectScope, type Scope } from './scope.js';
import { toRepoPath } from './repo-paths.js';
import { todayOf, type Workspace } from './workspace.js';
import { updateText } from '../storage/update-text.js';
import { gitWorkTreeOf, randomIdTag } from '../storage/git.js';

export interface AddDecisionInput {
  project?: string | null;
  summary: string;
  topic?: string;
  location?: string;
  supersedes?: string;
  status?: string;
  body?: string;
  /** The decision's own date (YYYY-MM-DD); the import keeps the source's. Defaults to today. */
  date?: string;
  /** Where a relative Location was typed (the CLI's current folder); see repo-paths.ts. */
  location_from?: string;
}

export interface AddDecisionResult {
  project: string;
  id: string;
  superseded: string[];
  active: string[];
}

export function activeIds(entries: readonly DecisionEntry[]): string[] {
  return entries.filter((e) => e.status === 'Active' && !e.stub).map((e) => e.id);
}

/**
 * A Location is one or more paths or globs inside the bound repository, comma-separated; each is
 * stored repo-relative, and one that leaves the repository (`..`, an absolute path elsewhere) is
 * refused, since no file of the project could ever match it.
 */
function normaliseLocation(scope: Scope, location: string, cwd: string, from: string | undefined): string {
  const parts = location
    .split(',')
    .map((s) => s.trim().replace(/^`|`$/g, ''))
    .filter(Boolean);
  if (parts.length === 0) throw new MemoryError('INVALID_INPUT', 'location is empty; give a path or glob inside the repository, e.g. src/auth/.');
  return parts
    .map((p) => {
      const trailing = /[/\\]$/.test(p) ? '/' : '';
      const { rel } = toRepoPath(scope, p, { what: 'Location', cwd, from });
      if (rel === '') return './';
      return rel + (trailing && !rel.endsWith('/') ? '/' : '');
    })
    .join(', ');
}

export async function addDecision(ws: Workspace, input: AddDecisionInput): Promise<AddDecisionResult> {
  const scope = resolveProjectScope(ws, input.project, 'Decisions');
  for (const [field, value] of Object.entries({ summary: input.summary, topic: input.topic, location: input.location, body: input.body })) {
    if (value !== undefined) assertText(value, field);
  }
  const location = input.location === undefined ? undefined : normaliseLocation(scope, input.location, ws.cwd, input.location_from);
  // The summary is the entry's heading: one line that every listing shows.
  assertTitle(input.summary, 'summary');
  assertMaxChars(input.topic, 'topic', MAX_TITLE_CHARS);
  assertMaxChars(input.location, 'location', 1_000);
  await assertNoSecretInFields({
    summary: input.summary,
    topic: input.topic,
    location: input.location,
    body: input.body,
    status: input.status,
    supersedes: input.supersedes,
  });
  const supersedes = [
    ...new Set(
      (input.supersedes ?? '')
        .split(/[\s,]+/)
        .filter(Boolean)
        .map((v) => {
          const id = normaliseDecisionId(v);
          if (!id) throw new MemoryError('INVALID_INPUT', `supersedes must name decision ids such as D3, got "${v}".`);
          return id;
        }),
    ),
  ];
  const rel = `${scope.dir}/decisions.md`;
  const date = todayOf(ws);
  assertDerivedWritable(ws, [rel]);
  const entryDate = input.date ?? date;
  // Kept in git, two branches can each append the next number: a random tag keeps their ids
  // apart (core/decisions-scan.ts). Chosen once, outside the retried read-compute-write.
  const tag = gitWorkTreeOf(ws.root.abs(scope.dir)) ? randomIdTag() : undefined;
  // Each field is scanned above and lands on lines of its own (the entry starts on a new line), so
  // no token can form across fields or with the text before; the D-number changes under
  // contention, which a whole-file rescan would chase.
  let outcome = { id: '', active: [] as string[] };
  updateText(ws.root, rel, (file) => {
    const current = file?.text ?? fillTemplate(TEMPLATE_FILES['decisions.md'] as string, { name: scope.name, slug: scope.slug, date });
    const parsed = parseDecisions(current);
    const num = nextDecisionNumber(parsed.entries);
    const id = formatDecisionId(num, tag);
    let text = appendDecision(
      current,
      renderDecision({
        num,
        ...(tag ? { tag } : {}),
        title: input.summary,
        status: input.status ?? 'Active',
        date: entryDate,
        topic: input.topic,
        location,
        supersedes: supersedes.join(', ') || undefined,
        body: input.body,
      }),
    );
    // The rules every write to decisions.md obeys (supersede targets, ids, status, date), on the
    // entry as appended; then the old entries are marked, which the rules allow, and checked again.
    const where = `decisions.md of ${scope.slug}`;
    assertDecisionLogChange(current, text, where);
    if (supersedes.length) {
      const changes = new Map<string, DecisionChanges>(supersedes.map((s) => [s, { status: 'Superseded', supersededBy: id }]));
      text = setDecisionFieldsMany(text, changes);
      assertDecisionLogChange(current, text, where);
    }
    outcome = { id, active: activeIds(parseDecisions(text).entries) };
    return text;
  });
  afterChange(ws, [rel], { markStale: true });
  // Re-read under the manifest lock: another process may have appended after us and written first.
  updateManifestJson(ws.root, scope, () => ({ activeDecisionIds: activeIds(parseDecisions(ws.root.readText(rel)?.text ?? '').entries), updated: date }));
  return { project: scope.slug, id: outcome.id, superseded: supersedes, active: outcome.active };
}
