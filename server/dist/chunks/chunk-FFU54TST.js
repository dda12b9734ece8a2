#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  readDraft
} from "./chunk-PUNDLBNF.js";
import {
  assertNoSecret,
  assertText
} from "./chunk-A3R76EZH.js";

// server/src/services/dream-draft.ts
var MEMORY_DRAFT_FIELD = "memory_draft";
async function readMemoryDraft(file) {
  const { text } = readDraft(file, void 0, MEMORY_DRAFT_FIELD);
  assertText(text, MEMORY_DRAFT_FIELD);
  await assertNoSecret(text, MEMORY_DRAFT_FIELD);
  return text;
}

export {
  readMemoryDraft
};
