/**
 * The viewer's pages over the whole root, or over one project when `p` is given: the projects
 * list (paginated: a root may hold thousands), a memory file with line anchors, search (substring
 * and ranked, hits linked to their line) and health (doctor, budgets, merge-conflict markers).
 */
import { isMemoryError } from '../core/errors.js';
import { buildProjectContext, consolidationReasons, contextBudgetFromEnv } from '../services/context.js';
import { diagnose } from '../services/doctor.js';
import { readFile } from '../services/files.js';
import { listProjects } from '../services/projects.js';
import { resolveScope } from '../services/scope.js';
import { searchMemory, type SearchHit } from '../services/search.js';
import { html, link, pager, type Html } from './html.js';
import { fileHref, paged } from './pages-project.js';
import type { View, ViewRequest } from './view.js';

const PROJECTS_PER_PAGE = 50;

export function projectsPage(v: View, req: ViewRequest): Html {
  const filter = (req.q.get('filter') ?? '').toLowerCase();
  const all = listProjects(v.ws);
  const shown = filter ? all.filter((p) => p.slug.includes(filter) || p.name.toLowerCase().includes(filter) || p.tags.some((t) => t.includes(filter))) : all;
  const { rows, page } = paged(req, shown, PROJECTS_PER_PAGE);
  return html`<h1>Projects (${all.length})</h1>
<form method="get" action="${link(v.base, '')}"><input type="text" name="filter" value="${filter}" placeholder="filter by slug, name or tag"> <button>Filter</button></form>
<table id="projects"><tr><th>project</th><th>name</th><th>status</th><th>tags</th><th>bound repositories</th><th>updated</th></tr>${rows.map(
    (p) =>
      html`<tr><td><a href="${link(v.base, 'context', { p: p.slug })}">${p.slug}</a></td><td>${p.name}</td><td>${p.status}</td><td>${p.tags.join(', ')}</td><td>${p.paths.join(', ')}</td><td>${p.updated}</td></tr>`,
  )}</table>
${pager(shown.length, PROJECTS_PER_PAGE, page, (n) => link(v.base, '', { filter, page: n }))}
<p><a href="${link(v.base, 'context', { p: '_global' })}">_global</a> (preferences, patterns, people, companies)</p>`;
}

export function filePage(v: View, req: ViewRequest, project: string): Html {
  const r = readFile(v.ws, { project, path: req.q.get('path') ?? '' });
  const lines = (r.content ?? '').split('\n');
  if ((r.content ?? '').endsWith('\n')) lines.pop();
  return html`<h1>${r.path} <span class="muted">(${r.project})</span></h1>
<p class="muted">${r.total_lines} lines · revision <code>${r.revision}</code> · <a href="${link(v.base, 'versions', { p: r.project, path: r.path })}">versions</a></p>
<pre class="lines" id="file">${lines.map((l, i) => html`<span class="ln" id="L${i + 1}"><a href="#L${i + 1}">${i + 1}</a>${l}\n</span>`)}</pre>`;
}

