/**
 * What doctor checks after a git merge of memory (core/team/merge-repair.ts has the rules):
 * conflict markers left in any Markdown file (reported, never resolved), and the leftovers of a
 * union merge of the logs (repaired by --fix, no line lost).
 */
import { conflictRegions, describeConflict } from '../core/team/conflict-markers.js';
import { decisionMergeProblems, repairDecisions, repairSessionDay, repairUnionJson } from '../core/team/merge-repair.js';
import { gitWorkTreeOf } from '../storage/git.js';
import { updateText } from '../storage/update-text.js';
import { isSessionFileName } from './session-files.js';
import { walkFiles } from './walk.js';
import type { Workspace } from './workspace.js';

export interface MergeFinding {
  path: string;
  problem: string;
  fixable: boolean;
}

type Repair = (text: string) => { text: string; changes: string[] };

function repairFor(rel: string, dir: string): Repair | null {
  const inDir = rel.slice(dir.length + 1);
  if (inDir === 'decisions.md') return repairDecisions;
  if (/^sessions\/[^/]+$/.test(inDir) && isSessionFileName(inDir.slice('sessions/'.length))) return repairSessionDay;
  return null;
}

function markdownFiles(ws: Workspace, dir: string): string[] {
  if (!ws.root.isDirectory(dir)) return [];
  return walkFiles(ws.root.dir, dir)
    .map((f) => f.rel)
    .filter((rel) => rel.endsWith('.md'));
}

function read(ws: Workspace, rel: string): string | null {
  try {
    return ws.root.readText(rel)?.text ?? null;
  } catch {
    return null;
  }
}

/** Findings for one folder (a project's, or `_global`), relative to the root. */
export function mergeFindings(ws: Workspace, dir: string): MergeFinding[] {
  const findings: MergeFinding[] = [];
  const inGit = gitWorkTreeOf(ws.root.abs(dir)) !== null;
  for (const rel of markdownFiles(ws, dir)) {
    const text = read(ws, rel);
    if (text === null) continue;
    const regions = conflictRegions(text);
    if (regions.length) {
      findings.push({ path: rel, problem: describeConflict(rel, regions), fixable: false });
      continue;
    }
    const repair = repairFor(rel, dir);
    if (!repair) continue;
    const { changes } = repair(text);
    if (changes.length) findings.push({ path: rel, problem: `left by a merge: ${changes.join('; ')}; --fix repairs it`, fixable: true });
    if (inGit && rel === `${dir}/decisions.md`) {
      for (const p of decisionMergeProblems(repair(text).text)) findings.push({ path: `${rel}:${p.line}`, problem: p.message, fixable: false });
    }
  }
  const manifest = `${dir}/manifest.json`;
  const json = read(ws, manifest);
  if (json !== null && conflictRegions(json).length === 0 && repairUnionJson(json) !== null) {
    findings.push({ path: manifest, problem: 'a union merge left it as invalid JSON; --fix re-reads both sides and rebuilds its derived keys', fixable: true });
  }
  return findings;
}

/** Applies the repairs of mergeFindings; returns the paths it changed. A file with conflict markers is left alone. */
export function repairMerged(ws: Workspace, dir: string): string[] {
  const changed: string[] = [];
  for (const rel of markdownFiles(ws, dir)) {
    const repair = repairFor(rel, dir);
    if (!repair) continue;
    try {
      const out = updateText(ws.root, rel, (file) => {
        if (!file) return null;
        const r = repair(file.text);
        return r.changes.length ? r.text : null;
      });
      if (out.changed) changed.push(rel);
    } catch {
      /* a conflicted or vanished file: reported by mergeFindings, never forced */
    }
  }
  const manifest = `${dir}/manifest.json`;
  const out = updateText(ws.root, manifest, (file) => (file && conflictRegions(file.text).length === 0 ? repairUnionJson(file.text) : null));
  if (out.changed) changed.push(manifest);
  return changed;
}
