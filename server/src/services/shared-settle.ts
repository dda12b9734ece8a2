/**
 * A shared project's first use on a machine (docs/FORMATS.md#team): git keeps neither empty
 * folders nor the derived files it ignores, so a fresh clone's `.project-memory/` lacks both. The
 * missing folders are made and the derived files rebuilt once, before the first write or read of
 * a writing adapter; afterwards the check is one stat per folder.
 */
import { unsettledSharedProjects } from './prepare-check.js';
import { rebuildIndexes } from './rebuild.js';
import type { Workspace } from './workspace.js';

/** Slugs it settled (empty when every mounted project was complete). */
export function settleSharedProjects(ws: Workspace): string[] {
  const settled: string[] = [];
  for (const { slug, missing } of unsettledSharedProjects(ws)) {
    for (const f of missing) ws.root.ensureDir(`projects/${slug}/${f}`);
    settled.push(slug);
  }
  if (settled.length) rebuildIndexes(ws);
  return settled;
}
