#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  formatImport,
  importMemory
} from "./chunk-X73L7SI2.js";
import "./chunk-TKH4TNTB.js";
import "./chunk-LGR3JE2X.js";
import "./chunk-6E2VMHRY.js";
import "./chunk-QCJBXGTI.js";
import "./chunk-4BH2VUSK.js";
import {
  emit
} from "./chunk-GRFI5MPU.js";
import "./chunk-QUTBMTEH.js";
import "./chunk-H466OX43.js";
import {
  openPreparedWorkspace
} from "./chunk-G56EXFUB.js";
import "./chunk-2Z5H7SUS.js";
import "./chunk-XCLL3HM2.js";
import "./chunk-4ZXAODM4.js";
import "./chunk-XQQGU6UJ.js";
import "./chunk-CNP3PCCL.js";
import "./chunk-E5A7OJ7C.js";
import "./chunk-6Y4G2AUG.js";
import "./chunk-AQCJ6WZ5.js";
import "./chunk-7IYTS6TU.js";
import "./chunk-NVJJVPMK.js";
import "./chunk-3KDWSTMR.js";
import {
  assertKnownFlags,
  stringFlag
} from "./chunk-YZHSJELJ.js";
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
