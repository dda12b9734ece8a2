// project-memory, driven as its skill (skills/using-memory/SKILL.md) tells an agent to use it:
// durable state in memory.md (read, edit, write_file), decisions through add_decision with
// supersedes, people linked and unlinked, log_session and _status.md at the end of a session, and
// /dream (the consolidate tool) whenever the session-start context asks for it. The context is
// what the real SessionStart hook bundle prints; search is one ranked `search`, top 5.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { cleanEnv, spawnMcp } from './mcp.mjs';
import { ATTRIBUTES } from '../generator.mjs';

const CLOCK = pathToFileURL(path.resolve(path.dirname(new URL(import.meta.url).pathname), '../clock.mjs')).href;
const SECTIONS = [
  'Project overview',
  'Current focus',
  'Constraints',
  'Active decisions summary',
  'Key artifacts',
  'Recent outcome',
  'Next step',
  'Deep links / pointers',
];

const personSlug = (name) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** Splits memory.md into its `## ` sections (the preamble under key ''), in order. */
function sectionsOf(text) {
  const out = new Map([['', []]]);
  let current = '';
  for (const line of text.split('\n')) {
    const m = /^## (.+)$/.exec(line);
    if (m) {
      current = m[1].trim();
      out.set(current, []);
    } else out.get(current).push(line);
  }
  return out;
}

function renderSections(map) {
  const parts = [map.get('').join('\n').trimEnd()];
  for (const [heading, lines] of map) if (heading) parts.push(`## ${heading}\n\n${lines.join('\n').trim()}`);
  return `${parts.join('\n\n')}\n`;
}

export class ProductSystem {
  constructor({ dir, repo }) {
    this.name = 'project-memory';
    this.dir = dir;
    this.root = path.join(dir, 'root');
    this.repo = repo;
    this.clock = path.join(dir, 'clock');
    this.ids = new Map();
    this.dreams = 0;
    this.state = { facts: new Map(), team: new Map(), lead: null };
  }

  env() {
    return cleanEnv({ PROJECT_MEMORY_ROOT: this.root, PM_EVAL_CLOCK_FILE: this.clock, PROJECT_MEMORY_STOP: 'off' });
  }

  setDate(date) {
    fs.writeFileSync(this.clock, String(Date.parse(`${date}T10:00:00Z`) - Date.now()));
  }

  async open(history, serverBundle, hookBundle) {
    fs.mkdirSync(this.root, { recursive: true });
    fs.mkdirSync(this.repo, { recursive: true });
    this.history = history;
    this.hookBundle = hookBundle;
    this.setDate(history.sessions[0].date);
    this.mcp = await spawnMcp({ name: this.name, args: ['--import', CLOCK, serverBundle], env: this.env(), cwd: this.repo });
  }

  async session(s) {
    const { call } = this.mcp;
    this.setDate(s.date);
    const h = this.history;
    if (s.n === 1) await call('create_project', { slug: h.slug, name: h.name, paths: [this.repo] });
    // Session start: the agent reads the context; when it asks for /dream, the user runs it.
    const ctx = await call('get_project_context', {});
    if (ctx.includes('Memory needs consolidation')) await this.dream(s.date);
    const notes = [];
    const decided = [];
    for (const e of s.events) await this.apply(e, s, notes, decided);
    await this.writeMemory(s, notes);
    await call('log_session', { summary: `${s.focus}.`, outcomes: [...s.outcomes, ...notes], decisions: decided, next_step: s.next });
    await call('write_file', {
      path: '_status.md',
      content: `# Status — ${h.name}\n\n> As of ${s.date}: ${s.focus.toLowerCase()}\n\n**Current state:** ${s.outcomes[0]}\n**Next action:** ${s.next}\n**Blocked on:** nothing\n**Last updated:** ${s.date}\n`,
    });
  }

