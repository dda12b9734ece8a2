#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import "./chunk-services-environment.js";
import {
  PROC_FD,
  currentEnv,
  withEnv
} from "./chunk-storage-environment.js";
import "./chunk-shared.js";
export {
  PROC_FD,
  currentEnv,
  withEnv
};
