// The official knowledge-graph memory server (@modelcontextprotocol/server-memory), used as its
// README suggests: the project, its decisions and its people are entities, what is learned is
// added as observations, people are related to the project and the relation is deleted when they
// leave. `read_graph` is the session-start context; search is `search_nodes`, first 5 entities.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { cleanEnv, spawnMcp } from './mcp.mjs';
import { ATTRIBUTES } from '../generator.mjs';

const require = createRequire(import.meta.url);
const BUNDLE = path.join(path.dirname(require.resolve('@modelcontextprotocol/server-memory/package.json')), 'dist/index.js');

/** A graph as text units: each observation on its own, prefixed by its entity's name. */
export function graphUnits(graph, maxEntities = Infinity) {
  const units = [];
  for (const e of graph.entities.slice(0, maxEntities)) {
    units.push(`${e.name} (${e.entityType})`);
    for (const o of e.observations) units.push(`${e.name}: ${o}`);
  }
  for (const r of graph.relations ?? []) units.push(`${r.from} ${r.relationType} ${r.to}`);
  return units;
}

export class GraphSystem {
  constructor({ dir }) {
    this.name = 'server-memory (graph)';
    this.file = path.join(dir, 'memory.jsonl');
    this.dreams = 0;
  }

  async open(history) {
    this.project = history.name;
    fs.mkdirSync(path.dirname(this.file), { recursive: true });
    this.mcp = await spawnMcp({ name: this.name, args: [BUNDLE], env: cleanEnv({ MEMORY_FILE_PATH: this.file }), cwd: path.dirname(this.file) });
  }

  observe(entityName, contents) {
    return this.mcp.call('add_observations', { observations: [{ entityName, contents }] });
  }

  async session(s) {
    const { call } = this.mcp;
    const p = this.project;
    if (s.n === 1) await call('create_entities', { entities: [{ name: p, entityType: 'project', observations: [`Project ${p}`] }] });
    const facts = [];
    for (const e of s.events) {
      if (e.kind === 'fact') {
        const a = ATTRIBUTES.find((x) => x.key === e.key);
        facts.push(e.previous ? `${a.label} changed to ${e.value} (was ${e.previous})` : `${a.label}: ${e.value}`);
      } else if (e.kind === 'decide') {
        await call('create_entities', {
          entities: [{ name: e.title, entityType: 'decision', observations: [`Topic: ${e.topic}`, 'Status: active', `Decided on ${s.date}`] }],
        });
        await call('create_relations', { relations: [{ from: p, to: e.title, relationType: 'has decision' }] });
        if (e.supersedes) await this.observe(e.supersedes, [`Superseded by "${e.title}" on ${s.date}`]);
      } else if (e.kind === 'retire') await this.observe(e.title, [`Retired on ${s.date}`]);
      else if (e.kind === 'join') {
        await call('create_entities', { entities: [{ name: e.person, entityType: 'person', observations: [`Role: ${e.role}`] }] });
        await call('create_relations', { relations: [{ from: e.person, to: p, relationType: 'works on' }] });
        await this.observe(e.person, [`Joined the team on ${s.date}`]);
      } else if (e.kind === 'leave') {
        await call('delete_relations', { relations: [{ from: e.person, to: p, relationType: 'works on' }] });
        await this.observe(e.person, [`Left the team on ${s.date}`]);
      } else if (e.kind === 'lead') facts.push(e.previous ? `Tech lead is now ${e.person} (was ${e.previous})` : `Tech lead: ${e.person}`);
    }
    await this.observe(p, [...facts, `Session ${s.date}: ${s.focus}; ${s.outcomes.join('; ')}. Next: ${s.next}`]);
  }

  async context() {
    const text = await this.mcp.call('read_graph', {});
    return { text, units: graphUnits(JSON.parse(text)) };
  }

  async search(query) {
    return graphUnits(JSON.parse(await this.mcp.call('search_nodes', { query })), 5);
  }

  async found(value) {
    return graphUnits(JSON.parse(await this.mcp.call('search_nodes', { query: value }))).some((u) => u.includes(value));
  }

  async close() {
    await this.mcp?.close();
  }
}
