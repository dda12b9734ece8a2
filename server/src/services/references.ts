/** `find_references`: files mentioning an @ref, #tag or [[link]], from `_refs-index.json`. */
import { MemoryError } from '../core/errors.js';
import { readRefsIndex } from '../storage/refs-index.js';
import { resolveScope } from './scope.js';
import type { Workspace } from './workspace.js';

export interface ReferenceQuery {
  ref?: string;
  tag?: string;
  link?: string;
  project?: string | null;
}

export function findReferences(ws: Workspace, q: ReferenceQuery): { query: string; files: string[] } {
  const given = [q.ref, q.tag, q.link].filter((v) => v !== undefined && v !== '');
  if (given.length !== 1)
    throw new MemoryError('INVALID_INPUT', 'Give exactly one of ref (e.g. "john-doe"), tag (e.g. "integration") or link (e.g. "API Design").');
  const ref = q.ref?.replace(/^@/, '');
  const tag = q.tag?.replace(/^#/, '');
  const link = q.link?.replace(/^\[\[|\]\]$/g, '');
  const prefix = q.project && q.project !== '*' ? `${resolveScope(ws, q.project).dir}/` : '';
  const index = readRefsIndex(ws.root);
  const files = Object.values(index.entries)
    .filter((e) => e.path.startsWith(prefix))
    .filter((e) => (ref !== undefined ? e.refs.includes(ref) : tag !== undefined ? e.tags.includes(tag) : e.links.includes(link as string)))
    .map((e) => e.path)
    .sort();
  const query = ref !== undefined ? `@${ref}` : tag !== undefined ? `#${tag}` : `[[${link}]]`;
  return { query, files };
}
