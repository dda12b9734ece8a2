#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  assertIsoDate,
  isIsoDate,
  today
} from "./chunk-core-dates.js";
import {
  MemoryError
} from "./chunk-core-errors.js";

// server/src/services/workspace.ts
function todayOf(ws) {
  return today(ws.now());
}

// server/src/core/markdown-blocks.ts
var FRONT_MATTER_OPEN = /^---[ \t]*(?:ya?ml[ \t]*)?$/i;
var FRONT_MATTER_CLOSE = /^---[ \t]*$/;
var FENCE_OPEN = /^ {0,3}(`{3,}|~{3,})(.*)$/;
var FENCE_CLOSE = /^ {0,3}(`{3,}|~{3,})[ \t]*$/;
var ATX_HEADING = /^ {0,3}(#{1,6})(?:[ \t](.*))?$/;
var SETEXT_UNDERLINE = /^ {0,3}(=+|-+)[ \t]*$/;
var NOT_PARAGRAPH = /^(?: {4,}|\t| {0,3}(?:[-+*]|\d{1,9}[.)])(?:[ \t]|$)| {0,3}>| {0,3}(?:(?:\*[ \t]*){3,}|(?:_[ \t]*){3,})$| {0,3}<)/;
function splitLines(text) {
  const lines = text.split("\n");
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (line.endsWith("\r")) lines[i] = line.slice(0, -1);
  }
  if (lines[0]?.startsWith("\uFEFF")) lines[0] = lines[0].slice(1);
  return lines;
}
function frontMatterLineCount(lines) {
  const first = lines[0]?.replace(/^\uFEFF/, "");
  if (first === void 0 || !FRONT_MATTER_OPEN.test(first)) return 0;
  for (let i = 1; i < lines.length; i++) {
    if (FRONT_MATTER_CLOSE.test(lines[i])) return i + 1;
  }
  return 0;
}
function fenceOpening(line) {
  const m = FENCE_OPEN.exec(line);
  const marker = m?.[1];
  if (!marker) return null;
  if (marker[0] === "`" && (m[2] ?? "").includes("`")) return null;
  return { char: marker[0], length: marker.length };
}
function closesFence(fence, line) {
  const marker = FENCE_CLOSE.exec(line)?.[1];
  return marker !== void 0 && marker[0] === fence.char && marker.length >= fence.length;
}
function fenceMarker(fence) {
  return fence.char.repeat(fence.length);
}
function fenceTracker() {
  let open = null;
  return (raw) => {
    const line = raw.endsWith("\r") ? raw.slice(0, -1) : raw;
    if (open) {
      if (closesFence(open, line)) open = null;
      return true;
    }
    open = fenceOpening(line);
    return open !== null;
  };
}
function unclosedFence(lines) {
  let open = null;
  for (const raw of lines) {
    const line = raw.endsWith("\r") ? raw.slice(0, -1) : raw;
    if (open) {
      if (closesFence(open, line)) open = null;
    } else open = fenceOpening(line);
  }
  return open ? fenceMarker(open) : null;
}
function parseAtxHeading(line) {
  const m = ATX_HEADING.exec(line);
  if (!m) return null;
  const level = m[1].length;
  const content = (m[2] ?? "").trim();
  let end = content.length;
  while (end > 0 && content.charCodeAt(end - 1) === 35) end--;
  if (end === 0) return { level, text: "" };
  const before = content[end - 1];
  const text = end < content.length && (before === " " || before === "	") ? content.slice(0, end).trimEnd() : content;
  return { level, text };
}
function classifyLines(markdown) {
  return classify(splitLines(markdown));
}
function classify(lines) {
  const frontMatter = frontMatterLineCount(lines);
  const out = new Array(lines.length);
  let fence = null;
  let paragraphStart = -1;
  for (let i = 0; i < lines.length; i++) {
    const text = i === 0 ? lines[0].replace(/^\uFEFF/, "") : lines[i];
    if (i < frontMatter) {
      out[i] = { text, kind: "frontmatter" };
      continue;
    }
    if (fence) {
      if (closesFence(fence, text)) {
        fence = null;
        out[i] = { text, kind: "code", fence: "close" };
      } else out[i] = { text, kind: "code" };
      continue;
    }
    fence = fenceOpening(text);
    if (fence) {
      out[i] = { text, kind: "code", fence: "open" };
      paragraphStart = -1;
      continue;
    }
    const atx = parseAtxHeading(text);
    if (atx) {
      out[i] = { text, kind: "text", heading: { ...atx, setext: false } };
      paragraphStart = -1;
      continue;
    }
    const underline = paragraphStart >= 0 ? SETEXT_UNDERLINE.exec(text) : null;
    if (underline) {
      const heading = { level: underline[1][0] === "=" ? 1 : 2, text: "", setext: true };
      heading.text = out.slice(paragraphStart, i).map((l) => l.text.trim()).join(" ");
      out[paragraphStart] = { ...out[paragraphStart], heading };
      for (let j = paragraphStart + 1; j < i; j++) out[j] = { ...out[j], headingPart: true };
      out[i] = { text, kind: "text", headingPart: true };
      paragraphStart = -1;
      continue;
    }
    out[i] = { text, kind: "text" };
    const paragraphLine = text.trim() !== "" && !NOT_PARAGRAPH.test(text) && !SETEXT_UNDERLINE.test(text);
    if (!paragraphLine) paragraphStart = -1;
    else if (paragraphStart < 0) paragraphStart = i;
  }
  return out;
}
function atxHeadingOf(line, level) {
  const h = line?.heading;
  return h && !h.setext && (level === void 0 || h.level === level) ? h : void 0;
}
function nestAtxHeadings(text, upTo, by) {
  const inFence = fenceTracker();
  return text.split("\n").map((line) => {
    if (inFence(line)) return line;
    const h = parseAtxHeading(line.endsWith("\r") ? line.slice(0, -1) : line);
    if (!h || h.level > upTo) return line;
    const at = line.indexOf("#");
    return line.slice(0, at) + "#".repeat(by) + line.slice(at);
  }).join("\n");
}

