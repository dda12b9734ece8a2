/**
 * A shared project's first use on a machine (docs/FORMATS.md#team): git keeps neither empty
 * folders nor the derived files it ignores, so a fresh clone's `.project-memory/` lacks both. The
 * missing folders are made and the derived files rebuilt once, before the first write or read of
 * a writing adapter; afterwards the check is one stat per folder.
 */
import { PROJECT_FOLDERS } from './projects.js';
import { rebuildIndexes } from './rebuild.js';
import type { Workspace } from './workspace.js';

/** Slugs it settled (empty when every mounted project was complete). */
export function settleSharedProjects(ws: Workspace): string[] {
  const settled: string[] = [];
  for (const slug of ws.root.mountedSlugs()) {
    const dir = `projects/${slug}`;
    if (!ws.root.readText(`${dir}/_meta.yaml`)) continue;
    const missing = PROJECT_FOLDERS.filter((f) => !ws.root.isDirectory(`${dir}/${f}`));
    if (missing.length === 0 && ws.root.readText(`${dir}/_index.yaml`) !== null) continue;
    for (const f of missing) ws.root.ensureDir(`${dir}/${f}`);
    settled.push(slug);
  }
  if (settled.length) rebuildIndexes(ws);
  return settled;
}
