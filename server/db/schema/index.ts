// The one place that gathers every table, for the Drizzle client and drizzle-kit.
export * from "./auth.ts";
export * from "./catering.ts";
export * from "./content.ts";
export * from "./expenses.ts";
export * from "./inquiries.ts";
export * from "./menu.ts";
export * from "./orders.ts";
export * from "./printers.ts";
export * from "./promotions.ts";
export * from "./push.ts";
export * from "./system.ts";
export * from "./texts.ts";
