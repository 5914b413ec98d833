import { createContext, useContext } from "react";

// The CSP nonce reaches the inline scripts that React Router writes into the page.
// Browsers hide nonce attributes after parsing, so the client renders with "".
const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
