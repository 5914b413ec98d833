import pino from "pino";
import type { Config } from "./config.ts";

export type Logger = pino.Logger;

/**
 * Keys whose values are handles to someone's order or payment (an order's token reaches the order,
 * a payment session id its confirmation page) or secrets: never written to the log in clear.
 */
const REDACTED_KEYS = ["password", "token", "accessToken", "access_token", "sessionId", "session_id"];

export function createLogger(
  config: Pick<Config, "LOG_LEVEL" | "NODE_ENV">,
  destination?: pino.DestinationStream,
): Logger {
  return pino(
    {
      level: config.NODE_ENV === "test" && config.LOG_LEVEL === "info" ? "warn" : config.LOG_LEVEL,
      base: { service: "web" },
      redact: {
        paths: [
          "req.headers.cookie",
          "req.headers.authorization",
          ...REDACTED_KEYS,
          ...REDACTED_KEYS.map((key) => `*.${key}`),
        ],
        censor: "[redacted]",
      },
    },
    destination,
  );
}

/**
 * A request path as the log shows it: the parts that carry a payment session id or an order's
 * token are replaced (the hosted payment page's session, any long opaque segment).
 */
export function redactPath(path: string): string {
  return path
    .replace(/^\/pay\/sandbox\/[^/]+/, "/pay/sandbox/[redacted]")
    .split("/")
    .map((segment) =>
      /^(cs|pi|re)_[A-Za-z0-9_]+$|^[A-Za-z0-9_-]{24,}$/.test(segment) ? "[redacted]" : segment,
    )
    .join("/");
}

/** Query parameters whose values are handles or secrets (`?token=`, `?session_id=`, `?code=`). */
const SENSITIVE_PARAM = /token|session|password|secret|key|code|signature/i;

/**
 * A full URL as the log shows it: the path as redactPath does, and the values of the query
 * parameters that may carry a token or a payment session id replaced (the names stay, to debug by).
 */
export function redactUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url, "http://unknown");
  } catch {
    return "[unreadable url]";
  }
  const query = [...parsed.searchParams]
    .map(([name, value]) => {
      const shown = SENSITIVE_PARAM.test(name) ? "[redacted]" : redactPath(value);
      return `${encodeURIComponent(name)}=${shown === value ? encodeURIComponent(value) : shown}`;
    })
    .join("&");
  return `${redactPath(parsed.pathname)}${query ? `?${query}` : ""}`;
}
