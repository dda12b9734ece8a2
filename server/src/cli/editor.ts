/**
 * Opens a person's editor ($EDITOR, else $VISUAL, else vi) on a scratch copy outside the memory
 * root. The copy, not the memory file, is edited: the save then goes through the services (rules,
 * secret scan, history, expected revision) like any tool write, and a refused save keeps the copy.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MemoryError } from '../core/errors.js';
import { envVar } from '../core/env.js';
import type { CliIo } from './io.js';

export interface Scratch {
  file: string;
  remove(): void;
}

export function editorCommand(env: NodeJS.ProcessEnv): string {
  return envVar(env, 'EDITOR')?.trim() ?? envVar(env, 'VISUAL')?.trim() ?? 'vi';
}

export function writeScratch(name: string, text: string): Scratch {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'project-memory-edit-'));
  const file = path.join(dir, path.basename(name) || 'memory.md');
  fs.writeFileSync(file, text, { encoding: 'utf8', mode: 0o600 });
  return { file, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** Runs the editor on the scratch file, in the command's folder and environment; the text it left there. */
export function runEditor(scratch: Scratch, io: Pick<CliIo, 'cwd' | 'env'>): string {
  const editor = editorCommand(io.env);
  // Through the shell, as git does: EDITOR may carry arguments ("code --wait").
  const quoted = `'${scratch.file.replace(/'/g, `'\\''`)}'`;
  const r = spawnSync(`${editor} ${quoted}`, { shell: true, stdio: 'inherit', cwd: io.cwd, env: io.env });
  if (r.error || r.status !== 0) {
    const why = r.error ? r.error.message : `exited with status ${r.status ?? r.signal}`;
    throw new MemoryError('INVALID_INPUT', `The editor "${editor}" ${why}, so nothing was saved.`, `Your copy is kept at ${scratch.file}.`);
  }
  return fs.readFileSync(scratch.file, 'utf8');
}
