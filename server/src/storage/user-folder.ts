/**
 * The per-user folder of the hooks (session state, the code cache of hook-main.cjs): the plugin's
 * data folder CLAUDE_PLUGIN_DATA, which Claude Code gives its hooks, else
 * `$TMPDIR/project-memory-<uid>`, a name any local user could create first, so its users verify
 * it before use (storage/session-state.ts, bin/hook.ts). Computed here only.
 */
import os from 'node:os';
import path from 'node:path';
import { envVar } from '../core/env.js';

export interface UserFolder {
  dir: string;
  /** true: Claude Code's data folder (it may make it 0755); false: the temp one, ours alone. */
  pluginData: boolean;
}

export function perUserFolder(env: NodeJS.ProcessEnv): UserFolder {
  const data = envVar(env, 'CLAUDE_PLUGIN_DATA');
  return data ? { dir: data, pluginData: true } : { dir: path.join(os.tmpdir(), `project-memory-${process.getuid?.() ?? 'user'}`), pluginData: false };
}
