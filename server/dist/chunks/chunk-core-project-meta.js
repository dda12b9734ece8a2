#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  listAnchored
} from "./chunk-storage-anchored-dir.js";
import {
  isIsoDate,
  isKebabCase
} from "./chunk-core-dates.js";
import {
  MemoryError
} from "./chunk-core-errors.js";

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
import fs from "node:fs";
import path from "node:path";
var PROJECTS_INDEX = "_projects-index.json";
function renderProjectsIndex(index) {
  return `${JSON.stringify(index, null, 2)}
`;
}
function readProjectsIndex(root) {
  const file = root.readText(PROJECTS_INDEX);
  if (!file) return { projects: [] };
  try {
    return normaliseProjectsIndex(JSON.parse(file.text));
  } catch {
    return { projects: [] };
  }
}
function projectsIndexIsStale(root) {
  let indexMtime;
  try {
    indexMtime = fs.lstatSync(path.join(root.dir, PROJECTS_INDEX)).mtimeMs;
  } catch {
    return true;
  }
  if (indexLacksIds(readProjectsIndex(root))) return true;
  for (const d of listAnchored(root.dir, path.join(root.dir, "projects"))) {
    if (!d.isDirectory()) continue;
    try {
      if (fs.lstatSync(path.join(root.dir, "projects", d.name, "_meta.yaml")).mtimeMs > indexMtime) return true;
    } catch {
    }
  }
  return false;
}

export {
  PROJECT_STATUSES,
  PROJECT_TYPES,
  validateMeta,
  META_HEADER,
  indexEntryFor,
  findProjectByKey,
  emptyProjectListSentence,
  PROJECTS_INDEX,
  renderProjectsIndex,
  readProjectsIndex,
  projectsIndexIsStale
};
