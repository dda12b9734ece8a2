#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  wrapProject
} from "./chunk-services-wrap.js";
import {
  formatPrecheck,
  precheckFile
} from "./chunk-services-precheck.js";
import {
  readMemoryDraft
} from "./chunk-services-dream-draft.js";
import {
  formatImport,
  importMemory
} from "./chunk-core-import-plan.js";
import "./chunk-core-import-sources.js";
import {
  consolidate
} from "./chunk-core-consolidate-core-budget-pass.js";
import "./chunk-core-consolidate-report.js";
import {
  buildProjectContext
} from "./chunk-core-status-md.js";
import "./chunk-core-context-budget.js";
import {
  formatHits,
  searchMemory
} from "./chunk-services-search-ranked.js";
import {
  rebuildIndexes
} from "./chunk-services-rebuild.js";
import {
  logSession
} from "./chunk-services-sessions.js";
import "./chunk-picomatch-index.js";
import {
  countProjects,
  createProject,
  listProjects,
  useProject
} from "./chunk-core-yaml-edit.js";
import {
  appendToFile,
  deleteFile,
  patchFile,
  readFile,
  writeFile
} from "./chunk-core-closest-passage.js";
import "./chunk-core-budgets.js";
import {
  addDecision
} from "./chunk-services-decisions.js";
import "./chunk-services-repo-paths.js";
import "./chunk-services-project-json.js";
import "./chunk-storage-draft.js";
import "./chunk-core-history-diff.js";
import {
  assertNoSecretInFields,
  assertText,
  withSecretCheck
} from "./chunk-core-decision-rules.js";
import {
  OTHER_COMPANY,
  PEOPLE_DIR,
  addProjectLink,
  assertDisplayName,
  assertEmail,
  assertFieldValue,
  companyPath,
  companySlugOf,
  personPath,
  regeneratePeopleMd,
  removeProjectLink,
  renderProfile,
  setProfileNotes
} from "./chunk-core-people-md.js";
import {
  prepareWorkspace
} from "./chunk-services-prepare.js";
import "./chunk-services-core-files.js";
import "./chunk-core-sessions.js";
import "./chunk-core-json-edit.js";
import {
  afterChange,
  assertDerivedWritable,
  assertNotHidden,
  configureRankedIndexes,
  configureSubstringCaches,
  folderOf,
  nameOf,
  resolveTarget
} from "./chunk-core-ranked-analyze.js";
import {
  applyDescription,
  assertDescriptionText,
  ensureInitialised,
  isSimplifiedFolder,
  listableNames,
  readManifest,
  readRefsIndex,
  reconcileEntries,
  updateManifest
} from "./chunk-core-folder-manifest.js";
import "./chunk-services-open.js";
import "./chunk-core-limits.js";
import "./chunk-core-history.js";
import "./chunk-core-env.js";
import {
  resolveProjectScope,
  resolveScope
} from "./chunk-services-scope.js";
import "./chunk-storage-projects-index.js";
import "./chunk-core-project-meta.js";
import {
  resolveContained
} from "./chunk-storage-anchored-dir.js";
import "./chunk-services-core-files-init.js";
import {
  updateText
} from "./chunk-storage-update-text.js";
import "./chunk-services-core-files-missing.js";
import "./chunk-services-session-files.js";
import "./chunk-core-file-rules.js";
import {
  TEMPLATE_FILES
} from "./chunk-core-memory-md.js";
import {
  todayOf
} from "./chunk-core-team-conflict-markers.js";
import "./chunk-core-project-files.js";
import "./chunk-core-decision-edits.js";
import "./chunk-core-thresholds.js";
import "./chunk-core-decisions-scan.js";
import "./chunk-core-text-lines.js";
import {
  assertSlug,
  isKebabCase,
  slugify
} from "./chunk-core-dates.js";
import {
  parseMemoryPath,
  reservedReason
} from "./chunk-core-path-rules.js";
import {
  MemoryError
} from "./chunk-core-errors.js";
import "./chunk-shared.js";

