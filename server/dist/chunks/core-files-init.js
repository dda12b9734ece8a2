#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  createMissingCoreFiles
} from "./chunk-services-core-files-init.js";
import "./chunk-core-file-rules.js";
import "./chunk-storage-update-text.js";
import "./chunk-core-decision-edits.js";
import "./chunk-core-dates.js";
import "./chunk-core-path-rules.js";
import "./chunk-storage-environment.js";
import "./chunk-core-errors.js";
import "./chunk-shared.js";
export {
  createMissingCoreFiles
};
