#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  CONSOLIDATION_LOG,
  CONSOLIDATION_LOG_HEADER,
  renderReport
} from "./chunk-core-consolidate-report.js";
import {
  abandonJournal,
  afterChange,
  applyEntries,
  beginJournal,
  commitJournal,
  ensureCoreFiles,
  exactOf,
  outcomeBullets,
  pendingJournalPath,
  readLastJournal,
  recoverJournal,
  updateManifest,
  withLocks
} from "./chunk-core-folder-manifest.js";
import {
  setJsonMembers
} from "./chunk-core-json-edit.js";
import {
  tooLargeError
} from "./chunk-core-limits.js";
import {
  resolveProjectScope
} from "./chunk-core-project-meta.js";
import {
  MAX_FILE_BYTES,
  removeContained,
  sweepTempFiles
} from "./chunk-storage-atomic-file.js";
import {
  addMissingSections,
  canonicalSectionName,
  insertAtSectionEnd,
  missingSections,
  parseSections,
  renderMemoryTemplate
} from "./chunk-core-file-rules.js";
import {
  appendBlock,
  appendBlocks,
  atxHeadingOf,
  classify,
  compareDecisionIds,
  conflictRefusal,
  contentLines,
  decisionIdsIn,
  fieldKey,
  fileConflict,
  lineCount,
  parseDecisions,
  preferredEol,
  readThresholds,
  renderDecisionStub,
  replaceDecisionEntries,
  setDecisionFieldsMany,
  splitLinesKeepEnds,
  todayOf,
  unclosedFence
} from "./chunk-core-decision-edits.js";
import {
  assertIsoDate,
  dateFileName,
  daysBetween,
  firstDateIn,
  isIsoDate,
  leadingDate
} from "./chunk-core-dates.js";
import {
  StaleVersionError,
  describePath,
  fileLockKey
} from "./chunk-core-path-rules.js";
import {
  MemoryError
} from "./chunk-core-errors.js";

// server/src/core/consolidate/inventory.ts
function emptyAccounting() {
  return { droppedDuplicates: [], modified: [], derivedJsonKeys: {} };
}
function mergeAccounting(parts) {
  const out = emptyAccounting();
  for (const p of parts) {
    out.droppedDuplicates.push(...p.droppedDuplicates);
    out.modified.push(...p.modified);
    for (const [path, keys] of Object.entries(p.derivedJsonKeys)) out.derivedJsonKeys[path] = [...out.derivedJsonKeys[path] ?? [], ...keys];
  }
  return out;
}
function add(counts, key, n = 1) {
  counts.set(key, (counts.get(key) ?? 0) + n);
}
function parseJson(text) {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}
function flattenJson(path, value, skipTopKeys, out, markFilled = false) {
  const walk = (prefix, v, depth) => {
    if (Array.isArray(v)) {
      if (v.length === 0 || markFilled) out(`${prefix}=[]`);
      for (const item of v) walk(`${prefix}[]`, item, depth + 1);
    } else if (typeof v === "object" && v !== null) {
      const keys = Object.keys(v);
      if (keys.length === 0 || markFilled) out(`${prefix}={}`);
      for (const k of keys) {
        if (depth === 0 && skipTopKeys.has(k)) continue;
        walk(`${prefix}.${JSON.stringify(k)}`, v[k], depth + 1);
      }
    } else {
      out(`${prefix}=${JSON.stringify(v)}`);
    }
  };
  walk(`${path}:`, value, 0);
}
function inventoryOf(files, derived, forPath, markFilled = false) {
  const counts = /* @__PURE__ */ new Map();
  for (const path of Object.keys(files).sort()) {
    const text = files[path];
    const record = (key) => {
      add(counts, key);
      if (forPath) {
        const set = forPath.get(key) ?? /* @__PURE__ */ new Set();
        set.add(path);
        forPath.set(key, set);
      }
    };
    if (path.endsWith(".json")) {
      const parsed = parseJson(text);
      if (parsed.ok) {
        flattenJson(path, parsed.value, new Set(derived[path] ?? []), record, markFilled);
        continue;
      }
    }
    let start = 0;
    while (start <= text.length) {
      const nl = text.indexOf("\n", start);
      const end = nl === -1 ? text.length : nl;
      const line = text.slice(start, end).trim();
      if (line !== "") record(line);
      if (nl === -1) break;
      start = nl + 1;
    }
  }
  return counts;
}
function total(counts) {
  let n = 0;
  for (const v of counts.values()) n += v;
  return n;
}
function lineInventory(before, after, accounting = emptyAccounting()) {
  const paths = /* @__PURE__ */ new Map();
  const b = inventoryOf(before, accounting.derivedJsonKeys, paths);
  const a = inventoryOf(after, accounting.derivedJsonKeys, void 0, true);
  const allowed = /* @__PURE__ */ new Map();
  for (const d of accounting.droppedDuplicates) add(allowed, d.line);
  for (const m of accounting.modified) add(allowed, m.before);
  const missing = [];
  for (const [line, nBefore] of b) {
    const deficit = nBefore - (a.get(line) ?? 0) - (allowed.get(line) ?? 0);
    if (deficit > 0) missing.push({ line, count: deficit, paths: [...paths.get(line) ?? []].sort() });
  }
  const unjustified = [];
  for (const d of accounting.droppedDuplicates) {
    if (!a.has(d.line)) unjustified.push(`"${d.line}" was dropped from ${d.path} as a duplicate, but no copy of it remains.`);
  }
  for (const m of accounting.modified) {
    if (!a.has(m.after)) unjustified.push(`"${m.before}" in ${m.path} was changed to "${m.after}", which is not in the result.`);
  }
  missing.sort((x, y) => x.line < y.line ? -1 : x.line > y.line ? 1 : 0);
  return {
    ok: missing.length === 0 && unjustified.length === 0,
    linesBefore: total(b),
    linesAfter: total(a),
    droppedDuplicates: accounting.droppedDuplicates.length,
    modifiedByDesign: accounting.modified.length,
    missing,
    unjustified
  };
}

