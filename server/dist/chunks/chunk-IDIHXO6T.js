#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  assertNoSecretInFields,
  assertText
} from "./chunk-4KKGCATE.js";
import {
  appendSessionEntry,
  renderSessionFile
} from "./chunk-TSJVU26O.js";
import {
  afterChange,
  assertDerivedWritable
} from "./chunk-CR4QCV6C.js";
import {
  SESSION_FILE
} from "./chunk-HFPIO54B.js";
import {
  updateManifestJson
} from "./chunk-CBXIUOZF.js";
import {
  updateText
} from "./chunk-FPX6XEFP.js";
import {
  todayOf
} from "./chunk-OOI6I2WH.js";
import {
  resolveProjectScope
} from "./chunk-PGYMTHRC.js";
import {
  MAX_SUMMARY_CHARS,
  assertIsoDate,
  assertMaxChars,
  assertMaxItems
} from "./chunk-QC6FRGVM.js";

// server/src/services/sessions.ts
function countSessions(ws, dir) {
  return ws.root.list(`${dir}/sessions`).filter((d) => d.isFile() && SESSION_FILE.test(d.name)).length;
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
  const written = updateText(ws.root, rel, (file) => file === null ? renderSessionFile(date, entry) : appendSessionEntry(file.text, entry));
  const section = ((written.text ?? "").match(/^## Session \d+/gm) ?? []).length;
  afterChange(ws, [rel]);
  updateManifestJson(ws.root, scope, () => ({ sessionCount: countSessions(ws, scope.dir), updated: todayOf(ws) }));
  const sessionCount = countSessions(ws, scope.dir);
  return { project: scope.slug, path: `sessions/${date}.md`, section, session_count: sessionCount };
}

export {
  countSessions,
  logSession
};
