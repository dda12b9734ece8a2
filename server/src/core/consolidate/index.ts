/** Public surface of the consolidation engine. */
export { planConsolidation, applyPlan, type ConsolidationPlan, type ConsolidationOptions } from './plan.js';
export { renderReport, CONSOLIDATION_LOG, type ConsolidationReport } from './report.js';
export {
  lineInventory,
  applyChanges,
  emptyAccounting,
  type LineAccounting,
  type InventoryResult,
  type MissingLine,
  type DroppedDuplicate,
  type ModifiedLine,
} from './inventory.js';
export type { ProjectSnapshot } from './types.js';
export { sessionFiles, type SessionFile, type SessionsReport, type RolledSession } from './sessions-pass.js';
export type { DecisionsReport, FlaggedDecision, SupersededDecision, CompactedDecision } from './decisions-pass.js';
export type { CoreBudgetReport } from './core-budget-pass.js';
export { assertValidDraft, type DraftReport } from './draft-pass.js';
export { DERIVED_MANIFEST_KEYS, type MetadataReport, type JsonFileStatus } from './metadata-pass.js';
