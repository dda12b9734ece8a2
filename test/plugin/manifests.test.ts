/**
 * The plugin as Claude Code reads it (docs/ARCHITECTURE.md#layers, docs/ARCHITECTURE.md#hook-run): manifests in step with package.json, the
 * MCP server started with plain node from the committed bundle, every command and agent with the
 * frontmatter it needs. The real CLI's `plugin validate --strict` runs in the e2e suite.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseFrontmatter } from '../../server/src/core/frontmatter.js';
import { REPO } from '../helpers/server.js';

const json = (rel: string) => JSON.parse(fs.readFileSync(path.join(REPO, rel), 'utf8')) as Record<string, any>;
const frontmatter = (rel: string) => parseFrontmatter(fs.readFileSync(path.join(REPO, rel), 'utf8'), rel).data ?? {};
const TOOL_PREFIX = 'mcp__plugin_project-memory_project-memory__';

describe('plugin manifests', () => {
  const pkg = json('package.json');
  const plugin = json('.claude-plugin/plugin.json');
  const marketplace = json('.claude-plugin/marketplace.json');

  it('keep name and version in step with package.json', () => {
    expect(plugin.name).toBe('project-memory');
    expect(pkg.name).toBe('@project-memory/cli');
    expect(plugin.version).toBe(pkg.version);
    const entry = marketplace.plugins.find((p: { name: string }) => p.name === 'project-memory');
    expect(entry).toMatchObject({ source: './plugin', version: pkg.version });
  });

  it('start the MCP server with plain node from the committed bundle, never npx', () => {
    const server = plugin.mcpServers['project-memory'];
    expect(server.command).toBe('node');
    expect(server.args).toEqual(['${CLAUDE_PLUGIN_ROOT}/server/dist/server.js']);
    expect(fs.existsSync(path.join(REPO, 'server/dist/server.js'))).toBe(true);
  });

  it('run every hook with plain node and a timeout, from a bundle that exists', () => {
    const hooks = json('hooks/hooks.json').hooks as Record<string, { matcher?: string; hooks: { command: string; timeout: number }[] }[]>;
    expect(Object.keys(hooks).sort()).toEqual(['PostToolUse', 'SessionStart', 'Stop']);
    expect(hooks.SessionStart![0]!.matcher).toBe('startup|resume|clear|compact');
    for (const groups of Object.values(hooks)) {
      for (const h of groups.flatMap((g) => g.hooks)) {
        expect(h.command).toMatch(/^node "\$\{CLAUDE_PLUGIN_ROOT\}\/server\/dist\/[\w-]+\.c?js" hook [a-z-]+$/);
        expect(h.timeout).toBeGreaterThan(0);
        const bundle = /dist\/([\w-]+\.c?js)/.exec(h.command)![1]!;
        expect(fs.existsSync(path.join(REPO, 'server/dist', bundle)), bundle).toBe(true);
      }
    }
  });
});

describe('plugin/, the folder the marketplace entry installs (scripts/build-plugin.mjs)', () => {
  const dir = path.join(REPO, 'plugin');
  /** Sizes of everything in `d`, following links as Claude Code's copy does. */
  const walk = (d: string): { rel: string; size: number }[] =>
    fs.readdirSync(d).flatMap((name) => {
      const full = path.join(d, name);
      const stat = fs.statSync(full);
      return stat.isDirectory() ? walk(full) : [{ rel: path.relative(dir, full), size: stat.size }];
    });

  it('holds what runs and nothing that makes Claude Code install packages', () => {
    expect(fs.readdirSync(dir).sort()).toEqual(['.claude-plugin', 'LICENSE', 'agents', 'commands', 'hooks', 'server', 'skills']);
    const files = walk(dir).map((f) => f.rel);
    for (const forbidden of [/(^|\/)package(-lock)?\.json$/, /(^|\/)npm-shrinkwrap\.json$/, /(^|\/)bun\.lockb?$/, /(^|\/)node_modules\//]) {
      expect(files.filter((f) => forbidden.test(f)), String(forbidden)).toEqual([]);
    }
    expect(walk(dir).reduce((sum, f) => sum + f.size, 0)).toBeLessThan(5 * 1024 * 1024);
  });

  it('links the committed bundle with a relative link instead of a second copy', () => {
    const link = path.join(dir, 'server', 'dist');
    expect(fs.lstatSync(link).isSymbolicLink()).toBe(true);
    expect(fs.readlinkSync(link)).toBe('../../server/dist');
    expect(fs.realpathSync(link)).toBe(fs.realpathSync(path.join(REPO, 'server', 'dist')));
  });

  it('carries the same manifest, hooks, commands, agent and skill as the top level', () => {
    for (const part of ['.claude-plugin/plugin.json', 'hooks/hooks.json', 'agents/dream.md', 'skills/using-memory/SKILL.md', 'LICENSE']) {
      expect(fs.readFileSync(path.join(dir, part), 'utf8'), part).toBe(fs.readFileSync(path.join(REPO, part), 'utf8'));
    }
    expect(fs.readdirSync(path.join(dir, 'commands')).sort()).toEqual(fs.readdirSync(path.join(REPO, 'commands')).sort());
  });
});

