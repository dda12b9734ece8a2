#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  originFor
} from "./chunk-services-origin.js";
import {
  CONSOLIDATION_LOG,
  CONSOLIDATION_LOG_HEADER
} from "./chunk-core-consolidate-report.js";
import {
  searchMemory
} from "./chunk-services-search-ranked.js";
import {
  diagnose
} from "./chunk-core-team-merge-repair.js";
import {
  precheckFile
} from "./chunk-services-precheck.js";
import {
  buildProjectContext,
  consolidationReasons,
  contextBudgetFromEnv
} from "./chunk-core-context-budget.js";
import "./chunk-picomatch-index.js";
import {
  listProjects
} from "./chunk-core-yaml-edit.js";
import {
  companyNamesFor,
  diffHistory,
  listHistory,
  loadPeople,
  readFile,
  readVersion,
  restoreVersion,
  unifiedDiff,
  walkFiles
} from "./chunk-core-closest-passage.js";
import {
  exactText,
  parseSessionFile,
  readLastJournal,
  readPendingJournal
} from "./chunk-core-folder-manifest.js";
import {
  thresholdsOf
} from "./chunk-core-budgets.js";
import "./chunk-core-json-edit.js";
import "./chunk-core-limits.js";
import {
  readEntries,
  readObject,
  revOf,
  withOrigin
} from "./chunk-core-history.js";
import "./chunk-core-env.js";
import "./chunk-services-environment.js";
import "./chunk-core-secret-views.js";
import {
  resolveScope
} from "./chunk-core-project-meta.js";
import "./chunk-storage-atomic-file.js";
import "./chunk-services-core-files-init.js";
import "./chunk-core-file-rules.js";
import "./chunk-storage-update-text.js";
import {
  normaliseDecisionId,
  parseDecisions,
  todayOf
} from "./chunk-core-decision-edits.js";
import {
  daysBetween
} from "./chunk-core-dates.js";
import "./chunk-core-path-rules.js";
import "./chunk-storage-environment.js";
import {
  MemoryError,
  isMemoryError
} from "./chunk-core-errors.js";
import "./chunk-shared.js";

// server/src/viewer/server.ts
import crypto2 from "node:crypto";
import http from "node:http";

// server/src/viewer/html.ts
import crypto from "node:crypto";
var Html = class {
  constructor(value) {
    this.value = value;
  }
  value;
  toString() {
    return this.value;
  }
};
var Refused = class extends Error {
};
var ESCAPES = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
function esc(text) {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}
function render(p) {
  if (p === null || p === void 0 || p === false || p === true) return "";
  if (p instanceof Html) return p.value;
  if (Array.isArray(p)) return p.map(render).join("");
  return esc(String(p));
}
function html(strings, ...values) {
  let out = strings[0];
  values.forEach((v, i) => {
    out += render(v) + strings[i + 1];
  });
  return new Html(out);
}
var CSS = `
*{box-sizing:border-box}body{margin:0;font:14px/1.45 system-ui,sans-serif;color:#1d232a;background:#f6f7f9}
header{background:#1f2d3d;color:#fff;padding:8px 16px;display:flex;gap:16px;align-items:center;flex-wrap:wrap}
header a{color:#cfe3ff;text-decoration:none}header a.on{color:#fff;font-weight:600;border-bottom:2px solid #7fb3ff}
header .brand{font-weight:700;color:#fff}main{padding:16px;max-width:1200px}
h1{font-size:20px;margin:4px 0 12px}h2{font-size:16px;margin:20px 0 8px}
.card{background:#fff;border:1px solid #dde2e8;border-radius:6px;padding:12px;margin:10px 0}
pre{background:#fbfbfc;border:1px solid #e3e6ea;padding:8px;overflow:auto;white-space:pre-wrap;word-break:break-word;font:12px/1.4 ui-monospace,monospace}
table{border-collapse:collapse;width:100%;background:#fff}td,th{border-bottom:1px solid #e6e9ee;padding:4px 6px;text-align:left;vertical-align:top}
.muted{color:#66707c}.tag{display:inline-block;border-radius:10px;padding:0 7px;font-size:12px;background:#e8edf3}
.s-Active{background:#d7f5df}.s-Superseded{background:#eee;color:#555}.s-Retired{background:#eee;color:#777}.s-Draft{background:#fff3c4}.s-UnderReview{background:#ffe0c2}
.stale{color:#a34700;font-weight:600}.warn{color:#a30000;font-weight:600}.ok{color:#11752f}
.diff .a{background:#e6ffec;display:block}.diff .d{background:#ffebe9;display:block}.diff .h{color:#6b4fbb;display:block}
.lines{counter-reset:l}.lines .ln{display:block}.lines .ln:target{background:#fff3a8}.lines a{color:#99a;text-decoration:none;display:inline-block;width:4em}
form.inline{display:inline}input[type=text]{padding:3px 6px;min-width:18em}nav.pages a{margin-right:8px}
svg .node rect{fill:#fff;stroke:#5b7ba6}svg .node.sup rect{fill:#eee;stroke:#999}svg .edge{stroke:#5b7ba6;stroke-width:1.5;fill:none}
svg text{font:12px system-ui,sans-serif}svg .arrow{fill:#5b7ba6}
`;
var CSS_HASH = `sha256-${crypto.createHash("sha256").update(CSS).digest("base64")}`;
var CSP = `default-src 'none'; style-src '${CSS_HASH}'; img-src 'none'; script-src 'none'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`;
var TABS = [
  ["context", "Next session"],
  ["decisions", "Decisions"],
  ["sessions", "Sessions"],
  ["history", "History"],
  ["search", "Search"],
  ["health", "Health"]
];
function link(base, route, query = {}) {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== void 0 && v !== null && v !== "") q.set(k, String(v));
  const s = q.toString();
  return `${base}${route}${s ? `?${s}` : ""}`;
}
function page(title, nav, body) {
  const tabs = TABS.map(
    ([route, label]) => html`<a class="${nav.active === route ? "on" : ""}" href="${link(nav.base, route, { p: nav.project })}">${label}</a>`
  );
  return `<!doctype html>${html`<html lang="en"><head><meta charset="utf-8"><meta name="referrer" content="same-origin"><title>${title} · project-memory</title><style>${new Html(CSS)}</style></head><body>
<header><a class="brand" href="${link(nav.base, "", {})}">project-memory</a><a class="${nav.active === "projects" ? "on" : ""}" href="${link(nav.base, "", {})}">Projects</a>${nav.project ? html`<span class="muted">·</span><strong>${nav.project}</strong>${tabs}` : html`<a class="${nav.active === "all-decisions" ? "on" : ""}" href="${link(nav.base, "all-decisions", {})}">Decisions</a><a class="${nav.active === "search" ? "on" : ""}" href="${link(nav.base, "search", {})}">Search all</a><a class="${nav.active === "health" ? "on" : ""}" href="${link(nav.base, "health", {})}">Health</a>`}</header>
<main>${body}</main></body></html>`.value}`;
}
function diffBlock(diff) {
  if (!diff) return html`<p class="muted">No line changed.</p>`;
  const lines = diff.replace(/\n$/, "").split("\n");
  return html`<pre class="diff">${lines.map((l) => {
    const cls = l.startsWith("@@") ? "h" : l.startsWith("+") && !l.startsWith("+++") ? "a" : l.startsWith("-") && !l.startsWith("---") ? "d" : "";
    return cls ? html`<span class="${cls}">${l}</span>` : html`${l}\n`;
  })}</pre>`;
}
function statusTag(status) {
  const s = status ?? "unknown";
  return html`<span class="tag s-${s.replace(/[^A-Za-z]/g, "")}">${s}</span>`;
}
function pager(total, size, current, href) {
  const pages = Math.max(1, Math.ceil(total / size));
  if (pages === 1) return html``;
  const shown = [.../* @__PURE__ */ new Set([1, current - 2, current - 1, current, current + 1, current + 2, pages])].filter((n) => n >= 1 && n <= pages).sort((a, b) => a - b);
  return html`<nav class="pages">Page: ${shown.map((n) => n === current ? html`<strong>${n}</strong> ` : html`<a href="${href(n)}">${n}</a> `)}<span class="muted">(${total} in all)</span></nav>`;
}

