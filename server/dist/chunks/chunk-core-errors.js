#!/usr/bin/env node
import { createRequire as __pmCreateRequire } from 'node:module';
const require = __pmCreateRequire(import.meta.url);

// server/src/core/errors.ts
var MemoryError = class extends Error {
  code;
  hint;
  constructor(code, message, hint) {
    super(message);
    this.name = "MemoryError";
    this.code = code;
    this.hint = hint;
  }
  /** The text a user or model sees: the sentence, then the fix. */
  describe() {
    return this.hint ? `${this.message} ${this.hint}` : this.message;
  }
};
function isMemoryError(e) {
  return e instanceof MemoryError;
}
function exitCodeFor(e) {
  if (!isMemoryError(e)) return 1;
  switch (e.code) {
    case "INVALID_INPUT":
    case "INVALID_PATH":
    case "PATH_OUTSIDE_ROOT":
    case "RESERVED_PATH":
    case "INVALID_FORMAT":
    case "SECRET_DETECTED":
    case "TOO_LARGE":
      return 2;
    case "NOT_FOUND":
    case "NO_PROJECT":
      return 3;
    case "CONFLICT":
    case "NO_MATCH":
    case "AMBIGUOUS_MATCH":
    case "ALREADY_EXISTS":
    case "LOCKED":
      return 4;
    default:
      return 1;
  }
}

export {
  MemoryError,
  isMemoryError,
  exitCodeFor
};