/** A hit of a search over every project names its file from the root: `projects/<slug>/…` or `_global/…`. */
function hitHref(v: View, scope: string, h: SearchHit): string {
  if (scope !== '*') return fileHref(v, scope, h.path, h.line);
  const m = /^projects\/([^/]+)\/(.+)$/.exec(h.path);
  if (m) return fileHref(v, m[1] as string, m[2] as string, h.line);
  return fileHref(v, '_global', h.path.replace(/^_global\//, ''), h.line);
}

export function searchPage(v: View, req: ViewRequest, project: string | null): Html {
  const query = req.q.get('q') ?? '';
  const mode = req.q.get('mode') === 'ranked' ? 'ranked' : 'substring';
  const scope = req.q.get('all') === '1' || project === null ? '*' : project;
  let results: Html = html``;
  if (query) {
    try {
      const r = searchMemory(v.ws, { query, mode, project: scope, limit: mode === 'ranked' ? 20 : 200 });
      results = r.hits.length
        ? html`<p class="muted">${r.hits.length} hit(s)${r.truncated ? ' (stopped at the limit; narrow the query)' : ''} in ${r.files_searched} file(s).</p>
<table id="hits"><tr><th>file:line</th><th>text</th>${mode === 'ranked' ? html`<th>score</th>` : ''}</tr>${r.hits.map(
            (h) =>
              html`<tr><td><a href="${hitHref(v, scope, h)}">${h.path}:${h.line}</a></td><td>${h.text}</td>${h.score === undefined ? '' : html`<td>${h.score.toFixed(2)}</td>`}</tr>`,
          )}</table>`
        : html`<p id="no-hits" class="muted">${r.note ?? `No match in ${r.files_searched} file(s).`}</p>`;
    } catch (e) {
      results = html`<p class="warn">${isMemoryError(e) ? e.describe() : String(e)}</p>`;
    }
  }
  return html`<h1>Search ${scope === '*' ? 'every project' : scope}</h1>
<form method="get" action="${link(v.base, 'search')}">${project ? html`<input type="hidden" name="p" value="${project}">` : ''}
<input type="text" name="q" value="${query}" autofocus> <select name="mode"><option value="substring"${mode === 'substring' ? ' selected' : ''}>substring</option><option value="ranked"${mode === 'ranked' ? ' selected' : ''}>ranked</option></select>
${project ? html`<label><input type="checkbox" name="all" value="1"${scope === '*' ? ' checked' : ''}> every project</label>` : ''} <button>Search</button></form>${results}`;
}

/** Lines git leaves in a file it could not merge (a shared memory, docs/FORMATS.md#team); SEARCH/REPLACE blocks are not conflicts. */
const CONFLICT_MARKERS = '^(<<<<<<<|>>>>>>>|\\|\\|\\|\\|\\|\\|\\|)( (?!SEARCH\\s*$|REPLACE\\s*$)|$)';

function conflicts(v: View, project: string): Html {
  const r = searchMemory(v.ws, { query: CONFLICT_MARKERS, mode: 'regex', project, case_sensitive: true, limit: 100 });
  if (r.hits.length === 0) return html`<p class="ok" id="conflicts">No merge-conflict markers in ${r.files_searched} file(s).</p>`;
  return html`<ul id="conflicts">${r.hits.map((h) => html`<li class="warn"><a href="${fileHref(v, project, h.path, h.line)}">${h.path}:${h.line}</a>: ${h.text}</li>`)}</ul>`;
}

function budgets(v: View, project: string): string[] {
  const scope = resolveScope(v.ws, project);
  const out = scope.kind === 'project' ? consolidationReasons(v.ws, scope) : [];
  const budget = contextBudgetFromEnv(v.env);
  const ctx = buildProjectContext(v.ws, { scope, budget_chars: budget });
  if (ctx.cut.length) out.push(`the session-start context is over its ${budget}-character budget: cut ${ctx.cut.join(', ')}`);
  return out;
}

function doctorPart(v: View, req: ViewRequest, project: string | null): Html {
  if (req.q.get('doctor') === '1') v.doctor = { at: v.ws.now(), report: diagnose(v.ws) };
  const again = link(v.base, 'health', { p: project, doctor: 1 });
  if (!v.doctor)
    return html`<p id="findings"><a href="${again}">Run doctor</a> <span class="muted">(it reads the whole root: seconds on a large one)</span></p>`;
  const { at, report } = v.doctor;
  const mine = project
    ? report.findings.filter((f) => f.path === '.' || f.path.startsWith(`projects/${project}/`) || (project === '_global' && f.path.startsWith('_global')))
    : report.findings;
  const when = html`<p class="muted">doctor ran at ${at.toISOString().slice(11, 19)}Z on ${report.projects} project(s) · <a href="${again}">run again</a></p>`;
  return mine.length
    ? html`${when}<ul id="findings">${mine.map((f) => html`<li><code>${f.path}</code>: ${f.problem}${f.fixable ? html` <span class="muted">(fixable with project-memory doctor --fix)</span>` : ''}</li>`)}</ul>`
    : html`${when}<p class="ok" id="findings">doctor: no problem found.</p>`;
}

export function healthPage(v: View, req: ViewRequest, project: string | null): Html {
  const doctor = doctorPart(v, req, project);
  if (project) {
    const over = budgets(v, project);
    return html`<h1>Health of ${project}</h1><h2>doctor</h2>${doctor}
<h2>Budgets</h2>${over.length ? html`<ul id="budgets">${over.map((r) => html`<li class="stale">${r}</li>`)}</ul>` : html`<p class="ok" id="budgets">Within every budget.</p>`}
<h2>Merge conflicts</h2>${conflicts(v, project)}`;
  }
  // Across projects: budgets page by page (each costs a few reads), conflicts per project page.
  const projects = listProjects(v.ws);
  const { rows, page } = paged(req, projects, PROJECTS_PER_PAGE);
  return html`<h1>Health of the memory root</h1><p class="muted">${v.ws.root.dir}: ${projects.length} project(s).</p><h2>doctor</h2>${doctor}
<h2>Budgets (this page of projects)</h2><table id="budgets"><tr><th>project</th><th>over budget</th></tr>${rows.map((p) => {
    const over = budgets(v, p.slug);
    return html`<tr><td><a href="${link(v.base, 'health', { p: p.slug })}">${p.slug}</a></td><td>${over.length ? html`<span class="stale">${over.join('; ')}</span>` : html`<span class="ok">ok</span>`}</td></tr>`;
  })}</table>${pager(projects.length, PROJECTS_PER_PAGE, page, (n) => link(v.base, 'health', { page: n }))}`;
}
