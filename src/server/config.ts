import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";
import { API_KEY_LIMITS } from "../contract/api-keys";

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === "" ? undefined : v.trim()));

/**
 * Which forwarding proxies are trusted for the client address (X-Forwarded-For) and protocol: none (false), the
 * nearest N hops, or the proxies' own addresses/CIDRs. `true` trusts any hop, so a client can name any address.
 */
export type TrustProxy = boolean | number | string[];

/** The names proxy-addr knows besides addresses and CIDRs. */
const PROXY_RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

function isProxyRange(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

const trustProxySchema = z
  .string()
  .default("false")
  .transform((raw, ctx): TrustProxy => {
    const v = raw.trim().toLowerCase();
    if (v === "" || v === "false" || v === "0") return false;
    if (v === "true") return true;
    if (/^\d+$/.test(v)) return Number(v);
    const entries = v
      .split(",")
      .map((e) => e.trim())
      .filter(Boolean);
    const bad = entries.filter((e) => !isProxyRange(e));
    if (entries.length === 0 || bad.length > 0) {
      ctx.addIssue({
        code: "custom",
        message: `expected false, a hop count (e.g. 1) or proxy addresses/CIDRs separated by commas; not ${bad.join(", ") || raw}`,
      });
      return z.NEVER;
    }
    return entries;
  });

/** A 256-bit key written as base64 (44 characters) or hex (64 digits); undefined when it is neither. */
export function decodeKey(v: string): Buffer | undefined {
  const key = /^[0-9a-f]{64}$/i.test(v) ? Buffer.from(v, "hex") : /^[A-Za-z0-9+/_-]{43}=?$/.test(v) ? Buffer.from(v, "base64") : undefined;
  return key?.length === 32 ? key : undefined;
}

/** Every environment variable the server reads, validated at start-up (architecture: config at boot). */
const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default("0.0.0.0"),
    DATA_DIR: z.string().default("./data"),
    DATABASE_URL: optionalString.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
    PUBLIC_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
    ADMIN_EMAIL: optionalString.pipe(z.email().optional()),
    ADMIN_PASSWORD: optionalString.pipe(z.string().min(8).max(128).optional()),
    SMTP_URL: optionalString.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
    MAIL_FROM: z.string().default("SalesDojo <no-reply@salesdojo.local>"),
    SALES_EMAIL: optionalString.pipe(z.email().optional()),
    STRIPE_SECRET_KEY: optionalString,
    STRIPE_WEBHOOK_SECRET: optionalString,
    STRIPE_PRICE_BASIC: optionalString,
    STRIPE_PRICE_PRO: optionalString,
    STRIPE_PRICE_UNLIMITED: optionalString,
    STRIPE_API_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
    AI_PROVIDER: z.enum(["builtin", "openai", "anthropic", "openai-compatible"]).default("builtin"),
    AI_MODEL: optionalString,
    AI_BASE_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
    AI_API_KEY: optionalString,
    AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(30_000),
    AI_MAX_OUTPUT_TOKENS: z.coerce.number().int().min(50).max(8000).default(600),
    /** Speech-to-text model behind an OpenAI-style /audio/transcriptions endpoint (e.g. whisper-1). */
    AI_TRANSCRIPTION_MODEL: optionalString,
    REDIS_URL: optionalString.pipe(z.url({ protocol: /^rediss?$/ }).optional()),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    TRUST_PROXY: trustProxySchema,
    RATE_LIMIT_REGISTER_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(10),
    /** Requests per minute that one company API key may make (docs/decisions/021). */
    RATE_LIMIT_API_KEY_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(API_KEY_LIMITS.perMinute),
    /** Longest time to receive a whole request (headers and body); a stalled upload is cut off after it. */
    HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
    /** Longest time to receive the request headers. */
    HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(10_000),
    /** An idle keep-alive connection is closed after this long (above the 60 s idle timeout of common proxies). */
    HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(72_000),
    /** A call in which the salesperson never spoke is closed after this many minutes (it stays counted). */
    SILENT_CALL_TIMEOUT_MINUTES: z.coerce.number().int().min(1).max(10_080).default(30),
    /** 32 bytes (base64 or 64 hex digits) that encrypt companies' SSO client secrets (docs/decisions/023). */
    SSO_SECRET_KEY: optionalString.pipe(
      z
        .string()
        .refine((v) => decodeKey(v) !== undefined, { message: "expected 32 bytes as base64 (44 characters) or hex (64 digits)" })
        .optional(),
    ),
    /** Tests only: lets an identity provider on http://localhost or 127.0.0.1 be used (never another http host). */
    SSO_ALLOW_INSECURE_LOCALHOST_ISSUER: z
      .enum(["true", "false"])
      .default("false")
      .transform((v) => v === "true"),
    /** The API reference at /api/docs for everyone; unset: public except in production. */
    API_DOCS_PUBLIC: z.enum(["true", "false"]).optional(),
    /** Development and tests only: webhook endpoints may be http:// or https:// on localhost/127.0.0.1/::1. */
    WEBHOOK_ALLOW_LOCAL: z
      .enum(["0", "1"])
      .default("0")
      .transform((v) => v === "1"),
    /** Longest wait for a webhook endpoint's answer (connect, send, status line), per attempt. */
    WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(5_000),
    /** How often each server process looks for webhook deliveries due; 0 stops the worker in this process. */
    WEBHOOK_WORKER_INTERVAL_MS: z.coerce.number().int().min(0).max(3_600_000).default(2_000),
    /** Days a succeeded or failed webhook delivery stays in the delivery log before the worker deletes it. */
    WEBHOOK_DELIVERY_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
    /** `npm run bench` only: adds POST /api/bench/baseline. Refused in production. */
    BENCH_BASELINE_ROUTE: z
      .enum(["0", "1"])
      .default("0")
      .transform((v) => v === "1"),
  })
  .refine((e) => !e.STRIPE_SECRET_KEY || (e.STRIPE_WEBHOOK_SECRET && e.STRIPE_PRICE_BASIC && e.STRIPE_PRICE_PRO && e.STRIPE_PRICE_UNLIMITED), {
    message: "STRIPE_SECRET_KEY needs STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_BASIC, STRIPE_PRICE_PRO and STRIPE_PRICE_UNLIMITED",
    path: ["STRIPE_SECRET_KEY"],
  })
  .refine((e) => e.AI_PROVIDER === "builtin" || e.AI_MODEL, {
    message: "AI_MODEL is required when AI_PROVIDER is not builtin",
    path: ["AI_MODEL"],
  })
  .refine((e) => e.AI_PROVIDER !== "openai-compatible" || e.AI_BASE_URL, {
    message: "AI_BASE_URL is required for AI_PROVIDER=openai-compatible",
    path: ["AI_BASE_URL"],
  })
  .refine((e) => (e.ADMIN_EMAIL === undefined) === (e.ADMIN_PASSWORD === undefined), {
    message: "ADMIN_EMAIL and ADMIN_PASSWORD must be set together",
    path: ["ADMIN_PASSWORD"],
  })
  .refine((e) => e.HTTP_HEADERS_TIMEOUT_MS <= e.HTTP_REQUEST_TIMEOUT_MS, {
    message: "HTTP_HEADERS_TIMEOUT_MS cannot be longer than HTTP_REQUEST_TIMEOUT_MS",
    path: ["HTTP_HEADERS_TIMEOUT_MS"],
  })
  .refine((e) => !(e.WEBHOOK_ALLOW_LOCAL && e.NODE_ENV === "production"), {
    message: "WEBHOOK_ALLOW_LOCAL is for development and tests only and cannot be set with NODE_ENV=production",
    path: ["WEBHOOK_ALLOW_LOCAL"],
  })
  .refine((e) => !(e.BENCH_BASELINE_ROUTE && e.NODE_ENV === "production"), {
    message: "BENCH_BASELINE_ROUTE is for benchmarks only and cannot be set with NODE_ENV=production",
    path: ["BENCH_BASELINE_ROUTE"],
  });