// server/src/core/consolidate/types.ts
function yearMonth(date) {
  return date.slice(0, 4) + date.slice(5, 7);
}

// server/src/core/consolidate/memory-archive.ts
function memoryArchivePath(now) {
  return `archive/memory-${yearMonth(now)}.md`;
}
function memoryArchivePointer(archivePath) {
  return `- Older detail moved out of core memory: ${archivePath}`;
}
var POINTER = /^- Older detail moved out of core memory: archive\/memory-\d{6}\.md$/;
function isMemoryArchivePointer(line) {
  return POINTER.test(line.trim());
}
function memoryArchiveHeader(now) {
  return `# Core memory archive \u2014 ${now.slice(0, 7)}

Lines moved out of memory.md by consolidation (over its line budget, or left out of a /dream draft); newest entries last.
`;
}

// server/src/core/consolidate/core-budget-pass.ts
var MEMORY = "memory.md";
var DEEP_LINKS = "Deep links / pointers";
var PREAMBLE_LABEL = "(text before the first section)";
var TOP_BULLET = /^ ?(?:[-*+]|\d{1,9}[.)])[ \t]+/;
function unitsOf(lines, kinds, from, to, pinned) {
  const raw = [];
  const isHeading = (i2) => atxHeadingOf(kinds[i2]) !== void 0;
  const isBreak = (i2) => lines[i2].trim() === "" || TOP_BULLET.test(lines[i2]) || isHeading(i2) || kinds[i2].kind === "code";
  let gapStart = from;
  let i = from;
  while (i <= to) {
    const line = lines[i];
    if (line.trim() === "") {
      i++;
      continue;
    }
    let end = i;
    if (kinds[i].kind === "code") {
      end = to;
      for (let j = i + 1; j <= to; j++) {
        if (kinds[j].kind !== "code") {
          end = j - 1;
          break;
        }
        if (kinds[j].fence === "close") {
          end = j;
          break;
        }
      }
    } else if (!isHeading(i)) {
      while (end + 1 <= to && !isBreak(end + 1)) end++;
    }
    raw.push({ gapStart, start: i, end });
    gapStart = end + 1;
    i = end + 1;
  }
  const glued = [];
  let pending;
  for (const u of raw) {
    const isHeading2 = atxHeadingOf(kinds[u.start]) !== void 0 && u.start === u.end;
    const merged = pending ? { gapStart: pending.gapStart, start: pending.start, end: u.end } : u;
    if (isHeading2) pending = merged;
    else {
      glued.push(merged);
      pending = void 0;
    }
  }
  if (pending) glued.push(pending);
  return glued.map((u) => ({ ...u, pinned: pinned(lines.slice(u.start, u.end + 1).join("\n")), kept: true }));
}
function cost(u) {
  return u.end - u.gapStart + 1;
}
function coreBudgetPass(files, thresholds, now, projectName) {
  const original = files.get(MEMORY);
  const limit = thresholds.coreSoftLimit;
  const report = {
    created: original === void 0,
    sectionsAdded: [],
    linesBefore: original === void 0 ? 0 : lineCount(original),
    linesAfter: 0,
    limit,
    moved: [],
    archive: void 0,
    withinLimit: true
  };
  const result = { writes: /* @__PURE__ */ new Map(), deletes: [], accounting: emptyAccounting(), report };
  let text = original ?? renderMemoryTemplate(projectName);
  if (original !== void 0) report.sectionsAdded = missingSections(text);
  text = addMissingSections(text);
  if (lineCount(text) > limit) text = trim(text, limit, now, files, result);
  report.linesAfter = lineCount(text);
  report.withinLimit = report.linesAfter <= limit;
  if (text !== original) result.writes.set(MEMORY, text);
  return result;
}
function trim(text, limit, now, files, result) {
  const lines = contentLines(text);
  const eol = preferredEol(text);
  const archivePath = memoryArchivePath(now);
  const pointer = memoryArchivePointer(archivePath);
  const isPointer = (t) => t.includes("archive/memory-");
  const kinds = classify(lines);
  const headings = [];
  let title = -1;
  for (let i = 0; i < lines.length; i++) {
    if (atxHeadingOf(kinds[i], 2)) headings.push(i);
    else if (title === -1 && headings.length === 0 && atxHeadingOf(kinds[i], 1)) title = i;
  }
  const sections = [];
  const firstHeading = headings[0] ?? lines.length;
  const newSection = (label, heading, start, end, kind) => {
    const units = unitsOf(lines, kinds, heading === -1 ? start : heading + 1, end, kind === "deepLinks" ? isPointer : () => false);
    return {
      label,
      heading,
      start,
      end,
      kind,
      units,
      keptCount: units.length,
      keptCost: units.reduce((n, u) => n + cost(u), 0),
      touched: false,
      removed: false
    };
  };
  if (title + 1 <= firstHeading - 1) sections.push(newSection(PREAMBLE_LABEL, -1, title + 1, firstHeading - 1, "preamble"));
  let deepLinks;
  headings.forEach((h, k) => {
    const label = atxHeadingOf(kinds[h], 2).text;
    const canonical = canonicalSectionName(label);
    const isDeepLinks = canonical === DEEP_LINKS && !deepLinks;
    const s = newSection(label, h, h, (headings[k + 1] ?? lines.length) - 1, isDeepLinks ? "deepLinks" : canonical ? "canonical" : "other");
    if (isDeepLinks) deepLinks = s;
    sections.push(s);
  });
  const pointerPresent = deepLinks !== void 0 && lines.slice(deepLinks.start, deepLinks.end + 1).some((l) => l.includes(archivePath));
  const head = title + 1;
  let anythingMoved = false;
  const lastLive = () => {
    for (let k = sections.length - 1; k >= 0; k--) if (!sections[k].removed) return sections[k];
    return void 0;
  };
  const lengthOf = (s, isLast) => {
    if (s.removed) return 0;
    const pointerLine = s === deepLinks && anythingMoved && !pointerPresent ? 1 : 0;
    if (!s.touched) return s.end - s.start + 1 + pointerLine;
    return (s.heading === -1 ? 0 : 1) + s.keptCost + pointerLine + (isLast ? 0 : 1);
  };
  const total2 = () => {
    const last2 = lastLive();
    let n = head;
    for (const s of sections) n += lengthOf(s, s === last2);
    return n;
  };
  const lastKept = (s) => {
    for (let k = s.units.length - 1; k >= 0; k--) if (s.units[k].kept) return s.units[k];
    return void 0;
  };
  const removeUnit = (s, u) => {
    u.kept = false;
    s.touched = true;
    s.keptCount--;
    s.keptCost -= cost(u);
    anythingMoved = true;
  };
  const trimmable = (s) => !s.removed && (s.kind === "preamble" || s.kind === "canonical" || s.kind === "other");
  const longest = (min) => {
    let best;
    for (const s of sections) {
      if (!trimmable(s) || s.keptCount < min) continue;
      if (!best || lengthOf(s, false) >= lengthOf(best, false)) best = s;
    }
    return best;
  };
  const step = () => {
    const many = longest(2);
    if (many) return removeUnit(many, lastKept(many)), true;
    const one = longest(1);
    if (one) return removeUnit(one, lastKept(one)), true;
    if (deepLinks) {
      const unit = [...deepLinks.units].reverse().find((u) => u.kept && !u.pinned);
      if (unit) return removeUnit(deepLinks, unit), true;
    }
    const other = [...sections].reverse().find((s) => s.kind === "other" && !s.removed);
    if (other) {
      other.removed = true;
      anythingMoved = true;
      return true;
    }
    return false;
  };
  while (total2() > limit && step()) ;
  if (!anythingMoved) return text;
  const out = lines.slice(0, head);
  const moved = [];
  const last = lastLive();
  for (const s of sections) {
    if (s.removed) {
      const body = lines.slice(s.start, s.end + 1);
      while (body.length > 0 && body[body.length - 1].trim() === "") body.pop();
      moved.push(body.join("\n"));
      result.report.moved.push({ section: s.label, lines: body.filter((l) => l.trim() !== "").length });
      continue;
    }
    const addPointer = s === deepLinks && !pointerPresent;
    if (!s.touched) {
      const body = lines.slice(s.start, s.end + 1);
      if (addPointer) {
        let at = body.length;
        while (at > 1 && body[at - 1].trim() === "") at--;
        body.splice(at, 0, pointer);
      }
      out.push(...body);
      continue;
    }
    if (s.heading !== -1) out.push(lines[s.heading]);
    const gone = [];
    for (const u of s.units) {
      if (u.kept) out.push(...lines.slice(u.gapStart, u.end + 1));
      else gone.push(u);
    }
    if (addPointer) out.push(pointer);
    if (s !== last) out.push("");
    const movedLines = [];
    gone.forEach((u, k) => {
      if (k > 0 && u.gapStart < u.start) movedLines.push("");
      movedLines.push(...lines.slice(u.start, u.end + 1));
    });
    moved.push(`### ${s.label}

${movedLines.join("\n")}`);
    result.report.moved.push({ section: s.label, lines: movedLines.filter((l) => l.trim() !== "").length });
  }
  const entry = `## ${now} \u2014 moved from memory.md

${moved.join("\n\n")}`;
  result.writes.set(archivePath, appendBlock(files.get(archivePath) ?? memoryArchiveHeader(now), entry));
  result.report.archive = archivePath;
  return out.join(eol) + eol;
}

