#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  thresholdsOf
} from "./chunk-services-project-json.js";
import {
  DEFAULT_THRESHOLDS
} from "./chunk-core-thresholds.js";
import {
  lineCount
} from "./chunk-core-markdown-blocks.js";

// server/src/core/budgets.ts
var MEMORY_MD_HARD_MAX_LINES = 150;
var SESSION_SUMMARY_MAX_LINES = 80;
var MANIFEST_JSON_MAX_LINES = 80;
var FILE_BUDGETS = [
  {
    applies: /^memory\.md$/,
    what: "core memory",
    maxLines: MEMORY_MD_HARD_MAX_LINES,
    softLines: (soft) => Math.min(soft, MEMORY_MD_HARD_MAX_LINES),
    fix: "run /dream: its core budget pass moves the overflow detail to archive/ and leaves a pointer in '## Deep links / pointers'"
  },
  {
    applies: /^sessions\/\d{4}-\d{2}-\d{2}\.md$/,
    what: "a session summary",
    maxLines: SESSION_SUMMARY_MAX_LINES,
    fix: "run /dream: its judgment step condenses the day's sessions to outcomes, decisions, open questions and next step, and the sessions pass rolls old summaries into archive/"
  },
  {
    applies: /^manifest\.json$/,
    what: "retrieval metadata",
    maxLines: MANIFEST_JSON_MAX_LINES,
    fix: "remove verbose descriptions and keep pointers only (/dream's metadata pass refreshes only the derived keys)"
  }
];
function budgetNote(projectRel, text, coreSoftLimit = DEFAULT_THRESHOLDS.coreSoftLimit) {
  const budget = FILE_BUDGETS.find((b) => b.applies.test(projectRel));
  if (!budget) return null;
  const lines = lineCount(text);
  if (lines > budget.maxLines) {
    return `${projectRel} is ${lines} lines, over the ${budget.maxLines}-line budget of ${budget.what} (seed 003; the file was still saved): ${budget.fix}.`;
  }
  const soft = budget.softLines?.(coreSoftLimit);
  if (soft !== void 0 && lines > soft) {
    return `${projectRel} is ${lines} lines, over its soft limit of ${soft} (hard max ${budget.maxLines}; the file was still saved): ${budget.fix}.`;
  }
  return null;
}

// server/src/services/budgets.ts
function budgetNotes(ws, scope, projectRels) {
  if (scope.kind !== "project") return [];
  const notes = [];
  try {
    const soft = thresholdsOf(ws.root, scope).coreSoftLimit;
    for (const rel of projectRels) {
      const text = ws.root.readText(`${scope.dir}/${rel}`)?.text;
      const note = text === void 0 ? null : budgetNote(rel, text, soft);
      if (note) notes.push(note);
    }
  } catch {
  }
  return notes;
}
function projectBudgetNotes(ws, scope) {
  const sessions = ws.root.list(`${scope.dir}/sessions`).filter((d) => d.isFile() && /^\d{4}-\d{2}-\d{2}\.md$/.test(d.name)).map((d) => `sessions/${d.name}`).sort();
  return budgetNotes(ws, scope, ["memory.md", "manifest.json", ...sessions]);
}

export {
  MEMORY_MD_HARD_MAX_LINES,
  budgetNotes,
  projectBudgetNotes
};
