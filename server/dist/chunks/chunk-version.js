#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);

// server/src/version.ts
var VERSION = "0.1.0";

export {
  VERSION
};
