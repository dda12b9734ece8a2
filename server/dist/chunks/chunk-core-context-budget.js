#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);

// server/src/core/context-budget.ts
var DEFAULT_CONTEXT_CHARS = 8e3;
var MIN_USEFUL_CHARS = 80;
var MIN_CONTEXT_CHARS = 500;
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
function render(parts) {
  return parts.map((p) => p.text.trim() ? `${p.heading}
${p.text.trimEnd()}` : p.heading).join("\n\n");
}
function truncateLines(text, maxChars, readMore) {
  const lines = text.split("\n");
  const kept = [];
  let used = 0;
  for (const line of lines) {
    if (used + line.length + 1 > maxChars) break;
    kept.push(line);
    used += line.length + 1;
  }
  if (used < MIN_USEFUL_CHARS) return null;
  const rest = lines.length - kept.length;
  return `${kept.join("\n")}
[\u2026 ${rest} more line(s) cut to fit the budget: ${readMore} offset=${kept.length + 1}]`;
}
function assembleContext(parts, budget, footer) {
  const working = parts.map((p) => ({ ...p }));
  const cut = [];
  const footerReserve = footer(99999, 99999).length + 2;
  const limit = Math.max(0, budget - footerReserve);
  const order = [...working].sort((a, b) => b.priority - a.priority);
  for (const part of order) {
    const overflow = render(working).length - limit;
    if (overflow <= 0) break;
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
  const originals = new Map(parts.map((p, i) => [working[i], p.text]));
  for (const part of [...working].sort((a, b) => a.priority - b.priority)) {
    const original = originals.get(part);
    if (part.text === original) continue;
    const current = part.text;
    const room = limit - render(working).length + current.length;
    if (room <= current.length) continue;
    part.text = original;
    if (render(working).length <= limit) {
      cut.splice(cut.findIndex((c) => c.startsWith(part.heading)), 1);
      continue;
    }
    const shortened = truncateLines(original, room - part.readMore.length - 80, part.readMore);
    part.text = shortened !== null && shortened.length > current.length ? shortened : current;
    if (render(working).length > limit) part.text = current;
  }
  let body = render(working);
  if (body.length > limit) body = `${cutAtBoundary(body, limit - 60)}
[\u2026 cut to fit the budget]`;
  let chars = body.length;
  let tail = footer(chars, estimateTokens(chars));
  for (let i = 0; i < 3; i++) {
    chars = body.length + 2 + tail.length;
    tail = footer(chars, estimateTokens(chars));
  }
  const text = `${body}

${tail}`;
  return { text, chars: text.length, tokens: estimateTokens(text.length), cut };
}

export {
  DEFAULT_CONTEXT_CHARS,
  MIN_CONTEXT_CHARS,
  assembleContext
};
