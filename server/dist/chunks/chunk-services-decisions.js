#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  toRepoPath
} from "./chunk-services-repo-paths.js";
import {
  updateManifestJson
} from "./chunk-services-project-json.js";
import {
  assertNoSecretInFields,
  assertText
} from "./chunk-core-frontmatter.js";
import {
  afterChange,
  assertDerivedWritable
} from "./chunk-core-file-rules.js";
import {
  updateText
} from "./chunk-storage-update-text.js";
import {
  TEMPLATE_FILES,
  fillTemplate
} from "./chunk-core-memory-md.js";
import {
  todayOf
} from "./chunk-services-workspace.js";
import {
  appendDecision,
  nextDecisionNumber,
  normaliseDecisionId,
  parseDecisions,
  renderDecision,
  setDecisionFieldsMany
} from "./chunk-core-decision-edits.js";
import {
  MAX_TITLE_CHARS,
  assertMaxChars,
  assertTitle
} from "./chunk-core-limits.js";
import {
  resolveProjectScope
} from "./chunk-services-scope.js";
import {
  MemoryError
} from "./chunk-core-errors.js";

// server/src/services/decisions.ts
function activeIds(entries) {
  return entries.filter((e) => e.status === "Active" && !e.stub).map((e) => e.id);
}
function liveEndOfChain(byId, entry) {
  const seen = /* @__PURE__ */ new Set([entry.id]);
  let current = entry;
  for (; ; ) {
    const nextId = current.status === "Superseded" ? normaliseDecisionId(current.supersededBy ?? "") : void 0;
    const next = nextId ? byId.get(nextId) : void 0;
    if (!nextId || !next || seen.has(nextId)) return nextId ?? current.id;
    seen.add(nextId);
    current = next;
  }
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
  if (input.status !== void 0 && input.status.trim().toLowerCase() === "superseded") {
    throw new MemoryError("INVALID_INPUT", "A new decision cannot start as Superseded: it would name no successor.", "Record the new decision with supersedes naming the old one instead.");
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
  let outcome = { id: "", active: [] };
  updateText(ws.root, rel, (file) => {
    const current = file?.text ?? fillTemplate(TEMPLATE_FILES["decisions.md"], { name: scope.name, slug: scope.slug, date });
    const parsed = parseDecisions(current);
    const byId = new Map(parsed.entries.map((e) => [e.id, e]));
    for (const id2 of supersedes) {
      const old = byId.get(id2);
      if (!old) throw new MemoryError("NOT_FOUND", `${id2} is not in decisions.md of ${scope.slug}, so it cannot be superseded.`, "Check the id with search or read_file decisions.md.");
      if (old.status === "Superseded" && old.supersededBy) {
        throw new MemoryError("CONFLICT", `${id2} is already superseded by ${old.supersededBy}.`, `Supersede ${liveEndOfChain(byId, old)} instead.`);
      }
    }
    const num = nextDecisionNumber(parsed.entries);
    const id = `D${num}`;
    let text = appendDecision(
      current,
      renderDecision({
        num,
        title: input.summary,
        status: input.status ?? "Active",
        date: entryDate,
        topic: input.topic,
        location,
        supersedes: supersedes.join(", ") || void 0,
        body: input.body
      })
    );
    if (supersedes.length) {
      const changes = new Map(supersedes.map((s) => [s, { status: "Superseded", supersededBy: id }]));
      text = setDecisionFieldsMany(text, changes);
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
