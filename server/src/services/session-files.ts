/** Names of session summary files: sessions/YYYY-MM-DD.md (optionally with a kebab-case suffix). */
export const SESSION_FILE = /^\d{4}-\d{2}-\d{2}(-[a-z0-9-]+)?\.md$/;
