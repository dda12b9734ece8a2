/**
 * The viewer's history pages: each memory file's versions with readable diffs (services/history.ts),
 * every /dream run with its report and the diff of each file it touched, the undo state, and the
 * guarded restore (only with `view --allow-restore`, through the CLI's own restoreVersion, after a
 * confirmation page that shows what the restore would undo).
 */
import { MemoryError } from '../core/errors.js';
import { unifiedDiff } from '../core/history-diff.js';
import { diffHistory, listHistory, readVersion, restoreVersion } from '../services/history.js';
import { readFile } from '../services/files.js';
import { originFor, withOrigin } from '../services/origin.js';
import { dreamRuns, historyFiles, undoState } from '../services/viewer-data.js';
import { diffBlock, html, link, pager, Refused, type Html } from './html.js';
import { fileHref, paged } from './pages-project.js';
import type { View, ViewRequest } from './view.js';

function required(req: ViewRequest, name: string): string {
  const v = req.q.get(name) ?? req.form?.get(name);
  if (!v) throw new MemoryError('INVALID_INPUT', `This page needs the "${name}" parameter.`);
  return v;
}

const when = (iso: string) => iso.replace('T', ' ').replace(/\.\d+Z$/, 'Z');

export function historyPage(v: View, req: ViewRequest, project: string): Html {
  const { files } = historyFiles(v.ws, project);
  const { rows, page } = paged(req, files, 100);
  const { runs } = dreamRuns(v.ws, project);
  const undo = undoState(v.ws, project);
  return html`<h1>History of ${project}</h1>
<h2>/dream runs (${runs.length})</h2>
<div class="card" id="undo">${
    undo.available
      ? html`Undo: the last /dream run (${undo.now}) can be undone with <code>project-memory dream --undo --project ${project}</code>; it restores ${undo.paths.join(', ')}.${undo.drifted.length ? html` <span class="stale">Changed since: ${undo.drifted.join(', ')} (undo needs --force and would lose those changes).</span>` : html` <span class="ok">No file changed since.</span>`}`
      : html`<span class="muted">Undo: no applied /dream run to undo.</span>`
  }${undo.pending ? html` <span class="warn">An interrupted run is pending; the next command finishes it.</span>` : ''}</div>
${
  runs.length
    ? html`<table id="dreams"><tr><th>run</th><th>time</th><th>by</th><th>files</th></tr>${[...runs]
        .reverse()
        .map(
          (r) =>
            html`<tr><td><a href="${link(v.base, 'dream', { p: project, n: r.n })}">${r.undo ? 'undo' : 'run'} #${r.n}</a></td><td>${when(r.time)}</td><td>${r.tool}</td><td>${r.files.map((f) => html`${f.path} <span class="muted">+${f.added} −${f.removed}</span>; `)}</td></tr>`,
        )}</table>`
    : html`<p class="muted">No /dream run is recorded in the local history.</p>`
}
<h2>Files with recorded versions (${files.length})</h2>
<table id="history-files"><tr><th>file</th><th>changes</th><th>last change</th><th>by</th></tr>${rows.map(
    (f) =>
      html`<tr><td><a href="${link(v.base, 'versions', { p: project, path: f.path })}">${f.path}</a></td><td>${f.versions}</td><td>${when(f.last)}</td><td>${f.lastTool}</td></tr>`,
  )}</table>${pager(files.length, 100, page, (n) => link(v.base, 'history', { p: project, page: n }))}`;
}

export function versionsPage(v: View, req: ViewRequest, project: string): Html {
  const path = required(req, 'path');
  const h = listHistory(v.ws, { project, path });
  const { rows, page } = paged(req, h.versions, 100);
  return html`<h1>Versions of <a href="${fileHref(v, project, h.path)}">${h.path}</a> (${h.project})</h1>
${h.current && !h.current.recorded ? html`<p class="muted">The file on disk (${h.current.rev}) was not written by a tool; it is recorded at the next tool write.</p>` : ''}
<table id="versions"><tr><th>rev</th><th>time</th><th>by</th><th>change</th><th></th></tr>${rows.map(
    (
      r,
    ) => html`<tr><td><code>${r.rev}</code></td><td>${when(r.time)}</td><td>${r.tool}${r.session ? html` <span class="muted">[${r.session.slice(0, 8)}]</span>` : ''}</td>
<td>${r.deleted ? 'deleted' : html`+${r.added} −${r.removed}, ${r.lines} lines`}${r.available ? '' : html` <span class="warn">stored bytes missing</span>`}</td>
<td>${r.deleted || !r.available ? '' : html`<a href="${link(v.base, 'change', { p: project, path: h.path, at: r.rev })}">what changed</a> · <a href="${link(v.base, 'version', { p: project, path: h.path, at: r.rev })}">text</a> · <a href="${link(v.base, 'compare', { p: project, path: h.path, at: r.rev })}">vs now</a>${v.allowRestore ? html` · <a href="${link(v.base, 'restore', { p: project, path: h.path, at: r.rev })}">restore…</a>` : ''}`}</td></tr>`,
  )}</table>${pager(h.versions.length, 100, page, (n) => link(v.base, 'versions', { p: project, path: h.path, page: n }))}
${v.allowRestore ? '' : html`<p class="muted">Read-only viewer: restore with <code>project-memory restore ${h.path} --at REV --project ${h.project}</code>, or start <code>project-memory view --allow-restore</code>.</p>`}`;
}

