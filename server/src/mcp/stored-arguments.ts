/**
 * The one place where a tool's arguments are checked for secrets (docs/FORMATS.md#secrets): before any tool that
 * is not annotated read-only runs, every string in its arguments (names, tags, slugs, paths,
 * descriptions, summaries, …) is scanned, so a tool added later is covered without a line of its
 * own (mcp/tool-host.ts runs this for every tool it registers). The exceptions are the arguments
 * that carry a file's new text (`content`, `patch`): their service scans the file they would leave
 * instead (a patch may quote a passage that is already in the file, and a REPLACE can complete
 * half a token that the REPLACE alone does not show).
 */
import type { Services } from './lazy.js';

/** Arguments whose text the tool's service checks as the whole resulting file. */
export const FILE_TEXT_ARGUMENTS: Record<string, readonly string[]> = {
  write_file: ['content'],
  patch_file: ['patch'],
  append_to_file: ['content'],
};

/** Throws SECRET_DETECTED (or the services' loading error) when an argument of `tool` holds a secret. */
export async function assertNoStoredSecret(tool: string, args: unknown, services: () => Promise<Services>): Promise<void> {
  if (!args || typeof args !== 'object') return;
  const skip = FILE_TEXT_ARGUMENTS[tool] ?? [];
  const checked = Object.fromEntries(Object.entries(args).filter(([k]) => !skip.includes(k)));
  await (await services()).assertNoSecretInFields(checked);
}
