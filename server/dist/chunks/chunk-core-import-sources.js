#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  readFully
} from "./chunk-storage-atomic-file.js";
import {
  isSessionFileName
} from "./chunk-core-file-rules.js";
import {
  slugify
} from "./chunk-core-dates.js";
import {
  nodeCrypto
} from "./chunk-core-path-rules.js";
import {
  MemoryError
} from "./chunk-core-errors.js";

// server/src/core/import/sources.ts
function claudeProjectDirName(repoPath) {
  return repoPath.replace(/[^A-Za-z0-9]/g, "-");
}
var ROOT_DOCUMENTS = {
  "CLAUDE.md": "claude-md",
  ".claude/CLAUDE.md": "claude-md",
  "CLAUDE.local.md": "claude-md",
  "AGENTS.md": "agents-md",
  "MEMORY.md": "project-mem-mcp",
  ".cursorrules": "cursor-rules"
};
var PROJECTMEM_SKIPPED = /* @__PURE__ */ new Set([".projectmem/summary.md", ".projectmem/AI_INSTRUCTIONS.md", ".projectmem/config.toml"]);
function knowledgeName(shown) {
  return `knowledge/imported-${slugify(shown)}.md`;
}
function archiveName(prefix, rel) {
  const parts = rel.split("/");
  const base = parts.pop();
  const dot = base.lastIndexOf(".");
  const stem = dot > 0 ? base.slice(0, dot) : base;
  const ext = dot > 0 ? base.slice(dot + 1).toLowerCase().replace(/[^a-z0-9]/g, "") : "md";
  return `archive/imported/${[...prefix.split("/"), ...parts].map((p) => slugify(p)).join("/")}/${slugify(stem)}.${ext || "md"}`;
}
var SOURCE_DIRS = [".claude", ".cursor/rules", "memory-bank", ".jarvis/memory", ".projectmem"];
function classifyRepoFile(rel) {
  const format = ROOT_DOCUMENTS[rel];
  if (format) return { shown: rel, format, kind: "document", target: knowledgeName(rel) };
  if (/^\.cursor\/rules\/[^/]+\.mdc?$/.test(rel)) return { shown: rel, format: "cursor-rules", kind: "document", target: knowledgeName(rel) };
  if (/^memory-bank\/[^/]+\.md$/.test(rel)) return { shown: rel, format: "memory-bank", kind: "document", target: knowledgeName(rel) };
  if (rel.startsWith(".projectmem/")) {
    if (PROJECTMEM_SKIPPED.has(rel)) return null;
    if (rel === ".projectmem/events.jsonl") return { shown: rel, format: "projectmem", kind: "events", target: "decisions.md" };
    if (rel.endsWith(".md")) return { shown: rel, format: "projectmem", kind: "document", target: knowledgeName(rel) };
    return null;
  }
  if (rel.startsWith(".jarvis/memory/")) return classifyJarvis(rel, rel.slice(".jarvis/memory/".length));
  return null;
}
function classifyJarvis(shown, rel) {
  const jarvis = (kind, target) => ({ shown, format: "jarvis", kind, target });
  if (rel === "preferences.md" || rel === "patterns.md") return jarvis("global", rel);
  const m = /^projects\/([^/]+)\/(.+)$/.exec(rel);
  if (!m) return jarvis("archive", archiveName("jarvis", rel));
  const [, slug, inner] = m;
  if (inner === "memory.md") return jarvis("jarvis-memory", "memory.md");
  if (inner === "decisions.md") return jarvis("decisions", "decisions.md");
  const session = /^sessions\/([^/]+)$/.exec(inner)?.[1];
  if (session !== void 0 && isSessionFileName(session)) return jarvis("session", `sessions/${session}`);
  return jarvis("archive", archiveName(`jarvis/${slug}`, inner));
}
function classifyAutoMemory(dirName, rel) {
  if (!rel.endsWith(".md")) return null;
  const shown = `~/.claude/projects/${dirName}/memory/${rel}`;
  return { shown, format: "claude-auto-memory", kind: "document", target: `knowledge/imported-claude-auto-memory-${slugify(rel)}.md` };
}

// server/src/storage/import-source.ts
import fs from "node:fs";
import path from "node:path";
var MAX_SOURCE_FILE_BYTES = 1024 * 1024;
var MAX_SOURCE_FILES = 400;
var MAX_DEPTH = 6;
function listSourceFiles(dir, accept, depth = MAX_DEPTH) {
  const out = [];
  const walk = (abs, rel, level) => {
    let entries;
    try {
      entries = fs.readdirSync(abs, { withFileTypes: true });
    } catch {
      return;
    }
    entries.sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
    for (const e of entries) {
      const childRel = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory() && level < depth) walk(path.join(abs, e.name), childRel, level + 1);
      else if (e.isFile() && accept(childRel)) {
        out.push(childRel);
        if (out.length > MAX_SOURCE_FILES) {
          throw new MemoryError("TOO_LARGE", `${dir} holds more than ${MAX_SOURCE_FILES} memory files to import.`, "Import a narrower folder.");
        }
      }
    }
  };
  if (isRealDir(dir)) walk(dir, "", 0);
  return out;
}
function isRealDir(abs) {
  try {
    return fs.lstatSync(abs).isDirectory();
  } catch {
    return false;
  }
}
function isRealDirChain(base, rel) {
  let at = base;
  for (const part of rel.split("/").filter(Boolean)) {
    at = path.join(at, part);
    if (!isRealDir(at)) return false;
  }
  return true;
}
function isRealFile(abs) {
  try {
    return fs.lstatSync(abs).isFile();
  } catch {
    return false;
  }
}
function readSourceFile(abs) {
  let fd;
  try {
    fd = fs.openSync(abs, fs.constants.O_RDONLY | (fs.constants.O_NOFOLLOW ?? 0));
  } catch (e) {
    const code = e.code;
    if (code === "ENOENT" || code === "ELOOP" || code === "ENOTDIR" || code === "EISDIR") return null;
    throw new MemoryError("INVALID_PATH", `Cannot read ${abs}: ${e.message}.`);
  }
  try {
    const st = fs.fstatSync(fd);
    if (!st.isFile()) return null;
    if (st.size > MAX_SOURCE_FILE_BYTES) {
      throw new MemoryError(
        "TOO_LARGE",
        `${abs} is ${st.size} bytes, over the ${MAX_SOURCE_FILE_BYTES}-byte import limit.`,
        "Split it, or leave it out of the import."
      );
    }
    const buf = Buffer.alloc(st.size);
    const bytes = buf.subarray(0, readFully(fd, buf));
    let text;
    try {
      text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    } catch {
      throw new MemoryError("INVALID_FORMAT", `${abs} is not valid UTF-8 text.`, "Convert it to UTF-8 first; the import never guesses an encoding.");
    }
    if (text.includes("\0")) throw new MemoryError("INVALID_FORMAT", `${abs} contains a NUL character; it is not a text file.`);
    return { abs, text, sha256: nodeCrypto().createHash("sha256").update(bytes).digest("hex") };
  } finally {
    fs.closeSync(fd);
  }
}

export {
  claudeProjectDirName,
  SOURCE_DIRS,
  classifyRepoFile,
  classifyAutoMemory,
  listSourceFiles,
  isRealDir,
  isRealDirChain,
  isRealFile,
  readSourceFile
};
