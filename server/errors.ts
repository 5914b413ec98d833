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
  | "PAYLOAD_TOO_LARGE"
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
  // a body over its cap (server/request-body.ts), refused as it streamed in
  PAYLOAD_TOO_LARGE: 413,
  PAYMENT_FAILED: 402,
  UNAVAILABLE: 503,
  // an outside service we depend on (the payment provider) failed; nothing was charged
  BAD_GATEWAY: 502,
  INTERNAL: 500,
};

export type FieldErrors = Record<string, string>;

/**
 * The brand of an error class that crosses between two copies of the server's modules, and its check.
 * The production build holds them twice (the server's bundle and the pages' bundle), and so does
 * development (Node's modules and Vite's), so an error thrown by one copy is no `instanceof` the
 * other's class: a rate limit counted by the server and caught by a page's action would answer 500.
 * The brand is a symbol from the runtime's registry (`Symbol.for`), the same in every copy, set on the
 * class's prototype; the check looks for it, never at the class itself.
 */
export function errorBrand<T extends Error>(name: string) {
  const symbol = Symbol.for(`island-kitchen.error.${name}`);
  return {
    /** Marks a class (and its subclasses) with the brand. */
    mark: (target: abstract new (...args: never[]) => T): void => {
      Object.defineProperty(target.prototype, symbol, { value: true });
    },
    /** True for an error of the branded class, whichever copy of its module made it. */
    is: (value: unknown): value is T =>
      typeof value === "object" && value !== null && (value as Record<symbol, unknown>)[symbol] === true,
  };
}

const appErrorBrand = errorBrand<AppError>("AppError");

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

appErrorBrand.mark(AppError);

/** Whether a thrown value is an AppError; the one test for it (never `instanceof`, see errorBrand). */
export function isAppError(error: unknown): error is AppError {
  return appErrorBrand.is(error);
}