// server/src/core/text-lines.ts
function splitLinesKeepEnds(text) {
  const lines = [];
  let start = 0;
  for (; ; ) {
    const nl = text.indexOf("\n", start);
    if (nl === -1) break;
    lines.push(text.slice(start, nl + 1));
    start = nl + 1;
  }
  if (start < text.length) lines.push(text.slice(start));
  return lines;
}
function lineContent(line) {
  if (line.endsWith("\r\n")) return line.slice(0, -2);
  if (line.endsWith("\n")) return line.slice(0, -1);
  return line;
}
function lineEnding(line) {
  if (line.endsWith("\r\n")) return "\r\n";
  if (line.endsWith("\n")) return "\n";
  return "";
}
function contentLines(text) {
  return splitLinesKeepEnds(text).map(lineContent);
}
function lineCount(text) {
  return splitLinesKeepEnds(text).length;
}
function preferredEol(text) {
  let lf = 0;
  let crlf = 0;
  for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) {
    if (i > 0 && text.charCodeAt(i - 1) === 13) crlf++;
    else lf++;
  }
  return crlf > lf ? "\r\n" : "\n";
}
function isBlank(line) {
  return line.trim() === "";
}
function withoutTrailingBlankLines(text) {
  let end = text.length;
  for (; ; ) {
    let i = end;
    while (i > 0 && (text[i - 1] === " " || text[i - 1] === "	" || text[i - 1] === "\r")) i--;
    if (i === 0) return "";
    if (text[i - 1] !== "\n") break;
    end = i - 1;
    if (end > 0 && text[end - 1] === "\r") end--;
  }
  return text.slice(0, end);
}
function appendBlock(existing, block) {
  return appendBlocks(existing, [block]);
}
function appendBlocks(existing, blocks) {
  if (blocks.length === 0) return existing;
  const eol = existing === "" ? preferredEol(blocks[0]) : preferredEol(existing);
  const parts = [];
  const head = withoutTrailingBlankLines(existing);
  if (head !== "") parts.push(head);
  for (const block of blocks) {
    const tail = withoutTrailingBlankLines(block).replace(/\r?\n/g, eol);
    if (tail !== "") parts.push(tail);
  }
  return parts.join(eol + eol) + eol;
}