// server/src/core/consolidate/decisions-pass.ts
var DECISIONS = "decisions.md";
var IN_FORCE = /* @__PURE__ */ new Set(["Active", "Under Review"]);
var CLOSED = /* @__PURE__ */ new Set(["Superseded", "Retired"]);
function lastConfirmed(e) {
  let latest = e.date;
  for (const f of e.fields) {
    const k = fieldKey(f.key);
    if (k !== "reviewed" && k !== "reviewnote") continue;
    const d = firstDateIn(f.value);
    if (d !== void 0 && d > latest) latest = d;
  }
  return latest;
}
function newer(a, b) {
  if (a.date !== b.date) return a.date > b.date;
  return a.num !== b.num ? a.num > b.num : compareDecisionIds(a.id, b.id) > 0;
}
function archiveHeader(ym) {
  return `# Decisions archive \u2014 ${ym.slice(0, 4)}-${ym.slice(4)}

Full text of decisions compacted out of decisions.md (Superseded or Retired), grouped by the month of their Date. decisions.md keeps a one-line stub for each.
`;
}
function decisionsPass(files, thresholds, now) {
  const report = { flaggedStale: [], superseded: [], compacted: [], skipped: [] };
  const result = { writes: /* @__PURE__ */ new Map(), deletes: [], accounting: emptyAccounting(), report };
  const text = files.get(DECISIONS);
  if (text === void 0) return result;
  const entries = parseDecisions(text).entries;
  const idCount = /* @__PURE__ */ new Map();
  for (const e of entries) idCount.set(e.id, (idCount.get(e.id) ?? 0) + 1);
  const usable = [];
  for (const e of entries) {
    if (e.stub) continue;
    if (idCount.get(e.id) > 1) report.skipped.push({ id: e.id, reason: "its id is used by more than one entry" });
    else if (e.status === void 0) report.skipped.push({ id: e.id, reason: `its status "${e.statusText ?? ""}" is missing or unknown` });
    else usable.push(e);
  }
  const byId = new Map(usable.map((e) => [e.id, e]));
  const status = new Map(usable.map((e) => [e.id, e.status]));
  const supersededBy = /* @__PURE__ */ new Map();
  const supersede = (target, by, reason) => {
    if (CLOSED.has(status.get(target.id))) return;
    status.set(target.id, "Superseded");
    supersededBy.set(target.id, { by, reason });
  };
  for (const e of [...usable].sort((a, b) => b.num - a.num)) {
    if (!IN_FORCE.has(status.get(e.id))) continue;
    for (const targetId of decisionIdsIn(e.supersedes)) {
      const target = byId.get(targetId);
      if (target && target.num < e.num) supersede(target, e, "supersedes");
    }
  }
  const topics = /* @__PURE__ */ new Map();
  for (const e of usable) {
    const topic = e.topic?.trim().toLowerCase();
    if (!topic) continue;
    if (e.date === void 0 || !isIsoDate(e.date)) {
      report.skipped.push({ id: e.id, reason: `it has a topic but its date "${e.date ?? ""}" is not a real YYYY-MM-DD date` });
      continue;
    }
    const group = topics.get(topic);
    if (group) group.push(e);
    else topics.set(topic, [e]);
  }
  for (const group of topics.values()) {
    let winner;
    for (const e of group) if (IN_FORCE.has(status.get(e.id)) && (!winner || newer(e, winner))) winner = e;
    if (!winner) continue;
    for (const e of group) if (e !== winner && newer(winner, e)) supersede(e, winner, "topic");
  }
  const notes = /* @__PURE__ */ new Map();
  for (const e of usable) {
    if (status.get(e.id) !== "Active") continue;
    if (e.date === void 0 || !isIsoDate(e.date)) {
      if (!report.skipped.some((s) => s.id === e.id)) {
        report.skipped.push({ id: e.id, reason: `its date "${e.date ?? ""}" is not a real YYYY-MM-DD date, so its age is unknown` });
      }
      continue;
    }
    const since = lastConfirmed(e);
    const ageDays = daysBetween(since, now);
    if (ageDays <= thresholds.staleDecisionDays) continue;
    status.set(e.id, "Under Review");
    notes.set(e.id, {
      date: now,
      text: `flagged by consolidation: not confirmed since ${since} (${ageDays} days, limit ${thresholds.staleDecisionDays}); confirm it (Status: Active and a "Reviewed: <date>" field) or supersede it`
    });
    report.flaggedStale.push({ id: e.id, title: e.title, since, ageDays });
  }
  const changes = /* @__PURE__ */ new Map();
  for (const e of usable) {
    const next = status.get(e.id);
    if (next === e.status) continue;
    const c = { status: next };
    const sup = supersededBy.get(e.id);
    if (sup) {
      c.supersededBy = sup.by.id;
      report.superseded.push({ id: e.id, title: e.title, by: sup.by.id, reason: sup.reason });
    }
    const note = notes.get(e.id);
    if (note) c.note = note;
    changes.set(e.id, c);
  }
  const edited = setDecisionFieldsMany(text, changes);
  const editedEntries = new Map(
    parseDecisions(edited).entries.filter((e) => !e.stub && byId.has(e.id)).map((e) => [e.id, e])
  );
  if (changes.size > 0) {
    const beforeLines = contentLines(text);
    const afterLines = contentLines(edited);
    for (const id of changes.keys()) {
      const old = byId.get(id);
      const updated = editedEntries.get(id);
      for (const key of ["status", "supersededby"]) {
        const was = old.fields.find((f) => fieldKey(f.key) === key);
        const is = updated.fields.find((f) => fieldKey(f.key) === key);
        if (!was || !is) continue;
        const before = beforeLines[was.line - 1].trim();
        const after = afterLines[is.line - 1].trim();
        if (before !== after)
          result.accounting.modified.push({
            path: DECISIONS,
            before,
            after,
            reason: `${id} ${key === "status" ? "status" : "successor"} changed by consolidation`
          });
      }
    }
  }
  const stubs = /* @__PURE__ */ new Map();
  const archives = /* @__PURE__ */ new Map();
  for (const e of editedEntries.values()) {
    const s = status.get(e.id);
    if (!CLOSED.has(s)) continue;
    const ym = yearMonth(e.date !== void 0 && isIsoDate(e.date) ? e.date : now);
    const archivePath = `archive/decisions-${ym}.md`;
    const anchor = e.id.toLowerCase();
    const stubArgs = {
      num: e.num,
      ...e.tag ? { tag: e.tag } : {},
      title: e.title.trim() || "(untitled)",
      status: s,
      link: `${archivePath}#${anchor}`
    };
    const successor = decisionIdsIn(e.supersededBy)[0];
    if (successor) stubArgs.supersededBy = successor;
    const stub = renderDecisionStub(stubArgs);
    const reread = parseDecisions(stub).entries[0];
    if (!reread?.stub || reread.id !== e.id || reread.status !== s) {
      report.skipped.push({ id: e.id, reason: "its title cannot be written as a one-line stub" });
      continue;
    }
    stubs.set(e.id, stub);
    const archive = archives.get(archivePath) ?? { ym, blocks: [] };
    archive.blocks.push(`<a id="${anchor}"></a>

${e.raw}`);
    archives.set(archivePath, archive);
    report.compacted.push({ id: e.id, title: e.title, status: s, archive: archivePath });
  }
  const final = replaceDecisionEntries(edited, stubs);
  if (final !== text) result.writes.set(DECISIONS, final);
  for (const [path, { ym, blocks }] of [...archives].sort(([a], [b]) => a < b ? -1 : 1)) {
    result.writes.set(path, appendBlocks(files.get(path) ?? archiveHeader(ym), blocks));
  }
  report.skipped.sort((a, b) => compareDecisionIds(a.id, b.id) || (a.reason < b.reason ? -1 : a.reason > b.reason ? 1 : 0));
  return result;
}

