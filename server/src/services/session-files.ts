/** Names of session summary files: sessions/YYYY-MM-DD.md on a real date (the rule is core/file-rules.ts's). */
export { isSessionFileName } from '../core/file-rules.js';
