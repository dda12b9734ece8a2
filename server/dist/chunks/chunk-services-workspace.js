#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  today
} from "./chunk-core-dates.js";

// server/src/services/workspace.ts
function todayOf(ws) {
  return today(ws.now());
}

export {
  todayOf
};