  async apply(e, s, notes, decided) {
    const { call } = this.mcp;
    const st = this.state;
    if (e.kind === 'fact') {
      const a = ATTRIBUTES.find((x) => x.key === e.key);
      st.facts.set(e.key, e.value);
      notes.push(e.previous ? `${a.label} changed to ${e.value} (was ${e.previous})` : `${a.label}: ${e.value}`);
    } else if (e.kind === 'decide') {
      const supersedes = e.supersedes ? this.ids.get(e.supersedes) : undefined;
      const body = e.supersedes ? `Replaces "${e.supersedes}" after the trial on ${s.date}.` : `Chosen for ${e.topic} on ${s.date}.`;
      const text = await call('add_decision', { summary: e.title, topic: e.topic, body, ...(supersedes ? { supersedes } : {}) });
      const id = /Recorded (D\d+)/.exec(text)?.[1];
      this.ids.set(e.title, id);
      decided.push(`${id} ${e.title}`);
    } else if (e.kind === 'retire') {
      // No tool retires a decision in place: the way the tools offer is a Retired entry that
      // supersedes it (add_decision's own hint).
      const text = await call('add_decision', {
        summary: `Retire "${e.title}"`,
        topic: e.topic,
        status: 'Retired',
        supersedes: this.ids.get(e.title),
        body: 'No longer needed.',
      });
      decided.push(/Recorded (D\d+)/.exec(text)?.[1] ?? 'retired');
    } else if (e.kind === 'join') {
      const slug = personSlug(e.person);
      if (!fs.existsSync(path.join(this.root, '_global/people', `${slug}.md`))) await call('create_person', { name: e.person, slug, title: e.role });
      await call('link_person_to_project', { person: slug });
      st.team.set(e.person, e.role);
      notes.push(`${e.person} joined the team (${e.role})`);
    } else if (e.kind === 'leave') {
      await call('unlink_person_from_project', { person: personSlug(e.person) });
      st.team.delete(e.person);
      notes.push(`${e.person} left the team`);
    } else if (e.kind === 'lead') {
      st.lead = e.person;
      notes.push(e.previous ? `Tech lead is now ${e.person} (was ${e.previous})` : `Tech lead: ${e.person}`);
    }
  }

  /** Reads memory.md as the agent would, rewrites the sections it keeps current, writes it back. */
  async writeMemory(s, notes) {
    const file = path.join(this.root, 'projects', this.history.slug, 'memory.md');
    const map = sectionsOf(fs.readFileSync(file, 'utf8'));
    const st = this.state;
    const factLines = (section) => ATTRIBUTES.filter((a) => a.section === section && st.facts.has(a.key)).map((a) => `- ${a.label}: ${st.facts.get(a.key)}`);
    const team = [...st.team].map(([n, r]) => `${n} (${r})`).join(', ');
    map.set('Project overview', [`${this.history.name}, a ${this.history.slug.split('-')[0]} service.`, `- Team: ${team}`, `- Tech lead: ${st.lead}`]);
    map.set('Current focus', [s.focus]);
    map.set('Constraints', factLines('Constraints'));
    map.set('Key artifacts', factLines('Key artifacts'));
    map.set(
      'Recent outcome',
      [...s.outcomes, ...notes].map((o) => `- ${s.date}: ${o}`),
    );
    map.set('Next step', [s.next]);
    for (const heading of SECTIONS) if (!map.has(heading)) map.set(heading, []);
    const ordered = new Map([['', map.get('')]]);
    for (const heading of SECTIONS) ordered.set(heading, map.get(heading));
    for (const [heading, lines] of map) if (!ordered.has(heading)) ordered.set(heading, lines);
    await this.mcp.call('write_file', { path: 'memory.md', content: renderSections(ordered) });
  }

  async dream(date) {
    await this.mcp.call('consolidate', { dry_run: false, now: date });
    this.dreams++;
  }

  /** The SessionStart hook as Claude Code runs it (hooks/hooks.json), in a fresh process. */
  async context() {
    const input = JSON.stringify({ session_id: 'eval', cwd: this.repo, hook_event_name: 'SessionStart', source: 'startup' });
    const stdout = await new Promise((resolve, reject) => {
      const child = spawn(process.execPath, ['--import', CLOCK, this.hookBundle, 'hook', 'session-start'], {
        cwd: this.repo,
        env: this.env(),
        stdio: ['pipe', 'pipe', 'pipe'],
      });
      let out = '';
      child.stdout.on('data', (c) => (out += c));
      child.on('error', reject);
      child.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(`hook exited with ${code}`))));
      child.stdin.end(input);
    });
    const text = JSON.parse(stdout).hookSpecificOutput?.additionalContext ?? '';
    return { text, units: text.split('\n') };
  }

  async search(query) {
    const text = await this.mcp.call('search', { query, mode: 'ranked', limit: 5 });
    return text.split('\n');
  }

  async found(value) {
    const text = await this.mcp.call('search', { query: value, limit: 1 });
    return text.includes(value);
  }

  async close() {
    await this.mcp?.close();
  }
}
