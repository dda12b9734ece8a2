#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);

// server/src/services/session-files.ts
var SESSION_FILE = /^\d{4}-\d{2}-\d{2}(-[a-z0-9-]+)?\.md$/;

export {
  SESSION_FILE
};
