// The structured files of one project (docs/FORMATS.md#root): _meta.yaml, _status.md, memory.md with the eight
// canonical sections, decisions.md, sessions, manifest.json and artifacts.json.
import { TOPICS } from './vocabulary.mjs';

export const MEMORY_SECTIONS = [
  ['Project overview', 0.1],
  ['Current focus', 0.1],
  ['Constraints', 0.15],
  ['Active decisions summary', 0.15],
  ['Key artifacts', 0.1],
  ['Recent outcome', 0.2],
  ['Next step', 0.05],
  ['Deep links / pointers', 0.15],
];

const VERBS = ['Use', 'Adopt', 'Keep', 'Drop', 'Move', 'Prefer', 'Limit', 'Split', 'Cache', 'Require'];

export function addDays(date, days) {
  const t = Date.parse(`${date}T00:00:00Z`) + days * 86_400_000;
  return new Date(t).toISOString().slice(0, 10);
}

/**
 * A decision log in date order. Some later decisions supersede an earlier one with the same topic
 * (already consolidated history); the rest keep shared topics so the decisions pass has work.
 */
export function makeDecisions(random, prose, { count, from, to, retiredRate = 0.03 }) {
  const span = Math.max(1, Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000));
  const decisions = [];
  const lastActiveByTopic = new Map();
  for (let i = 1; i <= count; i++) {
    const date = addDays(from, Math.floor((span * i) / (count + 1)));
    const topic = random.chance(0.85) ? random.pick(TOPICS) : undefined;
    const d = {
      id: `D${i}`,
      title: `${random.pick(VERBS)} ${prose.title(random, random.int(2, 6)).toLowerCase()}`,
      status: 'Active',
      date,
      topic,
      location: topic && random.chance(0.6) ? `src/${topic}/` : undefined,
      supersedes: undefined,
      supersededBy: undefined,
      body: prose.paragraph(random, []),
    };
    const roll = random.next();
    if (roll < 0.05) d.status = 'Draft';
    else if (roll < 0.05 + retiredRate) d.status = 'Retired';
    const previous = topic ? lastActiveByTopic.get(topic) : undefined;
    if (previous && d.status === 'Active' && random.chance(0.15)) {
      previous.status = 'Superseded';
      previous.supersededBy = d.id;
      d.supersedes = previous.id;
    }
    if (topic && d.status === 'Active') lastActiveByTopic.set(topic, d);
    decisions.push(d);
  }
  return decisions;
}

export function decisionsMd(name, decisions) {
  const out = [`# Decisions — ${name}`, ''];
  for (const d of decisions) {
    out.push(`## ${d.id} · ${d.title}`, `- Status: ${d.status}`, `- Date: ${d.date}`);
    if (d.topic) out.push(`- Topic: ${d.topic}`);
    if (d.location) out.push(`- Location: ${d.location}`);
    if (d.supersedes) out.push(`- Supersedes: ${d.supersedes}`);
    if (d.supersededBy) out.push(`- Superseded by: ${d.supersededBy}`);
    out.push('', d.body, '');
  }
  return out.join('\n');
}

export function memoryMd(random, prose, { name, decisions, lines }) {
  const out = [`# Core memory — ${name}`, ''];
  const active = decisions.filter((d) => d.status === 'Active');
  for (const [section, share] of MEMORY_SECTIONS) {
    out.push(`## ${section}`, '');
    const quota = Math.max(2, Math.round(lines * share) - 3);
    for (let i = 0; i < quota; i++) {
      if (section === 'Active decisions summary' && i < active.length) {
        const d = active[active.length - 1 - i];
        out.push(`- ${d.id} · ${d.title}`);
      } else if (section === 'Deep links / pointers') {
        out.push(`- [[${prose.title(random, 2)}]] — ${prose.sentence(random, [])}`);
      } else {
        out.push(`- ${prose.sentence(random, [])}`);
      }
    }
    out.push('');
  }
  return out.join('\n');
}

