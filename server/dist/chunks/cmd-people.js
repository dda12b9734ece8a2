#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  runEditor,
  writeScratch
} from "./chunk-cli-editor.js";
import {
  STATUS_FIELDS,
  readStatusFields,
  readStatusView,
  setStatusFields
} from "./chunk-core-context-budget.js";
import {
  assertBindableFolder,
  createProject,
  unbindPath
} from "./chunk-core-yaml-edit.js";
import {
  readWorkspace,
  writeWorkspace
} from "./chunk-cli-workspace.js";
import {
  logSession,
  readFile,
  writeFile
} from "./chunk-core-closest-passage.js";
import "./chunk-core-folder-manifest.js";
import "./chunk-core-budgets.js";
import "./chunk-core-json-edit.js";
import "./chunk-services-open.js";
import "./chunk-core-limits.js";
import "./chunk-core-history.js";
import "./chunk-core-env.js";
import {
  emit,
  emitContent,
  typedPath
} from "./chunk-cli-io.js";
import "./chunk-services-environment.js";
import "./chunk-core-secret-views.js";
import {
  resolveProjectScope,
  resolveScope
} from "./chunk-core-project-meta.js";
import "./chunk-storage-atomic-file.js";
import "./chunk-services-core-files-init.js";
import {
  coreFilesSentence
} from "./chunk-core-file-rules.js";
import "./chunk-storage-update-text.js";
import {
  parseAtxHeading,
  todayOf
} from "./chunk-core-decision-edits.js";
import {
  assertIsoDate
} from "./chunk-core-dates.js";
import "./chunk-core-path-rules.js";
import "./chunk-storage-environment.js";
import {
  assertKnownFlags,
  listFlag,
  stringFlag
} from "./chunk-cli-args.js";
import {
  MemoryError
} from "./chunk-core-errors.js";
import "./chunk-shared.js";

// server/src/services/status.ts
function showStatus(ws, project) {
  const r = readFile(ws, { project, path: "_status.md" });
  const text = r.content ?? "";
  const set = readStatusView(ws, resolveScope(ws, r.project)).set;
  return { project: r.project, revision: r.revision, text, fields: readStatusFields(text), set };
}
async function setStatus(ws, project, values) {
  if (Object.keys(values).length === 0) throw new MemoryError("INVALID_INPUT", "Nothing to set: give --state, --next or --blocked.");
  const current = showStatus(ws, project);
  const next = setStatusFields(current.text, values, todayOf(ws));
  return writeFile(ws, { project: current.project, path: "_status.md", content: next, expected_revision: current.revision });
}

// server/src/cli/log-template.ts
var SECTIONS = [
  ["Summary", "summary"],
  ["Outcomes", "outcomes"],
  ["Decisions", "decisions"],
  ["Open questions", "open_questions"],
  ["Next step", "next_step"]
];
function logTemplate(project, date) {
  return [
    `# Session of ${date} in ${project}. Fill in what applies; lines starting with # are ignored.`,
    "# Save and quit to log it; leave every section empty to log nothing.",
    "",
    "## Summary",
    "",
    '## Outcomes (one per line, "- " first)',
    "- ",
    "",
    "## Decisions",
    "- ",
    "",
    "## Open questions",
    "- ",
    "",
    "## Next step",
    ""
  ].join("\n");
}
function parseLogTemplate(text) {
  const out = { outcomes: [], decisions: [], open_questions: [] };
  let current = null;
  const prose = { summary: [], next_step: [] };
  for (const raw of text.split("\n")) {
    const line = raw.trimEnd();
    const heading = parseAtxHeading(line);
    if (heading?.level === 2) {
      const found = SECTIONS.find(([label]) => heading.text.toLowerCase().startsWith(label.toLowerCase()));
      current = found ? found[1] : null;
      continue;
    }
    if (line.startsWith("#") || current === null) continue;
    if (current === "summary" || current === "next_step") {
      if (line.trim()) prose[current].push(line.trim());
      continue;
    }
    const item = line.replace(/^\s*[-*]\s?/, "").trim();
    if (item) out[current].push(item);
  }
  if (prose.summary.length) out.summary = prose.summary.join(" ");
  if (prose.next_step.length) out.next_step = prose.next_step.join(" ");
  return out;
}

