// Stripe without the internet, for tests: a node:http stand-in on 127.0.0.1 that knows a few keys,
// answers the balance read that checks a key, creates and reads Checkout Sessions, and records every
// request (path, form, headers) so a test can tell which key and which provider a call used.
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export type StandInRequest = {
  method: string;
  path: string;
  form: URLSearchParams;
  headers: IncomingMessage["headers"];
};

export type StripeStandIn = {
  /** For STRIPE_API_BASE. */
  apiBase: string;
  /** Keys the stand-in accepts; any other is answered 401, as Stripe answers a wrong key. */
  keys: Set<string>;
  requests: StandInRequest[];
  close: () => Promise<void>;
};

export async function startStripeStandIn(keys: string[]): Promise<StripeStandIn> {
  const accepted = new Set(keys);
  const requests: StandInRequest[] = [];
  const sessions = new Map<string, { id: string; amount_total: number; metadata: Record<string, string> }>();
  const server: Server = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk: Buffer) => (raw += chunk.toString()));
    req.on("end", () => {
      const path = (req.url ?? "").split("?")[0] ?? "";
      const form = new URLSearchParams(raw);
      requests.push({ method: req.method ?? "", path, form, headers: req.headers });
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { "Content-Type": "application/json", "Request-Id": "req_standin" });
        res.end(JSON.stringify(body));
      };
      const key = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1] ?? "";
      if (!accepted.has(key)) {
        return send(401, {
          error: { type: "invalid_request_error", message: "Invalid API Key provided: sk_****" },
        });
      }
      if (req.method === "GET" && path === "/v1/balance") {
        return send(200, { object: "balance", livemode: false, available: [], pending: [] });
      }
      if (req.method === "POST" && path === "/v1/checkout/sessions") {
        let amount = 0;
        for (let i = 0; form.has(`line_items[${i}][quantity]`); i++) {
          amount +=
            Number(form.get(`line_items[${i}][price_data][unit_amount]`)) *
            Number(form.get(`line_items[${i}][quantity]`));
        }
        const metadata: Record<string, string> = {};
        for (const [name, value] of form) {
          const match = /^metadata\[(.+)\]$/.exec(name);
          if (match?.[1]) metadata[match[1]] = value;
        }
        const session = { id: `cs_test_standin_${sessions.size + 1}`, amount_total: amount, metadata };
        sessions.set(session.id, session);
        return send(200, sessionJson(session));
      }
      const retrieve = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
      if (req.method === "GET" && retrieve?.[1]) {
        const session = sessions.get(retrieve[1]);
        return session
          ? send(200, sessionJson(session))
          : send(404, {
              error: { type: "invalid_request_error", code: "resource_missing", message: "No such session" },
            });
      }
      send(404, { error: { type: "invalid_request_error", message: `No route ${req.method} ${path}` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    apiBase: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    keys: accepted,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function sessionJson(session: { id: string; amount_total: number; metadata: Record<string, string> }) {
  return {
    id: session.id,
    object: "checkout.session",
    status: "open",
    payment_status: "unpaid",
    amount_total: session.amount_total,
    metadata: session.metadata,
    payment_intent: null,
    url: `https://checkout.stripe.test/c/pay/${session.id}`,
  };
}
