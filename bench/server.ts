// Starts the built server (src/server/main.ts, as `npm start` runs it) in its own process for the load benchmarks,
// on a fresh PGlite folder or on DATABASE_URL, and seeds users through its own API.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export interface BenchServer {
  url: string;
  database: "pglite" | "postgres";
  stop(): Promise<void>;
}

/** Builds the browser app when it is missing (a fresh clone) or when BENCH_BUILD=1. */
export function ensureWebBuild(): void {
  if (process.env.BENCH_BUILD !== "1" && fs.existsSync(path.resolve("dist/web/index.html"))) return;
  console.log("building the browser app (vite build)...");
  const res = spawnSync(process.platform === "win32" ? "npx.cmd" : "npx", ["vite", "build", "--logLevel", "warn"], { stdio: "inherit" });
  if (res.status !== 0) throw new Error("vite build failed");
}

async function waitHealthy(url: string, child: ChildProcess, ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("the server did not become healthy");
}

/**
 * The server as production runs it, but with NODE_ENV=test (the baseline route is refused in production), its
 * request log at warn (the log would otherwise be written through this process's pipe), the builtin engine
 * unless `env` says otherwise, test-mode billing and no Redis (in-memory rate limits).
 */
export async function startServer(env: Record<string, string> = {}): Promise<BenchServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "salesdojo-bench-"));
  const port = 20000 + Math.floor(Math.random() * 20000);
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "test",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: url,
      DATA_DIR: dir,
      DATABASE_URL: process.env.DATABASE_URL ?? "",
      REDIS_URL: "",
      SMTP_URL: "",
      STRIPE_SECRET_KEY: "",
      ADMIN_EMAIL: "",
      ADMIN_PASSWORD: "",
      AI_PROVIDER: "builtin",
      LOG_LEVEL: "warn",
      BENCH_BASELINE_ROUTE: "1",
      // Every simulated user registers from this one address.
      RATE_LIMIT_REGISTER_PER_HOUR: "100000",
      ...env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  await waitHealthy(url, child, 60_000);
  return {
    url,
    database: process.env.DATABASE_URL ? "postgres" : "pglite",
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface SeededUser {
  id: string;
  email: string;
  token: string;
}

async function post<T>(url: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`POST ${new URL(url).pathname}: HTTP ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/**
 * `count` users, each registered through the API and moved to the Unlimited plan by the test-mode checkout
 * (200 conversations a month), so that the plan's limits do not stop the load.
 */
export async function seedUsers(url: string, count: number, prefix = "bench"): Promise<SeededUser[]> {
  const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const users: SeededUser[] = [];
  const one = async (i: number) => {
    const email = `${prefix}-${run}-${i}@example.test`;
    const password = "Bench-Pass-123";
    const reg = await post<{ token: string; user: { id: string } }>(`${url}/api/auth/register`, {
      firstName: "Bench",
      lastName: `User ${i}`,
      email,
      password,
      confirmPassword: password,
    });
    const { sessionId } = await post<{ sessionId: string }>(`${url}/api/subscriptions/create-checkout-session`, { plan: "unlimited" }, reg.token);
    await post(`${url}/api/billing/local/checkout/${sessionId}/complete`, {}, reg.token);
    users.push({ id: reg.user.id, email, token: reg.token });
  };
  // A few at a time: registration hashes a password.
  for (let i = 0; i < count; i += 5) await Promise.all(Array.from({ length: Math.min(5, count - i) }, (_, k) => one(i + k)));
  return users;
}
