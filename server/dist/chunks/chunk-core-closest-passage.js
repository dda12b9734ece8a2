#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  isDraftFile,
  readDraft
} from "./chunk-storage-draft.js";
import {
  versionText
} from "./chunk-services-history.js";
import {
  require_diff_match_patch
} from "./chunk-core-history-diff.js";
import {
  assertFormat,
  assertNoSecretInFields,
  assertText,
  refreshPeopleAfterProfileChange,
  withSecretCheck
} from "./chunk-core-decision-rules.js";
import {
  afterChange,
  assertDerivedWritable,
  assertDescriptionText,
  parseYaml,
  resolveTarget
} from "./chunk-core-folder-manifest.js";
import {
  budgetNotes
} from "./chunk-core-budgets.js";
import {
  revisionOf
} from "./chunk-core-limits.js";
import {
  readTextContained
} from "./chunk-storage-atomic-file.js";
import {
  assertAppendable,
  assertWritable,
  isAppendOnly,
  kindOf
} from "./chunk-core-file-rules.js";
import {
  updateText
} from "./chunk-storage-update-text.js";
import {
  classifyLines,
  parseAtxHeading,
  preferredEol,
  todayOf
} from "./chunk-core-decision-edits.js";
import {
  dateFileName
} from "./chunk-core-dates.js";
import {
  MemoryError
} from "./chunk-core-errors.js";
import {
  __toESM
} from "./chunk-shared.js";

// server/src/core/outline.ts
function outline(markdown) {
  const entries = [];
  classifyLines(markdown).forEach((line, i) => {
    if (line.heading) entries.push({ line: i + 1, level: line.heading.level, text: line.heading.text });
  });
  return entries;
}

// server/src/core/closest-passage.ts
var import_diff_match_patch = __toESM(require_diff_match_patch(), 1);
var BITAP_MAX_CONTENT = 256 * 1024;

// server/src/core/search-replace.ts
var FORMAT_EXAMPLE = [
  "Write each change as:",
  "<<<<<<< SEARCH",
  "exact old text",
  "=======",
  "new text",
  ">>>>>>> REPLACE",
  "(markers on their own lines, exactly seven characters; only blank lines between blocks)."
].join("\n");

