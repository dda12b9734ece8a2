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
var COLUMNS = 100;
function wrapLine(line, width = COLUMNS, indent = "") {
  if (line.length <= width) return [line];
  const out = [];
  const lead = /^ */.exec(line)?.[0] ?? "";
  let current = lead;
  for (const word of line.slice(lead.length).split(" ")) {
    const next = current.trim() ? `${current} ${word}` : current + word;
    if (next.length > width && current.trim()) {
      out.push(current);
      current = indent + word;
    } else current = next;
  }
  if (current.trim()) out.push(current);
  return out;
}

export {
  consoleIo,
  emit,
  COLUMNS,
  wrapLine
};
