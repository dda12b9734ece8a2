#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  require_picomatch
} from "./chunk-picomatch-index.js";
import {
  commitsSince,
  thresholdsOf,
  toRepoPath
} from "./chunk-core-budgets.js";
import {
  resolveProjectScope
} from "./chunk-core-project-meta.js";
import {
  parseDecisions,
  todayOf
} from "./chunk-core-decision-edits.js";
import {
  daysBetween
} from "./chunk-core-dates.js";
import {
  isInside
} from "./chunk-core-path-rules.js";
import {
  MemoryError
} from "./chunk-core-errors.js";
import {
  __toESM
} from "./chunk-shared.js";

// server/src/services/precheck.ts
var import_picomatch = __toESM(require_picomatch(), 1);
import path from "node:path";
function locationPatterns(location) {
  return location.split(",").map((s) => s.trim().replace(/^`|`$/g, "").replace(/^\.\//, "")).filter(Boolean);
}
function locationCovers(location, repoRelative, repo) {
  const file = repoRelative.split(path.sep).join("/");
  return locationPatterns(location).some((raw) => {
    let pattern = raw;
    if (path.isAbsolute(pattern)) {
      if (!repo || !isInside(repo, pattern)) return false;
      pattern = path.relative(repo, pattern).split(path.sep).join("/");
    }
    if (/[*?[\]{}]/.test(pattern)) return (0, import_picomatch.default)(pattern, { dot: true })(file);
    const prefix = pattern.replace(/\/+$/, "");
    return prefix === "" || file === prefix || file.startsWith(`${prefix}/`);
  });
}
var STALE_COMMITS = 3;
function precheckFile(ws, args) {
  const scope = resolveProjectScope(ws, args.project, "Decisions");
  if (typeof args.file !== "string" || args.file.trim() === "" || args.file.includes("\0")) {
    throw new MemoryError("INVALID_INPUT", 'file must be a repository path, e.g. "src/auth/login.ts" or an absolute path.');
  }
  const { repo, rel } = toRepoPath(scope, args.file, { what: "File", cwd: ws.cwd, from: args.from });
  const text = ws.root.readText(`${scope.dir}/decisions.md`)?.text ?? "";
  const { staleDecisionDays } = thresholdsOf(ws.root, scope);
  const today = todayOf(ws);
  const hits = [];
  for (const e of parseDecisions(text).entries) {
    if (e.stub || !e.location || e.status === "Superseded" || e.status === "Retired") continue;
    if (!locationCovers(e.location, rel, repo)) continue;
    const reasons = [];
    if (e.date && daysBetween(e.date, today) > staleDecisionDays) reasons.push(`older than ${staleDecisionDays} days (${e.date})`);
    if (e.status === "Under Review") reasons.push("under review");
    if (args.git !== false && repo && e.date) {
      const n = commitsSince(
        repo,
        e.date,
        locationPatterns(e.location).map((p) => /[*?[\]{}]/.test(p) ? `:(glob)${p}` : p)
      );
      if (n !== null && n >= STALE_COMMITS) reasons.push(`${n} commits to ${e.location} since ${e.date}`);
    }
    hits.push({
      id: e.id,
      title: e.title,
      status: e.statusText ?? e.status ?? "unknown",
      date: e.date,
      location: e.location,
      ...e.topic ? { topic: e.topic } : {},
      possibly_stale: reasons.length > 0,
      reasons
    });
  }
  hits.sort((a, b) => (b.date ?? "").localeCompare(a.date ?? "") || Number(b.id.slice(1)) - Number(a.id.slice(1)));
  return { project: scope.slug, file: rel, decisions: hits };
}
function formatPrecheck(r) {
  if (r.decisions.length === 0) return `No recorded decision covers ${r.file} (${r.project}).`;
  const lines = [`Decisions covering ${r.file} (${r.project}), newest first:`];
  for (const d of r.decisions) {
    lines.push(
      `- ${d.id} \xB7 ${d.title} [${d.status}, ${d.date ?? "no date"}, ${d.location}]${d.possibly_stale ? ` \u2014 possibly stale: ${d.reasons.join("; ")}` : ""}`
    );
  }
  if (r.decisions.some((d) => d.possibly_stale)) lines.push("Revise a stale one with add_decision(supersedes).");
  return lines.join("\n");
}

export {
  precheckFile,
  formatPrecheck
};