export function versionPage(v: View, req: ViewRequest, project: string): Html {
  const r = readVersion(v.ws, { project, path: required(req, 'path'), at: required(req, 'at') });
  return html`<h1>${r.path} at <code>${r.rev}</code></h1><p class="muted">${when(r.time)}, ${r.tool}</p><pre>${r.text}</pre>`;
}

/** What one version changed: the version before it (in the list) → this one. */
export function changePage(v: View, req: ViewRequest, project: string): Html {
  const path = required(req, 'path');
  const at = required(req, 'at');
  const h = listHistory(v.ws, { project, path });
  const i = h.versions.findIndex((x) => x.rev.startsWith(at.toLowerCase()));
  if (i < 0) throw new MemoryError('NOT_FOUND', `"${h.path}" (${h.project}) has no recorded version ${at}.`);
  const older = h.versions.slice(i + 1).find((x) => x.available && !x.deleted);
  const after = readVersion(v.ws, { project, path: h.path, at: h.versions[i]!.rev });
  const before = older ? readVersion(v.ws, { project, path: h.path, at: older.rev }).text : '';
  const d = unifiedDiff(before, after.text, { from: `${h.path} (${older?.rev ?? 'absent'})`, to: `${h.path} (${after.rev})` });
  return html`<h1>What version <code>${after.rev}</code> of ${h.path} changed</h1><p class="muted">${when(after.time)}, ${after.tool}: +${d.added} −${d.removed}</p>${diffBlock(d.text)}`;
}

export function comparePage(v: View, req: ViewRequest, project: string): Html {
  const d = diffHistory(v.ws, { project, path: required(req, 'path'), at: required(req, 'at') });
  return html`<h1>${d.path}: version <code>${d.from}</code> → now</h1><p class="muted">+${d.added} −${d.removed}</p>${diffBlock(d.diff)}`;
}

export function dreamPage(v: View, req: ViewRequest, project: string): Html {
  const n = Number(required(req, 'n'));
  const run = dreamRuns(v.ws, project).runs.find((r) => r.n === n);
  if (!run) throw new MemoryError('NOT_FOUND', `${project} has no recorded /dream run #${req.q.get('n')}.`);
  return html`<h1>/dream ${run.undo ? 'undo' : 'run'} #${run.n} of ${project}</h1>
<p class="muted">${when(run.time)}, ${run.tool}${run.session ? ` [${run.session.slice(0, 8)}]` : ''}</p>
<h2>Report</h2>${run.report ? html`<pre id="dream-report">${run.report}</pre>` : html`<p class="muted">No report was appended by this run (an undo, or the log was not touched).</p>`}
<h2>What moved where</h2><ul>${run.files.map((f) => html`<li><a href="#f-${f.path}">${f.path}</a>: ${f.from} → ${f.to}, +${f.added} −${f.removed}</li>`)}</ul>
${run.files.map(
  // Derived files (folder manifests, manifest.json) are listed closed: the moved text is elsewhere.
  (f) =>
    html`<details class="card" id="f-${f.path}"${/(^|\/)_index\.yaml$|^manifest\.json$/.test(f.path) ? '' : ' open'}><summary><strong>${f.path}</strong> +${f.added} −${f.removed} · <a href="${link(v.base, 'versions', { p: project, path: f.path })}">versions</a></summary>${diffBlock(f.diff)}</details>`,
)}`;
}

/** GET: the confirmation (what the restore would undo); POST with confirm=yes: the restore itself. */
export async function restorePage(v: View, req: ViewRequest, project: string): Promise<Html> {
  if (!v.allowRestore)
    throw new Refused(
      'This viewer is read-only: start it with `project-memory view --allow-restore` to restore from the page, or use `project-memory restore`.',
    );
  const path = required(req, 'path');
  const at = required(req, 'at');
  if (req.method === 'POST') {
    if (req.form?.get('confirm') !== 'yes') throw new MemoryError('INVALID_INPUT', 'Tick the confirmation box to restore.');
    const expected = req.form.get('expected') ?? undefined;
    const r = await withOrigin(originFor('cli view --allow-restore'), () => restoreVersion(v.ws, { project, path, at, expected_revision: expected }));
    return html`<h1>Restored</h1><p id="restored">${
      r.changed
        ? `Restored ${r.path} (${r.project}) to version ${r.restored}; the version it replaced (${r.replaced ?? 'none'}) stays in the history.`
        : `${r.path} is already version ${r.restored}; nothing changed.`
    }</p><p><a href="${link(v.base, 'versions', { p: project, path: r.path })}">Back to the versions</a></p>`;
  }
  // The change the restore makes: the file now → that version.
  const version = readVersion(v.ws, { project, path, at });
  const now = listHistory(v.ws, { project, path }).current;
  const nowText = now ? (readFile(v.ws, { project, path }).content ?? '') : '';
  const d = {
    path: version.path,
    from: version.rev,
    to: now?.rev ?? 'absent',
    diff: unifiedDiff(nowText, version.text, { from: `${version.path} (now, ${now?.rev ?? 'absent'})`, to: `${version.path} (${version.rev})` }).text,
  };
  return html`<h1>Restore ${d.path} to <code>${d.from}</code>?</h1>
<p>Restoring replaces the file now (<code>${d.to}</code>) with that version; the current version stays in the history. This is the change it makes:</p>${diffBlock(d.diff)}
<form method="post" action="${link(v.base, 'restore', { p: project })}"><input type="hidden" name="path" value="${d.path}"><input type="hidden" name="at" value="${d.from}"><input type="hidden" name="expected" value="${d.to}">
<label><input type="checkbox" name="confirm" value="yes" required> I want to restore this version</label> <button id="do-restore">Restore</button></form>`;
}