// server/src/services/manifests.ts
function getFolderManifest(ws, args) {
  const scope = resolveScope(ws, args.project);
  const folderPath = args.path && args.path !== "." && args.path !== "/" ? parseMemoryPath(args.path).join("/") : "";
  if (folderPath) assertNotHidden(folderPath.split("/"), folderPath);
  const rel = folderPath ? `${scope.dir}/${folderPath}` : scope.dir;
  const base = ws.root.resolve(scope.dir);
  const r = folderPath ? resolveContained(ws.root.dir, base.abs, folderPath.split("/"), folderPath) : base;
  if (!r.stat?.isDirectory()) throw new MemoryError("NOT_FOUND", `"${folderPath || "."}" is not a folder of ${scope.slug}.`, 'Give a folder such as "knowledge" or leave path empty for the project folder.');
  const date = todayOf(ws);
  const manifest = ws.root.exists(`${rel}/_index.yaml`) ? updateManifest(ws.root, rel, date).manifest : reconcileEntries(readManifest(ws.root, rel, date), listableNames(ws.root, rel), isSimplifiedFolder(rel));
  return { project: scope.slug, folder: folderPath || ".", manifest };
}
async function updateFileDescription(ws, args) {
  const t = resolveTarget(ws, args.project, args.path);
  const reserved = reservedReason(t.parts);
  if (reserved) throw new MemoryError("RESERVED_PATH", `"${t.path}" has no description to set because ${reserved}.`);
  if (!t.exists || t.isDirectory) throw new MemoryError("NOT_FOUND", `"${t.path}" is not a file of ${t.scope.slug}; descriptions belong to existing files.`);
  for (const k of ["description", "read_when", "stale_after"]) assertDescriptionText(args[k], k);
  if (args.description === void 0 && args.read_when === void 0 && args.stale_after === void 0) {
    throw new MemoryError("INVALID_INPUT", "Give at least one of description, read_when or stale_after.");
  }
  await assertNoSecretInFields({ path: args.path, description: args.description, read_when: args.read_when, stale_after: args.stale_after });
  const { manifest } = updateManifest(
    ws.root,
    folderOf(t.rel),
    todayOf(ws),
    (m) => applyDescription(m, nameOf(t.rel), { description: args.description, read_when: args.read_when, stale_after: args.stale_after })
  );
  const entry = manifest.files.find((f) => f.name === nameOf(t.rel));
  if (!entry) throw new MemoryError("INVALID_INPUT", `The folder of "${t.path}" does not track per-file descriptions (updates/ keeps only a folder description).`);
  return { project: t.scope.slug, path: t.path, entry };
}

