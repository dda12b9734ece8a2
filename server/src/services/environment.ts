/** The adapters' view of storage/environment.ts: the environment in force and the /proc switch. */
export { currentEnv, PROC_FD, withEnv } from '../storage/environment.js';