// server/src/core/consolidate/draft-pass.ts
var MEMORY2 = "memory.md";
var DEEP_LINKS2 = "Deep links / pointers";
var PREAMBLE_LABEL2 = "(text before the first section)";
function emptyDraftReport() {
  return { given: false, linesBefore: 0, linesAfter: 0, kept: 0, added: 0, moved: [], movedLines: [], pointersKept: 0, archive: void 0 };
}
function countsOf(lines) {
  const counts = /* @__PURE__ */ new Map();
  for (const raw of lines) {
    const l = raw.trim();
    if (l !== "") counts.set(l, (counts.get(l) ?? 0) + 1);
  }
  return counts;
}
function assertValidDraft(draft) {
  const missing = missingSections(draft);
  if (missing.length > 0) {
    const names = missing.map((s) => `"## ${s}"`).join(", ");
    throw new MemoryError(
      "INVALID_INPUT",
      `The draft of memory.md has no ${names} section, and every canonical section must stay, so nothing was changed.`,
      "Add the missing section headings to the draft (a section may be short, not absent) and call consolidate again."
    );
  }
}
function draftPass(files, draft, thresholds, now) {
  const report = emptyDraftReport();
  const result = { writes: /* @__PURE__ */ new Map(), deletes: [], accounting: emptyAccounting(), report };
  if (draft === void 0) return result;
  assertValidDraft(draft);
  report.given = true;
  const current = files.get(MEMORY2) ?? "";
  const currentLines = contentLines(current);
  const draftLines = contentLines(draft);
  const inDraft = countsOf(draftLines);
  const carried = [];
  const pointerBudget = new Map(inDraft);
  for (const raw of currentLines) {
    const l = raw.trim();
    if (!isMemoryArchivePointer(l)) continue;
    const n = pointerBudget.get(l) ?? 0;
    if (n > 0) pointerBudget.set(l, n - 1);
    else carried.push(l);
  }
  report.pointersKept = carried.length;
  const available = countsOf([...draftLines, ...carried]);
  const dropped = [];
  const sectionOf = sectionLabels(current, currentLines.length);
  currentLines.forEach((raw, index) => {
    const l = raw.trim();
    if (l === "") return;
    const n = available.get(l) ?? 0;
    if (n > 0) available.set(l, n - 1);
    else dropped.push({ index, section: sectionOf[index] });
  });
  const inCurrent = countsOf(currentLines);
  for (const [line, n] of inDraft) {
    const have = inCurrent.get(line) ?? 0;
    report.kept += Math.min(n, have);
    report.added += Math.max(0, n - have);
  }
  const pointers = [...carried];
  if (dropped.length > 0) {
    const archivePath = memoryArchivePath(now);
    const deepLinks = parseSections(draft).sections.find((s) => s.canonical === DEEP_LINKS2);
    const present = [...deepLinks?.body.split("\n") ?? [], ...carried].some((l) => l.includes(archivePath));
    if (!present) pointers.push(memoryArchivePointer(archivePath));
    const groups = groupBySection(currentLines, dropped);
    report.moved = groups.map((g) => ({ section: g.section, lines: g.count }));
    report.movedLines = dropped.map((d) => currentLines[d.index].trim());
    const entry = `## ${now} \u2014 left out of memory.md by the /dream draft

${groups.map((g) => `### ${g.section}

${g.lines.join("\n")}`).join("\n\n")}`;
    result.writes.set(archivePath, appendBlock(files.get(archivePath) ?? memoryArchiveHeader(now), entry));
    report.archive = archivePath;
  }
  pointers.sort();
  const next = insertAtSectionEnd(draft, DEEP_LINKS2, pointers);
  report.linesBefore = current === "" ? 0 : lineCount(current);
  report.linesAfter = lineCount(next);
  if (report.linesAfter > thresholds.coreSoftLimit) {
    throw new MemoryError(
      "INVALID_INPUT",
      `The draft of memory.md would leave it at ${report.linesAfter} lines${next !== draft ? " (with its archive pointers)" : ""}, over the ${thresholds.coreSoftLimit}-line budget (coreSoftLimit), so nothing was changed.`,
      "Shorten the draft (detail it leaves out is moved to archive/ by consolidate) and call consolidate again."
    );
  }
  if (next !== files.get(MEMORY2)) result.writes.set(MEMORY2, next);
  return result;
}
function sectionLabels(text, lineCount2) {
  const labels = new Array(lineCount2).fill(PREAMBLE_LABEL2);
  for (const s of parseSections(text).sections) labels.fill(s.heading.trim() || "(untitled section)", s.headingLine - 1, s.endLine);
  return labels;
}
function groupBySection(lines, dropped) {
  const groups = [];
  for (const d of dropped) {
    let g = groups.at(-1);
    if (!g || g.section !== d.section) {
      g = { section: d.section, lines: [], last: -1, count: 0 };
      groups.push(g);
    }
    g.count++;
    if (g.last !== -1 && lines.slice(g.last + 1, d.index).some((l) => l.trim() === "")) g.lines.push("");
    g.lines.push(lines[d.index]);
    g.last = d.index;
  }
  return groups.map((g) => {
    const open = unclosedFence(g.lines);
    return { section: g.section, lines: open === null ? g.lines : [...g.lines, open], count: g.count };
  });
}

