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
  try {
    const chunk = Buffer.allocUnsafe(64 * 1024);
    for (; ; ) {
      const n = fs.readSync(0, chunk, 0, chunk.length, null);
      if (n === 0) break;
      read.chunks.push(Buffer.from(chunk.subarray(0, n)));
      read.size += n;
      if (read.size > MAX_STDIN_BYTES) break;
    }
  } catch (e) {
    if (e.code !== "EAGAIN") throw e;
    read.done = false;
  }
  return read;
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
  return Buffer.concat(read.chunks).toString("utf8");
}

export {
  parsePayload,
  renderOutput,
  readStdinSync,
  finishStdin
};
