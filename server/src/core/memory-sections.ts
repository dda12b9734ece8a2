/** The canonical sections of memory.md (seed 003), in order. */
export const CANONICAL_SECTIONS = [
  'Project overview',
  'Current focus',
  'Constraints',
  'Active decisions summary',
  'Key artifacts',
  'Recent outcome',
  'Next step',
  'Deep links / pointers',
] as const;
