#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  formatImport,
  importMemory
} from "./chunk-ZGLSFSRI.js";
import "./chunk-DP3TRY3X.js";
import "./chunk-SPKUPYJL.js";
import "./chunk-2WV5G44C.js";
import "./chunk-DZRT4NJV.js";
import "./chunk-5WGS7CEY.js";
import {
  emit
} from "./chunk-GRFI5MPU.js";
import "./chunk-RU7W5PIH.js";
import "./chunk-4KKGCATE.js";
import {
  openPreparedWorkspace
} from "./chunk-WWW4EFJG.js";
import "./chunk-CR4QCV6C.js";
import "./chunk-XCLL3HM2.js";
import "./chunk-3Y5Z25WW.js";
import "./chunk-CBXIUOZF.js";
import "./chunk-PZCQGVY6.js";
import "./chunk-FPX6XEFP.js";
import "./chunk-CNP3PCCL.js";
import "./chunk-OOI6I2WH.js";
import "./chunk-PGYMTHRC.js";
import "./chunk-GJ245WRE.js";
import "./chunk-7IYTS6TU.js";
import "./chunk-QC6FRGVM.js";
import "./chunk-437IQYJO.js";
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
