#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  MERGE_CONFIG,
  gitAttributesText,
  gitIgnoreText
} from "./chunk-core-team-merge-rules.js";
import {
  trashStamp
} from "./chunk-core-closest-passage.js";
import "./chunk-storage-draft.js";
import "./chunk-services-history.js";
import "./chunk-core-history-diff.js";
import {
  setYamlMembers
} from "./chunk-core-yaml-edit.js";
import {
  settleSharedProjects,
  writeWorkspace
} from "./chunk-cli-workspace.js";
import {
  rebuildIndexes,
  walkFiles
} from "./chunk-core-decision-rules.js";
import {
  PROJECT_FOLDERS,
  parseYaml,
  refreshProjectsIndex
} from "./chunk-core-folder-manifest.js";
import {
  runGit
} from "./chunk-core-budgets.js";
import "./chunk-core-json-edit.js";
import "./chunk-services-open.js";
import "./chunk-core-limits.js";
import "./chunk-core-history.js";
import "./chunk-core-env.js";
import {
  emit
} from "./chunk-cli-io.js";
import "./chunk-services-environment.js";
import "./chunk-core-secret-views.js";
import {
  POINTER_NAME,
  SHARED_DIR,
  checkSharedFolder,
  findRepoPlace,
  gitTopLevel,
  inRootProblem,
  pointerPath,
  readPointer,
  removePointer,
  renderPointer,
  resolveProjectScope
} from "./chunk-core-project-meta.js";
import {
  writeAtomic
} from "./chunk-storage-atomic-file.js";
import "./chunk-services-core-files-init.js";
import "./chunk-core-file-rules.js";
import "./chunk-storage-update-text.js";
import "./chunk-core-decision-edits.js";
import "./chunk-core-dates.js";
import {
  TEMP_SUFFIX,
  noteChange
} from "./chunk-core-path-rules.js";
import "./chunk-storage-environment.js";
import {
  assertKnownFlags,
  stringFlag
} from "./chunk-cli-args.js";
import {
  MemoryError
} from "./chunk-core-errors.js";
import "./chunk-shared.js";

// server/src/services/share.ts
import path2 from "node:path";

