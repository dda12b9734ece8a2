/**
 * Finds the passage of a file that a SEARCH text most likely meant, so that a failed patch can
 * show it. diff-match-patch's `match_main` (bitap) takes patterns of at most 32 characters
 * (Match_MaxBits) and costs one pass over the text per allowed error (300-600 ms on 1 MB when
 * nothing is close), so candidates come from cheap exact anchors first:
 *
 * 1. lines: every line of the SEARCH that occurs in the file (whitespace-insensitive) votes for the
 *    window start it implies; this finds multi-line blocks whose other lines drifted;
 * 2. pieces: up to 8 short slices of the SEARCH text, found with indexOf, vote the same way; this
 *    finds a line or a fragment with a typo;
 * 3. bitap on a 32-character anchor from the start, then the end, only for files up to 128 KB;
 *
 * then the few candidate windows are scored by Levenshtein distance (diff_main + diff_levenshtein).
 */
import DiffMatchPatch from 'diff-match-patch';

const DIFF_DELETE = -1;
const DIFF_INSERT = 1;
const DIFF_EQUAL = 0;

export interface Passage {
  /** Character offset of the passage's first line in the content. */
  index: number;
  /** 1-indexed line of `index`. */
  line: number;
  /** The whole lines the passage spans, without the final line break. */
  text: string;
  /** 1 - distance / longer length, between 0 and 1. */
  similarity: number;
}

interface Candidate {
  index: number;
  length: number;
  /** What the window is compared with: the SEARCH text, or the SEARCH text trimmed. */
  expected: string;
  /** True when the window is exactly the lines the SEARCH would cover; false when it is approximate. */
  aligned: boolean;
}

const MAX_CANDIDATES = 4;
/** An anchor found more often than this says nothing about where the passage is. */
const MAX_OCCURRENCES_PER_ANCHOR = 64;
const MAX_PIECES = 8;
const PIECE_GROWTH = [24, 32];
const BITAP_THRESHOLD = 0.4;
const BITAP_MAX_CONTENT = 256 * 1024;
const DIFF_TIMEOUT_SECONDS = 0.05;
/** Scoring stops at the first candidate this similar: the rest can only be marginally better. */
const GOOD_ENOUGH = 0.95;

export function findClosestPassage(content: string, search: string): Passage | null {
  if (content === '' || search.trim() === '') return null;
  const lineStarts = lineStartOffsets(content);
  let candidates = lineAnchorCandidates(content, lineStarts, search);
  if (candidates.length === 0) candidates = pieceCandidates(content, lineStarts, search);
  if (candidates.length === 0 && content.length <= BITAP_MAX_CONTENT) candidates = bitapCandidates(content, search);
  if (candidates.length === 0) return null;

  const dmp = new DiffMatchPatch();
  dmp.Diff_Timeout = DIFF_TIMEOUT_SECONDS;
  let best: { index: number; length: number; similarity: number } | null = null;
  for (const candidate of candidates) {
    const scored = score(dmp, content, candidate);
    if (!best || scored.similarity > best.similarity) best = scored;
    if (best.similarity >= GOOD_ENOUGH) break;
  }
  if (!best) return null;
  const firstLine = lineOfOffset(lineStarts, best.index);
  const lastLine = lineOfOffset(lineStarts, Math.max(best.index, best.index + best.length - 1));
  const start = lineStarts[firstLine] as number;
  return {
    index: start,
    line: firstLine + 1,
    text: content.slice(start, lineEnd(content, lineStarts, lastLine)).replace(/\r$/, ''),
    similarity: Math.max(0, best.similarity),
  };
}

/**
 * Levenshtein similarity of a candidate window. Windows found from a piece or by bitap start only
 * roughly where the passage does, so they are widened by some slack and then trimmed to the
 * aligned part: text the diff shows only at the window's edges is not part of the passage.
 */
function score(dmp: DiffMatchPatch, content: string, candidate: Candidate): { index: number; length: number; similarity: number } {
  const slack = candidate.aligned ? 0 : Math.min(64, Math.ceil(candidate.expected.length / 4) + 4);
  let start = Math.max(0, candidate.index - slack);
  let end = Math.min(content.length, candidate.index + candidate.length + slack);
  let diffs = dmp.diff_main(candidate.expected, content.slice(start, end), false);
  let unmatchedExpected = 0;
  if (!candidate.aligned) {
    // Coincidental one-character equalities in the slack would otherwise anchor the alignment.
    dmp.diff_cleanupSemantic(diffs);
    const first = diffs.findIndex(([op]) => op === DIFF_EQUAL);
    const last = diffs.length - 1 - [...diffs].reverse().findIndex(([op]) => op === DIFF_EQUAL);
    if (first !== -1) {
      for (const [op, text] of [...diffs.slice(0, first), ...diffs.slice(last + 1)]) {
        if (op === DIFF_DELETE) unmatchedExpected += text.length;
      }
      for (const [op, text] of diffs.slice(0, first)) if (op === DIFF_INSERT) start += text.length;
      for (const [op, text] of diffs.slice(last + 1)) if (op === DIFF_INSERT) end -= text.length;
      diffs = diffs.slice(first, last + 1);
    }
  }
  const distance = dmp.diff_levenshtein(diffs) + unmatchedExpected;
  return { index: start, length: end - start, similarity: 1 - distance / Math.max(candidate.expected.length, end - start, 1) };
}

/** Offsets where each line starts; entry i is line i + 1. */
export function lineStartOffsets(content: string): number[] {
  const starts = [0];
  for (let i = content.indexOf('\n'); i !== -1; i = content.indexOf('\n', i + 1)) starts.push(i + 1);
  return starts;
}

