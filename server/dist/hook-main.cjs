"use strict";
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __esm = (fn, res, err) => function __init() {
  if (err) throw err[0];
  try {
    return fn && (res = (0, fn[__getOwnPropNames(fn)[0]])(fn = 0)), res;
  } catch (e) {
    throw err = [e], e;
  }
};
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);

// server/src/core/env.ts
function envVar(env, name) {
  return nonEmpty(env[name]);
}
function nonEmpty(value) {
  return value === void 0 || value.trim() === "" ? void 0 : value;
}
var init_env = __esm({
  "server/src/core/env.ts"() {
    "use strict";
  }
});

// server/src/hooks/payload.ts
function parsePayload(raw) {
  if (raw.trim() === "") return {};
  const data = JSON.parse(raw);
  if (!data || typeof data !== "object" || Array.isArray(data)) return {};
  const o = data;
  const str = (k) => typeof o[k] === "string" ? o[k] : void 0;
  const input = o.tool_input && typeof o.tool_input === "object" && !Array.isArray(o.tool_input) ? o.tool_input : void 0;
  return {
    session_id: str("session_id"),
    cwd: str("cwd"),
    hook_event_name: str("hook_event_name"),
    source: str("source"),
    stop_hook_active: o.stop_hook_active === true,
    tool_name: str("tool_name"),
    tool_input: input
  };
}
function hookDialect(env) {
  return env.PROJECT_MEMORY_HOOK_DIALECT === "copilot" ? "copilot" : "claude";
}
function renderOutput(out, dialect = "claude") {
  switch (out.kind) {
    case "none":
      return "";
    case "context":
      if (dialect === "copilot") return JSON.stringify({ additionalContext: out.text });
      return JSON.stringify({ hookSpecificOutput: { hookEventName: out.event, additionalContext: out.text } });
    case "block":
      return JSON.stringify({ decision: "block", reason: out.reason });
    case "notice":
      return JSON.stringify({ systemMessage: out.text });
  }
}
var init_payload = __esm({
  "server/src/hooks/payload.ts"() {
    "use strict";
  }
});

// server/src/hooks/stdio.ts
function readStdinSync() {
  const read2 = { chunks: [], size: 0, done: true };
  let kind;
  try {
    kind = fs.fstatSync(0);
  } catch {
    return read2;
  }
  if (kind.isCharacterDevice()) return read2;
  let chunk = Buffer.allocUnsafe(64 * 1024);
  let used = 0;
  try {
    for (; ; ) {
      const n = fs.readSync(0, chunk, used, chunk.length - used, null);
      if (n === 0) break;
      used += n;
      read2.size += n;
      if (read2.size > MAX_STDIN_BYTES) break;
      if (used === chunk.length) {
        read2.chunks.push(chunk);
        chunk = Buffer.allocUnsafe(64 * 1024);
        used = 0;
      }
    }
  } catch (e) {
    if (e.code !== "EAGAIN") throw e;
    read2.done = false;
  }
  if (used > 0) read2.chunks.push(chunk.subarray(0, used));
  return read2;
}
function stdinText(read2) {
  return read2.chunks.length === 1 ? read2.chunks[0].toString("utf8") : Buffer.concat(read2.chunks).toString("utf8");
}
async function finishStdin(read2) {
  if (!read2.done) {
    for await (const chunk of process.stdin) {
      read2.chunks.push(chunk);
      read2.size += chunk.length;
      if (read2.size > MAX_STDIN_BYTES) break;
    }
    read2.done = true;
  }
  return stdinText(read2);
}
function writeAll(fd, text) {
  const data = Buffer.from(text.endsWith("\n") ? text : `${text}
`, "utf8");
  let off = 0;
  while (off < data.length) {
    try {
      off += fs.writeSync(fd, data, off);
    } catch (e) {
      if (e.code !== "EAGAIN") return;
    }
  }
}
var fs, MAX_STDIN_BYTES;
var init_stdio = __esm({
  "server/src/hooks/stdio.ts"() {
    "use strict";
    fs = require("node:fs");
    MAX_STDIN_BYTES = 4 * 1024 * 1024;
  }
});

// server/src/core/thresholds.ts
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
var DEFAULT_THRESHOLDS, THRESHOLD_KEYS;
var init_thresholds = __esm({
  "server/src/core/thresholds.ts"() {
    "use strict";
    DEFAULT_THRESHOLDS = Object.freeze({
      keepSessions: 5,
      archiveAfter: 8,
      staleDecisionDays: 30,
      coreSoftLimit: 130
    });
    THRESHOLD_KEYS = ["keepSessions", "archiveAfter", "staleDecisionDays", "coreSoftLimit"];
  }
});

// server/src/core/project-files.ts
function newManifestJson(slug, date) {
  const manifest = {
    schemaVersion: 1,
    slug,
    updated: date,
    topics: [],
    activeDecisionIds: [],
    importantFiles: ["memory.md", "decisions.md", "_status.md"],
    sessionCount: 0,
    artifactFile: "artifacts.json",
    consolidation: { ...DEFAULT_THRESHOLDS }
  };
  return `${JSON.stringify(manifest, null, 2)}
`;
}
function newArtifactsJson() {
  return `${JSON.stringify({ schemaVersion: 1, artifacts: [] }, null, 2)}
`;
}
var CORE_PROJECT_FILES;
var init_project_files = __esm({
  "server/src/core/project-files.ts"() {
    "use strict";
    init_thresholds();
    CORE_PROJECT_FILES = [
      { file: "memory.md", template: "memory.md" },
      { file: "manifest.json", template: null },
      { file: "artifacts.json", template: null },
      { file: "decisions.md", template: "decisions.md" }
    ];
  }
});

// server/src/services/core-files-missing.ts
function missingCoreFiles(ws, scope) {
  if (scope.kind !== "project" || !ws.root.isDirectory(scope.dir)) return [];
  return CORE_PROJECT_FILES.filter((c) => !occupied(ws, `${scope.dir}/${c.file}`)).map((c) => c.file);
}
function occupied(ws, rel) {
  try {
    return ws.root.exists(rel);
  } catch {
    return true;
  }
}
var init_core_files_missing = __esm({
  "server/src/services/core-files-missing.ts"() {
    "use strict";
    init_project_files();
  }
});

// server/src/core/errors.ts
function isMemoryError(e) {
  return e instanceof MemoryError;
}
var MemoryError;
var init_errors = __esm({
  "server/src/core/errors.ts"() {
    "use strict";
    MemoryError = class extends Error {
      code;
      hint;
      constructor(code, message, hint) {
        super(message);
        this.name = "MemoryError";
        this.code = code;
        this.hint = hint;
      }
      /** The text a user or model sees: the sentence, then the fix. */
      describe() {
        return this.hint ? `${this.message} ${this.hint}` : this.message;
      }
    };
  }
});

// server/src/core/context-budget.ts
function cutAtBoundary(text, max) {
  if (text.length <= max) return text;
  const head = text.slice(0, Math.max(0, max) + 1);
  const line = head.lastIndexOf("\n");
  const space = head.lastIndexOf(" ");
  const at = line >= max / 2 ? line : space > 0 ? space : line;
  return (at > 0 ? head.slice(0, at) : "").trimEnd();
}
function estimateTokens(chars) {
  return Math.ceil(chars / 4);
}
function render(parts, compact) {
  const body = parts.filter((p) => !p.dropped).map((p) => {
    const heading = compact && p.shortHeading ? p.shortHeading : p.heading;
    return p.text.trim() ? `${heading}
${p.text.trimEnd()}` : heading;
  }).join("\n\n");
  const pointers = parts.filter((p) => p.dropped && !p.placeholder).map((p) => p.readMore);
  return pointers.length ? `${body}

[cut to fit the budget: ${pointers.join("; ")}]` : body;
}
function truncateLines(text, maxChars, readMore) {
  const lines = text.split("\n");
  const kept2 = [];
  let used = 0;
  for (const line of lines) {
    if (used + line.length + 1 > maxChars) break;
    kept2.push(line);
    used += line.length + 1;
  }
  if (used < MIN_USEFUL_CHARS) return null;
  const rest = lines.length - kept2.length;
  return `${kept2.join("\n")}
[\u2026 ${rest} more line(s) cut to fit the budget: ${readMore} offset=${kept2.length + 1}]`;
}
function assembleContext(parts, budget, footer, compactFooter = footer) {
  const working = parts.map((p) => ({ ...p, dropped: false }));
  const cut = [];
  let compact = false;
  const limitOf = () => Math.max(0, budget - ((compact ? compactFooter : footer)(99999, 99999).length + 2));
  const overflowOf = () => render(working, compact).length - limitOf();
  const cuttable = working.filter((p) => p.readMore && p.text.trim());
  const top = Math.min(...cuttable.map((p) => p.priority));
  const shorten = (part) => {
    const overflow = overflowOf();
    if (overflow <= 0) return;
    if (part.placeholder) {
      part.dropped = true;
      cut.push(part.heading);
      return;
    }
    const allowed = part.text.length - overflow - 80;
    const shortened = allowed > 0 ? truncateLines(part.text, allowed, part.readMore) : null;
    if (shortened !== null && shortened.length < part.text.length) {
      part.text = shortened;
      cut.push(`${part.heading} (partly)`);
    } else {
      part.text = `[cut to fit the budget: ${part.readMore}]`;
      cut.push(part.heading);
    }
  };
  const order = [...cuttable].sort((a, b) => b.priority - a.priority);
  for (const part of order) if (part.priority > top) shorten(part);
  if (overflowOf() > 0) compact = true;
  for (const part of order) if (part.priority <= top) shorten(part);
  const limit = limitOf();
  const originals = new Map(parts.map((p, i) => [working[i], p.text]));
  for (const part of [...working].sort((a, b) => a.priority - b.priority)) {
    const original = originals.get(part);
    if (part.text === original && !part.dropped) continue;
    const current2 = { text: part.text, dropped: part.dropped };
    const room = limit - render(working, compact).length + (current2.dropped ? 0 : current2.text.length);
    if (room <= (current2.dropped ? 0 : current2.text.length)) continue;
    part.text = original;
    part.dropped = false;
    if (render(working, compact).length <= limit) {
      cut.splice(
        cut.findIndex((c) => c.startsWith(part.heading)),
        1
      );
      continue;
    }
    const shortened = part.placeholder ? null : truncateLines(original, room - part.readMore.length - 80, part.readMore);
    if (shortened !== null && (current2.dropped || shortened.length > current2.text.length)) part.text = shortened;
    else Object.assign(part, current2);
    if (render(working, compact).length > limit) Object.assign(part, current2);
    else if (current2.dropped && !part.dropped)
      cut.splice(
        cut.findIndex((c) => c === part.heading),
        1,
        `${part.heading} (partly)`
      );
  }
  const tail0 = compact ? compactFooter : footer;
  let body = render(working, compact);
  if (body.length > limit) body = `${cutAtBoundary(body, limit - 60)}
[\u2026 cut to fit the budget]`;
  let chars = body.length;
  let tail = tail0(chars, estimateTokens(chars));
  for (let i = 0; i < 3; i++) {
    chars = body.length + 2 + tail.length;
    tail = tail0(chars, estimateTokens(chars));
  }
  const text = `${body}

${tail}`;
  return { text, chars: text.length, tokens: estimateTokens(text.length), cut };
}
var DEFAULT_CONTEXT_CHARS, MIN_USEFUL_CHARS, MIN_CONTEXT_CHARS;
var init_context_budget = __esm({
  "server/src/core/context-budget.ts"() {
    "use strict";
    DEFAULT_CONTEXT_CHARS = 8e3;
    MIN_USEFUL_CHARS = 80;
    MIN_CONTEXT_CHARS = 500;
  }
});

// server/src/core/dates.ts
function isIsoDate(value) {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}
function dateFileName(name, opts = {}) {
  const d = (opts.suffix ? DATE_FILE_SUFFIXED : DATE_FILE).exec(name)?.[1];
  return d !== void 0 && isIsoDate(d) ? d : null;
}
function today(now = /* @__PURE__ */ new Date()) {
  const y = now.getUTCFullYear();
  if (!(y >= 0 && y <= 9999)) return now.toISOString().slice(0, 10);
  const two = (n) => n < 10 ? `0${n}` : `${n}`;
  return `${String(y).padStart(4, "0")}-${two(now.getUTCMonth() + 1)}-${two(now.getUTCDate())}`;
}
function daysBetween(from, to) {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 864e5);
}
var ISO_DATE, DATE_SHAPE, DATE_IN_TEXT, LEADING_DATE, DATE_FILE, DATE_FILE_SUFFIXED;
var init_dates = __esm({
  "server/src/core/dates.ts"() {
    "use strict";
    init_errors();
    ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
    DATE_SHAPE = "\\d{4}-\\d{2}-\\d{2}";
    DATE_IN_TEXT = new RegExp(`\\b(${DATE_SHAPE})\\b`);
    LEADING_DATE = new RegExp(`^(${DATE_SHAPE})(?=$|[.\\-_ ])`);
    DATE_FILE = new RegExp(`^(${DATE_SHAPE})\\.md$`);
    DATE_FILE_SUFFIXED = new RegExp(`^(${DATE_SHAPE})(-[a-z0-9-]+)?\\.md$`);
  }
});

// server/src/core/markdown-blocks.ts
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
var FRONT_MATTER_OPEN, FRONT_MATTER_CLOSE, FENCE_OPEN, FENCE_CLOSE, ATX_HEADING, SETEXT_UNDERLINE, NOT_PARAGRAPH;
var init_markdown_blocks = __esm({
  "server/src/core/markdown-blocks.ts"() {
    "use strict";
    FRONT_MATTER_OPEN = /^---[ \t]*(?:ya?ml[ \t]*)?$/i;
    FRONT_MATTER_CLOSE = /^---[ \t]*$/;
    FENCE_OPEN = /^ {0,3}(`{3,}|~{3,})(.*)$/;
    FENCE_CLOSE = /^ {0,3}(`{3,}|~{3,})[ \t]*$/;
    ATX_HEADING = /^ {0,3}(#{1,6})(?:[ \t](.*))?$/;
    SETEXT_UNDERLINE = /^ {0,3}(=+|-+)[ \t]*$/;
    NOT_PARAGRAPH = /^(?: {4,}|\t| {0,3}(?:[-+*]|\d{1,9}[.)])(?:[ \t]|$)| {0,3}>| {0,3}(?:(?:\*[ \t]*){3,}|(?:_[ \t]*){3,})$| {0,3}<)/;
  }
});

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
function isBlank(line) {
  return line.trim() === "";
}
var init_text_lines = __esm({
  "server/src/core/text-lines.ts"() {
    "use strict";
    init_markdown_blocks();
  }
});