// server/src/storage/shared-move.ts
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
function pathExists(p) {
  try {
    fs.lstatSync(p);
    return true;
  } catch {
    return false;
  }
}
function readWholeFile(abs) {
  return fs.readFileSync(abs);
}
function sameFiles(dir, files) {
  for (const [rel, bytes] of files) {
    try {
      const fd = fs.openSync(path.join(dir, rel), fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW);
      try {
        if (!fs.readFileSync(fd).equals(bytes)) return false;
      } finally {
        fs.closeSync(fd);
      }
    } catch {
      return false;
    }
  }
  return true;
}
function stagingBeside(target) {
  return path.join(path.dirname(target), `.${path.basename(target)}.${randomBytes(6).toString("hex")}${TEMP_SUFFIX}`);
}
function placeNewTree(target, files) {
  noteChange();
  const staging = stagingBeside(target);
  try {
    for (const [rel, bytes] of files) {
      const abs = path.join(staging, rel);
      fs.mkdirSync(path.dirname(abs), { recursive: true });
      const fd = fs.openSync(abs, "wx");
      try {
        fs.writeSync(fd, bytes);
        fs.fsyncSync(fd);
      } finally {
        fs.closeSync(fd);
      }
    }
    if (!sameFiles(staging, files)) throw new MemoryError("IO", `The copy in ${staging} does not read back as written.`, "Check the disk, then try again.");
    fs.renameSync(staging, target);
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}
function moveEntriesAside(from, to, keep) {
  noteChange();
  for (const name of fs.readdirSync(from)) {
    if (keep.includes(name)) continue;
    fs.mkdirSync(to, { recursive: true });
    fs.renameSync(path.join(from, name), path.join(to, name));
  }
}
function removeTreeAside(dir) {
  noteChange();
  const aside = stagingBeside(dir);
  fs.renameSync(dir, aside);
  fs.rmSync(aside, { recursive: true, force: true });
}

// server/src/services/share.ts
var TOP_FILES = /* @__PURE__ */ new Set([".gitignore", ".gitattributes"]);
function repoTopFor(ws, repo) {
  const from = path2.resolve(ws.cwd, repo ?? ".");
  const top = gitTopLevel(from) ?? (findRepoPlace(from)?.git ? findRepoPlace(from)?.top : null);
  if (!top)
    throw new MemoryError(
      "INVALID_INPUT",
      `${from} is not inside a git repository.`,
      "Run share from inside the code repository (or pass --repo DIR); run `git init` first if it has none."
    );
  return top;
}
function ownFiles(ws, slug) {
  const files = /* @__PURE__ */ new Map();
  const base = path2.join(ws.root.dir, "projects", slug);
  for (const f of walkFiles(ws.root.dir, `projects/${slug}`)) {
    const rel = path2.relative(base, f.abs).split(path2.sep).join("/");
    if (rel.split("/").some((p) => p === "_index.yaml")) continue;
    files.set(rel, readWholeFile(f.abs));
  }
  return files;
}
function metaPaths(text) {
  const o = parseYaml(text, "_meta.yaml");
  return Array.isArray(o?.paths) ? o.paths.filter((p) => typeof p === "string") : [];
}
function withPaths(text, paths) {
  const next = setYamlMembers(text, { paths });
  if (next === null) throw new MemoryError("INVALID_FORMAT", "_meta.yaml cannot be edited (not a plain YAML mapping).", "Fix it by hand, then try again.");
  return next;
}
function configureMerges(top) {
  for (const [key, value] of MERGE_CONFIG) {
    try {
      runGit(top, ["config", key, value]);
    } catch {
    }
  }
}
function shareProject(ws, opts = {}) {
  const scope = resolveProjectScope(ws, opts.project, "Shared memory");
  const slug = scope.slug;
  if (readPointer(ws.root.dir, slug))
    throw new MemoryError("INVALID_INPUT", `Project ${slug} is already shared.`, "Run `project-memory unshare` to move it back first.");
  const top = repoTopFor(ws, opts.repo);
  const target = path2.join(top, SHARED_DIR);
  const inRoot = inRootProblem(ws.root.dir, target);
  if (inRoot) throw inRoot;
  const files = ownFiles(ws, slug);
  const meta = files.get("_meta.yaml");
  if (!meta) throw new MemoryError("NOT_FOUND", `Project ${slug} has no _meta.yaml.`, "Run `project-memory doctor --fix` first.");
  const bound = metaPaths(meta.toString("utf8"));
  files.set("_meta.yaml", Buffer.from(withPaths(meta.toString("utf8"), []), "utf8"));
  files.set(".gitignore", Buffer.from(gitIgnoreText(), "utf8"));
  files.set(".gitattributes", Buffer.from(gitAttributesText(), "utf8"));
  const result = {
    project: slug,
    folder: target,
    files: files.size,
    dry_run: opts.dryRun === true,
    next: `git -C ${top} add ${SHARED_DIR} && git -C ${top} commit -m "Share project memory"`
  };
  const exists = pathExists(target);
  if (exists && !sameFiles(target, files)) {
    throw new MemoryError(
      "INVALID_INPUT",
      `${target} already exists.`,
      "A clone of a shared repository uses it as it is; to share this project instead, move that folder away first."
    );
  }
  if (opts.dryRun) return result;
  if (!exists) placeNewTree(target, files);
  const dir = checkSharedFolder(target, ws.root.dir);
  writeAtomic(ws.root.dir, pointerPath(ws.root.dir, slug), renderPointer({ dir, paths: bound.filter((p) => path2.isAbsolute(p)) }), `projects/${slug}/.shared`);
  moveEntriesAside(path2.join(ws.root.dir, "projects", slug), path2.join(ws.root.dir, "_trash", trashStamp(ws.now()), "projects", slug), [POINTER_NAME]);
  ws.root.mount(slug, dir);
  configureMerges(top);
  refreshProjectsIndex(ws.root);
  settleSharedProjects(ws);
  return result;
}
function unshareProject(ws, opts = {}) {
  const scope = resolveProjectScope(ws, opts.project, "Shared memory");
  const slug = scope.slug;
  const pointer = readPointer(ws.root.dir, slug);
  if (!pointer) throw new MemoryError("INVALID_INPUT", `Project ${slug} is not shared.`);
  const dir = ws.root.mountedDir(slug) ?? checkSharedFolder(pointer.dir, ws.root.dir);
  const files = /* @__PURE__ */ new Map();
  for (const f of walkFiles(ws.root.dir, `projects/${slug}`)) {
    const rel = path2.relative(dir, f.abs).split(path2.sep).join("/");
    if (TOP_FILES.has(rel) || rel.split("/").includes("_index.yaml")) continue;
    files.set(rel, readWholeFile(f.abs));
  }
  const meta = files.get("_meta.yaml");
  if (meta)
    files.set("_meta.yaml", Buffer.from(withPaths(meta.toString("utf8"), [.../* @__PURE__ */ new Set([...metaPaths(meta.toString("utf8")), ...pointer.paths])]), "utf8"));
  const result = {
    project: slug,
    folder: dir,
    files: files.size,
    dry_run: opts.dryRun === true,
    next: `git -C ${path2.dirname(dir)} rm -r --cached ${SHARED_DIR} && git -C ${path2.dirname(dir)} commit -m "Unshare project memory"`
  };
  if (opts.dryRun) return result;
  const own = path2.join(ws.root.dir, "projects", slug);
  for (const [rel, bytes] of files) writeAtomic(ws.root.dir, path2.join(own, rel), bytes, `projects/${slug}/${rel}`);
  removePointer(ws.root.dir, slug);
  ws.root.unmount(slug);
  removeTreeAside(dir);
  refreshProjectsIndex(ws.root);
  for (const f of PROJECT_FOLDERS) ws.root.ensureDir(`projects/${slug}/${f}`);
  rebuildIndexes(ws);
  return result;
}

// server/src/cli/cmd-share.ts
async function runShare(args, io) {
  assertKnownFlags(args.flags, ["repo", "dry-run"]);
  const r = shareProject(writeWorkspace(args, io), {
    project: args.positionals[0] ?? stringFlag(args.flags, "project"),
    repo: stringFlag(args.flags, "repo"),
    dryRun: args.flags["dry-run"] === true
  });
  emit(io, r, () => `${r.dry_run ? "Would move" : "Moved"} ${r.files} files of "${r.project}" to ${r.folder}.${r.dry_run ? "" : `
Commit it: ${r.next}`}`);
  return 0;
}
async function runUnshare(args, io) {
  assertKnownFlags(args.flags, ["dry-run"]);
  const r = unshareProject(writeWorkspace(args, io), {
    project: args.positionals[0] ?? stringFlag(args.flags, "project"),
    dryRun: args.flags["dry-run"] === true
  });
  emit(
    io,
    r,
    () => `${r.dry_run ? "Would move" : "Moved"} ${r.files} files of "${r.project}" back into the memory root.${r.dry_run ? "" : `
Commit the removal: ${r.next}`}`
  );
  return 0;
}
export {
  runShare,
  runUnshare
};
