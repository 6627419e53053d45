import type { RateLimiterAbstract } from "rate-limiter-flexible";
import type { LimiterFactory } from "../../platform/rate-limit/limiter";

export interface AuthLimiters {
  /** 5 login attempts per minute for one address and account. */
  loginAttempts: RateLimiterAbstract;
  /** Password spraying: 20 logins per 15 minutes from one address that were not successful, across accounts. */
  loginPerAddress: RateLimiterAbstract;
  /** Wrong-password count per account over a day: sets the backoff (see ./login-throttle.ts). */
  accountFailures: RateLimiterAbstract;
  /** Per account: held (blocked) for the current backoff; a known device of the owner passes. */
  accountBackoff: RateLimiterAbstract;
  /** 3 reset mails per hour for one account. */
  resetMails: RateLimiterAbstract;
  /** Forgot-password requests from one address: 20 per 15 minutes. */
  resetRequestsPerIp: RateLimiterAbstract;
  /** Registrations from one address per hour (RATE_LIMIT_REGISTER_PER_HOUR). */
  registrations: RateLimiterAbstract;
}

export interface AuthLimitSettings {
  registerPerHour: number;
}

export function createAuthLimiters(factory: LimiterFactory, settings: AuthLimitSettings): AuthLimiters {
  return {
    loginAttempts: factory.create("login-attempts", { points: 5, durationSeconds: 60 }),
    loginPerAddress: factory.create("login-address", { points: 20, durationSeconds: 900 }),
    accountFailures: factory.create("login-account-failures", { points: 1_000_000, durationSeconds: 24 * 3600 }),
    accountBackoff: factory.create("login-account-backoff", { points: 1, durationSeconds: 1 }),
    resetMails: factory.create("reset-mails", { points: 3, durationSeconds: 3600 }),
    resetRequestsPerIp: factory.create("reset-ip", { points: 20, durationSeconds: 900 }),
    registrations: factory.create("register-ip", { points: settings.registerPerHour, durationSeconds: 3600 }),
  };
}
