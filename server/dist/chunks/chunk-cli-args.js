#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  MemoryError
} from "./chunk-core-errors.js";

// server/src/cli/args.ts
var VALUE_FLAGS = /* @__PURE__ */ new Set([
  "root",
  "project",
  "now",
  "mode",
  "path",
  "limit",
  "budget",
  "topic",
  "location",
  "supersedes",
  "status",
  "body",
  "name",
  "type",
  "tag",
  "memory-draft",
  "at",
  "expected-revision"
]);
for (const f of ["summary", "outcome", "decision", "question", "next", "bind", "state", "blocked", "date"]) VALUE_FLAGS.add(f);
for (const f of ["to", "file"]) VALUE_FLAGS.add(f);
for (const f of ["port", "idle-minutes"]) VALUE_FLAGS.add(f);
VALUE_FLAGS.add("repo");
function parseArgs(argv) {
  const positionals = [];
  const flags = /* @__PURE__ */ Object.create(null);
  const lists = /* @__PURE__ */ Object.create(null);
  const setValue = (key, value) => {
    flags[key] = value;
    (lists[key] ??= []).push(value);
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === "--") {
      positionals.push(...argv.slice(i + 1));
      break;
    }
    if (a.startsWith("--")) {
      const eq = a.indexOf("=");
      const key = eq > 0 ? a.slice(2, eq) : a.slice(2);
      if (eq > 0) setValue(key, a.slice(eq + 1));
      else if (VALUE_FLAGS.has(key)) {
        const v = argv[i + 1];
        if (v === void 0 || v.startsWith("--")) throw new MemoryError("INVALID_INPUT", `--${key} needs a value.`);
        setValue(key, v);
        i++;
      } else flags[key] = true;
    } else if (a.startsWith("-") && a.length > 1) {
      if (a === "-h") flags.help = true;
      else throw new MemoryError("INVALID_INPUT", `Unknown option ${a}.`, "Run project-memory --help.");
    } else positionals.push(a);
  }
  return { command: positionals.shift(), positionals, flags, lists };
}
function stringFlag(flags, key) {
  const v = flags[key];
  if (v === true) throw new MemoryError("INVALID_INPUT", `--${key} needs a value.`);
  return v;
}
function assertKnownFlags(flags, allowed) {
  const all = /* @__PURE__ */ new Set([...allowed, "root", "json", "help", "project"]);
  for (const key of Object.keys(flags)) {
    if (!all.has(key)) throw new MemoryError("INVALID_INPUT", `Unknown option --${key}.`, "Run project-memory --help.");
  }
}
function listFlag(args, key) {
  if (args.flags[key] === true) throw new MemoryError("INVALID_INPUT", `--${key} needs a value.`);
  return args.lists?.[key] ?? [];
}

export {
  parseArgs,
  stringFlag,
  assertKnownFlags,
  listFlag
};
