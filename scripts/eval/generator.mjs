// Seeded generator of project histories for `npm run eval`. Pure: no fs, no clock. A history is a
// list of sessions, each with the events a working agent would record (a fact set or changed, a
// decision made, superseded or retired, a person joining or leaving), plus the ground truth at any
// point of it (`truthAt`), from which the questions are asked. Nothing here is imported by the
// product: the questions stay out of its code paths.
import { createRandom } from '../bench/prng.mjs';

const FIRST = [
  'Dana',
  'Lior',
  'Marta',
  'Kenji',
  'Aisha',
  'Tomas',
  'Priya',
  'Jonas',
  'Ines',
  'Ravi',
  'Noor',
  'Felix',
  'Greta',
  'Omar',
  'Yuki',
  'Sven',
  'Leila',
  'Mateo',
  'Hana',
  'Piotr',
];
const LAST = [
  'Whitfield',
  'Okafor',
  'Lindqvist',
  'Moreau',
  'Tanaka',
  'Haddad',
  'Kowalski',
  'Brennan',
  'Castillo',
  'Varga',
  'Nakamura',
  'Osei',
  'Petrov',
  'Alvarez',
  'Fischer',
  'Quinn',
  'Rossi',
  'Sato',
  'Duarte',
  'Keller',
];
const ROLES = ['backend', 'frontend', 'QA', 'design', 'SRE', 'product', 'data'];
const NOUNS = [
  'falcon',
  'harbor',
  'cedar',
  'quartz',
  'ember',
  'willow',
  'comet',
  'delta',
  'onyx',
  'maple',
  'nova',
  'pike',
  'tundra',
  'violet',
  'zephyr',
  'lumen',
];
const DOMAINS = ['billing', 'search', 'onboarding', 'reporting', 'checkout', 'inventory', 'scheduling', 'messaging', 'analytics', 'payroll'];

/** The facts a project keeps; `label` is also the words a reader would search for. */
export const ATTRIBUTES = [
  {
    key: 'database',
    label: 'Database',
    section: 'Constraints',
    value: (r) => `${r.pick(['PostgreSQL', 'MySQL', 'MariaDB', 'CockroachDB', 'SQLite'])} ${r.int(5, 17)}.${r.int(0, 9)}`,
  },
  {
    key: 'deploy',
    label: 'Deploy target',
    section: 'Key artifacts',
    value: (r) =>
      `${r.pick(['Fly.io', 'AWS ECS', 'GKE', 'Hetzner', 'Render', 'Azure AKS'])} ${r.pick(['eu', 'us', 'ap'])}-${r.pick(['west', 'east', 'central'])}-${r.int(1, 9)}`,
  },
  { key: 'staging', label: 'Staging URL', section: 'Key artifacts', value: (r) => `https://stg-${r.pick(NOUNS)}-${r.int(100, 999)}.example.net` },
  { key: 'ratelimit', label: 'API rate limit', section: 'Constraints', value: (r) => `${r.int(2, 90) * 10 + 5} requests per minute` },
  { key: 'release', label: 'Next release', section: 'Key artifacts', value: (r) => `v${r.int(1, 6)}.${r.int(0, 19)}.${r.int(0, 9)}` },
  {
    key: 'ci',
    label: 'CI pipeline',
    section: 'Constraints',
    value: (r) => `${r.pick(['GitHub Actions', 'GitLab CI', 'Buildkite', 'CircleCI', 'Jenkins'])} job ${r.pick(NOUNS)}-${r.int(10, 99)}`,
  },
  { key: 'oncall', label: 'On-call channel', section: 'Key artifacts', value: (r) => `ops-${r.pick(NOUNS)}-${r.int(10, 99)} on Slack` },
];

/** Decision topics and the options a team picks among; a title is "Use <option> for <topic>". */
export const TOPICS = [
  { topic: 'caching', options: ['Redis', 'Memcached', 'an in-process LRU', 'Varnish', 'Cloudflare cache rules'] },
  { topic: 'authentication', options: ['OAuth with Auth0', 'Keycloak', 'session cookies', 'signed JWTs', 'passkeys'] },
  { topic: 'job queue', options: ['BullMQ', 'SQS', 'RabbitMQ', 'a Postgres queue table', 'Temporal'] },
  { topic: 'error tracking', options: ['Sentry', 'Rollbar', 'Honeybadger', 'plain structured logs', 'Bugsnag'] },
  { topic: 'feature flags', options: ['LaunchDarkly', 'Unleash', 'a flags table', 'GrowthBook', 'environment variables'] },
  { topic: 'frontend state', options: ['Redux Toolkit', 'Zustand', 'TanStack Query', 'MobX', 'XState'] },
  { topic: 'API versioning', options: ['URL path versions', 'header versions', 'date-based versions', 'GraphQL schema evolution', 'unversioned endpoints'] },
];