// server/src/core/decisions-scan.ts
var DECISION_STATUSES = ["Draft", "Active", "Under Review", "Superseded", "Retired"];
var ID_TAG = "(?=[a-z]*\\d)[a-z0-9]{4}(?![A-Za-z0-9])";
var DECISION_HEADING = new RegExp(`^ {0,3}##[ \\t]+[Dd](\\d+)(?!\\d)(?:-(${ID_TAG}))?[ \\t]*(?:(?:\xB7|\u2022|\u2014|\u2013|-|:|\\.)[ \\t]*)?(.*?)[ \\t]*$`);
var FIELD_LINE = /^[ \t]*[-*+][ \t]+(?:\*\*|__)?([A-Za-z][A-Za-z _-]{0,40}?)(?:\*\*|__)?[ \t]*:(?:\*\*|__)?[ \t]*(.*?)[ \t]*$/d;
var STUB_TITLE = /^(.*)[ \t]+(?:—|–|--|-)[ \t]+(Draft|Active|Under Review|Superseded|Retired)(?:[ \t]+by[ \t]+(D\d+(?:-[a-z0-9]{4})?))?[ \t]+(?:→|->)[ \t]+(\S+)$/i;
var DECISION_ID = new RegExp(`^D(\\d+)(?!\\d)(?:-(${ID_TAG}))?$`, "i");
var DECISION_ID_IN_TEXT = new RegExp(`\\bD(\\d+)(?!\\d)(?:-(${ID_TAG}))?(?![\\w])`, "gi");
function formatDecisionId(num, tag) {
  return tag ? `D${num}-${tag.toLowerCase()}` : `D${num}`;
}
function headingDecisionId(line) {
  const m = DECISION_HEADING.exec(line);
  return m ? formatDecisionId(Number(m[1]), m[2]) : void 0;
}
function hasDecisionEntry(text) {
  return classify(splitLinesKeepEnds(text).map(lineContent)).some((l) => atxHeadingOf(l, 2) !== void 0 && DECISION_HEADING.test(l.text));
}
function compareDecisionIds(a, b) {
  const pa = DECISION_ID.exec(a);
  const pb = DECISION_ID.exec(b);
  const na = pa ? Number(pa[1]) : Number.MAX_SAFE_INTEGER;
  const nb = pb ? Number(pb[1]) : Number.MAX_SAFE_INTEGER;
  if (na !== nb) return na - nb;
  return a < b ? -1 : a > b ? 1 : 0;
}
function fieldKey(key) {
  return key.toLowerCase().replace(/[^a-z]/g, "");
}
function normaliseStatus(text) {
  const key = fieldKey(text);
  return DECISION_STATUSES.find((s) => fieldKey(s) === key);
}
function normaliseDecisionId(text) {
  const m = DECISION_ID.exec(text.trim());
  return m ? formatDecisionId(Number(m[1]), m[2]) : void 0;
}
function decisionIdsIn(value) {
  if (!value) return [];
  return [...value.matchAll(DECISION_ID_IN_TEXT)].map((m) => formatDecisionId(Number(m[1]), m[2]));
}
function scan(text) {
  const lines = splitLinesKeepEnds(text);
  const contents = lines.map(lineContent);
  const kinds = classify(contents);
  const headings = [];
  for (let i = 0; i < contents.length; i++) {
    const h = atxHeadingOf(kinds[i]);
    if (h && h.level <= 2) headings.push({ index: i, decision: h.level === 2 && DECISION_HEADING.test(contents[i]) });
  }
  const spans = [];
  const strayHeadings = [];
  for (let h = 0; h < headings.length; h++) {
    const { index, decision } = headings[h];
    if (decision) {
      const next = headings[h + 1];
      spans.push({ heading: index, end: (next ? next.index : lines.length) - 1 });
    } else if (spans.length > 0) {
      strayHeadings.push(index);
    }
  }
  return { lines, contents, spans, strayHeadings };
}
function layoutEntry(s, span) {
  const { lines, contents } = s;
  const head = DECISION_HEADING.exec(contents[span.heading]);
  const num = Number(head[1]);
  const tag = head[2]?.toLowerCase();
  let title = head[3] ?? "";
  let last = span.end;
  while (last > span.heading && isBlank(contents[last])) last--;
  let i = span.heading + 1;
  while (i <= last && isBlank(contents[i])) i++;
  const fieldIndexes = [];
  const fields = [];
  for (; i <= last; i++) {
    const m = FIELD_LINE.exec(contents[i]);
    if (!m) break;
    fieldIndexes.push(i);
    fields.push({ key: m[1].trim(), value: m[2], line: i + 1 });
  }
  const bodyStart = fieldIndexes.length > 0 ? fieldIndexes[fieldIndexes.length - 1] + 1 : span.heading + 1;
  let b = bodyStart;
  while (b <= last && isBlank(contents[b])) b++;
  const body = contents.slice(b, last + 1).join("\n");
  const known = /* @__PURE__ */ new Map();
  for (const f of fields) {
    const k = fieldKey(f.key);
    if (!known.has(k)) known.set(k, f.value);
  }
  let statusText = known.get("status");
  let stub;
  let stubSupersededBy;
  const stubMatch = STUB_TITLE.exec(title);
  if (stubMatch) {
    title = stubMatch[1].trim();
    stub = { link: stubMatch[4] };
    statusText ??= stubMatch[2];
    stubSupersededBy = stubMatch[3] ? normaliseDecisionId(stubMatch[3]) : void 0;
  }
  const entry = {
    id: formatDecisionId(num, tag),
    num,
    title,
    status: statusText === void 0 ? void 0 : normaliseStatus(statusText),
    statusText,
    date: known.get("date"),
    fields,
    body,
    startLine: span.heading + 1,
    endLine: last + 1,
    raw: contents.slice(span.heading, last + 1).reduce((acc, c, k) => k === 0 ? c : acc + lineEnding(lines[span.heading + k - 1]) + c, "")
  };
  const optional = [
    ["topic", "topic"],
    ["location", "location"],
    ["supersedes", "supersedes"],
    ["supersededBy", "supersededby"]
  ];
  for (const [prop, key] of optional) {
    const v = known.get(key);
    if (v !== void 0) entry[prop] = v;
  }
  if (entry.supersededBy === void 0 && stubSupersededBy !== void 0) entry.supersededBy = stubSupersededBy;
  if (stub) entry.stub = stub;
  if (tag) entry.tag = tag;
  return { entry, heading: span.heading, fieldIndexes, last };
}
function singleLine(value, field) {
  const v = value.trim();
  if (/[\r\n]/.test(v)) {
    throw new MemoryError("INVALID_INPUT", `The decision ${field} must be a single line.`, `Put longer text in the body.`);
  }
  return v;
}
function requireStatus(status) {
  const s = normaliseStatus(status);
  if (!s) {
    throw new MemoryError("INVALID_INPUT", `"${status}" is not a decision status.`, `Use one of: ${DECISION_STATUSES.join(", ")}.`);
  }
  return s;
}
function requireDecisionId(value, field) {
  const id = normaliseDecisionId(value);
  if (!id) throw new MemoryError("INVALID_INPUT", `${field} must be a decision id such as D3, got "${value}".`);
  return id;
}

