import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { BoundedStdioServerTransport, findMethod, findRequestId, tooLargeReply } from '../../server/src/mcp/stdio-transport.js';

describe('finding the id of a skipped oversized request', () => {
  it('reads the id at the end (SDK clients) or at the start (others)', () => {
    expect(findRequestId('{"method":"tools/call","params":{"x":"aaa', 'aaa"},"jsonrpc":"2.0","id":42}')).toBe(42);
    expect(findRequestId('{"jsonrpc":"2.0","id":"req-7","method":"tools/call","params":{"x":"a', 'aaaa"}}')).toBe('req-7');
    expect(findRequestId('{"id":-3,"method":"x","params":{', '"}}')).toBe(-3);
  });

  it('does not take an "id" from inside the params', () => {
    expect(findRequestId('{"method":"tools/call","params":{"id":5,"x":"a', 'aaa"}}')).toBeNull();
    expect(findMethod('{"params":{"method":"tools/call"}')).toBeNull();
    expect(findMethod('{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{')).toBe('tools/call');
  });

  it('answers a tool call with an isError result and other requests with a JSON-RPC error', () => {
    const call = tooLargeReply(50 * 1024 * 1024, '{"method":"tools/call","params":{', '"},"jsonrpc":"2.0","id":9}');
    expect(call).toMatchObject({ id: 9, result: { isError: true } });
    const other = tooLargeReply(50 * 1024 * 1024, '{"method":"resources/read","params":{', '"},"jsonrpc":"2.0","id":10}');
    expect(other).toMatchObject({ id: 10, error: { code: -32600 } });
    expect(tooLargeReply(50 * 1024 * 1024, '{"method":"notifications/x","params":{', '"}}')).toBeNull();
  });
});

describe('BoundedStdioServerTransport', () => {
  it('delivers messages split anywhere across chunks, skips an oversized line and goes on', async () => {
    const stdin = new PassThrough();
    const stdout = new PassThrough();
    const t = new BoundedStdioServerTransport(stdin, stdout, 1024);
    const got: unknown[] = [];
    t.onmessage = (m) => got.push(m);
    await t.start();
    const first = `${JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping' })}\n`;
    for (const ch of first) stdin.write(ch);
    stdin.write(
      `{"jsonrpc":"2.0","method":"tools/call","params":{"content":"${'x'.repeat(5000)}"},"id":2}\n${JSON.stringify({ jsonrpc: '2.0', id: 3, method: 'ping' })}\r\n`,
    );
    await new Promise((r) => setImmediate(r));
    expect(got).toEqual([
      { jsonrpc: '2.0', id: 1, method: 'ping' },
      { jsonrpc: '2.0', id: 3, method: 'ping' },
    ]);
    const reply = JSON.parse(String(stdout.read()).trim()) as { id: number; result: { isError: boolean; content: { text: string }[] } };
    expect(reply.id).toBe(2);
    expect(reply.result.isError).toBe(true);
    expect(reply.result.content[0]!.text).toMatch(/over the .* limit/);
    await t.close();
  });
});
