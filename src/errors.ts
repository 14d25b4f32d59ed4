// The few error classes Engrim uses. Library code throws them; only the edges
// (CLI main, MCP tool wrapper, hook wrapper) catch and decide what to print.

export type ErrorCode = 'USAGE' | 'CONFIG' | 'STORE' | 'INPUT' | 'NOT_FOUND' | 'MODEL';

export class EngrimError extends Error {
  readonly code: ErrorCode;
  /** Process exit code when this error reaches the CLI: 1 user error, 2 usage error. */
  readonly exitCode: number;

  constructor(message: string, code: ErrorCode = 'INPUT', options: { cause?: unknown; exitCode?: number } = {}) {
    super(message, { cause: options.cause });
    this.name = 'EngrimError';
    this.code = code;
    this.exitCode = options.exitCode ?? 1;
  }
}

export class UsageError extends EngrimError {
  constructor(message: string) {
    super(message, 'USAGE', { exitCode: 2 });
    this.name = 'UsageError';
  }
}

export class ConfigError extends EngrimError {
  constructor(message: string, cause?: unknown) {
    super(message, 'CONFIG', { cause });
    this.name = 'ConfigError';
  }
}

export class StoreError extends EngrimError {
  constructor(message: string, cause?: unknown) {
    super(message, 'STORE', { cause });
    this.name = 'StoreError';
  }
}

export class NotFoundError extends EngrimError {
  constructor(message: string) {
    super(message, 'NOT_FOUND');
    this.name = 'NotFoundError';
  }
}

/** Adds context to an error as it travels up ("open database: SQLITE_CANTOPEN: …"). */
export function withContext(context: string, error: unknown): EngrimError {
  const detail = error instanceof Error ? error.message : String(error);
  if (error instanceof EngrimError) {
    return new EngrimError(`${context}: ${detail}`, error.code, { cause: error, exitCode: error.exitCode });
  }
  return new StoreError(`${context}: ${detail}`, error);
}