// server/src/core/decisions-scan.ts
function formatDecisionId(num, tag) {
  return tag ? `D${num}-${tag.toLowerCase()}` : `D${num}`;
}
function hasDecisionEntry(text) {
  return classify(splitLinesKeepEnds(text).map(lineContent)).some((l) => atxHeadingOf(l, 2) !== void 0 && DECISION_HEADING.test(l.text));
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
var DECISION_STATUSES, ID_TAG, DECISION_HEADING, FIELD_LINE, STUB_TITLE, DECISION_ID, DECISION_ID_IN_TEXT;
var init_decisions_scan = __esm({
  "server/src/core/decisions-scan.ts"() {
    "use strict";
    init_errors();
    init_markdown_blocks();
    init_text_lines();
    DECISION_STATUSES = ["Draft", "Active", "Under Review", "Superseded", "Retired"];
    ID_TAG = "(?=[a-z]*\\d)[a-z0-9]{4}(?![A-Za-z0-9])";
    DECISION_HEADING = new RegExp(`^ {0,3}##[ \\t]+[Dd](\\d+)(?!\\d)(?:-(${ID_TAG}))?[ \\t]*(?:(?:\xB7|\u2022|\u2014|\u2013|-|:|\\.)[ \\t]*)?(.*?)[ \\t]*$`);
    FIELD_LINE = /^[ \t]*[-*+][ \t]+(?:\*\*|__)?([A-Za-z][A-Za-z _-]{0,40}?)(?:\*\*|__)?[ \t]*:(?:\*\*|__)?[ \t]*(.*?)[ \t]*$/d;
    STUB_TITLE = /^(.*)[ \t]+(?:—|–|--|-)[ \t]+(Draft|Active|Under Review|Superseded|Retired)(?:[ \t]+by[ \t]+(D\d+(?:-[a-z0-9]{4})?))?[ \t]+(?:→|->)[ \t]+(\S+)$/i;
    DECISION_ID = new RegExp(`^D(\\d+)(?!\\d)(?:-(${ID_TAG}))?$`, "i");
    DECISION_ID_IN_TEXT = new RegExp(`\\bD(\\d+)(?!\\d)(?:-(${ID_TAG}))?(?![\\w])`, "gi");
  }
});

// server/src/core/decision-edits.ts
var init_decision_edits = __esm({
  "server/src/core/decision-edits.ts"() {
    "use strict";
    init_dates();
    init_decisions_scan();
    init_errors();
    init_text_lines();
  }
});

// server/src/core/decision-problems.ts
var init_decision_problems = __esm({
  "server/src/core/decision-problems.ts"() {
    "use strict";
    init_dates();
    init_decisions_scan();
  }
});

// server/src/core/decisions.ts
function parseDecisions(text) {
  const s = scan(text);
  const entries = s.spans.map((span) => layoutEntry(s, span).entry);
  const first = s.spans[0];
  const preamble = first ? s.lines.slice(0, first.heading).join("") : text;
  return { preamble, entries };
}
var init_decisions = __esm({
  "server/src/core/decisions.ts"() {
    "use strict";
    init_dates();
    init_errors();
    init_decisions_scan();
    init_markdown_blocks();
    init_text_lines();
    init_decisions_scan();
    init_decision_edits();
    init_decision_problems();
  }
});

// server/src/core/memory-md.ts
function sectionKey(heading) {
  return heading.toLowerCase().replace(/[^a-z0-9]/g, "");
}
function canonicalSectionName(heading) {
  return CANONICAL_BY_KEY.get(sectionKey(heading));
}
function sectionPlaceholder(section) {
  return PLACEHOLDERS[section];
}
function renderMemoryTemplate(projectName) {
  const name = projectName.replace(/[\r\n]+/g, " ").trim();
  const parts = [`# Core memory \u2014 ${name}`];
  for (const s of CANONICAL_SECTIONS) parts.push(`## ${s}

${PLACEHOLDERS[s]}`);
  return parts.join("\n\n") + "\n";
}
function trimmedJoin(lines) {
  let a = 0;
  let b = lines.length;
  while (a < b && lines[a].trim() === "") a++;
  while (b > a && lines[b - 1].trim() === "") b--;
  return lines.slice(a, b).join("\n");
}
function parseSections(text) {
  const lines = contentLines(text);
  const classified = classify(lines);
  const headings = [];
  let title;
  for (let i = 0; i < classified.length; i++) {
    const h2 = atxHeadingOf(classified[i], 2);
    if (h2) headings.push({ line: i, text: h2.text });
    else if (title === void 0 && headings.length === 0) {
      const h1 = atxHeadingOf(classified[i], 1);
      if (h1) title = { line: i, text: h1.text };
    }
  }
  const sections = headings.map((h, k) => {
    const end = (headings[k + 1]?.line ?? lines.length) - 1;
    return {
      heading: h.text,
      canonical: canonicalSectionName(h.text),
      headingLine: h.line + 1,
      endLine: end + 1,
      body: trimmedJoin(lines.slice(h.line + 1, end + 1))
    };
  });
  const preambleStart = title === void 0 ? 0 : title.line + 1;
  return {
    title: title?.text,
    titleLine: title === void 0 ? void 0 : title.line + 1,
    preamble: trimmedJoin(lines.slice(preambleStart, headings[0]?.line ?? lines.length)),
    sections
  };
}
var CANONICAL_SECTIONS, PLACEHOLDERS, CANONICAL_BY_KEY;
var init_memory_md = __esm({
  "server/src/core/memory-md.ts"() {
    "use strict";
    init_markdown_blocks();
    init_text_lines();
    CANONICAL_SECTIONS = [
      "Project overview",
      "Current focus",
      "Constraints",
      "Active decisions summary",
      "Key artifacts",
      "Recent outcome",
      "Next step",
      "Deep links / pointers"
    ];
    PLACEHOLDERS = {
      "Project overview": "_What this project is, for whom, and why it matters._",
      "Current focus": "_What is being worked on right now._",
      Constraints: "_Hard limits: deadlines, platforms, budgets, rules that must hold._",
      "Active decisions summary": "_The decisions in force, one line each with its id (full text in decisions.md)._",
      "Key artifacts": "_The files, designs and links that matter most (details in artifacts.json)._",
      "Recent outcome": "_What the last session achieved._",
      "Next step": "_The very next thing to do._",
      "Deep links / pointers": "_Where deeper context lives: decisions.md, sessions/, archive/._"
    };
    CANONICAL_BY_KEY = new Map(CANONICAL_SECTIONS.map((s) => [sectionKey(s), s]));
  }
});

// server/src/core/team/conflict-markers.ts
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
function conflictRefusal(c) {
  return new MemoryError("CONFLICT", `${describeConflict(c.file, c.regions).replace(/: edit the file.*$/, "")}, so nothing was changed.`, RESOLVE_HINT);
}
var OPEN, BASE, MID, CLOSE, RESOLVE_HINT;
var init_conflict_markers = __esm({
  "server/src/core/team/conflict-markers.ts"() {
    "use strict";
    init_errors();
    init_text_lines();
    OPEN = /^<{7}(?:[ \t](.*))?$/;
    BASE = /^\|{7}(?:[ \t].*)?$/;
    MID = /^={7}[ \t]*$/;
    CLOSE = /^>{7}(?:[ \t](.*))?$/;
    RESOLVE_HINT = "Resolve it first: keep what is right and remove the <<<<<<< ======= >>>>>>> lines (in an editor, or with one write_file of the whole resolved text), `git add` the file, then retry.";
  }
});

// server/src/core/status-md.ts
function statusView(text, template) {
  if (text === null || text.trim() === "") return { set: false, why: "missing", text: text ?? "" };
  const conflict = fileConflict("_status.md", text);
  if (conflict) return { set: false, why: "conflict", text: leftOutSentence(conflict) };
  if (template !== null && text === template) return { set: false, why: "template", text };
  return { set: true, text: text.trimEnd() };
}
var init_status_md = __esm({
  "server/src/core/status-md.ts"() {
    "use strict";
    init_conflict_markers();
    init_dates();
    init_errors();
  }
});

// server/src/core/templates.ts
function fillTemplate(template, vars) {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, key) => key in vars ? vars[key] : whole);
}
var PROJECT_GUIDE, STATUS, INSTRUCTIONS, MEMORY, DECISIONS, COMPANIES, PEOPLE, PERSON, COMPANY, KNOWLEDGE_ENTRY, PREFERENCES, PATTERNS, TEMPLATE_FILES;
var init_templates = __esm({
  "server/src/core/templates.ts"() {
    "use strict";
    init_memory_md();
    PROJECT_GUIDE = `# Project Folder Guide

This folder contains structured memory for this project. Below is a quick reference
for what each file and sub-folder contains and when to read it.

| Folder / File | Contains | Read when |
|---|---|---|
| \`_status.md\` | Always-current project status, next action, blockers | First \u2014 before loading any other context for this project |
| \`_meta.yaml\` | Project metadata (status, type, owner, tags) | When filtering or understanding project scope |
| \`_index.yaml\` | Auto-managed manifest of all files (descriptions + read-when) | Use \`get_folder_manifest\` tool |
| \`memory.md\` | Core memory: compact current state (budget 130 lines) | At session start (loaded automatically) |
| \`manifest.json\` | Retrieval metadata: topics, active decision ids, important files | When routing or retrieving deeper context |
| \`artifacts.json\` | External references (designs, specs, code deliverables) | When looking for an artifact |
| \`people.md\` | Key contacts and stakeholders on this project | Before any communication or meeting |
| \`companies.md\` | Company relationships relevant to this project | When researching company context |
| \`decisions.md\` | Architecture and key decisions log (append-only) | Before making decisions that may overlap |
| \`knowledge/\` | Processed knowledge entries (source material, summaries) | When researching a topic |
| \`correspondence/\` | Email threads, calls, messages | When reviewing communication history |
| \`updates/\` | Chronological date-stamped update log (append-only) | For recent progress and status |
| \`docs/\` | Reference documents and specs | When working with external documents |
| \`notes/\` | Free-form notes | For general reference |
| \`sessions/\` | Session summaries, one file per day | When you need what happened recently |
| \`archive/\` | Rolled-up history (sessions, decisions, overflow) | Search it; never load it whole |

> **Note:** Never edit \`_index.yaml\` directly. Use the \`update_file_description\` tool.
> \`_status.md\` and \`_guide.md\` are human-editable and not auto-managed.
`;
    STATUS = `# Status \u2014 {{name}}

> As of {{date}}: _(no status set yet \u2014 update this after every key event)_

**Current state:**
**Next action:**
**Blocked on:**
**Last updated:** {{date}}
`;
    INSTRUCTIONS = `# Instructions \u2014 {{name}}

## LLM Behavior Rules
_How the assistant should behave on this project: tone, language, formatting, terminology._

## MCP Connector Usage
_How available MCP servers should be used on this project (e.g. [mcp:github/...], [mcp:jira/...])._

## Project Conventions
_Project-specific naming, structure and workflow conventions._
`;
    MEMORY = renderMemoryTemplate("{{name}}");
    DECISIONS = `# Decisions \u2014 {{name}}

Append-only decision log. Add entries with \`add_decision\`; revise with \`supersedes\`. Statuses:
Draft, Active, Under Review, Superseded, Retired.
`;
    COMPANIES = `# Companies \u2014 {{name}}

_Company relationships relevant to this project._
`;
    PEOPLE = `# People \u2014 {{name}}

_Auto-managed: link people with \`link_person_to_project\`._
`;
    PERSON = `# {{name}}

**Title:**
**Company:** Other
**Email:**
**Phone:**
**Description:**

## Notes
_(manual notes empty)_

## Projects
`;
    COMPANY = `# {{name}}

**Website:**
**Industry:**
**Description:**

## Notes
_(manual notes empty)_

## Projects
`;
    KNOWLEDGE_ENTRY = `---
source: null
processed: "{{date}}"
method: manual
model: null
prompt_ref: null
---
# {{name}}
`;
    PREFERENCES = `# Preferences

_User style and workflow preferences, shared by every project._
`;
    PATTERNS = `# Patterns

_Reusable cross-project patterns._
`;
    TEMPLATE_FILES = {
      "project-guide.md": PROJECT_GUIDE,
      "status.md": STATUS,
      "instructions.md": INSTRUCTIONS,
      "memory.md": MEMORY,
      "decisions.md": DECISIONS,
      "companies.md": COMPANIES,
      "people.md": PEOPLE,
      "person.md": PERSON,
      "company.md": COMPANY,
      "knowledge-entry.md": KNOWLEDGE_ENTRY,
      "preferences.md": PREFERENCES,
      "patterns.md": PATTERNS
    };
  }
});

// server/src/core/display.ts
var init_display = __esm({
  "server/src/core/display.ts"() {
    "use strict";
  }
});

// server/src/core/slug.ts
function isKebabCase(s) {
  return KEBAB_CASE.test(s);
}
var KEBAB_CASE;
var init_slug = __esm({
  "server/src/core/slug.ts"() {
    "use strict";
    init_display();
    init_errors();
    KEBAB_CASE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
  }
});

// server/src/core/project-meta.ts
function plainMetaValue(text, key) {
  const m = PLAIN_META_LINE[key].exec(text);
  const value = m ? (m[1] ?? m[2] ?? m[3] ?? "").trim() : "";
  if (value === "" || /[\u0000-\u001f]/u.test(value)) return null;
  return key === "slug" && !isKebabCase(value) ? null : value;
}
function findProjectByKey(index, key) {
  return index.projects.find((p) => p.slug === key) ?? index.projects.find((p) => p.aliases.includes(key)) ?? index.projects.find((p) => p.id !== "" && p.id === key.toLowerCase());
}
function normaliseProjectsIndex(data) {
  const list = data && typeof data === "object" && Array.isArray(data.projects) ? data.projects : [];
  const projects = [];
  for (const raw of list) {
    if (!raw || typeof raw !== "object") continue;
    const p = raw;
    if (typeof p.slug !== "string" || !isKebabCase(p.slug)) continue;
    const strings = (v) => Array.isArray(v) ? v.filter((x) => typeof x === "string") : [];
    const s = (v) => typeof v === "string" ? v : "";
    projects.push({
      id: s(p.id),
      slug: p.slug,
      name: s(p.name) || p.slug,
      status: s(p.status),
      type: s(p.type),
      path: `projects/${p.slug}`,
      tags: strings(p.tags),
      aliases: strings(p.aliases),
      paths: strings(p.paths),
      created: s(p.created),
      updated: s(p.updated)
    });
  }
  return { projects };
}
var plainLine, PLAIN_META_LINE;
var init_project_meta = __esm({
  "server/src/core/project-meta.ts"() {
    "use strict";
    init_dates();
    init_errors();
    init_slug();
    plainLine = (key) => new RegExp(String.raw`^${key}:[ \t]*(?:"([^"\\\n]{1,200})"|'([^'\n]{1,200})'|([^\s"'#][^#\n]{0,199}?))[ \t]*$`, "mu");
    PLAIN_META_LINE = { slug: plainLine("slug"), name: plainLine("name") };
  }
});

// server/src/core/path-rules.ts
function describePath(p) {
  return JSON.stringify(p.length > 120 ? `${p.slice(0, 117)}...` : p);
}
function parseMemoryPath(raw, field = "path") {
  if (typeof raw !== "string" || raw.length === 0) {
    throw new MemoryError("INVALID_PATH", `${field} must be a non-empty relative path like "notes/ideas.md".`);
  }
  if (!raw.isWellFormed()) {
    throw new MemoryError("INVALID_PATH", `${field} contains an unpaired surrogate character; send valid Unicode.`);
  }
  if (FORBIDDEN_CHARS.test(raw)) {
    throw new MemoryError(
      "INVALID_PATH",
      `${field} ${describePath(raw)} contains a control, zero-width or direction-changing character, which paths may not contain.`
    );
  }
  if (raw.includes("\\")) {
    throw new MemoryError("INVALID_PATH", `${field} ${describePath(raw)} contains a backslash; use "/" between folders.`);
  }
  if (raw.startsWith("/") || /^[a-zA-Z]:/.test(raw) || raw.startsWith("~")) {
    throw new MemoryError("INVALID_PATH", `${field} ${describePath(raw)} is absolute; paths are relative to the project folder, like "notes/ideas.md".`);
  }
  const normalised = raw.normalize("NFC");
  const parts = [];
  for (const part of normalised.split("/")) {
    if (part === "" || part === ".") continue;
    if (part === "..") {
      throw new MemoryError(
        "PATH_OUTSIDE_ROOT",
        `${field} ${describePath(raw)} uses "..", which could leave the memory root.`,
        'Give the path from the project folder without "..".'
      );
    }
    if (Buffer.byteLength(part) > MAX_COMPONENT_BYTES) {
      throw new MemoryError("INVALID_PATH", `A component of ${field} is longer than ${MAX_COMPONENT_BYTES} bytes.`);
    }
    if (part.trim() !== part) {
      throw new MemoryError("INVALID_PATH", `${field} ${describePath(raw)} has a name that starts or ends with white space.`);
    }
    parts.push(part);
  }
  if (Buffer.byteLength(normalised) > MAX_PATH_BYTES) {
    throw new MemoryError("INVALID_PATH", `${field} is longer than ${MAX_PATH_BYTES} bytes.`);
  }
  if (parts.length === 0) {
    throw new MemoryError("INVALID_PATH", `${field} ${describePath(raw)} names no file.`);
  }
  return parts;
}
function nameKey(name) {
  return name.normalize("NFC").toUpperCase().toLowerCase().normalize("NFC");
}
function fold(name) {
  return nameKey(name.normalize("NFKC"));
}
function reservedReason(parts) {
  for (const part of parts) {
    const f = fold(part);
    if (RESERVED_DIRS.has(f)) return `"${part}" is managed by the server`;
    if (f.endsWith(TEMP_SUFFIX) || f.endsWith(".lock")) return `"${part}" is a temporary or lock file of the server`;
  }
  const leaf = fold(parts[parts.length - 1] ?? "");
  if (RESERVED_NAMES.has(leaf)) return `"${parts[parts.length - 1]}" is an auto-managed index`;
  return null;
}
var MAX_COMPONENT_BYTES, MAX_PATH_BYTES, FORBIDDEN_CHARS, RESERVED_NAMES, RESERVED_DIRS, TEMP_SUFFIX;
var init_path_rules = __esm({
  "server/src/core/path-rules.ts"() {
    "use strict";
    init_errors();
    MAX_COMPONENT_BYTES = 255;
    MAX_PATH_BYTES = 4096;
    FORBIDDEN_CHARS = /[\u0000-\u001f\u007f\u0080-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/u;
    RESERVED_NAMES = /* @__PURE__ */ new Set(["_index.yaml", "_projects-index.json", "_refs-index.json"]);
    RESERVED_DIRS = /* @__PURE__ */ new Set(["_trash", ".locks", ".index", ".journal", ".history", "_templates"]);
    TEMP_SUFFIX = ".pm-tmp";
  }
});

// server/src/storage/environment.ts
function currentEnv() {
  return als?.getStore() ?? process.env;
}
var fs2, als, NO_PROC_SWITCH, PROC_FD;
var init_environment = __esm({
  "server/src/storage/environment.ts"() {
    "use strict";
    fs2 = require("node:fs");
    NO_PROC_SWITCH = "PM_NO_PROC";
    PROC_FD = (() => {
      if (process.env[NO_PROC_SWITCH] === "1") return false;
      try {
        return fs2.existsSync("/proc/self/fd");
      } catch {
        return false;
      }
    })();
  }
});

// server/src/storage/mounts.ts
function registerMount(rootDir, slug, dir) {
  let mounts = table.get(rootDir);
  if (!mounts) table.set(rootDir, mounts = /* @__PURE__ */ new Map());
  mounts.set(slug, dir);
}
function unregisterMount(rootDir, slug) {
  table.get(rootDir)?.delete(slug);
}
function mountOf(rootDir, slug) {
  return table.get(rootDir)?.get(slug);
}
function mountsOf(rootDir) {
  return table.get(rootDir) ?? /* @__PURE__ */ new Map();
}
function splitMounted(rootDir, rel) {
  const mounts = table.get(rootDir);
  if (!mounts || mounts.size === 0) return null;
  const parts = rel.split("/").filter((p) => p !== "" && p !== ".");
  if (parts.length < 2 || parts[0] !== "projects") return null;
  const dir = mounts.get(parts[1]);
  return dir === void 0 ? null : { dir, rest: parts.slice(2) };
}
function mountedAbs(rootDir, rel) {
  const m = splitMounted(rootDir, rel);
  if (m) return path.join(m.dir, ...m.rest);
  return rel ? path.join(rootDir, rel) : rootDir;
}
function inside(base, candidate) {
  const rel = path.relative(base, candidate);
  return rel === "" || !path.isAbsolute(rel) && rel !== ".." && !rel.startsWith(`..${path.sep}`);
}
function insideMount(rootDir, candidate) {
  const mounts = table.get(rootDir);
  if (!mounts) return false;
  for (const dir of mounts.values()) if (inside(dir, candidate)) return true;
  return false;
}
var path, table;
var init_mounts = __esm({
  "server/src/storage/mounts.ts"() {
    "use strict";
    path = require("node:path");
    table = /* @__PURE__ */ new Map();
  }
});

// server/src/storage/containment.ts
function isInside(rootDir, candidate) {
  const rel = path2.relative(rootDir, candidate);
  return rel === "" || !path2.isAbsolute(rel) && rel !== ".." && !rel.startsWith(`..${path2.sep}`);
}
function isContained(rootDir, candidate) {
  return isInside(rootDir, candidate) || insideMount(rootDir, candidate);
}
function outside(shown) {
  return new MemoryError(
    "PATH_OUTSIDE_ROOT",
    `The path ${describePath(shown)} leads outside the memory root, which no tool may reach.`,
    "Use a path inside the project folder that does not pass through a symlink leading elsewhere."
  );
}
function lstatOrNull(p) {
  try {
    return fs3.lstatSync(p, { throwIfNoEntry: false }) ?? null;
  } catch (e) {
    const code = e.code;
    if (code === "ENOENT") return null;
    if (code === "ENOTDIR") throw new MemoryError("INVALID_PATH", `A parent of ${describePath(p)} is a file, not a folder.`);
    throw e;
  }
}
function throughLink(shown, linkRel, isLeaf) {
  if (isLeaf) {
    return new MemoryError(
      "INVALID_PATH",
      `${describePath(shown)} is a symbolic link; the memory tools refuse symlinked files.`,
      "Replace the link with a regular file."
    );
  }
  return new MemoryError(
    "INVALID_PATH",
    `${describePath(shown)} passes through the symbolic link ${describePath(linkRel)}; the memory tools refuse every path through a link, even one that stays inside the memory root.`,
    "Replace the link with a real folder, or use the path of the folder it points to."
  );
}
function resolveContained(rootDir, baseDir, parts, shown) {
  if (!isContained(rootDir, baseDir)) throw outside(shown);
  let current2 = baseDir;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i];
    const next = path2.join(current2, part);
    const isLeaf = i === parts.length - 1;
    const st = lstatOrNull(next);
    if (st === null) {
      return { abs: path2.join(current2, ...parts.slice(i)), stat: null };
    }
    if (st.isSymbolicLink()) throw throughLink(shown, parts.slice(0, i + 1).join("/"), isLeaf);
    if (isLeaf) {
      if (!st.isFile() && !st.isDirectory()) {
        throw new MemoryError("INVALID_PATH", `${describePath(shown)} is not a regular file (a device, pipe or socket), which the memory tools refuse.`);
      }
      return { abs: next, stat: st };
    }
    if (!st.isDirectory()) {
      throw new MemoryError("INVALID_PATH", `A parent of ${describePath(shown)} is a file, not a folder.`);
    }
    current2 = next;
  }
  return { abs: current2, stat: lstatOrNull(current2) };
}
function descriptorPath(fd) {
  if (!PROC_FD) return null;
  try {
    return fs3.readlinkSync(`/proc/self/fd/${fd}`);
  } catch {
    return null;
  }
}
function assertDescriptorAt(fd, abs, shown) {
  if (!descriptorIsAt(fd, abs)) {
    fs3.closeSync(fd);
    throw outside(shown);
  }
}
function descriptorIsAt(fd, abs) {
  const expected = path2.resolve(abs);
  if (PROC_FD) {
    const real = descriptorPath(fd);
    if (real !== null) return real === expected || real === `${expected} (deleted)`;
  }
  return identityIsAt(fd, expected);
}
function identityIsAt(fd, expected) {
  let named = null;
  try {
    if (fs3.realpathSync(expected) !== expected) return false;
    named = fs3.lstatSync(expected);
  } catch {
  }
  let held;
  try {
    held = fs3.fstatSync(fd);
  } catch {
    return false;
  }
  if (named !== null && named.dev === held.dev && named.ino === held.ino) return true;
  return held.isFile() && held.nlink === 0;
}
var fs3, path2;
var init_containment = __esm({
  "server/src/storage/containment.ts"() {
    "use strict";
    init_errors();
    init_path_rules();
    init_environment();
    init_mounts();
    fs3 = require("node:fs");
    path2 = require("node:path");
  }
});

