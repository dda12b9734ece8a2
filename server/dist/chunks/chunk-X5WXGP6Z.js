#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);

// server/src/cli/io.ts
function consoleIo(json) {
  return {
    json,
    out: (t) => process.stdout.write(t.endsWith("\n") ? t : `${t}
`),
    err: (t) => process.stderr.write(t.endsWith("\n") ? t : `${t}
`)
  };
}
function emit(io, value, human) {
  io.out(io.json ? JSON.stringify(value, null, 2) : human());
}

export {
  consoleIo,
  emit
};