// server/src/core/consolidate/sessions-pass.ts
var SESSION_PATH = /^sessions\/([^/]+)\.md$/;
function sessionFiles(paths) {
  const out = [];
  for (const path of paths) {
    const m = SESSION_PATH.exec(path);
    if (!m) continue;
    const name = m[1];
    const d = leadingDate(name);
    out.push({ path, name, date: d !== null && isIsoDate(d) ? d : void 0 });
  }
  return out;
}
function byAge(a, b) {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  return a.path < b.path ? -1 : a.path > b.path ? 1 : 0;
}
function archiveHeader2(ym) {
  return `# Sessions archive \u2014 ${ym.slice(0, 4)}-${ym.slice(4)}

Session summaries rolled up from sessions/ by consolidation, oldest first. An outcome already listed earlier in this file is not repeated.
`;
}
function archiveBlock(date, text) {
  const firstContent = classify(contentLines(text)).find((l) => l.text.trim() !== "");
  if (firstContent !== void 0 && atxHeadingOf(firstContent, 1) && firstContent.text.includes(date)) return text;
  const heading = `# Session \u2014 ${date}`;
  return firstContent === void 0 ? heading : `${heading}

${text}`;
}
function sessionsPass(files, thresholds) {
  const all = sessionFiles(files.keys());
  const dated = all.filter((s) => s.date !== void 0).sort(byAge);
  const undated = all.filter((s) => s.date === void 0).map((s) => s.path).sort();
  const report = {
    countBefore: dated.length,
    countAfter: dated.length,
    triggered: dated.length > thresholds.archiveAfter,
    rolled: [],
    duplicateOutcomesDropped: 0,
    undated
  };
  const result = { writes: /* @__PURE__ */ new Map(), deletes: [], accounting: emptyAccounting(), report };
  if (!report.triggered) return result;
  const toRoll = dated.slice(0, Math.max(0, dated.length - thresholds.keepSessions));
  const archives = /* @__PURE__ */ new Map();
  for (const session of toRoll) {
    const archivePath = `archive/sessions-${yearMonth(session.date)}.md`;
    let archive = archives.get(archivePath);
    if (!archive) {
      const existing = files.get(archivePath);
      archive = {
        base: existing ?? archiveHeader2(yearMonth(session.date)),
        blocks: [],
        seen: new Set(existing === void 0 ? [] : outcomeBullets(existing).map((b) => b.text))
      };
      archives.set(archivePath, archive);
    }
    const text = files.get(session.path);
    const dropLines = /* @__PURE__ */ new Set();
    let dropped = 0;
    for (const bullet of outcomeBullets(text)) {
      if (archive.seen.has(bullet.text)) {
        dropped++;
        for (let l = bullet.startLine; l <= bullet.endLine; l++) dropLines.add(l - 1);
        for (const line of bullet.text.split("\n")) result.accounting.droppedDuplicates.push({ path: session.path, line });
      } else {
        archive.seen.add(bullet.text);
      }
    }
    const kept = dropped === 0 ? text : splitLinesKeepEnds(text).filter((_, i) => !dropLines.has(i)).join("");
    archive.blocks.push(archiveBlock(session.date, kept));
    result.deletes.push(session.path);
    report.rolled.push({ path: session.path, archive: archivePath, duplicateOutcomesDropped: dropped });
    report.duplicateOutcomesDropped += dropped;
  }
  for (const [path, archive] of archives) result.writes.set(path, appendBlocks(archive.base, archive.blocks));
  report.countAfter = dated.length - toRoll.length;
  return result;
}