// server/src/services/files.ts
function countLines(text) {
  if (text === "") return 0;
  const n = text.split("\n").length;
  return text.endsWith("\n") ? n - 1 : n;
}
function assertNotFolder(t) {
  if (t.isDirectory) throw new MemoryError("INVALID_PATH", `"${t.path}" is a folder, not a file.`);
}
function readExisting(ws, t) {
  assertNotFolder(t);
  return readTextContained(ws.root.dir, t.abs, t.path)?.text ?? null;
}
function notFound(t) {
  return new MemoryError("NOT_FOUND", `"${t.path}" does not exist in ${t.scope.slug}.`, "Check the path with get_folder_manifest or search.");
}
function checkRevision(current, expected, t) {
  if (expected === void 0) return;
  const actual = current === null ? "absent" : revisionOf(current);
  if (actual !== expected) {
    throw new MemoryError(
      "CONFLICT",
      `"${t.path}" changed since revision ${expected} was read (it is now ${actual}), so nothing was written.`,
      "Read it again, reapply your change, and pass the new revision."
    );
  }
}
function readFile(ws, args) {
  const t = resolveTarget(ws, args.project, args.path);
  const version = args.at !== void 0 ? versionText(ws, t, args.at) : void 0;
  const text = version ? version.text : readExisting(ws, t);
  if (text === null) throw notFound(t);
  const base = { path: t.path, project: t.scope.slug, revision: revisionOf(text), total_lines: countLines(text) };
  if (version) base.version = { rev: version.rev, time: version.time, tool: version.tool };
  if (args.head_only) return { ...base, outline: outline(text) };
  if (args.offset !== void 0 || args.limit !== void 0) {
    const offset = args.offset ?? 1;
    const limit = args.limit ?? 200;
    if (!Number.isInteger(offset) || offset < 1) throw new MemoryError("INVALID_INPUT", "offset is a 1-indexed line number (1 or more).");
    if (!Number.isInteger(limit) || limit < 1) throw new MemoryError("INVALID_INPUT", "limit is a number of lines (1 or more).");
    const lines = text.split("\n");
    if (text.endsWith("\n")) lines.pop();
    const slice = lines.slice(offset - 1, offset - 1 + limit);
    return { ...base, content: slice.join("\n"), from_line: slice.length ? offset : 0, to_line: slice.length ? offset + slice.length - 1 : 0 };
  }
  return { ...base, content: text };
}
function describeChange(d) {
  for (const k of ["description", "read_when", "stale_after"]) assertDescriptionText(d[k], k);
  if (d.description === void 0 && d.read_when === void 0 && d.stale_after === void 0) return void 0;
  return { description: d.description, read_when: d.read_when, stale_after: d.stale_after };
}
function currentMetaId(_ws, t, current) {
  if (kindOf(t.parts) !== "meta" || current === null) return null;
  try {
    const data = parseYaml(current, t.path);
    return typeof data.id === "string" ? data.id : null;
  } catch {
    return null;
  }
}
function entryDateOf(ws, t, kind) {
  return kind === "update" ? dateFileName(t.parts[1] ?? "") ?? todayOf(ws) : void 0;
}
async function writeFile(ws, args) {
  if (args.content === void 0 === (args.content_file === void 0)) {
    throw new MemoryError("INVALID_INPUT", "Give exactly one of content (the text) or content_file (absolute path of a UTF-8 draft file).");
  }
  const t = resolveTarget(ws, args.project, args.path);
  const kind = assertWritable(t.parts, `"${t.path}"`, t.scope.kind);
  const description = describeChange(args);
  let text;
  if (args.content_file !== void 0) {
    const draft = readDraft(args.content_file, void 0, "content_file", ws.root.dir);
    if (t.exists) {
      if (isDraftFile(t.abs, draft))
        throw new MemoryError("INVALID_INPUT", "content_file is the target file itself; draft the new text in a separate scratch file.");
    }
    text = draft.text;
  } else {
    text = args.content;
  }
  const field = args.content_file !== void 0 ? "content_file" : "content";
  assertText(text, field);
  await assertNoSecretInFields({ path: args.path, description: args.description, read_when: args.read_when, stale_after: args.stale_after });
  assertDerivedWritable(ws, [t.rel], { people: true });
  assertNotFolder(t);
  const result = await withSecretCheck(field, t.path, (check) => {
    const { created, changed } = updateText(ws.root, t.rel, (file) => {
      const current = file?.text ?? null;
      checkRevision(current, args.expected_revision, t);
      if (current !== null && isAppendOnly(kind)) {
        throw new MemoryError(
          "INVALID_INPUT",
          `"${t.path}" is append-only and already exists, so write_file may not replace it.`,
          kind === "decisions" ? "Use add_decision (with supersedes to revise one)." : "Use append_to_file to add to it, or patch_file to correct a passage."
        );
      }
      assertFormat(kind, text, t.path, { slug: t.scope.slug, currentMetaId: currentMetaId(ws, t, current), before: current });
      if (current === text) return null;
      check(current, text);
      return text;
    });
    return { created, changed };
  });
  if (result.changed || description) afterChange(ws, [t.rel], { description, lastEntryDate: result.changed ? entryDateOf(ws, t, kind) : void 0 });
  if (result.changed) refreshPeopleAfterProfileChange(ws, t.rel);
  return {
    path: t.path,
    project: t.scope.slug,
    revision: revisionOf(text),
    total_lines: countLines(text),
    ...result,
    budget: budgetNotes(ws, t.scope, [t.path])
  };
}
function joinRecord(current, record) {
  const eol = current === "" ? "\n" : preferredEol(current);
  const normalised = current === "" ? record : record.replace(/\r?\n/g, eol);
  const body = normalised.endsWith("\n") ? normalised : `${normalised}${eol}`;
  if (current === "") return body;
  let head = current.endsWith("\n") ? current : `${current}${eol}`;
  if (parseAtxHeading(body.slice(0, body.indexOf("\n")).replace(/\r$/, "")) && !/\r?\n\r?\n$/.test(head)) head += eol;
  return head + body;
}
async function appendToFile(ws, args, validate) {
  const t = resolveTarget(ws, args.project, args.path);
  assertWritable(t.parts, `"${t.path}"`, t.scope.kind);
  const kind = assertAppendable(t.parts, `"${t.path}"`);
  assertText(args.content, "content");
  if (args.content.trim() === "") throw new MemoryError("INVALID_INPUT", "content is empty; there is nothing to append.");
  await assertNoSecretInFields({ path: args.path });
  assertDerivedWritable(ws, [t.rel], { people: true });
  assertNotFolder(t);
  const updated = await withSecretCheck(
    "content",
    t.path,
    (check) => updateText(ws.root, t.rel, (file) => {
      const current = file?.text ?? null;
      checkRevision(current, args.expected_revision, t);
      validate?.(current ?? "", args.content);
      const next = joinRecord(current ?? "", args.content);
      assertText(next, "the appended file");
      assertFormat(kind, next, t.path, { slug: t.scope.slug, before: current });
      check(current, next);
      return next;
    })
  );
  const outcome = { text: updated.text ?? "", created: updated.created };
  afterChange(ws, [t.rel], { markStale: kind === "decisions", lastEntryDate: entryDateOf(ws, t, kind) });
  return {
    path: t.path,
    project: t.scope.slug,
    revision: revisionOf(outcome.text),
    created: outcome.created,
    changed: true,
    total_lines: countLines(outcome.text),
    budget: budgetNotes(ws, t.scope, [t.path])
  };
}
function trashStamp(now) {
  return now.toISOString().replace(/[-:]/g, "").replace(".", "");
}

export {
  readFile,
  writeFile,
  appendToFile,
  trashStamp
};
