// Facts about hooks that project-memory's hooks depend on, established against the real CLI.
// Each test is one claim of test/e2e/FINDINGS.md; when Claude Code changes, the failing test names
// the claim that no longer holds.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { claudeUnavailable, describeRun, type ClaudeRun } from './claude-runner.js';
import { locateText, planScript, toolNames, type MessagesRequest, type PlanStep } from './fake-anthropic.js';
import { PROBE_ECHO_TOOL, openProbeSession, type BehaviourMap, type HookRecord, type ProbePluginOptions, type ProbeSession } from './probe-plugin.js';

const unavailable = claudeUnavailable();

let session: ProbeSession | undefined;
afterEach(async () => {
  await session?.close();
  session = undefined;
});

async function open(options: ProbePluginOptions & { pluginDirName?: string } = {}): Promise<ProbeSession> {
  session = await openProbeSession(undefined, options);
  return session;
}

function expectCleanRun(run: ClaudeRun, probe: ProbeSession): void {
  expect(run.exitCode, describeRun(run)).toBe(0);
  expect(probe.fake.limitReached()).toBe(false);
}

const requests = (probe: ProbeSession): MessagesRequest[] => probe.fake.messages().map((e) => e.body!);
const toolRecords = (probe: ProbeSession, event: string, tool: string): HookRecord[] =>
  probe.plugin.hookRecords().filter((r) => r.event === event && r.stdin.tool_name === tool);

/** The first request holding the result of a `tool` call on `filePath`, and that result's message index. */
function requestAfter(all: MessagesRequest[], tool: string, filePath: string): { request: MessagesRequest; resultIndex: number } {
  for (const request of all) {
    const callMessage = request.messages.findIndex(
      (m) =>
        typeof m.content !== 'string' &&
        m.content.some((b) => b.type === 'tool_use' && b.name === tool && (b.input as { file_path?: string }).file_path === filePath),
    );
    if (callMessage >= 0 && request.messages.length > callMessage + 1) return { request, resultIndex: callMessage + 1 };
  }
  throw new Error(`no request carries the result of ${tool} ${filePath}`);
}

/** Puts src/a.ts in the project; the plan reads and edits it, then writes src/b.ts (+ extra steps). */
function editSession(probe: ProbeSession, behaviour: BehaviourMap, extra: PlanStep[] = []): { a: string; b: string } {
  mkdirSync(path.join(probe.sandbox.project, 'src'), { recursive: true });
  const a = path.join(probe.sandbox.project, 'src/a.ts');
  const b = path.join(probe.sandbox.project, 'src/b.ts');
  writeFileSync(a, 'const a = 1;\n');
  probe.plugin.setBehaviour(behaviour);
  probe.fake.setScript(
    planScript([
      { tool: 'Read', input: { file_path: a } },
      { tool: 'Edit', input: { file_path: a, old_string: 'const a = 1;', new_string: 'const a = 2;' } },
      { tool: 'Write', input: { file_path: b, content: 'export const b = 1;\n' } },
      ...extra,
    ]),
  );
  return { a, b };
}

const EDIT_TOOLS = ['Read', 'Edit', 'Write'];

