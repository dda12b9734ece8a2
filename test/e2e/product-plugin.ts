// The product plugin as Claude Code sees it, for the end-to-end suite: a copy of the plugin files
// with a bundle built fresh from the sources (so the suite tests the code under review and never
// writes into the repository), and readers for what our hooks and server put in front of the model.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ClaudeRun, HookResponseEvent } from './claude-runner.js';
import { locateText, type MessagesRequest } from './fake-anthropic.js';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** plugin.json `name`, marketplace.json `name`, and the MCP server's key in plugin.json. */
export const PLUGIN = 'project-memory';
export const MARKETPLACE = 'project-memory';
export const MCP_SERVER = 'project-memory';

/** How Claude Code names our server and tools (FINDINGS.md, "Other observations"). */
export const SERVER_LABEL = `plugin:${PLUGIN}:${MCP_SERVER}`;
export const TOOL_PREFIX = `mcp__plugin_${PLUGIN}_${MCP_SERVER}__`;
export const tool = (name: string): string => `${TOOL_PREFIX}${name}`;

/** The top-level parts a plugin build reads (scripts/build-plugin.mjs), with the marketplace. */
const PLUGIN_FILES = ['.claude-plugin', 'hooks', 'commands', 'agents', 'skills', 'package.json', 'README.md', 'LICENSE'];

/**
 * A miniature repository in `dest`: the plugin's top-level parts, `server/dist` built there from the
 * sources with scripts/build.mjs (~1 s) and `plugin/` written by scripts/build-plugin.mjs, so the
 * repository is never written. `marketplace` is `dest`; `plugin` is the folder its entry names,
 * where Claude Code runs hooks and the server from (CLAUDE_PLUGIN_ROOT).
 */
export function preparePluginCopy(dest: string): { marketplace: string; plugin: string } {
  mkdirSync(dest, { recursive: true });
  for (const entry of PLUGIN_FILES) {
    const from = path.join(REPO_ROOT, entry);
    if (existsSync(from)) cpSync(from, path.join(dest, entry), { recursive: true });
  }
  const run = (script: string, arg: string) =>
    execFileSync(process.execPath, [path.join(REPO_ROOT, 'scripts', script), arg], { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'], timeout: 120_000 });
  run('build.mjs', path.join(dest, 'server', 'dist'));
  run('build-plugin.mjs', dest);
  return { marketplace: dest, plugin: path.join(dest, 'plugin') };
}

/** The responses of our hooks for one event (the stream-json `system/hook_response` events). */
export function hookResponses(run: ClaudeRun, event: string): HookResponseEvent[] {
  return run.hookResponses.filter((h) => h.hook_event === event);
}

/** The JSON our hook printed (its stdout), or undefined when it printed nothing. */
export function hookJson(response: HookResponseEvent): Record<string, unknown> | undefined {
  const out = (response.stdout ?? response.output ?? '').trim();
  if (!out) return undefined;
  return JSON.parse(out) as Record<string, unknown>;
}

/** `hookSpecificOutput.additionalContext` of a hook response, or undefined. */
export function additionalContextOf(response: HookResponseEvent): string | undefined {
  const json = hookJson(response) as { hookSpecificOutput?: { additionalContext?: string } } | undefined;
  return json?.hookSpecificOutput?.additionalContext;
}

/** Our SessionStart context in this run (exactly one SessionStart hook of ours ran). */
export function sessionStartContext(run: ClaudeRun): string {
  const responses = hookResponses(run, 'SessionStart');
  if (responses.length !== 1) throw new Error(`expected one SessionStart hook response, got ${responses.length}`);
  const text = additionalContextOf(responses[0]!);
  if (text === undefined) throw new Error(`our SessionStart hook printed no additionalContext: ${JSON.stringify(responses[0])}`);
  return text;
}

/** Requests that contain `needle` somewhere the model reads it. */
export function requestsWith(requests: MessagesRequest[], needle: string): number[] {
  return requests.flatMap((r, i) => (locateText(r, needle).length ? [i] : []));
}
