/**
 * What `setup codex` puts in Codex's `config.toml` (docs/AGENTS-SETUP.md#codex): one marked region
 * (core/marked-region.ts) holding our MCP server, a SessionStart hook and that hook's trust. Codex
 * runs a hook a person configured only once it is trusted, and records trust in the same file as
 * `[hooks.state."<config path>:session_start:<group>:<handler>"] trusted_hash = "sha256:…"`, the
 * hash of the hook's normalised definition (event, matcher, handler with its timeout, keys sorted,
 * compact JSON), as Codex 0.171's `hooks/list` reports it. Running `setup codex` is the person's
 * decision to trust this hook; a Codex that hashes differently shows it for review in `/hooks`
 * instead of running it unseen.
 *
 * The file is parsed (smol-toml) before and after: an unreadable file is refused, and the result
 * must mean exactly the person's settings plus ours, or nothing is written.
 */
import { parse, TomlError } from 'smol-toml';
import { MemoryError } from './errors.js';
import { findRegion, putRegion, removeRegion, type RegionSpec } from './marked-region.js';

export const SERVER_NAME = 'project-memory';
/** Codex's SessionStart sources (codex-rs/hooks/src/events/session_start.rs), as Claude Code's. */
const SESSION_START_MATCHER = 'startup|resume|clear|compact';
const HOOK_TIMEOUT_SEC = 10;

export interface CodexEntries {
  /** `~/.codex/config.toml` as Codex names it in hook keys (the absolute path). */
  configPath: string;
  shown: string;
  serverArgs: string[];
  hookCommand: string;
  env?: Record<string, string>;
  sha256Hex(text: string): string;
}

/** A TOML basic string: JSON's escapes are TOML's, plus DEL, which JSON leaves raw. */
export function tomlString(s: string): string {
  return JSON.stringify(s).replace(/\u007f/g, '\\u007F');
}