describe.skipIf(unavailable)('(a) what PreToolUse / PostToolUse output the model sees for Edit and Write', () => {
  it('shows both additionalContexts only after the tool ran: next request, one system message right after the tool result', async () => {
    const probe = await open();
    const { a, b } = editSession(probe, {
      PreToolUse: { kind: 'context', text: 'PRE-CTX-{tool}' },
      PostToolUse: { kind: 'context', text: 'POST-CTX-{tool}' },
    });
    expectCleanRun(await probe.run('edit', { allowedTools: EDIT_TOOLS }), probe);
    const all = requests(probe);
    for (const [tool, file] of [
      ['Edit', a],
      ['Write', b],
    ] as const) {
      const { request, resultIndex } = requestAfter(all, tool, file);
      expect(request.messages[resultIndex]?.role).toBe('user');
      expect(request.messages[resultIndex + 1]).toEqual({
        role: 'system',
        content: [
          expect.objectContaining({
            type: 'text',
            text: `PreToolUse:${tool} hook additional context: PRE-CTX-${tool}\n\nPostToolUse:${tool} hook additional context: POST-CTX-${tool}`,
          }),
        ],
      });
      const deciding = probe.fake.messages().find((e) => e.reply?.content.some((c) => c.type === 'tool_use' && c.name === tool));
      expect(locateText(deciding!.body!, `PRE-CTX-${tool}`)).toEqual([]);
    }
    expect(readFileSync(a, 'utf8')).toBe('const a = 2;\n');
  });

  it('never shows plain stdout of PreToolUse or PostToolUse to the model (only the hook_response event has it)', async () => {
    const probe = await open();
    editSession(probe, { PreToolUse: { kind: 'plain', text: 'PRE-PLAIN-{tool}' }, PostToolUse: { kind: 'plain', text: 'POST-PLAIN-{tool}' } });
    const run = await probe.run('edit', { allowedTools: EDIT_TOOLS });
    expectCleanRun(run, probe);
    for (const entry of probe.fake.log) expect(entry.rawBody).not.toMatch(/PRE-PLAIN|POST-PLAIN/);
    expect(run.hookResponses.some((h) => String(h.output).includes('PRE-PLAIN-Edit'))).toBe(true);
  });

  it('stops the edit on a PreToolUse deny and shows its reason as the error tool result', async () => {
    const probe = await open();
    const { a } = editSession(probe, {
      'PreToolUse:Edit': {
        kind: 'json',
        value: { hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: 'deny', permissionDecisionReason: 'DENY-REASON' } },
      },
    });
    expectCleanRun(await probe.run('edit', { allowedTools: EDIT_TOOLS }), probe);
    expect(readFileSync(a, 'utf8')).toBe('const a = 1;\n');
    const { request, resultIndex } = requestAfter(requests(probe), 'Edit', a);
    expect(request.messages[resultIndex]?.content).toEqual([
      expect.objectContaining({ type: 'tool_result', is_error: true, content: 'PreToolUse:Edit hook error: DENY-REASON' }),
    ]);
  });

  it('hides permissionDecisionReason of an allow and systemMessage, and shows a PostToolUse block reason as a system message', async () => {
    const probe = await open();
    const { a } = editSession(probe, {
      'PreToolUse:Edit': {
        kind: 'json',
        value: {
          systemMessage: 'PRE-SYSMSG',
          hookSpecificOutput: { hookEventName: 'PreToolUse', permissionDecision: 'allow', permissionDecisionReason: 'ALLOW-REASON' },
        },
      },
      'PostToolUse:Edit': { kind: 'json', value: { systemMessage: 'POST-SYSMSG', decision: 'block', reason: 'POST-BLOCK-REASON' } },
    });
    expectCleanRun(await probe.run('edit', { allowedTools: EDIT_TOOLS }), probe);
    expect(readFileSync(a, 'utf8')).toBe('const a = 2;\n');
    for (const entry of probe.fake.log) expect(entry.rawBody).not.toMatch(/PRE-SYSMSG|POST-SYSMSG|ALLOW-REASON/);
    const { request, resultIndex } = requestAfter(requests(probe), 'Edit', a);
    const next = request.messages[resultIndex + 1];
    expect(next?.role).toBe('system');
    expect(JSON.stringify(next?.content)).toMatch(/PostToolUse:Edit hook blocking error from command: .*POST-BLOCK-REASON/);
  });
});

