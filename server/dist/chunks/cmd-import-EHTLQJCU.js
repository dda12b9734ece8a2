#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  formatImport,
  importMemory
} from "./chunk-NW25U3FO.js";
import "./chunk-WPDG7S3C.js";
import "./chunk-KIQACPTS.js";
import "./chunk-L4NZCE2L.js";
import "./chunk-NMZFRWME.js";
import "./chunk-VM4ZM5HA.js";
import {
  emit
} from "./chunk-GRFI5MPU.js";
import "./chunk-G46JCBUK.js";
import "./chunk-UDXKTW22.js";
import {
  openPreparedWorkspace
} from "./chunk-RUR36J2L.js";
import "./chunk-BJCOQAAQ.js";
import "./chunk-XCLL3HM2.js";
import "./chunk-5IR65BYZ.js";
import "./chunk-3FZKKIQI.js";
import "./chunk-PZCQGVY6.js";
import "./chunk-6QKON7PY.js";
import "./chunk-CNP3PCCL.js";
import "./chunk-I4YIW4JN.js";
import "./chunk-O6WW3WG7.js";
import "./chunk-LMFLBTMR.js";
import "./chunk-7IYTS6TU.js";
import "./chunk-P7QMXXVO.js";
import "./chunk-OL5HQY5F.js";
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
