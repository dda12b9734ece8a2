#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  unifiedDiff
} from "./chunk-core-history-diff.js";
import {
  assertFormat,
  assertNoSecret,
  assertText,
  refreshPeopleAfterProfileChange
} from "./chunk-core-decision-rules.js";
import {
  afterChange,
  resolveTarget
} from "./chunk-core-folder-manifest.js";
import {
  revisionOf
} from "./chunk-core-limits.js";
import {
  pickVersion,
  readEntries,
  readObject,
  versionsOf
} from "./chunk-core-history.js";
import {
  assertWritable
} from "./chunk-core-file-rules.js";
import {
  lineCount
} from "./chunk-core-decision-edits.js";
import {
  MemoryError
} from "./chunk-core-errors.js";

// server/src/services/history.ts
var exactUtf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
function versionsOfTarget(ws, t) {
  return versionsOf(readEntries(ws.root.dir, t.scope.slug), t.path);
}
function textOf(ws, t, v) {
  if (v.sha === null) return "";
  const bytes = readObject(ws.root.dir, t.scope.slug, v.sha);
  if (!bytes) return null;
  try {
    return exactUtf8.decode(bytes);
  } catch {
    return null;
  }
}
function shown(t) {
  return `"${t.path}" (${t.scope.slug})`;
}
function listHistory(ws, args) {
  const t = resolveTarget(ws, args.project, args.path);
  const versions = versionsOfTarget(ws, t);
  const rows = [];
  let before = "";
  for (const v of versions) {
    const text = textOf(ws, t, v);
    const d = text === null ? { added: 0, removed: 0 } : unifiedDiff(before, text, { from: "", to: "" });
    const row = {
      rev: v.rev,
      time: v.t,
      tool: v.tool,
      added: d.added,
      removed: d.removed,
      lines: text ? lineCount(text) : 0,
      deleted: v.sha === null,
      hand_edit: v.handEdit,
      available: text !== null
    };
    if (v.session) row.session = v.session;
    rows.push(row);
    if (text !== null) before = text;
  }
  const current = ws.root.readText(t.rel);
  const last = versions[versions.length - 1];
  const rev = current ? revisionOf(current.text) : null;
  return {
    project: t.scope.slug,
    path: t.path,
    versions: rows.reverse(),
    current: rev === null ? null : { rev, recorded: last?.sha !== null && last !== void 0 && last.rev === rev }
  };
}
function versionText(ws, t, at) {
  const versions = versionsOfTarget(ws, t);
  const current = ws.root.readText(t.rel);
  if (current && /^[0-9a-f]+$/i.test(at) && revisionOf(current.text).startsWith(at.toLowerCase()) && at.length >= 6) {
    return { rev: revisionOf(current.text), time: new Date(current.mtimeMs).toISOString(), tool: "current file", text: current.text };
  }
  if (versions.length === 0) {
    throw new MemoryError("NOT_FOUND", `${shown(t)} has no recorded versions.`, "Versions are recorded from the first tool write after history was installed.");
  }
  const v = pickVersion(versions, at, shown(t));
  const text = textOf(ws, t, v);
  if (text === null)
    throw new MemoryError(
      "NOT_FOUND",
      `The stored bytes of version ${v.rev} of ${shown(t)} are missing or damaged.`,
      "Another version may still be intact: list them with `project-memory history <path>`."
    );
  return { rev: v.rev, time: v.t, tool: v.tool, text };
}
function readVersion(ws, args) {
  const t = resolveTarget(ws, args.project, args.path);
  return { project: t.scope.slug, path: t.path, ...versionText(ws, t, args.at) };
}
function diffHistory(ws, args) {
  const t = resolveTarget(ws, args.project, args.path);
  const now = ws.root.readText(t.rel);
  const nowText = now?.text ?? "";
  const nowLabel = now ? `${t.path} (now, ${revisionOf(now.text)})` : `${t.path} (now: deleted)`;
  let from;
  if (args.at !== void 0) from = versionText(ws, t, args.at);
  else {
    const versions = versionsOfTarget(ws, t).filter((v) => v.sha === null || v.rev !== (now ? revisionOf(now.text) : "deleted"));
    const prev = versions[versions.length - 1];
    if (!prev) throw new MemoryError("NOT_FOUND", `${shown(t)} has no earlier recorded version to compare with.`);
    from = { rev: prev.rev, time: prev.t, tool: prev.tool, text: textOf(ws, t, prev) ?? "" };
  }
  const d = unifiedDiff(from.text, nowText, { from: `${t.path} (${from.rev}, ${from.time})`, to: nowLabel });
  return { project: t.scope.slug, path: t.path, from: from.rev, to: now ? revisionOf(now.text) : "deleted", added: d.added, removed: d.removed, diff: d.text };
}
async function restoreVersion(ws, args) {
  const t = resolveTarget(ws, args.project, args.path);
  const kind = assertWritable(t.parts, `"${t.path}"`, t.scope.kind);
  if (t.isDirectory) throw new MemoryError("INVALID_PATH", `"${t.path}" is a folder, not a file.`);
  const v = versionText(ws, t, args.at);
  assertText(v.text, `version ${v.rev}`);
  assertFormat(kind, v.text, t.path, { slug: t.scope.slug });
  await assertNoSecret(v.text, `version ${v.rev}`);
  const seen = ws.root.readText(t.rel);
  const expected = args.expected_revision ?? (seen ? revisionOf(seen.text) : "absent");
  const outcome = ws.root.lock(`file:${t.rel}`, () => {
    const current = ws.root.readText(t.rel);
    const actual = current ? revisionOf(current.text) : "absent";
    if (actual !== expected) {
      throw new MemoryError(
        "CONFLICT",
        `${shown(t)} changed since revision ${expected} was read (it is now ${actual}), so nothing was restored.`,
        "Check the change with `project-memory diff`, then restore again."
      );
    }
    if (current?.text === v.text) return { changed: false, replaced: actual };
    ws.root.writeText(t.rel, v.text, { expected: current });
    return { changed: true, replaced: current ? actual : null };
  });
  if (outcome.changed) {
    afterChange(ws, [t.rel]);
    refreshPeopleAfterProfileChange(ws, t.rel);
  }
  return { project: t.scope.slug, path: t.path, restored: v.rev, replaced: outcome.replaced, revision: revisionOf(v.text), changed: outcome.changed };
}

export {
  listHistory,
  versionText,
  readVersion,
  diffHistory,
  restoreVersion
};
