#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  frontMatterLineCount
} from "./chunk-core-folder-manifest.js";
import {
  readProjectsIndex
} from "./chunk-storage-projects-index.js";
import {
  updateText
} from "./chunk-storage-update-text.js";
import {
  TEMPLATE_FILES,
  fillTemplate
} from "./chunk-core-memory-md.js";
import {
  todayOf
} from "./chunk-core-team-conflict-markers.js";
import {
  contentLines,
  fenceTracker,
  isBlank,
  lineContent,
  lineEnding,
  preferredEol,
  splitLinesKeepEnds
} from "./chunk-core-text-lines.js";
import {
  isKebabCase,
  slugify
} from "./chunk-core-dates.js";
import {
  MemoryError
} from "./chunk-core-errors.js";

// server/src/core/profile-md.ts
var NOTES_PLACEHOLDER = "_(manual notes empty)_";
var H1 = /^ {0,3}#[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/;
var H2 = /^ {0,3}##[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/;
var FIELD = /^\*\*([^*:\n]+?)(?::\*\*|\*\*:)[ \t]?(.*)$/;
var LINK_ITEM = /^ {0,3}[-*+][ \t]+\[\[([^[\]|\n]+?)(?:\|[^[\]\n]*)?\]\]/;
function scan(text) {
  const lines = splitLinesKeepEnds(text);
  const inFence = fenceTracker();
  let title = null;
  const fields = /* @__PURE__ */ new Map();
  const sections = [];
  const frontMatter = frontMatterLineCount(lines.map(lineContent));
  for (let i = frontMatter; i < lines.length; i++) {
    const line = lineContent(lines[i]);
    if (inFence(line)) continue;
    const h2 = H2.exec(line);
    if (h2) {
      const last = sections[sections.length - 1];
      if (last) last.end = i;
      sections.push({ key: h2[1].trim().toLowerCase(), start: i, end: lines.length });
      continue;
    }
    if (sections.length > 0) continue;
    const h1 = title === null ? H1.exec(line) : null;
    if (h1) {
      title = { index: i, text: h1[1].trim() };
      continue;
    }
    const field = FIELD.exec(line);
    if (field) {
      const label = field[1].trim();
      if (!fields.has(label.toLowerCase())) fields.set(label.toLowerCase(), { index: i, label, value: field[2].trim() });
    }
  }
  return { lines, eol: preferredEol(text), title, fields, sections };
}
function section(layout, key) {
  return layout.sections.find((s) => s.key === key);
}
function parseProfile(text) {
  const layout = scan(text);
  const fields = /* @__PURE__ */ new Map();
  for (const [key, f] of layout.fields) fields.set(key, f.value);
  return {
    name: layout.title?.text || null,
    fields,
    notes: notesBody(layout),
    projects: linkItems(layout, "projects").map((l) => l.target).filter((t, i, all) => all.indexOf(t) === i),
    sections: layout.sections.map((s) => s.key)
  };
}
function notesBody(layout) {
  const s = section(layout, "notes");
  if (!s) return "";
  const body = layout.lines.slice(s.start + 1, s.end).map(lineContent).join("\n").trim();
  return body === NOTES_PLACEHOLDER ? "" : body;
}
function linkItems(layout, key) {
  const s = section(layout, key);
  if (!s) return [];
  const inFence = fenceTracker();
  const items = [];
  for (let i = s.start + 1; i < s.end; i++) {
    const line = lineContent(layout.lines[i]);
    if (inFence(line)) continue;
    const m = LINK_ITEM.exec(line);
    if (m) items.push({ index: i, target: m[1].trim() });
  }
  return items;
}
function assertFieldValue(value, field, maxLength = 500) {
  const trimmed = value.trim();
  if (/[\u0000-\u001f\u007f]/.test(trimmed)) {
    throw new MemoryError("INVALID_INPUT", `${field} must be one line of text without control characters.`, "Put longer text in the notes with edit_person_notes.");
  }
  if (trimmed.length > maxLength) throw new MemoryError("INVALID_INPUT", `${field} is ${trimmed.length} characters long; the limit is ${maxLength}.`);
  return trimmed;
}
function insertLines(lines, at, newLines, eol) {
  const before = lines[at - 1];
  if (at === lines.length && before !== void 0 && lineEnding(before) === "") {
    lines[at - 1] = before + eol;
    const last = newLines.length - 1;
    newLines[last] = lineContent(newLines[last]);
  }
  lines.splice(at, 0, ...newLines);
}
function removeLine(lines, at) {
  const removed = lines[at];
  lines.splice(at, 1);
  const before = lines[at - 1];
  if (at === lines.length && lineEnding(removed) === "" && before !== void 0) lines[at - 1] = lineContent(before);
}
function fieldLine(label, value, eol) {
  return `**${label}:**${value ? ` ${value}` : ""}${eol}`;
}
function setProfileField(text, label, value) {
  const clean = assertFieldValue(value, label);
  const layout = scan(text);
  const { lines, eol } = layout;
  const existing = layout.fields.get(label.toLowerCase());
  if (existing) {
    const old = lines[existing.index];
    lines[existing.index] = fieldLine(existing.label, clean, lineEnding(old));
    return lines.join("");
  }
  const lastField = Math.max(-1, ...[...layout.fields.values()].map((f) => f.index));
  if (lastField >= 0) {
    insertLines(lines, lastField + 1, [fieldLine(label, clean, eol)], eol);
  } else if (layout.title) {
    let at = layout.title.index + 1;
    const block = [fieldLine(label, clean, eol)];
    if (lines[at] !== void 0 && isBlank(lineContent(lines[at]))) at++;
    else block.unshift(eol);
    if (lines[at] !== void 0 && !isBlank(lineContent(lines[at]))) block.push(eol);
    insertLines(lines, at, block, eol);
  } else {
    insertLines(lines, 0, [fieldLine(label, clean, eol)], eol);
  }
  return lines.join("");
}
function assertNotesText(notes) {
  const inFence = fenceTracker();
  for (const raw of notes.split("\n")) {
    const line = raw.replace(/\r$/, "");
    if (inFence(line)) continue;
    if (H1.test(line) || H2.test(line)) {
      throw new MemoryError("INVALID_INPUT", `notes may not contain a level-1 or level-2 heading (${JSON.stringify(line.trim().slice(0, 60))}), because it would split the person file.`, "Use ### or deeper headings inside notes.");
    }
  }
  if (inFence("")) {
    throw new MemoryError("INVALID_INPUT", "notes leave a code fence open, which would swallow the rest of the person file.", "Close every ``` fence inside the notes.");
  }
}
function noteLines(notes, eol) {
  return notes.split("\n").map((l) => l + eol);
}
function trimBlankEdges(lines) {
  let a = 0;
  let b = lines.length;
  while (a < b && isBlank(lineContent(lines[a]))) a++;
  while (b > a && isBlank(lineContent(lines[b - 1]))) b--;
  return lines.slice(a, b);
}
function setProfileNotes(text, notes, mode) {
  assertNotesText(notes);
  const clean = notes.replace(/\r\n?/g, "\n").replace(/^\s*\n/, "").trimEnd();
  if (clean === "" && mode === "append") throw new MemoryError("INVALID_INPUT", "notes are empty; there is nothing to append.");
  const layout = scan(text);
  const { lines, eol } = layout;
  const s = section(layout, "notes");
  const fresh = clean === "" ? [NOTES_PLACEHOLDER + eol] : noteLines(clean, eol);
  if (!s) {
    const projects = section(layout, "projects");
    const block = [`## Notes${eol}`, ...fresh, eol];
    if (projects) {
      insertLines(lines, projects.start, block, eol);
    } else {
      const last = lines[lines.length - 1];
      const lead = last === void 0 ? [] : isBlank(lineContent(last)) ? [] : [eol];
      if (last !== void 0 && lineEnding(last) === "") lines[lines.length - 1] = last + eol;
      lines.push(...lead, ...block.slice(0, -1));
    }
    return lines.join("");
  }
  const endsOpen = s.end === lines.length && lineEnding(lines[lines.length - 1]) === "";
  const current = trimBlankEdges(lines.slice(s.start + 1, s.end));
  const currentText = current.map(lineContent).join("\n").trim();
  const keep = mode === "append" && currentText !== "" && currentText !== NOTES_PLACEHOLDER ? current.map((l) => lineEnding(l) ? l : l + eol) : [];
  const body = keep.length ? [...keep, eol, ...fresh] : fresh;
  if (s.end < lines.length) body.push(eol);
  else if (endsOpen) body[body.length - 1] = lineContent(body[body.length - 1]);
  const heading = lines[s.start];
  if (lineEnding(heading) === "") lines[s.start] = heading + eol;
  lines.splice(s.start + 1, s.end - s.start - 1, ...body);
  return lines.join("");
}
function addProjectLink(text, slug) {
  if (!isKebabCase(slug)) throw new MemoryError("INVALID_INPUT", `A project link needs a kebab-case slug, got "${slug}".`);
  const layout = scan(text);
  const { lines, eol } = layout;
  const s = section(layout, "projects");
  const line = `- [[${slug}]]${eol}`;
  if (!s) {
    const last = lines[lines.length - 1];
    if (last !== void 0 && lineEnding(last) === "") lines[lines.length - 1] = last + eol;
    if (last !== void 0 && !isBlank(lineContent(last))) lines.push(eol);
    lines.push(`## Projects${eol}`, line);
    return lines.join("");
  }
  const items = linkItems(layout, "projects");
  if (items.some((i) => i.target === slug)) return text;
  const after = items.find((i) => i.target > slug);
  const at = after ? after.index : items.length ? items[items.length - 1].index + 1 : s.start + 1;
  insertLines(lines, at, [line], eol);
  return lines.join("");
}
function removeProjectLink(text, slug) {
  const layout = scan(text);
  const doomed = linkItems(layout, "projects").filter((i) => i.target === slug);
  if (doomed.length === 0) return text;
  const { lines } = layout;
  for (const item of [...doomed].reverse()) removeLine(lines, item.index);
  return lines.join("");
}