describe.skipIf(unavailable)('SessionStart and UserPromptSubmit context', () => {
  it('passes an additionalContext of 10,000 characters whole and replaces one of 10,001 by a 2 KB preview and a file path', async () => {
    for (const [length, whole] of [
      [10_000, true],
      [10_001, false],
    ] as const) {
      const probe = await open();
      // Multi-byte characters: the limit counts characters, not bytes.
      const text = `HEAD ${'é'.repeat(3_000)}${'x'.repeat(length - 3_010)} TAIL`;
      expect(text).toHaveLength(length);
      probe.plugin.setBehaviour({ SessionStart: { kind: 'context', text } });
      expectCleanRun(await probe.run('hello'), probe);
      const [first] = requests(probe);
      const found = locateText(first!, 'SessionStart hook additional context:')[0]?.text ?? '';
      expect(found.includes(' TAIL'), `length ${length}`).toBe(whole);
      if (!whole)
        expect(found).toMatch(
          /<persisted-output>\nOutput too large \(\d+(\.\d+)?KB\)\. Full output saved to: \S+additionalContext\.txt\n\nPreview \(first 2KB\):\nHEAD/,
        );
      await probe.close();
      session = undefined;
    }
  });

  it('runs SessionStart with source "resume" on --continue and appends its context after the old conversation', async () => {
    const probe = await open();
    probe.plugin.setBehaviour({ SessionStart: { kind: 'context', text: 'FIRST-CTX' } });
    const first = await probe.run('hello');
    expectCleanRun(first, probe);
    probe.plugin.setBehaviour({ SessionStart: { kind: 'context', text: 'RESUME-CTX' } });
    const before = probe.fake.messages().length;
    const resumed = await probe.run('again', { extraArgs: ['--continue'] });
    expectCleanRun(resumed, probe);
    expect(resumed.init?.session_id).toBe(first.init?.session_id);
    expect(
      probe.plugin
        .hookRecords()
        .filter((r) => r.event === 'SessionStart')
        .map((r) => r.stdin.source),
    ).toEqual(['startup', 'resume']);
    const request = probe.fake.messages()[before]!.body!;
    expect(locateText(request, 'FIRST-CTX')).toHaveLength(1);
    const resumeContext = locateText(request, 'RESUME-CTX');
    expect(resumeContext).toMatchObject([{ role: 'system', text: 'SessionStart hook additional context: RESUME-CTX' }]);
    expect(resumeContext[0]!.messageIndex).toBeGreaterThan(locateText(request, 'FIRST-CTX')[0]!.messageIndex);
  });

  it('shows plain stdout of SessionStart and UserPromptSubmit to the model in the first request', async () => {
    const probe = await open();
    probe.plugin.setBehaviour({ SessionStart: { kind: 'plain', text: 'START-PLAIN' }, UserPromptSubmit: { kind: 'plain', text: 'PROMPT-PLAIN' } });
    expectCleanRun(await probe.run('hello'), probe);
    const [first] = requests(probe);
    expect(locateText(first!, 'SessionStart:startup hook success: START-PLAIN')).toHaveLength(1);
    expect(locateText(first!, 'UserPromptSubmit hook success: PROMPT-PLAIN')).toHaveLength(1);
  });
});

describe.skipIf(unavailable)('(b) stdin of PreToolUse / PostToolUse for Edit, Write and MultiEdit', () => {
  it('gives absolute file paths (even for a relative path from the model) and the tool inputs and responses', async () => {
    const probe = await open();
    const relativeWrite = { tool: 'Write', input: { file_path: 'src/c.ts', content: 'c\n' } };
    const { a, b } = editSession(probe, {}, [relativeWrite]);
    expectCleanRun(await probe.run('edit', { allowedTools: EDIT_TOOLS }), probe);
    const [preEdit] = toolRecords(probe, 'PreToolUse', 'Edit');
    expect(preEdit?.stdin).toMatchObject({
      hook_event_name: 'PreToolUse',
      tool_name: 'Edit',
      tool_input: { file_path: a, old_string: 'const a = 1;', new_string: 'const a = 2;', replace_all: false },
      tool_use_id: expect.stringMatching(/^toolu_/),
      cwd: probe.sandbox.project,
      session_id: expect.any(String),
      transcript_path: expect.any(String),
      permission_mode: 'default',
    });
    const [postEdit] = toolRecords(probe, 'PostToolUse', 'Edit');
    expect(postEdit?.stdin.tool_response).toMatchObject({ filePath: a, oldString: 'const a = 1;', newString: 'const a = 2;', originalFile: 'const a = 1;\n' });
    const writes = toolRecords(probe, 'PreToolUse', 'Write').map((r) => r.stdin.tool_input);
    expect(writes).toEqual([
      { file_path: b, content: 'export const b = 1;\n' },
      { file_path: path.join(probe.sandbox.project, 'src/c.ts'), content: 'c\n' },
    ]);
    const postWrites = toolRecords(probe, 'PostToolUse', 'Write').map((r) => r.stdin.tool_response);
    // tool_response keeps the model's own spelling of the path: read tool_input.file_path instead.
    expect(postWrites).toMatchObject([
      { type: 'create', filePath: b },
      { type: 'create', filePath: 'src/c.ts' },
    ]);
  });

  it('offers no MultiEdit tool: a MultiEdit call fails with "No such tool available" and runs no hook', async () => {
    const probe = await open();
    const multiEdit = { tool: 'MultiEdit', input: { file_path: '/nowhere.ts', edits: [{ old_string: 'a', new_string: 'b' }] } };
    editSession(probe, {}, [multiEdit]);
    expectCleanRun(await probe.run('edit', { allowedTools: [...EDIT_TOOLS, 'MultiEdit'] }), probe);
    const all = requests(probe);
    expect(toolNames(all[0]!)).not.toContain('MultiEdit');
    expect(locateText(all.at(-1)!, 'No such tool available: MultiEdit')).toHaveLength(1);
    expect(probe.plugin.hookRecords().filter((r) => r.stdin.tool_name === 'MultiEdit')).toEqual([]);
  });

  it('runs no PreToolUse for an Edit that fails validation (old_string not found)', async () => {
    const probe = await open();
    const { a } = editSession(probe, {});
    probe.fake.setScript(
      planScript([
        { tool: 'Read', input: { file_path: a } },
        { tool: 'Edit', input: { file_path: a, old_string: 'not in the file', new_string: 'x' } },
      ]),
    );
    expectCleanRun(await probe.run('edit', { allowedTools: EDIT_TOOLS }), probe);
    expect(toolRecords(probe, 'PreToolUse', 'Edit')).toEqual([]);
    expect(locateText(requests(probe).at(-1)!, 'String to replace not found in file.')).toHaveLength(1);
  });
});