// server/src/services/people.ts
function readTemplate(ws, name) {
  return ws.root.readText(`_templates/${name}`)?.text ?? TEMPLATE_FILES[name];
}
function slugFor(name, explicit) {
  return explicit !== void 0 && explicit !== "" ? assertSlug(explicit, "slug") : slugify(name);
}
function oneLineFields(input, limits) {
  const out = {};
  for (const [field, value] of Object.entries(input)) {
    if (value === void 0) continue;
    assertText(value, field);
    out[field] = assertFieldValue(value, field, limits[field] ?? 500);
  }
  return out;
}
function companyValue(ws, given) {
  if (given === "" || given.toLowerCase() === OTHER_COMPANY.toLowerCase()) return { value: OTHER_COMPANY, linked: false };
  const slug = companySlugOf(given);
  if (slug !== null && ws.root.exists(companyPath(slug))) return { value: `@${slug}`, linked: true };
  return { value: given, linked: false };
}
function createExclusive(ws, rel, text, what, slug) {
  assertDerivedWritable(ws, [rel]);
  updateText(ws.root, rel, (file) => {
    if (file !== null) {
      throw new MemoryError("ALREADY_EXISTS", `A ${what} with the slug "${slug}" already exists (${rel}).`, `Pass another slug, or edit the existing file.`);
    }
    return text;
  });
}
async function createPerson(ws, input) {
  ensureInitialised(ws);
  assertText(input.name, "name");
  const name = assertDisplayName(input.name);
  const slug = slugFor(name, input.slug);
  const f = oneLineFields(
    { title: input.title, company: input.company, email: input.email, phone: input.phone, description: input.description },
    { title: 200, company: 200, phone: 100, description: 1e3 }
  );
  const email = f.email === void 0 ? void 0 : assertEmail(f.email);
  await assertNoSecretInFields({ name, slug: input.slug, ...f });
  const company = f.company === void 0 ? null : companyValue(ws, f.company);
  const rel = personPath(slug);
  const text = renderProfile(readTemplate(ws, "person.md"), { name, slug, date: todayOf(ws) }, [
    ["Title", f.title],
    ["Company", company?.value],
    ["Email", email],
    ["Phone", f.phone],
    ["Description", f.description]
  ]);
  createExclusive(ws, rel, text, "person", slug);
  const role = [f.title, company && company.value !== OTHER_COMPANY ? company.value.replace(/^@/, "") : void 0].filter(Boolean).join(", ");
  afterChange(ws, [rel], { description: { description: `Person: ${name}${role ? ` (${role})` : ""}.` } });
  return { slug, path: rel, company: company?.value ?? OTHER_COMPANY, company_linked: company?.linked ?? false };
}
async function createCompany(ws, input) {
  ensureInitialised(ws);
  assertText(input.name, "name");
  const name = assertDisplayName(input.name);
  const slug = slugFor(name, input.slug);
  const f = oneLineFields({ website: input.website, industry: input.industry, description: input.description }, { industry: 200, description: 1e3 });
  if (f.website && /\s/.test(f.website)) throw new MemoryError("INVALID_INPUT", 'website must be one address without spaces, e.g. "https://acme.example".');
  await assertNoSecretInFields({ name, slug: input.slug, ...f });
  const rel = companyPath(slug);
  const text = renderProfile(readTemplate(ws, "company.md"), { name, slug, date: todayOf(ws) }, [
    ["Website", f.website],
    ["Industry", f.industry],
    ["Description", f.description]
  ]);
  createExclusive(ws, rel, text, "company", slug);
  afterChange(ws, [rel], { description: { description: `Company: ${name}${f.industry ? ` (${f.industry})` : ""}.` } });
  return { slug, path: rel };
}
function knownSlugs(ws, dir) {
  return ws.root.list(dir).filter((e) => e.isFile() && e.name.endsWith(".md")).map((e) => e.name.slice(0, -3)).filter(isKebabCase).sort();
}
function resolvePerson(ws, person) {
  if (typeof person !== "string" || person.trim() === "") throw new MemoryError("INVALID_INPUT", 'person must name a person by slug, e.g. "jane-doe".');
  const bare = person.trim().replace(/^@/, "").replace(/^\[\[(.+)\]\]$/, "$1").trim();
  const slug = isKebabCase(bare) ? assertSlug(bare, "person") : slugify(bare);
  const rel = personPath(slug);
  if (ws.root.exists(rel)) return { slug, rel };
  const known = knownSlugs(ws, PEOPLE_DIR);
  const some = known.length > 12 ? `${known.slice(0, 12).join(", ")}, \u2026` : known.join(", ");
  throw new MemoryError(
    "NOT_FOUND",
    `There is no person "${slug}" in ${PEOPLE_DIR}.`,
    known.length ? `Known people: ${some}. Create a new one with create_person.` : "Create the person first with create_person."
  );
}
async function editPersonFile(ws, person, edit, peopleMd) {
  assertDerivedWritable(ws, peopleMd ? [person.rel, peopleMd] : [person.rel]);
  return withSecretCheck(
    "notes",
    person.rel,
    (check) => updateText(ws.root, person.rel, (file) => {
      if (!file) throw new MemoryError("NOT_FOUND", `The person file ${person.rel} disappeared while it was being edited.`, "Create it again with create_person.");
      const next = edit(file.text);
      if (next === file.text) return null;
      assertText(next, `${person.rel} after the edit`);
      check(file.text, next);
      return next;
    }).changed
  );
}
async function editPersonNotes(ws, input) {
  const mode = input.mode ?? "append";
  if (mode !== "replace" && mode !== "append") throw new MemoryError("INVALID_INPUT", `mode must be "replace" or "append", got ${JSON.stringify(String(mode))}.`);
  assertText(input.notes, "notes");
  const person = resolvePerson(ws, input.person);
  await assertNoSecretInFields({ person: input.person });
  const changed = await editPersonFile(ws, person, (text) => setProfileNotes(text, input.notes, mode));
  if (changed) afterChange(ws, [person.rel]);
  return { person: person.slug, path: person.rel, changed, mode };
}
async function setLink(ws, input, link) {
  const scope = resolveProjectScope(ws, input.project, "People links");
  const person = resolvePerson(ws, input.person);
  const changed = await editPersonFile(ws, person, (text) => link ? addProjectLink(text, scope.slug) : removeProjectLink(text, scope.slug), `${scope.dir}/people.md`);
  const md = regeneratePeopleMd(ws, scope.entry);
  const rels = [...changed ? [person.rel] : [], ...md.changed ? [md.rel] : []];
  if (rels.length) afterChange(ws, rels);
  return { person: person.slug, project: scope.slug, changed, people_md: md.rel, people: md.people };
}
async function linkPersonToProject(ws, input) {
  return setLink(ws, input, true);
}
async function unlinkPersonFromProject(ws, input) {
  return setLink(ws, input, false);
}

