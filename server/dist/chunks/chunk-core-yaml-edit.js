#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  assertNoSecretInFields,
  removeIfPresent
} from "./chunk-core-closest-passage.js";
import {
  PROJECT_FOLDERS,
  applyDescription,
  emptyManifest,
  ensureInitialised,
  parseYaml,
  reconcileEntries,
  refreshProjectsIndex,
  refreshRefs,
  refreshRootManifest,
  renderManifest,
  require_dist,
  stringifyYaml
} from "./chunk-core-folder-manifest.js";
import {
  commitAll
} from "./chunk-core-history.js";
import {
  GLOBAL_SCOPE,
  META_HEADER,
  PROJECT_STATUSES,
  PROJECT_TYPES,
  filesBehindPointer,
  pathKind,
  pointerPath,
  projectsIndexIsStale,
  readPointer,
  readProjectsIndex,
  removePointer,
  resolveScope,
  unmountedSharedProblem,
  validateMeta
} from "./chunk-core-project-meta.js";
import {
  ensureDirContained,
  moveContained,
  writeAtomic
} from "./chunk-storage-atomic-file.js";
import {
  CORRESPONDENCE,
  DEFAULT_MANIFEST_FILES,
  TEMPLATE_FILES,
  fillTemplate,
  newArtifactsJson,
  newManifestJson
} from "./chunk-core-file-rules.js";
import {
  updateText
} from "./chunk-storage-update-text.js";
import {
  todayOf
} from "./chunk-core-decision-edits.js";
import {
  assertSlug,
  isKebabCase
} from "./chunk-core-dates.js";
import {
  removeTreeAnchored
} from "./chunk-core-path-rules.js";
import {
  MemoryError
} from "./chunk-core-errors.js";
import {
  __toESM
} from "./chunk-shared.js";

// server/src/services/projects.ts
import path3 from "node:path";
import { randomUUID } from "node:crypto";

// server/src/core/yaml-edit.ts
var import_yaml = __toESM(require_dist(), 1);
function setYamlMembers(text, changes) {
  const doc = (0, import_yaml.parseDocument)(text, { version: "1.2", schema: "core", keepSourceTokens: false });
  if (doc.errors.length || !(0, import_yaml.isMap)(doc.contents) || doc.contents.flow) return null;
  const eol = text.includes("\r\n") ? "\r\n" : "\n";
  const pairs = doc.contents.items;
  const edits = [];
  const appended = [];
  for (const [key, value] of Object.entries(changes)) {
    if (value === void 0) continue;
    const rendered = stringifyYaml({ [key]: value }).replace(/\n$/, "").split("\n").join(eol);
    const pair = pairs.filter((p) => (0, import_yaml.isScalar)(p.key) && String(p.key.value) === key).at(-1);
    if (!pair) {
      appended.push(rendered);
      continue;
    }
    const keyRange = pair.key.range;
    const valueRange = pair.value?.range;
    if (!keyRange || !valueRange) return null;
    if (keyRange[0] > 0 && text[keyRange[0] - 1] !== "\n") return null;
    const current = pair.value?.toJSON?.() ?? null;
    if (JSON.stringify(current) === JSON.stringify(value)) continue;
    const end = valueRange[1];
    const slice = text.slice(keyRange[0], end);
    const tail = slice.endsWith("\r\n") ? "\r\n" : slice.endsWith("\n") ? "\n" : "";
    edits.push({ start: keyRange[0], end, insert: rendered + tail });
  }
  edits.sort((a, b) => b.start - a.start);
  let out = text;
  for (const e of edits) out = out.slice(0, e.start) + e.insert + out.slice(e.end);
  if (appended.length) {
    const sep = out === "" || out.endsWith("\n") ? "" : eol;
    out = `${out}${sep}${appended.join(eol)}${eol}`;
  }
  return out;
}

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
    const kept = Object.entries(files).map(([rel, text]) => root.keepVersion(`${targetRel}/${rel}`, text));
    try {
      moveContained(root.dir, staging, target.abs, targetRel, { folder: true });
      commitAll(kept);
    } catch (e) {
      for (const k of kept) k.discard();
      const code = e.code;
      if (code === "ENOTEMPTY" || code === "EEXIST") throw alreadyExists();
      throw e;
    }
  } finally {
    removeTreeAnchored(root.dir, staging);
  }
}

