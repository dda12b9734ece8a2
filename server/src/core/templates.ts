/**
 * The files written once into `<root>/_templates/` at init. `create_project` scaffolds from the
 * copies in the root, so a user's edits to their templates shape every later project.
 * Placeholders: {{name}}, {{slug}}, {{date}}.
 */
import { renderMemoryTemplate } from './memory-md.js';

export const PROJECT_GUIDE = `# Project Folder Guide

This folder contains structured memory for this project. Below is a quick reference
for what each file and sub-folder contains and when to read it.

| Folder / File | Contains | Read when |
|---|---|---|
| \`_status.md\` | Always-current project status, next action, blockers | First — before loading any other context for this project |
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

export const STATUS = `# Status — {{name}}

> As of {{date}}: _(no status set yet — update this after every key event)_

**Current state:**
**Next action:**
**Blocked on:**
**Last updated:** {{date}}
`;

export const INSTRUCTIONS = `# Instructions — {{name}}

## LLM Behavior Rules
_How the assistant should behave on this project: tone, language, formatting, terminology._

## MCP Connector Usage
_How available MCP servers should be used on this project (e.g. [mcp:github/...], [mcp:jira/...])._

## Project Conventions
_Project-specific naming, structure and workflow conventions._
`;

export const MEMORY = renderMemoryTemplate('{{name}}');

export const DECISIONS = `# Decisions — {{name}}

Append-only decision log. Add entries with \`add_decision\`; revise with \`supersedes\`. Statuses:
Draft, Active, Under Review, Superseded, Retired.
`;

export const COMPANIES = `# Companies — {{name}}

_Company relationships relevant to this project._
`;

export const PEOPLE = `# People — {{name}}

_Auto-managed: link people with \`link_person_to_project\`._
`;

export const CORRESPONDENCE: Record<string, string> = {
  'email-threads.md': '# Email threads — {{name}}\n',
  'calls.md': '# Calls — {{name}}\n',
  'messages.md': '# Messages — {{name}}\n',
};

export const PERSON = `# {{name}}

**Title:**
**Company:** Other
**Email:**
**Phone:**
**Description:**

## Notes
_(manual notes empty)_

## Projects
`;

export const COMPANY = `# {{name}}

**Website:**
**Industry:**
**Description:**

## Notes
_(manual notes empty)_

## Projects
`;

export const KNOWLEDGE_ENTRY = `---
source: null
processed: "{{date}}"
method: manual
model: null
prompt_ref: null
---
# {{name}}
`;

export const PREFERENCES = `# Preferences

_User style and workflow preferences, shared by every project._
`;

export const PATTERNS = `# Patterns

_Reusable cross-project patterns._
`;

/** Template file name in `_templates/` -> default content. */
export const TEMPLATE_FILES: Readonly<Record<string, string>> = {
  'project-guide.md': PROJECT_GUIDE,
  'status.md': STATUS,
  'instructions.md': INSTRUCTIONS,
  'memory.md': MEMORY,
  'decisions.md': DECISIONS,
  'companies.md': COMPANIES,
  'people.md': PEOPLE,
  'person.md': PERSON,
  'company.md': COMPANY,
  'knowledge-entry.md': KNOWLEDGE_ENTRY,
  'preferences.md': PREFERENCES,
  'patterns.md': PATTERNS,
};

export function fillTemplate(template: string, vars: Readonly<Record<string, string>>): string {
  // A function replacement, so a `$&` in a project name is inserted literally.
  return template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => (key in vars ? (vars[key] as string) : whole));
}
