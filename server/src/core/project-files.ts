/** Initial content of a project's machine-readable files (docs/FORMATS.md#manifest-json) and their manifest entries. */
import { DEFAULT_THRESHOLDS } from './thresholds.js';
import type { DescriptionChange } from './folder-manifest.js';

export function newManifestJson(slug: string, date: string): string {
  const manifest = {
    schemaVersion: 1,
    slug,
    updated: date,
    topics: [],
    activeDecisionIds: [],
    importantFiles: ['memory.md', 'decisions.md', '_status.md'],
    sessionCount: 0,
    artifactFile: 'artifacts.json',
    consolidation: { ...DEFAULT_THRESHOLDS },
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

export function newArtifactsJson(): string {
  return `${JSON.stringify({ schemaVersion: 1, artifacts: [] }, null, 2)}\n`;
}

export const DEFAULT_MANIFEST_FILES: Readonly<Record<string, DescriptionChange>> = {
  '_status.md': { description: 'Always-current project status, next action, blockers.', read_when: 'First, before any other context.' },
  '_instructions.md': { description: 'Project-specific rules for the assistant.', read_when: 'At session start (loaded automatically).' },
  '_guide.md': { description: 'What each file and folder of this project holds.', read_when: 'When unsure where something belongs.' },
  '_meta.yaml': { description: 'Project metadata: status, type, owner, tags, aliases, bound repositories.', read_when: 'When filtering or binding projects.' },
  'memory.md': { description: 'Core memory: compact current state, canonical sections.', read_when: 'At session start (loaded automatically).' },
  'manifest.json': {
    description: 'Retrieval metadata: topics, active decision ids, important files, consolidation thresholds.',
    read_when: 'When routing retrieval or tuning /dream.',
  },
  'artifacts.json': { description: 'External references: designs, specs, code deliverables.', read_when: 'When looking for an artifact.' },
  'people.md': { description: 'People linked to this project, grouped by company (auto-managed).', read_when: 'Before any communication or meeting.' },
  'companies.md': { description: 'Company relationships relevant to this project.', read_when: 'When researching company context.' },
  'decisions.md': { description: 'Decision log (append-only; statuses change in place).', read_when: 'Before making a decision that may overlap.' },
};

/**
 * The core files every project must have (docs/FORMATS.md#core-files: if memory files do not
 * exist, the core files are initialised), with the `_templates/` file each starts from (null: built here).
 * The one list: services/core-files.ts re-creates a missing one at every entry point that
 * touches a project as a whole (log_session, rebuild_indexes, consolidate, doctor --fix, the
 * session-start hook), and doctor reports the missing ones. Only a missing file is created: an
 * existing one, however damaged, is a person's to fix (doctor says how).
 */
export const CORE_PROJECT_FILES: readonly { file: string; template: string | null }[] = [
  { file: 'memory.md', template: 'memory.md' },
  { file: 'manifest.json', template: null },
  { file: 'artifacts.json', template: null },
  { file: 'decisions.md', template: 'decisions.md' },
];

/** The sentence a result adds when core files were initialised ('' when none was missing). */
export function coreFilesSentence(created: readonly string[]): string {
  return created.length ? `Initialised the missing core file(s) ${created.join(', ')}: a project's core files are re-created when missing.` : '';
}