describe('commands, agent and skill', () => {
  it('give every command a description, an argument hint and allowed tools that exist', () => {
    const tools = new Set<string>();
    for (const file of fs.readdirSync(path.join(REPO, 'server/src/mcp'))) {
      const text = fs.readFileSync(path.join(REPO, 'server/src/mcp', file), 'utf8');
      for (const m of text.matchAll(/registerTool\(\s*'([a-z_]+)'/g)) tools.add(m[1]!);
    }
    expect(tools.size).toBeGreaterThan(20);
    for (const name of ['dream', 'memory', 'wrap', 'decide']) {
      const fm = frontmatter(`commands/${name}.md`);
      expect(fm.description, name).toBeTruthy();
      expect(fm['argument-hint'], name).toBeTruthy();
      const allowed = String(fm['allowed-tools']).split(',').map((t) => t.trim());
      for (const t of allowed.filter((t) => t.startsWith(TOOL_PREFIX))) expect(tools, `${name}: ${t}`).toContain(t.slice(TOOL_PREFIX.length));
    }
  });

  it('run the dream agent on a small model named explicitly, with only the tools it needs', () => {
    const fm = frontmatter('agents/dream.md');
    expect(fm.name).toBe('dream');
    expect(fm.model).toBe('haiku');
    const tools = String(fm.tools).split(',').map((t) => t.trim());
    expect(tools).toContain(`${TOOL_PREFIX}consolidate`);
    expect(tools.filter((t) => t.startsWith('mcp__')).length).toBeLessThanOrEqual(6);
  });

  it('hand the dream agent\'s memory.md draft to consolidate, never to write_file (so its no-loss check covers it)', () => {
    for (const [file, key] of [['agents/dream.md', 'tools'], ['commands/dream.md', 'allowed-tools']] as const) {
      const listed = String(frontmatter(file)[key]).split(',').map((t) => t.trim());
      expect(listed, file).not.toContain(`${TOOL_PREFIX}write_file`);
      expect(listed, file).toContain(`${TOOL_PREFIX}consolidate`);
    }
    const agent = fs.readFileSync(path.join(REPO, 'agents/dream.md'), 'utf8');
    expect(agent).toMatch(/`memory_draft`/);
    expect(agent).not.toMatch(/write_file|content_file/);
  });

  it('describe when to use the memory skill and say never to store secrets', () => {
    const text = fs.readFileSync(path.join(REPO, 'skills/using-memory/SKILL.md'), 'utf8');
    expect(frontmatter('skills/using-memory/SKILL.md').description).toBeTruthy();
    expect(text).toMatch(/never store secrets/i);
  });
});
