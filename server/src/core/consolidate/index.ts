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
export type { SessionsReport, RolledSession } from './sessions-pass.js';
export type { DecisionsReport, FlaggedDecision, SupersededDecision, CompactedDecision } from './decisions-pass.js';
export type { CoreBudgetReport } from './core-budget-pass.js';
export type { MetadataReport, JsonFileStatus } from './metadata-pass.js';