const WORK = ['refactored', 'profiled', 'fixed a flaky test in', 'added metrics to', 'reviewed', 'documented', 'split', 'migrated', 'hardened', 'cleaned up'];
const PARTS = [
  'the export job',
  'the login form',
  'the webhook handler',
  'the admin dashboard',
  'the retry logic',
  'the CSV importer',
  'the rate limiter',
  'the settings page',
  'the audit log',
  'the search endpoint',
];

function addDays(iso, days) {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** True when one generated string contains another: a reader could not tell them apart. */
function clashes(value, used) {
  return used.some((u) => u.includes(value) || value.includes(u));
}

/**
 * One project's history. `index` picks the project; the stream depends on (seed, index) only, so
 * project 7 is the same whether 10 or 50 projects are generated.
 */
export function generateHistory(seed, index, { sessions = 40, start = '2026-02-02' } = {}) {
  const r = createRandom(seed, `history:${index}`);
  const domain = DOMAINS[index % DOMAINS.length];
  const noun = NOUNS[Math.floor(index / DOMAINS.length) % NOUNS.length];
  const slug = `${domain}-${noun}-${index}`;
  const name = `${domain[0].toUpperCase()}${domain.slice(1)} ${noun[0].toUpperCase()}${noun.slice(1)} ${index}`;
  const used = [];
  const fresh = (make) => {
    for (let i = 0; i < 50; i++) {
      const v = make(r);
      if (!clashes(v, used)) {
        used.push(v);
        return v;
      }
    }
    throw new Error('generator: could not draw a distinct value');
  };
  const people = [];
  const freshPerson = () => {
    const name = fresh(() => `${r.pick(FIRST)} ${r.pick(LAST)}`);
    const person = { name, role: r.pick(ROLES) };
    people.push(person);
    return person;
  };
  const topics = [...TOPICS].sort(() => r.next() - 0.5).slice(0, r.int(3, 5));
  for (const t of topics) for (const o of t.options) used.push(`Use ${o} for ${t.topic}`);
  const facts = new Map();
  const team = new Map();
  let lead = null;
  const decisions = new Map(); // topic -> { active: title | null, used: Set<option> }
  const out = [];
  let date = start;
  for (let n = 1; n <= sessions; n++) {
    date = n === 1 ? start : addDays(date, r.int(2, 5));
    const events = [];
    if (n === 1) {
      for (let i = 0; i < 3; i++) {
        const p = freshPerson();
        team.set(p.name, p);
        events.push({ kind: 'join', person: p.name, role: p.role });
      }
      lead = [...team.keys()][0];
      events.push({ kind: 'lead', person: lead, previous: null });
    }
    // Facts first learned over the first sessions, then changed now and then.
    for (const a of ATTRIBUTES) {
      const known = facts.get(a.key);
      if (!known && (n >= 3 || r.chance(0.5))) {
        const v = fresh(a.value);
        facts.set(a.key, v);
        events.push({ kind: 'fact', key: a.key, value: v, previous: null });
      } else if (known && r.chance(0.07)) {
        const v = fresh(a.value);
        facts.set(a.key, v);
        events.push({ kind: 'fact', key: a.key, value: v, previous: known });
      }
    }
    for (const t of topics) {
      const d = decisions.get(t.topic) ?? { active: null, used: new Set() };
      decisions.set(t.topic, d);
      const unused = t.options.filter((o) => !d.used.has(o));
      const roll = r.next();
      if (!d.active && unused.length && (d.used.size === 0 ? roll < 0.25 : roll < 0.06)) {
        const o = r.pick(unused);
        d.used.add(o);
        d.active = `Use ${o} for ${t.topic}`;
        events.push({ kind: 'decide', topic: t.topic, title: d.active, supersedes: null });
      } else if (d.active && unused.length && roll < 0.07) {
        const o = r.pick(unused);
        d.used.add(o);
        const old = d.active;
        d.active = `Use ${o} for ${t.topic}`;
        events.push({ kind: 'decide', topic: t.topic, title: d.active, supersedes: old });
      } else if (d.active && roll > 0.975) {
        events.push({ kind: 'retire', topic: t.topic, title: d.active });
        d.active = null;
      }
    }
    if (n > 1 && r.chance(0.08) && team.size > 2) {
      const gone = r.pick([...team.keys()].sort());
      team.delete(gone);
      events.push({ kind: 'leave', person: gone });
      if (gone === lead) {
        lead = [...team.keys()].sort()[0];
        events.push({ kind: 'lead', person: lead, previous: gone });
      }
    }
    if (n > 1 && r.chance(0.09)) {
      const p = freshPerson();
      team.set(p.name, p);
      events.push({ kind: 'join', person: p.name, role: p.role });
    }
    const focus = `${r.pick(WORK).replace(/^./, (c) => c.toUpperCase())} ${r.pick(PARTS)}`;
    const outcomes = [`${r.pick(WORK).replace(/^./, (c) => c.toUpperCase())} ${r.pick(PARTS)}`];
    if (r.chance(0.5)) outcomes.push(`${r.pick(WORK).replace(/^./, (c) => c.toUpperCase())} ${r.pick(PARTS)}`);
    out.push({ n, date, events, focus, outcomes, next: `${r.pick(WORK).replace(/^./, (c) => c.toUpperCase())} ${r.pick(PARTS)}` });
  }
  return { slug, name, people, topics: topics.map((t) => t.topic), sessions: out };
}

/**
 * The ground truth after session `upTo` (1-based): current values and their past values, the
 * decision in force per topic and the dead ones, the team and who left, and every string written.
 */
export function truthAt(history, upTo) {
  const facts = new Map();
  const past = new Map();
  const active = new Map();
  const dead = new Set();
  const team = new Set();
  const left = new Set();
  let lead = null;
  const pastLeads = [];
  const written = new Set();
  for (const s of history.sessions.slice(0, upTo)) {
    for (const e of s.events) {
      if (e.kind === 'fact') {
        if (e.previous) (past.get(e.key) ?? past.set(e.key, []).get(e.key)).push(e.previous);
        facts.set(e.key, e.value);
        written.add(e.value);
      } else if (e.kind === 'decide') {
        if (e.supersedes) dead.add(e.supersedes);
        active.set(e.topic, e.title);
        written.add(e.title);
      } else if (e.kind === 'retire') {
        dead.add(e.title);
        active.delete(e.topic);
      } else if (e.kind === 'join') {
        team.add(e.person);
        left.delete(e.person);
        written.add(e.person);
      } else if (e.kind === 'leave') {
        team.delete(e.person);
        left.add(e.person);
      } else if (e.kind === 'lead') {
        if (e.previous) pastLeads.push(e.previous);
        lead = e.person;
      }
    }
  }
  return { facts, past, active, dead: [...dead], team: [...team], left: [...left], lead, pastLeads, written: [...written] };
}

/**
 * The questions for one point of a history. Each has the words a reader would search for, the
 * expected current answer (`current`, may be null: a retired topic), and the outdated answers
 * that must not be presented as current (`stale`). `kind` picks the staleness rule of the scorer.
 */
export function questionsAt(history, upTo) {
  const t = truthAt(history, upTo);
  const qs = [];
  for (const a of ATTRIBUTES) {
    if (!t.facts.has(a.key)) continue;
    qs.push({ kind: 'fact', query: a.label.toLowerCase(), current: t.facts.get(a.key), stale: t.past.get(a.key) ?? [] });
  }
  if (t.lead) qs.push({ kind: 'fact', query: 'tech lead', current: t.lead, stale: t.pastLeads.filter((p) => p !== t.lead) });
  const byTopic = new Map();
  for (const s of history.sessions.slice(0, upTo)) for (const e of s.events) if (e.kind === 'decide' || e.kind === 'retire') byTopic.set(e.topic, true);
  for (const topic of byTopic.keys()) {
    const deadOnTopic = t.dead.filter((d) => d.endsWith(` for ${topic}`));
    qs.push({ kind: 'decision', query: topic, current: t.active.get(topic) ?? null, stale: deadOnTopic });
  }
  for (const p of [...t.team].sort()) qs.push({ kind: 'person', query: 'team', current: p, stale: [] });
  for (const p of [...t.left].sort()) qs.push({ kind: 'person', query: 'team', current: null, stale: [p] });
  return { truth: t, questions: qs };
}
