// A name server for tests: host names answer from a table, so no test asks the internet's name
// servers. The push services' names answer public addresses of their operators that tests never
// connect to: turning alerts on only resolves and checks them.
import type { ResolveHost } from "#server/outbound/addresses.ts";

export const PUSH_SERVICE_HOSTS: Record<string, string[]> = {
  "fcm.googleapis.com": ["142.250.80.10", "2607:f8b0:4004:c1b::5f"],
  "updates.push.services.mozilla.com": ["34.107.221.82"],
  "web.push.apple.com": ["17.188.128.12"],
  "push.example.com": ["93.184.215.14"],
};

/** Resolves from `hosts` (then the push services' names); any other name is not found. */
export function resolveFromTable(hosts: Record<string, string[]>): ResolveHost {
  const table = new Map(Object.entries({ ...PUSH_SERVICE_HOSTS, ...hosts }));
  return (host) => {
    const answer = table.get(host.toLowerCase());
    if (answer) return Promise.resolve(answer);
    return Promise.reject(Object.assign(new Error(`queryA ENOTFOUND ${host}`), { code: "ENOTFOUND" }));
  };
}