// server/src/core/consolidate/metadata-pass.ts
var MANIFEST = "manifest.json";
var ARTIFACTS = "artifacts.json";
var REQUIRED_IMPORTANT_FILES = ["memory.md", "decisions.md"];
var DERIVED_MANIFEST_KEYS = ["updated", "sessionCount", "activeDecisionIds"];
function parseObject(text, path) {
  if (text === void 0) return { status: { present: false, valid: false, problem: `${path} is missing.` } };
  let value;
  try {
    value = JSON.parse(text);
  } catch (e) {
    const reason = e instanceof Error ? e.message : String(e);
    return { status: { present: true, valid: false, problem: `${path} is not valid JSON (${reason}); it was left unchanged.` } };
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return { status: { present: true, valid: false, problem: `${path} must hold a JSON object; it was left unchanged.` } };
  }
  return { status: { present: true, valid: true }, value };
}
function sameJson(a, b) {
  return JSON.stringify(a) === JSON.stringify(b);
}
function readManifest(files) {
  return parseObject(files.get(MANIFEST), MANIFEST).value;
}
function metadataPass(files, now, otherChanges) {
  const manifest = parseObject(files.get(MANIFEST), MANIFEST);
  const artifacts = parseObject(files.get(ARTIFACTS), ARTIFACTS);
  const report = { manifest: { ...manifest.status, changedKeys: [] }, artifacts: artifacts.status };
  const result = { writes: /* @__PURE__ */ new Map(), deletes: [], accounting: emptyAccounting(), report };
  const m = manifest.value;
  if (!m) return result;
  const next = /* @__PURE__ */ new Map();
  next.set("sessionCount", sessionFiles(files.keys()).length);
  const decisions = files.get("decisions.md");
  const active = decisions === void 0 ? [] : parseDecisions(decisions).entries.filter((e) => e.status === "Active" && !e.stub);
  next.set("activeDecisionIds", [...new Set(active.sort((a, b) => a.num - b.num).map((e) => e.id))]);
  const important = m["importantFiles"];
  if (important === void 0) {
    next.set("importantFiles", [...REQUIRED_IMPORTANT_FILES]);
  } else if (Array.isArray(important)) {
    next.set("importantFiles", [...important, ...REQUIRED_IMPORTANT_FILES.filter((f) => !important.includes(f))]);
  } else {
    report.manifest.problem = 'manifest.json "importantFiles" is not an array; it was left unchanged.';
  }
  const changedKeys = [];
  for (const [key, value] of next) if (!Object.hasOwn(m, key) || !sameJson(m[key], value)) changedKeys.push(key);
  if ((otherChanges || changedKeys.length > 0) && m["updated"] !== now) changedKeys.unshift("updated");
  if (changedKeys.length === 0) return result;
  next.set("updated", now);
  const edited = setJsonMembers(files.get(MANIFEST), Object.fromEntries(changedKeys.map((k) => [k, next.get(k)])));
  if (edited === null) return result;
  result.writes.set(MANIFEST, edited);
  result.accounting.derivedJsonKeys[MANIFEST] = [...DERIVED_MANIFEST_KEYS];
  report.manifest.changedKeys = changedKeys;
  return result;
}

