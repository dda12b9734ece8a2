#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  originFor
} from "./chunk-services-origin.js";
import {
  withOrigin
} from "./chunk-core-history.js";
import "./chunk-core-env.js";
import "./chunk-services-environment.js";
import "./chunk-storage-atomic-file.js";
import {
  outsideCalls,
  restartable
} from "./chunk-core-path-rules.js";
import "./chunk-storage-environment.js";
import "./chunk-core-errors.js";
import "./chunk-shared.js";
export {
  originFor,
  outsideCalls,
  restartable,
  withOrigin
};
