/**
 * `setup claude`: Claude Code gets project-memory as its plugin (hooks, MCP server, commands, skill),
 * installed by Claude Code itself from this package's marketplace (docs/AGENTS-SETUP.md#claude).
 * With `claude` on the PATH the two commands run here; otherwise (and with --dry-run) they are
 * printed, with the slash commands that do the same inside a session.
 */
import path from 'node:path';
import { MemoryError } from '../core/errors.js';
import { findOnPath, runProgram } from '../storage/agent-cli.js';
import { outsideFileExists, readOutsideFile } from '../storage/outside-file.js';
import type { InstallPaths, SetupResult } from './agent-setup.js';

const PLUGIN = 'project-memory@project-memory';
const MARKETPLACE = 'project-memory';

/**
 * The marketplace to add: this checkout when it is one (it holds .claude-plugin/marketplace.json
 * and plugin/), else the repository the npm package names (owner/name on GitHub).
 */
export function marketplaceSource(install: InstallPaths): string {
  const pkg = path.resolve(install.distDir, '..', '..');
  if (outsideFileExists(path.join(pkg, '.claude-plugin', 'marketplace.json'))) return pkg;
  const manifest = readOutsideFile(path.join(pkg, 'package.json'), 'package.json');
  let url = '';
  try {
    const repo = (JSON.parse(manifest?.text ?? '{}') as { repository?: string | { url?: string } }).repository;
    url = typeof repo === 'string' ? repo : (repo?.url ?? '');
  } catch {
    /* no manifest to read */
  }
  const m = /github\.com[/:]([^/]+\/[^/.]+?)(?:\.git)?$/.exec(url);
  if (!m?.[1]) {
    throw new MemoryError('NOT_FOUND', `No Claude Code marketplace was found for ${pkg}.`, 'Run setup claude from a clone of the project-memory repository.');
  }
  return m[1];
}

/** A `claude` command that failed because there was nothing to take out: already done. */
function alreadyGone(output: string): boolean {
  return /not found/i.test(output);
}

export function setupClaude(cwd: string, install: InstallPaths, opts: { remove: boolean; dryRun: boolean }): SetupResult {
  const source = opts.remove ? '' : marketplaceSource(install);
  const steps = opts.remove
    ? [
        ['plugin', 'uninstall', PLUGIN],
        ['plugin', 'marketplace', 'remove', MARKETPLACE],
      ]
    : [
        ['plugin', 'marketplace', 'add', source],
        ['plugin', 'install', PLUGIN],
      ];
  const shell = (args: string[]) => ['claude', ...args.map((a) => (/^[\w./@:-]+$/.test(a) ? a : JSON.stringify(a)))].join(' ');
  const claude = findOnPath('claude');
  const result: SetupResult = { agent: 'claude', dry_run: opts.dryRun, remove: opts.remove, loading: 'plugin', files: [], commands: [], notes: [] };
  if (opts.dryRun || !claude) {
    result.commands = steps.map((s) => ({ command: shell(s), ran: false }));
    if (!claude && !opts.dryRun) {
      result.notes.push(
        opts.remove
          ? `claude is not on the PATH: run those commands, or in a session: /plugin uninstall ${PLUGIN}`
          : `claude is not on the PATH: run those commands, or in a session: /plugin marketplace add ${source} then /plugin install ${PLUGIN}`,
      );
    }
    return result;
  }
  for (const s of steps) {
    const r = runProgram(claude, s, cwd);
    const output = `${r.stdout}${r.stderr}`.trim();
    const ok = r.status === 0 || (opts.remove && alreadyGone(output));
    result.commands.push({ command: shell(s), ran: true, ok, output });
    if (!ok) {
      const line = output.split('\n').filter(Boolean).at(-1) ?? `exit status ${r.status}`;
      throw new MemoryError('IO', `${shell(s)} failed: ${line.replace(/^\W+/, '')}`, 'Fix what it says, then run project-memory setup claude again.');
    }
  }
  result.notes.push(
    opts.remove
      ? 'Claude Code no longer loads project-memory; start a new session.'
      : 'Start a new Claude Code session (or run /reload-plugins): the memory loads at its start.',
  );
  return result;
}
