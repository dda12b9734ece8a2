// Types for the plain-ESM scorer, so TypeScript tests can call it.
import type { Question } from './generator.mjs';
export interface Score {
  asked: boolean;
  recallCtx: boolean;
  recallSearch: boolean;
  staleItems: number;
  staleCtx: string[];
  staleSearch: string[];
}
export interface Tally {
  asked: number;
  recallCtx: number;
  recallSearch: number;
  staleItems: number;
  staleCtx: number;
  staleSearch: number;
  examples: { query: string; current: string | null; shown: string }[];
}
export declare function staleShown(question: Question, ctx: string[], search: string[]): string[];
export declare function scoreQuestion(question: Question, ctx: string[], search: string[]): Score;
export declare function emptyTally(): Tally;
export declare function addScore(tally: Tally, question: Question, score: Score): Tally;
export declare function estimateTokens(text: string): number;
