// The fake model API on its own, without the CLI: the wire format Claude Code relies on.
import { afterEach, describe, expect, it } from 'vitest';
import { LOOP_GUARD_TEXT, hasToolCall, locateText, planScript, startFakeAnthropic, type FakeAnthropic, type MessagesRequest } from './fake-anthropic.js';

let fake: FakeAnthropic | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

function post(path: string, body: unknown): Promise<Response> {
  return fetch(`${fake!.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

function parseSse(text: string): Array<{ event: string; data: Record<string, unknown> }> {
  return text
    .split('\n\n')
    .filter((chunk) => chunk.trim())
    .map((chunk) => {
      const event = /^event: (.*)$/m.exec(chunk)?.[1] ?? '';
      const data = JSON.parse(/^data: (.*)$/m.exec(chunk)?.[1] ?? '{}') as Record<string, unknown>;
      return { event, data };
    });
}

const userTurn = (text: string): MessagesRequest => ({ model: 'any-model', max_tokens: 100, messages: [{ role: 'user', content: text }] });

describe('fake Anthropic Messages API', () => {
  it('listens on 127.0.0.1 only', async () => {
    fake = await startFakeAnthropic(() => 'hi');
    expect(fake.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('streams message_start, one start/delta/stop per block, message_delta with the stop reason, message_stop', async () => {
    fake = await startFakeAnthropic(() => [
      { type: 'text', text: 'Let me look.' },
      { type: 'tool_use', name: 'Read', input: { file_path: '/x' } },
    ]);
    const response = await post('/v1/messages?beta=true', { ...userTurn('go'), stream: true });
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    const events = parseSse(await response.text());
    expect(events.map((e) => e.event)).toEqual([
      'message_start',
      'content_block_start',
      'content_block_delta',
      'content_block_stop',
      'content_block_start',
      'content_block_delta',
      'content_block_stop',
      'message_delta',
      'message_stop',
    ]);
    for (const e of events) expect(e.data.type).toBe(e.event);
    expect(events[2]?.data.delta).toEqual({ type: 'text_delta', text: 'Let me look.' });
    expect(events[5]?.data.delta).toEqual({ type: 'input_json_delta', partial_json: '{"file_path":"/x"}' });
    expect((events[7]?.data.delta as { stop_reason: string }).stop_reason).toBe('tool_use');
    expect((events[0]?.data.message as { model: string }).model).toBe('any-model');
  });

  it('answers a non-streaming request with a whole message, for the CLI retry after a broken stream', async () => {
    fake = await startFakeAnthropic(() => 'plain answer');
    const response = await post('/v1/messages', { ...userTurn('go'), stream: false });
    const message = (await response.json()) as { type: string; content: unknown[]; stop_reason: string };
    expect(message.type).toBe('message');
    expect(message.content).toEqual([{ type: 'text', text: 'plain answer' }]);
    expect(message.stop_reason).toBe('end_turn');
  });

  it('logs every request with its full body, side endpoints included', async () => {
    fake = await startFakeAnthropic(() => 'ok');
    await post('/v1/messages?beta=true', userTurn('first'));
    const count = await post('/v1/messages/count_tokens?beta=true', userTurn('count me'));
    expect(((await count.json()) as { input_tokens: number }).input_tokens).toBeGreaterThan(0);
    const unknown = await post('/v1/something-else', {});
    expect(unknown.status).toBe(404);
    expect(fake.log.map((e) => e.path)).toEqual(['/v1/messages', '/v1/messages/count_tokens', '/v1/something-else']);
    expect(fake.log[0]?.query).toBe('beta=true');
    expect(fake.messages()).toHaveLength(1);
    expect(fake.sideRequests()).toHaveLength(2);
    expect(fake.messages()[0]?.body?.messages[0]?.content).toBe('first');
  });

  it('turns a throwing script into an API error instead of crashing', async () => {
    fake = await startFakeAnthropic(() => {
      throw new Error('script bug');
    });
    const response = await post('/v1/messages', userTurn('go'));
    expect(response.status).toBe(500);
    expect(fake.log[0]?.error).toContain('script bug');
  });

  it('ends every turn with the loop guard text once the request limit is reached', async () => {
    fake = await startFakeAnthropic(() => [{ type: 'tool_use', name: 'Read', input: {} }], { maxMessages: 2 });
    for (let i = 0; i < 3; i++) await post('/v1/messages', userTurn('go'));
    expect(fake.limitReached()).toBe(true);
    expect(fake.messages()[2]?.reply?.content).toEqual([{ type: 'text', text: LOOP_GUARD_TEXT }]);
  });
});

describe('planScript', () => {
  const history = (calls: Array<{ name: string; input: Record<string, unknown> }>): MessagesRequest => ({
    model: 'm',
    messages: [
      { role: 'user', content: 'go' },
      ...calls.flatMap((call, i) => [
        { role: 'assistant' as const, content: [{ type: 'tool_use' as const, id: `t${i}`, name: call.name, input: call.input }] },
        { role: 'user' as const, content: [{ type: 'tool_result' as const, tool_use_id: `t${i}`, content: 'ok' }] },
      ]),
    ],
  });
  const script = planScript(
    [
      { tool: 'Read', input: { file_path: '/a' } },
      { tool: 'Edit', input: { file_path: '/a', old_string: 'x', new_string: 'y' } },
    ],
    'done',
  );
  const context = { index: 0, path: '/v1/messages' };

  it('makes each planned call once, in order, then answers with the final text', () => {
    expect(script(history([]), context)).toEqual([{ type: 'tool_use', name: 'Read', input: { file_path: '/a' } }]);
    expect(script(history([{ name: 'Read', input: { file_path: '/a' } }]), context)).toMatchObject([{ name: 'Edit' }]);
  });

  it('recognises a call whose input Claude Code completed with defaults (Edit gains replace_all)', () => {
    const done = history([
      { name: 'Read', input: { file_path: '/a' } },
      { name: 'Edit', input: { replace_all: false, file_path: '/a', old_string: 'x', new_string: 'y' } },
    ]);
    expect(hasToolCall(done, 'Edit', { file_path: '/a' })).toBe(true);
    expect(script(done, context)).toBe('done');
  });

  it('locates a marker in the system field and in tool results', () => {
    const request: MessagesRequest = { ...history([{ name: 'Read', input: { file_path: '/a' } }]), system: [{ type: 'text', text: 'SYS-MARK' }] };
    expect(locateText(request, 'SYS-MARK')).toMatchObject([{ where: 'system', blockIndex: 0 }]);
    expect(locateText(request, 'ok')).toMatchObject([{ where: 'message', messageIndex: 2, role: 'user', blockType: 'tool_result' }]);
  });
});
