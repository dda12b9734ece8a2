#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  formatImport,
  importMemory
} from "./chunk-QWODN2ID.js";
import "./chunk-5CPTRNRQ.js";
import "./chunk-ZN6MBFR2.js";
import "./chunk-SVL5UHO6.js";
import "./chunk-26EY6O56.js";
import "./chunk-XJ6YVQF4.js";
import {
  emit
} from "./chunk-GRFI5MPU.js";
import "./chunk-RXCF4WS7.js";
import "./chunk-YJAJKJVB.js";
import {
  openPreparedWorkspace
} from "./chunk-PTTWBUOC.js";
import "./chunk-3U6DHXER.js";
import "./chunk-XCLL3HM2.js";
import "./chunk-VCRTXGYH.js";
import "./chunk-GKCQJKDH.js";
import "./chunk-PZCQGVY6.js";
import "./chunk-4644O5TJ.js";
import "./chunk-CNP3PCCL.js";
import "./chunk-HYIBZDEF.js";
import "./chunk-NC7SGZZL.js";
import "./chunk-YONUC76T.js";
import "./chunk-7IYTS6TU.js";
import "./chunk-UXUNSQJ5.js";
import "./chunk-KU6K2HIV.js";
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