export interface Config {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string;
  admin: { email: string; password: string } | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  redisUrl: string | undefined;
  /** The AI engine: the builtin simulation, or an LLM provider through the AI SDK. */
  ai: {
    provider: "builtin" | "openai" | "anthropic" | "openai-compatible";
    model: string | undefined;
    baseUrl: string | undefined;
    apiKey: string | undefined;
    timeoutMs: number;
    maxOutputTokens: number;
    /** Voice by recorded audio for browsers without speech recognition (OpenAI or OpenAI-compatible providers). */
    transcriptionModel?: string | undefined;
  };
  /** Where enterprise inquiries are mailed. */
  salesEmail: string;
  /** Stripe when a secret key is set; otherwise the built-in test-mode billing. */
  stripe:
    | {
        secretKey: string;
        webhookSecret: string;
        prices: { basic: string; pro: string; unlimited: string };
        /** Another API address (a local stub in tests); the real Stripe API when unset. */
        apiUrl: string | undefined;
      }
    | undefined;
  logLevel: string;
  trustProxy: TrustProxy;
  /** registerPerHour per client address; apiKeyPerMinute per company API key. */
  rateLimits: { registerPerHour: number; apiKeyPerMinute: number };
  /** Connection timeouts of the HTTP server, in milliseconds. */
  http: { requestTimeoutMs: number; headersTimeoutMs: number; keepAliveTimeoutMs: number };
  /** Anyone may read /api/docs; otherwise only platform admins. */
  apiDocsPublic: boolean;
  /**
   * Single sign-on (docs/decisions/023): the key of the client secrets (unset: a generated key file in DATA_DIR
   * outside production, no secrets at all in production) and the test-only http://localhost issuer switch.
   */
  sso: { secretKey: Buffer | undefined; allowInsecureLocalhostIssuer: boolean };
  /** Practice calls: a call nobody answered is closed after silentCallTimeoutMs. */
  practice: { silentCallTimeoutMs: number };
  /** Root of the built browser app; absent in API-only test runs. */
  webRoot: string | undefined;
  /** POST /api/bench/baseline for `npm run bench` (BENCH_BASELINE_ROUTE=1; never in production). */
  benchBaselineRoute?: boolean;
  /**
   * Outgoing webhooks (docs/decisions/022): allowLocal lets endpoints be http(s) on the loopback address (never in
   * production); timeoutMs per attempt; workerIntervalMs between looks for due deliveries (0: no worker here).
   */
  webhooks: { allowLocal: boolean; timeoutMs: number; workerIntervalMs: number; retentionDays: number };
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join(".") || "env"}: ${i.message}`));
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ""),
    admin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD } : undefined,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    redisUrl: e.REDIS_URL,
    ai: {
      provider: e.AI_PROVIDER,
      model: e.AI_MODEL,
      baseUrl: e.AI_BASE_URL,
      apiKey: e.AI_API_KEY,
      timeoutMs: e.AI_TIMEOUT_MS,
      maxOutputTokens: e.AI_MAX_OUTPUT_TOKENS,
      transcriptionModel: e.AI_TRANSCRIPTION_MODEL,
    },
    salesEmail: e.SALES_EMAIL ?? "sales@salesdojo.local",
    stripe: e.STRIPE_SECRET_KEY
      ? {
          secretKey: e.STRIPE_SECRET_KEY,
          webhookSecret: e.STRIPE_WEBHOOK_SECRET ?? "",
          prices: {
            basic: e.STRIPE_PRICE_BASIC ?? "",
            pro: e.STRIPE_PRICE_PRO ?? "",
            unlimited: e.STRIPE_PRICE_UNLIMITED ?? "",
          },
          apiUrl: e.STRIPE_API_URL,
        }
      : undefined,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    rateLimits: { registerPerHour: e.RATE_LIMIT_REGISTER_PER_HOUR, apiKeyPerMinute: e.RATE_LIMIT_API_KEY_PER_MINUTE },
    http: {
      requestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_MS,
      headersTimeoutMs: e.HTTP_HEADERS_TIMEOUT_MS,
      keepAliveTimeoutMs: e.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    },
    sso: {
      secretKey: e.SSO_SECRET_KEY ? decodeKey(e.SSO_SECRET_KEY) : undefined,
      allowInsecureLocalhostIssuer: e.SSO_ALLOW_INSECURE_LOCALHOST_ISSUER,
    },
    apiDocsPublic: e.API_DOCS_PUBLIC === undefined ? e.NODE_ENV !== "production" : e.API_DOCS_PUBLIC === "true",
    practice: { silentCallTimeoutMs: e.SILENT_CALL_TIMEOUT_MINUTES * 60_000 },
    webRoot: path.resolve("dist/web"),
    benchBaselineRoute: e.BENCH_BASELINE_ROUTE,
    webhooks: {
      allowLocal: e.WEBHOOK_ALLOW_LOCAL,
      timeoutMs: e.WEBHOOK_TIMEOUT_MS,
      workerIntervalMs: e.WEBHOOK_WORKER_INTERVAL_MS,
      retentionDays: e.WEBHOOK_DELIVERY_RETENTION_DAYS,
    },
  };
}

/** Fastify's trustProxy option: a hop count becomes "trust the nearest N hops". */
export function fastifyTrustProxy(t: TrustProxy): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof t === "number" ? (_address, hop) => hop < t : t;
}

/** Settings that start but deserve a warning in the log at start-up. */
export function configWarnings(c: Config): string[] {
  const warnings: string[] = [];
  if (c.trustProxy === true) {
    warnings.push(
      "TRUST_PROXY=true trusts X-Forwarded-For from any client, so anyone can pick the address per-address " +
        "limits count; set TRUST_PROXY to the hop count (e.g. 1) or the proxies' addresses instead",
    );
  }
  if (c.sso.allowInsecureLocalhostIssuer) {
    warnings.push(
      "SSO_ALLOW_INSECURE_LOCALHOST_ISSUER=true lets single sign-on talk to an identity provider on http://localhost " +
        "without TLS; it is meant for tests only",
    );
  }
  return warnings;
}
