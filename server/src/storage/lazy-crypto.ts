/**
 * `node:crypto` on first use. Loading it costs ~5 ms, a tenth of a bare node start, and the
 * session-start hook opens the root without ever hashing or naming a temp file.
 */
import { createRequire } from 'node:module';

let crypto: typeof import('node:crypto') | undefined;

export function nodeCrypto(): typeof import('node:crypto') {
  // Any absolute path will do: built-in modules resolve the same from everywhere.
  crypto ??= createRequire('/')('node:crypto') as typeof import('node:crypto');
  return crypto;
}