// server/src/core/people.ts
var PEOPLE_DIR = "_global/people";
var COMPANIES_DIR = "_global/companies";
var OTHER_COMPANY = "Other";
function personPath(slug) {
  return `${PEOPLE_DIR}/${slug}.md`;
}
function companyPath(slug) {
  return `${COMPANIES_DIR}/${slug}.md`;
}
function assertDisplayName(name, field = "name") {
  const clean = assertFieldValue(name, field, 200);
  if (clean === "") throw new MemoryError("INVALID_INPUT", `${field} must not be empty.`, 'Give the full name, e.g. "Jane Doe".');
  return clean;
}
function assertEmail(email) {
  const clean = assertFieldValue(email, "email", 254);
  if (clean !== "" && !/^[^\s@]+@[^\s@]+$/.test(clean)) {
    throw new MemoryError("INVALID_INPUT", `email must look like name@example.com (one "@", no spaces), got ${JSON.stringify(clean.slice(0, 80))}.`);
  }
  return clean;
}
function renderProfile(template, vars, fields) {
  let text = fillTemplate(template, vars);
  for (const [label, value] of fields) {
    if (value !== void 0 && value !== "") text = setProfileField(text, label, value);
  }
  return text;
}
function parsePerson(slug, text) {
  const p = parseProfile(text);
  const field = (label) => p.fields.get(label.toLowerCase()) ?? "";
  return {
    slug,
    name: p.name ?? slug,
    title: field("Title"),
    company: field("Company"),
    email: field("Email"),
    phone: field("Phone"),
    description: field("Description"),
    notes: p.notes,
    projects: p.projects
  };
}
function parseCompany(slug, text) {
  const p = parseProfile(text);
  const field = (label) => p.fields.get(label.toLowerCase()) ?? "";
  return {
    slug,
    name: p.name ?? slug,
    website: field("Website"),
    industry: field("Industry"),
    description: field("Description"),
    notes: p.notes,
    projects: p.projects
  };
}
function companySlugOf(value) {
  const bare = stripCompanyMarkup(value);
  if (bare === "" || bare.toLowerCase() === OTHER_COMPANY.toLowerCase()) return null;
  if (isKebabCase(bare)) return bare;
  try {
    return slugify(bare);
  } catch {
    return null;
  }
}
function stripCompanyMarkup(value) {
  const v = value.trim();
  const link = /^\[\[([^[\]|]+)(?:\|[^[\]]*)?\]\]$/.exec(v);
  if (link) return link[1].trim();
  return v.startsWith("@") ? v.slice(1).trim() : v;
}
function compareText(a, b) {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x < y ? -1 : x > y ? 1 : a < b ? -1 : a > b ? 1 : 0;
}
function byName(a, b) {
  return compareText(a.name, b.name) || compareText(a.slug, b.slug);
}
function groupByCompany(people, companyNames) {
  const groups = /* @__PURE__ */ new Map();
  const other = { key: "", heading: OTHER_COMPANY, people: [] };
  for (const person of [...people].sort(byName)) {
    const slug = companySlugOf(person.company);
    if (slug === null) {
      other.people.push(person);
      continue;
    }
    const known = companyNames.get(slug);
    const key = known !== void 0 ? `file:${slug}` : `name:${slug}`;
    let group = groups.get(key);
    if (!group) {
      group = { key, heading: known !== void 0 ? `${oneLine(known)} (@${slug})` : oneLine(stripCompanyMarkup(person.company)), people: [] };
      groups.set(key, group);
    }
    group.people.push(person);
  }
  const sorted = [...groups.values()].sort((a, b) => compareText(a.heading, b.heading) || compareText(a.key, b.key));
  return other.people.length ? [...sorted, other] : sorted;
}
function oneLine(text) {
  return text.replace(/[\r\n]+/g, " ").trim();
}
function renderPersonLine(p) {
  const details = [p.title, p.email].map(oneLine).filter(Boolean);
  return `- **${oneLine(p.name)}** (@${p.slug})${details.length ? ` \u2014 ${details.join(" \xB7 ")}` : ""}`;
}
function renderPeopleMd(header, people, companyNames) {
  const head = header.replace(/\r\n?/g, "\n").trimEnd();
  const blocks = groupByCompany(people, companyNames).map((g) => `## ${g.heading}

${g.people.map(renderPersonLine).join("\n")}`);
  return `${[head, ...blocks].filter(Boolean).join("\n\n")}
`;
}

