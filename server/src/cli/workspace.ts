/**
 * The workspaces of CLI commands. A command that only reads never creates a memory root: a typo in
 * --root or a first `projects` before `init` would otherwise leave an empty root behind.
 */
import { openWorkspace } from '../services/open.js';
import { openPreparedWorkspace, prepareWorkspace } from '../services/prepare.js';
import type { Workspace } from '../services/workspace.js';
import { stringFlag, type ParsedArgs } from './args.js';

export function writeWorkspace(args: ParsedArgs): Workspace {
  return openPreparedWorkspace({ root: stringFlag(args.flags, 'root') });
}

export function readWorkspace(args: ParsedArgs): Workspace {
  return prepareWorkspace(openWorkspace({ root: stringFlag(args.flags, 'root'), create: false }));
}
