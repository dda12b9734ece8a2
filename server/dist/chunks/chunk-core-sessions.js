#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  appendBlock,
  atxHeadingOf,
  classify,
  contentLines,
  isBlank,
  nestAtxHeadings
} from "./chunk-core-markdown-blocks.js";
import {
  assertIsoDate,
  firstDateIn
} from "./chunk-core-dates.js";
import {
  MemoryError
} from "./chunk-core-errors.js";

// server/src/core/sessions.ts
var LIST_PARTS = ["outcomes", "decisions", "openQuestions"];
var SUBSECTIONS = [
  ["summary", "Summary"],
  ["outcomes", "Outcomes"],
  ["decisions", "Decisions"],
  ["openQuestions", "Open questions"],
  ["nextStep", "Next step"]
];
var PART_BY_NAME = {
  summary: "summary",
  outcomes: "outcomes",
  outcome: "outcomes",
  results: "outcomes",
  decisions: "decisions",
  decision: "decisions",
  openquestions: "openQuestions",
  openquestion: "openQuestions",
  questions: "openQuestions",
  nextstep: "nextStep",
  nextsteps: "nextStep"
};
var BULLET = /^ ?(?:[-*+]|\d{1,9}[.)])[ \t]+/;
function nestHeadings(text) {
  return nestAtxHeadings(text, 3, 3);
}
function cleanItem(item) {
  return nestHeadings(item.replace(/\r\n/g, "\n")).trim().replace(/^(?:[-*+]|\d{1,9}[.)])[ \t]+/, "").replace(/\n[ \t]*/g, "\n  ");
}
function renderSection(number, entry) {
  const blocks = [`## Session ${number}`];
  for (const [part, title] of SUBSECTIONS) {
    if (LIST_PARTS.includes(part)) {
      const items = (entry[part] ?? []).map(cleanItem).filter((i) => i !== "");
      if (items.length > 0) blocks.push(`### ${title}`, items.map((i) => `- ${i}`).join("\n"));
    } else {
      const text = nestHeadings((entry[part] ?? "").replace(/\r\n/g, "\n")).trim();
      if (text !== "") blocks.push(`### ${title}`, text);
    }
  }
  if (blocks.length === 1) {
    throw new MemoryError(
      "INVALID_INPUT",
      "A session summary needs at least one of summary, outcomes, decisions, open questions or next step."
    );
  }
  return blocks.join("\n\n") + "\n";
}
function renderSessionFile(date, entry) {
  assertIsoDate(date, "The session date");
  return `# Session \u2014 ${date}

${renderSection(1, entry)}`;
}
function appendSessionEntry(existingText, entry) {
  return appendBlock(existingText, renderSection(nextSessionNumber(existingText), entry));
}
function nextSessionNumber(existingText) {
  const parsed = parseSessionFile(existingText);
  let highest = 0;
  for (const s of parsed.sections) if (s.number !== void 0 && s.number > highest) highest = s.number;
  if (highest === 0) {
    const hasContent = classify(contentLines(existingText)).some((l) => !isBlank(l.text) && !atxHeadingOf(l, 1));
    highest = hasContent ? 1 : 0;
  }
  return highest + 1;
}
function bulletsOf(lines) {
  const items = [];
  const bullets = [];
  let current = null;
  let afterBlank = true;
  const flush = () => {
    if (!current) return;
    items.push(current.texts.join(" "));
    if (current.isBullet) bullets.push({ text: current.raw.join("\n"), startLine: current.start, endLine: current.end });
    current = null;
  };
  for (const { line, text } of lines) {
    if (isBlank(text)) {
      afterBlank = true;
      continue;
    }
    const marker = BULLET.exec(text);
    const indented = /^[ \t]/.test(text);
    if (marker) {
      flush();
      current = { texts: [text.slice(marker[0].length).trim()], raw: [text.trim()], start: line, end: line, isBullet: true };
    } else if (current && (indented || !afterBlank)) {
      current.texts.push(text.trim());
      current.raw.push(text.trim());
      current.end = line;
    } else {
      flush();
      current = { texts: [text.trim()], raw: [text.trim()], start: line, end: line, isBullet: false };
    }
    afterBlank = false;
  }
  flush();
  return { items, bullets };
}
function collect(text) {
  const lines = contentLines(text);
  const classified = classify(lines);
  let title;
  const collected = [];
  let current;
  let part;
  const open = (number, heading, line) => {
    current = {
      section: { number, heading, startLine: line, summary: "", outcomes: [], decisions: [], openQuestions: [], nextStep: "" },
      parts: /* @__PURE__ */ new Map()
    };
    collected.push(current);
    part = void 0;
  };
  for (let i = 0; i < lines.length; i++) {
    const text2 = lines[i];
    const line = classified[i];
    const h1 = atxHeadingOf(line, 1);
    if (h1) {
      if (title === void 0 && collected.length === 0) title = h1.text;
      else part = void 0;
      continue;
    }
    const h2 = atxHeadingOf(line, 2);
    const h2Part = h2 ? PART_BY_NAME[h2.text.toLowerCase().replace(/[^a-z]/g, "")] : void 0;
    if (h2 && !h2Part) {
      const n = /^session\s*(\d+)\b/i.exec(h2.text);
      open(n ? Number(n[1]) : void 0, h2.text, i + 1);
      continue;
    }
    const h3 = h2Part ? h2 : atxHeadingOf(line, 3);
    if (h3) {
      if (!current) open(void 0, "", i + 1);
      part = PART_BY_NAME[h3.text.toLowerCase().replace(/[^a-z]/g, "")];
      if (part) {
        const runs = current.parts.get(part) ?? [];
        runs.push([]);
        current.parts.set(part, runs);
      }
      continue;
    }
    if (current && part) current.parts.get(part).at(-1).push({ line: i + 1, text: text2 });
  }
  return { title, collected };
}
function parseSessionFile(text) {
  const { title, collected } = collect(text);
  for (const { section, parts } of collected) {
    for (const [part, runs] of parts) {
      if (LIST_PARTS.includes(part)) {
        for (const run of runs) section[part].push(...bulletsOf(run).items);
      } else {
        const key = part;
        const joined = runs.flat().map((l) => l.text.trimEnd()).join("\n").trim();
        section[key] = section[key] === "" ? joined : `${section[key]}

${joined}`;
      }
    }
  }
  const date = title ? firstDateIn(title) : void 0;
  return { title, date, sections: collected.map((c) => c.section) };
}
function outcomeBullets(text) {
  const out = [];
  for (const { parts } of collect(text).collected) {
    for (const run of parts.get("outcomes") ?? []) out.push(...bulletsOf(run).bullets);
  }
  return out;
}

export {
  renderSessionFile,
  appendSessionEntry,
  nextSessionNumber,
  parseSessionFile,
  outcomeBullets
};
