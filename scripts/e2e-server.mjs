// Starts the built app for the browser tests on a fresh data folder, so that every run begins empty.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

// E2E_PORT and E2E_DATA_DIR let two runs share a machine without sharing a server or its data.
const dataDir = path.resolve(process.env.E2E_DATA_DIR ?? ".tmp/e2e-data");
fs.rmSync(dataDir, { recursive: true, force: true });
const port = process.env.E2E_PORT ?? "3100";
const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
  stdio: "inherit",
  env: {
    ...process.env,
    DATABASE_URL: "",
    REDIS_URL: "",
    SMTP_URL: "",
    AI_PROVIDER: "builtin",
    STRIPE_SECRET_KEY: "",
    NODE_ENV: "production",
    PORT: port,
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://localhost:${port}`,
    ADMIN_EMAIL: "admin@salesdojo.test",
    ADMIN_PASSWORD: "AdminPass123!",
    LOG_LEVEL: "warn",
    // e2e/sso.spec.ts: a fixed key for SSO client secrets, and its identity provider runs on http://127.0.0.1.
    SSO_SECRET_KEY: "ZTJlLW9ubHktc3NvLWtleS0zMi1ieXRlcy1sb25nISE=",
    SSO_ALLOW_INSECURE_LOCALHOST_ISSUER: "true",
    // Every test registers its own accounts from this one address.
    RATE_LIMIT_REGISTER_PER_HOUR: "100000",
  },
});
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => child.kill(sig));
child.on("exit", (code) => process.exit(code ?? 0));
