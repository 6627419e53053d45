import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";

// Three projects: pure unit tests (node), browser components (happy-dom) and integration tests through
// the HTTP layer against a real database (PGlite by default, PostgreSQL when TEST_DATABASE_URL is set).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          environment: "node",
          include: ["src/contract/**/*.test.ts", "src/server/**/*.test.ts", "scripts/**/*.test.ts"],
          exclude: ["**/*.int.test.ts", "node_modules/**"],
        },
      },
      {
        plugins: [react()],
        test: {
          name: "web",
          environment: "happy-dom",
          include: ["src/web/**/*.test.{ts,tsx}"],
          setupFiles: ["src/web/test/setup.ts"],
          // Whole-screen tests render many components; on a busy 2-core CI machine 5 s is too tight.
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: "integration",
          environment: "node",
          include: ["src/server/**/*.int.test.ts"],
          globalSetup: ["src/server/test/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
