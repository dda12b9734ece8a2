import { stringFlag, type ParsedArgs } from './args.js';
import type { Hosted } from './hosted.js';
import type { CliIo } from './io.js';

export async function runServe(args: ParsedArgs, _io: CliIo, hosted: Hosted): Promise<number> {
  await hosted.serve(stringFlag(args.flags, 'root'));
  return -1; // keeps running: the server exits when its client closes stdio
}
