// Types for the plain-ESM history generator, so TypeScript tests can call it.
export interface HistoryEvent {
  kind: 'fact' | 'decide' | 'retire' | 'join' | 'leave' | 'lead';
  [field: string]: unknown;
}
export interface Session {
  n: number;
  date: string;
  events: HistoryEvent[];
  focus: string;
  outcomes: string[];
  next: string;
}
export interface History {
  slug: string;
  name: string;
  people: { name: string; role: string }[];
  topics: string[];
  sessions: Session[];
}
export interface Question {
  kind: 'fact' | 'decision' | 'person';
  query: string;
  current: string | null;
  stale: string[];
}
export interface Truth {
  facts: Map<string, string>;
  active: Map<string, string>;
  dead: string[];
  team: string[];
  left: string[];
  lead: string | null;
  written: string[];
}
export declare const ATTRIBUTES: { key: string; label: string; section: string }[];
export declare function generateHistory(seed: number, index: number, options?: { sessions?: number; start?: string }): History;
export declare function truthAt(history: History, upTo: number): Truth;
export declare function questionsAt(history: History, upTo: number): { truth: Truth; questions: Question[] };
