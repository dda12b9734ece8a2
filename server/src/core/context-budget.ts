/**
 * Fits the session-start context into a character budget. Claude Code silently truncates hook
 * context above ~10 KB, so we cut first, deliberately: the least important part goes first, at a
 * line boundary, and every cut says where the full text can be read.
 */
/** Session-start context budget: safely under the ~10 KB at which Claude Code truncates. */
export const DEFAULT_CONTEXT_CHARS = 8000;

export interface ContextPart {
  /** Lower is more important; parts are cut from the highest priority number down. */
  priority: number;
  /** Heading shown above the text, e.g. "## _status.md". */
  heading: string;
  text: string;
  /** How to read the full text, e.g. 'read_file path="memory.md"'. */
  readMore: string;
  /** The heading used once the budget is tight (e.g. "## _status.md"). */
  shortHeading?: string;
  /** Says nothing yet (an untouched template): dropped first, with no pointer. */
  placeholder?: boolean;
}

export interface AssembledContext {
  text: string;
  chars: number;
  tokens: number;
  cut: string[];
}

const MIN_USEFUL_CHARS = 80;

/**
 * The smallest budget we accept: the header, a pointer and the footer must fit, since a budget is
 * a promise (a 10-char budget answered with 134 chars broke it).
 */
export const MIN_CONTEXT_CHARS = 500;

/** The first `max` chars of `text`, ending at a line break, else at a space: never mid-word. */
export function cutAtBoundary(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, Math.max(0, max) + 1);
  const line = head.lastIndexOf('\n');
  const space = head.lastIndexOf(' ');
  const at = line >= max / 2 ? line : space > 0 ? space : line;
  return (at > 0 ? head.slice(0, at) : '').trimEnd();
}

export function estimateTokens(chars: number): number {
  return Math.ceil(chars / 4);
}

interface WorkingPart extends ContextPart {
  /** Left out whole: its heading goes too, and its readMore joins the one "cut" line. */
  dropped: boolean;
}

function render(parts: readonly WorkingPart[], compact: boolean): string {
  const body = parts
    .filter((p) => !p.dropped)
    .map((p) => {
      const heading = compact && p.shortHeading ? p.shortHeading : p.heading;
      return p.text.trim() ? `${heading}\n${p.text.trimEnd()}` : heading;
    })
    .join('\n\n');
  const pointers = parts.filter((p) => p.dropped && !p.placeholder).map((p) => p.readMore);
  return pointers.length ? `${body}\n\n[cut to fit the budget: ${pointers.join('; ')}]` : body;
}

/** Keeps whole lines of `text` within `maxChars`, with a note on where the rest is. */
function truncateLines(text: string, maxChars: number, readMore: string): string | null {
  const lines = text.split('\n');
  const kept: string[] = [];
  let used = 0;
  for (const line of lines) {
    if (used + line.length + 1 > maxChars) break;
    kept.push(line);
    used += line.length + 1;
  }
  if (used < MIN_USEFUL_CHARS) return null;
  const rest = lines.length - kept.length;
  return `${kept.join('\n')}\n[… ${rest} more line(s) cut to fit the budget: ${readMore} offset=${kept.length + 1}]`;
}

/**
 * The order of cutting (issue 11): lower-priority parts first (a placeholder is dropped whole,
 * other parts keep their first lines or leave a pointer); then the headings and the closing line
 * shrink (`shortHeading`, `compactFooter`); only then is the most important part (the lowest
 * priority number that has something to cut, _status.md) shortened.
 */
export function assembleContext(
  parts: readonly ContextPart[],
  budget: number,
  footer: (chars: number, tokens: number) => string,
  compactFooter: (chars: number, tokens: number) => string = footer,
): AssembledContext {
  const working: WorkingPart[] = parts.map((p) => ({ ...p, dropped: false }));
  const cut: string[] = [];
  let compact = false;
  const limitOf = () => Math.max(0, budget - ((compact ? compactFooter : footer)(99_999, 99_999).length + 2));
  const overflowOf = () => render(working, compact).length - limitOf();
  const cuttable = working.filter((p) => p.readMore && p.text.trim());
  const top = Math.min(...cuttable.map((p) => p.priority));
  const shorten = (part: WorkingPart) => {
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
      // Its heading stays, with where to read it: the model knows the part exists.
      part.text = `[cut to fit the budget: ${part.readMore}]`;
      cut.push(part.heading);
    }
  };
  const order = [...cuttable].sort((a, b) => b.priority - a.priority);
  for (const part of order) if (part.priority > top) shorten(part);
  if (overflowOf() > 0) compact = true;
  for (const part of order) if (part.priority <= top) shorten(part);
  const limit = limitOf();
  // A part cut early may fit again once a bigger, more important one was shortened after it.
  const originals = new Map(parts.map((p, i) => [working[i]!, p.text]));
  for (const part of [...working].sort((a, b) => a.priority - b.priority)) {
    const original = originals.get(part) as string;
    if (part.text === original && !part.dropped) continue;
    const current = { text: part.text, dropped: part.dropped };
    const room = limit - render(working, compact).length + (current.dropped ? 0 : current.text.length);
    if (room <= (current.dropped ? 0 : current.text.length)) continue;
    part.text = original;
    part.dropped = false;
    if (render(working, compact).length <= limit) {
      cut.splice(
        cut.findIndex((c) => c.startsWith(part.heading)),
        1,
      );
      continue;
    }
    // Not whole: as many of its first lines as the room allows, if that is worth showing.
    const shortened = part.placeholder ? null : truncateLines(original, room - part.readMore.length - 80, part.readMore);
    if (shortened !== null && (current.dropped || shortened.length > current.text.length)) part.text = shortened;
    else Object.assign(part, current);
    if (render(working, compact).length > limit) Object.assign(part, current);
    else if (current.dropped && !part.dropped)
      cut.splice(
        cut.findIndex((c) => c === part.heading),
        1,
        `${part.heading} (partly)`,
      );
  }
  const tail0 = compact ? compactFooter : footer;
  let body = render(working, compact);
  if (body.length > limit) body = `${cutAtBoundary(body, limit - 60)}\n[… cut to fit the budget]`;
  let chars = body.length;
  let tail = tail0(chars, estimateTokens(chars));
  for (let i = 0; i < 3; i++) {
    chars = body.length + 2 + tail.length;
    tail = tail0(chars, estimateTokens(chars));
  }
  const text = `${body}\n\n${tail}`;
  return { text, chars: text.length, tokens: estimateTokens(text.length), cut };
}
