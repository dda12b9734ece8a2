/**
 * The viewer's HTTP server (node:http, no framework). Threats it answers: another local user or
 * a web page in the user's browser reaching the memory. So it listens on 127.0.0.1 only, on a free
 * port; every URL starts with a random per-run token (a request without it gets 403); the Host
 * header must name 127.0.0.1 or localhost on our port (a DNS-rebinding page sends its own name);
 * no CORS header is ever sent; each page carries a CSP that allows nothing but its own inline
 * style; and it is read-only unless started with --allow-restore, whose one POST must come from
 * our own page (Origin) and be confirmed. Paths and projects in URLs go through the same
 * resolution and containment as the tools' (services/scope.ts, services/file-target.ts).
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { isMemoryError } from '../core/errors.js';
import { resolveScope } from '../services/scope.js';
import type { Workspace } from '../services/workspace.js';
import { CSP, esc, html, page, Refused } from './html.js';
import { ROUTES } from './routes.js';
import type { View, ViewRequest } from './view.js';

export interface ViewerOptions {
  ws: Workspace;
  /** The project the printed address opens (default: the one bound to the current folder). */
  project?: string;
  allowRestore?: boolean;
  /** 0 (default): a free port. */
  port?: number;
  env?: NodeJS.ProcessEnv;
  /** Stop after this long without a request (0: never). */
  idleMs?: number;
}

export interface Viewer {
  url: string;
  port: number;
  token: string;
  closed: Promise<void>;
  close: () => Promise<void>;
}

const HEADERS: Record<string, string> = {
  'Content-Security-Policy': CSP,
  'X-Content-Type-Options': 'nosniff',
  // same-origin, not no-referrer: with no-referrer a browser posts `Origin: null`, which says nothing.
  'Referrer-Policy': 'same-origin',
  'Cache-Control': 'no-store',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

const MAX_FORM_BYTES = 16 * 1024;

function send(res: http.ServerResponse, status: number, body: string, extra: Record<string, string> = {}): void {
  res.writeHead(status, { ...HEADERS, 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': String(Buffer.byteLength(body)), ...extra });
  res.end(body);
}

function plain(res: http.ServerResponse, status: number, text: string): void {
  send(res, status, `<!doctype html><meta charset="utf-8"><title>${status}</title><p>${esc(text)}</p>`);
}

function sameToken(given: string, token: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

function readForm(req: http.IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_FORM_BYTES) {
        reject(new Refused('The form is too large.'));
        req.destroy();
      } else chunks.push(c);
    });
    req.on('end', () => resolve(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))));
    req.on('error', reject);
  });
}

function statusOf(e: unknown): number {
  if (e instanceof Refused) return 403;
  if (!isMemoryError(e)) return 500;
  return e.code === 'NOT_FOUND' || e.code === 'NO_PROJECT' ? 404 : e.code === 'CONFLICT' || e.code === 'LOCKED' ? 409 : 400;
}

export function startViewer(opts: ViewerOptions): Promise<Viewer> {
  const token = crypto.randomBytes(24).toString('base64url');
  const base = `/${token}/`;
  const view: View = { ws: opts.ws, base, allowRestore: opts.allowRestore === true, env: opts.env ?? process.env };
  let port = 0;
  let idle: NodeJS.Timeout | undefined;
  let closeNow: () => void = () => {};
  const touch = () => {
    if (!opts.idleMs) return;
    if (idle) clearTimeout(idle);
    idle = setTimeout(() => closeNow(), opts.idleMs);
    idle.unref?.();
  };

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    // DNS rebinding: a page on evil.example resolving to 127.0.0.1 still sends Host: evil.example.
    const host = req.headers.host ?? '';
    if (host !== `127.0.0.1:${port}` && host !== `localhost:${port}`) return plain(res, 403, 'Forbidden: unexpected Host header.');
    const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
    const raw = req.url ?? '';
    if (!raw.startsWith('/') || !url.pathname.startsWith(base) || !sameToken(url.pathname.slice(1, 1 + token.length), token)) {
      return plain(res, 403, 'Forbidden: this address needs the token printed by project-memory view.');
    }
    touch();
    const routeName = url.pathname.slice(base.length);
    const route = Object.hasOwn(ROUTES, routeName) ? ROUTES[routeName] : undefined;
    if (!route) return plain(res, 404, 'No such page.');
    const method = req.method === 'POST' ? 'POST' : req.method === 'GET' || req.method === 'HEAD' ? 'GET' : null;
    if (method === null || (method === 'POST' && !route.post)) return plain(res, 405, 'Method not allowed.');
    let project: string | null = url.searchParams.get('p');
    try {
      const vreq: ViewRequest = { method, q: url.searchParams };
      if (method === 'POST') {
        // A form posted from another site (CSRF) names that site as its Origin, and a browser says
        // cross-site in Sec-Fetch-Site (a header no page can set).
        const origin = req.headers.origin;
        const site = req.headers['sec-fetch-site'];
        if ((origin !== undefined && origin !== `http://${host}`) || (site !== undefined && site !== 'same-origin'))
          throw new Refused('Forbidden: a form from another origin.');
        if (!view.allowRestore) throw new Refused('This viewer is read-only: start it with `project-memory view --allow-restore`.');
        if (!/^application\/x-www-form-urlencoded\b/.test(req.headers['content-type'] ?? '')) throw new Refused('Forbidden: not a form.');
        vreq.form = await readForm(req);
      }
      if (route.project && !project) {
        // The project of the printed address, else the one bound to the current folder.
        try {
          project = resolveScope(view.ws, opts.project).slug;
        } catch {
          res.writeHead(303, { ...HEADERS, Location: base });
          res.end();
          return;
        }
      }
      // Canonical slug (an alias names its project); NO_PROJECT for anything else.
      if (project !== null) project = resolveScope(view.ws, project).slug;
      const body = await route.run(view, vreq, project as string);
      send(res, 200, page(route.title, { base, project, active: route.tab }, body));
    } catch (e) {
      const status = statusOf(e);
      const message = e instanceof Refused ? e.message : isMemoryError(e) ? e.describe() : 'Unexpected error; see the terminal that runs project-memory view.';
      if (status === 500) process.stderr.write(`project-memory view: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
      send(
        res,
        status,
        page(
          'Error',
          { base, project: status === 404 ? null : project, active: '' },
          html`<h1>${status === 403 ? 'Refused' : 'Cannot show this'}</h1><p class="warn" id="error">${message}</p>`,
        ),
      );
    }
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) plain(res, 500, 'Unexpected error.');
      else res.destroy();
    });
  });
  server.headersTimeout = 10_000;
  server.requestTimeout = 30_000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen({ host: '127.0.0.1', port: opts.port ?? 0, exclusive: true }, () => {
      port = (server.address() as AddressInfo).port;
      const closed = new Promise<void>((done) => server.once('close', () => done()));
      const close = () =>
        new Promise<void>((done) => {
          if (idle) clearTimeout(idle);
          server.close(() => done());
          server.closeAllConnections();
        });
      closeNow = () => void close();
      touch();
      const start = opts.project ? `context?p=${encodeURIComponent(opts.project)}` : '';
      resolve({ url: `http://127.0.0.1:${port}${base}${start}`, port, token, closed, close });
    });
  });
}
