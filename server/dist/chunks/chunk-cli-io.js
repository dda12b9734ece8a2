#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);

// server/src/cli/io.ts
import path from "node:path";
function nodeProcess() {
  return { cwd: process.cwd(), env: process.env, stdout: process.stdout, stderr: process.stderr };
}
function consoleIo(json, proc = nodeProcess()) {
  return {
    json,
    out: (t) => proc.stdout.write(t.endsWith("\n") ? t : `${t}
`),
    err: (t) => proc.stderr.write(t.endsWith("\n") ? t : `${t}
`),
    cwd: proc.cwd,
    env: proc.env,
    errIsTerminal: proc.stderr.isTTY === true
  };
}
function typedPath(io, typed) {
  return path.resolve(io.cwd, typed);
}
function emit(io, value, human) {
  io.out(io.json ? JSON.stringify(value, null, 2) : wrapText(human()));
}
function emitContent(io, value, content) {
  io.out(io.json ? JSON.stringify(value, null, 2) : content());
}
function wrapText(text, width = COLUMNS) {
  return text.split("\n").flatMap((line) => wrapLine(line, width, `${/^ */.exec(line)?.[0] ?? ""}  `)).join("\n");
}
var COLUMNS = 100;
function wrapLine(line, width = COLUMNS, indent = "") {
  if (line.length <= width) return [line];
  const out = [];
  const lead = /^ */.exec(line)?.[0] ?? "";
  let current = lead;
  for (const word of splitLongWords(line.slice(lead.length).split(" "), width - indent.length)) {
    const next = current.trim() ? `${current} ${word}` : current + word;
    if (next.length > width && current.trim()) {
      out.push(current);
      current = indent + word;
    } else current = next;
  }
  if (current.trim()) out.push(current);
  return out;
}
function splitLongWords(words, room) {
  const max = Math.max(20, room);
  return words.flatMap((w) => {
    if (w.length <= max) return [w];
    const parts = [];
    for (let i = 0; i < w.length; i += max) parts.push(w.slice(i, i + max));
    return parts;
  });
}

export {
  nodeProcess,
  consoleIo,
  typedPath,
  emit,
  emitContent,
  COLUMNS,
  wrapLine
};
