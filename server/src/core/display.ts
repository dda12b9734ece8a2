/**
 * Quoting user-supplied text inside error messages. Messages reach a model and a terminal, so the
 * quoted value must stay on one line, stay short, and never split a surrogate pair.
 */

/** `value` as a JSON string literal (control characters escaped), cut to about `max` characters. */
export function quoteForMessage(value: string, max = 80): string {
  const codePoints = Array.from(value);
  const cut = codePoints.length > max ? `${codePoints.slice(0, max).join('')}…` : value;
  return JSON.stringify(cut);
}

/** One line of text cut to `max` code points, for excerpts. */
export function clipLine(line: string, max = 160): string {
  const codePoints = Array.from(line);
  return codePoints.length > max ? `${codePoints.slice(0, max).join('')}…` : line;
}
