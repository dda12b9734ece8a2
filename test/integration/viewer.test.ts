/**
 * `project-memory view` driven in a real headless Chromium (Debian's `chromium`, through
 * playwright-core): each view shows the right content for a fixture root, the supersede graph,
 * a /dream's diffs, the token, Host and origin checks, 127.0.0.1 only, no path outside the root
 * through any URL, and a root of 1,000 projects. Skipped, saying why, when no Chromium is found
 * (set PM_CHROMIUM to its path). PM_VIEWER_SHOTS=DIR also saves screenshots of the main views.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { INJECTION, makeViewerRoot, VIEWER_DREAM_DAY } from '../fixtures/viewer-root.js';

/** A date inside the 30-day staleness window on any day the suite runs. */
const RECENT_DAY = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
import { callCli, cleanEnv } from '../helpers/cli.js';
import { CLI_BUNDLE } from '../helpers/server.js';
import { tempDir } from '../helpers/tmp.js';

const CHROMIUM = [process.env.PM_CHROMIUM, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => p && fs.existsSync(p));
if (!CHROMIUM) console.warn('[viewer] skipped: no Chromium found (apt-get install -y chromium, or set PM_CHROMIUM)');
const SHOTS = process.env.PM_VIEWER_SHOTS;

/** One Chromium for the whole file (a launch costs seconds); each describe opens its own pages. */
let sharedBrowser: Promise<Browser> | undefined;
function launchBrowser(): Promise<Browser> {
  sharedBrowser ??= import('playwright-core').then(({ chromium }) => chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] }));
  return sharedBrowser;
}
afterAll(async () => {
  await (await sharedBrowser)?.close();
});
const OUTSIDE_MARK = 'OUTSIDE-THE-ROOT-7f3a';

interface Running {
  child: ChildProcess;
  url: string;
  base: string;
  port: number;
}

async function startView(root: string, cwd: string, extra: string[] = []): Promise<Running> {
  const child = spawn(process.execPath, [CLI_BUNDLE, 'view', '--root', root, ...extra], { cwd, env: cleanEnv(), stdio: ['ignore', 'pipe', 'pipe'] });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    let err = '';
    child.stdout!.on('data', (c: Buffer) => {
      out += c.toString();
      if (out.includes('\n')) resolve(out.split('\n')[0]!);
    });
    child.stderr!.on('data', (c: Buffer) => (err += c.toString()));
    child.once('exit', (code) => reject(new Error(`view exited ${code}: ${err}`)));
  });
  const m = /^http:\/\/127\.0\.0\.1:(\d+)(\/[A-Za-z0-9_-]{32}\/)/.exec(url);
  if (!m) throw new Error(`unexpected address ${url}`);
  return { child, url, base: `http://127.0.0.1:${m[1]}${m[2]}`, port: Number(m[1]) };
}

function stop(r: Running | undefined): void {
  if (r && r.child.exitCode === null) r.child.kill('SIGTERM');
}

/** A raw request: the path is sent as given (no URL normalisation), any Host or header. */
function raw(
  port: number,
  rawPath: string,
  headers: Record<string, string> = {},
  method = 'GET',
  body?: string,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: rawPath, method, headers: { Host: `127.0.0.1:${port}`, ...headers } }, (res) => {
      let data = '';
      res.on('data', (c: Buffer) => (data += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: data }));
    });
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

