/**
 * HTML for the viewer. Memory content is untrusted (anything an agent or a teammate wrote), so
 * every interpolated value is escaped unless it is already `Html` built by the `html` tag: there
 * is no way to concatenate a raw string into a page by accident. No script, no external asset: the
 * one style sheet is inline and allowed by its hash in the Content-Security-Policy.
 */
import crypto from 'node:crypto';

export class Html {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

/** A request the viewer refuses on purpose (403), with the sentence it shows. */
export class Refused extends Error {}

export type Part = Html | string | number | boolean | null | undefined | readonly Part[];

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function esc(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] as string);
}

function render(p: Part): string {
  if (p === null || p === undefined || p === false || p === true) return '';
  if (p instanceof Html) return p.value;
  if (Array.isArray(p)) return (p as readonly Part[]).map(render).join('');
  return esc(String(p));
}

/** Tagged template: literal parts are markup, every `${value}` is escaped (Html passes through). */
export function html(strings: TemplateStringsArray, ...values: Part[]): Html {
  let out = strings[0] as string;
  values.forEach((v, i) => {
    out += render(v) + (strings[i + 1] as string);
  });
  return new Html(out);
}

export function join(parts: readonly Part[], sep = ''): Html {
  return new Html(parts.map(render).join(esc(sep)));
}

export const CSS = `
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

export const CSS_HASH = `sha256-${crypto.createHash('sha256').update(CSS).digest('base64')}`;

/** The policy of every page: nothing but our own inline style; forms only back to us; no frames. */
export const CSP = `default-src 'none'; style-src '${CSS_HASH}'; img-src 'none'; script-src 'none'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`;

export interface PageNav {
  base: string;
  project: string | null;
  active: string;
}

const TABS: [string, string][] = [
  ['context', 'Next session'],
  ['decisions', 'Decisions'],
  ['sessions', 'Sessions'],
  ['history', 'History'],
  ['search', 'Search'],
  ['health', 'Health'],
];

export function link(base: string, route: string, query: Record<string, string | number | undefined | null> = {}): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') q.set(k, String(v));
  const s = q.toString();
  return `${base}${route}${s ? `?${s}` : ''}`;
}

export function page(title: string, nav: PageNav, body: Part): string {
  const tabs = TABS.map(
    ([route, label]) => html`<a class="${nav.active === route ? 'on' : ''}" href="${link(nav.base, route, { p: nav.project })}">${label}</a>`,
  );
  return `<!doctype html>${
    html`<html lang="en"><head><meta charset="utf-8"><meta name="referrer" content="same-origin"><title>${title} · project-memory</title><style>${new Html(CSS)}</style></head><body>
<header><a class="brand" href="${link(nav.base, '', {})}">project-memory</a><a class="${nav.active === 'projects' ? 'on' : ''}" href="${link(nav.base, '', {})}">Projects</a>${nav.project ? html`<span class="muted">·</span><strong>${nav.project}</strong>${tabs}` : html`<a class="${nav.active === 'all-decisions' ? 'on' : ''}" href="${link(nav.base, 'all-decisions', {})}">Decisions</a><a class="${nav.active === 'search' ? 'on' : ''}" href="${link(nav.base, 'search', {})}">Search all</a><a class="${nav.active === 'health' ? 'on' : ''}" href="${link(nav.base, 'health', {})}">Health</a>`}</header>
<main>${body}</main></body></html>`.value
  }`;
}

/** A unified diff with added, removed and hunk lines marked. */
export function diffBlock(diff: string): Html {
  if (!diff) return html`<p class="muted">No line changed.</p>`;
  const lines = diff.replace(/\n$/, '').split('\n');
  return html`<pre class="diff">${lines.map((l) => {
    const cls = l.startsWith('@@') ? 'h' : l.startsWith('+') && !l.startsWith('+++') ? 'a' : l.startsWith('-') && !l.startsWith('---') ? 'd' : '';
    return cls ? html`<span class="${cls}">${l}</span>` : html`${l}\n`;
  })}</pre>`;
}

export function statusTag(status: string | undefined): Html {
  const s = status ?? 'unknown';
  return html`<span class="tag s-${s.replace(/[^A-Za-z]/g, '')}">${s}</span>`;
}

/** Page numbers for a list of `total` rows, `size` per page. */
export function pager(total: number, size: number, current: number, href: (n: number) => string): Html {
  const pages = Math.max(1, Math.ceil(total / size));
  if (pages === 1) return html``;
  const shown = [...new Set([1, current - 2, current - 1, current, current + 1, current + 2, pages])].filter((n) => n >= 1 && n <= pages).sort((a, b) => a - b);
  return html`<nav class="pages">Page: ${shown.map((n) => (n === current ? html`<strong>${n}</strong> ` : html`<a href="${href(n)}">${n}</a> `))}<span class="muted">(${total} in all)</span></nav>`;
}
