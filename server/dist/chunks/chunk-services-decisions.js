#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  gitWorkTreeOf,
  randomIdTag,
  toRepoPath
} from "./chunk-services-repo-paths.js";
import {
  updateManifestJson
} from "./chunk-services-project-json.js";
import {
  assertDecisionLogChange,
  assertNoSecretInFields,
  assertText
} from "./chunk-core-decision-rules.js";
import {
  afterChange,
  assertDerivedWritable
} from "./chunk-core-ranked-analyze.js";
import {
  MAX_TITLE_CHARS,
  assertMaxChars,
  assertTitle
} from "./chunk-core-limits.js";
import {
  resolveProjectScope
} from "./chunk-services-scope.js";
import {
  TEMPLATE_FILES,
  fillTemplate
} from "./chunk-core-memory-md.js";
import {
  updateText
} from "./chunk-storage-update-text.js";
import {
  appendDecision,
  nextDecisionNumber,
  parseDecisions,
  renderDecision,
  setDecisionFieldsMany
} from "./chunk-core-decision-edits.js";
import {
  formatDecisionId,
  normaliseDecisionId
} from "./chunk-core-decisions-scan.js";
import {
  todayOf
} from "./chunk-core-markdown-blocks.js";
import {
  MemoryError
} from "./chunk-core-errors.js";

// server/src/services/decisions.ts
import path from "node:path";
function activeIds(entries) {
  return entries.filter((e) => e.status === "Active" && !e.stub).map((e) => e.id);
}
function normaliseLocation(scope, location, cwd, from) {
  const parts = location.split(",").map((s) => s.trim().replace(/^`|`$/g, "")).filter(Boolean);
  if (parts.length === 0) throw new MemoryError("INVALID_INPUT", "location is empty; give a path or glob inside the repository, e.g. src/auth/.");
  return parts.map((p) => {
    const trailing = /[/\\]$/.test(p) ? "/" : "";
    const { rel } = toRepoPath(scope, p, { what: "Location", cwd, from });
    if (rel === "") return "./";
    return rel + (trailing && !rel.endsWith("/") ? "/" : "");
  }).join(", ");
}
async function addDecision(ws, input) {
  const scope = resolveProjectScope(ws, input.project, "Decisions");
  for (const [field, value] of Object.entries({ summary: input.summary, topic: input.topic, location: input.location, body: input.body })) {
    if (value !== void 0) assertText(value, field);
  }
  const location = input.location === void 0 ? void 0 : normaliseLocation(scope, input.location, ws.cwd, input.location_from);
  assertTitle(input.summary, "summary");
  assertMaxChars(input.topic, "topic", MAX_TITLE_CHARS);
  assertMaxChars(input.location, "location", 1e3);
  await assertNoSecretInFields({ summary: input.summary, topic: input.topic, location: input.location, body: input.body, status: input.status, supersedes: input.supersedes });
  const supersedes = [
    ...new Set(
      (input.supersedes ?? "").split(/[\s,]+/).filter(Boolean).map((v) => {
        const id = normaliseDecisionId(v);
        if (!id) throw new MemoryError("INVALID_INPUT", `supersedes must name decision ids such as D3, got "${v}".`);
        return id;
      })
    )
  ];
  const rel = `${scope.dir}/decisions.md`;
  const date = todayOf(ws);
  assertDerivedWritable(ws, [rel]);
  const entryDate = input.date ?? date;
  const tag = gitWorkTreeOf(path.join(ws.root.dir, scope.dir)) ? randomIdTag() : void 0;
  let outcome = { id: "", active: [] };
  updateText(ws.root, rel, (file) => {
    const current = file?.text ?? fillTemplate(TEMPLATE_FILES["decisions.md"], { name: scope.name, slug: scope.slug, date });
    const parsed = parseDecisions(current);
    const num = nextDecisionNumber(parsed.entries);
    const id = formatDecisionId(num, tag);
    let text = appendDecision(
      current,
      renderDecision({
        num,
        ...tag ? { tag } : {},
        title: input.summary,
        status: input.status ?? "Active",
        date: entryDate,
        topic: input.topic,
        location,
        supersedes: supersedes.join(", ") || void 0,
        body: input.body
      })
    );
    const where = `decisions.md of ${scope.slug}`;
    assertDecisionLogChange(current, text, where);
    if (supersedes.length) {
      const changes = new Map(supersedes.map((s) => [s, { status: "Superseded", supersededBy: id }]));
      text = setDecisionFieldsMany(text, changes);
      assertDecisionLogChange(current, text, where);
    }
    outcome = { id, active: activeIds(parseDecisions(text).entries) };
    return text;
  });
  afterChange(ws, [rel], { markStale: true });
  updateManifestJson(ws.root, scope, () => ({ activeDecisionIds: activeIds(parseDecisions(ws.root.readText(rel)?.text ?? "").entries), updated: date }));
  return { project: scope.slug, id: outcome.id, superseded: supersedes, active: outcome.active };
}

export {
  activeIds,
  addDecision
};
