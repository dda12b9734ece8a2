#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  countOwnTempFiles
} from "./chunk-storage-atomic-file.js";
import {
  isIsoDate,
  isKebabCase
} from "./chunk-core-dates.js";
import {
  closeAnchoredDir,
  descriptorIsAt,
  entryOf,
  isInside,
  listAnchored,
  locksDir,
  mountedAbs,
  mountsOf,
  noteChange,
  openAnchoredDir
} from "./chunk-core-path-rules.js";
import {
  currentEnv
} from "./chunk-storage-environment.js";
import {
  MemoryError
} from "./chunk-core-errors.js";

// server/src/services/scope.ts
import path4 from "node:path";

// server/src/core/project-meta.ts
var PROJECT_STATUSES = ["active", "paused", "completed", "archived"];
var PROJECT_TYPES = ["client", "internal", "research", "personal"];
function stringList(value, field, where) {
  if (value == null) return [];
  if (!Array.isArray(value) || value.some((v) => typeof v !== "string")) {
    throw new MemoryError("INVALID_FORMAT", `${where}: ${field} must be a list of strings.`);
  }
  return value;
}
function nullableString(value, field, where) {
  if (value == null) return null;
  if (typeof value !== "string") throw new MemoryError("INVALID_FORMAT", `${where}: ${field} must be a string or null.`);
  return value;
}
function validateMeta(data, where) {
  if (!data || typeof data !== "object" || Array.isArray(data)) {
    throw new MemoryError("INVALID_FORMAT", `${where} must be a YAML mapping of project fields.`);
  }
  const o = data;
  const str = (k) => {
    const v = o[k];
    if (typeof v !== "string" || v.length === 0) throw new MemoryError("INVALID_FORMAT", `${where}: ${k} must be a non-empty string.`);
    return v;
  };
  const slug = str("slug");
  if (!isKebabCase(slug)) throw new MemoryError("INVALID_FORMAT", `${where}: slug "${slug}" must be kebab-case (lowercase letters, digits and hyphens).`);
  const status = str("status");
  if (!PROJECT_STATUSES.includes(status)) {
    throw new MemoryError("INVALID_FORMAT", `${where}: status must be one of ${PROJECT_STATUSES.join(", ")}, got "${status}".`);
  }
  const type = str("type");
  if (!PROJECT_TYPES.includes(type)) {
    throw new MemoryError("INVALID_FORMAT", `${where}: type must be one of ${PROJECT_TYPES.join(", ")}, got "${type}".`);
  }
  for (const k of ["created", "updated"]) {
    if (!isIsoDate(str(k))) throw new MemoryError("INVALID_FORMAT", `${where}: ${k} must be a date in YYYY-MM-DD form.`);
  }
  return {
    id: str("id"),
    slug,
    name: str("name"),
    status,
    type,
    company: nullableString(o.company, "company", where),
    owner: nullableString(o.owner, "owner", where),
    team: stringList(o.team, "team", where),
    tags: stringList(o.tags, "tags", where),
    aliases: stringList(o.aliases, "aliases", where),
    paths: stringList(o.paths, "paths", where),
    created: o.created,
    updated: o.updated
  };
}
var plainLine = (key) => new RegExp(String.raw`^${key}:[ \t]*(?:"([^"\\\n]{1,200})"|'([^'\n]{1,200})'|([^\s"'#][^#\n]{0,199}?))[ \t]*$`, "mu");
var PLAIN_META_LINE = { slug: plainLine("slug"), name: plainLine("name") };
function plainMetaValue(text, key) {
  const m = PLAIN_META_LINE[key].exec(text);
  const value = m ? (m[1] ?? m[2] ?? m[3] ?? "").trim() : "";
  if (value === "" || /[\u0000-\u001f]/u.test(value)) return null;
  return key === "slug" && !isKebabCase(value) ? null : value;
}
var META_HEADER = "# Project metadata \u2014 auto-populated by create_project, human-editable thereafter.\n";
function indexEntryFor(meta) {
  return {
    id: meta.id,
    slug: meta.slug,
    name: meta.name,
    status: meta.status,
    type: meta.type,
    path: `projects/${meta.slug}`,
    tags: meta.tags,
    aliases: meta.aliases,
    paths: meta.paths,
    created: meta.created,
    updated: meta.updated
  };
}
function findProjectByKey(index, key) {
  return index.projects.find((p) => p.slug === key) ?? index.projects.find((p) => p.aliases.includes(key)) ?? index.projects.find((p) => p.id !== "" && p.id === key.toLowerCase());
}
function indexLacksIds(index) {
  return index.projects.some((p) => p.id === "");
}
function normaliseProjectsIndex(data) {
  const list = data && typeof data === "object" && Array.isArray(data.projects) ? data.projects : [];
  const projects = [];
  for (const raw of list) {
    if (!raw || typeof raw !== "object") continue;
    const p = raw;
    if (typeof p.slug !== "string" || !isKebabCase(p.slug)) continue;
    const strings = (v) => Array.isArray(v) ? v.filter((x) => typeof x === "string") : [];
    const s = (v) => typeof v === "string" ? v : "";
    projects.push({
      id: s(p.id),
      slug: p.slug,
      name: s(p.name) || p.slug,
      status: s(p.status),
      type: s(p.type),
      path: `projects/${p.slug}`,
      tags: strings(p.tags),
      aliases: strings(p.aliases),
      paths: strings(p.paths),
      created: s(p.created),
      updated: s(p.updated)
    });
  }
  return { projects };
}
function emptyProjectListSentence(total, filter, createHint) {
  const wanted = [filter.status ? `status "${filter.status}"` : "", filter.tag ? `tag "${filter.tag}"` : ""].filter(Boolean).join(" and ");
  if (total === 0 || !wanted) return `No projects yet. ${createHint}`;
  return `No project has ${wanted}; ${total} project(s) exist with other ${filter.status ? "statuses" : "tags"} (list them without the filter).`;
}

