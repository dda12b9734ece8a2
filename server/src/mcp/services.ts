/**
 * Every use case the tool handlers call, behind ONE dynamic import (`services()`): the server
 * answers initialize and tools/list without loading them, nor what they load (YAML parsers,
 * picomatch, diff-match-patch, the search index...). Spawn → tools/list is paid by every session;
 * the first tool call pays for this module once.
 */
export { consolidate } from '../services/consolidate.js';
export { readMemoryDraft } from '../services/dream-draft.js';
export { assertNoSecretInFields } from '../services/content-checks.js';
export { buildProjectContext } from '../services/context.js';
export { addDecision } from '../services/decisions.js';
export { formatImport, importMemory } from '../services/import.js';
export { appendToFile, deleteFile, patchFile, readFile, writeFile } from '../services/files.js';
export { getFolderManifest, updateFileDescription } from '../services/manifests.js';
export { createCompany, createPerson, editPersonNotes, linkPersonToProject, unlinkPersonFromProject } from '../services/people.js';
export { formatPrecheck, precheckFile } from '../services/precheck.js';
export { countProjects, createProject, listProjects, useProject } from '../services/projects.js';
export { rebuildIndexes } from '../services/rebuild.js';
export { findReferences } from '../services/references.js';
export { formatHits, searchMemory } from '../services/search.js';
export { logSession } from '../services/sessions.js';
export { createSharedProject, formatMove, shareProject, unshareProject } from '../services/share.js';
export { wrapProject } from '../services/wrap.js';
export { prepareServerProcess } from './server-process.js';
