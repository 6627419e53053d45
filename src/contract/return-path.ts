/**
 * Where the browser goes back to after checkout: a path of this app, never another site (an open redirect would
 * let a link to our pricing page send a paying customer anywhere). Free of zod so every page can use it.
 */
export const RETURN_PATH_MAX = 300;
export const INVALID_RETURN_PATH = "returnTo must be a path of this app, such as /conversations";

/** Paths checkout never returns to: the API, and checkout itself (a loop). */
const NEVER = [/^\/api(\/|$)/i, /^\/billing(\/|$)/i];
const BASE = "https://return-path.invalid";

/**
 * True for "/x", "/x?y=1#z": one leading slash, no scheme, no host, no backslash, whitespace or control
 * characters (percent-encoded ones included), resolving to the same origin.
 */
export function isSafeReturnPath(path: unknown): path is string {
  if (typeof path !== "string" || path.length === 0 || path.length > RETURN_PATH_MAX) return false;
  if (!path.startsWith("/") || path.startsWith("//")) return false;
  if (/[\\\s\u0000-\u001f\u007f]/.test(path)) return false;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    return false;
  }
  if (/[\\\u0000-\u001f\u007f]/.test(decoded) || decoded.startsWith("//")) return false;
  let url: URL;
  try {
    url = new URL(path, BASE);
  } catch {
    return false;
  }
  if (url.origin !== BASE) return false;
  return !NEVER.some((re) => re.test(url.pathname));
}

/**
 * The path checkout returns to: `returnTo` (default /profile) with `checkout` (success after a checkout,
 * changed after a plan change), the new `plan` and, for a change, the plan it replaced (`from`), so the page
 * can say what the new plan unlocks. Any earlier such parameters are replaced; a #fragment is dropped.
 */
export function checkoutReturnPath(returnTo: string | undefined, result: { checkout: "success" | "changed"; plan: string; from?: string }): string {
  const url = new URL(isSafeReturnPath(returnTo) ? returnTo : "/profile", BASE);
  for (const key of ["checkout", "plan", "from", "session_id"]) url.searchParams.delete(key);
  url.searchParams.set("checkout", result.checkout);
  url.searchParams.set("plan", result.plan);
  if (result.from) url.searchParams.set("from", result.from);
  // No #fragment: Stripe appends &session_id=… to this path, which must stay in the query.
  return `${url.pathname}${url.search}`;
}
