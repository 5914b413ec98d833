// zod as every schema that can reach a browser imports it: zod/mini, used as a namespace
// (`import * as z from "#domain/validation/zod.ts"`), so the bundler keeps only the parts called.
// One flavour for the whole browser bundle matters: zod's core is shared by both flavours, so one
// page using the chainable API would put all of it into the code every page loads.
// In the browser it parses without compiling validators through `new Function`: the pages'
// Content-Security-Policy forbids eval, and even zod's probe for it is reported as a violation.
// The server keeps the compiled (faster) parsers.
import { config } from "zod/mini";

config({ jitless: typeof document !== "undefined" });

export * from "zod/mini";
