/**
 * What `project-memory setup <agent>` changes, per agent, as pure plans over file texts
 * (docs/AGENTS-SETUP.md says what each agent gets and where each fact was found). Every change
 * adds our part to a file the person owns without touching the rest, again changes nothing, and
 * has an exact inverse for `--remove`. The service (services/agent-setup.ts) reads and writes the
 * files and keeps their old versions in the local history.
 */
import { addCodexEntries, removeCodexEntries, SERVER_NAME } from './codex-config.js';
import { putElement, removeElement, removeMember, setMember, type JsonText } from './jsonc-members.js';
import { putRegion, removeRegion, type RegionSpec } from './marked-region.js';

export const AGENTS = ['claude', 'codex', 'gemini', 'copilot', 'opencode'] as const;
export type AgentName = (typeof AGENTS)[number];

/** What the plans need to know about this machine (the service finds it). */
export interface SetupFacts {
  home: string;
  env: Readonly<Record<string, string | undefined>>;
  /** Absolute paths of the bundles the agent will start: the MCP server and the hook entry. */
  serverScript: string;
  hookScript: string;
  /** PROJECT_MEMORY_ROOT for the server and the hook, when the root is not the default one. */
  root?: string;
  /** Whether a file exists (OpenCode reads whichever of its config files is there). */
  exists(file: string): boolean;
  /** The real path of an existing folder (Codex names hooks by its home's path), else the path. */
  realDir(dir: string): string;
  sha256Hex(text: string): string;
}

/** One change to one file. `current` is null when the file does not exist. */
export interface FileChange {
  file: string;
  /** The file as messages name it (`~/.codex/config.toml`). */
  shown: string;
  /** What it receives, for people: "MCP server + session-start hook". */
  what: string;
  /** The text with our part in; equal to `current` when it is already there. */
  add(current: string | null): string;
  /** The text without our part, null when nothing of ours is in it; '' for a file that was ours alone. */
  remove(current: string): string | null;
  /** The whole file is ours: `--remove` deletes it. */
  owned?: boolean;
}

export interface AgentPlan {
  agent: AgentName;
  changes: FileChange[];
  /** How the memory reaches a session's start: the agent's own hook, or an instruction to call get_project_context. */
  loading: 'hook' | 'instructions';
}

/** A path under HOME as people write it. */
export function shownPath(file: string, home: string): string {
  return home && (file === home || file.startsWith(`${home}/`)) ? `~${file.slice(home.length)}` : file;
}

/** A word for a POSIX shell, quoted only when it needs to be. */
export function shellWord(s: string): string {
  return /^[A-Za-z0-9_./:@%+=,-]+$/.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`;
}

function hookCommand(f: SetupFacts): string {
  const run = `node ${shellWord(f.hookScript)} hook session-start`;
  return f.root ? `PROJECT_MEMORY_ROOT=${shellWord(f.root)} ${run}` : run;
}

function serverEnv(f: SetupFacts): Record<string, string> | undefined {
  return f.root ? { PROJECT_MEMORY_ROOT: f.root } : undefined;
}

/** The block for agents that start a session without our hook (docs/AGENTS-SETUP.md#instruction-block). */
export function instructionBlock(): string {
  return [
    '## Project memory',
    '',
    'This machine keeps a durable memory of each project, served by the `project-memory` MCP server.',
    '',
    '- At the start of every session, before anything else, call its `get_project_context` tool: it',
    '  returns the status, core memory and live decisions of the project you are working in (or how to',
    '  create one). Use its `search` and `read_file` tools when you need more.',
    '- Before you finish a session in which you changed code, save what was learned: `log_session`, and',
    '  update `memory.md` or `_status.md` with `patch_file`. Never store secrets there.',
  ].join('\n');
}

function instructionsChange(agent: AgentName, file: string, home: string): FileChange {
  const shown = shownPath(file, home);
  const spec: RegionSpec = {
    style: 'markdown',
    id: 'setup',
    note: `remove with \`project-memory setup ${agent} --remove\``,
    shown,
  };
  return {
    file,
    shown,
    what: 'instruction block (call get_project_context first)',
    add: (current) => putRegion(current ?? '', spec, instructionBlock()),
    remove: (current) => removeRegion(current, spec),
  };
}

/** A JSON settings file that receives members (and array elements) at paths. */
interface JsonPart {
  kind: 'member' | 'element';
  path: string[];
  value: unknown;
  isOurs?: (v: unknown) => boolean;
}

function jsonChange(file: string, home: string, what: string, parts: JsonPart[]): FileChange {
  const shown = shownPath(file, home);
  const doPart = (text: string, p: JsonPart): string => {
    const j: JsonText = { text, shown };
    return p.kind === 'member' ? setMember(j, p.path, p.value).text : putElement(j, p.path, p.value, p.isOurs ?? (() => false)).text;
  };
  return {
    file,
    shown,
    what,
    add: (current) => parts.reduce(doPart, current ?? ''),
    remove: (current) => {
      let text = current;
      let found = false;
      // In reverse order, each undone against its own re-doing (core/jsonc-members.ts).
      for (const p of [...parts].reverse()) {
        const j: JsonText = { text, shown };
        const redo = (t: string) => doPart(t, p);
        const next = p.kind === 'member' ? removeMember(j, p.path, redo) : removeElement(j, p.path, p.isOurs ?? (() => false), redo);
        if (next !== null) {
          text = next;
          found = true;
        }
      }
      return found ? text : null;
    },
  };
}