// server/src/core/decision-edits.ts
function validateChanges(c) {
  const v = {};
  if (c.status !== void 0) v.status = requireStatus(c.status);
  if (c.supersededBy !== void 0) v.supersededBy = requireDecisionId(c.supersededBy, "Superseded by");
  if (c.note !== void 0) {
    const text = singleLine(c.note.text, "note");
    if (text === "") throw new MemoryError("INVALID_INPUT", "A review note needs text.");
    v.note = `${assertIsoDate(c.note.date, "The note date")} \u2014 ${text}`;
  }
  return v;
}
function withValue(line, value) {
  const content = lineContent(line);
  const m = FIELD_LINE.exec(content);
  const [start, end] = m.indices[2];
  return content.slice(0, start) + value + content.slice(end) + lineEnding(line);
}
function editedEntryLines(s, layout, changes, eol) {
  const { lines, contents } = s;
  const out = lines.slice(layout.heading, layout.last + 1);
  const rel = (i) => i - layout.heading;
  const fieldsOf = (k) => layout.fieldIndexes.filter((i) => fieldKey(FIELD_LINE.exec(contents[i])[1]) === k);
  const inserts = [];
  const lastField = layout.fieldIndexes.length > 0 ? rel(layout.fieldIndexes[layout.fieldIndexes.length - 1]) : 0;
  if (changes.status !== void 0) {
    const [at] = fieldsOf("status");
    if (at !== void 0) {
      if (normaliseStatus(FIELD_LINE.exec(contents[at])[2]) !== changes.status) out[rel(at)] = withValue(lines[at], changes.status);
    } else {
      const before = layout.fieldIndexes.length > 0 ? rel(layout.fieldIndexes[0]) - 1 : 0;
      inserts.push({ after: before, text: `- Status: ${changes.status}` });
    }
  }
  if (changes.supersededBy !== void 0) {
    const [at] = fieldsOf("supersededby");
    if (at !== void 0) {
      if (FIELD_LINE.exec(contents[at])[2] !== changes.supersededBy) out[rel(at)] = withValue(lines[at], changes.supersededBy);
    } else {
      inserts.push({ after: lastField, text: `- Superseded by: ${changes.supersededBy}` });
    }
  }
  if (changes.note !== void 0) inserts.push({ after: lastField, text: `- Review note: ${changes.note}` });
  const byPosition = /* @__PURE__ */ new Map();
  for (const ins of inserts) byPosition.set(ins.after, [...byPosition.get(ins.after) ?? [], ins.text]);
  for (const after of [...byPosition.keys()].sort((a, b) => b - a)) {
    const texts = byPosition.get(after);
    const anchor = out[after];
    const anchorEnding = lineEnding(anchor);
    if (anchorEnding === "") {
      out[after] = anchor + eol;
      out.splice(after + 1, 0, ...texts.map((t, k) => k === texts.length - 1 ? t : t + eol));
    } else {
      out.splice(after + 1, 0, ...texts.map((t) => t + anchorEnding));
    }
  }
  return out;
}
function spansById(s) {
  const byId = /* @__PURE__ */ new Map();
  for (const span of s.spans) {
    const id = headingDecisionId(s.contents[span.heading]);
    const list = byId.get(id);
    if (list) list.push(span);
    else byId.set(id, [span]);
  }
  return byId;
}
function findUnique(byId, id) {
  const wanted = normaliseDecisionId(id);
  if (!wanted) throw new MemoryError("INVALID_INPUT", `"${id}" is not a decision id.`, "Decision ids look like D7.");
  const found = byId.get(wanted) ?? [];
  if (found.length === 0) {
    throw new MemoryError("NOT_FOUND", `decisions.md has no decision ${wanted}.`, "List the decisions to find the right id.");
  }
  if (found.length > 1) {
    throw new MemoryError(
      "INVALID_FORMAT",
      `decisions.md has ${found.length} entries with id ${wanted}.`,
      "Renumber the duplicate by hand (project-memory doctor lists them)."
    );
  }
  return found[0];
}
function setDecisionFieldsMany(text, changesById) {
  if (changesById.size === 0) return text;
  const s = scan(text);
  const eol = preferredEol(text);
  const edits = /* @__PURE__ */ new Map();
  const byId = spansById(s);
  for (const [id, changes] of changesById) {
    const span = findUnique(byId, id);
    const layout = layoutEntry(s, span);
    if (layout.entry.stub) {
      throw new MemoryError(
        "INVALID_INPUT",
        `${layout.entry.id} is compacted to a one-line stub and cannot be changed in decisions.md.`,
        `Its full entry is in ${layout.entry.stub.link.replace(/#.*$/, "")}; edit the stub by hand if it must change.`
      );
    }
    edits.set(span.heading, validateChanges(changes));
  }
  const out = [];
  let i = 0;
  for (const span of s.spans) {
    const changes = edits.get(span.heading);
    if (!changes) continue;
    const layout = layoutEntry(s, span);
    for (; i < layout.heading; i++) out.push(s.lines[i]);
    out.push(...editedEntryLines(s, layout, changes, eol));
    i = layout.last + 1;
  }
  for (; i < s.lines.length; i++) out.push(s.lines[i]);
  return out.join("");
}
function replaceDecisionEntries(text, replacementsById) {
  if (replacementsById.size === 0) return text;
  const s = scan(text);
  const byHeading = /* @__PURE__ */ new Map();
  const byId = spansById(s);
  for (const [id, replacement] of replacementsById) byHeading.set(findUnique(byId, id).heading, replacement);
  const out = [];
  let i = 0;
  for (const span of s.spans) {
    const replacement = byHeading.get(span.heading);
    if (replacement === void 0) continue;
    const layout = layoutEntry(s, span);
    for (; i < layout.heading; i++) out.push(s.lines[i]);
    out.push(replacement + lineEnding(s.lines[layout.last]));
    i = layout.last + 1;
  }
  for (; i < s.lines.length; i++) out.push(s.lines[i]);
  return out.join("");
}

