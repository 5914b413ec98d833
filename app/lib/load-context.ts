import type { RequestContext } from "#server/http-context.ts";

declare module "react-router" {
  // The Hono server hands every loader and action the database, config, logger and CSP nonce.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends RequestContext {}
}

export {};
