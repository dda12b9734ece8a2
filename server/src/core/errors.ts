/**
 * The one error type of the code base. `code` is stable (tests and adapters switch on it, never on
 * message text); `message` is one plain sentence that names the rule; `hint` says what to do next.
 * Adapters translate: MCP -> isError text, hooks -> fail open, CLI -> exit code.
 */
export type ErrorCode =
  | 'INVALID_INPUT'
  | 'INVALID_PATH'
  | 'PATH_OUTSIDE_ROOT'
  | 'RESERVED_PATH'
  | 'NOT_FOUND'
  | 'ALREADY_EXISTS'
  | 'CONFLICT'
  | 'NO_MATCH'
  | 'AMBIGUOUS_MATCH'
  | 'INVALID_FORMAT'
  | 'SECRET_DETECTED'
  | 'TOO_LARGE'
  | 'NO_PROJECT'
  | 'LOCKED'
  | 'IO';

export class MemoryError extends Error {
  readonly code: ErrorCode;
  readonly hint: string | undefined;

  constructor(code: ErrorCode, message: string, hint?: string) {
    super(message);
    this.name = 'MemoryError';
    this.code = code;
    this.hint = hint;
  }

  /** The text a user or model sees: the sentence, then the fix. */
  describe(): string {
    return this.hint ? `${this.message} ${this.hint}` : this.message;
  }
}

export function isMemoryError(e: unknown): e is MemoryError {
  return e instanceof MemoryError;
}

/** Exit codes of the CLI, one per family of error. */
export function exitCodeFor(e: unknown): number {
  if (!isMemoryError(e)) return 1;
  switch (e.code) {
    case 'INVALID_INPUT':
    case 'INVALID_PATH':
    case 'PATH_OUTSIDE_ROOT':
    case 'RESERVED_PATH':
    case 'INVALID_FORMAT':
    case 'SECRET_DETECTED':
    case 'TOO_LARGE':
      return 2;
    case 'NOT_FOUND':
    case 'NO_PROJECT':
      return 3;
    case 'CONFLICT':
    case 'NO_MATCH':
    case 'AMBIGUOUS_MATCH':
    case 'ALREADY_EXISTS':
    case 'LOCKED':
      return 4;
    default:
      return 1;
  }
}
