#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  readStatusView
} from "./chunk-core-status-md.js";
import {
  parseSessionFile
} from "./chunk-core-sessions.js";
import {
  resolveScope
} from "./chunk-services-scope.js";
import {
  isSessionFileName
} from "./chunk-core-file-rules.js";
import {
  parseSections
} from "./chunk-core-memory-md.js";
import {
  todayOf
} from "./chunk-core-team-conflict-markers.js";
import {
  parseDecisions
} from "./chunk-core-decision-edits.js";

// server/src/services/wrap.ts
var PLACEHOLDER = /^_.*_$/;
function meaningful(text) {
  const t = text?.trim();
  return t && !PLACEHOLDER.test(t) ? t : void 0;
}
var WRAP_DECISIONS = 50;
var WRAP_PART_CHARS = 1e3;
var WRAP_STATUS_CHARS = 2e3;
function clipPart(text, where, max = WRAP_PART_CHARS) {
  return text.length <= max ? text : `${text.slice(0, max)}\u2026 (cut; see ${where})`;
}
function wrapProject(ws, args = {}) {
  const scope = resolveScope(ws, args.project);
  const read = (rel) => ws.root.readText(`${scope.dir}/${rel}`)?.text ?? null;
  const memory = parseSections(read("memory.md") ?? "");
  const section = (name) => meaningful(memory.sections.find((s) => s.canonical === name)?.body);
  const active = parseDecisions(read("decisions.md") ?? "").entries.filter((e) => e.status === "Active" && !e.stub);
  const sessionFiles = ws.root.list(`${scope.dir}/sessions`).filter((d) => d.isFile() && isSessionFileName(d.name)).map((d) => d.name).sort().slice(-(args.sessions ?? 3));
  const lines = [`## Wrap \u2014 ${scope.name} (${scope.slug}), ${todayOf(ws)}`];
  const status = readStatusView(ws, scope);
  lines.push("", "**Status**", status.set ? clipPart(status.text, "_status.md", WRAP_STATUS_CHARS) : "- (no status set: update _status.md)");
  const focus = section("Current focus");
  if (focus) lines.push("", "**Current focus**", clipPart(focus, "memory.md"));
  const shownDecisions = active.slice(-WRAP_DECISIONS).map((e) => `- ${e.id} \xB7 ${clipPart(e.title, "decisions.md")}${e.location ? ` (${e.location})` : ""}`);
  if (active.length > WRAP_DECISIONS) shownDecisions.unshift(`- (${active.length - WRAP_DECISIONS} older active decisions: see decisions.md)`);
  lines.push("", "**Active decisions**", ...active.length ? shownDecisions : ["- none recorded"]);
  let lastNext;
  if (sessionFiles.length) {
    lines.push("", "**Recent sessions**");
    for (const name of sessionFiles) {
      const parsed = parseSessionFile(read(`sessions/${name}`) ?? "");
      const outcomes = parsed.sections.flatMap((s) => s.outcomes);
      const summaries = parsed.sections.map((s) => s.summary).filter(Boolean);
      const shown = outcomes.length ? outcomes.join("; ") : summaries.join(" ") || "(no outcomes recorded)";
      lines.push(`- ${name.replace(/\.md$/, "")}: ${clipPart(shown, `sessions/${name}`)}`);
      for (const s of parsed.sections) if (s.nextStep) lastNext = s.nextStep;
    }
  }
  const next = section("Next step") ?? lastNext;
  lines.push("", "**Next step**", next ? clipPart(next, "memory.md") : '(not set: update memory.md "## Next step")');
  return { project: scope.slug, text: `${lines.join("\n")}
` };
}

export {
  wrapProject
};
