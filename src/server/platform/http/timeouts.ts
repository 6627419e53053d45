import type { Config } from "../../config";

/**
 * Node checks its header and request deadlines on a timer (30 s by default); check often enough that a short
 * deadline is kept to within about half of itself, and at least once a second.
 */
function checkingIntervalMs(timeouts: Config["http"]): number {
  const shortest = Math.min(timeouts.headersTimeoutMs, timeouts.requestTimeoutMs);
  return Math.max(50, Math.min(1000, Math.floor(shortest / 2)));
}

/**
 * Fastify options that bound how long a client may take: to send its headers, to send the whole request (a
 * stalled or trickled body is answered 408 and the connection closed), and to keep an idle connection open.
 */
export function serverTimeoutOptions(timeouts: Config["http"]) {
  return {
    requestTimeout: timeouts.requestTimeoutMs,
    keepAliveTimeout: timeouts.keepAliveTimeoutMs,
    http: {
      requestTimeout: timeouts.requestTimeoutMs,
      headersTimeout: timeouts.headersTimeoutMs,
      connectionsCheckingInterval: checkingIntervalMs(timeouts),
    },
  };
}
