/**
 * How memory files merge when a memory folder is kept in git (a project folder shared in its code
 * repository, or a whole personal root synced to a private remote). One module owns these rules:
 * the `.gitattributes` text, the `.gitignore` text, and the one git setting that makes union
 * merges keep whole entries.
 *
 * Why union, and why diff3: the append-only logs (decisions.md, sessions/, updates/,
 * correspondence/, archive/) only ever gain entries at their end, so when two branches each append,
 * the right merge is "both, one after the other"; git's built-in `merge=union` driver does that
 * without a conflict and without any driver to install. But union merges run git's "zealous"
 * conflict refinement first, which pairs up lines the two sides have in common (`## Session 2`,
 * `### Summary`, `- Status: Active`, the same `- Date:`) and writes them once: two entries fold into
 * one (measured here with git 2.39: two same-day sessions became one section holding both
 * summaries). With `merge.conflictStyle=diff3` git skips that refinement (diff3 output needs whole
 * hunks) and a union merge keeps each side's block intact, ours first. That setting cannot live in
 * `.gitattributes`, so `sync` passes it on every git call and writes it to the repository's local
 * config, and `MERGE_CONFIG` lets the sharing code do the same. Whatever a merge without it folds,
 * doctor reports (merge-repair.ts), and with --fix repairs what can be repaired without guessing.
 *
 * Human-edited files (memory.md, _status.md, _instructions.md, knowledge/, notes/, people…) keep
 * git's ordinary merge: a real disagreement there is an ordinary conflict for a person to resolve.
 */

/** Logs that only gain entries at their end, relative to a project folder (any depth below the attributes file). */
export const UNION_MERGED = ['decisions.md', '**/sessions/*.md', '**/updates/*.md', '**/correspondence/*.md', '**/archive/*.md'] as const;

/**
 * manifest.json mixes derived keys (`sessionCount`, `activeDecisionIds`, `updated`), which every
 * log write changes on every branch, with a few hand-set ones. Union keeps both sides' lines; the
 * repair pass then re-reads it tolerantly and rebuilds the derived keys.
 */
export const UNION_MERGED_JSON = ['manifest.json'] as const;

/** Files regenerated from others (people.md, companies.md from the person and company files): union keeps both sides, the rebuild rewrites them. */
export const UNION_MERGED_DERIVED = ['people.md', 'companies.md'] as const;

/** The git configuration every merge of memory needs (see the module comment). */
export const MERGE_CONFIG: readonly (readonly [string, string])[] = [['merge.conflictStyle', 'diff3']];

/** `-c key=value` arguments for one git invocation. */
export function mergeConfigArgs(): string[] {
  return MERGE_CONFIG.flatMap(([k, v]) => ['-c', `${k}=${v}`]);
}

export const GITATTRIBUTES_HEADER = '# Written by project-memory: append-only memory logs merge by keeping both sides.';

/** The `.gitattributes` text for a memory folder kept in git (a shared project folder or a synced root). */
export function gitAttributesText(): string {
  const lines = [
    GITATTRIBUTES_HEADER,
    '# Run `project-memory doctor --fix` after a merge; see `project-memory sync`.',
    ...UNION_MERGED.map((p) => `${p} merge=union`),
    ...UNION_MERGED_JSON.map((p) => `${p} merge=union`),
    ...UNION_MERGED_DERIVED.map((p) => `${p} merge=union`),
  ];
  return `${lines.join('\n')}\n`;
}

/**
 * Derived files (rebuilt from the others by `doctor --fix` or on first use) and server-private
 * ones (locks, the /dream journal, local history, trash, temp files). Folder manifests
 * (`_index.yaml`) are derived too: the descriptions set with update_file_description stay on the
 * machine that set them, which is the price of never conflicting on them.
 */
export const IGNORED = [
  '_index.yaml',
  '_projects-index.json',
  '_refs-index.json',
  '.index/',
  '.locks/',
  '.journal/',
  '.history/',
  '_trash/',
  '*.pm-tmp',
] as const;

/** The `.gitignore` text of a synced root (relative patterns: they apply at every depth). */
export function gitIgnoreText(): string {
  return `# Written by project-memory: derived and machine-private files are never committed.\n${IGNORED.join('\n')}\n`;
}