describe.skipIf(unavailable)('(c) environment and working directory of hooks and the MCP server', () => {
  it('gives hooks and the MCP server the plugin root, an existing per-plugin data dir, the project dir and the session id', async () => {
    const probe = await open();
    probe.fake.setScript(planScript([{ tool: PROBE_ECHO_TOOL, input: { text: 'env' } }]));
    const run = await probe.run('hello', { allowedTools: [PROBE_ECHO_TOOL] });
    expectCleanRun(run, probe);
    const sessionId = run.init!.session_id;
    const expected = {
      CLAUDE_PLUGIN_ROOT: probe.plugin.dir,
      CLAUDE_PLUGIN_DATA: path.join(probe.sandbox.home, '.claude/plugins/data/probe-kit-inline'),
      CLAUDE_PROJECT_DIR: probe.sandbox.project,
      CLAUDE_CODE_SESSION_ID: sessionId,
    };
    const hooks = probe.plugin.hookRecords();
    expect(hooks.map((h) => h.event)).toEqual(expect.arrayContaining(['SessionStart', 'PreToolUse', 'PostToolUse', 'Stop']));
    for (const hook of hooks) {
      expect(hook.env).toMatchObject(expected);
      expect(hook.cwd).toBe(probe.sandbox.project);
      expect(hook.stdin.session_id).toBe(sessionId);
      expect(hook.pluginDataExists).toBe(true);
    }
    const start = probe.plugin.mcpRecords().find((r) => r.kind === 'start');
    expect(start?.env).toMatchObject(expected);
    expect(start?.cwd).toBe(probe.sandbox.project);
  });

  it('sets CLAUDE_PROJECT_DIR and every cwd to the launch directory, not the enclosing git root', async () => {
    const probe = await open();
    execFileSync('git', ['init', '-q', probe.sandbox.project]);
    const sub = path.join(probe.sandbox.project, 'packages/app');
    mkdirSync(sub, { recursive: true });
    expectCleanRun(await probe.run('hello', { cwd: sub }), probe);
    const [start] = probe.plugin.hookRecords();
    expect([start?.cwd, start?.stdin.cwd, start?.env.CLAUDE_PROJECT_DIR]).toEqual([sub, sub, sub]);
    const server = probe.plugin.mcpRecords().find((r) => r.kind === 'start');
    expect([server?.cwd, server?.env?.CLAUDE_PROJECT_DIR]).toEqual([sub, sub]);
  });

  it('sends server/discover before initialize to a stdio MCP server, which may answer method-not-found', async () => {
    const probe = await open();
    expectCleanRun(await probe.run('hello'), probe);
    const methods = probe.plugin.mcpRecords().flatMap((r) => (r.message?.method ? [r.message.method] : []));
    expect(methods.slice(0, 4)).toEqual(['server/discover', 'initialize', 'notifications/initialized', 'tools/list']);
  });
});

