import { createContext, useContext } from "react";

// The stylesheet's text, written into the page's head by the server (decision 157): the first
// paint waits for no second request. The client never holds the text: it adopts the style element
// the server wrote.
const InlineCssContext = createContext<string | undefined>(undefined);

export const InlineCssProvider = InlineCssContext.Provider;

export function useInlineCss(): string | undefined {
  return useContext(InlineCssContext);
}
