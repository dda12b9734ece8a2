#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  originFor
} from "./chunk-VMJ3ALNA.js";
import {
  withOrigin
} from "./chunk-437IQYJO.js";
import "./chunk-KZNU4RTG.js";
import "./chunk-DFL6OJUP.js";
export {
  originFor,
  withOrigin
};
