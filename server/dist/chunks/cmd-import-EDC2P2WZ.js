#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  formatImport,
  importMemory
} from "./chunk-BPNISO7X.js";
import "./chunk-MU2ZB2MN.js";
import "./chunk-ET67XEOC.js";
import "./chunk-6E2VMHRY.js";
import "./chunk-TZR6OA62.js";
import "./chunk-6MSTP4FT.js";
import {
  emit
} from "./chunk-X5WXGP6Z.js";
import "./chunk-ERYN42WP.js";
import "./chunk-7KP7Q5KT.js";
import {
  openPreparedWorkspace
} from "./chunk-M4BITSSK.js";
import "./chunk-MHXRAFSD.js";
import "./chunk-XCLL3HM2.js";
import "./chunk-XQQGU6UJ.js";
import "./chunk-CNP3PCCL.js";
import "./chunk-XF4U475L.js";
import "./chunk-XPCYVAVI.js";
import "./chunk-RSVV74X4.js";
import "./chunk-7IYTS6TU.js";
import "./chunk-JEWJKUPC.js";
import "./chunk-3KDWSTMR.js";
import {
  assertKnownFlags,
  stringFlag
} from "./chunk-MYLXNXKZ.js";
import "./chunk-KZNU4RTG.js";
import "./chunk-DFL6OJUP.js";

// server/src/cli/cmd-import.ts
import path from "node:path";
async function runImport(args, io) {
  assertKnownFlags(args.flags, ["dry-run"]);
  const ws = openPreparedWorkspace({ root: stringFlag(args.flags, "root") });
  const r = await importMemory(ws, {
    project: stringFlag(args.flags, "project"),
    // A relative PATH is relative to where the user stands.
    path: path.resolve(args.positionals[0] ?? "."),
    dryRun: args.flags["dry-run"] === true
  });
  emit(io, r, () => formatImport(r));
  return r.proof.missing.length ? 1 : 0;
}
export {
  runImport
};