// server/src/storage/projects-index.ts
import fs2 from "node:fs";
import path2 from "node:path";

// server/src/storage/shared-repo.ts
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
var SHARED_DIR = ".project-memory";
var MAX_SHARED_ENTRIES = 2e4;
function lstat(p) {
  try {
    return fs.lstatSync(p);
  } catch {
    return null;
  }
}
function git(cwd, args) {
  try {
    return execFileSync("git", ["-C", cwd, ...args], { encoding: "utf8", timeout: 3e3, env: currentEnv(), stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return null;
  }
}
function gitTopLevel(cwd) {
  const out = git(cwd, ["rev-parse", "--show-toplevel"]);
  return out ? realOrSelf(out) : null;
}
function realOrSelf(p) {
  try {
    return fs.realpathSync(p);
  } catch {
    return path.resolve(p);
  }
}
function findRepoPlace(cwd) {
  let dir = realOrSelf(cwd);
  for (; ; ) {
    const g = lstat(path.join(dir, ".git"));
    if (g) {
      const s = lstat(path.join(dir, SHARED_DIR));
      return { top: dir, git: g.isDirectory() ? "dir" : "file", shared: s ? path.join(dir, SHARED_DIR) : null };
    }
    const parent = path.dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}
function mainWorktreeOf(place) {
  if (place.git === "dir") return place.top;
  const common = git(place.top, ["rev-parse", "--git-common-dir"]);
  if (!common) return null;
  const abs = realOrSelf(path.resolve(place.top, common));
  return path.basename(abs) === ".git" ? path.dirname(abs) : null;
}
function placeInMainWorktree(dir) {
  const place = findRepoPlace(dir);
  if (!place || place.git !== "file") return null;
  const main = mainWorktreeOf(place);
  return main === null ? null : path.join(main, path.relative(place.top, realOrSelf(dir)));
}
function refused(what, hint = "Replace links with real files and folders, then start again.") {
  return new MemoryError("INVALID_PATH", `The shared memory folder ${what}; it was not used.`, hint);
}
function inRootProblem(rootDir, dir) {
  if (isInside(rootDir, dir)) return refused(`${dir} is inside the memory root ${rootDir}`, "Share from a repository outside the memory root.");
  if (isInside(dir, rootDir)) return refused(`${dir} holds the memory root ${rootDir}`, "Keep the memory root outside the shared folder.");
  return null;
}
function checkSharedFolder(dir, rootDir) {
  if (!path.isAbsolute(dir) || path.normalize(dir) !== dir || path.basename(dir) !== SHARED_DIR) throw refused(`${dir} is not a folder named ${SHARED_DIR}`);
  const inRoot = inRootProblem(rootDir, dir);
  if (inRoot) throw inRoot;
  const st = lstat(dir);
  if (!st) throw new MemoryError("NOT_FOUND", `There is no shared memory folder at ${dir}.`);
  if (st.isSymbolicLink()) throw refused(`${dir} is a symbolic link`);
  if (!st.isDirectory()) throw refused(`${dir} is not a folder`);
  if (realOrSelf(dir) !== dir) throw refused(`${dir} is reached through a symbolic link`);
  const top = path.dirname(dir);
  if (!lstat(path.join(top, ".git"))) throw refused(`${dir} is not at the top of a git work tree`);
  let seen = 0;
  const walk = (d) => {
    for (const ent of fs.readdirSync(d, { withFileTypes: true })) {
      if (++seen > MAX_SHARED_ENTRIES) throw refused(`${dir} holds more than ${MAX_SHARED_ENTRIES} entries`);
      const p = path.join(d, ent.name);
      if (ent.isSymbolicLink()) throw refused(`${dir} contains the symbolic link ${path.relative(dir, p)}`);
      if (ent.isDirectory()) walk(p);
      else if (!ent.isFile()) throw refused(`${dir} contains ${path.relative(dir, p)}, which is not a regular file`);
      else if (fs.lstatSync(p).nlink > 1) throw refused(`${dir} contains the hard-linked file ${path.relative(dir, p)}`);
    }
  };
  walk(dir);
  return dir;
}
function sharedSlugOf(dir) {
  return plainMetaValue(metaHead(dir) ?? "", "slug");
}
function sharedNameOf(dir) {
  return plainMetaValue(metaHead(dir) ?? "", "name");
}
function metaHead(dir) {
  return readHead(path.join(dir, "_meta.yaml"));
}
function readHead(file) {
  try {
    const fd = fs.openSync(file, fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW);
    try {
      const buf = Buffer.alloc(64 * 1024);
      return buf.subarray(0, fs.readSync(fd, buf, 0, buf.length, 0)).toString("utf8");
    } finally {
      fs.closeSync(fd);
    }
  } catch {
    return null;
  }
}
var POINTER_NAME = ".shared";
var POINTER_IGNORE = `/projects/*/${POINTER_NAME}`;
var POINTER_PATHSPEC = `:(glob)projects/*/${POINTER_NAME}`;
function pointerPath(rootDir, slug) {
  return path.join(rootDir, "projects", slug, POINTER_NAME);
}
function readPointer(rootDir, slug) {
  const text = readHead(pointerPath(rootDir, slug));
  if (text === null) return null;
  try {
    const o = JSON.parse(text);
    if (typeof o.dir !== "string" || !path.isAbsolute(o.dir) || path.normalize(o.dir) !== o.dir || path.basename(o.dir) !== SHARED_DIR || o.dir.includes("\0"))
      return null;
    const paths = Array.isArray(o.paths) ? o.paths.filter((p) => typeof p === "string" && path.isAbsolute(p)) : [];
    return { dir: o.dir, paths };
  } catch {
    return null;
  }
}
function unmountedSharedProblem(rootDir, slug) {
  if (!lstat(pointerPath(rootDir, slug))) return null;
  const pointer = readPointer(rootDir, slug);
  const where = pointer ? pointer.dir : `the folder its pointer projects/${slug}/${POINTER_NAME} names`;
  const fix = `run \`project-memory status --project ${slug}\` inside the clone at its new place (or in a fresh clone of the repository) to use it from there, or \`project-memory unbind --project ${slug}\` to stop using it on this machine`;
  const missing = pointer === null || !isRealDir(pointer.dir);
  return new MemoryError(
    "NOT_FOUND",
    missing ? `Project ${slug} is shared in ${where}, which is missing (the clone was moved, renamed, unmounted or deleted), so nothing was written.` : `Project ${slug} is shared in ${where}, which was not used (\`project-memory doctor\` says why), so nothing was written.`,
    missing ? `To fix it, ${fix}.` : "Fix what doctor reports about that folder, then try again."
  );
}
function filesBehindPointer(rootDir, slug, max = 20) {
  const out = [];
  const walk = (abs, rel) => {
    let entries;
    try {
      entries = fs.readdirSync(abs, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries.sort((a, b) => a.name < b.name ? -1 : 1)) {
      if (out.length >= max) return;
      const childRel = `${rel}/${e.name}`;
      if (rel === `projects/${slug}` && e.name === POINTER_NAME) continue;
      if (e.isDirectory()) walk(path.join(abs, e.name), childRel);
      else out.push(childRel);
    }
  };
  walk(path.join(rootDir, "projects", slug), `projects/${slug}`);
  return out;
}
function removePointer(rootDir, slug) {
  noteChange();
  fs.unlinkSync(pointerPath(rootDir, slug));
}
function isRealDir(p) {
  return lstat(p)?.isDirectory() === true;
}
function renderPointer(p) {
  return `${JSON.stringify({ dir: p.dir, paths: p.paths }, null, 2)}
`;
}
function pointerSlugs(rootDir) {
  let names;
  try {
    names = fs.readdirSync(path.join(rootDir, "projects"));
  } catch {
    return [];
  }
  return names.filter((n) => isKebabCase(n) && lstat(pointerPath(rootDir, n))?.isFile() === true);
}

// server/src/storage/projects-index.ts
var PROJECTS_INDEX = "_projects-index.json";
function renderProjectsIndex(index) {
  return `${JSON.stringify(index, null, 2)}
`;
}
function readProjectsIndex(root) {
  const file = root.readText(PROJECTS_INDEX);
  let index = { projects: [] };
  try {
    if (file) index = normaliseProjectsIndex(JSON.parse(file.text));
  } catch {
  }
  return withMounts(root, index);
}
function withMounts(root, index) {
  const mounts = mountsOf(root.dir);
  if (mounts.size === 0) return index;
  const projects = [...index.projects];
  for (const [slug, dir] of mounts) {
    const bound = [path2.dirname(dir), ...readPointer(root.dir, slug)?.paths ?? []];
    const i = projects.findIndex((p) => p.slug === slug);
    if (i >= 0) {
      const p = projects[i];
      projects[i] = { ...p, paths: [.../* @__PURE__ */ new Set([...p.paths.filter((x) => path2.isAbsolute(x)), ...bound])] };
    } else {
      projects.push({
        id: "",
        slug,
        name: sharedNameOf(dir) ?? slug,
        status: "active",
        type: "",
        path: `projects/${slug}`,
        tags: [],
        aliases: [],
        paths: bound,
        created: "",
        updated: ""
      });
    }
  }
  return { projects };
}
function markProjectsIndexCurrent(root) {
  const abs = path2.join(root.dir, PROJECTS_INDEX);
  let fd;
  try {
    fd = fs2.openSync(abs, fs2.constants.O_RDONLY | fs2.constants.O_NOFOLLOW | fs2.constants.O_NONBLOCK);
  } catch {
    return;
  }
  try {
    if (descriptorIsAt(fd, abs) && fs2.fstatSync(fd).isFile()) {
      const now = /* @__PURE__ */ new Date();
      fs2.futimesSync(fd, now, now);
    }
  } catch {
  } finally {
    fs2.closeSync(fd);
  }
}
function projectsIndexIsStale(root) {
  let indexMtime;
  try {
    indexMtime = fs2.lstatSync(path2.join(root.dir, PROJECTS_INDEX)).mtimeMs;
  } catch {
    return true;
  }
  if (indexLacksIds(readProjectsIndex(root))) return true;
  for (const d of listAnchored(root.dir, path2.join(root.dir, "projects"))) {
    if (!d.isDirectory()) continue;
    try {
      if (fs2.lstatSync(path2.join(mountedAbs(root.dir, `projects/${d.name}`), "_meta.yaml")).mtimeMs > indexMtime) return true;
    } catch {
    }
  }
  return false;
}

// server/src/storage/inspect.ts
import fs3 from "node:fs";
import path3 from "node:path";
function countTempFiles(dir) {
  return countOwnTempFiles(dir);
}
function countLockFiles(root) {
  return listAnchored(root.dir, locksDir(root.dir)).filter((d) => d.name.endsWith(".lock")).length;
}
function newestWrite(root, rel, maxDepth = 4) {
  let newest = 0;
  const walk = (dir, depth) => {
    let anchored;
    try {
      anchored = openAnchoredDir(root.dir, dir);
    } catch {
      return;
    }
    if (!anchored) return;
    const folders = [];
    try {
      for (const e of fs3.readdirSync(anchored.via, { withFileTypes: true })) {
        if (e.name.startsWith(".")) continue;
        if (e.isDirectory()) {
          if (depth < maxDepth && e.name !== "archive") folders.push(path3.join(dir, e.name));
        } else if (e.isFile() && e.name !== "_index.yaml") {
          try {
            newest = Math.max(newest, fs3.lstatSync(entryOf(anchored, e.name)).mtimeMs);
          } catch {
          }
        }
      }
    } catch {
    } finally {
      closeAnchoredDir(anchored);
    }
    for (const f of folders) walk(f, depth + 1);
  };
  walk(mountedAbs(root.dir, rel), 0);
  return newest;
}
function pathKind(abs) {
  try {
    return fs3.statSync(abs).isDirectory() ? "folder" : "other";
  } catch {
    return "missing";
  }
}

// server/src/services/scope.ts
var GLOBAL_SCOPE = { kind: "global", slug: "_global", name: "Global", dir: "_global", entry: null };
function scopeOf(entry) {
  return { kind: "project", slug: entry.slug, name: entry.name, dir: `projects/${entry.slug}`, entry };
}
function usableScopeOf(ws, entry) {
  if (ws.root.mountedDir(entry.slug) === void 0) {
    const problem = unmountedSharedProblem(ws.root.dir, entry.slug);
    if (problem) throw problem;
  }
  return scopeOf(entry);
}
function projectForPath(index, dir) {
  let best = null;
  let bestLength = -1;
  const target = path4.resolve(dir);
  for (const p of index.projects) {
    for (const bound of p.paths) {
      if (path4.isAbsolute(bound) && bound.length > bestLength && containsPath(bound, target)) {
        best = p;
        bestLength = bound.length;
      }
    }
  }
  return best;
}
function projectForCwd(index, dir) {
  const direct = projectForPath(index, dir);
  if (direct || index.projects.length === 0) return direct;
  const inMain = placeInMainWorktree(dir);
  return inMain === null ? null : projectForPath(index, inMain);
}
function containsPath(base, target) {
  const normal = base.length > 1 && base.endsWith(path4.sep) ? base.slice(0, -1) : base;
  if (normal.includes(`${path4.sep}.`) || normal.includes(`${path4.sep}${path4.sep}`)) return isInside(path4.resolve(base), target);
  return target === normal || target.startsWith(normal === path4.sep ? normal : `${normal}${path4.sep}`);
}
function knownProjectsSentence(index) {
  if (index.projects.length === 0)
    return "There are no projects yet: create one with create_project (CLI: project-memory init, then create_project from Claude Code).";
  const names = index.projects.map((p) => p.slug).join(", ");
  return `Known projects: ${names}. Pass project, or bind this repository with use_project (CLI: project-memory use <project>).`;
}
function resolveScope(ws, project, index = readProjectsIndex(ws.root)) {
  if (project === "_global") return GLOBAL_SCOPE;
  if (project != null && project !== "") {
    const byKey = findProjectByKey(index, project);
    if (byKey) return usableScopeOf(ws, byKey);
    if (path4.isAbsolute(project)) {
      const byPath = projectForPath(index, project);
      if (byPath) return usableScopeOf(ws, byPath);
      throw new MemoryError("NO_PROJECT", `No project is bound to a repository containing ${project}.`, knownProjectsSentence(index));
    }
    throw new MemoryError("NO_PROJECT", `There is no project with the slug, alias or id "${project}".`, knownProjectsSentence(index));
  }
  const bound = projectForCwd(index, ws.cwd);
  if (bound) return usableScopeOf(ws, bound);
  throw new MemoryError("NO_PROJECT", `No project was named and none is bound to ${ws.cwd}.`, knownProjectsSentence(index));
}
function boundProject(ws) {
  const entry = projectForCwd(readProjectsIndex(ws.root), ws.cwd);
  return entry ? scopeOf(entry) : null;
}
function isMemoryPath(ws, file) {
  return path4.isAbsolute(file) && isInside(ws.root.dir, path4.resolve(file));
}
function isInBoundRepo(scope, file) {
  return path4.isAbsolute(file) && (scope.entry?.paths ?? []).some((repo) => isInside(repo, path4.resolve(file)));
}
function resolveProjectScope(ws, project, what) {
  const scope = resolveScope(ws, project);
  if (scope.kind !== "project") throw new MemoryError("INVALID_INPUT", `${what} belong to a project, not to _global.`);
  return scope;
}
function memoryWrittenSince(ws, scope, sinceMs) {
  return newestWrite(ws.root, scope.dir) >= sinceMs;
}

export {
  PROJECT_STATUSES,
  PROJECT_TYPES,
  validateMeta,
  META_HEADER,
  indexEntryFor,
  emptyProjectListSentence,
  SHARED_DIR,
  gitTopLevel,
  findRepoPlace,
  mainWorktreeOf,
  inRootProblem,
  checkSharedFolder,
  sharedSlugOf,
  POINTER_NAME,
  POINTER_IGNORE,
  POINTER_PATHSPEC,
  pointerPath,
  readPointer,
  unmountedSharedProblem,
  filesBehindPointer,
  removePointer,
  isRealDir,
  renderPointer,
  pointerSlugs,
  PROJECTS_INDEX,
  renderProjectsIndex,
  readProjectsIndex,
  markProjectsIndexCurrent,
  projectsIndexIsStale,
  countTempFiles,
  countLockFiles,
  pathKind,
  GLOBAL_SCOPE,
  projectForPath,
  projectForCwd,
  knownProjectsSentence,
  resolveScope,
  boundProject,
  isMemoryPath,
  isInBoundRepo,
  resolveProjectScope,
  memoryWrittenSince
};
