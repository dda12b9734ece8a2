import { stringFlag, type ParsedArgs } from './args.js';
import type { CliIo } from './io.js';

export async function runServe(args: ParsedArgs, _io: CliIo): Promise<number> {
  const { startServer } = await import('../bin/server.js');
  await startServer(stringFlag(args.flags, 'root'));
  return -1; // keeps running: the server exits when its client closes stdio
}
