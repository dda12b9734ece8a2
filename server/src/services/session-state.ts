/** The hooks' view of storage/session-state.ts (adapters reach storage only through services). */
export { freshState, pruneStates, readState, writeState, type SessionState } from '../storage/session-state.js';
