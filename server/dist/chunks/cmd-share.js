#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  MERGE_CONFIG,
  gitAttributesText,
  gitIgnoreText
} from "./chunk-core-team-merge-rules.js";
import {
  setYamlMembers
} from "./chunk-core-yaml-edit.js";
import {
  completeShare,
  completeUnshare,
  finishInterruptedMove,
  moveLockKey,
  settleSharedProjects,
  undoMove,
  writeWorkspace
} from "./chunk-cli-workspace.js";
import {
  besideName,
  digestOf,
  listTree,
  pathExists,
  planMove,
  readFiles,
  rebuildIndexes,
  renameInPlace,
  treeHolds,
  unmovableSentence,
  writeStaging
} from "./chunk-core-closest-passage.js";
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
import {
  writeMoveJournal
} from "./chunk-core-limits.js";
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
  mainWorktreeOf,
  pointerPath,
  readPointer,
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
import "./chunk-core-path-rules.js";
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

// server/src/services/share-target.ts
import path from "node:path";
function repoTopOf(dir) {
  return gitTopLevel(dir) ?? findRepoPlace(dir)?.top ?? null;
}
function mainOf(top) {
  const place = findRepoPlace(top);
  return place ? mainWorktreeOf(place) : null;
}
function sameRepository(top, bound) {
  const boundTop = repoTopOf(bound) ?? path.resolve(bound);
  if (boundTop === top) return true;
  const main = mainOf(top);
  return main !== null && main === mainOf(boundTop);
}
function shareTargetFor(ws, slug, bound, repo) {
  const from = path.resolve(ws.cwd, repo ?? ".");
  const top = repoTopOf(from);
  if (!top)
    throw new MemoryError(
      "INVALID_INPUT",
      `${from} is not inside a git repository.`,
      "Run share from inside the code repository (or pass --repo DIR); run `git init` first if it has none."
    );
  const inRoot = inRootProblem(ws.root.dir, path.join(top, SHARED_DIR));
  if (inRoot) throw inRoot;
  if (bound.length > 0 && !bound.some((b) => sameRepository(top, b))) {
    throw new MemoryError(
      "INVALID_INPUT",
      `Project ${slug} is bound to ${bound.join(", ")}, not to the repository ${top}, so its memory was not moved there.`,
      `Share it from ${bound[0]} (or pass --repo ${bound[0]}); to share it in ${top} instead, bind that repository first: project-memory use ${slug} --path ${top}.`
    );
  }
  return top;
}

