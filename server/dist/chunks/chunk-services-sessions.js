#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  budgetNotes
} from "./chunk-core-budgets.js";
import {
  updateManifestJson
} from "./chunk-services-project-json.js";
import {
  ensureCoreFiles
} from "./chunk-services-core-files.js";
import {
  assertNoSecretInFields,
  assertText
} from "./chunk-core-decision-rules.js";
import {
  appendSessionEntry,
  nextSessionNumber,
  renderSessionFile
} from "./chunk-core-sessions.js";
import {
  afterChange,
  assertDerivedWritable
} from "./chunk-core-ranked-analyze.js";
import {
  MAX_SUMMARY_CHARS,
  assertMaxChars,
  assertMaxItems
} from "./chunk-core-limits.js";
import {
  resolveProjectScope
} from "./chunk-services-scope.js";
import {
  isSessionFileName
} from "./chunk-core-file-rules.js";
import {
  updateText
} from "./chunk-storage-update-text.js";
import {
  todayOf
} from "./chunk-core-markdown-blocks.js";
import {
  assertIsoDate
} from "./chunk-core-dates.js";

// server/src/services/sessions.ts
function countSessions(ws, dir) {
  return ws.root.list(`${dir}/sessions`).filter((d) => d.isFile() && isSessionFileName(d.name)).length;
}
async function logSession(ws, input) {
  const scope = resolveProjectScope(ws, input.project, "Sessions");
  const date = input.date ? assertIsoDate(input.date, "date") : todayOf(ws);
  const entry = {
    summary: input.summary,
    outcomes: input.outcomes,
    decisions: input.decisions,
    openQuestions: input.open_questions,
    nextStep: input.next_step
  };
  const all = [input.summary ?? "", ...input.outcomes ?? [], ...input.decisions ?? [], ...input.open_questions ?? [], input.next_step ?? ""];
  all.forEach((t, i) => assertText(t, i === 0 ? "summary" : "session text"));
  assertMaxChars(input.summary, "summary", MAX_SUMMARY_CHARS);
  assertMaxChars(input.next_step, "next_step", MAX_SUMMARY_CHARS);
  assertMaxItems(input.outcomes, "outcomes");
  assertMaxItems(input.decisions, "decisions");
  assertMaxItems(input.open_questions, "open_questions");
  await assertNoSecretInFields({ summary: input.summary, outcomes: input.outcomes, decisions: input.decisions, open_questions: input.open_questions, next_step: input.next_step });
  const rel = `${scope.dir}/sessions/${date}.md`;
  assertDerivedWritable(ws, [rel]);
  const coreCreated = ensureCoreFiles(ws, scope).map((r) => r.slice(scope.dir.length + 1));
  let section = 1;
  updateText(ws.root, rel, (file) => {
    section = file === null ? 1 : nextSessionNumber(file.text);
    return file === null ? renderSessionFile(date, entry) : appendSessionEntry(file.text, entry);
  });
  afterChange(ws, [rel]);
  updateManifestJson(ws.root, scope, () => ({ sessionCount: countSessions(ws, scope.dir), updated: todayOf(ws) }));
  const sessionCount = countSessions(ws, scope.dir);
  return { project: scope.slug, path: `sessions/${date}.md`, section, session_count: sessionCount, core_files_created: coreCreated, budget: budgetNotes(ws, scope, [`sessions/${date}.md`]) };
}

export {
  countSessions,
  logSession
};
