// A fake Anthropic Messages API on 127.0.0.1 that the real Claude Code CLI talks to in the
// end-to-end tests. It answers every model turn from a *script*: a pure function of the request.
// Claude Code resends the whole conversation on every turn, so a script decides from the request
// alone (and must not repeat a tool call already in the history, or the CLI loops forever).
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type JsonObject = Record<string, unknown>;

export interface TextBlock {
  type: 'text';
  text: string;
}
export interface ToolUseBlock {
  type: 'tool_use';
  id: string;
  name: string;
  input: JsonObject;
}
export interface ToolResultBlock {
  type: 'tool_result';
  tool_use_id: string;
  content?: string | Array<{ type: string; text?: string }>;
  is_error?: boolean;
}
export type ContentBlock = TextBlock | ToolUseBlock | ToolResultBlock | ({ type: string } & JsonObject);

export interface Message {
  role: 'user' | 'assistant' | 'system';
  content: string | ContentBlock[];
}

/** The parts of a Messages API request body that scripts and assertions look at. */
export interface MessagesRequest {
  model: string;
  messages: Message[];
  system?: string | Array<{ type: string; text: string }>;
  tools?: Array<{ name: string; description?: string; input_schema?: unknown }>;
  stream?: boolean;
  max_tokens?: number;
  [key: string]: unknown;
}

/** One block the fake model answers with. `id` of a tool call is generated when omitted. */
export type ReplyBlock = { type: 'text'; text: string } | { type: 'tool_use'; name: string; input: JsonObject; id?: string };

/** What a script returns: plain text, a list of blocks, or blocks with an explicit stop reason. */
export type ScriptReply = string | ReplyBlock[] | { content: ReplyBlock[]; stop_reason?: 'end_turn' | 'tool_use' | 'max_tokens' | 'stop_sequence' };

export type Script = (request: MessagesRequest, context: ScriptContext) => ScriptReply;

export interface ScriptContext {
  /** 0-based index of this request among the /v1/messages requests seen so far. */
  index: number;
  path: string;
}

export interface LoggedRequest {
  index: number;
  method: string;
  /** Path without the query string. */
  path: string;
  query: string;
  headers: IncomingMessage['headers'];
  /** The parsed JSON body, or undefined when the body was empty or not JSON. */
  body: MessagesRequest | undefined;
  rawBody: string;
  /** The reply sent for a messages request (after normalisation), for debugging scripts. */
  reply?: { content: ContentBlock[]; stop_reason: string };
  error?: string;
}

export interface FakeAnthropic {
  /** e.g. http://127.0.0.1:41234 — use as ANTHROPIC_BASE_URL. */
  url: string;
  port: number;
  /** Every request received, in order, including side endpoints. */
  log: LoggedRequest[];
  /** Only the POST /v1/messages requests (the model turns). */
  messages(): LoggedRequest[];
  /** Requests to anything else (count_tokens, unknown paths). */
  sideRequests(): LoggedRequest[];
  /** Replaces the script for the following requests (e.g. once the test knows its temp paths). */
  setScript(script: Script): void;
  /** True once the request limit was hit: the script was looping (see FakeAnthropicOptions). */
  limitReached(): boolean;
  close(): Promise<void>;
}

export interface FakeAnthropicOptions {
  /**
   * Model turns answered by the script before the fake gives up and ends every turn with
   * LOOP_GUARD_TEXT, so that a script that repeats itself fails fast instead of spinning the CLI.
   */
  maxMessages?: number;
}

export const LOOP_GUARD_TEXT = 'fake-anthropic: request limit reached, the script is probably looping.';

