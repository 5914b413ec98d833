import { isApiErrorBody } from "#domain/api-error.ts";

/** An error answer the server gave on purpose (its code and message), or one it could not give. */
export class ApiError extends Error {
  override name = "ApiError";
  constructor(
    /** HTTP status; 0 when the request never got an answer. */
    readonly status: number,
    /** The server's code, or NETWORK (no answer) / UNREADABLE (an answer that is not ours). */
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }

  /** True when the server answered with a message meant for the visitor. */
  get isFromServer(): boolean {
    return this.code !== "NETWORK" && this.code !== "UNREADABLE";
  }
}

/** Reads an error answer of ours from a failed response; a body that is not ours gives UNREADABLE. */
export async function readApiError(response: Response): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  return toApiError(body, response.status);
}

/** The same reading for a route action's data (or any parsed body). */
export function toApiError(body: unknown, status = 0): ApiError {
  if (isApiErrorBody(body)) {
    const { code, message, fields } = body.error;
    return new ApiError(status, code, message, fields);
  }
  return new ApiError(status, "UNREADABLE", `Unexpected answer (${status})`);
}

/** The error for a request that never reached the server (offline, refused, aborted). */
export function networkError(error: unknown): ApiError {
  return new ApiError(0, "NETWORK", error instanceof Error ? error.message : String(error));
}

/** The same, as an error body, for a client action to hand its page instead of throwing. */
export function networkErrorBody(error: unknown): { error: { code: string; message: string } } {
  return { error: { code: "NETWORK", message: networkError(error).message } };
}

/**
 * A route's clientAction: the server action's answer, or, when the post got no answer (offline, a
 * proxy's error page), an error body for the form to show instead of the page's error boundary.
 */
export async function answerOrNetworkError<T>({ serverAction }: { serverAction: () => Promise<T> }) {
  try {
    return await serverAction();
  } catch (error) {
    return networkErrorBody(error);
  }
}

/** GETs a JSON answer of ours; any failure is an ApiError (the server's own, or NETWORK / UNREADABLE). */
export async function getJson<T>(url: string): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, { headers: { Accept: "application/json" } });
  } catch (error) {
    throw networkError(error);
  }
  if (!response.ok) throw await readApiError(response);
  try {
    return (await response.json()) as T;
  } catch {
    throw new ApiError(response.status, "UNREADABLE", `Unreadable answer (${response.status})`);
  }
}
