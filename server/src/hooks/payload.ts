/** Hook stdin payloads (observed with the real CLI, see docs/ARCHITECTURE.md#claude-code), read defensively. */
export interface HookPayload {
  session_id?: string;
  cwd?: string;
  hook_event_name?: string;
  source?: string;
  stop_hook_active?: boolean;
  tool_name?: string;
  tool_input?: Record<string, unknown>;
}

export function parsePayload(raw: string): HookPayload {
  if (raw.trim() === '') return {};
  const data = JSON.parse(raw) as unknown;
  if (!data || typeof data !== 'object' || Array.isArray(data)) return {};
  const o = data as Record<string, unknown>;
  const str = (k: string) => (typeof o[k] === 'string' ? (o[k] as string) : undefined);
  const input = o.tool_input && typeof o.tool_input === 'object' && !Array.isArray(o.tool_input) ? (o.tool_input as Record<string, unknown>) : undefined;
  return {
    session_id: str('session_id'),
    cwd: str('cwd'),
    hook_event_name: str('hook_event_name'),
    source: str('source'),
    stop_hook_active: o.stop_hook_active === true,
    tool_name: str('tool_name'),
    tool_input: input,
  };
}

/** What a hook prints: nothing, context for the model, or a Stop block. */
export type HookOutput =
  | { kind: 'none' }
  | { kind: 'context'; event: string; text: string }
  | { kind: 'block'; reason: string }
  /** Shown to the user, not the model. */
  | { kind: 'notice'; text: string };

/**
 * The shape of the agent that runs the hook. Claude Code's is also what Codex CLI and Gemini CLI
 * read; GitHub Copilot CLI reads session-start context only as a top-level `additionalContext`
 * (measured with Copilot CLI 1.0.102, docs/AGENTS-SETUP.md#copilot), so `setup copilot` sets
 * PROJECT_MEMORY_HOOK_DIALECT=copilot in its hook command.
 */
export type HookDialect = 'claude' | 'copilot';

export function hookDialect(env: NodeJS.ProcessEnv): HookDialect {
  return env.PROJECT_MEMORY_HOOK_DIALECT === 'copilot' ? 'copilot' : 'claude';
}

export function renderOutput(out: HookOutput, dialect: HookDialect = 'claude'): string {
  switch (out.kind) {
    case 'none':
      return '';
    case 'context':
      if (dialect === 'copilot') return JSON.stringify({ additionalContext: out.text });
      return JSON.stringify({ hookSpecificOutput: { hookEventName: out.event, additionalContext: out.text } });
    case 'block':
      return JSON.stringify({ decision: 'block', reason: out.reason });
    case 'notice':
      return JSON.stringify({ systemMessage: out.text });
  }
}
