/**
 * The workspaces of CLI commands. A command that only reads never creates a memory root: a typo in
 * --root or a first `projects` before `init` would otherwise leave an empty root behind.
 */
import { openWorkspace, type OpenOptions } from '../services/open.js';
import { openPreparedWorkspace, prepareWorkspace } from '../services/prepare.js';
import type { Workspace } from '../services/workspace.js';
import { stringFlag, type ParsedArgs } from './args.js';
import type { CliIo } from './io.js';

/**
 * --root, that folder, and the command's environment. A relative root, given by --root or by
 * PROJECT_MEMORY_ROOT, is taken from the folder the command was typed in.
 */
export function workspaceOptions(args: ParsedArgs, io: Pick<CliIo, 'cwd' | 'env'>): OpenOptions {
  return { root: stringFlag(args.flags, 'root'), rootFrom: io.cwd, cwd: io.cwd, env: io.env };
}

export function writeWorkspace(args: ParsedArgs, io: Pick<CliIo, 'cwd' | 'env'>): Workspace {
  return openPreparedWorkspace(workspaceOptions(args, io));
}

export function readWorkspace(args: ParsedArgs, io: Pick<CliIo, 'cwd' | 'env'>): Workspace {
  return prepareWorkspace(openWorkspace({ ...workspaceOptions(args, io), create: false }));
}