// server/src/services/viewer-data.ts
var exactUtf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
function textOf(ws, scope, sha) {
  if (sha === null) return "";
  const bytes = readObject(ws.root.dir, scope.slug, sha);
  if (!bytes) return null;
  try {
    return exactUtf8.decode(bytes);
  } catch {
    return null;
  }
}
function historyFiles(ws, project) {
  const scope = resolveScope(ws, project);
  const rows = /* @__PURE__ */ new Map();
  for (const e of readEntries(ws.root.dir, scope.slug)) {
    const row = rows.get(e.path) ?? { path: e.path, versions: 0, last: e.t, lastTool: e.tool };
    row.versions++;
    if (e.t >= row.last) {
      row.last = e.t;
      row.lastTool = e.tool;
    }
    rows.set(e.path, row);
  }
  return { project: scope.slug, files: [...rows.values()].sort((a, b) => b.last.localeCompare(a.last) || a.path.localeCompare(b.path)) };
}
function isDreamTool(tool) {
  return /^cli dream\b/.test(tool) || tool === "consolidate" || /auto-dream/.test(tool);
}
var RUN_GAP_MS = 1e4;
function groupRuns(entries) {
  const runs = [];
  let current = null;
  for (const e of entries) {
    if (!isDreamTool(e.tool)) {
      current = null;
      continue;
    }
    const last = current?.[current.length - 1];
    if (current && last && last.tool === e.tool && last.session === e.session && Date.parse(e.t) - Date.parse(last.t) <= RUN_GAP_MS) current.push(e);
    else runs.push(current = [e]);
  }
  return runs;
}
function appendedReport(before, after) {
  const base = before === "" && after.startsWith(CONSOLIDATION_LOG_HEADER) ? CONSOLIDATION_LOG_HEADER : before;
  return after.startsWith(base) ? after.slice(base.length).replace(/^\n+/, "") : "";
}
function dreamRuns(ws, project) {
  const scope = resolveScope(ws, project);
  const runs = groupRuns(readEntries(ws.root.dir, scope.slug)).map((group, i) => {
    const byPath = /* @__PURE__ */ new Map();
    for (const e of group) {
      const seen = byPath.get(e.path);
      byPath.set(e.path, { prev: seen ? seen.prev : e.prev, sha: e.sha });
    }
    let report = "";
    const files = [];
    for (const [p, { prev, sha }] of [...byPath].sort(([a], [b]) => a.localeCompare(b))) {
      const before = textOf(ws, scope, prev) ?? "";
      const after = textOf(ws, scope, sha) ?? "";
      const d = unifiedDiff(before, after, { from: `${p} (${prev ? revOf(prev) : "absent"})`, to: `${p} (${sha ? revOf(sha) : "deleted"})` });
      files.push({ path: p, from: prev ? revOf(prev) : "absent", to: sha ? revOf(sha) : "deleted", added: d.added, removed: d.removed, diff: d.text });
      if (p === CONSOLIDATION_LOG) report = appendedReport(before, after);
    }
    const first = group[0];
    const run = { n: i + 1, time: first.t, tool: first.tool, undo: /--undo/.test(first.tool), files, report };
    if (first.session) run.session = first.session;
    return run;
  });
  return { project: scope.slug, runs };
}
function undoState(ws, project) {
  const scope = resolveScope(ws, project);
  const pending = scope.kind === "project" && readPendingJournal(ws.root, scope.slug) !== null;
  const last = scope.kind === "project" ? readLastJournal(ws.root, scope.slug) : null;
  if (!last) return { project: scope.slug, available: false, paths: [], drifted: [], pending };
  const strip = (p) => p.startsWith(`${scope.dir}/`) ? p.slice(scope.dir.length + 1) : p;
  return {
    project: scope.slug,
    available: true,
    now: last.now,
    paths: last.entries.map((e) => strip(e.path)),
    drifted: last.entries.filter((e) => exactText(ws.root, e.path) !== e.after).map((e) => strip(e.path)),
    pending
  };
}
function scopeFiles(ws, project, folder) {
  const scope = resolveScope(ws, project);
  if (!/^[a-z0-9-]+$/.test(folder)) return [];
  const dir = `${scope.dir}/${folder}`;
  if (!ws.root.isDirectory(dir)) return [];
  return walkFiles(ws.root.dir, dir).map((f) => f.rel.slice(scope.dir.length + 1));
}

