/** The hooks' view of storage/path-print.ts (adapters reach storage only through services). */
export { pathPrint, realpathOrNull, type PathPrint } from '../storage/path-print.js';