describe.skipIf(!CHROMIUM)('project-memory view in a headless Chromium', () => {
  let root: string;
  let cwd: string;
  let outside: string;
  let view: Running;
  let browser: Browser;
  let page: Page;
  const go = async (route: string) => {
    const res = await page.goto(view.base + route);
    return res!.status();
  };
  const shot = async (name: string) => {
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
  };

  beforeAll(async () => {
    const base = tempDir('pm-viewer-');
    root = path.join(base, 'root');
    cwd = path.join(base, 'cwd');
    outside = path.join(base, 'outside');
    fs.mkdirSync(root);
    fs.mkdirSync(cwd);
    fs.mkdirSync(outside);
    await makeViewerRoot(root, cwd);
    // Things that lead out of the root, planted by hand (the path-attack list of paths.test.ts).
    fs.writeFileSync(path.join(outside, 'secret.md'), `${OUTSIDE_MARK}\n`);
    fs.mkdirSync(`${root}_evil/projects/demo`, { recursive: true });
    fs.writeFileSync(`${root}_evil/projects/demo/memory.md`, `${OUTSIDE_MARK}\n`);
    const notes = path.join(root, 'projects/demo/notes');
    fs.symlinkSync(path.join(outside, 'secret.md'), path.join(notes, 'out-file.md'));
    fs.symlinkSync(outside, path.join(notes, 'out-dir'));
    fs.symlinkSync(`${root}_evil/projects/demo`, path.join(notes, 'sib-evil'));
    fs.symlinkSync('/proc/self/root', path.join(notes, 'proc'));
    fs.linkSync(path.join(outside, 'secret.md'), path.join(notes, 'hard.md'));
    [view, browser] = await Promise.all([startView(root, cwd, ['--project', 'demo']), launchBrowser()]);
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  });

  afterAll(async () => {
    await page?.close();
    stop(view);
  });

  it('prints one address with a token, opening the chosen project', () => {
    expect(view.url).toBe(`${view.base}context?p=demo`);
  });

  it('listens on 127.0.0.1 only', async () => {
    const refused = (host: string) =>
      new Promise<string>((resolve) => {
        const s = net.connect({ host, port: view.port }, () => (s.destroy(), resolve('connected')));
        s.on('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? 'error'));
      });
    // Every 127.x address is loopback on Linux: a server bound to all of them would answer 127.0.0.2.
    expect(await refused('127.0.0.2')).toBe('ECONNREFUSED');
    expect(await refused('::1')).not.toBe('connected');
    expect(await refused('127.0.0.1')).toBe('connected');
    const tcp = fs.readFileSync('/proc/net/tcp', 'utf8');
    const hex = view.port.toString(16).toUpperCase().padStart(4, '0');
    expect(
      tcp
        .split('\n')
        .filter((l) => new RegExp(`^\\s*\\d+: [0-9A-F]{8}:${hex} 00000000:0000 0A`).test(l))
        .map((l) => l.trim().split(/\s+/)[1]),
    ).toEqual([`0100007F:${hex}`]);
  });

  it('refuses every request without the token (403), a foreign Host, and sends no CORS header', async () => {
    const token = view.base.split('/')[3]!;
    for (const p of [
      '/',
      '/context?p=demo',
      `/${token.slice(0, -1)}/context`,
      `/${token}x/context`,
      `/x/${token}/context`,
      '/favicon.ico',
      `/${token.toLowerCase()}/`,
      `/?t=${token}`,
    ]) {
      const r = await raw(view.port, p);
      expect(r.status, p).toBe(403);
      expect(r.body).not.toContain('demo');
    }
    for (const host of ['evil.example', `evil.example:${view.port}`, `127.0.0.1:${view.port + 1}`, `localhost.evil.example:${view.port}`]) {
      expect((await raw(view.port, `/${token}/context?p=demo`, { Host: host })).status, host).toBe(403);
    }
    const ok = await raw(view.port, `/${token}/context?p=demo`, { Origin: 'http://evil.example' });
    expect(ok.status).toBe(200);
    expect(Object.keys(ok.headers).filter((h) => h.startsWith('access-control-'))).toEqual([]);
    expect(ok.headers['content-security-policy']).toMatch(/default-src 'none'.*script-src 'none'/);
    expect((await raw(view.port, `/${token}/context?p=demo`, { Host: `localhost:${view.port}` })).status).toBe(200);
    expect(await go('context?p=demo')).toBe(200);
  });

  it('shows the session-start context exactly as the hook builds it, with its size', async () => {
    await go('context?p=demo');
    const cli = await callCli(['context', '--project', 'demo'], { cwd, root });
    expect(cli.code).toBe(0);
    expect(await page.locator('#ctx-text').innerText()).toBe(cli.stdout.trimEnd());
    const tokens = /~(\d+) tokens/.exec(cli.stdout)![1];
    expect(await page.locator('#ctx-tokens').innerText()).toBe(`~${tokens} tokens`);
    await shot('context');
  });

  it('tells what was cut and where that text lives when the budget is small', async () => {
    const env = { ...cleanEnv(), PROJECT_MEMORY_CONTEXT_CHARS: '600' };
    const child = spawn(process.execPath, [CLI_BUNDLE, 'view', '--root', root], { cwd, env, stdio: ['ignore', 'pipe', 'ignore'] });
    const url = await new Promise<string>((resolve) => child.stdout!.on('data', (c: Buffer) => resolve(c.toString().split('\n')[0]!)));
    try {
      await page.goto(`${url}context?p=demo`);
      const cut = await page.locator('#ctx-cut').innerText();
      expect(cut).toContain('## Core memory (memory.md)');
      expect(await page.locator('#ctx-cut a:text("memory.md")').getAttribute('href')).toMatch(/\/file\?p=demo&path=memory\.md$/);
      expect(await page.locator('#ctx-tokens').innerText()).toMatch(/^~\d+ tokens$/);
    } finally {
      child.kill();
    }
  });

  it('draws the supersede chain D1 → D2 → D3, flags the stale decision with why, and runs precheck', async () => {
    await go('decisions?p=demo');
    const edges = await page
      .locator('#chains path.edge')
      .evaluateAll((els) => els.map((e) => `${e.getAttribute('data-from')}>${e.getAttribute('data-to')}`).sort());
    expect(edges).toEqual(['D1>D2', 'D2>D3']);
    expect(await page.locator('#chains g.node').evaluateAll((els) => els.map((e) => e.getAttribute('data-id')))).toEqual(['D1', 'D2', 'D3']);
    const d5 = await page.locator('tr#D5').innerText();
    expect(d5).toContain('Under Review');
    expect(d5).toMatch(new RegExp(`Review note: ${VIEWER_DREAM_DAY} — flagged by consolidation: not confirmed since 2026-01-05`));
    await page.fill('input[name=file]', 'src/auth/login.ts');
    await page.click('form button');
    expect(await page.locator('#precheck').innerText()).toMatch(/^D3 · Use bcrypt rounds=12/);
    expect(await page.locator('#precheck li').count()).toBe(1);
    await shot('decisions');
    await go('all-decisions');
    const all = await page.locator('#all-decisions').innerText();
    expect(all).toMatch(/demo 3 live decision\(s\)[\s\S]*D3 · Use bcrypt rounds=12[\s\S]*D5 · Deploy on Fridays Under Review[\s\S]*other 0 live/);
  });

  it('lists sessions, the archive months and the people linked to the project', async () => {
    await go('sessions?p=demo');
    const sessions = await page.locator('#sessions .session strong').allInnerTexts();
    expect(sessions[0]).toBe('2026-11-10');
    expect(await page.locator('#sessions').innerText()).toContain('Worked on step 10 of the login flow.');
    expect(await page.locator('#archive').innerText()).toContain('archive/sessions-202611.md');
    await page.click('#people a:text("Ada Lovelace")');
    expect(await page.locator('h1').innerText()).toContain('people/ada-lovelace.md');
    await go('sessions?p=demo');
    await shot('sessions');
  });

  it('shows the /dream run with its report and a diff of each file it touched, and the undo state', async () => {
    await go('history?p=demo');
    expect(await page.locator('#undo').innerText()).toMatch(/can be undone.*dream --undo/);
    await shot('history');
    await page.click('#dreams a:text("run #1")');
    expect(await page.locator('#dream-report').innerText()).toMatch(new RegExp(`^## ${VIEWER_DREAM_DAY} — consolidation[\\s\\S]*No-loss check: passed`));
    // decisions.md: the full text of D1 left for the archive, a one-line stub came in.
    const decisions = page.locator('[id="f-decisions.md"]');
    expect(await decisions.locator('.d').allInnerTexts()).toContain('-- Status: Superseded');
    expect(
      (await decisions.locator('.a').allInnerTexts()).some((l) =>
        /^\+## D1 · Hash passwords with sha256 — Superseded by D2 → archive\/decisions-202612\.md#d1$/.test(l),
      ),
    ).toBe(true);
    const rolled = page.locator('[id="f-sessions/2026-11-01.md"]');
    expect(await rolled.locator('.d').allInnerTexts()).toContain('-Worked on step 1 of the login flow.');
    await shot('dream');
  });

  it("shows a file's versions and what each one changed", async () => {
    await go('versions?p=demo&path=notes/ideas.md');
    expect(await page.locator('#versions tr').count()).toBe(3);
    await page.locator('#versions a:text("what changed")').first().click();
    expect(await page.locator('.diff .a').allInnerTexts()).toEqual(['+second idea about caching']);
  });

  it('searches (substring and ranked) with hits linked to the line', async () => {
    await go('search?p=demo&q=bcrypt');
    await shot('search');
    const first = page.locator('#hits a').first();
    const label = await first.innerText();
    const line = Number(label.split(':').pop());
    await first.click();
    expect(page.url()).toMatch(new RegExp(`#L${line}$`));
    expect(await page.locator(`#L${line}`).innerText()).toMatch(/bcrypt/i);
    await go('search?p=demo&q=caching+idea&mode=ranked');
    expect(await page.locator('#hits a').first().innerText()).toMatch(/^notes\/ideas\.md:\d+$/);
    await go('search?q=bcrypt');
    const everywhere = await page.locator('#hits a').allInnerTexts();
    expect(everywhere.every((h) => h.startsWith('projects/demo/'))).toBe(true);
    expect(everywhere.some((h) => /^projects\/demo\/decisions\.md:\d+$/.test(h))).toBe(true);
  });

  it('shows health: merge-conflict markers, budgets and doctor on request', async () => {
    await go('health?p=demo');
    expect(await page.locator('#conflicts').innerText()).toMatch(/notes\/merge\.md:3: <<<<<<< HEAD[\s\S]*notes\/merge\.md:7: >>>>>>> feature/);
    expect(await page.locator('#budgets').innerText()).toBe('Within every budget.');
    await page.click('#findings a');
    expect(await page.locator('#findings').count()).toBe(1);
    await shot('health');
    await go('health?p=other');
    expect(await page.locator('#budgets').innerText()).toBe('9 session summaries (over 8)');
    await go('health');
    expect(await page.locator('#budgets tr:has(a:text("other"))').innerText()).toContain('9 session summaries (over 8)');
    expect(await page.locator('#budgets tr:has(a:text("demo"))').innerText()).toContain('ok');
  });

  it('escapes memory content: a hostile file shows as text and runs nothing', async () => {
    await go('file?p=demo&path=notes/hostile.md');
    expect(await page.locator('#L3').innerText()).toContain(INJECTION);
    expect(await page.evaluate(() => (globalThis as unknown as { __owned?: number }).__owned)).toBeUndefined();
    expect(await page.locator('main script, main img').count()).toBe(0);
  });

  it('is read-only by default: no restore link, and restore is refused', async () => {
    await go('versions?p=demo&path=notes/ideas.md');
    expect(await page.locator('a:text("restore…")').count()).toBe(0);
    expect(await go('restore?p=demo&path=notes/ideas.md&at=~1')).toBe(403);
    const token = view.base.split('/')[3]!;
    const post = await raw(
      view.port,
      `/${token}/restore?p=demo`,
      { 'Content-Type': 'application/x-www-form-urlencoded' },
      'POST',
      'path=notes/ideas.md&at=~1&confirm=yes',
    );
    expect(post.status).toBe(403);
    expect(fs.readFileSync(path.join(root, 'projects/demo/notes/ideas.md'), 'utf8')).toContain('second idea');
  });

  it('with --allow-restore, restores through the CLI service after a confirmation, and refuses a foreign form', async () => {
    const rw = await startView(root, cwd, ['--allow-restore']);
    try {
      const file = path.join(root, 'projects/demo/notes/ideas.md');
      const token = rw.base.split('/')[3]!;
      const foreign = await raw(
        rw.port,
        `/${token}/restore?p=demo`,
        { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'http://evil.example' },
        'POST',
        'path=notes/ideas.md&at=~1&confirm=yes',
      );
      expect(foreign.status).toBe(403);
      const crossSite = await raw(
        rw.port,
        `/${token}/restore?p=demo`,
        { 'Content-Type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'cross-site' },
        'POST',
        'path=notes/ideas.md&at=~1&confirm=yes',
      );
      expect(crossSite.status).toBe(403);
      const unconfirmed = await raw(
        rw.port,
        `/${token}/restore?p=demo`,
        { 'Content-Type': 'application/x-www-form-urlencoded' },
        'POST',
        'path=notes/ideas.md&at=~1',
      );
      expect(unconfirmed.status).toBe(400);
      expect(fs.readFileSync(file, 'utf8')).toContain('second idea');
      await page.goto(`${rw.base}versions?p=demo&path=notes/ideas.md`);
      await page.locator('a:text("restore…")').last().click();
      expect(await page.locator('.diff .d').allInnerTexts()).toEqual(['-second idea about caching']);
      await page.check('input[name=confirm]');
      await page.click('#do-restore');
      expect(await page.locator('#restored').innerText()).toMatch(/^Restored notes\/ideas\.md \(demo\)/);
      expect(fs.readFileSync(file, 'utf8')).toBe('# Ideas\n\nfirst idea\n');
      const h = await callCli(['history', 'notes/ideas.md', '--project', 'demo', '--json'], { cwd, root });
      expect((JSON.parse(h.stdout) as { versions: { tool: string }[] }).versions[0]!.tool).toBe('cli view --allow-restore');
    } finally {
      stop(rw);
    }
  });

  it('reaches no path outside the root through any URL (the path-attack list)', async () => {
    const token = view.base.split('/')[3]!;
    const attacks = [
      `${root}_evil/projects/demo/memory.md`,
      `../../../${path.basename(root)}_evil/projects/demo/memory.md`,
      'notes/sib-evil/memory.md',
      'x/../../etc/passwd',
      'x/./../..',
      'notes/..',
      'notes/../memory.md',
      '..',
      `${'a/'.repeat(1000)}${'../'.repeat(1001)}etc/passwd`,
      '/etc/passwd',
      path.join(outside, 'secret.md'),
      '~/.ssh/id_rsa',
      '..\\..\\outside\\secret.md',
      'C:/Windows/win.ini',
      'notes/a\0b.md',
      'notes/a\nb.md',
      'notes/out-file.md',
      'notes/out-dir/secret.md',
      'notes/out-dir',
      'notes/proc/etc/passwd',
      'notes/hard.md',
      '.journal/demo.json',
      '.history/demo/log.jsonl',
      '_trash/x.md',
      '_templates/memory.md',
    ];
    // Names inside the project that only name a file that does not exist (the readers may answer).
    const mayAnswer = new Set(['_trash/x.md', '_templates/memory.md']);
    const routes = ['file', 'versions', 'version', 'change', 'compare', 'restore'];
    const projects = ['demo', '../demo', 'demo/..', 'projects/demo', '.', '*', root, `${root}_evil`, '/etc'];
    let requests = 0;
    for (const route of routes) {
      for (const p of attacks) {
        const r = await raw(view.port, `/${token}/${route}?p=demo&path=${encodeURIComponent(p)}&at=~0`);
        requests++;
        if (!mayAnswer.has(p)) expect(r.status, `${route} ${JSON.stringify(p.slice(0, 60))}`).toBeGreaterThanOrEqual(400);
        expect(r.body).not.toContain(OUTSIDE_MARK);
        expect(r.body).not.toContain('root:x:0');
      }
    }
    for (const route of ['context', 'decisions', 'sessions', 'history', 'search', 'health', 'file']) {
      for (const p of projects.slice(1)) {
        const r = await raw(view.port, `/${token}/${route}?p=${encodeURIComponent(p)}&path=memory.md&q=${OUTSIDE_MARK}`);
        requests++;
        expect(r.status, `${route} p=${p}`).toBe(404);
        expect(r.body).not.toContain(OUTSIDE_MARK);
      }
    }
    // The URL path itself: traversal, encoded traversal, double slashes.
    for (const p of [
      `/${token}/../../etc/passwd`,
      `/${token}/%2e%2e/%2e%2e/etc/passwd`,
      `/${token}/..%2f..%2fetc%2fpasswd`,
      `/${token}//etc/passwd`,
      `/${token}/file/../../../etc/passwd`,
      `//${token}/file?p=demo&path=memory.md`,
    ]) {
      const r = await raw(view.port, p);
      requests++;
      expect(r.status, p).toBeGreaterThanOrEqual(400);
      expect(r.body).not.toContain('root:x:0');
    }
    console.log(`[viewer] path attacks: ${requests} requests refused`);
  });
});

describe.skipIf(!CHROMIUM)('the viewer with 1,000 projects', () => {
  let view: Running;
  let browser: Browser;

  beforeAll(async () => {
    const base = tempDir('pm-viewer-1000-');
    const root = path.join(base, 'root');
    fs.mkdirSync(root);
    expect((await callCli(['init'], { cwd: base, root })).code).toBe(0);
    // _meta.yaml files written directly (the projects index is rebuilt from them when stale): a
    // thousand create_project calls would make this test slow without testing more of the viewer.
    for (let i = 0; i < 1000; i++) {
      const slug = `p${String(i).padStart(4, '0')}`;
      const dir = path.join(root, 'projects', slug);
      fs.mkdirSync(path.join(dir, 'sessions'), { recursive: true });
      fs.writeFileSync(
        path.join(dir, '_meta.yaml'),
        `id: "00000000-0000-4000-8000-${String(i).padStart(12, '0')}"\nslug: "${slug}"\nname: "Project ${i}"\nstatus: "active"\ntype: "internal"\ncompany: null\nowner: null\nteam: []\ntags:\n  - "t${i % 7}"\naliases: []\npaths: []\ncreated: "2026-11-01"\nupdated: "2026-11-01"\n`,
      );
      fs.writeFileSync(path.join(dir, 'memory.md'), `# ${slug}\n\n## Project overview\nProject number ${i}.\n`);
      fs.writeFileSync(path.join(dir, 'decisions.md'), `# Decisions\n\n## D1 · First decision of ${slug}\n- Status: Active\n- Date: ${RECENT_DAY}\n`);
    }
    [view, browser] = await Promise.all([startView(root, base), launchBrowser()]);
  });

  afterAll(() => {
    stop(view);
  });

  it('pages the project list, filters it, and opens any project', async () => {
    const page = await browser.newPage();
    const started = Date.now();
    await page.goto(view.base);
    console.log(`[viewer] 1,000 projects: first page in ${Date.now() - started} ms`);
    expect(await page.locator('h1').innerText()).toBe('Projects (1000)');
    expect(await page.locator('#projects tr').count()).toBe(51);
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, 'projects-1000.png'), fullPage: true });
    await page.click('nav.pages a:text("20")');
    const last = await page.locator('#projects tr td:first-child a').allInnerTexts();
    expect(last[last.length - 1]).toBe('p0999');
    await page.goto(`${view.base}?filter=p0777`);
    expect(await page.locator('#projects td:first-child a').allInnerTexts()).toEqual(['p0777']);
    await page.click('#projects a:text("p0777")');
    expect(await page.locator('#ctx-text').innerText()).toContain('Project number 777.');
    await page.goto(`${view.base}all-decisions?page=50`);
    expect(await page.locator('#all-decisions li').allInnerTexts()).toEqual(
      Array.from({ length: 20 }, (_, k) => `D1 · First decision of p${String(980 + k).padStart(4, '0')} Active`),
    );
    await page.goto(`${view.base}health?page=3`);
    expect(await page.locator('#budgets tr').count()).toBe(51);
    await page.goto(`${view.base}search?q=First+decision+of+p0999`);
    expect(await page.locator('#hits a').allInnerTexts()).toEqual([expect.stringMatching(/^projects\/p0999\/decisions\.md:3$/)]);
  });
});