// server/src/viewer/graph.ts
function supersedeEdges(entries) {
  const ids = new Set(entries.map((e) => e.id));
  const out = /* @__PURE__ */ new Map();
  const add = (from, to) => {
    if (from && to && from !== to && ids.has(from) && ids.has(to)) out.set(`${from}>${to}`, { from, to });
  };
  for (const e of entries) {
    for (const s of (e.supersedes ?? "").split(/[\s,]+/)) add(normaliseDecisionId(s), e.id);
    for (const s of (e.supersededBy ?? "").split(/[\s,]+/)) add(e.id, normaliseDecisionId(s));
  }
  return [...out.values()];
}
function chains(entries) {
  const edges = supersedeEdges(entries);
  const linked = new Set(edges.flatMap((e) => [e.from, e.to]));
  const num = (id) => Number(id.slice(1));
  const neighbours = /* @__PURE__ */ new Map();
  for (const e of edges) {
    neighbours.set(e.from, [...neighbours.get(e.from) ?? [], e.to]);
    neighbours.set(e.to, [...neighbours.get(e.to) ?? [], e.from]);
  }
  const parents = /* @__PURE__ */ new Map();
  for (const e of edges) parents.set(e.to, [...parents.get(e.to) ?? [], e.from]);
  const depth = /* @__PURE__ */ new Map();
  const depthOf = (id, stack) => {
    const known = depth.get(id);
    if (known !== void 0) return known;
    if (stack.has(id)) return 0;
    stack.add(id);
    const d = Math.max(-1, ...(parents.get(id) ?? []).map((p) => depthOf(p, stack))) + 1;
    stack.delete(id);
    depth.set(id, d);
    return d;
  };
  const nodes = [];
  const seen = /* @__PURE__ */ new Set();
  let row = 0;
  let cols = 0;
  for (const start of [...linked].sort((a, b) => num(a) - num(b))) {
    if (seen.has(start)) continue;
    const group = [];
    const queue = [start];
    seen.add(start);
    while (queue.length) {
      const id = queue.shift();
      group.push(id);
      for (const n of neighbours.get(id) ?? []) {
        if (seen.has(n)) continue;
        seen.add(n);
        queue.push(n);
      }
    }
    const used = /* @__PURE__ */ new Map();
    let height = 1;
    for (const id of group.sort((a, b) => num(a) - num(b))) {
      const col = depthOf(id, /* @__PURE__ */ new Set());
      const k = used.get(col) ?? 0;
      used.set(col, k + 1);
      height = Math.max(height, k + 1);
      cols = Math.max(cols, col + 1);
      nodes.push({ id, col, row: row + k });
    }
    row += height;
  }
  return { nodes, edges, rows: row, cols };
}
var W = 150;
var H = 34;
var GAP_X = 50;
var GAP_Y = 14;
function chainGraph(entries, href) {
  const g = chains(entries);
  if (g.nodes.length === 0) return html`<p class="muted">No decision supersedes another yet.</p>`;
  const byId = new Map(entries.map((e) => [e.id, e]));
  const pos = new Map(g.nodes.map((n) => [n.id, { x: 10 + n.col * (W + GAP_X), y: 10 + n.row * (H + GAP_Y) }]));
  const width = 20 + g.cols * (W + GAP_X) - GAP_X;
  const height = 20 + g.rows * (H + GAP_Y) - GAP_Y;
  const short = (t) => t.length > 18 ? `${t.slice(0, 17)}\u2026` : t;
  return html`<svg id="chains" xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="Supersede chains">
<defs><marker id="arrow" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="7" markerHeight="7" orient="auto"><path class="arrow" d="M0,0 L10,5 L0,10 z"/></marker></defs>
${g.edges.map((e) => {
    const a = pos.get(e.from);
    const b = pos.get(e.to);
    return html`<path class="edge" data-from="${e.from}" data-to="${e.to}" marker-end="url(#arrow)" d="M${a.x + W},${a.y + H / 2} C${a.x + W + GAP_X / 2},${a.y + H / 2} ${b.x - GAP_X / 2},${b.y + H / 2} ${b.x},${b.y + H / 2}"/>`;
  })}
${g.nodes.map((n) => {
    const p = pos.get(n.id);
    const e = byId.get(n.id);
    const status = e?.status ?? e?.statusText ?? "";
    return html`<a href="${href(n.id)}"><g class="node${status === "Superseded" || status === "Retired" ? " sup" : ""}" data-id="${n.id}"><title>${n.id} · ${e?.title ?? ""} (${status})</title><rect x="${p.x}" y="${p.y}" width="${W}" height="${H}" rx="5"/><text x="${p.x + 8}" y="${p.y + 14}">${n.id} · ${status}</text><text x="${p.x + 8}" y="${p.y + 28}">${short(e?.title ?? "")}</text></g></a>`;
  })}
</svg>`;
}