// server/src/core/decision-problems.ts
function validateDecisions(text) {
  const s = scan(text);
  const entries = s.spans.map((span) => layoutEntry(s, span).entry);
  const problems = [];
  const firstLine = /* @__PURE__ */ new Map();
  for (const e of entries) {
    const seen = firstLine.get(e.id);
    if (seen !== void 0) {
      problems.push({
        code: "DUPLICATE_ID",
        severity: "error",
        line: e.startLine,
        id: e.id,
        message: `${e.id} at line ${e.startLine} repeats the id of the entry at line ${seen}; renumber one of them.`
      });
    } else {
      firstLine.set(e.id, e.startLine);
    }
    if (e.statusText === void 0) {
      problems.push({ code: "MISSING_STATUS", severity: "error", line: e.startLine, id: e.id, message: `${e.id} has no Status field.` });
    } else if (e.status === void 0) {
      problems.push({
        code: "UNKNOWN_STATUS",
        severity: "error",
        line: e.startLine,
        id: e.id,
        message: `${e.id} has status "${e.statusText}"; use one of ${DECISION_STATUSES.join(", ")}.`
      });
    }
    if (!e.stub) {
      if (e.date === void 0) {
        problems.push({ code: "MISSING_DATE", severity: "error", line: e.startLine, id: e.id, message: `${e.id} has no Date field.` });
      } else if (!isIsoDate(e.date)) {
        problems.push({
          code: "INVALID_DATE",
          severity: "error",
          line: e.startLine,
          id: e.id,
          message: `${e.id} has date "${e.date}"; dates are real days in YYYY-MM-DD form.`
        });
      }
    }
  }
  for (const e of entries) {
    for (const ref of [...decisionIdsIn(e.supersedes), ...decisionIdsIn(e.supersededBy)]) {
      if (!firstLine.has(ref)) {
        problems.push({
          code: "UNKNOWN_REFERENCE",
          severity: "warning",
          line: e.startLine,
          id: e.id,
          message: `${e.id} refers to ${ref}, which is not in decisions.md.`
        });
      }
    }
  }
  for (const index of s.strayHeadings) {
    problems.push({
      code: "STRAY_SECTION",
      severity: "warning",
      line: index + 1,
      message: `Line ${index + 1} ("${s.contents[index].trim()}") is a heading between decisions but not a "## D<n> \xB7 Title" entry.`
    });
  }
  return problems.sort((a, b) => a.line - b.line);
}