// server/src/services/share-forget.ts
import path2 from "node:path";
function forgetUnusableShare(ws, slug) {
  if (!isKebabCase(slug) || ws.root.mountedDir(slug) !== void 0 || unmountedSharedProblem(ws.root.dir, slug) === null) return null;
  const hidden = filesBehindPointer(ws.root.dir, slug);
  if (hidden.length)
    throw new MemoryError(
      "INVALID_INPUT",
      `The memory root's folder of shared project "${slug}" holds files besides its pointer (${hidden.slice(0, 3).join(", ")}), so it was not forgotten.`,
      "Move what you need into a clone of the repository, delete them, then run unbind again."
    );
  const dir = readPointer(ws.root.dir, slug)?.dir ?? pointerPath(ws.root.dir, slug);
  removePointer(ws.root.dir, slug);
  removeIfPresent(path2.join(ws.root.dir, "projects", slug));
  refreshProjectsIndex(ws.root);
  refreshRootManifest(ws.root, todayOf(ws));
  return { slug, dir };
}

// server/src/services/projects.ts
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
    if (!path3.isAbsolute(p) || p.includes("\0")) throw new MemoryError("INVALID_INPUT", `Bound repository paths must be absolute, got "${p}".`);
    const owner = index.projects.find((e) => e.slug !== slug && e.paths.includes(p));
    if (owner)
      throw new MemoryError(
        "ALREADY_EXISTS",
        `${p} is already bound to project "${owner.slug}".`,
        "Create the project without it, then move the binding with use."
      );
  }
}
function renderMeta(meta) {
  return META_HEADER + stringifyYaml(meta);
}
async function createProject(ws, input) {
  await assertNoSecretInFields({
    slug: input.slug,
    name: input.name,
    company: input.company,
    owner: input.owner,
    team: input.team,
    tags: input.tags,
    aliases: input.aliases,
    paths: input.paths
  });
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
  const paths = [...new Set((input.paths ?? []).map((p) => path3.resolve(p)))];
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
  if (root.exists(`projects/${slug}`))
    throw new MemoryError("ALREADY_EXISTS", `Project "${slug}" already exists.`, "Pick another slug, or use it with use_project.");
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
  let top = reconcileEntries(
    emptyManifest(date),
    Object.keys(files).filter((f) => !f.includes("/")),
    false
  );
  for (const [file, d] of Object.entries(DEFAULT_MANIFEST_FILES)) top = applyDescription(top, file, d);
  files["_index.yaml"] = renderManifest(top);
  for (const folder of PROJECT_FOLDERS) {
    const names = Object.keys(files).filter((f) => f.startsWith(`${folder}/`)).map((f) => f.slice(folder.length + 1));
    const description = folder === "updates" ? "Chronological update log. Read the file directly for recent entries." : null;
    files[`${folder}/_index.yaml`] = renderManifest(reconcileEntries(emptyManifest(date, description), names, folder === "updates"));
  }
  createFolderAtomically(
    root,
    `projects/${slug}`,
    files,
    () => new MemoryError("ALREADY_EXISTS", `Project "${slug}" already exists.`, "Pick another slug, or use it with use_project.")
  );
  refreshProjectsIndex(root);
  refreshRootManifest(root, date);
  refreshRefs(
    root,
    Object.keys(files).map((f) => `projects/${slug}/${f}`)
  );
  const entry = readProjectsIndex(root).projects.find((p) => p.slug === slug);
  if (!entry) throw new MemoryError("IO", `Project "${slug}" was created but could not be indexed.`, "Run rebuild_indexes.");
  return entry;
}
function currentProjectsIndex(ws) {
  if (projectsIndexIsStale(ws.root)) refreshProjectsIndex(ws.root);
  return readProjectsIndex(ws.root);
}
function listProjects(ws, filter = {}) {
  if (filter.status && !PROJECT_STATUSES.includes(filter.status)) {
    throw new MemoryError("INVALID_INPUT", `No project has status "${filter.status}"; statuses are ${PROJECT_STATUSES.join(", ")}.`);
  }
  return currentProjectsIndex(ws).projects.filter((p) => (!filter.status || p.status === filter.status) && (!filter.tag || p.tags.includes(filter.tag)));
}
function countProjects(ws) {
  return readProjectsIndex(ws.root).projects.length;
}
function metaOf(file, rel) {
  if (!file) throw new MemoryError("NOT_FOUND", `${rel} is missing.`, "Run project-memory doctor --fix.");
  return validateMeta(parseYaml(file.text, rel), rel);
}
function editMeta(ws, slug, changesOf) {
  const rel = `projects/${slug}/_meta.yaml`;
  updateText(ws.root, rel, (file) => {
    const meta = metaOf(file, rel);
    const changes = changesOf(meta);
    if (changes === null) return null;
    const text = file.text;
    const edited = setYamlMembers(text, changes);
    let next = edited ?? renderMeta({ ...meta, ...changes });
    if (edited !== null) {
      try {
        validateMeta(parseYaml(edited, rel), rel);
      } catch {
        next = renderMeta({ ...meta, ...changes });
      }
    }
    return next === text ? null : next;
  });
}
function assertBindableFolder(abs) {
  const kind = pathKind(abs);
  if (kind === "folder") return;
  const what = kind === "missing" ? "does not exist" : "is not a folder";
  throw new MemoryError(kind === "missing" ? "NOT_FOUND" : "INVALID_INPUT", `${abs} ${what}, so it cannot be bound.`, "Pass the folder of a code repository.");
}
async function useProject(ws, project, repoPath = ws.cwd) {
  if (!path3.isAbsolute(repoPath)) throw new MemoryError("INVALID_INPUT", `path must be absolute, got "${repoPath}".`);
  await assertNoSecretInFields({ path: repoPath });
  const bound = path3.resolve(repoPath);
  assertBindableFolder(bound);
  const index = currentProjectsIndex(ws);
  const scope = resolveScope(ws, project, index);
  if (scope === GLOBAL_SCOPE || scope.kind !== "project") throw new MemoryError("INVALID_INPUT", "Only a project, not _global, can be bound to a repository.");
  if (ws.root.mountedDir(scope.slug) !== void 0) {
    throw new MemoryError(
      "INVALID_INPUT",
      `Project ${scope.slug} is shared in a repository, and every checkout of it is already bound to it.`,
      "Start the session inside the checkout (any subfolder works), or unshare the project first."
    );
  }
  let movedFrom = null;
  for (const other of index.projects) {
    if (other.slug === scope.slug || !other.paths.includes(bound)) continue;
    editMeta(ws, other.slug, (meta) => ({ paths: meta.paths.filter((p) => p !== bound) }));
    movedFrom = other.slug;
  }
  editMeta(ws, scope.slug, (meta) => meta.paths.includes(bound) ? null : { paths: [...meta.paths, bound], updated: todayOf(ws) });
  refreshProjectsIndex(ws.root);
  return { slug: scope.slug, path: bound, moved_from: movedFrom };
}
function unbindPath(ws, repoPath, project) {
  const forgotten = project ? forgetUnusableShare(ws, project) : null;
  if (forgotten) return { slug: forgotten.slug, path: forgotten.dir, forgotten: true };
  if (!path3.isAbsolute(repoPath)) throw new MemoryError("INVALID_INPUT", `path must be absolute, got "${repoPath}".`);
  const bound = path3.resolve(repoPath);
  const index = currentProjectsIndex(ws);
  const candidates = project ? [resolveScope(ws, project, index).slug] : index.projects.map((p) => p.slug);
  const owner = index.projects.find((p) => candidates.includes(p.slug) && p.paths.includes(bound));
  if (!owner) {
    const where = project ? ` to ${candidates[0]}` : " to any project";
    throw new MemoryError("NOT_FOUND", `${bound} is not bound${where}.`, "List bindings with project-memory projects.");
  }
  editMeta(ws, owner.slug, (meta) => ({ paths: meta.paths.filter((p) => p !== bound), updated: todayOf(ws) }));
  refreshProjectsIndex(ws.root);
  return { slug: owner.slug, path: bound };
}

export {
  setYamlMembers,
  createProject,
  currentProjectsIndex,
  listProjects,
  countProjects,
  assertBindableFolder,
  useProject,
  unbindPath
};
