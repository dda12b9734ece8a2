/** Turns service outcomes into tool results; every failure becomes one plain sentence, isError. */
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { isMemoryError } from '../core/errors.js';

export function text(...parts: string[]): CallToolResult {
  return { content: parts.map((t) => ({ type: 'text' as const, text: t })) };
}

export function json(value: unknown): string {
  return JSON.stringify(value, null, 2);
}

export function errorResult(e: unknown): CallToolResult {
  let message: string;
  if (isMemoryError(e)) message = e.describe();
  else {
    // Unexpected failures: say what happened in one line, never a stack trace.
    const raw = e instanceof Error ? e.message : String(e);
    message = `The operation failed and changed nothing: ${raw.split('\n')[0]}`;
    process.stderr.write(`[project-memory] ${e instanceof Error && e.stack ? e.stack : raw}\n`);
  }
  return { content: [{ type: 'text', text: message }], isError: true };
}

/** Wraps a handler so that thrown errors become isError results. */
export function guarded<A>(fn: (args: A) => CallToolResult | Promise<CallToolResult>): (args: A) => Promise<CallToolResult> {
  return async (args: A) => {
    try {
      return await fn(args);
    } catch (e) {
      return errorResult(e);
    }
  };
}
