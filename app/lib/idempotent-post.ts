// Both checkouts start a payment with one POST that may be retried (a double click, a lost answer):
// the same key on a retry lets the server answer with the order it already made.

/** POSTs `body` as JSON with its Idempotency-Key; rejects as fetch does when no answer comes. */
export function postIdempotent(url: string, body: unknown, idempotencyKey: string): Promise<Response> {
  return fetch(url, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Accept: "application/json",
      "Idempotency-Key": idempotencyKey,
    },
    body: JSON.stringify(body),
  });
}

/** A random v4 UUID, also where crypto.randomUUID is missing (plain http off localhost). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
