// One error type for every failure the server reports on purpose. The code picks the HTTP
// status; the message is what the visitor may read.
export type AppErrorCode =
  | "BAD_REQUEST"
  | "VALIDATION"
  | "UNAUTHENTICATED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "CONFLICT"
  | "RATE_LIMITED"
  | "PAYMENT_FAILED"
  | "UNAVAILABLE"
  | "BAD_GATEWAY"
  | "INTERNAL";

const STATUS: Record<AppErrorCode, number> = {
  BAD_REQUEST: 400,
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  PAYMENT_FAILED: 402,
  UNAVAILABLE: 503,
  // an outside service we depend on (the payment provider) failed; nothing was charged
  BAD_GATEWAY: 502,
  INTERNAL: 500,
};

export type FieldErrors = Record<string, string>;

export class AppError extends Error {
  override name = "AppError";
  readonly code: AppErrorCode;
  readonly fields?: FieldErrors;
  /** For RATE_LIMITED: when the client may try again (sent as Retry-After). */
  readonly retryAfterSeconds?: number;

  constructor(
    code: AppErrorCode,
    message: string,
    options?: { fields?: FieldErrors; cause?: unknown; retryAfterSeconds?: number },
  ) {
    super(message, { cause: options?.cause });
    this.code = code;
    this.fields = options?.fields;
    this.retryAfterSeconds = options?.retryAfterSeconds;
  }

  get status(): number {
    return STATUS[this.code];
  }

  toJSON(): { error: { code: AppErrorCode; message: string; fields?: FieldErrors } } {
    return {
      error: { code: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}) },
    };
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