// server/src/core/decisions.ts
function parseDecisions(text) {
  const s = scan(text);
  const entries = s.spans.map((span) => layoutEntry(s, span).entry);
  const first = s.spans[0];
  const preamble = first ? s.lines.slice(0, first.heading).join("") : text;
  return { preamble, entries };
}
function nextDecisionNumber(entries) {
  let max = 0;
  for (const e of entries) if (e.num > max) max = e.num;
  return max + 1;
}
function nestBodyHeadings(body) {
  return nestAtxHeadings(body, 2, 2);
}
function renderDecision(d) {
  if (!Number.isInteger(d.num) || d.num < 1) {
    throw new MemoryError("INVALID_INPUT", `A decision number must be a positive integer, got ${d.num}.`);
  }
  const title = singleLine(d.title, "title");
  if (title === "") throw new MemoryError("INVALID_INPUT", "A decision needs a one-line title.");
  if (d.tag !== void 0 && !/^(?=[a-z]*\d)[a-z0-9]{4}$/.test(d.tag))
    throw new MemoryError("INVALID_INPUT", `A decision id tag is four characters of a-z0-9 with a digit, got "${d.tag}".`);
  const lines = [`## ${formatDecisionId(d.num, d.tag)} \xB7 ${title}`, `- Status: ${requireStatus(d.status)}`, `- Date: ${assertIsoDate(d.date, "Date")}`];
  if (d.topic?.trim()) lines.push(`- Topic: ${singleLine(d.topic, "topic")}`);
  if (d.location?.trim()) lines.push(`- Location: ${singleLine(d.location, "location")}`);
  if (d.supersedes?.trim()) {
    const ids = singleLine(d.supersedes, "supersedes").split(/[\s,]+/).filter(Boolean).map((v) => requireDecisionId(v, "Supersedes"));
    lines.push(`- Supersedes: ${ids.join(", ")}`);
  }
  const body = nestBodyHeadings(d.body?.replace(/\r\n/g, "\n") ?? "").trim();
  if (body) lines.push("", body);
  return lines.join("\n") + "\n";
}
function renderDecisionStub(s) {
  const by = s.status === "Superseded" && s.supersededBy ? ` by ${s.supersededBy}` : "";
  return `## ${formatDecisionId(s.num, s.tag)} \xB7 ${s.title} \u2014 ${s.status}${by} \u2192 ${s.link}`;
}
function appendDecision(text, rendered) {
  return appendBlock(text, rendered);
}

