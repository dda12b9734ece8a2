#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  envVar
} from "./chunk-core-env.js";
import {
  MemoryError
} from "./chunk-core-errors.js";

// server/src/cli/editor.ts
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
function editorCommand(env) {
  return envVar(env, "EDITOR")?.trim() ?? envVar(env, "VISUAL")?.trim() ?? "vi";
}
function writeScratch(name, text) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "project-memory-edit-"));
  const file = path.join(dir, path.basename(name) || "memory.md");
  fs.writeFileSync(file, text, { encoding: "utf8", mode: 384 });
  return { file, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
function runEditor(scratch, io) {
  const editor = editorCommand(io.env);
  const quoted = `'${scratch.file.replace(/'/g, `'\\''`)}'`;
  const r = spawnSync(`${editor} ${quoted}`, { shell: true, stdio: "inherit", cwd: io.cwd, env: io.env });
  if (r.error || r.status !== 0) {
    const why = r.error ? r.error.message : `exited with status ${r.status ?? r.signal}`;
    throw new MemoryError("INVALID_INPUT", `The editor "${editor}" ${why}, so nothing was saved.`, `Your copy is kept at ${scratch.file}.`);
  }
  return fs.readFileSync(scratch.file, "utf8");
}

export {
  writeScratch,
  runEditor
};