describe.skipIf(unavailable)('(d) Stop hook block', () => {
  it('shows the reason in the next request as a user system-reminder plus a system message naming the command', async () => {
    const probe = await open();
    probe.plugin.setBehaviour({ Stop: { kind: 'block-once', text: 'PLEASE-LOG-SESSION' } });
    expectCleanRun(await probe.run('hello'), probe);
    const [first, second] = requests(probe);
    expect(locateText(first!, 'PLEASE-LOG-SESSION')).toEqual([]);
    const found = locateText(second!, 'PLEASE-LOG-SESSION');
    expect(found.map((f) => f.role)).toEqual(['user', 'system']);
    expect(found[0]?.text).toMatch(/^<system-reminder>\n[\s\S]*\nStop hook feedback:\nPLEASE-LOG-SESSION\n<\/system-reminder>$/);
    expect(found[1]?.text).toMatch(/^Stop hook blocking error from command: ".*hook stop": PLEASE-LOG-SESSION$/);
    const stops = probe.plugin.hookRecords().filter((r) => r.event === 'Stop');
    expect(stops[0]?.stdin).toMatchObject({ hook_event_name: 'Stop', stop_hook_active: false, last_assistant_message: 'Done.', permission_mode: 'default' });
    expect(stops[1]?.stdin.stop_hook_active).toBe(true);
  });

  it('overrides a Stop hook that blocks 9 consecutive times and ends the turn', async () => {
    const probe = await open();
    probe.plugin.setBehaviour({ Stop: { kind: 'json', value: { decision: 'block', reason: 'ALWAYS' } } });
    const run = await probe.run('hello');
    expectCleanRun(run, probe);
    const stops = probe.plugin.hookRecords().filter((r) => r.event === 'Stop');
    expect(stops.map((s) => s.stdin.stop_hook_active)).toEqual([false, ...Array<boolean>(8).fill(true)]);
    expect(probe.fake.messages()).toHaveLength(9);
    const notice = run.events.find((e) => e.type === 'system' && e.subtype === 'informational');
    expect(String(notice?.content)).toContain('blocked the turn from ending 9 consecutive times');
    expect(String(notice?.content)).toContain('CLAUDE_CODE_STOP_HOOK_BLOCK_CAP');
  });
});

describe.skipIf(unavailable)('(f) hook commands', () => {
  it('runs node "${CLAUDE_PLUGIN_ROOT}/x.mjs" hook <event> from a plugin path with spaces', async () => {
    const probe = await open({ pluginDirName: 'my plugins/probe kit' });
    probe.plugin.setBehaviour({ SessionStart: { kind: 'context', text: 'SPACED-PATH-OK' } });
    expectCleanRun(await probe.run('hello'), probe);
    expect(probe.plugin.hookRecords()[0]?.argv).toEqual(['hook', 'session-start']);
    expect(locateText(requests(probe)[0]!, 'SPACED-PATH-OK')).toHaveLength(1);
  });

  it('cancels a hook that outruns its timeout and goes on without its output', async () => {
    const probe = await open({ hookTimeout: 2 });
    probe.plugin.setBehaviour({ SessionStart: { kind: 'sleep', seconds: 8, text: 'TOO-LATE' } });
    const run = await probe.run('hello');
    expectCleanRun(run, probe);
    expect(run.durationMs).toBeLessThan(7_000);
    expect(run.hookResponses.find((h) => h.hook_event === 'SessionStart')?.outcome).toBe('cancelled');
    for (const entry of probe.fake.log) expect(entry.rawBody).not.toContain('TOO-LATE');
  });

  it('runs tool hooks only for tools their matcher names (matcher "Edit|Write")', async () => {
    const probe = await open({ toolMatcher: 'Edit|Write' });
    editSession(probe, {});
    expectCleanRun(await probe.run('edit', { allowedTools: EDIT_TOOLS }), probe);
    const tools = probe.plugin
      .hookRecords()
      .filter((r) => r.event === 'PreToolUse')
      .map((r) => r.stdin.tool_name);
    expect(tools).toEqual(['Edit', 'Write']);
  });

  it('runs hooks once when plugin.json also lists the default hooks/hooks.json', async () => {
    const probe = await open();
    const manifestPath = path.join(probe.plugin.dir, '.claude-plugin/plugin.json');
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, unknown>;
    writeFileSync(manifestPath, JSON.stringify({ ...manifest, hooks: './hooks/hooks.json' }));
    expectCleanRun(await probe.run('hello'), probe);
    expect(probe.plugin.hookRecords().filter((r) => r.event === 'SessionStart')).toHaveLength(1);
  });
});