// server/src/core/people-md.ts
var HAND_HEADING = "## Added by hand";
var PERSON_LINE = /^- \*\*.*\*\* \(@[a-z0-9]+(?:-[a-z0-9]+)*\)(?: — .*)?$/;
function handLinesOf(current, generated) {
  const derived = new Set(contentLines(generated));
  const kept = [];
  let heading = null;
  let inHandSection = false;
  for (const line of contentLines(current)) {
    const bare = line.replace(/^\uFEFF/, "");
    if (bare.trim() === HAND_HEADING) {
      inHandSection = true;
      heading = null;
      continue;
    }
    if (bare.trim() === "") continue;
    if (inHandSection) {
      kept.push(line);
      continue;
    }
    if (/^# /.test(bare)) continue;
    if (/^## /.test(bare)) {
      heading = line;
      continue;
    }
    if (derived.has(line) || PERSON_LINE.test(bare)) {
      heading = null;
      continue;
    }
    if (heading !== null && !derived.has(heading)) kept.push(heading);
    heading = null;
    kept.push(line);
  }
  return kept;
}
function withHandLines(generated, lines) {
  if (lines.length === 0) return generated;
  return `${generated.trimEnd()}

${HAND_HEADING}

${lines.join("\n")}
`;
}

// server/src/services/people-md.ts
function loadPeople(ws) {
  const people = [];
  for (const entry of ws.root.list(PEOPLE_DIR)) {
    if (!entry.isFile() || !entry.name.endsWith(".md")) continue;
    const slug = entry.name.slice(0, -3);
    if (!isKebabCase(slug)) continue;
    try {
      const file = ws.root.readText(`${PEOPLE_DIR}/${entry.name}`);
      if (file) people.push(parsePerson(slug, file.text));
    } catch {
    }
  }
  return people;
}
function companyNamesFor(ws, people) {
  const names = /* @__PURE__ */ new Map();
  for (const p of people) {
    const slug = companySlugOf(p.company);
    if (slug === null || names.has(slug)) continue;
    try {
      const file = ws.root.readText(companyPath(slug));
      if (file) names.set(slug, parseCompany(slug, file.text).name);
    } catch {
    }
  }
  return names;
}
function peopleHeader(ws, project) {
  const template = ws.root.readText("_templates/people.md")?.text ?? TEMPLATE_FILES["people.md"];
  return fillTemplate(template, { name: project.name, slug: project.slug, date: project.created || todayOf(ws) });
}
function regeneratePeopleMd(ws, project) {
  const dir = `projects/${project.slug}`;
  const rel = `${dir}/people.md`;
  if (!ws.root.isDirectory(dir)) return { rel, changed: false, people: [], handLines: 0 };
  let slugs = [];
  let handLines = 0;
  const { changed } = updateText(ws.root, rel, (file) => {
    const linked = loadPeople(ws).filter((p) => p.projects.includes(project.slug));
    slugs = linked.map((p) => p.slug).sort();
    const generated = renderPeopleMd(peopleHeader(ws, project), linked, companyNamesFor(ws, linked));
    const current = file?.text;
    const hand = current === void 0 ? [] : handLinesOf(current, generated);
    handLines = hand.length;
    let text = withHandLines(generated, hand);
    if (current !== void 0 && preferredEol(current) === "\r\n") text = text.replace(/\n/g, "\r\n");
    return current === text ? null : text;
  });
  return { rel, changed, people: slugs, handLines };
}
function regenerateAllPeopleMd(ws, projects) {
  const out = { changed: [], notes: [] };
  for (const project of projects) {
    const outcome = regeneratePeopleMd(ws, project);
    if (!outcome.changed) continue;
    out.changed.push(outcome.rel);
    if (outcome.handLines > 0) {
      out.notes.push(
        `${outcome.rel} was regenerated from the person files; its ${outcome.handLines} line(s) added by hand are kept under "${HAND_HEADING}", and the previous text is kept in the file's history (project-memory history ${outcome.rel}).`
      );
    }
  }
  return out;
}
var PROFILE_FILE = /^_global\/(people|companies)\/[^/]+\.md$/;
function refreshPeopleAfterProfileChange(ws, rel) {
  if (!PROFILE_FILE.test(rel)) return;
  regenerateAllPeopleMd(ws, readProjectsIndex(ws.root).projects);
}

export {
  assertFieldValue,
  setProfileNotes,
  addProjectLink,
  removeProjectLink,
  PEOPLE_DIR,
  OTHER_COMPANY,
  personPath,
  companyPath,
  assertDisplayName,
  assertEmail,
  renderProfile,
  companySlugOf,
  loadPeople,
  companyNamesFor,
  regeneratePeopleMd,
  regenerateAllPeopleMd,
  refreshPeopleAfterProfileChange
};
