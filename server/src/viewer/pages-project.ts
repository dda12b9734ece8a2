/**
 * The viewer's pages about one project: what the next session starts with, the decisions (timeline,
 * supersede graph, precheck box, stale flags), and the sessions, updates, archive and people.
 * Every read goes through the services the tools use; every value shown is escaped (html.ts).
 */
import { daysBetween } from '../core/dates.js';
import { isMemoryError } from '../core/errors.js';
import { parseDecisions, type DecisionEntry } from '../core/decisions.js';
import { parseSessionFile } from '../core/sessions.js';
import { buildProjectContext, contextBudgetFromEnv } from '../services/context.js';
import { readFile } from '../services/files.js';
import { companyNamesFor, loadPeople } from '../services/people-md.js';
import { precheckFile } from '../services/precheck.js';
import { listProjects } from '../services/projects.js';
import { thresholdsOf } from '../services/project-json.js';
import { resolveScope } from '../services/scope.js';
import { scopeFiles } from '../services/viewer-data.js';
import { todayOf } from '../services/workspace.js';
import { chainGraph } from './graph.js';
import { html, link, pager, statusTag, type Html } from './html.js';
import type { View, ViewRequest } from './view.js';

/** A link to a memory file's line in the file view. */
export function fileHref(v: View, project: string, path: string, line?: number): string {
  return `${link(v.base, 'file', { p: project, path })}${line ? `#L${line}` : ''}`;
}

function pageNumber(req: ViewRequest): number {
  const n = Number(req.q.get('page') ?? '1');
  return Number.isInteger(n) && n >= 1 && n <= 1_000_000 ? n : 1;
}

export function paged<T>(req: ViewRequest, rows: readonly T[], size: number): { rows: T[]; page: number } {
  const page = Math.min(pageNumber(req), Math.max(1, Math.ceil(rows.length / size)));
  return { rows: rows.slice((page - 1) * size, page * size), page };
}

function optionalText(v: View, project: string, path: string): string | null {
  try {
    return readFile(v.ws, { project, path }).content ?? null;
  } catch (e) {
    if (isMemoryError(e) && e.code === 'NOT_FOUND') return null;
    throw e;
  }
}

// ---------------------------------------------------------------------------------------------

export function contextPage(v: View, req: ViewRequest, project: string): Html {
  const budget = contextBudgetFromEnv(v.env);
  const ctx = buildProjectContext(v.ws, { project, budget_chars: budget });
  // Each cut names its part by heading, which names its file: `## Core memory (memory.md) (partly)`.
  const cuts = ctx.cut.map((c) => {
    const file = /\(((?:_global\/)?[\w./-]+\.md)\)/.exec(c)?.[1];
    const href = file ? (file.startsWith('_global/') ? fileHref(v, '_global', file.slice(8)) : fileHref(v, ctx.project, file)) : null;
    return html`<li>${c}${href ? html` — the full text is in <a href="${href}">${file}</a>` : ''}</li>`;
  });
  void req;
  return html`<h1>What the next session of ${ctx.project} starts with</h1>
<p>Exactly what the SessionStart hook injects (same service, same budget): <strong id="ctx-tokens">~${ctx.tokens} tokens</strong>, ${ctx.chars} of ${budget} characters${ctx.suggest_dream ? html`; <span class="stale">it suggests /dream</span>` : ''}.</p>
${ctx.cut.length ? html`<div class="card"><strong>Cut to fit the budget</strong><ul id="ctx-cut">${cuts}</ul></div>` : html`<p class="ok">Nothing was cut.</p>`}
<pre id="ctx-text">${ctx.text}</pre>`;
}

// ---------------------------------------------------------------------------------------------

function staleReasons(e: DecisionEntry, today: string, days: number): string[] {
  const reasons: string[] = [];
  if (e.stub) return reasons;
  if (e.status === 'Active' && e.date && daysBetween(e.date, today) > days)
    reasons.push(`not confirmed since ${e.date} (${daysBetween(e.date, today)} days > ${days})`);
  if (e.status === 'Under Review') {
    // /dream writes why it flagged an entry in a dated `Review note` field (core/consolidate).
    const notes = e.fields.filter((f) => /review/i.test(f.key) && f.value.trim()).map((f) => `${f.key}: ${f.value}`);
    reasons.push(...(notes.length ? notes : ['under review']));
  }
  if (!e.status) reasons.push(e.statusText ? `unknown status "${e.statusText}"` : 'no Status field');
  return reasons;
}

