// Smoke test of the harness: the real Claude Code CLI, a throwaway probe plugin and the scripted
// fake model together reproduce every plugin mechanism project-memory depends on.
import { afterEach, describe, expect, it } from 'vitest';
import { claudeUnavailable, describeRun, pluginValidate, type ClaudeRun } from './claude-runner.js';
import { isSubagentRequest, locateText, planScript, toolNames, toolUses, type MessagesRequest, type Script } from './fake-anthropic.js';
import { PROBE_ECHO_TOOL, PROBE_PLUGIN, openProbeSession, type ProbeSession } from './probe-plugin.js';

const unavailable = claudeUnavailable();

let session: ProbeSession | undefined;
afterEach(async () => {
  await session?.close();
  session = undefined;
});

async function open(script: Script): Promise<ProbeSession> {
  session = await openProbeSession(script);
  return session;
}

function expectCleanRun(run: ClaudeRun, probe: ProbeSession): void {
  expect(run.exitCode, describeRun(run)).toBe(0);
  expect(run.result?.is_error, describeRun(run)).toBe(false);
  expect(probe.fake.limitReached()).toBe(false);
}

function requests(probe: ProbeSession): MessagesRequest[] {
  return probe.fake.messages().map((entry) => entry.body!);
}

describe.skipIf(unavailable)('Claude Code e2e harness', () => {
  it('validates the probe plugin with claude plugin validate --strict', async () => {
    const probe = await open(() => 'unused');
    const result = await pluginValidate(probe.plugin.dir, probe.sandbox);
    expect(result.exitCode, result.stdout + result.stderr).toBe(0);
  });

  it('puts the SessionStart additionalContext into the first model request', async () => {
    const probe = await open(() => 'Done.');
    probe.plugin.setBehaviour({ SessionStart: { kind: 'context', text: 'SESSION-START-MARKER-7f3' } });
    const run = await probe.run('hello');
    expectCleanRun(run, probe);
    expect(run.init?.mcp_servers).toContainEqual(expect.objectContaining({ name: `plugin:${PROBE_PLUGIN}:probe-kit`, status: 'connected' }));
    expect(run.hookResponses.map((h) => h.hook_event)).toContain('SessionStart');
    const [first] = requests(probe);
    expect(locateText(first!, 'SESSION-START-MARKER-7f3')).toMatchObject([
      { where: 'message', role: 'system', text: expect.stringContaining('SessionStart hook additional context: SESSION-START-MARKER-7f3') },
    ]);
  });

  it('offers the plugin MCP tool as mcp__plugin_<plugin>_<server>__<tool> and delivers the call to the server', async () => {
    const probe = await open(planScript([{ tool: PROBE_ECHO_TOOL, input: { text: 'ping-42' } }], 'Done.'));
    const run = await probe.run('call the echo tool', { allowedTools: [PROBE_ECHO_TOOL] });
    expectCleanRun(run, probe);
    const [first, second] = requests(probe);
    expect(toolNames(first!)).toContain(PROBE_ECHO_TOOL);
    const calls = probe.plugin.mcpRecords().filter((r) => r.message?.method === 'tools/call');
    expect(calls.map((c) => c.message?.params)).toMatchObject([{ name: 'echo', arguments: { text: 'ping-42' } }]);
    expect(locateText(second!, 'ECHO-RESULT ping-42')).toMatchObject([{ role: 'user', blockType: 'tool_result' }]);
  });

  it('runs another turn with the reason when Stop blocks, and the next Stop has stop_hook_active', async () => {
    const probe = await open(() => 'Finished.');
    probe.plugin.setBehaviour({ Stop: { kind: 'block-once', text: 'STOP-REASON-MARKER-91c' } });
    const run = await probe.run('do nothing');
    expectCleanRun(run, probe);
    const stops = probe.plugin.hookRecords().filter((r) => r.event === 'Stop');
    expect(stops.map((s) => s.stdin.stop_hook_active)).toEqual([false, true]);
    const all = requests(probe);
    expect(all).toHaveLength(2);
    expect(locateText(all[0]!, 'STOP-REASON-MARKER-91c')).toEqual([]);
    expect(locateText(all[1]!, 'STOP-REASON-MARKER-91c')).toContainEqual(
      expect.objectContaining({ role: 'user', text: expect.stringContaining('Stop hook feedback:\nSTOP-REASON-MARKER-91c') }),
    );
  });

  it('expands /<plugin>:<command> and honours its allowed-tools frontmatter', async () => {
    const probe = await open(planScript([{ tool: PROBE_ECHO_TOOL, input: { text: 'from-command' } }], 'Done.'));
    // No --allowedTools: the command's own allowed-tools must permit the MCP call.
    const run = await probe.run(`/${PROBE_PLUGIN}:ping hello-arg`);
    expectCleanRun(run, probe);
    expect(run.init?.slash_commands).toContain(`${PROBE_PLUGIN}:ping`);
    const [first] = requests(probe);
    expect(locateText(first!, 'PING-COMMAND-BODY: call the echo tool with the text "hello-arg".')).toHaveLength(1);
    expect(probe.plugin.mcpRecords().some((r) => r.message?.method === 'tools/call')).toBe(true);
  });

  it('runs a plugin agent through the Agent tool with the tools of its frontmatter', async () => {
    const agentCall = {
      description: 'probe helper',
      prompt: 'AGENT-TASK-MARKER',
      subagent_type: `${PROBE_PLUGIN}:helper`,
      run_in_background: false,
    };
    const main = planScript([{ tool: 'Agent', input: agentCall }], 'Main done.');
    const helper = planScript([{ tool: PROBE_ECHO_TOOL, input: { text: 'from-agent' } }], 'AGENT-RESULT-MARKER');
    const probe = await open((request, context) => (isSubagentRequest(request) ? helper(request, context) : main(request, context)));
    const run = await probe.run('delegate', { allowedTools: ['Agent'] });
    expectCleanRun(run, probe);
    expect(run.init?.agents).toContain(`${PROBE_PLUGIN}:helper`);
    const all = requests(probe);
    const sub = all.filter(isSubagentRequest);
    expect(sub.length).toBeGreaterThanOrEqual(2);
    expect(locateText(sub[0]!, 'HELPER-AGENT-SYSTEM-MARKER')[0]?.where).toBe('system');
    expect(toolNames(sub[0]!)).toEqual([PROBE_ECHO_TOOL]);
    const last = all.at(-1)!;
    expect(isSubagentRequest(last)).toBe(false);
    expect(toolUses(last).map((u) => u.name)).toEqual(['Agent']);
    expect(locateText(last, 'AGENT-RESULT-MARKER')).toContainEqual(expect.objectContaining({ blockType: 'tool_result' }));
    const subagentStop = probe.plugin.hookRecords().find((r) => r.event === 'SubagentStop');
    expect(subagentStop?.stdin.agent_type).toBe(`${PROBE_PLUGIN}:helper`);
  });
});
