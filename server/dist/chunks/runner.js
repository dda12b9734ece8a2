#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  finishStdin,
  hookDialect,
  parsePayload,
  readStdinSync,
  renderOutput
} from "./chunk-hooks-payload.js";
import {
  envVar
} from "./chunk-core-env.js";
import "./chunk-shared.js";

// server/src/hooks/runner.ts
var HOOK_EVENTS = /* @__PURE__ */ new Set(["session-start", "stop", "post-tool-use"]);
async function handle(event, payload, env, cacheBuild) {
  switch (event) {
    case "session-start":
      return (await import("./session-start.js")).sessionStart(payload, env, cacheBuild);
    case "stop":
      return (await import("./stop.js")).stop(payload, env);
    case "post-tool-use":
      return (await import("./edit.js")).afterEdit(payload, env);
    default:
      return { kind: "none" };
  }
}
async function runHook(event, io, opts = {}) {
  if (!HOOK_EVENTS.has(event)) return 0;
  const env = opts.env ?? process.env;
  try {
    if (opts.stdin instanceof Error) throw opts.stdin;
    const payload = parsePayload(await finishStdin(opts.stdin ?? readStdinSync()));
    const out = renderOutput(await handle(event, payload, env, opts.cacheBuild), hookDialect(env));
    if (out) io.out(out);
  } catch (e) {
    if (envVar(env, "PROJECT_MEMORY_DEBUG") === "1") io.err(`project-memory hook ${event}: ${e instanceof Error ? e.message : String(e)}`);
  }
  return 0;
}
export {
  handle,
  runHook
};