// server/src/viewer/pages-project.ts
function fileHref(v, project, path, line) {
  return `${link(v.base, "file", { p: project, path })}${line ? `#L${line}` : ""}`;
}
function pageNumber(req) {
  const n = Number(req.q.get("page") ?? "1");
  return Number.isInteger(n) && n >= 1 && n <= 1e6 ? n : 1;
}
function paged(req, rows, size) {
  const page2 = Math.min(pageNumber(req), Math.max(1, Math.ceil(rows.length / size)));
  return { rows: rows.slice((page2 - 1) * size, page2 * size), page: page2 };
}
function optionalText(v, project, path) {
  try {
    return readFile(v.ws, { project, path }).content ?? null;
  } catch (e) {
    if (isMemoryError(e) && e.code === "NOT_FOUND") return null;
    throw e;
  }
}
function contextPage(v, req, project) {
  const budget = contextBudgetFromEnv(v.env);
  const ctx = buildProjectContext(v.ws, { project, budget_chars: budget });
  const cuts = ctx.cut.map((c) => {
    const file = /\(((?:_global\/)?[\w./-]+\.md)\)/.exec(c)?.[1];
    const href = file ? file.startsWith("_global/") ? fileHref(v, "_global", file.slice(8)) : fileHref(v, ctx.project, file) : null;
    return html`<li>${c}${href ? html` — the full text is in <a href="${href}">${file}</a>` : ""}</li>`;
  });
  void req;
  return html`<h1>What the next session of ${ctx.project} starts with</h1>
<p>Exactly what the SessionStart hook injects (same service, same budget): <strong id="ctx-tokens">~${ctx.tokens} tokens</strong>, ${ctx.chars} of ${budget} characters${ctx.suggest_dream ? html`; <span class="stale">it suggests /dream</span>` : ""}.</p>
${ctx.cut.length ? html`<div class="card"><strong>Cut to fit the budget</strong><ul id="ctx-cut">${cuts}</ul></div>` : html`<p class="ok">Nothing was cut.</p>`}
<pre id="ctx-text">${ctx.text}</pre>`;
}
function staleReasons(e, today, days) {
  const reasons = [];
  if (e.stub) return reasons;
  if (e.status === "Active" && e.date && daysBetween(e.date, today) > days)
    reasons.push(`not confirmed since ${e.date} (${daysBetween(e.date, today)} days > ${days})`);
  if (e.status === "Under Review") {
    const notes = e.fields.filter((f) => /review/i.test(f.key) && f.value.trim()).map((f) => `${f.key}: ${f.value}`);
    reasons.push(...notes.length ? notes : ["under review"]);
  }
  if (!e.status) reasons.push(e.statusText ? `unknown status "${e.statusText}"` : "no Status field");
  return reasons;
}
function precheckBox(v, req, project) {
  const file = req.q.get("file") ?? "";
  let result = html``;
  if (file.trim()) {
    try {
      const r = precheckFile(v.ws, { project, file });
      result = r.decisions.length ? html`<ul id="precheck">${r.decisions.map(
        (d) => html`<li><a href="#${d.id}">${d.id}</a> · ${d.title} ${statusTag(d.status)} <span class="muted">${d.location}, ${d.date ?? "no date"}</span>${d.possibly_stale ? html` <span class="stale">possibly stale: ${d.reasons.join("; ")}</span>` : ""}</li>`
      )}</ul>` : html`<p id="precheck" class="muted">No recorded decision covers ${r.file}.</p>`;
    } catch (e) {
      result = html`<p id="precheck" class="warn">${isMemoryError(e) ? e.describe() : String(e)}</p>`;
    }
  }
  return html`<div class="card"><form method="get" action="${link(v.base, "decisions")}"><input type="hidden" name="p" value="${project}">
<label>Decisions covering a repository path (precheck): <input type="text" name="file" value="${file}" placeholder="src/auth/login.ts"></label> <button>Check</button></form>${result}</div>`;
}
function decisionsPage(v, req, project) {
  const scope = resolveScope(v.ws, project);
  const text = optionalText(v, project, "decisions.md") ?? "";
  const entries = parseDecisions(text).entries;
  const days = thresholdsOf(v.ws.root, scope).staleDecisionDays;
  const today = todayOf(v.ws);
  const status = req.q.get("status") ?? "";
  const topic = req.q.get("topic") ?? "";
  const shown = entries.filter((e) => (!status || (e.status ?? e.statusText) === status) && (!topic || e.topic === topic)).sort((a, b) => (b.date ?? "").localeCompare(a.date ?? "") || b.num - a.num);
  const { rows, page: page2 } = paged(req, shown, 100);
  const topics = [...new Set(entries.map((e) => e.topic).filter((t) => !!t))].sort();
  const stale = entries.filter((e) => staleReasons(e, today, days).length).length;
  const row = (e) => {
    const reasons = staleReasons(e, today, days);
    const by = (ids) => (ids ?? "").split(/[\s,]+/).filter(Boolean).map((id) => html`<a href="#${id}">${id}</a> `);
    return html`<tr id="${e.id}"><td><a href="${fileHref(v, project, "decisions.md", e.startLine)}">${e.id}</a></td><td>${e.date ?? ""}</td><td>${statusTag(e.status ?? e.statusText)}</td>
<td>${e.title}${e.stub ? html` <span class="muted">(compacted: <a href="${fileHref(v, project, e.stub.link.replace(/#.*$/, ""))}">${e.stub.link}</a>)</span>` : ""}${e.body.trim() ? html`<details><summary class="muted">body</summary><pre>${e.body.trim()}</pre></details>` : ""}</td>
<td>${e.topic ? html`<a href="${link(v.base, "decisions", { p: project, topic: e.topic })}">${e.topic}</a>` : ""}</td><td>${e.location ?? ""}</td>
<td>${e.supersedes ? html`replaces ${by(e.supersedes)}` : ""}${e.supersededBy ? html`replaced by ${by(e.supersededBy)}` : ""}</td><td class="stale">${reasons.join("; ")}</td></tr>`;
  };
  return html`<h1>Decisions of ${project}</h1>
<p>${entries.length} decisions, ${entries.filter((e) => e.status === "Active").length} active, <span class="${stale ? "stale" : ""}">${stale} flagged</span> (stale after ${days} days).
Filter: <a href="${link(v.base, "decisions", { p: project })}">all</a> ${["Active", "Under Review", "Draft", "Superseded", "Retired"].map((s) => html`· <a href="${link(v.base, "decisions", { p: project, status: s })}">${s}</a> `)}${topics.length ? html`· topics: ${topics.map((t) => html`<a href="${link(v.base, "decisions", { p: project, topic: t })}">${t}</a> `)}` : ""}</p>
${precheckBox(v, req, project)}
<h2>Supersede chains</h2><div class="card">${chainGraph(entries, (id) => `#${id}`)}</div>
<h2>Timeline${status || topic ? html` (${status}${topic ? ` topic ${topic}` : ""})` : ""}</h2>
<table id="decisions"><tr><th>id</th><th>date</th><th>status</th><th>decision</th><th>topic</th><th>location</th><th>chain</th><th>flag</th></tr>${rows.map(row)}</table>
${pager(shown.length, 100, page2, (n) => link(v.base, "decisions", { p: project, status, topic, page: n }))}`;
}
function allDecisionsPage(v, req) {
  const projects = listProjects(v.ws);
  const { rows, page: page2 } = paged(req, projects, 20);
  const today = todayOf(v.ws);
  const blocks = rows.map((p) => {
    const scope = resolveScope(v.ws, p.slug);
    const days = thresholdsOf(v.ws.root, scope).staleDecisionDays;
    const live = parseDecisions(optionalText(v, p.slug, "decisions.md") ?? "").entries.filter(
      (e) => !e.stub && e.status !== "Superseded" && e.status !== "Retired"
    );
    return html`<div class="card"><a href="${link(v.base, "decisions", { p: p.slug })}"><strong>${p.slug}</strong></a> <span class="muted">${live.length} live decision(s)</span>${live.length ? html`<ul>${live.map((e) => {
      const reasons = staleReasons(e, today, days);
      return html`<li><a href="${link(v.base, "decisions", { p: p.slug })}#${e.id}">${e.id}</a> · ${e.title} ${statusTag(e.status ?? e.statusText)}${e.topic ? html` <span class="muted">${e.topic}</span>` : ""}${reasons.length ? html` <span class="stale">${reasons.join("; ")}</span>` : ""}</li>`;
    })}</ul>` : ""}</div>`;
  });
  return html`<h1>Decisions across projects (${projects.length} projects)</h1><div id="all-decisions">${blocks}</div>${pager(projects.length, 20, page2, (n) => link(v.base, "all-decisions", { page: n }))}`;
}
function fileList(v, project, files, id) {
  if (files.length === 0) return html`<p class="muted">None.</p>`;
  return html`<ul id="${id}">${files.map((f) => html`<li><a href="${fileHref(v, project, f)}">${f}</a></li>`)}</ul>`;
}
function peopleOf(v, project) {
  const people = loadPeople(v.ws).filter((p) => p.projects.includes(project));
  if (people.length === 0) return html`<p class="muted">No person is linked to ${project}.</p>`;
  const companies = companyNamesFor(v.ws, people);
  const company = (raw) => {
    const slug = raw.replace(/^@|^\[\[|\]\]$/g, "");
    const name = companies.get(slug);
    return name ? html`<a href="${fileHref(v, "_global", `companies/${slug}.md`)}">${name}</a>` : raw;
  };
  return html`<table id="people"><tr><th>person</th><th>title</th><th>company</th></tr>${people.sort((a, b) => a.name.localeCompare(b.name)).map(
    (p) => html`<tr><td><a href="${fileHref(v, "_global", `people/${p.slug}.md`)}">${p.name}</a></td><td>${p.title}</td><td>${company(p.company)}</td></tr>`
  )}</table>`;
}
function sessionsPage(v, req, project) {
  const sessions = scopeFiles(v.ws, project, "sessions").filter((f) => f.endsWith(".md")).sort().reverse();
  const { rows, page: page2 } = paged(req, sessions, 30);
  const cards = rows.map((f) => {
    const text = optionalText(v, project, f) ?? "";
    const parsed = parseSessionFile(text);
    return html`<div class="card session"><a href="${fileHref(v, project, f)}"><strong>${parsed.date ?? f}</strong></a> <span class="muted">${f}</span>
${parsed.sections.map(
      (s) => html`<div>${s.heading ? html`<em>${s.heading}</em>` : ""}${s.summary ? html`<p>${s.summary}</p>` : ""}${s.outcomes.length ? html`<ul>${s.outcomes.map((o) => html`<li>${o}</li>`)}</ul>` : ""}${s.nextStep ? html`<p class="muted">Next: ${s.nextStep}</p>` : ""}</div>`
    )}</div>`;
  });
  const updates = scopeFiles(v.ws, project, "updates").sort().reverse();
  const archive = scopeFiles(v.ws, project, "archive").sort().reverse();
  return html`<h1>Sessions and updates of ${project}</h1>
<h2>Sessions (${sessions.length}, newest first)</h2><div id="sessions">${cards.length ? cards : html`<p class="muted">No session summary yet.</p>`}</div>
${pager(sessions.length, 30, page2, (n) => link(v.base, "sessions", { p: project, page: n }))}
<h2>Updates</h2>${fileList(v, project, updates, "updates")}
<h2>Archive</h2>${fileList(v, project, archive, "archive")}
<h2>People and companies</h2>${peopleOf(v, project)}`;
}

// server/src/viewer/pages-history.ts
function required(req, name) {
  const v = req.q.get(name) ?? req.form?.get(name);
  if (!v) throw new MemoryError("INVALID_INPUT", `This page needs the "${name}" parameter.`);
  return v;
}
var when = (iso) => iso.replace("T", " ").replace(/\.\d+Z$/, "Z");
function historyPage(v, req, project) {
  const { files } = historyFiles(v.ws, project);
  const { rows, page: page2 } = paged(req, files, 100);
  const { runs } = dreamRuns(v.ws, project);
  const undo = undoState(v.ws, project);
  return html`<h1>History of ${project}</h1>
<h2>/dream runs (${runs.length})</h2>
<div class="card" id="undo">${undo.available ? html`Undo: the last /dream run (${undo.now}) can be undone with <code>project-memory dream --undo --project ${project}</code>; it restores ${undo.paths.join(", ")}.${undo.drifted.length ? html` <span class="stale">Changed since: ${undo.drifted.join(", ")} (undo needs --force and would lose those changes).</span>` : html` <span class="ok">No file changed since.</span>`}` : html`<span class="muted">Undo: no applied /dream run to undo.</span>`}${undo.pending ? html` <span class="warn">An interrupted run is pending; the next command finishes it.</span>` : ""}</div>
${runs.length ? html`<table id="dreams"><tr><th>run</th><th>time</th><th>by</th><th>files</th></tr>${[...runs].reverse().map(
    (r) => html`<tr><td><a href="${link(v.base, "dream", { p: project, n: r.n })}">${r.undo ? "undo" : "run"} #${r.n}</a></td><td>${when(r.time)}</td><td>${r.tool}</td><td>${r.files.map((f) => html`${f.path} <span class="muted">+${f.added} −${f.removed}</span>; `)}</td></tr>`
  )}</table>` : html`<p class="muted">No /dream run is recorded in the local history.</p>`}
<h2>Files with recorded versions (${files.length})</h2>
<table id="history-files"><tr><th>file</th><th>changes</th><th>last change</th><th>by</th></tr>${rows.map(
    (f) => html`<tr><td><a href="${link(v.base, "versions", { p: project, path: f.path })}">${f.path}</a></td><td>${f.versions}</td><td>${when(f.last)}</td><td>${f.lastTool}</td></tr>`
  )}</table>${pager(files.length, 100, page2, (n) => link(v.base, "history", { p: project, page: n }))}`;
}
function versionsPage(v, req, project) {
  const path = required(req, "path");
  const h = listHistory(v.ws, { project, path });
  const { rows, page: page2 } = paged(req, h.versions, 100);
  return html`<h1>Versions of <a href="${fileHref(v, project, h.path)}">${h.path}</a> (${h.project})</h1>
${h.current && !h.current.recorded ? html`<p class="muted">The file on disk (${h.current.rev}) was not written by a tool; it is recorded at the next tool write.</p>` : ""}
<table id="versions"><tr><th>rev</th><th>time</th><th>by</th><th>change</th><th></th></tr>${rows.map(
    (r) => html`<tr><td><code>${r.rev}</code></td><td>${when(r.time)}</td><td>${r.tool}${r.session ? html` <span class="muted">[${r.session.slice(0, 8)}]</span>` : ""}</td>
<td>${r.deleted ? "deleted" : html`+${r.added} −${r.removed}, ${r.lines} lines`}${r.available ? "" : html` <span class="warn">stored bytes missing</span>`}</td>
<td>${r.deleted || !r.available ? "" : html`<a href="${link(v.base, "change", { p: project, path: h.path, at: r.rev })}">what changed</a> · <a href="${link(v.base, "version", { p: project, path: h.path, at: r.rev })}">text</a> · <a href="${link(v.base, "compare", { p: project, path: h.path, at: r.rev })}">vs now</a>${v.allowRestore ? html` · <a href="${link(v.base, "restore", { p: project, path: h.path, at: r.rev })}">restore…</a>` : ""}`}</td></tr>`
  )}</table>${pager(h.versions.length, 100, page2, (n) => link(v.base, "versions", { p: project, path: h.path, page: n }))}
${v.allowRestore ? "" : html`<p class="muted">Read-only viewer: restore with <code>project-memory restore ${h.path} --at REV --project ${h.project}</code>, or start <code>project-memory view --allow-restore</code>.</p>`}`;
}
function versionPage(v, req, project) {
  const r = readVersion(v.ws, { project, path: required(req, "path"), at: required(req, "at") });
  return html`<h1>${r.path} at <code>${r.rev}</code></h1><p class="muted">${when(r.time)}, ${r.tool}</p><pre>${r.text}</pre>`;
}
function changePage(v, req, project) {
  const path = required(req, "path");
  const at = required(req, "at");
  const h = listHistory(v.ws, { project, path });
  const i = h.versions.findIndex((x) => x.rev.startsWith(at.toLowerCase()));
  if (i < 0) throw new MemoryError("NOT_FOUND", `"${h.path}" (${h.project}) has no recorded version ${at}.`);
  const older = h.versions.slice(i + 1).find((x) => x.available && !x.deleted);
  const after = readVersion(v.ws, { project, path: h.path, at: h.versions[i].rev });
  const before = older ? readVersion(v.ws, { project, path: h.path, at: older.rev }).text : "";
  const d = unifiedDiff(before, after.text, { from: `${h.path} (${older?.rev ?? "absent"})`, to: `${h.path} (${after.rev})` });
  return html`<h1>What version <code>${after.rev}</code> of ${h.path} changed</h1><p class="muted">${when(after.time)}, ${after.tool}: +${d.added} −${d.removed}</p>${diffBlock(d.text)}`;
}
function comparePage(v, req, project) {
  const d = diffHistory(v.ws, { project, path: required(req, "path"), at: required(req, "at") });
  return html`<h1>${d.path}: version <code>${d.from}</code> → now</h1><p class="muted">+${d.added} −${d.removed}</p>${diffBlock(d.diff)}`;
}
function dreamPage(v, req, project) {
  const n = Number(required(req, "n"));
  const run = dreamRuns(v.ws, project).runs.find((r) => r.n === n);
  if (!run) throw new MemoryError("NOT_FOUND", `${project} has no recorded /dream run #${req.q.get("n")}.`);
  return html`<h1>/dream ${run.undo ? "undo" : "run"} #${run.n} of ${project}</h1>
<p class="muted">${when(run.time)}, ${run.tool}${run.session ? ` [${run.session.slice(0, 8)}]` : ""}</p>
<h2>Report</h2>${run.report ? html`<pre id="dream-report">${run.report}</pre>` : html`<p class="muted">No report was appended by this run (an undo, or the log was not touched).</p>`}
<h2>What moved where</h2><ul>${run.files.map((f) => html`<li><a href="#f-${f.path}">${f.path}</a>: ${f.from} → ${f.to}, +${f.added} −${f.removed}</li>`)}</ul>
${run.files.map(
    // Derived files (folder manifests, manifest.json) are listed closed: the moved text is elsewhere.
    (f) => html`<details class="card" id="f-${f.path}"${/(^|\/)_index\.yaml$|^manifest\.json$/.test(f.path) ? "" : " open"}><summary><strong>${f.path}</strong> +${f.added} −${f.removed} · <a href="${link(v.base, "versions", { p: project, path: f.path })}">versions</a></summary>${diffBlock(f.diff)}</details>`
  )}`;
}
async function restorePage(v, req, project) {
  if (!v.allowRestore)
    throw new Refused(
      "This viewer is read-only: start it with `project-memory view --allow-restore` to restore from the page, or use `project-memory restore`."
    );
  const path = required(req, "path");
  const at = required(req, "at");
  if (req.method === "POST") {
    if (req.form?.get("confirm") !== "yes") throw new MemoryError("INVALID_INPUT", "Tick the confirmation box to restore.");
    const expected = req.form.get("expected") ?? void 0;
    const r = await withOrigin(originFor("cli view --allow-restore"), () => restoreVersion(v.ws, { project, path, at, expected_revision: expected }));
    return html`<h1>Restored</h1><p id="restored">${r.changed ? `Restored ${r.path} (${r.project}) to version ${r.restored}; the version it replaced (${r.replaced ?? "none"}) stays in the history.` : `${r.path} is already version ${r.restored}; nothing changed.`}</p><p><a href="${link(v.base, "versions", { p: project, path: r.path })}">Back to the versions</a></p>`;
  }
  const version = readVersion(v.ws, { project, path, at });
  const now = listHistory(v.ws, { project, path }).current;
  const nowText = now ? readFile(v.ws, { project, path }).content ?? "" : "";
  const d = {
    path: version.path,
    from: version.rev,
    to: now?.rev ?? "absent",
    diff: unifiedDiff(nowText, version.text, { from: `${version.path} (now, ${now?.rev ?? "absent"})`, to: `${version.path} (${version.rev})` }).text
  };
  return html`<h1>Restore ${d.path} to <code>${d.from}</code>?</h1>
<p>Restoring replaces the file now (<code>${d.to}</code>) with that version; the current version stays in the history. This is the change it makes:</p>${diffBlock(d.diff)}
<form method="post" action="${link(v.base, "restore", { p: project })}"><input type="hidden" name="path" value="${d.path}"><input type="hidden" name="at" value="${d.from}"><input type="hidden" name="expected" value="${d.to}">
<label><input type="checkbox" name="confirm" value="yes" required> I want to restore this version</label> <button id="do-restore">Restore</button></form>`;
}

