#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  readWorkspace
} from "./chunk-cli-workspace.js";
import "./chunk-core-closest-passage.js";
import "./chunk-core-folder-manifest.js";
import "./chunk-core-budgets.js";
import "./chunk-core-json-edit.js";
import "./chunk-services-open.js";
import "./chunk-core-limits.js";
import "./chunk-core-history.js";
import "./chunk-core-env.js";
import "./chunk-services-environment.js";
import "./chunk-core-secret-views.js";
import "./chunk-core-project-meta.js";
import "./chunk-storage-atomic-file.js";
import "./chunk-services-core-files-init.js";
import "./chunk-core-file-rules.js";
import "./chunk-storage-update-text.js";
import "./chunk-core-decision-edits.js";
import "./chunk-core-dates.js";
import "./chunk-core-path-rules.js";
import "./chunk-storage-environment.js";
import {
  assertKnownFlags,
  stringFlag
} from "./chunk-cli-args.js";
import {
  MemoryError
} from "./chunk-core-errors.js";
import "./chunk-shared.js";

// server/src/cli/cmd-view.ts
import { spawn } from "node:child_process";
function whole(text, flag, min, max) {
  if (text === void 0) return void 0;
  const n = Number(text);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new MemoryError("INVALID_INPUT", `--${flag} must be a whole number from ${min} to ${max}, got "${text}".`);
  return n;
}
var DETACHED_IDLE_MINUTES = 60;
async function detach(argv, io) {
  const script = process.argv[1];
  const args = argv.filter((a) => a !== "--detach");
  if (!args.some((a) => a.startsWith("--idle-minutes"))) args.push(`--idle-minutes=${DETACHED_IDLE_MINUTES}`);
  const child = spawn(process.execPath, [script, ...args], { detached: true, stdio: ["ignore", "pipe", "pipe"] });
  const line = await new Promise((resolve, reject) => {
    let out = "";
    let err = "";
    child.stdout.on("data", (c) => {
      out += c.toString("utf8");
      const nl = out.indexOf("\n");
      if (nl >= 0) resolve(out.slice(0, nl));
    });
    child.stderr.on("data", (c) => err += c.toString("utf8"));
    child.once("exit", () => reject(new MemoryError("IO", `The viewer stopped at once: ${err.trim() || "no message"}`)));
    child.once("error", reject);
  });
  child.stdout.destroy();
  child.stderr.destroy();
  child.unref();
  io.out(line);
  io.err(`The viewer runs in the background (pid ${child.pid}); it stops after ${DETACHED_IDLE_MINUTES} idle minutes, or: kill ${child.pid}`);
  return 0;
}
async function runView(args, io, hosted) {
  assertKnownFlags(args.flags, ["port", "allow-restore", "idle-minutes", "detach"]);
  if (args.positionals.length)
    throw new MemoryError("INVALID_INPUT", "view takes no positional argument.", "Usage: project-memory view [--project P] [--allow-restore].");
  const port = whole(stringFlag(args.flags, "port"), "port", 0, 65535) ?? 0;
  const idleMinutes = whole(stringFlag(args.flags, "idle-minutes"), "idle-minutes", 0, 7 * 24 * 60) ?? 0;
  const ws = readWorkspace(args, io);
  if (args.flags.detach === true) return detach(process.argv.slice(2), io);
  const project = stringFlag(args.flags, "project");
  if (project !== void 0) (await import("./scope.js")).resolveScope(ws, project);
  const viewer = await hosted.startViewer({ ws, project, port, allowRestore: args.flags["allow-restore"] === true, idleMs: idleMinutes * 6e4 });
  const stop = () => void viewer.close();
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
  io.out(viewer.url);
  io.err(
    `project-memory view: serving ${ws.root.dir} on 127.0.0.1 only, ${args.flags["allow-restore"] === true ? "restore allowed (with confirmation)" : "read-only"}; Ctrl-C stops it.`
  );
  await viewer.closed;
  return 0;
}
export {
  runView
};
