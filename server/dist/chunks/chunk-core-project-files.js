#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  DEFAULT_THRESHOLDS
} from "./chunk-core-thresholds.js";

// server/src/core/project-files.ts
function newManifestJson(slug, date) {
  const manifest = {
    schemaVersion: 1,
    slug,
    updated: date,
    topics: [],
    activeDecisionIds: [],
    importantFiles: ["memory.md", "decisions.md", "_status.md"],
    sessionCount: 0,
    artifactFile: "artifacts.json",
    consolidation: { ...DEFAULT_THRESHOLDS }
  };
  return `${JSON.stringify(manifest, null, 2)}
`;
}
function newArtifactsJson() {
  return `${JSON.stringify({ schemaVersion: 1, artifacts: [] }, null, 2)}
`;
}
var DEFAULT_MANIFEST_FILES = {
  "_status.md": { description: "Always-current project status, next action, blockers.", read_when: "First, before any other context." },
  "_instructions.md": { description: "Project-specific rules for the assistant.", read_when: "At session start (loaded automatically)." },
  "_guide.md": { description: "What each file and folder of this project holds.", read_when: "When unsure where something belongs." },
  "_meta.yaml": { description: "Project metadata: status, type, owner, tags, aliases, bound repositories.", read_when: "When filtering or binding projects." },
  "memory.md": { description: "Core memory: compact current state, canonical sections.", read_when: "At session start (loaded automatically)." },
  "manifest.json": { description: "Retrieval metadata: topics, active decision ids, important files, consolidation thresholds.", read_when: "When routing retrieval or tuning /dream." },
  "artifacts.json": { description: "External references: designs, specs, code deliverables.", read_when: "When looking for an artifact." },
  "people.md": { description: "People linked to this project, grouped by company (auto-managed).", read_when: "Before any communication or meeting." },
  "companies.md": { description: "Company relationships relevant to this project.", read_when: "When researching company context." },
  "decisions.md": { description: "Decision log (append-only; statuses change in place).", read_when: "Before making a decision that may overlap." }
};
var CORE_PROJECT_FILES = [
  { file: "memory.md", template: "memory.md" },
  { file: "manifest.json", template: null },
  { file: "artifacts.json", template: null },
  { file: "decisions.md", template: "decisions.md" }
];
function coreFilesSentence(created) {
  return created.length ? `Initialised the missing core file(s) ${created.join(", ")} (seed 003: missing memory files are re-created).` : "";
}

export {
  newManifestJson,
  newArtifactsJson,
  DEFAULT_MANIFEST_FILES,
  CORE_PROJECT_FILES,
  coreFilesSentence
};
