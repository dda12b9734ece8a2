#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);
import {
  readProjectsIndex
} from "./chunk-core-project-meta.js";
import {
  TEMPLATE_FILES,
  fillTemplate
} from "./chunk-core-memory-md.js";
import {
  updateText
} from "./chunk-storage-update-text.js";
import {
  atxHeadingOf,
  classify,
  contentLines,
  lineContent,
  preferredEol,
  splitLinesKeepEnds,
  todayOf
} from "./chunk-core-markdown-blocks.js";
import {
  isKebabCase,
  slugify
} from "./chunk-core-dates.js";

// server/src/core/profile-md.ts
var NOTES_PLACEHOLDER = "_(manual notes empty)_";
var FIELD = /^\*\*([^*:\n]+?)(?::\*\*|\*\*:)[ \t]?(.*)$/;
var LINK_ITEM = /^ {0,3}[-*+][ \t]+\[\[([^[\]|\n]+?)(?:\|[^[\]\n]*)?\]\]/;
function scan(text) {
  const lines = splitLinesKeepEnds(text);
  const kinds = classify(lines.map(lineContent));
  let title = null;
  const fields = /* @__PURE__ */ new Map();
  const sections = [];
  for (let i = 0; i < lines.length; i++) {
    const kind = kinds[i];
    if (kind.kind !== "text") continue;
    const h2 = atxHeadingOf(kind, 2);
    if (h2) {
      const last = sections[sections.length - 1];
      if (last) last.end = i;
      sections.push({ key: h2.text.toLowerCase(), start: i, end: lines.length });
      continue;
    }
    if (sections.length > 0) continue;
    const h1 = title === null ? atxHeadingOf(kind, 1) : void 0;
    if (h1) {
      title = { index: i, text: h1.text };
      continue;
    }
    const field = FIELD.exec(kind.text);
    if (field) {
      const label = field[1].trim();
      if (!fields.has(label.toLowerCase())) fields.set(label.toLowerCase(), { index: i, label, value: field[2].trim() });
    }
  }
  return { lines, kinds, eol: preferredEol(text), title, fields, sections };
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
  const items = [];
  for (let i = s.start + 1; i < s.end; i++) {
    const line = layout.kinds[i];
    if (line.kind !== "text") continue;
    const m = LINK_ITEM.exec(line.text);
    if (m) items.push({ index: i, target: m[1].trim() });
  }
  return items;
}

// server/src/core/people.ts
var PEOPLE_DIR = "_global/people";
var COMPANIES_DIR = "_global/companies";
var OTHER_COMPANY = "Other";
function companyPath(slug) {
  return `${COMPANIES_DIR}/${slug}.md`;
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
  loadPeople,
  companyNamesFor,
  regenerateAllPeopleMd,
  refreshPeopleAfterProfileChange
};
