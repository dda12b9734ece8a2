/**
 * `archive/memory-YYYYMM.md`, where lines leave core memory (docs/FORMATS.md#archive): the core budget pass moves
 * overflow there, and the draft pass moves the lines a /dream draft of memory.md left out. One
 * module owns the file's name, header and the pointer that memory.md keeps to it, so that both
 * passes recognise each other's pointer (and never add a second one).
 */
import { yearMonth } from './types.js';

/** The core memory archive of the month of `now` (a `YYYY-MM-DD` date). */
export function memoryArchivePath(now: string): string {
  return `archive/memory-${yearMonth(now)}.md`;
}

/** The line memory.md keeps under `## Deep links / pointers` once lines moved to `archivePath`. */
export function memoryArchivePointer(archivePath: string): string {
  return `- Older detail moved out of core memory: ${archivePath}`;
}

const POINTER = /^- Older detail moved out of core memory: archive\/memory-\d{6}\.md$/;

/** Whether a (trimmed) line is a pointer written by consolidation, for any month. */
export function isMemoryArchivePointer(line: string): boolean {
  return POINTER.test(line.trim());
}

/** The first lines of a new monthly archive (`now` is the run's date). */
export function memoryArchiveHeader(now: string): string {
  return (
    `# Core memory archive — ${now.slice(0, 7)}\n\n` +
    'Lines moved out of memory.md by consolidation (over its line budget, or left out of a /dream draft); newest entries last.\n'
  );
}
