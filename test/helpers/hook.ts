/**
 * Runs a Claude Code hook in the test's own process: the hook's code from the sources
 * (hooks/runner.ts, as `project-memory hook <event>` runs it) with the payload handed over as
 * stdin and the run's environment passed explicitly, as a spawned hook would have them. A test
 * that checks what a hook prints (text, JSON) uses this; what is about the process itself (stdin
 * that is not JSON, exit codes, the bundles hooks.json runs) stays on the spawned bundles
 * (runCli, hook.cjs). The sources are loaded by vitest, apart from the in-process MCP server's
 * bundle, so the hook shares no module state (caches, the state folder) with a server it tests.
 */
import { runHook } from '../../server/src/hooks/runner.js';
import { withEnv } from '../../server/src/storage/environment.js';
import { cleanEnv, type CliRun } from './cli.js';

export interface InProcessHookOptions {
  /** Sets PROJECT_MEMORY_ROOT (omit to leave it unset). */
  root?: string;
  env?: Record<string, string>;
}

/**
 * The same outcome as `runCli(['hook', event], { root, env, input })`: exit code, what it printed
 * (with the newline the CLI adds), and the debug line on stderr. The payload must name its cwd:
 * this process's own folder is no session's working directory.
 */
export async function hookInProcess(event: string, payload: unknown, opts: InProcessHookOptions = {}): Promise<CliRun> {
  const input = typeof payload === 'string' ? payload : JSON.stringify(payload);
  if (typeof payload !== 'object' || payload === null || typeof (payload as { cwd?: unknown }).cwd !== 'string') {
    throw new Error('hookInProcess: the payload must be an object with a cwd (run payloads without one through the bundle)');
  }
  const env: NodeJS.ProcessEnv = cleanEnv();
  if (opts.root) env.PROJECT_MEMORY_ROOT = opts.root;
  Object.assign(env, opts.env ?? {});
  let stdout = '';
  let stderr = '';
  const io = {
    out: (t: string) => (stdout += t.endsWith('\n') ? t : `${t}\n`),
    err: (t: string) => (stderr += t.endsWith('\n') ? t : `${t}\n`),
  };
  const bytes = Buffer.from(input, 'utf8');
  const stdin = { chunks: bytes.length ? [bytes] : [], size: bytes.length, done: true };
  const code = await withEnv(env, () => runHook(event, io, { stdin, env }));
  return { code, stdout, stderr };
}
