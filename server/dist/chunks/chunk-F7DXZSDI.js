#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  updateManifestJson
} from "./chunk-GOOHZ32A.js";
import {
  assertNoSecret,
  assertText
} from "./chunk-VKLOEINI.js";
import {
  afterChange,
  applyDescription,
  assertDerivedWritable,
  emptyManifest,
  ensureInitialised,
  parseYaml,
  reconcileEntries,
  refreshProjectsIndex,
  refreshRefs,
  refreshRootManifest,
  renderManifest,
  stringifyYaml
} from "./chunk-NVVAICT4.js";
import {
  CORRESPONDENCE,
  TEMPLATE_FILES,
  fillTemplate
} from "./chunk-XCLL3HM2.js";
import {
  DEFAULT_THRESHOLDS
} from "./chunk-CNP3PCCL.js";
import {
  todayOf
} from "./chunk-UXNQ7NWJ.js";
import {
  GLOBAL_SCOPE,
  projectsIndexIsStale,
  readProjectsIndex,
  resolveProjectScope,
  resolveScope
} from "./chunk-MAU7L46L.js";
import {
  appendDecision,
  nextDecisionNumber,
  normaliseDecisionId,
  parseDecisions,
  renderDecision,
  setDecisionFieldsMany
} from "./chunk-URMMVM3H.js";
import {
  META_HEADER,
  PROJECT_STATUSES,
  PROJECT_TYPES,
  assertSlug,
  ensureDirContained,
  moveContained,
  removeTreeAnchored,
  validateMeta,
  writeAtomic
} from "./chunk-EVOHNCJA.js";
import {
  MemoryError
} from "./chunk-KZNU4RTG.js";

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
async function addDecision(ws, input) {
  const scope = resolveProjectScope(ws, input.project, "Decisions");
  for (const [field, value] of Object.entries({ summary: input.summary, topic: input.topic, location: input.location, body: input.body })) {
    if (value !== void 0) assertText(value, field);
  }
  await assertNoSecret([input.summary, input.topic, input.location, input.body].filter(Boolean).join("\n"), "the decision");
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
  const outcome = ws.root.lock(`file:${rel}`, () => {
    const current = ws.root.readText(rel)?.text ?? fillTemplate(TEMPLATE_FILES["decisions.md"], { name: scope.name, slug: scope.slug, date });
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
        date,
        topic: input.topic,
        location: input.location,
        supersedes: supersedes.join(", ") || void 0,
        body: input.body
      })
    );
    if (supersedes.length) {
      const changes = new Map(supersedes.map((s) => [s, { status: "Superseded", supersededBy: id }]));
      text = setDecisionFieldsMany(text, changes);
    }
    ws.root.writeText(rel, text);
    return { id, active: activeIds(parseDecisions(text).entries) };
  });
  afterChange(ws, [rel], { markStale: true });
  updateManifestJson(ws.root, scope, () => ({ activeDecisionIds: activeIds(parseDecisions(ws.root.readText(rel)?.text ?? "").entries), updated: date }));
  return { project: scope.slug, id: outcome.id, superseded: supersedes, active: outcome.active };
}

// server/src/services/projects.ts
import path2 from "node:path";
import { randomUUID } from "node:crypto";

// server/src/core/project-files.ts
function newManifestJson(slug, date) {
  const manifest = {
    schemaVersion: 1,
    slug,
    updated: date,
    topics: [],
    activeDecisionIds: [],
    importantFiles: ["memory.md", "decisions.md", "_status.md"],
    sessionCount: 0,
    artifactFile: "artifacts.json",
    consolidation: { ...DEFAULT_THRESHOLDS }
  };
  return `${JSON.stringify(manifest, null, 2)}
`;
}
function newArtifactsJson() {
  return `${JSON.stringify({ schemaVersion: 1, artifacts: [] }, null, 2)}
`;
}
var DEFAULT_MANIFEST_FILES = {
  "_status.md": { description: "Always-current project status, next action, blockers.", read_when: "First, before any other context." },
  "_instructions.md": { description: "Project-specific rules for the assistant.", read_when: "At session start (loaded automatically)." },
  "_guide.md": { description: "What each file and folder of this project holds.", read_when: "When unsure where something belongs." },
  "_meta.yaml": { description: "Project metadata: status, type, owner, tags, aliases, bound repositories.", read_when: "When filtering or binding projects." },
  "memory.md": { description: "Core memory: compact current state, canonical sections.", read_when: "At session start (loaded automatically)." },
  "manifest.json": { description: "Retrieval metadata: topics, active decision ids, important files, consolidation thresholds.", read_when: "When routing retrieval or tuning /dream." },
  "artifacts.json": { description: "External references: designs, specs, code deliverables.", read_when: "When looking for an artifact." },
  "people.md": { description: "People linked to this project, grouped by company (auto-managed).", read_when: "Before any communication or meeting." },
  "companies.md": { description: "Company relationships relevant to this project.", read_when: "When researching company context." },
  "decisions.md": { description: "Decision log (append-only; statuses change in place).", read_when: "Before making a decision that may overlap." }
};