// server/src/services/share.ts
function formatMove(r) {
  return `${r.dry_run ? "Would move" : "Moved"} ${r.files} file(s)${r.folders ? ` and ${r.folders} folder(s)` : ""} of "${r.project}"`;
}
var TOP_FILES = /* @__PURE__ */ new Set([".gitignore", ".gitattributes"]);
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
function plannedFrom(source, ownEntry, what) {
  const plan = planMove(listTree(source), ownEntry);
  if (plan.unmovable.length)
    throw new MemoryError("INVALID_INPUT", unmovableSentence(what, source, plan.unmovable), "Replace them with plain files (or remove them), then try again.");
  return { plan, files: readFiles(source, plan.files) };
}
function changedMeanwhile(what) {
  return new MemoryError("CONFLICT", `The project's files changed while ${what} was copying them, so nothing was moved.`, `Run ${what} again.`);
}
function digests(files) {
  return Object.fromEntries([...files].map(([rel, bytes]) => [rel, digestOf(bytes)]));
}
function shareProject(ws, opts = {}) {
  const scope = resolveProjectScope(ws, opts.project, "Shared memory");
  const slug = scope.slug;
  return ws.root.lock(moveLockKey(slug), () => {
    finishInterruptedMove(ws, slug);
    if (readPointer(ws.root.dir, slug))
      throw new MemoryError("INVALID_INPUT", `Project ${slug} is already shared.`, "Run `project-memory unshare` to move it back first.");
    const source = path2.join(ws.root.dir, "projects", slug);
    const { plan, files: sourceFiles } = plannedFrom(source, (rel) => rel === POINTER_NAME, "share");
    const meta = sourceFiles.get("_meta.yaml");
    if (!meta) throw new MemoryError("NOT_FOUND", `Project ${slug} has no _meta.yaml.`, "Run `project-memory doctor --fix` first.");
    const bound = metaPaths(meta.toString("utf8")).filter((p) => path2.isAbsolute(p));
    const top = shareTargetFor(ws, slug, bound, opts.repo);
    const target = path2.join(top, SHARED_DIR);
    const files = new Map(sourceFiles);
    files.set("_meta.yaml", Buffer.from(withPaths(meta.toString("utf8"), []), "utf8"));
    files.set(".gitignore", Buffer.from(gitIgnoreText(), "utf8"));
    files.set(".gitattributes", Buffer.from(gitAttributesText(), "utf8"));
    const result = {
      project: slug,
      folder: target,
      files: plan.files.length,
      folders: plan.folders.length,
      left_out: plan.leftOut,
      dry_run: opts.dryRun === true,
      next: `git -C ${top} add ${SHARED_DIR} && git -C ${top} commit -m "Share project memory"`
    };
    const exists = pathExists(target);
    if (exists && !treeHolds(target, files)) {
      throw new MemoryError(
        "INVALID_INPUT",
        `${target} already exists.`,
        "A clone of a shared repository uses it as it is; to share this project instead, move that folder away first."
      );
    }
    if (opts.dryRun) return result;
    const journal = {
      op: "share",
      slug,
      dir: target,
      staging: besideName(target, "share"),
      aside: source,
      removing: besideName(target, "undo"),
      created: !exists,
      staged: false,
      digests: digests(files)
    };
    writeMoveJournal(ws.root.dir, journal);
    let dir;
    try {
      if (!exists) {
        writeStaging(journal.staging, files, plan.folders);
        renameInPlace(journal.staging, target);
      }
      dir = checkSharedFolder(target, ws.root.dir);
      if (!treeHolds(source, sourceFiles, (rel) => rel === POINTER_NAME)) throw changedMeanwhile("share");
      writeAtomic(ws.root.dir, pointerPath(ws.root.dir, slug), renderPointer({ dir, paths: bound }), `projects/${slug}/${POINTER_NAME}`);
    } catch (e) {
      undoMove(ws, journal);
      throw e;
    }
    completeShare(ws, journal);
    ws.root.mount(slug, dir);
    configureMerges(top);
    refreshProjectsIndex(ws.root);
    settleSharedProjects(ws);
    return result;
  });
}
function unshareProject(ws, opts = {}) {
  const scope = resolveProjectScope(ws, opts.project, "Shared memory");
  const slug = scope.slug;
  return ws.root.lock(moveLockKey(slug), () => {
    finishInterruptedMove(ws, slug);
    const pointer = readPointer(ws.root.dir, slug);
    if (!pointer) throw new MemoryError("INVALID_INPUT", `Project ${slug} is not shared.`);
    const dir = ws.root.mountedDir(slug) ?? checkSharedFolder(pointer.dir, ws.root.dir);
    const { plan, files: sourceFiles } = plannedFrom(dir, (rel) => TOP_FILES.has(rel), "unshare");
    const files = new Map(sourceFiles);
    const meta = files.get("_meta.yaml");
    if (meta)
      files.set("_meta.yaml", Buffer.from(withPaths(meta.toString("utf8"), [.../* @__PURE__ */ new Set([...metaPaths(meta.toString("utf8")), ...pointer.paths])]), "utf8"));
    const top = path2.dirname(dir);
    const result = {
      project: slug,
      folder: dir,
      files: plan.files.length,
      folders: plan.folders.length,
      left_out: plan.leftOut,
      dry_run: opts.dryRun === true,
      next: `git -C ${top} rm -r --cached -q ${SHARED_DIR} && git -C ${top} commit -m "Unshare project memory"`
    };
    if (opts.dryRun) return result;
    const own = path2.join(ws.root.dir, "projects", slug);
    const journal = {
      op: "unshare",
      slug,
      dir,
      staging: besideName(own, "unshare"),
      aside: besideName(own, "shared"),
      removing: besideName(dir, "unshared"),
      created: false,
      staged: false,
      digests: digests(sourceFiles)
    };
    writeMoveJournal(ws.root.dir, journal);
    try {
      writeStaging(journal.staging, files, plan.folders);
      if (!treeHolds(dir, sourceFiles, (rel) => TOP_FILES.has(rel))) throw changedMeanwhile("unshare");
      writeMoveJournal(ws.root.dir, { ...journal, staged: true });
    } catch (e) {
      undoMove(ws, journal);
      throw e;
    }
    renameInPlace(own, journal.aside);
    renameInPlace(journal.staging, own);
    ws.root.unmount(slug);
    completeUnshare(ws, { ...journal, staged: true });
    refreshProjectsIndex(ws.root);
    for (const f of PROJECT_FOLDERS) ws.root.ensureDir(`projects/${slug}/${f}`);
    rebuildIndexes(ws);
    return result;
  });
}

// server/src/cli/cmd-share.ts
async function runShare(args, io) {
  assertKnownFlags(args.flags, ["repo", "dry-run"]);
  const r = shareProject(writeWorkspace(args, io), {
    project: args.positionals[0] ?? stringFlag(args.flags, "project"),
    repo: stringFlag(args.flags, "repo"),
    dryRun: args.flags["dry-run"] === true
  });
  emit(io, r, () => `${formatMove(r)} to ${r.folder}.${r.dry_run ? "" : `
Commit it: ${r.next}`}`);
  return 0;
}
async function runUnshare(args, io) {
  assertKnownFlags(args.flags, ["dry-run"]);
  const r = unshareProject(writeWorkspace(args, io), {
    project: args.positionals[0] ?? stringFlag(args.flags, "project"),
    dryRun: args.flags["dry-run"] === true
  });
  emit(io, r, () => `${formatMove(r)} back into the memory root.${r.dry_run ? "" : `
Commit the removal: ${r.next}`}`);
  return 0;
}
export {
  runShare,
  runUnshare
};
