/**
 * The per-user folder of the hooks (session state, the code cache of hook-main.cjs): the plugin's
 * data folder CLAUDE_PLUGIN_DATA, which Claude Code gives its hooks, else
 * `$TMPDIR/project-memory-<uid>`, a name any local user could create first, so its users verify
 * it before use (storage/session-state.ts, bin/hook.ts). Computed here only.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { envVar } from '../core/env.js';

/** node:os only without CLAUDE_PLUGIN_DATA: loading it is a measurable part of a session start. */
let os: typeof import('node:os') | undefined;
const tmpdir = () => (os ??= createRequire('/')('node:os') as typeof import('node:os')).tmpdir();

export interface UserFolder {
  dir: string;
  /** true: Claude Code's data folder (it may make it 0755); false: the temp one, ours alone. */
  pluginData: boolean;
}

export function perUserFolder(env: NodeJS.ProcessEnv): UserFolder {
  const data = envVar(env, 'CLAUDE_PLUGIN_DATA');
  return data ? { dir: data, pluginData: true } : { dir: path.join(tmpdir(), `project-memory-${process.getuid?.() ?? 'user'}`), pluginData: false };
}
