// Installs (or finds) the pinned Claude Code (and the Codex and Gemini CLIs) once for the whole e2e run and hands the outcome to
// the test workers through the environment, so that a failed install is tried once, not per file.
import { locateAgent } from './agents-runner.js';
import { locateClaude } from './claude-runner.js';

export default function setup(): void {
  const { path: binary, reason } = locateClaude();
  if (binary) process.env.CLAUDE_E2E_BINARY = binary;
  else process.env.CLAUDE_E2E_UNAVAILABLE = reason ?? 'no binary';
  // The Codex, Gemini, Copilot and OpenCode CLIs of agents.e2e.test.ts, likewise (scripts/install-agents.mjs).
  for (const name of ['codex', 'gemini', 'copilot', 'opencode'] as const) {
    const key = name.toUpperCase();
    const found = locateAgent(name);
    if (found.entry) process.env[`${key}_E2E_ENTRY`] = found.entry;
    else process.env[`${key}_E2E_UNAVAILABLE`] = found.reason ?? 'not installed';
  }
}
