#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  readDraft
} from "./chunk-storage-draft.js";
import {
  assertNoSecret,
  assertText
} from "./chunk-core-decision-rules.js";

// server/src/services/dream-draft.ts
var MEMORY_DRAFT_FIELD = "memory_draft";
async function readMemoryDraft(file, rootDir) {
  const { text } = readDraft(file, void 0, MEMORY_DRAFT_FIELD, rootDir);
  assertText(text, MEMORY_DRAFT_FIELD);
  await assertNoSecret(text, MEMORY_DRAFT_FIELD);
  return text;
}

export {
  readMemoryDraft
};