function precheckBox(v: View, req: ViewRequest, project: string): Html {
  const file = req.q.get('file') ?? '';
  let result: Html = html``;
  if (file.trim()) {
    try {
      const r = precheckFile(v.ws, { project, file });
      result = r.decisions.length
        ? html`<ul id="precheck">${r.decisions.map(
            (d) =>
              html`<li><a href="#${d.id}">${d.id}</a> · ${d.title} ${statusTag(d.status)} <span class="muted">${d.location}, ${d.date ?? 'no date'}</span>${d.possibly_stale ? html` <span class="stale">possibly stale: ${d.reasons.join('; ')}</span>` : ''}</li>`,
          )}</ul>`
        : html`<p id="precheck" class="muted">No recorded decision covers ${r.file}.</p>`;
    } catch (e) {
      result = html`<p id="precheck" class="warn">${isMemoryError(e) ? e.describe() : String(e)}</p>`;
    }
  }
  return html`<div class="card"><form method="get" action="${link(v.base, 'decisions')}"><input type="hidden" name="p" value="${project}">
<label>Decisions covering a repository path (precheck): <input type="text" name="file" value="${file}" placeholder="src/auth/login.ts"></label> <button>Check</button></form>${result}</div>`;
}

export function decisionsPage(v: View, req: ViewRequest, project: string): Html {
  const scope = resolveScope(v.ws, project);
  const text = optionalText(v, project, 'decisions.md') ?? '';
  const entries = parseDecisions(text).entries;
  const days = thresholdsOf(v.ws.root, scope).staleDecisionDays;
  const today = todayOf(v.ws);
  const status = req.q.get('status') ?? '';
  const topic = req.q.get('topic') ?? '';
  const shown = entries
    .filter((e) => (!status || (e.status ?? e.statusText) === status) && (!topic || e.topic === topic))
    .sort((a, b) => (b.date ?? '').localeCompare(a.date ?? '') || b.num - a.num);
  const { rows, page } = paged(req, shown, 100);
  const topics = [...new Set(entries.map((e) => e.topic).filter((t): t is string => !!t))].sort();
  const stale = entries.filter((e) => staleReasons(e, today, days).length).length;
  const row = (e: DecisionEntry) => {
    const reasons = staleReasons(e, today, days);
    const by = (ids: string | undefined) =>
      (ids ?? '')
        .split(/[\s,]+/)
        .filter(Boolean)
        .map((id) => html`<a href="#${id}">${id}</a> `);
    return html`<tr id="${e.id}"><td><a href="${fileHref(v, project, 'decisions.md', e.startLine)}">${e.id}</a></td><td>${e.date ?? ''}</td><td>${statusTag(e.status ?? e.statusText)}</td>
<td>${e.title}${e.stub ? html` <span class="muted">(compacted: <a href="${fileHref(v, project, e.stub.link.replace(/#.*$/, ''))}">${e.stub.link}</a>)</span>` : ''}${e.body.trim() ? html`<details><summary class="muted">body</summary><pre>${e.body.trim()}</pre></details>` : ''}</td>
<td>${e.topic ? html`<a href="${link(v.base, 'decisions', { p: project, topic: e.topic })}">${e.topic}</a>` : ''}</td><td>${e.location ?? ''}</td>
<td>${e.supersedes ? html`replaces ${by(e.supersedes)}` : ''}${e.supersededBy ? html`replaced by ${by(e.supersededBy)}` : ''}</td><td class="stale">${reasons.join('; ')}</td></tr>`;
  };
  return html`<h1>Decisions of ${project}</h1>
<p>${entries.length} decisions, ${entries.filter((e) => e.status === 'Active').length} active, <span class="${stale ? 'stale' : ''}">${stale} flagged</span> (stale after ${days} days).
Filter: <a href="${link(v.base, 'decisions', { p: project })}">all</a> ${['Active', 'Under Review', 'Draft', 'Superseded', 'Retired'].map((s) => html`· <a href="${link(v.base, 'decisions', { p: project, status: s })}">${s}</a> `)}${topics.length ? html`· topics: ${topics.map((t) => html`<a href="${link(v.base, 'decisions', { p: project, topic: t })}">${t}</a> `)}` : ''}</p>
${precheckBox(v, req, project)}
<h2>Supersede chains</h2><div class="card">${chainGraph(entries, (id) => `#${id}`)}</div>
<h2>Timeline${status || topic ? html` (${status}${topic ? ` topic ${topic}` : ''})` : ''}</h2>
<table id="decisions"><tr><th>id</th><th>date</th><th>status</th><th>decision</th><th>topic</th><th>location</th><th>chain</th><th>flag</th></tr>${rows.map(row)}</table>
${pager(shown.length, 100, page, (n) => link(v.base, 'decisions', { p: project, status, topic, page: n }))}`;
}

/** Across projects: each project's live decisions (Active, Under Review, Draft), a page of projects at a time. */
export function allDecisionsPage(v: View, req: ViewRequest): Html {
  const projects = listProjects(v.ws);
  const { rows, page } = paged(req, projects, 20);
  const today = todayOf(v.ws);
  const blocks = rows.map((p) => {
    const scope = resolveScope(v.ws, p.slug);
    const days = thresholdsOf(v.ws.root, scope).staleDecisionDays;
    const live = parseDecisions(optionalText(v, p.slug, 'decisions.md') ?? '').entries.filter(
      (e) => !e.stub && e.status !== 'Superseded' && e.status !== 'Retired',
    );
    return html`<div class="card"><a href="${link(v.base, 'decisions', { p: p.slug })}"><strong>${p.slug}</strong></a> <span class="muted">${live.length} live decision(s)</span>${
      live.length
        ? html`<ul>${live.map((e) => {
            const reasons = staleReasons(e, today, days);
            return html`<li><a href="${link(v.base, 'decisions', { p: p.slug })}#${e.id}">${e.id}</a> · ${e.title} ${statusTag(e.status ?? e.statusText)}${e.topic ? html` <span class="muted">${e.topic}</span>` : ''}${reasons.length ? html` <span class="stale">${reasons.join('; ')}</span>` : ''}</li>`;
          })}</ul>`
        : ''
    }</div>`;
  });
  return html`<h1>Decisions across projects (${projects.length} projects)</h1><div id="all-decisions">${blocks}</div>${pager(projects.length, 20, page, (n) => link(v.base, 'all-decisions', { page: n }))}`;
}

// ---------------------------------------------------------------------------------------------

function fileList(v: View, project: string, files: readonly string[], id: string): Html {
  if (files.length === 0) return html`<p class="muted">None.</p>`;
  return html`<ul id="${id}">${files.map((f) => html`<li><a href="${fileHref(v, project, f)}">${f}</a></li>`)}</ul>`;
}

function peopleOf(v: View, project: string): Html {
  const people = loadPeople(v.ws).filter((p) => p.projects.includes(project));
  if (people.length === 0) return html`<p class="muted">No person is linked to ${project}.</p>`;
  const companies = companyNamesFor(v.ws, people);
  const company = (raw: string) => {
    const slug = raw.replace(/^@|^\[\[|\]\]$/g, '');
    const name = companies.get(slug);
    return name ? html`<a href="${fileHref(v, '_global', `companies/${slug}.md`)}">${name}</a>` : raw;
  };
  return html`<table id="people"><tr><th>person</th><th>title</th><th>company</th></tr>${people
    .sort((a, b) => a.name.localeCompare(b.name))
    .map(
      (p) => html`<tr><td><a href="${fileHref(v, '_global', `people/${p.slug}.md`)}">${p.name}</a></td><td>${p.title}</td><td>${company(p.company)}</td></tr>`,
    )}</table>`;
}

export function sessionsPage(v: View, req: ViewRequest, project: string): Html {
  const sessions = scopeFiles(v.ws, project, 'sessions')
    .filter((f) => f.endsWith('.md'))
    .sort()
    .reverse();
  const { rows, page } = paged(req, sessions, 30);
  const cards = rows.map((f) => {
    const text = optionalText(v, project, f) ?? '';
    const parsed = parseSessionFile(text);
    return html`<div class="card session"><a href="${fileHref(v, project, f)}"><strong>${parsed.date ?? f}</strong></a> <span class="muted">${f}</span>
${parsed.sections.map(
  (s) =>
    html`<div>${s.heading ? html`<em>${s.heading}</em>` : ''}${s.summary ? html`<p>${s.summary}</p>` : ''}${s.outcomes.length ? html`<ul>${s.outcomes.map((o) => html`<li>${o}</li>`)}</ul>` : ''}${s.nextStep ? html`<p class="muted">Next: ${s.nextStep}</p>` : ''}</div>`,
)}</div>`;
  });
  const updates = scopeFiles(v.ws, project, 'updates').sort().reverse();
  const archive = scopeFiles(v.ws, project, 'archive').sort().reverse();
  return html`<h1>Sessions and updates of ${project}</h1>
<h2>Sessions (${sessions.length}, newest first)</h2><div id="sessions">${cards.length ? cards : html`<p class="muted">No session summary yet.</p>`}</div>
${pager(sessions.length, 30, page, (n) => link(v.base, 'sessions', { p: project, page: n }))}
<h2>Updates</h2>${fileList(v, project, updates, 'updates')}
<h2>Archive</h2>${fileList(v, project, archive, 'archive')}
<h2>People and companies</h2>${peopleOf(v, project)}`;
}