/** A file that is ours alone: written whole, deleted by --remove. */
function ownedJsonFile(file: string, home: string, what: string, value: unknown): FileChange {
  const text = `${JSON.stringify(value, null, 2)}\n`;
  return { file, shown: shownPath(file, home), what, owned: true, add: () => text, remove: () => '' };
}

function codexPlan(f: SetupFacts): AgentPlan {
  const home = f.env.CODEX_HOME || `${f.home}/.codex`;
  const configPath = `${f.realDir(home)}/config.toml`;
  const file = `${home}/config.toml`;
  const shown = shownPath(file, f.home);
  const entries = { configPath, shown, serverArgs: [f.serverScript], hookCommand: hookCommand(f), env: serverEnv(f), sha256Hex: f.sha256Hex };
  return {
    agent: 'codex',
    loading: 'hook',
    changes: [
      {
        file,
        shown,
        what: 'MCP server + trusted SessionStart hook',
        add: (current) => addCodexEntries(current ?? '', entries),
        remove: (current) => removeCodexEntries(current, shown),
      },
    ],
  };
}

const isOurGeminiGroup = (v: unknown): boolean =>
  Array.isArray((v as { hooks?: unknown })?.hooks) && ((v as { hooks: unknown[] }).hooks as { name?: unknown }[]).some((h) => h?.name === SERVER_NAME);

function geminiPlan(f: SetupFacts): AgentPlan {
  const base = f.env.GEMINI_CLI_HOME || f.home;
  const file = `${base}/.gemini/settings.json`;
  const env = serverEnv(f);
  const server = { command: 'node', args: [f.serverScript], ...(env ? { env } : {}) };
  // Gemini's timeouts are in milliseconds; a lifecycle matcher is an exact string, so none (all sources).
  const group = {
    hooks: [{ name: SERVER_NAME, type: 'command', command: hookCommand(f), timeout: 10_000, description: 'Loads the project memory at session start.' }],
  };
  return {
    agent: 'gemini',
    loading: 'hook',
    changes: [
      jsonChange(file, f.home, 'MCP server + SessionStart hook', [
        { kind: 'member', path: ['mcpServers', SERVER_NAME], value: server },
        { kind: 'element', path: ['hooks', 'SessionStart'], value: group, isOurs: isOurGeminiGroup },
      ]),
    ],
  };
}

function copilotPlan(f: SetupFacts): AgentPlan {
  const home = f.env.COPILOT_HOME || `${f.home}/.copilot`;
  const env = serverEnv(f);
  const server = { type: 'local', command: 'node', args: [f.serverScript], ...(env ? { env } : {}), tools: ['*'] };
  // A user-level hook file of its own (Copilot loads every *.json of ~/.copilot/hooks); Copilot
  // reads session-start context as a top-level `additionalContext` (hooks/payload.ts).
  const hook = { type: 'command', bash: `PROJECT_MEMORY_HOOK_DIALECT=copilot ${hookCommand(f)}`, timeoutSec: 10 };
  return {
    agent: 'copilot',
    loading: 'hook',
    changes: [
      jsonChange(`${home}/mcp-config.json`, f.home, 'MCP server', [{ kind: 'member', path: ['mcpServers', SERVER_NAME], value: server }]),
      ownedJsonFile(`${home}/hooks/${SERVER_NAME}.json`, f.home, 'sessionStart hook', { version: 1, hooks: { sessionStart: [hook] } }),
    ],
  };
}

function openCodePlan(f: SetupFacts): AgentPlan {
  const dir = `${f.env.XDG_CONFIG_HOME || `${f.home}/.config`}/opencode`;
  // OpenCode merges opencode.jsonc, opencode.json and the older config.json; we edit the one there is.
  const file = [`${dir}/opencode.jsonc`, `${dir}/opencode.json`, `${dir}/config.json`].find((c) => f.exists(c)) ?? `${dir}/opencode.json`;
  const env = serverEnv(f);
  const server = { type: 'local', command: ['node', f.serverScript], enabled: true, ...(env ? { environment: env } : {}) };
  return {
    agent: 'opencode',
    loading: 'instructions',
    changes: [
      jsonChange(file, f.home, 'MCP server', [{ kind: 'member', path: ['mcp', SERVER_NAME], value: server }]),
      instructionsChange('opencode', `${dir}/AGENTS.md`, f.home),
    ],
  };
}

/** The file changes of an agent configured through files (claude is set up through its own CLI). */
export function planAgent(agent: Exclude<AgentName, 'claude'>, f: SetupFacts): AgentPlan {
  switch (agent) {
    case 'codex':
      return codexPlan(f);
    case 'gemini':
      return geminiPlan(f);
    case 'copilot':
      return copilotPlan(f);
    case 'opencode':
      return openCodePlan(f);
  }
}