// server/src/storage/staging.ts
import path from "node:path";
import { randomBytes } from "node:crypto";
function createFolderAtomically(root, targetRel, files, alreadyExists) {
  const target = root.resolve(targetRel);
  if (target.stat) throw alreadyExists();
  const staging = path.join(path.dirname(target.abs), `.staging-${path.basename(target.abs)}-${randomBytes(6).toString("hex")}`);
  ensureDirContained(root.dir, staging);
  try {
    for (const [rel, text] of Object.entries(files)) writeAtomic(root.dir, path.join(staging, rel), text, rel);
    try {
      moveContained(root.dir, staging, target.abs, targetRel, { folder: true });
    } catch (e) {
      const code = e.code;
      if (code === "ENOTEMPTY" || code === "EEXIST") throw alreadyExists();
      throw e;
    }
  } finally {
    removeTreeAnchored(root.dir, staging);
  }
}

// server/src/services/projects.ts
var PROJECT_FOLDERS = ["knowledge", "correspondence", "updates", "docs", "notes", "sessions", "archive"];
function stripAt(ref) {
  if (ref == null || ref === "") return null;
  return ref.startsWith("@") ? ref.slice(1) : ref;
}
function readTemplate(ws, name) {
  return ws.root.readText(`_templates/${name}`)?.text ?? TEMPLATE_FILES[name];
}
function checkBindings(index, slug, aliases, paths) {
  for (const alias of aliases) {
    assertSlug(alias, "alias");
    const clash = index.projects.find((p) => p.slug !== slug && (p.slug === alias || p.aliases.includes(alias)));
    if (clash) throw new MemoryError("ALREADY_EXISTS", `The alias "${alias}" already names project "${clash.slug}".`, "Choose another alias.");
  }
  for (const p of paths) {
    if (!path2.isAbsolute(p) || p.includes("\0")) throw new MemoryError("INVALID_INPUT", `Bound repository paths must be absolute, got "${p}".`);
  }
}
function renderMeta(meta) {
  return META_HEADER + stringifyYaml(meta);
}
function createProject(ws, input) {
  ensureInitialised(ws);
  const { root } = ws;
  const slug = assertSlug(input.slug, "slug");
  if (slug === "_global") throw new MemoryError("INVALID_INPUT", '"_global" is reserved for the global memory.');
  const name = input.name.trim();
  if (!name || name.length > 200 || /[\u0000-\u001f]/.test(name)) throw new MemoryError("INVALID_INPUT", "name must be one line of 1 to 200 characters.");
  const type = input.type ?? "internal";
  const status = input.status ?? "active";
  if (!PROJECT_TYPES.includes(type)) throw new MemoryError("INVALID_INPUT", `type must be one of ${PROJECT_TYPES.join(", ")}.`);
  if (!PROJECT_STATUSES.includes(status)) throw new MemoryError("INVALID_INPUT", `status must be one of ${PROJECT_STATUSES.join(", ")}.`);
  const aliases = [...new Set(input.aliases ?? [])];
  const paths = [...new Set((input.paths ?? []).map((p) => path2.resolve(p)))];
  const index = readProjectsIndex(root);
  checkBindings(index, slug, aliases, paths);
  const date = todayOf(ws);
  const meta = {
    id: randomUUID(),
    slug,
    name,
    status,
    type,
    company: stripAt(input.company),
    owner: stripAt(input.owner),
    team: (input.team ?? []).map((t) => stripAt(t)).filter(Boolean),
    tags: input.tags ?? [],
    aliases,
    paths,
    created: date,
    updated: date
  };
  validateMeta(meta, "_meta.yaml");
  if (root.exists(`projects/${slug}`)) throw new MemoryError("ALREADY_EXISTS", `Project "${slug}" already exists.`, "Pick another slug, or use it with use_project.");
  const vars = { name, slug, date };
  const files = {
    "_status.md": fillTemplate(readTemplate(ws, "status.md"), vars),
    "_instructions.md": fillTemplate(readTemplate(ws, "instructions.md"), vars),
    "_guide.md": fillTemplate(readTemplate(ws, "project-guide.md"), vars),
    "_meta.yaml": renderMeta(meta),
    "memory.md": fillTemplate(readTemplate(ws, "memory.md"), vars),
    "manifest.json": newManifestJson(slug, date),
    "artifacts.json": newArtifactsJson(),
    "people.md": fillTemplate(readTemplate(ws, "people.md"), vars),
    "companies.md": fillTemplate(readTemplate(ws, "companies.md"), vars),
    "decisions.md": fillTemplate(readTemplate(ws, "decisions.md"), vars)
  };
  for (const [file, text] of Object.entries(CORRESPONDENCE)) files[`correspondence/${file}`] = fillTemplate(text, vars);
  let top = reconcileEntries(emptyManifest(date), Object.keys(files).filter((f) => !f.includes("/")), false);
  for (const [file, d] of Object.entries(DEFAULT_MANIFEST_FILES)) top = applyDescription(top, file, d);
  files["_index.yaml"] = renderManifest(top);
  for (const folder of PROJECT_FOLDERS) {
    const names = Object.keys(files).filter((f) => f.startsWith(`${folder}/`)).map((f) => f.slice(folder.length + 1));
    const description = folder === "updates" ? "Chronological update log. Read the file directly for recent entries." : null;
    files[`${folder}/_index.yaml`] = renderManifest(reconcileEntries(emptyManifest(date, description), names, folder === "updates"));
  }
  createFolderAtomically(root, `projects/${slug}`, files, () => new MemoryError("ALREADY_EXISTS", `Project "${slug}" already exists.`, "Pick another slug, or use it with use_project."));
  refreshProjectsIndex(root);
  refreshRootManifest(root, date);
  refreshRefs(root, Object.keys(files).map((f) => `projects/${slug}/${f}`));
  const entry = readProjectsIndex(root).projects.find((p) => p.slug === slug);
  if (!entry) throw new MemoryError("IO", `Project "${slug}" was created but could not be indexed.`, "Run rebuild_indexes.");
  return entry;
}
function currentProjectsIndex(ws) {
  if (projectsIndexIsStale(ws.root)) refreshProjectsIndex(ws.root);
  return readProjectsIndex(ws.root);
}
function listProjects(ws, filter = {}) {
  return currentProjectsIndex(ws).projects.filter(
    (p) => (!filter.status || p.status === filter.status) && (!filter.tag || p.tags.includes(filter.tag))
  );
}
function readMeta(ws, slug) {
  const rel = `projects/${slug}/_meta.yaml`;
  const file = ws.root.readText(rel);
  if (!file) throw new MemoryError("NOT_FOUND", `${rel} is missing.`, "Run project-memory doctor --fix.");
  return { meta: validateMeta(parseYaml(file.text, rel), rel), rel };
}
function useProject(ws, project, repoPath = ws.cwd) {
  if (!path2.isAbsolute(repoPath)) throw new MemoryError("INVALID_INPUT", `path must be absolute, got "${repoPath}".`);
  const bound = path2.resolve(repoPath);
  const index = currentProjectsIndex(ws);
  const scope = resolveScope(ws, project, index);
  if (scope === GLOBAL_SCOPE || scope.kind !== "project") throw new MemoryError("INVALID_INPUT", "Only a project, not _global, can be bound to a repository.");
  let movedFrom = null;
  for (const other of index.projects) {
    if (other.slug === scope.slug || !other.paths.includes(bound)) continue;
    ws.root.lock(`file:projects/${other.slug}/_meta.yaml`, () => {
      const { meta, rel } = readMeta(ws, other.slug);
      ws.root.writeText(rel, renderMeta({ ...meta, paths: meta.paths.filter((p) => p !== bound) }));
    });
    movedFrom = other.slug;
  }
  ws.root.lock(`file:projects/${scope.slug}/_meta.yaml`, () => {
    const { meta, rel } = readMeta(ws, scope.slug);
    if (!meta.paths.includes(bound)) ws.root.writeText(rel, renderMeta({ ...meta, paths: [...meta.paths, bound], updated: todayOf(ws) }));
  });
  refreshProjectsIndex(ws.root);
  return { slug: scope.slug, path: bound, moved_from: movedFrom };
}

export {
  activeIds,
  addDecision,
  newManifestJson,
  PROJECT_FOLDERS,
  createProject,
  currentProjectsIndex,
  listProjects,
  useProject
};