// server/src/storage/waits.ts
function store() {
  als2 ??= new ((0, import_node_module.createRequire)("/")("node:async_hooks")).AsyncLocalStorage();
  return als2;
}
function current() {
  const s = als2?.getStore() ?? null;
  return s && !s.attempt.over ? s : null;
}
function withoutWaiting(fn) {
  const attempt = { changed: false, wait: null, over: false };
  return store().run({ attempt, since: /* @__PURE__ */ new Map(), rounds: /* @__PURE__ */ new Map(), never: true }, fn);
}
function pause(ms, ready, key) {
  const s = current();
  if (s && (s.never || !s.attempt.changed)) {
    s.attempt.wait = { ms, ready, key };
    throw new WouldWait(s.attempt.wait);
  }
  Atomics.wait(sleeper, 0, 0, ms);
}
function noteChange() {
  const s = current();
  if (!s) return;
  if (s.attempt.wait !== null && !s.attempt.changed) throw new WouldWait(s.attempt.wait);
  s.attempt.changed = true;
}
function waitingSince(what) {
  const s = current();
  const now = Date.now();
  if (!s || s.never) return now;
  const first = s.since.get(what);
  if (first !== void 0) return first;
  s.since.set(what, now);
  return now;
}
function countRounds(what, add = 1) {
  const s = current();
  if (!s) return 0;
  const n = s.rounds.get(what) ?? 0;
  s.rounds.set(what, n + add);
  return n;
}
var import_node_module, WouldWait, als2, sleeper;
var init_waits = __esm({
  "server/src/storage/waits.ts"() {
    "use strict";
    import_node_module = require("node:module");
    init_errors();
    WouldWait = class extends MemoryError {
      constructor(wait) {
        super("LOCKED", "Another process holds a file this call needs, so the call waits for it.", "Try again in a moment.");
        this.wait = wait;
      }
      wait;
    };
    sleeper = new Int32Array(new SharedArrayBuffer(4));
  }
});

// server/src/storage/anchored-dir.ts
function outsideFolder(shown) {
  return new MemoryError(
    "PATH_OUTSIDE_ROOT",
    `The folder of ${describePath(shown)} is, or passes through, a symbolic link (it may lead outside the memory root), which no tool follows.`,
    "Use a path inside the project folder that passes through no symbolic link."
  );
}
function openAnchoredDir(rootDir, absDir, shown = path3.relative(rootDir, absDir) || ".") {
  if (!isContained(rootDir, absDir)) throw outsideFolder(shown);
  let fd;
  try {
    fd = fs4.openSync(absDir, fs4.constants.O_RDONLY | fs4.constants.O_DIRECTORY | fs4.constants.O_NOFOLLOW);
  } catch (e) {
    const code = e.code;
    if (code === "ENOENT") return null;
    if (code === "ELOOP" || code === "ENOTDIR" && isLink(absDir)) throw outsideFolder(shown);
    if (code === "ENOTDIR") throw new MemoryError("INVALID_PATH", `A parent of ${describePath(shown)} is not a folder.`);
    throw e;
  }
  if (!descriptorIsAt(fd, absDir)) {
    fs4.closeSync(fd);
    throw outsideFolder(shown);
  }
  return { fd, via: PROC_FD ? `/proc/self/fd/${fd}` : absDir, abs: absDir };
}
function isLink(p) {
  try {
    return fs4.lstatSync(p).isSymbolicLink();
  } catch {
    return false;
  }
}
function closeAnchoredDir(dir) {
  try {
    fs4.closeSync(dir.fd);
  } catch {
  }
}
function withAnchoredDir(rootDir, absDir, shown, fn) {
  const dir = openAnchoredDir(rootDir, absDir, shown);
  if (!dir) throw new MemoryError("NOT_FOUND", `The folder of ${describePath(shown)} does not exist.`);
  try {
    const result = fn(dir);
    if (typeof result?.then === "function") {
      throw new Error("An anchored folder is used synchronously only; this callback returned a promise.");
    }
    return result;
  } finally {
    closeAnchoredDir(dir);
  }
}
function entryOf(dir, name) {
  return path3.join(dir.via, name);
}
function listAnchored(rootDir, absDir) {
  let dir;
  try {
    dir = openAnchoredDir(rootDir, absDir);
  } catch {
    return [];
  }
  if (!dir) return [];
  try {
    const entries = fs4.readdirSync(dir.via, { withFileTypes: true });
    return PROC_FD || descriptorIsAt(dir.fd, absDir) ? entries : [];
  } catch (e) {
    const code = e.code;
    if (code === "ENOENT" || code === "ENOTDIR" || code === "ELOOP") return [];
    throw e;
  } finally {
    closeAnchoredDir(dir);
  }
}
var fs4, path3;
var init_anchored_dir = __esm({
  "server/src/storage/anchored-dir.ts"() {
    "use strict";
    init_errors();
    init_path_rules();
    init_containment();
    init_environment();
    init_waits();
    fs4 = require("node:fs");
    path3 = require("node:path");
  }
});

