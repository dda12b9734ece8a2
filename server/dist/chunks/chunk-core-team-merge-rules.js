#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);

// server/src/core/team/merge-rules.ts
var UNION_MERGED = ["decisions.md", "**/sessions/*.md", "**/updates/*.md", "**/correspondence/*.md", "**/archive/*.md"];
var UNION_MERGED_JSON = ["manifest.json"];
var UNION_MERGED_DERIVED = ["people.md", "companies.md"];
var MERGE_CONFIG = [["merge.conflictStyle", "diff3"]];
function mergeConfigArgs() {
  return MERGE_CONFIG.flatMap(([k, v]) => ["-c", `${k}=${v}`]);
}
var GITATTRIBUTES_HEADER = "# Written by project-memory: append-only memory logs merge by keeping both sides.";
function gitAttributesText() {
  const lines = [
    GITATTRIBUTES_HEADER,
    "# Run `project-memory doctor --fix` after a merge; see `project-memory sync`.",
    ...UNION_MERGED.map((p) => `${p} merge=union`),
    ...UNION_MERGED_JSON.map((p) => `${p} merge=union`),
    ...UNION_MERGED_DERIVED.map((p) => `${p} merge=union`)
  ];
  return `${lines.join("\n")}
`;
}
var IGNORED = [
  "_index.yaml",
  "_projects-index.json",
  "_refs-index.json",
  ".index/",
  ".locks/",
  ".journal/",
  ".history/",
  "_trash/",
  "*.pm-tmp"
];
function gitIgnoreText() {
  return `# Written by project-memory: derived and machine-private files are never committed.
${IGNORED.join("\n")}
`;
}

export {
  MERGE_CONFIG,
  mergeConfigArgs,
  gitAttributesText,
  gitIgnoreText
};
