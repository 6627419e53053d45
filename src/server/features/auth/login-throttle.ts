import { blockedFor, tryConsume } from "../../platform/rate-limit/limiter";
import type { AuthLimiters } from "./limits";

/** Wrong passwords an account takes (in a day) before each further try must wait. */
export const FREE_FAILURES = 5;
/** The longest wait between two tries on one account: 15 minutes, so an attacker gets about 4 guesses an hour. */
export const MAX_BACKOFF_SECONDS = 900;

/** The wait set after the n-th try on an account: 1 s after the 6th, doubling, at most 15 minutes. */
export function backoffSeconds(tries: number): number {
  const over = tries - FREE_FAILURES;
  if (over <= 0) return 0;
  return Math.min(MAX_BACKOFF_SECONDS, 2 ** Math.min(over - 1, 20));
}

/**
 * Counts a try on the account before the password is checked (so parallel tries cannot slip past) and, past the
 * free tries, lets one through per backoff period. Answers the seconds to wait, or null to go on. The account
 * need not exist: unknown e-mails are throttled the same way.
 */
export async function enterAccountBackoff(limiters: AuthLimiters, account: string): Promise<number | null> {
  // Waiting tries are not checked, so not counted: a user who waits does not push the backoff up.
  const waiting = await blockedFor(limiters.accountBackoff, account);
  if (waiting) return waiting;
  const res = await limiters.accountFailures.consume(account);
  const wait = backoffSeconds(res.consumedPoints);
  if (wait === 0) return null;
  // Of parallel tries past the free ones, one takes the turn; the others wait like the rest.
  const raced = await tryConsume(limiters.accountBackoff, account);
  if (raced) {
    await limiters.accountFailures.reward(account, 1);
    return raced;
  }
  await limiters.accountBackoff.block(account, wait);
  return null;
}

/** The right password: this try does not count, and the account's wait ends. */
export async function leaveAccountBackoff(limiters: AuthLimiters, account: string): Promise<void> {
  await limiters.accountFailures.reward(account, 1);
  await limiters.accountBackoff.delete(account);
}

/** A password reset proves the mailbox: the account starts afresh. */
export async function clearAccountBackoff(limiters: AuthLimiters, account: string): Promise<void> {
  await limiters.accountFailures.delete(account);
  await limiters.accountBackoff.delete(account);
}
