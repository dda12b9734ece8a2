#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  envVar
} from "./chunk-core-env.js";
import "./chunk-shared.js";

// server/src/hooks/runner.ts
import fs from "node:fs";

// server/src/hooks/payload.ts
function parsePayload(raw) {
  if (raw.trim() === "") return {};
  const data = JSON.parse(raw);
  if (!data || typeof data !== "object" || Array.isArray(data)) return {};
  const o = data;
  const str = (k) => typeof o[k] === "string" ? o[k] : void 0;
  const input = o.tool_input && typeof o.tool_input === "object" && !Array.isArray(o.tool_input) ? o.tool_input : void 0;
  return {
    session_id: str("session_id"),
    cwd: str("cwd"),
    hook_event_name: str("hook_event_name"),
    source: str("source"),
    stop_hook_active: o.stop_hook_active === true,
    tool_name: str("tool_name"),
    tool_input: input
  };
}
function renderOutput(out) {
  switch (out.kind) {
    case "none":
      return "";
    case "context":
      return JSON.stringify({ hookSpecificOutput: { hookEventName: out.event, additionalContext: out.text } });
    case "block":
      return JSON.stringify({ decision: "block", reason: out.reason });
    case "notice":
      return JSON.stringify({ systemMessage: out.text });
  }
}

// server/src/hooks/runner.ts
var MAX_STDIN_BYTES = 4 * 1024 * 1024;
async function readStdin() {
  let kind;
  try {
    kind = fs.fstatSync(0);
  } catch {
    return "";
  }
  if (kind.isCharacterDevice()) return "";
  const chunks = [];
  let size = 0;
  try {
    const chunk = Buffer.allocUnsafe(64 * 1024);
    for (; ; ) {
      const n = fs.readSync(0, chunk, 0, chunk.length, null);
      if (n === 0) break;
      chunks.push(Buffer.from(chunk.subarray(0, n)));
      size += n;
      if (size > MAX_STDIN_BYTES) break;
    }
  } catch (e) {
    if (e.code !== "EAGAIN") throw e;
    for await (const chunk of process.stdin) {
      chunks.push(chunk);
      size += chunk.length;
      if (size > MAX_STDIN_BYTES) break;
    }
  }
  return Buffer.concat(chunks).toString("utf8");
}
var HOOK_EVENTS = /* @__PURE__ */ new Set(["session-start", "stop", "post-tool-use"]);
async function handle(event, payload, env) {
  switch (event) {
    case "session-start":
      return (await import("./session-start.js")).sessionStart(payload, env);
    case "stop":
      return (await import("./stop.js")).stop(payload, env);
    case "post-tool-use":
      return (await import("./edit.js")).afterEdit(payload, env);
    default:
      return { kind: "none" };
  }
}
async function runHook(args, io) {
  const event = args.positionals[0] ?? "";
  if (!HOOK_EVENTS.has(event)) return 0;
  try {
    const payload = parsePayload(await readStdin());
    const out = renderOutput(await handle(event, payload, process.env));
    if (out) io.out(out);
  } catch (e) {
    if (envVar(process.env, "PROJECT_MEMORY_DEBUG") === "1") io.err(`project-memory hook ${event}: ${e instanceof Error ? e.message : String(e)}`);
  }
  return 0;
}
export {
  handle,
  runHook
};