/** 1-indexed line of `offset`: one plus the line breaks before it. */
export function lineNumberAt(content: string, offset: number): number {
  let line = 1;
  for (let i = content.indexOf('\n'); i !== -1 && i < offset; i = content.indexOf('\n', i + 1)) line++;
  return line;
}

/** 0-indexed line containing `offset`, by binary search over the line starts. */
export function lineOfOffset(lineStarts: readonly number[], offset: number): number {
  let low = 0;
  let high = lineStarts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if ((lineStarts[mid] as number) <= offset) low = mid;
    else high = mid - 1;
  }
  return low;
}

function lineEnd(content: string, lineStarts: readonly number[], line: number): number {
  return line + 1 < lineStarts.length ? (lineStarts[line + 1] as number) - 1 : content.length;
}

function anchorKey(line: string): string {
  return line.trim().replace(/\s+/g, ' ');
}

/** The most voted keys, best first; ties go to the earlier position. A vote weighs 1 / (how often its anchor occurs). */
function topVoted<T>(votes: Map<number, { count: number; value: T }>): T[] {
  return [...votes.entries()]
    .sort((a, b) => b[1].count - a[1].count || a[0] - b[0])
    .slice(0, MAX_CANDIDATES)
    .map(([, vote]) => vote.value);
}

function lineAnchorCandidates(content: string, lineStarts: readonly number[], search: string): Candidate[] {
  const searchLines = search.split('\n');
  const wanted = new Map<string, number[]>();
  searchLines.forEach((line, j) => {
    const key = anchorKey(line);
    if (key === '') return;
    const positions = wanted.get(key);
    if (positions) positions.push(j);
    else wanted.set(key, [j]);
  });
  if (wanted.size === 0) return [];

  const occurrences = new Map<string, number[]>();
  for (let i = 0; i < lineStarts.length; i++) {
    const key = anchorKey(content.slice(lineStarts[i] as number, lineEnd(content, lineStarts, i)));
    if (!wanted.has(key)) continue;
    const list = occurrences.get(key);
    if (list) list.push(i);
    else occurrences.set(key, [i]);
  }

  const votes = new Map<number, { count: number; value: Candidate }>();
  for (const [key, lines] of occurrences) {
    if (lines.length > MAX_OCCURRENCES_PER_ANCHOR) continue;
    for (const j of wanted.get(key) as number[]) {
      for (const line of lines) {
        const startLine = Math.max(0, line - j);
        const vote = votes.get(startLine);
        if (vote) {
          vote.count += 1 / lines.length;
          continue;
        }
        const index = lineStarts[startLine] as number;
        const endLine = Math.min(lineStarts.length, startLine + searchLines.length) - 1;
        votes.set(startLine, {
          count: 1 / lines.length,
          value: { index, length: lineEnd(content, lineStarts, endLine) - index, expected: search, aligned: true },
        });
      }
    }
  }
  return topVoted(votes);
}

function pieceCandidates(content: string, lineStarts: readonly number[], search: string): Candidate[] {
  const trimmed = search.trim();
  if (trimmed.length < 6) return [];
  const size = Math.min(16, Math.max(6, Math.floor(trimmed.length / 4)));
  const count = Math.min(MAX_PIECES, Math.max(1, Math.floor(trimmed.length / size)));
  const votes = new Map<number, { count: number; value: Candidate }>();
  for (let k = 0; k < count; k++) {
    const offset = count === 1 ? 0 : Math.round((k * (trimmed.length - size)) / (count - 1));
    // A piece found too often is lengthened (up to bitap's 32 characters) until it is distinctive.
    let found: number[] | null = null;
    for (const length of [size, ...PIECE_GROWTH.filter((l) => l > size)]) {
      const piece = trimmed.slice(offset, offset + length);
      if (piece.trim() === '') break;
      found = occurrencesUpTo(content, piece, MAX_OCCURRENCES_PER_ANCHOR);
      if (found !== null || offset + length >= trimmed.length) break;
    }
    if (found === null) continue;
    for (const at of found) {
      const index = Math.max(0, at - offset);
      // Votes are per line: an insertion or deletion shifts the implied start by a few characters.
      const line = lineOfOffset(lineStarts, index);
      const vote = votes.get(line);
      if (vote) vote.count += 1 / found.length;
      else
        votes.set(line, {
          count: 1 / found.length,
          value: { index, length: Math.min(trimmed.length, content.length - index), expected: trimmed, aligned: false },
        });
    }
  }
  return topVoted(votes);
}

/** Offsets of `piece` in `content`, or null when there are more than `limit`. */
function occurrencesUpTo(content: string, piece: string, limit: number): number[] | null {
  const found: number[] = [];
  for (let at = content.indexOf(piece); at !== -1; at = content.indexOf(piece, at + 1)) {
    if (found.length === limit) return null;
    found.push(at);
  }
  return found;
}

function bitapCandidates(content: string, search: string): Candidate[] {
  const dmp = new DiffMatchPatch();
  const maxBits = dmp.Match_MaxBits;
  dmp.Match_Threshold = BITAP_THRESHOLD;
  // match_main penalises distance from an expected location; there is none, so spread the
  // penalty over the whole file (it adds at most 0.1 to a score).
  dmp.Match_Distance = Math.max(1000, content.length * 10);
  const trimmed = search.trim();
  const anchors = [{ offset: 0, text: trimmed.slice(0, maxBits) }];
  if (trimmed.length > 2 * maxBits) anchors.push({ offset: trimmed.length - maxBits, text: trimmed.slice(-maxBits) });
  for (const anchor of anchors) {
    const at = dmp.match_main(content, anchor.text, 0);
    if (at !== -1) {
      const index = Math.max(0, at - anchor.offset);
      return [{ index, length: Math.min(trimmed.length, content.length - index), expected: trimmed, aligned: false }];
    }
  }
  return [];
}