// server/src/services/references.ts
function findReferences(ws, q) {
  const given = [q.ref, q.tag, q.link].filter((v) => v !== void 0 && v !== "");
  if (given.length !== 1) throw new MemoryError("INVALID_INPUT", 'Give exactly one of ref (e.g. "john-doe"), tag (e.g. "integration") or link (e.g. "API Design").');
  const ref = q.ref?.replace(/^@/, "");
  const tag = q.tag?.replace(/^#/, "");
  const link = q.link?.replace(/^\[\[|\]\]$/g, "");
  const prefix = q.project && q.project !== "*" ? `${resolveScope(ws, q.project).dir}/` : "";
  const index = readRefsIndex(ws.root);
  const files = Object.values(index.entries).filter((e) => e.path.startsWith(prefix)).filter((e) => ref !== void 0 ? e.refs.includes(ref) : tag !== void 0 ? e.tags.includes(tag) : e.links.includes(link)).map((e) => e.path).sort();
  const query = ref !== void 0 ? `@${ref}` : tag !== void 0 ? `#${tag}` : `[[${link}]]`;
  return { query, files };
}

// server/src/mcp/server-process.ts
import { createRequire } from "node:module";
function prepareServerProcess(ws) {
  prepareWorkspace(ws, { sweep: true, onUnfinished: (u) => process.stderr.write(`project-memory: ${u.message} ${u.hint}
`) });
  const indexes = configureRankedIndexes(ws.root, { persist: "debounced", warmInBackground: true, afterBulkWork: collectorAfterBulkWork() });
  configureSubstringCaches(ws.root, { buildInBackground: true });
  const flush = () => indexes.flush();
  process.on("exit", flush);
  return () => {
    process.off("exit", flush);
    indexes.close();
  };
}
var GARBAGE_BEFORE_COLLECT = 12 * 1024 * 1024;
function collectorAfterBulkWork() {
  let collect = null;
  let usedHeap;
  let liveAfterLast = 0;
  return () => {
    if (collect === null) {
      try {
        const load = createRequire(import.meta.url);
        const v8 = load("node:v8");
        v8.setFlagsFromString("--expose-gc");
        const gc = load("node:vm").runInNewContext("gc");
        collect = typeof gc === "function" ? gc : void 0;
        usedHeap = () => v8.getHeapStatistics().used_heap_size;
      } catch {
        collect = void 0;
      }
    }
    if (!collect || !usedHeap) return;
    if (usedHeap() - liveAfterLast < GARBAGE_BEFORE_COLLECT) return;
    collect();
    liveAfterLast = usedHeap();
  };
}
export {
  addDecision,
  appendToFile,
  assertNoSecretInFields,
  buildProjectContext,
  consolidate,
  countProjects,
  createCompany,
  createPerson,
  createProject,
  deleteFile,
  editPersonNotes,
  findReferences,
  formatHits,
  formatImport,
  formatPrecheck,
  getFolderManifest,
  importMemory,
  linkPersonToProject,
  listProjects,
  logSession,
  patchFile,
  precheckFile,
  prepareServerProcess,
  readFile,
  readMemoryDraft,
  rebuildIndexes,
  searchMemory,
  unlinkPersonFromProject,
  updateFileDescription,
  useProject,
  wrapProject,
  writeFile
};
