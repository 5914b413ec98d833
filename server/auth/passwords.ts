import { hash, verify } from "@node-rs/argon2";

// argon2id with the library's defaults (19 MiB, 2 passes): OWASP's recommended minimum, about
// 30 ms here. Sign-in runs it once whether or not the email exists, so both failures cost the same.
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(input: { hash: string; password: string }): Promise<boolean> {
  try {
    return await verify(input.hash, input.password);
  } catch {
    // A stored value that is not an argon2 hash never matches.
    return false;
  }
}
