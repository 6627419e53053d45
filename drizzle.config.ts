import { defineConfig } from "drizzle-kit";

// `npx drizzle-kit generate` writes a new SQL migration from schema.ts; the server applies them at start-up.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/server/platform/db/schema.ts",
  out: "./src/server/platform/db/migrations",
});