export async function startFakeAnthropic(initialScript: Script, options: FakeAnthropicOptions = {}): Promise<FakeAnthropic> {
  let script = initialScript;
  const maxMessages = options.maxMessages ?? 60;
  const log: LoggedRequest[] = [];
  let messageCount = 0;
  let limitReached = false;
  let toolIdCounter = 0;

  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8');
      const [pathPart = '/', query = ''] = (req.url ?? '/').split('?', 2);
      let body: MessagesRequest | undefined;
      try {
        body = rawBody ? (JSON.parse(rawBody) as MessagesRequest) : undefined;
      } catch {
        body = undefined;
      }
      const entry: LoggedRequest = {
        index: log.length,
        method: req.method ?? 'GET',
        path: pathPart,
        query,
        headers: req.headers,
        body,
        rawBody,
      };
      log.push(entry);
      try {
        route(entry, res);
      } catch (error) {
        entry.error = error instanceof Error ? (error.stack ?? error.message) : String(error);
        sendJson(res, 500, { type: 'error', error: { type: 'api_error', message: `fake script failed: ${entry.error}` } });
      }
    });
  });

  function route(entry: LoggedRequest, res: ServerResponse): void {
    const path = entry.path.replace(/\/+$/, '');
    if (entry.method === 'POST' && path.endsWith('/v1/messages/count_tokens')) {
      sendJson(res, 200, { input_tokens: Math.ceil(entry.rawBody.length / 4) });
      return;
    }
    if (entry.method === 'POST' && path.endsWith('/v1/messages')) {
      if (!entry.body || !Array.isArray(entry.body.messages)) {
        sendJson(res, 400, { type: 'error', error: { type: 'invalid_request_error', message: 'body is not a Messages request' } });
        return;
      }
      const index = messageCount++;
      if (index >= maxMessages) limitReached = true;
      const scripted = limitReached ? LOOP_GUARD_TEXT : script(entry.body, { index, path: entry.path });
      const reply = normaliseReply(scripted, () => `toolu_fake_${++toolIdCounter}_${randomUUID().slice(0, 8)}`);
      entry.reply = reply;
      const message = {
        id: `msg_fake_${index}_${randomUUID().slice(0, 8)}`,
        type: 'message',
        role: 'assistant',
        model: entry.body.model,
        content: reply.content,
        stop_reason: reply.stop_reason,
        stop_sequence: null,
        usage: { input_tokens: Math.ceil(entry.rawBody.length / 4), output_tokens: 10 },
      };
      if (entry.body.stream) sendStream(res, message);
      else sendJson(res, 200, message);
      return;
    }
    sendJson(res, 404, { type: 'error', error: { type: 'not_found_error', message: `fake server has no ${entry.method} ${entry.path}` } });
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    log,
    messages: () => log.filter((e) => e.method === 'POST' && /\/v1\/messages\/?$/.test(e.path)),
    sideRequests: () => log.filter((e) => !(e.method === 'POST' && /\/v1\/messages\/?$/.test(e.path))),
    setScript: (next) => {
      script = next;
    },
    limitReached: () => limitReached,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function normaliseReply(reply: ScriptReply, newToolId: () => string): { content: ContentBlock[]; stop_reason: string } {
  const blocks = typeof reply === 'string' ? [{ type: 'text' as const, text: reply }] : Array.isArray(reply) ? reply : reply.content;
  const content: ContentBlock[] = blocks.map((block) =>
    block.type === 'text' ? { type: 'text', text: block.text } : { type: 'tool_use', id: block.id ?? newToolId(), name: block.name, input: block.input },
  );
  const explicit = typeof reply === 'object' && !Array.isArray(reply) ? reply.stop_reason : undefined;
  const stop_reason = explicit ?? (content.some((b) => b.type === 'tool_use') ? 'tool_use' : 'end_turn');
  return { content, stop_reason };
}

function sendJson(res: ServerResponse, status: number, value: unknown): void {
  const text = JSON.stringify(value);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), 'request-id': `req_fake_${randomUUID()}` });
  res.end(text);
}

function sendStream(
  res: ServerResponse,
  message: { content: ContentBlock[]; stop_reason: string; usage: { input_tokens: number; output_tokens: number } } & JsonObject,
): void {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive', 'request-id': `req_fake_${randomUUID()}` });
  const event = (type: string, data: JsonObject) => res.write(`event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`);
  event('message_start', { message: { ...message, content: [], stop_reason: null, usage: { ...message.usage, output_tokens: 1 } } });
  message.content.forEach((block, index) => {
    if (block.type === 'tool_use') {
      const tool = block as ToolUseBlock;
      event('content_block_start', { index, content_block: { type: 'tool_use', id: tool.id, name: tool.name, input: {} } });
      event('content_block_delta', { index, delta: { type: 'input_json_delta', partial_json: JSON.stringify(tool.input) } });
    } else {
      event('content_block_start', { index, content_block: { type: 'text', text: '' } });
      event('content_block_delta', { index, delta: { type: 'text_delta', text: (block as TextBlock).text } });
    }
    event('content_block_stop', { index });
  });
  event('message_delta', { delta: { stop_reason: message.stop_reason, stop_sequence: null }, usage: { output_tokens: message.usage.output_tokens } });
  event('message_stop', {});
  res.end();
}

// ---------------------------------------------------------------------------------------------
// Helpers for scripts and assertions: read a request the way the model would.

