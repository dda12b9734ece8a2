// The two file baselines. The agent appends what it learned at the end of every session, in the
// same words it gives project-memory's log. `MEMORY.md` is Claude Code's convention: the first
// 200 lines are loaded at session start. `notes.md` is read whole. Search is a grep of the file
// (case-insensitive, every matching line, in file order), as Claude Code's Grep tool returns it.
import fs from 'node:fs';
import path from 'node:path';
import { ATTRIBUTES } from '../generator.mjs';

export class NotesSystem {
  constructor({ dir, name, file, loadLines }) {
    this.name = name;
    this.file = path.join(dir, file);
    this.loadLines = loadLines;
    this.dreams = 0;
  }

  async open(history) {
    fs.mkdirSync(path.dirname(this.file), { recursive: true });
    fs.writeFileSync(this.file, `# ${history.name}\n\n`);
  }

  async session(s) {
    const lines = [`## ${s.date} (session ${s.n})`, `- Focus: ${s.focus}`, `- Done: ${s.outcomes.join('; ')}`];
    for (const e of s.events) {
      if (e.kind === 'fact') {
        const a = ATTRIBUTES.find((x) => x.key === e.key);
        lines.push(e.previous ? `- ${a.label} changed to ${e.value} (was ${e.previous})` : `- ${a.label}: ${e.value}`);
      } else if (e.kind === 'decide') lines.push(e.supersedes ? `- Decision: ${e.title} (replaces "${e.supersedes}")` : `- Decision: ${e.title}`);
      else if (e.kind === 'retire') lines.push(`- Retired decision: "${e.title}"`);
      else if (e.kind === 'join') lines.push(`- ${e.person} joined the team (${e.role})`);
      else if (e.kind === 'leave') lines.push(`- ${e.person} left the team`);
      else if (e.kind === 'lead') lines.push(e.previous ? `- Tech lead is now ${e.person} (was ${e.previous})` : `- Tech lead: ${e.person}`);
    }
    lines.push(`- Next: ${s.next}`, '');
    fs.appendFileSync(this.file, `${lines.join('\n')}\n`);
  }

  async context() {
    const all = fs.readFileSync(this.file, 'utf8').split('\n');
    const units = Number.isFinite(this.loadLines) ? all.slice(0, this.loadLines) : all;
    return { text: units.join('\n'), units };
  }

  async search(query) {
    const q = query.toLowerCase();
    return fs
      .readFileSync(this.file, 'utf8')
      .split('\n')
      .filter((l) => l.toLowerCase().includes(q));
  }

  async found(value) {
    return fs.readFileSync(this.file, 'utf8').includes(value);
  }

  async close() {}
}
