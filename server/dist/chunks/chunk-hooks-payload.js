#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);

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
function hookDialect(env) {
  return env.PROJECT_MEMORY_HOOK_DIALECT === "copilot" ? "copilot" : "claude";
}
function renderOutput(out, dialect = "claude") {
  switch (out.kind) {
    case "none":
      return "";
    case "context":
      if (dialect === "copilot") return JSON.stringify({ additionalContext: out.text });
      return JSON.stringify({ hookSpecificOutput: { hookEventName: out.event, additionalContext: out.text } });
    case "block":
      return JSON.stringify({ decision: "block", reason: out.reason });
    case "notice":
      return JSON.stringify({ systemMessage: out.text });
  }
}

// server/src/hooks/stdio.ts
import fs from "node:fs";
var MAX_STDIN_BYTES = 4 * 1024 * 1024;
function readStdinSync() {
  const read = { chunks: [], size: 0, done: true };
  let kind;
  try {
    kind = fs.fstatSync(0);
  } catch {
    return read;
  }
  if (kind.isCharacterDevice()) return read;
  let chunk = Buffer.allocUnsafe(64 * 1024);
  let used = 0;
  try {
    for (; ; ) {
      const n = fs.readSync(0, chunk, used, chunk.length - used, null);
      if (n === 0) break;
      used += n;
      read.size += n;
      if (read.size > MAX_STDIN_BYTES) break;
      if (used === chunk.length) {
        read.chunks.push(chunk);
        chunk = Buffer.allocUnsafe(64 * 1024);
        used = 0;
      }
    }
  } catch (e) {
    if (e.code !== "EAGAIN") throw e;
    read.done = false;
  }
  if (used > 0) read.chunks.push(chunk.subarray(0, used));
  return read;
}
function stdinText(read) {
  return read.chunks.length === 1 ? read.chunks[0].toString("utf8") : Buffer.concat(read.chunks).toString("utf8");
}
async function finishStdin(read) {
  if (!read.done) {
    for await (const chunk of process.stdin) {
      read.chunks.push(chunk);
      read.size += chunk.length;
      if (read.size > MAX_STDIN_BYTES) break;
    }
    read.done = true;
  }
  return stdinText(read);
}

export {
  parsePayload,
  hookDialect,
  renderOutput,
  readStdinSync,
  finishStdin
};