// server/src/storage/shared-repo.ts
function lstat(p) {
  try {
    return fs5.lstatSync(p);
  } catch {
    return null;
  }
}
function git(cwd, args) {
  try {
    return (0, import_node_child_process.execFileSync)("git", ["-C", cwd, ...args], { encoding: "utf8", timeout: 3e3, env: currentEnv(), stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return null;
  }
}
function realOrSelf(p) {
  try {
    return fs5.realpathSync(p);
  } catch {
    return path4.resolve(p);
  }
}
function findRepoPlace(cwd) {
  let dir = realOrSelf(cwd);
  for (; ; ) {
    const g = lstat(path4.join(dir, ".git"));
    if (g) {
      const s = lstat(path4.join(dir, SHARED_DIR));
      return { top: dir, git: g.isDirectory() ? "dir" : "file", shared: s ? path4.join(dir, SHARED_DIR) : null };
    }
    const parent = path4.dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}
function mainWorktreeOf(place) {
  if (place.git === "dir") return place.top;
  const common = git(place.top, ["rev-parse", "--git-common-dir"]);
  if (!common) return null;
  const abs = realOrSelf(path4.resolve(place.top, common));
  return path4.basename(abs) === ".git" ? path4.dirname(abs) : null;
}
function placeInMainWorktree(dir) {
  const place = findRepoPlace(dir);
  if (!place || place.git !== "file") return null;
  const main2 = mainWorktreeOf(place);
  return main2 === null ? null : path4.join(main2, path4.relative(place.top, realOrSelf(dir)));
}
function refused(what, hint = "Replace links with real files and folders, then start again.") {
  return new MemoryError("INVALID_PATH", `The shared memory folder ${what}; it was not used.`, hint);
}
function inRootProblem(rootDir, dir) {
  if (isInside(rootDir, dir)) return refused(`${dir} is inside the memory root ${rootDir}`, "Share from a repository outside the memory root.");
  if (isInside(dir, rootDir)) return refused(`${dir} holds the memory root ${rootDir}`, "Keep the memory root outside the shared folder.");
  return null;
}
function checkSharedFolder(dir, rootDir) {
  if (!path4.isAbsolute(dir) || path4.normalize(dir) !== dir || path4.basename(dir) !== SHARED_DIR) throw refused(`${dir} is not a folder named ${SHARED_DIR}`);
  const inRoot = inRootProblem(rootDir, dir);
  if (inRoot) throw inRoot;
  const st = lstat(dir);
  if (!st) throw new MemoryError("NOT_FOUND", `There is no shared memory folder at ${dir}.`);
  if (st.isSymbolicLink()) throw refused(`${dir} is a symbolic link`);
  if (!st.isDirectory()) throw refused(`${dir} is not a folder`);
  if (realOrSelf(dir) !== dir) throw refused(`${dir} is reached through a symbolic link`);
  const top = path4.dirname(dir);
  if (!lstat(path4.join(top, ".git"))) throw refused(`${dir} is not at the top of a git work tree`);
  let seen = 0;
  const walk = (d) => {
    for (const ent of fs5.readdirSync(d, { withFileTypes: true })) {
      if (++seen > MAX_SHARED_ENTRIES) throw refused(`${dir} holds more than ${MAX_SHARED_ENTRIES} entries`);
      const p = path4.join(d, ent.name);
      if (ent.isSymbolicLink()) throw refused(`${dir} contains the symbolic link ${path4.relative(dir, p)}`);
      if (ent.isDirectory()) walk(p);
      else if (!ent.isFile()) throw refused(`${dir} contains ${path4.relative(dir, p)}, which is not a regular file`);
      else if (fs5.lstatSync(p).nlink > 1) throw refused(`${dir} contains the hard-linked file ${path4.relative(dir, p)}`);
    }
  };
  walk(dir);
  return dir;
}
function sharedSlugOf(dir) {
  return plainMetaValue(metaHead(dir) ?? "", "slug");
}
function sharedNameOf(dir) {
  return plainMetaValue(metaHead(dir) ?? "", "name");
}
function metaHead(dir) {
  return readHead(path4.join(dir, "_meta.yaml"));
}
function readHead(file) {
  try {
    const fd = fs5.openSync(file, fs5.constants.O_RDONLY | fs5.constants.O_NOFOLLOW);
    try {
      const buf = Buffer.alloc(64 * 1024);
      return buf.subarray(0, fs5.readSync(fd, buf, 0, buf.length, 0)).toString("utf8");
    } finally {
      fs5.closeSync(fd);
    }
  } catch {
    return null;
  }
}
function pointerPath(rootDir, slug) {
  return path4.join(rootDir, "projects", slug, POINTER_NAME);
}
function readPointer(rootDir, slug) {
  const text = readHead(pointerPath(rootDir, slug));
  if (text === null) return null;
  try {
    const o = JSON.parse(text);
    if (typeof o.dir !== "string" || !path4.isAbsolute(o.dir) || path4.normalize(o.dir) !== o.dir || path4.basename(o.dir) !== SHARED_DIR || o.dir.includes("\0"))
      return null;
    const paths = Array.isArray(o.paths) ? o.paths.filter((p) => typeof p === "string" && path4.isAbsolute(p)) : [];
    return { dir: o.dir, paths };
  } catch {
    return null;
  }
}
function unmountedSharedProblem(rootDir, slug) {
  if (!lstat(pointerPath(rootDir, slug))) return null;
  const pointer = readPointer(rootDir, slug);
  const where = pointer ? pointer.dir : `the folder its pointer projects/${slug}/${POINTER_NAME} names`;
  const fix = `run \`project-memory status --project ${slug}\` inside the clone at its new place (or in a fresh clone of the repository) to use it from there, or \`project-memory unbind --project ${slug}\` to stop using it on this machine`;
  const missing = pointer === null || !isRealDir(pointer.dir);
  return new MemoryError(
    "NOT_FOUND",
    missing ? `Project ${slug} is shared in ${where}, which is missing (the clone was moved, renamed, unmounted or deleted), so nothing was written.` : `Project ${slug} is shared in ${where}, which was not used (\`project-memory doctor\` says why), so nothing was written.`,
    missing ? `To fix it, ${fix}.` : "Fix what doctor reports about that folder, then try again."
  );
}
function isRealDir(p) {
  return lstat(p)?.isDirectory() === true;
}
function renderPointer(p) {
  return `${JSON.stringify({ dir: p.dir, paths: p.paths }, null, 2)}
`;
}
function pointerSlugs(rootDir) {
  let names;
  try {
    names = fs5.readdirSync(path4.join(rootDir, "projects"));
  } catch {
    return [];
  }
  return names.filter((n) => isKebabCase(n) && lstat(pointerPath(rootDir, n))?.isFile() === true);
}
var import_node_child_process, fs5, path4, SHARED_DIR, MAX_SHARED_ENTRIES, POINTER_NAME, POINTER_IGNORE, POINTER_PATHSPEC;
var init_shared_repo = __esm({
  "server/src/storage/shared-repo.ts"() {
    "use strict";
    import_node_child_process = require("node:child_process");
    init_errors();
    init_project_meta();
    init_slug();
    init_containment();
    init_environment();
    init_waits();
    fs5 = require("node:fs");
    path4 = require("node:path");
    SHARED_DIR = ".project-memory";
    MAX_SHARED_ENTRIES = 2e4;
    POINTER_NAME = ".shared";
    POINTER_IGNORE = `/projects/*/${POINTER_NAME}`;
    POINTER_PATHSPEC = `:(glob)projects/*/${POINTER_NAME}`;
  }
});

// server/src/storage/projects-index.ts
function readProjectsIndex(root) {
  const file = root.readText(PROJECTS_INDEX);
  let index = { projects: [] };
  try {
    if (file) index = normaliseProjectsIndex(JSON.parse(file.text));
  } catch {
  }
  return withMounts(root, index);
}
function withMounts(root, index) {
  const mounts = mountsOf(root.dir);
  if (mounts.size === 0) return index;
  const projects = [...index.projects];
  for (const [slug, dir] of mounts) {
    const bound = [path5.dirname(dir), ...readPointer(root.dir, slug)?.paths ?? []];
    const i = projects.findIndex((p) => p.slug === slug);
    if (i >= 0) {
      const p = projects[i];
      projects[i] = { ...p, paths: [.../* @__PURE__ */ new Set([...p.paths.filter((x) => path5.isAbsolute(x)), ...bound])] };
    } else {
      projects.push({
        id: "",
        slug,
        name: sharedNameOf(dir) ?? slug,
        status: "active",
        type: "",
        path: `projects/${slug}`,
        tags: [],
        aliases: [],
        paths: bound,
        created: "",
        updated: ""
      });
    }
  }
  return { projects };
}
var fs6, path5, PROJECTS_INDEX;
var init_projects_index = __esm({
  "server/src/storage/projects-index.ts"() {
    "use strict";
    init_project_meta();
    init_anchored_dir();
    init_containment();
    init_mounts();
    init_shared_repo();
    fs6 = require("node:fs");
    path5 = require("node:path");
    PROJECTS_INDEX = "_projects-index.json";
  }
});

// server/src/storage/file-identity.ts
function identityOf(st) {
  return { dev: st.dev, ino: st.ino, size: st.size, mtimeNs: st.mtimeNs, ctimeNs: st.ctimeNs };
}
function sameIdentity(a, b) {
  return a.dev === b.dev && a.ino === b.ino && a.size === b.size && a.mtimeNs === b.mtimeNs && a.ctimeNs === b.ctimeNs;
}
function assertStillExpected(entry, expected, shown) {
  let st = null;
  try {
    st = fs7.lstatSync(entry, { bigint: true });
  } catch (e) {
    if (e.code !== "ENOENT") throw e;
  }
  if (expected === null ? st !== null : st === null || !sameIdentity(identityOf(st), expected.identity)) throw new StaleVersionError(shown);
}
function openWitness(entry) {
  try {
    return fs7.openSync(entry, fs7.constants.O_RDONLY | fs7.constants.O_NOFOLLOW | fs7.constants.O_NONBLOCK);
  } catch {
    return null;
  }
}
function assertWitnessIs(fd, expected, shown) {
  const st = fs7.fstatSync(fd, { bigint: true });
  if (!sameIdentity(identityOf(st), expected.identity)) throw new StaleVersionError(shown);
  const content = expected.identity.content;
  if (content !== void 0 && !readBytes(fd, Number(st.size)).equals(content)) throw new StaleVersionError(shown);
}
function readBytes(fd, size) {
  const buf = Buffer.alloc(size);
  let off = 0;
  while (off < size) {
    const n = fs7.readSync(fd, buf, off, size - off, off);
    if (n === 0) break;
    off += n;
  }
  return buf.subarray(0, off);
}
var fs7, StaleVersionError;
var init_file_identity = __esm({
  "server/src/storage/file-identity.ts"() {
    "use strict";
    init_errors();
    init_path_rules();
    fs7 = require("node:fs");
    StaleVersionError = class extends MemoryError {
      constructor(shown) {
        super("CONFLICT", `${describePath(shown)} was changed by another program while it was being updated, so nothing was written.`, "Read it again and retry.");
      }
    };
  }
});

// server/src/storage/replace.ts
function replaceExpected(leaf, tmp, expected, shown, keep) {
  const witness = openWitness(leaf);
  let held = witness;
  try {
    if (witness !== null) assertWitnessIs(witness, expected, shown);
    assertStillExpected(leaf, expected, shown);
    noteChange();
    fs8.renameSync(tmp, leaf);
    held = null;
    if (witness !== null) keep(witness, expected.identity);
  } finally {
    if (held !== null) fs8.closeSync(held);
  }
}
function removeExpected(leaf, expected, shown, keep) {
  const witness = openWitness(leaf);
  if (witness === null) throw new StaleVersionError(shown);
  let held = witness;
  try {
    assertWitnessIs(witness, expected, shown);
    assertStillExpected(leaf, expected, shown);
    noteChange();
    fs8.unlinkSync(leaf);
    held = null;
    keep(witness, expected.identity);
  } finally {
    if (held !== null) fs8.closeSync(held);
  }
}
function placeNew(tmp, leaf, shown) {
  noteChange();
  try {
    fs8.linkSync(tmp, leaf);
  } catch (e) {
    const code = e.code;
    if (code === "EEXIST") throw new StaleVersionError(shown);
    if (code !== "EPERM" && code !== "ENOTSUP" && code !== "EOPNOTSUPP" && code !== "EXDEV") throw e;
    assertStillExpected(leaf, null, shown);
    fs8.renameSync(tmp, leaf);
    return;
  }
  fs8.rmSync(tmp, { force: true });
}
var fs8;
var init_replace = __esm({
  "server/src/storage/replace.ts"() {
    "use strict";
    init_file_identity();
    init_waits();
    fs8 = require("node:fs");
  }
});

// server/src/storage/case-twins.ts
function assertNoCaseTwin(dir, name, shown) {
  const key = nameKey(name);
  let names;
  try {
    names = fs9.readdirSync(dir.via);
  } catch {
    return;
  }
  const twin = names.find((n) => n !== name && nameKey(n) === key);
  if (twin !== void 0) {
    throw new MemoryError(
      "ALREADY_EXISTS",
      `${describePath(shown)} differs from the existing ${describePath(twin)} only in letter case or Unicode form, and on macOS or Windows the two would be one file; nothing was written.`,
      `Use the existing name ${describePath(twin)}.`
    );
  }
}
var fs9, path6;
var init_case_twins = __esm({
  "server/src/storage/case-twins.ts"() {
    "use strict";
    init_errors();
    init_path_rules();
    fs9 = require("node:fs");
    path6 = require("node:path");
  }
});

// server/src/storage/lazy-crypto.ts
function nodeCrypto() {
  crypto ??= (0, import_node_module2.createRequire)("/")("node:crypto");
  return crypto;
}
var import_node_module2, crypto;
var init_lazy_crypto = __esm({
  "server/src/storage/lazy-crypto.ts"() {
    "use strict";
    import_node_module2 = require("node:module");
  }
});

// server/src/storage/atomic-file.ts
function tempNameFor(abs, randomHex = cryptoHex) {
  const stem = Array.from(path7.basename(abs)).slice(0, 48).join("");
  return path7.join(path7.dirname(abs), `.${stem}.${process.pid}.${randomHex()}${TEMP_SUFFIX}`);
}
function isOwnTempName(name) {
  return name.endsWith(TEMP_SUFFIX) && OWN_TEMP_NAME.test(name);
}
function writeThroughTemp(tmp, data, mode, durable, place) {
  const fd = fs10.openSync(tmp, fs10.constants.O_WRONLY | fs10.constants.O_CREAT | fs10.constants.O_EXCL | fs10.constants.O_NOFOLLOW, mode);
  try {
    try {
      let off = 0;
      while (off < data.length) off += fs10.writeSync(fd, data, off, data.length - off);
      if (durable) fs10.fsyncSync(fd);
    } finally {
      fs10.closeSync(fd);
    }
    place();
  } catch (e) {
    fs10.rmSync(tmp, { force: true });
    throw e;
  }
}
function writeFileAtomic(dir, name, data, mode = 384) {
  const target = path7.join(dir, name);
  const tmp = tempNameFor(target, quickHex);
  noteChange();
  try {
    writeThroughTemp(tmp, typeof data === "string" ? Buffer.from(data, "utf8") : data, mode, false, () => fs10.renameSync(tmp, target));
    return true;
  } catch {
    return false;
  }
}
var fs10, path7, OWN_TEMP_NAME, cryptoHex, quickHex;
var init_atomic_file = __esm({
  "server/src/storage/atomic-file.ts"() {
    "use strict";
    init_path_rules();
    init_lazy_crypto();
    init_waits();
    fs10 = require("node:fs");
    path7 = require("node:path");
    OWN_TEMP_NAME = /^\.(?:.{1,48})\.([1-9]\d{0,9})\.[0-9a-f]{12}\.pm-tmp$/su;
    cryptoHex = () => nodeCrypto().randomBytes(6).toString("hex");
    quickHex = () => Math.floor(Math.random() * 2 ** 48).toString(16).padStart(12, "0");
  }
});

// server/src/storage/read-fully.ts
function readFully(fd, buf, length = buf.length) {
  let off = 0;
  while (off < length) {
    const n = fs11.readSync(fd, buf, off, length - off, off);
    if (n === 0) break;
    off += n;
  }
  return off;
}
var fs11;
var init_read_fully = __esm({
  "server/src/storage/read-fully.ts"() {
    "use strict";
    fs11 = require("node:fs");
  }
});

// server/src/storage/fs-safe.ts
function decode(buf, shown) {
  try {
    return strictUtf8.decode(buf);
  } catch {
    throw new MemoryError("INVALID_FORMAT", `${describePath(shown)} is not valid UTF-8 text.`, "Memory files must be UTF-8 text.");
  }
}
function readTextContained(_rootDir, abs, shown, maxBytes = MAX_FILE_BYTES) {
  let fd;
  try {
    fd = fs12.openSync(abs, fs12.constants.O_RDONLY | fs12.constants.O_NOFOLLOW | fs12.constants.O_NONBLOCK);
  } catch (e) {
    const code = e.code;
    if (code === "ENOENT") return null;
    if (code === "ELOOP") throw new MemoryError("INVALID_PATH", `${describePath(shown)} is a symbolic link; the memory tools refuse symlinked files.`);
    if (code === "EISDIR") throw new MemoryError("INVALID_PATH", `${describePath(shown)} is a folder, not a file.`);
    throw e;
  }
  try {
    assertDescriptorAt(fd, abs, shown);
    const big = fs12.fstatSync(fd, { bigint: true });
    const st = {
      isDirectory: () => big.isDirectory(),
      isFile: () => big.isFile(),
      nlink: Number(big.nlink),
      size: Number(big.size),
      mtimeMs: Number(big.mtimeNs) / 1e6
    };
    if (st.isDirectory()) throw new MemoryError("INVALID_PATH", `${describePath(shown)} is a folder, not a file.`);
    if (!st.isFile()) throw new MemoryError("INVALID_PATH", `${describePath(shown)} is not a regular file.`);
    if (st.nlink > 1) {
      throw new MemoryError(
        "INVALID_PATH",
        `${describePath(shown)} has ${st.nlink} hard links, so it may be a file from outside the memory root; the tools refuse it.`,
        "Copy the file instead of hard-linking it."
      );
    }
    if (st.size > maxBytes) {
      throw new MemoryError("TOO_LARGE", `${describePath(shown)} is ${st.size} bytes, over the ${maxBytes}-byte limit for memory files.`);
    }
    const buf = Buffer.alloc(st.size);
    const off = readFully(fd, buf);
    const bytes = off === st.size ? buf : buf.subarray(0, off);
    const raw = decode(bytes, shown);
    const bom = raw.startsWith(BOM);
    return { text: bom ? raw.slice(1) : raw, bom, mtimeMs: st.mtimeMs, size: off, identity: { ...identityOf(big), content: bytes } };
  } finally {
    try {
      fs12.closeSync(fd);
    } catch {
    }
  }
}
function startsWithBom(abs) {
  let fd;
  try {
    fd = fs12.openSync(abs, fs12.constants.O_RDONLY | fs12.constants.O_NOFOLLOW | fs12.constants.O_NONBLOCK);
  } catch {
    return false;
  }
  try {
    assertDescriptorAt(fd, abs, abs);
    if (!fs12.fstatSync(fd).isFile()) return false;
    const head = Buffer.alloc(3);
    return fs12.readSync(fd, head, 0, 3, 0) === 3 && head[0] === 239 && head[1] === 187 && head[2] === 191;
  } catch {
    return false;
  } finally {
    try {
      fs12.closeSync(fd);
    } catch {
    }
  }
}
function ensureDirContained(rootDir, dir) {
  if (!isContained(rootDir, dir)) throw new MemoryError("PATH_OUTSIDE_ROOT", "A folder to create lies outside the memory root, which no tool may reach.");
  const missing = [];
  let cur = dir;
  for (; ; ) {
    let st = null;
    try {
      st = fs12.lstatSync(cur);
    } catch (e) {
      if (e.code !== "ENOENT") throw e;
    }
    if (st) break;
    missing.unshift(cur);
    const parent = path8.dirname(cur);
    if (parent === cur || !isContained(rootDir, parent)) break;
    cur = parent;
  }
  const created = [];
  try {
    for (const d of missing) {
      withAnchoredDir(rootDir, path8.dirname(d), path8.relative(rootDir, d), (parent) => {
        try {
          assertNoCaseTwin(parent, path8.basename(d), path8.relative(rootDir, d));
          noteChange();
          fs12.mkdirSync(entryOf(parent, path8.basename(d)));
          created.push(d);
        } catch (e) {
          if (e.code !== "EEXIST") throw translateIoError(e, path8.relative(rootDir, d));
        }
      });
    }
  } catch (e) {
    removeEmptyDirs(rootDir, created);
    throw e;
  }
  const shown = path8.relative(rootDir, dir);
  const last = openAnchoredDir(rootDir, dir, shown);
  if (!last) throw new MemoryError("IO", `The folder ${describePath(shown)} was removed while it was being created.`, "Try again.");
  closeAnchoredDir(last);
  return created;
}
function removeEmptyDirs(rootDir, created) {
  for (const d of [...created].reverse()) {
    try {
      const parent = openAnchoredDir(rootDir, path8.dirname(d));
      if (!parent) continue;
      try {
        fs12.rmdirSync(entryOf(parent, path8.basename(d)));
      } finally {
        closeAnchoredDir(parent);
      }
    } catch {
    }
  }
}
function writeAtomic(rootDir, abs, data, shown = abs, expected, keep) {
  const created = ensureDirContained(rootDir, path8.dirname(abs));
  try {
    writeInFolder(rootDir, abs, data, shown, expected, keep);
  } catch (e) {
    removeEmptyDirs(rootDir, created);
    throw e;
  }
}
function writeInFolder(rootDir, abs, data, shown, expected, keep) {
  withAnchoredDir(rootDir, path8.dirname(abs), shown, (dir) => {
    const leaf = entryOf(dir, path8.basename(abs));
    const tmp = entryOf(dir, path8.basename(tempNameFor(abs)));
    let mode = 420;
    let exists = false;
    try {
      const st = fs12.lstatSync(leaf);
      exists = true;
      if (st.isFile()) mode = st.mode & 511;
    } catch {
    }
    if (expected !== void 0 && exists === (expected === null)) throw new StaleVersionError(shown);
    if (!exists) assertNoCaseTwin(dir, path8.basename(abs), shown);
    const buf = typeof data === "string" ? Buffer.from(data, "utf8") : data;
    try {
      writeThroughTemp(tmp, buf, mode, true, () => {
        if (expected === null) placeNew(tmp, leaf, shown);
        else if (expected === void 0) {
          noteChange();
          fs12.renameSync(tmp, leaf);
        } else replaceExpected(leaf, tmp, expected, shown, keep);
        syncDir(dir.fd);
      });
    } catch (e) {
      throw translateIoError(e, shown);
    }
  });
}
function removeContained(rootDir, abs, shown = abs, expected, keep) {
  const dir = openAnchoredDir(rootDir, path8.dirname(abs), shown);
  if (!dir) {
    if (expected) throw new StaleVersionError(shown);
    return;
  }
  try {
    const leaf = entryOf(dir, path8.basename(abs));
    if (expected === void 0) {
      noteChange();
      fs12.rmSync(leaf, { force: true });
    } else if (expected === null) assertStillExpected(leaf, null, shown);
    else removeExpected(leaf, expected, shown, keep);
  } finally {
    closeAnchoredDir(dir);
  }
}
function syncDir(fd) {
  try {
    fs12.fsyncSync(fd);
  } catch {
  }
}
function translateIoError(e, shown) {
  if (e instanceof MemoryError) return e;
  const code = e.code;
  if (code === "ENOSPC" || code === "EDQUOT")
    return new MemoryError("IO", `The disk is full, so ${describePath(shown)} was not written; nothing was changed.`, "Free some space and try again.");
  if (code === "EACCES" || code === "EPERM" || code === "EROFS")
    return new MemoryError("IO", `Permission denied writing ${describePath(shown)}; nothing was changed.`, "Check the permissions of the memory root.");
  if (code === "ENAMETOOLONG")
    return new MemoryError("INVALID_PATH", `${describePath(shown)} is too long for the file system, so it was not written.`, "Use a shorter name.");
  if (code === "ENOENT" || code === "ENOTDIR" || code === "ELOOP")
    return new MemoryError(
      "IO",
      `A folder on the way to ${describePath(shown)} was moved or removed while it was being written, so it was not written.`,
      "Try again."
    );
  return e;
}
var fs12, path8, MAX_FILE_BYTES, strictUtf8, BOM;
var init_fs_safe = __esm({
  "server/src/storage/fs-safe.ts"() {
    "use strict";
    init_errors();
    init_path_rules();
    init_containment();
    init_anchored_dir();
    init_file_identity();
    init_replace();
    init_case_twins();
    init_atomic_file();
    init_read_fully();
    init_waits();
    fs12 = require("node:fs");
    path8 = require("node:path");
    MAX_FILE_BYTES = 8 * 1024 * 1024;
    strictUtf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
    BOM = "\uFEFF";
  }
});

// server/src/storage/lock.ts
function fileLockKey(rel) {
  return `file:${rel}`;
}
function locksDir(rootDir) {
  return path9.join(rootDir, ".locks");
}
function lockNameFor(key) {
  return `${nodeCrypto().createHash("sha256").update(nameKey(key)).digest("hex").slice(0, 32)}.lock`;
}
function inLocksDir(rootDir, name, fn) {
  let dir = openAnchoredDir(rootDir, locksDir(rootDir), ".locks");
  if (!dir) {
    try {
      fs13.mkdirSync(locksDir(rootDir));
    } catch (e) {
      const code = e.code;
      if (code !== "EEXIST") throw lockIoError(e);
    }
    dir = openAnchoredDir(rootDir, locksDir(rootDir), ".locks");
    if (!dir) throw new MemoryError("IO", "The lock folder .locks of the memory root could not be created.", "Check that the memory root is writable.");
  }
  try {
    return fn(entryOf(dir, name));
  } finally {
    closeAnchoredDir(dir);
  }
}
function lockIoError(e) {
  const code = e.code;
  if (code === "EROFS" || code === "EACCES" || code === "EPERM") {
    return new MemoryError("IO", "The memory root is read-only here, so nothing can be changed.", "Make the memory root writable, or use the read tools only.");
  }
  if (code === "ENOSPC" || code === "EDQUOT") return new MemoryError("IO", "The disk is full, so nothing was changed.", "Free some space and try again.");
  return e;
}
function holderIsGone(content, mtimeMs) {
  if (Date.now() - mtimeMs > STALE_AFTER_MS) return true;
  const [pidText, host] = content.split(" ");
  const pid = Number(pidText);
  if (!Number.isInteger(pid) || pid <= 0) return Date.now() - mtimeMs > 5e3;
  if (host !== (0, import_node_os.hostname)()) return false;
  try {
    process.kill(pid, 0);
    return false;
  } catch (e) {
    return e.code === "ESRCH";
  }
}
function breakStaleLock(rootDir, name, judged) {
  inLocksDir(rootDir, name, (file) => breakStaleLockAt(file, judged));
}
function breakStaleLockAt(file, judged) {
  const breaker = `${file}.break`;
  let fd;
  try {
    fd = fs13.openSync(breaker, "wx");
  } catch {
    try {
      if (Date.now() - fs13.statSync(breaker).mtimeMs > BREAKER_STALE_MS) fs13.rmSync(breaker, { force: true });
    } catch {
    }
    return;
  }
  try {
    if (fs13.readFileSync(file, "utf8") === judged) fs13.rmSync(file, { force: true });
  } catch {
  } finally {
    fs13.closeSync(fd);
    fs13.rmSync(breaker, { force: true });
  }
}
function tryAcquire(rootDir, name, token) {
  return inLocksDir(rootDir, name, (file) => tryAcquireAt(file, token));
}
function tryAcquireAt(file, token) {
  const tmp = `${file}.${process.pid}.${nodeCrypto().randomBytes(4).toString("hex")}.new`;
  try {
    fs13.writeFileSync(tmp, token, { flag: "wx", mode: 420 });
  } catch (e) {
    const code = e.code;
    if (code === "ENOENT") return false;
    throw lockIoError(e);
  }
  try {
    fs13.linkSync(tmp, file);
    return true;
  } catch (e) {
    const code = e.code;
    if (code === "EEXIST" || code === "ENOENT") return false;
    if (code === "EPERM" || code === "ENOTSUP" || code === "EOPNOTSUPP") return tryAcquireExclusive(file, token);
    throw lockIoError(e);
  } finally {
    unlinkIfThere(tmp);
  }
}
function unlinkIfThere(file) {
  try {
    fs13.unlinkSync(file);
  } catch (e) {
    if (e.code !== "ENOENT") throw e;
  }
}
function tryAcquireExclusive(file, token) {
  try {
    const fd = fs13.openSync(file, fs13.constants.O_WRONLY | fs13.constants.O_CREAT | fs13.constants.O_EXCL | fs13.constants.O_NOFOLLOW, 420);
    try {
      fs13.writeSync(fd, token);
    } finally {
      fs13.closeSync(fd);
    }
    return true;
  } catch (e) {
    if (e.code === "EEXIST") return false;
    const code = e.code;
    if (code === "ENOENT") return false;
    throw lockIoError(e);
  }
}
function withLock(rootDir, key, fn) {
  const name = lockNameFor(key);
  const held = `${rootDir}\0${name}`;
  if (heldHere.has(held)) return fn();
  const token = `${process.pid} ${(0, import_node_os.hostname)()} ${Date.now()}`;
  let holder = null;
  let deadline = 0;
  let tries = 0;
  while (!tryAcquire(rootDir, name, token)) {
    try {
      const judged = inLocksDir(rootDir, name, (file) => ({ content: fs13.readFileSync(file, "utf8"), mtimeMs: fs13.lstatSync(file).mtimeMs }));
      if (holderIsGone(judged.content, judged.mtimeMs)) {
        breakStaleLock(rootDir, name, judged.content);
        continue;
      }
      if (judged.content !== holder) {
        holder = judged.content;
        deadline = waitingSince(`lock:${name}:${holder}`) + WAIT_LIMIT_MS;
      }
    } catch (e) {
      if (e instanceof MemoryError) throw e;
      continue;
    }
    if (Date.now() > deadline) {
      throw new MemoryError(
        "LOCKED",
        `Another process has held the lock on ${key} for over ${WAIT_LIMIT_MS / 1e3} seconds, so nothing was changed.`,
        "Try again; if it persists, run `project-memory doctor --fix`."
      );
    }
    const delay = Math.min(2 ** (tries++ + countRounds(`lock:${name}`)), 50);
    pause(delay + Math.random() * delay, () => !lockFileThere(rootDir, name), held);
  }
  heldHere.add(held);
  try {
    const result = fn();
    if (typeof result?.then === "function")
      throw new Error("A lock is held by synchronous code only; this section returned a promise.");
    return result;
  } finally {
    heldHere.delete(held);
    try {
      inLocksDir(rootDir, name, (file) => {
        if (fs13.readFileSync(file, "utf8") === token) unlinkIfThere(file);
      });
    } catch {
    }
  }
}
function lockFileThere(rootDir, name) {
  try {
    return fs13.lstatSync(path9.join(locksDir(rootDir), name), { throwIfNoEntry: false }) !== void 0;
  } catch {
    return false;
  }
}
var import_node_os, fs13, path9, WAIT_LIMIT_MS, STALE_AFTER_MS, BREAKER_STALE_MS, heldHere;
var init_lock = __esm({
  "server/src/storage/lock.ts"() {
    "use strict";
    init_lazy_crypto();
    import_node_os = require("node:os");
    init_errors();
    init_path_rules();
    init_anchored_dir();
    init_waits();
    fs13 = require("node:fs");
    path9 = require("node:path");
    WAIT_LIMIT_MS = 2e4;
    STALE_AFTER_MS = 12e4;
    BREAKER_STALE_MS = 1e4;
    heldHere = /* @__PURE__ */ new Set();
  }
});

// server/src/storage/inspect.ts
function newestWrite(root, rel, maxDepth = 4) {
  let newest = 0;
  const walk = (dir, depth) => {
    let anchored;
    try {
      anchored = openAnchoredDir(root.dir, dir);
    } catch {
      return;
    }
    if (!anchored) return;
    const folders = [];
    try {
      for (const e of fs14.readdirSync(anchored.via, { withFileTypes: true })) {
        if (e.name.startsWith(".")) continue;
        if (e.isDirectory()) {
          if (depth < maxDepth && e.name !== "archive") folders.push(path10.join(dir, e.name));
        } else if (e.isFile() && e.name !== "_index.yaml") {
          try {
            newest = Math.max(newest, fs14.lstatSync(entryOf(anchored, e.name)).mtimeMs);
          } catch {
          }
        }
      }
    } catch {
    } finally {
      closeAnchoredDir(anchored);
    }
    for (const f of folders) walk(f, depth + 1);
  };
  walk(mountedAbs(root.dir, rel), 0);
  return newest;
}
var fs14, path10;
var init_inspect = __esm({
  "server/src/storage/inspect.ts"() {
    "use strict";
    init_fs_safe();
    init_anchored_dir();
    init_lock();
    init_mounts();
    fs14 = require("node:fs");
    path10 = require("node:path");
  }
});

// server/src/services/scope.ts
function scopeOf(entry) {
  return { kind: "project", slug: entry.slug, name: entry.name, dir: `projects/${entry.slug}`, entry };
}
function usableScopeOf(ws, entry) {
  if (ws.root.mountedDir(entry.slug) === void 0) {
    const problem = unmountedSharedProblem(ws.root.dir, entry.slug);
    if (problem) throw problem;
  }
  return scopeOf(entry);
}
function projectForPath(index, dir) {
  let best = null;
  let bestLength = -1;
  const target = path11.resolve(dir);
  for (const p of index.projects) {
    for (const bound of p.paths) {
      if (path11.isAbsolute(bound) && bound.length > bestLength && containsPath(bound, target)) {
        best = p;
        bestLength = bound.length;
      }
    }
  }
  return best;
}
function projectForCwd(index, dir) {
  const direct = projectForPath(index, dir);
  if (direct || index.projects.length === 0) return direct;
  const inMain = placeInMainWorktree(dir);
  return inMain === null ? null : projectForPath(index, inMain);
}
function containsPath(base, target) {
  const normal = base.length > 1 && base.endsWith(path11.sep) ? base.slice(0, -1) : base;
  if (normal.includes(`${path11.sep}.`) || normal.includes(`${path11.sep}${path11.sep}`)) return isInside(path11.resolve(base), target);
  return target === normal || target.startsWith(normal === path11.sep ? normal : `${normal}${path11.sep}`);
}
function knownProjectsSentence(index) {
  if (index.projects.length === 0)
    return "There are no projects yet: create one with create_project (CLI: project-memory init, then create_project from Claude Code).";
  const names = index.projects.map((p) => p.slug).join(", ");
  return `Known projects: ${names}. Pass project, or bind this repository with use_project (CLI: project-memory use <project>).`;
}
function resolveScope(ws, project, index = readProjectsIndex(ws.root)) {
  if (project === "_global") return GLOBAL_SCOPE;
  if (project != null && project !== "") {
    const byKey = findProjectByKey(index, project);
    if (byKey) return usableScopeOf(ws, byKey);
    if (path11.isAbsolute(project)) {
      const byPath = projectForPath(index, project);
      if (byPath) return usableScopeOf(ws, byPath);
      throw new MemoryError("NO_PROJECT", `No project is bound to a repository containing ${project}.`, knownProjectsSentence(index));
    }
    throw new MemoryError("NO_PROJECT", `There is no project with the slug, alias or id "${project}".`, knownProjectsSentence(index));
  }
  const bound = projectForCwd(index, ws.cwd);
  if (bound) return usableScopeOf(ws, bound);
  throw new MemoryError("NO_PROJECT", `No project was named and none is bound to ${ws.cwd}.`, knownProjectsSentence(index));
}
function boundProject(ws) {
  const entry = projectForCwd(readProjectsIndex(ws.root), ws.cwd);
  return entry ? scopeOf(entry) : null;
}
function memoryWrittenSince(ws, scope, sinceMs) {
  return newestWrite(ws.root, scope.dir) >= sinceMs;
}
var path11, GLOBAL_SCOPE;
var init_scope = __esm({
  "server/src/services/scope.ts"() {
    "use strict";
    init_errors();
    init_project_meta();
    init_containment();
    init_projects_index();
    init_inspect();
    init_shared_repo();
    path11 = require("node:path");
    GLOBAL_SCOPE = { kind: "global", slug: "_global", name: "Global", dir: "_global", entry: null };
  }
});

// server/src/core/file-rules.ts
function isSessionFileName(name) {
  return dateFileName(name, { suffix: true }) !== null;
}
var TOP_FILES, KIND_FOLDERS, CANONICAL_TOP, CANONICAL_FOLDER;
var init_file_rules = __esm({
  "server/src/core/file-rules.ts"() {
    "use strict";
    init_dates();
    init_errors();
    init_path_rules();
    init_slug();
    TOP_FILES = ["decisions.md", "people.md", "_meta.yaml", "manifest.json", "artifacts.json", "memory.md"];
    KIND_FOLDERS = ["knowledge", "sessions", "updates", "correspondence", "archive"];
    CANONICAL_TOP = new Map(TOP_FILES.map((n) => [nameKey(n), n]));
    CANONICAL_FOLDER = new Map(KIND_FOLDERS.map((n) => [nameKey(n), n]));
  }
});

// server/src/services/session-files.ts
var init_session_files = __esm({
  "server/src/services/session-files.ts"() {
    "use strict";
    init_file_rules();
  }
});

// server/src/services/workspace.ts
function todayOf(ws) {
  return today(ws.now());
}
var init_workspace = __esm({
  "server/src/services/workspace.ts"() {
    "use strict";
    init_dates();
  }
});

// server/src/services/context.ts
function contextBudgetFromEnv(env) {
  const raw = Number(envVar(env, "PROJECT_MEMORY_CONTEXT_CHARS"));
  return Number.isInteger(raw) && raw >= MIN_CONTEXT_CHARS && raw <= 1e5 ? raw : DEFAULT_CONTEXT_CHARS;
}
function read(ws, rel) {
  try {
    return ws.root.readText(rel)?.text ?? null;
  } catch {
    return null;
  }
}
function isUntouchedTemplate(ws, text, template, scope) {
  if (text.length > TEMPLATE_SIZE_LIMIT) return false;
  const source = read(ws, `_templates/${template}`) ?? TEMPLATE_FILES[template];
  if (!source) return false;
  const created = scope.entry?.created ?? "";
  return text === fillTemplate(source, { name: scope.name, slug: scope.slug, date: created });
}
function readStatusView(ws, scope) {
  const text = read(ws, `${scope.dir}/_status.md`);
  return statusView(text, text !== null && isUntouchedTemplate(ws, text, "status.md", scope) ? text : null);
}
function countFiles(ws, rel, filter = (n) => n.endsWith(".md")) {
  try {
    return ws.root.list(rel).filter((d) => d.isFile() && !d.name.startsWith("_") && filter(d.name)).map((d) => d.name).sort();
  } catch {
    return [];
  }
}
function dreamReasons(s) {
  const reasons = [];
  if (s.sessions.length > s.thresholds.archiveAfter) reasons.push(`${s.sessions.length} session summaries (over ${s.thresholds.archiveAfter})`);
  if (s.memoryLines > s.thresholds.coreSoftLimit) reasons.push(`memory.md has ${s.memoryLines} lines (over ${s.thresholds.coreSoftLimit})`);
  if (s.staleActive > 0) reasons.push(`${s.staleActive} active decision(s) older than ${s.thresholds.staleDecisionDays} days`);
  return reasons;
}
function readSignals(ws, scope) {
  const dir = scope.dir;
  const memory = read(ws, `${dir}/memory.md`);
  const today2 = todayOf(ws);
  let thresholds;
  try {
    thresholds = readThresholds(JSON.parse(read(ws, `${dir}/manifest.json`) ?? "null")).thresholds;
  } catch {
    thresholds = readThresholds(null).thresholds;
  }
  const decisionsText = read(ws, `${dir}/decisions.md`);
  const decisionsConflict = fileConflict("decisions.md", decisionsText);
  const decisions = parseDecisions(decisionsText ?? "").entries.filter((e) => !e.stub);
  const active = decisions.filter((e) => e.status === "Active");
  const review = decisions.filter((e) => e.status === "Under Review");
  const staleActive = active.filter((e) => e.date && daysBetween(e.date, today2) > thresholds.staleDecisionDays).length;
  const sessions = countFiles(ws, `${dir}/sessions`, isSessionFileName);
  const signals = { thresholds, sessions, memoryLines: memory ? lineCount(memory) : 0, staleActive };
  return { memory, decisions, active, review, signals, decisionsConflict };
}
function buildProjectContext(ws, args = {}) {
  const scope = args.scope ?? resolveScope(ws, args.project);
  const budget = args.budget_chars ?? DEFAULT_CONTEXT_CHARS;
  if (!Number.isInteger(budget) || budget < MIN_CONTEXT_CHARS) {
    throw new MemoryError(
      "INVALID_INPUT",
      `The context budget must be at least ${MIN_CONTEXT_CHARS} characters, got ${budget}.`,
      `Pass ${MIN_CONTEXT_CHARS} or more (the default is ${DEFAULT_CONTEXT_CHARS}).`
    );
  }
  const dir = scope.dir;
  const parts = [];
  const add = (priority, file, heading, text, template, shown = (t) => t) => {
    if (text === null || text.trim() === "") return;
    const conflict = fileConflict(file, text);
    if (conflict) {
      parts.push({ priority: Math.min(priority, 1), heading, text: leftOutSentence(conflict), readMore: `read_file path="${file}"` });
      return;
    }
    const untouched = template !== void 0 && isUntouchedTemplate(ws, text, template, scope);
    parts.push({
      priority,
      heading,
      text: untouched ? `(still the template: fill it in as you learn; path "${file}")` : shown(text).trimEnd(),
      readMore: `read_file path="${file}"${file.startsWith("_global") ? ' project="_global"' : ""}`,
      shortHeading: `## ${file}`,
      placeholder: untouched
    });
  };
  const status = readStatusView(ws, scope);
  const { memory, decisions, active, review, signals, decisionsConflict } = readSignals(ws, scope);
  if (status.set || status.why !== "missing") {
    const text = status.set || status.why === "conflict" ? status.text : '(still the template: fill it in as you learn; path "_status.md")';
    parts.push({ priority: 1, heading: "## Status (_status.md)", text, readMore: 'read_file path="_status.md"' });
  }
  add(2, "_instructions.md", "## Instructions (_instructions.md)", read(ws, `${dir}/_instructions.md`), "instructions.md");
  add(3, "memory.md", "## Core memory (memory.md)", memory, "memory.md", withoutPlaceholders);
  if (scope.kind === "project")
    add(5, "_global/preferences.md", "## Preferences (_global/preferences.md)", read(ws, "_global/preferences.md"), "preferences.md");
  if (decisionsConflict) {
    parts.push({
      priority: 4,
      heading: "## Active decisions (decisions.md)",
      text: leftOutSentence(decisionsConflict),
      readMore: 'read_file path="decisions.md"'
    });
  } else if (active.length || review.length) {
    const lines = active.map((e) => `- ${e.id} \xB7 ${e.title}`);
    for (const e of review) lines.push(`- ${e.id} \xB7 ${e.title} (under review)`);
    parts.push({ priority: 4, heading: "## Active decisions (decisions.md)", text: lines.join("\n"), readMore: 'search path="decisions.md" query="## D<n>"' });
  }
  const sessions = signals.sessions;
  const pointers = [];
  if (sessions.length) pointers.push(`- sessions/: ${sessions.length} summary file(s), latest ${sessions[sessions.length - 1]}`);
  if (decisions.length) pointers.push(`- decisions.md: ${decisions.length} decisions (${active.length} active)`);
  for (const folder of ["knowledge", "notes", "docs", "updates", "correspondence", "archive"]) {
    const files = countFiles(ws, `${dir}/${folder}`);
    if (files.length && !(folder === "correspondence" && files.every((f) => isUntouchedCorrespondence(ws, `${dir}/correspondence/${f}`)))) {
      pointers.push(`- ${folder}/: ${files.length} file(s)`);
    }
  }
  pointers.push('- Search before loading archives: search query="..."; outline a file with read_file head_only=true.');
  parts.push({ priority: 6, heading: "## What else exists", text: pointers.join("\n"), readMore: "get_folder_manifest" });
  const reasons = dreamReasons(signals);
  const header = `# Project memory: ${scope.name} (${scope.slug})`;
  const dreamLine = reasons.length ? `Memory needs consolidation (${reasons.join("; ")}): run /project-memory:dream.` : "";
  const assembled = assembleContext(
    [{ priority: 0, heading: header, text: dreamLine, readMore: "", shortHeading: `# ${scope.slug}` }, ...parts],
    budget,
    (chars, tokens) => `(project-memory: ~${tokens} tokens, ${chars} chars of ${budget}; before stopping, save with log_session and update memory.md)`,
    (_chars, tokens) => `(project-memory: ~${tokens} tokens)`
  );
  return { project: scope.slug, text: assembled.text, chars: assembled.chars, tokens: assembled.tokens, cut: assembled.cut, suggest_dream: reasons.length > 0 };
}
function withoutPlaceholders(memory) {
  const placeholders = new Set(CANONICAL_SECTIONS.map((s) => sectionPlaceholder(s)));
  if (![...placeholders].some((p) => memory.includes(p)) && !MAYBE_EMPTY_SECTION.test(memory)) return memory;
  const parsed = parseSections(memory);
  if (parsed.sections.length === 0) return memory;
  const lines = memory.split("\n");
  const empty = [];
  const drop = /* @__PURE__ */ new Set();
  for (const section of parsed.sections) {
    const body = section.body.trim();
    if (body === "" || placeholders.has(body)) {
      empty.push(section.heading);
      for (let l = section.headingLine; l <= section.endLine; l++) drop.add(l);
    }
  }
  lines.forEach((line, i) => {
    if (placeholders.has(line.trim())) drop.add(i + 1);
  });
  if (drop.size === 0) return memory;
  const kept2 = lines.filter((_, i) => !drop.has(i + 1));
  while (kept2.length && kept2[kept2.length - 1].trim() === "") kept2.pop();
  const note = empty.length ? `

(Empty sections, fill them in as you learn: ${empty.join(", ")}.)` : "";
  return `${kept2.join("\n").replace(/\n{3,}/g, "\n\n")}${note}`;
}
function isUntouchedCorrespondence(ws, rel) {
  const text = read(ws, rel);
  return text === null || text.trim().split("\n").length <= 1;
}
var TEMPLATE_SIZE_LIMIT, MAYBE_EMPTY_SECTION, NO_PROJECT_HINT;
var init_context = __esm({
  "server/src/services/context.ts"() {
    "use strict";
    init_errors();
    init_env();
    init_context_budget();
    init_decisions();
    init_memory_md();
    init_status_md();
    init_templates();
    init_thresholds();
    init_text_lines();
    init_conflict_markers();
    init_dates();
    init_scope();
    init_session_files();
    init_workspace();
    TEMPLATE_SIZE_LIMIT = 4096;
    MAYBE_EMPTY_SECTION = /^ {0,3}##(?:[ \t].*)?(?:\r?\n\s*)?(?=^ {0,3}##(?:[ \t]|\r?$)|(?![\s\S]))/m;
    NO_PROJECT_HINT = "project-memory: no project is bound to this folder. To give this repository a memory, call create_project (with paths: [this folder]) or use_project, or run `project-memory use <project>`.";
  }
});

// server/src/core/import/sources.ts
function claudeProjectDirName(repoPath) {
  return repoPath.replace(/[^A-Za-z0-9]/g, "-");
}
var init_sources = __esm({
  "server/src/core/import/sources.ts"() {
    "use strict";
    init_file_rules();
    init_slug();
  }
});

// server/src/storage/import-source.ts
function isRealDir2(abs) {
  try {
    return fs15.lstatSync(abs).isDirectory();
  } catch {
    return false;
  }
}
function isRealFile(abs) {
  try {
    return fs15.lstatSync(abs).isFile();
  } catch {
    return false;
  }
}
var fs15, path12, MAX_SOURCE_FILE_BYTES;
var init_import_source = __esm({
  "server/src/storage/import-source.ts"() {
    "use strict";
    init_errors();
    init_lazy_crypto();
    init_read_fully();
    fs15 = require("node:fs");
    path12 = require("node:path");
    MAX_SOURCE_FILE_BYTES = 1024 * 1024;
  }
});

// server/src/services/import-hint.ts
function probes(cwd, home) {
  const list = FILES.map((f) => ({ abs: path13.join(cwd, f), shown: f, dir: false }));
  list.push(...DIRS.map((d) => ({ abs: path13.join(cwd, d), shown: `${d}/`, dir: true })));
  if (home) list.push({ abs: path13.join(home, ".claude", "projects", claudeProjectDirName(cwd), "memory"), shown: "Claude auto memory", dir: true });
  return list;
}
function importableSources(cwd, home) {
  return probes(cwd, home).filter((p) => p.dir ? isRealDir2(p.abs) : isRealFile(p.abs)).map((p) => p.shown);
}
function importProbePaths(cwd, home) {
  return probes(cwd, home).map((p) => p.abs);
}
function isEmptyProject(ws, scope) {
  try {
    if (ws.root.readText(`${scope.dir}/archive/import-log.md`)) return false;
    if (hasDecisionEntry(ws.root.readText(`${scope.dir}/decisions.md`)?.text ?? "")) return false;
    return !ws.root.list(`${scope.dir}/sessions`).some((d) => d.isFile() && isSessionFileName(d.name));
  } catch {
    return false;
  }
}
function importHint(sources, bound) {
  if (sources.length === 0) return "";
  const what = sources.slice(0, 4).join(", ") + (sources.length > 4 ? ", \u2026" : "");
  return bound ? `project-memory: this project is still empty and this folder has memory from other tools (${what}); preview importing it with \`project-memory import --dry-run\` (MCP: import_memory).` : `project-memory: this folder has memory from other tools (${what}); once bound, preview importing it with \`project-memory import --dry-run\` (MCP: import_memory).`;
}
var path13, FILES, DIRS;
var init_import_hint = __esm({
  "server/src/services/import-hint.ts"() {
    "use strict";
    init_decisions_scan();
    init_sources();
    init_import_source();
    init_session_files();
    path13 = require("node:path");
    FILES = ["CLAUDE.md", ".claude/CLAUDE.md", "CLAUDE.local.md", "AGENTS.md", "MEMORY.md", ".cursorrules"];
    DIRS = [".cursor/rules", "memory-bank", ".jarvis/memory", ".projectmem"];
  }
});

// server/src/storage/user-folder.ts
function perUserFolder(env) {
  const data = envVar(env, "CLAUDE_PLUGIN_DATA");
  return data ? { dir: data, pluginData: true } : { dir: path14.join(tmpdir(), `project-memory-${process.getuid?.() ?? "user"}`), pluginData: false };
}
var import_node_module3, path14, os, tmpdir;
var init_user_folder = __esm({
  "server/src/storage/user-folder.ts"() {
    "use strict";
    import_node_module3 = require("node:module");
    init_env();
    path14 = require("node:path");
    tmpdir = () => (os ??= (0, import_node_module3.createRequire)("/")("node:os")).tmpdir();
  }
});

// server/src/storage/session-state.ts
function inStateDir(dir, fn) {
  if (PROC_FD) return fn(viaOf(dir.fd, dir.abs));
  return stillAt(dir) ? fn(dir.abs) : null;
}
function stillAt(dir) {
  try {
    const named = fs16.lstatSync(dir.abs);
    const held = fs16.fstatSync(dir.fd);
    return named.dev === held.dev && named.ino === held.ino;
  } catch {
    return false;
  }
}
function viaOf(fd, checkedPath) {
  return PROC_FD ? `/proc/self/fd/${fd}` : checkedPath;
}
function openOwnedDir(dir, opened, { create, isPrivate }) {
  const uid = process.getuid?.();
  if (uid === void 0) return null;
  let fd;
  try {
    fd = fs16.openSync(opened, DIR_FLAGS);
  } catch (e) {
    if (e.code !== "ENOENT") return null;
    try {
      fs16.mkdirSync(opened, { mode: 448, recursive: create === "recursive" });
    } catch (e2) {
      if (e2.code !== "EEXIST") return null;
    }
    try {
      fd = fs16.openSync(opened, DIR_FLAGS);
    } catch {
      return null;
    }
  }
  try {
    const st = fs16.fstatSync(fd);
    const lst = fs16.lstatSync(opened);
    const ok = st.isDirectory() && !lst.isSymbolicLink() && lst.ino === st.ino && lst.dev === st.dev && st.uid === uid && (st.mode & 18) === 0;
    if (!ok) throw new Error(`not a private folder: ${dir}`);
    if (isPrivate && (st.mode & 63) !== 0) {
      fs16.fchmodSync(fd, 448);
      if ((fs16.fstatSync(fd).mode & 63) !== 0) throw new Error(`not a private folder: ${dir}`);
    }
    return fd;
  } catch {
    fs16.closeSync(fd);
    return null;
  }
}
function stateDir(env) {
  const { dir: base, pluginData: data } = perUserFolder(env);
  if (cached?.key === base) return cached.dir;
  let dir = null;
  const baseFd = openOwnedDir(base, base, { create: data ? "recursive" : "one", isPrivate: !data });
  if (baseFd !== null) {
    const sessions = path15.join(base, "sessions");
    const fd = openOwnedDir(sessions, path15.join(viaOf(baseFd, base), "sessions"), { create: "one", isPrivate: true });
    fs16.closeSync(baseFd);
    if (fd !== null) dir = { fd, abs: sessions };
  }
  cached = { key: base, dir };
  return dir;
}
function stateName(sessionId) {
  return SESSION_ID.test(sessionId) ? `${sessionId}.json` : null;
}
function readSmallFile(file) {
  let fd;
  try {
    fd = fs16.openSync(file, fs16.constants.O_RDONLY | fs16.constants.O_NOFOLLOW | fs16.constants.O_NONBLOCK);
  } catch {
    return null;
  }
  try {
    const st = fs16.fstatSync(fd);
    if (!st.isFile() || st.size > MAX_STATE_BYTES || st.uid !== process.getuid?.()) return null;
    return fs16.readFileSync(fd, "utf8");
  } catch {
    return null;
  } finally {
    fs16.closeSync(fd);
  }
}
function writeCacheFile(env, name, text) {
  const dir = CACHE_FILE.test(name) ? stateDir(env) : null;
  if (dir) writeAtomicIn(dir, name, text);
}
function readState(env, sessionId) {
  const name = sessionId ? stateName(sessionId) : null;
  if (!name) return null;
  const dir = stateDir(env);
  if (!dir) return null;
  const text = inStateDir(dir, (via) => readSmallFile(path15.join(via, name)));
  if (text === null) return null;
  try {
    const data = JSON.parse(text);
    return {
      startedAt: typeof data.startedAt === "number" ? data.startedAt : Date.now(),
      project: typeof data.project === "string" ? data.project : null,
      codeChanged: Array.isArray(data.codeChanged) ? data.codeChanged.filter((x) => typeof x === "string") : [],
      cited: Array.isArray(data.cited) ? data.cited.filter((x) => typeof x === "string") : [],
      reminded: data.reminded === true
    };
  } catch {
    return null;
  }
}
function writeState(env, sessionId, state) {
  const name = sessionId ? stateName(sessionId) : null;
  if (!name) return;
  const dir = stateDir(env);
  if (dir) writeAtomicIn(dir, name, JSON.stringify(state));
}
function keepState(env, sessionId, state) {
  const name = sessionId ? stateName(sessionId) : null;
  const dir = name ? stateDir(env) : null;
  if (!dir || !name) return;
  const text = JSON.stringify(state);
  inStateDir(dir, (via) => {
    const file = path15.join(via, name);
    if (readSmallFile(file) === text) {
      try {
        const now = /* @__PURE__ */ new Date();
        fs16.lutimesSync(file, now, now);
        return;
      } catch {
      }
    }
    writeFileAtomic(via, name, text);
  });
}
function replaceState(env, sessionId, state, previousExists) {
  const name = sessionId ? stateName(sessionId) : null;
  const dir = name ? stateDir(env) : null;
  if (!dir || !name) return;
  inStateDir(dir, (via) => {
    if (previousExists) {
      try {
        fs16.unlinkSync(path15.join(via, name));
      } catch {
      }
    }
    writeFileAtomic(via, name, JSON.stringify(state));
  });
}
function writeAtomicIn(dir, name, text) {
  inStateDir(dir, (via) => writeFileAtomic(via, name, text));
}
function freshState(project = null) {
  return { startedAt: Date.now(), project, codeChanged: [], cited: [], reminded: false };
}
function pruneStates(env, maxAgeMs = 7 * 864e5) {
  const dir = stateDir(env);
  if (!dir) return;
  inStateDir(dir, (via) => {
    const marker = path15.join(via, PRUNE_MARKER);
    const now = Date.now();
    try {
      if (now - fs16.lstatSync(marker).mtimeMs < PRUNE_EVERY_MS) return;
    } catch {
    }
    sweep(via, marker, now, maxAgeMs);
  });
}
function sweep(via, marker, now, maxAgeMs) {
  let names;
  try {
    names = fs16.readdirSync(via);
    fs16.rmSync(marker, { force: true });
    fs16.writeFileSync(marker, "", { flag: "wx", mode: 384 });
  } catch {
    return;
  }
  for (const name of names) {
    if (!STATE_FILE.test(name) && !CACHE_FILE.test(name) && !OLD_TEMP_FILE.test(name) && !isOwnTempName(name)) continue;
    try {
      const full = path15.join(via, name);
      const st = fs16.lstatSync(full);
      if (st.isFile() && now - st.mtimeMs > maxAgeMs) fs16.unlinkSync(full);
    } catch {
    }
  }
}
var fs16, path15, MAX_STATE_BYTES, SESSION_ID, STATE_FILE, CACHE_FILE, OLD_TEMP_FILE, DIR_FLAGS, cached, PRUNE_EVERY_MS, PRUNE_MARKER;
var init_session_state = __esm({
  "server/src/storage/session-state.ts"() {
    "use strict";
    init_atomic_file();
    init_environment();
    init_user_folder();
    fs16 = require("node:fs");
    path15 = require("node:path");
    MAX_STATE_BYTES = 1024 * 1024;
    SESSION_ID = /^[A-Za-z0-9_-]{1,128}$/;
    STATE_FILE = /^[A-Za-z0-9_-]{1,128}\.json$/;
    CACHE_FILE = /^context-[0-9a-f]{1,32}\.cache$/;
    OLD_TEMP_FILE = /^(?:[A-Za-z0-9_-]{1,128}\.json|context-[0-9a-f]{1,32}\.cache)\.\d+\.[0-9a-z]{1,16}\.tmp$/;
    DIR_FLAGS = fs16.constants.O_RDONLY | fs16.constants.O_DIRECTORY | fs16.constants.O_NOFOLLOW;
    PRUNE_EVERY_MS = 864e5;
    PRUNE_MARKER = ".pruned";
  }
});

// server/src/services/session-state.ts
function startSessionState(env, p, project) {
  const previous = readState(env, p.session_id);
  if (previous && (p.source === "resume" || p.source === "compact")) keepState(env, p.session_id, previous);
  else replaceState(env, p.session_id, freshState(project), previous !== null);
  if (p.source === "startup") pruneStates(env);
}
var init_session_state2 = __esm({
  "server/src/services/session-state.ts"() {
    "use strict";
    init_session_state();
    init_session_state();
  }
});

// server/src/storage/path-print.ts
function pathPrint(abs) {
  let st;
  try {
    st = fs17.lstatSync(abs, { bigint: true, throwIfNoEntry: false });
  } catch {
    return null;
  }
  if (!st) return { print: "-", changedNs: null };
  return { print: `${st.dev}:${st.ino}:${st.mode}:${st.size}:${st.mtimeNs}:${st.ctimeNs}`, changedNs: st.ctimeNs };
}
var fs17;
var init_path_print = __esm({
  "server/src/storage/path-print.ts"() {
    "use strict";
    fs17 = require("node:fs");
  }
});

// server/src/services/path-print.ts
var init_path_print2 = __esm({
  "server/src/services/path-print.ts"() {
    "use strict";
    init_path_print();
  }
});

// server/src/hooks/context-cache.ts
function cacheKey(p, env) {
  try {
    return JSON.stringify([p.cwd ?? null, ...INPUT_VARS.map((name) => envVar(env, name) ?? null), process.cwd()]);
  } catch {
    return null;
  }
}
function fileName(key) {
  let a = 2166136261;
  let b = 16777619 ^ 1540483477;
  for (let i = 0; i < key.length; i++) {
    const c = key.charCodeAt(i);
    a = Math.imul(a ^ c, 16777619);
    b = Math.imul(b ^ c, 1540483477);
  }
  return `context-${(a >>> 0).toString(16).padStart(8, "0")}${(b >>> 0).toString(16).padStart(8, "0")}.cache`;
}
function keepContext(p, env, build, src) {
  const key = cacheKey(p, env);
  const day = today(new Date(src.startedMs));
  if (key === null || today() !== day) return;
  const settled = BigInt(src.startedMs - SETTLE_MS) * 1000000n;
  const deps = [];
  for (const abs of new Set(src.paths)) {
    const st = pathPrint(abs);
    if (st === null || st.changedNs !== null && st.changedNs >= settled) return;
    deps.push([abs, st.print]);
  }
  const entry = { v: FORMAT, key, build, day, located: src.located, root: src.root, deps, project: src.project, text: src.text };
  writeCacheFile(env, fileName(key + build), JSON.stringify(entry));
}
var FORMAT, SETTLE_MS, INPUT_VARS;
var init_context_cache = __esm({
  "server/src/hooks/context-cache.ts"() {
    "use strict";
    init_dates();
    init_env();
    init_session_state2();
    init_path_print2();
    init_payload();
    init_stdio();
    FORMAT = 1;
    SETTLE_MS = 2500;
    INPUT_VARS = ["CLAUDE_PROJECT_DIR", "PROJECT_MEMORY_ROOT", "HOME", "PROJECT_MEMORY_CONTEXT_CHARS"];
  }
});

// server/src/core/limits.ts
function tooLargeError(shown, bytes, limit, hint) {
  return new MemoryError("TOO_LARGE", `${shown} would be ${bytes} bytes, over the ${limit}-byte limit for one memory file, so nothing was written.`, hint);
}
function fullFileHint(rel) {
  if (/(^|\/)sessions\/[^/]+$/.test(rel)) return "Today's session file is full: keep summaries short, and run /dream to roll old sessions into the archive.";
  if (/(^|\/)decisions\.md$/.test(rel)) return "Run /dream to move superseded and retired decisions to the archive.";
  return "Split it into several files.";
}
var MAX_MEMORY_FILE_BYTES;
var init_limits = __esm({
  "server/src/core/limits.ts"() {
    "use strict";
    init_errors();
    MAX_MEMORY_FILE_BYTES = 2 * 1024 * 1024;
  }
});

// server/src/core/history.ts
function renderEntry(e) {
  const out = { t: e.t, path: e.path, prev: e.prev, sha: e.sha, tool: e.tool };
  if (e.session) out.session = e.session;
  if (e.prevTime) out.prevTime = e.prevTime;
  return `${JSON.stringify(out)}
`;
}
function asEntry(v) {
  if (!v || typeof v !== "object") return null;
  const o = v;
  const shaOk = (x) => x === null || typeof x === "string" && SHA.test(x);
  if (typeof o.t !== "string" || typeof o.path !== "string" || typeof o.tool !== "string" || !shaOk(o.prev) || !shaOk(o.sha)) return null;
  const e = { t: o.t, path: o.path, prev: o.prev, sha: o.sha, tool: o.tool };
  if (typeof o.session === "string") e.session = o.session;
  if (typeof o.prevTime === "string") e.prevTime = o.prevTime;
  return e;
}
function parseLog(text) {
  const out = [];
  const seen = /* @__PURE__ */ new Set();
  for (const line of text.split("\n")) {
    if (line === "" || seen.has(line)) continue;
    seen.add(line);
    try {
      const e = asEntry(JSON.parse(line));
      if (e) out.push(e);
    } catch {
    }
  }
  return out;
}
function retain(entries, rule, nowMs, sizeOf) {
  const newestOfPath = /* @__PURE__ */ new Map();
  entries.forEach((e, i) => newestOfPath.set(e.path, i));
  const keep = new Array(entries.length).fill(false);
  const counted = /* @__PURE__ */ new Set();
  let bytes = 0;
  const charge = (e) => {
    for (const sha of [e.sha, e.prev]) {
      if (sha && !counted.has(sha)) {
        counted.add(sha);
        bytes += sizeOf(sha);
      }
    }
  };
  for (const i of newestOfPath.values()) {
    keep[i] = true;
    charge(entries[i]);
  }
  const cutoff = nowMs - rule.maxAgeDays * 864e5;
  for (let i = entries.length - 1; i >= 0; i--) {
    if (keep[i]) continue;
    const e = entries[i];
    const t = Date.parse(e.t);
    if (!(t >= cutoff)) continue;
    const extra = [e.sha, e.prev].reduce((n, sha) => n + (sha && !counted.has(sha) ? sizeOf(sha) : 0), 0);
    if (bytes + extra > rule.maxBytes) break;
    keep[i] = true;
    charge(e);
  }
  return entries.filter((_, i) => keep[i]);
}
var SHA, DEFAULT_RETENTION;
var init_history = __esm({
  "server/src/core/history.ts"() {
    "use strict";
    init_errors();
    SHA = /^[0-9a-f]{64}$/;
    DEFAULT_RETENTION = { maxAgeDays: 90, maxBytes: 64 * 1024 * 1024 };
  }
});

// server/src/storage/history-store.ts
function currentOrigin(env = currentEnv()) {
  const found = als3?.getStore();
  if (found) return found;
  const session = envVar(env, "CLAUDE_CODE_SESSION_ID");
  return session ? { tool: "unknown", session } : { tool: "unknown" };
}
function historyEnabled(env = currentEnv()) {
  return envVar(env, "PROJECT_MEMORY_HISTORY") !== "off";
}
function positive(text, fallback) {
  const n = Number(text);
  return text !== void 0 && Number.isFinite(n) && n > 0 ? n : fallback;
}
function retentionFromEnv(env = currentEnv()) {
  return {
    maxAgeDays: positive(envVar(env, "PROJECT_MEMORY_HISTORY_DAYS"), DEFAULT_RETENTION.maxAgeDays),
    maxBytes: positive(envVar(env, "PROJECT_MEMORY_HISTORY_MB"), DEFAULT_RETENTION.maxBytes / 2 ** 20) * 2 ** 20
  };
}
function historyScopeOf(rel) {
  const parts = rel.split("/");
  let slug;
  let rest;
  if (parts[0] === "projects" && parts.length >= 3) {
    slug = parts[1];
    rest = parts.slice(2);
  } else if (parts[0] === "_global" && parts.length >= 2) {
    slug = "_global";
    rest = parts.slice(1);
  } else return null;
  if (rest.some((p) => p.startsWith(".") || p.endsWith(TEMP_SUFFIX))) return null;
  return { slug, path: rest.join("/") };
}
function scopeDir(rootDir, slug) {
  return path16.join(rootDir, HISTORY_DIR, slug);
}
function objectDir(rootDir, slug, sha) {
  return path16.join(scopeDir(rootDir, slug), "objects", sha.slice(0, 2));
}
function shaOf(bytes) {
  return nodeCrypto().createHash("sha256").update(bytes).digest("hex");
}
function ensureHistoryDir(rootDir, dir) {
  const created = ensureDirContained(rootDir, dir);
  made?.dirs.push(...created);
  knownDirs.add(dir);
}
function inDir(rootDir, dir, fn) {
  if (!knownDirs.has(dir)) ensureHistoryDir(rootDir, dir);
  let anchored = openAnchoredDir(rootDir, dir, path16.relative(rootDir, dir));
  if (!anchored) {
    ensureHistoryDir(rootDir, dir);
    anchored = openAnchoredDir(rootDir, dir, path16.relative(rootDir, dir));
    if (!anchored) throw new MemoryError("IO", "The history folder was removed while it was being written.", "Try again.");
  }
  const a = anchored;
  try {
    return fn((name) => entryOf(a, name));
  } finally {
    closeAnchoredDir(a);
  }
}
function looksWhole(fd, bytes) {
  const size = fs18.fstatSync(fd).size;
  if (size < 18) return false;
  const tail = Buffer.alloc(4);
  fs18.readSync(fd, tail, 0, 4, size - 4);
  return tail.readUInt32LE(0) === bytes.length % 2 ** 32;
}
function storeObject(rootDir, slug, bytes, sha = shaOf(bytes)) {
  inDir(rootDir, objectDir(rootDir, slug, sha), (entry) => {
    const file = entry(`${sha}.gz`);
    let fd = null;
    try {
      fd = fs18.openSync(file, fs18.constants.O_RDONLY | fs18.constants.O_NOFOLLOW | fs18.constants.O_NONBLOCK);
    } catch (e) {
      if (e.code !== "ENOENT") throw e;
    }
    if (fd !== null) {
      try {
        if (fs18.fstatSync(fd).isFile() && looksWhole(fd, bytes)) {
          const now = /* @__PURE__ */ new Date();
          fs18.futimesSync(fd, now, now);
          return;
        }
      } finally {
        fs18.closeSync(fd);
      }
      const tmp = entry(`.${sha.slice(0, 12)}.${process.pid}.${nodeCrypto().randomBytes(4).toString("hex")}${TEMP_SUFFIX}`);
      writeNew(tmp, bytes);
      fs18.renameSync(tmp, file);
      return;
    }
    try {
      writeNew(file, bytes);
      made?.files.push(path16.join(objectDir(rootDir, slug, sha), `${sha}.gz`));
    } catch (e) {
      if (e.code !== "EEXIST") throw e;
    }
  });
  return sha;
}
function writeNew(file, bytes) {
  const fd = fs18.openSync(file, fs18.constants.O_WRONLY | fs18.constants.O_CREAT | fs18.constants.O_EXCL | fs18.constants.O_NOFOLLOW, 384);
  try {
    fs18.writeSync(fd, gz().gzipSync(bytes));
  } finally {
    fs18.closeSync(fd);
  }
}
function logLock(slug) {
  return `history:${slug}`;
}
function appendEntries(rootDir, slug, entries, env = currentEnv()) {
  if (entries.length === 0) return;
  noteChange();
  const data = entries.map(renderEntry).join("");
  let size = 0;
  inDir(rootDir, scopeDir(rootDir, slug), (entry) => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const file = entry("log.jsonl");
      const fd = fs18.openSync(file, fs18.constants.O_RDWR | fs18.constants.O_APPEND | fs18.constants.O_CREAT | fs18.constants.O_NOFOLLOW, 384);
      let same;
      try {
        const before = fs18.fstatSync(fd).size;
        let head = "";
        if (before > 0) {
          const last = Buffer.alloc(1);
          fs18.readSync(fd, last, 0, 1, before - 1);
          if (last[0] !== 10) head = "\n";
        }
        const buf = Buffer.from(head + data, "utf8");
        fs18.writeSync(fd, buf);
        size = before + buf.length;
        const now = fs18.lstatSync(file, { throwIfNoEntry: false });
        same = now !== void 0 && now.ino === fs18.fstatSync(fd).ino;
      } finally {
        fs18.closeSync(fd);
      }
      if (same) break;
    }
  });
  maybeRetain(rootDir, slug, size, env);
}
function maybeRetain(rootDir, slug, logSize, env) {
  const key = `${rootDir}\0${slug}`;
  const now = Date.now();
  const due = logSize > MAX_LOG_BYTES || now - (lastRetention.get(key) ?? 0) > RETENTION_EVERY_MS;
  if (!due) return;
  lastRetention.set(key, now);
  const stamp = path16.join(scopeDir(rootDir, slug), "retained");
  try {
    if (logSize <= MAX_LOG_BYTES && now - fs18.lstatSync(stamp).mtimeMs < RETENTION_EVERY_MS) return;
  } catch {
  }
  try {
    applyRetention(rootDir, slug, retentionFromEnv(env), now);
  } catch {
  }
}
function applyRetention(rootDir, slug, rule, nowMs = Date.now()) {
  return withLock(rootDir, logLock(slug), () => {
    noteChange();
    return inDir(rootDir, scopeDir(rootDir, slug), (entry) => {
      let old = null;
      try {
        const fd = fs18.openSync(entry("log.jsonl"), fs18.constants.O_RDONLY | fs18.constants.O_NOFOLLOW);
        old = { fd, size: 0 };
      } catch (e) {
        if (e.code !== "ENOENT") throw e;
      }
      let entries;
      let kept2;
      try {
        const read2 = old ? readFrom(old.fd, 0) : { text: "", end: 0 };
        if (old) old.size = read2.end;
        entries = parseLog(read2.text);
        const sizes = /* @__PURE__ */ new Map();
        const sizeOf = (sha) => {
          let n = sizes.get(sha);
          if (n === void 0) {
            try {
              n = fs18.lstatSync(path16.join(objectDir(rootDir, slug, sha), `${sha}.gz`)).size;
            } catch {
              n = 0;
            }
            sizes.set(sha, n);
          }
          return n;
        };
        kept2 = retain(entries, rule, nowMs, sizeOf);
        if (kept2.length !== entries.length) {
          const tmp = entry(`.log.${process.pid}${TEMP_SUFFIX}`);
          fs18.writeFileSync(tmp, kept2.map(renderEntry).join(""), { mode: 384 });
          fs18.renameSync(tmp, entry("log.jsonl"));
          if (old) {
            const late = readFrom(old.fd, old.size).text;
            if (late) fs18.appendFileSync(entry("log.jsonl"), late.endsWith("\n") ? late : `${late}
`);
          }
        }
      } finally {
        if (old) fs18.closeSync(old.fd);
      }
      const live = /* @__PURE__ */ new Set();
      for (const e of kept2) for (const sha of [e.sha, e.prev]) if (sha) live.add(sha);
      const objectsRemoved = sweepObjects(rootDir, slug, live, nowMs);
      fs18.writeFileSync(entry("retained"), `${new Date(nowMs).toISOString()}
`);
      return { entriesBefore: entries.length, entriesAfter: kept2.length, objectsRemoved };
    });
  });
}
function readFrom(fd, offset) {
  const size = fs18.fstatSync(fd).size;
  if (size <= offset) return { text: "", end: offset };
  const buf = Buffer.alloc(size - offset);
  let off = 0;
  while (off < buf.length) {
    const n = fs18.readSync(fd, buf, off, buf.length - off, offset + off);
    if (n === 0) break;
    off += n;
  }
  return { text: buf.subarray(0, off).toString("utf8"), end: offset + off };
}
function sweepObjects(rootDir, slug, live, nowMs) {
  const base = path16.join(scopeDir(rootDir, slug), "objects");
  let removed = 0;
  const top = openAnchoredDir(rootDir, base);
  if (!top) return 0;
  let shards;
  try {
    shards = fs18.readdirSync(top.via).filter((n) => /^[0-9a-f]{2}$/.test(n));
  } finally {
    closeAnchoredDir(top);
  }
  for (const shard of shards) {
    const dir = openAnchoredDir(rootDir, path16.join(base, shard));
    if (!dir) continue;
    try {
      for (const name of fs18.readdirSync(dir.via)) {
        const sha = name.endsWith(".gz") ? name.slice(0, -3) : null;
        if (sha && live.has(sha)) continue;
        const file = entryOf(dir, name);
        try {
          const st = fs18.lstatSync(file);
          if (!st.isFile() || nowMs - st.mtimeMs < ORPHAN_GRACE_MS) continue;
          fs18.rmSync(file, { force: true });
          removed++;
        } catch {
        }
      }
    } finally {
      closeAnchoredDir(dir);
    }
  }
  return removed;
}
function readCurrentBytes(_rootDir, abs, shown) {
  let fd;
  try {
    fd = fs18.openSync(abs, fs18.constants.O_RDONLY | fs18.constants.O_NOFOLLOW | fs18.constants.O_NONBLOCK);
  } catch (e) {
    const code = e.code;
    if (code === "ENOENT" || code === "ELOOP" || code === "EISDIR") return null;
    throw e;
  }
  try {
    assertDescriptorAt(fd, abs, shown);
    const st = fs18.fstatSync(fd);
    if (!st.isFile() || st.nlink > 1) return null;
    return { bytes: fs18.readFileSync(fd), mtimeMs: st.mtimeMs };
  } finally {
    try {
      fs18.closeSync(fd);
    } catch {
    }
  }
}
function kept(commit, discard, line) {
  return {
    line,
    commit,
    discard,
    around(change) {
      let result;
      try {
        result = change();
      } catch (e) {
        discard();
        throw e;
      }
      commit();
      return result;
    }
  };
}
function keepChange(rootDir, rel, abs, next, origin, env = currentEnv()) {
  if (!historyEnabled(env)) return NOTHING;
  const scope = historyScopeOf(rel);
  if (!scope) return NOTHING;
  let entry;
  const created = { files: [], dirs: [] };
  const discard = () => {
    for (const f of created.files) {
      try {
        removeContained(rootDir, f);
      } catch {
      }
    }
    for (const d of created.dirs) knownDirs.delete(d);
    removeEmptyDirs(rootDir, created.dirs);
  };
  made = created;
  try {
    const current2 = readCurrentBytes(rootDir, abs, rel);
    const prev = current2 ? storeObject(rootDir, scope.slug, current2.bytes) : null;
    const sha = next ? storeObject(rootDir, scope.slug, next) : null;
    if (prev === sha) return NOTHING;
    const who = origin ?? currentOrigin(env);
    entry = { t: (/* @__PURE__ */ new Date()).toISOString(), path: scope.path, prev, sha, tool: who.tool };
    if (who.session) entry.session = who.session;
    if (current2) entry.prevTime = new Date(current2.mtimeMs).toISOString();
  } catch (e) {
    discard();
    if (isMemoryError(e) && e.code !== "IO") throw e;
    const known = translateIoError(e, rel);
    if (isMemoryError(known)) throw known;
    throw new MemoryError(
      "IO",
      `The previous version of ${JSON.stringify(rel)} could not be kept in the history (${e.code ?? e.message}), so nothing was written.`,
      "Check the permissions of <root>/.history."
    );
  } finally {
    made = null;
  }
  const line = { rootDir, slug: scope.slug, entry, env };
  return kept(() => appendQuietly(line.rootDir, line.slug, [line.entry], line.env), discard, line);
}
function appendQuietly(rootDir, slug, entries, env) {
  try {
    appendEntries(rootDir, slug, entries, env);
  } catch {
  }
}
var import_node_module4, fs18, path16, HISTORY_DIR, MAX_LOG_BYTES, RETENTION_EVERY_MS, ORPHAN_GRACE_MS, load, zlib, gz, als3, knownDirs, made, lastRetention, NOTHING;
var init_history_store = __esm({
  "server/src/storage/history-store.ts"() {
    "use strict";
    import_node_module4 = require("node:module");
    init_errors();
    init_env();
    init_history();
    init_path_rules();
    init_lazy_crypto();
    init_containment();
    init_anchored_dir();
    init_fs_safe();
    init_lock();
    init_waits();
    init_environment();
    fs18 = require("node:fs");
    path16 = require("node:path");
    HISTORY_DIR = ".history";
    MAX_LOG_BYTES = 8 * 1024 * 1024;
    RETENTION_EVERY_MS = 24 * 36e5;
    ORPHAN_GRACE_MS = 36e5;
    load = (0, import_node_module4.createRequire)("/");
    gz = () => zlib ??= load("node:zlib");
    knownDirs = /* @__PURE__ */ new Set();
    made = null;
    lastRetention = /* @__PURE__ */ new Map();
    NOTHING = kept(
      () => {
      },
      () => {
      }
    );
  }
});

// server/src/storage/late-writes.ts
function watchReplaced(rootDir, rel, abs) {
  return (fd, replaced) => {
    let original;
    try {
      const bytes = replaced.content && BigInt(replaced.content.length) === replaced.size ? replaced.content : readBytes(fd, Number(replaced.size));
      original = originalOf(bytes);
    } catch {
      fs19.closeSync(fd);
      return;
    }
    const made2 = Date.now();
    const until = made2 + WATCH_MS;
    const w = { fd, rootDir, rel, abs, size: replaced.size, mtimeNs: replaced.mtimeNs, original, made: made2, until, latest: until + LOCK_WAIT_MS };
    watches.push(w);
    try {
      settle(w);
    } catch {
    }
    while (watches.length > MAX_WATCHED) finish(watches.shift());
    hookExit();
    schedule();
  };
}
function hookExit() {
  if (exitHooked) return;
  exitHooked = true;
  process.on("beforeExit", () => {
    if (watches.length === 0) return;
    const newest = Math.max(...watches.map((w) => w.made));
    setTimeout(() => checkLateWrites({ final: true }), Math.max(0, newest + EXIT_GRACE_MS - Date.now()));
  });
  process.once("exit", () => checkLateWrites({ final: true }));
}
function checkLateWrites({ final = false, timer: timer2 = false } = {}) {
  const now = Date.now();
  for (const w of [...watches]) {
    try {
      if (timer2) withoutWaiting(() => settle(w));
      else settle(w);
    } catch (e) {
      if (e instanceof WouldWait && !final && now < w.latest) {
        w.until = Math.max(w.until, now + TICK_MS);
        continue;
      }
      if (final || now >= w.until) keepLateVersion(w);
    }
    if (final || now >= w.until) {
      watches.splice(watches.indexOf(w), 1);
      close(w);
    }
  }
}
function schedule() {
  if (timer !== null || watches.length === 0) return;
  timer = setTimeout(() => {
    timer = null;
    checkLateWrites({ timer: true });
    schedule();
  }, TICK_MS);
  timer.unref();
}
function finish(w) {
  try {
    settle(w);
  } catch {
    keepLateVersion(w);
  }
  close(w);
}
function close(w) {
  try {
    fs19.closeSync(w.fd);
  } catch {
  }
}
function sameAsOriginal(w, prefix) {
  return typeof w.original === "string" ? shaOf(prefix) === w.original : prefix.equals(w.original);
}
function originalOf(bytes) {
  return bytes.length <= KEEP_BYTES ? Buffer.from(bytes) : shaOf(bytes);
}
function settle(w) {
  const st = fs19.fstatSync(w.fd, { bigint: true });
  if (st.size === w.size && st.mtimeNs === w.mtimeNs) return;
  const size = st.size > BigInt(MAX_FILE_BYTES) ? MAX_FILE_BYTES : Number(st.size);
  const bytes = readBytes(w.fd, size);
  const appended = BigInt(bytes.length) >= w.size && sameAsOriginal(w, bytes.subarray(0, Number(w.size)));
  if (appended) {
    const extra = bytes.subarray(Number(w.size));
    if (extra.length > 0) appendToCurrent(w, extra);
  } else {
    keepVersion(w, bytes);
  }
  w.size = BigInt(bytes.length);
  w.mtimeNs = st.mtimeNs;
  w.original = originalOf(bytes);
}
function appendToCurrent(w, extra) {
  withLock(w.rootDir, fileLockKey(w.rel), () => {
    for (let round = 1; ; round++) {
      const current2 = readTextContained(w.rootDir, w.abs, w.rel);
      const head = current2 ? Buffer.from(current2.bom ? `\uFEFF${current2.text}` : current2.text, "utf8") : Buffer.alloc(0);
      const joint = head.length > 0 && head[head.length - 1] !== 10 && extra[0] !== 10 ? Buffer.from("\n") : Buffer.alloc(0);
      const next = Buffer.concat([head, joint, extra]);
      try {
        keepChange(w.rootDir, w.rel, w.abs, next, LATE_ORIGIN).around(
          () => writeAtomic(w.rootDir, w.abs, next, w.rel, current2, watchReplaced(w.rootDir, w.rel, w.abs))
        );
        return;
      } catch (e) {
        if (!(e instanceof StaleVersionError) || round >= MAX_ROUNDS) throw e;
      }
    }
  });
}
function keepVersion(w, bytes) {
  if (!historyEnabled()) return;
  const scope = historyScopeOf(w.rel);
  if (!scope) return;
  withLock(w.rootDir, fileLockKey(w.rel), () => {
    const kept2 = storeObject(w.rootDir, scope.slug, bytes);
    let now = null;
    try {
      const current2 = readTextContained(w.rootDir, w.abs, w.rel);
      now = current2 ? storeObject(w.rootDir, scope.slug, Buffer.from(current2.bom ? `\uFEFF${current2.text}` : current2.text, "utf8")) : null;
    } catch {
    }
    if (kept2 === now) return;
    appendEntries(w.rootDir, scope.slug, [{ t: (/* @__PURE__ */ new Date()).toISOString(), path: scope.path, prev: kept2, sha: now, tool: LATE_ORIGIN.tool }]);
  });
}
function keepLateVersion(w) {
  try {
    keepVersion(w, readBytes(w.fd, Math.min(Number(fs19.fstatSync(w.fd).size), MAX_FILE_BYTES)));
  } catch {
  }
}
var fs19, WATCH_MS, TICK_MS, EXIT_GRACE_MS, MAX_WATCHED, KEEP_BYTES, MAX_ROUNDS, LOCK_WAIT_MS, LATE_ORIGIN, watches, timer, exitHooked;
var init_late_writes = __esm({
  "server/src/storage/late-writes.ts"() {
    "use strict";
    init_fs_safe();
    init_file_identity();
    init_history_store();
    init_lock();
    init_waits();
    fs19 = require("node:fs");
    WATCH_MS = 3e3;
    TICK_MS = 50;
    EXIT_GRACE_MS = 50;
    MAX_WATCHED = 64;
    KEEP_BYTES = 64 * 1024;
    MAX_ROUNDS = 8;
    LOCK_WAIT_MS = 2e4;
    LATE_ORIGIN = { tool: "another program" };
    watches = [];
    timer = null;
    exitHooked = false;
  }
});

// server/src/storage/root.ts
function homeDir(env = currentEnv()) {
  return envVar(env, "HOME") ?? os2.homedir();
}
function locateRootDir(explicit, env = currentEnv(), from) {
  const chosen = nonEmpty(explicit) ?? envVar(env, "PROJECT_MEMORY_ROOT") ?? path17.join(homeDir(env), ".project-memory");
  if (chosen.includes("\0")) throw new MemoryError("INVALID_INPUT", "The memory root path contains a NUL character.");
  return from === void 0 ? path17.resolve(chosen) : path17.resolve(from, chosen);
}
var fs20, os2, path17, MemoryRoot;
var init_root = __esm({
  "server/src/storage/root.ts"() {
    "use strict";
    init_lazy_crypto();
    init_env();
    init_errors();
    init_path_rules();
    init_limits();
    init_containment();
    init_fs_safe();
    init_anchored_dir();
    init_lock();
    init_late_writes();
    init_environment();
    init_history_store();
    init_mounts();
    init_shared_repo();
    fs20 = require("node:fs");
    os2 = require("node:os");
    path17 = require("node:path");
    MemoryRoot = class _MemoryRoot {
      /** `located`: the path the root was opened by, before its realpath (`dir`) was taken. */
      constructor(dir, located) {
        this.dir = dir;
        this.located = located;
      }
      dir;
      located;
      /** Paths resolved since trackPaths() (see there); undefined while nobody asks. */
      tracked;
      /** Opens (and with `create`, makes) the root; its realpath is fixed for the life of the object. */
      static open(dir, { create = true } = {}) {
        if (create) {
          try {
            fs20.mkdirSync(dir, { recursive: true });
          } catch (e) {
            const code = e.code;
            if (code === "EEXIST" || code === "ENOTDIR")
              throw new MemoryError(
                "INVALID_INPUT",
                `The memory root ${dir} is not a folder (a file is in the way).`,
                "Pass a folder to --root or PROJECT_MEMORY_ROOT."
              );
            if (code === "EACCES" || code === "EPERM" || code === "EROFS")
              throw new MemoryError("IO", `The memory root ${dir} cannot be created (${code}).`, "Choose a writable folder with --root.");
            throw e;
          }
        }
        let real;
        try {
          real = fs20.realpathSync(dir);
        } catch {
          throw new MemoryError(
            "NOT_FOUND",
            `The memory root ${dir} does not exist.`,
            "Run `project-memory init` to create it (or `project-memory new <slug>`), or pass --root."
          );
        }
        if (!fs20.statSync(real).isDirectory()) throw new MemoryError("INVALID_INPUT", `The memory root ${dir} is not a folder.`);
        return new _MemoryRoot(real, dir);
      }
      /**
       * From now on, records every path resolved through this root, with each folder on its way (the
       * root included): everything an answer built from this root's reads depends on. The
       * session-start context cache (hooks/context-cache.ts) keeps their stats to know when to rebuild.
       */
      trackPaths() {
        return this.tracked ??= /* @__PURE__ */ new Set([this.dir]);
      }
      /** Resolves a root-relative path (validated syntax, contained, no symlinked leaf). */
      resolve(rel) {
        const parts = parseMemoryPath(rel);
        const m = parts.length >= 2 && parts[0] === "projects" ? splitMounted(this.dir, parts.join("/")) : null;
        if (this.tracked) {
          let at = m ? m.dir : this.dir;
          for (const part of m ? m.rest : parts) this.tracked.add(at = path17.join(at, part));
        }
        const resolved = m ? resolveContained(this.dir, m.dir, m.rest, rel) : resolveContained(this.dir, this.dir, parts, rel);
        return { ...resolved, rel: parts.join("/") };
      }
      /**
       * Makes `projects/<slug>` name `dir` (canonical, a real folder checked by the caller) for the
       * life of this process. The folder `projects/<slug>` of the root keeps only the pointer.
       */
      mount(slug, dir) {
        registerMount(this.dir, slug, dir);
      }
      unmount(slug) {
        unregisterMount(this.dir, slug);
      }
      mountedDir(slug) {
        return mountOf(this.dir, slug);
      }
      /** The slugs of the shared projects mounted in this process. */
      mountedSlugs() {
        return [...mountsOf(this.dir).keys()];
      }
      abs(rel) {
        return this.resolve(rel).abs;
      }
      /**
       * `resolve` for a change of the file or folder: a path of a shared project whose folder is not
       * mounted (its checkout is missing or refused) is refused, never written behind the pointer.
       */
      resolveForChange(rel) {
        const r = this.resolve(rel);
        const parts = r.rel.split("/");
        if (parts.length >= 2 && parts[0] === "projects" && mountOf(this.dir, parts[1]) === void 0) {
          const problem = unmountedSharedProblem(this.dir, parts[1]);
          if (problem) throw problem;
        }
        return r;
      }
      readText(rel, maxBytes) {
        const r = this.resolve(rel);
        if (r.stat === null) return null;
        return readTextContained(this.dir, r.abs, rel, maxBytes);
      }
      /**
       * Replaces (or creates) a file with `text`. A BOM the file starts with is kept: reads hand the
       * text over without it, so every read-modify-write would otherwise drop it. Every write and
       * every growth of a file passes here, so the size limit (core/limits.ts) is checked here, before
       * anything is written: a memory file at most 2 MiB, a derived index or trash copy at most what a
       * read accepts. The version on disk and the new one go to the local history first (see
       * storage/history-store.ts): call it under the file's lock, as every read-modify-write does.
       */
      writeText(rel, text, opts) {
        const r = this.resolveForChange(rel);
        if (r.stat?.isDirectory()) throw new MemoryError("INVALID_PATH", `"${rel}" is a folder, not a file.`);
        const limit = reservedReason(parseMemoryPath(r.rel)) ? MAX_FILE_BYTES : MAX_MEMORY_FILE_BYTES;
        const bytes = Buffer.byteLength(text);
        if (bytes > limit) throw tooLargeError(describePath(rel), bytes, limit, fullFileHint(r.rel));
        const data = Buffer.from(r.stat && !text.startsWith("\uFEFF") && startsWithBom(r.abs) ? `\uFEFF${text}` : text, "utf8");
        keepChange(this.dir, r.rel, r.abs, data, opts.origin).around(
          () => writeAtomic(this.dir, r.abs, data, rel, opts.expected, watchReplaced(this.dir, r.rel, r.abs))
        );
      }
      /**
       * For changes that do not go through writeText (a delete that moves the file to the trash, a
       * file moved back from it, a journal apply): keeps what is on disk at `rel` and `next` (null:
       * the file is about to go). Call under the file's lock: `keepVersion(...).around(change)`.
       */
      keepVersion(rel, next, opts = {}) {
        const r = this.resolveForChange(rel);
        let data;
        if (next === null) data = null;
        else if (typeof next === "string") data = Buffer.from(next, "utf8");
        else {
          const from = this.resolve(next.movedFrom);
          data = readCurrentBytes(this.dir, from.abs, from.rel)?.bytes ?? null;
        }
        return keepChange(this.dir, r.rel, r.abs, data, opts.origin);
      }
      exists(rel) {
        return this.resolve(rel).stat !== null;
      }
      isDirectory(rel) {
        return this.resolve(rel).stat?.isDirectory() === true;
      }
      /** Plain names in a folder (no recursion); missing folder -> []. */
      list(rel) {
        const r = this.resolve(rel);
        if (!r.stat?.isDirectory()) return [];
        return listAnchored(this.dir, r.abs);
      }
      ensureDir(rel) {
        const r = this.resolveForChange(rel);
        if (r.stat?.isDirectory()) return;
        if (r.stat) throw new MemoryError("INVALID_PATH", `"${rel}" exists and is not a folder.`);
        ensureDirContained(this.dir, r.abs);
      }
      lock(key, fn) {
        return withLock(this.dir, key, fn);
      }
    };
  }
});

// server/src/services/environment.ts
var init_environment2 = __esm({
  "server/src/services/environment.ts"() {
    "use strict";
    init_environment();
  }
});

// server/src/storage/move-journal.ts
function moveJournalDir(rootDir) {
  return path18.join(rootDir, ".journal", "moves");
}
function movingSlugs(rootDir) {
  try {
    return fs21.readdirSync(moveJournalDir(rootDir)).filter((n) => n.endsWith(".json")).map((n) => n.slice(0, -".json".length)).filter((s) => isKebabCase(s));
  } catch {
    return [];
  }
}
var fs21, path18;
var init_move_journal = __esm({
  "server/src/storage/move-journal.ts"() {
    "use strict";
    init_slug();
    init_fs_safe();
    init_waits();
    fs21 = require("node:fs");
    path18 = require("node:path");
  }
});

// server/src/storage/scope-files.ts
function isHiddenEntryName(name) {
  return name.startsWith(".") || name.endsWith(TEMP_SUFFIX);
}
var fs22, path19, scratch, SCRATCH_LIMIT;
var init_scope_files = __esm({
  "server/src/storage/scope-files.ts"() {
    "use strict";
    init_path_rules();
    init_fs_safe();
    init_anchored_dir();
    init_containment();
    init_mounts();
    fs22 = require("node:fs");
    path19 = require("node:path");
    scratch = Buffer.allocUnsafe(64 * 1024);
    SCRATCH_LIMIT = 1024 * 1024;
  }
});

// server/src/services/shared-attach.ts
function mountPointers(root) {
  for (const slug of pointerSlugs(root.dir)) {
    const p = readPointer(root.dir, slug);
    if (!p || !isRealDir(p.dir)) continue;
    try {
      root.mount(slug, checkSharedFolder(p.dir, root.dir));
    } catch {
    }
  }
}
function holdsPersonalProject(root, slug) {
  return root.list(`projects/${slug}`).some((e) => !isHiddenEntryName(e.name));
}
function attachShared(root, cwd) {
  mountPointers(root);
  const place = findRepoPlace(cwd);
  if (!place?.shared) return { here: null, problem: null };
  if (isInside(root.dir, place.shared) || isInside(place.shared, root.dir)) return { here: null, problem: null };
  let dir;
  try {
    dir = checkSharedFolder(place.shared, root.dir);
  } catch (e) {
    return { here: null, problem: e instanceof Error ? e.message : String(e) };
  }
  const slug = sharedSlugOf(dir);
  if (!slug) return { here: null, problem: `The shared memory folder ${place.shared} has no valid _meta.yaml with a slug; it was not used.` };
  const pointer = readPointer(root.dir, slug);
  if (!pointer && holdsPersonalProject(root, slug)) {
    return {
      here: null,
      problem: `The shared memory folder ${place.shared} is project "${slug}", but this memory root already has a personal project of that slug; it was not used.`
    };
  }
  if ((!pointer || !isRealDir(pointer.dir)) && !movingSlugs(root.dir).includes(slug)) {
    const main2 = place.git === "dir" ? place.top : mainWorktreeOf(place);
    const target = main2 === place.top ? dir : main2 !== null && isRealDir(path20.join(main2, SHARED_DIR)) ? path20.join(main2, SHARED_DIR) : null;
    if (target !== null) {
      try {
        writeAtomic(root.dir, pointerPath(root.dir, slug), renderPointer({ dir: target, paths: pointer?.paths ?? [] }), `projects/${slug}/.shared`);
      } catch {
      }
    }
  }
  root.mount(slug, dir);
  return { here: { slug, top: path20.dirname(dir) }, problem: null };
}
var path20;
var init_shared_attach = __esm({
  "server/src/services/shared-attach.ts"() {
    "use strict";
    init_fs_safe();
    init_move_journal();
    init_containment();
    init_scope_files();
    init_shared_repo();
    path20 = require("node:path");
  }
});

// server/src/services/open.ts
function openWorkspace(opts = {}) {
  const env = opts.env ?? currentEnv();
  const cwd = nonEmpty(opts.cwd) ?? envVar(env, "CLAUDE_PROJECT_DIR") ?? process.cwd();
  let root;
  try {
    root = MemoryRoot.open(locateRootDir(opts.root, env, opts.rootFrom), { create: opts.create ?? false });
  } catch (e) {
    if (!(isMemoryError(e) && e.code === "NOT_FOUND") || !findRepoPlace(cwd)?.shared) throw e;
    root = MemoryRoot.open(locateRootDir(opts.root, env, opts.rootFrom), { create: true });
  }
  const attached = attachShared(root, cwd);
  return { root, cwd, now: opts.now ?? (() => /* @__PURE__ */ new Date()), shared: attached.here, sharedProblem: attached.problem };
}
var init_open = __esm({
  "server/src/services/open.ts"() {
    "use strict";
    init_env();
    init_root();
    init_environment2();
    init_shared_attach();
    init_errors();
    init_shared_repo();
  }
});

// server/src/hooks/hook-workspace.ts
function workspaceFor(p, env) {
  try {
    return openWorkspace({ env, cwd: nonEmpty(p.cwd) ?? envVar(env, "CLAUDE_PROJECT_DIR") ?? process.cwd() });
  } catch {
    return null;
  }
}
var init_hook_workspace = __esm({
  "server/src/hooks/hook-workspace.ts"() {
    "use strict";
    init_env();
    init_open();
  }
});

// server/src/storage/update-text.ts
function refuseConflicted(rel, before, next, resolves) {
  const conflict = fileConflict(rel, before?.text);
  if (!conflict) return;
  if (resolves && next !== null && fileConflict(rel, next) === null) return;
  throw conflictRefusal({ ...conflict, file: describePath(rel) });
}
function updateText(root, rel, compute, opts = {}) {
  const run = () => {
    const rounds = `update:${rel}`;
    let deadline = null;
    for (let attempt = 1 + countRounds(rounds, 0); ; attempt++) {
      const before = root.readText(rel);
      if (!opts.resolvesConflict) refuseConflicted(rel, before, null, false);
      const next = compute(before);
      if (opts.resolvesConflict) refuseConflicted(rel, before, next, true);
      if (next === null || next === before?.text) return { before, text: before?.text ?? null, changed: false, created: false, attempts: attempt };
      if (opts.dryRun) return { before, text: before?.text ?? null, changed: true, created: before === null, attempts: attempt };
      try {
        root.writeText(rel, next, { ...opts.write, expected: before });
        return { before, text: next, changed: true, created: before === null, attempts: attempt };
      } catch (e) {
        if (!(e instanceof StaleVersionError)) throw e;
        deadline ??= waitingSince(rounds) + (opts.retryForMs ?? RETRY_FOR_MS);
        if (attempt >= MIN_ATTEMPTS && Date.now() >= deadline) {
          throw new MemoryError(
            "CONFLICT",
            `${describePath(rel)} kept changing while it was being updated (another program, perhaps an editor, is writing it), so nothing was changed.`,
            "Try again once it has stopped changing."
          );
        }
        countRounds(rounds);
        pause(Math.min(attempt * 2, 20) + Math.floor(Math.random() * 5));
      }
    }
  };
  return opts.locked ? run() : root.lock(opts.lockKey ?? fileLockKey(rel), run);
}
var MIN_ATTEMPTS, RETRY_FOR_MS;
var init_update_text = __esm({
  "server/src/storage/update-text.ts"() {
    "use strict";
    init_errors();
    init_path_rules();
    init_conflict_markers();
    init_file_identity();
    init_lock();
    init_waits();
    MIN_ATTEMPTS = 8;
    RETRY_FOR_MS = 5e3;
  }
});

// server/src/services/core-files-init.ts
var core_files_init_exports = {};
__export(core_files_init_exports, {
  createMissingCoreFiles: () => createMissingCoreFiles
});
function readOrEmpty(ws, rel) {
  try {
    return ws.root.readText(rel)?.text ?? "";
  } catch {
    return "";
  }
}
function initialText(ws, scope, file, template) {
  const date = todayOf(ws);
  if (template !== null) {
    const text = ws.root.readText(`_templates/${template}`)?.text ?? TEMPLATE_FILES[template];
    return fillTemplate(text, { name: scope.name, slug: scope.slug, date });
  }
  if (file === "artifacts.json") return newArtifactsJson();
  const manifest = JSON.parse(newManifestJson(scope.slug, date));
  const entries = parseDecisions(readOrEmpty(ws, `${scope.dir}/decisions.md`)).entries;
  manifest.activeDecisionIds = entries.filter((e) => e.status === "Active" && !e.stub).map((e) => e.id);
  manifest.sessionCount = ws.root.list(`${scope.dir}/sessions`).filter((d) => d.isFile() && isSessionFileName(d.name)).length;
  return `${JSON.stringify(manifest, null, 2)}
`;
}
function createMissingCoreFiles(ws, scope) {
  if (missingCoreFiles(ws, scope).length === 0) return [];
  const order = [...CORE_PROJECT_FILES].sort((a, b) => Number(b.file === "decisions.md") - Number(a.file === "decisions.md"));
  const created = [];
  for (const { file, template } of order) {
    const rel = `${scope.dir}/${file}`;
    if (occupied(ws, rel)) continue;
    const r = updateText(ws.root, rel, (current2) => current2 === null ? initialText(ws, scope, file, template) : null);
    if (r.created) created.push(rel);
  }
  return created;
}
var init_core_files_init = __esm({
  "server/src/services/core-files-init.ts"() {
    "use strict";
    init_decisions();
    init_project_files();
    init_templates();
    init_update_text();
    init_core_files_missing();
    init_session_files();
    init_workspace();
  }
});

// server/src/hooks/session-start.ts
var session_start_exports = {};
__export(session_start_exports, {
  sessionStart: () => sessionStart
});
async function sessionStart(p, env, cacheBuild) {
  const startedMs = Date.now();
  const ws = workspaceFor(p, env);
  const tracked = cacheBuild !== void 0 ? ws?.root.trackPaths() : void 0;
  const scope = ws ? boundProject(ws) : null;
  startSessionState(env, p, scope?.slug ?? null);
  const cwd = nonEmpty(p.cwd) ?? envVar(env, "CLAUDE_PROJECT_DIR");
  const home = envVar(env, "HOME");
  const probed = [];
  const offer = (bound) => {
    if (!cwd) return "";
    probed.push(...importProbePaths(cwd, home));
    return importHint(importableSources(cwd, home), bound);
  };
  let text;
  if (!ws || !scope) {
    const hint = offer(false);
    text = hint ? `${NO_PROJECT_HINT}
${hint}` : NO_PROJECT_HINT;
  } else {
    if (missingCoreFiles(ws, scope).length) {
      try {
        (await Promise.resolve().then(() => (init_core_files_init(), core_files_init_exports))).createMissingCoreFiles(ws, scope);
      } catch {
      }
    }
    const ctx = buildProjectContext(ws, { scope, budget_chars: contextBudgetFromEnv(env) });
    const hint = cwd && isEmptyProject(ws, scope) ? offer(true) : "";
    text = hint ? `${ctx.text}

${hint}` : ctx.text;
  }
  if (ws?.sharedProblem) text = `${text}

${ws.sharedProblem}`;
  if (ws && tracked && cacheBuild !== void 0 && !ws.sharedProblem) {
    keepContext(p, env, cacheBuild, {
      located: ws.root.located,
      root: ws.root.dir,
      paths: [...tracked, ...probed],
      project: scope?.slug ?? null,
      text,
      startedMs
    });
  }
  return { kind: "context", event: "SessionStart", text };
}
var init_session_start = __esm({
  "server/src/hooks/session-start.ts"() {
    "use strict";
    init_env();
    init_core_files_missing();
    init_context();
    init_import_hint();
    init_scope();
    init_session_state2();
    init_context_cache();
    init_hook_workspace();
  }
});

// server/src/hooks/stop.ts
var stop_exports = {};
__export(stop_exports, {
  STOP_REASON: () => STOP_REASON,
  stop: () => stop
});
async function stop(p, env) {
  const reminder = remind(p, env);
  if (reminder.kind !== "none" || envVar(env, "PROJECT_MEMORY_AUTO_DREAM") !== "on") return reminder;
  return (await Promise.resolve().then(() => __toESM(require("./hook-dream.cjs"), 1))).autoDream(p, env);
}
function remind(p, env) {
  if (envVar(env, "PROJECT_MEMORY_STOP") === "off" || p.stop_hook_active) return { kind: "none" };
  const state = readState(env, p.session_id);
  if (!state || state.reminded || state.codeChanged.length === 0) return { kind: "none" };
  const ws = workspaceFor(p, env);
  const scope = ws ? boundProject(ws) : null;
  if (!ws || !scope) return { kind: "none" };
  if (memoryWrittenSince(ws, scope, state.startedAt)) return { kind: "none" };
  writeState(env, p.session_id, { ...state, reminded: true });
  return { kind: "block", reason: STOP_REASON };
}
var STOP_REASON;
var init_stop = __esm({
  "server/src/hooks/stop.ts"() {
    "use strict";
    init_scope();
    init_env();
    init_hook_workspace();
    init_session_state2();
    STOP_REASON = "project-memory: this session changed code but saved nothing to project memory. Before stopping, call log_session (summary, outcomes, next_step) and update memory.md / _status.md if the project state changed; then stop.";
  }
});

// server/src/bin/hook-main.ts
var hook_main_exports = {};
__export(hook_main_exports, {
  main: () => main
});
module.exports = __toCommonJS(hook_main_exports);

// server/src/hooks/runner.ts
init_env();
init_payload();
init_stdio();
var HOOK_EVENTS = /* @__PURE__ */ new Set(["session-start", "stop", "post-tool-use"]);
async function handle(event, payload, env, cacheBuild) {
  switch (event) {
    case "session-start":
      return (await Promise.resolve().then(() => (init_session_start(), session_start_exports))).sessionStart(payload, env, cacheBuild);
    case "stop":
      return (await Promise.resolve().then(() => (init_stop(), stop_exports))).stop(payload, env);
    case "post-tool-use":
      return (await Promise.resolve().then(() => __toESM(require("./hook-edit.cjs"), 1))).afterEdit(payload, env);
    default:
      return { kind: "none" };
  }
}
async function runHook(event, io, opts = {}) {
  if (!HOOK_EVENTS.has(event)) return 0;
  const env = opts.env ?? process.env;
  try {
    if (opts.stdin instanceof Error) throw opts.stdin;
    const payload = parsePayload(await finishStdin(opts.stdin ?? readStdinSync()));
    const out = renderOutput(await handle(event, payload, env, opts.cacheBuild), hookDialect(env));
    if (out) io.out(out);
  } catch (e) {
    if (envVar(env, "PROJECT_MEMORY_DEBUG") === "1") io.err(`project-memory hook ${event}: ${e instanceof Error ? e.message : String(e)}`);
  }
  return 0;
}

// server/src/bin/hook-main.ts
init_stdio();
function main(opts = {}) {
  const [command, event] = process.argv.slice(2);
  const io = { out: (t) => writeAll(1, t), err: (t) => writeAll(2, t) };
  if (command !== "hook" || !event) {
    io.err("usage: hook.cjs hook <session-start|stop|pre-tool-use|post-tool-use>");
    process.exitCode = 2;
    return;
  }
  runHook(event, io, opts).then(
    (code) => {
      process.exitCode = code;
    },
    () => {
      process.exitCode = 0;
    }
  );
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  main
});
