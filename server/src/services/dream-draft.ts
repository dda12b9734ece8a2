/**
 * The dream agent's draft of memory.md (`consolidate`'s `memory_draft`): a scratch file outside the
 * root, read with the same care as `write_file`'s `content_file` (regular file, no link, size cap,
 * strict UTF-8: storage/draft.ts) and checked like any text that reaches disk (size, NUL, secrets),
 * before the engine plans with it. Separate from consolidate.ts because the secret check is
 * asynchronous and the engine's transaction is not.
 */
import { readDraft } from '../storage/draft.js';
import { assertNoSecret, assertText } from './content-checks.js';

export const MEMORY_DRAFT_FIELD = 'memory_draft';

/** The draft's text, or a one-sentence refusal (nothing has been read into the root yet). */
export async function readMemoryDraft(file: string, rootDir?: string): Promise<string> {
  // With the root: never a draft from its hidden folders (the server's own state).
  const { text } = readDraft(file, undefined, MEMORY_DRAFT_FIELD, rootDir);
  assertText(text, MEMORY_DRAFT_FIELD);
  await assertNoSecret(text, MEMORY_DRAFT_FIELD);
  return text;
}