// server/src/core/team/conflict-markers.ts
var OPEN = /^<{7}(?:[ \t](.*))?$/;
var BASE = /^\|{7}(?:[ \t].*)?$/;
var MID = /^={7}[ \t]*$/;
var CLOSE = /^>{7}(?:[ \t](.*))?$/;
function conflictRegions(text) {
  if (!text.includes("<<<<<<<")) return [];
  const lines = contentLines(text);
  const inFence = fenceTracker();
  const regions = [];
  let open = null;
  let sawMid = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (open === null && inFence(line)) continue;
    const o = OPEN.exec(line);
    if (o) {
      open = { line: i + 1, label: (o[1] ?? "").trim() };
      sawMid = false;
      continue;
    }
    if (!open) continue;
    if (MID.test(line)) sawMid = true;
    else if (BASE.test(line)) continue;
    else {
      const c = CLOSE.exec(line);
      if (c && sawMid) {
        const isPatchBlock = open.label === "SEARCH" && (c[1] ?? "").trim() === "REPLACE";
        if (!isPatchBlock) regions.push({ start: open.line, end: i + 1 });
        open = null;
      }
    }
  }
  return regions;
}
function describeConflict(file, regions) {
  const where = regions.map((r) => `${r.start}\u2013${r.end}`).join(", ");
  return `${file} has an unresolved git merge conflict (line${regions.length > 1 ? "s" : ""} ${where}): edit the file to keep what is right, remove the <<<<<<< ======= >>>>>>> lines, then \`git add\` it.`;
}
function fileConflict(file, text) {
  if (text == null || !/\.md$/i.test(file)) return null;
  const regions = conflictRegions(text);
  return regions.length ? { file, regions } : null;
}
function leftOutSentence(c) {
  return `(left out) ${describeConflict(c.file, c.regions)}`;
}
var RESOLVE_HINT = "Resolve it first: keep what is right and remove the <<<<<<< ======= >>>>>>> lines (in an editor, or with one write_file of the whole resolved text), `git add` the file, then retry.";
function conflictRefusal(c) {
  return new MemoryError("CONFLICT", `${describeConflict(c.file, c.regions).replace(/: edit the file.*$/, "")}, so nothing was changed.`, RESOLVE_HINT);
}

