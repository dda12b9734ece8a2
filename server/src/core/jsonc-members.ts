/**
 * Byte-preserving edits of a person's JSON or JSONC configuration file (an agent's settings):
 * one member set at a path of object keys, or one element appended to an array, and the exact
 * inverse. The file is read by jsonc-parser's tree (offsets of every node, comments and trailing
 * commas allowed), and only the span of the new member or element is written: every comment,
 * blank line, key order and indentation of the rest stays as the person left it. jsonc-parser's
 * own `modify` re-formats the whole enclosing object of an insertion, which would rewrite a
 * compact or hand-aligned file, so the text edits are our own.
 * docs/AGENTS-SETUP.md#config-edits says what each agent's file receives.
 */
import { parseTree, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser/lib/esm/main.js';
import { MemoryError } from './errors.js';

export interface JsonText {
  text: string;
  /** How the file is named in messages (`~/.gemini/settings.json`). */
  shown: string;
}

function lineColumn(text: string, offset: number): string {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return `line ${line}, column ${offset - before.lastIndexOf('\n')}`;
}

/** The file's root object; an empty (or blank) file counts as `{}`. Anything else is refused in one sentence. */
function rootOf(file: JsonText): Node | null {
  if (file.text.trim() === '') return null;
  const errors: ParseError[] = [];
  const root = parseTree(file.text, errors, { allowTrailingComma: true, disallowComments: false, allowEmptyContent: true });
  const first = errors[0];
  if (first) {
    throw new MemoryError(
      'INVALID_FORMAT',
      `${file.shown} is not valid JSON (${printParseErrorCode(first.error)} at ${lineColumn(file.text, first.offset)}), so nothing was written.`,
      'Fix the file (or move it away), then run the command again.',
    );
  }
  if (!root || root.type !== 'object') {
    throw new MemoryError(
      'INVALID_FORMAT',
      `${file.shown} does not hold a JSON object, so nothing was written.`,
      'Fix the file (or move it away), then run the command again.',
    );
  }
  return root;
}

function eolOf(text: string): string {
  return text.includes('\r\n') ? '\r\n' : '\n';
}

/** One level of indentation as the file writes it: its first indented line's, else two spaces. */
function indentUnitOf(text: string): string {
  const m = /\n([ \t]+)\S/.exec(text);
  if (!m) return '  ';
  const lead = m[1] as string;
  return lead.startsWith('\t') ? '\t' : lead;
}

/** The whitespace before a node when it starts its line; null when something precedes it on its line. */
function lineIndentOf(text: string, offset: number): string | null {
  let s = offset;
  while (s > 0 && (text[s - 1] === ' ' || text[s - 1] === '\t')) s--;
  return s === 0 || text[s - 1] === '\n' ? text.slice(s, offset) : null;
}

/** A value as it is written at `indent`: multi-line, continuation lines indented, or compact on one line. */
function render(value: unknown, indent: string, unit: string, eol: string, compact: boolean): string {
  if (compact)
    return JSON.stringify(value)
      .replace(/":/g, '": ')
      .replace(/,(?=["{[\d tfn-])/g, ', ');
  return JSON.stringify(value, null, unit).split('\n').join(`${eol}${indent}`);
}

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

function canonical(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(canonical);
  if (v && typeof v === 'object') {
    return Object.fromEntries(
      Object.keys(v)
        .sort()
        .map((k) => [k, canonical((v as Record<string, unknown>)[k])]),
    );
  }
  return v;
}

/** The value a node holds (jsonc-parser's tree, read back as plain data). */
export function valueOf(node: Node): unknown {
  switch (node.type) {
    case 'object':
      return Object.fromEntries((node.children ?? []).map((p) => [p.children?.[0]?.value as string, valueOf(p.children?.[1] as Node)]));
    case 'array':
      return (node.children ?? []).map(valueOf);
    default:
      return node.value;
  }
}

/** The member (property node) `key` of an object node: the last one, which every parser reads. */
function memberOf(obj: Node, key: string): Node | undefined {
  return (obj.children ?? []).filter((p) => p.children?.[0]?.value === key).at(-1);
}

interface Edit {
  start: number;
  end: number;
  insert: string;
}

function applyEdit(text: string, e: Edit): string {
  return text.slice(0, e.start) + e.insert + text.slice(e.end);
}

/** Where a node's line ends (before its `\r\n` or `\n`), or the end of the text. */
function lineEndAfter(text: string, offset: number): number {
  const nl = text.indexOf('\n', offset);
  if (nl < 0) return text.length;
  return text[nl - 1] === '\r' ? nl - 1 : nl;
}

/**
 * Inserts `entry` (a member `"key": value` text, or an element's text, built by `make` for the
 * indentation it lands at) as the last child of a container node (object or array).
 */
function insertLast(text: string, container: Node, make: (indent: string, compact: boolean) => string): Edit[] {
  const eol = eolOf(text);
  const unit = indentUnitOf(text);
  const open = container.offset;
  const close = container.offset + container.length - 1;
  const children = container.children ?? [];
  const last = children.at(-1);
  const containerIndent = lineIndentOf(text, open) ?? '';
  const oneLine = !text.slice(open, close + 1).includes('\n');
  if (!last) {
    if (oneLine && close > open + 1) return [{ start: close, end: close, insert: `${make('', true)} ` }];
    const indent = containerIndent + unit;
    return [{ start: open + 1, end: open + 1, insert: `${eol}${indent}${make(indent, false)}${oneLine ? eol + containerIndent : ''}` }];
  }
  const lastEnd = last.offset + last.length;
  if (oneLine) return [{ start: lastEnd, end: lastEnd, insert: `, ${make('', true)}` }];
  const indent = lineIndentOf(text, last.offset) ?? containerIndent + unit;
  // The comma goes right after the last value; the new child after that line's own comment, if any.
  const lineEnd = lineEndAfter(text, lastEnd);
  const restOfLine = text.slice(lastEnd, lineEnd);
  const closeOnThatLine = close < lineEnd;
  if (closeOnThatLine || !/^[ \t]*,?[ \t]*(?:\/\/.*|\/\*.*\*\/[ \t]*)?$/.test(restOfLine)) {
    return [{ start: lastEnd, end: lastEnd, insert: `,${eol}${indent}${make(indent, false)}` }];
  }
  // One edit over the rest of that line, so the comma lands after the value and before its comment.
  const hasComma = /^[ \t]*,/.test(restOfLine);
  const comma = hasComma ? '' : ',';
  return [{ start: lastEnd, end: lineEnd, insert: `${comma}${restOfLine}${eol}${indent}${make(indent, false)}${hasComma ? ',' : ''}` }];
}

function applyAll(text: string, edits: Edit[]): string {
  return [...edits].sort((a, b) => b.start - a.start).reduce(applyEdit, text);
}

/** `{"a": {"b": value}}` for the path `[a, b]`. */
function nest(path: readonly string[], value: unknown): unknown {
  return path.reduceRight<unknown>((v, k) => ({ [k]: v }), value);
}

export interface SetResult {
  text: string;
  /** `added`, `updated` (an older value replaced) or `unchanged`. */
  outcome: 'added' | 'updated' | 'unchanged';
}

/**
 * Sets the member at `path` (object keys from the root) to `value`, creating the objects on the
 * way. A value already equal is left alone (so a second run changes nothing); a different one is
 * replaced in place. A non-object on the way is refused.
 */
export function setMember(file: JsonText, path: readonly string[], value: unknown): SetResult {
  const root = rootOf(file);
  const text = file.text;
  const eol = eolOf(text);
  const unit = indentUnitOf(text);
  if (!root) {
    const made = `{${eol}${unit}${JSON.stringify(path[0])}: ${render(nest(path.slice(1), value), unit, unit, eol, false)}${eol}}${eol}`;
    return { text: made, outcome: 'added' };
  }
  let node = root;
  for (let i = 0; i < path.length; i++) {
    const key = path[i] as string;
    const member = memberOf(node, key);
    if (!member) {
      const rest = nest(path.slice(i + 1), value);
      const edits = insertLast(text, node, (indent, compact) => `${JSON.stringify(key)}: ${render(rest, indent, unit, eol, compact)}`);
      return { text: applyAll(text, edits), outcome: 'added' };
    }
    const child = member.children?.[1] as Node;
    if (i === path.length - 1) {
      if (sameJson(valueOf(child), value)) return { text, outcome: 'unchanged' };
      const indent = lineIndentOf(text, member.offset) ?? '';
      const compact =
        !text.slice(member.offset, member.offset + member.length).includes('\n') && !text.slice(node.offset, node.offset + node.length).includes('\n');
      const edit = { start: child.offset, end: child.offset + child.length, insert: render(value, indent, unit, eol, compact) };
      return { text: applyEdit(text, edit), outcome: 'updated' };
    }
    if (child.type !== 'object') {
      throw new MemoryError(
        'INVALID_FORMAT',
        `"${path.slice(0, i + 1).join('.')}" in ${file.shown} is not an object, so nothing was written.`,
        'Fix the file, then run the command again.',
      );
    }
    node = child;
  }
  return { text, outcome: 'unchanged' };
}

/**
 * Puts `element` in the array at `path` (created when missing): an element `isOurs` says is ours
 * is replaced by it (or left alone when equal), else it is appended.
 */
export function putElement(file: JsonText, path: readonly string[], element: unknown, isOurs: (v: unknown) => boolean): SetResult {
  const root = rootOf(file);
  const array = root ? nodeAt(root, path) : undefined;
  if (!array) return setMember(file, path, [element]);
  if (array.type !== 'array') {
    throw new MemoryError(
      'INVALID_FORMAT',
      `"${path.join('.')}" in ${file.shown} is not a list, so nothing was written.`,
      'Fix the file, then run the command again.',
    );
  }
  const text = file.text;
  const eol = eolOf(text);
  const unit = indentUnitOf(text);
  const mine = (array.children ?? []).find((c) => isOurs(valueOf(c)));
  if (mine) {
    if (sameJson(valueOf(mine), element)) return { text, outcome: 'unchanged' };
    const indent = lineIndentOf(text, mine.offset) ?? '';
    const compact = !text.slice(array.offset, array.offset + array.length).includes('\n');
    return {
      text: applyEdit(text, { start: mine.offset, end: mine.offset + mine.length, insert: render(element, indent, unit, eol, compact) }),
      outcome: 'updated',
    };
  }
  return {
    text: applyAll(
      text,
      insertLast(text, array, (indent, compact) => render(element, indent, unit, eol, compact)),
    ),
    outcome: 'added',
  };
}

function nodeAt(root: Node, path: readonly string[]): Node | undefined {
  let node: Node | undefined = root;
  for (const key of path) {
    if (!node || node.type !== 'object') return undefined;
    node = memberOf(node, key)?.children?.[1];
  }
  return node;
}

/** The offset of the comma that separates two children, skipping comments (which may hold commas). */
function separatorComma(text: string, from: number, to: number): number {
  let i = from;
  while (i < to) {
    if (text.startsWith('//', i)) i = lineEndAfter(text, i);
    else if (text.startsWith('/*', i)) i = text.indexOf('*/', i + 2) + 2;
    else if (text[i] === ',') return i;
    else i++;
  }
  return -1;
}

/**
 * The ways to take a child (member or element) out of its container with the comma and line that
 * separate it, most likely first: each undoes one way insertLast (or a person) could have put it there.
 */
function removals(text: string, container: Node, child: Node): Edit[] {
  const children = container.children ?? [];
  const at = children.indexOf(child);
  const prev = children[at - 1];
  const next = children[at + 1];
  const end = child.offset + child.length;
  if (prev) {
    const prevEnd = prev.offset + prev.length;
    const comma = separatorComma(text, prevEnd, child.offset);
    if (comma < 0) return [{ start: prevEnd, end, insert: '' }];
    const lineEnd = lineEndAfter(text, comma);
    // On a line of its own: the comma goes, what followed it on its line (a comment) stays.
    if (lineEnd < child.offset) return [{ start: comma, end, insert: text.slice(comma + 1, lineEnd) }];
    return [{ start: comma, end, insert: '' }];
  }
  if (next) return [{ start: child.offset, end: next.offset, insert: '' }];
  // The only child: the brackets stay, with or without what stood between the child and the closing one.
  const close = container.offset + container.length - 1;
  return [
    { start: container.offset + 1, end: close, insert: '' },
    { start: container.offset + 1, end, insert: '' },
  ];
}

/**
 * Takes the member at `path` out. Of the containers on the way that it leaves empty, those that
 * re-adding the member would have created are taken out too, when doing so gives back a text from
 * which `redo` rebuilds exactly the current one: a file that was not edited since comes back as it
 * was before the member was set. Returns null when the member is not there.
 */
export function removeMember(file: JsonText, path: readonly string[], redo: (text: string) => string): string | null {
  const root = rootOf(file);
  if (!root) return null;
  const levels: string[][] = [];
  for (let depth = path.length; depth >= 1; depth--) {
    const container = nodeAt(root, path.slice(0, depth - 1));
    const member = container ? memberOf(container, path[depth - 1] as string) : undefined;
    if (!container || !member) break;
    levels.push(removals(file.text, container, member).map((e) => applyEdit(file.text, e)));
    // Going up only while the container would be left empty.
    if ((container.children ?? []).length > 1) break;
  }
  return levels.length ? pick(levels, file.text, redo) : null;
}

/** Takes out the element of the array at `path` that `isOurs` names, like removeMember. */
export function removeElement(file: JsonText, path: readonly string[], isOurs: (v: unknown) => boolean, redo: (text: string) => string): string | null {
  const root = rootOf(file);
  const array = root ? nodeAt(root, path) : undefined;
  if (!array || array.type !== 'array') return null;
  const mine = (array.children ?? []).find((c) => isOurs(valueOf(c)));
  if (!mine) return null;
  const own = removals(file.text, array, mine).map((e) => applyEdit(file.text, e));
  const upper = (array.children ?? []).length === 1 ? removeMember(file, path, redo) : null;
  return pick(upper === null ? [own] : [own, [upper]], file.text, redo);
}

/**
 * Of the removals, level by level from the one that takes the most out, the first whose re-doing
 * gives back `current` exactly; else the first of the lowest level (the child alone).
 */
function pick(levels: string[][], current: string, redo: (text: string) => string): string {
  for (const level of [...levels].reverse()) {
    for (const c of level) {
      try {
        if (redo(c) === current) return c;
      } catch {
        /* a candidate the edit refuses is not the original */
      }
    }
  }
  return levels[0]?.[0] as string;
}

/** The parsed value of a JSON/JSONC file (`{}` for an empty one); refuses an unreadable one like the edits do. */
export function readJsonc(file: JsonText): Record<string, unknown> {
  const root = rootOf(file);
  return root ? (valueOf(root) as Record<string, unknown>) : {};
}
