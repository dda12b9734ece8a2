/**
 * Refusing content that looks like a secret (docs/FORMATS.md#secrets): secretlint's recommended
 * rules, with two changes to the preset's defaults:
 * - the AWS rule scans bare access key ids (`AKIA…`) too (`enableIDScanRule`);
 * - the filter-comments rule is left out, so that a `secretlint-disable` comment written into a
 *   memory file cannot switch the check off. (secretlint ignores `disabled` for rules inside a
 *   preset, so the preset's rules are registered one by one instead of through the preset.)
 * Formats the preset lacks are added by secret-rules.ts, and escaped forms are decoded by
 * secret-views.ts and scanned too.
 *
 * The module is heavy to load (~200 KB of rules); adapters import it lazily.
 */
import { lintSource } from '@secretlint/core';
import { secretLintProfiler } from '@secretlint/profiler';
import { rules as recommendedRules } from '@secretlint/secretlint-rule-preset-recommend';
import { extraRuleHits } from './secret-rules.js';
import { continuationView, escapeView } from './secret-views.js';

export interface SecretFinding {
  /** 1-indexed line where the secret starts. */
  line: number;
  /** Which rule matched, e.g. "aws/AWSAccessKeyID" or "github/GITHUB_TOKEN". */
  rule: string;
  /** The line with every secret on it masked by `*`, clipped to about 160 characters. */
  excerpt: string;
}

// secretlint's core marks every scan, rule and event on one process-wide profiler that is always
// on: Node's performance timeline keeps every mark, and the profiler's observer keeps them all too
// and looks each new one up in the list of all earlier ones. A server that scans for the whole
// session therefore grows without bound and each scan costs more than the last
// (docs/BENCHMARKS.md#design-figures). Nothing reads the profile, so no mark is made at all: the observer then never runs.
secretLintProfiler.mark = () => undefined;

type LintConfig = Parameters<typeof lintSource>[0]['options']['config'];

const RULE_ID_PREFIX = '@secretlint/secretlint-rule-';
const AWS_RULE = `${RULE_ID_PREFIX}aws`;
const FILTER_COMMENTS_RULE = `${RULE_ID_PREFIX}filter-comments`;
const EXCERPT_WIDTH = 160;
/**
 * secretlint's private-key rule also requires the base64 body to start with "MI" (a DER sequence
 * of 128 bytes or more), so short keys pass it: an EC P-256 key in SEC1 form ("MHcC…") and an
 * Ed25519 key in PKCS#8 ("MC4C…"), measured with keys made by node:crypto. A memory file never
 * needs a PEM private-key block, so its header alone is reason enough to refuse.
 */
const PEM_PRIVATE_KEY_HEADER = /-----BEGIN (?:[A-Z0-9]+ )*PRIVATE KEY(?: BLOCK)?-----/g;

const config: LintConfig = {
  rules: recommendedRules
    .filter((rule) => rule.meta.id !== FILTER_COMMENTS_RULE)
    .map((rule) => ({
      id: rule.meta.id,
      rule,
      options: rule.meta.id === AWS_RULE ? { enableIDScanRule: true } : {},
    })),
};

/** A secret as found, before it is reported. */
interface Hit {
  rule: string;
  /** The secret as a program reading the file would see it (decoded in an escaped view). */
  secret: string;
  /** Offset in the original text where it starts (for the line and the order). */
  start: number;
  /** Original spans to mask. */
  spans: [number, number][];
}

export interface ScanOptions {
  /** The file's path or name: `.json`, `.yaml` and `.md` files get the decoding of their format. */
  path?: string;
}

async function ruleHits(text: string): Promise<{ start: number; end: number; rule: string }[]> {
  // Only the ranges and rule ids are used (report() masks the line itself), so secretlint's own
  // masking of its messages is skipped: it triples the time of a scan that finds a secret, and a
  // refused call scans up to six times (the text before and after, each as written and in its decoded views).
  const result = await lintSource({
    source: { content: text, filePath: 'memory.md', ext: '.md', contentType: 'text' },
    options: { config, noPhysicFilePath: true, maskSecrets: false },
  });
  const ranges = result.messages.map((m) => ({ start: m.range[0], end: m.range[1], rule: shortRule(m.ruleId, m.messageId) }));
  for (const m of text.matchAll(PEM_PRIVATE_KEY_HEADER)) {
    // The key material may follow on the same line (a block pasted into a one-line field): mask
    // from the header to the end of its line.
    const newline = text.indexOf('\n', m.index);
    ranges.push({ start: m.index, end: newline === -1 ? text.length : newline, rule: 'privatekey/PrivateKey' });
  }
  ranges.push(...extraRuleHits(text));
  return ranges;
}

/**
 * Every secret in `text`: in the text as written, then in its decoded views (escapes; YAML line
 * continuations). The same secret can be reported by several views; callers compare multisets.
 */
