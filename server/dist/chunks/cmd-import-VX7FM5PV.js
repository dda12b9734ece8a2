#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  formatImport,
  importMemory
} from "./chunk-TFG4TQBT.js";
import "./chunk-CNR4XPWO.js";
import "./chunk-424Y53DY.js";
import "./chunk-CB663PFT.js";
import "./chunk-GTTSTTT2.js";
import "./chunk-PGPCF5XS.js";
import {
  emit
} from "./chunk-GRFI5MPU.js";
import "./chunk-ZYWZDIPE.js";
import "./chunk-JYQYJSOI.js";
import {
  openPreparedWorkspace
} from "./chunk-GMP2JE5X.js";
import "./chunk-NB7WU2SX.js";
import "./chunk-XCLL3HM2.js";
import "./chunk-B3MSL4TC.js";
import "./chunk-TKLBBODJ.js";
import "./chunk-PZCQGVY6.js";
import "./chunk-CNP3PCCL.js";
import "./chunk-VSQDXLXR.js";
import "./chunk-PHEFCZY7.js";
import "./chunk-YXCNYNO2.js";
import "./chunk-7IYTS6TU.js";
import "./chunk-AIDEHF53.js";
import "./chunk-Z3FZJBIU.js";
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