// server/src/core/thresholds.ts
var DEFAULT_THRESHOLDS = Object.freeze({
  keepSessions: 5,
  archiveAfter: 8,
  staleDecisionDays: 30,
  coreSoftLimit: 130
});
var THRESHOLD_KEYS = ["keepSessions", "archiveAfter", "staleDecisionDays", "coreSoftLimit"];
function isPlainObject(v) {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}
function readThresholds(manifestJson) {
  const thresholds = { ...DEFAULT_THRESHOLDS };
  const problems = [];
  if (!isPlainObject(manifestJson)) return { thresholds, problems };
  if (!Object.hasOwn(manifestJson, "consolidation")) return { thresholds, problems };
  const raw = manifestJson["consolidation"];
  if (!isPlainObject(raw)) {
    problems.push('manifest.json "consolidation" must be an object of thresholds; the defaults were used.');
    return { thresholds, problems };
  }
  for (const key of THRESHOLD_KEYS) {
    if (!Object.hasOwn(raw, key)) continue;
    const value = raw[key];
    if (typeof value === "number" && Number.isInteger(value) && value > 0) {
      thresholds[key] = value;
    } else {
      problems.push(
        `manifest.json consolidation.${key} must be a positive integer, got ${JSON.stringify(value)}; the default ${DEFAULT_THRESHOLDS[key]} was used.`
      );
    }
  }
  for (const key of Object.keys(raw)) {
    if (!THRESHOLD_KEYS.includes(key)) {
      problems.push(`manifest.json consolidation.${key} is not a known threshold and was ignored (known: ${THRESHOLD_KEYS.join(", ")}).`);
    }
  }
  if (thresholds.keepSessions > thresholds.archiveAfter) {
    problems.push(
      `manifest.json consolidation.keepSessions (${thresholds.keepSessions}) exceeds archiveAfter (${thresholds.archiveAfter}), so the sessions pass can leave more than archiveAfter summaries.`
    );
  }
  return { thresholds, problems };
}

export {
  splitLines,
  frontMatterLineCount,
  unclosedFence,
  parseAtxHeading,
  classifyLines,
  classify,
  atxHeadingOf,
  nestAtxHeadings,
  splitLinesKeepEnds,
  lineContent,
  contentLines,
  lineCount,
  preferredEol,
  isBlank,
  appendBlock,
  appendBlocks,
  conflictRegions,
  describeConflict,
  fileConflict,
  leftOutSentence,
  conflictRefusal,
  todayOf,
  DECISION_STATUSES,
  formatDecisionId,
  headingDecisionId,
  hasDecisionEntry,
  compareDecisionIds,
  fieldKey,
  normaliseDecisionId,
  decisionIdsIn,
  scan,
  layoutEntry,
  setDecisionFieldsMany,
  replaceDecisionEntries,
  validateDecisions,
  parseDecisions,
  nextDecisionNumber,
  renderDecision,
  renderDecisionStub,
  appendDecision,
  DEFAULT_THRESHOLDS,
  readThresholds
};