async function allHits(text: string, _options: ScanOptions): Promise<Hit[]> {
  const hits: Hit[] = (await ruleHits(text)).map((r) => ({ rule: r.rule, secret: text.slice(r.start, r.end), start: r.start, spans: [[r.start, r.end]] }));
  for (const view of [escapeView(text), continuationView(text)]) {
    if (!view) continue;
    for (const r of await ruleHits(view.text)) {
      const spans = view.origin(r.start, r.end);
      if (spans.length === 0) continue;
      hits.push({ rule: r.rule, secret: view.text.slice(r.start, r.end), start: Math.min(...spans.map((s) => s[0])), spans });
    }
  }
  return hits;
}

/** The first secret in `text`, in text order (as written before decoded), or null. */
export async function findSecret(text: string, options: ScanOptions = {}): Promise<SecretFinding | null> {
  const hits = await allHits(text, options);
  return hits.length === 0 ? null : report(text, hits, firstOf(hits));
}

/**
 * The first secret in `after` that `before` does not already hold (compared as decoded secrets,
 * counted), or null: a change is refused for what it adds, wherever in the file the secret forms
 * (a REPLACE that completes half a token), and a secret a person left in a file does not block
 * every later edit of it.
 */
export async function findNewSecret(before: string | null, after: string, options: ScanOptions = {}): Promise<SecretFinding | null> {
  const hits = await allHits(after, options);
  if (hits.length === 0) return null;
  const known = new Map<string, number>();
  if (before) for (const h of await allHits(before, options)) known.set(keyOf(h), (known.get(keyOf(h)) ?? 0) + 1);
  const seen = new Map<string, number>();
  const fresh = hits.filter((h) => {
    const n = (seen.get(keyOf(h)) ?? 0) + 1;
    seen.set(keyOf(h), n);
    return n > (known.get(keyOf(h)) ?? 0);
  });
  return fresh.length === 0 ? null : report(after, hits, firstOf(fresh));
}

const keyOf = (h: Hit) => `${h.rule}\0${h.secret}`;

function firstOf(hits: Hit[]): Hit {
  return hits.reduce((a, b) => (b.start < a.start ? b : a));
}

/** The finding for `first`: its line, with every secret on that line masked. */
function report(text: string, hits: Hit[], first: Hit): SecretFinding {
  const lineStart = first.start === 0 ? 0 : text.lastIndexOf('\n', first.start - 1) + 1;
  const newline = text.indexOf('\n', first.start);
  let lineEnd = newline === -1 ? text.length : newline;
  if (lineEnd > lineStart && text.charCodeAt(lineEnd - 1) === 0x0d) lineEnd--;
  const lineText = text.slice(lineStart, lineEnd);
  const line = countLineBreaks(text, lineStart) + 1;

  // Rules report ranges of different precision (the AWS secret-key rule reports the key name's
  // start with the secret's length), so whole whitespace-separated words touched by a range are
  // masked: over-masking is harmless, echoing part of a secret is not.
  const masked = Array.from(lineText);
  const codePointAt = codePointIndexer(lineText);
  let firstMasked = -1;
  for (const [start, end] of hits.flatMap((h) => h.spans)) {
    if (end <= lineStart || start >= lineEnd) continue;
    let from = Math.max(start, lineStart) - lineStart;
    let to = Math.min(end, lineEnd) - lineStart;
    while (from > 0 && !/\s/.test(lineText[from - 1] as string)) from--;
    while (to < lineText.length && !/\s/.test(lineText[to] as string)) to++;
    for (let i = codePointAt(from); i < codePointAt(to); i++) masked[i] = '*';
    if (firstMasked === -1 || codePointAt(from) < firstMasked) firstMasked = codePointAt(from);
  }
  return { line, rule: first.rule, excerpt: clipAround(masked, Math.max(0, firstMasked)) };
}

function shortRule(ruleId: string, messageId: string): string {
  const name = ruleId.startsWith(RULE_ID_PREFIX) ? ruleId.slice(RULE_ID_PREFIX.length) : ruleId;
  return `${name}/${messageId}`;
}

function countLineBreaks(text: string, end: number): number {
  let count = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < end; i = text.indexOf('\n', i + 1)) count++;
  return count;
}

/** Maps a UTF-16 offset in `text` to a code point index, so masking never splits a pair. */
function codePointIndexer(text: string): (unit: number) => number {
  const starts: number[] = [];
  for (let i = 0; i < text.length; i++) {
    starts.push(i);
    const code = text.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) i++;
  }
  return (unit) => {
    let low = 0;
    let high = starts.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if ((starts[mid] as number) < unit) low = mid + 1;
      else high = mid;
    }
    return low;
  };
}

/** The masked line, cut to EXCERPT_WIDTH code points with the first masked part in view. */
function clipAround(codePoints: string[], focus: number): string {
  if (codePoints.length <= EXCERPT_WIDTH) return codePoints.join('');
  const start = Math.max(0, Math.min(focus - 40, codePoints.length - EXCERPT_WIDTH));
  const window = codePoints.slice(start, start + EXCERPT_WIDTH).join('');
  return `${start > 0 ? '…' : ''}${window}${start + EXCERPT_WIDTH < codePoints.length ? '…' : ''}`;
}
