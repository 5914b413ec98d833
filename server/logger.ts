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