// server/src/cli/cmd-people.ts
function nameFromSlug(slug) {
  return slug.split("-").filter(Boolean).map((w) => w[0].toUpperCase() + w.slice(1)).join(" ");
}
async function runNew(args, io) {
  assertKnownFlags(args.flags, ["name", "bind"]);
  const [slug, extra] = args.positionals;
  if (!slug || extra !== void 0)
    throw new MemoryError("INVALID_INPUT", "new takes one project slug.", 'Usage: project-memory new billing-api --name "Billing API" --bind .');
  const bind = stringFlag(args.flags, "bind");
  const ws = writeWorkspace(args, io);
  const paths = bind === void 0 ? [] : [typedPath(io, bind)];
  for (const p of paths) assertBindableFolder(p);
  const entry = await createProject(ws, { slug, name: stringFlag(args.flags, "name") ?? nameFromSlug(slug), paths });
  emit(
    io,
    entry,
    () => [
      `Created project "${entry.slug}" (${entry.name}) at ${entry.path}.`,
      paths.length ? `Bound ${paths[0]}: sessions there load its memory.` : "Bind a repository with: project-memory use " + entry.slug
    ].join("\n")
  );
  return 0;
}
function sessionFromFlags(args) {
  const s = {
    summary: stringFlag(args.flags, "summary"),
    outcomes: listFlag(args, "outcome"),
    decisions: listFlag(args, "decision"),
    open_questions: listFlag(args, "question"),
    next_step: stringFlag(args.flags, "next")
  };
  const given = s.summary !== void 0 || s.next_step !== void 0 || s.outcomes.length + s.decisions.length + s.open_questions.length > 0;
  return given ? s : null;
}
async function runLog(args, io) {
  assertKnownFlags(args.flags, ["summary", "outcome", "decision", "question", "next", "date"]);
  if (args.positionals.length)
    throw new MemoryError("INVALID_INPUT", "log takes no positional argument.", 'Usage: project-memory log --summary "\u2026" --outcome "\u2026".');
  const ws = writeWorkspace(args, io);
  const project = stringFlag(args.flags, "project");
  const date = stringFlag(args.flags, "date");
  if (date !== void 0) assertIsoDate(date, "--date");
  let session = sessionFromFlags(args);
  let scratch = null;
  if (!session) {
    const scope = resolveProjectScope(ws, project, "Sessions");
    scratch = writeScratch("session.md", logTemplate(scope.slug, date ?? todayOf(ws)));
    session = parseLogTemplate(runEditor(scratch, io));
    const empty = !session.summary && !session.next_step && session.outcomes.length + session.decisions.length + session.open_questions.length === 0;
    if (empty) {
      scratch.remove();
      io.out("Nothing written in the template, so no session was logged.");
      return 1;
    }
  }
  try {
    const r = await logSession(ws, { project, ...session, date });
    scratch?.remove();
    emit(
      io,
      r,
      () => [`Logged session ${r.section} in ${r.project}/${r.path} (${r.session_count} session file(s)).`, coreFilesSentence(r.core_files_created), ...r.budget].filter(Boolean).join("\n")
    );
    return 0;
  } catch (e) {
    if (scratch && e instanceof MemoryError) throw new MemoryError(e.code, e.message, `${e.hint ? `${e.hint} ` : ""}Your text is kept at ${scratch.file}.`);
    throw e;
  }
}
async function runUnbind(args, io) {
  assertKnownFlags(args.flags, ["path"]);
  if (args.positionals.length > 1) throw new MemoryError("INVALID_INPUT", "unbind takes at most one folder.", "Usage: project-memory unbind [DIR].");
  const dir = args.positionals[0] ?? stringFlag(args.flags, "path") ?? ".";
  const r = unbindPath(writeWorkspace(args, io), typedPath(io, dir), stringFlag(args.flags, "project"));
  emit(
    io,
    r,
    () => r.forgotten ? `Forgot shared project "${r.slug}" on this machine (its checkout ${r.path} is missing); its memory stays in the repository, and a session in a clone of it uses it again.` : `Unbound ${r.path} from "${r.slug}". Sessions started there load no project now.`
  );
  return 0;
}
async function runStatus(args, io) {
  const keys = Object.keys(STATUS_FIELDS);
  assertKnownFlags(args.flags, keys);
  const values = {};
  for (const k of keys) {
    const v = stringFlag(args.flags, k);
    if (v !== void 0) values[k] = v;
  }
  const project = stringFlag(args.flags, "project");
  if (Object.keys(values).length === 0) {
    const view = showStatus(readWorkspace(args, io), project);
    emitContent(io, view, () => view.text);
    return 0;
  }
  const r = await setStatus(writeWorkspace(args, io), project, values);
  emit(io, r, () => r.changed ? `Updated ${r.project}/_status.md (revision ${r.revision}).` : `${r.project}/_status.md already says that; nothing changed.`);
  return 0;
}
export {
  runLog,
  runNew,
  runStatus,
  runUnbind
};