// server/src/core/consolidate/plan.ts
function planConsolidation(snapshot2, now, options = {}) {
  assertIsoDate(now, "now");
  const original = new Map(
    Object.keys(snapshot2.files).sort().map((p) => [p, snapshot2.files[p]])
  );
  const reading = readThresholds(readManifest(original));
  const thresholds = { ...reading.thresholds, ...definedOnly(options.thresholds) };
  const state = new Map(original);
  const accounting = [];
  const apply = (pass) => {
    for (const [path, content] of pass.writes) state.set(path, content);
    for (const path of pass.deletes) state.delete(path);
    accounting.push(pass.accounting);
    return pass.report;
  };
  const sessions = apply(sessionsPass(state, thresholds));
  const decisions = apply(decisionsPass(state, thresholds, now));
  const draft = apply(draftPass(state, options.memoryDraft, thresholds, now));
  const core = apply(coreBudgetPass(state, thresholds, now, snapshot2.projectName));
  const metadata = apply(metadataPass(state, now, differs(original, state)));
  const after = Object.fromEntries(state);
  const noLoss = lineInventory(snapshot2.files, after, mergeAccounting(accounting));
  const changed = differs(original, state);
  if (changed) state.set(CONSOLIDATION_LOG, "");
  const writes = [...state.keys()].filter((p) => original.get(p) !== state.get(p)).sort();
  const deletes = [...original.keys()].filter((p) => !state.has(p)).sort();
  const report = {
    now,
    thresholds,
    thresholdProblems: reading.problems,
    sessions,
    decisions,
    draft,
    core,
    metadata,
    noLoss,
    writes,
    deletes
  };
  if (changed) state.set(CONSOLIDATION_LOG, appendBlock(original.get(CONSOLIDATION_LOG) ?? CONSOLIDATION_LOG_HEADER, renderReport(report)));
  return {
    writes: Object.fromEntries(writes.map((p) => [p, state.get(p)])),
    deletes,
    report,
    changed
  };
}
function differs(a, b) {
  if (a.size !== b.size) return true;
  for (const [path, content] of b) if (a.get(path) !== content) return true;
  return false;
}
function definedOnly(t) {
  const out = {};
  if (!t) return out;
  for (const key of ["keepSessions", "archiveAfter", "staleDecisionDays", "coreSoftLimit"]) {
    const v = t[key];
    if (v !== void 0) {
      if (!Number.isInteger(v) || v < 1) {
        throw new MemoryError("INVALID_INPUT", `The ${key} threshold must be a positive integer, got ${v}.`);
      }
      out[key] = v;
    }
  }
  return out;
}

