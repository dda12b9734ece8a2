/**
 * Re-creates the missing core files of a project (services/core-files-init.ts) and brings the
 * derived files (folder manifest, refs index) in step with them: what the tools call.
 */
import { afterChange } from './derived.js';
import { createMissingCoreFiles } from './core-files-init.js';
import type { Scope } from './scope.js';
import type { Workspace } from './workspace.js';

export { missingCoreFiles } from './core-files-missing.js';

export function ensureCoreFiles(ws: Workspace, scope: Scope): string[] {
  const created = createMissingCoreFiles(ws, scope);
  if (created.length) afterChange(ws, created);
  return created;
}