/** Text of one content value (string or blocks), tool results included, in order. */
export function contentText(content: Message['content'] | ToolResultBlock['content'] | undefined): string {
  if (content === undefined) return '';
  if (typeof content === 'string') return content;
  return content
    .map((block) => {
      if (block.type === 'text') return String((block as TextBlock).text ?? '');
      if (block.type === 'tool_result') return contentText((block as ToolResultBlock).content);
      if (block.type === 'tool_use') return JSON.stringify((block as ToolUseBlock).input);
      return '';
    })
    .join('\n');
}

export function systemText(request: MessagesRequest): string {
  const { system } = request;
  if (system === undefined) return '';
  return typeof system === 'string' ? system : system.map((b) => b.text).join('\n');
}

/** Everything the model can read in a request: system prompt and every message. */
export function requestText(request: MessagesRequest): string {
  return [systemText(request), ...request.messages.map((m) => contentText(m.content))].join('\n');
}

/** Every tool call already made in the conversation, in order. */
export function toolUses(request: MessagesRequest): ToolUseBlock[] {
  return request.messages.flatMap((m) => (typeof m.content === 'string' ? [] : m.content.filter((b): b is ToolUseBlock => b.type === 'tool_use')));
}

export function toolResults(request: MessagesRequest): ToolResultBlock[] {
  return request.messages.flatMap((m) => (typeof m.content === 'string' ? [] : m.content.filter((b): b is ToolResultBlock => b.type === 'tool_result')));
}

export function toolResultFor(request: MessagesRequest, toolUseId: string): ToolResultBlock | undefined {
  return toolResults(request).find((r) => r.tool_use_id === toolUseId);
}

export function toolNames(request: MessagesRequest): string[] {
  return (request.tools ?? []).map((t) => t.name);
}

/** The first user message's text: the prompt (or a subagent's task) plus injected context. */
export function firstUserText(request: MessagesRequest): string {
  const first = request.messages.find((m) => m.role === 'user');
  return first ? contentText(first.content) : '';
}

/** Claude Code adds defaults to a tool call's input in the history (e.g. Edit's `replace_all`). */
function inputCovers(actual: JsonObject, expected: JsonObject): boolean {
  return Object.entries(expected).every(([key, value]) => JSON.stringify(actual[key]) === JSON.stringify(value));
}

/** Whether the history holds a call of `name` whose input has every field of `input`. */
export function hasToolCall(request: MessagesRequest, name: string, input?: JsonObject): boolean {
  return toolUses(request).some((u) => u.name === name && (input === undefined || inputCovers(u.input, input)));
}

/** A step of a plan: a tool call to make once, or a function that picks one from the request. */
export type PlanStep = { tool: string; input: JsonObject } | ((request: MessagesRequest) => { tool: string; input: JsonObject } | undefined);

/**
 * The common script shape: make each planned tool call once, in order (one per turn), and answer
 * with `finalText` once all are in the history. Steps already present (same name and input) are
 * skipped, which makes the script safe against resends and extra turns (a Stop hook's block).
 */
export function planScript(steps: PlanStep[], finalText: string | ((request: MessagesRequest) => string) = 'Done.'): Script {
  return (request) => {
    for (const step of steps) {
      const call = typeof step === 'function' ? step(request) : step;
      if (call && !hasToolCall(request, call.tool, call.input)) {
        return [{ type: 'tool_use', name: call.tool, input: call.input }];
      }
    }
    return typeof finalText === 'function' ? finalText(request) : finalText;
  };
}

/** Where a piece of text sits in a request: the `system` field, or a block of a message. */
export interface TextLocation {
  where: 'system' | 'message';
  messageIndex: number;
  role: string;
  blockIndex: number;
  blockType: string;
  /** The whole text of the block (tool results flattened). */
  text: string;
}

export function locateText(request: MessagesRequest, needle: string): TextLocation[] {
  const found: TextLocation[] = [];
  const system = request.system === undefined ? [] : typeof request.system === 'string' ? [{ type: 'text', text: request.system }] : request.system;
  system.forEach((block, blockIndex) => {
    if (block.text.includes(needle)) found.push({ where: 'system', messageIndex: -1, role: 'system', blockIndex, blockType: block.type, text: block.text });
  });
  request.messages.forEach((message, messageIndex) => {
    const blocks: ContentBlock[] = typeof message.content === 'string' ? [{ type: 'text', text: message.content }] : message.content;
    blocks.forEach((block, blockIndex) => {
      const text = contentText([block]);
      if (text.includes(needle)) found.push({ where: 'message', messageIndex, role: message.role, blockIndex, blockType: block.type, text });
    });
  });
  return found;
}

/** Subagents (the Agent tool) send their own conversation; Claude Code marks it in the system prompt. */
export function isSubagentRequest(request: MessagesRequest): boolean {
  return systemText(request).includes('cc_is_subagent=true');
}