function canonicalJson(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonicalJson).join(',')}]`;
  if (v && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    return `{${Object.keys(o)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson(o[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(v);
}

/** The trust hash Codex computes for a command hook (codex-rs/hooks/src/engine/discovery.rs). */
export function codexHookHash(event: string, matcher: string | undefined, command: string, timeoutSec: number, sha256Hex: (s: string) => string): string {
  const handler = { type: 'command', command, timeout: timeoutSec, async: false };
  const identity = matcher === undefined ? { event_name: event, hooks: [handler] } : { event_name: event, matcher, hooks: [handler] };
  return `sha256:${sha256Hex(canonicalJson(identity))}`;
}

function readToml(text: string, shown: string): Record<string, unknown> {
  try {
    return parse(text) as Record<string, unknown>;
  } catch (e) {
    const where = e instanceof TomlError ? ` (line ${e.line}, column ${e.column})` : '';
    throw new MemoryError(
      'INVALID_FORMAT',
      `${shown} is not valid TOML${where}, so nothing was written.`,
      'Fix the file (codex reads it too), then run the command again.',
    );
  }
}

function sessionStartGroups(config: Record<string, unknown>): number {
  const hooks = config.hooks as Record<string, unknown> | undefined;
  const groups = hooks?.SessionStart;
  return Array.isArray(groups) ? groups.length : 0;
}

function regionBody(e: CodexEntries, groupIndex: number): string {
  const hash = codexHookHash('session_start', SESSION_START_MATCHER, e.hookCommand, HOOK_TIMEOUT_SEC, e.sha256Hex);
  const key = `${e.configPath}:session_start:${groupIndex}:0`;
  const env =
    e.env && Object.keys(e.env).length
      ? `env = { ${Object.entries(e.env)
          .map(([k, v]) => `${k} = ${tomlString(v)}`)
          .join(', ')} }\n`
      : '';
  return [
    `[mcp_servers.${SERVER_NAME}]`,
    `command = "node"`,
    `args = [${e.serverArgs.map(tomlString).join(', ')}]`,
    `${env}`,
    `[[hooks.SessionStart]]`,
    `matcher = ${tomlString(SESSION_START_MATCHER)}`,
    `[[hooks.SessionStart.hooks]]`,
    `type = "command"`,
    `command = ${tomlString(e.hookCommand)}`,
    `timeout = ${HOOK_TIMEOUT_SEC}`,
    '',
    `[hooks.state.${tomlString(key)}]`,
    `trusted_hash = ${tomlString(hash)}`,
  ]
    .join('\n')
    .replace(/\n\n\n/g, '\n\n');
}

function sameValue(a: unknown, b: unknown): boolean {
  return canonicalJson(a) === canonicalJson(b);
}

/** The parsed config without our entries: what the person's file meant before setup. */
function withoutOurs(config: Record<string, unknown>, key: string, groupIndex: number): Record<string, unknown> {
  const out = structuredClone(config);
  const servers = out.mcp_servers as Record<string, unknown> | undefined;
  if (servers) {
    delete servers[SERVER_NAME];
    if (Object.keys(servers).length === 0) delete out.mcp_servers;
  }
  const hooks = out.hooks as Record<string, unknown> | undefined;
  if (hooks) {
    const groups = hooks.SessionStart as unknown[] | undefined;
    if (Array.isArray(groups)) {
      groups.splice(groupIndex, 1);
      if (groups.length === 0) delete hooks.SessionStart;
    }
    const state = hooks.state as Record<string, unknown> | undefined;
    if (state) {
      delete state[key];
      if (Object.keys(state).length === 0) delete hooks.state;
    }
    if (Object.keys(hooks).length === 0) delete out.hooks;
  }
  return out;
}

export const CODEX_REGION = (shown: string): RegionSpec => ({
  style: 'hash',
  id: 'setup',
  note: 'remove with `project-memory setup codex --remove`',
  shown,
});

/** `config.toml` with our region (idempotent); refuses an unreadable file or one our region would change. */
export function addCodexEntries(current: string, e: CodexEntries): string {
  const spec = CODEX_REGION(e.shown);
  readToml(current, e.shown);
  const base = removeRegion(current, spec) ?? current;
  const before = readToml(base, e.shown);
  if ((before.mcp_servers as Record<string, unknown> | undefined)?.[SERVER_NAME] !== undefined) {
    throw new MemoryError(
      'CONFLICT',
      `${e.shown} already configures an MCP server named "${SERVER_NAME}" outside the block setup manages, so nothing was written.`,
      `Remove your [mcp_servers.${SERVER_NAME}] table, then run project-memory setup codex again.`,
    );
  }
  // Codex keys trust by the hook's position among the file's SessionStart groups: ours comes after
  // those above the region (all of them when the region is appended at the end).
  const found = findRegion(current, spec);
  const groupIndex = found ? sessionStartGroups(readToml(current.slice(0, found.start), e.shown)) : sessionStartGroups(before);
  const next = putRegion(current, spec, regionBody(e, groupIndex));
  let after: Record<string, unknown>;
  try {
    after = parse(next) as Record<string, unknown>;
  } catch (err) {
    throw new MemoryError(
      'CONFLICT',
      `${e.shown} cannot take setup's block without changing what the file means (${err instanceof Error ? err.message.split('\n')[0] : String(err)}), so nothing was written.`,
      'A [hooks] or [mcp_servers] written as an inline table does this: write it as [section] tables, then run the command again.',
    );
  }
  const key = `${e.configPath}:session_start:${groupIndex}:0`;
  const ours = ((after.hooks as Record<string, unknown> | undefined)?.SessionStart as { hooks?: { command?: unknown }[] }[] | undefined)?.[groupIndex];
  if (!sameValue(withoutOurs(after, key, groupIndex), before) || ours?.hooks?.[0]?.command !== e.hookCommand) {
    throw new MemoryError(
      'CONFLICT',
      `${e.shown} cannot take setup's block without changing your own settings, so nothing was written.`,
      'Run project-memory setup codex --dry-run to see the block, and add it by hand.',
    );
  }
  return next;
}

/** `config.toml` without our region; null when it has none. */
export function removeCodexEntries(current: string, shown: string): string | null {
  return removeRegion(current, CODEX_REGION(shown));
}