// server/src/viewer/pages-root.ts
var PROJECTS_PER_PAGE = 50;
function projectsPage(v, req) {
  const filter = (req.q.get("filter") ?? "").toLowerCase();
  const all = listProjects(v.ws);
  const shown = filter ? all.filter((p) => p.slug.includes(filter) || p.name.toLowerCase().includes(filter) || p.tags.some((t) => t.includes(filter))) : all;
  const { rows, page: page2 } = paged(req, shown, PROJECTS_PER_PAGE);
  return html`<h1>Projects (${all.length})</h1>
<form method="get" action="${link(v.base, "")}"><input type="text" name="filter" value="${filter}" placeholder="filter by slug, name or tag"> <button>Filter</button></form>
<table id="projects"><tr><th>project</th><th>name</th><th>status</th><th>tags</th><th>bound repositories</th><th>updated</th></tr>${rows.map(
    (p) => html`<tr><td><a href="${link(v.base, "context", { p: p.slug })}">${p.slug}</a></td><td>${p.name}</td><td>${p.status}</td><td>${p.tags.join(", ")}</td><td>${p.paths.join(", ")}</td><td>${p.updated}</td></tr>`
  )}</table>
${pager(shown.length, PROJECTS_PER_PAGE, page2, (n) => link(v.base, "", { filter, page: n }))}
<p><a href="${link(v.base, "context", { p: "_global" })}">_global</a> (preferences, patterns, people, companies)</p>`;
}
function filePage(v, req, project) {
  const r = readFile(v.ws, { project, path: req.q.get("path") ?? "" });
  const lines = (r.content ?? "").split("\n");
  if ((r.content ?? "").endsWith("\n")) lines.pop();
  return html`<h1>${r.path} <span class="muted">(${r.project})</span></h1>
<p class="muted">${r.total_lines} lines · revision <code>${r.revision}</code> · <a href="${link(v.base, "versions", { p: r.project, path: r.path })}">versions</a></p>
<pre class="lines" id="file">${lines.map((l, i) => html`<span class="ln" id="L${i + 1}"><a href="#L${i + 1}">${i + 1}</a>${l}\n</span>`)}</pre>`;
}
function hitHref(v, scope, h) {
  if (scope !== "*") return fileHref(v, scope, h.path, h.line);
  const m = /^projects\/([^/]+)\/(.+)$/.exec(h.path);
  if (m) return fileHref(v, m[1], m[2], h.line);
  return fileHref(v, "_global", h.path.replace(/^_global\//, ""), h.line);
}
function searchPage(v, req, project) {
  const query = req.q.get("q") ?? "";
  const mode = req.q.get("mode") === "ranked" ? "ranked" : "substring";
  const scope = req.q.get("all") === "1" || project === null ? "*" : project;
  let results = html``;
  if (query) {
    try {
      const r = searchMemory(v.ws, { query, mode, project: scope, limit: mode === "ranked" ? 20 : 200 });
      results = r.hits.length ? html`<p class="muted">${r.hits.length} hit(s)${r.truncated ? " (stopped at the limit; narrow the query)" : ""} in ${r.files_searched} file(s).</p>
<table id="hits"><tr><th>file:line</th><th>text</th>${mode === "ranked" ? html`<th>score</th>` : ""}</tr>${r.hits.map(
        (h) => html`<tr><td><a href="${hitHref(v, scope, h)}">${h.path}:${h.line}</a></td><td>${h.text}</td>${h.score === void 0 ? "" : html`<td>${h.score.toFixed(2)}</td>`}</tr>`
      )}</table>` : html`<p id="no-hits" class="muted">${r.note ?? `No match in ${r.files_searched} file(s).`}</p>`;
    } catch (e) {
      results = html`<p class="warn">${isMemoryError(e) ? e.describe() : String(e)}</p>`;
    }
  }
  return html`<h1>Search ${scope === "*" ? "every project" : scope}</h1>
<form method="get" action="${link(v.base, "search")}">${project ? html`<input type="hidden" name="p" value="${project}">` : ""}
<input type="text" name="q" value="${query}" autofocus> <select name="mode"><option value="substring"${mode === "substring" ? " selected" : ""}>substring</option><option value="ranked"${mode === "ranked" ? " selected" : ""}>ranked</option></select>
${project ? html`<label><input type="checkbox" name="all" value="1"${scope === "*" ? " checked" : ""}> every project</label>` : ""} <button>Search</button></form>${results}`;
}
var CONFLICT_MARKERS = "^(<<<<<<<|>>>>>>>|\\|\\|\\|\\|\\|\\|\\|)( (?!SEARCH\\s*$|REPLACE\\s*$)|$)";
function conflicts(v, project) {
  const r = searchMemory(v.ws, { query: CONFLICT_MARKERS, mode: "regex", project, case_sensitive: true, limit: 100 });
  if (r.hits.length === 0) return html`<p class="ok" id="conflicts">No merge-conflict markers in ${r.files_searched} file(s).</p>`;
  return html`<ul id="conflicts">${r.hits.map((h) => html`<li class="warn"><a href="${fileHref(v, project, h.path, h.line)}">${h.path}:${h.line}</a>: ${h.text}</li>`)}</ul>`;
}
function budgets(v, project) {
  const scope = resolveScope(v.ws, project);
  const out = scope.kind === "project" ? consolidationReasons(v.ws, scope) : [];
  const budget = contextBudgetFromEnv(v.env);
  const ctx = buildProjectContext(v.ws, { scope, budget_chars: budget });
  if (ctx.cut.length) out.push(`the session-start context is over its ${budget}-character budget: cut ${ctx.cut.join(", ")}`);
  return out;
}
function doctorPart(v, req, project) {
  if (req.q.get("doctor") === "1") v.doctor = { at: v.ws.now(), report: diagnose(v.ws) };
  const again = link(v.base, "health", { p: project, doctor: 1 });
  if (!v.doctor)
    return html`<p id="findings"><a href="${again}">Run doctor</a> <span class="muted">(it reads the whole root: seconds on a large one)</span></p>`;
  const { at, report } = v.doctor;
  const mine = project ? report.findings.filter((f) => f.path === "." || f.path.startsWith(`projects/${project}/`) || project === "_global" && f.path.startsWith("_global")) : report.findings;
  const when2 = html`<p class="muted">doctor ran at ${at.toISOString().slice(11, 19)}Z on ${report.projects} project(s) · <a href="${again}">run again</a></p>`;
  return mine.length ? html`${when2}<ul id="findings">${mine.map((f) => html`<li><code>${f.path}</code>: ${f.problem}${f.fixable ? html` <span class="muted">(fixable with project-memory doctor --fix)</span>` : ""}</li>`)}</ul>` : html`${when2}<p class="ok" id="findings">doctor: no problem found.</p>`;
}
function healthPage(v, req, project) {
  const doctor = doctorPart(v, req, project);
  if (project) {
    const over = budgets(v, project);
    return html`<h1>Health of ${project}</h1><h2>doctor</h2>${doctor}
<h2>Budgets</h2>${over.length ? html`<ul id="budgets">${over.map((r) => html`<li class="stale">${r}</li>`)}</ul>` : html`<p class="ok" id="budgets">Within every budget.</p>`}
<h2>Merge conflicts</h2>${conflicts(v, project)}`;
  }
  const projects = listProjects(v.ws);
  const { rows, page: page2 } = paged(req, projects, PROJECTS_PER_PAGE);
  return html`<h1>Health of the memory root</h1><p class="muted">${v.ws.root.dir}: ${projects.length} project(s).</p><h2>doctor</h2>${doctor}
<h2>Budgets (this page of projects)</h2><table id="budgets"><tr><th>project</th><th>over budget</th></tr>${rows.map((p) => {
    const over = budgets(v, p.slug);
    return html`<tr><td><a href="${link(v.base, "health", { p: p.slug })}">${p.slug}</a></td><td>${over.length ? html`<span class="stale">${over.join("; ")}</span>` : html`<span class="ok">ok</span>`}</td></tr>`;
  })}</table>${pager(projects.length, PROJECTS_PER_PAGE, page2, (n) => link(v.base, "health", { page: n }))}`;
}

// server/src/viewer/routes.ts
var ROUTES = {
  "": { title: "Projects", tab: "projects", project: false, run: (v, req) => projectsPage(v, req) },
  context: { title: "Next session", tab: "context", project: true, run: contextPage },
  decisions: { title: "Decisions", tab: "decisions", project: true, run: decisionsPage },
  sessions: { title: "Sessions", tab: "sessions", project: true, run: sessionsPage },
  file: { title: "File", tab: "", project: true, run: filePage },
  history: { title: "History", tab: "history", project: true, run: historyPage },
  versions: { title: "Versions", tab: "history", project: true, run: versionsPage },
  version: { title: "Version", tab: "history", project: true, run: versionPage },
  change: { title: "Change", tab: "history", project: true, run: changePage },
  compare: { title: "Compare", tab: "history", project: true, run: comparePage },
  dream: { title: "/dream run", tab: "history", project: true, run: dreamPage },
  restore: { title: "Restore", tab: "history", project: true, post: true, run: restorePage },
  "all-decisions": { title: "Decisions across projects", tab: "all-decisions", project: false, run: (v, req) => allDecisionsPage(v, req) },
  search: { title: "Search", tab: "search", project: false, run: searchPage },
  health: { title: "Health", tab: "health", project: false, run: healthPage }
};

// server/src/viewer/server.ts
var HEADERS = {
  "Content-Security-Policy": CSP,
  "X-Content-Type-Options": "nosniff",
  // same-origin, not no-referrer: with no-referrer a browser posts `Origin: null`, which says nothing.
  "Referrer-Policy": "same-origin",
  "Cache-Control": "no-store",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin"
};
var MAX_FORM_BYTES = 16 * 1024;
function send(res, status, body, extra = {}) {
  res.writeHead(status, { ...HEADERS, "Content-Type": "text/html; charset=utf-8", "Content-Length": String(Buffer.byteLength(body)), ...extra });
  res.end(body);
}
function plain(res, status, text) {
  send(res, status, `<!doctype html><meta charset="utf-8"><title>${status}</title><p>${esc(text)}</p>`);
}
function sameToken(given, token) {
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && crypto2.timingSafeEqual(a, b);
}
function readForm(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    req.on("data", (c) => {
      size += c.length;
      if (size > MAX_FORM_BYTES) {
        reject(new Refused("The form is too large."));
        req.destroy();
      } else chunks.push(c);
    });
    req.on("end", () => resolve(new URLSearchParams(Buffer.concat(chunks).toString("utf8"))));
    req.on("error", reject);
  });
}
function statusOf(e) {
  if (e instanceof Refused) return 403;
  if (!isMemoryError(e)) return 500;
  return e.code === "NOT_FOUND" || e.code === "NO_PROJECT" ? 404 : e.code === "CONFLICT" || e.code === "LOCKED" ? 409 : 400;
}
function startViewer(opts) {
  const token = crypto2.randomBytes(24).toString("base64url");
  const base = `/${token}/`;
  const view = { ws: opts.ws, base, allowRestore: opts.allowRestore === true, env: opts.env ?? process.env };
  let port = 0;
  let idle;
  let closeNow = () => {
  };
  const touch = () => {
    if (!opts.idleMs) return;
    if (idle) clearTimeout(idle);
    idle = setTimeout(() => closeNow(), opts.idleMs);
    idle.unref?.();
  };
  async function handle(req, res) {
    const host = req.headers.host ?? "";
    if (host !== `127.0.0.1:${port}` && host !== `localhost:${port}`) return plain(res, 403, "Forbidden: unexpected Host header.");
    const url = new URL(req.url ?? "/", `http://127.0.0.1:${port}`);
    const raw = req.url ?? "";
    if (!raw.startsWith("/") || !url.pathname.startsWith(base) || !sameToken(url.pathname.slice(1, 1 + token.length), token)) {
      return plain(res, 403, "Forbidden: this address needs the token printed by project-memory view.");
    }
    touch();
    const routeName = url.pathname.slice(base.length);
    const route = Object.hasOwn(ROUTES, routeName) ? ROUTES[routeName] : void 0;
    if (!route) return plain(res, 404, "No such page.");
    const method = req.method === "POST" ? "POST" : req.method === "GET" || req.method === "HEAD" ? "GET" : null;
    if (method === null || method === "POST" && !route.post) return plain(res, 405, "Method not allowed.");
    let project = url.searchParams.get("p");
    try {
      const vreq = { method, q: url.searchParams };
      if (method === "POST") {
        const origin = req.headers.origin;
        const site = req.headers["sec-fetch-site"];
        if (origin !== void 0 && origin !== `http://${host}` || site !== void 0 && site !== "same-origin")
          throw new Refused("Forbidden: a form from another origin.");
        if (!view.allowRestore) throw new Refused("This viewer is read-only: start it with `project-memory view --allow-restore`.");
        if (!/^application\/x-www-form-urlencoded\b/.test(req.headers["content-type"] ?? "")) throw new Refused("Forbidden: not a form.");
        vreq.form = await readForm(req);
      }
      if (route.project && !project) {
        try {
          project = resolveScope(view.ws, opts.project).slug;
        } catch {
          res.writeHead(303, { ...HEADERS, Location: base });
          res.end();
          return;
        }
      }
      if (project !== null) project = resolveScope(view.ws, project).slug;
      const body = await route.run(view, vreq, project);
      send(res, 200, page(route.title, { base, project, active: route.tab }, body));
    } catch (e) {
      const status = statusOf(e);
      const message = e instanceof Refused ? e.message : isMemoryError(e) ? e.describe() : "Unexpected error; see the terminal that runs project-memory view.";
      if (status === 500) process.stderr.write(`project-memory view: ${e instanceof Error ? e.stack ?? e.message : String(e)}
`);
      send(
        res,
        status,
        page(
          "Error",
          { base, project: status === 404 ? null : project, active: "" },
          html`<h1>${status === 403 ? "Refused" : "Cannot show this"}</h1><p class="warn" id="error">${message}</p>`
        )
      );
    }
  }
  const server = http.createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) plain(res, 500, "Unexpected error.");
      else res.destroy();
    });
  });
  server.headersTimeout = 1e4;
  server.requestTimeout = 3e4;
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen({ host: "127.0.0.1", port: opts.port ?? 0, exclusive: true }, () => {
      port = server.address().port;
      const closed = new Promise((done) => server.once("close", () => done()));
      const close = () => new Promise((done) => {
        if (idle) clearTimeout(idle);
        server.close(() => done());
        server.closeAllConnections();
      });
      closeNow = () => void close();
      touch();
      const start = opts.project ? `context?p=${encodeURIComponent(opts.project)}` : "";
      resolve({ url: `http://127.0.0.1:${port}${base}${start}`, port, token, closed, close });
    });
  });
}
export {
  startViewer
};
