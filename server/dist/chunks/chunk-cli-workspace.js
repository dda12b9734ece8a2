#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  openPreparedWorkspace,
  prepareWorkspace
} from "./chunk-services-prepare.js";
import {
  openWorkspace
} from "./chunk-services-open.js";
import {
  stringFlag
} from "./chunk-cli-args.js";

// server/src/cli/workspace.ts
function writeWorkspace(args) {
  return openPreparedWorkspace({ root: stringFlag(args.flags, "root") });
}
function readWorkspace(args) {
  return prepareWorkspace(openWorkspace({ root: stringFlag(args.flags, "root"), create: false }));
}

export {
  writeWorkspace,
  readWorkspace
};
