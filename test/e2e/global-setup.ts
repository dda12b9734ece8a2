// Installs (or finds) the pinned Claude Code once for the whole e2e run and hands the outcome to
// the test workers through the environment, so that a failed install is tried once, not per file.
import { locateClaude } from './claude-runner.js';

export default function setup(): void {
  const { path: binary, reason } = locateClaude();
  if (binary) process.env.CLAUDE_E2E_BINARY = binary;
  else process.env.CLAUDE_E2E_UNAVAILABLE = reason ?? 'no binary';
}
