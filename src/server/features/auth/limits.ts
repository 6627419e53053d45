import type { RateLimiterAbstract } from "rate-limiter-flexible";
import type { LimiterFactory } from "../../platform/rate-limit/limiter";

/** Security item 12. */
export interface AuthLimiters {
  /** 5 login attempts per minute for one IP and account. */
  loginAttempts: RateLimiterAbstract;
  /** At most 100 failed logins per hour for one account, from anywhere. */
  loginFailures: RateLimiterAbstract;
  /** 3 reset mails per hour for one account. */
  resetMails: RateLimiterAbstract;
  /** Forgot-password requests from one IP: 20 per 15 minutes. */
  resetRequestsPerIp: RateLimiterAbstract;
}

export function createAuthLimiters(factory: LimiterFactory): AuthLimiters {
  return {
    loginAttempts: factory.create("login-attempts", { points: 5, durationSeconds: 60 }),
    loginFailures: factory.create("login-failures", { points: 100, durationSeconds: 3600 }),
    resetMails: factory.create("reset-mails", { points: 3, durationSeconds: 3600 }),
    resetRequestsPerIp: factory.create("reset-ip", { points: 20, durationSeconds: 900 }),
  };
}
