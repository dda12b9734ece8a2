/** Kept in step with package.json and .claude-plugin/plugin.json (a test checks all three). */
export const VERSION = '0.1.0';
