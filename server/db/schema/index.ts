// The one place that gathers every table, for the Drizzle client and drizzle-kit.
export * from "./auth";
export * from "./catering";
export * from "./content";
export * from "./expenses";
export * from "./inquiries";
export * from "./menu";
export * from "./orders";
export * from "./system";
