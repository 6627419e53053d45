// The database schema, one file per domain (schema/): the application and drizzle-kit (drizzle.config.ts) read it
// from here. `npm run db:generate` writes a migration from the difference.
export * from "./schema/accounts";
export * from "./schema/billing";
export * from "./schema/scenarios";
export * from "./schema/conversations";
export * from "./schema/integrations";
