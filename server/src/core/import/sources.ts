/**
 * Which files of a folder are memory another tool left (issue 13 item 3), and what each becomes.
 * Pure: paths in, classification out. The reader (storage/import-source.ts) lists the files.
 */
import { isSessionFileName } from '../file-rules.js';
import { slugify } from '../slug.js';

export type SourceFormat = 'claude-md' | 'claude-auto-memory' | 'agents-md' | 'project-mem-mcp' | 'jarvis' | 'projectmem' | 'memory-bank' | 'cursor-rules';

/**
 * How a source file is imported:
 * - document: the whole file becomes knowledge/<name>.md (with knowledge front matter);
 * - jarvis-memory: canonical sections go under the same section of memory.md, the rest to notes/;
 * - decisions: a decisions.md in the docs/FORMATS.md#decisions format, entry by entry through add_decision;
 * - session: sessions/<same name> (appended when it exists);
 * - archive: kept verbatim under archive/imported/;
 * - global: appended to _global/<name> (preferences.md, patterns.md);
 * - events: a Projectmem events.jsonl (decision events become decisions, the rest a note).
 */
export type SourceKind = 'document' | 'jarvis-memory' | 'decisions' | 'session' | 'archive' | 'global' | 'events';

export interface ClassifiedSource {
  /** Path shown in the report and recorded in the import log: relative to the folder, or `~/.claude/...`. */
  shown: string;
  format: SourceFormat;
  kind: SourceKind;
  /** Where it lands, relative to the project folder (or to `_global` for kind global). */
  target: string;
}

/** Claude Code's auto-memory folder name for a repo path: every character but a letter or digit becomes `-` (so `/` and `.`). */
export function claudeProjectDirName(repoPath: string): string {
  return repoPath.replace(/[^A-Za-z0-9]/g, '-');
}

const ROOT_DOCUMENTS: Record<string, SourceFormat> = {
  'CLAUDE.md': 'claude-md',
  '.claude/CLAUDE.md': 'claude-md',
  'CLAUDE.local.md': 'claude-md',
  'AGENTS.md': 'agents-md',
  'MEMORY.md': 'project-mem-mcp',
  '.cursorrules': 'cursor-rules',
};

/** Projectmem files derived from events.jsonl or its own boilerplate: importing them would duplicate. */
const PROJECTMEM_SKIPPED = new Set(['.projectmem/summary.md', '.projectmem/AI_INSTRUCTIONS.md', '.projectmem/config.toml']);

function knowledgeName(shown: string): string {
  return `knowledge/imported-${slugify(shown)}.md`;
}

function archiveName(prefix: string, rel: string): string {
  const parts = rel.split('/');
  const base = parts.pop() as string;
  const dot = base.lastIndexOf('.');
  const stem = dot > 0 ? base.slice(0, dot) : base;
  const ext =
    dot > 0
      ? base
          .slice(dot + 1)
          .toLowerCase()
          .replace(/[^a-z0-9]/g, '')
      : 'md';
  return `archive/imported/${[...prefix.split('/'), ...parts].map((p) => slugify(p)).join('/')}/${slugify(stem)}.${ext || 'md'}`;
}

/** Folders the reader walks, relative to the folder being imported. */
export const SOURCE_DIRS = ['.claude', '.cursor/rules', 'memory-bank', '.jarvis/memory', '.projectmem'] as const;

/** Classifies one file path relative to the imported folder; null when it is not a memory source. */
export function classifyRepoFile(rel: string): ClassifiedSource | null {
  const format = ROOT_DOCUMENTS[rel];
  if (format) return { shown: rel, format, kind: 'document', target: knowledgeName(rel) };
  if (/^\.cursor\/rules\/[^/]+\.mdc?$/.test(rel)) return { shown: rel, format: 'cursor-rules', kind: 'document', target: knowledgeName(rel) };
  if (/^memory-bank\/[^/]+\.md$/.test(rel)) return { shown: rel, format: 'memory-bank', kind: 'document', target: knowledgeName(rel) };
  if (rel.startsWith('.projectmem/')) {
    if (PROJECTMEM_SKIPPED.has(rel)) return null;
    if (rel === '.projectmem/events.jsonl') return { shown: rel, format: 'projectmem', kind: 'events', target: 'decisions.md' };
    if (rel.endsWith('.md')) return { shown: rel, format: 'projectmem', kind: 'document', target: knowledgeName(rel) };
    return null;
  }
  if (rel.startsWith('.jarvis/memory/')) return classifyJarvis(rel, rel.slice('.jarvis/memory/'.length));
  return null;
}

function classifyJarvis(shown: string, rel: string): ClassifiedSource | null {
  const jarvis = (kind: SourceKind, target: string): ClassifiedSource => ({ shown, format: 'jarvis', kind, target });
  if (rel === 'preferences.md' || rel === 'patterns.md') return jarvis('global', rel);
  const m = /^projects\/([^/]+)\/(.+)$/.exec(rel);
  if (!m) return jarvis('archive', archiveName('jarvis', rel));
  const [, slug, inner] = m as unknown as [string, string, string];
  if (inner === 'memory.md') return jarvis('jarvis-memory', 'memory.md');
  if (inner === 'decisions.md') return jarvis('decisions', 'decisions.md');
  // A session named by an impossible date would count as a session of no day: kept in archive/.
  const session = /^sessions\/([^/]+)$/.exec(inner)?.[1];
  if (session !== undefined && isSessionFileName(session)) return jarvis('session', `sessions/${session}`);
  return jarvis('archive', archiveName(`jarvis/${slug}`, inner));
}

/** Classifies a file of Claude Code's auto memory folder (`~/.claude/projects/<dir>/memory/<rel>`). */
export function classifyAutoMemory(dirName: string, rel: string): ClassifiedSource | null {
  if (!rel.endsWith('.md')) return null;
  const shown = `~/.claude/projects/${dirName}/memory/${rel}`;
  return { shown, format: 'claude-auto-memory', kind: 'document', target: `knowledge/imported-claude-auto-memory-${slugify(rel)}.md` };
}
