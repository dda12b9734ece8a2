// The model APIs of Codex CLI, Copilot CLI and OpenCode (OpenAI Responses, streamed) and Gemini CLI
// (Gemini generateContent, streamed) on 127.0.0.1, for the e2e tests of `project-memory setup`. Every
// request is recorded. The scripted model calls our `get_project_context` tool once, as soon as
// the agent offers it, then answers with text; requests that are not the conversation (Gemini's
// router, token counts) get a short valid answer.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  path: string;
  body: Record<string, unknown>;
}

export interface FakeAgentApi {
  url: string;
  requests: RecordedRequest[];
  /** The requests of the conversation itself (those offering tools: not a title or a routing request). */
  conversation(): RecordedRequest[];
  close(): Promise<void>;
}

/** The tool the scripted model calls, matched by its last name part. */
const TOOL = 'get_project_context';

function responsesReply(body: Record<string, unknown>, n: number, callTool: boolean): string {
  const events: Record<string, unknown>[] = [{ type: 'response.created', response: { id: `resp_${n}` } }];
  const answered = JSON.stringify(body.input ?? []).includes('"function_call_output"');
  const tools = (body.tools as { type?: string; name?: string; tools?: { name?: string }[] }[] | undefined) ?? [];
  // Codex offers an MCP server's tools as a namespace (`mcp__project_memory`) of functions;
  // Copilot CLI and OpenCode as functions named `<server>-<tool>` and `<server>_<tool>`.
  const namespace = tools.find((t) => t.type === 'namespace' && (t.tools ?? []).some((f) => f.name === TOOL));
  const flat = tools.find((t) => t.type === 'function' && new RegExp(`^project-memory[-_]${TOOL}$`).test(t.name ?? ''));
  const call = namespace ? { name: TOOL, namespace: namespace.name } : flat ? { name: flat.name } : null;
  const item =
    callTool && call && !answered
      ? { type: 'function_call', id: `fc_${n}`, call_id: `call_${n}`, ...call, arguments: '{}', status: 'completed' }
      : { type: 'message', role: 'assistant', id: `msg_${n}`, content: [{ type: 'output_text', text: 'DONE' }] };
  events.push({ type: 'response.output_item.added', output_index: 0, item });
  // OpenCode runs a call only once its arguments are done and the item says completed.
  if (item.type === 'function_call') events.push({ type: 'response.function_call_arguments.done', output_index: 0, item_id: item.id, arguments: '{}' });
  events.push({ type: 'response.output_item.done', output_index: 0, item });
  const usage = { input_tokens: 10, input_tokens_details: null, output_tokens: 2, output_tokens_details: null, total_tokens: 12 };
  // Copilot CLI reads the items again from the completed response.
  events.push({ type: 'response.completed', response: { id: `resp_${n}`, object: 'response', status: 'completed', output: [item], usage } });
  return events.map((e) => `event: ${String(e.type)}\ndata: ${JSON.stringify(e)}\n\n`).join('');
}

function geminiChunk(body: Record<string, unknown>, callTool: boolean): Record<string, unknown> {
  const answered = JSON.stringify(body.contents ?? []).includes('"functionResponse"');
  const declared = ((body.tools as { functionDeclarations?: { name?: string }[] }[] | undefined) ?? []).flatMap((t) => t.functionDeclarations ?? []);
  // Gemini CLI names an MCP tool `mcp_<server>_<tool>`.
  const tool = declared.find((f) => f.name?.endsWith(`_${TOOL}`));
  const part = callTool && tool && !answered ? { functionCall: { name: tool.name, args: {} } } : { text: 'DONE' };
  return {
    candidates: [{ content: { role: 'model', parts: [part] }, finishReason: 'STOP', index: 0 }],
    usageMetadata: { promptTokenCount: 10, candidatesTokenCount: 2, totalTokenCount: 12 },
  };
}

export async function startFakeAgentApi(opts: { callTool: boolean }): Promise<FakeAgentApi> {
  const requests: RecordedRequest[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (d: string) => (raw += d));
    req.on('end', () => {
      let body: Record<string, unknown> = {};
      try {
        body = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
      } catch {
        /* recorded as empty */
      }
      const url = req.url ?? '';
      requests.push({ path: url, body });
      if (url.endsWith('/responses')) {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.end(responsesReply(body, requests.length, opts.callTool));
      } else if (url.includes(':streamGenerateContent')) {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.end(`data: ${JSON.stringify(geminiChunk(body, opts.callTool))}\n\n`);
      } else if (url.includes(':countTokens')) {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ totalTokens: 10 }));
      } else if (url.includes(':generateContent')) {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(geminiChunk({}, false)));
      } else {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end('{}');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    conversation: () =>
      requests.filter(
        (r) => (r.path.endsWith('/responses') || r.path.includes(':streamGenerateContent')) && Array.isArray(r.body.tools) && r.body.tools.length > 0,
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
