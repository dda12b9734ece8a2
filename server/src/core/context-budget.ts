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

function render(parts: readonly ContextPart[]): string {
  return parts.map((p) => (p.text.trim() ? `${p.heading}\n${p.text.trimEnd()}` : p.heading)).join('\n\n');
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

export function assembleContext(parts: readonly ContextPart[], budget: number, footer: (chars: number, tokens: number) => string): AssembledContext {
  const working = parts.map((p) => ({ ...p }));
  const cut: string[] = [];
  const footerReserve = footer(99_999, 99_999).length + 2;
  const limit = Math.max(0, budget - footerReserve);
  const order = [...working].sort((a, b) => b.priority - a.priority);
  for (const part of order) {
    const overflow = render(working).length - limit;
    if (overflow <= 0) break;
    // The header (no readMore) and empty parts have nothing to cut or to point to.
    if (!part.readMore || !part.text.trim()) continue;
    const allowed = part.text.length - overflow - 80;
    const shortened = allowed > 0 ? truncateLines(part.text, allowed, part.readMore) : null;
    if (shortened !== null && shortened.length < part.text.length) {
      part.text = shortened;
      cut.push(`${part.heading} (partly)`);
    } else {
      part.text = `[cut to fit the budget: ${part.readMore}]`;
      cut.push(part.heading);
    }
  }
  // A part cut early may fit again once a bigger, more important one was shortened after it.
  const originals = new Map(parts.map((p, i) => [working[i]!, p.text]));
  for (const part of [...working].sort((a, b) => a.priority - b.priority)) {
    const original = originals.get(part) as string;
    if (part.text === original) continue;
    const current = part.text;
    const room = limit - render(working).length + current.length;
    if (room <= current.length) continue;
    part.text = original;
    if (render(working).length <= limit) {
      cut.splice(cut.findIndex((c) => c.startsWith(part.heading)), 1);
      continue;
    }
    // Not whole: as many of its first lines as the room allows, if that is worth showing.
    const shortened = truncateLines(original, room - part.readMore.length - 80, part.readMore);
    part.text = shortened !== null && shortened.length > current.length ? shortened : current;
    if (render(working).length > limit) part.text = current;
  }
  let body = render(working);
  if (body.length > limit) body = `${cutAtBoundary(body, limit - 60)}\n[… cut to fit the budget]`;
  let chars = body.length;
  let tail = footer(chars, estimateTokens(chars));
  for (let i = 0; i < 3; i++) {
    chars = body.length + 2 + tail.length;
    tail = footer(chars, estimateTokens(chars));
  }
  const text = `${body}\n\n${tail}`;
  return { text, chars: text.length, tokens: estimateTokens(text.length), cut };
}
