#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  stringFlag
} from "./chunk-cli-args.js";
import "./chunk-core-errors.js";
import "./chunk-shared.js";

// server/src/cli/cmd-serve.ts
async function runServe(args, _io, hosted) {
  await hosted.serve(stringFlag(args.flags, "root"));
  return -1;
}
export {
  runServe
};
