#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  OUTSIDE_SCOPE,
  memoryRootPath,
  shownPath
} from "./chunk-core-agent-setup.js";
import {
  writeWorkspace
} from "./chunk-cli-workspace.js";
import {
  diffHistory,
  listHistory,
  readVersion,
  restoreVersion
} from "./chunk-core-closest-passage.js";
import "./chunk-core-folder-manifest.js";
import "./chunk-core-budgets.js";
import "./chunk-core-json-edit.js";
import "./chunk-services-open.js";
import {
  homeDir
} from "./chunk-core-limits.js";
import {
  pickVersion,
  readEntries,
  readObject,
  versionsOf
} from "./chunk-core-history.js";
import "./chunk-core-env.js";
import {
  emit,
  emitContent
} from "./chunk-cli-io.js";
import "./chunk-services-environment.js";
import "./chunk-core-secret-views.js";
import "./chunk-core-project-meta.js";
import "./chunk-storage-atomic-file.js";
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

// server/src/cli/cmd-history.ts
import path from "node:path";

// server/src/services/outside-versions.ts
function versionsFor(rootDir, file) {
  const shown = shownPath(file, homeDir());
  return { shown, versions: versionsOf(readEntries(rootDir, OUTSIDE_SCOPE), shown) };
}
function outsideHistory(rootDir, file) {
  const { shown, versions } = versionsFor(rootDir, file);
  if (versions.length === 0) return null;
  return { file: shown, versions: versions.map((v) => ({ rev: v.rev, time: v.t, tool: v.tool, deleted: v.sha === null })).reverse() };
}
function outsideVersionText(rootDir, file, at) {
  const { shown, versions } = versionsFor(rootDir, file);
  if (versions.length === 0) return null;
  const v = pickVersion(versions, at, shown);
  const bytes = readObject(rootDir, OUTSIDE_SCOPE, v.sha);
  return { file: shown, rev: v.rev, time: v.t, tool: v.tool, text: bytes ? bytes.toString("utf8") : "" };
}

