// Types for the plain-ESM corpus generator, so TypeScript tests can call it.
export declare const NOW: string;
export declare const PEOPLE: string[];
export declare const TAGS: string[];
export declare const TOPICS: string[];

export interface CorpusOptions {
  projects?: number;
  filesPerProject?: number;
  seed?: number;
  /** When given, each project gets an empty repo folder here, bound through `paths`. */
  reposDir?: string;
  minBytes?: number;
  maxBytes?: number;
}

export interface CorpusSummary {
  rootDir: string;
  seed: number;
  projects: { slug: string; name: string; dir: string; repoDir: string | undefined; files: number }[];
  files: number;
  bytes: number;
  planted: { rare: number; common: number };
}

/** The corpus writes `_projects-index.json` entries of the product's own shape. */
export type ProjectsIndexEntry = import('../../server/src/core/project-meta.js').ProjectIndexEntry;

export declare function generateCorpus(rootDir: string, options?: CorpusOptions): CorpusSummary;

export declare function generateLargeProject(
  dir: string,
  options?: { sessions?: number; decisions?: number; memoryLines?: number; seed?: number; now?: string },
): ProjectsIndexEntry;

export declare function projectsIndexEntry(slug: string, name: string, created: string, updated: string, paths?: string[]): ProjectsIndexEntry;

export declare function writeProjectsIndex(rootDir: string, entries: ProjectsIndexEntry[]): void;