// server/src/services/consolidate.ts
var TOP_FILES = ["memory.md", "decisions.md", "manifest.json", "artifacts.json"];
function assertNowNotBeforeMemory(files, now) {
  let newest = "";
  for (const rel of Object.keys(files)) {
    const d = rel.startsWith("sessions/") ? dateFileName(rel.slice("sessions/".length)) : null;
    if (d !== null && d > newest) newest = d;
  }
  for (const e of parseDecisions(files["decisions.md"] ?? "").entries) if (e.date && e.date > newest) newest = e.date;
  if (newest && now < newest) {
    throw new MemoryError(
      "INVALID_INPUT",
      `now ${now} is before the newest session or decision (${newest}).`,
      `Pass a date on or after ${newest}, or omit now for today.`
    );
  }
}
function clearDecisionsStale(ws, scope) {
  updateManifest(ws.root, scope.dir, todayOf(ws), (m) => m.stale ? { ...m, stale: false } : m);
}
function snapshot(root, scope) {
  const files = {};
  const exact = {};
  const add2 = (rel) => {
    const f = root.readText(`${scope.dir}/${rel}`);
    if (!f) return;
    files[rel] = f.text;
    exact[rel] = f.bom ? `\uFEFF${f.text}` : f.text;
  };
  for (const f of TOP_FILES) add2(f);
  for (const folder of ["sessions", "archive"]) {
    for (const d of root.list(`${scope.dir}/${folder}`)) {
      if (d.isFile() && d.name.endsWith(".md") && !d.name.startsWith(".")) add2(`${folder}/${d.name}`);
    }
  }
  return { files, exact };
}
function exactAfter(exact, p, text) {
  if (text === void 0) return null;
  const before = exact[p];
  const lines = before !== void 0 && preferredEol(before) === "\r\n" && !text.includes("\r\n") ? text.replace(/\n/g, "\r\n") : text;
  return before?.startsWith("\uFEFF") ? `\uFEFF${lines}` : lines;
}
function recoverOrRefuse(root, slug) {
  const r = recoverJournal(root, slug);
  if (r.unfinished) throw new MemoryError("CONFLICT", r.unfinished.message, r.unfinished.hint);
  return r.finished;
}
function diffSummary(before, plan) {
  const count = (text) => {
    const m = /* @__PURE__ */ new Map();
    for (const l of (text ?? "").split("\n")) if (l.trim()) m.set(l, (m.get(l) ?? 0) + 1);
    return m;
  };
  const out = [];
  for (const p of [...Object.keys(plan.writes), ...plan.deletes].sort()) {
    const a = count(before[p]);
    const b = count(plan.writes[p]);
    let added = 0;
    let removed = 0;
    for (const [l, n] of b) added += Math.max(0, n - (a.get(l) ?? 0));
    for (const [l, n] of a) removed += Math.max(0, n - (b.get(l) ?? 0));
    out.push({ path: p, change: plan.writes[p] === void 0 ? "deleted" : before[p] === void 0 ? "created" : "modified", added, removed });
  }
  return out;
}
function formatDiff(diff) {
  return diff.map((d) => `  ${d.change.padEnd(8)} ${d.path}  +${d.added} -${d.removed}`).join("\n");
}
function assertNoLoss(plan, slug) {
  const n = plan.report.noLoss;
  if (n.ok) return;
  const count = n.missing.reduce((k, m) => k + m.count, 0);
  const example = n.missing[0] ? ` (first: "${n.missing[0].line.slice(0, 80)}" in ${n.missing[0].paths.join(", ")})` : n.unjustified[0] ? ` (${n.unjustified[0]})` : "";
  throw new MemoryError(
    "CONFLICT",
    `The no-loss check of this /dream run of ${slug} failed: ${count} line(s) would be unaccounted for${example}, so nothing was applied.`,
    "Run `project-memory dream --dry-run` to see the report; this is a bug of project-memory, please report it with that output."
  );
}
function consolidate(ws, args, planner = planConsolidation) {
  const scope = resolveProjectScope(ws, args.project, "Consolidation runs");
  const now = args.now ? assertIsoDate(args.now, "now") : todayOf(ws);
  const dryRun = args.dry_run ?? true;
  const { root } = ws;
  return root.lock(`dream:${scope.slug}`, () => {
    const recovered = recoverOrRefuse(root, scope.slug);
    sweepTempFiles(root.resolve(scope.dir).abs);
    const coreCreated = dryRun ? [] : ensureCoreFiles(ws, scope);
    const { files: before, exact } = snapshot(root, scope);
    for (const [p, text] of Object.entries(before)) {
      const conflict = fileConflict(p, text);
      if (conflict) throw conflictRefusal(conflict);
    }
    if (args.now) assertNowNotBeforeMemory(before, now);
    const plan = planner({ projectName: scope.name, files: before }, now, { thresholds: args.thresholds, memoryDraft: args.memoryDraft });
    const report = renderReport(plan.report);
    const base = {
      project: scope.slug,
      dry_run: dryRun,
      changed: plan.changed,
      report,
      plan,
      recovered,
      diff: diffSummary(before, plan),
      core_files_created: coreCreated
    };
    if (dryRun) return { ...base, applied: false };
    if (!plan.changed) {
      clearDecisionsStale(ws, scope);
      return { ...base, applied: false };
    }
    assertNoLoss(plan, scope.slug);
    const touched = [...Object.keys(plan.writes), ...plan.deletes];
    const rel = (p) => `${scope.dir}/${p}`;
    for (const [p, text] of Object.entries(plan.writes)) {
      const bytes = Buffer.byteLength(text);
      if (bytes > MAX_FILE_BYTES)
        throw tooLargeError(
          describePath(p),
          bytes,
          MAX_FILE_BYTES,
          "Split the file by hand (for an archive: move its oldest part to a second archive file) and run /dream again."
        );
    }
    withLocks(
      root,
      touched.map((p) => fileLockKey(rel(p))),
      () => {
        const seen = new Map(touched.map((p) => [rel(p), root.readText(rel(p))]));
        const changedMeanwhile = touched.filter((p) => exactOf(seen.get(rel(p))) !== (exact[p] ?? null));
        if (changedMeanwhile.length) {
          throw new MemoryError(
            "CONFLICT",
            `Files changed while /dream was planning (${changedMeanwhile.join(", ")}), so nothing was applied.`,
            "Run it again."
          );
        }
        const entries = touched.sort().map((p) => ({ path: rel(p), before: exact[p] ?? null, after: exactAfter(exact, p, plan.writes[p]) }));
        const journal = beginJournal(root, { kind: "apply", project: scope.slug, now, entries });
        applyVerified(root, journal, seen);
        commitJournal(root, journal);
      }
    );
    afterChange(ws, touched.map(rel));
    clearDecisionsStale(ws, scope);
    return { ...base, applied: true };
  });
}
function applyVerified(root, journal, seen) {
  try {
    applyEntries(root, journal.entries, "after", seen);
  } catch (e) {
    if (!(e instanceof StaleVersionError)) throw e;
    const now = new Map(journal.entries.map((x) => [x.path, root.readText(x.path)]));
    const written = journal.entries.filter((x) => x.before !== x.after && (now.get(x.path)?.text ?? null) === x.after);
    try {
      applyEntries(root, written, "before", now);
    } catch (again) {
      if (!(again instanceof StaleVersionError)) throw again;
      throw new MemoryError(
        "CONFLICT",
        `Files of ${journal.project} were changed by another program while /dream was applying and again while it was undoing, so it stopped; .journal/${journal.project}.json keeps both versions of every file.`,
        "Run the dream again once the files are no longer being edited."
      );
    }
    removeContained(root.dir, pendingJournalPath(root, journal.project));
    throw new MemoryError("CONFLICT", `${e.message.replace(/ so nothing was written\.$/, "")} so /dream applied nothing.`, "Run it again.");
  }
}
function undoConsolidation(ws, args) {
  const scope = resolveProjectScope(ws, args.project, "Consolidation runs");
  const { root } = ws;
  return root.lock(`dream:${scope.slug}`, () => {
    recoverOrRefuse(root, scope.slug);
    sweepTempFiles(root.resolve(scope.dir).abs);
    const last = readLastJournal(root, scope.slug);
    if (!last) throw new MemoryError("NOT_FOUND", `There is no applied /dream run of ${scope.slug} to undo.`);
    const paths = last.entries.map((e) => e.path);
    withLocks(root, paths.map(fileLockKey), () => {
      const seen = new Map(paths.map((p) => [p, root.readText(p)]));
      const current = new Map(paths.map((p) => [p, exactOf(seen.get(p))]));
      const drifted = last.entries.filter((e) => current.get(e.path) !== e.after).map((e) => e.path);
      if (drifted.length && !args.force) {
        throw new MemoryError(
          "CONFLICT",
          `These files changed after the last /dream run, so undo would lose those changes: ${drifted.join(", ")}.`,
          "Pass --force to restore the pre-dream state anyway."
        );
      }
      const entries = last.entries.map((e) => ({ path: e.path, before: current.get(e.path) ?? null, after: e.before }));
      const undo = beginJournal(root, { kind: "undo", project: scope.slug, now: last.now, entries });
      applyVerified(root, undo, seen);
      commitJournal(root, undo);
    });
    afterChange(ws, paths);
    return { project: scope.slug, restored: paths.map((p) => p.slice(scope.dir.length + 1)) };
  });
}
function abandonConsolidation(ws, args) {
  const scope = resolveProjectScope(ws, args.project, "Consolidation runs");
  return ws.root.lock(`dream:${scope.slug}`, () => ({ project: scope.slug, abandoned: abandonJournal(ws.root, scope.slug) }));
}

export {
  formatDiff,
  consolidate,
  undoConsolidation,
  abandonConsolidation
};