// server/src/cli/cmd-history.ts
function cliTarget(ws, raw, project, cwd) {
  const rel = path.relative(ws.root.dir, path.resolve(cwd, raw));
  if (rel !== "" && !rel.startsWith("..") && !path.isAbsolute(rel)) {
    const parts = rel.split(path.sep);
    if (parts[0] === "projects" && parts.length >= 3) return { project: parts[1], path: parts.slice(2).join("/") };
    if (parts[0] === "_global" && parts.length >= 2) return { project: "_global", path: parts.slice(1).join("/") };
    if (path.isAbsolute(raw)) {
      throw new MemoryError(
        "INVALID_PATH",
        `${raw} is not a file of a project or of _global in the memory root.`,
        "Give a path inside projects/<slug>/ or _global/, or a path relative to the project with --project."
      );
    }
  }
  if (path.isAbsolute(raw))
    throw new MemoryError(
      "INVALID_PATH",
      `${raw} is outside the memory root ${ws.root.dir}.`,
      "Give the path relative to the project, e.g. memory.md or notes/ideas.md."
    );
  return { project, path: raw.split(path.sep).join("/") };
}
function onePath(args, command, example) {
  const [p, extra] = args.positionals;
  if (p === void 0 || extra !== void 0)
    throw new MemoryError("INVALID_INPUT", `${command} takes exactly one file path.`, `Example: project-memory ${example}`);
  return p;
}
function setup(args, io, command, example) {
  const raw = onePath(args, command, example);
  const ws = writeWorkspace(args, io);
  return { ws, target: cliTarget(ws, raw, stringFlag(args.flags, "project"), io.cwd) };
}
var when = (iso) => iso.replace("T", " ").replace(/\.\d+Z$/, "Z");
function outsideFileHistory(args, io, at) {
  const raw = args.positionals[0];
  if (raw === void 0 || args.positionals.length > 1 || stringFlag(args.flags, "project") !== void 0) return false;
  const rootDir = memoryRootPath(stringFlag(args.flags, "root"), io.env, io.cwd);
  const file = path.resolve(io.cwd, raw);
  const rel = path.relative(rootDir, file);
  if (rel === "" || !rel.startsWith("..") && !path.isAbsolute(rel)) return false;
  if (at !== void 0) {
    const v = outsideVersionText(rootDir, file, at);
    if (!v) return false;
    emitContent(io, v, () => v.text);
    return true;
  }
  const h = outsideHistory(rootDir, file);
  if (!h) return false;
  emit(
    io,
    h,
    () => [
      `${h.file} \xB7 ${h.versions.length} version(s) kept by setup/export, newest first`,
      ...h.versions.map((v) => `  ${v.rev.padEnd(16)}  ${when(v.time)}  ${v.deleted ? "deleted" : v.tool}`),
      "",
      `Show one: project-memory history ${h.file} --at REV`
    ].join("\n")
  );
  return true;
}
async function runHistory(args, io) {
  assertKnownFlags(args.flags, ["at"]);
  if (outsideFileHistory(args, io, stringFlag(args.flags, "at"))) return 0;
  const { ws, target } = setup(args, io, "history", "history memory.md");
  const at = stringFlag(args.flags, "at");
  if (at !== void 0) {
    const v = readVersion(ws, { ...target, at });
    emitContent(io, v, () => v.text);
    return 0;
  }
  const h = listHistory(ws, target);
  emit(io, h, () => {
    if (h.versions.length === 0) return `${h.path} (${h.project}): no recorded versions yet (they are kept from the first tool write on).`;
    const lines = [`${h.path} (${h.project}) \xB7 ${h.versions.length} version(s), newest first`];
    if (h.current && !h.current.recorded) lines.push(`  ${h.current.rev}  now                   not written by a tool; recorded at the next tool write`);
    for (const v of h.versions) {
      const who = `${v.tool}${v.session ? ` [${v.session.slice(0, 8)}]` : ""}`;
      const change = v.deleted ? "deleted" : `+${v.added} -${v.removed}`.padEnd(11) + ` ${v.lines} lines`;
      lines.push(`  ${v.rev.padEnd(16)}  ${when(v.time)}  ${who.padEnd(26)} ${change}${v.available ? "" : "  (stored bytes missing)"}`);
    }
    lines.push(
      "",
      `Show one: project-memory history ${h.path} --at REV \xB7 compare with now: project-memory diff ${h.path} --at REV \xB7 put back: project-memory restore ${h.path} --at REV`
    );
    return lines.join("\n");
  });
  return 0;
}
async function runDiff(args, io) {
  assertKnownFlags(args.flags, ["at"]);
  const { ws, target } = setup(args, io, "diff", "diff memory.md --at 3f2a9c0d");
  const d = diffHistory(ws, { ...target, at: stringFlag(args.flags, "at") });
  emitContent(io, d, () => d.diff || `${d.path}: version ${d.from} and the file now have the same lines.`);
  return 0;
}
async function runRestoreAt(args, io) {
  assertKnownFlags(args.flags, ["at", "expected-revision"]);
  const { ws, target } = setup(args, io, "restore --at", "restore memory.md --at 3f2a9c0d");
  const at = stringFlag(args.flags, "at");
  const r = await restoreVersion(ws, { ...target, at, expected_revision: stringFlag(args.flags, "expected-revision") });
  emit(
    io,
    r,
    () => r.changed ? `Restored ${r.path} (${r.project}) to version ${r.restored}; the version it replaced (${r.replaced ?? "none: the file was deleted"}) stays in the history. Revision now ${r.revision}.` : `${r.path} (${r.project}) is already version ${r.restored}; nothing was changed.`
  );
  return 0;
}
export {
  cliTarget,
  runDiff,
  runHistory,
  runRestoreAt
};