/**
 * A day's session file in the format `log_session` writes: `# Session — <date>`, then one
 * `## Session <n>` per session that day with `### Summary`, `### Outcomes`, … subsections.
 */
export function sessionMd(random, prose, date, decisions, sharedOutcomes = []) {
  const out = [`# Session — ${date}`, ''];
  const sessions = random.chance(0.1) ? 2 : 1;
  for (let n = 1; n <= sessions; n++) {
    out.push(`## Session ${n}`, '', '### Summary', '', prose.paragraph(random, []), '', '### Outcomes', '');
    const outcomes = random.int(2, 6);
    for (let i = 0; i < outcomes; i++) {
      const shared = sharedOutcomes.length > 0 && random.chance(0.3);
      out.push(`- ${shared ? random.pick(sharedOutcomes) : prose.sentence(random, [])}`);
    }
    const recent = decisions.filter((d) => d.date <= date);
    if (recent.length > 0 && random.chance(0.5)) {
      const d = recent[recent.length - 1];
      out.push('', '### Decisions', '', `- ${d.id} · ${d.title}`);
    }
    out.push('', '### Open questions', '', `- ${prose.sentence(random, [])}`, '', '### Next step', '', prose.sentence(random, []), '');
  }
  return out.join('\n');
}

export function statusMd(random, prose, name, date) {
  return [
    `# Status — ${name}`,
    '',
    `> As of ${date}: ${prose.sentence(random, [])}`,
    '',
    `**Current state:** ${prose.sentence(random, [])}`,
    `**Next action:** ${prose.sentence(random, [])}`,
    `**Blocked on:** ${random.chance(0.5) ? 'nothing' : prose.sentence(random, [])}`,
    `**Last updated:** ${date}`,
    '',
  ].join('\n');
}

export function instructionsMd(name) {
  return [
    `# Instructions — ${name}`,
    '',
    '## LLM Behavior Rules',
    '',
    '- Answer in English; keep summaries short.',
    '',
    '## MCP Connector Usage',
    '',
    '- None configured.',
    '',
    '## Project Conventions',
    '',
    '- File names are kebab-case.',
    '',
  ].join('\n');
}

export function metaYaml({ id, slug, name, created, updated, paths }) {
  const list = (items) => (items.length === 0 ? '[]' : `\n${items.map((p) => `  - ${JSON.stringify(p)}`).join('\n')}`);
  return [
    '# Project metadata — auto-populated by create_project, human-editable thereafter.',
    `id: "${id}"`,
    `slug: "${slug}"`,
    `name: "${name}"`,
    'status: "active"',
    'type: "internal"',
    'company: null',
    'owner: null',
    'team: []',
    'tags: []',
    'aliases: []',
    `paths: ${list(paths)}`,
    `created: "${created}"`,
    `updated: "${updated}"`,
    '',
  ].join('\n');
}

export function manifestJson({ slug, updated, decisions, sessionCount, topics }) {
  const manifest = {
    schemaVersion: 1,
    slug,
    updated,
    topics,
    activeDecisionIds: decisions.filter((d) => d.status === 'Active').map((d) => d.id),
    importantFiles: ['memory.md', 'decisions.md'],
    sessionCount,
    artifactFile: 'artifacts.json',
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

export function artifactsJson(random, prose, slug) {
  const kinds = ['figma', 'spec', 'prototype', 'code'];
  const artifacts = [];
  const n = random.int(2, 8);
  for (let i = 1; i <= n; i++) {
    const kind = random.pick(kinds);
    artifacts.push({
      id: `A${i}`,
      kind,
      title: prose.title(random, 3),
      ref: kind === 'code' ? `src/${slug}/module-${i}.ts` : `${kind}://${slug}/${random.int(1000, 9999)}`,
    });
  }
  return `${JSON.stringify({ schemaVersion: 1, artifacts }, null, 2)}\n`;
}
